import xss, { FilterXSS, type SafeAttrValueHandler } from 'xss';

// xss copies its defaults onto module.exports in a loop that ESM named imports cannot see.
const defaultSafeAttrValue = (xss as unknown as { safeAttrValue: SafeAttrValueHandler })
  .safeAttrValue;

export type Sanitize = (html: string) => string;

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
  const filter = new FilterXSS({
    whiteList: ALLOWED,
    stripIgnoreTag: true,
    stripIgnoreTagBody: DROP_WITH_BODY,
    allowCommentTag: false,
    safeAttrValue(tag, name, value, cssFilter) {
      const safe = defaultSafeAttrValue(tag, name, value, cssFilter);
      if (name === 'href' && /^\s*data:/i.test(safe)) return '';
      return safe;
    },
  });
  return (html) => filter.process(html.replace(DIV, '<$1section'));
}
