import { decodeHTMLAttribute } from 'entities';
import type { Token } from 'markdown-it';
import { PLATFORM } from '../../../core/platform.js';
import type { Styles } from '../styles/styles.js';
import { TAB_WIDTH } from './highlight.js';

/**
 * The platform only keeps links to its own articles: other links become numbered
 * references listed at the end, in-page anchors become their text. Markdown links,
 * raw `<a>` tags and footnotes share one numbering, so the reader meets `[1]`, `[2]`, …
 * in order whichever way the writer wrote them, and a URL linked twice has one number.
 */
export interface LinkState {
  /** Number of each URL, and of each footnote (keyed `\0` + its id). */
  numbers: Map<string, number>;
  /** What each number stands for, in order: a URL or a footnote's id. */
  entries: ({ url: string } | { footnote: number })[];
  /** Per open Markdown link: how its close renders (`''`, `</a>`, or the reference mark). */
  linkClose: string[];
  /** The same for raw `<a>` tags, which close only with a raw `</a>`. */
  rawLinkClose: string[];
  /** Next number of each open list; `-1` marks a bullet list. */
  lists: number[];
  /** Footnotes whose whole body is one URL: they share that URL's number and entry. */
  footnoteUrls: Map<number, string>;
}

export const BULLET_LIST = -1;

export function newLinkState(): LinkState {
  return {
    numbers: new Map(),
    entries: [],
    linkClose: [],
    rawLinkClose: [],
    lists: [],
    footnoteUrls: new Map(),
  };
}

