import type { MarkdownIt, Token } from 'markdown-it';
import { BUDGET_CODES, FORMULA_LIMITS } from '../../../core/budget.js';
import { LimitError } from '../../../core/errors.js';
import type { Sanitize } from '../../sanitize.js';
import type { Theme } from '../styles/themes.js';
import type { MathRenderer, MathSession } from './math.js';
import { mathSyntaxPlugin } from './math-syntax.js';
import type { DiagramTheme, MermaidRenderer } from './mermaid.js';

/**
 * Math, mermaid and raw HTML in the embedded engine. MathJax, the diagram renderer and the
 * sanitizer are large, so an engine loads each only once a document needs it: rendering is
 * synchronous, so a render that meets one before it is loaded shows the source as code (raw
 * HTML as text) and notes the kind in `wanted`; the engine then loads it and renders that
 * document again (index.ts). Later documents find it loaded.
 */

type RenderRule = NonNullable<MarkdownIt['renderer']['rules']['fence']>;

export type RichKind = 'math' | 'mermaid' | 'html';

/**
 * One engine's renderers, filled in as documents ask for them. A run's pre-check uses the
 * same object as its engine, so a formula it drew is not drawn again by the conversion.
 */
export interface RichRenderers {
  math?: MathRenderer;
  mermaid?: MermaidRenderer;
  /** The raw-HTML sanitizer (sanitize-html and its parsers): most articles hold no raw HTML. */
  sanitize?: Sanitize;
  /** The pre-check's parser that finds math and diagrams (rich-check.ts), built on first use. */
  scanner?: MarkdownIt;
  /** The same parser's block phase alone, for the test before it (rich-check.ts). */
  blockScanner?: MarkdownIt;
  /** Kinds the last render met before their renderer was loaded. */
  readonly wanted: Set<RichKind>;
}

export function createRichRenderers(): RichRenderers {
  return { wanted: new Set() };
}

/**
 * Loads what the last render wanted; true when that render should be repeated. Call it right
 * after the render: the kinds are taken before the first await, so a render of another
 * document meanwhile (concurrent converts) cannot change what this one loads.
 */
export async function loadWanted(rich: RichRenderers): Promise<boolean> {
  const kinds = [...rich.wanted];
  rich.wanted.clear();
  if (kinds.length === 0) return false;
  if (kinds.includes('math')) await mathOf(rich);
  if (kinds.includes('mermaid')) await mermaidOf(rich);
  if (kinds.includes('html'))
    rich.sanitize ??= (await import('../../sanitize.js')).createSanitizer();
  return true;
}

/** MathJax for these renderers, loaded and set up on first use (some 100 ms). */
export async function mathOf(rich: RichRenderers): Promise<MathRenderer> {
  if (rich.math) return rich.math;
  const { createMathRenderer } = await import('./math.js');
  // Another caller may have set it up while this one waited for the import.
  rich.math ??= createMathRenderer();
  return rich.math;
}

/** The diagram renderer for these renderers, loaded on first use. */
export async function mermaidOf(rich: RichRenderers): Promise<MermaidRenderer> {
  if (rich.mermaid) return rich.mermaid;
  const { createMermaidRenderer } = await import('./mermaid.js');
  rich.mermaid ??= createMermaidRenderer();
  return rich.mermaid;
}

/** The article theme's colours for diagrams: each theme family gets matching ones. */
export function diagramTheme(theme: Theme): DiagramTheme {
  const p = theme.palette;
  return {
    bg: p.background,
    fg: p.text,
    accent: p.primary,
    surface: p.tint,
    font: theme.family.fontFamily,
  };
}

/** Display math: centred, and scrolling sideways when wider than a phone. */
const DISPLAY = 'margin:1em 0;text-align:center;overflow-x:auto;overflow-y:hidden;max-width:100%';
const DIAGRAM = 'margin:1em 0;text-align:center;overflow-x:auto;max-width:100%';

/** A copy of `token` with other content, for the code fallbacks. */
function withContent(token: Token, content: string, info?: string): Token {
  const copy = Object.assign(Object.create(Object.getPrototypeOf(token)), token) as Token;
  copy.content = content;
  if (info !== undefined) copy.info = info;
  return copy;
}

