import { describe, expect, it } from 'vitest';
import { documents, LOOKS, warmEngine, wrongLooks } from './restyle-support.js';

/** Looks each corpus document is checked in: every look comes round once per 48 documents. */
const PER_DOCUMENT = 3;

// The whole bench corpus against full conversions. Every look of every document would be
// 80,000 conversions (minutes); each document in 3 looks, rotating so that every look meets
// a dozen different documents, covers every construct of the corpus in every style string.
describe('restyle: variants of the bench corpus are exactly the conversions in their looks', () => {
  it('each document in 3 looks, every one of the 144 looks in turn', {
    timeout: 10 * 60_000,
  }, async () => {
    const engine = await warmEngine();
    const corpus = documents('bench/corpus');
    expect(corpus.length).toBeGreaterThan(500);
    expect(LOOKS).toHaveLength(144);
    const failures: string[] = [];
    const seen = new Set<number>();
    for (const [i, [name, markdown]] of corpus.entries()) {
      const picks = Array.from({ length: PER_DOCUMENT }, (_, k) => (i + k * 48) % LOOKS.length);
      for (const pick of picks) seen.add(pick);
      const wrong = wrongLooks(
        engine,
        markdown,
        'default',
        picks.map((pick) => LOOKS[pick]),
      );
      if (wrong.length > 0) failures.push(`${name}: ${wrong.join(', ')}`);
    }
    expect(failures).toEqual([]);
    expect(seen.size).toBe(LOOKS.length);
  });

  // The background changes only the root's style; every background is held in the unit loop.
  it('every example in every look', { timeout: 10 * 60_000 }, async () => {
    const engine = await warmEngine();
    for (const [name, markdown] of documents('examples'))
      expect({ name, wrong: wrongLooks(engine, markdown) }).toEqual({ name, wrong: [] });
  });
});
