import { readFile, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARTICLE, actionFixtures, filesOutput, makeWorkspace } from '../support/action-fixture.js';
import { generateFiles, TOKENS } from '../support/github-emulator.js';
import { HEAD_SHA, ZERO_SHA } from '../support/webhook-payloads.js';

const fixture = actionFixtures();

const base = { files: 'articles/**/*.md', 'github-token': TOKENS.actions };
describe('pull_request', () => {
  it('opened: converts the changed Markdown, writes pages, gallery, report, summary and one comment', async () => {
    const { gh, run: runEvent } = await fixture({
      files: {
        'articles/one.md': ARTICLE,
        'articles/two.md': '# Two\n\nSecond article.\n',
        'articles/untouched.md': '# Not changed\n',
        'README.md': '# not matched by files\n',
      },
      pullRequest: { number: 7 },
      changed: [
        'articles/one.md',
        { filename: 'articles/two.md', status: 'added' },
        'README.md',
        'src/app.ts',
      ],
      inputs: base,
    });
    const run = await runEvent();
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.outputs.converted).toBe('2');
    expect(run.outputs.failed).toBe('0');
    expect(
      filesOutput(run.outputs)
        .map((f) => f.path)
        .sort(),
    ).toEqual(['articles/one.md', 'articles/two.md']);
    const page = await readFile(join(run.outputDir, 'articles/one.md.html'), 'utf8');
    expect(page).toContain('A short article');
    expect(await readFile(join(run.outputDir, 'index.html'), 'utf8')).toContain('articles/two.md');
    const report = JSON.parse(await readFile(join(run.outputDir, 'report.json'), 'utf8'));
    expect(report.files).toHaveLength(2);
    // Each converted file says how long the engine took, and the log adds it up.
    for (const file of report.files) expect(file.convertMs).toBeGreaterThan(0);
    expect(run.stdout).toMatch(
      /Processed 2 documents in \d+\.\d s, 2 converted; the local engine took \d+\.\d s of that\./,
    );
    expect(run.outputs['html-dir']).toBe(run.outputDir);
    expect(run.summary).toContain('articles/one.md');
    expect(run.stdout).toMatch(/\[2\/2\]/);
    // Without the artifact runtime the upload is skipped with a warning, not a failure.
    expect(run.annotations.some((a) => a.level === 'warning' && /artifact/i.test(a.message))).toBe(
      true,
    );
    const comments = gh.comments(7);
    expect(comments).toHaveLength(1);
    expect(comments[0].body).toContain('<!-- md-platform:comment:md-platform');
    expect(run.outputs['comment-url']).toContain('/pull/7');
  });

  it('synchronize: a second run updates the same comment instead of adding one', async () => {
    const { gh, run } = await fixture({
      files: { 'articles/one.md': ARTICLE },
      pullRequest: { number: 3 },
      changed: ['articles/one.md'],
      inputs: base,
    });
    const first = await run();
    expect(first.code).toBe(0);
    const second = await run({ pullRequest: { number: 3, action: 'synchronize' } });
    expect(second.code).toBe(0);
    expect(gh.comments(3)).toHaveLength(1);
    expect(gh.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('looks up its comment while GitHub lists the files, not after converting them', async () => {
    const { gh, run } = await fixture({
      files: { 'articles/one.md': ARTICLE },
      pullRequest: { number: 5 },
      changed: ['articles/one.md'],
      inputs: base,
    });
    // The file list comes slowly: the comment's lookup is sent meanwhile.
    gh.faults.add({ method: 'GET', path: /\/pulls\/5\/files$/, delayMs: 800 });
    const result = await run();
    expect(result.code, result.stdout.slice(-1500)).toBe(0);
    const files = gh.requests.filter((r) => r.path.endsWith('/pulls/5/files'));
    const lookups = gh.requests.filter(
      (r) => r.method === 'GET' && r.path.endsWith('/issues/5/comments'),
    );
    expect(files).toHaveLength(1);
    // One lookup ahead of time, one after posting (to catch a concurrent run's copy).
    expect(lookups).toHaveLength(2);
    expect(lookups[0].receivedAt).toBeLessThan(files[0].answeredAt!);
    expect(gh.requests.filter((r) => r.method !== 'GET')).toHaveLength(1);
    expect(gh.comments(5)).toHaveLength(1);
    expect(result.outputs['comment-url']).toContain('/pull/5');
  });

  it('reports removed files and converts renamed ones under their new path', async () => {
    const { run: runEvent } = await fixture({
      files: { 'articles/new-name.md': ARTICLE },
      pullRequest: { number: 5 },
      changed: [
        { filename: 'articles/gone.md', status: 'removed' },
        {
          filename: 'articles/new-name.md',
          status: 'renamed',
          previous_filename: 'articles/old-name.md',
        },
      ],
      inputs: base,
    });
    const run = await runEvent();
    expect(run.code, run.stdout).toBe(0);
    const files = filesOutput(run.outputs);
    expect(files.find((f) => f.path === 'articles/gone.md')?.status).toBe('removed');
    expect(files.find((f) => f.path === 'articles/new-name.md')?.status).toBe('converted');
    expect(files.some((f) => f.path === 'articles/old-name.md')).toBe(false);
    expect(run.outputs.skipped).toBe('1');
  });

  it('a fork PR uses the local engine, writes no comment, and does not fail', async () => {
    const { gh, run: runEvent } = await fixture({
      files: { 'articles/one.md': ARTICLE },
      pullRequest: { number: 9, fork: true },
      changed: [{ filename: 'articles/one.md', status: 'added' }],
      inputs: { ...base, 'github-token': TOKENS.readOnly },
    });
    const run = await runEvent();
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs.converted).toBe('1');
    expect(gh.comments(9)).toHaveLength(0);
    expect(gh.requests.some((r) => r.method !== 'GET')).toBe(false);
    expect(run.stdout).toMatch(/::notice::.*fork/i);
    expect(run.summary).toContain('articles/one.md');
  });
});

describe('push', () => {
  it('to main without credentials converts the compared files and explains how to get drafts', async () => {
    const { run: runEvent } = await fixture({
      files: { 'articles/one.md': ARTICLE, 'articles/two.md': '# Two\n' },
      push: {},
      changed: ['articles/two.md'],
      inputs: base,
    });
    const run = await runEvent();
    expect(run.code, run.stdout).toBe(0);
    expect(filesOutput(run.outputs).map((f) => f.path)).toEqual(['articles/two.md']);
    expect(run.outputs.drafted).toBe('0');
    expect(run.stdout).toMatch(/api-key.*app-id.*app-secret/s);
  });

  it('creating a branch compares against the default branch', async () => {
    const { gh, run: runEvent } = await fixture({
      files: { 'articles/one.md': ARTICLE },
      push: { created: true, before: ZERO_SHA, ref: 'refs/heads/feature' },
      github: {
        compares: {
          [`main...${HEAD_SHA}`]: { files: [{ filename: 'articles/one.md', status: 'added' }] },
        },
      },
      inputs: base,
    });
    const run = await runEvent();
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs.converted).toBe('1');
    expect(gh.requests.some((r) => r.path.includes(`/compare/main...${HEAD_SHA}`))).toBe(true);
  });

  it('deleting a branch does nothing and succeeds', async () => {
    const { run: runEvent } = await fixture({
      files: { 'articles/one.md': ARTICLE },
      push: { deleted: true, ref: 'refs/heads/feature' },
      inputs: base,
    });
    const run = await runEvent();
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs.converted).toBe('0');
    expect(JSON.parse(run.outputs.files)).toEqual([]);
  });

  it('with 350 changed files (over the compare cap) and no history falls back to every matching file, with a warning', async () => {
    const files = generateFiles(350, 'articles');
    const { run: runEvent } = await fixture({
      files: Object.fromEntries(files.map((f) => [f.filename, `# ${f.filename}\n\ntext\n`])),
      push: { ref: 'refs/heads/feature' },
      changed: files,
      inputs: { ...base, 'max-files': '400', artifact: 'false' },
    });
    const run = await runEvent();
    expect(run.code, run.stdout.slice(-2000)).toBe(0);
    expect(run.outputs.converted).toBe('350');
    expect(run.annotations.some((a) => a.level === 'warning' && /300/.test(a.message))).toBe(true);
    expect(run.stdout).toContain('[350/350]');
  });

  it('refuses more files than max-files with a clear message, before converting', async () => {
    const files = generateFiles(12, 'articles');
    const { run: runEvent } = await fixture({
      files: Object.fromEntries(files.map((f) => [f.filename, '# x\n'])),
      push: { ref: 'refs/heads/feature' },
      changed: files,
      inputs: { ...base, 'max-files': '10' },
    });
    const run = await runEvent();
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/::error::12 Markdown files .*max-files \(10\)/);
  });
});

