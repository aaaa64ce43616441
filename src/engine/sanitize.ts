import sanitizeHtml, { type IOptions } from 'sanitize-html';
import { SVG_ATTRIBUTES as SAFE_SVG_ATTRIBUTES, SVG_ELEMENTS } from './local/figures/svg-safe.js';
import { TAG, VOID } from './local/render/raw-tags.js';

/** Sanitizes a raw HTML fragment; `inline` keeps phrasing tags only (see createSanitizer). */
export type Sanitize = (html: string, inline: boolean) => string;

const STYLED = ['style'];

/** Inline tags with only a style: allowed in an article, and kept in inline contexts. */
const INLINE_STYLED = [
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
];

/** Tags an article may carry; anything else is removed (tag only, or with its body below). */
const ALLOWED: Record<string, string[]> = {
  a: ['href', 'title', 'style'],
  img: ['src', 'alt', 'title', 'width', 'height', 'style'],
  th: ['colspan', 'rowspan', 'align', 'style'],
  td: ['colspan', 'rowspan', 'align', 'style'],
  font: ['color', 'size', 'style'],
  ol: ['start', 'style'],
};
for (const tag of [
  ...INLINE_STYLED,
  'section',
  'p',
  'pre',
  'blockquote',
  'ul',
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
  'details',
  'summary',
]) {
  ALLOWED[tag] = STYLED;
}

/**
 * Inline SVG as the service draws math and diagrams, and as the editor keeps it: shapes
 * and text with plain presentation attributes. Nothing that references or loads (`use`,
 * `image`, `foreignObject`, `href`) is on the list; a value with `url(` or a scheme is cut.
 */
// The embedded engine's own list (figures/svg-safe.ts), as the HTML parser spells it
// (lower case), plus the accessibility attributes the service's drawings carry.
const SVG_ATTRIBUTES = [
  ...SAFE_SVG_ATTRIBUTES.map((name) => name.toLowerCase()),
  'alignment-baseline',
  'role',
  'aria-hidden',
  'aria-label',
  'focusable',
];
const SVG_TAGS: readonly string[] = SVG_ELEMENTS;
for (const tag of SVG_TAGS) ALLOWED[tag] = SVG_ATTRIBUTES;
const SVG_TAG = new Set(SVG_TAGS);
/** An SVG attribute value that points somewhere: cut, like the editor would. */
const SVG_REFERENCE = /url\(|^\s*[a-z][a-z0-9+.-]*:/i;

const PHRASING = new Set(['a', 'img', 'font', ...INLINE_STYLED]);

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
  'option',
  'foreignobject',
  'use',
  'image',
  'math',
  'title',
];

/**
 * CSS the editor drops or that could reach outside the article: `position`, custom
 * properties and `var()`, and anything that loads or runs (`url()`, `expression()`).
 */
const UNSAFE_DECLARATION =
  /^\s*(?:position|--|behavior|-moz-binding)|var\(|url\(|expression\(|@import/i;

const SUSPECT = /position|--|var\(|url\(|expression\(|behavior|binding|@import/i;

function safeStyle(style: string): string {
  if (!SUSPECT.test(style)) return style;
  return style
    .split(';')
    .filter((declaration) => declaration.trim() !== '' && !UNSAFE_DECLARATION.test(declaration))
    .join(';');
}

/**
 * A sanitizer for raw HTML in Markdown, on sanitize-html's allow-list. It removes
 * markup only, never text: a dropped tag leaves its text, a dropped element (script,
 * style, ...) leaves nothing, and nothing is inserted in their place. The editor drops
 * `<div>`, so a div becomes a `<section>` that keeps its layout; `class`, `id` and event
 * handlers are never on the list; `data:` URLs survive only as image sources; relative
 * sources and links stay as they are, like those of Markdown images and links.
 */
export function createSanitizer(): Sanitize {
  const block = options(ALLOWED);
  // Inside a paragraph or heading only phrasing tags are kept: a block tag there
  // makes HTML parsers close the engine's own elements early.
  const inline = options(
    Object.fromEntries(Object.entries(ALLOWED).filter(([tag]) => PHRASING.has(tag))),
  );
  // Short fragments are mostly the same few tags (`<br>`, `</details>`, `<p align="center">`)
  // over and over; sanitize-html parses each from scratch, so their results are kept.
  const known = [new Map<string, string>(), new Map<string, string>()];
  return (html, isInline) => {
    if (html.length > SHORT) return fragment(html, isInline ? inline : block);
    const memo = known[isInline ? 1 : 0];
    let clean = memo.get(html);
    if (clean === undefined) {
      if (memo.size >= MEMO_SIZE) memo.clear();
      clean = fragment(html, isInline ? inline : block);
      memo.set(html, clean);
    }
    return clean;
  };
}

const SHORT = 80;
const MEMO_SIZE = 2000;

function options(allowed: Record<string, string[]>): IOptions {
  return {
    allowedTags: Object.keys(allowed),
    allowedAttributes: allowed,
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    allowProtocolRelative: true,
    nonTextTags: DROP_WITH_BODY,
    // Styles are filtered below, without a CSS parser on every raw tag.
    parseStyleAttributes: false,
    transformTags: {
      div: 'section',
      '*': (tagName, attribs) => {
        if (attribs.style !== undefined) attribs.style = safeStyle(attribs.style);
        if (SVG_TAG.has(tagName)) {
          for (const [name, value] of Object.entries(attribs)) {
            if (name === 'xmlns' || name === 'style') continue;
            if (SVG_REFERENCE.test(value)) delete attribs[name];
          }
        }
        return { tagName, attribs };
      },
    },
  };
}

/** Mark the writer's fragment; private-use characters no parser treats as markup. */
const START = '\uE001';
const END = '\uE000';

/**
 * Raw HTML arrives in fragments (an opening `<div>` block, Markdown, then `</div>`).
 * sanitize-html drops a closing tag it saw no opening for and closes whatever is still
 * open at the end of its input; both would move where the writer's elements end. So
 * the fragment is sanitized between marks: openers for its stray closers go before the
 * start mark, and what follows the end mark is only closers; both are cut off, and
 * `balanceTags` decides where the fragment's elements close.
 */
function fragment(html: string, opts: IOptions): string {
  if (!html.includes('<') || html.includes(START) || html.includes(END)) {
    return sanitizeHtml(html, opts);
  }
  const marked = sanitizeHtml(`${strayOpeners(html)}${START}${html}${END}`, opts);
  const from = marked.indexOf(START);
  const to = marked.lastIndexOf(END);
  // A mark swallowed: the input ended inside a tag or a dropped element.
  if (from === -1 || to === -1) return sanitizeHtml(html, opts);
  return marked.slice(from + 1, to);
}

/** Opening tags for the closing tags in `html` that close nothing opened before them. */
function strayOpeners(html: string): string {
  if (!html.includes('</')) return '';
  const open: string[] = [];
  let openers = '';
  for (const [, slash, rawName] of html.matchAll(TAG)) {
    const name = rawName.toLowerCase();
    if (VOID.has(name)) continue;
    if (!slash) open.push(name);
    else if (open.includes(name)) open.length = open.lastIndexOf(name);
    else openers = `<${name}>${openers}`;
  }
  return openers;
}
