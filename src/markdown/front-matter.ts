import { type Document, isMap, isScalar, LineCounter, parseDocument } from 'yaml';
import { DocumentError } from '../core/errors.js';
import {
  type FrontMatter,
  type SplitDocument,
  splitFrontMatterWith,
  typedFields,
} from './front-matter-split.js';
import { yamlHint } from './yaml-hint.js';

export type { FrontMatter, SplitDocument } from './front-matter-split.js';

/** Far below yaml's default; a few anchors are plenty for an article and alias bombs stop early. */
const MAX_ALIASES = 20;

/** Splits YAML front matter off a document and validates its fields. */
export function splitFrontMatter(text: string): SplitDocument {
  // With the library at hand, every front matter is read.
  return splitFrontMatterWith(text, readWithLibrary) as SplitDocument;
}

/** Front matter read by the YAML library: its errors with their lines, aliases bounded. */
function readWithLibrary(yamlText: string): FrontMatter {
  const lineCounter = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter, uniqueKeys: true, prettyErrors: false });
  const yamlError = doc.errors[0];
  if (yamlError) {
    const line = lineCounter.linePos(yamlError.pos[0]).line + 1;
    // line counts the opening `---`: the YAML's own line is one less.
    const source = yamlText.split('\n')[line - 2] ?? '';
    const hint = yamlHint(yamlError.code, source.slice(0, 200));
    throw new DocumentError(
      'invalid_front_matter',
      `Front matter is not valid YAML: ${firstLine(yamlError.message)}.${hint}`,
      line,
    );
  }
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: MAX_ALIASES });
  } catch (error) {
    throw new DocumentError(
      'invalid_front_matter',
      `Front matter refused: ${firstLine(error instanceof Error ? error.message : String(error))}.`,
      1,
      { cause: error },
    );
  }
  if (value === null || value === undefined) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new DocumentError(
      'invalid_front_matter',
      'Front matter must be a YAML mapping of fields.',
      2,
    );
  }
  return typedFields(yamlText, value as Record<string, unknown>, fieldLines(doc, lineCounter));
}

/** Lines of the top-level keys; the YAML starts on the file's line 2. */
function fieldLines(doc: Document, lineCounter: LineCounter): Record<string, number> {
  const lines: Record<string, number> = {};
  if (!isMap(doc.contents)) return lines;
  for (const pair of doc.contents.items) {
    const key = isScalar(pair.key) ? pair.key : undefined;
    if (key?.range) lines[String(key.value)] = lineCounter.linePos(key.range[0]).line + 1;
  }
  return lines;
}

function firstLine(message: string): string {
  const first = message.split('\n')[0];
  // Found with a literal, not `\s+at line…$`: that pattern restarts at every space.
  const at = first.search(/ at line \d/);
  return (at === -1 ? first : first.slice(0, at)).trimEnd();
}
