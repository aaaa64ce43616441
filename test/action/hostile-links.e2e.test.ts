/**
 * A pull request whose Markdown, images, newspic `images:` and `cover:` are links into
 * `.git` (where actions/checkout keeps the job's token), to folders, to
 * /proc/self/environ and out of the workspace, from a fork and from the same repository,
 * then the push of the same commit in draft mode: each link is a finding with its code,
 * never read, every other file converts and drafts, and no byte of any target reaches
 * the artifact, summary, comment, outputs, log, service requests or drafts.
 */
import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FileResult } from '../../src/core/types.js';
import {
  actionFixtures,
  byPath,
  draftsOutput,
  filesOutput,
  makeWorkspace,
} from '../support/action-fixture.js';
import { runtimeEnv, startArtifactEmulator } from '../support/artifact-emulator.js';
import { startFaultProxy } from '../support/fault-proxy.js';
import { TOKENS } from '../support/github-emulator.js';
import { startSandboxServe } from '../support/sandbox-serve.js';
import { guardDir, guardSecrets } from '../support/secret-guard.js';
import { findSecrets, runTexts } from '../support/secret-scan.js';

const CHECKOUT_TOKEN = 'ghs_CheckoutToken0123456789abcdefghijKL';
const HEADER = Buffer.from(`x-access-token:${CHECKOUT_TOKEN}`).toString('base64');
const OUTSIDE_SECRET = 'outside_secret_value_9f8e7d6c5b4a';
const ENV_SECRET = 'environ_secret_value_1a2b3c4d5e6f';
const KEY = 'wme_hostile_links_key_0001';
const APP_ID = 'wx_app_id_hostile_0001';
const APP_SECRET = 'app_secret_hostile_0001';
const TARGETS = [CHECKOUT_TOKEN, HEADER, OUTSIDE_SECRET, ENV_SECRET, 'AUTHORIZATION: basic'];

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

/** Ordinary documents, which must convert (and draft) whatever their neighbours are. */
const GOOD = {
  'articles/ok.md': '---\ntitle: Fine\ncover: images/ok.png\n---\n# Fine\n\n![ok](images/ok.png)\n',
  'articles/ok-newspic.md':
    '---\ntitle: Walk\ntype: newspic\nimages:\n  - images/ok.png\n---\n# Walk\n\nA caption.\n',
  'articles/images/ok.png': PNG,
};
/** Documents whose images, pictures and cover are links. */
const IMAGE_LINKS = {
  'articles/hostile-images.md': [
    '---',
    'title: Pictures',
    'cover: links/git-cover.png',
    '---',
    '# Pictures',
    '',
    '![git](links/git.png)',
    '![folder](links/folder.png)',
    '![environ](links/environ.png)',
    '![outside](links/outside.png)',
    '![ok](images/ok.png)',
    '',
  ].join('\n'),
  'articles/hostile-newspic.md': [
    '---',
    'title: Gallery',
    'type: newspic',
    'cover: links/git-cover.png',
    'images:',
    '  - links/git.png',
    '  - links/folder.png',
    '  - links/environ.png',
    '  - links/outside.png',
    '  - images/ok.png',
    '---',
    '# Gallery',
    '',
    'Text.',
    '',
  ].join('\n'),
};
/** Markdown files that are links, and the code each must get. */
const DOCUMENT_LINKS: Record<string, [string, string]> = {
  'articles/git-config.md': ['../.git/config', 'path_into_git'],
  'articles/folder.md': ['images', 'path_not_a_file'],
  'articles/environ.md': ['/proc/self/environ', 'path_outside_workspace'],
  'articles/outside.md': ['OUTSIDE', 'path_outside_workspace'],
};
const IMAGE_CODES = {
  'links/git.png': 'path_into_git',
  'links/git-cover.png': 'path_into_git',
  'links/folder.png': 'path_not_a_file',
  'links/environ.png': 'path_outside_workspace',
  'links/outside.png': 'path_outside_workspace',
};
const MARKDOWN = [
  ...Object.keys(GOOD),
  ...Object.keys(IMAGE_LINKS),
  ...Object.keys(DOCUMENT_LINKS),
].filter((p) => p.endsWith('.md'));

let closers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(closers.map((c) => c.close()));
  closers = [];
});
const fixture = actionFixtures();

