import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount } from '../../src/report/format-number.js';

describe('formatCount', () => {
  const intl = new Intl.NumberFormat('en-US');

  it('groups thousands exactly as en-US Intl does', () => {
    for (const n of [0, -0, 7, 999, 1000, -1000, 12_345, 1_234_567, Number.MAX_SAFE_INTEGER, 1.5])
      expect(formatCount(n), String(n)).toBe(intl.format(n));
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (n) => formatCount(n) === intl.format(n)),
    );
  });
});