describe('workflow_dispatch', () => {
  it('converts every matching file of the workspace', async () => {
    const { run: runEvent } = await fixture({
      files: {
        'articles/a.md': ARTICLE,
        'articles/nested/b.md': '# B\n',
        'articles/drafts/c.md': '# private\n',
        'notes.md': '# not matched\n',
      },
      inputs: { ...base, files: 'articles/**/*.md\n!articles/drafts/**' },
    });
    const run = await runEvent();
    expect(run.code, run.stdout).toBe(0);
    expect(
      filesOutput(run.outputs)
        .map((f) => f.path)
        .sort(),
    ).toEqual(['articles/a.md', 'articles/nested/b.md']);
  });
});

describe('bad input', () => {
  it('reports each broken file with its path (and line) while every other file converts', async () => {
    const outside = await makeWorkspace({ 'secret.md': '# outside\n' });
    const bomb = ['---', 'a: &a ["x","x","x","x","x","x","x","x","x"]'];
    for (let i = 1; i < 10; i++) {
      const [p, n] = [String.fromCharCode(96 + i), String.fromCharCode(97 + i)];
      bomb.push(`${n}: &${n} [${Array(9).fill(`*${p}`).join(',')}]`);
    }
    bomb.push('---', '# bomb', '');
    const workspace = await makeWorkspace({
      'articles/binary.md': Buffer.from([
        0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d,
      ]),
      'articles/latin1.md': Buffer.concat([
        Buffer.from('# Caf'),
        Buffer.from([0xe9]),
        Buffer.from('\n'),
      ]),
      'articles/bomb.md': bomb.join('\n'),
      'articles/huge.md': `# Huge\n\n${'x'.repeat(10 * 1024 * 1024)}\n`,
      'articles/over-limit.md': `# Too many images\n\n${'![i](i.png)\n'.repeat(101)}`,
      'articles/empty.md': '',
      'articles/with spaces.md': '# Spaces in the name\n',
      'articles/ünïcødé 文章.md': '# 中文标题\n\n正文。\n',
      'articles/back`tick<lt>.md': '# Odd name\n',
      'articles/good.md': ARTICLE,
    });
    await symlink(join(outside, 'secret.md'), join(workspace, 'articles/escape.md'));
    const { run: runEvent } = await fixture({ workspace, inputs: { ...base, artifact: 'false' } });
    const run = await runEvent();
    expect(run.code).toBe(1);
    const files = filesOutput(run.outputs);
    const status = Object.fromEntries(files.map((f) => [f.path, f.status]));
    expect(status).toEqual({
      'articles/back`tick<lt>.md': 'converted',
      'articles/binary.md': 'failed',
      'articles/bomb.md': 'failed',
      'articles/empty.md': 'converted',
      'articles/escape.md': 'failed',
      'articles/good.md': 'converted',
      'articles/huge.md': 'failed',
      'articles/latin1.md': 'failed',
      'articles/over-limit.md': 'failed',
      'articles/with spaces.md': 'converted',
      'articles/ünïcødé 文章.md': 'converted',
    });
    const codes = Object.fromEntries(
      files.filter((f) => f.status === 'failed').map((f) => [f.path, f.findings[0]?.code]),
    );
    expect(codes).toEqual({
      'articles/binary.md': 'binary_file',
      'articles/bomb.md': 'invalid_front_matter',
      'articles/escape.md': 'path_outside_workspace',
      'articles/huge.md': 'file_too_large',
      'articles/latin1.md': 'invalid_utf8',
      'articles/over-limit.md': 'too_many_images',
    });
    const annotated = (path: string) =>
      run.annotations.find((a) => a.level === 'error' && a.file === path);
    expect(annotated('articles/latin1.md')?.line).toBe(1);
    expect(annotated('articles/over-limit.md')?.line).toBe(103);
    expect(run.summary).toContain('**articles/over-limit.md:103** — The document has 101 images');
    expect(run.summary).toContain('articles/binary.md:3');
    expect(run.stdout).not.toContain('outside\n');
  });

  it('fails the step with one clear message for a bad input', async () => {
    const { run: runEvent } = await fixture({
      files: { 'articles/a.md': ARTICLE },
      inputs: { ...base, 'font-size': 'huge' },
    });
    const run = await runEvent();
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      '::error::Input `font-size` must be one of small, medium, large; got "huge".',
    );
  });
});
