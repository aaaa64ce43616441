export const id = 546;
export const ids = [546];
export const modules = {

/***/ 21355:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Oq: () => (/* binding */ createSanitizer),
/* harmony export */   S9: () => (/* binding */ balanceTags),
/* harmony export */   kc: () => (/* binding */ closeOpenTags)
/* harmony export */ });
/* harmony import */ var sanitize_html__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(43595);
/* harmony import */ var sanitize_html__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(sanitize_html__WEBPACK_IMPORTED_MODULE_0__);

const STYLED = ['style'];
/** Tags an article may carry; anything else is removed (tag only, or with its body below). */
const ALLOWED = {
    a: ['href', 'title', 'style'],
    img: ['src', 'alt', 'title', 'width', 'height', 'style'],
    th: ['colspan', 'rowspan', 'align', 'style'],
    td: ['colspan', 'rowspan', 'align', 'style'],
    font: ['color', 'size', 'style'],
    ol: ['start', 'style'],
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
const PHRASING = new Set([
    'a',
    'img',
    'font',
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
]);
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
    'svg',
    'math',
    'title',
];
/**
 * CSS the editor drops or that could reach outside the article: `position`, custom
 * properties and `var()`, and anything that loads or runs (`url()`, `expression()`).
 */
const UNSAFE_DECLARATION = /^\s*(?:position|--|behavior|-moz-binding)|var\(|url\(|expression\(|@import/i;
const SUSPECT = /position|--|var\(|url\(|expression\(|behavior|binding|@import/i;
function safeStyle(style) {
    if (!SUSPECT.test(style))
        return style;
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
function createSanitizer() {
    const block = options(ALLOWED);
    // Inside a paragraph or heading only phrasing tags are kept: a block tag there
    // makes HTML parsers close the engine's own elements early.
    const inline = options(Object.fromEntries(Object.entries(ALLOWED).filter(([tag]) => PHRASING.has(tag))));
    // Short fragments are mostly the same few tags (`<br>`, `</details>`, `<p align="center">`)
    // over and over; sanitize-html parses each from scratch, so their results are kept.
    const known = [new Map(), new Map()];
    return (html, isInline) => {
        if (html.length > SHORT)
            return fragment(html, isInline ? inline : block);
        const memo = known[isInline ? 1 : 0];
        let clean = memo.get(html);
        if (clean === undefined) {
            if (memo.size >= MEMO_SIZE)
                memo.clear();
            clean = fragment(html, isInline ? inline : block);
            memo.set(html, clean);
        }
        return clean;
    };
}
const SHORT = 80;
const MEMO_SIZE = 2000;
function options(allowed) {
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
                if (attribs.style !== undefined)
                    attribs.style = safeStyle(attribs.style);
                return { tagName, attribs };
            },
        },
    };
}
/** Mark the writer's fragment; private-use characters no parser treats as markup. */
const START = '\uE001';
const END = '\uE000';
const FRAGMENT_TAG = /<(\/?)([A-Za-z][A-Za-z0-9]*)\b[^>]*>/g;
/**
 * Raw HTML arrives in fragments (an opening `<div>` block, Markdown, then `</div>`).
 * sanitize-html drops a closing tag it saw no opening for and closes whatever is still
 * open at the end of its input; both would move where the writer's elements end. So
 * the fragment is sanitized between marks: openers for its stray closers go before the
 * start mark, and what follows the end mark is only closers; both are cut off, and
 * `balanceTags` decides where the fragment's elements close.
 */
function fragment(html, opts) {
    if (!html.includes('<') || html.includes(START) || html.includes(END)) {
        return sanitize_html__WEBPACK_IMPORTED_MODULE_0___default()(html, opts);
    }
    const marked = sanitize_html__WEBPACK_IMPORTED_MODULE_0___default()(`${strayOpeners(html)}${START}${html}${END}`, opts);
    const from = marked.indexOf(START);
    const to = marked.lastIndexOf(END);
    // A mark swallowed: the input ended inside a tag or a dropped element.
    if (from === -1 || to === -1)
        return sanitize_html__WEBPACK_IMPORTED_MODULE_0___default()(html, opts);
    return marked.slice(from + 1, to);
}
/** Opening tags for the closing tags in `html` that close nothing opened before them. */
function strayOpeners(html) {
    if (!html.includes('</'))
        return '';
    const open = [];
    let openers = '';
    for (const [, slash, rawName] of html.matchAll(FRAGMENT_TAG)) {
        const name = rawName.toLowerCase();
        if (VOID.has(name))
            continue;
        if (!slash)
            open.push(name);
        else if (open.includes(name))
            open.length = open.lastIndexOf(name);
        else
            openers = `<${name}>${openers}`;
    }
    return openers;
}
const TAG = /<(\/?)([A-Za-z][A-Za-z0-9]*)\b[^>]*>/g;
const VOID = new Set(['br', 'hr', 'img', 'wbr', 'col']);
/**
 * Raw HTML arrives in fragments (an opening `<div>` block, Markdown, then `</div>`),
 * so balance is kept across the whole document in `open`, the caller's per-render
 * stack. A closing tag that closes nothing the raw HTML opened is dropped: it must
 * never close the engine's own root, list or table sections.
 */
function balanceTags(html, open) {
    if (!html.includes('<'))
        return html;
    return html.replace(TAG, (tag, slash, rawName) => {
        const name = rawName.toLowerCase();
        if (VOID.has(name) || tag.endsWith('/>'))
            return tag;
        if (!slash) {
            open.push(name);
            return tag;
        }
        const at = open.lastIndexOf(name);
        if (at === -1)
            return '';
        let closers = '';
        while (open.length > at + 1)
            closers += `</${open.pop()}>`;
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
function closeOpenTags(open) {
    let closers = '';
    while (open.length > 0) {
        const name = open.pop();
        if (!IMPLIED_END.has(name))
            closers += `</${name}>`;
    }
    return closers;
}


/***/ }),

/***/ 13546:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createRemoteEngine: () => (/* binding */ createRemoteEngine)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
/* harmony import */ var _markdown_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(55337);
/* harmony import */ var _service_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5756);
/* harmony import */ var _local_sanitize_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(21355);




const LIMIT_BY_CODE = new Map(Object.keys(_markdown_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .LIMIT_CODES */ .d).map((key) => [
    _markdown_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .LIMIT_CODES */ .d[key],
    _markdown_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .LIMITS */ .b[key],
]));
/**
 * The service as an Engine, its HTML sanitized. A refusal about the document itself (a limit, a bad
 * theme, an invalid body) becomes a DocumentError/LimitError so it is reported on the
 * file like the local engine's; auth, rate and transport faults stay ServiceErrors.
 */
function createRemoteEngine(client) {
    // The service's HTML is written into pages reviewers open: it gets the same allow-list
    // as raw HTML in Markdown, so nothing in an answer can run (scripts, handlers, links).
    const sanitize = (0,_local_sanitize_js__WEBPACK_IMPORTED_MODULE_3__/* .createSanitizer */ .Oq)();
    return {
        name: 'remote',
        async convert(request, signal) {
            let result;
            try {
                result = await client.convert(request, signal);
            }
            catch (error) {
                throw asDocumentError(error);
            }
            return { ...result, html: sanitize(result.html, false) };
        },
    };
}
function asDocumentError(error) {
    if (!(error instanceof _service_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ServiceRejection */ .F7))
        return error;
    const limit = LIMIT_BY_CODE.get(error.code);
    if (limit !== undefined && error.actual !== undefined) {
        return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .LimitError */ .oC(error.code, error.message, error.limit ?? limit, error.actual);
    }
    if (limit !== undefined || error.status === 400 || error.status === 413 || error.status === 422) {
        return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .DocumentError */ .Mi(error.code, error.message, undefined, { cause: error });
    }
    return error;
}


/***/ }),

/***/ 5756:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F7: () => (/* binding */ ServiceRejection),
/* harmony export */   JU: () => (/* binding */ isRejectionCode),
/* harmony export */   Kb: () => (/* binding */ excerpt),
/* harmony export */   cg: () => (/* binding */ serviceError)
/* harmony export */ });
/* unused harmony export REJECTION_CODES */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);

