/**
 * The draft ledger at the size of a blog's first merge: 1,000 documents with 10 images
 * each, against the GitHub emulator with GitHub's limits (65,536 characters a comment,
 * 80 content-creating requests a minute) and `serve`'s sandbox. Every document is drafted
 * exactly once over a run and its re-runs, also when the run is killed between two ledger
 * writes or a ledger write fails.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { actionFixtures, byPath, draftsOutput, makeWorkspace } from '../support/action-fixture.js';
import {
  COMMENT_BODY_MAX,
  type GitHubEmulator,
  TOKENS,
  WRITE_LIMIT,
} from '../support/github-emulator.js';
import { draftsPerDocument, outboxRecords, startSandboxServe } from '../support/sandbox-serve.js';
import { HEAD_SHA } from '../support/webhook-payloads.js';

const KEY = 'wme_ledger_scale_key_0001';
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const DOCS = 1000;
const IMAGES = 10;
const title = (d: number) => `D${String(d).padStart(4, '0')}`;
const docPath = (d: number) => `articles/post-${title(d)}.md`;

/** `docs` articles, each with `images` images of its own next to it. */
function blog(docs: number, images: number): Record<string, string | Buffer> {
  const files: Record<string, string | Buffer> = {};
  for (let d = 0; d < docs; d++) {
    const refs = Array.from(
      { length: images },
      (_, k) => `![figure ${k}](img/${title(d)}-${k}.png)`,
    );
    for (let k = 0; k < images; k++) files[`articles/img/${title(d)}-${k}.png`] = PNG;
    files[docPath(d)] = `# ${title(d)}\n\n${refs.join('\n\n')}\n`;
  }
  return files;
}

let servers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
});
const fixture = actionFixtures();

let bigWorkspace: string;
beforeAll(async () => {
  bigWorkspace = await makeWorkspace(blog(DOCS, IMAGES));
}, 120_000);

async function setup(docs: number, workspace?: string, files?: Record<string, string | Buffer>) {
  // The sandbox and the client take the whole merge at once; the service's rate limit is not under test.
  const { serve, outbox } = await startSandboxServe([KEY], {
    rateLimit: { requests: 1_000_000, intervalMs: 60_000 },
  });
  servers.push(serve);
  const { gh, run } = await fixture({
    workspace,
    files,
    push: {},
    changed: Array.from({ length: docs }, (_, d) => docPath(d)),
    inputs: {
      files: 'articles/**/*.md',
      'api-key': KEY,
      'app-id': 'wx_ledger_scale_app',
      'app-secret': 'ledger_scale_app_secret_value',
      'api-url': serve.url,
      'github-token': TOKENS.actions,
      'max-files': String(docs),
      'rate-limit': '1000000/60s',
      artifact: 'false',
    },
    options: { timeoutMs: 600_000 },
  });
  const push = (attempt: number, options = {}) =>
    run({ push: {}, env: { GITHUB_RUN_ATTEMPT: String(attempt) }, options });
  return { gh, outbox, push };
}

const ledgerPages = (gh: GitHubEmulator) =>
  gh.state.commitComments.filter((c) => c.commitId === HEAD_SHA);
const ledgerWrites = (gh: GitHubEmulator) =>
  gh.requests.filter((r) => r.method !== 'GET' && /\/comments/.test(r.path));
/** Every answer GitHub gave that was a refusal. */
const refused = (gh: GitHubEmulator) => gh.requests.filter((r) => r.status >= 400);

/** How many times each image URL reached batch-upload. */
async function uploadsPerImage(outbox: string): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const record of outboxRecords(outbox)) {
    if (record.kind !== 'batch-upload') continue;
    for (const url of record.request.imageUrls as string[])
      counts.set(url, (counts.get(url) ?? 0) + 1);
  }
  return counts;
}

function expectReadablePages(gh: GitHubEmulator, drafted: number) {
  const pages = ledgerPages(gh);
  let total = 0;
  for (const [i, page] of pages.entries()) {
    expect(page.login).toBe('github-actions[bot]');
    expect(page.body.length).toBeLessThanOrEqual(COMMENT_BODY_MAX);
    const [marker, summary] = page.body.split('\n');
    expect(marker).toBe(`<!-- md-platform:ledger:md-platform:${i + 1} -->`);
    const counted = /^\*\*md-platform draft ledger, part \d+\*\*: (\d+) drafted[,.]/.exec(summary);
    expect(counted, summary).not.toBeNull();
    total += Number(counted?.[1]);
    // One summary line a person reads; the rows are folded away.
    expect(page.body).toContain('<details><summary>');
    expect(page.body.split('\n').filter((line) => !line.startsWith('[')).length).toBeLessThan(12);
  }
  expect(total).toBe(drafted);
  return pages;
}

describe('the draft ledger at 1,000 documents × 10 images', () => {
  it('drafts every document exactly once within GitHub’s limits', async () => {
    const s = await setup(DOCS, bigWorkspace);
    const first = await s.push(1);
    expect(first.code, first.stdout.slice(-3000)).toBe(0);
    expect(first.outputs.drafted).toBe(String(DOCS));
    const perDoc = await draftsPerDocument(s.outbox);
    expect(Object.keys(perDoc)).toHaveLength(DOCS);
    expect(Object.values(perDoc).every((n) => n === 1)).toBe(true);
    const uploads = await uploadsPerImage(s.outbox);
    expect(uploads.size).toBe(DOCS * IMAGES);
    expect([...uploads.values()].every((n) => n === 1)).toBe(true);
    expect(refused(s.gh)).toEqual([]);
    const writes = ledgerWrites(s.gh).length;
    expect(writes).toBeLessThan(WRITE_LIMIT.perMinute);
    const pages = expectReadablePages(s.gh, DOCS);
    const stored = pages.reduce((n, p) => n + p.body.length, 0);
    const requests = s.gh.requests.length;
    console.log(
      `${DOCS} documents × ${IMAGES} images: ${requests} GitHub requests (${(requests / DOCS).toFixed(3)} per document), ${writes} ledger writes, ${pages.length} ledger comments, ${stored} characters stored (${Math.round(stored / DOCS)} per document), largest ${Math.max(...pages.map((p) => p.body.length))}`,
    );
  }, 900_000);
});

