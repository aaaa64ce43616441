/**
 * Hostile names, races and unlucky servers, run through dist/index.js against the
 * GitHub emulator: a name never speaks to the runner, two runs leave one comment, a
 * rate limit is named, nothing the run prints or sets outgrows the runner's limits,
 * and a run that stops early still writes its summary.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServer } from '../../src/server/index.js';
import {
  ARTICLE,
  actionFixtures,
  draftsOutput,
  filesOutput,
  makeWorkspace,
} from '../support/action-fixture.js';
import { type FileSeed, generateFiles, TOKENS } from '../support/github-emulator.js';
import type { ActionRun } from '../support/run-action.js';

const fixture = actionFixtures();
/** A pull request run of the files under articles/, no artifact. */
const PR_INPUTS = { files: 'articles/**/*.md', 'github-token': TOKENS.actions, artifact: 'false' };

const KB4 = 4096;
const MB1 = 1024 * 1024;
// The commands the action itself issues; the runner also splits lines at a lone CR.
const OWN_COMMAND = /^::(error|warning|notice|debug|group|endgroup|add-mask)(?: [^:]*)?::/;

/** Every line of stdout and stderr, as the runner reads them: no command the action did not write. */
function expectNoInjectedCommand(run: ActionRun, masked: string[]) {
  for (const [where, text] of [
    ['stdout', run.stdout],
    ['stderr', run.stderr],
  ]) {
    for (const line of text.split(/\r\n|\r|\n/)) {
      expect(line, `${where}: ${JSON.stringify(line)}`).not.toContain('##[');
      const trimmed = line.trimStart();
      if (!trimmed.startsWith('::')) continue;
      const own = OWN_COMMAND.exec(trimmed);
      expect(own, `${where}: ${JSON.stringify(line)}`).not.toBeNull();
      if (own?.[1] === 'add-mask') expect(masked).toContain(trimmed.slice('::add-mask::'.length));
    }
  }
}

/** The runner's limits: an annotation line under 4 KB, each output under 1 MB. */
function expectWithinRunnerLimits(run: ActionRun) {
  for (const line of run.stdout.split('\n')) {
    if (/^::(error|warning|notice)/.test(line)) {
      expect(Buffer.byteLength(line), line.slice(0, 200)).toBeLessThan(KB4);
    }
  }
  for (const [name, value] of Object.entries(run.outputs)) {
    expect(Buffer.byteLength(value), name).toBeLessThan(MB1);
  }
}

describe('names are data, never workflow commands', () => {
  it('file names with CR, LF and ##[, and a front matter value, do not reach the runner as commands', async () => {
    const names = [
      'articles/a\n::warning::injected by a name.md',
      'articles/b\r::add-mask::converted.md',
      'articles/c\n::stop-commands::pwned.md',
      'articles/d\n::set-output name=comment-url::https://evil.example.md',
      'articles/e ##[error]legacy form.md',
    ];
    const files: Record<string, string> = Object.fromEntries(names.map((n) => [n, ARTICLE]));
    files['articles/theme.md'] = '---\ntheme: "v\\n::error::from front matter"\n---\n# T\n';
    // A failing file whose name holds what a command property must escape.
    const awkward = 'articles/f\nnew line, comma: colon 100%.md';
    files[awkward] = '---\ntheme: nope\n---\n# F\n';
    const { gh, run: runEvent } = await fixture({
      files,
      pullRequest: { number: 7 },
      changed: Object.keys(files).map((filename): FileSeed => ({ filename, status: 'added' })),
      inputs: { ...PR_INPUTS, 'fail-on': 'never' },
    });
    const run = await runEvent();
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expectNoInjectedCommand(run, [TOKENS.actions]);
    expectWithinRunnerLimits(run);

    // Each file still has its one progress line, with the break shown as an escape.
    const progress = run.stdout.split('\n').filter((l) => /^\[\d\/7\] /.test(l));
    expect(progress).toHaveLength(7);
    expect(progress).toContainEqual(
      expect.stringMatching(/ articles\/a\\n::warning::injected by a name\.md: converted$/),
    );
    expect(progress).toContainEqual(
      expect.stringMatching(/ articles\/theme\.md: failed \(.*\(unknown_theme\)\.\)$/),
    );
    // The failed file is annotated once, on one line of text.
    const themeErrors = run.annotations.filter((a) => a.file === 'articles/theme.md');
    expect(themeErrors).toHaveLength(1);
    expect(themeErrors[0].message).toMatch(
      /^Front matter `theme` is "v\\n::error::from front matter"/,
    );
    // Its annotation keeps file= as the runner reads it back: the name, line break and all.
    const awkwardErrors = run.annotations.filter((a) => a.file === awkward && a.level === 'error');
    expect(awkwardErrors.map((a) => a.line)).toEqual([2]);
    expect(filesOutput(run.outputs).map((f) => f.path)).toEqual(
      expect.arrayContaining(Object.keys(files)),
    );
    expect(gh.comments(7)).toHaveLength(1);
  });

  it('the push run logs "Drafted <path>" on one line for a name with a line break', async () => {
    const serve = await startServer({ keys: ['wme_names'] });
    try {
      const names = ['docs/x\n::error::drafted name.md', 'docs/y ##[warning]z.md'];
      const { run: runEvent } = await fixture({
        files: Object.fromEntries(names.map((n) => [n, ARTICLE])),
        push: {},
        changed: names.map((filename): FileSeed => ({ filename, status: 'added' })),
        inputs: {
          files: 'docs/**/*.md',
          'api-key': 'wme_names',
          'app-id': 'wx_names',
          'app-secret': 'secret_names_value',
          'api-url': serve.url,
          'github-token': TOKENS.actions,
        },
      });
      const run = await runEvent();
      expect(run.code, run.stdout + run.stderr).toBe(0);
      expect(draftsOutput(run.outputs).map((d) => d.status)).toEqual(['created', 'created']);
      expectNoInjectedCommand(run, [TOKENS.actions, 'wme_names', 'wx_names', 'secret_names_value']);
      const drafted = run.stdout.split('\n').filter((l) => l.startsWith('Drafted '));
      expect(drafted).toHaveLength(2);
      expect(drafted).toContainEqual(
        expect.stringMatching(/^Drafted docs\/x\\n::error::drafted name\.md \(article\): /),
      );
    } finally {
      await serve.close();
    }
  });
});

