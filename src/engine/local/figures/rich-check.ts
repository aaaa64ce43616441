import MarkdownIt, { type MarkdownIt as Parser, type Token } from 'markdown-it';
import footnote from 'markdown-it-footnote';
import { BUDGET_CODES, FORMULA_LIMITS } from '../../../core/budget.js';
import type { Finding } from '../../../core/types.js';
import { DEFAULT_THEME, resolveTheme, type Theme } from '../styles/themes.js';
import { modulesPlugin } from '../syntax/modules.js';
import { mathSyntaxPlugin } from './math-syntax.js';
import { unreadableDiagram } from './mermaid-check.js';
import { diagramTheme, mathOf, mermaidOf, type RichRenderers } from './rich.js';

/**
 * The pre-check's part for math and diagrams: bad TeX, mermaid syntax errors and diagram
 * types the embedded engine cannot draw, each with its line. It parses as the engine does
 * and loads MathJax or the diagram renderer only when the document holds what they draw.
 * Results land in the renderers' caches, so converting the document afterwards does not
 * draw the same formula twice.
 */

interface Item {
  kind: 'math' | 'mermaid';
  source: string;
  display: boolean;
  /** 1-based line in the Markdown body. */
  line: number;
}

export async function checkMathAndDiagrams(
  markdown: string,
  rich: RichRenderers,
  lineOffset = 0,
  themeId = DEFAULT_THEME,
): Promise<Finding[]> {
  const items = blocksMayHoldFigures(markdown, rich) ? findItems(markdown, rich) : [];
  if (items.length === 0) return [];
  const flood = formulaFlood(items, lineOffset);
  if (flood) return [flood];
  const findings: Finding[] = [];
  if (items.some((item) => item.kind === 'math')) {
    // One TeX state for the document's formulas, in order, as its conversion reads them.
    const math = (await mathOf(rich)).session();
    for (const item of items) {
      if (item.kind !== 'math') continue;
      const result = math.render(item.source, item.display);
      if ('error' in result) {
        findings.push({
          severity: 'warning',
          code: 'invalid_math',
          message: `The formula ${quote(item.source)} is not valid TeX (${result.error}); it is shown as code.`,
          line: item.line + lineOffset,
        });
      }
    }
  }
  if (items.some((item) => item.kind === 'mermaid')) {
    const mermaid = await mermaidOf(rich);
    const colours = diagramTheme(themeOrDefault(themeId));
    for (const item of items) {
      if (item.kind !== 'mermaid') continue;
      // item.line is the fence; the block's first line is the one after it.
      const problems: { message: string; line: number; code?: string }[] = mermaid
        .validate(item.source)
        .map((p) => ({ message: p.message, line: item.line + 1 + p.line, code: p.code }));
      if (problems.length === 0) {
        const result = mermaid.render(item.source, colours);
        if ('error' in result) problems.push({ message: result.error, line: item.line });
        const unreadable =
          'svg' in result && unreadableDiagram(item.source, result.width, result.labelPx);
        if (unreadable) {
          findings.push({
            severity: 'warning',
            code: 'diagram_too_wide',
            message: unreadable,
            line: item.line + lineOffset,
          });
        }
      }
      for (const problem of problems) {
        // Over the size limit is an error: the document is not sent with a diagram no one can draw.
        const oversized = problem.code === BUDGET_CODES.diagram;
        findings.push({
          severity: oversized ? 'error' : 'warning',
          code:
            problem.code ??
            (/not supported/.test(problem.message) ? 'unsupported_mermaid' : 'invalid_mermaid'),
          message: problem.message,
          line: problem.line + lineOffset,
        });
      }
    }
  }
  return findings;
}

/**
 * Too many formulas, or one too long, is an error found before MathJax draws any: tens of
 * thousands of `$x$` or one huge matrix would take minutes and write hundreds of MB.
 */
