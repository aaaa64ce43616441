export const id = 287;
export const ids = [287];
export const modules = {

/***/ 69287:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DEFAULT_THEME: () => (/* reexport */ themes/* DEFAULT_THEME */.SS),
  THEME_IDS: () => (/* reexport */ themes/* THEME_IDS */.V7),
  checkModules: () => (/* reexport */ modules/* checkModules */.sv),
  convertLocal: () => (/* binding */ convertLocal),
  convertLocalAsync: () => (/* binding */ convertLocalAsync),
  createLocalEngine: () => (/* binding */ createLocalEngine)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/markdown/limits.ts
var limits = __webpack_require__(55337);
// EXTERNAL MODULE: ./src/markdown/precheck.ts
var precheck = __webpack_require__(68186);
// EXTERNAL MODULE: ./src/markdown/stats.ts
var stats = __webpack_require__(74018);
// EXTERNAL MODULE: ./src/types.ts
var types = __webpack_require__(16141);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/core.js
var core = __webpack_require__(9692);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/bash.js
var bash = __webpack_require__(71157);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/c.js
var c = __webpack_require__(11102);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/cpp.js
var cpp = __webpack_require__(77542);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/csharp.js
var csharp = __webpack_require__(75444);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/css.js
var css = __webpack_require__(53312);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/dart.js
var dart = __webpack_require__(84150);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/diff.js
var diff = __webpack_require__(64208);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/dockerfile.js
var dockerfile = __webpack_require__(68977);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/elixir.js
var elixir = __webpack_require__(45620);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/go.js
var go = __webpack_require__(97365);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/graphql.js
var graphql = __webpack_require__(86654);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/haskell.js
var haskell = __webpack_require__(49295);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/ini.js
var ini = __webpack_require__(95537);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/java.js
var java = __webpack_require__(17979);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/javascript.js
var javascript = __webpack_require__(34820);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/json.js
var json = __webpack_require__(68129);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/kotlin.js
var kotlin = __webpack_require__(97898);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/less.js
var less = __webpack_require__(63982);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/lua.js
var lua = __webpack_require__(64797);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/makefile.js
var makefile = __webpack_require__(7295);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/markdown.js
var markdown = __webpack_require__(35286);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/nginx.js
var nginx = __webpack_require__(60959);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/objectivec.js
var objectivec = __webpack_require__(26699);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/perl.js
var perl = __webpack_require__(96982);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/php.js
var php = __webpack_require__(48771);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/powershell.js
var powershell = __webpack_require__(57842);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/python.js
var python = __webpack_require__(43145);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/r.js
var r = __webpack_require__(2285);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/ruby.js
var ruby = __webpack_require__(86787);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/rust.js
var rust = __webpack_require__(81493);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/scala.js
var scala = __webpack_require__(5165);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/scss.js
var scss = __webpack_require__(55263);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/shell.js
var shell = __webpack_require__(45601);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/sql.js
var sql = __webpack_require__(22879);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/swift.js
var swift = __webpack_require__(77484);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/typescript.js
var typescript = __webpack_require__(23612);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/xml.js
var xml = __webpack_require__(69870);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/yaml.js
var yaml = __webpack_require__(17144);
;// CONCATENATED MODULE: ./src/engine/local/highlight.ts







































/**
 * The grammars fences can name. They are imported statically so the bundler puts them
 * in dist/: the action runs from a checkout of this repository, which has no
 * node_modules, and a grammar resolved at run time would be missing there (code would
 * silently come out unhighlighted). Importing a grammar only defines its function; it is
 * registered (and compiled) the first time a fence names it, and this module itself is
 * loaded only by runs that use the local engine.
 */
const GRAMMARS = {
    bash: bash/* default */.A,
    c: c/* default */.A,
    cpp: cpp/* default */.A,
    csharp: csharp/* default */.A,
    css: css/* default */.A,
    dart: dart/* default */.A,
    diff: diff/* default */.A,
    dockerfile: dockerfile/* default */.A,
    elixir: elixir/* default */.A,
    go: go/* default */.A,
    graphql: graphql/* default */.A,
    haskell: haskell/* default */.A,
    ini: ini/* default */.A,
    java: java/* default */.A,
    javascript: javascript/* default */.A,
    json: json/* default */.A,
    kotlin: kotlin/* default */.A,
    less: less/* default */.A,
    lua: lua/* default */.A,
    makefile: makefile/* default */.A,
    markdown: markdown/* default */.A,
    nginx: nginx/* default */.A,
    objectivec: objectivec/* default */.A,
    perl: perl/* default */.A,
    php: php/* default */.A,
    powershell: powershell/* default */.A,
    python: python/* default */.A,
    r: r/* default */.A,
    ruby: ruby/* default */.A,
    rust: rust/* default */.A,
    scala: scala/* default */.A,
    scss: scss/* default */.A,
    shell: shell/* default */.A,
    sql: sql/* default */.A,
    swift: swift/* default */.A,
    typescript: typescript/* default */.A,
    xml: xml/* default */.A,
    yaml: yaml/* default */.A,
};
/** The languages fences can name (besides the aliases below). */
const GRAMMAR_NAMES = Object.keys(GRAMMARS);
const ALIASES = {
    sh: 'bash',
    zsh: 'bash',
    console: 'shell',
    'c++': 'cpp',
    cc: 'cpp',
    h: 'c',
    hpp: 'cpp',
    cs: 'csharp',
    'c#': 'csharp',
    docker: 'dockerfile',
    golang: 'go',
    gql: 'graphql',
    hs: 'haskell',
    toml: 'ini',
    js: 'javascript',
    jsx: 'javascript',
    mjs: 'javascript',
    cjs: 'javascript',
    jsonc: 'json',
    json5: 'json',
    kt: 'kotlin',
    make: 'makefile',
    md: 'markdown',
    objc: 'objectivec',
    pl: 'perl',
    ps1: 'powershell',
    py: 'python',
    python3: 'python',
    rb: 'ruby',
    rs: 'rust',
    ts: 'typescript',
    tsx: 'typescript',
    mts: 'typescript',
    html: 'xml',
    htm: 'xml',
    svg: 'xml',
    vue: 'xml',
    xhtml: 'xml',
    yml: 'yaml',
};
/** Tab stops every 4 columns: GitHub's default width for code, and what Go and Makefiles expect. */
const TAB_WIDTH = 4;
const NBSP = ['', '&nbsp;', '&nbsp;&nbsp;', '&nbsp;&nbsp;&nbsp;', '&nbsp;&nbsp;&nbsp;&nbsp;'];
/**
 * Writes code text for the editor, which collapses ordinary whitespace (a tab
 * included) and drops newlines inside `<code>`: spaces become `&nbsp;`, newlines
 * `<br>`, and a tab the `&nbsp;`s up to the next tab stop. `html` is either plain
 * text (`plain` true: `& < > "` are escaped here) or highlight.js' output, already
 * escaped, whose `<span class>` tags become the theme's inline-styled spans. A
 * char-code loop: it runs over every code block, and regex replacers were 4x slower.
 */
function codeHtml(html, plain, spans) {
    let out = '';
    let last = 0;
    let column = 0;
    for (let i = 0; i < html.length; i++) {
        let replaced;
        switch (html.charCodeAt(i)) {
            case 32:
                replaced = '&nbsp;';
                column++;
                break;
            case 10:
                replaced = '<br>';
                column = 0;
                break;
            case 9: {
                const width = TAB_WIDTH - (column % TAB_WIDTH);
                replaced = NBSP[width];
                column += width;
                break;
            }
            case 38:
                if (plain)
                    replaced = '&amp;';
                else {
                    // An entity hljs wrote is one column.
                    const end = html.indexOf(';', i);
                    column++;
                    i = end === -1 ? i : end;
                    continue;
                }
                column++;
                break;
            case 60:
                if (plain) {
                    replaced = '&lt;';
                    column++;
                    break;
                }
                {
                    // A tag hljs wrote: `<span class="scope more">` or `</span>`.
                    const end = html.indexOf('>', i);
                    replaced = html.charCodeAt(i + 1) === 47 ? '</span>' : openTag(spans, html.slice(i, end));
                    if (i > last)
                        out += html.slice(last, i);
                    out += replaced;
                    i = end;
                    last = end + 1;
                    continue;
                }
            case 62:
                replaced = '&gt;';
                column++;
                break;
            case 34:
                replaced = '&quot;';
                column++;
                break;
            default:
                column++;
                continue;
        }
        if (i > last)
            out += html.slice(last, i);
        out += replaced;
        last = i + 1;
    }
    if (last === 0)
        return html;
    return last < html.length ? out + html.slice(last) : out;
}
const CLASS = /class="([^" ]*)/;
/**
 * The opening tag for hljs' `<span class="title function_">`: the theme's span for the
 * first class ("title"); scopes without a colour (sub-languages too) still need a span
 * to close.
 */
