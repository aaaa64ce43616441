/**
 * The browser preview as a reviewer meets it: dist/index.js on a pull request against the
 * GitHub and artifact emulators uploads the zip and one unzipped `text/html` file; the
 * sticky comment links each document to its place in it; opened in Chromium at a phone's
 * width with the network blocked, every document and image shows and the page never
 * scrolls sideways.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { actionFixtures, filesOutput } from '../support/action-fixture.js';
import {
  type ArtifactEmulator,
  runtimeEnv,
  startArtifactEmulator,
} from '../support/artifact-emulator.js';
import {
  type ChromiumSession,
  HAS_CHROMIUM,
  keepPicture,
  openChromium,
} from '../support/chromium.js';
import { TOKENS } from '../support/github-emulator.js';
import { solidPng } from '../support/png.js';
import { HEAD_SHA } from '../support/webhook-payloads.js';

const PR = 38;
const PREVIEW = 'md-platform-html-browser.html';

const WIDE_TABLE = `# A wide table

| ${Array.from({ length: 12 }, (_, i) => `Column ${i + 1}`).join(' | ')} |
| ${Array.from({ length: 12 }, () => '---').join(' | ')} |
| ${Array.from({ length: 12 }, (_, i) => `value number ${i + 1}`).join(' | ')} |
`;

const FILES = {
  'articles/local.md':
    '# Local images\n\nBefore.\n\n![A blue picture](img/blue.png)\n\nBetween.\n\n![A red picture](img/red.png "Red, with a caption")\n',
  'articles/img/blue.png': solidPng(320, 180, [40, 90, 200]),
  'articles/img/red.png': solidPng(200, 200, [200, 40, 40]),
  'posts/walk.md':
    '---\ntitle: A walk\ntype: newspic\nimages:\n  - pics/one.png\n  - pics/two.png\n---\n\nWe walked by the river.\n',
  'posts/pics/one.png': solidPng(300, 400, [20, 160, 60]),
  'posts/pics/two.png': solidPng(300, 400, [200, 160, 20]),
  'articles/table.md': WIDE_TABLE,
};
const DOCUMENTS = ['articles/local.md', 'posts/walk.md', 'articles/table.md'];

let artifacts: ArtifactEmulator | undefined;
let browser: ChromiumSession | undefined;
const fixture = actionFixtures();
afterEach(async () => {
  await artifacts?.close();
  artifacts = undefined;
});
afterAll(async () => {
  await browser?.close();
});

async function pullRequestRun(fault?: 'zip-only') {
  artifacts = await startArtifactEmulator({ fault });
  const pr = await fixture({
    files: FILES,
    pullRequest: { number: PR },
    changed: DOCUMENTS.map((filename) => ({ filename, status: 'added' as const })),
    inputs: { files: '**/*.md', 'github-token': TOKENS.actions, artifact: 'true' },
    env: runtimeEnv(artifacts.url),
    options: { timeoutMs: 180_000 },
  });
  return { run: await pr.run(), gh: pr.gh };
}

