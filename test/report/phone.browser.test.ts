/**
 * The gallery and a document's page on a phone (360 to 414 px wide) in Chromium: nothing
 * scrolls sideways but code, tables and wide diagrams, each of which carries its hint;
 * the gallery's switcher offers every theme.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEME_IDS } from '../../src/core/types.js';
import { createLocalEngine } from '../../src/engine/local/index.js';
import { writeOutputFiles } from '../../src/report/outputs.js';
import { renderDocumentPage } from '../../src/report/page.js';
import { buildReport } from '../../src/report/report-json.js';
import { type ChromiumSession, HAS_CHROMIUM, openChromium } from '../support/chromium.js';
import { galleryVariants } from '../support/gallery-variants.js';

const MARKDOWN = `# 手机上的文章

一段很长的正文，${'文字'.repeat(80)}，还有一个很长的英文词 Supercalifragilisticexpialidocious-and-then-some-more-text。

| ${Array.from({ length: 10 }, (_, i) => `列 ${i + 1}`).join(' | ')} |
| ${Array.from({ length: 10 }, () => '---').join(' | ')} |
| ${Array.from({ length: 10 }, () => '一个比较长的单元格').join(' | ')} |

\`\`\`ts
export const aVeryLongLine = 'this line of code is far wider than any phone screen could ever show at once';
\`\`\`
`;

let browser: ChromiumSession;
let dir: string;
beforeAll(async () => {
  if (!HAS_CHROMIUM) return;
  browser = await openChromium();
  dir = await mkdtemp(join(tmpdir(), 'md-platform-phone-'));
  const engine = createLocalEngine();
  const request = { markdown: MARKDOWN };
  const { html } = await engine.convert(request);
  await writeOutputFiles({
    outputDir: dir,
    title: 'Phone',
    processed: [
      {
        result: { path: 'a.md', status: 'converted', findings: [], title: '手机上的文章' },
        html,
        request,
      },
    ],
    variantEngine: engine,
    report: buildReport({ generatedAt: 'now', run: {}, results: [] }),
  });
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

describe.skipIf(!HAS_CHROMIUM)('on a phone', () => {
  for (const width of [360, 375, 390, 414]) {
    it(`the gallery and the page fit ${width} px, with hints on what scrolls`, async () => {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const gallery = await context.newPage();
      await gallery.goto(pathToFileURL(join(dir, 'index.html')).href);
      const page = await context.newPage();
      const { html } = await createLocalEngine().convert({ markdown: MARKDOWN });
      await page.setContent(renderDocumentPage({ title: 'T', html, path: 'a.md' }));
      for (const shown of [gallery, page]) {
        const seen = await shown.evaluate(() => {
          const screen = document.querySelector('.phone-screen')!;
          return {
            page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
            screen: screen.scrollWidth - screen.clientWidth,
            screenWidth: screen.getBoundingClientRect().width,
            hints: document.querySelectorAll('.scroll-hint').length,
            scrollers: Array.from(document.querySelectorAll('.article *')).filter(
              (el) =>
                el.scrollWidth > el.clientWidth + 1 &&
                /auto|scroll/.test(getComputedStyle(el).overflowX),
            ).length,
          };
        });
        expect(seen.page).toBe(0);
        expect(seen.screen).toBe(0);
        expect(seen.screenWidth).toBeLessThanOrEqual(width);
        // The table and the code block scroll, each with its hint.
        expect(seen.scrollers).toBeGreaterThanOrEqual(2);
        expect(seen.hints).toBe(2);
      }
      await context.close();
    });
  }

  it('offers every theme in the switcher', async () => {
    const index = await readFile(join(dir, 'index.html'), 'utf8');
    const [variants] = galleryVariants(index);
    expect(new Set(variants.map((v) => v.theme))).toEqual(new Set(THEME_IDS));
    // Each is filled in by the page from the document's one template, none written whole.
    expect(variants.every((v) => v.filled && v.html.startsWith('<section'))).toBe(true);
  });
});
