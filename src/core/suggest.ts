/**
 * "Did you mean": the known name closest to what was typed, when it is close enough to be
 * a typo (a small edit distance, relative to the name's length), else undefined. Used for
 * commands, flags, theme ids and layout module names alike.
 */
export function suggest(typed: string, known: readonly string[]): string | undefined {
  const wanted = typed.toLowerCase();
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const name of known) {
    const distance = editDistance(wanted, name.toLowerCase());
    if (distance < bestDistance) {
      best = name;
      bestDistance = distance;
    }
  }
  if (best === undefined) return undefined;
  // One edit for short names, two from five characters, three from nine: close enough that
  // the suggestion is what was meant, not a different word that happens to be short.
  const allowed = best.length < 5 ? 1 : best.length < 9 ? 2 : 3;
  return bestDistance <= allowed ? best : undefined;
}

/** " (did you mean `x`?)" or "", for the end of an error message. */
export function didYouMean(typed: string, known: readonly string[]): string {
  const hit = suggest(typed, known);
  return hit === undefined ? '' : ` (did you mean "${hit}"?)`;
}

/**
 * Optimal string alignment distance (insertions, deletions, substitutions and swaps of two
 * neighbours), two rows of memory. Inputs are capped so a hostile name costs at most
 * 64 × 64 steps.
 */
export function editDistance(a: string, b: string): number {
  const s = a.slice(0, 64);
  const t = b.slice(0, 64);
  let before = new Array<number>(t.length + 1).fill(0);
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const current = [i];
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        value = Math.min(value, before[j - 2] + 1);
      }
      current.push(value);
    }
    before = previous;
    previous = current;
  }
  return previous[t.length];
}
