import { describe, expect, it } from 'vitest';
import { split } from '../../src/engine/local/render/look-tables.js';

/** What a template was split with before: a regex over the page, stand-in numbers at odd indices. */
function regexSplit(template: string): (string | number)[] {
  return template.split(/\u0001(\d+)\u0002/g).map((part, i) => (i % 2 === 1 ? Number(part) : part));
}

describe('splitting a template at its stand-ins', () => {
  it('gives the parts a regex split gives, at the ends, side by side and around stray marks', () => {
    const cases = [
      '',
      'plain text',
      '\u00010\u0002',
      '<p style="\u00013\u0002">x</p>\u000112\u0002',
      '\u00011\u0002\u00012\u0002',
      'a\u0001b\u00012\u0002c',
      '\u0001\u00017\u0002',
      '\u0001\u0002 \u0001x\u0002 \u000107 \u0002 \u00010042\u0002',
      'trailing mark \u0001',
      'trailing digits \u0001123',
      '\u0002\u00015\u0002\u0002',
    ];
    for (const text of cases)
      expect({ text, parts: split(text) }).toEqual({ text, parts: regexSplit(text) });
  });

  it('matches it on random text built of marks, digits and letters', () => {
    const alphabet = ['\u0001', '\u0002', '0', '1', '9', 'a', '<', ' '];
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed;
    };
    for (let n = 0; n < 2000; n++) {
      const length = next() % 24;
      let text = '';
      for (let i = 0; i < length; i++) text += alphabet[next() % alphabet.length];
      expect({ text, parts: split(text) }).toEqual({ text, parts: regexSplit(text) });
    }
  });
});