/**
 * Parses math and mermaid (math-syntax.ts) and draws them with the engine's loaded renderers.
 * What cannot be drawn (bad TeX, a syntax error, a renderer not loaded yet) is shown as the
 * renderer's own code span or code block, so the reader sees the source, never a blank.
 */
export function richPlugin(md: MarkdownIt, options: { theme: Theme; rich: RichRenderers }): void {
  const { rich } = options;
  const colours = diagramTheme(options.theme);
  md.use(mathSyntaxPlugin);
  const rules = md.renderer.rules;
  const fence: RenderRule = (tokens, idx, o, env, self) =>
    (self.rules.fence ?? self.renderToken.bind(self))(tokens, idx, o, env, self);

  /**
   * The render's TeX state, kept in markdown-it's per-render env: a document's definitions
   * reach its later formulas, never another render (math.ts).
   */
  const session = (env: object | undefined): MathSession | undefined => {
    if (!env) return rich.math?.session();
    const holder = env as { mathSession?: MathSession };
    if (rich.math) holder.mathSession ??= rich.math.session();
    return holder.mathSession;
  };

  rules.math_inline = (tokens, idx, o, env, self) => {
    const token = tokens[idx];
    const display = token.markup === '$$';
    chargeFormula(env, token.content, undefined);
    const drawn = draw('math', () => session(env)?.render(token.content, display));
    if (drawn) return drawn;
    const close = token.markup === '$`' ? '`$' : token.markup;
    const code = withContent(token, `${token.markup}${token.content}${close}`);
    return (self.rules.code_inline ?? self.renderToken.bind(self))([code], 0, o, env, self);
  };

  rules.math_block = (tokens, idx, o, env, self) => {
    const token = tokens[idx];
    chargeFormula(env, token.content.trim(), token.map?.[0]);
    const drawn = draw('math', () => session(env)?.render(token.content.trim(), true));
    if (drawn) return `<section style="${DISPLAY}">${drawn}</section>\n`;
    const source = token.content.endsWith('\n') ? token.content : `${token.content}\n`;
    return fence([withContent(token, source, 'latex')], 0, o, env, self);
  };

  rules.mermaid_block = (tokens, idx, o, env, self) => {
    const drawn = draw('mermaid', () => rich.mermaid?.render(tokens[idx].content, colours));
    if (drawn) return `<section style="${DIAGRAM}">${drawn}</section>\n`;
    return fence(tokens, idx, o, env, self);
  };

  /** The SVG, or undefined for the code fallback (noting a renderer not loaded yet). */
  function draw(kind: RichKind, render: () => { svg: string } | { error: string } | undefined) {
    const result = render();
    if (!result) rich.wanted.add(kind);
    return result && 'svg' in result ? result.svg : undefined;
  }
}

/**
 * The formula limits, for requests that skip the pre-check (`serve`, the CLI's convert):
 * counted per render in its env, refused before MathJax draws the formula over them.
 */
function chargeFormula(
  env: Record<string, unknown> | undefined,
  tex: string,
  line: number | undefined,
) {
  if (!env) return;
  const drawn = ((env.formulasDrawn as number | undefined) ?? 0) + 1;
  env.formulasDrawn = drawn;
  if (drawn > FORMULA_LIMITS.count) {
    throw new LimitError(
      BUDGET_CODES.formulas,
      `The document has more than ${FORMULA_LIMITS.count} formulas; at most ${FORMULA_LIMITS.count} are drawn per document (${BUDGET_CODES.formulas}).`,
      FORMULA_LIMITS.count,
      drawn,
      line === undefined ? undefined : line + 1,
    );
  }
  if (tex.length > FORMULA_LIMITS.chars) {
    throw new LimitError(
      BUDGET_CODES.formulaChars,
      `A formula has ${tex.length} characters ("${tex.slice(0, 40).replace(/\s+/g, ' ')}…"); a formula may have at most ${FORMULA_LIMITS.chars} (${BUDGET_CODES.formulaChars}).`,
      FORMULA_LIMITS.chars,
      tex.length,
      line === undefined ? undefined : line + 1,
    );
  }
}
