import xss, { FilterXSS, type SafeAttrValueHandler } from 'xss';

// xss copies its defaults onto module.exports in a loop that ESM named imports cannot see.
const defaultSafeAttrValue = (xss as unknown as { safeAttrValue: SafeAttrValueHandler })
  .safeAttrValue;

/** Sanitizes a raw HTML fragment; `inline` keeps phrasing tags only (see createSanitizer). */
export type Sanitize = (html: string, inline: boolean) => string;

const STYLED = ['style'];

/** Tags an article may carry; anything else is removed (tag only, or with its body below). */
const ALLOWED: Record<string, string[]> = {
  a: ['href', 'title', 'style'],
  img: ['src', 'alt', 'title', 'width', 'height', 'style'],
  th: ['colspan', 'rowspan', 'align', 'style'],
  td: ['colspan', 'rowspan', 'align', 'style'],
  font: ['color', 'size', 'style'],
};
for (const tag of [
  'section',
  'p',
  'span',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'ins',
  'sub',
  'sup',
  'mark',
  'small',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'caption',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'figure',
  'figcaption',
  'center',
  'abbr',
  'kbd',
  'details',
  'summary',
]) {
  ALLOWED[tag] = STYLED;
}

/** Whole elements whose content must never reach the page, not even as text. */
const DROP_WITH_BODY = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'textarea',
  'select',
  'svg',
  'math',
];

const DIV = /<(\/?)div(?=[\s/>])/gi;

/**
 * A sanitizer for raw HTML in Markdown, on the js-xss allow-list. The platform's
 * editor drops `<div>`, so divs become `<section>` first and keep their layout;
 * `class`, `id` and event handlers are never on the list; `data:` URLs survive only
 * as image sources (xss alone would also let them through in `href`).
 */
export function createSanitizer(): Sanitize {
  const block = filter(ALLOWED);
  // Inside a paragraph or heading only phrasing tags are kept: a block tag there
  // makes HTML parsers close the engine's own elements early.
  const inline = filter(
    Object.fromEntries(Object.entries(ALLOWED).filter(([tag]) => PHRASING.has(tag))),
  );
  return (html, isInline) => (isInline ? inline : block).process(html.replace(DIV, '<$1section'));
}

const PHRASING = new Set([
  'a',
  'img',
  'font',
  'span',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'ins',
  'sub',
  'sup',
  'mark',
  'small',
  'code',
  'abbr',
  'kbd',
]);

function filter(whiteList: Record<string, string[]>): FilterXSS {
  return new FilterXSS({
    whiteList,
    stripIgnoreTag: true,
    stripIgnoreTagBody: DROP_WITH_BODY,
    allowCommentTag: false,
    safeAttrValue(tag, name, value, cssFilter) {
      const safe = defaultSafeAttrValue(tag, name, value, cssFilter);
      if (name === 'href' && /^\s*data:/i.test(safe)) return '';
      return safe;
    },
  });
}

const TAG = /<(\/?)([A-Za-z][A-Za-z0-9]*)\b[^>]*>/g;
const VOID = new Set(['br', 'hr', 'img', 'wbr', 'col']);

/**
 * Raw HTML arrives in fragments (an opening `<div>` block, Markdown, then `</div>`),
 * so balance is kept across the whole document in `open`, the caller's per-render
 * stack. A closing tag that closes nothing the raw HTML opened is dropped: it must
 * never close the engine's own root, list or table sections.
 */
export function balanceTags(html: string, open: string[]): string {
  if (!html.includes('<')) return html;
  return html.replace(TAG, (tag, slash: string, rawName: string) => {
    const name = rawName.toLowerCase();
    if (VOID.has(name) || tag.endsWith('/>')) return tag;
    if (!slash) {
      open.push(name);
      return tag;
    }
    const at = open.lastIndexOf(name);
    if (at === -1) return '';
    let closers = '';
    while (open.length > at + 1) closers += `</${open.pop()}>`;
    open.pop();
    return `${closers}${tag}`;
  });
}

/** Tags HTML parsers close by themselves; closing them again could close ours instead. */
const IMPLIED_END = new Set([
  'p',
  'li',
  'dt',
  'dd',
  'tr',
  'td',
  'th',
  'thead',
  'tbody',
  'tfoot',
  'caption',
]);

/**
 * Closes whatever raw HTML left open in a container (list item, quote, footnote,
 * the document), so the engine's own closing tags meet their own elements.
 */
export function closeOpenTags(open: string[]): string {
  let closers = '';
  while (open.length > 0) {
    const name = open.pop()!;
    if (!IMPLIED_END.has(name)) closers += `</${name}>`;
  }
  return closers;
}
