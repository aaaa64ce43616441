/**
 * The fault matrix's cancellation and kill rows: `node dist/index.js` drafting
 * three documents through `serve` (sandbox) and the GitHub emulator is stopped with SIGINT
 * or SIGKILL at each point of the draft loop (SIGTERM at one), then re-run as attempt 2.
 * After the re-run every document is drafted exactly once, or named as uncertain and
 * drafted at most once; after SIGINT/SIGTERM answered within the grace bound, exactly once and no
 * uncertain entry. Batches are one draft each (`concurrency: 1`) so "between two drafts"
 * exists. The table of what was observed is printed like the rest of the fault matrix.
 */
import { describe, expect, it } from 'vitest';
import { commentMarker } from '../../src/github/sticky-comment.js';
import {
  type ActionFixture,
  actionFixtures,
  DOCS_RUN,
  draftsOutput,
  filesOutput,
} from '../support/action-fixture.js';
import { faultMatrix } from '../support/fault-matrix.js';
import type { FaultProxy } from '../support/fault-proxy.js';
import type { EmulatorSeed, GitHubEmulator } from '../support/github-emulator.js';
import type { ActionRun } from '../support/run-action.js';
import { draftsPerDocument, outboxRecords, proxiedSandbox } from '../support/sandbox-serve.js';
import { findSecrets, runTexts } from '../support/secret-scan.js';

const KEY = 'wme_cancel_matrix_key_4e1b';
const APP_ID = 'wx_cancel_matrix_app_8d0f';
const APP_SECRET = 'cancel_matrix_app_secret_27c6';
const CREDENTIALS = { key: KEY, appId: APP_ID, appSecret: APP_SECRET };
const PR = 21;
const DOCS = {
  'docs/one.md': '# One\n\nFirst article.\n',
  'docs/two.md': '# Two\n\nSecond article.\n',
  'docs/three.md': '# Three\n\nThird article.\n',
};
const PATHS = Object.keys(DOCS);
const TITLE: Record<string, string> = {
  'docs/one.md': 'One',
  'docs/two.md': 'Two',
  'docs/three.md': 'Three',
};
const DRAFT = '/api/v1/article-draft';

// Prints the fault-matrix table when the file ends, and then closes every test's servers.
const { rows, closeAtEnd } = faultMatrix();

interface World {
  proxy: FaultProxy;
  gh: GitHubEmulator;
  outbox: string;
  /** The action against this world, for the push or the pull request. */
  run: ActionFixture['run'];
}

// The tests run concurrently: each test's emulator stays up until the file ends.
const fixture = actionFixtures({ closeAfter: 'all' });

async function world(
  seed: EmulatorSeed = {},
  files: Record<string, string | Buffer> = DOCS,
): Promise<World> {
  const { outbox, proxy, inputs } = await proxiedSandbox(CREDENTIALS, closeAtEnd);
  // The push (default here) and the pull request both change every Markdown file.
  const { gh, run } = await fixture({
    files,
    push: {},
    pullRequest: { number: PR },
    changed: Object.keys(files).filter((f) => f.endsWith('.md')),
    github: seed,
    inputs: {
      ...inputs,
      files: 'docs/**/*.md',
      concurrency: '1',
      'timeout-seconds': '20',
    },
  });
  return { proxy, gh, outbox, run };
}

async function run(
  w: World,
  options: {
    attempt: number;
    event?: 'push' | 'pull_request';
    inputs?: Record<string, string>;
    killWhen?: () => boolean;
    signal?: NodeJS.Signals;
  },
): Promise<ActionRun> {
  const result = await w.run({
    ...(options.event === 'pull_request' ? { pullRequest: { number: PR } } : { push: {} }),
    env: { GITHUB_RUN_ATTEMPT: String(options.attempt) },
    inputs: options.inputs,
    options: { timeoutMs: 60_000, killWhen: options.killWhen, killSignal: options.signal },
  });
  const leaks = await findSecrets(
    [KEY, APP_ID, APP_SECRET],
    {
      ...runTexts(result),
      ledger: w.gh.state.commitComments.map((c) => c.body).join('\n'),
    },
    [w.outbox],
  );
  expect(leaks).toEqual([]);
  return result;
}

const statuses = (result: ActionRun) =>
  Object.fromEntries(draftsOutput(result.outputs).map((d) => [d.path, d.status]));

function describeRun(result: ActionRun): string {
  const counted: Record<string, number> = {};
  for (const status of Object.values(statuses(result)))
    counted[status] = (counted[status] ?? 0) + 1;
  const drafts = Object.entries(counted)
    .map(([s, n]) => `${n} ${s}`)
    .join(', ');
  return `${result.code === null ? 'killed' : `exit ${result.code}`}${drafts ? ` (${drafts})` : ''}`;
}