function isPlatformArticle(href: string): boolean {
  const match = /^https?:\/\/([^/?#:]+)/i.exec(href);
  if (!match) return false;
  const host = match[1].toLowerCase();
  return PLATFORM.articleHosts.some((h) => host === h || host.endsWith(`.${h}`));
}

export function attr(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** The number of a URL or footnote key, given one the first time it is met. */
export function referenceNumber(
  state: LinkState,
  key: string,
  entry: { url: string } | { footnote: number },
): number {
  let n = state.numbers.get(key);
  if (n === undefined) {
    n = state.entries.push(entry);
    state.numbers.set(key, n);
  }
  return n;
}

export function footnoteNumber(state: LinkState, id: number): number {
  const url = state.footnoteUrls.get(id);
  if (url !== undefined) return referenceNumber(state, url, { url });
  return referenceNumber(state, `\u0000${id}`, { footnote: id });
}

const BARE_URL = /^https?:\/\/\S+$/;

/**
 * Finds the footnotes whose body is only a URL (`[^1]: https://…` or `<https://…>`), so
 * that a footnote citing a page the text also links to is one reference, not two.
 * markdown-it-footnote puts the footnote block at the end of the tokens.
 */
export function findFootnoteUrls(tokens: Token[], state: LinkState): void {
  if (tokens[tokens.length - 1]?.type !== 'footnote_block_close') return;
  for (let i = tokens.length - 1; i >= 0 && tokens[i].type !== 'footnote_block_open'; i--) {
    const open = tokens[i];
    if (open.type !== 'footnote_open') continue;
    // Its body: one paragraph (markdown-it-footnote puts its back-link anchors inside).
    const body: Token[] = [];
    for (let j = i + 1; j < tokens.length && tokens[j].type !== 'footnote_close'; j++) {
      if (tokens[j].type !== 'footnote_anchor') body.push(tokens[j]);
    }
    const [p, inline, close] = body;
    if (body.length !== 3 || p.type !== 'paragraph_open' || close.type !== 'paragraph_close') {
      continue;
    }
    const parts = (inline.children ?? []).filter((c) => c.type !== 'footnote_anchor');
    let url: string | undefined;
    if (parts.length === 1 && parts[0].type === 'text' && BARE_URL.test(parts[0].content)) {
      url = parts[0].content;
    } else if (parts.length === 3 && parts[0].type === 'link_open') {
      const href = String(parts[0].attrGet('href') ?? '');
      if (BARE_URL.test(href) && parts[1].content === href) url = href;
    }
    if (url !== undefined) state.footnoteUrls.set((open.meta as { id: number }).id, url);
  }
}

/** Opens a link to `href`; `closers` receives how its end renders. */
export function openLink(state: LinkState, s: Styles, href: string, closers: string[]): string {
  if (href === '' || href.startsWith('#')) {
    closers.push('');
    return '';
  }
  if (isPlatformArticle(href)) {
    closers.push('</a>');
    return `<a href="${attr(href)}" style="${s.link}">`;
  }
  const n = referenceNumber(state, href, { url: href });
  closers.push(`</span><sup style="${s.refMark}">[${n}]</sup>`);
  return `<span style="${s.link}">`;
}

/** The marker of the next item of the innermost open list (Markdown or raw). */
export function nextMarker(state: LinkState, s: Styles): string {
  const depth = state.lists.length - 1;
  const next = state.lists[depth] ?? BULLET_LIST;
  if (next === BULLET_LIST) {
    return `<span style="${s.marker}">${s.bullets[Math.max(depth, 0) % s.bullets.length]}</span>`;
  }
  state.lists[depth] = next + 1;
  return `<span style="${s.marker}">${next}.</span>`;
}

// `[^<>]`, not `[^>]`: a tag never holds `<` in sanitized HTML, and a failed match stops at
// the next `<` instead of scanning to the end again from every `<`.
const RAW = /<(\/?)(a|ul|ol|li)\b([^<>]*)>/g;
const QUICK = /<\/?(?:a|ul|ol|li|pre)\b/;
const PRE = /(<pre\b[^<>]*>)([\s\S]*?)(<\/pre>|$)/g;
const PRE_TEXT = /(^|>)([^<]+)/g;
const HREF = /\shref="([^"]*)"/;
const START = /\sstart="(\d{1,9})"/;

/**
 * Gives sanitized raw HTML the treatment of the equivalent Markdown: `<a>` tags become
 * references, anchors or platform links like Markdown links, and `<ul>/<ol>/<li>`
 * become the engine's styled lists with text markers (the editor adds its own bullets
 * to native ones). Runs on the sanitizer's output, whose tags are well formed.
 */
export function rewriteRawHtml(html: string, state: LinkState, s: Styles): string {
  if (!QUICK.test(html)) return html;
  if (html.includes('<pre')) html = html.replace(PRE, preserveWhitespace);
  return html.replace(RAW, (tag, slash: string, name: string, attrs: string) => {
    if (name === 'a') {
      if (slash) return state.rawLinkClose.pop() ?? '';
      return openLink(
        state,
        s,
        decodeHTMLAttribute(HREF.exec(attrs)?.[1] ?? ''),
        state.rawLinkClose,
      );
    }
    if (name === 'li') {
      return slash
        ? '</section></li>'
        : `<li style="${s.listItem}"><section>${nextMarker(state, s)}`;
    }
    if (slash) {
      state.lists.pop();
      return tag;
    }
    const start = name === 'ol' ? Number(START.exec(attrs)?.[1] ?? 1) : BULLET_LIST;
    state.lists.push(start);
    return `<${name} style="${s.list}">`;
  });
}

/**
 * Raw `<pre>` text keeps its layout through the editor, which collapses ordinary
 * whitespace: the same `&nbsp;`, `<br>` and 4-column tab stops as code blocks. (A
 * `<pre>` split across fragments keeps this only for its first fragment.)
 */
function preserveWhitespace(_whole: string, open: string, body: string, close: string): string {
  let column = 0;
  let entity = false;
  // HTML parsers drop a newline right after <pre>.
  const text = body.replace(/^\n/, '').replace(PRE_TEXT, (_m, gt: string, run: string) => {
    let out = gt;
    for (const ch of run) {
      if (ch === '\n') {
        out += '<br>';
        column = 0;
      } else if (ch === '\t') {
        const width = TAB_WIDTH - (column % TAB_WIDTH);
        out += '&nbsp;'.repeat(width);
        column += width;
      } else if (ch === ' ') {
        out += '&nbsp;';
        column++;
      } else {
        out += ch;
        // An entity (`&amp;`) is one column.
        if (!entity) column++;
        if (ch === '&') entity = true;
        else if (ch === ';') entity = false;
      }
    }
    return out;
  });
  return open + text + close;
}

/**
 * The references list: every number in order, a URL as itself, a footnote as the body
 * rendered for it (`footnotes`, by id, each already carrying its number). Footnotes
 * never referenced come last.
 */
export function referenceList(
  state: LinkState,
  s: Styles,
  footnotes: Map<number, string>,
  esc: (text: string) => string,
  /** The article is mostly Chinese (`mostlyCjk`): its headings are too. */
  cjk = false,
): string {
  for (const id of footnotes.keys()) footnoteNumber(state, id);
  if (state.entries.length === 0) return '';
  const urls = state.entries.some((entry) => 'url' in entry);
  const heading = urls ? (cjk ? '参考资料' : 'References') : cjk ? '注释' : 'Notes';
  let html = `<section style="${s.refList}"><p style="${s.sectionTitle}">${heading}</p>\n`;
  state.entries.forEach((entry, i) => {
    if ('url' in entry) {
      html += `<p style="${s.refItem}"><span style="${s.refMark}">[${i + 1}]</span> <span style="${s.refUrl};${URL_WRAP}">${breakableUrl(entry.url, esc)}</span></p>\n`;
    } else {
      html += footnotes.get(entry.footnote) ?? '';
    }
  });
  return `${html}</section>\n`;
}

/**
 * A long URL wraps at its own seams on a phone, not mid-word: a `<wbr>` after each `/`,
 * `.`, `?`, `&`, `=`, `-`, `_` and `#` (never inside `//`), and the item's break-anywhere
 * rule lifted for it. `<wbr>` adds no character, so a copied URL stays whole.
 */
const URL_WRAP = 'word-break:normal;overflow-wrap:anywhere';

export function breakableUrl(url: string, esc: (text: string) => string): string {
  return url
    .split(/(?<=[/.?&=\-_#])(?!\/)/)
    .map(esc)
    .join('<wbr>');
}

/** Whether a text is mostly Chinese or Japanese: more CJK characters than Latin words. */
export function mostlyCjk(text: string): boolean {
  const cjk = text.match(/[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/g)?.length ?? 0;
  if (cjk === 0) return false;
  const words = text.match(/[A-Za-z]+/g)?.length ?? 0;
  return cjk >= words;
}
