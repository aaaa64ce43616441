import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);

// src/core/suggest.ts
function suggest(typed, known) {
  const wanted = typed.toLowerCase();
  let best;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const name of known) {
    const distance = editDistance(wanted, name.toLowerCase());
    if (distance < bestDistance) {
      best = name;
      bestDistance = distance;
    }
  }
  if (best === void 0) return void 0;
  const allowed = best.length < 5 ? 1 : best.length < 9 ? 2 : 3;
  return bestDistance <= allowed ? best : void 0;
}
function didYouMean(typed, known) {
  const hit = suggest(typed, known);
  return hit === void 0 ? "" : ` (did you mean "${hit}"?)`;
}
function editDistance(a, b) {
  const s = a.slice(0, 64);
  const t = b.slice(0, 64);
  let before = new Array(t.length + 1).fill(0);
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

export {
  suggest,
  didYouMean
};
