import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConvertRequest } from '../../src/core/types.js';
import type { Engine } from '../../src/engine/engine.js';
import { precheckMathAndDiagrams } from '../../src/engine/local/figures/rich-precheck.js';
import { createLocalEngine } from '../../src/engine/local/index.js';
import { processDocument } from '../../src/run/process-document.js';
import { all, first, forbiddenIn, parse } from './html.js';
import { editorChanges, svgProblems, svgsOf } from './svg-checks.js';

const engine = createLocalEngine();

async function render(markdown: string) {
  const { html } = await engine.convert({ markdown });
  expect(forbiddenIn(html)).toEqual([]);
  expect(editorChanges(html)).toEqual([]);
  for (const svg of svgsOf(html)) expect(svgProblems(svg)).toEqual([]);
  return { html, root: parse(html), svgs: svgsOf(html) };
}

describe('TeX math renders to SVG the editor keeps', () => {
  it('draws inline math on the text baseline, sized in ex by inline style', async () => {
    const { root, svgs } = await render('Energy $E = mc^2$ is conserved.\n');
    expect(svgs).toHaveLength(1);
    const p = first(root, 'p');
    const svg = first(p, 'svg');
    expect(p.text.replace(/\s+/g, ' ')).toBe('Energy is conserved.');
    expect(svg.style['vertical-align']).toMatch(/^-?[\d.]+ex$/);
    expect(svg.style.width).toMatch(/^[\d.]+ex$/);
    expect(svg.style.height).toMatch(/^[\d.]+ex$/);
    expect(svg.attrs.width).toBeUndefined();
    // Glyphs are inline paths (fontCache 'none'), drawn in the text colour.
    expect(all(svg, 'path').length).toBeGreaterThanOrEqual(5);
    expect(all(svg, 'path').every((path) => (path.attrs.d ?? '').length > 10)).toBe(true);
    expect(first(svg, 'g').attrs.fill).toBe('currentColor');
  });

  it('centres display math ($$ and ```math) in a block that scrolls sideways', async () => {
    const { root, svgs } = await render(
      'Before.\n\n$$\n\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}\n$$\n\n```math\n\\int_0^1 x\\,dx\n```\n',
    );
    expect(svgs).toHaveLength(2);
    const blocks = root.children.filter((c) => c.tag === 'section' && c.children[0]?.tag === 'svg');
    expect(blocks).toHaveLength(2);
    for (const block of blocks) {
      expect(block.style['text-align']).toBe('center');
      expect(block.style['overflow-x']).toBe('auto');
    }
  });

  it('supports ams environments (align, cases, matrices) and \\tag', async () => {
    const { html, svgs } = await render(
      [
        '$$\n\\begin{align} a &= b + c \\\\ d &= e \\end{align}\n$$',
        '$$\nf(x) = \\begin{cases} 1 & x > 0 \\\\ 0 & \\text{otherwise} \\end{cases}\n$$',
        '$$\n\\begin{pmatrix} 1 & 2 \\\\ 3 & 4 \\end{pmatrix} \\begin{bmatrix} x \\end{bmatrix}\n$$',
        '$$\nE = mc^2 \\tag{3}\n$$',
      ].join('\n\n'),
    );
    expect(svgs).toHaveLength(4);
    expect(html).not.toContain('<code');
    // A tagged equation spans the width, with the tag in its own right-aligned box.
    const tagged = svgs[3];
    expect(tagged).toMatch(/^<svg[^>]*style="[^"]*width:100%/);
    expect(tagged).toContain('preserveAspectRatio="xMaxYMid"');
  });

  it('shows bad TeX as code, never a blank or a crash', async () => {
    const { root, svgs } = await render('Bad $\\frac{a}{$ and $\\nosuchmacro{x}$ here.\n');
    expect(svgs).toHaveLength(0);
    expect(all(root, 'code').map((c) => c.text)).toEqual(['$\\frac{a}{$', '$\\nosuchmacro{x}$']);
    const block = await render('$$\n\\begin{align} a &= b\n$$\n');
    expect(first(block.root, 'code').text.replace(/\u00a0/g, ' ')).toContain(
      '\\begin{align} a &= b',
    );
  });
});

