import type { createRichRenderers } from '../../src/engine/local/figures/rich.js';
import {
  blocksMayHoldFigures,
  findsFigures,
  holdsFigures,
} from '../../src/engine/local/figures/rich-check.js';

/**
 * Where the figure check's test from its block phase would change the answer: texts with a
 * formula or diagram the full parse finds and the test misses (`missed`), and texts where
 * the check with the test before it answers otherwise than the full parse (`differs`).
 * Each text is read whole and without its front matter, as the check reads the body.
 */
export function pretestMisses(
  texts: [string, string][],
  rich: ReturnType<typeof createRichRenderers>,
): { missed: string[]; differs: string[] } {
  const bodies = texts.map(([name, text]): [string, string] => [
    `${name} (body)`,
    text.replace(/^---\n[\s\S]*?\n---\n/, ''),
  ]);
  const all = [...texts, ...bodies];
  const full = new Map(all.map(([name, text]) => [name, holdsFigures(text, rich)]));
  return {
    missed: all
      .filter(([name, text]) => full.get(name) && !blocksMayHoldFigures(text, rich))
      .map(([name]) => name),
    differs: all
      .filter(([name, text]) => findsFigures(text, rich) !== full.get(name))
      .map(([name]) => name),
  };
}
