export const id = 439;
export const ids = [439];
export const modules = {

/***/ 8568:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ mathSyntaxPlugin)
/* harmony export */ });
/**
 * Where math and diagrams are in a document, as markdown-it tokens; drawing them is rich.ts's
 * job. The dollar rules follow GitHub's: `$…$` inline (no space inside either dollar, the
 * closing one not followed by a digit, so `$5 and $10` stays text), `` $`…`$ ``, `$$…$$` on
 * its own lines, and ```` ```math ```` fences. `\$` is markdown-it's own escape and code spans
 * are consumed before a `$` inside them is seen.
 *
 * Tokens: `math_inline` and `math_block` (content: the TeX), `mermaid_block` (the source).
 */
function mathSyntaxPlugin(md) {
    md.inline.ruler.after('escape', 'math_inline', mathInline);
    md.block.ruler.before('fence', 'math_block', mathBlock, {
        alt: ['paragraph', 'reference', 'blockquote', 'list'],
    });
    // Fences keep markdown-it's parsing (and the pre-check's fence count); only their type changes.
    md.core.ruler.after('block', 'rich_fences', (state) => {
        for (const token of state.tokens) {
            if (token.type !== 'fence')
                continue;
            const lang = token.info.trim().split(/\s+/, 1)[0].toLowerCase();
            if (lang === 'math')
                token.type = 'math_block';
            else if (lang === 'mermaid')
                token.type = 'mermaid_block';
        }
    });
}
const DOLLAR = 0x24;
const BACKTICK = 0x60;
const BACKSLASH = 0x5c;
function isSpace(code) {
    return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
}
function isDigit(code) {
    return code >= 0x30 && code <= 0x39;
}
function mathInline(state, silent) {
    const { src, pos, posMax } = state;
    if (src.charCodeAt(pos) !== DOLLAR)
        return false;
    const found = src.charCodeAt(pos + 1) === BACKTICK
        ? backtickMath(src, pos, posMax)
        : dollarMath(src, pos, posMax);
    if (!found) {
        // Not math: the dollar (or the `$$` run) is plain text, so a later `$` cannot pair with it.
        if (!silent)
            state.pending += src.charCodeAt(pos + 1) === DOLLAR ? '$$' : '$';
        state.pos += src.charCodeAt(pos + 1) === DOLLAR ? 2 : 1;
        return true;
    }
    if (!silent) {
        const token = state.push('math_inline', 'math', 0);
        token.content = found.tex;
        token.markup = found.markup;
        // Offset in the inline text, so a finding can name the line inside a paragraph.
        token.meta = { offset: pos };
    }
    state.pos = found.end;
    return true;
}
function dollarMath(src, pos, max) {
    const double = src.charCodeAt(pos + 1) === DOLLAR;
    const open = double ? 2 : 1;
    const first = src.charCodeAt(pos + open);
    if (pos + open >= max || isSpace(first) || first === DOLLAR)
        return undefined;
    for (let i = pos + open; i < max; i++) {
        const code = src.charCodeAt(i);
        if (code === BACKSLASH) {
            i++;
            continue;
        }
        // A code span inside wins over the math around it.
        if (code === BACKTICK)
            return undefined;
        if (code !== DOLLAR)
            continue;
        if (double) {
            if (src.charCodeAt(i + 1) !== DOLLAR)
                continue;
            const tex = src.slice(pos + 2, i).trim();
            return tex ? { tex, end: i + 2, markup: '$$' } : undefined;
        }
        // A dollar that cannot close (`$5 and $10`) means the opening one was a price too.
        if (isSpace(src.charCodeAt(i - 1)) || isDigit(src.charCodeAt(i + 1)))
            return undefined;
        return { tex: src.slice(pos + 1, i), end: i + 1, markup: '$' };
    }
    return undefined;
}
/** GitHub's `` $`…`$ `` form, for TeX that itself holds dollars or Markdown characters. */
function backtickMath(src, pos, max) {
    let ticks = 0;
    while (src.charCodeAt(pos + 1 + ticks) === BACKTICK)
        ticks++;
    const fence = '`'.repeat(ticks);
    const close = src.indexOf(`${fence}$`, pos + 1 + ticks);
    if (close === -1 || close + ticks + 1 > max)
        return undefined;
    const tex = src.slice(pos + 1 + ticks, close).trim();
    return tex ? { tex, end: close + ticks + 1, markup: '$`' } : undefined;
}
/** `$$` opening a line, TeX, `$$` closing a line (the same line for a one-liner). */
function mathBlock(state, startLine, endLine, silent) {
    let start = state.bMarks[startLine] + state.tShift[startLine];
    const max = state.eMarks[startLine];
    if (state.sCount[startLine] - state.blkIndent >= 4)
        return false;
    if (state.src.slice(start, start + 2) !== '$$')
        return false;
    start += 2;
    const firstLine = state.src.slice(start, max);
    let tex;
    let last = startLine;
    if (firstLine.trim().endsWith('$$')) {
        tex = firstLine.trim().slice(0, -2);
    }
    else {
        const lines = [firstLine];
        let closed = false;
        for (let line = startLine + 1; line < endLine; line++) {
            const s = state.bMarks[line] + state.tShift[line];
            const e = state.eMarks[line];
            if (s < e && state.sCount[line] < state.blkIndent)
                break;
            const text = state.src.slice(s, e);
            if (text.trimEnd().endsWith('$$')) {
                lines.push(text.trimEnd().slice(0, -2));
                last = line;
                closed = true;
                break;
            }
            lines.push(text);
        }
        if (!closed)
            return false;
        tex = lines.join('\n');
    }
    if (!tex.trim())
        return false;
    if (silent)
        return true;
    state.line = last + 1;
    const token = state.push('math_block', 'math', 0);
    token.block = true;
    token.content = tex.trim();
    token.markup = '$$';
    token.map = [startLine, state.line];
    return true;
}


