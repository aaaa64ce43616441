/**
 * Math and diagram cost in the embedded engine:
 *   first    time to the first formula in a fresh process (MathJax load + first render), and
 *            the same for the first diagram; a fresh process, so no other bench has loaded them
 *   formula  mean time per formula once loaded, on distinct formulas (no cache hits)
 *   diagram  mean time per diagram once loaded
 *   size     HTML bytes per formula and per diagram
 *   doc      a document of 50 formulas and 5 diagrams, pre-check + convert (target < 1 s once
 *            the renderers are loaded); median of 3, each with formulas no run has seen
 *   docs     CPU per document for 30 documents of 25 formulas each through one engine, each
 *            pre-checked, converted and drawn in two more sizes, as a run does: every
 *            document starts from a fresh TeX state (figures/math.ts), which this prices
 *   lazy     renderers a document without math loads (must be none)
 * Run: npx tsx bench/math.ts
 */
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { createMathRenderer } from '../src/engine/local/figures/math.js';
import { createMermaidRenderer } from '../src/engine/local/figures/mermaid.js';
import { diagramTheme } from '../src/engine/local/figures/rich.js';
import { precheckMathAndDiagrams } from '../src/engine/local/figures/rich-precheck.js';
import { createLocalEngine } from '../src/engine/local/index.js';
import { resolveTheme } from '../src/engine/local/styles/themes.js';
import { cpuMsSince, median } from './support/stats.js';

const FORMULAS = [
  'x^2 + y^2 = z^2',
  '\\frac{n(n+1)}{2}',
  '\\sum_{i=1}^{n} i^2',
  '\\int_0^\\infty e^{-x^2}\\,dx = \\frac{\\sqrt{\\pi}}{2}',
  '\\begin{pmatrix} a & b \\\\ c & d \\end{pmatrix}',
  'f(x) = \\begin{cases} 1 & x > 0 \\\\ 0 & \\text{else} \\end{cases}',
  '\\lim_{n \\to \\infty} \\left(1 + \\frac{1}{n}\\right)^n = e',
  '\\bar{t} = h t_c + (1 - h) t_d',
  'P(A \\mid B) = \\frac{P(B \\mid A) P(A)}{P(B)}',
  '\\nabla \\cdot \\mathbf{E} = \\frac{\\rho}{\\varepsilon_0}',
];

const DIAGRAMS = [
  'graph TD\n  A[Write] --> B{Review}\n  B -->|ok| C[Merge]\n  B -->|no| A',
  'sequenceDiagram\n  Alice->>Bob: Hello\n  Bob-->>Alice: Hi',
  'classDiagram\n  Animal <|-- Duck\n  Duck : +swim()',
  'stateDiagram-v2\n  [*] --> Draft\n  Draft --> Published\n  Published --> [*]',
  'erDiagram\n  CUSTOMER ||--o{ ORDER : places',
];

const ms = (n: number) => `${n.toFixed(1)} ms`;

/** In a child process: the first formula and the first diagram, load included. */
async function first(): Promise<void> {
  let start = performance.now();
  const math = (await import('../src/engine/local/figures/math.js')).createMathRenderer();
  math.session().render(FORMULAS[0], false);
  const formula = performance.now() - start;
  start = performance.now();
  const mermaid = (await import('../src/engine/local/figures/mermaid.js')).createMermaidRenderer();
  mermaid.render(DIAGRAMS[0], diagramTheme(resolveTheme('default')));
  console.log(JSON.stringify({ formula, diagram: performance.now() - start }));
}

