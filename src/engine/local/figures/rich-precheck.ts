import type { Finding } from '../../../core/types.js';
import type { RichRenderers } from './rich.js';

/**
 * Bad TeX, mermaid syntax errors and diagram types the embedded engine cannot draw, as
 * warnings with their lines (the page shows their source as code). Documents with no `$`
 * and no math or mermaid fence load nothing: the checker and the renderers are imported
 * only for the others.
 */
export async function precheckMathAndDiagrams(
  markdown: string,
  lineOffset = 0,
  theme?: string,
  /** The run's renderers (its engine's, when local); a fresh set when none is given. */
  rich: RichRenderers = { wanted: new Set() },
): Promise<Finding[]> {
  if (!mayHoldFigures(markdown)) return [];
  const { checkMathAndDiagrams } = await import('./rich-check.js');
  return checkMathAndDiagrams(markdown, rich, lineOffset, theme);
}

/** A quick test: false means the document holds no math or diagram for the engine to draw. */
export function mayHoldFigures(markdown: string): boolean {
  return markdown.includes('$') || MATH_OR_MERMAID_FENCE.test(markdown);
}

const MATH_OR_MERMAID_FENCE = /^[ \t>]*(?:`{3,}|~{3,})[ \t]*(?:math|mermaid)\b/im;
