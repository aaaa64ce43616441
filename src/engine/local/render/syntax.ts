import type { MarkdownIt, Token } from 'markdown-it';

const TASK = /^\[([ xX])\][ \t]+/;

/**
 * GFM task lists. The editor strips `<input>`, so the item is only marked here
 * (`meta.task`) and the renderer draws ☐ or ☑ as text in place of the bullet.
 */
export function taskListPlugin(md: MarkdownIt): void {
  md.core.ruler.after('inline', 'task_list', (state) => {
    const tokens = state.tokens;
    for (let i = 0; i + 2 < tokens.length; i++) {
      if (tokens[i].type !== 'list_item_open' || tokens[i + 1].type !== 'paragraph_open') continue;
      const inline = tokens[i + 2];
      const first = inline.children?.[0];
      if (inline.type !== 'inline' || first?.type !== 'text') continue;
      const match = TASK.exec(first.content);
      if (!match) continue;
      first.content = first.content.slice(match[0].length);
      tokens[i].meta = { ...tokens[i].meta, task: match[1] !== ' ' };
    }
  });
}

const DANGEROUS_OPEN =
  /^<(script|style|iframe|object|embed|noscript|template|textarea|select|svg|math)(?=[\s/>])/i;

/**
 * Inline raw HTML reaches the renderer one tag at a time, so a sanitizer sees
 * `<script>` and `</script>` apart and the code between them survives as text.
 * This drops the whole run, up to the matching closing tag, before rendering.
 */
export function dropDangerousInlineHtml(md: MarkdownIt): void {
  md.core.ruler.after('inline', 'drop_dangerous_inline_html', (state) => {
    for (const token of state.tokens) {
      if (token.type !== 'inline' || !token.children) continue;
      if (!token.content.includes('<')) continue;
      token.children = dropRuns(token.children);
    }
  });
}

function dropRuns(children: Token[]): Token[] {
  const kept: Token[] = [];
  let closing: RegExp | undefined;
  for (const child of children) {
    if (closing) {
      if (child.type === 'html_inline' && closing.test(child.content)) closing = undefined;
      continue;
    }
    const open = child.type === 'html_inline' ? DANGEROUS_OPEN.exec(child.content) : null;
    if (open && !child.content.endsWith('/>')) {
      closing = new RegExp(`^</${open[1]}\\s*>$`, 'i');
      continue;
    }
    kept.push(child);
  }
  return kept;
}

/** Characters markdown-it's percent-encoding keeps as they are, and valid `%XX` escapes; no `@`. */
const PLAIN_URL = /^(?:[A-Za-z0-9;/?&=+$,\-_.!~*'()#:]|%[0-9A-Fa-f]{2})*$/;
const SCHEME = /^[A-Za-z0-9.+-]+:/;

/**
 * True when markdown-it's `normalizeLink` (mdurl parse, punycode, percent-encoding,
 * format) returns `url` unchanged: every character is one encoding keeps; no `@`, so
 * no user info; at most one `:`, ending a leading scheme, so no port; and at most 255
 * characters, mdurl's limit for a host name. mdurl then only cuts the URL into parts
 * that format joins back in order, and ASCII host names pass punycode as they are.
 */
export function isNormalizedLink(url: string): boolean {
  if (url.length > 255 || !PLAIN_URL.test(url)) return false;
  const colon = url.indexOf(':');
  return colon === -1 || (SCHEME.test(url) && url.indexOf(':', colon + 1) === -1);
}

/**
 * Most links in a document are plain ASCII URLs that markdown-it's normalizeLink parses,
 * encodes and formats back to the same string; this skips that work for them (the
 * engine test checks the shortcut against markdown-it on generated URLs).
 */
export function plainLinksPlugin(md: MarkdownIt): void {
  const normalize = md.normalizeLink.bind(md);
  md.normalizeLink = (url) => (isNormalizedLink(url) ? url : normalize(url));
}

/** Removes empty text tokens from inline runs with a soft break, before the rule `before`. */
export function dropEmptyText(md: MarkdownIt, before: string): void {
  md.core.ruler.before(before, 'drop_empty_text', (state) => {
    for (const token of state.tokens) {
      const children = token.children;
      if (token.type !== 'inline' || !children || !token.content.includes('\n')) continue;
      if (children.some((child) => child.type === 'text' && child.content === '')) {
        token.children = children.filter((child) => child.type !== 'text' || child.content !== '');
      }
    }
  });
}
