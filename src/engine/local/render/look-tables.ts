/**
 * The strings a look writes, as a table, and the templates drawn with stand-ins for them:
 * restyle.ts draws a document's looks from these, and the gallery's page fills them in the
 * same way (src/report/variants.ts).
 */
import {
  BACKGROUND_TYPES,
  type BackgroundType,
  FONT_SIZES,
  type FontSize,
} from '../../../core/types.js';
import { LOOK_TABLES_JSON } from '../styles/look-tables-data.js';
import { buildStyles, type Styles } from '../styles/styles.js';
import { resolveTheme, THEME_IDS, type Theme } from '../styles/themes.js';
import { rootTags } from './renderer.js';

/**
 * One look's styles flattened: every string of its `Styles`, in one order, and its shape,
 * which is all the rules ever branch on (an empty heading decoration writes no `<span>`,
 * the bullets' count picks a level's bullet, the code spans' scopes pick a span).
 */
export interface LookStyles {
  shape: string;
  values: string[];
  roots: Record<BackgroundType, string>;
  /** `values`, then the root tag of each background in `BACKGROUND_TYPES` order. */
  table: string[];
}

// A stand-in is `\u0001<index>\u0002`: no document holding `\u0001` is drawn from a template.
export const MARK = '\u0001';
const MARK_END = '\u0002';

/**
 * The `Styles` fields the rules only ever write, never test: an empty one takes a stand-in
 * too, so themes with and without heading decorations share one shape (styles.ts).
 */
const WRITTEN_WHOLE = new Set(['headingOpen', 'headingClose']);

/** Whether a string takes a place in the table (`tableOf` and `mapKept` must agree). */
const kept = (text: string, whole: boolean) => whole || text !== '';
/** Whether the strings under `key` are written whole. */
const wholeUnder = (key: string, whole: boolean) => whole || WRITTEN_WHOLE.has(key);

/**
 * A look's table: each string of its `Styles` kept (non-empty, or under a key of
 * `WRITTEN_WHOLE` even when empty) goes into `values`, in one fixed order (keys in their
 * order, lists in theirs). Returns the shape: each string kept or not, each list's length
 * and each record's keys (`Styles` keys are identifiers and highlight.js scopes). Every
 * look's table is built in a gallery's run, so this builds no copy and no list of pieces.
 */
function tableOf(value: unknown, values: string[], whole: boolean): string {
  if (typeof value === 'string') {
    if (!kept(value, whole)) return '0';
    values.push(value);
    return '1';
  }
  if (Array.isArray(value)) {
    let shape = `[${value.length}`;
    for (const item of value) shape += tableOf(item, values, whole);
    return `${shape}]`;
  }
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    let shape = '{';
    for (const key in record)
      shape += `${key}:${tableOf(record[key], values, wholeUnder(key, whole))},`;
    return `${shape}}`;
  }
  return `(${String(value)})`;
}

/**
 * A copy of a `Styles` value with each string `tableOf` keeps replaced by `leaf`'s, met in
 * `tableOf`'s order.
 */
function mapKept(value: unknown, leaf: () => string, whole: boolean): unknown {
  if (typeof value === 'string') return kept(value, whole) ? leaf() : value;
  if (Array.isArray(value)) return value.map((item) => mapKept(item, leaf, whole));
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const copy: Record<string, unknown> = {};
    for (const key in record) copy[key] = mapKept(record[key], leaf, wholeUnder(key, whole));
    return copy;
  }
  return value;
}

/**
 * Every look's table, as `flatten` builds it: each distinct string once, each shape once,
 * and per look (`theme/fontSize`) the index of its shape, then its table as indices.
 */
export interface LookTables {
  strings: string[];
  shapes: string[];
  looks: Record<string, number[]>;
}