/***/ }),

/***/ 50439:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   checkMathAndDiagrams: () => (/* binding */ checkMathAndDiagrams)
/* harmony export */ });
/* harmony import */ var markdown_it__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9702);
/* harmony import */ var markdown_it_footnote__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(69938);
/* harmony import */ var _math_syntax_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8568);
/* harmony import */ var _modules_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(36403);
/* harmony import */ var _rich_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(93422);
/* harmony import */ var _themes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(66154);






async function checkMathAndDiagrams(markdown, lineOffset = 0, themeId = _themes_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_THEME */ .SS) {
    const items = findItems(markdown);
    if (items.length === 0)
        return [];
    const findings = [];
    if (items.some((item) => item.kind === 'math')) {
        const math = (await Promise.all(/* import() */[__webpack_require__.e(55), __webpack_require__.e(326)]).then(__webpack_require__.bind(__webpack_require__, 56326))).mathRenderer();
        for (const item of items) {
            if (item.kind !== 'math')
                continue;
            const result = math.render(item.source, item.display);
            if ('error' in result) {
                findings.push({
                    severity: 'warning',
                    code: 'invalid_math',
                    message: `The formula ${quote(item.source)} is not valid TeX (${result.error}); it is shown as code.`,
                    line: item.line + lineOffset,
                });
            }
        }
    }
    if (items.some((item) => item.kind === 'mermaid')) {
        const mermaid = (await Promise.all(/* import() */[__webpack_require__.e(656), __webpack_require__.e(139)]).then(__webpack_require__.bind(__webpack_require__, 85139))).mermaidRenderer();
        const colours = (0,_rich_js__WEBPACK_IMPORTED_MODULE_2__/* .diagramTheme */ .d3)(themeOrDefault(themeId));
        for (const item of items) {
            if (item.kind !== 'mermaid')
                continue;
            // item.line is the fence; the block's first line is the one after it.
            const problems = mermaid
                .validate(item.source)
                .map((p) => ({ message: p.message, line: item.line + 1 + p.line }));
            if (problems.length === 0) {
                const result = mermaid.render(item.source, colours);
                if ('error' in result)
                    problems.push({ message: result.error, line: item.line });
            }
            for (const problem of problems) {
                findings.push({
                    severity: 'warning',
                    code: /not supported/.test(problem.message) ? 'unsupported_mermaid' : 'invalid_mermaid',
                    message: problem.message,
                    line: problem.line + lineOffset,
                });
            }
        }
    }
    return findings;
}
function themeOrDefault(id) {
    try {
        return (0,_themes_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveTheme */ .eW)(id);
    }
    catch {
        // An unknown theme is the engine's finding to report, not this check's.
        return (0,_themes_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveTheme */ .eW)(_themes_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_THEME */ .SS);
    }
}
function quote(tex) {
    const flat = tex.replace(/\s+/g, ' ').trim();
    return `"${flat.length > 60 ? `${flat.slice(0, 60)}…` : flat}"`;
}
/**
 * The parser is built once per thread: building one compiles every rule chain, which costs
 * more than parsing a page. It is never changed after this, so sharing it changes no result.
 */
const shared = {};
function parser() {
    if (shared.parser)
        return shared.parser;
    const md = new markdown_it__WEBPACK_IMPORTED_MODULE_0__/* ["default"] */ .A({ html: true }).use(markdown_it_footnote__WEBPACK_IMPORTED_MODULE_3__/* ["default"] */ .A).use(_modules_js__WEBPACK_IMPORTED_MODULE_4__/* .modulesPlugin */ .Lh).use(_math_syntax_js__WEBPACK_IMPORTED_MODULE_5__/* .mathSyntaxPlugin */ .J);
    // Only the inline rules that decide where a `$` is: emphasis and links change no math.
    md.inline.ruler.enableOnly(['text', 'escape', 'backticks', 'math_inline', 'html_inline', 'autolink', 'entity'], true);
    md.inline.ruler2.enableOnly(['fragments_join'], true);
    shared.parser = md;
    return md;
}
/** Math and mermaid as the engine parses them, with the lines they start on. */
function findItems(markdown) {
    const md = parser();
    const items = [];
    const walk = (tokens) => {
        for (const token of tokens) {
            const line = (token.map?.[0] ?? 0) + 1;
            if (token.type === 'math_block') {
                items.push({ kind: 'math', source: token.content.trim(), display: true, line });
            }
            else if (token.type === 'mermaid_block') {
                items.push({ kind: 'mermaid', source: token.content, display: true, line });
            }
            else if (token.type === 'inline' && token.children) {
                for (const child of token.children) {
                    if (child.type !== 'math_inline')
                        continue;
                    const before = token.content.slice(0, child.meta.offset);
                    items.push({
                        kind: 'math',
                        source: child.content,
                        display: child.markup === '$$',
                        line: line + (before.match(/\n/g)?.length ?? 0),
                    });
                }
            }
        }
    };
    walk(md.parse(markdown, {}));
    return items;
}


