// Regenerates the README's pictures from the real output of this checkout:
//   node scripts/screenshots.mjs [out-dir]     (default: docs/images)
// The pages and the gallery come from `md-platform preview`/`convert` (the source, run
// through tsx, so no bundle is needed); the PR comment and the job summary are the
// renderers' own Markdown shown the way GitHub lays it out. Needs Chromium
// (CHROMIUM_PATH, default /usr/bin/chromium) and the devDependencies; the emoji of the
// comment need an emoji font (Debian: fonts-noto-color-emoji).
// test/docs/screenshots.browser.test.ts calls writePictures with the modules it has loaded
// and its own Chromium, so the test does not compile the source a second time.
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import MarkdownIt from 'markdown-it';

const root = resolve(import.meta.dirname, '..');

// Small viewports at scale 1 keep the PNGs small. `page` is one writePages writes.
const SHOTS = [
  { name: 'gallery.png', page: 'gallery/index.html', width: 800, height: 520 },
  // The one-file browser preview as a phone opens it from the comment's link.
  {
    name: 'browser-preview.png',
    page: 'gallery/preview.html',
    width: 390,
    height: 760,
    at: 'doc-2',
  },
  { name: 'themes.png', page: 'themes.html', width: 1180, height: 1180 },
  { name: 'modules.png', page: 'modules.html', width: 1008, height: 730 },
  { name: 'pr-comment.png', page: 'comment.html', width: 760, height: 380 },
  { name: 'job-summary.png', page: 'summary.html', width: 760, height: 400 },
];

/** The pictures writePictures writes. */
export const PICTURES = SHOTS.map((shot) => shot.name);

// What every theme draws in the picture of all of them: heading, text, quote, list, a module.
const THEME_CARD = `## A heading

Body text with **bold** and \`code\`.

> A quote the editor keeps.

- a list item
- another item

:::callout warning
Check before you publish.
:::

| plan | price |
|---|---|
| free | 0 |
`;

// The modules of the README's module section.
const MODULE_TOUR = `:::callout warning
Most articles lose their reader in the **first three seconds**.
:::

:::steps[Ship an article]
01 | Write | Markdown in a pull request
02 | Review | on the exact line
03 | Merge | the draft is created
:::

:::metrics[This quarter]
Read to the end | 79% | up from 41% | accent
Time per article | 35 min | was 2 hours | default
:::

:::faq
Does every theme draw modules? | Yes, all 48.
:::

:::checklist[Before publishing]
Cover image | done
Digest | todo
:::
`;

async function cli(runCli, argv, cwd) {
  const lines = [];
  const code = await runCli(argv, {
    cwd,
    env: {},
    stdout: (l) => lines.push(l),
    stderr: (l) => lines.push(l),
  });
  if (code !== 0)
    throw new Error(`md-platform ${argv.join(' ')} exited ${code}:\n${lines.join('\n')}`);
}

const GITHUB_CSS = `body{margin:0;background:#fff;color:#1f2328;font:14px/1.5 -apple-system,"Segoe UI","Noto Sans",Helvetica,Arial,sans-serif}
.box{margin:16px;border:1px solid #d1d9e0;border-radius:6px}
.head{background:#f6f8fa;border-bottom:1px solid #d1d9e0;padding:8px 16px;color:#59636e}
.body{padding:8px 16px}
table{border-collapse:collapse;margin:8px 0}th,td{border:1px solid #d1d9e0;padding:4px 10px}th{background:#f6f8fa}
code{background:#eff1f3;border-radius:4px;padding:0 4px;font-size:85%}a{color:#0969da;text-decoration:none}
h3{font-size:16px;margin:8px 0}details{margin:4px 0}`;

function githubPage(title, markdown) {
  const html = new MarkdownIt({ html: true, linkify: false }).render(markdown);
  return `<!doctype html><meta charset="utf-8"><style>${GITHUB_CSS}</style>
<div class="box"><div class="head">${title}</div><div class="body">${html}</div></div>`;
}

/**
 * Writes the README's pictures into `outDir`. `load` imports a source module by its path in
 * the repository; `newPage` opens a page in Chromium, closed here when the pictures are taken.
 */
