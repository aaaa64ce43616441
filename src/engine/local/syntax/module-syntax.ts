/**
 * The service's layout module syntax: an opener `:::name`, then optionally a caption in
 * brackets (`:::steps[How]`), words (`:::callout warning`) and `{key=value}` parameters
 * (`:::image-steps{columns=2}`); the body's lines; a closing `:::` line. This reads any module,
 * known or not; modules.ts reads hero and cards by the fields the service's API gives them.
 */
export interface ModuleBlock {
  /** The name, lower-cased. */
  name: string;
  /** The name as written, for messages. */
  written: string;
  caption: string;
  /** The opener's words after the name (`warning` in `:::callout warning`). */
  args: string[];
  params: Record<string, string>;
  /** The lines between opener and closer, as written (right-trimmed). */
  body: string[];
  /** Indices of the opening and closing lines. */
  start: number;
  end: number;
}

/** Every module name the service documents, for near-miss suggestions. */
export const SERVICE_MODULES = [
  'hero',
  'toc',
  'cards',
  'part',
  'label-title',
  'metrics',
  'compare',
  'steps',
  'timeline',
  'infographic',
  'verdict',
  'audience-fit',
  'myth-fact',
  'manifesto',
  'bridge',
  'quote',
  'image-annotate',
  'image-compare',
  'image-steps',
  'image-text',
  'cta',
  'faq',
  'checklist',
  'cases',
  'summary',
  'notice',
  'author-card',
  'subscribe',
  'people',
  'series',
  'callout',
  'definition',
  'quote-card',
  'tweet',
  'stat-row',
  'question',
  'resource-list',
  'comparison-table',
  'changelog',
  'split',
  'flow',
  'matrix',
  'dialogue-pair',
  'svg-reveal',
  'svg-swipe-gallery',
  'figure-caption',
  'gallery-grid',
  'gallery-story',
  'image-phone-shot',
  'dialogue',
  'gallery',
  'longimage',
] as const;

/** The modules the local engine draws itself; any other shows as a plain titled block. */
export const LOCAL_MODULES = [
  'hero',
  'cards',
  'callout',
  'steps',
  'timeline',
  'compare',
  'metrics',
  'quote',
  'faq',
  'checklist',
  'cta',
  'author-card',
  'summary',
] as const;

/** The kinds of `:::callout <kind>`; info when none is named. */
export const CALLOUT_KINDS = ['info', 'warning', 'success', 'danger'] as const;

