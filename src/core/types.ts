/** Types shared across modules: convert options, findings and per-file results. */

export const FONT_SIZES = ['small', 'medium', 'large'] as const;
export const BACKGROUND_TYPES = ['default', 'grid', 'none'] as const;
export const DRAFT_TYPES = ['article', 'newspic'] as const;

/** The six named themes; engine/local/styles/themes.ts draws each theme listed here. */
export const NAMED_THEMES = [
  'default',
  'bytedance',
  'chinese',
  'apple',
  'sports',
  'cyber',
] as const;
/** The themes of the service's public catalogue with a look of their own each. */
export const CATALOGUE_THEMES = [
  'wechat-native',
  'sspai-red',
  'nyt-classic',
  'github-readme',
  'mint-fresh',
  'sunset-amber',
  'ink-minimal',
  'lavender-dream',
  'coffee-house',
  'bauhaus-primary',
] as const;
/** The family themes are one per style and colour: `minimal-gold`, …, `bold-sky`. */
export const THEME_STYLES = ['minimal', 'focus', 'elegant', 'bold'] as const;
export const THEME_COLORS = [
  'gold',
  'green',
  'blue',
  'orange',
  'red',
  'navy',
  'gray',
  'sky',
] as const;
/** A family theme's id: its style and colour, `minimal-gold`. */
export function familyThemeId(style: ThemeStyle, color: ThemeColor): string {
  return `${style}-${color}`;
}
/** Every theme id, in the order error messages list them. */
export const THEME_IDS: readonly string[] = Object.freeze([
  ...NAMED_THEMES,
  ...THEME_STYLES.flatMap((style) => THEME_COLORS.map((color) => familyThemeId(style, color))),
  ...CATALOGUE_THEMES,
]);

export type FontSize = (typeof FONT_SIZES)[number];
export type BackgroundType = (typeof BACKGROUND_TYPES)[number];
export type DraftType = (typeof DRAFT_TYPES)[number];
export type NamedTheme = (typeof NAMED_THEMES)[number];
export type CatalogueTheme = (typeof CATALOGUE_THEMES)[number];
export type ThemeStyle = (typeof THEME_STYLES)[number];
export type ThemeColor = (typeof THEME_COLORS)[number];

/** The body of `POST /api/v1/convert`, shared by both engines and the server. */
export interface ConvertRequest {
  markdown: string;
  theme?: string;
  fontSize?: FontSize;
  backgroundType?: BackgroundType;
  convertVersion?: string;
}

/** What `POST /api/v1/convert` answers (the `data` of the envelope). */
export interface ConvertResult {
  html: string;
  theme: string;
  fontSize: string;
  backgroundType: string;
  wordCount: number;
  estimatedReadTime: number;
}

export type Severity = 'error' | 'warning' | 'notice';

/** Something found in a document: a limit, a malformed module, a bad image. */
export interface Finding {
  severity: Severity;
  /** Stable identifier, e.g. `markdown_too_long`, `malformed_module`. */
  code: string;
  message: string;
  /** 1-based line in the file as written (front matter included). */
  line?: number;
  limit?: number;
  actual?: number;
}

export type FileStatus = 'converted' | 'checked' | 'failed' | 'skipped' | 'removed';

/** One document's outcome; this is what the `files` output and report.json list. */
export interface FileResult {
  path: string;
  status: FileStatus;
  engine?: 'local' | 'remote';
  /** Path of the written HTML page, relative to output-dir. */
  html?: string;
  title?: string;
  wordCount?: number;
  estimatedReadTime?: number;
  findings: Finding[];
  /** Why the file failed or was skipped, for the user. */
  reason?: string;
  /**
   * The look the document was converted with (the engine's answer), else the one it would
   * be: the run's settings under the document's front matter, with the engine's defaults.
   */
  settings?: LookSettings;
  /** What the platform's feed shows for the document, for the PR comment and the summary. */
  feed?: FeedCard;
  /**
   * Milliseconds the engine spent on this document: the local engine's conversion, or the
   * remote request to its reply (retries and waits for the rate limit included).
   */
  convertMs?: number;
}

export interface LookSettings {
  theme: string;
  fontSize: string;
  backgroundType: string;
}

/** A document as the platform's feed lists it. */
export interface FeedCard {
  title: string;
  author?: string;
  /** The front matter `digest`, else the first characters of the text a reader sees. */
  digest: string;
  /** A cover image is set, or the text has an image the draft takes as its cover. */
  cover: boolean;
}

export interface DraftResult {
  path: string;
  type: DraftType;
  status:
    | 'created'
    | 'skipped'
    | 'failed'
    | 'uncertain'
    | 'cancelled'
    /** Not sent because the draft ledger could not be written; a re-run drafts it. */
    | 'waiting'
    | 'dry-run'
    | 'already-drafted';
  draftId?: string;
  mediaId?: string;
  reason?: string;
}
