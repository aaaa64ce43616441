import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { precheck } from '../../src/markdown/precheck.js';
import { estimatedReadTime, wordCount } from '../../src/markdown/stats.js';

const codes = (markdown: string, lineOffset = 0) =>
  precheck({ markdown, lineOffset }).map((f) => [f.code, f.line]);

describe('precheck', () => {
  it('passes an ordinary article', () => {
    expect(codes('# Title\n\n![a](a.png)\n\n```js\nx\n```\n')).toEqual([]);
  });

  it('counts Markdown and HTML images and points at the 101st', () => {
    const lines = Array.from({ length: 60 }, (_, i) => `![${i}](i${i}.png) <img src="h${i}.png">`);
    expect(codes(lines.join('\n'), 4)).toEqual([['too_many_images', 51 + 4]]);
  });

  it('does not count images inside code blocks', () => {
    const body = `\`\`\`md\n${'![x](y.png)\n'.repeat(150)}\`\`\`\n`;
    expect(codes(body)).toEqual([]);
  });

  it('points at the 51st fenced code block', () => {
    const body = Array.from({ length: 51 }, () => '```\ncode\n```').join('\n');
    expect(codes(body)).toEqual([['too_many_code_blocks', 151]]);
  });

  it('checks mermaid count and size', () => {
    const many = Array.from({ length: 21 }, () => '```mermaid\ngraph TD\n```').join('\n');
    expect(codes(many)).toEqual([['too_many_mermaid_blocks', 61]]);
    const big = `text\n\`\`\`mermaid\n${'A-->B\n'.repeat(2000)}\`\`\`\n`;
    expect(codes(big)).toEqual([['mermaid_block_too_long', 2]]);
  });

  it('reports the line where the text passes 50,000 characters and the JSON body size', () => {
    const line = 'x'.repeat(999);
    const body = Array.from({ length: 60 }, () => line).join('\n');
    expect(codes(body)).toEqual([['markdown_too_long', 51]]);
    const wide = '"\\'.repeat(70_000);
    expect(precheck({ markdown: wide }).map((f) => f.code)).toContain('request_too_large');
  });

  it('carries limit and actual numbers', () => {
    const [finding] = precheck({ markdown: '![a](b)\n'.repeat(101) });
    expect(finding).toMatchObject({ limit: 100, actual: 101, severity: 'error' });
  });
});

describe('stats', () => {
  it('counts non-whitespace characters and rounds reading time up', () => {
    expect(wordCount('你好 世界\n\tab c')).toBe(7);
    expect(estimatedReadTime(0)).toBe(0);
    expect(estimatedReadTime(1)).toBe(1);
    expect(estimatedReadTime(301)).toBe(2);
  });
});

describe('wordCount', () => {
  it('counts code points, not UTF-16 units, and ignores every kind of whitespace', () => {
    expect(wordCount('😀 a\u00a0b\u3000c')).toBe(4);
    expect(wordCount('')).toBe(0);
    expect(wordCount(' \n\t ')).toBe(0);
  });

  it('equals the definition (code points that are not \\s) on any text, lone surrogates included', () => {
    const byDefinition = (text: string) => [...text].filter((ch) => !/^\s$/.test(ch)).length;
    const spaces = [' ', '\n', '\t', '\u00a0', '\u1680', '\u2003', '\u2028', '\u3000', '\ufeff'];
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            // Any code point, surrogate halves included: fast-check's `unit: 'binary'`, minus
            // the table of every code point it builds first (a second of each run).
            fc.string({ unit: fc.integer({ min: 0, max: 0x10ffff }).map(String.fromCodePoint) }),
            fc.constantFrom(...spaces),
            fc.constant('\ud83d'),
          ),
        ),
        (parts) => {
          const text = parts.join('');
          expect(wordCount(text)).toBe(byDefinition(text));
        },
      ),
      { numRuns: 500 },
    );
  });
});
