/**
 * Fits a Markdown document made of sections into a size budget by dropping whole
 * items (table rows, finding lines, per-file blocks), lowest priority first, and
 * reports what was left out so the reader knows where the rest is.
 */

export interface Section {
  /** What an item is, for the truncation note, e.g. "files in the table". */
  name: string;
  /** Written before the first item; the section disappears when no item fits. */
  header: string;
  items: string[];
  /** How many items there are in all, when `items` holds only those that could fit. */
  total?: number;
  /** Written after the last shown item. */
  footer?: string;
}

export interface Omission {
  name: string;
  shown: number;
  total: number;
}

export interface FitInput {
  head: string;
  /** In display order. */
  sections: Section[];
  /** Indices into `sections`, most important first: kept before the others get space. */
  priority: number[];
  tail: string;
  budget: number;
  measure: (text: string) => number;
  /** The note placed after the sections when something was cut. */
  note: (omitted: Omission[]) => string;
}

export interface FitResult {
  text: string;
  omitted: Omission[];
}

const SEPARATOR = '\n\n';

export function fitSections(input: FitInput): FitResult {
  const { measure } = input;
  const complete = input.sections.every((section) => totalOf(section) === section.items.length);
  const full = assemble(
    input,
    input.sections.map((section) => section.items.length),
  );
  if (complete && measure(full) <= input.budget) return { text: full, omitted: [] };

  // Reserve room for the note as if every section were cut, with the largest counts it can show.
  const worstNote = input.note(
    input.sections.map((section) => ({
      name: section.name,
      shown: totalOf(section),
      total: totalOf(section),
    })),
  );
  let remaining =
    input.budget -
    measure(input.head) -
    measure(input.tail) -
    measure(worstNote) -
    SEPARATOR.length * (input.sections.length + 3);

  const shown = input.sections.map(() => 0);
  for (const index of input.priority) {
    const section = input.sections[index];
    if (!section || section.items.length === 0) continue;
    const frame = measure(section.header) + measure(section.footer ?? '') + 2;
    if (frame >= remaining) continue;
    let used = frame;
    let count = 0;
    for (const item of section.items) {
      const cost = measure(item) + 1;
      if (used + cost > remaining) break;
      used += cost;
      count++;
    }
    if (count > 0) {
      shown[index] = count;
      remaining -= used;
    }
  }
  const omitted = input.sections
    .map((section, index) => ({
      name: section.name,
      shown: shown[index],
      total: totalOf(section),
    }))
    .filter((entry) => entry.shown < entry.total);
  return { text: assemble(input, shown, input.note(omitted)), omitted };
}

function totalOf(section: Section): number {
  return Math.max(section.total ?? section.items.length, section.items.length);
}

/**
 * Renders items until their combined size passes `budget`: the rest could never
 * be shown, so a run with tens of thousands of findings does not render them all.
 */
export function renderWithin<T>(
  sources: T[],
  render: (source: T) => string[],
  budget: number,
  measure: (text: string) => number,
): string[] {
  const items: string[] = [];
  let used = 0;
  for (const source of sources) {
    for (const item of render(source)) {
      used += measure(item) + 1;
      if (used > budget) return items;
      items.push(item);
    }
  }
  return items;
}

function assemble(input: FitInput, shown: number[], note?: string): string {
  const parts = [input.head];
  input.sections.forEach((section, index) => {
    const count = shown[index];
    if (count === 0) return;
    const body = [section.header, ...section.items.slice(0, count)];
    if (section.footer) body.push(section.footer);
    parts.push(body.join('\n'));
  });
  if (note) parts.push(note);
  if (input.tail) parts.push(input.tail);
  return parts.filter((part) => part.length > 0).join(SEPARATOR);
}

/** GitHub counts a comment's characters; UTF-16 length is never below the code point count. */
export function utf16Length(text: string): number {
  return text.length;
}

/** The job summary limit is in bytes of the UTF-8 file. */
export function utf8Bytes(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}
