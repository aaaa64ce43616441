import { BUDGET_CODES, DEFAULT_BUDGET, formatMb } from '../../core/budget.js';
import { DocumentError, LimitError } from '../../core/errors.js';
import {
  BACKGROUND_TYPES,
  type BackgroundType,
  type ConvertRequest,
  type ConvertResult,
  FONT_SIZES,
  type FontSize,
} from '../../core/types.js';
import type { SplitDocument } from '../../markdown/front-matter-split.js';
import { LIMIT_CODES } from '../../markdown/limits.js';
import { precheck } from '../../markdown/precheck.js';
import { estimatedReadTime, wordCount } from '../../markdown/stats.js';
import type { Engine } from '../engine.js';
import { createRichRenderers, loadWanted, type RichRenderers } from './figures/rich.js';
import { createHighlighter } from './render/highlight.js';
import { checkModules } from './render/module-lint.js';
import { createParseCache } from './render/parse-cache.js';
import { createRenderer, type DocumentRenderer, type ParsedDocument } from './render/renderer.js';
import { createRestyler, expand, type Finish, type Look, type Restyled } from './render/restyle.js';
import { DEFAULT_THEME, resolveTheme, THEME_IDS } from './styles/themes.js';

/**
 * Splits a leading front matter block off, as markdown/front-matter.ts does: undefined when
 * the block needs the YAML library and the caller has not loaded it (front-matter-split.ts).
 */
export type SplitFrontMatter = (markdown: string) => SplitDocument | undefined;

/** The local engine, plus a synchronous convert for callers that are not async (serve, CLI). */
export interface LocalEngine extends Engine {
  readonly name: 'local';
  /**
   * Converts without waiting: math and diagrams are drawn, and raw HTML kept (sanitized),
   * only once `convert` has loaded their renderers for an earlier document; until then
   * they show as code and text. `prechecked`: the caller ran the limits and the module
   * lint itself and sends nothing they refuse (as `convert`'s option).
   */
  convertSync(request: ConvertRequest, prechecked?: boolean): ConvertResult;
  /** The renderers this engine has loaded so far (math, mermaid): none for documents without them. */
  loadedRenderers(): string[];
  /** Its math and diagram renderers, for the pre-check of the same run to share. */
  readonly rich: RichRenderers;
  /**
   * The HTML of an already converted document in other themes and sizes, from one parse:
   * the gallery's variants, each passed through `finish` when given. Math and diagrams are
   * drawn by the renderers its conversion loaded.
   */
  restyle(request: ConvertRequest, looks: readonly Look[], finish?: Finish): string[];
  /**
   * The same, as templates where it can: the gallery ships each look's style table once
   * and fills them in in the page.
   */
  restyleTemplates(request: ConvertRequest, looks: readonly Look[], finish?: Finish): Restyled;
  /** The strings a template's numbers stand for in this look (built once per engine). */
  styleTable(look: Look): readonly string[];
}

/**
 * Creates an engine that owns its caches: one markdown-it instance per theme and
 * font size, built the first time a document asks for it, and one highlight.js
 * instance whose grammars load on first use. Engines share nothing, so a test or a
 * server can hold several without one's state leaking into another's. Front matter is
 * split with `splitFrontMatter` (index.ts passes the one with the YAML library at hand).
 */
