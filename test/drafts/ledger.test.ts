import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { type LedgerEntry, openLedger } from '../../src/drafts/ledger.js';
import { createOctokit } from '../../src/github/octokit.js';
import {
  COMMENT_BODY_MAX,
  type EmulatorSeed,
  type GitHubEmulator,
  startGitHubEmulator,
  TOKENS,
} from '../support/github-emulator.js';

const SHA = 'c'.repeat(40);
const BOT = 'github-actions[bot]';
let open: GitHubEmulator[] = [];
afterEach(async () => {
  await Promise.all(open.map((gh) => gh.close()));
  open = [];
});

async function emulator(seed: EmulatorSeed = {}) {
  const gh = await startGitHubEmulator(seed);
  open.push(gh);
  const octokit = createOctokit(TOKENS.actions, { baseUrl: gh.url, waitUnitMs: 1 });
  const ledger = () =>
    openLedger(octokit, {
      owner: 'octo-org',
      repo: 'articles',
      sha: SHA,
      tag: 'md-platform',
      login: BOT,
    });
  return { gh, ledger };
}

const hash = (i: number) => createHash('sha256').update(String(i)).digest('hex');
const doc = (i: number, status: LedgerEntry['status'], draftId?: string): LedgerEntry => ({
  path: `articles/2024/a-rather-long-folder-name/post-${String(i).padStart(4, '0')}.md`,
  contentHash: hash(i),
  type: 'article',
  status,
  attempt: 1,
  ...(draftId ? { draftId, mediaId: draftId } : {}),
});
const image = (i: number) =>
  `https://raw.githubusercontent.com/octo-org/articles/${SHA}/img/${i}.png`;
const platformUrl = (i: number) =>
  `http://mmbiz.qpic.cn/mmbiz_png/${String(i).padStart(60, 'x')}/0?wx_fmt=png`;
const pages = (gh: GitHubEmulator) => gh.state.commitComments.filter((c) => c.login === BOT);