describe('the browser preview', () => {
  it.skipIf(!HAS_CHROMIUM)(
    'is one text/html artifact beside the zip, linked per document, and shows everything at 390 px offline',
    async () => {
      const { run, gh } = await pullRequestRun();
      expect(run.code, run.stdout + run.stderr).toBe(0);
      expect(filesOutput(run.outputs).map((f) => [f.path, f.status])).toEqual(
        expect.arrayContaining(DOCUMENTS.map((path) => [path, 'converted'])),
      );

      const uploaded = artifacts!.artifacts;
      expect(uploaded.map((a) => [a.name, a.mimeType, a.finalized])).toEqual([
        ['md-platform-html', 'application/zip', true],
        [PREVIEW, 'text/html', true],
      ]);
      const [zip, preview] = uploaded;
      expect(preview.blobContentType).toBe('text/html');
      // The preview is not in the zip too.
      expect([...zip.entries.keys()]).not.toContain(PREVIEW);
      expect([...zip.entries.keys()]).toContain('index.html');
      expect(run.outputs['preview-url']).toMatch(/\/actions\/runs\/\d+\/artifacts\/\d+$/);
      expect(run.outputs['preview-url'].endsWith(`/artifacts/${preview.id}`)).toBe(true);

      // The comment and the summary link each document to its own place in the preview.
      const body = gh.comments(PR)[0].body;
      const base = run.outputs['preview-url'];
      expect(body).toContain(`[Open the preview in the browser](${base})`);
      expect(body).toContain(`/artifacts/${zip.id})`);
      for (const path of DOCUMENTS) {
        const row = body.split('\n').find((line) => line.startsWith(`| ${path}`));
        expect(row, path).toMatch(/\[Open in the browser\]\(([^)]+)#doc-\d\)/);
        const anchor = /#(doc-\d)\)/.exec(row!)![1];
        expect(row).toContain(`${base}#${anchor}`);
        expect(run.summary).toContain(`${base}#${anchor}`);
      }

      // A public repository: "Copy article" gives local images their raw URLs at the PR's head.
      const text = preview.entries.get(PREVIEW)!.toString('utf8');
      expect(text).toContain(
        `data-copy-src="https://raw.githubusercontent.com/octo-org/articles/${HEAD_SHA}/articles/img/blue.png"`,
      );
      expect(text).not.toContain('will not come along when pasted');

      // Opened as GitHub serves it, at a phone's width, with every request but the file refused.
      const dir = await mkdtemp(join(tmpdir(), 'md-platform-preview-'));
      const file = join(dir, PREVIEW);
      await writeFile(file, preview.entries.get(PREVIEW)!);
      browser ??= await openChromium();
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const refused: string[] = [];
      await context.route('**/*', (route) => {
        const url = route.request().url();
        if (url === pathToFileURL(file).href || url.startsWith('data:')) return route.continue();
        refused.push(url);
        return route.abort();
      });
      const page = await context.newPage();
      await page.goto(pathToFileURL(file).href, { waitUntil: 'load' });
      const seen = await page.evaluate((paths) => {
        const docs = paths.map((path) => {
          const section = Array.from(document.querySelectorAll('section.doc')).find(
            (s) => s.querySelector('.path')?.textContent === path,
          );
          return {
            path,
            id: section?.id,
            text: section?.querySelector('.phone-screen')?.textContent?.length ?? 0,
            images: Array.from(section?.querySelectorAll('.phone-screen img') ?? []).map(
              (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth,
            ),
          };
        });
        const screens = Array.from(document.querySelectorAll('.phone-screen')).map(
          (el) => el.scrollWidth - el.clientWidth,
        );
        return {
          docs,
          pageScroll: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          screens,
          hints: document.querySelectorAll('.scroll-hint').length,
          counter: document.querySelector('.carousel .count')?.textContent,
        };
      }, DOCUMENTS);
      expect(refused).toEqual([]);
      expect(seen.pageScroll).toBe(0);
      expect(seen.screens).toEqual([0, 0, 0]);
      const byPath = Object.fromEntries(seen.docs.map((d) => [d.path, d]));
      expect(byPath['articles/local.md'].images).toEqual([320, 200]);
      expect(byPath['posts/walk.md'].images).toEqual([300, 300]);
      expect(byPath['posts/walk.md'].text).toBeGreaterThan(20);
      expect(byPath['articles/table.md'].text).toBeGreaterThan(100);
      for (const doc of seen.docs) expect(body).toContain(`#${doc.id})`);
      // The wide table scrolls inside the article, with its hint; the post shows 1/2.
      expect(seen.hints).toBeGreaterThanOrEqual(1);
      expect(seen.counter).toBe('1/2');
      await keepPicture(page, 'browser-preview-390.png');
      await context.close();
    },
    240_000,
  );

  it('falls back to the zip and says so where the service refuses an unzipped file', async () => {
    const { run, gh } = await pullRequestRun('zip-only');
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(artifacts!.artifacts.filter((a) => a.finalized).map((a) => a.mimeType)).toEqual([
      'application/zip',
    ]);
    expect(run.outputs['preview-url'] ?? '').toBe('');
    const body = gh.comments(PR)[0].body;
    expect(body).not.toContain('Open in the browser');
    expect(body).toContain('[Download the HTML preview &#40;artifact&#41;](');
    expect(body).toContain('could not be uploaded as one unzipped file');
    expect(run.summary).toContain('could not be uploaded as one unzipped file');
  }, 240_000);
});