export function createLocalEngineWith(
  splitFrontMatter: SplitFrontMatter,
  {
    maxHtmlBytes = DEFAULT_BUDGET.maxHtmlBytes,
  }: {
    maxHtmlBytes?: number;
  } = {},
): LocalEngine {
  const highlight = createHighlighter();
  const renderers = new Map<string, DocumentRenderer>();
  const rich = createRichRenderers();
  const kept = createParseCache();

  function renderer(theme: string, fontSize: FontSize): DocumentRenderer {
    const key = `${theme}\u0000${fontSize}`;
    let found = renderers.get(key);
    if (!found) {
      found = createRenderer(resolveTheme(theme), fontSize, highlight, rich);
      renderers.set(key, found);
    }
    return found;
  }

  const restyler = createRestyler(renderer, highlight, rich);

  /** Parsed by `by`, or kept from a parse by another look's renderer: a parse is the same in every look (renderer.ts). */
  function parse(markdown: string, by: DocumentRenderer): ParsedDocument {
    return kept(markdown, (text) => by.parse(text));
  }

  function restyleTemplates(request: ConvertRequest, looks: readonly Look[], finish?: Finish) {
    const { markdown, theme, fontSize, backgroundType } = validate(request);
    const { body } = withoutFrontMatter(markdown, splitFrontMatter);
    return restyler.restyle(
      parse(body, restyler.parser({ theme, fontSize })),
      body,
      backgroundType,
      looks,
      finish,
    );
  }

  function convertSync(request: ConvertRequest, prechecked = false): ConvertResult {
    const { markdown: sent, theme, fontSize, backgroundType } = validate(request);
    resolveTheme(theme);
    // The limits apply to the whole markdown as sent; the front matter is not the article.
    if (!prechecked) enforceLimits(sent);
    const { body: markdown, bodyLineOffset } = withoutFrontMatter(sent, splitFrontMatter);
    if (!prechecked) {
      const malformed = checkModules(markdown, bodyLineOffset).find((f) => f.severity === 'error');
      if (malformed) throw new DocumentError('malformed_module', malformed.message, malformed.line);
    }
    rich.wanted.clear();
    const parsed = parse(markdown, restyler.parser({ theme, fontSize }));
    // Through the look's template where one draws the document: the gallery's variants of
    // the same shape then fill it in instead of rendering again (restyle.ts).
    const html = restyler.draw(parsed, markdown, backgroundType, { theme, fontSize });
    if (html.length > maxHtmlBytes) {
      throw new LimitError(
        BUDGET_CODES.html,
        `The converted HTML is ${formatMb(html.length)}; a document may convert to at most ${formatMb(maxHtmlBytes)} (${BUDGET_CODES.html}). Fewer or smaller formulas and diagrams bring it down; \`max-html-bytes\` raises the cap.`,
        maxHtmlBytes,
        html.length,
      );
    }
    const words = wordCount(markdown);
    return {
      html,
      theme,
      fontSize,
      backgroundType,
      wordCount: words,
      estimatedReadTime: estimatedReadTime(words),
    };
  }

  return {
    name: 'local',
    rich,
    convertSync,
    restyle(request, looks, finish) {
      return expand(
        restyleTemplates(request, looks, finish),
        looks.map((look) => restyler.styleTable(look)),
      );
    },
    restyleTemplates,
    styleTable: restyler.styleTable,
    loadedRenderers: () => (['math', 'mermaid'] as const).filter((kind) => rich[kind]),
    async convert(request, signal, options) {
      signal?.throwIfAborted();
      const result = convertSync(request, options?.prechecked);
      // The document holds math or a diagram whose renderer was not loaded: load, draw again.
      if (!(await loadWanted(rich))) return result;
      signal?.throwIfAborted();
      return convertSync(request, true);
    },
  };
}

interface ValidRequest {
  markdown: string;
  theme: string;
  fontSize: FontSize;
  backgroundType: BackgroundType;
}

function validate(request: ConvertRequest): ValidRequest {
  if (typeof request?.markdown !== 'string') {
    throw new DocumentError('invalid_request', 'The convert request needs `markdown` as a string.');
  }
  const theme = request.theme ?? DEFAULT_THEME;
  const fontSize = request.fontSize ?? 'medium';
  const backgroundType = request.backgroundType ?? 'default';
  if (typeof theme !== 'string') {
    throw new DocumentError(
      'unknown_theme',
      `The theme must be a string. Valid themes: ${THEME_IDS.join(', ')}.`,
    );
  }
  if (!FONT_SIZES.includes(fontSize)) {
    throw new DocumentError(
      'invalid_request',
      `Unknown fontSize "${String(fontSize).slice(0, 32)}": use ${FONT_SIZES.join(', ')}.`,
    );
  }
  if (!BACKGROUND_TYPES.includes(backgroundType)) {
    throw new DocumentError(
      'invalid_request',
      `Unknown backgroundType "${String(backgroundType).slice(0, 32)}": use ${BACKGROUND_TYPES.join(', ')}.`,
    );
  }
  return { markdown: request.markdown, theme, fontSize, backgroundType };
}

/**
 * The Markdown without a leading YAML front matter block: it is the document's metadata, as
 * the service reads it from clients that send whole files. A block that is not valid front
 * matter stays, as the text it is; a body the caller already split is left alone unless it
 * starts with another such block.
 */
export function withoutFrontMatter(
  markdown: string,
  splitFrontMatter: SplitFrontMatter,
): { body: string; bodyLineOffset: number } {
  if (!markdown.startsWith('---')) return { body: markdown, bodyLineOffset: 0 };
  try {
    const split = splitFrontMatter(markdown);
    if (split === undefined)
      throw new Error('This front matter needs the YAML library, which was not loaded.');
    if (split.bodyLineOffset > 0) return split;
  } catch (error) {
    if (!(error instanceof DocumentError)) throw error;
  }
  return { body: markdown, bodyLineOffset: 0 };
}

/** The service's limits, with its identifiers (markdown/limits.ts); the body size is the server's to check. */
function enforceLimits(markdown: string): void {
  const finding = precheck({ markdown }).find((f) => f.code !== LIMIT_CODES.bodyBytes);
  if (finding) {
    throw new LimitError(
      finding.code,
      finding.message,
      finding.limit ?? 0,
      finding.actual ?? 0,
      finding.line,
    );
  }
}