/** The checkout: the token where actions/checkout puts it, the links beside ordinary files. */
async function hostileCheckout(): Promise<string> {
  const outside = await makeWorkspace({ 'secret.md': `# ${OUTSIDE_SECRET}\n` });
  await writeFile(join(outside, 'secret.png'), OUTSIDE_SECRET);
  const workspace = await makeWorkspace({ ...GOOD, ...IMAGE_LINKS });
  await mkdir(join(workspace, '.git'));
  await writeFile(
    join(workspace, '.git/config'),
    `[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic ${HEADER}\n`,
  );
  for (const [path, [target]] of Object.entries(DOCUMENT_LINKS))
    await symlink(
      target === 'OUTSIDE' ? join(outside, 'secret.md') : target,
      join(workspace, path),
    );
  await mkdir(join(workspace, 'articles/links'));
  const links = join(workspace, 'articles/links');
  await symlink('../../.git/config', join(links, 'git.png'));
  await symlink('../../.git/config', join(links, 'git-cover.png'));
  await symlink('../images', join(links, 'folder.png'));
  await symlink('/proc/self/environ', join(links, 'environ.png'));
  await symlink(join(outside, 'secret.png'), join(links, 'outside.png'));
  return workspace;
}

const changed = MARKDOWN.map((filename) => ({ filename, status: 'added' as const }));

/** Every file's result checked: links refused with their codes, everything else converted. */
function expectFindings(files: FileResult[], { drafts }: { drafts: boolean }) {
  const results = byPath(files);
  expect(Object.keys(results).sort()).toEqual([...MARKDOWN].sort());
  for (const path of Object.keys(GOOD).filter((p) => p.endsWith('.md'))) {
    expect(results[path].status, path).toBe('converted');
    expect(results[path].findings.filter((f) => f.code.startsWith('path_'))).toEqual([]);
  }
  for (const [path, [, code]] of Object.entries(DOCUMENT_LINKS)) {
    expect(results[path].status, path).toBe('failed');
    expect(results[path].findings.map((f) => f.code)).toEqual([code]);
  }
  for (const path of Object.keys(IMAGE_LINKS)) {
    expect(results[path].status, path).toBe('converted');
    const found = results[path].findings
      .filter((f) => f.code.startsWith('path_'))
      .map((f) => [/"([^"]+)"/.exec(f.message)?.[1], f.code, f.severity]);
    // Each link once (a newspic lists its pictures in `images:`; an article shows them in the text).
    expect(found.sort()).toEqual(
      Object.entries(IMAGE_CODES)
        .map(([src, code]) => [
          src,
          code,
          code === 'path_not_a_file' && !drafts ? 'warning' : 'error',
        ])
        .sort(),
    );
  }
}

async function scan(texts: Record<string, string>, dirs: string[]) {
  return findSecrets(TARGETS, texts, dirs);
}

