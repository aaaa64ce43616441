import { describe, expect, it } from 'vitest';
import { documents, LOOKS, warmEngine, wrongLooks } from './restyle-support.js';

// Every look of every document of the bench corpus: minutes of conversions, so this file
// runs with the slow tests (vitest.config.ts), not in the unit loop.
describe('restyle: every variant of the bench corpus is exactly the conversion in its look', () => {
  it('in all 48 themes x 3 sizes', { timeout: 30 * 60_000 }, async () => {
    const engine = await warmEngine();
    const corpus = documents('bench/corpus');
    expect(corpus.length).toBeGreaterThan(500);
    expect(LOOKS).toHaveLength(144);
    const failures: string[] = [];
    for (const [name, markdown] of corpus) {
      const wrong = wrongLooks(engine, markdown);
      if (wrong.length > 0) failures.push(`${name}: ${wrong.slice(0, 3).join(', ')}`);
    }
    expect(failures).toEqual([]);
  });
});
