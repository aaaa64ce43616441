import type { ParsedDocument } from './renderer.js';

/**
 * Parses kept by text, so a run parses each document once: the gallery's variants
 * (src/report/outputs.ts draws up to 20 documents again) read the conversion's tokens.
 * A parse does not depend on the theme, the size or the renderers loaded (renderer.ts),
 * and a render leaves the tokens unchanged, so a kept parse is the one a new parse would
 * give. Bounded by count and by text, as tokens take many times their text's memory and
 * a server converts documents without end.
 */
export interface ParseLimits {
  count: number;
  chars: number;
}

export const PARSE_LIMITS: ParseLimits = { count: 24, chars: 2_000_000 };

/** Returns `parse(markdown)`, from the kept parses when this text was parsed recently. */
export type KeptParse = (
  markdown: string,
  parse: (markdown: string) => ParsedDocument,
) => ParsedDocument;

export function createParseCache(limits: ParseLimits = PARSE_LIMITS): KeptParse {
  const kept = new Map<string, ParsedDocument>();
  let chars = 0;
  return (markdown, parse) => {
    const found = kept.get(markdown);
    if (found) return found;
    const parsed = parse(markdown);
    if (markdown.length > limits.chars) return parsed;
    kept.set(markdown, parsed);
    chars += markdown.length;
    // The oldest go first (a Map iterates in insertion order).
    for (const text of kept.keys()) {
      if (kept.size <= limits.count && chars <= limits.chars) break;
      kept.delete(text);
      chars -= text.length;
    }
    return parsed;
  };
}
