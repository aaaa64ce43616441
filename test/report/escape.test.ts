import { describe, expect, it } from 'vitest';
import {
  clip,
  escapeHtml,
  escapeHtmlInline,
  escapeMarkdownInline,
  markdownLink,
  safeHttpUrl,
} from '../../src/report/escape.js';
import { HOSTILE, markdown, pings, render, visibleText } from './markdown-check.js';

const ZWJ = /\u200D/g;

/** What a reader should see: the same characters, on one line, controls and bidi overrides as spaces. */
function expectedText(text: string): string {
  return text
    .replace(/[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('escapeMarkdownInline', () => {
  it.each(HOSTILE)('renders %j as the same plain text, with no markup', (hostile) => {
    const escaped = escapeMarkdownInline(hostile);
    const tokens = markdown.parseInline(escaped, {})[0].children ?? [];
    // Only text: no html_inline, link, image, code, emphasis or softbreak tokens.
    expect(tokens.map((token) => token.type)).toEqual(tokens.map(() => 'text'));
    expect(
      tokens
        .map((token) => token.content)
        .join('')
        .replace(ZWJ, ''),
    ).toBe(expectedText(hostile));
    const html = render(escaped);
    expect(html).not.toMatch(/<(img|a|script|details|code|em|strong|s|del|h\d|li|table)\b/i);
    expect(pings(visibleText(html))).toEqual([]);
  });

  it('stays plain text when written at the start of a line, where block syntax lives', () => {
    for (const line of [
      '- item',
      '+ item',
      '1. first',
      '2) second',
      '# title',
      '> quote',
      '===',
      '---',
      '    indented',
      '***',
      '<div>',
    ]) {
      const html = render(escapeMarkdownInline(line));
      expect(html, line).toMatch(/^<p>[^<]*<\/p>\n$/);
      expect(visibleText(html).trim().replace(ZWJ, '')).toBe(line.trim());
    }
  });

  it('keeps a GFM table intact: one row per input, five cells each, cell text preserved', () => {
    const rows = HOSTILE.map(
      (hostile) =>
        `| ${escapeMarkdownInline(hostile)} | b | c | d | ${escapeMarkdownInline(hostile)} |`,
    );
    const table = ['| 1 | 2 | 3 | 4 | 5 |', '| --- | --- | --- | --- | --- |', ...rows].join('\n');
    const tokens = markdown.parse(table, {});
    const rowCount = tokens.filter((token) => token.type === 'tr_open').length;
    expect(rowCount).toBe(HOSTILE.length + 1);
    const cells = tokens.filter((token) => token.type === 'td_open').length;
    expect(cells).toBe(HOSTILE.length * 5);
    const firstCells = tokens
      .filter((token, index) => token.type === 'inline' && tokens[index - 1]?.type === 'td_open')
      .map((token) => token.content);
    expect(firstCells.filter((_, index) => index % 5 === 0)).toHaveLength(HOSTILE.length);
    const html = render(table);
    expect(html).not.toMatch(/<(img|a|script|details)\b/i);
    expect(pings(visibleText(html))).toEqual([]);
  });

  it('breaks mentions and references for GitHub while keeping them readable', () => {
    const escaped = escapeMarkdownInline('@org/team @user #123 org/repo#1 GH-1 gh-22');
    const text = visibleText(render(escaped));
    expect(pings(text)).toEqual([]);
    expect(text.replace(ZWJ, '').trim()).toBe('@org/team @user #123 org/repo#1 GH-1 gh-22');
  });
});

describe('escapeHtmlInline', () => {
  it('keeps a <summary> free of markup and pings', () => {
    for (const hostile of HOSTILE) {
      const html = `<details><summary>${escapeHtmlInline(hostile)}</summary>\n\nbody\n\n</details>`;
      const rendered = render(html);
      expect(rendered.match(/<details>/g)).toHaveLength(1);
      expect(rendered.match(/<\/details>/g)).toHaveLength(1);
      expect(rendered).not.toMatch(/<(img|script|a)\b/i);
      expect(pings(visibleText(rendered))).toEqual([]);
    }
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML metacharacters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('links and clipping', () => {
  it('refuses non-http URLs and cannot be broken out of', () => {
    expect(safeHttpUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeHttpUrl('data:text/html,x')).toBeUndefined();
    expect(safeHttpUrl('not a url')).toBeUndefined();
    const link = markdownLink('run', 'https://github.com/o/r/actions/runs/1?x=a)b"c');
    const html = render(link);
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toContain('href="https://github.com/o/r/actions/runs/1?x=a%29b%22c"');
    expect(render(markdownLink('[x](javascript:alert(1))', 'javascript:alert(1)'))).not.toContain(
      '<a',
    );
  });

  it('clips by code points without splitting a surrogate pair', () => {
    const clipped = clip('😀'.repeat(10), 4);
    expect(Array.from(clipped)).toHaveLength(4);
    expect(clipped).toBe('😀😀😀…');
    expect(clip('short', 10)).toBe('short');
  });
});
