export const id = 326;
export const ids = [326];
export const modules = {

/***/ 56326:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createMathRenderer: () => (/* binding */ createMathRenderer),
/* harmony export */   mathRenderer: () => (/* binding */ mathRenderer)
/* harmony export */ });
/* harmony import */ var mathjax_full_js_adaptors_liteAdaptor_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9605);
/* harmony import */ var mathjax_full_js_adaptors_liteAdaptor_js__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(mathjax_full_js_adaptors_liteAdaptor_js__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var mathjax_full_js_handlers_html_HTMLHandler_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(82114);
/* harmony import */ var mathjax_full_js_handlers_html_HTMLHandler_js__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(mathjax_full_js_handlers_html_HTMLHandler_js__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var mathjax_full_js_input_tex_AllPackages_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(90046);
/* harmony import */ var mathjax_full_js_input_tex_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(57503);
/* harmony import */ var mathjax_full_js_input_tex_js__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(mathjax_full_js_input_tex_js__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var mathjax_full_js_output_svg_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(42629);
/* harmony import */ var mathjax_full_js_output_svg_js__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(mathjax_full_js_output_svg_js__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var _svg_safe_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(86792);






/**
 * Packages left out: `noerrors`/`noundefined` would draw bad TeX in red instead of failing;
 * `html` writes classes, ids and links, `action` interactive parts; `newcommand` keeps
 * definitions from one formula to the next, so output would depend on what came before.
 */
const LEFT_OUT = new Set(['noerrors', 'noundefined', 'html', 'action', 'newcommand']);
const PACKAGES = mathjax_full_js_input_tex_AllPackages_js__WEBPACK_IMPORTED_MODULE_2__/* .AllPackages */ .B.filter((name) => !LEFT_OUT.has(name));
/** Formulas repeat across a document's theme variants; results are kept up to this many. */
const CACHE_LIMIT = 2000;
/**
 * One MathJax document with its cache. TeX → SVG is a pure function of (source, display)
 * here (no `newcommand`, no numbering), so one renderer per thread can serve every engine
 * and the pre-check: the memo below changes no result, only how often MathJax runs.
 */
const shared = {};
function mathRenderer() {
    shared.renderer ??= createMathRenderer();
    return shared.renderer;
}
function createMathRenderer() {
    const adaptor = (0,mathjax_full_js_adaptors_liteAdaptor_js__WEBPACK_IMPORTED_MODULE_0__.liteAdaptor)();
    const tex = new mathjax_full_js_input_tex_js__WEBPACK_IMPORTED_MODULE_3__.TeX({
        packages: PACKAGES,
        // Throw instead of drawing the message: bad TeX becomes a finding and a code span.
        formatError: (_jax, error) => {
            throw error;
        },
    });
    // fontCache 'none': every glyph is an inline <path>, no <use href="#…"> into <defs>.
    const svg = new mathjax_full_js_output_svg_js__WEBPACK_IMPORTED_MODULE_4__.SVG({ fontCache: 'none' });
    const document = new mathjax_full_js_handlers_html_HTMLHandler_js__WEBPACK_IMPORTED_MODULE_1__.HTMLHandler(adaptor).create('', { InputJax: tex, OutputJax: svg });
    const cache = new Map();
    const toTree = (node) => {
        const kind = adaptor.kind(node);
        if (kind === '#text')
            return adaptor.value(node);
        if (kind.startsWith('#'))
            return undefined;
        const element = node;
        const children = [];
        for (const child of adaptor.childNodes(element)) {
            const converted = toTree(child);
            if (converted !== undefined)
                children.push(converted);
        }
        const attrs = Object.fromEntries(adaptor.allAttributes(element).map((a) => [a.name, a.value]));
        return { name: kind, attrs, children };
    };
    function convert(source, display) {
        let container;
        try {
            container = document.convert(source, { display });
        }
        catch (error) {
            return { error: error.message || String(error) };
        }
        // mjx-container is a custom element the editor would drop: keep only its <svg>.
        const root = adaptor.childNodes(container).find((n) => adaptor.kind(n) === 'svg');
        const tree = root && toTree(root);
        if (!tree || typeof tree === 'string')
            return { error: 'MathJax produced no SVG.' };
        return { svg: (0,_svg_safe_js__WEBPACK_IMPORTED_MODULE_5__/* .serializeSafeSvg */ .o)(sized(tree, display)) };
    }
    return {
        render(source, display) {
            const key = `${display ? 'D' : 'I'}${source}`;
            let result = cache.get(key);
            if (!result) {
                result = convert(source, display);
                if (cache.size >= CACHE_LIMIT)
                    cache.clear();
                cache.set(key, result);
            }
            return result;
        },
    };
}
/**
 * The editor drops `width`/`height` attributes in `ex`, so the size moves into the style,
 * next to MathJax's vertical-align (which keeps inline math on the text baseline).
 * `overflow:visible` is what MathJax's own stylesheet gives its SVG: glyph edges past the
 * box are not clipped.
 */
function sized(root, display) {
    const { width, height, style = '', ...attrs } = root.attrs;
    const parts = [(0,_svg_safe_js__WEBPACK_IMPORTED_MODULE_5__/* .safeStyle */ .Z)(style), `width:${width}`, `height:${height}`, 'overflow:visible'];
    if (!display)
        parts.push('display:inline');
    return { ...root, attrs: { ...attrs, style: parts.filter(Boolean).join(';') } };
}


/***/ }),

/***/ 86792:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ safeStyle),
/* harmony export */   o: () => (/* binding */ serializeSafeSvg)
/* harmony export */ });
/**
 * SVG as the platform's editor keeps it. The editor removes `<style>`, `class`, `id` and CSS
 * custom properties, and a pasted `<use href="#…">` or `marker-end="url(#…)"` then points at
 * nothing. Renderers' trees are rebuilt here into plain elements with plain attributes: only
 * drawing elements, no references, no ids or classes, no `var()`, no external URL.
 */
