import { describe, expect, it } from 'vitest';
import { diagramTheme } from '../../src/engine/local/figures/rich.js';
import { precheckMathAndDiagrams } from '../../src/engine/local/figures/rich-precheck.js';
import { createLocalEngine } from '../../src/engine/local/index.js';
import { resolveTheme } from '../../src/engine/local/styles/themes.js';
import { precheck } from '../../src/markdown/precheck.js';
import { all, first, forbiddenIn, parse } from './html.js';
import { editorChanges, svgProblems, svgsOf } from './svg-checks.js';

const engine = createLocalEngine();

async function render(markdown: string, theme = 'default') {
  const { html } = await engine.convert({ markdown, theme });
  expect(forbiddenIn(html)).toEqual([]);
  expect(editorChanges(html)).toEqual([]);
  for (const svg of svgsOf(html)) expect(svgProblems(svg)).toEqual([]);
  return { html, root: parse(html), svgs: svgsOf(html) };
}

const fence = (source: string) => `\`\`\`mermaid\n${source}\n\`\`\`\n`;

const DIAGRAMS: Record<string, string> = {
  flowchart: 'graph TD\n  A[Write] --> B{Review?}\n  B -->|yes| C[Merge]\n  B -.->|no| A',
  sequence: 'sequenceDiagram\n  Alice->>Bob: Hello\n  Bob-->>Alice: Hi',
  class: 'classDiagram\n  Animal <|-- Duck\n  Duck : +swim()',
  state: 'stateDiagram-v2\n  [*] --> Draft\n  Draft --> Published : merge\n  Published --> [*]',
  er: 'erDiagram\n  CUSTOMER ||--o{ ORDER : places',
};

describe('mermaid diagrams render to SVG the editor keeps', () => {
  for (const [kind, source] of Object.entries(DIAGRAMS)) {
    it(`draws a ${kind} diagram with its labels, sized by inline style`, async () => {
      const { root, svgs, html } = await render(fence(source));
      expect(svgs).toHaveLength(1);
      expect(html).not.toContain('<code');
      const svg = first(root, 'svg');
      expect(svg.style.width).toMatch(/^[\d.]+px$/);
      // Fitted to the column; the ER diagram (582 px, 11 px labels) would shrink them to 7 px,
      // so it keeps its size and scrolls (mermaid-check.ts).
      expect(svg.style['max-width']).toBe(kind === 'er' ? 'none' : '100%');
      // (HTML parsing lowercases attribute names)
      expect(svg.attrs.viewbox).toMatch(/^0 0 [\d.]+ [\d.]+$/);
      const labels = all(svg, 'text').map((t) => t.text);
      const expected = {
        flowchart: 'Review?',
        sequence: 'Hello',
        class: 'Duck',
        state: 'Draft',
        er: 'CUSTOMER',
      };
      expect(labels.join(' ')).toContain(expected[kind as keyof typeof expected]);
    });
  }

  it('draws arrowheads as shapes in place of markers', async () => {
    const { root } = await render(fence('graph LR\n  A --> B\n  B <--> C'));
    const heads = all(first(root, 'svg'), 'g').filter((g) =>
      /^translate\(.*rotate\(/.test(g.attrs.transform ?? ''),
    );
    // One head on A→B, two on B↔C.
    expect(heads).toHaveLength(3);
    for (const head of heads) expect(first(head, 'polygon').attrs.fill).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('takes its colours from the article theme', async () => {
    for (const theme of ['default', 'minimal-red', 'elegant-navy']) {
      const colours = diagramTheme(resolveTheme(theme));
      const { root } = await render(fence('graph TD\n  A --> B'), theme);
      const svg = first(root, 'svg');
      expect(svg.style.background).toBe(colours.bg);
      expect(all(svg, 'rect')[0].attrs.fill).toBe(colours.surface);
      expect(all(svg, 'text')[0].attrs.fill).toBe(colours.fg);
    }
  });

  it('shows a syntax error or an unsupported type as code, with a finding on its line', async () => {
    const markdown = [
      '# Diagrams', // 1
      '', // 2
      '```mermaid', // 3
      'graph TD', // 4
      '  A --> B', // 5
      '  B --> ', // 6
      '```', // 7
      '', // 8
      '```mermaid', // 9
      'pie title Pets', // 10
      '  "Dogs" : 3', // 11
      '```', // 12
    ].join('\n');
    const { root, svgs } = await render(markdown);
    expect(svgs).toHaveLength(0);
    const codes = all(root, 'code').map((c) => c.text.replace(/\u00a0/g, ' '));
    expect(codes).toEqual(['graph TD\n  A --> B\n  B --> ', 'pie title Pets\n  "Dogs" : 3']);
    const findings = await precheckMathAndDiagrams(markdown);
    expect(findings.map((f) => [f.code, f.severity, f.line])).toEqual([
      ['invalid_mermaid', 'warning', 6],
      ['unsupported_mermaid', 'warning', 10],
    ]);
    expect(findings[1].message).toContain('"pie"');
  });

  it('reports nothing for comments, subgraphs, styles and labels with dashes', async () => {
    const markdown = fence(
      [
        'flowchart LR',
        '  %% the write path',
        '  subgraph api [API -- edge]',
        '    A["a -- b"] --> B',
        '  end',
        '  classDef hot fill:#f96',
        '  class B hot',
        '  style A stroke:#333',
        '  C[(Store)]',
        '  B -- writes --> C',
      ].join('\n'),
    );
    // No syntax finding; only that the left-to-right layout is too wide for a phone.
    const findings = await precheckMathAndDiagrams(markdown);
    expect(findings.map((f) => f.code)).toEqual(['diagram_too_wide']);
    expect((await render(markdown)).svgs).toHaveLength(1);
  });

  it('keeps the spec limits on mermaid blocks in the pre-check', () => {
    const many = Array.from({ length: 21 }, () => fence('graph TD\n  A --> B')).join('\n');
    expect(precheck({ markdown: many }).map((f) => f.code)).toEqual(['too_many_mermaid_blocks']);
    const long = fence(`graph TD\n${'  A --> B\n'.repeat(1200)}`);
    expect(precheck({ markdown: long }).map((f) => f.code)).toEqual(['mermaid_block_too_long']);
  });
});