describe('dollar signs follow GitHub: only real math becomes math', () => {
  it('leaves prices, escaped dollars and code spans alone', async () => {
    const { root, svgs } = await render(
      'It costs $5 and $10. A \\$ sign, `echo $HOME$`, and $$ alone.\n',
    );
    expect(svgs).toHaveLength(0);
    expect(first(root, 'p').text).toBe('It costs $5 and $10. A $ sign, echo $HOME$, and $$ alone.');
  });

  it('needs no space inside the dollars and no digit after the closing one', async () => {
    expect((await render('a $ x$ b\n')).svgs).toHaveLength(0);
    expect((await render('a $x $ b\n')).svgs).toHaveLength(0);
    expect((await render('a $x$5 b\n')).svgs).toHaveLength(0);
    expect((await render('a $x$, b\n')).svgs).toHaveLength(1);
    expect((await render('The $`a$b`$ form.\n')).svgs).toHaveLength(1);
  });
});

describe('math findings in the pre-check', () => {
  it('names the file line of each bad formula, inline or display, after front matter', async () => {
    const body = [
      'Good $x$ here.', // 1
      '', // 2
      'A paragraph whose', // 3
      'second line has $\\frac{a}{$ in it.', // 4
      '', // 5
      '$$', // 6
      '\\undefinedthing', // 7
      '$$', // 8
      '',
      '```math',
      '\\left( x', // 11 (fence on 10)
      '```',
    ].join('\n');
    const findings = await precheckMathAndDiagrams(body, 3);
    expect(findings.map((f) => [f.code, f.severity, f.line])).toEqual([
      ['invalid_math', 'warning', 7],
      ['invalid_math', 'warning', 9],
      ['invalid_math', 'warning', 13],
    ]);
    expect(findings[0].message).toContain('\\frac{a}{');
    expect(findings[0].message).toMatch(/shown as code/);
    expect(findings[1].message).toContain('\\undefinedthing');
  });

  it('finds nothing, and loads nothing, in documents without math', async () => {
    const fresh = createLocalEngine();
    const plain = 'Costs $5 and $10.\n\n```sh\necho "$PATH"\n```\n';
    expect(await precheckMathAndDiagrams(plain)).toEqual([]);
    await fresh.convert({ markdown: plain });
    expect(fresh.loadedRenderers()).toEqual([]);
    await fresh.convert({ markdown: 'Now $x^2$.' });
    expect(fresh.loadedRenderers()).toEqual(['math']);
  });
});

describe('renderers loaded while other documents convert', () => {
  it('draws every document of concurrent converts on a fresh engine', async () => {
    const fresh = createLocalEngine();
    const [both, mathOnly] = await Promise.all([
      fresh.convert({ markdown: 'A $y^2$.\n\n```mermaid\ngraph LR\n  A --> B\n```\n' }),
      fresh.convert({ markdown: 'B $z^3$.\n' }),
    ]);
    expect(svgsOf(both.html)).toHaveLength(2);
    expect(both.html).not.toContain('<code');
    expect(svgsOf(mathOnly.html)).toHaveLength(1);
    expect(fresh.loadedRenderers()).toEqual(['math', 'mermaid']);
  });
});

describe('with the remote engine the Markdown goes to the service as it is', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'math-remote-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('sends math and mermaid untouched and reports no math findings of its own', async () => {
    const body = 'Bad $\\frac{a}{$ here.\n\n```mermaid\npie\n  "a": 1\n```\n';
    await writeFile(join(dir, 'doc.md'), body);
    const sent: ConvertRequest[] = [];
    // The service's side is not under test here: an Engine that records what it is sent.
    const remote: Engine = {
      name: 'remote',
      async convert(request) {
        sent.push(request);
        return {
          html: '<section>ok</section>',
          theme: 'default',
          fontSize: 'medium',
          backgroundType: 'default',
          wordCount: 1,
          estimatedReadTime: 1,
        };
      },
    };
    const { result } = await processDocument('doc.md', {
      workspace: dir,
      convertOptions: {},
      engine: remote,
    });
    expect(sent.map((r) => r.markdown)).toEqual([body]);
    expect(result.findings).toEqual([]);
    const local = await processDocument('doc.md', {
      workspace: dir,
      convertOptions: {},
      engine: createLocalEngine(),
    });
    expect(local.result.findings.map((f) => f.code)).toEqual([
      'invalid_math',
      'unsupported_mermaid',
    ]);
    expect(local.result.status).toBe('converted');
  });
});
