import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { TeX } from 'mathjax-full/js/input/tex.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMathRenderer } from '../../src/engine/local/figures/math.js';
import { precheckMathAndDiagrams } from '../../src/engine/local/figures/rich-precheck.js';
import { createLocalEngine } from '../../src/engine/local/index.js';
import { DEFINITIONS, definingDocument, usingDocument } from '../support/tex-definitions.js';

const afterUse = (html: string) => html.slice(html.indexOf('Use:'));

describe('a fresh TeX state per document', () => {
  // B alone, each in an engine of its own, before any definition ran in this process.
  const alone: string[] = [];
  const aloneFindings: string[] = [];
  beforeAll(async () => {
    for (const { use } of DEFINITIONS) {
      const engine = createLocalEngine();
      const markdown = usingDocument(use);
      aloneFindings.push(JSON.stringify(await precheckMathAndDiagrams(markdown, 0, 'default')));
      alone.push((await engine.convert({ markdown })).html);
    }
  }, 120_000);

  it('no definition in one document changes another document converted later by the same engine', async () => {
    const engine = createLocalEngine();
    const changed: string[] = [];
    for (const [i, { define, use }] of DEFINITIONS.entries()) {
      await engine.convert({ markdown: definingDocument(define, use) });
      const { html } = await engine.convert({ markdown: usingDocument(use) });
      if (html !== alone[i]) changed.push(define);
    }
    expect(changed).toEqual([]);
  }, 120_000);

  it('no definition reaches the pre-check of a later document, nor its theme variants', async () => {
    const engine = createLocalEngine();
    const changed: string[] = [];
    for (const [i, { define, use }] of DEFINITIONS.entries()) {
      const a = definingDocument(define, use);
      await precheckMathAndDiagrams(a, 0, 'default', engine.rich);
      await engine.convert({ markdown: a }, undefined, { prechecked: true });
      engine.restyle({ markdown: a }, [{ theme: 'default', fontSize: 'large' }]);
      const b = usingDocument(use);
      const findings = JSON.stringify(await precheckMathAndDiagrams(b, 0, 'default', engine.rich));
      const [variant] = engine.restyle({ markdown: b }, [{ theme: 'default', fontSize: 'medium' }]);
      if (findings !== aloneFindings[i] || variant !== alone[i]) changed.push(define);
    }
    expect(changed).toEqual([]);
  }, 120_000);

  it('a definition holds for the later formulas of its own document, every time it is converted', async () => {
    const engine = createLocalEngine();
    for (const [i, { define, use, within }] of DEFINITIONS.entries()) {
      if (!within) continue;
      const markdown = definingDocument(define, use);
      const first = (await engine.convert({ markdown })).html;
      // The use reads differently after its definition than alone: the pairs above are real.
      expect(afterUse(first), define).not.toBe(afterUse(alone[i]));
      // Converted again (the pre-check and each variant do): the same, not "defined twice".
      expect((await engine.convert({ markdown })).html, define).toBe(first);
    }
  }, 120_000);
});

describe('math sessions', () => {
  const svgOrError = (result: { svg: string } | { error: string }) =>
    'svg' in result ? 'svg' : result.error;

  it('keep their own state when they interleave, and after cached formulas', () => {
    const math = createMathRenderer();
    const one = math.session();
    const two = math.session();
    expect(svgOrError(one.render('\\DeclareMathOperator{\\op}{op}', true))).toBe('svg');
    expect(svgOrError(two.render('\\op x', false))).toBe('Undefined control sequence \\op');
    expect(svgOrError(one.render('\\op x', false))).toBe('svg');
    // A third session meets the definition in the cache, then a formula not drawn yet:
    // the definition must be read again before it.
    const three = math.session();
    expect(svgOrError(three.render('\\DeclareMathOperator{\\op}{op}', true))).toBe('svg');
    expect(svgOrError(three.render('\\op y', false))).toBe('svg');
    expect(svgOrError(math.session().render('\\op y', false))).toBe(
      'Undefined control sequence \\op',
    );
  });

  it('leave nothing behind: the TeX state of every finished document is freed', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    // A document's TeX state is a TeX input of its own (math.ts): watch each one being set
    // up, weakly. MathJax's tags registry used to keep every one (some 50 KB each) for the
    // life of the process.
    const states: WeakRef<object>[] = [];
    const initialize = TeX.prototype.initialize;
    TeX.prototype.initialize = function (this: TeX<unknown, unknown, unknown>) {
      states.push(new WeakRef(this));
      return initialize.call(this);
    };
    try {
      const math = createMathRenderer();
      for (let i = 0; i < 20; i++) {
        // Each a cache miss with a definition, so each reads in a fresh TeX state.
        const session = math.session();
        session.render(`\\DeclareMathOperator{\\op}{op} \\op x_{${i}}`, true);
        session.render(`y_{${i}} \\tag{1}`, true);
      }
    } finally {
      TeX.prototype.initialize = initialize;
    }
    expect(states.length).toBeGreaterThanOrEqual(20);
    // A weak reference holds its target until the current job ends; then collect.
    await new Promise((resolve) => setTimeout(resolve, 0));
    gc();
    // The renderer keeps the state of the document it is reading, and nothing more.
    expect(states.filter((state) => state.deref() !== undefined).length).toBeLessThanOrEqual(1);
  });
});