/**
 * What must hold after the re-run: nothing on the platform twice; each document either
 * drafted once (and reported created/already drafted) or named uncertain (error annotation,
 * summary, `drafts` output) and drafted at most once.
 */
async function assertExactlyOnceOrNamed(w: World, rerun: ActionRun): Promise<string[]> {
  const counts = await draftsPerDocument(w.outbox);
  const byPath = statuses(rerun);
  const uncertain: string[] = [];
  for (const path of PATHS) {
    const count = counts[TITLE[path]] ?? 0;
    expect(count, path).toBeLessThanOrEqual(1);
    if (byPath[path] === 'uncertain') {
      uncertain.push(path);
      expect(
        rerun.annotations.some(
          (a) => a.level === 'error' && a.file === path && /may have been created/.test(a.message),
        ),
        path,
      ).toBe(true);
      expect(rerun.summary).toContain(path);
    } else {
      expect(['created', 'already-drafted'], path).toContain(byPath[path]);
      expect(count, path).toBe(1);
    }
  }
  return uncertain;
}

const draftCalls = (w: World) => w.proxy.requests.filter((r) => r.path === DRAFT);
const ghWrites = (w: World, method: string) =>
  w.gh.requests.filter((r) => r.method === method && /\/comments/.test(r.path));

interface Point {
  name: string;
  /** Slows the point down so the signal lands inside it; returns when to send the signal. */
  arm(w: World): () => boolean;
  /** Where the grace matters, SIGTERM is sent too (see the matrix below). */
  graceMatters?: true;
}

