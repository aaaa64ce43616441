import MarkdownIt, {
  type Env,
  type MarkdownIt as MarkdownItInstance,
  type Token,
} from 'markdown-it';
import cjkBreaks from 'markdown-it-cjk-breaks';
import footnote from 'markdown-it-footnote';
import type { BackgroundType, FontSize } from '../../types.js';
import { type AlertKind, alertStyles, alertsPlugin } from './alerts.js';
import type { Highlight } from './highlight.js';
import {
  attr,
  BULLET_LIST,
  findFootnoteUrls,
  footnoteNumber,
  type LinkState,
  newLinkState,
  nextMarker,
  openLink,
  referenceList,
  rewriteRawHtml,
} from './links.js';
import { type LayoutModule, modulesPlugin } from './modules.js';
import { type RichRenderers, richPlugin } from './rich.js';
import { balanceTags, closeOpenTags, type Sanitize } from './sanitize.js';
import { buildStyles, rootStyle, type Styles } from './styles.js';
import {
  dropDangerousInlineHtml,
  dropEmptyText,
  plainLinksPlugin,
  taskListPlugin,
} from './syntax.js';
import type { Theme } from './themes.js';

/** Per-render state; markdown-it hands it to every rule, so nothing lives at module level. */
interface RenderEnv extends LinkState {
  inFootnotes: boolean;
  /** Each footnote's body as it shows in the references list, by footnote id. */
  footnotes: Map<number, string>;
  /** Per open container (document, list item, quote, footnote, inline run): the tags raw HTML opened there. */
  rawOpen: string[][];
}

export interface DocumentRenderer {
  render(markdown: string, background: BackgroundType): string;
}

/** markdown-it types `env` loosely; every render call passes a RenderEnv (see `render`). */
function st(env: Env | undefined): RenderEnv {
  return env as unknown as RenderEnv;
}

/**
 * Builds the markdown-it instance for one theme and font size. Every rule writes
 * its inline style itself from the precomputed `Styles`, so the output needs no
 * CSS-inlining pass and carries no class, id, `<style>` or `<div>`.
 */
