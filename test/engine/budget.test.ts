import { describe, expect, it } from 'vitest';
import { LimitError } from '../../src/core/errors.js';
import { checkDiagramLimits } from '../../src/engine/local/figures/diagram-limits.js';
import { precheckMathAndDiagrams } from '../../src/engine/local/figures/rich-precheck.js';
import { createLocalEngine } from '../../src/engine/local/index.js';
import { denseDiagram, formulaFlood, hugeDiagram, hugeMatrix } from '../support/bombs.js';

const block = (markdown: string) =>
  markdown.slice(markdown.indexOf('```mermaid') + 11, markdown.lastIndexOf('```'));

describe('diagram limits, counted before layout', () => {
  it.each([
    [
      'flowchart',
      'graph TD\n  A[Start] --> B{Ok?}\n  B -->|yes| C[Done]\n  B -- no --> D((Retry))\n  D -.-> A\n  C ==> E & F\n',
    ],
    ['sequence', 'sequenceDiagram\n  Alice->>Bob: Hello\n  Bob-->>Alice: Hi\n'],
    ['ER', 'erDiagram\n  CUSTOMER ||--o{ ORDER : places\n  ORDER ||--|{ LINE : contains\n'],
    ['class', 'classDiagram\n  Animal <|-- Duck\n  Animal : +int age\n'],
    ['state', 'stateDiagram-v2\n  [*] --> Still\n  Still --> Moving\n  Moving --> [*]\n'],
  ])('an ordinary %s diagram passes', (_kind, source) => {
    expect(checkDiagramLimits(source)).toBeUndefined();
  });

  it('40 densely connected nodes: over 200 connections, on the line that passes them', () => {
    const source = block(denseDiagram());
    const problem = checkDiagramLimits(source);
    expect(problem).toMatchObject({ code: 'diagram_too_large', limit: 200, actual: 201 });
    // The line that holds the 201st connection.
    expect(source.split('\n')[problem!.line]).toMatch(/^ {2}N\d+ --> N\d+$/);
    expect(
      source
        .split('\n')
        .slice(0, problem!.line)
        .filter((l) => l.includes('-->')),
    ).toHaveLength(200);
  });

  it('one line fanning out `a & b … --> c & d …` counts every edge it makes', () => {
    expect(checkDiagramLimits(block(hugeDiagram()))).toMatchObject({
      code: 'diagram_too_large',
      line: 1,
      limit: 100,
      actual: 240,
    });
    expect(
      checkDiagramLimits(
        'graph TD\n  a & b & c & d & e & f & g & h & i & j & k & l & m & n & o --> p & q & r & s & t & u & v & w & x & y & z & a1 & a2 & a3 & a4\n',
      ),
    ).toMatchObject({ limit: 200, actual: 225 });
  });
});

describe('formula limits', () => {
  it('a flood is one error on the line of the formula over the limit, before MathJax draws any', async () => {
    const findings = await precheckMathAndDiagrams(
      `# Flood\n\nfine\n\n${'$x$ '.repeat(1000)}\n\n${'$y$ '.repeat(1001)}\n`,
      2,
    );
    expect(findings).toEqual([
      expect.objectContaining({
        severity: 'error',
        code: 'too_many_formulas',
        line: 7 + 2,
        limit: 2000,
        actual: 2001,
      }),
    ]);
  });

  it('a huge matrix is refused for its length, named by its start', async () => {
    const findings = await precheckMathAndDiagrams(hugeMatrix());
    expect(findings).toEqual([
      expect.objectContaining({ code: 'formula_too_long', line: 3, limit: 5000 }),
    ]);
    expect(findings[0].message).toContain('\\begin{matrix}a_{00}&a_{01}');
  });

  it('the engine refuses the same when no pre-check ran (serve, the CLI convert)', async () => {
    const engine = createLocalEngine();
    const refused = await engine.convert({ markdown: formulaFlood() }).catch((e) => e);
    expect(refused).toBeInstanceOf(LimitError);
    expect(refused.code).toBe('too_many_formulas');
  });
});

describe('HTML size cap', () => {
  it('a document converting to more than max-html-bytes fails with html_too_large', async () => {
    const markdown = `# Big\n\n${'Some words in a paragraph. '.repeat(1500)}\n`;
    const small = createLocalEngine({ maxHtmlBytes: 20_000 });
    const refused = await small.convert({ markdown }).catch((e) => e);
    expect(refused).toBeInstanceOf(LimitError);
    expect(refused).toMatchObject({ code: 'html_too_large', limit: 20_000 });
    expect((await createLocalEngine().convert({ markdown })).html.length).toBeGreaterThan(20_000);
  });
});
