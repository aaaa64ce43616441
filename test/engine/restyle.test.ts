import { describe, expect, it } from 'vitest';
import { BACKGROUND_TYPES } from '../../src/core/types.js';
import { createLocalEngine } from '../../src/engine/local/index.js';
import { documents, LOOKS, warmEngine, wrongLooks } from './restyle-support.js';

describe('restyle: every variant is exactly the conversion in its look', () => {
  it('for an example of every construct, in every look', async () => {
    const engine = await warmEngine();
    const [[, markdown]] = documents('examples').filter(([name]) => name === 'git-to-drafts.md');
    expect(wrongLooks(engine, markdown)).toEqual([]);
  });

  // Every look of every example is held by restyle.corpus.test.ts, with the slow tests.
  it('for every example, in looks taken in turn across the themes, in every background', async () => {
    const engine = await warmEngine();
    const examples = documents('examples');
    expect(examples.map(([name]) => name)).toContain('cache-math.md');
    for (const [i, [name, markdown]] of examples.entries()) {
      const looks = [0, 1, 2].map((k) => LOOKS[(i * 7 + k * 53) % LOOKS.length]);
      for (const background of BACKGROUND_TYPES) {
        expect({
          name,
          background,
          wrong: wrongLooks(engine, markdown, background, looks),
        }).toEqual({ name, background, wrong: [] });
      }
    }
  });

  it('for documents a template cannot draw: a diagram, text holding the stand-ins’ mark', async () => {
    const engine = await warmEngine();
    const diagram = '# Flow\n\n```mermaid\ngraph TD; A-->B\n```\n\n- one\n  - two\n';
    const marked = '# Title \u00010\u0002\n\nText \u00013\u0002 and **bold \u0001**.\n';
    expect(wrongLooks(engine, diagram)).toEqual([]);
    expect(wrongLooks(engine, marked)).toEqual([]);
  });

  it('passes each variant through the caller’s finish, done once where it cannot touch a style', async () => {
    const engine = await warmEngine();
    const [[, markdown]] = documents('examples').filter(([name]) => name === 'release-notes.md');
    expect(markdown).toContain('![');
    // As the gallery's: image sources pointed elsewhere. And one that rewrites a style, which
    // cannot be done to a template, so every look is rendered and finished.
    const images = (html: string) => html.replaceAll('<img src="', '<img src="copies/');
    const style = (html: string) =>
      html.replace(/font-size:(\d+)px/, (_m, px) => `font-size:${px}.5px`);
    // One look in eight: a look of every size and of 18 themes.
    const looks = LOOKS.filter((_, i) => i % 8 === 0);
    for (const finish of [images, style]) {
      const variants = engine.restyle({ markdown }, looks, finish);
      looks.forEach((look, i) => {
        expect(variants[i]).toBe(finish(engine.convertSync({ markdown, ...look }).html));
      });
    }
    expect(engine.restyle({ markdown }, looks, images)[0]).toContain('<img src="copies/');
  });

  it('a conversion that meets a renderer not loaded yet says so each time; once loaded, draws it', async () => {
    // The conversion is drawn from a template it keeps for the variants: one drawn before
    // MathJax and the sanitizer were loaded must not stand in for a later conversion.
    const engine = createLocalEngine();
    const markdown = '# Sums\n\nInline $x^2$ and <b>raw</b> text.\n';
    for (let i = 0; i < 2; i++) {
      const { html } = engine.convertSync({ markdown });
      expect(html).not.toContain('<svg');
      expect([...engine.rich.wanted].sort()).toEqual(['html', 'math']);
    }
    const drawn = await engine.convert({ markdown });
    expect(drawn.html).toContain('<svg');
    expect(drawn.html).toContain('<b>raw</b>');
    expect(engine.rich.wanted.size).toBe(0);
    expect(engine.convertSync({ markdown }).html).toBe(drawn.html);
    expect(engine.restyle({ markdown }, [{ theme: 'default', fontSize: 'medium' }])).toEqual([
      drawn.html,
    ]);
  });
});