export function createRenderer(
  theme: Theme,
  fontSize: FontSize,
  highlight: Highlight,
  sanitize: Sanitize,
  rich: RichRenderers,
): DocumentRenderer {
  const s: Styles = buildStyles(theme, fontSize);
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
  const esc = md.utils.escapeHtml;
  const rules = md.renderer.rules;
  const roots: Record<BackgroundType, string> = {
    default: `<section style="${attr(rootStyle(theme, fontSize, 'default'))}">`,
    grid: `<section style="${attr(rootStyle(theme, fontSize, 'grid'))}">`,
    none: `<section style="${attr(rootStyle(theme, fontSize, 'none'))}">`,
  };

  const prefixOf = (token: Token): string => (token.meta?.prefix as string | undefined) ?? '';

  rules.paragraph_open = (tokens, idx, _o, e) => {
    const env = st(e);
    const token = tokens[idx];
    if (token.hidden) return prefixOf(token);
    const style = env.inFootnotes ? s.refItem : s.paragraph;
    return `<p style="${style}">${prefixOf(token)}`;
  };
  rules.paragraph_close = (tokens, idx) => (tokens[idx].hidden ? '' : '</p>\n');

  rules.heading_open = (tokens, idx) => {
    const level = Number(tokens[idx].tag.slice(1)) - 1;
    const inner = s.headingInner[level];
    return `<${tokens[idx].tag} style="${s.headings[level]}">${inner ? `<span style="${inner}">` : ''}`;
  };
  rules.heading_close = (tokens, idx) => {
    const level = Number(tokens[idx].tag.slice(1)) - 1;
    return `${s.headingInner[level] ? '</span>' : ''}</${tokens[idx].tag}>\n`;
  };

  const alerts = alertStyles();
  rules.blockquote_open = (tokens, idx) => {
    const kind = tokens[idx].meta?.alert as AlertKind | undefined;
    if (!kind) return `<blockquote style="${s.blockquote}">\n`;
    const alert = alerts[kind];
    return `<section style="${alert.box}"><p style="${alert.title}">${alert.label}</p>\n`;
  };
  rules.blockquote_close = (tokens, idx) =>
    tokens[idx].meta?.alert ? '</section>\n' : '</blockquote>\n';
  rules.hr = () => `<hr style="${s.hr}">\n`;

  // Lists: the editor adds its own bullets to nested <li>, so list-style is off and
  // each marker is text inside a <section> wrapper that the editor leaves alone.
  rules.bullet_list_open = (_t, _i, _o, e) => {
    const env = st(e);
    env.lists.push(BULLET_LIST);
    return `<ul style="${s.list}">\n`;
  };
  rules.ordered_list_open = (tokens, idx, _o, e) => {
    const env = st(e);
    // Any start is a number, 0 included.
    const start = Number(tokens[idx].attrGet('start') ?? 1);
    env.lists.push(Number.isFinite(start) && start >= 0 ? start : 1);
    return `<ol style="${s.list}">\n`;
  };
  rules.bullet_list_close = (_t, _i, _o, e) => {
    const env = st(e);
    env.lists.pop();
    return '</ul>\n';
  };
  rules.ordered_list_close = (_t, _i, _o, e) => {
    const env = st(e);
    env.lists.pop();
    return '</ol>\n';
  };
  rules.list_item_open = (tokens, idx, _o, e) => {
    const env = st(e);
    const token = tokens[idx];
    const marker =
      token.meta?.task !== undefined
        ? `<span style="${s.taskMarker}">${token.meta.task ? '☑' : '☐'}</span>`
        : nextMarker(env, s);
    const following = tokens[idx + 1];
    if (following?.type === 'paragraph_open') {
      following.meta = { ...following.meta, prefix: marker };
      return `<li style="${s.listItem}"><section>`;
    }
    return `<li style="${s.listItem}"><section>${marker}`;
  };
  rules.list_item_close = () => '</section></li>\n';

  rules.code_inline = (tokens, idx) =>
    `<code style="${s.inlineCode}">${esc(tokens[idx].content)}</code>`;
  const codeBlock = (content: string, lang: string) =>
    `<pre style="${s.pre}"><code style="${s.code}">${highlight(content, lang, s.codeSpans)}</code></pre>\n`;
  rules.fence = (tokens, idx) => {
    const info = tokens[idx].info.trim();
    const lang = info ? info.split(/\s+/, 1)[0] : '';
    return codeBlock(tokens[idx].content, lang === 'mermaid' ? '' : lang);
  };
  rules.code_block = (tokens, idx) => codeBlock(tokens[idx].content, '');

  rules.table_open = () => `<section style="${s.tableWrap}"><table style="${s.table}">\n`;
  rules.table_close = () => '</table></section>\n';
  const cell = (base: string) => (tokens: Token[], idx: number) => {
    const align = tokens[idx].attrGet('style');
    return `<${tokens[idx].tag} style="${base}${align ? `;${align}` : ''}">`;
  };
  rules.th_open = cell(s.th);
  rules.td_open = cell(s.td);

  rules.image = (tokens, idx, options, env, self) => {
    const token = tokens[idx];
    const alt = self.renderInlineAsText(token.children ?? [], options, env);
    const title = String(token.attrGet('title') ?? '');
    return `<img src="${attr(String(token.attrGet('src') ?? ''))}" alt="${attr(alt)}"${title ? ` title="${attr(title)}"` : ''} style="${s.image}">`;
  };

  rules.strong_open = () => `<strong style="${s.strong}">`;
  rules.em_open = () => `<em style="${s.em}">`;
  rules.s_open = () => `<del style="${s.del}">`;
  rules.s_close = () => '</del>';

  // Links: the platform only keeps links to its own articles, so others become
  // numbered references listed at the end; in-page anchors become plain text.
  rules.link_open = (tokens, idx, _o, e) => {
    const env = st(e);
    return openLink(env, s, String(tokens[idx].attrGet('href') ?? ''), env.linkClose);
  };
  rules.link_close = (_t, _i, _o, e) => st(e).linkClose.pop() ?? '';

  // Raw HTML is balanced within the container it appears in, so an unclosed or
  // stray tag can never close (or leave open) the engine's own structure.
  const scope = (env: RenderEnv) => env.rawOpen[env.rawOpen.length - 1];
  // Then raw links and lists get the Markdown treatment (links.ts).
  const raw = (html: string, inline: boolean, env: RenderEnv) =>
    rewriteRawHtml(balanceTags(sanitize(html, inline), scope(env)), env, s);
  rules.html_block = (tokens, idx, _o, e) => raw(tokens[idx].content, false, st(e));
  rules.html_inline = (tokens, idx, _o, e) => raw(tokens[idx].content, true, st(e));
  const closeRaw = (open: string[], env: RenderEnv) => rewriteRawHtml(closeOpenTags(open), env, s);

  // Footnotes: markdown-it-footnote writes ids, classes and back-links; these rules
  // keep the text and number each note in the one numbering links use (links.ts).
  rules.footnote_ref = (tokens, idx, _o, e) => {
    const n = footnoteNumber(st(e), (tokens[idx].meta as { id: number }).id);
    return `<sup style="${s.footnoteRef}">[${n}]</sup>`;
  };
  rules.footnote_open = (tokens, idx, _o, e) => {
    const n = footnoteNumber(st(e), (tokens[idx].meta as { id: number }).id);
    const mark = `<span style="${s.refMark}">[${n}]</span> `;
    const following = tokens[idx + 1];
    if (following?.type === 'paragraph_open') {
      following.meta = { ...following.meta, prefix: mark };
      return '<section>';
    }
    return `<section>${mark}`;
  };
  rules.footnote_close = () => '</section>\n';
  rules.footnote_anchor = () => '';

  rules.layout_module = (tokens, idx, _o, e) => {
    const env = st(e);
    // Module fields are inline Markdown: code, emphasis, links (to references) as anywhere.
    const inline = (text: string) => {
      const parts: string[] = [];
      renderTokens(md, md.parseInline(text, env as unknown as Env), env, parts, s);
      return parts.join('');
    };
    return renderModule(tokens[idx].meta as unknown as LayoutModule, s, inline);
  };

  // Raw HTML left open inside a container is closed with it (after all rules exist).
  for (const container of ['list_item', 'blockquote', 'footnote']) {
    const open = rules[`${container}_open`] ?? ((t, i, o, _e, self) => self.renderToken(t, i, o));
    const close = rules[`${container}_close`] ?? ((t, i, o, _e, self) => self.renderToken(t, i, o));
    rules[`${container}_open`] = (t, i, o, e, self) => {
      st(e).rawOpen.push([]);
      return open(t, i, o, e, self);
    };
    rules[`${container}_close`] = (t, i, o, e, self) =>
      closeRaw(st(e).rawOpen.pop() ?? [], st(e)) + close(t, i, o, e, self);
  }

  return {
    render(markdown, background) {
      const env: RenderEnv = {
        ...newLinkState(),
        inFootnotes: false,
        footnotes: new Map(),
        rawOpen: [[]],
      };
      const parts = [roots[background], '\n'];
      const tokens = md.parse(markdown, env as unknown as Env);
      findFootnoteUrls(tokens, env);
      renderTokens(md, tokens, env, parts, s);
      parts.push(
        closeRaw(env.rawOpen[0], env),
        referenceList(env, s, env.footnotes, esc),
        '</section>',
      );
      return parts.join('');
    },
  };
}

