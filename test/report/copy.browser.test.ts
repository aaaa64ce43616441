/**
 * What "Copy article" puts on the clipboard, and the post's carousel, in headless
 * Chromium: with a known image base every local image is copied as its absolute URL;
 * without one the page says how many to upload by hand before the button is pressed.
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalEngine } from '../../src/engine/local/index.js';
import { renderGallery } from '../../src/report/gallery.js';
import { renderDocumentPage } from '../../src/report/page.js';
import { type ChromiumSession, HAS_CHROMIUM, openChromium } from '../support/chromium.js';
import { solidPng } from '../support/png.js';

const convert = createLocalEngine().convertSync;

const ARTICLE = `# Pictures

![Blue](img/blue.png)

Text between.

![Red](../shared/red.png)

![Remote](https://cdn.example/remote.png)
`;

let browser: ChromiumSession;
let dir: string;
beforeAll(async () => {
  if (!HAS_CHROMIUM) return;
  browser = await openChromium();
  dir = await mkdtemp(join(tmpdir(), 'md-platform-copy-'));
  await mkdir(join(dir, 'docs', 'img'), { recursive: true });
  await mkdir(join(dir, 'shared'), { recursive: true });
  await writeFile(join(dir, 'docs', 'img', 'blue.png'), solidPng(40, 20, [0, 0, 200]));
  await writeFile(join(dir, 'shared', 'red.png'), solidPng(40, 20, [200, 0, 0]));
});
afterAll(async () => {
  await browser?.close();
});

/** A page written beside its document, opened with the clipboard allowed and the network off. */
async function openPage(name: string, html: string): Promise<Page> {
  await writeFile(join(dir, 'docs', name), html);
  const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await context.route(/^https?:/, (route) => route.abort());
  const page = await context.newPage();
  await page.goto(pathToFileURL(join(dir, 'docs', name)).href);
  return page;
}

async function copied(page: Page, button = '#copy'): Promise<string> {
  // What an earlier test copied must not pass for this copy: the clipboard first holds
  // plain text only, and the copy counts once HTML is there.
  await page.evaluate(() => navigator.clipboard.writeText('before the copy'));
  await page.locator(button).first().click();
  // The page writes the clipboard asynchronously; a read while that write lands is refused
  // ("Clipboard data has changed"), so read again once it has.
  for (let attempt = 1; ; attempt++) {
    try {
      const html = await page.evaluate(async () => {
        const [item] = await navigator.clipboard.read();
        return item.types.includes('text/html') ? (await item.getType('text/html')).text() : null;
      });
      if (html !== null) return html;
      if (attempt >= 40) throw new Error('the copy put no HTML on the clipboard');
    } catch (error) {
      if (attempt >= 40 || !String(error).includes('Clipboard data has changed')) throw error;
    }
    await page.waitForTimeout(50);
  }
}

function imageSources(html: string): string[] {
  return [...html.matchAll(/<img\b[^>]*?\ssrc="([^"]*)"/g)].map((m) => m[1]);
}

