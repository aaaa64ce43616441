import { describe, expect, it } from 'vitest';
import { createRichRenderers } from '../../src/engine/local/figures/rich.js';
import { blocksMayHoldFigures, holdsFigures } from '../../src/engine/local/figures/rich-check.js';
import { createLocalEngine } from '../../src/engine/local/index.js';
import { createParseCache } from '../../src/engine/local/render/parse-cache.js';
import { pretestMisses } from './figure-checks.js';
import { documents } from './restyle-support.js';

/** Forms where a formula or diagram hides, or where a `$` is not one. */
const TRICKY: Record<string, string> = {
  inline: 'Price $x^2$ here.\n',
  backtickMath: 'Inline $`\\frac{a}{b}`$ math.\n',
  displayBlock: 'Text\n\n$$\nE = mc^2\n$$\n',
  displayInline: 'Inline display $$x$$ here.\n',
  mathFence: '```math\nx^2\n```\n',
  mermaidFence: '~~~ Mermaid\ngraph TD; A-->B\n~~~\n',
  inTable: '| a | b |\n|---|---|\n| $x$ | 2 |\n',
  inList: '- one\n  - two $y$\n',
  inQuote: '> quoted $z$\n',
  inAlert: '> [!NOTE]\n> note $z$\n',
  alertSameLine: '> [!NOTE] $z$\n',
  fenceInQuote: '> ```mermaid\n> graph TD; A-->B\n> ```\n',
  fenceInList: '- item\n\n  ```math\n  x\n  ```\n',
  heading: '# Title $t$\n',
  setext: 'Title $t$\n===\n',
  footnoteDef: 'Text[^1]\n\n[^1]: $x$ in a note\n',
  inlineFootnote: 'Text^[$x$ inline note]\n',
  linkText: '[$x$](https://example.com)\n',
  linkTitle: '[a](https://example.com "$x$")\n',
  rawInline: '<span>$x$</span>\n',
  htmlBlock: '<div>\n$x$\n</div>\n\n$y$\n',
  unclosedAfterHtml: '<div>\n```\n\n$x$\n',
  listEndsFence: '- item\n  ```\n\n$x$\n',
  indentedNotFence: '    ```\n$x$\n',
  longerFence: '````\n```\n````\n$x$\n',
  escaped: 'Costs \\$5 and \\$10.\n',
  dollars: 'Costs $5 and $10.\n',
  codeSpan: 'Run `echo $HOME` now.\n',
  fenceOnly: '```bash\necho "$HOME" $((1 + 2))\n```\n',
  indentedOnly: 'Shell:\n\n    echo $PATH\n',
  nestedFenceOnly: '````md\n```mermaid\ngraph TD; A-->B\n```\n$x$\n````\n',
};

describe('the figure check’s test from its block phase', () => {
  const rich = createRichRenderers();
  const preTest = (markdown: string) => blocksMayHoldFigures(markdown, rich);
  // The full parse alone, without the test before it.
  const fullCheck = (markdown: string) => holdsFigures(markdown, rich);

  it('never misses a formula or diagram the full check finds: examples and tricky forms', () => {
    // The bench corpus gets the same comparison in figure-pretest.corpus.test.ts.
    const texts = [...documents('examples'), ...Object.entries(TRICKY)];
    expect(pretestMisses(texts, rich)).toEqual({ missed: [], differs: [] });
    // Not a test that passes by saying yes: the examples' figures are there.
    expect(texts.filter(([, text]) => fullCheck(text)).length).toBeGreaterThan(10);
  });

  it('finds each tricky form the check finds', () => {
    const found = Object.entries(TRICKY)
      .filter(([, text]) => fullCheck(text))
      .map(([name]) => name);
    expect(found).toEqual(expect.arrayContaining(['inline', 'mermaidFence', 'htmlBlock']));
    for (const name of found)
      expect({ name, maybe: preTest(TRICKY[name]) }).toEqual({ name, maybe: true });
  });

  it('spares the check for a `$` only inside fenced or indented code', () => {
    for (const name of ['fenceOnly', 'indentedOnly', 'nestedFenceOnly']) {
      const text = TRICKY[name];
      expect(text).toContain('$');
      expect({ name, maybe: preTest(text), found: fullCheck(text) }).toEqual({
        name,
        maybe: false,
        found: false,
      });
    }
    const [[, gitToDrafts]] = documents('examples').filter(([n]) => n === 'git-to-drafts.md');
    expect(gitToDrafts).toContain('$');
    expect(preTest(gitToDrafts)).toBe(false);
  });
});

describe('the kept parses', () => {
  it('give a document’s variants the parse its conversion made, drawing the same pages', () => {
    const engine = createLocalEngine();
    const markdown = '# Title\n\n```bash\necho $HOME\n```\n\n- a [link](https://example.com)\n';
    const looks = [{ theme: 'chinese', fontSize: 'large' as const }];
    engine.convertSync({ markdown });
    // The same pages as an engine that never kept a parse, and the same again.
    const fresh = createLocalEngine().restyle({ markdown }, looks);
    expect(engine.restyle({ markdown }, looks)).toEqual(fresh);
    expect(engine.restyle({ markdown }, looks)).toEqual(fresh);
  });

  it('keep at most the count and the text they are given, the oldest dropped first', () => {
    const keep = createParseCache({ count: 2, chars: 10 });
    let parses = 0;
    const parse = (markdown: string) => {
      parses++;
      return { tokens: [], env: { markdown } };
    };
    const a = keep('aaaa', parse);
    keep('bbbb', parse);
    expect(keep('aaaa', parse)).toBe(a);
    expect(parses).toBe(2);
    keep('cccc', parse); // three kept would be over the count: 'aaaa' goes
    keep('aaaa', parse);
    expect(parses).toBe(4);
    keep('ddddddddd', parse); // 9 characters: the others go to make room
    keep('cccc', parse);
    expect(parses).toBe(6);
    keep('eeeeeeeeeeee', parse); // over the limit alone: parsed, never kept
    keep('eeeeeeeeeeee', parse);
    expect(parses).toBe(8);
  });
});
