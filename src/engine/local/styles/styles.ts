import type { BackgroundType, FontSize } from '../../../core/types.js';
import { CODE_COLORS } from './code-colors.js';
import { headingStyles } from './heading-styles.js';
import { type ModuleStyles, moduleStyles } from './module-styles.js';
import type { CodeTheme, QuoteStyle, Theme } from './theme-tokens.js';

/** Base body size in px per font size option; headings scale from it. */
const BASE_PX: Record<FontSize, number> = { small: 14, medium: 16, large: 18 };

/**
 * Every inline style the renderer writes, computed once per theme and font size.
 * Rendering then only concatenates strings: no CSS engine on the hot path.
 */
export interface Styles {
  paragraph: string;
  headings: readonly string[];
  /**
   * What each heading level writes inside its tag around the text: the decoration's
   * `<span style>` (the bar or block behind the text) and its `</span>`, both '' when none.
   * Written whole, never tested, so every theme renders headings by the same steps
   * (render/restyle.ts draws all looks from one template because of it).
   */
  headingOpen: readonly string[];
  headingClose: readonly string[];
  blockquote: string;
  list: string;
  listItem: string;
  marker: string;
  taskMarker: string;
  pre: string;
  code: string;
  inlineCode: string;
  table: string;
  tableWrap: string;
  th: string;
  td: string;
  image: string;
  hr: string;
  strong: string;
  em: string;
  del: string;
  link: string;
  refMark: string;
  sectionTitle: string;
  refList: string;
  refItem: string;
  refUrl: string;
  footnoteRef: string;
  hero: string;
  heroTitle: string;
  heroSubtitle: string;
  heroTags: string;
  heroTag: string;
  cardsWrap: string;
  cardsHeading: string;
  card: string;
  cardAccent: string;
  cardTitle: string;
  cardTitleAccent: string;
  cardLine: string;
  /** hljs scope → the opening `<span style>` tag for code. */
  codeSpans: Readonly<Record<string, string>>;
  codeTheme: CodeTheme;
  /** The bullet of each nesting level of a list. */
  bullets: readonly string[];
  /** The layout modules other than hero and cards (module-styles.ts). */
  modules: ModuleStyles;
}

/** The thematic break's top border, before its colour. */
const RULES = { line: '1px solid', double: '3px double', dots: '2px dotted' } as const;

const QUOTES: Record<QuoteStyle, (theme: Theme) => string> = {
  bar: ({ palette: p }) =>
    `margin:1.2em 0;padding:0.6em 1em;border-left:3px solid ${p.primary};background:${p.tint};color:${p.muted}`,
  box: ({ palette: p, family: f }) =>
    `margin:1.2em 0;padding:0.8em 1em;border:1px solid ${p.border};border-radius:${f.radius};background:${p.tint};color:${p.muted}`,
  // A pull quote: rules above and below in the accent, italics, no box.
  mark: ({ palette: p }) =>
    `margin:1.6em 0;padding:0.8em 0.4em;border-top:2px solid ${p.primary};border-bottom:2px solid ${p.primary};font-style:italic;color:${p.text}`,
  plain: ({ palette: p }) =>
    `margin:1.2em 0;padding:0 1em;border-left:4px solid ${p.border};color:${p.muted}`,
};

function codeSpans(colors: Record<string, string>): Record<string, string> {
  const spans: Record<string, string> = {};
  for (const [scope, color] of Object.entries(colors)) {
    let style = `color:${color}`;
    if (scope === 'comment' || scope === 'doc' || scope === 'quote') style += ';font-style:italic';
    if (scope === 'section' || scope === 'title') style += ';font-weight:bold';
    spans[scope] = `<span style="${style}">`;
  }
  spans.strong = '<span style="font-weight:bold">';
  spans.emphasis = '<span style="font-style:italic">';
  return spans;
}

function round(n: number): string {
  return String(Math.round(n * 10) / 10);
}