/**
 * A quarter of the merge above is enough to kill a run on a later ledger page than its
 * first (a page holds about 65 of these documents): the run above already holds the
 * ledger's limits at full size, and this one is a third of the time.
 */
const KILLED_DOCS = 250;

describe(`a run killed between two ledger writes, at ${KILLED_DOCS} documents × ${IMAGES} images`, () => {
  it('then re-run: every document drafted exactly once in total', async () => {
    const s = await setup(KILLED_DOCS, bigWorkspace);
    // The 13th ledger write (the outcomes of one batch with the intents of the next) is
    // held unanswered and unapplied, and the run is killed while it waits.
    s.gh.faults.add({ method: /^(POST|PATCH)$/, path: /\/comments/, skip: 12, hold: true });
    const killed = await s.push(1, { killWhen: () => s.gh.requests.some((r) => r.held) });
    expect(killed.code).not.toBe(0);
    // The held write is past the first page: the re-run reads back a ledger of several.
    expect(ledgerPages(s.gh).length).toBeGreaterThan(1);
    const before = await draftsPerDocument(s.outbox);
    expect(Object.values(before).every((n) => n === 1)).toBe(true);
    const createdBefore = Object.keys(before).length;
    expect(createdBefore).toBeGreaterThan(0);
    expect(createdBefore).toBeLessThan(KILLED_DOCS);

    const rerun = await s.push(2);
    const after = await draftsPerDocument(s.outbox);
    expect(Object.keys(after)).toHaveLength(KILLED_DOCS);
    expect(Object.values(after).every((n) => n === 1)).toBe(true);
    // The batch whose outcomes the held write carried exists but is unrecorded: the re-run
    // names it (it was drafted, once) and drafts every document the killed run did not.
    const drafts = draftsOutput(rerun.outputs);
    const uncertain = drafts.filter((d) => d.status === 'uncertain').map((d) => d.path);
    expect(uncertain.length).toBeGreaterThan(0);
    for (const path of uncertain) expect(before[/post-(D\d+)\.md$/.exec(path)?.[1] ?? '']).toBe(1);
    expect(Number(rerun.outputs.drafted)).toBe(KILLED_DOCS - createdBefore);
    // The rest of what the killed run drafted, read back from the ledger's pages, is
    // skipped: the re-run of a run that was not killed (drafts.e2e.test.ts) is the case
    // where every document is.
    expect(drafts.filter((d) => d.status === 'already-drafted')).toHaveLength(
      createdBefore - uncertain.length,
    );
    expect(rerun.code).toBe(1);
    const uploads = await uploadsPerImage(s.outbox);
    expect([...uploads.values()].every((n) => n === 1)).toBe(true);
    expect(refused(s.gh)).toEqual([]);
    expectReadablePages(s.gh, KILLED_DOCS - uncertain.length);
    console.log(
      `killed at the 13th ledger write: ${createdBefore} drafted before the kill, ${uncertain.length} named uncertain (drafted once, unrecorded), ${rerun.outputs.drafted} drafted by the re-run; none twice`,
    );
  }, 900_000);
});

describe('a ledger write that fails', () => {
  it('leaves its batch unsent, names every waiting file, fails the run; the re-run drafts them once', async () => {
    const s = await setup(40, undefined, blog(40, 2));
    // One page: write 0 (the first uploads) creates it, then one PATCH per batch of 4.
    // The fifth PATCH (batch 4's outcomes, batch 5's intents) fails with every retry.
    s.gh.faults.add({ method: 'PATCH', path: /\/comments\/\d+$/, skip: 4, status: 502, times: 4 });
    const first = await s.push(1);
    expect(first.code).toBe(1);
    const waiting = draftsOutput(first.outputs).filter((d) => d.status === 'waiting');
    const waitingPaths = Array.from({ length: 24 }, (_, i) => docPath(16 + i));
    expect(waiting.map((d) => d.path)).toEqual(waitingPaths);
    expect(Object.keys(await draftsPerDocument(s.outbox))).toHaveLength(16);
    for (const path of waitingPaths) {
      expect(
        first.annotations.filter((a) => a.file === path && a.title === 'md-platform draft'),
      ).toMatchObject([
        { level: 'warning', message: expect.stringContaining('A re-run drafts it.') },
      ]);
    }
    expect(first.summary).toContain('waiting');
    expect(first.stdout).toContain(
      '24 document(s) wait: the draft ledger could not be written, so they were not sent; a re-run drafts them.',
    );

    const rerun = await s.push(2);
    expect(rerun.code, rerun.stdout.slice(-3000)).toBe(0);
    const statuses = byPath(draftsOutput(rerun.outputs));
    for (const path of waitingPaths) expect(statuses[path].status).toBe('created');
    expect(rerun.outputs.drafted).toBe('24');
    const perDoc = await draftsPerDocument(s.outbox);
    expect(Object.keys(perDoc)).toHaveLength(40);
    expect(Object.values(perDoc).every((n) => n === 1)).toBe(true);
  }, 300_000);
});