const POINTS: Point[] = [
  {
    name: 'before the first draft (ledger being read)',
    arm(w) {
      w.gh.faults.add({ method: 'GET', path: /\/commits\/[^/]+\/comments$/, delayMs: 700 });
      return () => w.gh.requests.some((r) => r.method === 'GET' && /\/commits\//.test(r.path));
    },
  },
  {
    name: 'while a draft request is in flight',
    graceMatters: true,
    arm(w) {
      // The service creates the draft at once and answers 1.5 s later (inside the grace bound).
      w.proxy.inject({ type: 'delay', ms: 1500 }, { path: DRAFT, times: 1 });
      return () => draftCalls(w).some((r) => r.upstreamDone);
    },
  },
  {
    name: 'between two drafts',
    arm(w) {
      // The first outcome is written; the signal comes as the second intent is about to be.
      return () => ghWrites(w, 'PATCH').some((r) => r.status === 200);
    },
  },
  {
    name: 'while the ledger is being written (intents)',
    arm(w) {
      // The first ledger write (the intent of docs/one.md) is slow, and applied in the end:
      // the signal comes once its body has arrived.
      w.gh.faults.add({ method: 'POST', path: /\/commits\/[^/]+\/comments$/, delayMs: 700 });
      return () => ghWrites(w, 'POST').some((r) => r.body !== undefined);
    },
  },
];

describe.concurrent('drafts: cancelled or killed at each point, then re-run (attempt 2)', () => {
  // SIGINT is what the runner sends first and SIGKILL what it ends with: both at every
  // point. SIGTERM reaches the same handler as SIGINT (test/core/cancellation.test.ts), so
  // it is sent at the point where the grace matters, a draft in flight.
  for (const point of POINTS) {
    const signals = point.graceMatters
      ? (['SIGINT', 'SIGTERM', 'SIGKILL'] as const)
      : (['SIGINT', 'SIGKILL'] as const);
    for (const signal of signals) {
      it(`${signal} ${point.name}`, { timeout: 120_000 }, async () => {
        const w = await world();
        const killWhen = point.arm(w);
        const first = await run(w, { attempt: 1, killWhen, signal });
        expect(first.code, first.stdout.slice(-2000)).not.toBe(0);
        const before = await draftsPerDocument(w.outbox);
        expect(Object.values(before).every((n) => n === 1)).toBe(true);
        if (signal !== 'SIGKILL') {
          // Graceful: outputs and summary say it was cancelled and what was (not) drafted.
          expect(first.code).toBe(1);
          expect(first.outputs.cancelled).toBe('true');
          expect(first.summary).toMatch(new RegExp(`The run was cancelled [^A-Za-z]*${signal}`));
          const listed = statuses(first);
          expect(Object.keys(listed).sort()).toEqual([...PATHS].sort());
          expect(Object.values(listed)).not.toContain('uncertain');
          for (const path of PATHS) {
            const exists = (before[TITLE[path]] ?? 0) === 1;
            expect(listed[path], path).toBe(exists ? 'created' : 'cancelled');
          }
        }
        const rerun = await run(w, { attempt: 2 });
        const uncertain = await assertExactlyOnceOrNamed(w, rerun);
        if (signal !== 'SIGKILL') {
          expect(uncertain).toEqual([]);
          expect(rerun.code, rerun.stdout.slice(-2000)).toBe(0);
          expect(await draftsPerDocument(w.outbox)).toEqual({ One: 1, Two: 1, Three: 1 });
        } else {
          expect(rerun.code).toBe(uncertain.length ? 1 : 0);
        }
        rows.push({
          fault: `${signal} ${point.name}`,
          expected:
            signal === 'SIGKILL'
              ? 're-run drafts the rest; a draft that may exist is named uncertain, never sent twice'
              : 'in-flight work finishes and is recorded; re-run drafts the rest exactly once, nothing uncertain',
          observed: `${describeRun(first)} → re-run ${describeRun(rerun)}; outbox ${JSON.stringify(await draftsPerDocument(w.outbox))}`,
        });
      });
    }
  }

  it('SIGKILL while the intent is written, then `redraft` names the uncertain file: drafted once', {
    timeout: 120_000,
  }, async () => {
    const w = await world();
    w.gh.faults.add({ method: 'POST', path: /\/commits\/[^/]+\/comments$/, delayMs: 700 });
    await run(w, {
      attempt: 1,
      killWhen: () => ghWrites(w, 'POST').some((r) => r.body !== undefined),
    });
    // GitHub applies the write the killed run had sent (the emulator, 700 ms after it came):
    // re-run once it has, or the re-run reads the ledger before the intent is there.
    await new Promise((applied) => setTimeout(applied, 1500));
    const rerun = await run(w, { attempt: 2 });
    expect(statuses(rerun)['docs/one.md']).toBe('uncertain');
    expect(draftsOutput(rerun.outputs)[0].reason).toContain('run attempt 1');
    expect(await draftsPerDocument(w.outbox)).toEqual({ Two: 1, Three: 1 });
    // A person checked the draft box: docs/one.md is not there.
    const named = await run(w, { attempt: 3, inputs: { redraft: 'docs/o*.md' } });
    expect(named.code, named.stdout.slice(-2000)).toBe(0);
    expect(statuses(named)).toEqual({
      'docs/one.md': 'created',
      'docs/two.md': 'already-drafted',
      'docs/three.md': 'already-drafted',
    });
    expect(await draftsPerDocument(w.outbox)).toEqual({ One: 1, Two: 1, Three: 1 });
    const again = await run(w, { attempt: 4 });
    expect(again.outputs.drafted).toBe('0');
    rows.push({
      fault: 'SIGKILL while the intent is written, then `redraft: docs/o*.md`',
      expected: 'uncertain file drafted once after it is named; nothing else re-sent',
      observed: `re-run ${describeRun(rerun)} → redraft run ${describeRun(named)}; outbox 1 each`,
    });
  });

  it('SIGTERM while a draft gets no answer within the grace bound: uncertain, never re-sent', {
    timeout: 120_000,
  }, async () => {
    const w = await world();
    w.proxy.inject({ type: 'stall', phase: 'after-body' }, { path: DRAFT, times: 1 });
    const first = await run(w, {
      attempt: 1,
      signal: 'SIGTERM',
      killWhen: () => draftCalls(w).some((r) => r.upstreamDone),
    });
    expect(first.code).toBe(1);
    expect(statuses(first)).toEqual({
      'docs/one.md': 'uncertain',
      'docs/two.md': 'cancelled',
      'docs/three.md': 'cancelled',
    });
    const rerun = await run(w, { attempt: 2 });
    expect(await assertExactlyOnceOrNamed(w, rerun)).toEqual(['docs/one.md']);
    expect(draftCalls(w)).toHaveLength(3);
    rows.push({
      fault: 'SIGTERM, in-flight draft unanswered past the 5 s grace bound',
      expected: 'cut at the bound, recorded uncertain, never sent again',
      observed: `${describeRun(first)} → re-run ${describeRun(rerun)}`,
    });
  });
});

describe.concurrent('newspic drafts and image uploads follow the same rules', () => {
  const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  const FILES = {
    'docs/walk.md': '---\ntype: newspic\nimages:\n  - img/a.png\n---\n# Walk\n\nA caption.\n',
    'docs/img/a.png': PNG,
  };
  const UPLOAD = '/api/v1/batch-upload';
  const uploads = (w: World) => w.proxy.requests.filter((r) => r.path === UPLOAD);
  const newspics = (w: World) =>
    outboxRecords(w.outbox).filter((record) => record.kind === 'newspic-draft');

  it.each([
    ['SIGKILL', 'it is not repeated and the draft sends the original URL', /^https:\/\/raw\./],
    ['SIGTERM', 'answered in the grace bound, the re-run reuses it', /^https:\/\/mmbiz\./],
  ] as const)(
    '%s while an image upload is in flight: %s; the newspic is drafted once',
    { timeout: 120_000 },
    async (signal, _what, imageUrl) => {
      const w = await world({}, FILES);
      w.proxy.inject({ type: 'delay', ms: 1500 }, { path: UPLOAD, times: 1 });
      const first = await run(w, {
        attempt: 1,
        signal,
        killWhen: () => uploads(w).some((r) => r.upstreamDone),
      });
      expect(first.code).not.toBe(0);
      expect(newspics(w)).toHaveLength(0);
      const rerun = await run(w, { attempt: 2 });
      expect(rerun.code, rerun.stdout.slice(-2000)).toBe(0);
      expect(statuses(rerun)).toEqual({ 'docs/walk.md': 'created' });
      expect(uploads(w)).toHaveLength(1);
      const drafted = newspics(w);
      expect(drafted).toHaveLength(1);
      expect(drafted[0].request.imageUrls).toHaveLength(1);
      expect(drafted[0].request.imageUrls[0]).toMatch(imageUrl);
      rows.push({
        fault: `${signal} while a batch image upload is in flight (newspic)`,
        expected:
          signal === 'SIGKILL'
            ? 'upload not repeated (quota); draft sends the original URL; drafted once'
            : 'upload recorded; re-run reuses it without a second upload; drafted once',
        observed: `${describeRun(first)} → re-run ${describeRun(rerun)}; ${uploads(w).length} upload call`,
      });
    },
  );
});

describe.concurrent('preview cancelled mid-way', () => {
  it('SIGINT while converting leaves the previous sticky comment as it was', {
    timeout: 120_000,
  }, async () => {
    const previous = `${commentMarker('md-platform')}\nPrevious preview, kept.`;
    const w = await world({
      issueComments: [{ issueNumber: PR, login: 'github-actions[bot]', body: previous }],
    });
    w.proxy.inject({ type: 'delay', ms: 1000 }, { path: '/api/v1/convert', times: 1 });
    const first = await run(w, {
      attempt: 1,
      event: 'pull_request',
      signal: 'SIGINT',
      killWhen: () => w.proxy.requests.some((r) => r.path === '/api/v1/convert' && r.upstreamDone),
    });
    expect(first.code).toBe(1);
    expect(first.outputs.cancelled).toBe('true');
    expect(first.summary).toMatch(/The run was cancelled [^A-Za-z]*SIGINT/);
    expect(filesOutput(first.outputs).map((f) => f.status)).toContain('skipped');
    expect(w.gh.comments(PR).map((c) => c.body)).toEqual([previous]);
    expect(w.gh.requests.filter((r) => r.method !== 'GET')).toEqual([]);
    rows.push({
      fault: 'SIGINT during a preview',
      expected: 'previous sticky comment untouched; summary says cancelled',
      observed: `exit ${first.code}; comment unchanged; 0 GitHub writes`,
    });
  });

  // The embedded engine converts and the output folder writes without waiting on I/O; the
  // signal is handled between two documents all the same, not after the last.
  it('SIGINT while the embedded engine converts 1,500 documents: the rest are skipped', {
    timeout: 120_000,
  }, async () => {
    const total = 1500;
    const files: Record<string, string> = {};
    for (let i = 0; i < total; i++) files[`docs/d${i % 10}/f${i}.md`] = `# Doc ${i}\n\nText.\n`;
    const { run: dispatch } = await fixture({
      files,
      inputs: { ...DOCS_RUN, 'max-files': String(total) },
    });
    // The first batch of progress lines: 100 documents are done, 1,400 wait.
    const first = await dispatch({
      options: { killWhen: `[100/${total}]`, killSignal: 'SIGINT', timeoutMs: 120_000 },
    });
    const statuses = filesOutput(first.outputs).map((f) => f.status);
    expect(first.code).toBe(1);
    expect(first.outputs.cancelled).toBe('true');
    expect(statuses).toHaveLength(total);
    const skipped = statuses.filter((s) => s === 'skipped').length;
    expect(skipped).toBeGreaterThan(0);
    expect(Number(first.outputs.converted)).toBe(total - skipped);
    expect(first.summary).toMatch(/The run was cancelled [^A-Za-z]*SIGINT/);
    rows.push({
      fault: 'SIGINT while the embedded engine converts 1,500 documents',
      expected: 'the documents not yet begun are skipped; summary says cancelled',
      observed: `exit ${first.code}; ${first.outputs.converted} converted, ${skipped} skipped`,
    });
  });
});
