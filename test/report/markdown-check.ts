/**
 * Renders Markdown the way GitHub's pipeline would in the parts that matter for
 * safety (CommonMark + GFM tables + autolinks + raw HTML passed through), and
 * looks for what GitHub would turn into pings or links in the rendered text.
 */
import MarkdownIt from 'markdown-it';

// GitHub's autolinks are matched on the rendered text below (LINK_PATTERNS), not by
// markdown-it's linkify: linkify-it links what GitHub does not (any host with a known
// TLD, an invisible U+200D counted as a letter of a host) and misses nothing it links.
export const markdown = new MarkdownIt({ html: true });

export function render(text: string): string {
  return markdown.render(text);
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The visible text of rendered HTML (tags removed, entities decoded). */
export function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return NAMED[name] ?? whole;
    })
    .replace(/[ \t]+/g, ' ');
}

/** GitHub's mention, issue-reference and GH- reference patterns, applied to rendered text. */
export const PING_PATTERNS: RegExp[] = [
  /(?:^|[^\w`])@[a-z0-9][a-z0-9-]*(?:\/[a-z0-9][\w.-]*)?/i,
  /(?:^|[^\w&])#\d+/,
  /[\w.-]+\/[\w.-]+#\d+/,
  /\bGH-\d+/i,
];

/**
 * GFM's extended autolinks (github.github.com/gfm, "Autolinks (extension)"): `www.`, a
 * scheme of http, https or ftp with `//`, an email, and `mailto:`/`xmpp:`. Matched
 * anywhere, a superset of the positions where GitHub links them.
 */
export const LINK_PATTERNS: RegExp[] = [
  /www\.[\w-]/i,
  /(?:https?|ftp):\/\/[\w-]/i,
  /[\w.+-]+@[\w-]+\.[\w-]/,
  /(?:mailto|xmpp):[\w.+-]+@/i,
];

/** What GitHub would turn into a ping or a link in rendered `text`. */
export function pings(text: string): string[] {
  return [...PING_PATTERNS, ...LINK_PATTERNS].flatMap((pattern) => text.match(pattern)?.[0] ?? []);
}

/** Hostile inputs: Markdown, HTML and mentions a path or message might smuggle into a comment. */
export const HOSTILE = [
  '@org/team please review',
  '</details><img src=x onerror=alert(1)>',
  '`code` and ```fence``` and ``double``',
  'a | b | c',
  'line one\nline two\r\n\n- list item\n# heading',
  '[link](javascript:alert(1))',
  '![img](https://evil.example/x.png)',
  'fixes #123 and org/repo#1 and GH-1',
  '<script>alert(1)</script>',
  '**bold** _em_ ~~strike~~ $x^2$',
  'mail me@example.com or www.example.com or https://example.com/x',
  '\u202Eevil\u202C\u0000\u0007 bidi and controls',
  '<https://autolink.example>',
  '[ref]: https://example.com "title"',
  '| --- | --- |',
  '&lt;img src=x&gt; already-escaped &amp;',
];
