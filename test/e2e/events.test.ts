import { readFile, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ARTICLE, filesOutput, makeWorkspace, runForEvent } from '../support/action-fixture.js';
import {
  type GitHubEmulator,
  generateFiles,
  startGitHubEmulator,
  TOKENS,
} from '../support/github-emulator.js';
import {
  BASE_SHA,
  HEAD_SHA,
  pullRequestPayload,
  pushPayload,
  workflowDispatchPayload,
  ZERO_SHA,
} from '../support/webhook-payloads.js';

let gh: GitHubEmulator | undefined;
afterEach(async () => {
  await gh?.close();
  gh = undefined;
});

const base = { files: 'articles/**/*.md', 'github-token': TOKENS.actions };
describe('pull_request', () => {
  it('opened: converts the changed Markdown, writes pages, gallery, report, summary and one comment', async () => {
    const workspace = await makeWorkspace({
      'articles/one.md': ARTICLE,
      'articles/two.md': '# Two\n\nSecond article.\n',
      'articles/untouched.md': '# Not changed\n',
      'README.md': '# not matched by files\n',
    });
    gh = await startGitHubEmulator({
      pulls: {
        7: {
          files: [
            { filename: 'articles/one.md', status: 'modified' },
            { filename: 'articles/two.md', status: 'added' },
            { filename: 'README.md', status: 'modified' },
            { filename: 'src/app.ts', status: 'modified' },
          ],
        },
      },
    });
    const run = await runForEvent({
      eventName: 'pull_request',
      payload: pullRequestPayload({ number: 7 }),
      workspace,
      apiUrl: gh.url,
      inputs: base,
    });
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
    const workspace = await makeWorkspace({ 'articles/one.md': ARTICLE });
    gh = await startGitHubEmulator({
      pulls: { 3: { files: [{ filename: 'articles/one.md', status: 'modified' }] } },
    });
    const event = { eventName: 'pull_request', workspace, apiUrl: gh.url, inputs: base };
    const first = await runForEvent({ ...event, payload: pullRequestPayload({ number: 3 }) });
    expect(first.code).toBe(0);
    const second = await runForEvent({
      ...event,
      payload: pullRequestPayload({ number: 3, action: 'synchronize' }),
    });
    expect(second.code).toBe(0);
    expect(gh.comments(3)).toHaveLength(1);
    expect(gh.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('reports removed files and converts renamed ones under their new path', async () => {
    const workspace = await makeWorkspace({ 'articles/new-name.md': ARTICLE });
    gh = await startGitHubEmulator({
      pulls: {
        5: {
          files: [
            { filename: 'articles/gone.md', status: 'removed' },
            {
              filename: 'articles/new-name.md',
              status: 'renamed',
              previous_filename: 'articles/old-name.md',
            },
          ],
        },
      },
    });
    const run = await runForEvent({
      eventName: 'pull_request',
      payload: pullRequestPayload({ number: 5 }),
      workspace,
      apiUrl: gh.url,
      inputs: base,
    });
    expect(run.code, run.stdout).toBe(0);
    const files = filesOutput(run.outputs);
    expect(files.find((f) => f.path === 'articles/gone.md')?.status).toBe('removed');
    expect(files.find((f) => f.path === 'articles/new-name.md')?.status).toBe('converted');
    expect(files.some((f) => f.path === 'articles/old-name.md')).toBe(false);
    expect(run.outputs.skipped).toBe('1');
  });

  it('a fork PR uses the local engine, writes no comment, and does not fail', async () => {
    const workspace = await makeWorkspace({ 'articles/one.md': ARTICLE });
    gh = await startGitHubEmulator({
      pulls: { 9: { files: [{ filename: 'articles/one.md', status: 'added' }] } },
    });
    const run = await runForEvent({
      eventName: 'pull_request',
      payload: pullRequestPayload({ number: 9, fork: true }),
      workspace,
      apiUrl: gh.url,
      inputs: { ...base, 'github-token': TOKENS.readOnly },
    });
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
    const workspace = await makeWorkspace({
      'articles/one.md': ARTICLE,
      'articles/two.md': '# Two\n',
    });
    gh = await startGitHubEmulator({
      compares: {
        [`${BASE_SHA}...${HEAD_SHA}`]: {
          files: [{ filename: 'articles/two.md', status: 'modified' }],
        },
      },
    });
    const run = await runForEvent({
      eventName: 'push',
      payload: pushPayload(),
      workspace,
      apiUrl: gh.url,
      inputs: base,
    });
    expect(run.code, run.stdout).toBe(0);
    expect(filesOutput(run.outputs).map((f) => f.path)).toEqual(['articles/two.md']);
    expect(run.outputs.drafted).toBe('0');
    expect(run.stdout).toMatch(/api-key.*app-id.*app-secret/s);
  });

  it('creating a branch compares against the default branch', async () => {
    const workspace = await makeWorkspace({ 'articles/one.md': ARTICLE });
    gh = await startGitHubEmulator({
      compares: {
        [`main...${HEAD_SHA}`]: { files: [{ filename: 'articles/one.md', status: 'added' }] },
      },
    });
    const run = await runForEvent({
      eventName: 'push',
      payload: pushPayload({ created: true, before: ZERO_SHA, ref: 'refs/heads/feature' }),
      workspace,
      apiUrl: gh.url,
      inputs: base,
    });
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs.converted).toBe('1');
    expect(gh.requests.some((r) => r.path.includes(`/compare/main...${HEAD_SHA}`))).toBe(true);
  });

  it('deleting a branch does nothing and succeeds', async () => {
    const workspace = await makeWorkspace({ 'articles/one.md': ARTICLE });
    gh = await startGitHubEmulator({});
    const run = await runForEvent({
      eventName: 'push',
      payload: pushPayload({ deleted: true, ref: 'refs/heads/feature' }),
      workspace,
      apiUrl: gh.url,
      inputs: base,
    });
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs.converted).toBe('0');
    expect(JSON.parse(run.outputs.files)).toEqual([]);
  });

  it('with 350 changed files (over the compare cap) and no history falls back to every matching file, with a warning', async () => {
    const files = generateFiles(350, 'articles');
    const workspace = await makeWorkspace(
      Object.fromEntries(files.map((f) => [f.filename, `# ${f.filename}\n\ntext\n`])),
    );
    gh = await startGitHubEmulator({ compares: { [`${BASE_SHA}...${HEAD_SHA}`]: { files } } });
    const run = await runForEvent({
      eventName: 'push',
      payload: pushPayload({ ref: 'refs/heads/feature' }),
      workspace,
      apiUrl: gh.url,
      inputs: { ...base, 'max-files': '400', artifact: 'false' },
    });
    expect(run.code, run.stdout.slice(-2000)).toBe(0);
    expect(run.outputs.converted).toBe('350');
    expect(run.annotations.some((a) => a.level === 'warning' && /300/.test(a.message))).toBe(true);
    expect(run.stdout).toContain('[350/350]');
  });

  it('refuses more files than max-files with a clear message, before converting', async () => {
    const files = generateFiles(12, 'articles');
    const workspace = await makeWorkspace(
      Object.fromEntries(files.map((f) => [f.filename, '# x\n'])),
    );
    gh = await startGitHubEmulator({ compares: { [`${BASE_SHA}...${HEAD_SHA}`]: { files } } });
    const run = await runForEvent({
      eventName: 'push',
      payload: pushPayload({ ref: 'refs/heads/feature' }),
      workspace,
      apiUrl: gh.url,
      inputs: { ...base, 'max-files': '10' },
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/::error::12 Markdown files .*max-files \(10\)/);
  });
});

describe('workflow_dispatch', () => {
  it('converts every matching file of the workspace', async () => {
    const workspace = await makeWorkspace({
      'articles/a.md': ARTICLE,
      'articles/nested/b.md': '# B\n',
      'articles/drafts/c.md': '# private\n',
      'notes.md': '# not matched\n',
    });
    gh = await startGitHubEmulator({});
    const run = await runForEvent({
      eventName: 'workflow_dispatch',
      payload: workflowDispatchPayload(),
      workspace,
      apiUrl: gh.url,
      inputs: { ...base, files: 'articles/**/*.md\n!articles/drafts/**' },
    });
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
    gh = await startGitHubEmulator({});
    const run = await runForEvent({
      eventName: 'workflow_dispatch',
      payload: workflowDispatchPayload(),
      workspace,
      apiUrl: gh.url,
      inputs: { ...base, artifact: 'false' },
    });
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
      'articles/escape.md': 'symlink_outside_workspace',
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
    const workspace = await makeWorkspace({ 'articles/a.md': ARTICLE });
    gh = await startGitHubEmulator({});
    const run = await runForEvent({
      eventName: 'workflow_dispatch',
      payload: workflowDispatchPayload(),
      workspace,
      apiUrl: gh.url,
      inputs: { ...base, 'font-size': 'huge' },
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      '::error::Input `font-size` must be one of small, medium, large; got "huge".',
    );
  });
});
