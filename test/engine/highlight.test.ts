import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { createHighlighter, GRAMMAR_NAMES } from '../../src/engine/local/highlight.js';
import { isNormalizedLink } from '../../src/engine/local/syntax.js';

/**
 * The engine highlights through hljs-fast.ts, a copy of highlight.js' parsing loop
 * over faster matchers. Its output must be hljs' own, byte for byte: these tests run
 * both on the fences of the bench corpus, each under every grammar (so every grammar
 * also meets code it does not expect: illegal matches, unclosed modes, sub-languages),
 * on snippets aimed at hljs' rarer paths, and on generated code.
 */
const fast = createHighlighter();
const reference = createHighlighter({ viaHljs: true });
// A distinct opening tag for every scope, so that any scope written differently shows.
const SPANS = new Proxy({} as Record<string, string>, {
  get: (_target, scope) => (typeof scope === 'string' ? `<span ${scope}>` : undefined),
});
// Sub-languages are used only once registered, so both register every grammar first, in one order.
for (const name of GRAMMAR_NAMES) {
  fast('', name, SPANS);
  reference('', name, SPANS);
}

function expectSame(code: string, lang: string): void {
  const ours = fast(code, lang, SPANS);
  const theirs = reference(code, lang, SPANS);
  if (ours !== theirs) expect({ lang, code, html: ours }).toEqual({ lang, code, html: theirs });
}

const corpus = join(import.meta.dirname, '../../bench/corpus');
const fences: { code: string; lang: string }[] = [];
const md = new MarkdownIt();
for (const file of readdirSync(corpus).sort()) {
  if (!file.endsWith('.md')) continue;
  for (const token of md.parse(readFileSync(join(corpus, file), 'utf8'), {})) {
    if (token.type === 'fence') {
      fences.push({ code: token.content, lang: token.info.trim().split(/\s+/, 1)[0] ?? '' });
    }
  }
}

describe('the fast highlighter writes what highlight.js writes', () => {
  it('on every fence of the bench corpus, in its own language', () => {
    expect(fences.length).toBeGreaterThan(1000);
    for (const { code, lang } of fences) expectSame(code, lang);
  });

  it('on corpus fences under every grammar', () => {
    for (const name of GRAMMAR_NAMES) {
      for (let i = 0; i < fences.length; i += 9) expectSame(fences[i].code, name);
    }
  });

  it("on hljs' rarer paths: sub-languages, callbacks, ignored matches, unclosed modes", () => {
    const snippets: [string, string][] = [
      ['html', '<style>a { color: red }</style>\n<script>let x = `${1}`;</script>\n<p a="1">t</p>'],
      ['xml', '<?xml version="1.0"?>\n<!DOCTYPE x>\n<a b=\'c\'><![CDATA[ <x> ]]><!-- c --></a>'],
      ['markdown', '# T\n\n<div>x</div>\n\n```js\nconst a = 1;\n```\n*a* **b** [l](u)'],
      ['js', 'const el = <div className="a">{x.class}</div>;\nfoo.function(); a < b > c;'],
      ['js', 'const q = gql`{ a }`; const h = html`<b>${x}</b>`; const c = css`a{b:c}`;'],
      ['js', 'let s = "unterminated\nlet r = /re[/]g; // c\n/* open comment'],
      ['ts', 'class A<T> extends B implements C { private x?: T; @dec() m(): void {} }'],
      ['php', '<?php\n$a = <<<EOT\nhello $b\nEOT;\n$c = <<<"X"\nq\nX;\necho "$a";'],
      ['php', "#[Route('/a', methods: [Get::class])]\nfunction a(int ...$b): ?A { return new A; }"],
      ['dockerfile', 'FROM node:20\nRUN apt-get update && \\\n  echo "$HOME" | grep x\nCMD ["a"]'],
      ['console', '$ npm install\n> ok\n$ echo "x" | wc -l'],
      ['dart', '/// Doc with `code` and [link].\nvoid main() { print("\\$x"); }'],
      ['yaml', 'a: |\n  text\nb: <%= ruby %>\nc: [1, 2]\n'],
      ['css', '@media (x) { a:hover::before { content: "\\""; } }'],
      ['python', 'def f(a, *b, **c):\n    """doc"""\n    return f"{a!r:>10}"'],
      ['ruby', 'class A < B; def x = <<~EOS\n  t\n EOS\nend'],
      ['sql', "SELECT 'a''b' FROM t WHERE x = 1 -- c\n/* d"],
      ['bash', 'cat <<EOF\n$x ${y:-z} $(date)\nEOF\nfor i in 1 2; do echo $i; done'],
      ['diff', '--- a\n+++ b\n@@ -1 +1 @@\n-x\n+y'],
      ['json', '{"a": [1, 2.5e3, true, null], "b": {"c": "d\\"e"}} // x'],
      ['rust', 'fn main() { let r#type = b"x"; println!("{}", r#"raw"#); }'],
    ];
    for (const [lang, code] of snippets) expectSame(code, lang);
  });

  it('on generated code, under a random grammar', () => {
    const piece = fc.constantFrom(
      ...'abc xyz if else return class function def let const var < > </ /> = == " \' ` ${ } { } ( ) [ ] ; , . : # // /* */ <!-- --> @ $ \\ \n \t 0 1.5 0x1F true null <?php ?> <<<EOT EOT <script> </script>'.split(
        ' ',
      ),
      ' ',
      '\n',
    );
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 60 }),
        fc.constantFrom(...GRAMMAR_NAMES),
        (parts, lang) => {
          const code = parts.join('');
          expect(fast(code, lang, SPANS)).toBe(reference(code, lang, SPANS));
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe("plain links skip markdown-it's link normalisation", () => {
  const md = new MarkdownIt();
  it('only where normalizeLink returns the URL unchanged', () => {
    const samples = [
      'https://example.com/a/b?c=d&e=f#g',
      'http://a.b.c:8080/x',
      'mailto:me@example.com',
      'HTTP://Example.COM/%7Euser',
      '//cdn.example.com/x.js',
      './a b.md',
      'https://例え.jp/',
      'https://a.com/%zz',
      'http://a::/x',
      'x:,0:0',
      `https://${'a'.repeat(300)}.com/`,
      '',
      '#anchor',
      "javascript:alert('x')",
    ];
    for (const url of samples) {
      if (isNormalizedLink(url)) expect(md.normalizeLink(url), url).toBe(url);
    }
    expect(isNormalizedLink('https://example.com/a/b?c=d&e=f#g')).toBe(true);
    fc.assert(
      fc.property(
        fc.constantFrom(
          '',
          'http://',
          'https://',
          'HTTP://',
          'mailto:',
          '//',
          'javascript:',
          'a+b:',
          '/',
          '#',
        ),
        fc.array(
          fc.constantFrom(
            ..."aZ09;/?:&=+$,-_.!~*'()#@[]%".split(''),
            '%2F',
            '%zz',
            'a'.repeat(70),
            '.',
          ),
          { maxLength: 30 },
        ),
        (prefix, parts) => {
          const url = prefix + parts.join('');
          if (isNormalizedLink(url)) expect(md.normalizeLink(url)).toBe(url);
        },
      ),
      { numRuns: 3000 },
    );
  });
});
