import { describe, expect, it } from 'vitest';
import { createRichRenderers } from '../../src/engine/local/figures/rich.js';
import { holdsFigures } from '../../src/engine/local/figures/rich-check.js';
import { pretestMisses } from './figure-checks.js';
import { documents } from './restyle-support.js';

// The bench corpus is read once more by the full parse for each file, whole and as a body:
// seconds, so it runs with the slow tests; the unit loop holds the examples and tricky forms.
describe('the figure check’s test from its block phase, on the bench corpus', () => {
  it('never misses a formula or diagram the full check finds', () => {
    const rich = createRichRenderers();
    const corpus = documents('bench/corpus');
    expect(corpus.length).toBeGreaterThan(500);
    expect(pretestMisses(corpus, rich)).toEqual({ missed: [], differs: [] });
    // The corpus has figures for the test to find.
    expect(corpus.filter(([, text]) => holdsFigures(text, rich)).length).toBeGreaterThan(0);
  });
});
