/**
 * What "Copy article" puts on the clipboard must load in the platform's editor, which
 * fetches only absolute http(s) images (a relative path pastes as a `file:` link, a
 * `data:` URI is refused). Each local image is marked with the URL the copy uses: its
 * absolute URL when the run knows where images live, empty when the reader must upload it
 * by hand after pasting. The page's script swaps the marks in on a copy of the article.
 */
import { decodeHTMLAttribute } from 'entities';
import { resolveImageUrl } from '../markdown/images.js';
import { escapeHtml } from './escape.js';

/** The attribute naming the URL a copied image gets; read by the copy script. */
export const COPY_SRC_ATTRIBUTE = 'data-copy-src';

const IMG = /<img\b([^>]*?)\ssrc="([^"]*)"/g;

export interface MarkedImages {
  html: string;
  /** Images that will not load in the editor after a paste: they must be uploaded by hand. */
  byHand: number;
}

/**
 * Marks each `<img>` whose source is local or a `data:` URI with the URL the copy gives
 * it; an absolute http(s) image is copied as it is.
 */
export function markCopySources(
  html: string,
  { documentPath, imageBaseUrl }: { documentPath: string; imageBaseUrl?: string },
): MarkedImages {
  let byHand = 0;
  if (!html.includes('<img')) return { html, byHand };
  const out = html.replace(IMG, (whole, attributes: string, raw: string) => {
    const src = decodeHTMLAttribute(raw).trim();
    if (/^https?:\/\//i.test(src)) return whole;
    let copied = '';
    if (imageBaseUrl && !/^[a-z][a-z0-9+.-]*:/i.test(src) && !src.startsWith('//')) {
      const resolved = resolveImageUrl(src, { documentPath, imageBaseUrl });
      if ('url' in resolved) copied = resolved.url;
    }
    if (!copied) byHand++;
    return `<img ${COPY_SRC_ATTRIBUTE}="${escapeHtml(copied)}"${attributes} src="${raw}"`;
  });
  return { html: out, byHand };
}

/** What the page says before the button is pressed, when some images will not paste. */
export function handUploadNotice(byHand: number): string {
  if (byHand === 0) return '';
  const one = byHand === 1;
  return `${byHand} image${one ? '' : 's'} will not come along when pasted: the copy leaves a placeholder where ${one ? 'it goes' : 'each goes'}; upload ${one ? 'it' : 'them'} in the editor by hand (set image-base-url, or --image-base-url, for a copy that keeps them).`;
}

/**
 * The copy script's core, shared by the page and the gallery: a copy of `article` with
 * each marked image given its copy URL and the marks removed. An image to upload by hand
 * would paste as a `file:` link the editor cannot load: it becomes a placeholder naming
 * the file, where the upload goes.
 */
export const COPY_FUNCTION = `
function copyableHtml(article) {
  var copy = article.cloneNode(true);
  copy.querySelectorAll('.scroll-hint').forEach(function (hint) { hint.remove(); });
  copy.querySelectorAll('img[${COPY_SRC_ATTRIBUTE}]').forEach(function (img) {
    var url = img.getAttribute('${COPY_SRC_ATTRIBUTE}');
    img.removeAttribute('${COPY_SRC_ATTRIBUTE}');
    if (url) { img.setAttribute('src', url); return; }
    var note = document.createElement('span');
    note.setAttribute('style', 'display:block;margin:1em 0;padding:12px;border:1px dashed #999999;color:#888888;font-size:14px;text-align:center');
    note.textContent = '[Upload this image here: ' + (img.getAttribute('alt') || '') + ' \\u2014 ' + (img.getAttribute('src') || '').slice(0, 200) + ']';
    img.replaceWith(note);
  });
  return copy.innerHTML;
}
`;

// Each document's "Copy article": its article as the editor should receive it.
export const GALLERY_COPY_SCRIPT = `${COPY_FUNCTION}
document.querySelectorAll('button[data-copy]').forEach(function (button) {
  var doc = button.closest('.doc');
  var article = doc.querySelector('.article');
  var status = doc.querySelector('.copy .status');
  button.addEventListener('click', function () {
    var html = copyableHtml(article);
    function fallback() {
      var range = document.createRange();
      range.selectNodeContents(article);
      var selection = window.getSelection();
      selection.removeAllRanges();
      selection.addRange(range);
      var done = false;
      try { done = document.execCommand('copy'); } catch (e) { done = false; }
      status.textContent = done ? 'Copied (selection).' : 'Selected: press Ctrl+C or \\u2318C to copy.';
    }
    if (navigator.clipboard && window.ClipboardItem && window.isSecureContext) {
      navigator.clipboard.write([new ClipboardItem({
        'text/html': new Blob([html], { type: 'text/html' }),
        'text/plain': new Blob([article.innerText], { type: 'text/plain' })
      })]).then(function () { status.textContent = 'Copied. Paste into the editor.'; }, fallback);
    } else {
      fallback();
    }
  });
});
`;
