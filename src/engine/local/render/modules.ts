import type { MarkdownIt, StateBlock } from 'markdown-it';
import type { Finding } from '../../../core/types.js';

/**
 * The layout modules of spec 2.5: `:::hero` and `:::cards[heading]` blocks. One
 * parser serves both the lint (`checkModules`, which the pipeline runs before any
 * engine, so remote runs report the same lines) and the renderer's block rule.
 */
export interface HeroModule {
  kind: 'hero';
  title: string;
  subtitle: string;
  tags: string[];
}

export interface Card {
  title: string;
  lines: [string, string];
  accent: boolean;
}

export interface CardsModule {
  kind: 'cards';
  heading: string;
  cards: Card[];
}

export type LayoutModule = HeroModule | CardsModule;

type Parsed =
  | { ok: true; module: LayoutModule; end: number }
  | { ok: false; message: string; index: number };

const OPEN = /^:::[ \t]*([A-Za-z][\w-]*)(?:\[([^\]]*)\])?[ \t]*$/;
const CLOSE = /^:::[ \t]*$/;
// The field's colon, ASCII or full-width.
// No `$` after `(.*)`: with it, a line ending in `\r` made both blanks' runs backtrack.
const HERO_FIELD = /^(title|subtitle|tags)[ \t]*[:\uFF1A][ \t]*([^\n]*)/i;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** True when the line opens a module (known or not): `:::name` at the start of a line. */
export function isModuleOpener(line: string): boolean {
  return OPEN.test(line);
}

/**
 * Parses the module whose opening line is `start` (an index into `line(i)`), reading
 * at most up to index `limit` (exclusive). Returns the module and the index of its
 * closing line, or the index and text of the first problem.
 */
export function parseModule(line: (index: number) => string, start: number, limit: number): Parsed {
  const open = OPEN.exec(line(start).trimEnd());
  if (!open) return { ok: false, message: 'Not a module opening line.', index: start };
  const name = open[1].toLowerCase();
  if (name !== 'hero' && name !== 'cards') {
    return {
      ok: false,
      message: `Unknown module ":::${open[1]}": the modules are :::hero and :::cards[heading].`,
      index: start,
    };
  }
  // Find the closing line first: an unclosed module is reported as that, not as
  // whatever Markdown after it fails to look like a module row.
  let end = -1;
  for (let i = start + 1; i < limit; i++) {
    const text = line(i).trim();
    if (CLOSE.test(text)) {
      end = i;
      break;
    }
    if (OPEN.test(text)) break;
  }
  if (end === -1) {
    return {
      ok: false,
      message: `The :::${name} module is never closed with a ::: line.`,
      index: start,
    };
  }
  const hero: HeroModule = { kind: 'hero', title: '', subtitle: '', tags: [] };
  const cards: CardsModule = { kind: 'cards', heading: (open[2] ?? '').trim(), cards: [] };
  for (let i = start + 1; i < end; i++) {
    const text = line(i).trim();
    if (text === '') continue;
    if (name === 'hero') {
      const field = HERO_FIELD.exec(text);
      if (!field) {
        return {
          ok: false,
          message: 'A :::hero line must be `title: …`, `subtitle: …` or `tags: a | b | c`.',
          index: i,
        };
      }
      const key = field[1].toLowerCase();
      const value = field[2].trim();
      if (key === 'tags')
        hero.tags = value
          .split('|')
          .map((t) => t.trim())
          .filter(Boolean);
      else if (key === 'title') hero.title = value;
      else hero.subtitle = value;
      continue;
    }
    const fields = text.split('|').map((f) => f.trim());
    if (fields.length !== 4) {
      return {
        ok: false,
        message: `A card row needs 4 fields \`title | line 1 | line 2 | accent|default\`; this one has ${fields.length}.`,
        index: i,
      };
    }
    const style = fields[3].toLowerCase();
    if (style !== 'accent' && style !== 'default') {
      return {
        ok: false,
        message: `Unknown card style "${fields[3].slice(0, 40)}": use accent or default.`,
        index: i,
      };
    }
    cards.cards.push({
      title: fields[0],
      lines: [fields[1], fields[2]],
      accent: style === 'accent',
    });
  }
  if (name === 'hero' && hero.title === '') {
    return { ok: false, message: 'The :::hero module has no `title:` line.', index: start };
  }
  if (name === 'cards' && cards.cards.length === 0) {
    return { ok: false, message: 'The :::cards module has no card rows.', index: start };
  }
  return { ok: true, module: name === 'hero' ? hero : cards, end };
}

/**
 * Lints every module of a Markdown body: one `malformed_module` error per broken
 * module, on its file line (`lineOffset` = front matter lines removed before it).
 * Module syntax inside fenced code is ignored, as the renderer ignores it.
 */
export function checkModules(markdown: string, lineOffset = 0): Finding[] {
  if (!markdown.includes(':::')) return [];
  const lines = markdown.split('\n');
  const at = (i: number) => lines[i];
  const findings: Finding[] = [];
  let fence: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i];
    const marker = FENCE.exec(text)?.[1];
    if (fence) {
      if (
        marker &&
        marker[0] === fence[0] &&
        marker.length >= fence.length &&
        text.trim() === marker
      ) {
        fence = undefined;
      }
      continue;
    }
    if (marker) {
      fence = marker;
      continue;
    }
    if (!text.startsWith(':::') || !OPEN.test(text.trimEnd())) continue;
    const parsed = parseModule(at, i, lines.length);
    if (parsed.ok) {
      i = parsed.end;
      continue;
    }
    findings.push({
      severity: 'error',
      code: 'malformed_module',
      message: parsed.message,
      line: parsed.index + 1 + lineOffset,
    });
    // Skip the body of a module that opened fine so one mistake is one finding.
    if (parsed.index !== i) i = skipToClose(lines, parsed.index);
  }
  return findings;
}

function skipToClose(lines: string[], from: number): number {
  for (let i = from; i < lines.length; i++) {
    if (CLOSE.test(lines[i].trim())) return i;
    if (OPEN.test(lines[i].trim())) return i - 1;
  }
  return lines.length;
}

/** markdown-it block rule that turns well-formed modules into one `layout_module` token. */
export function modulesPlugin(md: MarkdownIt): void {
  md.block.ruler.before(
    'fence',
    'layout_module',
    (state: StateBlock, startLine: number, endLine: number, silent: boolean) => {
      const pos = state.bMarks[startLine] + state.tShift[startLine];
      // Only at the very start of a source line, exactly where checkModules looks.
      if (
        state.src.charCodeAt(pos) !== 0x3a ||
        (pos > 0 && state.src.charCodeAt(pos - 1) !== 0x0a)
      ) {
        return false;
      }
      const line = (i: number) =>
        state.src.slice(state.bMarks[i] + state.tShift[i], state.eMarks[i]);
      if (!OPEN.test(line(startLine).trimEnd())) return false;
      const parsed = parseModule(line, startLine, endLine);
      if (!parsed.ok) return false;
      if (silent) return true;
      const token = state.push('layout_module', 'section', 0);
      token.block = true;
      token.meta = parsed.module as unknown as Record<string, unknown>;
      token.map = [startLine, parsed.end + 1];
      state.line = parsed.end + 1;
      return true;
    },
    { alt: ['paragraph', 'reference', 'blockquote', 'list'] },
  );
}
