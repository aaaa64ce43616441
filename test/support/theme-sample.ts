import { CATALOGUE_THEMES } from '../../src/core/types.js';

/** One theme of each kind: the named six, one per style family, and the catalogue's ten. */
export const THEME_SAMPLE: readonly string[] = [
  'default',
  'bytedance',
  'chinese',
  'apple',
  'sports',
  'cyber',
  'minimal-gold',
  'focus-green',
  'elegant-navy',
  'bold-red',
  ...CATALOGUE_THEMES,
];
