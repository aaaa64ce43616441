import MarkdownIt, {
  type Env,
  type MarkdownIt as MarkdownItInstance,
  type Token,
} from 'markdown-it';
import footnote from 'markdown-it-footnote';
import { PLATFORM } from '../../platform.js';
import type { BackgroundType, FontSize } from '../../types.js';
import type { Highlight } from './highlight.js';
import { type LayoutModule, modulesPlugin } from './modules.js';
import { type RichRenderers, richPlugin } from './rich.js';
import { balanceTags, closeOpenTags, type Sanitize } from './sanitize.js';
import { buildStyles, rootStyle, type Styles } from './styles.js';
import { dropDangerousInlineHtml, plainLinksPlugin, taskListPlugin } from './syntax.js';
import type { Theme } from './themes.js';

/** Per-render state; markdown-it hands it to every rule, so nothing lives at module level. */
interface RenderEnv {
  refs: Map<string, number>;
  refUrls: string[];
  /** Per open link: how its close renders (`''`, `</a>`, or the reference mark). */
  linkClose: string[];
  /** Next number of each open list; `0` marks a bullet list. */
  lists: number[];
  inFootnotes: boolean;
  /** Per open container (document, list item, quote, footnote, inline run): the tags raw HTML opened there. */
  rawOpen: string[][];
}

export interface DocumentRenderer {
  render(markdown: string, background: BackgroundType): string;
}

const BULLETS = ['•', '◦', '▪'];

/** markdown-it types `env` loosely; every render call passes a RenderEnv (see `render`). */
function st(env: Env | undefined): RenderEnv {
  return env as unknown as RenderEnv;
}