export async function writePictures(outDir, { load, newPage }) {
  const work = await mkdtemp(join(tmpdir(), 'md-platform-shots-'));
  try {
    await writePages(work, load);
    await mkdir(outDir, { recursive: true });
    // One page for every shot: a page of its own costs each shot a third of a second.
    const page = await newPage();
    try {
      for (const shot of SHOTS) {
        await page.setViewportSize({ width: shot.width, height: shot.height });
        const url = pathToFileURL(join(work, shot.page)).href + (shot.at ? `#${shot.at}` : '');
        await page.goto(url, { waitUntil: 'load' });
        await page.screenshot({ path: join(outDir, shot.name) });
      }
    } finally {
      await page.close();
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** The pages SHOTS are taken of, written under `work` by the real renderers. */
async function writePages(work, load) {
  const { runCli } = await load('src/cli/commands.ts');
  const { renderComment } = await load('src/report/comment.ts');
  const { renderSummary } = await load('src/report/summary.ts');
  const { commentMarker } = await load('src/github/sticky-comment.ts');
  const { createLocalEngine } = await load('src/engine/local/index.ts');
  const { THEME_IDS } = await load('src/core/types.ts');
  // The English examples: the pictures should not depend on CJK fonts being installed.
  for (const name of ['images', 'git-to-drafts.md', 'postgres-index.md', 'release-notes.md'])
    await cp(join(root, 'examples', name), join(work, 'examples', name), { recursive: true });
  await cli(runCli, ['preview', 'examples', '--out', 'gallery'], work);
  const report = JSON.parse(await readFile(join(work, 'gallery', 'report.json'), 'utf8'));
  const runUrl = 'https://github.com/org/articles/actions/runs/4242';
  // The browser preview's link, and each document's place in it, as the action writes them.
  const preview = {
    url: `${runUrl}/artifacts/2`,
    anchors: new Map(report.files.map((file, i) => [file.path, `doc-${i + 1}`])),
  };

  // Every theme, drawn by the embedded engine itself: one short article, each in its own frame.
  const engine = createLocalEngine();
  // Each article in a box of its own, scaled down. A plain block, not an iframe: the HTML is
  // inline-styled throughout, and 48 documents of their own cost Chromium seconds to lay out.
  const frame = (html, width, scale, height) =>
    `<div class="f" style="width:${Math.round(width * scale)}px;height:${Math.round(height * scale)}px"><div class="a" style="width:${width}px;height:${height}px;transform:scale(${scale})">${html}</div></div>`;
  await writeFile(
    join(work, 'themes.html'),
    `<!doctype html><meta charset="utf-8"><style>body{margin:0;padding:8px;background:#e9ecef;font:11px sans-serif}
main{display:grid;grid-template-columns:repeat(8,1fr);gap:8px 6px}p{margin:0 0 3px;white-space:nowrap;overflow:hidden}
div.f{overflow:hidden;border-radius:4px;background:#fff}div.a{overflow:hidden;transform-origin:0 0;font:16px/normal serif}</style><main>${THEME_IDS.map(
      (theme) =>
        `<div><p>${theme}</p>${frame(engine.convertSync({ markdown: THEME_CARD, theme }).html, 390, 0.36, 470)}</div>`,
    ).join('')}</main>`,
  );
  await writeFile(
    join(work, 'modules.html'),
    `<!doctype html><meta charset="utf-8"><style>body{margin:0;display:flex;gap:12px;padding:12px;background:#e9ecef;font:13px sans-serif}
p{margin:0 0 6px}div.f{overflow:hidden;border-radius:8px;background:#fff}div.a{overflow:hidden;transform-origin:0 0;font:16px/normal serif}</style>
${['default', 'nyt-classic', 'bauhaus-primary']
  .map(
    (theme) =>
      `<div><p>--theme ${theme}</p>${frame(engine.convertSync({ markdown: MODULE_TOUR, theme }).html, 390, 0.8, 860)}</div>`,
  )
  .join('')}`,
  );
  await writeFile(
    join(work, 'comment.html'),
    githubPage(
      '<b>github-actions</b> commented',
      renderComment({
        tag: 'md-platform',
        marker: commentMarker('md-platform'),
        results: report.files,
        artifactUrl: `${runUrl}/artifacts/1`,
        preview,
        runUrl,
        engine: 'local',
      }),
    ),
  );
  await writeFile(
    join(work, 'summary.html'),
    githubPage(
      'publish summary',
      renderSummary({
        title: 'md-platform',
        results: report.files,
        mode: 'preview',
        engine: 'local',
        artifactUrl: `${runUrl}/artifacts/1`,
        preview,
        runUrl,
      }),
    ),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const outDir = resolve(process.argv[2] ?? join(root, 'docs', 'images'));
  const { chromium } = await import('playwright-core');
  const { tsImport } = await import('tsx/esm/api');
  // Chromium starts while the source is compiled.
  const launching = chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    await writePictures(outDir, {
      load: (path) => tsImport(pathToFileURL(join(root, path)).href, import.meta.url),
      newPage: async () => (await launching).newPage({ deviceScaleFactor: 1 }),
    });
  } finally {
    await (await launching).close();
  }
  console.log(`Wrote ${PICTURES.join(', ')} to ${outDir}`);
}
