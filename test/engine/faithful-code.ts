/**
 * Reading highlighted code back: the visible text of the engine's code HTML, and the
 * check that it is exactly the code (tabs expanded), editor-safe, every span closed.
 * Shared by highlight.test.ts and highlight.corpus.test.ts.
 */
import { expect } from 'vitest';
import { createHighlighter } from '../../src/engine/local/render/highlight.js';

export const highlight = createHighlighter();
// A distinct opening tag for every scope, so that any scope written differently shows.
const SPANS = new Proxy({} as Record<string, string>, {
  get: (_target, scope) => (typeof scope === 'string' ? `<span data-${scope}>` : undefined),
  has: () => true,
});

/** What a reader sees of code HTML: no tags, `<br>` a newline, entities decoded. */
export function visible(html: string): string {
  return html
    .replace(/<br>/g, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}

/** Tabs to the next 4-column stop, per line. */
function expandTabs(code: string): string {
  return code
    .split('\n')
    .map((line) => {
      let out = '';
      for (const ch of line) out += ch === '\t' ? ' '.repeat(4 - (out.length % 4)) : ch;
      return out;
    })
    .join('\n');
}

export function expectFaithful(code: string, lang: string): void {
  const html = highlight(code, lang, SPANS);
  const want = expandTabs(code.endsWith('\n') ? code.slice(0, -1) : code);
  // Editor-safe: no raw whitespace the editor would collapse, every span closed.
  if (visible(html) !== want || /[ \t\n]/.test(html.replace(/<[^>]*>/g, ''))) {
    expect({ lang, code, html: visible(html) }).toEqual({ lang, code, html: want });
  }
  expect(html.split('<span').length, lang).toBe(html.split('</span>').length);
}