/***/ }),

/***/ 93422:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MD: () => (/* binding */ richPlugin),
/* harmony export */   W9: () => (/* binding */ loadWanted),
/* harmony export */   d3: () => (/* binding */ diagramTheme),
/* harmony export */   fP: () => (/* binding */ createRichRenderers)
/* harmony export */ });
/* harmony import */ var _math_syntax_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8568);

function createRichRenderers() {
    return { wanted: new Set() };
}
/**
 * Loads what the last render wanted; true when that render should be repeated. Call it right
 * after the render: the kinds are taken before the first await, so a render of another
 * document meanwhile (concurrent converts) cannot change what this one loads.
 */
async function loadWanted(rich) {
    const kinds = [...rich.wanted];
    rich.wanted.clear();
    if (kinds.length === 0)
        return false;
    if (kinds.includes('math') && !rich.math)
        rich.math = (await Promise.all(/* import() */[__webpack_require__.e(55), __webpack_require__.e(326)]).then(__webpack_require__.bind(__webpack_require__, 56326))).mathRenderer();
    if (kinds.includes('mermaid') && !rich.mermaid) {
        rich.mermaid = (await Promise.all(/* import() */[__webpack_require__.e(656), __webpack_require__.e(139)]).then(__webpack_require__.bind(__webpack_require__, 85139))).mermaidRenderer();
    }
    return true;
}
/** The article theme's colours for diagrams: each theme family gets matching ones. */
function diagramTheme(theme) {
    const p = theme.palette;
    return {
        bg: p.background,
        fg: p.text,
        accent: p.primary,
        surface: p.tint,
        font: theme.family.fontFamily,
    };
}
/** Display math: centred, and scrolling sideways when wider than a phone. */
const DISPLAY = 'margin:1em 0;text-align:center;overflow-x:auto;overflow-y:hidden;max-width:100%';
const DIAGRAM = 'margin:1em 0;text-align:center;overflow-x:auto;max-width:100%';
/** A copy of `token` with other content, for the code fallbacks. */
function withContent(token, content, info) {
    const copy = Object.assign(Object.create(Object.getPrototypeOf(token)), token);
    copy.content = content;
    if (info !== undefined)
        copy.info = info;
    return copy;
}
/**
 * Parses math and mermaid (math-syntax.ts) and draws them with the engine's loaded renderers.
 * What cannot be drawn (bad TeX, a syntax error, a renderer not loaded yet) is shown as the
 * renderer's own code span or code block, so the reader sees the source, never a blank.
 */
function richPlugin(md, options) {
    const { rich } = options;
    const colours = diagramTheme(options.theme);
    md.use(_math_syntax_js__WEBPACK_IMPORTED_MODULE_0__/* .mathSyntaxPlugin */ .J);
    const rules = md.renderer.rules;
    const fence = (tokens, idx, o, env, self) => (self.rules.fence ?? self.renderToken.bind(self))(tokens, idx, o, env, self);
    rules.math_inline = (tokens, idx, o, env, self) => {
        const token = tokens[idx];
        const display = token.markup === '$$';
        const drawn = draw('math', () => rich.math?.render(token.content, display));
        if (drawn)
            return drawn;
        const close = token.markup === '$`' ? '`$' : token.markup;
        const code = withContent(token, `${token.markup}${token.content}${close}`);
        return (self.rules.code_inline ?? self.renderToken.bind(self))([code], 0, o, env, self);
    };
    rules.math_block = (tokens, idx, o, env, self) => {
        const token = tokens[idx];
        const drawn = draw('math', () => rich.math?.render(token.content.trim(), true));
        if (drawn)
            return `<section style="${DISPLAY}">${drawn}</section>\n`;
        const source = token.content.endsWith('\n') ? token.content : `${token.content}\n`;
        return fence([withContent(token, source, 'latex')], 0, o, env, self);
    };
    rules.mermaid_block = (tokens, idx, o, env, self) => {
        const drawn = draw('mermaid', () => rich.mermaid?.render(tokens[idx].content, colours));
        if (drawn)
            return `<section style="${DIAGRAM}">${drawn}</section>\n`;
        return fence(tokens, idx, o, env, self);
    };
    /** The SVG, or undefined for the code fallback (noting a renderer not loaded yet). */
    function draw(kind, render) {
        const result = render();
        if (!result)
            rich.wanted.add(kind);
        return result && 'svg' in result ? result.svg : undefined;
    }
}


/***/ })

};
