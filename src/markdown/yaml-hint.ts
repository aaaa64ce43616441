/**
 * What to change when front matter is not valid YAML, for the usual causes: the parser's
 * message ("Nested mappings are not allowed in compact mappings") says what it saw, not
 * that the value needs quotes.
 */

/** A sentence to add to the parser's message, or '' when the cause is not a usual one. */
export function yamlHint(code: string, sourceLine: string): string {
  const field = fieldOf(sourceLine);
  switch (code) {
    case 'BLOCK_AS_IMPLICIT_KEY':
    case 'MULTILINE_IMPLICIT_KEY':
      if (field && /:(\s|$)/.test(field.value))
        return ` A value holding ": " must be quoted: ${field.key}: ${quoted(field.value)}`;
      return ' A field starts at the left edge; a value that goes on must be quoted.';
    case 'TAB_AS_INDENT':
      return ' Indent with spaces: YAML does not allow tabs.';
    case 'BAD_SCALAR_START':
      return field
        ? ` A value starting with ${field.value[0]} must be quoted: ${field.key}: ${quoted(field.value)}`
        : ' A value starting with @ or ` must be quoted.';
    case 'MISSING_CHAR':
      return ' Close the quote the value opens, on the same line.';
    case 'DUPLICATE_KEY':
      return ' Each field may appear once: remove one of them.';
    default:
      return '';
  }
}

/** `value` in double quotes, or in single quotes when it holds a double quote. */
function quoted(value: string): string {
  return value.includes('"') ? `'${value.replaceAll("'", "''")}'` : `"${value}"`;
}

/**
 * The key (without its indent) and value of a `key: value` line, the value without its
 * trailing spaces; none when the value holds a line break. The pattern `(.*?)\s*$` this
 * replaces is quadratic on a long run of spaces inside a value (front-matter.ts passes at
 * most 200 characters, which kept it small); read this way, the readers' ReDoS check holds
 * the whole module.
 */
function fieldOf(line: string): { key: string; value: string } | undefined {
  const head = /^(\s*[\w.-]+):[ \t]+/.exec(line);
  if (!head) return undefined;
  const value = line.slice(head[0].length).trimEnd();
  return /[\n\r\u2028\u2029]/.test(value) ? undefined : { key: head[1].trim(), value };
}
