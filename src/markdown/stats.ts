const WHITESPACE = /\s+/g;
const SURROGATE_PAIR = /[\uD800-\uDBFF][\uDC00-\uDFFF]/g;

/**
 * wordCount and estimatedReadTime exactly as DESIGN.md section 5 defines them:
 * non-whitespace characters (code points, so an emoji counts once). Whitespace is all
 * in the BMP, so removing it in UTF-16 and then counting pairs as one is exact, and
 * far cheaper than testing every character.
 */
export function wordCount(body: string): number {
  const text = body.replace(WHITESPACE, '');
  const pairs = text.match(SURROGATE_PAIR)?.length ?? 0;
  return text.length - pairs;
}

export function estimatedReadTime(words: number): number {
  return words === 0 ? 0 : Math.max(1, Math.ceil(words / 300));
}