function openTag(spans, tag) {
    const scope = CLASS.exec(tag)?.[1];
    return ((scope !== undefined && Object.hasOwn(spans, scope) ? spans[scope] : undefined) ?? '<span>');
}
/**
 * Returns a highlighter owned by one engine: it has its own highlight.js instance
 * (hljs' default export is a shared singleton that registration would mutate), used
 * through its public `highlight` call only. Every space becomes `&nbsp;`, every
 * newline `<br>` and every tab the spaces to the next 4-column stop, as the editor needs.
 */
function createHighlighter() {
    const hljs = core/* default */.A.newInstance();
    // Bare scope names as classes ("keyword"), so they key the theme's span table directly.
    hljs.configure({ classPrefix: '' });
    const failed = new Set();
    function grammar(lang) {
        const name = ALIASES[lang] ?? lang;
        if (hljs.getLanguage(name))
            return name;
        const definition = Object.hasOwn(GRAMMARS, name) ? GRAMMARS[name] : undefined;
        if (!definition || failed.has(name))
            return undefined;
        try {
            hljs.registerLanguage(name, definition);
            // hljs compiles a grammar on its first highlight: a broken one shows here, once.
            hljs.highlight('', { language: name, ignoreIllegals: true });
            return name;
        }
        catch {
            // A grammar that cannot compile degrades to plain code, never to an error.
            failed.add(name);
            return undefined;
        }
    }
    return (code, lang, spans) => {
        const body = code.endsWith('\n') ? code.slice(0, -1) : code;
        const name = lang ? grammar(lang.toLowerCase()) : undefined;
        if (!name)
            return codeHtml(body, true, spans);
        const result = hljs.highlight(body, { language: name, ignoreIllegals: true });
        // Where hljs gave up (an error raised inside a grammar) its value is not its markup.
        return result.errorRaised
            ? codeHtml(body, true, spans)
            : codeHtml(result.value, false, spans);
    };
}

// EXTERNAL MODULE: ./src/engine/local/modules.ts
var modules = __webpack_require__(36403);
// EXTERNAL MODULE: ./node_modules/markdown-it/dist/markdown-it.mjs + 7 modules
var markdown_it = __webpack_require__(9702);
// EXTERNAL MODULE: ./node_modules/markdown-it-cjk-breaks/index.mjs + 4 modules
var markdown_it_cjk_breaks = __webpack_require__(24108);
// EXTERNAL MODULE: ./node_modules/markdown-it-footnote/index.mjs
var markdown_it_footnote = __webpack_require__(69938);
;// CONCATENATED MODULE: ./src/engine/local/alerts.ts
const MARKER = /^\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\][ \t]*(?:\n|$)/i;
function alertsPlugin(md) {
    // Between block and inline parsing: the paragraph's text is still its source.
    md.core.ruler.after('block', 'gfm_alerts', (state) => {
        const tokens = state.tokens;
        for (let i = 0; i + 2 < tokens.length; i++) {
            if (tokens[i].type !== 'blockquote_open')
                continue;
            if (tokens[i + 1].type !== 'paragraph_open' || tokens[i + 2].type !== 'inline')
                continue;
            const inline = tokens[i + 2];
            const match = MARKER.exec(inline.content);
            if (!match)
                continue;
            const kind = match[1].toLowerCase();
            tokens[i].meta = { ...tokens[i].meta, alert: kind };
            closeOf(tokens, i).meta = { alert: kind };
            inline.content = inline.content.slice(match[0].length);
            // The marker alone on its paragraph: the paragraph goes with it.
            if (inline.content.trim() === '')
                tokens.splice(i + 1, 3);
        }
    });
}
function closeOf(tokens, open) {
    let depth = 0;
    for (let i = open; i < tokens.length; i++) {
        if (tokens[i].type === 'blockquote_open')
            depth++;
        else if (tokens[i].type === 'blockquote_close' && --depth === 0)
            return tokens[i];
    }
    return tokens[open];
}
const ALERTS = {
    note: { label: 'ⓘ Note', color: '#0969da', tint: 'rgba(9,105,218,0.08)' },
    tip: { label: '✓ Tip', color: '#1a7f37', tint: 'rgba(26,127,55,0.08)' },
    important: { label: '❖ Important', color: '#8250df', tint: 'rgba(130,80,223,0.08)' },
    warning: { label: '⚠ Warning', color: '#9a6700', tint: 'rgba(191,135,0,0.1)' },
    caution: { label: '⊘ Caution', color: '#d1242f', tint: 'rgba(209,36,47,0.08)' },
};
/**
 * The callout styles: GitHub's alert colours as a left rule, a light tint of the same
 * colour (translucent, so it reads on light and dark themes alike) and a coloured
 * title line; inline only, like every style the engine writes.
 */
