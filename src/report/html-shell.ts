/**
 * The frame shared by the gallery and the per-document pages: a strict Content
 * Security Policy so opening a preview runs only the page's own script and fetches
 * nothing but the article's own images, and the phone-width column the platform
 * shows articles in.
 */
import { createHash } from 'node:crypto';
import { escapeHtml } from './escape.js';

/**
 * The page's Content-Security-Policy. Scripts: only the page's own inline script, by
 * its SHA-256 (none at all on a page without one), so no script an article smuggled
 * in and no script from any host runs. Images may load from wherever the article
 * points, as they would on the platform; styles are inline. `<base>` and forms are
 * refused; nothing else may be fetched. SECURITY.md repeats this.
 */
export function previewCsp(script: string | undefined): string {
  const scripts = script
    ? `'sha256-${createHash('sha256').update(script).digest('base64')}'`
    : "'none'";
  return `default-src 'none'; script-src ${scripts}; img-src data: 'self' https: http:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'`;
}

/** Width of the platform's article view on a phone, in CSS pixels. */
export const PHONE_WIDTH = 375;

/**
 * The platform's article container: side padding, system font, long words
 * broken, images no wider than the column. Scoped to `.article` so the page's
 * own styles never leak into the article or the other way round.
 */
export const ARTICLE_CSS = `
.phone-screen { box-sizing: border-box; width: ${PHONE_WIDTH}px; max-width: 100%; overflow-x: auto; background: #fff; }
.article { box-sizing: border-box; width: 100%; padding: 20px 16px 32px; color: rgba(0,0,0,.9);
  font-family: -apple-system, BlinkMacSystemFont, "Helvetica Neue", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei UI", Arial, sans-serif;
  font-size: 17px; line-height: 1.6; overflow-wrap: break-word; text-align: left; }
.article img { max-width: 100%; height: auto; }
`;

/** Everything before the title for a page with this script (its hash is in the policy). */
function headStart(script: string | undefined): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(previewCsp(script))}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="referrer" content="no-referrer">',
    '<title>',
  ].join('\n');
}

/**
 * The page around its body, as the text before it and the text after it. A page's body
 * holds the article HTML (tens of kB): kept apart, it is encoded where it lies instead
 * of being copied into one page string first.
 */
export function htmlFrame(parts: {
  title: string;
  css: string;
  script?: string;
}): [string, string] {
  return [
    `${headStart(parts.script)}${escapeHtml(parts.title)}</title>\n<style>${parts.css}</style>\n</head>\n<body>\n`,
    `\n${parts.script ? `<script>${parts.script}</script>` : ''}\n</body>\n</html>\n`,
  ];
}

/** A relative link to a file next to the page; anything with a scheme or leading slash is refused. */
export function relativeHref(path: string | undefined): string | undefined {
  if (!path) return undefined;
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('/') || path.startsWith('\\')) {
    return undefined;
  }
  return path
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}
