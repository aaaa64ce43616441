/**
 * Diagrams as a phone reader gets them. Two things the diagram renderer (mermaid.ts)
 * lets pass: a diagram so wide that, shrunk to a phone's column, its labels cannot be
 * read; and typos its parser quietly accepts, drawing something else than was written
 * (`B{label` without its `}` becomes a node "B" with no label; `A->>: x` invents a
 * participant named ">").
 */

/** The platform's article column on a phone, in CSS pixels. */
export const PHONE_COLUMN_PX = 375;
/** Labels smaller than this on a phone are not readable. */
export const MIN_LABEL_PX = 12;

/** The size a diagram's smallest label is shown at when the diagram is fitted to a phone. */
export function labelPxOnPhone(width: number, labelPx: number): number {
  return width > PHONE_COLUMN_PX ? (labelPx * PHONE_COLUMN_PX) / width : labelPx;
}

/** Whether fitting the diagram to a phone shrinks its labels below the readable size. */
function shrinksUnreadable(width: number, labelPx: number): boolean {
  return labelPxOnPhone(width, labelPx) < Math.min(MIN_LABEL_PX, labelPx);
}

/**
 * The SVG's size: its own width, shrunk to the column when wider; but a diagram whose
 * labels would shrink below the readable size is drawn at its own size (its labels as the
 * renderer set them) and scrolls sideways in its block instead.
 */
export function diagramSizeStyle(width: number, labelPx: number): string {
  return shrinksUnreadable(width, labelPx)
    ? `width:${width}px;max-width:none`
    : `width:${width}px;max-width:100%`;
}

/** The finding's text for a diagram too wide to read on a phone, or undefined. */
export function unreadableDiagram(
  source: string,
  width: number,
  labelPx: number,
): string | undefined {
  if (!shrinksUnreadable(width, labelPx)) return undefined;
  const shown = labelPxOnPhone(width, labelPx);
  // Line by line: `^\s*` under the `m` flag spans blank lines, quadratic on a run of them.
  const sideways = source
    .split('\n')
    .some((line) => /^\s*(?:graph|flowchart)\s+(?:LR|RL)\b/i.test(line));
  const advice = sideways
    ? ' A top-down layout (`flowchart TD`) fits a phone better.'
    : ' Fewer or shorter nodes side by side would fit a phone better.';
  return `This diagram is ${Math.round(width)} px wide: fitted to a phone its labels would be ${shown.toFixed(1)} px, too small to read, so it is drawn at a readable size and scrolls sideways.${advice}`;
}

export interface SyntaxProblem {
  message: string;
  /** 0-based line within the block. */
  line: number;
}

const OPEN: Record<string, string> = { '[': ']', '(': ')', '{': '}' };
const CLOSE = new Set(Object.values(OPEN));

/**
 * Typos in flowchart and sequence lines that the renderer accepts and draws wrongly, each
 * with its 0-based line in the block.
 */
export function syntaxProblems(source: string): SyntaxProblem[] {
  const lines = source.split('\n');
  const headIndex = lines.findIndex((l) => l.trim() !== '' && !l.trim().startsWith('%%'));
  if (headIndex === -1) return [];
  const head = lines[headIndex].trim();
  const problems: SyntaxProblem[] = [];
  const flowchart = /^(?:graph|flowchart)\b/i.test(head);
  const sequence = /^sequenceDiagram\b/.test(head);
  if (!flowchart && !sequence) return [];
  for (let i = headIndex + 1; i < lines.length; i++) {
    const line = lines[i].trim();
    if (line === '' || line.startsWith('%%')) continue;
    const problem = flowchart ? unclosedShape(line) : messageWithoutParticipant(line);
    if (problem) problems.push({ message: problem, line: i });
  }
  return problems;
}

/** A node shape opened and never closed on its line, outside quotes and `|edge labels|`. */
function unclosedShape(line: string): string | undefined {
  const bare = line.replace(/"[^"]*"/g, '""').replace(/\|[^|]*\|/g, '||');
  const stack: { char: string; at: number }[] = [];
  for (let at = 0; at < bare.length; at++) {
    const char = bare[at];
    // An arrow's `>` or `-` never opens anything; `(` inside a shape's text is text.
    if (OPEN[char]) {
      if (stack.length === 0 || char === stack[stack.length - 1].char) stack.push({ char, at });
      continue;
    }
    if (CLOSE.has(char) && stack.length > 0 && OPEN[stack[stack.length - 1].char] === char) {
      stack.pop();
    }
  }
  const open = stack[0];
  if (!open) return undefined;
  const node = lastWord(bare.slice(0, open.at));
  return `Mermaid syntax error: "${line.slice(0, 60)}" opens a node shape with "${open.char}"${node ? ` after "${node}"` : ''} and never closes it with "${OPEN[open.char]}"; the renderer would draw the node without its label. The block is shown as code.`;
}

const NODE_CHAR = /[\w\u00C0-\uFFFF]/;

/**
 * The run of word characters that ends `text` (trailing spaces aside), walked back from the
 * end: a pattern anchored only at the end is tried from every start, quadratic on a line of
 * a thousand letters ending in anything else.
 */
function lastWord(text: string): string {
  const trimmed = text.trimEnd();
  let start = trimmed.length;
  while (start > 0 && NODE_CHAR.test(trimmed[start - 1])) start--;
  return trimmed.slice(start);
}

const SEQUENCE_ARROW = /(<<)?(-{1,2})(>>|>|x|\)|)/;
const MESSAGE_ARROW = /<<-{1,2}>>|-{1,2}>>|-{1,2}>|-{1,2}x|-{1,2}\)/;
const NOT_A_MESSAGE =
  /^(?:participant|actor|note|loop|alt|else|opt|par|and|critical|break|rect|end|activate|deactivate|autonumber|title|box|create|destroy|links?|accTitle|accDescr)\b/i;

/** A sequence message with no sender or no receiver: the renderer invents a participant. */
function messageWithoutParticipant(line: string): string | undefined {
  if (NOT_A_MESSAGE.test(line) || !SEQUENCE_ARROW.test(line) || !line.includes(':')) {
    return undefined;
  }
  const parts = messageParts(line);
  if (!parts) return undefined;
  const { from, to } = parts;
  if (from && to && !/^[>x)]/.test(to)) return undefined;
  const missing = !from ? 'sender' : 'receiver';
  return `Mermaid syntax error: "${line.slice(0, 60)}" is a message with no ${missing}; the renderer would invent a participant for it. Write it as "A->>B: text". The block is shown as code.`;
}

/**
 * A message line's sender and receiver (`A->>B: text`), or none when it is not one: the
 * first arrow before the first `:` splits them. Read with string searches, as a single
 * pattern with lazy parts around the arrow took quadratic time on a line of tabs
 * (test/engine/mermaid-check.test.ts holds this equal to that pattern).
 */
function messageParts(line: string): { from: string; to: string } | undefined {
  const colon = line.indexOf(':');
  // The pattern ended in `(.*)$`: a line break inside the text after the colon failed it.
  if (colon === -1 || /[\r\n\u2028\u2029]/.test(line.slice(colon + 1))) return undefined;
  const head = line.slice(0, colon);
  const arrow = MESSAGE_ARROW.exec(head);
  if (!arrow) return undefined;
  const from = head.slice(0, arrow.index).replace(/^[+-]/, '').trim();
  const to = head
    .slice(arrow.index + arrow[0].length)
    .trimStart()
    .replace(/^[+-]/, '')
    .trim();
  return { from, to };
}