describe.skipIf(!HAS_CHROMIUM)('Copy article', () => {
  it('copies local images as absolute URLs when the image base is known', async () => {
    const html = convert({ markdown: ARTICLE }).html;
    const page = await openPage(
      'known.html',
      renderDocumentPage({
        title: 'Pictures',
        html,
        path: 'docs/pictures.md',
        imageBaseUrl: 'https://raw.example/o/r/abc123/',
      }),
    );
    // The images show on the page from the files beside it.
    expect(
      await page.$$eval('#article img', (imgs) =>
        imgs.slice(0, 2).map((img) => (img as HTMLImageElement).naturalWidth),
      ),
    ).toEqual([40, 40]);
    expect(await page.locator('#by-hand').count()).toBe(0);
    const clip = await copied(page);
    expect(imageSources(clip)).toEqual([
      'https://raw.example/o/r/abc123/docs/img/blue.png',
      'https://raw.example/o/r/abc123/shared/red.png',
      'https://cdn.example/remote.png',
    ]);
    expect(clip).not.toContain('data-copy-src');
    expect(clip).not.toContain('file:');
    expect(clip).not.toContain('scroll-hint');
    await page.context().close();
  });

  it('says how many images to upload by hand, before the button is pressed, when no base is known', async () => {
    const html = convert({ markdown: ARTICLE }).html;
    const page = await openPage(
      'unknown.html',
      renderDocumentPage({ title: 'Pictures', html, path: 'docs/pictures.md' }),
    );
    const notice = page.locator('#by-hand');
    expect(await notice.isVisible()).toBe(true);
    expect(await notice.textContent()).toMatch(/^2 images will not come along when pasted/);
    const clip = await copied(page);
    // The remote image keeps its URL; each local one leaves a placeholder naming it, never
    // a file: link the editor cannot load.
    expect(imageSources(clip)).toEqual(['https://cdn.example/remote.png']);
    expect(clip).not.toContain('file:');
    expect(clip).toContain('[Upload this image here: Blue — img/blue.png]');
    expect(clip).toContain('[Upload this image here: Red — ../shared/red.png]');
    await page.context().close();
  });

  it("copies from the one-file preview's gallery with absolute URLs, not data: URIs", async () => {
    const html = convert({ markdown: '![Blue](img/blue.png)\n' }).html.replace(
      'src="img/blue.png"',
      'data-copy-src="https://raw.example/o/r/abc/docs/img/blue.png" src="data:image/png;base64,AAAA"',
    );
    const page = await openPage(
      'gallery.html',
      renderGallery({
        title: 'Preview',
        generatedAt: 'now',
        standalone: true,
        documents: [{ path: 'docs/a.md', status: 'converted', findings: [], html, byHand: 0 }],
      }),
    );
    const clip = await copied(page, 'button[data-copy]');
    expect(imageSources(clip)).toEqual(['https://raw.example/o/r/abc/docs/img/blue.png']);
    await page.context().close();
  });
});

describe.skipIf(!HAS_CHROMIUM)('a picture-and-text post', () => {
  it('shows the first picture as a card with n/N, swiped by arrows and keys, then the title and text', async () => {
    await writeFile(join(dir, 'docs', 'img', 'green.png'), solidPng(30, 40, [0, 160, 0]));
    const html = convert({ markdown: 'We walked by the river.\n' }).html;
    const page = await openPage(
      'post.html',
      renderDocumentPage({
        title: 'A walk',
        html,
        path: 'docs/walk.md',
        pictures: ['img/blue.png', 'img/green.png', '../shared/red.png'],
      }),
    );
    const count = page.locator('.carousel .count');
    expect(await count.textContent()).toBe('1/3');
    const order = await page.evaluate(() => {
      const top = (selector: string) =>
        document.querySelector(selector)!.getBoundingClientRect().top;
      return [top('.carousel'), top('.post-title'), top('#article')];
    });
    expect(order[0]).toBeLessThan(order[1]);
    expect(order[1]).toBeLessThan(order[2]);
    expect(await page.locator('.post-title').textContent()).toBe('A walk');
    // One picture fills the card; the others wait beside it.
    const visible = () =>
      page.$$eval('.carousel img', (imgs) => {
        const card = document.querySelector('.carousel')!.getBoundingClientRect();
        return imgs
          .map((img, i) => ({ i, box: img.getBoundingClientRect() }))
          .filter(({ box }) => box.left >= card.left - 1 && box.right <= card.right + 1)
          .map(({ i }) => i);
      });
    expect(await visible()).toEqual([0]);
    expect(await page.locator('.carousel .prev').isDisabled()).toBe(true);
    await page.locator('.carousel .next').click();
    await expect.poll(() => count.textContent()).toBe('2/3');
    await expect.poll(visible).toEqual([1]);
    await page.locator('.carousel').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => count.textContent()).toBe('3/3');
    expect(await page.locator('.carousel .next').isDisabled()).toBe(true);
    // The page does not scroll sideways on a phone.
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBe(0);
    // The pictures are the post's, not part of the copied article.
    const clip = await copied(page);
    expect(imageSources(clip)).toEqual([]);
    await page.context().close();
  });
});
