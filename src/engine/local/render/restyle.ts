import { BACKGROUND_TYPES, type BackgroundType, type FontSize } from '../../../core/types.js';
import type { RichRenderers } from '../figures/rich.js';
import { resolveTheme } from '../styles/themes.js';
import type { Highlight } from './highlight.js';
import { fill, type LookStyles, lookTables, MARK, split, stand, standIns } from './look-tables.js';
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
 * A document in many looks: per look, its HTML or the index of the template that, filled in
 * with that look's style table (`fill`), gives it. A template is literal text and numbers,
 * each number an index into the table; it opens with its root tag's.
 */
export interface Restyled {
  pages: (string | number)[];
  templates: (string | number)[][];
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
  // Per parse, per background and shape: its template as drawn, unfinished. The conversion
  // draws the document's own look from it, and the gallery's looks of that shape reuse it.
  // Held as long as the parse is (parse-cache.ts bounds how many are).
  const drawn = new WeakMap<ParsedDocument, Map<string, (string | number)[]>>();

  const tableOf = lookTables();

  function lookStyles(look: Look): LookStyles {
    const key = `${look.theme}\u0000${look.fontSize}`;
    let found = looks.get(key);
    if (!found) {
      // An unknown theme is the caller's error, with the themes listed (themes.ts).
      resolveTheme(look.theme);
      found = tableOf(look.theme, look.fontSize);
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

  const loaded = () =>
    `${rich.math ? 'm' : ''}${rich.mermaid ? 'd' : ''}${rich.sanitize ? 'h' : ''}`;

  /** The template of a shape for this parse and background, drawn once. */
  function templateOf(
    parsed: ParsedDocument,
    background: BackgroundType,
    look: Look,
    styles: LookStyles,
  ): (string | number)[] {
    let byShape = drawn.get(parsed);
    if (!byShape) {
      byShape = new Map();
      drawn.set(parsed, byShape);
    }
    // A render depends on the renderers loaded so far (math, raw HTML): one made before
    // they were is not the one a render now gives.
    const key = `${background}\u0000${styles.shape}\u0000${loaded()}`;
    const found = byShape.get(key);
    if (found) return found;
    const template = templateRenderer(look, styles.shape);
    // Every render opens with its look's root tag; the template's is replaced whole, by the
    // table's entry for this background (after the look's values).
    const root = template.roots[background];
    const rootIndex = styles.values.length + BACKGROUND_TYPES.indexOf(background);
    // What this render meets before its renderer is loaded, apart from earlier renders'.
    const earlier = [...rich.wanted];
    rich.wanted.clear();
    const parts = [
      rootIndex,
      ...split(template.draw.render(parsed, background).slice(root.length)),
    ];
    // A render that met a renderer still to load is drawn again once it is: kept, it would
    // hide from the next render that it wants one (threads/budgeted-engine.ts asks so).
    if (rich.wanted.size === 0) byShape.set(key, parts);
    for (const kind of earlier) rich.wanted.add(kind);
    return parts;
  }

  /**
   * A document in one look, as a conversion gives it: its template filled in where one draws
   * it, and the template kept, so the gallery's variants of the same shape need no render of
   * their own. The same string a render in that look gives (restyle.test.ts holds them equal).
   */
  function draw(
    parsed: ParsedDocument,
    markdown: string,
    background: BackgroundType,
    look: Look,
  ): string {
    if (!templatable(parsed, markdown))
      return renderer(look.theme, look.fontSize).render(parsed, background);
    const styles = lookStyles(look);
    return fill(templateOf(parsed, background, look, styles), styles.table);
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
    /**
     * A renderer to parse with for this look: the one its template is drawn by, so a
     * conversion drawn from a template makes no renderer of the look's own (a parse is the
     * same in every look, renderer.ts).
     */
    parser: (look: Look): DocumentRenderer => templateRenderer(look, lookStyles(look).shape).draw,
    draw,
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
    const parts = templateOf(parsed, background, look, styles);
    if (!finish) return parts;
    // The template as one string again, its root tag that of the look its renderer was made
    // for, which `finish` is checked against.
    const root = templateRenderer(look, styles.shape).roots[background];
    const [rootIndex, ...rest] = parts;
    const html =
      root + rest.map((part) => (typeof part === 'number' ? stand(part) : part)).join('');
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
