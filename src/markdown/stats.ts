/** wordCount and estimatedReadTime exactly as DESIGN.md section 5 defines them. */
export function wordCount(body: string): number {
  let count = 0;
  for (const char of body) {
    if (!/\s/u.test(char)) count++;
  }
  return count;
}

export function estimatedReadTime(words: number): number {
  return words === 0 ? 0 : Math.max(1, Math.ceil(words / 300));
}
