/**
 * With the remote engine the preview is the service's HTML as sent, less only what is
 * unsafe: every element and every inline style the platform keeps reaches the page's
 * article, compared element by element and style by style.
 */
import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { createRemoteEngine } from '../../src/engine/remote.js';
import { documentPageParts } from '../../src/report/page.js';
import type { ServiceClient } from '../../src/service/client.js';

/** What the service sends for an article: its themes lean on these inline styles. */
const SERVICE_HTML = [
  '<section style="padding:16px;font-family:\'PingFang SC\',sans-serif;line-height:1.75;letter-spacing:0.5px;word-break:break-word;background-image:linear-gradient(180deg,#fff,#f7f7f7)">',
  '<h2 style="margin:1.5em 0 1em;text-align:center;font-size:20px;border-bottom:2px solid #07c160;box-shadow:0 2px 0 rgba(7,193,96,.2)">标题</h2>',
  '<p style="margin:0 0 1em;text-indent:2em;text-align:justify;white-space:pre-wrap">正文  两个空格</p>',
  '<section style="overflow-x:auto;-webkit-overflow-scrolling:touch;max-width:100%"><table style="border-collapse:collapse;min-width:100%"><tbody><tr><td style="white-space:nowrap;padding:4px 8px;border:1px solid #eee">a</td></tr></tbody></table></section>',
  '<pre style="overflow-x:auto;white-space:pre;border-radius:8px;background:#282c34"><code style="display:block;white-space:pre;font-family:Menlo,monospace;color:#abb2bf">const x = 1;</code></pre>',
  '<figure style="margin:1em 0"><img src="https://cdn.example/a.png" alt="a" style="display:block;width:100%;height:auto;border-radius:4px"><figcaption style="text-align:center;color:#999;font-size:12px">说明</figcaption></figure>',
  '<section style="text-align:center;overflow-x:auto"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 10" style="vertical-align:-0.2ex;width:4ex;height:2ex"><g transform="scale(1,-1)"><path d="M0 0L10 10" fill="currentColor" stroke="#333" stroke-width="1"></path><text x="1" y="2" font-size="8" text-anchor="middle">x</text></g></svg></section>',
  '<p style="transform:rotate(0deg);opacity:0.9;display:inline-block">行内块</p>',
  // What must not survive: a script, a handler, a position and a url() in a style.
  '<p style="position:fixed;color:#333;background:url(https://evil.example/x.png)" onclick="alert(1)">x</p>',
  '<script>alert(1)</script>',
  '</section>',
].join('');

/** Each element in order: its name and its style, split into declarations. */
function elements(html: string): [string, string[]][] {
  const out: [string, string[]][] = [];
  const visit = (node: ReturnType<typeof parseDocument>['children'][number]) => {
    if (!('attribs' in node)) return;
    const style = (node.attribs.style ?? '')
      .split(';')
      .map((d) => d.trim().replace(/\s*:\s*/, ':'))
      .filter(Boolean);
    out.push([node.name.toLowerCase(), style]);
    for (const child of node.children) visit(child);
  };
  for (const node of parseDocument(html).children) visit(node);
  return out;
}

describe("the service's HTML in the preview", () => {
  it('keeps every element and inline style the platform keeps, and drops only the unsafe', async () => {
    const client = {
      convert: async () => ({
        html: SERVICE_HTML,
        theme: 'default',
        fontSize: 'medium',
        wordCount: 10,
        estimatedReadTime: 1,
      }),
    } as unknown as ServiceClient;
    const { html } = await createRemoteEngine(client).convert({ markdown: '# x' });
    const page = documentPageParts({ title: 'T', html, path: 'a.md' }).join('');
    const article = /<section class="article" id="article">([\s\S]*)<\/section><\/main>/.exec(
      page,
    )![1];

    const sent = elements(SERVICE_HTML).filter(([name]) => name !== 'script');
    const shown = elements(article);
    expect(shown.map(([name]) => name)).toEqual(sent.map(([name]) => name));
    shown.forEach(([name, styles], i) => {
      const expected = sent[i][1].filter((d) => !/^position:|url\(/.test(d));
      expect(styles, `<${name}> #${i}`).toEqual(expected);
    });
    // The ones that matter most on a phone, spelled out.
    const all = shown.flatMap(([, styles]) => styles);
    for (const declaration of [
      'line-height:1.75',
      'overflow-x:auto',
      'white-space:pre-wrap',
      'white-space:nowrap',
      'text-indent:2em',
      'letter-spacing:0.5px',
      '-webkit-overflow-scrolling:touch',
      'box-shadow:0 2px 0 rgba(7,193,96,.2)',
      'vertical-align:-0.2ex',
    ]) {
      expect(all).toContain(declaration);
    }
    expect(all.some((d) => d.startsWith('position:'))).toBe(false);
    expect(article).not.toContain('onclick');
    expect(article).not.toContain('alert(1)');
    expect(article).not.toContain('evil.example');
    // The SVG's geometry survives too.
    expect(article).toMatch(/<path d="M0 0L10 10" fill="currentColor" stroke="#333"/);
  });
});