/** Elements that draw or group; anything else (style, script, defs, foreignObject, a, use…) is dropped. */
const KEEP = new Set([
    'svg',
    'g',
    'path',
    'rect',
    'circle',
    'ellipse',
    'line',
    'polyline',
    'polygon',
    'text',
    'tspan',
    'title',
]);
/** Presentation attributes worth keeping; the rest (class, id, data-*, role, href, markers) goes. */
const ATTRS = new Set([
    'xmlns',
    'viewBox',
    'preserveAspectRatio',
    'x',
    'y',
    'x1',
    'y1',
    'x2',
    'y2',
    'cx',
    'cy',
    'r',
    'rx',
    'ry',
    'dx',
    'dy',
    'd',
    'points',
    'width',
    'height',
    'transform',
    'fill',
    'fill-opacity',
    'fill-rule',
    'stroke',
    'stroke-width',
    'stroke-dasharray',
    'stroke-linecap',
    'stroke-linejoin',
    'stroke-opacity',
    'opacity',
    'font-family',
    'font-size',
    'font-weight',
    'font-style',
    'text-anchor',
    'dominant-baseline',
    'style',
]);
/** Values that would reach outside the SVG or that the editor blanks. */
const UNSAFE_VALUE = /url\s*\(|var\s*\(|color-mix\s*\(|javascript:|expression\s*\(|@import/i;
function escapeAttr(value) {
    return value
        .replace(/&/g, '&amp;')
        .replace(/"/g, '&quot;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;');
}
function escapeText(value) {
    return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
/**
 * Serializes a tree with only what survives the editor. A `style` attribute keeps only
 * declarations without custom properties or `var()`; width and height must already be in it
 * (callers move them there: the editor drops `ex` attributes).
 */
function serializeSafeSvg(node) {
    if (typeof node === 'string')
        return escapeText(node);
    if (!KEEP.has(node.name))
        return '';
    let out = `<${node.name}`;
    for (const [name, raw] of Object.entries(node.attrs)) {
        if (!ATTRS.has(name))
            continue;
        const value = name === 'style' ? safeStyle(raw) : raw;
        if (value === '' || UNSAFE_VALUE.test(value))
            continue;
        out += ` ${name}="${escapeAttr(value)}"`;
    }
    out += '>';
    for (const child of node.children)
        out += serializeSafeSvg(child);
    return `${out}</${node.name}>`;
}
/** Style declarations minus custom properties, `var()`, `position` and anything reaching out. */
function safeStyle(style) {
    return style
        .split(';')
        .map((decl) => decl.trim())
        .filter((decl) => {
        const colon = decl.indexOf(':');
        if (colon <= 0)
            return false;
        const property = decl.slice(0, colon).trim().toLowerCase();
        return !property.startsWith('--') && property !== 'position' && !UNSAFE_VALUE.test(decl);
    })
        .join(';');
}


/***/ })

};
