import { describe, expect, it } from 'vitest';
import { FONT_SIZES } from '../../src/core/types.js';
import { buildLookTables, flatten, lookTables } from '../../src/engine/local/render/look-tables.js';
import { LOOK_TABLES_JSON } from '../../src/engine/local/styles/look-tables-data.js';
import { resolveTheme, THEME_IDS } from '../../src/engine/local/styles/themes.js';

describe('the style tables written ahead of time', () => {
  it('are those the themes and styles give today (else: npm run look-tables)', () => {
    expect(JSON.parse(LOOK_TABLES_JSON), 'run `npm run look-tables` and commit the file').toEqual(
      buildLookTables(),
    );
  });

  it('give every one of the 144 looks exactly as building it from its styles does', () => {
    const read = lookTables();
    let looks = 0;
    for (const theme of THEME_IDS) {
      for (const fontSize of FONT_SIZES) {
        expect(read(theme, fontSize)).toEqual(flatten(resolveTheme(theme), fontSize));
        looks++;
      }
    }
    expect(looks).toBe(144);
    expect(() => read('no-such-theme', 'medium')).toThrow(/no-such-theme\/medium/);
  });
});
