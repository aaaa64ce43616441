import * as z from 'zod/mini';
import { DocumentError } from '../core/errors.js';
import { BACKGROUND_TYPES, DRAFT_TYPES, FONT_SIZES } from '../core/types.js';
import { ENGLISH } from '../core/zod-english.js';
import { simpleYaml } from './simple-yaml.js';

/** Front matter larger than this is refused: no article needs it, and it bounds parse work. */
const MAX_FRONT_MATTER_BYTES = 64 * 1024;

const stringList = z.union([
  z.pipe(
    z.string(),
    z.transform((s: string) => [s]),
  ),
  z.array(z.string()),
]);

/** A field whose unknown value is dropped from the typed result rather than refused. */
function known<const T extends readonly string[]>(values: T) {
  return z.catch(z.optional(z.enum(values)), undefined);
}

/** The front matter fields of README.md's "Front matter"; unknown fields are kept but ignored. */
const frontMatterSchema = z.looseObject({
  title: z.optional(z.coerce.string()),
  author: z.optional(z.coerce.string()),
  digest: z.optional(z.coerce.string()),
  cover: z.optional(z.string()),
  theme: z.optional(z.string()),
  // An unknown option value is kept out of the typed field, not refused here: readiness.ts
  // reports it on its line with the valid values, for the pre-check and the draft alike.
  'font-size': known(FONT_SIZES),
  fontSize: known(FONT_SIZES),
  'background-type': known(BACKGROUND_TYPES),
  backgroundType: known(BACKGROUND_TYPES),
  'convert-version': z.optional(z.coerce.string()),
  type: known(DRAFT_TYPES),
  images: z.optional(stringList),
  publish: z.optional(z.boolean()),
});

export interface FrontMatter {
  title?: string;
  author?: string;
  digest?: string;
  cover?: string;
  theme?: string;
  fontSize?: (typeof FONT_SIZES)[number];
  backgroundType?: (typeof BACKGROUND_TYPES)[number];
  convertVersion?: string;
  type?: (typeof DRAFT_TYPES)[number];
  images?: string[];
  publish?: boolean;
  /** Every field as written, for checks on values the typed fields leave out. */
  raw?: Readonly<Record<string, unknown>>;
  /** File line (1-based, the opening `---` is line 1) of each top-level field. */
  lines?: Readonly<Record<string, number>>;
}

export interface SplitDocument {
  frontMatter: FrontMatter;
  /** The Markdown with the front matter removed: what is converted and counted. */
  body: string;
  /** Lines before the body in the file, so body line N is file line N + bodyLineOffset. */
  bodyLineOffset: number;
}

const OPEN = /^---[ \t]*\r?\n/;
const CLOSE = /^(?:---|\.\.\.)[ \t]*$/m;

/** Reads a mapping the simple reader (simple-yaml.ts) leaves to the YAML library: front-matter.ts. */
export type ReadYaml = (yamlText: string) => FrontMatter;

/**
 * Splits YAML front matter off a document and validates its fields. Without `readYaml`,
 * undefined when the front matter needs the YAML library, so a caller that has not loaded
 * it (read-document.ts) loads it only then.
 */
export function splitFrontMatterWith(text: string, readYaml?: ReadYaml): SplitDocument | undefined {
  const open = OPEN.exec(text);
  if (!open) return { frontMatter: {}, body: text, bodyLineOffset: 0 };
  const rest = text.slice(open[0].length);
  const close = CLOSE.exec(rest);
  if (!close) {
    throw new DocumentError(
      'invalid_front_matter',
      'The front matter opened with --- on line 1 is never closed with a --- line.',
      1,
    );
  }
  const yamlText = rest.slice(0, close.index);
  if (Buffer.byteLength(yamlText) > MAX_FRONT_MATTER_BYTES) {
    throw new DocumentError(
      'invalid_front_matter',
      `The front matter is larger than ${MAX_FRONT_MATTER_BYTES / 1024} KiB.`,
      1,
    );
  }
  const afterClose = rest.slice(close.index + close[0].length);
  const body = afterClose.replace(/^\r?\n/, '');
  const bodyLineOffset = countLines(text.slice(0, text.length - body.length));
  // Most front matter is a few `key: text` lines: read without the YAML library's full parse.
  const simple = simpleYaml(yamlText);
  if (simple) {
    const frontMatter = typedFields(yamlText, simple.value, simple.lines);
    return { frontMatter, body, bodyLineOffset };
  }
  if (!readYaml) return undefined;
  return { frontMatter: readYaml(yamlText), body, bodyLineOffset };
}

/** The typed fields of a mapping read from `yamlText`, validated; `lines` as fieldLines gives them. */
export function typedFields(
  yamlText: string,
  raw: Record<string, unknown>,
  lines: Record<string, number>,
): FrontMatter {
  const parsed = frontMatterSchema.safeParse(raw, ENGLISH);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const key = String(issue.path[0] ?? '');
    const line = keyLine(yamlText, key);
    throw new DocumentError(
      'invalid_front_matter',
      `Front matter field \`${key}\` is invalid: ${issue.message}.`,
      line === undefined ? 1 : line + 1,
    );
  }
  const f = parsed.data;
  return dropUndefined({
    title: f.title,
    author: f.author,
    digest: f.digest,
    cover: f.cover,
    theme: f.theme,
    fontSize: f['font-size'] ?? f.fontSize,
    backgroundType: f['background-type'] ?? f.backgroundType,
    convertVersion: f['convert-version'],
    type: f.type,
    images: f.images,
    publish: f.publish,
    raw,
    lines,
  });
}

function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

function countLines(text: string): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

function keyLine(yamlText: string, key: string): number | undefined {
  const index = yamlText.split('\n').findIndex((l) => l.startsWith(`${key}:`));
  return index === -1 ? undefined : index + 1;
}
