import fc from 'fast-check';
import hljsCore from 'highlight.js/lib/core';
import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { ALIASES, GRAMMAR_NAMES, GRAMMARS } from '../../src/engine/local/render/grammars.js';
import { createHighlighter } from '../../src/engine/local/render/highlight.js';
import { isNormalizedLink } from '../../src/engine/local/render/syntax.js';
import { expectFaithful, highlight, visible } from './faithful-code.js';

/**
 * The engine highlights through highlight.js' public `highlight` call and rewrites its
 * markup for the editor. Whatever a grammar makes of the code (illegal matches, unclosed
 * modes, sub-languages), the reader must see the code itself: these tests read the
 * visible text back out of the HTML (faithful-code.ts), on snippets aimed at hljs' rarer
 * paths and on generated code; highlight.corpus.test.ts does the same on the fences of the
 * bench corpus, under their own grammar and under every grammar.
 */

describe('a fence’s colours depend on the fence alone', () => {
  // Grammars that embed others (console lines are bash; HTML holds CSS and JavaScript;
  // Markdown holds fences) beside the grammars they embed.
  const FENCES: [string, string][] = [
    ['console', '$ npx md-platform check docs # check first\nok'],
    ['bash', 'echo "$HOME" # where'],
    ['html', '<style>p { color: red }</style>\n<script>let a = 1;</script>'],
    ['css', 'p { color: red }'],
    ['js', 'const a = 1; // one'],
    ['md', '# Title\n\n```js\nlet b = 2;\n```'],
    ['php', '<?php echo "hi"; ?>'],
  ];
  const SPANS = { keyword: '<span style="color:red">', comment: '<span style="color:gray">' };

  it('knows every name a grammar answers to, without asking highlight.js', () => {
    // hljs knows a grammar's own aliases only once it is registered; the fence names
    // are looked up in ALIASES alone, so each must be there, naming its own grammar.
    const hljs = hljsCore.newInstance();
    const declared: Record<string, string> = {};
    for (const [name, grammar] of Object.entries(GRAMMARS)) {
      hljs.registerLanguage(name, grammar);
      for (const alias of hljs.getLanguage(name)?.aliases ?? []) declared[alias] = name;
    }
    expect(Object.keys(declared).length).toBeGreaterThan(50);
    expect(Object.fromEntries(Object.keys(declared).map((a) => [a, ALIASES[a]]))).toEqual(declared);
  });

  it('is coloured the same by a fresh highlighter and by one that coloured every other fence first', () => {
    for (const [lang, code] of FENCES) {
      const fresh = createHighlighter()(code, lang, SPANS);
      const used = createHighlighter();
      for (const [other, text] of FENCES) if (other !== lang) used(text, other, SPANS);
      expect({ lang, html: used(code, lang, SPANS) }).toEqual({ lang, html: fresh });
    }
  });
});

describe('highlighted code shows exactly its text', () => {
  it('colours scopes with the theme spans', () => {
    expect(highlight('return 1', 'js', { keyword: '<span style="color:red">' })).toBe(
      '<span style="color:red">return</span>&nbsp;<span>1</span>',
    );
  });

  it('colours a block again in the next theme, though its highlighting is reused', () => {
    // The gallery converts a document once per theme: the second call reuses hljs'
    // markup for the block, but each theme's spans must still be applied.
    const own = createHighlighter();
    const code = 'return 1';
    expect(own(code, 'js', { keyword: '<span style="color:red">' })).toContain('color:red');
    const blue = own(code, 'js', { keyword: '<span style="color:blue">' });
    expect(blue).toBe('<span style="color:blue">return</span>&nbsp;<span>1</span>');
    // Same text under another language is highlighted under that language.
    expect(own(code, 'text', { keyword: '<span style="color:blue">' })).toBe('return&nbsp;1');
  });

  it('expands tabs to 4-column stops, highlighted or plain', () => {
    const code = 'func f() {\n\tif x {\n\t\treturn\n\t}\n}\nab\tc\n';
    for (const lang of ['go', '']) {
      const html = highlight(code, lang, {});
      expect(html).not.toContain('\t');
      expect(visible(html)).toBe('func f() {\n    if x {\n        return\n    }\n}\nab  c');
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
    for (const [lang, code] of snippets) expectFaithful(code, lang);
  });

  it('on generated code, under a random grammar', () => {
    const piece = fc.constantFrom(
      ...'abc xyz if else return class function def let const var < > </ /> = == " \' ` ${ } { } ( ) [ ] ; , . : # // /* */ <!-- --> @ $ \\ \n \t 0 1.5 0x1F true null <?php ?> <<<EOT EOT <script> </script>'.split(
        ' ',
      ),
      ' ',
      '\n',
      '\t',
    );
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 60 }),
        fc.constantFrom(...GRAMMAR_NAMES),
        (parts, lang) => expectFaithful(parts.join(''), lang),
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
