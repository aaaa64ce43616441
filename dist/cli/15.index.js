export const id = 15;
export const ids = [15];
export const modules = {

/***/ 6015:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   renderDocumentPage: () => (/* binding */ renderDocumentPage)
/* harmony export */ });
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4031);
/* harmony import */ var _format_number_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3465);
/* harmony import */ var _html_shell_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9490);



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
.column { width: ${_html_shell_js__WEBPACK_IMPORTED_MODULE_2__/* .PHONE_WIDTH */ .MD}px; margin: 24px auto; box-shadow: 0 8px 24px rgba(0,0,0,.12); }
${_html_shell_js__WEBPACK_IMPORTED_MODULE_2__/* .ARTICLE_CSS */ .TD}
`;
// Copies the article's own HTML (not its wrapper, which has an id the editor
// would strip anyway). The Clipboard API needs a secure context and permission;
// selecting the article and using execCommand works where it is refused.
const SCRIPT = `
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
    var html = article.innerHTML;
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
`;
function renderDocumentPage(input) {
    const stats = input.stats ?? {};
    const facts = [
        typeof stats.wordCount === 'number' ? `${(0,_format_number_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B)(stats.wordCount)} words` : '',
        typeof stats.estimatedReadTime === 'number' ? `${stats.estimatedReadTime} min read` : '',
        stats.theme ? `theme ${stats.theme}` : '',
        stats.fontSize ? `font ${stats.fontSize}` : '',
        stats.findings?.length
            ? `${stats.findings.length} finding${stats.findings.length === 1 ? '' : 's'}`
            : '',
    ].filter(Boolean);
    const body = [
        '<header class="bar">',
        `<div><h1>${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(input.title)}</h1><p class="path">${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(input.path)}</p>`,
        facts.length ? `<p class="stats">${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(facts.join(' · '))}</p>` : '',
        '</div>',
        '<button type="button" id="copy">Copy article</button>',
        '<span class="status" id="copy-status" role="status" aria-live="polite"></span>',
        '</header>',
        `<main class="column phone-screen"><section class="article" id="article">${input.html}</section></main>`,
    ].join('\n');
    return (0,_html_shell_js__WEBPACK_IMPORTED_MODULE_2__/* .htmlDocument */ .rN)({ title: input.title, css: CSS, body, script: SCRIPT });
}


/***/ })

};