/**
 * Identifiers the service documents (spec §7) or that `serve` sends. Anything else a
 * server names is shown in the message, redacted and capped, under `service_error`.
 */
const REJECTION_CODES = [
    'markdown_too_long',
    'too_many_images',
    'too_many_code_blocks',
    'too_many_mermaid_blocks',
    'mermaid_block_too_long',
    'invalid_request',
    'unknown_theme',
    'malformed_module',
    'missing_platform_credentials',
    'not_found',
    'method_not_allowed',
    'request_timeout',
    'request_too_large',
    'internal_error',
];
function isRejectionCode(value) {
    return value === 'service_error' || REJECTION_CODES.includes(value);
}
/**
 * The service understood the request and refused it (non-zero envelope code).
 * `limit`/`actual` are set when the service said which limit was crossed.
 */
class ServiceRejection extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceError */ ._7 {
    limit;
    actual;
    constructor(code, message, details) {
        super(code, message, { status: details.status, origin: details.origin });
        this.limit = details.limit;
        this.actual = details.actual;
    }
}
/** A ServiceError whose code is one of the client's own. */
function serviceError(code, message, details = {}) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceError */ ._7(code, message, details);
}
/** A short, single-line excerpt of (already redacted) server text for an error message. */
function excerpt(text, max = 200) {
    const line = text.replace(/\s+/g, ' ').trim();
    return line.length > max ? `${line.slice(0, max)}…` : line;
}


/***/ })

};
