import type { MarkdownIt as MarkdownItInstance, Token } from 'markdown-it';
import type { RichRenderers } from '../figures/rich.js';
import type { Styles } from '../styles/styles.js';
import type { LayoutModule } from '../syntax/modules.js';
import { type AlertKind, alertStyles } from './alerts.js';
import type { Highlight } from './highlight.js';
import {
  attr,
  BULLET_LIST,
  footnoteNumber,
  nextMarker,
  openLink,
  rewriteRawHtml,
} from './links.js';
import { renderModule } from './modules-render.js';
import { balanceTags, closeOpenTags } from './raw-tags.js';
import { type RenderEnv, renderTokens, st } from './tokens.js';

/** An image caption: the theme's muted reference colour, small and centred under the image. */
function captionStyle(s: Styles): string {
  return `display:block;margin:-0.5em 0 1em;text-align:center;font-size:0.85em;line-height:1.5;${s.refUrl}`;
}

/** Closes the raw HTML tags left open in a container, links and lists rewritten as anywhere. */
export function closeRaw(open: string[], env: RenderEnv, s: Styles): string {
  return rewriteRawHtml(closeOpenTags(open), env, s);
}

/**
 * The token rules: each writes its inline style itself from the precomputed `Styles`,
 * so the output needs no CSS-inlining pass and carries no class, id, `<style>` or `<div>`.
 */
export function installRules(
  md: MarkdownItInstance,
  s: Styles,
  highlight: Highlight,
  rich: RichRenderers,
): void {
  const esc = md.utils.escapeHtml;
  const rules = md.renderer.rules;
  // The list marker or footnote number that the paragraph opening next starts with.
  const takePrefix = (env: RenderEnv): string => {
    const prefix = env.prefix;
    env.prefix = '';
    return prefix;
  };

  rules.paragraph_open = (tokens, idx, _o, e) => {
    const env = st(e);
    const token = tokens[idx];
    if (token.hidden) return takePrefix(env);
    const style = env.inFootnotes ? s.refItem : s.paragraph;
    return `<p style="${style}">${takePrefix(env)}`;
  };
  rules.paragraph_close = (tokens, idx) => (tokens[idx].hidden ? '' : '</p>\n');

  rules.heading_open = (tokens, idx) => {
    const level = Number(tokens[idx].tag.slice(1)) - 1;
    return `<${tokens[idx].tag} style="${s.headings[level]}">${s.headingOpen[level]}`;
  };
  rules.heading_close = (tokens, idx) => {
    const level = Number(tokens[idx].tag.slice(1)) - 1;
    return `${s.headingClose[level]}</${tokens[idx].tag}>\n`;
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
    if (tokens[idx + 1]?.type === 'paragraph_open') {
      env.prefix = marker;
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
    const img = `<img src="${attr(String(token.attrGet('src') ?? ''))}" alt="${attr(alt)}"${title ? ` title="${attr(title)}"` : ''} style="${s.image}">`;
    // An image's title is its caption, under it in the theme's muted colour.
    return title.trim() ? `${img}<span style="${captionStyle(s)}">${esc(title)}</span>` : img;
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
  // Then raw links and lists get the Markdown treatment (links.ts). Until the sanitizer
  // is loaded the HTML shows as text, and the engine loads it and renders again (rich.ts).
  const raw = (html: string, inline: boolean, env: RenderEnv) => {
    const clean = rich.sanitize?.(html, inline);
    if (clean === undefined) {
      rich.wanted.add('html');
      return esc(html);
    }
    return rewriteRawHtml(balanceTags(clean, scope(env)), env, s);
  };
  rules.html_block = (tokens, idx, _o, e) => raw(tokens[idx].content, false, st(e));
  rules.html_inline = (tokens, idx, _o, e) => raw(tokens[idx].content, true, st(e));

  // Footnotes: markdown-it-footnote writes ids, classes and back-links; these rules
  // keep the text and number each note in the one numbering links use (links.ts).
  rules.footnote_ref = (tokens, idx, _o, e) => {
    const n = footnoteNumber(st(e), (tokens[idx].meta as { id: number }).id);
    return `<sup style="${s.footnoteRef}">[${n}]</sup>`;
  };
  rules.footnote_open = (tokens, idx, _o, e) => {
    const n = footnoteNumber(st(e), (tokens[idx].meta as { id: number }).id);
    const mark = `<span style="${s.refMark}">[${n}]</span> `;
    if (tokens[idx + 1]?.type === 'paragraph_open') {
      st(e).prefix = mark;
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
      renderTokens(md, md.parseInline(text, env), env, parts, s);
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
      closeRaw(st(e).rawOpen.pop() ?? [], st(e), s) + close(t, i, o, e, self);
  }
}
