/**
 * The gallery's switcher in Chromium: a look chosen for a document is filled in by the
 * page's own script from the document's template and the look's style table, and is
 * exactly what converting the document in that look gives after the gallery's image
 * rewriting, both as the string filled in and as the article shown.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalEngine } from '../../src/engine/local/index.js';
import type { ProcessedDocument } from '../../src/markdown/read-document.js';
import { variantFinish, writeOutputFiles } from '../../src/report/outputs.js';
import { createPageWriter } from '../../src/report/page-writer.js';
import { buildReport } from '../../src/report/report-json.js';
import { processDocument } from '../../src/run/process-document.js';
import { makeWorkspace } from '../support/action-fixture.js';
import { type ChromiumSession, HAS_CHROMIUM, openChromium } from '../support/chromium.js';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

const MARKDOWN = `---
theme: chinese
fontSize: small
---
# 一篇文章

正文里有 **加粗**、*斜体*、\`行内代码\` 和 [链接](https://example.com/a?b=1&c=2)。

![图](../img/p.png)

> 引用的一段话

- 第一项
  - 嵌套一项
1. 有序

| 列一 | 列二 |
| --- | --- |
| 甲 | <b>乙</b> |

\`\`\`ts
const x: number = 1; // 注释
\`\`\`

---

## 小节 <em>强调</em>
`;

/** The looks picked in turn: another theme, another size, and a third theme. */
const LOOKS = [
  { theme: 'apple', fontSize: 'small' },
  { theme: 'chinese', fontSize: 'large' },
  { theme: 'default', fontSize: 'small' },
] as const;

let browser: ChromiumSession;
let dir: string;
let doc: ProcessedDocument;
beforeAll(async () => {
  if (!HAS_CHROMIUM) return;
  browser = await openChromium();
  const workspace = await makeWorkspace({ 'img/p.png': PNG, 'posts/a.md': MARKDOWN });
  const engine = createLocalEngine();
  dir = join(await mkdtemp(join(tmpdir(), 'md-platform-variants-')), 'out');
  const pages = createPageWriter({ outputDir: dir, workspace });
  doc = await processDocument('posts/a.md', { workspace, convertOptions: {}, engine });
  await pages.write(doc);
  await pages.close();
  await writeOutputFiles({
    outputDir: dir,
    title: 'Variants',
    processed: [doc],
    variantEngine: engine,
    imageBaseUrl: 'https://raw.example.com/o/r/main/',
    report: buildReport({ generatedAt: 'now', run: {}, results: [] }),
  });
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

describe.skipIf(!HAS_CHROMIUM)('the gallery fills in the chosen look', () => {
  it('exactly as the engine converts the document in that look', async () => {
    const index = await readFile(join(dir, 'index.html'), 'utf8');
    const engine = createLocalEngine();
    const finish = variantFinish(doc, 'https://raw.example.com/o/r/main/');
    const expected: string[] = [];
    for (const look of LOOKS) {
      expected.push(finish((await engine.convert({ ...doc.request!, ...look })).html));
    }
    // The gallery's rewriting holds in every look: the image is read beside the page, and
    // copied from where the repository serves it.
    for (const html of expected) {
      expect(html).toContain(
        'data-copy-src="https://raw.example.com/o/r/main/img/p.png" src="posts/../img/p.png"',
      );
    }
    // The page carries no look's HTML whole: each must be filled in by its script.
    for (const html of expected) expect(index).not.toContain(html.slice(0, 2000));
    expect(index).toContain('data-from=');

    const context = await browser.newContext();
    const page = await context.newPage();
    // Records every string the page's script fills into a variant's <template>, before it
    // is parsed.
    await page.addInitScript(() => {
      const inner = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML')!;
      const filled: string[] = [];
      (window as unknown as { filled: string[] }).filled = filled;
      Object.defineProperty(HTMLTemplateElement.prototype, 'innerHTML', {
        configurable: true,
        get() {
          return inner.get!.call(this);
        },
        set(value: string) {
          if (this.hasAttribute('data-variant')) filled.push(value);
          inner.set!.call(this, value);
        },
      });
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(pathToFileURL(join(dir, 'index.html')).href);
    const section = page.locator('section.doc').first();
    // The article as shown, and `html` parsed the way the page parses a variant; both
    // without the page's scroll hints.
    const shown = (html: string) =>
      section.locator('.article').evaluate((article, html) => {
        const strip = (root: ParentNode) => {
          for (const hint of Array.from(root.querySelectorAll('.scroll-hint'))) hint.remove();
        };
        const parsed = document.createElement('template');
        parsed.innerHTML = html;
        const holder = document.createElement('div');
        holder.append(parsed.content.cloneNode(true));
        const copy = article.cloneNode(true) as Element;
        strip(copy);
        strip(holder);
        return { article: copy.innerHTML, parsed: holder.innerHTML };
      }, html);
    const seen: string[] = [];
    for (const [i, look] of LOOKS.entries()) {
      await section.locator('select').selectOption({ label: `${look.theme} · ${look.fontSize}` });
      const filled = await page.evaluate(() => (window as unknown as { filled: string[] }).filled);
      expect(filled).toHaveLength(i + 1);
      // The string the script filled in is the conversion's, byte for byte.
      expect(filled.at(-1)).toBe(expected[i]);
      const { article, parsed } = await shown(expected[i]);
      expect(article).toBe(parsed);
      seen.push(article);
    }
    expect(new Set(seen).size).toBe(LOOKS.length);
    // Shown again, a look is not filled in a second time.
    await section
      .locator('select')
      .selectOption({ label: `${LOOKS[0].theme} · ${LOOKS[0].fontSize}` });
    expect((await shown(expected[0])).article).toBe(seen[0]);
    expect(
      await page.evaluate(() => (window as unknown as { filled: string[] }).filled.length),
    ).toBe(LOOKS.length);
    expect(errors).toEqual([]);
    await context.close();
  });
});
