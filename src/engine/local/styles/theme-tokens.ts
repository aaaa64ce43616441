import type { ThemeStyle } from '../../../core/types.js';

/**
 * The design tokens every theme is a point of: a palette and a style family. A fix to how
 * headings or quotes look lands in every theme at once (styles.ts turns tokens into styles).
 */
export interface Palette {
  /** Headings' accents, list markers, link text, bold text. */
  primary: string;
  /** A light tint of primary: quote and hero backgrounds, accent cards. */
  tint: string;
  text: string;
  muted: string;
  border: string;
  /** Page background for backgroundType `default`. */
  background: string;
  /** Line colour of the `grid` background. */
  grid: string;
  inlineCodeBg: string;
  inlineCodeText: string;
  /** Second and third accents, for looks built from several colours (`geometric` headings). */
  secondary?: string;
  tertiary?: string;
}

export type HeadingStyle =
  | 'underline'
  | 'bar'
  | 'block'
  | 'centered'
  | 'plain'
  /** Text colour, no decoration: the platform's own articles. */
  | 'native'
  /** A thin grey rule under h1/h2, as a README on GitHub. */
  | 'hairline'
  /** A rule above and a double rule below, as a newspaper's section head. */
  | 'rule'
  /** The heading in a rounded tinted pill. */
  | 'pill'
  /** A highlighter stroke of the tint under the lower half of the text. */
  | 'highlight'
  /** Solid blocks and thick bars in the primary, secondary and tertiary colours. */
  | 'geometric';
export type QuoteStyle = 'bar' | 'box' | 'mark' | 'plain';
export type CodeTheme = 'light' | 'dark' | 'paper';
export type TableStyle = 'grid' | 'lines';
export type RuleStyle = 'line' | 'double' | 'dots';

export interface Family {
  fontFamily: string;
  /** Multiplies the base size for h1..h4; h5/h6 use the last entry. */
  headingScale: readonly number[];
  headingWeight: number;
  headingStyle: HeadingStyle;
  lineHeight: number;
  letterSpacing: string;
  /** Corner radius for code, quotes and cards. */
  radius: string;
  /** `mark`: a large opening quotation mark, no box; `plain`: indented italics, no rule. */
  quote: QuoteStyle;
  codeTheme: CodeTheme;
  /** `lines`: horizontal rules only (default `grid`). */
  table?: TableStyle;
  /** The thematic break (default `line`). */
  rule?: RuleStyle;
  /** The bullet of each nesting level of a list (default • ◦ ▪). */
  bullets?: readonly string[];
}

export interface Theme {
  id: string;
  /** One line for `md-platform themes`. */
  description: string;
  palette: Palette;
  family: Family;
}

export const SANS =
  '-apple-system,BlinkMacSystemFont,"Helvetica Neue","PingFang SC","Hiragino Sans GB","Microsoft YaHei",Arial,sans-serif';
export const SERIF = 'Georgia,"Songti SC","SimSun","Noto Serif CJK SC",serif';

export const FAMILIES = {
  minimal: {
    fontFamily: SANS,
    headingScale: [1.5, 1.3, 1.15, 1.05],
    headingWeight: 600,
    headingStyle: 'plain',
    lineHeight: 1.75,
    letterSpacing: '0',
    radius: '4px',
    quote: 'bar',
    codeTheme: 'light',
  },
  focus: {
    fontFamily: SANS,
    headingScale: [1.6, 1.35, 1.15, 1.05],
    headingWeight: 700,
    headingStyle: 'bar',
    lineHeight: 1.8,
    letterSpacing: '0.02em',
    radius: '6px',
    quote: 'box',
    codeTheme: 'light',
  },
  elegant: {
    fontFamily: SERIF,
    headingScale: [1.55, 1.3, 1.15, 1.05],
    headingWeight: 600,
    headingStyle: 'centered',
    lineHeight: 1.9,
    letterSpacing: '0.05em',
    radius: '2px',
    quote: 'bar',
    codeTheme: 'light',
  },
  bold: {
    fontFamily: SANS,
    headingScale: [1.7, 1.4, 1.2, 1.05],
    headingWeight: 800,
    headingStyle: 'block',
    lineHeight: 1.75,
    letterSpacing: '0.01em',
    radius: '8px',
    quote: 'box',
    codeTheme: 'dark',
  },
} as const satisfies Record<ThemeStyle, Family>;

export function palette(primary: string, tint: string, overrides: Partial<Palette> = {}): Palette {
  return {
    primary,
    tint,
    text: '#333333',
    muted: '#888888',
    border: '#e5e5e5',
    background: '#ffffff',
    grid: 'rgba(0,0,0,0.05)',
    inlineCodeBg: tint,
    inlineCodeText: primary,
    ...overrides,
  };
}
