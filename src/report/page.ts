/**
 * One HTML page per document: the article in the platform's phone-width column,
 * ready to be copied into the platform's editor. The header with the Copy
 * button sits outside the copied element, so only the article is copied.
 */
import type { Finding } from '../core/types.js';
import { CAROUSEL_CSS, CAROUSEL_SCRIPT, carouselHtml } from './carousel.js';
import { COPY_FUNCTION, handUploadNotice, markCopySources } from './copy-images.js';
import { escapeHtml } from './escape.js';
import { formatCount } from './format-number.js';
import { ARTICLE_CSS, htmlFrame, PHONE_WIDTH } from './html-shell.js';
import { SCROLL_HINT_CSS, SCROLL_HINT_SCRIPT } from './scroll-hint.js';

export interface DocumentPageStats {
  wordCount?: number;
  estimatedReadTime?: number;
  theme?: string;
  fontSize?: string;
  findings?: Finding[];
}

export interface DocumentPageInput {
  title: string;
  /** Sanitized article HTML from the engine (the service's answer is sanitized too), embedded as is. */
  html: string;
  path: string;
  stats?: DocumentPageStats;
  /**
   * A picture-and-text post's `images` (front matter of a `type: newspic` document):
   * the platform shows them first, then the text, so the page does too.
   */
  pictures?: string[];
  /**
   * Where the document's local images live on the web (`image-base-url`, or the
   * repository's raw URL): "Copy article" gives them these absolute URLs.
   */
  imageBaseUrl?: string;
}

const CSS = `
body { margin: 0; background: #f3f4f6; color: #1f2328;
  font: 14px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", "Helvetica Neue", Arial, sans-serif; }
.bar { position: sticky; top: 0; z-index: 1; display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center;
  padding: 10px 16px; background: #fff; border-bottom: 1px solid #d0d7de; }
.bar h1 { margin: 0; font-size: 16px; overflow-wrap: anywhere; }
.bar .path, .bar .stats { margin: 0; color: #57606a; font-size: 12px; overflow-wrap: anywhere; }
.bar button { font: inherit; font-weight: 600; padding: 6px 14px; border-radius: 6px; border: 1px solid #1f883d;
  background: #1f883d; color: #fff; cursor: pointer; }
.bar .status { color: #116329; min-width: 6em; }
.bar .by-hand { flex-basis: 100%; margin: 0; color: #7d4e00; font-size: 12px; }
.column { width: ${PHONE_WIDTH}px; max-width: 100%; margin: 24px auto; box-shadow: 0 8px 24px rgba(0,0,0,.12); }
@media (max-width: 420px) { .column { width: 100%; margin: 0 auto; box-shadow: none; } }
${CAROUSEL_CSS}
${SCROLL_HINT_CSS}
${ARTICLE_CSS}
`;

// Copies the article's own HTML (not its wrapper, which has an id the editor
// would strip anyway). The Clipboard API needs a secure context and permission;
// selecting the article and using execCommand works where it is refused.
const SCRIPT = `${COPY_FUNCTION}
(function () {
  var article = document.getElementById('article');
  var status = document.getElementById('copy-status');
  function say(text) { status.textContent = text; }
  function selectArticle() {
    var range = document.createRange();
    range.selectNodeContents(article);
    var selection = window.getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
  }
  function fallback() {
    selectArticle();
    var done = false;
    try { done = document.execCommand('copy'); } catch (e) { done = false; }
    say(done ? 'Copied (selection). Paste into the editor.' : 'Selected: press Ctrl+C or \\u2318C to copy.');
  }
  document.getElementById('copy').addEventListener('click', function () {
    var html = copyableHtml(article);
    if (navigator.clipboard && window.ClipboardItem && window.isSecureContext) {
      var item = new ClipboardItem({
        'text/html': new Blob([html], { type: 'text/html' }),
        'text/plain': new Blob([article.innerText], { type: 'text/plain' })
      });
      navigator.clipboard.write([item]).then(function () {
        say('Copied. Paste into the editor.');
      }, fallback);
    } else {
      fallback();
    }
  });
})();
${CAROUSEL_SCRIPT}${SCROLL_HINT_SCRIPT}`;

export function renderDocumentPage(input: DocumentPageInput): string {
  return documentPageParts(input).join('');
}

/**
 * The page as three pieces in order, the middle one the article HTML as the engine
 * returned it (sanitized: the local engine's own, or the service's after the same
 * sanitizer), embedded as is.
 */
export function documentPageParts(input: DocumentPageInput): [string, string, string] {
  const stats = input.stats ?? {};
  const facts = [
    typeof stats.wordCount === 'number' ? `${formatCount(stats.wordCount)} characters` : '',
    typeof stats.estimatedReadTime === 'number' ? `${stats.estimatedReadTime} min read` : '',
    stats.theme ? `theme ${stats.theme}` : '',
    stats.fontSize ? `font ${stats.fontSize}` : '',
    stats.findings?.length
      ? `${stats.findings.length} finding${stats.findings.length === 1 ? '' : 's'}`
      : '',
  ].filter(Boolean);
  const [before, after] = htmlFrame({ title: input.title, css: CSS, script: SCRIPT });
  const marked = markCopySources(input.html, {
    documentPath: input.path,
    imageBaseUrl: input.imageBaseUrl,
  });
  const byHand = handUploadNotice(marked.byHand);
  return [
    before +
      '<header class="bar">\n' +
      `<div><h1>${escapeHtml(input.title)}</h1><p class="path">${escapeHtml(input.path)}</p>\n` +
      (facts.length ? `<p class="stats">${escapeHtml(facts.join(' · '))}</p>` : '') +
      '\n</div>\n' +
      '<button type="button" id="copy">Copy article</button>\n' +
      '<span class="status" id="copy-status" role="status" aria-live="polite"></span>\n' +
      (byHand ? `<p class="by-hand" id="by-hand">${escapeHtml(byHand)}</p>\n` : '') +
      '</header>\n' +
      '<main class="column phone-screen">' +
      carouselHtml(input.pictures ?? [], input.title) +
      '<section class="article" id="article">',
    marked.html,
    `</section></main>${after}`,
  ];
}
