/**
 * Keeping raw HTML balanced inside the engine's own markup. Apart from the sanitizer
 * (sanitize.ts), which is loaded only for documents that hold raw HTML.
 */

/** An opening or closing tag: its slash and its name. */
/** `[^<>]`: a failed match ends at the next `<`, so a run of `<a<a<a…` costs linear time. */
export const TAG = /<(\/?)([A-Za-z][A-Za-z0-9]*)\b[^<>]*>/g;
/** Elements that never close. */
export const VOID = new Set(['br', 'hr', 'img', 'wbr', 'col']);

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

/**
 * Tags HTML parsers close by themselves; closing them again could close ours instead.
 * Not `li`: a raw item holds the engine's `<section>` and marker (links.ts), and the
 * sanitizer already closed items that a later item ends.
 */
const IMPLIED_END = new Set([
  'p',
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
