/**
 * Escaping for everything the user reads. File names, titles, front matter and
 * finding messages come from the repository, which a pull request author controls:
 * they must come out as plain text, never as markup, links, images or pings.
 */

const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ENTITIES[char]);
}

/**
 * Zero-width joiner: invisible, but it separates `@` or `#` from the name or
 * number that follows, so GitHub's mention and reference filters (which run on
 * the rendered text, after entities are decoded) see no match.
 */
const ZWJ = '\u200D';

/**
 * C0/C1 controls, line and paragraph separators, and bidirectional overrides
 * (which can make a file name display as something else) become spaces.
 */
const CONTROL_OR_BIDI = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/g;

/**
 * Every character that can open Markdown or HTML syntax in an inline context, as
 * a numeric character reference. CommonMark decodes references to literal text and
 * never treats them as syntax, and GFM splits table cells only on a literal `|`,
 * so the output is safe inside a table cell, a list item or a heading.
 */
const MARKDOWN_SPECIAL = /[\\`*_{}[\]()<>#!|~&"'$^:]/g;

function reference(char: string): string {
  return `&#${char.codePointAt(0)};`;
}

/**
 * Escapes text taken from files or front matter for GitHub-flavoured Markdown
 * (PR comments, job summaries). The result is one line of inert text: no
 * mentions (`@org/team`), no issue or commit references (`#123`, `org/repo#1`,
 * `GH-1`), no links, images, HTML, emphasis, code spans, math or table breakout.
 * Do not place the result inside a code span: references are not decoded there.
 */
export function escapeMarkdownInline(text: string): string {
  const escaped = unlink(oneLine(text)).replace(MARKDOWN_SPECIAL, reference);
  // Block syntax only matters at the start of a line: list markers, setext
  // underlines and ordered-list numbers.
  return escaped.replace(/^([-+=])/, (char) => reference(char)).replace(/^(\d+)([.)])/, '$1\\$2');
}

/**
 * Escapes file-derived text for raw HTML inside GitHub Markdown (a `<summary>`,
 * a table cell written as HTML): one line, de-linked because GitHub looks for
 * mentions in HTML text too, and every syntax character as a character reference,
 * which HTML decodes to text. Were the line ever read as Markdown instead (a
 * renderer that ends the HTML block early), it would still be inert: unlike
 * escapeMarkdownInline this uses no backslash escapes, which HTML would show.
 */
export function escapeHtmlInline(text: string): string {
  return unlink(oneLine(text)).replace(MARKDOWN_SPECIAL, reference);
}

function oneLine(text: string): string {
  return text.replace(CONTROL_OR_BIDI, ' ').replace(/\s+/g, ' ').trim();
}

function unlink(text: string): string {
  return (
    text
      .replace(/@/g, `@${ZWJ}`)
      .replace(/#/g, `#${ZWJ}`)
      .replace(/\b(gh)-(?=\d)/gi, `$1-${ZWJ}`)
      // Bare URLs (`https://…`, `www.…`) would be autolinked by GFM.
      .replace(/\b(www)\./gi, `$1${ZWJ}.`)
      .replace(/:\/\//g, `:${ZWJ}//`)
  );
}

/**
 * Shortens text to at most `max` code points (never splitting a surrogate pair),
 * marking the cut with an ellipsis, so one oversized title or message cannot use
 * up a comment's whole budget.
 */
export function clip(text: string, max: number): string {
  // A string of at most `max` UTF-16 units has at most `max` code points.
  if (text.length <= max) return text;
  let points = 0;
  let end = 0;
  for (const char of text) {
    if (points === max - 1) {
      return end + char.length === text.length ? text : `${text.slice(0, end)}…`;
    }
    points++;
    end += char.length;
  }
  return text;
}

/**
 * Returns the URL if it is an absolute http(s) URL, encoded so that it cannot
 * close a Markdown link destination or an HTML attribute; otherwise undefined.
 */
export function safeHttpUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
  return parsed.href.replace(
    /[()<>"' `]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
}

/** A Markdown link whose text is escaped and whose URL is checked; plain text when the URL is unusable. */
export function markdownLink(text: string, url: string | undefined): string {
  const href = safeHttpUrl(url);
  const label = escapeMarkdownInline(text);
  return href ? `[${label}](${href})` : label;
}
