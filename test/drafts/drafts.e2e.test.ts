import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server/index.js';
import {
  type ActionFixture,
  actionFixtures,
  byPath,
  draftsOutput,
} from '../support/action-fixture.js';
import { type FaultProxy, startFaultProxy } from '../support/fault-proxy.js';
import { type GitHubEmulator, TOKENS } from '../support/github-emulator.js';
import { startSandboxServe } from '../support/sandbox-serve.js';
import { findSecrets, runTexts } from '../support/secret-scan.js';
import { HEAD_SHA } from '../support/webhook-payloads.js';

const KEY = 'wme_drafts_e2e_key_0001';
const APP_ID = 'wx_app_id_e2e_0001';
const APP_SECRET = 'app_secret_e2e_value_0001';
const SECRETS = [KEY, APP_ID, APP_SECRET];

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const ARTICLE = `---
title: Release notes
author: Team
digest: What changed this week
cover: images/cover.png
---
# Release notes

![diagram](images/diagram.png)

Text with an ![remote](https://img.example/remote.png) image.
`;
const NEWSPIC = `---
title: Photo walk
type: newspic
images:
  - images/one.png
  - images/two.png
---
# Photo walk

A **short** caption about the [walk](https://example.com).
`;
const PLAIN = '# Plain\n\nNo images here.\n';

let servers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
});

const fixture = actionFixtures();

interface Setup {
  serve: RunningServer;
  gh: GitHubEmulator;
  outbox: string;
  proxy?: FaultProxy;
  run: ActionFixture['run'];
}

async function setup(
  files: Record<string, string | Buffer>,
  options: { private?: boolean; proxy?: boolean } = {},
): Promise<Setup> {
  const { serve, outbox } = await startSandboxServe([KEY]);
  servers.push(serve);
  const proxy = options.proxy ? await startFaultProxy(serve.url) : undefined;
  if (proxy) servers.push(proxy);
  const isPrivate = options.private ?? false;
  // The push changes every Markdown file of the checkout.
  const { gh, run } = await fixture({
    files,
    push: { private: isPrivate },
    changed: Object.keys(files).filter((f) => f.endsWith('.md')),
    github: { repo: { private: isPrivate } },
    inputs: {
      files: 'articles/**/*.md',
      'api-key': KEY,
      'app-id': APP_ID,
      'app-secret': APP_SECRET,
      'api-url': proxy?.url ?? serve.url,
      'github-token': TOKENS.actions,
    },
  });
  return { serve, gh, outbox, proxy, run };
}

function push(s: Setup, inputs: Record<string, string> = {}, options = {}) {
  return s.run({ push: { private: s.gh.state.private }, inputs, options });
}

async function outboxDrafts(outbox: string) {
  const files = (await readdir(outbox)).filter((f) => f.endsWith('.json'));
  const records = await Promise.all(
    files.map(async (f) => JSON.parse(await readFile(join(outbox, f), 'utf8'))),
  );
  return records.filter((r) => r.kind !== 'batch-upload');
}

// Next to the articles, where their relative paths point: a missing image fails the draft.
const images = {
  'articles/images/cover.png': PNG,
  'articles/images/diagram.png': PNG,
  'articles/images/one.png': PNG,
  'articles/images/two.png': PNG,
};

