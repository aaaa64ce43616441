import type { ChildNode } from 'domhandler';
import fc from 'fast-check';
import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { createSanitizer } from '../../src/engine/sanitize.js';

/**
 * Removing unsafe markup must never insert or rewrite the writer's text: whatever the
 * fragment (hostile, malformed, cut in the middle), the text a reader sees in the
 * sanitized HTML is the text of the input minus the elements that are dropped whole.
 */
const sanitize = createSanitizer();
const DROPPED = new Set(['script', 'style', 'iframe', 'textarea', 'svg', 'noscript', 'title']);

/** The text a reader sees: text nodes outside dropped elements and comments. */
function visibleText(html: string): string {
  const walk = (nodes: ChildNode[]): string =>
    nodes
      .map((node) => {
        if (node.type === 'text') return node.data;
        if (node.type === 'tag' || node.type === 'script' || node.type === 'style') {
          return DROPPED.has(node.name) ? '' : walk(node.children);
        }
        return '';
      })
      .join('');
  return walk(parseDocument(html, { decodeEntities: true }).children);
}

const piece = fc.oneof(
  fc.constantFrom(
    'text',
    ' ',
    '\n',
    '中文，',
    '[removed]',
    'a & b',
    '1 < 2',
    '&amp;',
    '&lt;x&gt;',
    '<p>',
    '</p>',
    '<div>',
    '</div>',
    '<div align="center">',
    '<div *???',
    '<section style="color:red;position:absolute">',
    '</section>',
    '<b>',
    '</b>',
    '<span class="x" id="y" onclick="alert(1)">',
    '</span>',
    '<a href="https://example.com/?a=1&b=2">',
    '<a href="#top">',
    '<a href="javascript:alert(1)">',
    '</a>',
    '<ul>',
    '</ul>',
    '<ol start="0">',
    '</ol>',
    '<li>',
    '</li>',
    '<img src="images/a.png" alt="a">',
    '<img src="x" onerror="alert(1)">',
    '<br>',
    '<q>',
    '</q>',
    '<custom-tag>',
    '</custom-tag>',
    '<script>alert(1)</script>',
    '<style>p { color: red }</style>',
    '<iframe src="https://x.example"></iframe>',
    '<!-- comment -->',
    '<pre>',
    '</pre>',
    '<details><summary>',
    '</summary>',
  ),
  fc.string({ maxLength: 8 }).map((s) => s.replace(/[<&\uE000\uE001]/g, '')),
);

describe('the sanitizer removes markup, never text', () => {
  it('on fixed hostile and malformed fragments', () => {
    const cases: [string, string][] = [
      ['<style>p { color: red }', ''],
      ['<div *???', ''],
      ['Before <script>alert(1)</script>after', 'Before after'],
      ['<a href="javascript:x" onclick="y">click</a>', 'click'],
      ['</div>tail', 'tail'],
    ];
    for (const [html, text] of cases) {
      for (const inline of [false, true]) {
        const out = sanitize(html, inline);
        expect(visibleText(out)).toBe(text);
        expect(out).not.toContain('[removed]');
        expect(out).not.toContain('<section *');
      }
    }
  });

  it('on random fragments: the visible text of the output is that of the input', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 25 }), fc.boolean(), (parts, inline) => {
        const html = parts.join('');
        const out = sanitize(html, inline);
        expect(visibleText(out)).toBe(visibleText(html));
        expect(out).not.toMatch(/\son\w+=|javascript:|\sclass=|\sid=|position|<script|<style/i);
      }),
      { numRuns: 1000 },
    );
  });
});
