/**
 * Reads the front matter nearly every article has (top-level `key: text` lines, `key: true`,
 * and `key:` over a list of `- text` items) without the YAML library, whose parse was most
 * of a document's own reading time. Anything else, and any value YAML could read as
 * something other than that text (a number, a null, a quote, an anchor, a comment...), is
 * left to the library: `undefined` means "not simple", never "invalid".
 */
export interface SimpleYaml {
  /** What the library's `toJS()` gives for the same text. */
  value: Record<string, unknown>;
  /** File line (the opening `---` is line 1) of each top-level key. */
  lines: Record<string, number>;
}

// A value starts at a non-space, so the spaces before it are taken one way only: the
// patterns stay linear on a long run of spaces that ends in a character `.` does not match.
const KEY_LINE = /^([A-Za-z_][A-Za-z0-9_-]*):(?:( +)([^ ].*)?)?$/;
const ITEM_LINE = /^( *)- +([^ ].*)?$/;
/** Words the core schema reads as null or a boolean, which are not plain text keys. */
const NOT_TEXT_KEY = /^(?:null|Null|NULL|[Tt]rue|TRUE|[Ff]alse|FALSE)$/;
const BOOLEAN = /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/;
/**
 * First characters that make a value something other than plain text: YAML's indicators,
 * and what a number, a null (`~`) or a special float (`.inf`) starts with.
 */
const NOT_PLAIN_START = /^[-?:,[\]{}#&*!|>'"%@`0-9.+~]/;
/** Control characters (tab and CR included), and what would end the text early or nest it. */
const NOT_PLAIN_INSIDE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\ufeff\ufffe\uffff]|: | #|:$/;

/** The text as YAML's core schema reads a plain scalar, or undefined when it may not be plain. */
function scalar(text: string): string | boolean | undefined {
  if (text === '' || NOT_PLAIN_START.test(text) || NOT_PLAIN_INSIDE.test(text)) return undefined;
  if (text.endsWith(' ')) return undefined;
  if (BOOLEAN.test(text)) return text[0] === 't' || text[0] === 'T';
  if (text === 'null' || text === 'Null' || text === 'NULL') return undefined;
  return text;
}

/** The front matter's fields when the text is in the simple form above, else undefined. */
export function simpleYaml(yamlText: string): SimpleYaml | undefined {
  const value: Record<string, unknown> = {};
  const lines: Record<string, number> = {};
  // The key whose value is a list still being read, and the list's indentation.
  let list: string[] | undefined;
  let indent: number | undefined;
  let open: string | undefined;
  const rows = yamlText.split('\n');
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    if (row === '') continue;
    const item = ITEM_LINE.exec(row);
    if (item) {
      if (open === undefined || (indent !== undefined && item[1].length !== indent))
        return undefined;
      const text = scalar(item[2] ?? '');
      if (typeof text !== 'string') return undefined;
      indent = item[1].length;
      list ??= [];
      list.push(text);
      continue;
    }
    if (open !== undefined) {
      if (!list) return undefined;
      value[open] = list;
      open = list = indent = undefined;
    }
    const field = KEY_LINE.exec(row);
    if (!field) return undefined;
    const key = field[1];
    if (key === '__proto__' || NOT_TEXT_KEY.test(key) || Object.hasOwn(value, key))
      return undefined;
    lines[key] = i + 2;
    if (field[2] === undefined) {
      // `key:` alone: a list follows, or the value is null (left to the library).
      open = key;
      value[key] = undefined;
      continue;
    }
    const text = scalar(field[3] ?? '');
    if (text === undefined) return undefined;
    value[key] = text;
  }
  if (open !== undefined) {
    if (!list) return undefined;
    value[open] = list;
  }
  return Object.keys(value).length > 0 ? { value, lines } : undefined;
}
