import { BACKGROUND_TYPES, type BackgroundType, type FontSize } from '../../../core/types.js';
import type { RichRenderers } from '../figures/rich.js';
import { buildStyles, type Styles } from '../styles/styles.js';
import { resolveTheme, type Theme } from '../styles/themes.js';
import type { Highlight } from './highlight.js';
import {
  createRenderer,
  type DocumentRenderer,
  type ParsedDocument,
  rootTags,
} from './renderer.js';

/**
 * What the caller does to each variant's HTML (the gallery points its images at their
 * copies): it must touch only what the document wrote, never a style, so it can be done
 * once to a template (checked on one look of each document).
 */
export type Finish = (html: string) => string;

/** A theme and font size to draw a document in. */
export interface Look {
  theme: string;
  fontSize: FontSize;
}

/**
 * One look's styles flattened: every string of its `Styles`, in one order, and its shape,
 * which is all the rules ever branch on (an empty heading decoration writes no `<span>`,
 * the bullets' count picks a level's bullet, the code spans' scopes pick a span).
 */
interface LookStyles {
  shape: string;
  values: string[];
  roots: Record<BackgroundType, string>;
  /** `values`, then the root tag of each background in `BACKGROUND_TYPES` order. */
  table: string[];
}

/**
 * A document in many looks: per look, its HTML or the index of the template that, filled in
 * with that look's style table (`fill`), gives it. A template is literal text and numbers,
 * each number an index into the table; it opens with its root tag's.
 */
export interface Restyled {
  pages: (string | number)[];
  templates: (string | number)[][];
}

// A stand-in is `\u0001<index>\u0002`: no document holding `\u0001` is drawn from a template.
const MARK = '\u0001';
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

function flatten(theme: Theme, fontSize: FontSize): LookStyles {
  const values: string[] = [];
  const shape = tableOf(buildStyles(theme, fontSize), values, false);
  const roots = rootTags(theme, fontSize);
  const table = values.slice();
  for (const background of BACKGROUND_TYPES) table.push(roots[background]);
  return { shape, values, roots, table };
}

/** The look's styles with each kept string replaced by its stand-in: its index in the table. */
function standIns(theme: Theme, fontSize: FontSize): Styles {
  let next = 0;
  return mapKept(
    buildStyles(theme, fontSize),
    () => `${MARK}${next++}${MARK_END}`,
    false,
  ) as Styles;
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

/**
 * The gallery's variants: a document in many looks. Rendering is the same walk of the same
 * tokens in every look, and a look differs only in the strings its `Styles` holds, so looks
 * of one shape share one render made with stand-ins for those strings, and each look fills
 * in its own: about a string join per look instead of a render. A diagram is drawn in its
 * theme's colours, so a document with one is rendered in every look.
 * (test/engine/restyle.test.ts and restyle.corpus.test.ts hold the examples in every look and
 * the bench corpus in rotating looks to a full conversion; docs/decisions/005-variants-from-templates.md.)
 */
export function createRestyler(
  renderer: (theme: string, fontSize: FontSize) => DocumentRenderer,
  highlight: Highlight,
  rich: RichRenderers,
) {
  const looks = new Map<string, LookStyles>();
  // Per shape: the renderer writing stand-ins, and the root tags of the look it was made for.
  const templateRenderers = new Map<
    string,
    { draw: DocumentRenderer; roots: LookStyles['roots'] }
  >();

  function lookStyles(look: Look): LookStyles {
    const key = `${look.theme}\u0000${look.fontSize}`;
    let found = looks.get(key);
    if (!found) {
      found = flatten(resolveTheme(look.theme), look.fontSize);
      looks.set(key, found);
    }
    return found;
  }

  function templateRenderer(look: Look, shape: string) {
    let found = templateRenderers.get(shape);
    if (!found) {
      const theme = resolveTheme(look.theme);
      const s = standIns(theme, look.fontSize);
      found = {
        draw: createRenderer(theme, look.fontSize, highlight, rich, s),
        roots: rootTags(theme, look.fontSize),
      };
      templateRenderers.set(shape, found);
    }
    return found;
  }

  function restyle(
    parsed: ParsedDocument,
    markdown: string,
    background: BackgroundType,
    wanted: readonly Look[],
    finish?: Finish,
  ): Restyled {
    const full = (look: Look) => {
      const html = renderer(look.theme, look.fontSize).render(parsed, background);
      return finish ? finish(html) : html;
    };
    const templates: (string | number)[][] = [];
    if (!templatable(parsed, markdown)) return { pages: wanted.map(full), templates };
    // Per shape: the index of its template, or -1 where each look is rendered whole.
    const made = new Map<string, number>();
    const pages = wanted.map((look) => {
      const styles = lookStyles(look);
      let index = made.get(styles.shape);
      if (index === undefined) {
        const parts = templateParts(parsed, background, look, styles, finish);
        index = parts ? templates.push(parts) - 1 : -1;
        made.set(styles.shape, index);
      }
      return index < 0 ? full(look) : index;
    });
    return { pages, templates };
  }

  return {
    restyle,
    /** The strings a template's numbers stand for in this look, built once per engine. */
    styleTable: (look: Look): readonly string[] => lookStyles(look).table,
  };

  /**
   * The finished template of one shape, split; none when `finish` does not commute with
   * filling in: it changed the root tag, or finishing the first look filled in differs from
   * filling in the finished template (checked once per document and shape).
   */
  function templateParts(
    parsed: ParsedDocument,
    background: BackgroundType,
    look: Look,
    styles: LookStyles,
    finish: Finish | undefined,
  ): (string | number)[] | undefined {
    const template = templateRenderer(look, styles.shape);
    // Every render opens with its look's root tag; the template's is replaced whole, by the
    // table's entry for this background (after the look's values).
    const root = template.roots[background];
    const rootIndex = styles.values.length + BACKGROUND_TYPES.indexOf(background);
    const html = template.draw.render(parsed, background);
    const parts = [rootIndex, ...split(html.slice(root.length))];
    if (!finish) return parts;
    const finished = finish(html);
    if (!finished.startsWith(root)) return undefined;
    const finishedParts =
      finished === html ? parts : [rootIndex, ...split(finished.slice(root.length))];
    return finish(fill(parts, styles.table)) === fill(finishedParts, styles.table)
      ? finishedParts
      : undefined;
  }
}

/** Each look's HTML from what `restyle` gave: its page, or its template filled in. */
export function expand(restyled: Restyled, tables: readonly (readonly string[])[]): string[] {
  return restyled.pages.map((page, i) =>
    typeof page === 'string' ? page : fill(restyled.templates[page], tables[i]),
  );
}

/**
 * Whether a template draws this document exactly: not when its text holds the stand-ins'
 * mark, nor when it has a diagram (drawn in the theme's colours, not with its styles).
 */
function templatable(parsed: ParsedDocument, markdown: string): boolean {
  return !markdown.includes(MARK) && !parsed.tokens.some((token) => token.type === 'mermaid_block');
}