describe('one sticky comment under races', () => {
  it('two runs of one PR at the same time leave exactly one bot comment, round after round', async () => {
    const workspace = await makeWorkspace({ 'articles/one.md': ARTICLE });
    // Each round has both runs create at once; what follows the creates still depends on
    // timing (on main, at least one of these rounds left two comments).
    const rounds = 3;
    for (let round = 0; round < rounds; round++) {
      const { gh, run: runPr } = await fixture({
        workspace,
        pullRequest: { number: 7 },
        changed: ['articles/one.md'],
        github: {
          issueComments: [{ issueNumber: 7, login: 'maintainer', body: 'Please review.' }],
        },
        inputs: PR_INPUTS,
      });
      // Both runs list before either comment exists: each create waits for the other's.
      gh.faults.add({ method: 'POST', path: /\/issues\/7\/comments$/, gather: 2, times: 2 });
      const [a, b] = await Promise.all([runPr(), runPr()]);
      expect(a.code, a.stdout).toBe(0);
      expect(b.code, b.stdout).toBe(0);
      // The race happened: both created a comment, and one run removed its own copy.
      const creates = gh.requests.filter(
        (r) => r.method === 'POST' && /\/issues\/7\/comments$/.test(r.path),
      );
      expect(creates.map((r) => r.status)).toEqual([201, 201]);
      const comments = gh.comments(7);
      expect(
        comments.map((c) => c.login),
        `round ${round}`,
      ).toEqual(['maintainer', 'github-actions[bot]']);
      expect(comments[1].body).toContain('articles/one.md');
      // The one left is the one the comment-url outputs point at.
      expect(a.outputs['comment-url']).toMatch(new RegExp(`#issuecomment-${comments[1].id}$`));
      expect(b.outputs['comment-url']).toBe(a.outputs['comment-url']);
    }
  }, 60_000);
});

