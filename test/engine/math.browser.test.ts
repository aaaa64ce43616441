import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalEngine } from '../../src/engine/local/index.js';
import {
  type ChromiumSession,
  HAS_CHROMIUM,
  keepPicture,
  openChromium,
  pictureStats,
  SKIP_REASON,
} from '../support/chromium.js';

const ARTICLE = `# Cache hit ratio

The hit ratio is $h = \\frac{hits}{hits + misses}$ over a window.

$$
\\begin{aligned} T &= h \\cdot t_{cache} + (1 - h) \\cdot t_{db} \\end{aligned} \\tag{1}
$$

\`\`\`mermaid
graph LR
  A[Request] --> B{In cache?}
  B -->|yes| C[Answer]
  B -->|no| D[(Database)]
  D --> C
\`\`\`
`;

/**
 * The platform editor as docs/decisions/004-local-engine-html.md describes it, applied to the live page: <style>,
 * <script> and <link> removed, `class` and `id` removed, custom properties, `var()` and
 * `position` dropped from inline styles.
 */
function applyEditorFilter(): void {
  for (const el of Array.from(document.querySelectorAll('style, script, link'))) el.remove();
  for (const el of Array.from(document.body.querySelectorAll('*'))) {
    el.removeAttribute('class');
    el.removeAttribute('id');
    const style = el.getAttribute('style');
    if (style === null) continue;
    const kept = style
      .split(';')
      .filter((decl) => {
        const property = decl.split(':', 1)[0].trim().toLowerCase();
        return !property.startsWith('--') && property !== 'position' && !/var\(/i.test(decl);
      })
      .join(';');
    el.setAttribute('style', kept);
  }
}

describe.skipIf(!HAS_CHROMIUM)(`math and diagrams in headless Chromium${SKIP_REASON}`, () => {
  let browser: ChromiumSession;
  let page: Page;

  beforeAll(async () => {
    browser = await openChromium();
    const { html } = await createLocalEngine().convert({ markdown: ARTICLE, theme: 'focus-blue' });
    page = await browser.newPage({ viewport: { width: 390, height: 900 } });
    await page.route(/^(?!data:|about:)/, (route) => route.abort());
    await page.setContent(
      `<!doctype html><meta charset="utf-8"><body style="margin:0">${html}</body>`,
    );
    // Loading MathJax and the diagram layout for the first time is slow on a busy machine.
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('changes nothing under the editor filter and keeps ink inside each formula and diagram box', async () => {
    const before = await page.evaluate(() => document.body.innerHTML);
    await page.evaluate(applyEditorFilter);
    expect(await page.evaluate(() => document.body.innerHTML)).toBe(before);

    // Outermost <svg>s: inline formula, display formula, diagram.
    const svgs = page.locator('svg:not(svg svg)');
    expect(await svgs.count()).toBe(3);
    const names = ['inline formula', 'display formula', 'diagram'];
    for (let i = 0; i < 3; i++) {
      const svg = svgs.nth(i);
      const box = await svg.boundingBox();
      expect(box, names[i]).not.toBeNull();
      expect(box?.width, names[i]).toBeGreaterThan(10);
      expect(box?.height, names[i]).toBeGreaterThan(8);
      // Formulas fit the phone's width; a wide diagram keeps readable labels and scrolls
      // sideways inside its own box (figures/mermaid-check.ts), which fits.
      if (names[i] !== 'diagram') {
        expect((box?.x ?? 0) + (box?.width ?? 0), names[i]).toBeLessThanOrEqual(390);
      }
      const { ink, width, height } = await pictureStats(page, await svg.screenshot());
      const total = width * height;
      expect(ink, `${names[i]}: ink pixels`).toBeGreaterThan(40);
      expect(ink / total, `${names[i]}: not a solid block`).toBeLessThan(0.6);
    }

    // The page itself never scrolls sideways: only the diagram's box does.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    // Inline math sits on the line: its box overlaps the line box of the text around it.
    const { formula, paragraph } = await page.evaluate(() => {
      const svg = document.querySelector('p svg') as SVGElement;
      const p = svg.closest('p') as HTMLElement;
      const range = document.createRange();
      range.selectNodeContents(p.firstChild as Node);
      const f = svg.getBoundingClientRect();
      const t = range.getBoundingClientRect();
      return { formula: [f.top, f.bottom], paragraph: [t.top, t.bottom] };
    });
    expect(formula[0]).toBeLessThan(paragraph[1]);
    expect(formula[1]).toBeGreaterThan(paragraph[0]);

    await keepPicture(page, 'math.png');
  }, 60_000);
});
