import { DocumentError } from '../../../core/errors.js';
import {
  familyThemeId,
  type NamedTheme,
  THEME_COLORS,
  THEME_IDS,
  THEME_STYLES,
  type ThemeColor,
  type ThemeStyle,
} from '../../../core/types.js';

/**
 * Themes are built from a few design tokens (a palette and a style family) rather
 * than 38 hand-written stylesheets, so a fix to how headings or quotes look lands
 * in every theme at once.
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
}

export type HeadingStyle = 'underline' | 'bar' | 'block' | 'centered' | 'plain';
export type CodeTheme = 'light' | 'dark';

export interface Theme {
  id: string;
  palette: Palette;
  family: {
    fontFamily: string;
    /** Multiplies the base size for h1..h4; h5/h6 use the last entry. */
    headingScale: readonly number[];
    headingWeight: number;
    headingStyle: HeadingStyle;
    lineHeight: number;
    letterSpacing: string;
    /** Corner radius for code, quotes and cards. */
    radius: string;
    quote: 'bar' | 'box';
    codeTheme: CodeTheme;
  };
}

const SANS =
  '-apple-system,BlinkMacSystemFont,"Helvetica Neue","PingFang SC","Hiragino Sans GB","Microsoft YaHei",Arial,sans-serif';
const SERIF = 'Georgia,"Songti SC","SimSun","Noto Serif CJK SC",serif';

type Family = Theme['family'];

const FAMILIES = {
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

/** Each colour: its primary and a light tint of it. */
const COLORS = {
  gold: ['#b8860b', '#fbf5e6'],
  green: ['#2e8b57', '#eaf6ef'],
  blue: ['#1e6fd9', '#e9f1fc'],
  orange: ['#e06c1b', '#fdf0e6'],
  red: ['#c8323c', '#fcebec'],
  navy: ['#1f3a68', '#e8edf5'],
  gray: ['#555c66', '#f0f1f3'],
  sky: ['#1a9bd7', '#e6f5fc'],
} as const satisfies Record<ThemeColor, readonly [string, string]>;

function palette(primary: string, tint: string, overrides: Partial<Palette> = {}): Palette {
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

/** The six named themes are points in the same token space as the family. */
const NAMED: (Theme & { id: NamedTheme })[] = [
  {
    id: 'default',
    palette: palette('#0f7b6c', '#e8f5f2'),
    family: { ...FAMILIES.focus, headingStyle: 'underline', quote: 'bar' },
  },
  {
    id: 'bytedance',
    palette: palette('#3370ff', '#edf3ff', { text: '#1f2329', muted: '#8f959e' }),
    family: { ...FAMILIES.bold, headingStyle: 'bar', codeTheme: 'light', radius: '6px' },
  },
  {
    id: 'chinese',
    palette: palette('#a52a2a', '#fbf1e8', {
      text: '#3b2e2a',
      background: '#fffaf3',
      border: '#e8d8c4',
    }),
    family: { ...FAMILIES.elegant, letterSpacing: '0.08em' },
  },
  {
    id: 'apple',
    palette: palette('#1d1d1f', '#f5f5f7', {
      text: '#1d1d1f',
      muted: '#86868b',
      inlineCodeText: '#1d1d1f',
    }),
    family: { ...FAMILIES.minimal, headingWeight: 700, headingScale: [1.75, 1.4, 1.2, 1.05] },
  },
  {
    id: 'sports',
    palette: palette('#ff5a1f', '#fff1ea', { text: '#222222' }),
    family: { ...FAMILIES.bold, headingStyle: 'block', letterSpacing: '0.02em' },
  },
  {
    id: 'cyber',
    palette: palette('#00e5ff', '#102a3a', {
      text: '#d6e2f0',
      muted: '#7f93a8',
      border: '#24405a',
      background: '#0b1020',
      grid: 'rgba(0,229,255,0.08)',
      inlineCodeBg: '#16233a',
      inlineCodeText: '#ff4fd8',
    }),
    family: { ...FAMILIES.bold, headingStyle: 'underline', codeTheme: 'dark', quote: 'bar' },
  },
];

function familyThemes(): Theme[] {
  return THEME_STYLES.flatMap((style) =>
    THEME_COLORS.map((color) => {
      const [primary, tint] = COLORS[color];
      return {
        id: familyThemeId(style, color),
        palette: palette(primary, tint),
        family: FAMILIES[style],
      };
    }),
  );
}

const THEMES: ReadonlyMap<string, Theme> = new Map(
  [...NAMED, ...familyThemes()].map((theme) => [theme.id, theme]),
);

export const DEFAULT_THEME = 'default';
export { THEME_IDS };

/** The theme with this id, or a DocumentError that lists every valid id. */
export function resolveTheme(id: string): Theme {
  const theme = THEMES.get(id);
  if (!theme) {
    throw new DocumentError(
      'unknown_theme',
      `Unknown theme "${id.slice(0, 64)}". Valid themes: ${THEME_IDS.join(', ')}.`,
    );
  }
  return theme;
}