describe('links in a pull request never read what they point at', () => {
  it('a fork PR: findings for every link, the other files converted, nothing in the artifact', async () => {
    const artifacts = await startArtifactEmulator();
    closers.push(artifacts);
    const { run: runEvent, gh } = await fixture({
      workspace: await hostileCheckout(),
      pullRequest: { number: 9, fork: true },
      changed,
      inputs: { files: 'articles/**/*.md', 'github-token': TOKENS.readOnly },
      env: { ...runtimeEnv(artifacts.url), HOSTILE_ENV: ENV_SECRET },
    });
    const run = await runEvent();
    expect(run.code, run.stdout.slice(-3000)).not.toBeNull();
    expectFindings(filesOutput(run.outputs), { drafts: false });
    const report = JSON.parse(await readFile(join(run.outputDir, 'report.json'), 'utf8'));
    expect(report.files).toHaveLength(MARKDOWN.length);
    for (const path of MARKDOWN) expect(run.summary).toContain(path);
    // The zip of the pages and the one-file browser preview beside it.
    expect(artifacts.artifacts.map((a) => a.name).sort()).toEqual([
      'md-platform-html',
      'md-platform-html-browser.html',
    ]);
    const zip = artifacts.artifacts.find((a) => a.name === 'md-platform-html')!;
    const preview = artifacts.artifacts.find((a) => a.name !== 'md-platform-html')!;
    const entries = [...zip.entries, ...preview.entries];
    // The good image is in the artifact once; no link's target is.
    expect(entries.map(([name]) => name).filter((n) => n.endsWith('.png'))).toEqual([
      'articles/images/ok.png',
    ]);
    const leaks = await scan(
      {
        ...runTexts(run),
        ...Object.fromEntries(entries.map(([n, b]) => [`artifact ${n}`, b.toString('latin1')])),
        ...Object.fromEntries(gh.comments(9).map((c, i) => [`comment ${i}`, c.body])),
      },
      [run.outputDir],
    );
    expect(leaks).toEqual([]);
  }, 240_000);

  it('a same-repository PR with the service, then the push of the same commit drafting', async () => {
    const { serve, outbox } = await startSandboxServe([KEY]);
    const proxy = await startFaultProxy(serve.url);
    const artifacts = await startArtifactEmulator();
    closers.push(serve, proxy, artifacts);
    guardSecrets(KEY, APP_ID, APP_SECRET, CHECKOUT_TOKEN, OUTSIDE_SECRET, ENV_SECRET);
    guardDir(outbox);
    const { run: runEvent, gh } = await fixture({
      workspace: await hostileCheckout(),
      pullRequest: { number: 12 },
      push: {},
      changed,
      inputs: {
        files: 'articles/**/*.md',
        'api-key': KEY,
        'app-id': APP_ID,
        'app-secret': APP_SECRET,
        'api-url': proxy.url,
        'github-token': TOKENS.actions,
      },
      env: { ...runtimeEnv(artifacts.url), HOSTILE_ENV: ENV_SECRET },
    });

    const pr = await runEvent({ pullRequest: { number: 12 } });
    expect(pr.code, pr.stdout.slice(-3000)).not.toBeNull();
    expectFindings(filesOutput(pr.outputs), { drafts: true });
    const comments = gh.comments(12);
    expect(comments).toHaveLength(1);
    for (const path of Object.keys(DOCUMENT_LINKS)) expect(comments[0].body).toContain(path);
    // Annotations name each refused file.
    for (const path of Object.keys(DOCUMENT_LINKS))
      expect(
        pr.annotations.some((a) => a.file === path && a.level === 'error'),
        path,
      ).toBe(true);

    const push = await runEvent({ push: {} });
    expect(push.code, push.stdout.slice(-3000)).not.toBeNull();
    const drafts = byPath(draftsOutput(push.outputs));
    expect(drafts['articles/ok.md']?.status).toBe('created');
    expect(drafts['articles/ok-newspic.md']?.status).toBe('created');
    for (const path of Object.keys(IMAGE_LINKS)) {
      expect(drafts[path]?.status, path).toBe('failed');
      expect(drafts[path]?.reason).toContain('leads into .git');
    }
    for (const path of Object.keys(DOCUMENT_LINKS)) expect(drafts[path]).toBeUndefined();
    // Only the two good documents reached the draft endpoints.
    const draftCalls = proxy.requests.filter((r) => r.path.endsWith('-draft'));
    expect(draftCalls).toHaveLength(2);

    const leaks = await scan(
      {
        prStdout: pr.stdout,
        prStderr: pr.stderr,
        prSummary: pr.summary,
        prOutputs: JSON.stringify(pr.outputs),
        prAnnotations: JSON.stringify(pr.annotations),
        pushStdout: push.stdout,
        pushStderr: push.stderr,
        pushSummary: push.summary,
        pushOutputs: JSON.stringify(push.outputs),
        ...Object.fromEntries(comments.map((c, i) => [`comment ${i}`, c.body])),
        ...Object.fromEntries(gh.state.commitComments.map((c, i) => [`ledger ${i}`, c.body])),
        ...Object.fromEntries(
          proxy.requests.map((r, i) => [`service request ${i} ${r.path}`, r.body]),
        ),
        ...Object.fromEntries(
          artifacts.artifacts.flatMap((a) =>
            [...a.entries].map(([n, b]) => [`artifact ${a.name} ${n}`, b.toString('latin1')]),
          ),
        ),
      },
      [pr.outputDir, push.outputDir, outbox],
    );
    expect(leaks).toEqual([]);
    // The service saw every ordinary document: the scan looked at real requests.
    expect(proxy.requests.filter((r) => r.path === '/api/v1/convert').length).toBeGreaterThan(0);
  }, 240_000);
});
