import type { MarkdownIt, StateBlock } from 'markdown-it';
import { type ModuleBlock, readBlock, readOpener } from './module-syntax.js';

/**
 * The layout modules: `:::hero` and `:::cards[heading]` with the fields the service's API
 * defines, and every other module of its layout syntax (module-syntax.ts). One parser
 * serves the lint (module-lint.ts, which the pipeline runs before any engine, so remote
 * runs report the same lines) and the renderer's block rule.
 */
export interface HeroModule {
  kind: 'hero';
  title: string;
  subtitle: string;
  tags: string[];
  /** The small line above the title. */
  eyebrow: string;
  /** The line under the subtitle (`cta_text` or `kicker`). */
  note: string;
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

/** Any other module: the local engine draws it from its block (modules-render.ts). */
export interface BlockModule {
  kind: 'block';
  block: ModuleBlock;
}

export type LayoutModule = HeroModule | CardsModule | BlockModule;

type Parsed =
  | { ok: true; module: LayoutModule; end: number }
  | { ok: false; message: string; index: number; severity: 'error' | 'warning' };

// The field's colon, ASCII or full-width.
// No `$` after the value: with it, a line ending in `\r` made both blanks' runs backtrack.
const HERO_FIELD = /^(title|subtitle|tags|eyebrow|cta_text|kicker)[ \t]*[:\uFF1A][ \t]*([^\n]*)/i;
const STRICT = new Set(['hero', 'cards']);

/** True when the line opens a module (known or not): `:::name` at the start of a line. */
export function isModuleOpener(line: string): boolean {
  return readOpener(line) !== undefined;
}

/**
 * Parses the module whose opening line is `start` (an index into `line(i)`), reading
 * at most up to index `limit` (exclusive). Returns the module and the index of its
 * closing line, or the index and text of the first problem.
 */
export function parseModule(line: (index: number) => string, start: number, limit: number): Parsed {
  const opener = readOpener(line(start));
  if (!opener)
    return { ok: false, message: 'Not a module opening line.', index: start, severity: 'error' };
  const block = readBlock(line, start, limit);
  if (!block) {
    // An unclosed hero or cards is refused, as the service's API defines them; any other
    // opener shows as the text it is.
    return {
      ok: false,
      message: `The :::${opener.written.slice(0, 40)} module is never closed with a ::: line${STRICT.has(opener.name) ? '' : '; it shows as text'}.`,
      index: start,
      severity: STRICT.has(opener.name) ? 'error' : 'warning',
    };
  }
  if (block.name === 'hero') return parseHero(block);
  if (block.name === 'cards') return parseCards(block);
  return { ok: true, module: { kind: 'block', block }, end: block.end };
}

function parseHero(block: ModuleBlock): Parsed {
  const hero: HeroModule = {
    kind: 'hero',
    title: '',
    subtitle: '',
    tags: [],
    eyebrow: '',
    note: '',
  };
  for (const [offset, raw] of block.body.entries()) {
    const text = raw.trim();
    if (text === '') continue;
    const field = HERO_FIELD.exec(text);
    if (!field) {
      return failure(
        'A :::hero line must be `title: …`, `subtitle: …`, `tags: a | b | c`, `eyebrow: …` or `cta_text: …`.',
        block.start + 1 + offset,
      );
    }
    const key = field[1].toLowerCase();
    const value = field[2].trim();
    if (key === 'tags') {
      hero.tags = value
        .split('|')
        .map((t) => t.trim())
        .filter(Boolean);
    } else if (key === 'title') hero.title = value;
    else if (key === 'subtitle') hero.subtitle = value;
    else if (key === 'eyebrow') hero.eyebrow = value;
    else hero.note = value;
  }
  if (hero.title === '') return failure('The :::hero module has no `title:` line.', block.start);
  return { ok: true, module: hero, end: block.end };
}

function parseCards(block: ModuleBlock): Parsed {
  const cards: CardsModule = { kind: 'cards', heading: block.caption, cards: [] };
  for (const [offset, raw] of block.body.entries()) {
    const text = raw.trim();
    if (text === '') continue;
    const index = block.start + 1 + offset;
    const fields = text.split('|').map((f) => f.trim());
    if (fields.length !== 4) {
      return failure(
        `A card row needs 4 fields \`title | line 1 | line 2 | accent|default\`; this one has ${fields.length}.`,
        index,
      );
    }
    const style = fields[3].toLowerCase();
    if (style !== 'accent' && style !== 'default') {
      return failure(
        `Unknown card style "${fields[3].slice(0, 40)}": use accent or default.`,
        index,
      );
    }
    cards.cards.push({
      title: fields[0],
      lines: [fields[1], fields[2]],
      accent: style === 'accent',
    });
  }
  if (cards.cards.length === 0)
    return failure('The :::cards module has no card rows.', block.start);
  return { ok: true, module: cards, end: block.end };
}

function failure(message: string, index: number): Parsed {
  return { ok: false, message, index, severity: 'error' };
}

/** markdown-it block rule that turns every closed, well-formed module into one `layout_module` token. */
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
      if (!isModuleOpener(line(startLine))) return false;
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