/**
 * markdown-it's own `render` appends every rule's output to one string, which V8 keeps as
 * a rope of thousands of pieces; the first reader of the HTML (the page writer, an HTTP
 * reply) then pays to flatten it, 95 ms for the pipeline bench's 1,000 documents. Pushing
 * the pieces to an array and joining them once builds the same flat string in about a
 * third of that (bench/pipeline.ts).
 */
function renderTokens(
  md: MarkdownItInstance,
  tokens: Token[],
  env: RenderEnv,
  parts: string[],
  s: Styles,
): void {
  const { renderer, options } = md;
  const e = env as unknown as Env;
  // As markdown-it renders one token: its rule, or the default tag rendering.
  const render = (list: Token[], i: number) => {
    const rule = renderer.rules[list[i].type];
    return rule ? rule(list, i, options, e, renderer) : renderer.renderToken(list, i, options);
  };
  // Footnote bodies are kept aside, by id, for the references list (links.ts).
  let footnote: { id: number; parts: string[] } | undefined;
  let out = parts;
  for (let i = 0; i < tokens.length; i++) {
    const type = tokens[i].type;
    if (type === 'footnote_block_open' || type === 'footnote_block_close') {
      env.inFootnotes = type === 'footnote_block_open';
      continue;
    }
    if (type === 'footnote_open') {
      footnote = { id: (tokens[i].meta as { id: number }).id, parts: [] };
      out = footnote.parts;
    }
    if (type !== 'inline') {
      out.push(render(tokens, i));
    } else {
      // Raw HTML left open in a run of inline text is closed at the run's end.
      env.rawOpen.push([]);
      const children = tokens[i].children ?? [];
      for (let j = 0; j < children.length; j++) out.push(render(children, j));
      out.push(rewriteRawHtml(closeOpenTags(env.rawOpen.pop() ?? []), env, s));
    }
    if (type === 'footnote_close' && footnote) {
      // A footnote that is only a URL is listed as that URL's reference.
      if (!env.footnoteUrls.has(footnote.id)) {
        env.footnotes.set(footnote.id, footnote.parts.join(''));
      }
      footnote = undefined;
      out = parts;
    }
  }
}

function renderModule(module: LayoutModule, s: Styles, inline: (text: string) => string): string {
  if (module.kind === 'hero') {
    let html = `<section style="${s.hero}"><p style="${s.heroTitle}">${inline(module.title)}</p>`;
    if (module.subtitle) html += `<p style="${s.heroSubtitle}">${inline(module.subtitle)}</p>`;
    if (module.tags.length > 0) {
      html += `<p style="${s.heroTags}">`;
      for (const tag of module.tags) html += `<span style="${s.heroTag}">${inline(tag)}</span>`;
      html += '</p>';
    }
    return `${html}</section>\n`;
  }
  let html = `<section style="${s.cardsWrap}">`;
  if (module.heading) html += `<p style="${s.cardsHeading}">${inline(module.heading)}</p>`;
  for (const card of module.cards) {
    html += `<section style="${card.accent ? s.cardAccent : s.card}">`;
    html += `<p style="${card.accent ? s.cardTitleAccent : s.cardTitle}">${inline(card.title)}</p>`;
    for (const line of card.lines) {
      if (line) html += `<p style="${s.cardLine}">${inline(line)}</p>`;
    }
    html += '</section>';
  }
  return `${html}</section>\n`;
}