describe('the draft ledger on GitHub', () => {
  it('spreads 1,000 documents with 10 images each over pages under the limit, and reads them all back', async () => {
    const { gh, ledger } = await emulator();
    const first = await ledger();
    // As a run writes: each write carries the outcomes of one batch and the intents of the next.
    const batch = (n: number) => Array.from({ length: 25 }, (_, k) => n * 25 + k);
    const urls = (ids: number[]) =>
      ids.flatMap((i) => Array.from({ length: 10 }, (_, k) => image(i * 10 + k)));
    for (let n = 0; n <= 40; n++) {
      const done = n > 0 ? batch(n - 1) : [];
      const next = n < 40 ? batch(n) : [];
      await first.write({
        drafts: [
          ...done.map((i) => doc(i, 'created', `draft-id-${i}-${'z'.repeat(40)}`)),
          ...next.map((i) => doc(i, 'intent')),
        ],
        uploads: [
          ...urls(done).map((url, k) => ({
            url,
            status: 'uploaded' as const,
            platformUrl: platformUrl(done[0] * 10 + k),
            attempt: 1,
          })),
          ...urls(next).map((url) => ({ url, status: 'intent' as const, attempt: 1 })),
        ],
      });
    }
    const bodies = pages(gh).map((c) => c.body);
    expect(bodies.length).toBeGreaterThan(1);
    for (const body of bodies) expect(body.length).toBeLessThanOrEqual(COMMENT_BODY_MAX);
    expect(gh.requests.filter((r) => r.status >= 400)).toEqual([]);
    // What a person sees: the marker, one summary line, and the rows folded away.
    const [marker, summary, blank, details] = bodies[0].split('\n');
    expect(marker).toBe('<!-- md-platform:ledger:md-platform:1 -->');
    expect(summary).toMatch(
      /^\*\*md-platform draft ledger, part 1\*\*: \d+ drafted, \d+ image\(s\) uploaded\. The action keeps this record/,
    );
    expect(blank).toBe('');
    expect(details).toMatch(/^<details><summary>\d+ entries<\/summary>$/);

    const again = await ledger();
    for (const i of [0, 499, 999]) {
      expect(again.find(doc(i, 'intent').path, hash(i))).toMatchObject({
        status: 'created',
        draftId: `draft-id-${i}-${'z'.repeat(40)}`,
        attempt: 1,
      });
    }
    expect(again.find(doc(5, 'intent').path, hash(6))).toBeUndefined();
    expect(again.findUpload(image(9999))).toMatchObject({ status: 'uploaded' });
    expect(again.findUpload(image(10_000))).toBeUndefined();
  });

  it("a run writes pages of its own after the earlier run's, never editing them; the later page wins", async () => {
    const { gh, ledger } = await emulator();
    const first = await ledger();
    await first.write({ drafts: [doc(1, 'intent'), doc(2, 'intent')] });
    const second = await ledger();
    expect(second.find(doc(1, 'intent').path, hash(1))?.status).toBe('intent');
    await second.write({ drafts: [doc(1, 'created', 'redrafted')] });
    expect(pages(gh).map((c) => c.body.split('\n')[0])).toEqual([
      '<!-- md-platform:ledger:md-platform:1 -->',
      '<!-- md-platform:ledger:md-platform:2 -->',
    ]);
    expect(gh.requests.filter((r) => r.method === 'PATCH')).toEqual([]);
    const third = await ledger();
    expect(third.find(doc(1, 'intent').path, hash(1))?.draftId).toBe('redrafted');
    expect(third.find(doc(2, 'intent').path, hash(2))?.status).toBe('intent');
  });

  it('a row that grows past the page is written to the next page before it leaves the first', async () => {
    const { gh, ledger } = await emulator();
    const l = await ledger();
    // Fill page 1 almost to the brim with intents; their outcomes no longer fit.
    const ids = Array.from({ length: 600 }, (_, i) => i);
    await l.write({ drafts: ids.map((i) => doc(i, 'intent')) });
    expect(pages(gh)).toHaveLength(1);
    await l.write({ drafts: ids.map((i) => doc(i, 'created', `id-${i}-${'q'.repeat(30)}`)) });
    const writes = gh.requests.filter((r) => r.method !== 'GET');
    expect(writes.map((r) => r.method)).toEqual(['POST', 'POST', 'PATCH']);
    const reread = await ledger();
    for (const i of ids)
      expect(reread.find(doc(i, 'intent').path, hash(i))?.status).toBe('created');
  });

  it("trusts only the token user's pages of its own tag, found on any page of the listing", async () => {
    const forged = [
      '<!-- md-platform:ledger:md-platform:9 -->',
      '```text',
      JSON.stringify(['d', doc(1, 'intent').path, hash(1).slice(0, 16), 'c', 'a', 1, 'forged']),
      '```',
    ].join('\n');
    const { ledger } = await emulator({
      commitComments: [
        // Saved once from the web editor: CRLF line ends.
        {
          sha: SHA,
          login: BOT,
          body: [
            '<!-- md-platform:ledger:md-platform:8 -->',
            '```text',
            JSON.stringify([
              'd',
              doc(2, 'intent').path,
              hash(2).slice(0, 16),
              'c',
              'a',
              1,
              'edited',
            ]),
            '```',
          ].join('\r\n'),
        },
        ...Array.from({ length: 150 }, (_, i) => ({
          sha: SHA,
          login: 'someone',
          body: `note ${i}`,
        })),
        { sha: SHA, login: 'stranger', body: forged },
        { sha: SHA, login: BOT, body: forged.replace(':md-platform:9', ':blog:9') },
        { sha: SHA, login: BOT, body: forged.replace('forged', 'mine') },
      ],
    });
    const l = await ledger();
    expect(l.find(doc(1, 'intent').path, hash(1))?.draftId).toBe('mine');
    expect(l.find(doc(2, 'intent').path, hash(2))?.draftId).toBe('edited');
  });

  it("reads an earlier version's single-comment ledger", async () => {
    const data = {
      version: 2,
      entries: [{ ...doc(3, 'created', 'old-id'), at: '2026-01-01T00:00:00Z' }],
      uploads: [{ url: image(1), status: 'uploaded', platformUrl: platformUrl(1) }],
    };
    const body = `<!-- md-platform:ledger:md-platform -->\n**md-platform drafts for this commit** (1).\n\n<!-- md-platform:ledger-data ${Buffer.from(JSON.stringify(data)).toString('base64')} -->`;
    const { ledger } = await emulator({ commitComments: [{ sha: SHA, login: BOT, body }] });
    const l = await ledger();
    expect(l.find(doc(3, 'intent').path, hash(3))).toMatchObject({
      status: 'created',
      draftId: 'old-id',
    });
    expect(l.findUpload(image(1))).toMatchObject({
      status: 'uploaded',
      platformUrl: platformUrl(1),
    });
  });
});
