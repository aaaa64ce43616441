import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BACKGROUND_TYPES, FONT_SIZES } from '../../src/core/types.js';
import {
  createLocalEngine,
  type LocalEngine,
  type Look,
  THEME_IDS,
} from '../../src/engine/local/index.js';

/** Every look the gallery can offer: each of the 48 themes in each of the 3 sizes. */
export const LOOKS = THEME_IDS.flatMap((theme) =>
  FONT_SIZES.map((fontSize) => ({ theme, fontSize })),
);

/** The Markdown files of a folder of the repository, by name. */
export function documents(folder: string): [string, string][] {
  const dir = join(import.meta.dirname, '..', '..', folder);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => [name, readFileSync(join(dir, name), 'utf8')]);
}

/**
 * The engine as a run's is once its documents converted: the sanitizer and MathJax loaded,
 * so variants draw raw HTML and formulas as conversions do.
 */
export async function warmEngine(): Promise<LocalEngine> {
  const engine = createLocalEngine({ maxHtmlBytes: Number.POSITIVE_INFINITY });
  await engine.convert({ markdown: '<b>raw</b> $x^2$\n' });
  return engine;
}

/** The looks (all of them unless given) whose variant is not exactly the full conversion in that look. */
export function wrongLooks(
  engine: LocalEngine,
  markdown: string,
  backgroundType: (typeof BACKGROUND_TYPES)[number] = 'default',
  looks: readonly Look[] = LOOKS,
): string[] {
  const variants = engine.restyle({ markdown, backgroundType }, looks);
  return looks
    .filter(
      (look, i) => variants[i] !== engine.convertSync({ markdown, backgroundType, ...look }).html,
    )
    .map((look) => `${look.theme}/${look.fontSize}`);
}