function formulaFlood(items: Item[], lineOffset: number): Finding | undefined {
  let count = 0;
  for (const item of items) {
    if (item.kind !== 'math') continue;
    count++;
    if (count > FORMULA_LIMITS.count) {
      const total = items.filter((i) => i.kind === 'math').length;
      return {
        severity: 'error',
        code: BUDGET_CODES.formulas,
        message: `The document has ${total} formulas; at most ${FORMULA_LIMITS.count} are drawn per document, and this line holds formula ${FORMULA_LIMITS.count + 1} (${BUDGET_CODES.formulas}).`,
        line: item.line + lineOffset,
        limit: FORMULA_LIMITS.count,
        actual: total,
      };
    }
    if (item.source.length > FORMULA_LIMITS.chars) {
      return {
        severity: 'error',
        code: BUDGET_CODES.formulaChars,
        message: `The formula ${quote(item.source)} has ${item.source.length} characters; a formula may have at most ${FORMULA_LIMITS.chars} (${BUDGET_CODES.formulaChars}).`,
        line: item.line + lineOffset,
        limit: FORMULA_LIMITS.chars,
        actual: item.source.length,
      };
    }
  }
  return undefined;
}

function themeOrDefault(id: string): Theme {
  try {
    return resolveTheme(id);
  } catch {
    // An unknown theme is the engine's finding to report, not this check's.
    return resolveTheme(DEFAULT_THEME);
  }
}

function quote(tex: string): string {
  const flat = tex.replace(/\s+/g, ' ').trim();
  return `"${flat.length > 60 ? `${flat.slice(0, 60)}…` : flat}"`;
}

/**
 * The parser is built once per engine or run (kept in `rich`): building one compiles every
 * rule chain, which costs more than parsing a page. It is never changed after this.
 */
function parser(rich: RichRenderers): Parser {
  if (rich.scanner) return rich.scanner;
  const md = new MarkdownIt({ html: true }).use(footnote).use(modulesPlugin).use(mathSyntaxPlugin);
  // Only the inline rules that decide where a `$` is: emphasis and links change no math.
  md.inline.ruler.enableOnly(
    ['text', 'escape', 'backticks', 'math_inline', 'html_inline', 'autolink', 'entity'],
    true,
  );
  md.inline.ruler2.enableOnly(['fragments_join'], true);
  rich.scanner = md;
  return md;
}

/**
 * The same parser's block phase alone: math and mermaid blocks, and each run of inline
 * text as its source. Unreferenced footnotes stay in it, and nothing is moved.
 */
function blockParser(rich: RichRenderers): Parser {
  if (rich.blockScanner) return rich.blockScanner;
  const md = new MarkdownIt({ html: true }).use(footnote).use(modulesPlugin).use(mathSyntaxPlugin);
  md.core.ruler.disable(
    ['inline', 'footnote_tail', 'linkify', 'replacements', 'smartquotes', 'text_join'],
    true,
  );
  rich.blockScanner = md;
  return md;
}

/**
 * The test before the full parse, from its block phase: false means `findItems` finds
 * nothing. Every item is a math or mermaid block, or a formula inside a run of inline
 * text, which starts with a `$` of that run's source. A `$` only inside fenced or
 * indented code (a shell snippet's `$HOME`) passes the quick test and fails this one.
 */
export function blocksMayHoldFigures(markdown: string, rich: RichRenderers): boolean {
  return blockParser(rich)
    .parse(markdown, {})
    .some(
      (token) =>
        token.type === 'math_block' ||
        token.type === 'mermaid_block' ||
        (token.type === 'inline' && token.content.includes('$')),
    );
}

/** Whether the document holds math or mermaid as the engine parses it: one parse, nothing drawn. */
export function findsFigures(markdown: string, rich: RichRenderers): boolean {
  return blocksMayHoldFigures(markdown, rich) && holdsFigures(markdown, rich);
}

/** The full parse's answer, without the test before it. */
export function holdsFigures(markdown: string, rich: RichRenderers): boolean {
  return findItems(markdown, rich).length > 0;
}

/** Math and mermaid as the engine parses them, with the lines they start on. */
function findItems(markdown: string, rich: RichRenderers): Item[] {
  const md = parser(rich);
  const items: Item[] = [];
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      const line = (token.map?.[0] ?? 0) + 1;
      if (token.type === 'math_block') {
        items.push({ kind: 'math', source: token.content.trim(), display: true, line });
      } else if (token.type === 'mermaid_block') {
        items.push({ kind: 'mermaid', source: token.content, display: true, line });
      } else if (token.type === 'inline' && token.children) {
        for (const child of token.children) {
          if (child.type !== 'math_inline') continue;
          const before = token.content.slice(0, (child.meta as { offset: number }).offset);
          items.push({
            kind: 'math',
            source: child.content,
            display: child.markup === '$$',
            line: line + (before.match(/\n/g)?.length ?? 0),
          });
        }
      }
    }
  };
  walk(md.parse(markdown, {}));
  return items;
}
