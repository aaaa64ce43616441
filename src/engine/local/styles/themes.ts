import { DocumentError } from '../../../core/errors.js';
import { didYouMean } from '../../../core/suggest.js';
import {
  familyThemeId,
  type NamedTheme,
  THEME_COLORS,
  THEME_IDS,
  THEME_STYLES,
  type ThemeColor,
  type ThemeStyle,
} from '../../../core/types.js';
import { FAMILIES, palette, type Theme } from './theme-tokens.js';
import { CATALOGUE } from './themes-catalogue.js';

export type {
  CodeTheme,
  HeadingStyle,
  Palette,
  QuoteStyle,
  Theme,
} from './theme-tokens.js';

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

/** How each style family reads, for its themes' descriptions. */
const STYLE_WORDS: Record<ThemeStyle, string> = {
  minimal: 'Minimal: plain coloured headings, light code, quiet quotes',
  focus: 'Focus: barred headings, boxed quotes, roomy lines',
  elegant: 'Elegant: serif type, centred underlined headings',
  bold: 'Bold: heavy headings on solid blocks, dark code',
};

/** The six named themes are points in the same token space as the family. */
const NAMED: (Theme & { id: NamedTheme })[] = [
  {
    id: 'default',
    description: 'The default: teal underlined headings, barred quotes, light code',
    palette: palette('#0f7b6c', '#e8f5f2'),
    family: { ...FAMILIES.focus, headingStyle: 'underline', quote: 'bar' },
  },
  {
    id: 'bytedance',
    description: 'Product docs: blue barred headings, heavy type, light code',
    palette: palette('#3370ff', '#edf3ff', { text: '#1f2329', muted: '#8f959e' }),
    family: { ...FAMILIES.bold, headingStyle: 'bar', codeTheme: 'light', radius: '6px' },
  },
  {
    id: 'chinese',
    description: 'Chinese classic: serif, wide letter spacing, brick red on rice paper',
    palette: palette('#a52a2a', '#fbf1e8', {
      text: '#3b2e2a',
      background: '#fffaf3',
      border: '#e8d8c4',
    }),
    family: { ...FAMILIES.elegant, letterSpacing: '0.08em' },
  },
  {
    id: 'apple',
    description: 'Monochrome product page: large black headings, grey tints',
    palette: palette('#1d1d1f', '#f5f5f7', {
      text: '#1d1d1f',
      muted: '#86868b',
      inlineCodeText: '#1d1d1f',
    }),
    family: { ...FAMILIES.minimal, headingWeight: 700, headingScale: [1.75, 1.4, 1.2, 1.05] },
  },
  {
    id: 'sports',
    description: 'Sports page: orange heading blocks, heavy type, dark code',
    palette: palette('#ff5a1f', '#fff1ea', { text: '#222222' }),
    family: { ...FAMILIES.bold, headingStyle: 'block', letterSpacing: '0.02em' },
  },
  {
    id: 'cyber',
    description: 'Cyber: cyan and magenta on a night-blue page, dark code',
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
        description: `${STYLE_WORDS[style]}; ${color} accents`,
        palette: palette(primary, tint),
        family: FAMILIES[style],
      };
    }),
  );
}

const THEMES: ReadonlyMap<string, Theme> = new Map(
  [...NAMED, ...familyThemes(), ...CATALOGUE].map((theme) => [theme.id, theme]),
);

export const DEFAULT_THEME = 'default';
export { THEME_IDS };

/** Whether the local catalogue has this theme. */
export function isThemeId(id: string): boolean {
  return THEMES.has(id);
}

/** Each theme id with its one-line description, in the order of THEME_IDS. */
export function themeDescriptions(): { id: string; description: string }[] {
  return THEME_IDS.map((id) => ({ id, description: THEMES.get(id)?.description ?? '' }));
}

/** The theme with this id, or a DocumentError with the closest id and every valid one. */
export function resolveTheme(id: string): Theme {
  const theme = THEMES.get(id);
  if (!theme) {
    throw new DocumentError(
      'unknown_theme',
      `Unknown theme "${id.slice(0, 64)}"${didYouMean(id, THEME_IDS)}. Valid themes: ${THEME_IDS.join(', ')}.`,
    );
  }
  return theme;
}
