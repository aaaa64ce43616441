import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FontSize } from '../../src/core/types.js';
import { createLocalEngine } from '../../src/engine/local/index.js';
import { type GalleryDocument, renderGallery } from '../../src/report/gallery.js';
import { renderDocumentPage } from '../../src/report/page.js';
import {
  type ChromiumSession,
  HAS_CHROMIUM,
  keepPicture,
  openChromium,
  SKIP_REASON,
} from '../support/chromium.js';
import { solidPng } from '../support/png.js';

const convertLocal = createLocalEngine().convertSync;

// A solid 16:9 PNG, written next to the gallery so the article's relative image is a file:// load.
const PNG = solidPng(160, 90, [70, 130, 180]);

const ARTICLE = `# 一篇真实的文章：Markdown 到公众号

:::hero
title: 预览画廊
subtitle: 手机宽度的框里看效果
tags: Markdown | 公众号 | 预览
:::

这是第一段，包含**粗体**、*斜体*、\`inline code\` 和一个很长的链接
[https://example.com/a/very/long/path/that/should/wrap/instead/of/overflowing/the/phone/frame](https://example.com/a/very/long/path/that/should/wrap/instead/of/overflowing/the/phone/frame)。

Averyveryveryverylongwordwithoutanyspacesthatwouldoverflowanarrowcolumnifitwerenotbrokenbythebrowser.

![本地图片](images/photo.png)

> 引用：写作是思考的延伸。

1. 第一项
   - 嵌套一
   - 嵌套二
2. 第二项

| 列一 | 列二 | 列三 | 列四 | 列五 | 列六 | 列七 | 列八 |
| --- | --- | --- | --- | --- | --- | --- | --- |
| 一个比较长的单元格内容 | 数据 | 数据 | 数据 | 数据 | 数据 | 数据 | 数据 |

\`\`\`ts
export function aVeryLongFunctionName(parameterNumberOne: string, parameterNumberTwo: number): string { return parameterNumberOne.repeat(parameterNumberTwo); }
\`\`\`

:::cards[要点]
快速 | 本地引擎 | 不需要密钥 | accent
安全 | 无外部请求 | CSP 保护 | default
:::

最后一段。
`;

const SECOND = `# Release notes

Plain English article with a [link](https://example.org/docs) and a list:

- one
- two

\`\`\`bash
echo "hello world" && ls -la /usr/local/share/some/really/deep/directory/structure/that/goes/on
\`\`\`
`;

const HOSTILE_TITLE = '</h2><img src=x onerror="document.title=\'pwned\'">@org/team';

function convert(markdown: string, theme?: string, fontSize?: FontSize) {
  return convertLocal({ markdown, theme, fontSize });
}

async function overflowOffenders(page: Page): Promise<string[]> {
  return page.$$eval('.phone-screen', (screens) =>
    screens.flatMap((screen, index) => {
      const frame = screen.getBoundingClientRect();
      const offenders: string[] = [];
      const allowed = (element: Element): boolean => {
        for (
          let node: Element | null = element;
          node && node !== screen;
          node = node.parentElement
        ) {
          const style = getComputedStyle(node);
          if (node.tagName === 'PRE' || node.tagName === 'TABLE') return true;
          if (style.overflowX === 'auto' || style.overflowX === 'scroll') return true;
        }
        return false;
      };
      for (const element of Array.from(screen.querySelectorAll('*'))) {
        const box = element.getBoundingClientRect();
        if (box.width === 0) continue;
        if (box.right > frame.right + 1 && !allowed(element)) {
          offenders.push(
            `frame ${index}: <${element.tagName.toLowerCase()}> ${Math.round(box.right - frame.right)}px over`,
          );
        }
      }
      // A block's box stays inside the frame while its text runs past it, so text is measured too.
      const walker = document.createTreeWalker(screen, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        const over = Array.from(range.getClientRects()).some(
          (rect) => rect.right > frame.right + 1,
        );
        if (over && node.parentElement && !allowed(node.parentElement)) {
          offenders.push(
            `frame ${index}: text "${(node.textContent ?? '').slice(0, 40)}" runs past the frame`,
          );
        }
      }
      if (screen.scrollWidth > screen.clientWidth + 1 && offenders.length > 0) {
        offenders.push(`frame ${index}: scrollWidth ${screen.scrollWidth} > ${screen.clientWidth}`);
      }
      return offenders;
    }),
  );
}

