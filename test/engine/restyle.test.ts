import { describe, expect, it } from 'vitest';
import { BACKGROUND_TYPES } from '../../src/core/types.js';
import { documents, warmEngine, wrongLooks } from './restyle-support.js';

describe('restyle: every variant is exactly the conversion in its look', () => {
  it('for the examples, in every look and background', async () => {
    const engine = await warmEngine();
    const examples = documents('examples');
    expect(examples.map(([name]) => name)).toContain('cache-math.md');
    for (const [name, markdown] of examples) {
      for (const background of BACKGROUND_TYPES) {
        expect({ name, background, wrong: wrongLooks(engine, markdown, background) }).toEqual({
          name,
          background,
          wrong: [],
        });
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
});
