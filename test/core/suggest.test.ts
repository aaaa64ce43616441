import { describe, expect, it } from 'vitest';
import { didYouMean, editDistance, suggest } from '../../src/core/suggest.js';

describe('suggest', () => {
  it.each([
    ['convrt', ['convert', 'check', 'preview', 'serve'], 'convert'],
    ['--them', ['--theme', '--out', '--engine'], '--theme'],
    ['Chinese', ['default', 'chinese', 'apple'], 'chinese'],
    ['calout', ['callout', 'steps', 'cards'], 'callout'],
    ['sevre', ['serve', 'check'], 'serve'],
    ['xyz', ['convert', 'check'], undefined],
    ['banana', ['callout', 'steps'], undefined],
  ])('%s → %s', (typed, known, expected) => {
    expect(suggest(typed, known)).toBe(expected);
  });

  it('says it in words, or says nothing', () => {
    expect(didYouMean('convrt', ['convert'])).toBe(' (did you mean "convert"?)');
    expect(didYouMean('zzzzzz', ['convert'])).toBe('');
  });

  it('counts edits, a swap of neighbours as one', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('ab', 'ba')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
  });
});