describe.skipIf(!HAS_CHROMIUM)(`gallery in headless Chromium${SKIP_REASON}`, () => {
  let browser: ChromiumSession;
  let dir: string;
  let documents: GalleryDocument[];

  beforeAll(async () => {
    browser = await openChromium();
    dir = await mkdtemp(join(tmpdir(), 'gallery-'));
    await mkdir(join(dir, 'images'), { recursive: true });
    await writeFile(join(dir, 'images', 'photo.png'), PNG);
    const first = convert(ARTICLE, 'chinese');
    const second = convert(SECOND);
    documents = [
      {
        path: 'articles/first post.md',
        title: '一篇真实的文章',
        status: 'converted',
        wordCount: first.wordCount,
        estimatedReadTime: first.estimatedReadTime,
        findings: [
          { severity: 'warning', code: 'remote_image', message: 'An image is remote', line: 12 },
        ],
        htmlFile: 'articles/first post.html',
        html: first.html,
        variants: [
          {
            label: 'chinese · small',
            theme: 'chinese',
            fontSize: 'small',
            html: convert(ARTICLE, 'chinese', 'small').html,
          },
          {
            label: 'apple · large',
            theme: 'apple',
            fontSize: 'large',
            html: convert(ARTICLE, 'apple', 'large').html,
          },
        ],
      },
      {
        path: 'docs/release.md',
        title: 'Release notes',
        status: 'converted',
        wordCount: second.wordCount,
        estimatedReadTime: second.estimatedReadTime,
        findings: [],
        htmlFile: 'docs/release.html',
        html: second.html,
      },
      {
        path: 'articles/<script>alert(1)</script>.md',
        title: HOSTILE_TITLE,
        status: 'failed',
        reason: 'markdown_too_long </details><img src=x onerror=alert(1)>',
        findings: [
          {
            severity: 'error',
            code: 'markdown_too_long',
            message: '<b>60,000</b> characters',
            line: 1,
          },
        ],
      },
    ];
    await writeFile(
      join(dir, 'index.html'),
      renderGallery({
        title: 'Preview: octo/repo#5',
        generatedAt: '2024-05-01T12:00:00Z',
        documents,
      }),
    );
    for (const doc of documents) {
      if (!doc.htmlFile || !doc.html) continue;
      const file = join(dir, doc.htmlFile);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(
        file,
        renderDocumentPage({
          title: doc.title ?? doc.path,
          html: doc.html,
          path: doc.path,
          stats: { wordCount: doc.wordCount, estimatedReadTime: doc.estimatedReadTime },
        }),
      );
    }
  });

  afterAll(async () => {
    await browser?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  async function open(
    file: string,
  ): Promise<{ page: Page; requests: string[]; dialogs: string[] }> {
    const page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
    const requests: string[] = [];
    const dialogs: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    // Belt and braces: nothing may leave the machine even if the page tried.
    await page.route(/^(?!file:|data:|about:)/, (route) => route.abort());
    await page.goto(pathToFileURL(file).href, { waitUntil: 'load' });
    return { page, requests, dialogs };
  }

  it('renders every document, requests nothing but its own files, and keeps hostile text inert', async () => {
    const { page, requests, dialogs } = await open(join(dir, 'index.html'));
    expect(await page.locator('section.doc').count()).toBe(documents.length);
    const headings = await page.locator('section.doc .meta h2').allTextContents();
    expect(headings).toEqual(['一篇真实的文章', 'Release notes', HOSTILE_TITLE]);
    const articles = await page.locator('section.doc .article').allInnerTexts();
    expect(articles[0]).toContain('最后一段。');
    expect(articles[0]).toContain('预览画廊');
    expect(articles[1]).toContain('Release notes');
    expect(articles[2]).toContain('No preview');
    // The local image loaded from disk, next to index.html.
    const imageWidth = await page
      .locator('section.doc')
      .first()
      .locator('.article img')
      .first()
      .evaluate((img: HTMLImageElement) => img.naturalWidth);
    expect(imageWidth).toBe(160);
    const bad = requests.filter((url) => !/^(file|data|about):/.test(url));
    expect(bad).toEqual([]);
    expect(requests.some((url) => url.endsWith('/images/photo.png'))).toBe(true);
    expect(dialogs).toEqual([]);
    expect(await page.title()).toBe('Preview: octo/repo#5');
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await page.locator('.reason').textContent()).toContain('</details><img src=x');
    await page.close();
  });

  it('has no horizontal overflow in the phone frame except inside tables and code', async () => {
    const { page } = await open(join(dir, 'index.html'));
    const widths = await page.$$eval('.phone-screen', (screens) =>
      screens.map((s) => s.clientWidth),
    );
    expect(widths.every((width) => width === 375)).toBe(true);
    expect(await overflowOffenders(page)).toEqual([]);
    // The wide table and the long code line do overflow, inside their own scrollers.
    const scrolling = await page
      .locator('section.doc')
      .first()
      .locator('.article')
      .evaluate((article) =>
        Array.from(article.querySelectorAll('*')).some(
          (el) =>
            el.scrollWidth > el.clientWidth + 1 &&
            ['auto', 'scroll'].includes(getComputedStyle(el).overflowX),
        ),
      );
    expect(scrolling).toBe(true);
    await keepPicture(page, 'gallery.png');
    // The detector itself: a line that cannot wrap is reported.
    await page
      .locator('.article')
      .nth(1)
      .evaluate((article) => {
        article.insertAdjacentHTML(
          'beforeend',
          '<p style="white-space:nowrap">' + 'no wrap '.repeat(20) + '</p>',
        );
      });
    expect((await overflowOffenders(page)).join('\n')).toMatch(/frame 1: text "no wrap/);
    await page.close();
  });

  it('switches the shown article between theme and size variants', async () => {
    const { page } = await open(join(dir, 'index.html'));
    const first = page.locator('section.doc').first();
    // The page's scroll hints are not the article's: compared without them.
    const shown = () =>
      first.locator('.article').evaluate((article) => {
        const copy = article.cloneNode(true) as Element;
        for (const hint of Array.from(copy.querySelectorAll('.scroll-hint'))) hint.remove();
        return copy.innerHTML;
      });
    const template = (value: string) =>
      first.locator(`template[data-variant="${value}"]`).evaluate((t: HTMLTemplateElement) => {
        const copy = t.content.cloneNode(true) as DocumentFragment;
        for (const hint of Array.from(copy.querySelectorAll('.scroll-hint'))) hint.remove();
        const holder = document.createElement('div');
        holder.append(copy);
        return holder.innerHTML;
      });
    const original = await shown();
    expect(original).toBe(await template('original'));
    await first.locator('select').selectOption('1');
    const apple = await shown();
    expect(apple).toBe(await template('1'));
    expect(apple).not.toBe(original);
    await first.locator('select').selectOption('0');
    expect(await shown()).toBe(await template('0'));
    await first.locator('select').selectOption('original');
    expect(await shown()).toBe(original);
    // The page carries the article as converted once, in its frame, not again as a template.
    const source = await readFile(join(dir, 'index.html'), 'utf8');
    expect(source.split(documents[0].html!).length - 1).toBe(1);
    // Documents without variants get no switch.
    expect(await page.locator('section.doc').nth(1).locator('select').count()).toBe(0);
    await page.close();
  });

  it('lets the per-document page copy exactly the article HTML', async () => {
    const context = await browser.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(pathToFileURL(join(dir, 'articles', 'first post.html')).href);
    expect(await page.locator('#article').evaluate((el) => el.getBoundingClientRect().width)).toBe(
      375,
    );
    await page.locator('#copy').click();
    await expect.poll(() => page.locator('#copy-status').textContent()).toMatch(/Copied/);
    const copied = await page.evaluate(async () => {
      const items = await navigator.clipboard.read();
      const html = await (await items[0].getType('text/html')).text();
      return html;
    });
    const article = await page.locator('#article').innerHTML();
    // The clipboard holds the article (Chromium may wrap it in <meta charset>), not the header.
    expect(copied).toContain(article.slice(0, 200));
    expect(copied).not.toContain('Copy article');
    expect(requests.filter((url) => !/^(file|data|about):/.test(url))).toEqual([]);
    await context.close();
  });

  let server: Server;
  let hits: string[];
  let base: string;

  beforeAll(async () => {
    hits = [];
    server = createServer((request, response) => {
      hits.push(request.url ?? '');
      response.writeHead(200, {
        'content-type': request.url?.endsWith('.png') ? 'image/png' : 'text/plain',
      });
      response.end(request.url?.endsWith('.png') ? PNG : 'body{background:red}');
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    // The worker's Chromium outlives this file and may keep its connections open.
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  });

  it("loads the article's images but no stylesheet, script or frame, even if one slipped through", async () => {
    const cspDir = await mkdtemp(join(tmpdir(), 'gallery-csp-'));
    const page = await browser.newPage();
    try {
      const html = [
        `<p>text</p><img src="${base}/picture.png">`,
        `<link rel="stylesheet" href="${base}/evil.css">`,
        `<script src="${base}/evil.js"></script>`,
        `<iframe src="${base}/evil-frame"></iframe>`,
      ].join('');
      const file = join(cspDir, 'index.html');
      await writeFile(
        file,
        renderGallery({
          title: 't',
          generatedAt: 'now',
          documents: [{ path: 'a.md', status: 'converted', findings: [], html }],
        }),
      );
      await page.goto(pathToFileURL(file).href, { waitUntil: 'load' });
      await expect.poll(() => hits.includes('/picture.png')).toBe(true);
      expect(hits.filter((hit) => hit.includes('evil'))).toEqual([]);
    } finally {
      await page.close();
      await rm(cspDir, { recursive: true, force: true });
    }
  });
});
