export const id = 213;
export const ids = [213];
export const modules = {

/***/ 6213:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DEFAULT_THEME: () => (/* reexport */ DEFAULT_THEME),
  THEME_IDS: () => (/* reexport */ THEME_IDS),
  checkModules: () => (/* reexport */ modules/* checkModules */.sv),
  convertLocal: () => (/* binding */ convertLocal),
  createLocalEngine: () => (/* binding */ createLocalEngine)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/markdown/limits.ts
var limits = __webpack_require__(5337);
// EXTERNAL MODULE: ./src/markdown/precheck.ts
var precheck = __webpack_require__(8186);
// EXTERNAL MODULE: ./src/markdown/stats.ts
var stats = __webpack_require__(4018);
// EXTERNAL MODULE: ./src/types.ts
var types = __webpack_require__(8522);
// EXTERNAL MODULE: external "node:module"
var external_node_module_ = __webpack_require__(8995);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/core.js
var core = __webpack_require__(9692);
;// CONCATENATED MODULE: ./src/engine/local/highlight.ts


/**
 * highlight.js grammars are loaded one by one the first time a fence names them, so
 * a run that converts prose only never pays for ~190 grammars. `require` keeps
 * `convertLocal` synchronous; the literal paths let the bundler see every file.
 */
const highlight_require = (0,external_node_module_.createRequire)(import.meta.url);
const GRAMMARS = {
    bash: () => highlight_require('highlight.js/lib/languages/bash'),
    c: () => highlight_require('highlight.js/lib/languages/c'),
    cpp: () => highlight_require('highlight.js/lib/languages/cpp'),
    csharp: () => highlight_require('highlight.js/lib/languages/csharp'),
    css: () => highlight_require('highlight.js/lib/languages/css'),
    dart: () => highlight_require('highlight.js/lib/languages/dart'),
    diff: () => highlight_require('highlight.js/lib/languages/diff'),
    dockerfile: () => highlight_require('highlight.js/lib/languages/dockerfile'),
    elixir: () => highlight_require('highlight.js/lib/languages/elixir'),
    go: () => highlight_require('highlight.js/lib/languages/go'),
    graphql: () => highlight_require('highlight.js/lib/languages/graphql'),
    haskell: () => highlight_require('highlight.js/lib/languages/haskell'),
    ini: () => highlight_require('highlight.js/lib/languages/ini'),
    java: () => highlight_require('highlight.js/lib/languages/java'),
    javascript: () => highlight_require('highlight.js/lib/languages/javascript'),
    json: () => highlight_require('highlight.js/lib/languages/json'),
    kotlin: () => highlight_require('highlight.js/lib/languages/kotlin'),
    less: () => highlight_require('highlight.js/lib/languages/less'),
    lua: () => highlight_require('highlight.js/lib/languages/lua'),
    makefile: () => highlight_require('highlight.js/lib/languages/makefile'),
    markdown: () => highlight_require('highlight.js/lib/languages/markdown'),
    nginx: () => highlight_require('highlight.js/lib/languages/nginx'),
    objectivec: () => highlight_require('highlight.js/lib/languages/objectivec'),
    perl: () => highlight_require('highlight.js/lib/languages/perl'),
    php: () => highlight_require('highlight.js/lib/languages/php'),
    powershell: () => highlight_require('highlight.js/lib/languages/powershell'),
    python: () => highlight_require('highlight.js/lib/languages/python'),
    r: () => highlight_require('highlight.js/lib/languages/r'),
    ruby: () => highlight_require('highlight.js/lib/languages/ruby'),
    rust: () => highlight_require('highlight.js/lib/languages/rust'),
    scala: () => highlight_require('highlight.js/lib/languages/scala'),
    scss: () => highlight_require('highlight.js/lib/languages/scss'),
    shell: () => highlight_require('highlight.js/lib/languages/shell'),
    sql: () => highlight_require('highlight.js/lib/languages/sql'),
    swift: () => highlight_require('highlight.js/lib/languages/swift'),
    typescript: () => highlight_require('highlight.js/lib/languages/typescript'),
    xml: () => highlight_require('highlight.js/lib/languages/xml'),
    yaml: () => highlight_require('highlight.js/lib/languages/yaml'),
};
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
/**
 * Escapes code text for the editor, which collapses spaces and drops newlines in `<code>`:
 * `&nbsp;` and `<br>` besides the HTML escapes. A char-code loop: this runs on every text
 * fragment hljs emits, and a regex with a replacer function was 4x slower.
 */
function codeText(text) {
    let out = '';
    let last = 0;
    for (let i = 0; i < text.length; i++) {
        let escaped;
        switch (text.charCodeAt(i)) {
            case 32:
                escaped = '&nbsp;';
                break;
            case 10:
                escaped = '<br>';
                break;
            case 38:
                escaped = '&amp;';
                break;
            case 60:
                escaped = '&lt;';
                break;
            case 62:
                escaped = '&gt;';
                break;
            case 34:
                escaped = '&quot;';
                break;
            default:
                continue;
        }
        if (i > last)
            out += text.slice(last, i);
        out += escaped;
        last = i + 1;
    }
    if (last === 0)
        return text;
    return last < text.length ? out + text.slice(last) : out;
}
function emitterFor(current) {
    return class {
        buffer = '';
        addText(text) {
            if (text)
                this.buffer += codeText(text);
        }
        startScope(scope) {
            // "title.function_" → "title"; scopes without a colour still need a span to close.
            const dot = scope.indexOf('.');
            this.buffer += current.spans[dot === -1 ? scope : scope.slice(0, dot)] ?? '<span>';
        }
        endScope() {
            this.buffer += '</span>';
        }
        // hljs calls both spellings: startScope/endScope for keywords, openNode/closeNode for modes.
        openNode(scope) {
            this.startScope(scope);
        }
        closeNode() {
            this.endScope();
        }
        __addSublanguage(emitter) {
            this.buffer += emitter.buffer;
        }
        finalize() {
            return true;
        }
        toHTML() {
            return this.buffer;
        }
    };
}
/**
 * Returns a highlighter owned by one engine: it has its own highlight.js instance
 * (hljs' default export is a shared singleton that registration would mutate).
 * Every space becomes `&nbsp;` and every newline `<br>`, as the editor needs.
 */
function createHighlighter() {
    const hljs = core/* default */.A.newInstance();
    // The colour table of the call in progress; highlight() is synchronous, so one slot is enough.
    const current = { spans: {} };
    hljs.configure({ __emitter: emitterFor(current) });
    const failed = new Set();
    function grammar(lang) {
        const name = ALIASES[lang] ?? lang;
        if (hljs.getLanguage(name))
            return name;
        const load = Object.hasOwn(GRAMMARS, name) ? GRAMMARS[name] : undefined;
        if (!load || failed.has(name))
            return undefined;
        try {
            hljs.registerLanguage(name, load());
            return name;
        }
        catch {
            // A grammar missing from a trimmed bundle degrades to plain code, never to an error.
            failed.add(name);
            return undefined;
        }
    }
    return (code, lang, spans) => {
        const body = code.endsWith('\n') ? code.slice(0, -1) : code;
        const name = lang ? grammar(lang.toLowerCase()) : undefined;
        if (!name)
            return codeText(body);
        current.spans = spans;
        const result = hljs.highlight(body, { language: name, ignoreIllegals: true });
        // On a grammar failure hljs falls back to its own escaping, which keeps raw spaces.
        return result.illegal || result.errorRaised
            ? codeText(body)
            : result.value;
    };
}

// EXTERNAL MODULE: ./src/engine/local/modules.ts
var modules = __webpack_require__(6403);
// EXTERNAL MODULE: ./node_modules/markdown-it/dist/markdown-it.mjs + 12 modules
var markdown_it = __webpack_require__(5251);
// EXTERNAL MODULE: ./node_modules/markdown-it-footnote/index.mjs
var markdown_it_footnote = __webpack_require__(9938);
// EXTERNAL MODULE: ./src/platform.ts
var platform = __webpack_require__(3728);
// EXTERNAL MODULE: ./node_modules/xss/lib/index.js
var lib = __webpack_require__(7066);
var lib_default = /*#__PURE__*/__webpack_require__.n(lib);
;// CONCATENATED MODULE: ./src/engine/local/sanitize.ts

// xss copies its defaults onto module.exports in a loop that ESM named imports cannot see.
const defaultSafeAttrValue = (lib_default()).safeAttrValue;
const STYLED = ['style'];
/** Tags an article may carry; anything else is removed (tag only, or with its body below). */
const ALLOWED = {
    a: ['href', 'title', 'style'],
    img: ['src', 'alt', 'title', 'width', 'height', 'style'],
    th: ['colspan', 'rowspan', 'align', 'style'],
    td: ['colspan', 'rowspan', 'align', 'style'],
    font: ['color', 'size', 'style'],
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
    'ol',
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
    'svg',
    'math',
];
const DIV = /<(\/?)div(?=[\s/>])/gi;
/**
 * A sanitizer for raw HTML in Markdown, on the js-xss allow-list. The platform's
 * editor drops `<div>`, so divs become `<section>` first and keep their layout;
 * `class`, `id` and event handlers are never on the list; `data:` URLs survive only
 * as image sources (xss alone would also let them through in `href`).
 */
function createSanitizer() {
    const block = filter(ALLOWED);
    // Inside a paragraph or heading only phrasing tags are kept: a block tag there
    // makes HTML parsers close the engine's own elements early.
    const inline = filter(Object.fromEntries(Object.entries(ALLOWED).filter(([tag]) => PHRASING.has(tag))));
    return (html, isInline) => (isInline ? inline : block).process(html.replace(DIV, '<$1section'));
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
function filter(whiteList) {
    return new lib.FilterXSS({
        whiteList,
        stripIgnoreTag: true,
        stripIgnoreTagBody: DROP_WITH_BODY,
        allowCommentTag: false,
        safeAttrValue(tag, name, value, cssFilter) {
            const safe = defaultSafeAttrValue(tag, name, value, cssFilter);
            if (name === 'href' && /^\s*data:/i.test(safe))
                return '';
            return safe;
        },
    });
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
/** Tags HTML parsers close by themselves; closing them again could close ours instead. */
const IMPLIED_END = new Set([
    'p',
    'li',
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

;// CONCATENATED MODULE: ./src/engine/local/renderer.ts







const BULLETS = ['•', '◦', '▪'];
/** markdown-it types `env` loosely; every render call passes a RenderEnv (see `render`). */
function st(env) {
    return env;
}
function attr(value) {
    return value
        .replace(/&/g, '&amp;')
        .replace(/"/g, '&quot;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;');
}
function isPlatformArticle(href) {
    const match = /^https?:\/\/([^/?#:]+)/i.exec(href);
    if (!match)
        return false;
    const host = match[1].toLowerCase();
    return platform/* PLATFORM */.i.articleHosts.some((h) => host === h || host.endsWith(`.${h}`));
}
/**
 * Builds the markdown-it instance for one theme and font size. Every rule writes
 * its inline style itself from the precomputed `Styles`, so the output needs no
 * CSS-inlining pass and carries no class, id, `<style>` or `<div>`.
 */
function createRenderer(theme, fontSize, highlight, sanitize) {
    const s = buildStyles(theme, fontSize);
    const md = new markdown_it/* default */.A({ html: true, linkify: false, typographer: false });
    md.use(markdown_it_footnote/* default */.A).use(modules/* modulesPlugin */.Lh).use(taskListPlugin).use(dropDangerousInlineHtml);
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
    rules.blockquote_open = () => `<blockquote style="${s.blockquote}">\n`;
    rules.hr = () => `<hr style="${s.hr}">\n`;
    // Lists: the editor adds its own bullets to nested <li>, so list-style is off and
    // each marker is text inside a <section> wrapper that the editor leaves alone.
    rules.bullet_list_open = (_t, _i, _o, e) => {
        const env = st(e);
        env.lists.push(0);
        return `<ul style="${s.list}">\n`;
    };
    rules.ordered_list_open = (tokens, idx, _o, e) => {
        const env = st(e);
        const start = Number(tokens[idx].attrGet('start') ?? 1);
        env.lists.push(Number.isFinite(start) ? start : 1);
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
        const depth = env.lists.length - 1;
        const next = env.lists[depth];
        let marker;
        if (token.meta?.task !== undefined) {
            marker = `<span style="${s.taskMarker}">${token.meta.task ? '☑' : '☐'}</span>`;
        }
        else if (next > 0) {
            env.lists[depth] = next + 1;
            marker = `<span style="${s.marker}">${next}.</span>`;
        }
        else {
            marker = `<span style="${s.marker}">${BULLETS[depth % BULLETS.length]}</span>`;
        }
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
        const href = String(tokens[idx].attrGet('href') ?? '');
        if (href === '' || href.startsWith('#')) {
            env.linkClose.push('');
            return '';
        }
        if (isPlatformArticle(href)) {
            env.linkClose.push('</a>');
            return `<a href="${attr(href)}" style="${s.link}">`;
        }
        let n = env.refs.get(href);
        if (n === undefined) {
            n = env.refUrls.push(href);
            env.refs.set(href, n);
        }
        env.linkClose.push(`</span><sup style="${s.refMark}">[${n}]</sup>`);
        return `<span style="${s.link}">`;
    };
    rules.link_close = (_t, _i, _o, e) => st(e).linkClose.pop() ?? '';
    // Raw HTML is balanced within the container it appears in, so an unclosed or
    // stray tag can never close (or leave open) the engine's own structure.
    const scope = (env) => env.rawOpen[env.rawOpen.length - 1];
    rules.html_block = (tokens, idx, _o, e) => balanceTags(sanitize(tokens[idx].content, false), scope(st(e)));
    rules.html_inline = (tokens, idx, _o, e) => balanceTags(sanitize(tokens[idx].content, true), scope(st(e)));
    const renderInline = md.renderer.renderInline.bind(md.renderer);
    md.renderer.renderInline = (tokens, options, e) => {
        const env = st(e);
        env.rawOpen.push([]);
        const html = renderInline(tokens, options, e);
        return html + closeOpenTags(env.rawOpen.pop());
    };
    // Footnotes: markdown-it-footnote writes ids, classes and back-links; these
    // rules keep the numbering and drop everything the editor would strip.
    rules.footnote_ref = (tokens, idx) => {
        const meta = tokens[idx].meta;
        return `<sup style="${s.footnoteRef}">${meta.id + 1}</sup>`;
    };
    rules.footnote_block_open = (_t, _i, _o, e) => {
        const env = st(e);
        env.inFootnotes = true;
        return `<section style="${s.refList}"><p style="${s.sectionTitle}">Notes</p>\n`;
    };
    rules.footnote_block_close = (_t, _i, _o, e) => {
        const env = st(e);
        env.inFootnotes = false;
        return '</section>\n';
    };
    rules.footnote_open = (tokens, idx) => {
        const mark = `<span style="${s.refMark}">${tokens[idx].meta.id + 1}.</span> `;
        const following = tokens[idx + 1];
        if (following?.type === 'paragraph_open') {
            following.meta = { ...following.meta, prefix: mark };
            return '<section>';
        }
        return `<section>${mark}`;
    };
    rules.footnote_close = () => '</section>\n';
    rules.footnote_anchor = () => '';
    rules.layout_module = (tokens, idx) => renderModule(tokens[idx].meta, s, esc);
    // Raw HTML left open inside a container is closed with it (after all rules exist).
    for (const container of ['list_item', 'blockquote', 'footnote']) {
        const open = rules[`${container}_open`] ?? ((t, i, o, _e, self) => self.renderToken(t, i, o));
        const close = rules[`${container}_close`] ?? ((t, i, o, _e, self) => self.renderToken(t, i, o));
        rules[`${container}_open`] = (t, i, o, e, self) => {
            st(e).rawOpen.push([]);
            return open(t, i, o, e, self);
        };
        rules[`${container}_close`] = (t, i, o, e, self) => closeOpenTags(st(e).rawOpen.pop() ?? []) + close(t, i, o, e, self);
    }
    function references(env) {
        if (env.refUrls.length === 0)
            return '';
        let html = `<section style="${s.refList}"><p style="${s.sectionTitle}">References</p>\n`;
        env.refUrls.forEach((url, i) => {
            html += `<p style="${s.refItem}"><span style="${s.refMark}">[${i + 1}]</span> <span style="${s.refUrl}">${esc(url)}</span></p>\n`;
        });
        return `${html}</section>\n`;
    }
    return {
        render(markdown, background) {
            const env = {
                refs: new Map(),
                refUrls: [],
                linkClose: [],
                lists: [],
                inFootnotes: false,
                rawOpen: [[]],
            };
            const body = md.render(markdown, env);
            return `${roots[background]}\n${body}${closeOpenTags(env.rawOpen[0])}${references(env)}</section>`;
        },
    };
}
function renderModule(module, s, esc) {
    if (module.kind === 'hero') {
        let html = `<section style="${s.hero}"><p style="${s.heroTitle}">${esc(module.title)}</p>`;
        if (module.subtitle)
            html += `<p style="${s.heroSubtitle}">${esc(module.subtitle)}</p>`;
        if (module.tags.length > 0) {
            html += `<p style="${s.heroTags}">`;
            for (const tag of module.tags)
                html += `<span style="${s.heroTag}">${esc(tag)}</span>`;
            html += '</p>';
        }
        return `${html}</section>\n`;
    }
    let html = `<section style="${s.cardsWrap}">`;
    if (module.heading)
        html += `<p style="${s.cardsHeading}">${esc(module.heading)}</p>`;
    for (const card of module.cards) {
        html += `<section style="${card.accent ? s.cardAccent : s.card}">`;
        html += `<p style="${card.accent ? s.cardTitleAccent : s.cardTitle}">${esc(card.title)}</p>`;
        for (const line of card.lines) {
            if (line)
                html += `<p style="${s.cardLine}">${esc(line)}</p>`;
        }
        html += '</section>';
    }
    return `${html}</section>\n`;
}

;// CONCATENATED MODULE: ./src/engine/local/themes.ts

const SANS = '-apple-system,BlinkMacSystemFont,"Helvetica Neue","PingFang SC","Hiragino Sans GB","Microsoft YaHei",Arial,sans-serif';
const SERIF = 'Georgia,"Songti SC","SimSun","Noto Serif CJK SC",serif';
const FAMILIES = {
    minimal: {
        fontFamily: SANS,
        headingScale: [1.5, 1.3, 1.15, 1.05],
        headingWeight: 600,
        headingStyle: 'plain',
        lineHeight: 1.75,
        letterSpacing: '0',
        radius: '4px',
        quote: 'bar',
        codeTheme: 'light',
    },
    focus: {
        fontFamily: SANS,
        headingScale: [1.6, 1.35, 1.15, 1.05],
        headingWeight: 700,
        headingStyle: 'bar',
        lineHeight: 1.8,
        letterSpacing: '0.02em',
        radius: '6px',
        quote: 'box',
        codeTheme: 'light',
    },
    elegant: {
        fontFamily: SERIF,
        headingScale: [1.55, 1.3, 1.15, 1.05],
        headingWeight: 600,
        headingStyle: 'centered',
        lineHeight: 1.9,
        letterSpacing: '0.05em',
        radius: '2px',
        quote: 'bar',
        codeTheme: 'light',
    },
    bold: {
        fontFamily: SANS,
        headingScale: [1.7, 1.4, 1.2, 1.05],
        headingWeight: 800,
        headingStyle: 'block',
        lineHeight: 1.75,
        letterSpacing: '0.01em',
        radius: '8px',
        quote: 'box',
        codeTheme: 'dark',
    },
};
/** Each colour: its primary and a light tint of it. */
const COLORS = {
    gold: ['#b8860b', '#fbf5e6'],
    green: ['#2e8b57', '#eaf6ef'],
    blue: ['#1e6fd9', '#e9f1fc'],
    orange: ['#e06c1b', '#fdf0e6'],
    red: ['#c8323c', '#fcebec'],
    navy: ['#1f3a68', '#e8edf5'],
    gray: ['#555c66', '#f0f1f3'],
    sky: ['#1a9bd7', '#e6f5fc'],
};
function palette(primary, tint, overrides = {}) {
    return {
        primary,
        tint,
        text: '#333333',
        muted: '#888888',
        border: '#e5e5e5',
        background: '#ffffff',
        grid: 'rgba(0,0,0,0.05)',
        inlineCodeBg: tint,
        inlineCodeText: primary,
        ...overrides,
    };
}
/** The six named themes are points in the same token space as the family. */
const NAMED = [
    {
        id: 'default',
        palette: palette('#0f7b6c', '#e8f5f2'),
        family: { ...FAMILIES.focus, headingStyle: 'underline', quote: 'bar' },
    },
    {
        id: 'bytedance',
        palette: palette('#3370ff', '#edf3ff', { text: '#1f2329', muted: '#8f959e' }),
        family: { ...FAMILIES.bold, headingStyle: 'bar', codeTheme: 'light', radius: '6px' },
    },
    {
        id: 'chinese',
        palette: palette('#a52a2a', '#fbf1e8', {
            text: '#3b2e2a',
            background: '#fffaf3',
            border: '#e8d8c4',
        }),
        family: { ...FAMILIES.elegant, letterSpacing: '0.08em' },
    },
    {
        id: 'apple',
        palette: palette('#1d1d1f', '#f5f5f7', {
            text: '#1d1d1f',
            muted: '#86868b',
            inlineCodeText: '#1d1d1f',
        }),
        family: { ...FAMILIES.minimal, headingWeight: 700, headingScale: [1.75, 1.4, 1.2, 1.05] },
    },
    {
        id: 'sports',
        palette: palette('#ff5a1f', '#fff1ea', { text: '#222222' }),
        family: { ...FAMILIES.bold, headingStyle: 'block', letterSpacing: '0.02em' },
    },
    {
        id: 'cyber',
        palette: palette('#00e5ff', '#102a3a', {
            text: '#d6e2f0',
            muted: '#7f93a8',
            border: '#24405a',
            background: '#0b1020',
            grid: 'rgba(0,229,255,0.08)',
            inlineCodeBg: '#16233a',
            inlineCodeText: '#ff4fd8',
        }),
        family: { ...FAMILIES.bold, headingStyle: 'underline', codeTheme: 'dark', quote: 'bar' },
    },
];
function familyThemes() {
    const themes = [];
    for (const [style, family] of Object.entries(FAMILIES)) {
        for (const [color, [primary, tint]] of Object.entries(COLORS)) {
            themes.push({ id: `${style}-${color}`, palette: palette(primary, tint), family });
        }
    }
    return themes;
}
const THEMES = new Map([...NAMED, ...familyThemes()].map((theme) => [theme.id, theme]));
const DEFAULT_THEME = 'default';
const THEME_IDS = Object.freeze([...THEMES.keys()]);
/** The theme with this id, or a DocumentError that lists every valid id. */
function resolveTheme(id) {
    const theme = THEMES.get(id);
    if (!theme) {
        throw new errors/* DocumentError */.Mi('unknown_theme', `Unknown theme "${id.slice(0, 64)}". Valid themes: ${THEME_IDS.join(', ')}.`);
    }
    return theme;
}

;// CONCATENATED MODULE: ./src/engine/local/index.ts












/**
 * Creates an engine that owns its caches: one markdown-it instance per theme and
 * font size, built the first time a document asks for it, and one highlight.js
 * instance whose grammars load on first use. Engines share nothing, so a test or a
 * server can hold several without one's state leaking into another's.
 */
function createLocalEngine() {
    const highlight = createHighlighter();
    const sanitize = createSanitizer();
    const renderers = new Map();
    function renderer(theme, fontSize) {
        const key = `${theme}\u0000${fontSize}`;
        let found = renderers.get(key);
        if (!found) {
            found = createRenderer(resolveTheme(theme), fontSize, highlight, sanitize);
            renderers.set(key, found);
        }
        return found;
    }
    function convertSync(request) {
        const { markdown, theme, fontSize, backgroundType } = validate(request);
        resolveTheme(theme);
        enforceLimits(markdown);
        const malformed = (0,modules/* checkModules */.sv)(markdown)[0];
        if (malformed)
            throw new errors/* DocumentError */.Mi('malformed_module', malformed.message, malformed.line);
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
        async convert(request, signal) {
            signal?.throwIfAborted();
            return convertSync(request);
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
function validate(request) {
    if (typeof request?.markdown !== 'string') {
        throw new errors/* DocumentError */.Mi('invalid_request', 'The convert request needs `markdown` as a string.');
    }
    const theme = request.theme ?? DEFAULT_THEME;
    const fontSize = request.fontSize ?? 'medium';
    const backgroundType = request.backgroundType ?? 'default';
    if (typeof theme !== 'string') {
        throw new errors/* DocumentError */.Mi('unknown_theme', `The theme must be a string. Valid themes: ${THEME_IDS.join(', ')}.`);
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

/***/ 3728:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ PLATFORM),
/* harmony export */   y: () => (/* binding */ isOnPlatformImageHost)
/* harmony export */ });
/**
 * Facts about the messaging platform that several modules rely on, in one place.
 * Hosts are the platform's own: links to its articles stay links in the renderer,
 * and images already on its image host need no upload.
 */
const PLATFORM = {
    articleHosts: ['mp.weixin.qq.com'],
    imageHosts: ['mmbiz.qpic.cn', 'mmbiz.qlogo.cn'],
    /** Draft field lengths the platform enforces, in characters. */
    titleMax: 32,
    authorMax: 16,
    digestMax: 128,
    /** Newspic (picture-and-text) plain-text content and image count. */
    newspicContentMax: 1000,
    newspicImagesMax: 20,
    /** Image formats and size the platform accepts for draft images. */
    imageExtensions: ['.jpg', '.jpeg', '.png', '.gif', '.bmp'],
    rejectedImageExtensions: ['.webp', '.svg', '.svgz', '.avif', '.heic', '.tiff', '.tif'],
    imageMaxBytes: 10 * 1024 * 1024,
};
/** True for an image already on the platform's own host: it needs no upload. */
function isOnPlatformImageHost(url) {
    try {
        return PLATFORM.imageHosts.includes(new URL(url).hostname);
    }
    catch {
        return false;
    }
}


/***/ })

};
