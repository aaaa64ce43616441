import MarkdownIt, { type Token } from 'markdown-it';
import cjkBreaks from 'markdown-it-cjk-breaks';
import footnote from 'markdown-it-footnote';
import type { BackgroundType, FontSize } from '../../../core/types.js';
import { type RichRenderers, richPlugin } from '../figures/rich.js';
import { buildStyles, rootStyle, type Styles } from '../styles/styles.js';
import type { Theme } from '../styles/themes.js';
import { modulesPlugin } from '../syntax/modules.js';
import { alertsPlugin } from './alerts.js';
import type { Highlight } from './highlight.js';
import { attr, findFootnoteUrls, mostlyCjk, referenceList } from './links.js';
import { closeRaw, installRules } from './rules.js';
import {
  dropDangerousInlineHtml,
  dropEmptyText,
  plainLinksPlugin,
  taskListPlugin,
} from './syntax.js';
import { newRenderEnv, renderTokens } from './tokens.js';

/** A parsed document: markdown-it's tokens, and what the parse found (link references, footnotes). */
export interface ParsedDocument {
  tokens: Token[];
  env: Record<string, unknown>;
}

export interface DocumentRenderer {
  /** Parses a document. Parsing does not depend on the theme or size. */
  parse(markdown: string): ParsedDocument;
  /** The article for a document parsed by any renderer; the tokens are left unchanged. */
  render(parsed: ParsedDocument, background: BackgroundType): string;
}

/**
 * Builds the markdown-it instance for one theme and font size: the syntax plugins, then
 * the token rules that write the theme's inline styles (render-rules.ts).
 */
export function createRenderer(
  theme: Theme,
  fontSize: FontSize,
  highlight: Highlight,
  rich: RichRenderers,
  /** The styles to write instead of the theme's: restyle.ts renders a template with stand-ins. */
  s: Styles = buildStyles(theme, fontSize),
): DocumentRenderer {
  const md = new MarkdownIt({ html: true, linkify: false, typographer: false });
  md.use(footnote)
    .use(modulesPlugin)
    .use(taskListPlugin)
    .use(dropDangerousInlineHtml)
    .use(plainLinksPlugin)
    .use(richPlugin, { theme, rich })
    .use(alertsPlugin)
    .use(cjkBreaks)
    // markdown-it-cjk-breaks reads the last character of the text before a soft break
    // and throws on an empty text token (a task item's marker leaves one, for example).
    .use(dropEmptyText, 'cjk_breaks');
  installRules(md, s, highlight, rich);
  const roots = rootTags(theme, fontSize);

  return {
    parse(markdown) {
      // The article's language, for the furniture the engine adds (the references heading).
      const env: Record<string, unknown> = { cjk: mostlyCjk(markdown) };
      return { tokens: md.parse(markdown, env), env };
    },
    render({ tokens, env: found }, background) {
      // Module fields are parsed as they render, and need the references the parse found.
      const env = { ...found, ...newRenderEnv() };
      const parts = [roots[background], '\n'];
      findFootnoteUrls(tokens, env);
      renderTokens(md, tokens, env, parts, s);
      parts.push(
        closeRaw(env.rawOpen[0], env, s),
        referenceList(env, s, env.footnoteBodies, md.utils.escapeHtml, found.cjk === true),
        '</section>',
      );
      return parts.join('');
    },
  };
}

/** The article's opening tag in each background: every render starts with one of these. */
export function rootTags(theme: Theme, fontSize: FontSize): Record<BackgroundType, string> {
  return {
    default: `<section style="${attr(rootStyle(theme, fontSize, 'default'))}">`,
    grid: `<section style="${attr(rootStyle(theme, fontSize, 'grid'))}">`,
    none: `<section style="${attr(rootStyle(theme, fontSize, 'none'))}">`,
  };
}