/** Builds every look's table from the themes and styles.ts (scripts/write-look-tables.ts). */
export function buildLookTables(): LookTables {
  const tables: LookTables = { strings: [], shapes: [], looks: {} };
  const strings = new Map<string, number>();
  const shapes = new Map<string, number>();
  const indexIn = (found: Map<string, number>, list: string[], text: string) => {
    let index = found.get(text);
    if (index === undefined) {
      index = list.push(text) - 1;
      found.set(text, index);
    }
    return index;
  };
  for (const theme of THEME_IDS) {
    for (const fontSize of FONT_SIZES) {
      const { shape, table } = flatten(resolveTheme(theme), fontSize);
      tables.looks[`${theme}/${fontSize}`] = [
        indexIn(shapes, tables.shapes, shape),
        ...table.map((text) => indexIn(strings, tables.strings, text)),
      ];
    }
  }
  return tables;
}

/**
 * A look's table, read from the tables written ahead of time (styles/look-tables-data.ts)
 * and parsed on first use, once per caller of this function: a gallery's run needs 49
 * looks, and building them from their styles took 20 to 30 ms of its start-up, most of it
 * code run cold (docs/decisions/008-look-tables-ahead-of-time.md).
 */
export function lookTables(): (theme: string, fontSize: FontSize) => LookStyles {
  let tables: LookTables | undefined;
  return (theme, fontSize) => {
    tables ??= JSON.parse(LOOK_TABLES_JSON) as LookTables;
    const found = tables.looks[`${theme}/${fontSize}`];
    if (!found) throw new Error(`No style table for the look ${theme}/${fontSize}.`);
    const { strings } = tables;
    const table = new Array<string>(found.length - 1);
    for (let i = 1; i < found.length; i++) table[i - 1] = strings[found[i]];
    const values = table.slice(0, table.length - BACKGROUND_TYPES.length);
    const roots = {} as Record<BackgroundType, string>;
    BACKGROUND_TYPES.forEach((background, i) => {
      roots[background] = table[values.length + i];
    });
    return { shape: tables.shapes[found[0]], values, roots, table };
  };
}

export function flatten(theme: Theme, fontSize: FontSize): LookStyles {
  const values: string[] = [];
  const shape = tableOf(buildStyles(theme, fontSize), values, false);
  const roots = rootTags(theme, fontSize);
  const table = values.slice();
  for (const background of BACKGROUND_TYPES) table.push(roots[background]);
  return { shape, values, roots, table };
}

/** The look's styles with each kept string replaced by its stand-in: its index in the table. */
export function standIns(theme: Theme, fontSize: FontSize): Styles {
  let next = 0;
  return mapKept(buildStyles(theme, fontSize), () => stand(next++), false) as Styles;
}

/**
 * A template split once: literal text at even indices, a stand-in's number at odd ones, as
 * splitting on /\u0001(\d+)\u0002/ gives, without a regex pass over every page (a mark not
 * opening a stand-in stays text).
 */
export function split(template: string): (string | number)[] {
  const parts: (string | number)[] = [];
  let literal = 0;
  let at = template.indexOf(MARK);
  while (at !== -1) {
    let end = at + 1;
    while (end < template.length && isDigit(template.charCodeAt(end))) end++;
    if (end > at + 1 && template[end] === MARK_END) {
      parts.push(template.slice(literal, at), Number(template.slice(at + 1, end)));
      literal = end + 1;
      at = template.indexOf(MARK, literal);
    } else at = template.indexOf(MARK, at + 1);
  }
  parts.push(template.slice(literal));
  return parts;
}

/** The stand-in for a table's entry, as the template's renderer writes it. */
export function stand(index: number): string {
  return `${MARK}${index}${MARK_END}`;
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

/** A template filled in with a look's style table (the gallery's script does the same). */
export function fill(parts: readonly (string | number)[], values: readonly string[]): string {
  const out = new Array<string>(parts.length);
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    out[i] = typeof part === 'number' ? values[part] : part;
  }
  return out.join('');
}
