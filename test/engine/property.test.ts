import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DocumentError, LimitError } from '../../src/core/errors.js';
import { createLocalEngine } from '../../src/engine/local/index.js';
import { forbiddenIn, parse } from './html.js';

/** Pieces of Markdown and HTML that stress the parser, the renderer rules and the sanitizer. */
const fragment = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(
    '# ',
    '## ',
    '- ',
    '  - ',
    '1. ',
    '3) ',
    '> ',
    '    ',
    '\n',
    '\n\n',
    '*',
    '**',
    '_',
    '~~',
    '`',
    '```',
    '~~~',
    '```js\n',
    '```ts\n',
    '```python\n',
    '```mermaid\n',
    '[',
    ']',
    '(',
    ')',
    '![',
    '](https://x.example/a.png)',
    '](#top)',
    '](javascript:alert(1))',
    '](https://mp.weixin.qq.com/s/x)',
    '[^1]',
    '[^1]: note\n',
    '| a | b |\n|---|---|\n',
    '- [ ] ',
    '- [x] ',
    ':::hero\ntitle: T\n:::\n',
    ':::cards[H]\na | b | c | accent\n:::\n',
    ':::callout warning {tone=x}\n',
    ':::metrics[M]\na | 1 | n | accent\n',
    ':::verdict\n',
    ':::',
    '\\',
    '&amp;',
    '<div class="c" id="i">',
    '</div>',
    '<script>alert(1)</script>',
    '<script>',
    '</script>',
    '<style>p{}</style>',
    '<iframe src="https://evil.example">',
    '<img src=x onerror=alert(1)>',
    '<a href="javascript:alert(1)">j</a>',
    '<a href="data:text/html,x">d</a>',
    '<span onclick="x()" style="color:red">',
    '</span>',
    '<svg onload=alert(1)>',
    '<!-- comment -->',
    '<p style="background:url(javascript:alert(1))">',
    '<IMG SRC="jav&#x09;ascript:alert(1)">',
    '<a href=" javascript:alert(1)">',
    '<<script>script>',
    '<scr<script>ipt>',
    '\u0000',
    '\u202e',
    '你好',
    '😀',
  ),
);
const markdown = fc.array(fragment, { maxLength: 60 }).map((parts) => parts.join(''));

describe('the engine on arbitrary Markdown', () => {
  const engine = createLocalEngine();

  it('returns well-formed, safe HTML or a typed error, and always terminates', () => {
    fc.assert(
      fc.property(markdown, fc.constantFrom('default', 'cyber', 'bold-red'), (md, theme) => {
        let html: string;
        try {
          html = engine.convertSync({ markdown: md, theme }).html;
        } catch (error) {
          // Only the documented refusals: a malformed module (with its line) or a limit.
          expect(error).toBeInstanceOf(DocumentError);
          const e = error as DocumentError;
          expect(e instanceof LimitError || e.code === 'malformed_module').toBe(true);
          expect(e.line).toBeGreaterThan(0);
          return;
        }
        expect(forbiddenIn(html)).toEqual([]);
        expect(html).not.toMatch(/<(script|style|iframe|svg|div)\b/i);
        expect(parse(html).tag).toBe('section');
      }),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 400) },
    );
  });

  it('stays linear on pathological nesting', () => {
    const nasty = [
      '>'.repeat(5000),
      '['.repeat(5000),
      '*a'.repeat(5000),
      '- '.repeat(3000),
      '<span>'.repeat(3000),
    ];
    for (const md of nasty) {
      const html = engine.convertSync({ markdown: md }).html;
      expect(forbiddenIn(html)).toEqual([]);
    }
  });
});