describe('what really happened, within the runner limits', () => {
  it('an exhausted secondary limit listing the files is named, and the summary still says why', async () => {
    const { gh, run: runEvent } = await fixture({
      files: { 'articles/one.md': ARTICLE },
      pullRequest: { number: 7 },
      changed: ['articles/one.md'],
      inputs: PR_INPUTS,
    });
    gh.faults.add({
      method: 'GET',
      path: /\/pulls\/7\/files$/,
      status: 403,
      headers: { 'retry-after': '600' },
      body: { message: 'You have exceeded a secondary rate limit. Please wait a few minutes.' },
    });
    // Artifact on, as by default: the run stops before it.
    const run = await runEvent({ inputs: { artifact: 'true' } });
    expect(run.code).toBe(1);
    const errors = run.annotations.filter((a) => a.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0].message).toMatch(
      /secondary rate limit for this token is exhausted, so the action could not list the files of pull request #7\. It resets at \d\d:\d\d:\d\d UTC \(in 10 min\)/,
    );
    expect(errors[0].message).not.toMatch(/pull-requests: write|lack the permission/);
    expect(run.annotations.filter((a) => a.level === 'warning')).toHaveLength(0);
    expect(run.summary).toContain('The run stopped before it had any results');
    expect(run.summary).toContain('secondary rate limit');
  });

  it('an exhausted primary limit on the comment is a rate limit, not a missing permission', async () => {
    const { gh, run: runEvent } = await fixture({
      files: { 'articles/one.md': ARTICLE },
      pullRequest: { number: 7 },
      changed: ['articles/one.md'],
      inputs: PR_INPUTS,
    });
    const reset = Math.floor(Date.now() / 1000) + 1800;
    gh.faults.add({
      method: 'POST',
      path: /\/issues\/7\/comments$/,
      status: 403,
      headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset) },
      body: { message: 'API rate limit exceeded for installation ID 1.' },
    });
    const run = await runEvent();
    expect(run.code, run.stdout).toBe(0);
    const warnings = run.annotations.filter((a) => a.level === 'warning');
    expect(warnings).toHaveLength(1);
    expect(warnings[0].message).toContain(
      `The PR comment was not written: GitHub's API rate limit for this token is exhausted, so the action could not create the pull request comment. It resets at ${new Date(reset * 1000).toISOString().slice(11, 19)} UTC`,
    );
    expect(warnings[0].message).not.toMatch(/pull-requests: write/);
    expect(gh.comments(7)).toHaveLength(0);
  });

  it('a 20 KB HTML error page is summarised in a short annotation', async () => {
    const { gh, run: runEvent } = await fixture({
      files: { 'articles/one.md': ARTICLE },
      pullRequest: { number: 7 },
      changed: ['articles/one.md'],
      inputs: PR_INPUTS,
    });
    const page = `<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body>${'<p>The server is taking a break.</p>'.repeat(600)}</body></html>`;
    expect(page.length).toBeGreaterThan(20_000);
    // A create is never repeated blindly: one attempt, a look, one more attempt.
    gh.faults.add({
      method: 'POST',
      path: /\/issues\/7\/comments$/,
      status: 502,
      html: page,
      times: 2,
    });
    const run = await runEvent();
    expect(run.code, run.stdout).toBe(0);
    expectWithinRunnerLimits(run);
    const warnings = run.annotations.filter((a) => a.level === 'warning');
    expect(warnings).toHaveLength(1);
    expect(warnings[0].message).toMatch(
      /^The PR comment was not written: Could not create a comment on #7: 502 502 Bad Gateway The server is taking a break\./,
    );
    expect(warnings[0].message).not.toContain('<');
    expect(warnings[0].message.length).toBeLessThan(500);
  });

  it('the files output stays under 1 MB with a truncated marker; report.json keeps every file', async () => {
    // 300 files under a deep folder: about 7 KB of output each, 2 MB in all.
    const deep = Array.from(
      { length: 12 },
      (_, i) => `${String(i).padStart(2, '0')}${'d'.repeat(240)}`,
    ).join('/');
    const count = 300;
    const files = Object.fromEntries(
      Array.from({ length: count }, (_, i) => [`docs/${deep}/f${i}.md`, `# Doc ${i}\n`]),
    );
    const { run: runEvent } = await fixture({
      files,
      inputs: {
        files: 'docs/**/*.md',
        'changed-only': 'false',
        artifact: 'false',
        'max-files': '1000',
        'github-token': TOKENS.actions,
      },
      options: { timeoutMs: 120_000 },
    });
    const run = await runEvent();
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.outputs.converted).toBe(String(count));
    expectWithinRunnerLimits(run);
    const listed = JSON.parse(run.outputs.files) as Record<string, unknown>[];
    const marker = listed.at(-1);
    expect(marker).toEqual({
      truncated: true,
      shown: listed.length - 1,
      total: count,
      report: join(run.outputDir, 'report.json'),
    });
    expect(listed.length - 1).toBeGreaterThan(50);
    expect(listed.length - 1).toBeLessThan(count);
    const report = JSON.parse(await readFile(join(run.outputDir, 'report.json'), 'utf8'));
    expect(report.files).toHaveLength(count);
  }, 120_000);

  it('the cap-fallback warning is annotated once', async () => {
    const { run: runEvent } = await fixture({
      files: { 'articles/doc-0001.md': ARTICLE },
      pullRequest: { number: 7 },
      changed: generateFiles(3050),
      inputs: PR_INPUTS,
    });
    const run = await runEvent();
    expect(run.code, run.stdout).toBe(0);
    expect(run.annotations.map((a) => `${a.level}: ${a.message}`)).toEqual([
      'warning: Pull request #7 changes more than 3000 files, the most GitHub lists, and the checkout does not have both commits for git diff (use actions/checkout with fetch-depth: 0); processing every matching file instead.',
    ]);
  });
});
