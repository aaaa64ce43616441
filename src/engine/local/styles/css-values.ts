/**
 * The little CSS a diagram's stylesheet uses for its colours: custom properties, `var()` with
 * fallbacks and `color-mix(in srgb, …)`, evaluated to plain colours the editor keeps.
 */

/** Resolves `var(--x, fallback)` and `color-mix(in srgb, a p%, b)` against `vars`. */
export function resolveCss(text: string, vars: Map<string, string>, depth = 0): string {
  if (depth > 8) return text;
  let out = '';
  let i = 0;
  while (i < text.length) {
    const match = /(var|color-mix)\(/.exec(text.slice(i));
    if (!match) break;
    const start = i + match.index;
    const open = start + match[0].length;
    const close = matchingParen(text, open);
    if (close === -1) break;
    const args = splitTop(text.slice(open, close));
    let value: string;
    if (match[1] === 'var') {
      const own = vars.get(args[0].trim());
      value = own !== undefined ? own : (args[1] ?? '');
    } else {
      const [a, p] = splitWeight(resolveCss(args[1] ?? '', vars, depth + 1));
      value = mixHex(a, p, resolveCss(args[2] ?? '', vars, depth + 1).trim());
    }
    out += text.slice(i, start) + resolveCss(value.trim(), vars, depth + 1);
    i = close + 1;
  }
  return out + text.slice(i);
}

function matchingParen(text: string, from: number): number {
  let depth = 1;
  for (let i = from; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return i;
  }
  return -1;
}

function splitTop(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let last = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')') depth--;
    else if (text[i] === ',' && depth === 0) {
      parts.push(text.slice(last, i));
      last = i + 1;
    }
  }
  parts.push(text.slice(last));
  return parts;
}

function splitWeight(text: string): [string, number] {
  const match = /^(.*?)\s+([\d.]+)%$/.exec(text.trim());
  return match ? [match[1].trim(), Number(match[2])] : [text.trim(), 50];
}

/** Adds the custom properties declared in `css` to `vars`. */
export function declarations(css: string, vars: Map<string, string>): void {
  for (const match of css.matchAll(/(--[\w-]+)\s*:\s*([^;]+)/g))
    vars.set(match[1], match[2].trim());
}

/** `#rgb`/`#rrggbb` → [r, g, b]; undefined for anything else. */
export function parseHex(colour: string): [number, number, number] | undefined {
  const hex = colour.trim().replace(/^#/, '');
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return undefined;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [
    number,
    number,
    number,
  ];
}

/** CSS `color-mix(in srgb, a p%, b)` for hex colours. */
export function mixHex(a: string, percent: number, b: string): string {
  const x = parseHex(a);
  const y = parseHex(b);
  if (!x || !y) return a;
  const p = percent / 100;
  const channel = (i: number) =>
    Math.round(x[i] * p + y[i] * (1 - p))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(0)}${channel(1)}${channel(2)}`;
}
