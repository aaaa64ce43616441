import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalEngine } from '../../src/engine/local/index.js';
import {
  type ChromiumSession,
  HAS_CHROMIUM,
  keepPicture,
  openChromium,
  SKIP_REASON,
} from '../support/chromium.js';
import { THEME_SAMPLE } from '../support/theme-sample.js';
import { MODULES_SAMPLE } from './module-sample.js';

const WIDTH = 390;

const THEMES = THEME_SAMPLE;

/** The sample, plus cells with long words and CJK text that must wrap inside a phone's width. */
const ARTICLE = `${MODULES_SAMPLE}
:::compare[长文本对比]
Throughput | https://example.com/a/very/long/path/that/does/not/break/by/itself/anywhere | 每篇文章的制作时间从两个小时降到三十五分钟，读者的完读率明显提升 | accent
:::

:::metrics
Requests per second per node at peak | 1234567890123 | measured | accent
Latency | 12 ms | p99 | default
Errors | 0.01% | per day | default
:::

:::verdict
title: A module only the service draws
:::
`;

const OFF_SCREEN = () => {
  const width = document.documentElement.clientWidth;
  const out: string[] = [];
  for (const el of Array.from(document.body.querySelectorAll('*'))) {
    const box = el.getBoundingClientRect();
    if (box.width > 0 && box.right > width + 0.5) {
      out.push(
        `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').slice(0, 30)}" ends at ${Math.round(box.right)}`,
      );
    }
  }
  return { scrollWidth: document.documentElement.scrollWidth, width, out };
};

describe.skipIf(!HAS_CHROMIUM)(`layout modules on a 390 px phone${SKIP_REASON}`, () => {
  let browser: ChromiumSession;
  let page: Page;
  const engine = createLocalEngine();

  beforeAll(async () => {
    browser = await openChromium();
    page = await browser.newPage({ viewport: { width: WIDTH, height: 800 } });
    await page.route(/^(?!data:|about:)/, (route) => route.abort());
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
  });

  it.each(THEMES)(
    '%s: nothing wider than the screen, cells side by side',
    async (theme) => {
      const { html } = engine.convertSync({ markdown: ARTICLE, theme });
      await page.setContent(
        `<!doctype html><meta charset="utf-8"><body style="margin:0">${html}</body>`,
      );
      const { scrollWidth, width, out } = await page.evaluate(OFF_SCREEN);
      expect(out).toEqual([]);
      expect(scrollWidth).toBeLessThanOrEqual(width);
      // The two sides of a comparison and two metrics share a row: they are laid out, not stacked.
      const rows = await page.evaluate(() => {
        const cells = Array.from(document.querySelectorAll('section[style*="width:48%"]'));
        return cells.map((cell) => Math.round(cell.getBoundingClientRect().top));
      });
      expect(rows.length).toBeGreaterThanOrEqual(8);
      expect(rows[0]).toBe(rows[1]);
      await keepPicture(page, `modules-${theme}.png`);
    },
    60_000,
  );
});
