import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_BUDGET } from '../../src/core/budget.js';
import { FONT_SIZES } from '../../src/core/types.js';
import { createLocalEngine, THEME_IDS } from '../../src/engine/local/index.js';
import {
  type BudgetedEngine,
  createBudgetedEngine,
} from '../../src/engine/local/threads/budgeted-engine.js';

/**
 * The budgeted engine loads the YAML library only for front matter that needs it; each
 * document must come out exactly as from the engine that has the library at hand.
 */
const DOCUMENTS: Record<string, string> = {
  none: '# Title\n\nText.\n',
  simple: '---\ntitle: Notes\n---\n\n# Body\n',
  needsLibrary: '---\ntitle: "Quoted: yes"\ntags: [a, b]\n---\n\n# Body\n\nText.\n',
  invalidYaml: '---\ntitle: [unclosed\n---\n\n# Body\n',
  notMapping: '---\n- one\n- two\n---\n\nText after a list.\n',
  badField: '---\npublish: "maybe"\nauthor: {a: 1}\n---\n\nBody.\n',
  unclosed: '---\ntitle: x\n\nNo closing line.\n',
  rule: '---\n\nText under a rule.\n',
};

const looks = [
  ...FONT_SIZES.filter((s) => s !== 'medium').map((fontSize) => ({ theme: 'default', fontSize })),
  ...THEME_IDS.slice(0, 3).map((theme) => ({ theme, fontSize: 'medium' as const })),
];

describe('front matter in the budgeted engine', () => {
  let engine: BudgetedEngine | undefined;
  afterEach(async () => {
    await engine?.close?.();
  });
  // No thread starts: none of these documents holds math or a diagram.
  const budgeted = () =>
    (engine = createBudgetedEngine({ entry: '/nowhere.js', budget: DEFAULT_BUDGET, threads: 1 }));

  it('converts every form as the engine with the YAML library does', async () => {
    const reference = createLocalEngine();
    for (const [name, markdown] of Object.entries(DOCUMENTS)) {
      const fresh = budgeted();
      const expected = await reference.convert({ markdown });
      expect({ name, html: (await fresh.convert({ markdown })).html }).toEqual({
        name,
        html: expected.html,
      });
      await fresh.close?.();
    }
  });

  it('draws the variants of a document whose front matter needs the library, asked first', async () => {
    const reference = createLocalEngine();
    const markdown = DOCUMENTS.needsLibrary;
    const restyled = await budgeted().restyleTemplates({ markdown }, looks);
    const expected = reference.restyleTemplates({ markdown }, looks);
    expect(restyled).toEqual(expected);
    expect(JSON.stringify(restyled)).not.toContain('Quoted');
  });
});