function attr(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

function isPlatformArticle(href: string): boolean {
  const match = /^https?:\/\/([^/?#:]+)/i.exec(href);
  if (!match) return false;
  const host = match[1].toLowerCase();
  return PLATFORM.articleHosts.some((h) => host === h || host.endsWith(`.${h}`));
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
    .use(richPlugin, { theme, rich });
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

  rules.blockquote_open = () => `<blockquote style="${s.blockquote}">\n`;
  rules.hr = () => `<hr style="${s.hr}">\n`;

  // Lists: the editor adds its own bullets to nested <li>, so list-style is off and
  // each marker is text inside a <section> wrapper that the editor leaves alone.
  rules.bullet_list_open = (_t, _i, _o, e) => {
    const env = st(e);
    env.lists.push(0);
    return `<ul style="${s.list}">\n`;
  };
  rules.ordered_list_open = (tokens, idx, _o, e) => {
    const env = st(e);
    const start = Number(tokens[idx].attrGet('start') ?? 1);
    env.lists.push(Number.isFinite(start) ? start : 1);
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
    const depth = env.lists.length - 1;
    const next = env.lists[depth];
    let marker: string;
    if (token.meta?.task !== undefined) {
      marker = `<span style="${s.taskMarker}">${token.meta.task ? '☑' : '☐'}</span>`;
    } else if (next > 0) {
      env.lists[depth] = next + 1;
      marker = `<span style="${s.marker}">${next}.</span>`;
    } else {
      marker = `<span style="${s.marker}">${BULLETS[depth % BULLETS.length]}</span>`;
    }
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
    const href = String(tokens[idx].attrGet('href') ?? '');
    if (href === '' || href.startsWith('#')) {
      env.linkClose.push('');
      return '';
    }
    if (isPlatformArticle(href)) {
      env.linkClose.push('</a>');
      return `<a href="${attr(href)}" style="${s.link}">`;
    }
    let n = env.refs.get(href);
    if (n === undefined) {
      n = env.refUrls.push(href);
      env.refs.set(href, n);
    }
    env.linkClose.push(`</span><sup style="${s.refMark}">[${n}]</sup>`);
    return `<span style="${s.link}">`;
  };
  rules.link_close = (_t, _i, _o, e) => st(e).linkClose.pop() ?? '';

  // Raw HTML is balanced within the container it appears in, so an unclosed or
  // stray tag can never close (or leave open) the engine's own structure.
  const scope = (env: RenderEnv) => env.rawOpen[env.rawOpen.length - 1];
  rules.html_block = (tokens, idx, _o, e) =>
    balanceTags(sanitize(tokens[idx].content, false), scope(st(e)));
  rules.html_inline = (tokens, idx, _o, e) =>
    balanceTags(sanitize(tokens[idx].content, true), scope(st(e)));

  // Footnotes: markdown-it-footnote writes ids, classes and back-links; these
  // rules keep the numbering and drop everything the editor would strip.
  rules.footnote_ref = (tokens, idx) => {
    const meta = tokens[idx].meta as { id: number; subId: number };
    return `<sup style="${s.footnoteRef}">${meta.id + 1}</sup>`;
  };
  rules.footnote_block_open = (_t, _i, _o, e) => {
    const env = st(e);
    env.inFootnotes = true;
    return `<section style="${s.refList}"><p style="${s.sectionTitle}">Notes</p>\n`;
  };
  rules.footnote_block_close = (_t, _i, _o, e) => {
    const env = st(e);
    env.inFootnotes = false;
    return '</section>\n';
  };
  rules.footnote_open = (tokens, idx) => {
    const mark = `<span style="${s.refMark}">${(tokens[idx].meta as { id: number }).id + 1}.</span> `;
    const following = tokens[idx + 1];
    if (following?.type === 'paragraph_open') {
      following.meta = { ...following.meta, prefix: mark };
      return '<section>';
    }
    return `<section>${mark}`;
  };
  rules.footnote_close = () => '</section>\n';
  rules.footnote_anchor = () => '';

  rules.layout_module = (tokens, idx) =>
    renderModule(tokens[idx].meta as unknown as LayoutModule, s, esc);

  // Raw HTML left open inside a container is closed with it (after all rules exist).
  for (const container of ['list_item', 'blockquote', 'footnote']) {
    const open = rules[`${container}_open`] ?? ((t, i, o, _e, self) => self.renderToken(t, i, o));
    const close = rules[`${container}_close`] ?? ((t, i, o, _e, self) => self.renderToken(t, i, o));
    rules[`${container}_open`] = (t, i, o, e, self) => {
      st(e).rawOpen.push([]);
      return open(t, i, o, e, self);
    };
    rules[`${container}_close`] = (t, i, o, e, self) =>
      closeOpenTags(st(e).rawOpen.pop() ?? []) + close(t, i, o, e, self);
  }

  function references(env: RenderEnv): string {
    if (env.refUrls.length === 0) return '';
    let html = `<section style="${s.refList}"><p style="${s.sectionTitle}">References</p>\n`;
    env.refUrls.forEach((url, i) => {
      html += `<p style="${s.refItem}"><span style="${s.refMark}">[${i + 1}]</span> <span style="${s.refUrl}">${esc(url)}</span></p>\n`;
    });
    return `${html}</section>\n`;
  }

  return {
    render(markdown, background) {
      const env: RenderEnv = {
        refs: new Map(),
        refUrls: [],
        linkClose: [],
        lists: [],
        inFootnotes: false,
        rawOpen: [[]],
      };
      const parts = [roots[background], '\n'];
      renderTokens(md, md.parse(markdown, env as unknown as Env), env, parts);
      parts.push(closeOpenTags(env.rawOpen[0]), references(env), '</section>');
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
): void {
  const { renderer, options } = md;
  const e = env as unknown as Env;
  // As markdown-it renders one token: its rule, or the default tag rendering.
  const render = (list: Token[], i: number) => {
    const rule = renderer.rules[list[i].type];
    return rule ? rule(list, i, options, e, renderer) : renderer.renderToken(list, i, options);
  };
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i].type !== 'inline') {
      parts.push(render(tokens, i));
      continue;
    }
    // Raw HTML left open in a run of inline text is closed at the run's end.
    env.rawOpen.push([]);
    const children = tokens[i].children ?? [];
    for (let j = 0; j < children.length; j++) parts.push(render(children, j));
    parts.push(closeOpenTags(env.rawOpen.pop() ?? []));
  }
}

function renderModule(module: LayoutModule, s: Styles, esc: (text: string) => string): string {
  if (module.kind === 'hero') {
    let html = `<section style="${s.hero}"><p style="${s.heroTitle}">${esc(module.title)}</p>`;
    if (module.subtitle) html += `<p style="${s.heroSubtitle}">${esc(module.subtitle)}</p>`;
    if (module.tags.length > 0) {
      html += `<p style="${s.heroTags}">`;
      for (const tag of module.tags) html += `<span style="${s.heroTag}">${esc(tag)}</span>`;
      html += '</p>';
    }
    return `${html}</section>\n`;
  }
  let html = `<section style="${s.cardsWrap}">`;
  if (module.heading) html += `<p style="${s.cardsHeading}">${esc(module.heading)}</p>`;
  for (const card of module.cards) {
    html += `<section style="${card.accent ? s.cardAccent : s.card}">`;
    html += `<p style="${card.accent ? s.cardTitleAccent : s.cardTitle}">${esc(card.title)}</p>`;
    for (const line of card.lines) {
      if (line) html += `<p style="${s.cardLine}">${esc(line)}</p>`;
    }
    html += '</section>';
  }
  return `${html}</section>\n`;
}