export async function main(): Promise<void> {
  const child = spawnSync(process.execPath, ['--import', 'tsx', import.meta.filename, '--first'], {
    encoding: 'utf8',
  });
  const firsts = JSON.parse(child.stdout.trim().split('\n').pop() ?? '{}') as Record<
    string,
    number
  >;
  console.log(
    `math: first formula ${ms(firsts.formula)}, first diagram ${ms(firsts.diagram)} (fresh process, load included)`,
  );

  // One session, as one document's formulas: each formula below is drawn, none cached.
  const math = createMathRenderer().session();
  const mermaid = createMermaidRenderer();
  const colours = diagramTheme(resolveTheme('default'));
  // Warm up on formulas the measured runs do not use.
  for (const f of FORMULAS) math.render(`${f} + w`, true);
  for (const d of DIAGRAMS) mermaid.render(`${d}\n  %% warm`, colours);

  let bytes = 0;
  let start = performance.now();
  let cpu = process.cpuUsage();
  const rounds = 5;
  for (let r = 0; r < rounds; r++) {
    for (const f of FORMULAS) {
      const result = math.render(`${f} + ${r}`, r % 2 === 0);
      if ('svg' in result) bytes += result.svg.length;
    }
  }
  const perFormula = (performance.now() - start) / (rounds * FORMULAS.length);
  const formulaCpu = cpuMsSince(cpu) / (rounds * FORMULAS.length);
  const formulaBytes = bytes / (rounds * FORMULAS.length);

  bytes = 0;
  start = performance.now();
  cpu = process.cpuUsage();
  for (let r = 0; r < rounds; r++) {
    for (const d of DIAGRAMS) {
      const result = mermaid.render(`${d}\n  %% ${r}`, colours);
      if ('svg' in result) bytes += result.svg.length;
    }
  }
  const perDiagram = (performance.now() - start) / (rounds * DIAGRAMS.length);
  const diagramCpu = cpuMsSince(cpu) / (rounds * DIAGRAMS.length);
  const diagramBytes = bytes / (rounds * DIAGRAMS.length);
  console.log(
    `math: per formula ${ms(perFormula)} (CPU ${ms(formulaCpu)}), ${Math.round(formulaBytes)} B of HTML each`,
  );
  console.log(
    `math: per diagram ${ms(perDiagram)} (CPU ${ms(diagramCpu)}), ${Math.round(diagramBytes)} B of HTML each`,
  );

  const docs: number[] = [];
  const docsCpu: number[] = [];
  for (let run = 0; run < 3; run++) {
    const parts = ['# Fifty formulas and five diagrams', ''];
    for (let i = 0; i < 50; i++) {
      const f = `${FORMULAS[i % FORMULAS.length]} + ${run * 100 + i}`;
      parts.push(i % 5 === 0 ? `$$\n${f}\n$$\n` : `Line ${i} has $${f}$ inline.\n`);
      if (i % 10 === 9)
        parts.push(`\`\`\`mermaid\n${DIAGRAMS[(i - 9) / 10]}\n  %% run ${run}\n\`\`\`\n`);
    }
    const markdown = parts.join('\n');
    const engine = createLocalEngine();
    start = performance.now();
    cpu = process.cpuUsage();
    // The pre-check draws into the engine's renderers, as a run's does.
    const findings = await precheckMathAndDiagrams(markdown, 0, undefined, engine.rich);
    const { html } = await engine.convert({ markdown }, undefined, { prechecked: true });
    docs.push(performance.now() - start);
    docsCpu.push(cpuMsSince(cpu));
    // Every formula and diagram must draw (an error, or a fallback to code, would time a
    // different path). A warning still draws: the ER diagram's two entities side by side
    // are wider than a phone and scroll, which the engine rightly tells the writer.
    if (findings.some((f) => f.severity === 'error') || html.includes('<code'))
      throw new Error('the bench document did not render cleanly');
  }
  console.log(
    `math: 50 formulas + 5 diagrams, pre-check + convert: ${ms(median(docs))}, CPU ${ms(median(docsCpu))} (median of 3; target < 1000 ms)`,
  );

  const engine = createLocalEngine();
  await engine.convert({ markdown: 'Load $x$.' });
  const runCpu = process.cpuUsage();
  const count = 30;
  for (let d = 0; d < count; d++) {
    const parts = [`# Document ${d}`, ''];
    for (let i = 0; i < 20; i++) {
      const f = `${FORMULAS[i % FORMULAS.length]} + ${d * 100 + i}`;
      parts.push(`Text $${f}$ inline.`, '');
      if (i % 4 === 0)
        parts.push(`$$\n${FORMULAS[(i + 3) % FORMULAS.length]} - ${d * 100 + i}\n$$`, '');
    }
    const markdown = parts.join('\n');
    await precheckMathAndDiagrams(markdown, 0, undefined, engine.rich);
    await engine.convert({ markdown }, undefined, { prechecked: true });
    engine.restyle({ markdown }, [
      { theme: 'default', fontSize: 'small' },
      { theme: 'default', fontSize: 'large' },
    ]);
  }
  console.log(
    `math: ${count} documents of 25 formulas through one engine (pre-check, convert, 2 variants): CPU ${ms(cpuMsSince(runCpu) / count)} per document`,
  );

  const plain = createLocalEngine();
  await plain.convert({ markdown: 'Costs $5 and $10.\n\n```sh\necho "$HOME"\n```\n' });
  console.log(
    `math: renderers loaded by a document without math: ${plain.loadedRenderers().length === 0 ? 'none' : plain.loadedRenderers().join(', ')}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv.includes('--first')) await first();
  else await main();
}