export function buildStyles(theme: Theme, fontSize: FontSize): Styles {
  const { palette: p, family: f } = theme;
  const base = BASE_PX[fontSize];
  const small = round(base * 0.875);
  const code = CODE_COLORS[f.codeTheme];
  const text = `color:${p.text};font-size:${base}px;line-height:${f.lineHeight};letter-spacing:${f.letterSpacing}`;

  const { headings, headingInner } = headingStyles(theme, base);
  const quote = QUOTES[f.quote](theme);
  const lines = f.table === 'lines';

  return {
    paragraph: `margin:0 0 1em;${text}`,
    headings,
    headingOpen: headingInner.map((inner) => (inner ? `<span style="${inner}">` : '')),
    headingClose: headingInner.map((inner) => (inner ? '</span>' : '')),
    blockquote: quote,
    list: 'margin:0.2em 0 1em;padding:0 0 0 1em;list-style-type:none',
    listItem: `margin:0.3em 0;padding:0;${text}`,
    marker: `display:inline-block;min-width:1.4em;margin-right:0.2em;color:${p.primary};font-weight:bold`,
    taskMarker: `display:inline-block;min-width:1.4em;margin-right:0.2em;color:${p.primary}`,
    pre: `margin:1em 0;padding:0;border-radius:${f.radius};background:${code.bg};overflow-x:auto`,
    code: `display:block;padding:1em;font-family:Menlo,Consolas,'Courier New',monospace;font-size:${small}px;line-height:1.6;color:${code.text};background:${code.bg};white-space:nowrap;overflow-x:auto`,
    inlineCode: `margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:${small}px;color:${p.inlineCodeText};background:${p.inlineCodeBg}`,
    tableWrap: 'margin:1em 0;overflow-x:auto;max-width:100%',
    table: `border-collapse:collapse;min-width:100%;font-size:${small}px;color:${p.text}`,
    th: lines
      ? `padding:0.5em 0.8em;border-bottom:2px solid ${p.text};text-align:left;font-weight:bold;white-space:nowrap`
      : `padding:0.5em 0.8em;border:1px solid ${p.border};background:${p.tint};font-weight:bold;white-space:nowrap`,
    td: lines
      ? `padding:0.5em 0.8em;border-bottom:1px solid ${p.border}`
      : `padding:0.5em 0.8em;border:1px solid ${p.border}`,
    image: `display:block;max-width:100%;width:100%;height:auto;margin:1em auto;border-radius:${f.radius}`,
    hr: `margin:2em 0;border:0;border-top:${RULES[f.rule ?? 'line']} ${p.border}`,
    strong: `font-weight:bold;color:${p.primary}`,
    em: 'font-style:italic',
    del: `text-decoration:line-through;color:${p.muted}`,
    link: `color:${p.primary};border-bottom:1px solid ${p.primary}`,
    refMark: `font-size:0.75em;color:${p.primary}`,
    sectionTitle: `margin:2em 0 0.8em;padding-top:1em;border-top:1px solid ${p.border};font-size:${small}px;font-weight:bold;color:${p.muted}`,
    refList: `margin:0;font-size:${round(base * 0.8)}px;line-height:1.6;color:${p.muted}`,
    refItem: 'margin:0 0 0.4em;word-break:break-all',
    refUrl: `color:${p.muted}`,
    footnoteRef: `font-size:0.75em;color:${p.primary}`,
    hero: `margin:0 0 1.5em;padding:1.8em 1.2em;border-radius:${f.radius};background:${p.tint};text-align:center`,
    heroTitle: `margin:0;font-size:${round(base * f.headingScale[0] * 1.1)}px;font-weight:${f.headingWeight};line-height:1.3;color:${p.primary}`,
    heroSubtitle: `margin:0.6em 0 0;font-size:${base}px;line-height:1.6;color:${p.muted}`,
    heroTags: 'margin:1em 0 0',
    heroTag: `display:inline-block;margin:0.2em;padding:0.1em 0.7em;border:1px solid ${p.primary};border-radius:999px;font-size:12px;color:${p.primary}`,
    cardsWrap: 'margin:1.5em 0',
    cardsHeading: `margin:0 0 0.8em;font-size:${round(base * 1.15)}px;font-weight:${f.headingWeight};color:${p.text}`,
    card: `margin:0 0 0.8em;padding:0.9em 1em;border:1px solid ${p.border};border-radius:${f.radius};background:${p.background}`,
    cardAccent: `margin:0 0 0.8em;padding:0.9em 1em;border:1px solid ${p.primary};border-left:4px solid ${p.primary};border-radius:${f.radius};background:${p.tint}`,
    cardTitle: `margin:0 0 0.3em;font-size:${base}px;font-weight:bold;color:${p.text}`,
    cardTitleAccent: `margin:0 0 0.3em;font-size:${base}px;font-weight:bold;color:${p.primary}`,
    cardLine: `margin:0;font-size:${small}px;line-height:1.6;color:${p.muted}`,
    codeSpans: codeSpans(code.colors),
    codeTheme: f.codeTheme,
    bullets: f.bullets ?? ['•', '◦', '▪'],
    modules: moduleStyles(theme, base),
  };
}

/** The root wrapper's style: the only place the background option shows. */
export function rootStyle(theme: Theme, fontSize: FontSize, background: BackgroundType): string {
  const { palette: p, family: f } = theme;
  let style = `padding:16px;font-family:${f.fontFamily.replaceAll('"', "'")};font-size:${BASE_PX[fontSize]}px;color:${p.text};line-height:${f.lineHeight};word-wrap:break-word`;
  if (background === 'default') style += `;background-color:${p.background}`;
  if (background === 'grid') {
    style += `;background-color:${p.background};background-image:linear-gradient(90deg,${p.grid} 1px,transparent 0),linear-gradient(${p.grid} 1px,transparent 0);background-size:20px 20px`;
  }
  return style;
}
