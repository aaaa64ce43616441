export const id = 417;
export const ids = [417];
export const modules = {

/***/ 6417:
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
var types = __webpack_require__(6141);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/core.js
var core = __webpack_require__(9692);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/bash.js
var bash = __webpack_require__(1157);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/c.js
var c = __webpack_require__(1102);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/cpp.js
var cpp = __webpack_require__(7542);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/csharp.js
var csharp = __webpack_require__(5444);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/css.js
var css = __webpack_require__(3312);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/dart.js
var dart = __webpack_require__(4150);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/diff.js
var diff = __webpack_require__(4208);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/dockerfile.js
var dockerfile = __webpack_require__(8977);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/elixir.js
var elixir = __webpack_require__(5620);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/go.js
var go = __webpack_require__(7365);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/graphql.js
var graphql = __webpack_require__(6654);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/haskell.js
var haskell = __webpack_require__(9295);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/ini.js
var ini = __webpack_require__(5537);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/java.js
var java = __webpack_require__(7979);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/javascript.js
var javascript = __webpack_require__(4820);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/json.js
var json = __webpack_require__(8129);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/kotlin.js
var kotlin = __webpack_require__(7898);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/less.js
var less = __webpack_require__(3982);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/lua.js
var lua = __webpack_require__(4797);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/makefile.js
var makefile = __webpack_require__(7295);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/markdown.js
var markdown = __webpack_require__(5286);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/nginx.js
var nginx = __webpack_require__(959);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/objectivec.js
var objectivec = __webpack_require__(6699);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/perl.js
var perl = __webpack_require__(6982);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/php.js
var php = __webpack_require__(8771);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/powershell.js
var powershell = __webpack_require__(7842);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/python.js
var python = __webpack_require__(3145);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/r.js
var r = __webpack_require__(2285);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/ruby.js
var ruby = __webpack_require__(6787);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/rust.js
var rust = __webpack_require__(1493);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/scala.js
var scala = __webpack_require__(5165);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/scss.js
var scss = __webpack_require__(5263);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/shell.js
var shell = __webpack_require__(5601);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/sql.js
var sql = __webpack_require__(2879);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/swift.js
var swift = __webpack_require__(7484);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/typescript.js
var typescript = __webpack_require__(3612);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/xml.js
var xml = __webpack_require__(9870);
// EXTERNAL MODULE: ./node_modules/highlight.js/es/languages/yaml.js
var yaml = __webpack_require__(7144);
;// CONCATENATED MODULE: ./src/engine/local/hljs-fast.ts
/**
 * A mode on the stack. hljs stacks `Object.create(mode, { parent })` objects; a frame
 * holds the same (the mode, its parent, and the `data` hljs' Response would set on that
 * object) without making every mode a prototype, plus the matcher this run uses for it.
 */
class Frame {
    mode;
    parent;
    matcher;
    data = undefined;
    constructor(mode, parent, matcher) {
        this.mode = mode;
        this.parent = parent;
        this.matcher = matcher;
    }
}
/** hljs' `Response`, handed to `on:begin` / `on:end` callbacks. */
class Response {
    data;
    isMatchIgnored = false;
    constructor(data) {
        this.data = data;
    }
    ignoreMatch() {
        this.isMatchIgnored = true;
    }
}
/** `new Response(mode)` in hljs: the mode's `data`, created on first use. */
function beginResponse(mode) {
    if (mode.data === undefined)
        mode.data = {};
    return new Response(mode.data);
}
/**
 * `new Response(top)` in hljs, where `top` inherits `data` from its mode unless it has
 * its own; the bottom of hljs' stack is the language object itself.
 */
function endResponse(frame) {
    if (frame.parent === undefined)
        return beginResponse(frame.mode);
    if (frame.data === undefined && frame.mode.data === undefined)
        frame.data = {};
    return new Response((frame.data ?? frame.mode.data));
}
// hljs' BACKREF_RE: a character class, a named group, an opening parenthesis, a
// backreference or another escape, so that parentheses are only counted where they open groups.
const GROUP_SYNTAX = /\[(?:[^\\\]]|\\.)*\]|\(\?<(?![=!])[^>]+>|\(\?'[^']+'|\(\??|\\([1-9][0-9]*)|\\./;
function source(re) {
    return typeof re === 'string' ? re : re.source;
}
/** hljs' countMatchGroups, verbatim (it counts on `toString()`, flags and all). */
function countMatchGroups(re) {
    return new RegExp(`${re.toString()}|`).exec('').length - 1;
}
/**
 * The rule's source with every capturing group made non-capturing, or undefined when
 * the rule has a backreference or a named group (then its groups must stay as they are).
 */
function withoutCaptures(re) {
    let out = '';
    let rest = re;
    while (rest.length > 0) {
        const match = GROUP_SYNTAX.exec(rest);
        if (!match) {
            out += rest;
            break;
        }
        out += rest.substring(0, match.index);
        rest = rest.substring(match.index + match[0].length);
        const token = match[0];
        if (match[1] || token === '\\k' || token.startsWith('(?<') || token.startsWith("(?'")) {
            // `(?<=` and `(?<!` are matched by `\(\??` as `(?`, so a `(?<` token is a named group.
            return undefined;
        }
        out += token === '(' ? '(?:' : token;
    }
    return out;
}
/**
 * hljs' MultiRegex over `rules` (the mode's rules from some index on), without inner
 * captures. hljs' match array also carries the (empty) groups of every later rule; only
 * `emitMultiClass` reads past a rule's own groups, and the scope indices it looks for
 * are groups of that same rule (hljs numbers them so), so the shorter array is equivalent.
 */
class FlatMultiRegex {
    start;
    positions;
    lastIndex = 0;
    re;
    entries = [];
    /** Rules `start` on of a mode's `rules`; `positions` is the mode matcher's numbering. */
    constructor(rules, start, flags, positions) {
        this.start = start;
        this.positions = positions;
        const sources = [];
        for (let i = start; i < rules.length; i++) {
            const [re, opts] = rules[i];
            // hljs numbers the rules of each matcher it builds on objects all of the mode's
            // matchers share, so every matcher reports the numbers of the latest one built.
            positions[i] = i - start;
            sources.push(`(${withoutCaptures(source(re))})`);
            this.entries.push({
                rule: opts.rule,
                type: opts.type,
                groups: countMatchGroups(re) > 0 ? new RegExp(source(re), `${flags}y`) : null,
            });
        }
        this.re = sources.length > 0 ? new RegExp(sources.join('|'), `${flags}g`) : null;
    }
    exec(s) {
        if (!this.re)
            return null;
        this.re.lastIndex = this.lastIndex;
        const found = this.re.exec(s);
        if (!found)
            return null;
        let i = 1;
        while (found[i] === undefined && i < found.length)
            i++;
        const entry = this.entries[i - 1];
        let match;
        if (entry.groups) {
            entry.groups.lastIndex = found.index;
            match = entry.groups.exec(s);
        }
        else {
            // A rule without groups: hljs' match is the text and nothing but undefined after it.
            match = found;
            match[i] = undefined;
        }
        match.rule = entry.rule;
        match.type = entry.type;
        match.position = this.positions[this.start + i - 1];
        return match;
    }
}
/** hljs' ResumableMultiRegex (same state, same resume rules), over flattened regexes. */
class FastModeMatcher {
    rules;
    count;
    flags;
    lastIndex = 0;
    regexIndex = 0;
    matchers = [];
    positions = [];
    constructor(rules, count, flags) {
        this.rules = rules;
        this.count = count;
        this.flags = flags;
    }
    getMatcher(index) {
        let matcher = this.matchers[index];
        if (!matcher) {
            matcher = new FlatMultiRegex(this.rules, index, this.flags, this.positions);
            this.matchers[index] = matcher;
        }
        return matcher;
    }
    resumingScanAtSamePosition() {
        return this.regexIndex !== 0;
    }
    considerAll() {
        this.regexIndex = 0;
    }
    exec(s) {
        const m = this.getMatcher(this.regexIndex);
        m.lastIndex = this.lastIndex;
        let result = m.exec(s);
        if (this.resumingScanAtSamePosition() && !(result && result.index === this.lastIndex)) {
            const m2 = this.getMatcher(0);
            m2.lastIndex = this.lastIndex + 1;
            result = m2.exec(s);
        }
        if (result) {
            this.regexIndex += result.position + 1;
            if (this.regexIndex === this.count)
                this.considerAll();
        }
        return result;
    }
}
/**
 * The matcher a run uses for a compiled mode: a `FastModeMatcher` over the rules hljs
 * compiled for it, made on first use and kept per highlighter, or hljs' own matcher for
 * a mode whose rules cannot be flattened. hljs' modes are left as they are (some are
 * module-level objects every hljs instance shares).
 */
function matcherFor(ctx, mode) {
    let matcher = ctx.matchers.get(mode);
    if (!matcher) {
        const hljs = mode.matcher;
        matcher =
            Array.isArray(hljs.rules) &&
                typeof hljs.count === 'number' &&
                hljs.rules.every(([re]) => withoutCaptures(source(re)) !== undefined)
                ? // The flags hljs compiled this mode with (its language's), as on all its regexes.
                    new FastModeMatcher(hljs.rules, hljs.count, mode.keywordPatternRe.flags.replace('g', ''))
                : mode.matcher;
        ctx.matchers.set(mode, matcher);
    }
    return matcher;
}
const NO_MATCH = Symbol('nomatch');
/** Sticky copies of end regexes: "does it match at 0" without scanning the rest of the code. */
const stickyEnds = new WeakMap();
function matchesAtStart(re, text) {
    if (!re)
        return false;
    let sticky = stickyEnds.get(re);
    if (!sticky) {
        sticky = new RegExp(re.source, `${re.flags.replace(/[gy]/g, '')}y`);
        stickyEnds.set(re, sticky);
    }
    sticky.lastIndex = 0;
    return sticky.test(text);
}
/**
 * One `_highlight` call. It is also the emitter hljs' loop would have used (same
 * method names), so a grammar's `__emitTokens` can write to it.
 */
class Run {
    ctx;
    language;
    code;
    buffer = '';
    top;
    modeBuffer = '';
    lastMatch;
    resumeScanAtSamePosition = false;
    iterations = 0;
    continuations = {};
    constructor(ctx, language, code, continuation) {
        this.ctx = ctx;
        this.language = language;
        this.code = code;
        this.top = continuation || new Frame(language, undefined, matcherFor(ctx, language));
    }
    // The emitter interface.
    addText(text) {
        if (text)
            this.buffer += this.ctx.text(text);
    }
    startScope(scope) {
        this.buffer += this.ctx.open(scope);
    }
    endScope() {
        this.buffer += '</span>';
    }
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
    /** The body of `_highlight`; throws where hljs would (the caller decides what that means). */
    execute() {
        this.processContinuations();
        const language = this.language;
        if (language.__emitTokens) {
            language.__emitTokens(this.code, this);
            return;
        }
        const code = this.code;
        let index = 0;
        this.top.matcher.considerAll();
        for (;;) {
            this.iterations++;
            const matcher = this.top.matcher;
            if (this.resumeScanAtSamePosition) {
                this.resumeScanAtSamePosition = false;
            }
            else {
                matcher.considerAll();
            }
            matcher.lastIndex = index;
            const match = matcher.exec(code);
            if (!match)
                break;
            const beforeMatch = code.substring(index, match.index);
            const processedCount = this.processLexeme(beforeMatch, match);
            index = match.index + processedCount;
        }
        this.processLexeme(code.substring(index), undefined);
    }
    processKeywords() {
        const top = this.top.mode;
        if (!top.keywords) {
            this.addText(this.modeBuffer);
            return;
        }
        const keywords = top.keywords;
        const pattern = top.keywordPatternRe;
        const aliases = this.language.classNameAliases;
        const lower = this.language.case_insensitive;
        let lastIndex = 0;
        pattern.lastIndex = 0;
        let match = pattern.exec(this.modeBuffer);
        let buf = '';
        while (match) {
            buf += this.modeBuffer.substring(lastIndex, match.index);
            const word = lower ? match[0].toLowerCase() : match[0];
            const data = keywords[word];
            if (data) {
                const kind = data[0];
                this.addText(buf);
                buf = '';
                if (kind.startsWith('_')) {
                    // `_` marks a keyword kept for relevance only: no scope.
                    buf += match[0];
                }
                else {
                    this.emitKeyword(match[0], aliases[kind] || kind);
                }
            }
            else {
                buf += match[0];
            }
            lastIndex = pattern.lastIndex;
            match = pattern.exec(this.modeBuffer);
        }
        buf += this.modeBuffer.substring(lastIndex);
        this.addText(buf);
    }
    processSubLanguage() {
        if (this.modeBuffer === '')
            return;
        const sub = this.top.mode.subLanguage;
        const hljs = this.ctx.hljs;
        if (typeof sub === 'string') {
            // hljs checks its registry by name here, not by alias.
            if (!hljs.listLanguages().includes(sub)) {
                this.addText(this.modeBuffer);
                return;
            }
            const run = new Run(this.ctx, hljs.getLanguage(sub), this.modeBuffer, this.continuations[sub]);
            let next = run.top;
            try {
                run.execute();
                next = run.top;
            }
            catch (err) {
                // hljs (safe mode) keeps what the failed run emitted, and its mode unless illegal.
                next = err?.message?.includes('Illegal') ? undefined : run.top;
            }
            this.continuations[sub] = next;
            this.__addSublanguage(run);
            return;
        }
        const result = hljs.highlightAuto(this.modeBuffer, sub.length ? sub : undefined);
        this.__addSublanguage(result._emitter);
    }
    processBuffer() {
        if (this.top.mode.subLanguage != null) {
            this.processSubLanguage();
        }
        else {
            this.processKeywords();
        }
        this.modeBuffer = '';
    }
    emitKeyword(keyword, scope) {
        if (keyword === '')
            return;
        this.startScope(scope);
        this.addText(keyword);
        this.endScope();
    }
    emitMultiClass(scope, match) {
        const aliases = this.language.classNameAliases;
        let i = 1;
        const max = match.length - 1;
        while (i <= max) {
            if (!scope._emit[i]) {
                i++;
                continue;
            }
            const klass = aliases[scope[i]] || scope[i];
            const text = match[i];
            if (klass) {
                this.emitKeyword(text, klass);
            }
            else {
                this.modeBuffer = text;
                this.processKeywords();
                this.modeBuffer = '';
            }
            i++;
        }
    }
    startNewMode(mode, match) {
        const aliases = this.language.classNameAliases;
        if (mode.scope && typeof mode.scope === 'string') {
            this.openNode(aliases[mode.scope] || mode.scope);
        }
        const beginScope = mode.beginScope;
        if (beginScope) {
            if (beginScope._wrap) {
                this.emitKeyword(this.modeBuffer, aliases[beginScope._wrap] || beginScope._wrap);
                this.modeBuffer = '';
            }
            else if (beginScope._multi) {
                this.emitMultiClass(beginScope, match);
                this.modeBuffer = '';
            }
        }
        this.top = new Frame(mode, this.top, matcherFor(this.ctx, mode));
    }
    endOfMode(frame, match, matchPlusRemainder) {
        const mode = frame.mode;
        let matched = matchesAtStart(mode.endRe, matchPlusRemainder);
        if (matched) {
            const onEnd = mode['on:end'];
            if (onEnd) {
                const resp = endResponse(frame);
                onEnd(match, resp);
                if (resp.isMatchIgnored)
                    matched = false;
            }
            if (matched) {
                let ending = frame;
                while (ending.mode.endsParent && ending.parent)
                    ending = ending.parent;
                return ending;
            }
        }
        // An ignored end can still end the parent.
        if (mode.endsWithParent)
            return this.endOfMode(frame.parent, match, matchPlusRemainder);
        return undefined;
    }
    doIgnore(lexeme) {
        if (this.top.matcher.regexIndex === 0) {
            // No more rules to try here: move on one character (hljs appends `lexeme[0]` as is).
            this.modeBuffer += `${lexeme[0]}`;
            return 1;
        }
        this.resumeScanAtSamePosition = true;
        return 0;
    }
    doBeginMatch(match) {
        const lexeme = match[0];
        const newMode = match.rule;
        const before = newMode.__beforeBegin;
        const onBegin = newMode['on:begin'];
        if (before || onBegin) {
            const resp = beginResponse(newMode);
            if (before) {
                before(match, resp);
                if (resp.isMatchIgnored)
                    return this.doIgnore(lexeme);
            }
            if (onBegin) {
                onBegin(match, resp);
                if (resp.isMatchIgnored)
                    return this.doIgnore(lexeme);
            }
        }
        else if (newMode.data === undefined) {
            // What `new Response(newMode)` does; an `on:end` callback may read it later.
            newMode.data = {};
        }
        if (newMode.skip) {
            this.modeBuffer += lexeme;
        }
        else {
            if (newMode.excludeBegin)
                this.modeBuffer += lexeme;
            this.processBuffer();
            if (!newMode.returnBegin && !newMode.excludeBegin)
                this.modeBuffer = lexeme;
        }
        this.startNewMode(newMode, match);
        return newMode.returnBegin ? 0 : lexeme.length;
    }
    doEndMatch(match) {
        const lexeme = match[0];
        const matchPlusRemainder = this.code.substring(match.index);
        const endMode = this.endOfMode(this.top, match, matchPlusRemainder);
        if (!endMode)
            return NO_MATCH;
        const origin = this.top.mode;
        if (origin.endScope?._wrap) {
            this.processBuffer();
            // hljs does not map an end scope through classNameAliases.
            this.emitKeyword(lexeme, origin.endScope._wrap);
        }
        else if (origin.endScope?._multi) {
            this.processBuffer();
            this.emitMultiClass(origin.endScope, match);
        }
        else if (origin.skip) {
            this.modeBuffer += lexeme;
        }
        else {
            if (!(origin.returnEnd || origin.excludeEnd))
                this.modeBuffer += lexeme;
            this.processBuffer();
            if (origin.excludeEnd)
                this.modeBuffer = lexeme;
        }
        do {
            if (this.top.mode.scope)
                this.closeNode();
            this.top = this.top.parent;
        } while (this.top !== endMode.parent);
        if (endMode.mode.starts)
            this.startNewMode(endMode.mode.starts, match);
        return origin.returnEnd ? 0 : lexeme.length;
    }
    processContinuations() {
        const list = [];
        // Up to the bottom frame, which holds the language itself.
        for (let current = this.top; current.parent !== undefined; current = current.parent) {
            if (current.mode.scope)
                list.unshift(current.mode.scope);
        }
        for (const item of list)
            this.openNode(item);
    }
    processLexeme(textBeforeMatch, match) {
        const lexeme = match?.[0];
        this.modeBuffer += textBeforeMatch;
        if (lexeme == null || !match) {
            this.processBuffer();
            return 0;
        }
        const last = this.lastMatch;
        // A zero-width end right after a begin at the same place: hljs (safe mode) moves on one character.
        if (last &&
            last.type === 'begin' &&
            match.type === 'end' &&
            last.index === match.index &&
            lexeme === '') {
            this.modeBuffer += this.code.slice(match.index, match.index + 1);
            return 1;
        }
        this.lastMatch = match;
        if (match.type === 'begin') {
            return this.doBeginMatch(match);
        }
        // Illegal matches are ignored (the engine always highlights with ignoreIllegals).
        if (match.type === 'end') {
            const processed = this.doEndMatch(match);
            if (processed !== NO_MATCH)
                return processed;
        }
        if (match.type === 'illegal' && lexeme === '') {
            // A zero-width illegal match on `$`: keep the newline it stands on.
            if (match.index !== this.code.length)
                this.modeBuffer += '\n';
            return 1;
        }
        if (this.iterations > 100000 && this.iterations > match.index * 3) {
            throw new Error('potential infinite loop, way more iterations than matches');
        }
        this.modeBuffer += lexeme;
        return lexeme.length;
    }
}
/**
 * Highlights `code` as the registered, compiled language `name`; undefined where
 * hljs would report an illegal match or a raised error (the caller falls back).
 */
function highlightFast(ctx, name, code) {
    const run = new Run(ctx, ctx.hljs.getLanguage(name), code, undefined);
    try {
        run.execute();
    }
    catch {
        return undefined;
    }
    return run.buffer;
}

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
/**
 * The opening tag of an hljs scope: "title.function_" → "title"; scopes without a
 * colour still need a span to close.
 */
function openTag(spans, scope) {
    const dot = scope.indexOf('.');
    return spans[dot === -1 ? scope : scope.slice(0, dot)] ?? '<span>';
}
function emitterFor(current) {
    return class {
        buffer = '';
        addText(text) {
            if (text)
                this.buffer += codeText(text);
        }
        startScope(scope) {
            this.buffer += openTag(current.spans, scope);
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
 * Code runs through hljs-fast.ts' copy of hljs' parsing loop; `viaHljs` runs hljs'
 * own (about twice as slow), the reference the tests hold the fast loop to.
 */
function createHighlighter(options = {}) {
    const viaHljs = options.viaHljs === true;
    const hljs = core/* default */.A.newInstance();
    // The colour table of the call in progress; highlight() is synchronous, so one slot is enough.
    const current = { spans: {} };
    hljs.configure({ __emitter: emitterFor(current) });
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
            // hljs compiles a grammar on its first highlight; the fast loop runs on compiled ones.
            hljs.highlight('', { language: name, ignoreIllegals: true });
            return name;
        }
        catch {
            // A grammar that cannot compile degrades to plain code, never to an error.
            failed.add(name);
            return undefined;
        }
    }
    const run = {
        hljs,
        matchers: new WeakMap(),
        open: (scope) => openTag(current.spans, scope),
        text: codeText,
    };
    return (code, lang, spans) => {
        const body = code.endsWith('\n') ? code.slice(0, -1) : code;
        const name = lang ? grammar(lang.toLowerCase()) : undefined;
        if (!name)
            return codeText(body);
        current.spans = spans;
        // Where hljs fails (illegal match, raised error) it escapes on its own, keeping raw spaces.
        if (!viaHljs)
            return highlightFast(run, name, body) ?? codeText(body);
        const result = hljs.highlight(body, { language: name, ignoreIllegals: true });
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
    md.use(markdown_it_footnote/* default */.A)
        .use(modules/* modulesPlugin */.Lh)
        .use(taskListPlugin)
        .use(dropDangerousInlineHtml)
        .use(plainLinksPlugin);
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
            const parts = [roots[background], '\n'];
            renderTokens(md, md.parse(markdown, env), env, parts);
            parts.push(closeOpenTags(env.rawOpen[0]), references(env), '</section>');
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
function renderTokens(md, tokens, env, parts) {
    const { renderer, options } = md;
    const e = env;
    // As markdown-it renders one token: its rule, or the default tag rendering.
    const render = (list, i) => {
        const rule = renderer.rules[list[i].type];
        return rule ? rule(list, i, options, e, renderer) : renderer.renderToken(list, i, options);
    };
    for (let i = 0; i < tokens.length; i++) {
        if (tokens[i].type !== 'inline') {
            parts.push(render(tokens, i));
            continue;
        }
        // Raw HTML left open in a run of inline text is closed at the run's end.
        env.rawOpen.push([]);
        const children = tokens[i].children ?? [];
        for (let j = 0; j < children.length; j++)
            parts.push(render(children, j));
        parts.push(closeOpenTags(env.rawOpen.pop() ?? []));
    }
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
    function convertSync(request, prechecked = false) {
        const { markdown, theme, fontSize, backgroundType } = validate(request);
        resolveTheme(theme);
        if (!prechecked) {
            enforceLimits(markdown);
            const malformed = (0,modules/* checkModules */.sv)(markdown)[0];
            if (malformed)
                throw new errors/* DocumentError */.Mi('malformed_module', malformed.message, malformed.line);
        }
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
        async convert(request, signal, options) {
            signal?.throwIfAborted();
            return convertSync(request, options?.prechecked);
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