function alertStyles() {
    const styles = {};
    for (const [kind, a] of Object.entries(ALERTS)) {
        styles[kind] = {
            box: `margin:1.2em 0;padding:0.6em 1em;border-left:4px solid ${a.color};background:${a.tint};border-radius:4px`,
            title: `margin:0 0 0.4em;color:${a.color};font-weight:bold`,
            label: a.label,
        };
    }
    return styles;
}

// EXTERNAL MODULE: ./node_modules/entities/dist/decode.js + 4 modules
var decode = __webpack_require__(59995);
// EXTERNAL MODULE: ./src/platform.ts
var platform = __webpack_require__(23728);
;// CONCATENATED MODULE: ./src/engine/local/links.ts



const BULLET_LIST = -1;
const BULLETS = ['•', '◦', '▪'];
function newLinkState() {
    return {
        numbers: new Map(),
        entries: [],
        linkClose: [],
        rawLinkClose: [],
        lists: [],
        footnoteUrls: new Map(),
    };
}
function isPlatformArticle(href) {
    const match = /^https?:\/\/([^/?#:]+)/i.exec(href);
    if (!match)
        return false;
    const host = match[1].toLowerCase();
    return platform/* PLATFORM */.i.articleHosts.some((h) => host === h || host.endsWith(`.${h}`));
}
function attr(value) {
    return value
        .replace(/&/g, '&amp;')
        .replace(/"/g, '&quot;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;');
}
/** The number of a URL or footnote key, given one the first time it is met. */
function referenceNumber(state, key, entry) {
    let n = state.numbers.get(key);
    if (n === undefined) {
        n = state.entries.push(entry);
        state.numbers.set(key, n);
    }
    return n;
}
function footnoteNumber(state, id) {
    const url = state.footnoteUrls.get(id);
    if (url !== undefined)
        return referenceNumber(state, url, { url });
    return referenceNumber(state, `\u0000${id}`, { footnote: id });
}
const BARE_URL = /^https?:\/\/\S+$/;
/**
 * Finds the footnotes whose body is only a URL (`[^1]: https://…` or `<https://…>`), so
 * that a footnote citing a page the text also links to is one reference, not two.
 * markdown-it-footnote puts the footnote block at the end of the tokens.
 */
function findFootnoteUrls(tokens, state) {
    if (tokens[tokens.length - 1]?.type !== 'footnote_block_close')
        return;
    for (let i = tokens.length - 1; i >= 0 && tokens[i].type !== 'footnote_block_open'; i--) {
        const open = tokens[i];
        if (open.type !== 'footnote_open')
            continue;
        // Its body: one paragraph (markdown-it-footnote puts its back-link anchors inside).
        const body = [];
        for (let j = i + 1; j < tokens.length && tokens[j].type !== 'footnote_close'; j++) {
            if (tokens[j].type !== 'footnote_anchor')
                body.push(tokens[j]);
        }
        const [p, inline, close] = body;
        if (body.length !== 3 || p.type !== 'paragraph_open' || close.type !== 'paragraph_close') {
            continue;
        }
        const parts = (inline.children ?? []).filter((c) => c.type !== 'footnote_anchor');
        let url;
        if (parts.length === 1 && parts[0].type === 'text' && BARE_URL.test(parts[0].content)) {
            url = parts[0].content;
        }
        else if (parts.length === 3 && parts[0].type === 'link_open') {
            const href = String(parts[0].attrGet('href') ?? '');
            if (BARE_URL.test(href) && parts[1].content === href)
                url = href;
        }
        if (url !== undefined)
            state.footnoteUrls.set(open.meta.id, url);
    }
}
/** Opens a link to `href`; `closers` receives how its end renders. */
function openLink(state, s, href, closers) {
    if (href === '' || href.startsWith('#')) {
        closers.push('');
        return '';
    }
    if (isPlatformArticle(href)) {
        closers.push('</a>');
        return `<a href="${attr(href)}" style="${s.link}">`;
    }
    const n = referenceNumber(state, href, { url: href });
    closers.push(`</span><sup style="${s.refMark}">[${n}]</sup>`);
    return `<span style="${s.link}">`;
}
/** The marker of the next item of the innermost open list (Markdown or raw). */
function nextMarker(state, s) {
    const depth = state.lists.length - 1;
    const next = state.lists[depth] ?? BULLET_LIST;
    if (next === BULLET_LIST) {
        return `<span style="${s.marker}">${BULLETS[Math.max(depth, 0) % BULLETS.length]}</span>`;
    }
    state.lists[depth] = next + 1;
    return `<span style="${s.marker}">${next}.</span>`;
}
const RAW = /<(\/?)(a|ul|ol|li)\b([^>]*)>/g;
const QUICK = /<\/?(?:a|ul|ol|li|pre)\b/;
const PRE = /(<pre\b[^>]*>)([\s\S]*?)(<\/pre>|$)/g;
const PRE_TEXT = /(^|>)([^<]+)/g;
const HREF = /\shref="([^"]*)"/;
const START = /\sstart="(\d{1,9})"/;
/**
 * Gives sanitized raw HTML the treatment of the equivalent Markdown: `<a>` tags become
 * references, anchors or platform links like Markdown links, and `<ul>/<ol>/<li>`
 * become the engine's styled lists with text markers (the editor adds its own bullets
 * to native ones). Runs on the sanitizer's output, whose tags are well formed.
 */
function rewriteRawHtml(html, state, s) {
    if (!QUICK.test(html))
        return html;
    if (html.includes('<pre'))
        html = html.replace(PRE, preserveWhitespace);
    return html.replace(RAW, (tag, slash, name, attrs) => {
        if (name === 'a') {
            if (slash)
                return state.rawLinkClose.pop() ?? '';
            return openLink(state, s, (0,decode/* decodeHTMLAttribute */.Im)(HREF.exec(attrs)?.[1] ?? ''), state.rawLinkClose);
        }
        if (name === 'li') {
            return slash
                ? '</section></li>'
                : `<li style="${s.listItem}"><section>${nextMarker(state, s)}`;
        }
        if (slash) {
            state.lists.pop();
            return tag;
        }
        const start = name === 'ol' ? Number(START.exec(attrs)?.[1] ?? 1) : BULLET_LIST;
        state.lists.push(start);
        return `<${name} style="${s.list}">`;
    });
}
/**
 * Raw `<pre>` text keeps its layout through the editor, which collapses ordinary
 * whitespace: the same `&nbsp;`, `<br>` and 4-column tab stops as code blocks. (A
 * `<pre>` split across fragments keeps this only for its first fragment.)
 */
function preserveWhitespace(_whole, open, body, close) {
    let column = 0;
    let entity = false;
    // HTML parsers drop a newline right after <pre>.
    const text = body.replace(/^\n/, '').replace(PRE_TEXT, (_m, gt, run) => {
        let out = gt;
        for (const ch of run) {
            if (ch === '\n') {
                out += '<br>';
                column = 0;
            }
            else if (ch === '\t') {
                const width = TAB_WIDTH - (column % TAB_WIDTH);
                out += '&nbsp;'.repeat(width);
                column += width;
            }
            else if (ch === ' ') {
                out += '&nbsp;';
                column++;
            }
            else {
                out += ch;
                // An entity (`&amp;`) is one column.
                if (!entity)
                    column++;
                if (ch === '&')
                    entity = true;
                else if (ch === ';')
                    entity = false;
            }
        }
        return out;
    });
    return open + text + close;
}
/**
 * The references list: every number in order, a URL as itself, a footnote as the body
 * rendered for it (`footnotes`, by id, each already carrying its number). Footnotes
 * never referenced come last.
 */
function referenceList(state, s, footnotes, esc) {
    for (const id of footnotes.keys())
        footnoteNumber(state, id);
    if (state.entries.length === 0)
        return '';
    const urls = state.entries.some((entry) => 'url' in entry);
    let html = `<section style="${s.refList}"><p style="${s.sectionTitle}">${urls ? 'References' : 'Notes'}</p>\n`;
    state.entries.forEach((entry, i) => {
        if ('url' in entry) {
            html += `<p style="${s.refItem}"><span style="${s.refMark}">[${i + 1}]</span> <span style="${s.refUrl}">${esc(entry.url)}</span></p>\n`;
        }
        else {
            html += footnotes.get(entry.footnote) ?? '';
        }
    });
    return `${html}</section>\n`;
}

// EXTERNAL MODULE: ./src/engine/local/rich.ts
var local_rich = __webpack_require__(93422);
// EXTERNAL MODULE: ./src/engine/local/sanitize.ts
var local_sanitize = __webpack_require__(21355);
;// CONCATENATED MODULE: ./src/engine/local/styles.ts
/** Base body size in px per font size option; headings scale from it. */
const BASE_PX = { small: 14, medium: 16, large: 18 };
const LIGHT_CODE = {
    bg: '#f6f8fa',
    text: '#24292e',
    colors: {
        keyword: '#d73a49',
        built_in: '#e36209',
        type: '#d73a49',
        literal: '#005cc5',
        number: '#005cc5',
        operator: '#d73a49',
        regexp: '#032f62',
        string: '#032f62',
        subst: '#24292e',
        symbol: '#005cc5',
        title: '#6f42c1',
        params: '#24292e',
        comment: '#6a737d',
        doc: '#6a737d',
        meta: '#005cc5',
        attr: '#005cc5',
        attribute: '#005cc5',
        variable: '#e36209',
        property: '#005cc5',
        tag: '#22863a',
        name: '#22863a',
        selector: '#22863a',
        section: '#005cc5',
        bullet: '#735c0f',
        addition: '#22863a',
        deletion: '#b31d28',
        link: '#032f62',
        quote: '#22863a',
    },
};
const DARK_CODE = {
    bg: '#282c34',
    text: '#abb2bf',
    colors: {
        keyword: '#c678dd',
        built_in: '#e6c07b',
        type: '#e6c07b',
        literal: '#56b6c2',
        number: '#d19a66',
        operator: '#56b6c2',
        regexp: '#98c379',
        string: '#98c379',
        subst: '#e06c75',
        symbol: '#61aeee',
        title: '#61aeee',
        params: '#abb2bf',
        comment: '#5c6370',
        doc: '#5c6370',
        meta: '#61aeee',
        attr: '#d19a66',
        attribute: '#98c379',
        variable: '#e06c75',
        property: '#e06c75',
        tag: '#e06c75',
        name: '#e06c75',
        selector: '#e06c75',
        section: '#e06c75',
        bullet: '#61aeee',
        addition: '#98c379',
        deletion: '#e06c75',
        link: '#61aeee',
        quote: '#98c379',
    },
};
function codeSpans(colors) {
    const spans = {};
    for (const [scope, color] of Object.entries(colors)) {
        let style = `color:${color}`;
        if (scope === 'comment' || scope === 'doc' || scope === 'quote')
            style += ';font-style:italic';
        if (scope === 'section' || scope === 'title')
            style += ';font-weight:bold';
        spans[scope] = `<span style="${style}">`;
    }
    spans.strong = '<span style="font-weight:bold">';
    spans.emphasis = '<span style="font-style:italic">';
    return spans;
}
function round(n) {
    return String(Math.round(n * 10) / 10);
}
function buildStyles(theme, fontSize) {
    const { palette: p, family: f } = theme;
    const base = BASE_PX[fontSize];
    const small = round(base * 0.875);
    const code = f.codeTheme === 'dark' ? DARK_CODE : LIGHT_CODE;
    const text = `color:${p.text};font-size:${base}px;line-height:${f.lineHeight};letter-spacing:${f.letterSpacing}`;
    const headings = [];
    const headingInner = [];
    for (let level = 1; level <= 6; level++) {
        const scale = f.headingScale[Math.min(level, f.headingScale.length) - 1];
        const size = round(base * scale);
        const common = `margin:${level <= 2 ? '1.6em' : '1.3em'} 0 0.8em;font-size:${size}px;font-weight:${f.headingWeight};line-height:1.4;letter-spacing:${f.letterSpacing}`;
        let style = `${common};color:${p.text}`;
        let inner = '';
        const major = level <= 2;
        switch (f.headingStyle) {
            case 'underline':
                if (major)
                    style += `;padding-bottom:0.3em;border-bottom:2px solid ${p.primary}`;
                else
                    style = `${common};color:${p.primary}`;
                break;
            case 'bar':
                style += `;padding-left:0.6em;border-left:4px solid ${p.primary}`;
                break;
            case 'block':
                if (major) {
                    inner = `display:inline-block;padding:0.15em 0.6em;background:${p.primary};color:#ffffff;border-radius:${f.radius}`;
                }
                else {
                    style = `${common};color:${p.primary}`;
                }
                break;
            case 'centered':
                if (major)
                    style = `${common};color:${p.primary};text-align:center`;
                if (major)
                    inner = `display:inline-block;padding:0 0.4em 0.2em;border-bottom:1px solid ${p.primary}`;
                break;
            case 'plain':
                if (major)
                    style = `${common};color:${p.primary}`;
                break;
        }
        headings.push(style);
        headingInner.push(inner);
    }
    const quote = f.quote === 'bar'
        ? `margin:1.2em 0;padding:0.6em 1em;border-left:3px solid ${p.primary};background:${p.tint};color:${p.muted}`
        : `margin:1.2em 0;padding:0.8em 1em;border:1px solid ${p.border};border-radius:${f.radius};background:${p.tint};color:${p.muted}`;
    return {
        paragraph: `margin:0 0 1em;${text}`,
        headings,
        headingInner,
        blockquote: quote,
        list: 'margin:0.2em 0 1em;padding:0 0 0 1em;list-style-type:none',
        listItem: `margin:0.3em 0;padding:0;${text}`,
        marker: `display:inline-block;min-width:1.4em;margin-right:0.2em;color:${p.primary};font-weight:bold`,
        taskMarker: `display:inline-block;min-width:1.4em;margin-right:0.2em;color:${p.primary}`,
        pre: `margin:1em 0;padding:0;border-radius:${f.radius};background:${code.bg};overflow-x:auto`,
        code: `display:block;padding:1em;font-family:Menlo,Consolas,'Courier New',monospace;font-size:${small}px;line-height:1.6;color:${code.text};background:${code.bg};white-space:nowrap;overflow-x:auto`,
        inlineCode: `margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:${small}px;color:${p.inlineCodeText};background:${p.inlineCodeBg}`,
        tableWrap: 'margin:1em 0;overflow-x:auto;max-width:100%',
        table: `border-collapse:collapse;min-width:100%;font-size:${small}px;color:${p.text}`,
        th: `padding:0.5em 0.8em;border:1px solid ${p.border};background:${p.tint};font-weight:bold;white-space:nowrap`,
        td: `padding:0.5em 0.8em;border:1px solid ${p.border}`,
        image: `display:block;max-width:100%;width:100%;height:auto;margin:1em auto;border-radius:${f.radius}`,
        hr: `margin:2em 0;border:0;border-top:1px solid ${p.border}`,
        strong: `font-weight:bold;color:${p.primary}`,
        em: 'font-style:italic',
        del: `text-decoration:line-through;color:${p.muted}`,
        link: `color:${p.primary};border-bottom:1px solid ${p.primary}`,
        refMark: `font-size:0.75em;color:${p.primary}`,
        sectionTitle: `margin:2em 0 0.8em;padding-top:1em;border-top:1px solid ${p.border};font-size:${small}px;font-weight:bold;color:${p.muted}`,
        refList: `margin:0;font-size:${round(base * 0.8)}px;line-height:1.6;color:${p.muted}`,
        refItem: 'margin:0 0 0.4em;word-break:break-all',
        refUrl: `color:${p.muted}`,
        footnoteRef: `font-size:0.75em;color:${p.primary}`,
        hero: `margin:0 0 1.5em;padding:1.8em 1.2em;border-radius:${f.radius};background:${p.tint};text-align:center`,
        heroTitle: `margin:0;font-size:${round(base * f.headingScale[0] * 1.1)}px;font-weight:${f.headingWeight};line-height:1.3;color:${p.primary}`,
        heroSubtitle: `margin:0.6em 0 0;font-size:${base}px;line-height:1.6;color:${p.muted}`,
        heroTags: 'margin:1em 0 0',
        heroTag: `display:inline-block;margin:0.2em;padding:0.1em 0.7em;border:1px solid ${p.primary};border-radius:999px;font-size:12px;color:${p.primary}`,
        cardsWrap: 'margin:1.5em 0',
        cardsHeading: `margin:0 0 0.8em;font-size:${round(base * 1.15)}px;font-weight:${f.headingWeight};color:${p.text}`,
        card: `margin:0 0 0.8em;padding:0.9em 1em;border:1px solid ${p.border};border-radius:${f.radius};background:${p.background}`,
        cardAccent: `margin:0 0 0.8em;padding:0.9em 1em;border:1px solid ${p.primary};border-left:4px solid ${p.primary};border-radius:${f.radius};background:${p.tint}`,
        cardTitle: `margin:0 0 0.3em;font-size:${base}px;font-weight:bold;color:${p.text}`,
        cardTitleAccent: `margin:0 0 0.3em;font-size:${base}px;font-weight:bold;color:${p.primary}`,
        cardLine: `margin:0;font-size:${small}px;line-height:1.6;color:${p.muted}`,
        codeSpans: codeSpans(code.colors),
        codeTheme: f.codeTheme,
    };
}
/** The root wrapper's style: the only place the background option shows. */
function rootStyle(theme, fontSize, background) {
    const { palette: p, family: f } = theme;
    let style = `padding:16px;font-family:${f.fontFamily.replaceAll('"', "'")};font-size:${BASE_PX[fontSize]}px;color:${p.text};line-height:${f.lineHeight};word-wrap:break-word`;
    if (background === 'default')
        style += `;background-color:${p.background}`;
    if (background === 'grid') {
        style += `;background-color:${p.background};background-image:linear-gradient(90deg,${p.grid} 1px,transparent 0),linear-gradient(${p.grid} 1px,transparent 0);background-size:20px 20px`;
    }
    return style;
}

;// CONCATENATED MODULE: ./src/engine/local/syntax.ts
const TASK = /^\[([ xX])\][ \t]+/;
/**
 * GFM task lists. The editor strips `<input>`, so the item is only marked here
 * (`meta.task`) and the renderer draws ☐ or ☑ as text in place of the bullet.
 */
function taskListPlugin(md) {
    md.core.ruler.after('inline', 'task_list', (state) => {
        const tokens = state.tokens;
        for (let i = 0; i + 2 < tokens.length; i++) {
            if (tokens[i].type !== 'list_item_open' || tokens[i + 1].type !== 'paragraph_open')
                continue;
            const inline = tokens[i + 2];
            const first = inline.children?.[0];
            if (inline.type !== 'inline' || first?.type !== 'text')
                continue;
            const match = TASK.exec(first.content);
            if (!match)
                continue;
            first.content = first.content.slice(match[0].length);
            tokens[i].meta = { ...tokens[i].meta, task: match[1] !== ' ' };
        }
    });
}
const DANGEROUS_OPEN = /^<(script|style|iframe|object|embed|noscript|template|textarea|select|svg|math)(?=[\s/>])/i;
/**
 * Inline raw HTML reaches the renderer one tag at a time, so a sanitizer sees
 * `<script>` and `</script>` apart and the code between them survives as text.
 * This drops the whole run, up to the matching closing tag, before rendering.
 */
function dropDangerousInlineHtml(md) {
    md.core.ruler.after('inline', 'drop_dangerous_inline_html', (state) => {
        for (const token of state.tokens) {
            if (token.type !== 'inline' || !token.children)
                continue;
            if (!token.content.includes('<'))
                continue;
            token.children = dropRuns(token.children);
        }
    });
}
function dropRuns(children) {
    const kept = [];
    let closing;
    for (const child of children) {
        if (closing) {
            if (child.type === 'html_inline' && closing.test(child.content))
                closing = undefined;
            continue;
        }
        const open = child.type === 'html_inline' ? DANGEROUS_OPEN.exec(child.content) : null;
        if (open && !child.content.endsWith('/>')) {
            closing = new RegExp(`^</${open[1]}\\s*>$`, 'i');
            continue;
        }
        kept.push(child);
    }
    return kept;
}
/** Characters markdown-it's percent-encoding keeps as they are, and valid `%XX` escapes; no `@`. */
const PLAIN_URL = /^(?:[A-Za-z0-9;/?&=+$,\-_.!~*'()#:]|%[0-9A-Fa-f]{2})*$/;
const SCHEME = /^[A-Za-z0-9.+-]+:/;
/**
 * True when markdown-it's `normalizeLink` (mdurl parse, punycode, percent-encoding,
 * format) returns `url` unchanged: every character is one encoding keeps; no `@`, so
 * no user info; at most one `:`, ending a leading scheme, so no port; and at most 255
 * characters, mdurl's limit for a host name. mdurl then only cuts the URL into parts
 * that format joins back in order, and ASCII host names pass punycode as they are.
 */
function isNormalizedLink(url) {
    if (url.length > 255 || !PLAIN_URL.test(url))
        return false;
    const colon = url.indexOf(':');
    return colon === -1 || (SCHEME.test(url) && url.indexOf(':', colon + 1) === -1);
}
/**
 * Most links in a document are plain ASCII URLs that markdown-it's normalizeLink parses,
 * encodes and formats back to the same string; this skips that work for them (the
 * engine test checks the shortcut against markdown-it on generated URLs).
 */
function plainLinksPlugin(md) {
    const normalize = md.normalizeLink.bind(md);
    md.normalizeLink = (url) => (isNormalizedLink(url) ? url : normalize(url));
}
/** Removes empty text tokens from inline runs with a soft break, before the rule `before`. */
function dropEmptyText(md, before) {
    md.core.ruler.before(before, 'drop_empty_text', (state) => {
        for (const token of state.tokens) {
            const children = token.children;
            if (token.type !== 'inline' || !children || !token.content.includes('\n'))
                continue;
            if (children.some((child) => child.type === 'text' && child.content === '')) {
                token.children = children.filter((child) => child.type !== 'text' || child.content !== '');
            }
        }
    });
}

;// CONCATENATED MODULE: ./src/engine/local/renderer.ts










/** markdown-it types `env` loosely; every render call passes a RenderEnv (see `render`). */
function st(env) {
    return env;
}
/**
 * Builds the markdown-it instance for one theme and font size. Every rule writes
 * its inline style itself from the precomputed `Styles`, so the output needs no
 * CSS-inlining pass and carries no class, id, `<style>` or `<div>`.
 */
function createRenderer(theme, fontSize, highlight, sanitize, rich) {
    const s = buildStyles(theme, fontSize);
    const md = new markdown_it/* default */.A({ html: true, linkify: false, typographer: false });
    md.use(markdown_it_footnote/* default */.A)
        .use(modules/* modulesPlugin */.Lh)
        .use(taskListPlugin)
        .use(dropDangerousInlineHtml)
        .use(plainLinksPlugin)
        .use(local_rich/* richPlugin */.MD, { theme, rich })
        .use(alertsPlugin)
        .use(markdown_it_cjk_breaks/* default */.A)
        // markdown-it-cjk-breaks reads the last character of the text before a soft break
        // and throws on an empty text token (a task item's marker leaves one, for example).
        .use(dropEmptyText, 'cjk_breaks');
    const esc = md.utils.escapeHtml;
    const rules = md.renderer.rules;
    const roots = {
        default: `<section style="${attr(rootStyle(theme, fontSize, 'default'))}">`,
        grid: `<section style="${attr(rootStyle(theme, fontSize, 'grid'))}">`,
        none: `<section style="${attr(rootStyle(theme, fontSize, 'none'))}">`,
    };
    const prefixOf = (token) => token.meta?.prefix ?? '';
    rules.paragraph_open = (tokens, idx, _o, e) => {
        const env = st(e);
        const token = tokens[idx];
        if (token.hidden)
            return prefixOf(token);
        const style = env.inFootnotes ? s.refItem : s.paragraph;
        return `<p style="${style}">${prefixOf(token)}`;
    };
    rules.paragraph_close = (tokens, idx) => (tokens[idx].hidden ? '' : '</p>\n');
    rules.heading_open = (tokens, idx) => {
        const level = Number(tokens[idx].tag.slice(1)) - 1;
        const inner = s.headingInner[level];
        return `<${tokens[idx].tag} style="${s.headings[level]}">${inner ? `<span style="${inner}">` : ''}`;
    };
    rules.heading_close = (tokens, idx) => {
        const level = Number(tokens[idx].tag.slice(1)) - 1;
        return `${s.headingInner[level] ? '</span>' : ''}</${tokens[idx].tag}>\n`;
    };
    const alerts = alertStyles();
    rules.blockquote_open = (tokens, idx) => {
        const kind = tokens[idx].meta?.alert;
        if (!kind)
            return `<blockquote style="${s.blockquote}">\n`;
        const alert = alerts[kind];
        return `<section style="${alert.box}"><p style="${alert.title}">${alert.label}</p>\n`;
    };
    rules.blockquote_close = (tokens, idx) => tokens[idx].meta?.alert ? '</section>\n' : '</blockquote>\n';
    rules.hr = () => `<hr style="${s.hr}">\n`;
    // Lists: the editor adds its own bullets to nested <li>, so list-style is off and
    // each marker is text inside a <section> wrapper that the editor leaves alone.
    rules.bullet_list_open = (_t, _i, _o, e) => {
        const env = st(e);
        env.lists.push(BULLET_LIST);
        return `<ul style="${s.list}">\n`;
    };
    rules.ordered_list_open = (tokens, idx, _o, e) => {
        const env = st(e);
        // Any start is a number, 0 included.
        const start = Number(tokens[idx].attrGet('start') ?? 1);
        env.lists.push(Number.isFinite(start) && start >= 0 ? start : 1);
        return `<ol style="${s.list}">\n`;
    };
    rules.bullet_list_close = (_t, _i, _o, e) => {
        const env = st(e);
        env.lists.pop();
        return '</ul>\n';
    };
    rules.ordered_list_close = (_t, _i, _o, e) => {
        const env = st(e);
        env.lists.pop();
        return '</ol>\n';
    };
    rules.list_item_open = (tokens, idx, _o, e) => {
        const env = st(e);
        const token = tokens[idx];
        const marker = token.meta?.task !== undefined
            ? `<span style="${s.taskMarker}">${token.meta.task ? '☑' : '☐'}</span>`
            : nextMarker(env, s);
        const following = tokens[idx + 1];
        if (following?.type === 'paragraph_open') {
            following.meta = { ...following.meta, prefix: marker };
            return `<li style="${s.listItem}"><section>`;
        }
        return `<li style="${s.listItem}"><section>${marker}`;
    };
    rules.list_item_close = () => '</section></li>\n';
    rules.code_inline = (tokens, idx) => `<code style="${s.inlineCode}">${esc(tokens[idx].content)}</code>`;
    const codeBlock = (content, lang) => `<pre style="${s.pre}"><code style="${s.code}">${highlight(content, lang, s.codeSpans)}</code></pre>\n`;
    rules.fence = (tokens, idx) => {
        const info = tokens[idx].info.trim();
        const lang = info ? info.split(/\s+/, 1)[0] : '';
        return codeBlock(tokens[idx].content, lang === 'mermaid' ? '' : lang);
    };
    rules.code_block = (tokens, idx) => codeBlock(tokens[idx].content, '');
    rules.table_open = () => `<section style="${s.tableWrap}"><table style="${s.table}">\n`;
    rules.table_close = () => '</table></section>\n';
    const cell = (base) => (tokens, idx) => {
        const align = tokens[idx].attrGet('style');
        return `<${tokens[idx].tag} style="${base}${align ? `;${align}` : ''}">`;
    };
    rules.th_open = cell(s.th);
    rules.td_open = cell(s.td);
    rules.image = (tokens, idx, options, env, self) => {
        const token = tokens[idx];
        const alt = self.renderInlineAsText(token.children ?? [], options, env);
        const title = String(token.attrGet('title') ?? '');
        return `<img src="${attr(String(token.attrGet('src') ?? ''))}" alt="${attr(alt)}"${title ? ` title="${attr(title)}"` : ''} style="${s.image}">`;
    };
    rules.strong_open = () => `<strong style="${s.strong}">`;
    rules.em_open = () => `<em style="${s.em}">`;
    rules.s_open = () => `<del style="${s.del}">`;
    rules.s_close = () => '</del>';
    // Links: the platform only keeps links to its own articles, so others become
    // numbered references listed at the end; in-page anchors become plain text.
    rules.link_open = (tokens, idx, _o, e) => {
        const env = st(e);
        return openLink(env, s, String(tokens[idx].attrGet('href') ?? ''), env.linkClose);
    };
    rules.link_close = (_t, _i, _o, e) => st(e).linkClose.pop() ?? '';
    // Raw HTML is balanced within the container it appears in, so an unclosed or
    // stray tag can never close (or leave open) the engine's own structure.
    const scope = (env) => env.rawOpen[env.rawOpen.length - 1];
    // Then raw links and lists get the Markdown treatment (links.ts).
    const raw = (html, inline, env) => rewriteRawHtml((0,local_sanitize/* balanceTags */.S9)(sanitize(html, inline), scope(env)), env, s);
    rules.html_block = (tokens, idx, _o, e) => raw(tokens[idx].content, false, st(e));
    rules.html_inline = (tokens, idx, _o, e) => raw(tokens[idx].content, true, st(e));
    const closeRaw = (open, env) => rewriteRawHtml((0,local_sanitize/* closeOpenTags */.kc)(open), env, s);
    // Footnotes: markdown-it-footnote writes ids, classes and back-links; these rules
    // keep the text and number each note in the one numbering links use (links.ts).
    rules.footnote_ref = (tokens, idx, _o, e) => {
        const n = footnoteNumber(st(e), tokens[idx].meta.id);
        return `<sup style="${s.footnoteRef}">[${n}]</sup>`;
    };
    rules.footnote_open = (tokens, idx, _o, e) => {
        const n = footnoteNumber(st(e), tokens[idx].meta.id);
        const mark = `<span style="${s.refMark}">[${n}]</span> `;
        const following = tokens[idx + 1];
        if (following?.type === 'paragraph_open') {
            following.meta = { ...following.meta, prefix: mark };
            return '<section>';
        }
        return `<section>${mark}`;
    };
    rules.footnote_close = () => '</section>\n';
    rules.footnote_anchor = () => '';
    rules.layout_module = (tokens, idx, _o, e) => {
        const env = st(e);
        // Module fields are inline Markdown: code, emphasis, links (to references) as anywhere.
        const inline = (text) => {
            const parts = [];
            renderTokens(md, md.parseInline(text, env), env, parts, s);
            return parts.join('');
        };
        return renderModule(tokens[idx].meta, s, inline);
    };
    // Raw HTML left open inside a container is closed with it (after all rules exist).
    for (const container of ['list_item', 'blockquote', 'footnote']) {
        const open = rules[`${container}_open`] ?? ((t, i, o, _e, self) => self.renderToken(t, i, o));
        const close = rules[`${container}_close`] ?? ((t, i, o, _e, self) => self.renderToken(t, i, o));
        rules[`${container}_open`] = (t, i, o, e, self) => {
            st(e).rawOpen.push([]);
            return open(t, i, o, e, self);
        };
        rules[`${container}_close`] = (t, i, o, e, self) => closeRaw(st(e).rawOpen.pop() ?? [], st(e)) + close(t, i, o, e, self);
    }
    return {
        render(markdown, background) {
            const env = {
                ...newLinkState(),
                inFootnotes: false,
                footnotes: new Map(),
                rawOpen: [[]],
            };
            const parts = [roots[background], '\n'];
            const tokens = md.parse(markdown, env);
            findFootnoteUrls(tokens, env);
            renderTokens(md, tokens, env, parts, s);
            parts.push(closeRaw(env.rawOpen[0], env), referenceList(env, s, env.footnotes, esc), '</section>');
            return parts.join('');
        },
    };
}
/**
 * markdown-it's own `render` appends every rule's output to one string, which V8 keeps as
 * a rope of thousands of pieces; the first reader of the HTML (the page writer, an HTTP
 * reply) then pays to flatten it, 95 ms for the pipeline bench's 1,000 documents. Pushing
 * the pieces to an array and joining them once builds the same flat string in about a
 * third of that (bench/pipeline.ts).
 */
function renderTokens(md, tokens, env, parts, s) {
    const { renderer, options } = md;
    const e = env;
    // As markdown-it renders one token: its rule, or the default tag rendering.
    const render = (list, i) => {
        const rule = renderer.rules[list[i].type];
        return rule ? rule(list, i, options, e, renderer) : renderer.renderToken(list, i, options);
    };
    // Footnote bodies are kept aside, by id, for the references list (links.ts).
    let footnote;
    let out = parts;
    for (let i = 0; i < tokens.length; i++) {
        const type = tokens[i].type;
        if (type === 'footnote_block_open' || type === 'footnote_block_close') {
            env.inFootnotes = type === 'footnote_block_open';
            continue;
        }
        if (type === 'footnote_open') {
            footnote = { id: tokens[i].meta.id, parts: [] };
            out = footnote.parts;
        }
        if (type !== 'inline') {
            out.push(render(tokens, i));
        }
        else {
            // Raw HTML left open in a run of inline text is closed at the run's end.
            env.rawOpen.push([]);
            const children = tokens[i].children ?? [];
            for (let j = 0; j < children.length; j++)
                out.push(render(children, j));
            out.push(rewriteRawHtml((0,local_sanitize/* closeOpenTags */.kc)(env.rawOpen.pop() ?? []), env, s));
        }
        if (type === 'footnote_close' && footnote) {
            // A footnote that is only a URL is listed as that URL's reference.
            if (!env.footnoteUrls.has(footnote.id)) {
                env.footnotes.set(footnote.id, footnote.parts.join(''));
            }
            footnote = undefined;
            out = parts;
        }
    }
}
function renderModule(module, s, inline) {
    if (module.kind === 'hero') {
        let html = `<section style="${s.hero}"><p style="${s.heroTitle}">${inline(module.title)}</p>`;
        if (module.subtitle)
            html += `<p style="${s.heroSubtitle}">${inline(module.subtitle)}</p>`;
        if (module.tags.length > 0) {
            html += `<p style="${s.heroTags}">`;
            for (const tag of module.tags)
                html += `<span style="${s.heroTag}">${inline(tag)}</span>`;
            html += '</p>';
        }
        return `${html}</section>\n`;
    }
    let html = `<section style="${s.cardsWrap}">`;
    if (module.heading)
        html += `<p style="${s.cardsHeading}">${inline(module.heading)}</p>`;
    for (const card of module.cards) {
        html += `<section style="${card.accent ? s.cardAccent : s.card}">`;
        html += `<p style="${card.accent ? s.cardTitleAccent : s.cardTitle}">${inline(card.title)}</p>`;
        for (const line of card.lines) {
            if (line)
                html += `<p style="${s.cardLine}">${inline(line)}</p>`;
        }
        html += '</section>';
    }
    return `${html}</section>\n`;
}

// EXTERNAL MODULE: ./src/engine/local/themes.ts
var themes = __webpack_require__(66154);
;// CONCATENATED MODULE: ./src/engine/local/index.ts













/**
 * Creates an engine that owns its caches: one markdown-it instance per theme and
 * font size, built the first time a document asks for it, and one highlight.js
 * instance whose grammars load on first use. Engines share nothing, so a test or a
 * server can hold several without one's state leaking into another's.
 */
function createLocalEngine() {
    const highlight = createHighlighter();
    const sanitize = (0,local_sanitize/* createSanitizer */.Oq)();
    const renderers = new Map();
    const rich = (0,local_rich/* createRichRenderers */.fP)();
    function renderer(theme, fontSize) {
        const key = `${theme}\u0000${fontSize}`;
        let found = renderers.get(key);
        if (!found) {
            found = createRenderer((0,themes/* resolveTheme */.eW)(theme), fontSize, highlight, sanitize, rich);
            renderers.set(key, found);
        }
        return found;
    }
    function convertSync(request, prechecked = false) {
        const { markdown, theme, fontSize, backgroundType } = validate(request);
        (0,themes/* resolveTheme */.eW)(theme);
        if (!prechecked) {
            enforceLimits(markdown);
            const malformed = (0,modules/* checkModules */.sv)(markdown)[0];
            if (malformed)
                throw new errors/* DocumentError */.Mi('malformed_module', malformed.message, malformed.line);
        }
        rich.wanted.clear();
        const html = renderer(theme, fontSize).render(markdown, backgroundType);
        const words = (0,stats/* wordCount */.e)(markdown);
        return {
            html,
            theme,
            fontSize,
            backgroundType,
            wordCount: words,
            estimatedReadTime: (0,stats/* estimatedReadTime */.A)(words),
        };
    }
    return {
        name: 'local',
        convertSync,
        loadedRenderers: () => ['math', 'mermaid'].filter((kind) => rich[kind]),
        async convert(request, signal, options) {
            signal?.throwIfAborted();
            const result = convertSync(request, options?.prechecked);
            // The document holds math or a diagram whose renderer was not loaded: load, draw again.
            if (!(await (0,local_rich/* loadWanted */.W9)(rich)))
                return result;
            signal?.throwIfAborted();
            return convertSync(request, true);
        },
    };
}
/**
 * `convertLocal` is a plain function for callers that hold no engine. It delegates
 * to one engine created on its first call; the memo is the only shared object, and
 * it holds an engine whose caches are pure functions of (theme, font size), so
 * sharing it cannot change any result. Code that wants isolation (tests, `serve`)
 * calls `createLocalEngine()` instead.
 */
const shared = {};
function convertLocal(request) {
    shared.engine ??= createLocalEngine();
    return shared.engine.convertSync(request);
}
/** `convertLocal` that also draws math and diagrams (it loads their renderers when needed). */
function convertLocalAsync(request) {
    shared.engine ??= createLocalEngine();
    return shared.engine.convert(request);
}
function validate(request) {
    if (typeof request?.markdown !== 'string') {
        throw new errors/* DocumentError */.Mi('invalid_request', 'The convert request needs `markdown` as a string.');
    }
    const theme = request.theme ?? themes/* DEFAULT_THEME */.SS;
    const fontSize = request.fontSize ?? 'medium';
    const backgroundType = request.backgroundType ?? 'default';
    if (typeof theme !== 'string') {
        throw new errors/* DocumentError */.Mi('unknown_theme', `The theme must be a string. Valid themes: ${themes/* THEME_IDS */.V7.join(', ')}.`);
    }
    if (!types/* FONT_SIZES */.$N.includes(fontSize)) {
        throw new errors/* DocumentError */.Mi('invalid_request', `Unknown fontSize "${String(fontSize).slice(0, 32)}": use ${types/* FONT_SIZES */.$N.join(', ')}.`);
    }
    if (!types/* BACKGROUND_TYPES */.xj.includes(backgroundType)) {
        throw new errors/* DocumentError */.Mi('invalid_request', `Unknown backgroundType "${String(backgroundType).slice(0, 32)}": use ${types/* BACKGROUND_TYPES */.xj.join(', ')}.`);
    }
    return { markdown: request.markdown, theme, fontSize, backgroundType };
}
/** The service's limits, with the spec's identifiers; the body size is the server's to check. */
function enforceLimits(markdown) {
    const finding = (0,precheck/* precheck */.M)({ markdown }).find((f) => f.code !== limits/* LIMIT_CODES */.d.bodyBytes);
    if (finding) {
        throw new errors/* LimitError */.oC(finding.code, finding.message, finding.limit ?? 0, finding.actual ?? 0, finding.line);
    }
}


/***/ }),

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


/***/ }),

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


/***/ })

};
