/**
 * Names are data, never commands. The runner reads every line of a step's output
 * for workflow commands: a line that starts with `::` (after leading whitespace)
 * and, in the legacy form, `##[` anywhere in a line. File names, front matter and
 * server answers are chosen by others (a fork's author), so every string that
 * reaches the log passes through here once, in the log writer.
 */

// CR and LF end a line for the runner; the Unicode separators do for some viewers.
const LINE_BREAK = /\r\n|[\r\n\u0085\u2028\u2029]/g;
const BREAK_ESCAPES: Record<string, string> = {
  '\r\n': '\\r\\n',
  '\r': '\\r',
  '\n': '\\n',
  '\u0085': '\\u0085',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

// A zero-width space: invisible to a reader, but neither the runner's `TrimStart()`
// nor its `IndexOf("##[")` sees through it.
const ZWSP = '\u200B';

/** Defuses one line: no leading `::`, no `##[`. */
function defuseLine(line: string): string {
  const out = line.replaceAll('##[', `#${ZWSP}#[`);
  return /^\s*::/.test(out) ? `${ZWSP}${out}` : out;
}

/**
 * One log line from any text: line breaks become visible `\n`/`\r` escapes, so a
 * value can never start a line of its own, and the line itself cannot be a command.
 */
export function neutralize(text: string): string {
  return defuseLine(text.replace(LINE_BREAK, (b) => BREAK_ESCAPES[b] ?? ' '));
}

/**
 * Text whose line breaks are the writer's own (help text, a multi-line error that
 * shows a YAML snippet): each line is defused and kept on its line.
 */
export function neutralizeLines(text: string): string {
  return text.split(LINE_BREAK).map(defuseLine).join('\n');
}

/**
 * Cuts `text` so that its UTF-8 size, counting each `%` as the three bytes
 * @actions/core escapes it to, stays within `maxBytes`; says so when it cuts.
 */
export function capBytes(text: string, maxBytes: number): string {
  const size = (s: string) => Buffer.byteLength(s) + 2 * (s.split('%').length - 1);
  if (size(text) <= maxBytes) return text;
  const marker = ' … (truncated)';
  const budget = maxBytes - size(marker);
  let used = 0;
  let end = 0;
  for (const char of text) {
    const bytes = size(char);
    if (used + bytes > budget) break;
    used += bytes;
    end += char.length;
  }
  return `${text.slice(0, end)}${marker}`;
}
