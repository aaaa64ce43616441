import { createRequire } from 'node:module';
import type { ChildNode, Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { engineWithSanitizer } from './ready-engine.js';

/**
 * CommonMark conformance, read as a reader sees it: for every example of the spec (the
 * `commonmark-spec` package ships them), the text our HTML shows is the text of the
 * spec's HTML, whitespace aside. The engine's own additions are taken out first: list
 * markers written as text, reference marks, the References list and image captions. The deliberate
 * differences (README, "Differences from CommonMark") need no exception here: links
 * keep their text, and removed elements (script, style, ...) show no text either way.
 */
const require = createRequire(import.meta.url);
const spec = require('commonmark-spec') as {
  tests: { markdown: string; html: string; number: number; section: string }[];
};
const engine = await engineWithSanitizer();
const HIDDEN = new Set(['script', 'style', 'textarea', 'iframe', 'noscript', 'title', 'template']);
const MARKER = /^(•|◦|▪|☐|☑|\d+\.|\[\d+\])$/;

function shownText(html: string, ours: boolean): string {
  const walk = (nodes: ChildNode[]): string =>
    nodes
      .map((node) => {
        if (node.type === 'text') return node.data;
        if (node.type !== 'tag' && node.type !== 'script' && node.type !== 'style') return '';
        const el = node as Element;
        if (HIDDEN.has(el.name)) return '';
        if (el.name === 'br') return '\n';
        const text = walk(el.children);
        // The engine's own marks: list markers and reference numbers as text.
        if (ours && (el.name === 'span' || el.name === 'sup') && MARKER.test(text)) return '';
        if (ours && el.name === 'section' && /^\s*(References|Notes)\b/.test(text)) return '';
        // An image's title shown as its caption, right after it.
        if (ours && el.name === 'span' && (el.prev as Element | null)?.name === 'img') return '';
        return el.name === 'p' || el.name === 'li' || /^h\d$/.test(el.name) ? ` ${text} ` : text;
      })
      .join('');
  return walk(parseDocument(html).children)
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
}

describe('CommonMark spec examples render their content faithfully', () => {
  it('all of them', () => {
    expect(spec.tests.length).toBeGreaterThan(600);
    let shown = 0;
    const different: { number: number; section: string; ours: string; spec: string }[] = [];
    for (const example of spec.tests) {
      // The spec writes tabs as →, its own test runner turns them back.
      const markdown = example.markdown.replace(/→/g, '\t');
      const html = engine.convertSync({ markdown }).html;
      const ours = shownText(html, true);
      const theirs = shownText(example.html.replace(/→/g, '\t'), false);
      shown += theirs.length;
      if (ours !== theirs) {
        different.push({ number: example.number, section: example.section, ours, spec: theirs });
      }
    }
    expect(different).toEqual([]);
    expect(shown).toBeGreaterThan(5_000);
  });
});
