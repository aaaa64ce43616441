/**
 * What the engine adds around the writer's text, as a phone shows it in Chromium: the
 * references heading in the article's language, long URLs wrapping at their seams,
 * an image's title as its caption, and a wide diagram drawn at a readable size.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalEngine } from '../../src/engine/local/index.js';
import { renderDocumentPage } from '../../src/report/page.js';
import { CHROMIUM, type ChromiumSession, HAS_CHROMIUM, openChromium } from '../support/chromium.js';

const engine = createLocalEngine();
const URL_TEXT =
  'https://developers.example.com/documentation/very-long-section_name/subpage/index.html?query=value&another=thing#anchor-name';

let browser: ChromiumSession;
beforeAll(async () => {
  if (existsSync(CHROMIUM)) browser = await openChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function show(markdown: string): Promise<Page> {
  const { html } = await engine.convert({ markdown });
  const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
  await page.setContent(renderDocumentPage({ title: 'T', html, path: 'a.md' }));
  return page;
}

describe('the references heading', () => {
  it('follows the language of the article', async () => {
    const zh = await engine.convert({
      markdown: '# 标题\n\n这是一篇中文文章，引用了[文档](https://example.com/doc)。\n',
    });
    expect(zh.html).toContain('>参考资料</p>');
    const notes = await engine.convert({
      markdown: '# 标题\n\n中文正文[^1]。\n\n[^1]: 说明文字\n',
    });
    expect(notes.html).toContain('>注释</p>');
    const en = await engine.convert({
      markdown: '# Title\n\nAn English article about [docs](https://example.com/doc) and 一个词.\n',
    });
    expect(en.html).toContain('>References</p>');
  });
});

describe.skipIf(!HAS_CHROMIUM)('on a phone', () => {
  it('wraps a long URL in the references at its seams, never mid-word', async () => {
    const page = await show(`# T\n\nRead [the guide](${URL_TEXT}).\n`);
    const lines = await page.evaluate(() => {
      const span = Array.from(document.querySelectorAll('#article span')).find((s) =>
        s.textContent?.startsWith('https://developers'),
      )!;
      // Each rendered line of the URL, from the boxes of its text.
      const range = document.createRange();
      const out: string[] = [];
      let top = Number.NaN;
      for (const node of Array.from(span.childNodes)) {
        if (node.nodeType !== Node.TEXT_NODE) continue;
        range.selectNodeContents(node);
        const rect = range.getClientRects()[0];
        if (rect.top !== top) out.push('');
        top = rect.top;
        out[out.length - 1] += node.textContent;
      }
      return { out, copied: span.textContent };
    });
    expect(lines.out.length).toBeGreaterThan(1);
    expect(lines.out.join('')).toBe(URL_TEXT);
    for (const line of lines.out.slice(0, -1)) expect(line).toMatch(/[/.?&=\-_#]$/);
    // The text is the URL itself: nothing was inserted that a copy would carry.
    expect(lines.copied).toBe(URL_TEXT);
    await page.close();
  });

  it("shows an image's title as its caption, under the image, in the theme's muted colour", async () => {
    const page = await show('# T\n\n![A lake](lake.png "清晨的湖面")\n\nText.\n');
    const caption = await page.evaluate(() => {
      const img = document.querySelector('#article img')!;
      const span = img.nextElementSibling as HTMLElement;
      const style = getComputedStyle(span);
      return {
        text: span.textContent,
        below: span.getBoundingClientRect().top >= img.getBoundingClientRect().bottom - 1,
        align: style.textAlign,
        color: style.color,
        size: Number.parseFloat(style.fontSize),
      };
    });
    expect(caption).toMatchObject({ text: '清晨的湖面', below: true, align: 'center' });
    expect(caption.color).toBe('rgb(136, 136, 136)');
    expect(caption.size).toBeLessThan(16);
    await page.close();
  });

  it('draws the wide left-to-right flowchart with readable labels, scrolling in its block only', async () => {
    const example = await readFile('examples/cache-math.md', 'utf8');
    const block = /```mermaid\n[\s\S]*?```\n/.exec(example)![0];
    const page = await show(`# Cache\n\n${block}`);
    const seen = await page.evaluate(() => {
      const svg = document.querySelector('#article svg')!;
      const labels = Array.from(svg.querySelectorAll('text')).map(
        (t) => t.getBoundingClientRect().height,
      );
      const box = svg.parentElement!;
      return {
        smallestLabel: Math.min(...labels),
        scrolls: box.scrollWidth > box.clientWidth,
        pageScroll: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        hint: box.previousElementSibling?.className,
      };
    });
    expect(seen.smallestLabel).toBeGreaterThanOrEqual(11);
    expect(seen.scrolls).toBe(true);
    expect(seen.pageScroll).toBe(0);
    expect(seen.hint).toBe('scroll-hint');
    await page.close();
  });
});