describe('drafts on a push to the default branch', () => {
  it('creates article and newspic drafts with absolute image URLs, cover and title, and records them in the ledger', async () => {
    const s = await setup({
      'articles/release.md': ARTICLE,
      'articles/photos.md': NEWSPIC,
      'articles/plain.md': PLAIN,
      ...images,
    });
    const run = await push(s);
    expect(run.code, run.stdout.slice(-3000)).toBe(0);
    expect(run.outputs.drafted).toBe('3');
    const drafts = draftsOutput(run.outputs);
    expect(drafts.map((d) => [d.path, d.type, d.status]).sort()).toEqual([
      ['articles/photos.md', 'newspic', 'created'],
      ['articles/plain.md', 'article', 'created'],
      ['articles/release.md', 'article', 'created'],
    ]);

    const records = await outboxDrafts(s.outbox);
    expect(records).toHaveLength(3);
    const article = records.find(
      (r) => r.kind === 'article-draft' && r.request.markdown.includes('Release notes'),
    );
    // Images were uploaded once through batch-upload, so the draft carries platform URLs.
    expect(article.request.markdown).toMatch(
      /!\[diagram\]\(<https:\/\/mmbiz\.qpic\.cn\/sandbox\/[0-9a-f]+\.png>\)/,
    );
    expect(article.request.markdown).not.toContain('title: Release notes');
    expect(article.request.coverImageUrl).toMatch(/^https:\/\/mmbiz\.qpic\.cn\//);
    const newspic = records.find((r) => r.kind === 'newspic-draft');
    expect(newspic.request.title).toBe('Photo walk');
    expect(newspic.request.content).toBe('Photo walk A short caption about the walk.');
    expect(newspic.request.imageUrls).toHaveLength(2);

    // What was uploaded: the raw URLs of the repository at the pushed commit.
    const uploads = (await readdir(s.outbox)).filter((f) => f.includes('batch-upload'));
    const uploaded = JSON.parse(await readFile(join(s.outbox, uploads[0]), 'utf8')).request
      .imageUrls as string[];
    expect(uploaded).toContain(
      `https://raw.githubusercontent.com/octo-org/articles/${HEAD_SHA}/articles/images/diagram.png`,
    );

    const ledger = s.gh.state.commitComments.filter((c) => c.commitId === HEAD_SHA);
    expect(ledger).toHaveLength(1);
    expect(ledger[0].body).toContain('articles/release.md');
    expect(run.summary).toContain('articles/photos.md');

    const leaks = await findSecrets(
      SECRETS,
      {
        ...runTexts(run),
        ledger: ledger[0].body,
      },
      [s.outbox, run.outputDir],
    );
    expect(leaks).toEqual([]);
  });

  it('a re-run of the same push creates no new draft', async () => {
    const s = await setup({
      'articles/release.md': ARTICLE,
      'articles/plain.md': PLAIN,
      ...images,
    });
    expect((await push(s)).code).toBe(0);
    const rerun = await push(s);
    expect(rerun.code, rerun.stdout.slice(-2000)).toBe(0);
    expect(await outboxDrafts(s.outbox)).toHaveLength(2);
    expect(rerun.outputs.drafted).toBe('0');
    expect(draftsOutput(rerun.outputs).map((d) => d.status)).toEqual([
      'already-drafted',
      'already-drafted',
    ]);
  });

  it('a run killed while its second draft is sent: the re-run names that file and drafts the rest; `redraft` drafts it', async () => {
    const s = await setup(
      { 'articles/a.md': '# A\n', 'articles/b.md': '# B\n', 'articles/c.md': '# C\n' },
      { proxy: true },
    );
    // The second draft call hangs, so the job is surely still running when it is killed.
    s.proxy!.inject(
      { type: 'stall', phase: 'before-body' },
      { path: '/api/v1/article-draft', skip: 1, times: 1 },
    );
    const draftCalls = () =>
      s.proxy!.requests.filter((r) => r.path === '/api/v1/article-draft').length;
    const oneByOne = { concurrency: '1' };
    const killed = await push(s, oneByOne, { killWhen: () => draftCalls() === 2 });
    expect(killed.code).not.toBe(0);
    expect(await outboxDrafts(s.outbox)).toHaveLength(1);
    // The ledger recorded b.md's intent before its request: it may exist, so it is not re-sent.
    const rerun = await push(s, oneByOne);
    expect(rerun.code).toBe(1);
    expect(rerun.outputs.drafted).toBe('1');
    expect(byPath(draftsOutput(rerun.outputs))['articles/b.md'].status).toBe('uncertain');
    expect(
      rerun.annotations.filter((a) => a.level === 'error' && a.file === 'articles/b.md'),
    ).toHaveLength(1);
    expect(await outboxDrafts(s.outbox)).toHaveLength(2);
    // Checked: b.md is not in the draft box. Naming it drafts it, once.
    const named = await push(s, { ...oneByOne, redraft: 'articles/b.md' });
    expect(named.code, named.stdout.slice(-2000)).toBe(0);
    expect(named.outputs.drafted).toBe('1');
    const drafts = await outboxDrafts(s.outbox);
    expect(new Set(drafts.map((r) => r.request.markdown))).toEqual(
      new Set(['# A\n', '# B\n', '# C\n']),
    );
  });

  it('a draft call that times out after sending is not repeated, is reported, and fails the step', async () => {
    const s = await setup({ 'articles/a.md': '# A\n' }, { proxy: true });
    s.proxy!.inject(
      { type: 'stall', phase: 'after-body' },
      { path: '/api/v1/article-draft', times: 5 },
    );
    const run = await push(s, { 'timeout-seconds': '1' });
    expect(run.code).toBe(1);
    expect(s.proxy!.requests.filter((r) => r.path === '/api/v1/article-draft')).toHaveLength(1);
    expect(draftsOutput(run.outputs)[0].reason).toBe(
      'The draft call timed out after the request was sent; the draft may exist: check the draft box before running again. If the draft box does not have it, name it in `redraft` to draft it.',
    );
    expect(draftsOutput(run.outputs)[0].status).toBe('uncertain');
    const rerun = await push(s, { 'timeout-seconds': '1' });
    expect(s.proxy!.requests.filter((r) => r.path === '/api/v1/article-draft')).toHaveLength(1);
    expect(rerun.code).toBe(1);
  });

  it('missing secrets fail before any request reaches the service or GitHub', async () => {
    const s = await setup({ 'articles/a.md': '# A\n' });
    const run = await push(s, { 'app-secret': '', mode: 'draft' });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('Drafts need `app-secret`');
    expect(run.stdout).toContain('app-secret: ${{ secrets.PLATFORM_APP_SECRET }}');
    expect(s.serve.stats().requests).toEqual({});
    expect(s.gh.requests).toEqual([]);
  });

  it('dry-run reports what would be drafted and writes nothing', async () => {
    const s = await setup({ 'articles/release.md': ARTICLE, ...images });
    const run = await push(s, { 'dry-run': 'true' });
    expect(run.code, run.stdout.slice(-2000)).toBe(0);
    expect(draftsOutput(run.outputs)[0]).toMatchObject({
      path: 'articles/release.md',
      status: 'dry-run',
    });
    expect(await readdir(s.outbox)).toEqual([]);
    expect(s.gh.requests.filter((r) => r.method !== 'GET')).toEqual([]);
    expect(s.serve.stats().drafts).toBe(0);
  });

  it('publish: false skips the file; a too-long title fails only that file', async () => {
    const s = await setup({
      'articles/private.md': '---\npublish: false\n---\n# Not yet\n',
      'articles/long.md': `---\ntitle: ${'很长的标题'.repeat(7)}\n---\n# x\n`,
      'articles/ok.md': PLAIN,
    });
    const run = await push(s);
    expect(run.code).toBe(1);
    const drafts = byPath(draftsOutput(run.outputs));
    expect(drafts['articles/private.md'].status).toBe('skipped');
    expect(drafts['articles/long.md'].status).toBe('failed');
    expect(drafts['articles/long.md'].reason).toContain(
      'title is 35 characters; the platform accepts at most 32',
    );
    expect(drafts['articles/ok.md'].status).toBe('created');
    expect(await outboxDrafts(s.outbox)).toHaveLength(1);
  });

  it('warns that a private repository’s images cannot be fetched by the service', async () => {
    const s = await setup({ 'articles/release.md': ARTICLE, ...images }, { private: true });
    const run = await push(s);
    expect(
      run.annotations.some(
        (a) =>
          a.level === 'warning' && /private/.test(a.message) && /image-base-url/.test(a.message),
      ),
    ).toBe(true);
  });

  it('a token that cannot write the ledger fails before any draft is created', async () => {
    const s = await setup({ 'articles/a.md': '# A\n' });
    const run = await push(s, { 'github-token': TOKENS.readOnly });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/permissions: contents: write/);
    expect(s.serve.stats().drafts).toBe(0);
  });

  it('50 documents sharing 10 images upload each image once', async () => {
    const files: Record<string, string | Buffer> = {};
    for (let i = 0; i < 10; i++) files[`articles/img/${i}.png`] = PNG;
    for (let d = 0; d < 50; d++) {
      const refs = Array.from({ length: 3 }, (_, k) => `![i](img/${(d + k) % 10}.png)`).join(
        '\n\n',
      );
      files[`articles/doc-${d}.md`] = `# Doc ${d}\n\n${refs}\n`;
    }
    const s = await setup(files);
    const run = await push(s, { 'max-files': '60' });
    expect(run.code, run.stdout.slice(-2000)).toBe(0);
    expect(run.outputs.drafted).toBe('50');
    expect(s.serve.stats().imageUploads).toBe(10);
    const requests = s.serve.stats().requests;
    // Each batch uploads the images no earlier batch did: docs 0-3 need images 0-5, docs
    // 4-7 the other four, and every later batch finds all ten uploaded.
    expect(requests['/api/v1/batch-upload']).toBe(2);
    expect(requests['/api/v1/article-draft']).toBe(50);
    const calls = Object.values(requests).reduce((a, b) => a + b, 0);
    // GitHub: compare, the ledger read (GITHUB_TOKEN's login is known without GET /user),
    // then the ledger writes: one for the uploads of the first batch, one per batch of
    // `concurrency` (4) drafts (its intents, the outcomes of the step before, the uploads of
    // the next batch) and one for the outcomes of the last: 13 batches, 15 writes, all on
    // one comment.
    const github = s.gh.requests.length;
    expect(s.gh.requests.filter((r) => r.method === 'PATCH' || r.method === 'POST')).toHaveLength(
      15,
    );
    expect(s.gh.state.commitComments).toHaveLength(1);
    expect(github).toBe(17);
    // Figures for the report: service and GitHub calls per drafted document.
    console.log(
      `50 drafts sharing 10 images: ${calls} service calls (${JSON.stringify(requests)}), ${(calls / 50).toFixed(2)} per document, ${s.serve.stats().imageUploads} image uploads; ${github} GitHub calls, ${(github / 50).toFixed(2)} per document`,
    );
  }, 60_000);
});