const OPEN = /^:::[ \t]*([A-Za-z][\w-]*)(?:\[([^\]]*)\])?((?:[ \t{].*)?)$/;
const CLOSE = /^:::[ \t]*$/;

export interface Opener {
  name: string;
  written: string;
  caption: string;
  args: string[];
  params: Record<string, string>;
}

/** The opener on this line, or undefined when the line does not open a module. */
export function readOpener(line: string): Opener | undefined {
  const match = OPEN.exec(line.trimEnd());
  if (!match) return undefined;
  const { args, params } = readWords(match[3]);
  return {
    name: match[1].toLowerCase(),
    written: match[1],
    caption: (match[2] ?? '').trim(),
    args,
    params,
  };
}

export function isCloser(line: string): boolean {
  return CLOSE.test(line.trim());
}

/**
 * The module opening on line `start`, read up to its closing line before index `limit`, or
 * undefined when another opener or the end comes first (the module is never closed).
 */
export function readBlock(
  line: (index: number) => string,
  start: number,
  limit: number,
): ModuleBlock | undefined {
  const opener = readOpener(line(start));
  if (!opener) return undefined;
  const body: string[] = [];
  for (let i = start + 1; i < limit; i++) {
    const text = line(i);
    if (isCloser(text)) return { ...opener, body, start, end: i };
    if (readOpener(text.trim())) return undefined;
    body.push(text.trimEnd());
  }
  return undefined;
}

/** A run of a word's characters, and `=` with the spaces around it (sticky: read where set). */
const BARE = /[^\s{}"]+/y;
const KEY = /[\w-]+/y;
const EQUALS = /\s*=\s*/y;
const UNQUOTED = /[^\s,]*/y;
const SPACE = /\s/;

/**
 * `warning {tone=soft, size="big"} key=value` → words and parameters: each `{…}` holds
 * `key=value` pairs, a `"…"` is one word, and any other run without spaces, braces or
 * quotes is a word (`key=value` as a word is a parameter). Read in one pass: an opener is
 * the pull request's text, and the patterns this replaces (test/engine/module-syntax.test.ts
 * keeps them) took quadratic time on a long run of `{` or of `-`.
 */
function readWords(rest: string): { args: string[]; params: Record<string, string> } {
  const args: string[] = [];
  const params: Record<string, string> = {};
  // Where the next `}` and `"` are: searched again only once passed, so a line of a
  // thousand unclosed `{` is read in one pass.
  let close = -2;
  let quote = -2;
  let i = 0;
  while (i < rest.length) {
    const c = rest[i];
    if (c === '{') {
      if (close !== -1 && close <= i) close = rest.indexOf('}', i + 1);
      if (close === -1) {
        i++;
        continue;
      }
      readPairs(rest.slice(i + 1, close), params);
      i = close + 1;
    } else if (c === '"') {
      if (quote !== -1 && quote <= i) quote = rest.indexOf('"', i + 1);
      if (quote === -1) {
        i++;
        continue;
      }
      args.push(rest.slice(i + 1, quote));
      i = quote + 1;
    } else if (c === '}' || SPACE.test(c)) {
      i++;
    } else {
      BARE.lastIndex = i;
      const word = (BARE.exec(rest) as RegExpExecArray)[0];
      i += word.length;
      const pair = /^([\w-]+)=(.*)$/.exec(word);
      if (pair) params[pair[1]] = pair[2];
      else args.push(word);
    }
  }
  return { args, params };
}

/**
 * The `key=value` pairs of one `{…}` (a value quoted with `"` or `'`, or up to a space or
 * comma), in one pass: a run of key characters not followed by `=` is skipped whole.
 */
function readPairs(text: string, params: Record<string, string>): void {
  let i = 0;
  while (i < text.length) {
    KEY.lastIndex = i;
    const key = KEY.exec(text);
    if (!key) {
      i++;
      continue;
    }
    EQUALS.lastIndex = i + key[0].length;
    if (!EQUALS.exec(text)) {
      i += key[0].length;
      continue;
    }
    let at = EQUALS.lastIndex;
    const mark = text[at];
    const end = mark === '"' || mark === "'" ? text.indexOf(mark, at + 1) : -1;
    if (end !== -1) {
      params[key[0]] = text.slice(at + 1, end);
      at = end + 1;
    } else {
      UNQUOTED.lastIndex = at;
      const value = (UNQUOTED.exec(text) as RegExpExecArray)[0];
      params[key[0]] = value;
      at += value.length;
    }
    i = at;
  }
}

/** `key: value` lines (ASCII or full-width colon); the first of a repeated key wins. */
export function readFields(body: readonly string[]): Map<string, string> {
  const fields = new Map<string, string>();
  for (const line of body) {
    // The value's leading spaces go with `trim`: a `[ \t]*` before `(.*)` made a line with
    // a `\r` inside take quadratic time.
    const match = /^[ \t]*([A-Za-z][\w-]*)[ \t]*[:\uFF1A](.*)$/.exec(line);
    if (match && !fields.has(match[1].toLowerCase()))
      fields.set(match[1].toLowerCase(), match[2].trim());
  }
  return fields;
}

/** Non-empty lines split on `|`, each cell trimmed. */
export function readRows(body: readonly string[]): string[][] {
  return body
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => line.split('|').map((cell) => cell.trim()));
}
