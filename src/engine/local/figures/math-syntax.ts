import type { MarkdownIt, StateBlock, StateInline } from 'markdown-it';

/**
 * Where math and diagrams are in a document, as markdown-it tokens; drawing them is rich.ts's
 * job. The dollar rules follow GitHub's: `$…$` inline (no space inside either dollar, the
 * closing one not followed by a digit, so `$5 and $10` stays text), `` $`…`$ ``, `$$…$$` on
 * its own lines, and ```` ```math ```` fences. `\$` is markdown-it's own escape and code spans
 * are consumed before a `$` inside them is seen.
 *
 * Tokens: `math_inline` and `math_block` (content: the TeX), `mermaid_block` (the source).
 */
export function mathSyntaxPlugin(md: MarkdownIt): void {
  md.inline.ruler.after('escape', 'math_inline', mathInline);
  md.block.ruler.before('fence', 'math_block', mathBlock, {
    alt: ['paragraph', 'reference', 'blockquote', 'list'],
  });
  // Fences keep markdown-it's parsing (and the pre-check's fence count); only their type changes.
  md.core.ruler.after('block', 'rich_fences', (state) => {
    for (const token of state.tokens) {
      if (token.type !== 'fence') continue;
      const lang = token.info.trim().split(/\s+/, 1)[0].toLowerCase();
      if (lang === 'math') token.type = 'math_block';
      else if (lang === 'mermaid') token.type = 'mermaid_block';
    }
  });
}

const DOLLAR = 0x24;
const BACKTICK = 0x60;
const BACKSLASH = 0x5c;

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

function mathInline(state: StateInline, silent: boolean): boolean {
  const { src, pos, posMax } = state;
  if (src.charCodeAt(pos) !== DOLLAR) return false;
  const found =
    src.charCodeAt(pos + 1) === BACKTICK
      ? backtickMath(src, pos, posMax)
      : dollarMath(src, pos, posMax);
  if (!found) {
    // Not math: the dollar (or the `$$` run) is plain text, so a later `$` cannot pair with it.
    if (!silent) state.pending += src.charCodeAt(pos + 1) === DOLLAR ? '$$' : '$';
    state.pos += src.charCodeAt(pos + 1) === DOLLAR ? 2 : 1;
    return true;
  }
  if (!silent) {
    const token = state.push('math_inline', 'math', 0);
    token.content = found.tex;
    token.markup = found.markup;
    // Offset in the inline text, so a finding can name the line inside a paragraph.
    token.meta = { offset: pos };
  }
  state.pos = found.end;
  return true;
}

function dollarMath(
  src: string,
  pos: number,
  max: number,
): { tex: string; end: number; markup: string } | undefined {
  const double = src.charCodeAt(pos + 1) === DOLLAR;
  const open = double ? 2 : 1;
  const first = src.charCodeAt(pos + open);
  if (pos + open >= max || isSpace(first) || first === DOLLAR) return undefined;
  for (let i = pos + open; i < max; i++) {
    const code = src.charCodeAt(i);
    if (code === BACKSLASH) {
      i++;
      continue;
    }
    // A code span inside wins over the math around it.
    if (code === BACKTICK) return undefined;
    if (code !== DOLLAR) continue;
    if (double) {
      if (src.charCodeAt(i + 1) !== DOLLAR) continue;
      const tex = src.slice(pos + 2, i).trim();
      return tex ? { tex, end: i + 2, markup: '$$' } : undefined;
    }
    // A dollar that cannot close (`$5 and $10`) means the opening one was a price too.
    if (isSpace(src.charCodeAt(i - 1)) || isDigit(src.charCodeAt(i + 1))) return undefined;
    return { tex: src.slice(pos + 1, i), end: i + 1, markup: '$' };
  }
  return undefined;
}

/** GitHub's `` $`…`$ `` form, for TeX that itself holds dollars or Markdown characters. */
function backtickMath(
  src: string,
  pos: number,
  max: number,
): { tex: string; end: number; markup: string } | undefined {
  let ticks = 0;
  while (src.charCodeAt(pos + 1 + ticks) === BACKTICK) ticks++;
  const fence = '`'.repeat(ticks);
  const close = src.indexOf(`${fence}$`, pos + 1 + ticks);
  if (close === -1 || close + ticks + 1 > max) return undefined;
  const tex = src.slice(pos + 1 + ticks, close).trim();
  return tex ? { tex, end: close + ticks + 1, markup: '$`' } : undefined;
}

/** `$$` opening a line, TeX, `$$` closing a line (the same line for a one-liner). */
function mathBlock(
  state: StateBlock,
  startLine: number,
  endLine: number,
  silent: boolean,
): boolean {
  let start = state.bMarks[startLine] + state.tShift[startLine];
  const max = state.eMarks[startLine];
  if (state.sCount[startLine] - state.blkIndent >= 4) return false;
  if (state.src.slice(start, start + 2) !== '$$') return false;
  start += 2;
  const firstLine = state.src.slice(start, max);
  let tex: string;
  let last = startLine;
  if (firstLine.trim().endsWith('$$')) {
    tex = firstLine.trim().slice(0, -2);
  } else {
    const lines = [firstLine];
    let closed = false;
    for (let line = startLine + 1; line < endLine; line++) {
      const s = state.bMarks[line] + state.tShift[line];
      const e = state.eMarks[line];
      if (s < e && state.sCount[line] < state.blkIndent) break;
      const text = state.src.slice(s, e);
      if (text.trimEnd().endsWith('$$')) {
        lines.push(text.trimEnd().slice(0, -2));
        last = line;
        closed = true;
        break;
      }
      lines.push(text);
    }
    if (!closed) return false;
    tex = lines.join('\n');
  }
  if (!tex.trim()) return false;
  if (silent) return true;
  state.line = last + 1;
  const token = state.push('math_block', 'math', 0);
  token.block = true;
  token.content = tex.trim();
  token.markup = '$$';
  token.map = [startLine, state.line];
  return true;
}
