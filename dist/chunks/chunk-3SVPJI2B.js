import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  footnote_plugin,
  lib_default
} from "./chunk-CO34HDOQ.js";
import {
  createRichRenderers,
  loadWanted,
  richPlugin
} from "./chunk-MDXIO7A4.js";
import {
  DEFAULT_THEME,
  resolveTheme
} from "./chunk-XYAFAZVO.js";
import {
  checkModules,
  decodeHTMLAttribute,
  estimatedReadTime,
  precheck,
  wordCount
} from "./chunk-2LNQLSPO.js";
import {
  LIMIT_CODES
} from "./chunk-6DE6S7N3.js";
import {
  CALLOUT_KINDS,
  modulesPlugin,
  readFields,
  readRows
} from "./chunk-DZ323OMG.js";
import {
  PLATFORM
} from "./chunk-JZLBHUCI.js";
import {
  BACKGROUND_TYPES,
  FONT_SIZES,
  THEME_IDS
} from "./chunk-NUGJP3WA.js";
import {
  DocumentError,
  LimitError
} from "./chunk-5XOO62DI.js";
import {
  balanceTags,
  closeOpenTags
} from "./chunk-NKJDEBBX.js";
import {
  BUDGET_CODES,
  DEFAULT_BUDGET,
  formatMb
} from "./chunk-5DQ3OEOA.js";
import {
  __commonJS,
  __toESM
} from "./chunk-G2QKEXVZ.js";

// node_modules/highlight.js/lib/core.js
var require_core = __commonJS({
  "node_modules/highlight.js/lib/core.js"(exports, module) {
    function deepFreeze(obj) {
      if (obj instanceof Map) {
        obj.clear = obj.delete = obj.set = function() {
          throw new Error("map is read-only");
        };
      } else if (obj instanceof Set) {
        obj.add = obj.clear = obj.delete = function() {
          throw new Error("set is read-only");
        };
      }
      Object.freeze(obj);
      Object.getOwnPropertyNames(obj).forEach((name) => {
        const prop = obj[name];
        const type = typeof prop;
        if ((type === "object" || type === "function") && !Object.isFrozen(prop)) {
          deepFreeze(prop);
        }
      });
      return obj;
    }
    var Response = class {
      /**
       * @param {CompiledMode} mode
       */
      constructor(mode) {
        if (mode.data === void 0) mode.data = {};
        this.data = mode.data;
        this.isMatchIgnored = false;
      }
      ignoreMatch() {
        this.isMatchIgnored = true;
      }
    };
    function escapeHTML(value) {
      return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
    }
    function inherit$1(original, ...objects) {
      const result = /* @__PURE__ */ Object.create(null);
      for (const key in original) {
        result[key] = original[key];
      }
      objects.forEach(function(obj) {
        for (const key in obj) {
          result[key] = obj[key];
        }
      });
      return (
        /** @type {T} */
        result
      );
    }
    var SPAN_CLOSE = "</span>";
    var emitsWrappingTags = (node) => {
      return !!node.scope;
    };
    var scopeToCSSClass = (name, { prefix }) => {
      if (name.startsWith("language:")) {
        return name.replace("language:", "language-");
      }
      if (name.includes(".")) {
        const pieces = name.split(".");
        return [
          `${prefix}${pieces.shift()}`,
          ...pieces.map((x, i) => `${x}${"_".repeat(i + 1)}`)
        ].join(" ");
      }
      return `${prefix}${name}`;
    };
    var HTMLRenderer = class {
      /**
       * Creates a new HTMLRenderer
       *
       * @param {Tree} parseTree - the parse tree (must support `walk` API)
       * @param {{classPrefix: string}} options
       */
      constructor(parseTree, options) {
        this.buffer = "";
        this.classPrefix = options.classPrefix;
        parseTree.walk(this);
      }
      /**
       * Adds texts to the output stream
       *
       * @param {string} text */
      addText(text) {
        this.buffer += escapeHTML(text);
      }
      /**
       * Adds a node open to the output stream (if needed)
       *
       * @param {Node} node */
      openNode(node) {
        if (!emitsWrappingTags(node)) return;
        const className = scopeToCSSClass(
          node.scope,
          { prefix: this.classPrefix }
        );
        this.span(className);
      }
      /**
       * Adds a node close to the output stream (if needed)
       *
       * @param {Node} node */
      closeNode(node) {
        if (!emitsWrappingTags(node)) return;
        this.buffer += SPAN_CLOSE;
      }
      /**
       * returns the accumulated buffer
      */
      value() {
        return this.buffer;
      }
      // helpers
      /**
       * Builds a span element
       *
       * @param {string} className */
      span(className) {
        this.buffer += `<span class="${className}">`;
      }
    };
    var newNode = (opts = {}) => {
      const result = { children: [] };
      Object.assign(result, opts);
      return result;
    };
    var TokenTree = class _TokenTree {
      constructor() {
        this.rootNode = newNode();
        this.stack = [this.rootNode];
      }
      get top() {
        return this.stack[this.stack.length - 1];
      }
      get root() {
        return this.rootNode;
      }
      /** @param {Node} node */
      add(node) {
        this.top.children.push(node);
      }
      /** @param {string} scope */
      openNode(scope) {
        const node = newNode({ scope });
        this.add(node);
        this.stack.push(node);
      }
      closeNode() {
        if (this.stack.length > 1) {
          return this.stack.pop();
        }
        return void 0;
      }
      closeAllNodes() {
        while (this.closeNode()) ;
      }
      toJSON() {
        return JSON.stringify(this.rootNode, null, 4);
      }
      /**
       * @typedef { import("./html_renderer").Renderer } Renderer
       * @param {Renderer} builder
       */
      walk(builder) {
        return this.constructor._walk(builder, this.rootNode);
      }
      /**
       * @param {Renderer} builder
       * @param {Node} node
       */
      static _walk(builder, node) {
        if (typeof node === "string") {
          builder.addText(node);
        } else if (node.children) {
          builder.openNode(node);
          node.children.forEach((child) => this._walk(builder, child));
          builder.closeNode(node);
        }
        return builder;
      }
      /**
       * @param {Node} node
       */
      static _collapse(node) {
        if (typeof node === "string") return;
        if (!node.children) return;
        if (node.children.every((el) => typeof el === "string")) {
          node.children = [node.children.join("")];
        } else {
          node.children.forEach((child) => {
            _TokenTree._collapse(child);
          });
        }
      }
    };
    var TokenTreeEmitter = class extends TokenTree {
      /**
       * @param {*} options
       */
      constructor(options) {
        super();
        this.options = options;
      }
      /**
       * @param {string} text
       */
      addText(text) {
        if (text === "") {
          return;
        }
        this.add(text);
      }
      /** @param {string} scope */
      startScope(scope) {
        this.openNode(scope);
      }
      endScope() {
        this.closeNode();
      }
      /**
       * @param {Emitter & {root: DataNode}} emitter
       * @param {string} name
       */
      __addSublanguage(emitter, name) {
        const node = emitter.root;
        if (name) node.scope = `language:${name}`;
        this.add(node);
      }
      toHTML() {
        const renderer = new HTMLRenderer(this, this.options);
        return renderer.value();
      }
      finalize() {
        this.closeAllNodes();
        return true;
      }
    };
    function source2(re) {
      if (!re) return null;
      if (typeof re === "string") return re;
      return re.source;
    }
    function lookahead2(re) {
      return concat2("(?=", re, ")");
    }
    function anyNumberOfTimes(re) {
      return concat2("(?:", re, ")*");
    }
    function optional(re) {
      return concat2("(?:", re, ")?");
    }
    function concat2(...args) {
      const joined = args.map((x) => source2(x)).join("");
      return joined;
    }
    function stripOptionsFromArgs2(args) {
      const opts = args[args.length - 1];
      if (typeof opts === "object" && opts.constructor === Object) {
        args.splice(args.length - 1, 1);
        return opts;
      } else {
        return {};
      }
    }
    function either2(...args) {
      const opts = stripOptionsFromArgs2(args);
      const joined = "(" + (opts.capture ? "" : "?:") + args.map((x) => source2(x)).join("|") + ")";
      return joined;
    }
    function countMatchGroups(re) {
      return new RegExp(re.toString() + "|").exec("").length - 1;
    }
    function startsWith(re, lexeme) {
      const match = re && re.exec(lexeme);
      return match && match.index === 0;
    }
    var BACKREF_RE = new RegExp(either2(
      /\[(?:[^\\\]]|\\.)*\]/,
      // a character class, inside which ( and \ lose their meaning
      /\(\?<(?![=!])[^>]+>/,
      // a named capture group `(?<name>` (not a lookbehind `(?<=` / `(?<!`)
      /\(\?'[^']+'/,
      // a named capture group `(?'name'`
      /\(\??/,
      // an opening parenthesis, capturing or non-capturing / lookahead
      /\\([1-9][0-9]*)/,
      // a backreference like `\1`
      /\\./
      // any other escape sequence
    ));
    function _rewriteBackreferences(regexps, { joinWith }) {
      let numCaptures = 0;
      return regexps.map((regex) => {
        numCaptures += 1;
        const offset = numCaptures;
        let re = source2(regex);
        let out = "";
        while (re.length > 0) {
          const match = BACKREF_RE.exec(re);
          if (!match) {
            out += re;
            break;
          }
          out += re.substring(0, match.index);
          re = re.substring(match.index + match[0].length);
          if (match[0][0] === "\\" && match[1]) {
            out += "\\" + String(Number(match[1]) + offset);
          } else {
            out += match[0];
            if (match[0] === "(" || /^\(\?[<']/.test(match[0])) {
              numCaptures++;
            }
          }
        }
        return out;
      }).map((re) => `(${re})`).join(joinWith);
    }
    var MATCH_NOTHING_RE = /\b\B/;
    var IDENT_RE3 = "[a-zA-Z]\\w*";
    var UNDERSCORE_IDENT_RE = "[a-zA-Z_]\\w*";
    var NUMBER_RE = "\\b\\d+(\\.\\d+)?";
    var C_NUMBER_RE = "(-?)(\\b0[xX][a-fA-F0-9]+|(\\b\\d+(\\.\\d*)?|\\.\\d+)([eE][-+]?\\d+)?)";
    var BINARY_NUMBER_RE = "\\b(0b[01]+)";
    var RE_STARTERS_RE = "!|!=|!==|%|%=|&|&&|&=|\\*|\\*=|\\+|\\+=|,|-|-=|/=|/|:|;|<<|<<=|<=|<|===|==|=|>>>=|>>=|>=|>>>|>>|>|\\?|\\[|\\{|\\(|\\^|\\^=|\\||\\|=|\\|\\||~";
    var SHEBANG = (opts = {}) => {
      const beginShebang = /^#![ ]*\//;
      if (opts.binary) {
        opts.begin = concat2(
          beginShebang,
          /.*\b/,
          opts.binary,
          /\b.*/
        );
      }
      return inherit$1({
        scope: "meta",
        begin: beginShebang,
        end: /$/,
        relevance: 0,
        /** @type {ModeCallback} */
        "on:begin": (m, resp) => {
          if (m.index !== 0) resp.ignoreMatch();
        }
      }, opts);
    };
    var BACKSLASH_ESCAPE = {
      begin: "\\\\[\\s\\S]",
      relevance: 0
    };
    var APOS_STRING_MODE = {
      scope: "string",
      begin: "'",
      end: "'",
      illegal: "\\n",
      contains: [BACKSLASH_ESCAPE]
    };
    var QUOTE_STRING_MODE = {
      scope: "string",
      begin: '"',
      end: '"',
      illegal: "\\n",
      contains: [BACKSLASH_ESCAPE]
    };
    var PHRASAL_WORDS_MODE = {
      begin: /\b(a|an|the|are|I'm|isn't|don't|doesn't|won't|but|just|should|pretty|simply|enough|gonna|going|wtf|so|such|will|you|your|they|like|more)\b/
    };
    var COMMENT = function(begin, end, modeOptions = {}) {
      const mode = inherit$1(
        {
          scope: "comment",
          begin,
          end,
          contains: []
        },
        modeOptions
      );
      mode.contains.push({
        scope: "doctag",
        // hack to avoid the space from being included. the space is necessary to
        // match here to prevent the plain text rule below from gobbling up doctags
        begin: "[ ]*(?=(TODO|FIXME|NOTE|BUG|OPTIMIZE|HACK|XXX):)",
        end: /(TODO|FIXME|NOTE|BUG|OPTIMIZE|HACK|XXX):/,
        excludeBegin: true,
        relevance: 0
      });
      const ENGLISH_WORD = either2(
        // list of common 1 and 2 letter words in English
        "I",
        "a",
        "is",
        "so",
        "us",
        "to",
        "at",
        "if",
        "in",
        "it",
        "on",
        // note: this is not an exhaustive list of contractions, just popular ones
        /[A-Za-z]+['](d|ve|re|ll|t|s|n)/,
        // contractions - can't we'd they're let's, etc
        /[A-Za-z]+[-][a-z]+/,
        // `no-way`, etc.
        /[A-Za-z][a-z]{2,}/
        // allow capitalized words at beginning of sentences
      );
      mode.contains.push(
        {
          // TODO: how to include ", (, ) without breaking grammars that use these for
          // comment delimiters?
          // begin: /[ ]+([()"]?([A-Za-z'-]{3,}|is|a|I|so|us|[tT][oO]|at|if|in|it|on)[.]?[()":]?([.][ ]|[ ]|\))){3}/
          // ---
          // this tries to find sequences of 3 english words in a row (without any
          // "programming" type syntax) this gives us a strong signal that we've
          // TRULY found a comment - vs perhaps scanning with the wrong language.
          // It's possible to find something that LOOKS like the start of the
          // comment - but then if there is no readable text - good chance it is a
          // false match and not a comment.
          //
          // for a visual example please see:
          // https://github.com/highlightjs/highlight.js/issues/2827
          begin: concat2(
            /[ ]+/,
            // necessary to prevent us gobbling up doctags like /* @author Bob Mcgill */
            "(",
            ENGLISH_WORD,
            /[.]?[:]?([.][ ]|[ ])/,
            "){3}"
          )
          // look for 3 words in a row
        }
      );
      return mode;
    };
    var C_LINE_COMMENT_MODE = COMMENT("//", "$");
    var C_BLOCK_COMMENT_MODE = COMMENT("/\\*", "\\*/");
    var HASH_COMMENT_MODE = COMMENT("#", "$");
    var NUMBER_MODE = {
      scope: "number",
      begin: NUMBER_RE,
      relevance: 0
    };
    var C_NUMBER_MODE = {
      scope: "number",
      begin: C_NUMBER_RE,
      relevance: 0
    };
    var BINARY_NUMBER_MODE = {
      scope: "number",
      begin: BINARY_NUMBER_RE,
      relevance: 0
    };
    var REGEXP_MODE = {
      scope: "regexp",
      begin: /\/(?=[^/\n]*\/)/,
      end: /\/[gimuy]*/,
      contains: [
        BACKSLASH_ESCAPE,
        {
          begin: /\[/,
          end: /\]/,
          relevance: 0,
          contains: [BACKSLASH_ESCAPE]
        }
      ]
    };
    var TITLE_MODE = {
      scope: "title",
      begin: IDENT_RE3,
      relevance: 0
    };
    var UNDERSCORE_TITLE_MODE = {
      scope: "title",
      begin: UNDERSCORE_IDENT_RE,
      relevance: 0
    };
    var METHOD_GUARD = {
      // excludes method names from keyword processing
      begin: "\\.\\s*" + UNDERSCORE_IDENT_RE,
      relevance: 0
    };
    var END_SAME_AS_BEGIN = function(mode) {
      return Object.assign(
        mode,
        {
          /** @type {ModeCallback} */
          "on:begin": (m, resp) => {
            resp.data._beginMatch = m[1];
          },
          /** @type {ModeCallback} */
          "on:end": (m, resp) => {
            if (resp.data._beginMatch !== m[1]) resp.ignoreMatch();
          }
        }
      );
    };
    var MODES4 = /* @__PURE__ */ Object.freeze({
      __proto__: null,
      APOS_STRING_MODE,
      BACKSLASH_ESCAPE,
      BINARY_NUMBER_MODE,
      BINARY_NUMBER_RE,
      COMMENT,
      C_BLOCK_COMMENT_MODE,
      C_LINE_COMMENT_MODE,
      C_NUMBER_MODE,
      C_NUMBER_RE,
      END_SAME_AS_BEGIN,
      HASH_COMMENT_MODE,
      IDENT_RE: IDENT_RE3,
      MATCH_NOTHING_RE,
      METHOD_GUARD,
      NUMBER_MODE,
      NUMBER_RE,
      PHRASAL_WORDS_MODE,
      QUOTE_STRING_MODE,
      REGEXP_MODE,
      RE_STARTERS_RE,
      SHEBANG,
      TITLE_MODE,
      UNDERSCORE_IDENT_RE,
      UNDERSCORE_TITLE_MODE
    });
    function skipIfHasPrecedingDot(match, response) {
      const before = match.input[match.index - 1];
      if (before === ".") {
        response.ignoreMatch();
      }
    }
    function scopeClassName(mode, _parent) {
      if (mode.className !== void 0) {
        mode.scope = mode.className;
        delete mode.className;
      }
    }
    function beginKeywords(mode, parent) {
      if (!parent) return;
      if (!mode.beginKeywords) return;
      mode.begin = "\\b(" + mode.beginKeywords.split(" ").join("|") + ")(?!\\.)(?=\\b|\\s)";
      mode.__beforeBegin = skipIfHasPrecedingDot;
      mode.keywords = mode.keywords || mode.beginKeywords;
      delete mode.beginKeywords;
      if (mode.relevance === void 0) mode.relevance = 0;
    }
    function compileIllegal(mode, _parent) {
      if (!Array.isArray(mode.illegal)) return;
      mode.illegal = either2(...mode.illegal);
    }
    function compileMatch(mode, _parent) {
      if (!mode.match) return;
      if (mode.begin || mode.end) throw new Error("begin & end are not supported with match");
      mode.begin = mode.match;
      delete mode.match;
    }
    function compileRelevance(mode, _parent) {
      if (mode.relevance === void 0) mode.relevance = 1;
    }
    var beforeMatchExt = (mode, parent) => {
      if (!mode.beforeMatch) return;
      if (mode.starts) throw new Error("beforeMatch cannot be used with starts");
      const originalMode = Object.assign({}, mode);
      Object.keys(mode).forEach((key) => {
        delete mode[key];
      });
      mode.keywords = originalMode.keywords;
      mode.begin = concat2(originalMode.beforeMatch, lookahead2(originalMode.begin));
      mode.starts = {
        relevance: 0,
        contains: [
          Object.assign(originalMode, { endsParent: true })
        ]
      };
      mode.relevance = 0;
      delete originalMode.beforeMatch;
    };
    var COMMON_KEYWORDS = [
      "of",
      "and",
      "for",
      "in",
      "not",
      "or",
      "if",
      "then",
      "parent",
      // common variable name
      "list",
      // common variable name
      "value"
      // common variable name
    ];
    var DEFAULT_KEYWORD_SCOPE = "keyword";
    function compileKeywords(rawKeywords, caseInsensitive, scopeName = DEFAULT_KEYWORD_SCOPE) {
      const compiledKeywords = /* @__PURE__ */ Object.create(null);
      if (typeof rawKeywords === "string") {
        compileList(scopeName, rawKeywords.split(" "));
      } else if (Array.isArray(rawKeywords)) {
        compileList(scopeName, rawKeywords);
      } else {
        Object.keys(rawKeywords).forEach(function(scopeName2) {
          Object.assign(
            compiledKeywords,
            compileKeywords(rawKeywords[scopeName2], caseInsensitive, scopeName2)
          );
        });
      }
      return compiledKeywords;
      function compileList(scopeName2, keywordList) {
        if (caseInsensitive) {
          keywordList = keywordList.map((x) => x.toLowerCase());
        }
        keywordList.forEach(function(keyword) {
          const pair = keyword.split("|");
          compiledKeywords[pair[0]] = [scopeName2, scoreForKeyword(pair[0], pair[1])];
        });
      }
    }
    function scoreForKeyword(keyword, providedScore) {
      if (providedScore) {
        return Number(providedScore);
      }
      return commonKeyword(keyword) ? 0 : 1;
    }
    function commonKeyword(keyword) {
      return COMMON_KEYWORDS.includes(keyword.toLowerCase());
    }
    var seenDeprecations = {};
    var error = (message) => {
      console.error(message);
    };
    var warn = (message, ...args) => {
      console.log(`WARN: ${message}`, ...args);
    };
    var deprecated = (version2, message) => {
      if (seenDeprecations[`${version2}/${message}`]) return;
      console.log(`Deprecated as of ${version2}. ${message}`);
      seenDeprecations[`${version2}/${message}`] = true;
    };
    var MultiClassError = new Error();
    function remapScopeNames(mode, regexes, { key }) {
      let offset = 0;
      const scopeNames = mode[key];
      const emit = {};
      const positions = {};
      for (let i = 1; i <= regexes.length; i++) {
        positions[i + offset] = scopeNames[i];
        emit[i + offset] = true;
        offset += countMatchGroups(regexes[i - 1]);
      }
      mode[key] = positions;
      mode[key]._emit = emit;
      mode[key]._multi = true;
    }
    function beginMultiClass(mode) {
      if (!Array.isArray(mode.begin)) return;
      if (mode.skip || mode.excludeBegin || mode.returnBegin) {
        error("skip, excludeBegin, returnBegin not compatible with beginScope: {}");
        throw MultiClassError;
      }
      if (typeof mode.beginScope !== "object" || mode.beginScope === null) {
        error("beginScope must be object");
        throw MultiClassError;
      }
      remapScopeNames(mode, mode.begin, { key: "beginScope" });
      mode.begin = _rewriteBackreferences(mode.begin, { joinWith: "" });
    }
    function endMultiClass(mode) {
      if (!Array.isArray(mode.end)) return;
      if (mode.skip || mode.excludeEnd || mode.returnEnd) {
        error("skip, excludeEnd, returnEnd not compatible with endScope: {}");
        throw MultiClassError;
      }
      if (typeof mode.endScope !== "object" || mode.endScope === null) {
        error("endScope must be object");
        throw MultiClassError;
      }
      remapScopeNames(mode, mode.end, { key: "endScope" });
      mode.end = _rewriteBackreferences(mode.end, { joinWith: "" });
    }
    function scopeSugar(mode) {
      if (mode.scope && typeof mode.scope === "object" && mode.scope !== null) {
        mode.beginScope = mode.scope;
        delete mode.scope;
      }
    }
    function MultiClass(mode) {
      scopeSugar(mode);
      if (typeof mode.beginScope === "string") {
        mode.beginScope = { _wrap: mode.beginScope };
      }
      if (typeof mode.endScope === "string") {
        mode.endScope = { _wrap: mode.endScope };
      }
      beginMultiClass(mode);
      endMultiClass(mode);
    }
    function compileLanguage(language) {
      function langRe(value, global) {
        return new RegExp(
          source2(value),
          "m" + (language.case_insensitive ? "i" : "") + (language.unicodeRegex ? "u" : "") + (global ? "g" : "")
        );
      }
      class MultiRegex {
        constructor() {
          this.matchIndexes = {};
          this.regexes = [];
          this.matchAt = 1;
          this.position = 0;
        }
        // @ts-ignore
        addRule(re, opts) {
          opts.position = this.position++;
          this.matchIndexes[this.matchAt] = opts;
          this.regexes.push([opts, re]);
          this.matchAt += countMatchGroups(re) + 1;
        }
        compile() {
          if (this.regexes.length === 0) {
            this.exec = () => null;
          }
          const terminators = this.regexes.map((el) => el[1]);
          this.matcherRe = langRe(_rewriteBackreferences(terminators, { joinWith: "|" }), true);
          this.lastIndex = 0;
        }
        /** @param {string} s */
        exec(s) {
          this.matcherRe.lastIndex = this.lastIndex;
          const match = this.matcherRe.exec(s);
          if (!match) {
            return null;
          }
          const i = match.findIndex((el, i2) => i2 > 0 && el !== void 0);
          const matchData = this.matchIndexes[i];
          match.splice(0, i);
          return Object.assign(match, matchData);
        }
      }
      class ResumableMultiRegex {
        constructor() {
          this.rules = [];
          this.multiRegexes = [];
          this.count = 0;
          this.lastIndex = 0;
          this.regexIndex = 0;
        }
        // @ts-ignore
        getMatcher(index) {
          if (this.multiRegexes[index]) return this.multiRegexes[index];
          const matcher = new MultiRegex();
          this.rules.slice(index).forEach(([re, opts]) => matcher.addRule(re, opts));
          matcher.compile();
          this.multiRegexes[index] = matcher;
          return matcher;
        }
        resumingScanAtSamePosition() {
          return this.regexIndex !== 0;
        }
        considerAll() {
          this.regexIndex = 0;
        }
        // @ts-ignore
        addRule(re, opts) {
          this.rules.push([re, opts]);
          if (opts.type === "begin") this.count++;
        }
        /** @param {string} s */
        exec(s) {
          const m = this.getMatcher(this.regexIndex);
          m.lastIndex = this.lastIndex;
          let result = m.exec(s);
          if (this.resumingScanAtSamePosition()) {
            if (result && result.index === this.lastIndex) ;
            else {
              const m2 = this.getMatcher(0);
              m2.lastIndex = this.lastIndex + 1;
              result = m2.exec(s);
            }
          }
          if (result) {
            this.regexIndex += result.position + 1;
            if (this.regexIndex === this.count) {
              this.considerAll();
            }
          }
          return result;
        }
      }
      function buildModeRegex(mode) {
        const mm = new ResumableMultiRegex();
        mode.contains.forEach((term) => mm.addRule(term.begin, { rule: term, type: "begin" }));
        if (mode.terminatorEnd) {
          mm.addRule(mode.terminatorEnd, { type: "end" });
        }
        if (mode.illegal) {
          mm.addRule(mode.illegal, { type: "illegal" });
        }
        return mm;
      }
      function compileMode(mode, parent) {
        const cmode = (
          /** @type CompiledMode */
          mode
        );
        if (mode.isCompiled) return cmode;
        [
          scopeClassName,
          // do this early so compiler extensions generally don't have to worry about
          // the distinction between match/begin
          compileMatch,
          MultiClass,
          beforeMatchExt
        ].forEach((ext) => ext(mode, parent));
        language.compilerExtensions.forEach((ext) => ext(mode, parent));
        mode.__beforeBegin = null;
        [
          beginKeywords,
          // do this later so compiler extensions that come earlier have access to the
          // raw array if they wanted to perhaps manipulate it, etc.
          compileIllegal,
          // default to 1 relevance if not specified
          compileRelevance
        ].forEach((ext) => ext(mode, parent));
        mode.isCompiled = true;
        let keywordPattern = null;
        if (typeof mode.keywords === "object" && mode.keywords.$pattern) {
          mode.keywords = Object.assign({}, mode.keywords);
          keywordPattern = mode.keywords.$pattern;
          delete mode.keywords.$pattern;
        }
        keywordPattern = keywordPattern || /\w+/;
        if (mode.keywords) {
          mode.keywords = compileKeywords(mode.keywords, language.case_insensitive);
        }
        cmode.keywordPatternRe = langRe(keywordPattern, true);
        if (parent) {
          if (!mode.begin) mode.begin = /\B|\b/;
          cmode.beginRe = langRe(cmode.begin);
          if (!mode.end && !mode.endsWithParent) mode.end = /\B|\b/;
          if (mode.end) cmode.endRe = langRe(cmode.end);
          cmode.terminatorEnd = source2(cmode.end) || "";
          if (mode.endsWithParent && parent.terminatorEnd) {
            cmode.terminatorEnd += (mode.end ? "|" : "") + parent.terminatorEnd;
          }
        }
        if (mode.illegal) cmode.illegalRe = langRe(
          /** @type {RegExp | string} */
          mode.illegal
        );
        if (!mode.contains) mode.contains = [];
        mode.contains = [].concat(...mode.contains.map(function(c2) {
          return expandOrCloneMode(c2 === "self" ? mode : c2);
        }));
        mode.contains.forEach(function(c2) {
          compileMode(
            /** @type Mode */
            c2,
            cmode
          );
        });
        if (mode.starts) {
          compileMode(mode.starts, parent);
        }
        cmode.matcher = buildModeRegex(cmode);
        return cmode;
      }
      if (!language.compilerExtensions) language.compilerExtensions = [];
      if (language.contains && language.contains.includes("self")) {
        throw new Error("ERR: contains `self` is not supported at the top-level of a language.  See documentation.");
      }
      language.classNameAliases = inherit$1(language.classNameAliases || {});
      return compileMode(
        /** @type Mode */
        language
      );
    }
    function dependencyOnParent(mode) {
      if (!mode) return false;
      return mode.endsWithParent || dependencyOnParent(mode.starts);
    }
    function expandOrCloneMode(mode) {
      if (mode.variants && !mode.cachedVariants) {
        mode.cachedVariants = mode.variants.map(function(variant) {
          return inherit$1(mode, { variants: null }, variant);
        });
      }
      if (mode.cachedVariants) {
        return mode.cachedVariants;
      }
      if (dependencyOnParent(mode)) {
        return inherit$1(mode, { starts: mode.starts ? inherit$1(mode.starts) : null });
      }
      if (Object.isFrozen(mode)) {
        return inherit$1(mode);
      }
      return mode;
    }
    var version = "11.12.0";
    var HTMLInjectionError = class extends Error {
      constructor(reason, html) {
        super(reason);
        this.name = "HTMLInjectionError";
        this.html = html;
      }
    };
    var escape = escapeHTML;
    var inherit = inherit$1;
    var NO_MATCH = /* @__PURE__ */ Symbol("nomatch");
    var MAX_KEYWORD_HITS = 7;
    var HLJS = function(hljs) {
      const languages = /* @__PURE__ */ Object.create(null);
      const aliases = /* @__PURE__ */ Object.create(null);
      const plugins = [];
      let SAFE_MODE = true;
      const LANGUAGE_NOT_FOUND = "Could not find the language '{}', did you forget to load/include a language module?";
      const PLAINTEXT_LANGUAGE = { disableAutodetect: true, name: "Plain text", contains: [] };
      let options = {
        ignoreUnescapedHTML: false,
        throwUnescapedHTML: false,
        noHighlightRe: /^(no-?highlight)$/i,
        languageDetectRe: /\blang(?:uage)?-([\w-]+)\b/i,
        classPrefix: "hljs-",
        cssSelector: "pre code",
        languages: null,
        // beta configuration options, subject to change, welcome to discuss
        // https://github.com/highlightjs/highlight.js/issues/1086
        __emitter: TokenTreeEmitter
      };
      function shouldNotHighlight(languageName) {
        return options.noHighlightRe.test(languageName);
      }
      function blockLanguage(block) {
        let classes = block.className + " ";
        classes += block.parentNode ? block.parentNode.className : "";
        const match = options.languageDetectRe.exec(classes);
        if (match) {
          const language = getLanguage(match[1]);
          if (!language) {
            warn(LANGUAGE_NOT_FOUND.replace("{}", match[1]));
            warn("Falling back to no-highlight mode for this block.", block);
          }
          return language ? match[1] : "no-highlight";
        }
        return classes.split(/\s+/).find((_class) => shouldNotHighlight(_class) || getLanguage(_class));
      }
      function highlight2(codeOrLanguageName, optionsOrCode, ignoreIllegals) {
        let code = "";
        let languageName = "";
        if (typeof optionsOrCode === "object") {
          code = codeOrLanguageName;
          ignoreIllegals = optionsOrCode.ignoreIllegals;
          languageName = optionsOrCode.language;
        } else {
          deprecated("10.7.0", "highlight(lang, code, ...args) has been deprecated.");
          deprecated("10.7.0", "Please use highlight(code, options) instead.\nhttps://github.com/highlightjs/highlight.js/issues/2277");
          languageName = codeOrLanguageName;
          code = optionsOrCode;
        }
        if (ignoreIllegals === void 0) {
          ignoreIllegals = true;
        }
        const context = {
          code,
          language: languageName
        };
        fire("before:highlight", context);
        const result = context.result ? context.result : _highlight(context.language, context.code, ignoreIllegals);
        result.code = context.code;
        fire("after:highlight", result);
        return result;
      }
      function _highlight(languageName, codeToHighlight, ignoreIllegals, continuation) {
        const keywordHits = /* @__PURE__ */ Object.create(null);
        function keywordData(mode, matchText) {
          return mode.keywords[matchText];
        }
        function processKeywords() {
          if (!top.keywords) {
            emitter.addText(modeBuffer);
            return;
          }
          let lastIndex = 0;
          top.keywordPatternRe.lastIndex = 0;
          let match = top.keywordPatternRe.exec(modeBuffer);
          let buf = "";
          while (match) {
            buf += modeBuffer.substring(lastIndex, match.index);
            const word = language.case_insensitive ? match[0].toLowerCase() : match[0];
            const data = keywordData(top, word);
            if (data) {
              const [kind, keywordRelevance] = data;
              emitter.addText(buf);
              buf = "";
              keywordHits[word] = (keywordHits[word] || 0) + 1;
              if (keywordHits[word] <= MAX_KEYWORD_HITS) relevance += keywordRelevance;
              if (kind.startsWith("_")) {
                buf += match[0];
              } else {
                const cssClass = language.classNameAliases[kind] || kind;
                emitKeyword(match[0], cssClass);
              }
            } else {
              buf += match[0];
            }
            lastIndex = top.keywordPatternRe.lastIndex;
            match = top.keywordPatternRe.exec(modeBuffer);
          }
          buf += modeBuffer.substring(lastIndex);
          emitter.addText(buf);
        }
        function processSubLanguage() {
          if (modeBuffer === "") return;
          let result2 = null;
          if (typeof top.subLanguage === "string") {
            if (!languages[top.subLanguage]) {
              emitter.addText(modeBuffer);
              return;
            }
            result2 = _highlight(top.subLanguage, modeBuffer, true, continuations[top.subLanguage]);
            continuations[top.subLanguage] = /** @type {CompiledMode} */
            result2._top;
          } else {
            result2 = highlightAuto(modeBuffer, top.subLanguage.length ? top.subLanguage : null);
          }
          if (top.relevance > 0) {
            relevance += result2.relevance;
          }
          emitter.__addSublanguage(result2._emitter, result2.language);
        }
        function processBuffer() {
          if (top.subLanguage != null) {
            processSubLanguage();
          } else {
            processKeywords();
          }
          modeBuffer = "";
        }
        function emitKeyword(keyword, scope) {
          if (keyword === "") return;
          emitter.startScope(scope);
          emitter.addText(keyword);
          emitter.endScope();
        }
        function emitMultiClass(scope, match) {
          let i = 1;
          const max = match.length - 1;
          while (i <= max) {
            if (!scope._emit[i]) {
              i++;
              continue;
            }
            const klass = language.classNameAliases[scope[i]] || scope[i];
            const text = match[i];
            if (klass) {
              emitKeyword(text, klass);
            } else {
              modeBuffer = text;
              processKeywords();
              modeBuffer = "";
            }
            i++;
          }
        }
        function startNewMode(mode, match) {
          if (mode.scope && typeof mode.scope === "string") {
            emitter.openNode(language.classNameAliases[mode.scope] || mode.scope);
          }
          if (mode.beginScope) {
            if (mode.beginScope._wrap) {
              emitKeyword(modeBuffer, language.classNameAliases[mode.beginScope._wrap] || mode.beginScope._wrap);
              modeBuffer = "";
            } else if (mode.beginScope._multi) {
              emitMultiClass(mode.beginScope, match);
              modeBuffer = "";
            }
          }
          top = Object.create(mode, { parent: { value: top } });
          return top;
        }
        function endOfMode(mode, match, matchPlusRemainder) {
          let matched = startsWith(mode.endRe, matchPlusRemainder);
          if (matched) {
            if (mode["on:end"]) {
              const resp = new Response(mode);
              mode["on:end"](match, resp);
              if (resp.isMatchIgnored) matched = false;
            }
            if (matched) {
              while (mode.endsParent && mode.parent) {
                mode = mode.parent;
              }
              return mode;
            }
          }
          if (mode.endsWithParent) {
            return endOfMode(mode.parent, match, matchPlusRemainder);
          }
        }
        function doIgnore(lexeme) {
          if (top.matcher.regexIndex === 0) {
            modeBuffer += lexeme[0];
            return 1;
          } else {
            resumeScanAtSamePosition = true;
            return 0;
          }
        }
        function doBeginMatch(match) {
          const lexeme = match[0];
          const newMode = match.rule;
          const resp = new Response(newMode);
          const beforeCallbacks = [newMode.__beforeBegin, newMode["on:begin"]];
          for (const cb of beforeCallbacks) {
            if (!cb) continue;
            cb(match, resp);
            if (resp.isMatchIgnored) return doIgnore(lexeme);
          }
          if (newMode.skip) {
            modeBuffer += lexeme;
          } else {
            if (newMode.excludeBegin) {
              modeBuffer += lexeme;
            }
            processBuffer();
            if (!newMode.returnBegin && !newMode.excludeBegin) {
              modeBuffer = lexeme;
            }
          }
          startNewMode(newMode, match);
          return newMode.returnBegin ? 0 : lexeme.length;
        }
        function doEndMatch(match) {
          const lexeme = match[0];
          const matchPlusRemainder = codeToHighlight.substring(match.index);
          const endMode = endOfMode(top, match, matchPlusRemainder);
          if (!endMode) {
            return NO_MATCH;
          }
          const origin = top;
          if (top.endScope && top.endScope._wrap) {
            processBuffer();
            emitKeyword(lexeme, top.endScope._wrap);
          } else if (top.endScope && top.endScope._multi) {
            processBuffer();
            emitMultiClass(top.endScope, match);
          } else if (origin.skip) {
            modeBuffer += lexeme;
          } else {
            if (!(origin.returnEnd || origin.excludeEnd)) {
              modeBuffer += lexeme;
            }
            processBuffer();
            if (origin.excludeEnd) {
              modeBuffer = lexeme;
            }
          }
          do {
            if (top.scope) {
              emitter.closeNode();
            }
            if (!top.skip && !top.subLanguage) {
              relevance += top.relevance;
            }
            top = top.parent;
          } while (top !== endMode.parent);
          if (endMode.starts) {
            startNewMode(endMode.starts, match);
          }
          return origin.returnEnd ? 0 : lexeme.length;
        }
        function processContinuations() {
          const list = [];
          for (let current = top; current !== language; current = current.parent) {
            if (current.scope) {
              list.unshift(current.scope);
            }
          }
          list.forEach((item) => emitter.openNode(item));
        }
        let lastMatch = {};
        function processLexeme(textBeforeMatch, match) {
          const lexeme = match && match[0];
          modeBuffer += textBeforeMatch;
          if (lexeme == null) {
            processBuffer();
            return 0;
          }
          if (lastMatch.type === "begin" && match.type === "end" && lastMatch.index === match.index && lexeme === "") {
            modeBuffer += codeToHighlight.slice(match.index, match.index + 1);
            if (!SAFE_MODE) {
              const err = new Error(`0 width match regex (${languageName})`);
              err.languageName = languageName;
              err.badRule = lastMatch.rule;
              throw err;
            }
            return 1;
          }
          lastMatch = match;
          if (match.type === "begin") {
            return doBeginMatch(match);
          } else if (match.type === "illegal" && !ignoreIllegals) {
            const err = new Error('Illegal lexeme "' + lexeme + '" for mode "' + (top.scope || "<unnamed>") + '"');
            err.mode = top;
            throw err;
          } else if (match.type === "end") {
            const processed = doEndMatch(match);
            if (processed !== NO_MATCH) {
              return processed;
            }
          }
          if (match.type === "illegal" && lexeme === "") {
            if (match.index === codeToHighlight.length) ;
            else {
              modeBuffer += "\n";
            }
            return 1;
          }
          if (iterations > 1e5 && iterations > match.index * 3) {
            const err = new Error("potential infinite loop, way more iterations than matches");
            throw err;
          }
          modeBuffer += lexeme;
          return lexeme.length;
        }
        const language = getLanguage(languageName);
        if (!language) {
          error(LANGUAGE_NOT_FOUND.replace("{}", languageName));
          throw new Error('Unknown language: "' + languageName + '"');
        }
        const md = compileLanguage(language);
        let result = "";
        let top = continuation || md;
        const continuations = {};
        const emitter = new options.__emitter(options);
        processContinuations();
        let modeBuffer = "";
        let relevance = 0;
        let index = 0;
        let iterations = 0;
        let resumeScanAtSamePosition = false;
        try {
          if (!language.__emitTokens) {
            top.matcher.considerAll();
            for (; ; ) {
              iterations++;
              if (resumeScanAtSamePosition) {
                resumeScanAtSamePosition = false;
              } else {
                top.matcher.considerAll();
              }
              top.matcher.lastIndex = index;
              const match = top.matcher.exec(codeToHighlight);
              if (!match) break;
              const beforeMatch = codeToHighlight.substring(index, match.index);
              const processedCount = processLexeme(beforeMatch, match);
              index = match.index + processedCount;
            }
            processLexeme(codeToHighlight.substring(index));
          } else {
            language.__emitTokens(codeToHighlight, emitter);
          }
          emitter.finalize();
          result = emitter.toHTML();
          return {
            language: languageName,
            value: result,
            relevance,
            illegal: false,
            _emitter: emitter,
            _top: top
          };
        } catch (err) {
          if (err.message && err.message.includes("Illegal")) {
            return {
              language: languageName,
              value: escape(codeToHighlight),
              illegal: true,
              relevance: 0,
              _illegalBy: {
                message: err.message,
                index,
                context: codeToHighlight.slice(index - 100, index + 100),
                mode: err.mode,
                resultSoFar: result
              },
              _emitter: emitter
            };
          } else if (SAFE_MODE) {
            return {
              language: languageName,
              value: escape(codeToHighlight),
              illegal: false,
              relevance: 0,
              errorRaised: err,
              _emitter: emitter,
              _top: top
            };
          } else {
            throw err;
          }
        }
      }
      function justTextHighlightResult(code) {
        const result = {
          value: escape(code),
          illegal: false,
          relevance: 0,
          _top: PLAINTEXT_LANGUAGE,
          _emitter: new options.__emitter(options)
        };
        result._emitter.addText(code);
        return result;
      }
      function highlightAuto(code, languageSubset) {
        languageSubset = languageSubset || options.languages || Object.keys(languages);
        const plaintext = justTextHighlightResult(code);
        const results = languageSubset.filter(getLanguage).filter(autoDetection).map(
          (name) => _highlight(name, code, false)
        );
        results.unshift(plaintext);
        const sorted = results.sort((a, b) => {
          if (a.relevance !== b.relevance) return b.relevance - a.relevance;
          if (a.language && b.language) {
            if (getLanguage(a.language).supersetOf === b.language) {
              return 1;
            } else if (getLanguage(b.language).supersetOf === a.language) {
              return -1;
            }
          }
          return 0;
        });
        const [best, secondBest] = sorted;
        const result = best;
        result.secondBest = secondBest;
        return result;
      }
      function updateClassName(element, currentLang, resultLang) {
        const language = currentLang && aliases[currentLang] || resultLang;
        element.classList.add("hljs");
        element.classList.add(`language-${language}`);
      }
      function highlightElement(element) {
        let node = null;
        const language = blockLanguage(element);
        if (shouldNotHighlight(language)) return;
        fire(
          "before:highlightElement",
          { el: element, language }
        );
        if (element.dataset.highlighted) {
          console.log("Element previously highlighted. To highlight again, first unset `dataset.highlighted`.", element);
          return;
        }
        if (element.children.length > 0) {
          if (!options.ignoreUnescapedHTML) {
            console.warn("One of your code blocks includes unescaped HTML. This is a potentially serious security risk.");
            console.warn("https://github.com/highlightjs/highlight.js/wiki/security");
            console.warn("The element with unescaped HTML:");
            console.warn(element);
          }
          if (options.throwUnescapedHTML) {
            const err = new HTMLInjectionError(
              "One of your code blocks includes unescaped HTML.",
              element.innerHTML
            );
            throw err;
          }
        }
        node = element;
        const text = node.textContent;
        const result = language ? highlight2(text, { language, ignoreIllegals: true }) : highlightAuto(text);
        element.innerHTML = result.value;
        element.dataset.highlighted = "yes";
        updateClassName(element, language, result.language);
        element.result = {
          language: result.language,
          // TODO: remove with version 11.0
          re: result.relevance,
          relevance: result.relevance
        };
        if (result.secondBest) {
          element.secondBest = {
            language: result.secondBest.language,
            relevance: result.secondBest.relevance
          };
        }
        fire("after:highlightElement", { el: element, result, text });
      }
      function configure(userOptions) {
        options = inherit(options, userOptions);
      }
      const initHighlighting = () => {
        highlightAll();
        deprecated("10.6.0", "initHighlighting() deprecated.  Use highlightAll() now.");
      };
      function initHighlightingOnLoad() {
        highlightAll();
        deprecated("10.6.0", "initHighlightingOnLoad() deprecated.  Use highlightAll() now.");
      }
      let wantsHighlight = false;
      function highlightAll() {
        function boot() {
          highlightAll();
        }
        if (document.readyState === "loading") {
          if (!wantsHighlight) {
            window.addEventListener("DOMContentLoaded", boot, false);
          }
          wantsHighlight = true;
          return;
        }
        const blocks = document.querySelectorAll(options.cssSelector);
        blocks.forEach(highlightElement);
      }
      function registerLanguage(languageName, languageDefinition) {
        let lang = null;
        try {
          lang = languageDefinition(hljs);
        } catch (error$1) {
          error("Language definition for '{}' could not be registered.".replace("{}", languageName));
          if (!SAFE_MODE) {
            throw error$1;
          } else {
            error(error$1);
          }
          lang = PLAINTEXT_LANGUAGE;
        }
        if (!lang.name) lang.name = languageName;
        languages[languageName] = lang;
        lang.rawDefinition = languageDefinition.bind(null, hljs);
        if (lang.aliases) {
          registerAliases(lang.aliases, { languageName });
        }
      }
      function unregisterLanguage(languageName) {
        delete languages[languageName];
        for (const alias of Object.keys(aliases)) {
          if (aliases[alias] === languageName) {
            delete aliases[alias];
          }
        }
      }
      function listLanguages() {
        return Object.keys(languages);
      }
      function getLanguage(name) {
        name = (name || "").toLowerCase();
        return languages[name] || languages[aliases[name]];
      }
      function registerAliases(aliasList, { languageName }) {
        if (typeof aliasList === "string") {
          aliasList = [aliasList];
        }
        aliasList.forEach((alias) => {
          aliases[alias.toLowerCase()] = languageName;
        });
      }
      function autoDetection(name) {
        const lang = getLanguage(name);
        return lang && !lang.disableAutodetect;
      }
      function upgradePluginAPI(plugin) {
        if (plugin["before:highlightBlock"] && !plugin["before:highlightElement"]) {
          plugin["before:highlightElement"] = (data) => {
            plugin["before:highlightBlock"](
              Object.assign({ block: data.el }, data)
            );
          };
        }
        if (plugin["after:highlightBlock"] && !plugin["after:highlightElement"]) {
          plugin["after:highlightElement"] = (data) => {
            plugin["after:highlightBlock"](
              Object.assign({ block: data.el }, data)
            );
          };
        }
      }
      function addPlugin(plugin) {
        upgradePluginAPI(plugin);
        plugins.push(plugin);
      }
      function removePlugin(plugin) {
        const index = plugins.indexOf(plugin);
        if (index !== -1) {
          plugins.splice(index, 1);
        }
      }
      function fire(event, args) {
        const cb = event;
        plugins.forEach(function(plugin) {
          if (plugin[cb]) {
            plugin[cb](args);
          }
        });
      }
      function deprecateHighlightBlock(el) {
        deprecated("10.7.0", "highlightBlock will be removed entirely in v12.0");
        deprecated("10.7.0", "Please use highlightElement now.");
        return highlightElement(el);
      }
      Object.assign(hljs, {
        highlight: highlight2,
        highlightAuto,
        highlightAll,
        highlightElement,
        // TODO: Remove with v12 API
        highlightBlock: deprecateHighlightBlock,
        configure,
        initHighlighting,
        initHighlightingOnLoad,
        registerLanguage,
        unregisterLanguage,
        listLanguages,
        getLanguage,
        registerAliases,
        autoDetection,
        inherit,
        addPlugin,
        removePlugin
      });
      hljs.debugMode = function() {
        SAFE_MODE = false;
      };
      hljs.safeMode = function() {
        SAFE_MODE = true;
      };
      hljs.versionString = version;
      hljs.regex = {
        concat: concat2,
        lookahead: lookahead2,
        either: either2,
        optional,
        anyNumberOfTimes
      };
      for (const key in MODES4) {
        if (typeof MODES4[key] === "object") {
          deepFreeze(MODES4[key]);
        }
      }
      Object.assign(hljs, MODES4);
      return hljs;
    };
    var highlight = HLJS({});
    highlight.newInstance = () => HLJS({});
    module.exports = highlight;
    highlight.HighlightJS = highlight;
    highlight.default = highlight;
  }
});

// src/engine/local/styles/look-tables-data.ts
var LOOK_TABLES_JSON = `{"strings":["margin:0 0 1em;color:#333333;font-size:14px;line-height:1.8;letter-spacing:0.02em","margin:1.6em 0 0.8em;font-size:22.4px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-bottom:0.3em;border-bottom:2px solid #0f7b6c","margin:1.6em 0 0.8em;font-size:18.9px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-bottom:0.3em;border-bottom:2px solid #0f7b6c","margin:1.3em 0 0.8em;font-size:16.1px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#0f7b6c","margin:1.3em 0 0.8em;font-size:14.7px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#0f7b6c","","margin:1.2em 0;padding:0.6em 1em;border-left:3px solid #0f7b6c;background:#e8f5f2;color:#888888","margin:0.2em 0 1em;padding:0 0 0 1em;list-style-type:none","margin:0.3em 0;padding:0;color:#333333;font-size:14px;line-height:1.8;letter-spacing:0.02em","display:inline-block;min-width:1.4em;margin-right:0.2em;color:#0f7b6c;font-weight:bold","display:inline-block;min-width:1.4em;margin-right:0.2em;color:#0f7b6c","margin:1em 0;padding:0;border-radius:6px;background:#f6f8fa;overflow-x:auto","display:block;padding:1em;font-family:Menlo,Consolas,'Courier New',monospace;font-size:12.3px;line-height:1.6;color:#24292e;background:#f6f8fa;white-space:nowrap;overflow-x:auto","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:12.3px;color:#0f7b6c;background:#e8f5f2","margin:1em 0;overflow-x:auto;max-width:100%","border-collapse:collapse;min-width:100%;font-size:12.3px;color:#333333","padding:0.5em 0.8em;border:1px solid #e5e5e5;background:#e8f5f2;font-weight:bold;white-space:nowrap","padding:0.5em 0.8em;border:1px solid #e5e5e5","display:block;max-width:100%;width:100%;height:auto;margin:1em auto;border-radius:6px","margin:2em 0;border:0;border-top:1px solid #e5e5e5","font-weight:bold;color:#0f7b6c","font-style:italic","text-decoration:line-through;color:#888888","color:#0f7b6c;border-bottom:1px solid #0f7b6c","font-size:0.75em;color:#0f7b6c","margin:2em 0 0.8em;padding-top:1em;border-top:1px solid #e5e5e5;font-size:12.3px;font-weight:bold;color:#888888","margin:0;font-size:11.2px;line-height:1.6;color:#888888","margin:0 0 0.4em;word-break:break-all","color:#888888","margin:0 0 1.5em;padding:1.8em 1.2em;border-radius:6px;background:#e8f5f2;text-align:center","margin:0;font-size:24.6px;font-weight:700;line-height:1.3;color:#0f7b6c","margin:0.6em 0 0;font-size:14px;line-height:1.6;color:#888888","margin:1em 0 0","display:inline-block;margin:0.2em;padding:0.1em 0.7em;border:1px solid #0f7b6c;border-radius:999px;font-size:12px;color:#0f7b6c","margin:1.5em 0","margin:0 0 0.8em;font-size:16.1px;font-weight:700;color:#333333","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #e5e5e5;border-radius:6px;background:#ffffff","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #0f7b6c;border-left:4px solid #0f7b6c;border-radius:6px;background:#e8f5f2","margin:0 0 0.3em;font-size:14px;font-weight:bold;color:#333333","margin:0 0 0.3em;font-size:14px;font-weight:bold;color:#0f7b6c","margin:0;font-size:12.3px;line-height:1.6;color:#888888","<span style=\\"color:#d73a49\\">","<span style=\\"color:#e36209\\">","<span style=\\"color:#005cc5\\">","<span style=\\"color:#032f62\\">","<span style=\\"color:#24292e\\">","<span style=\\"color:#6f42c1;font-weight:bold\\">","<span style=\\"color:#6a737d;font-style:italic\\">","<span style=\\"color:#22863a\\">","<span style=\\"color:#005cc5;font-weight:bold\\">","<span style=\\"color:#735c0f\\">","<span style=\\"color:#b31d28\\">","<span style=\\"color:#22863a;font-style:italic\\">","<span style=\\"font-weight:bold\\">","<span style=\\"font-style:italic\\">","light","\u2022","\u25E6","\u25AA","margin:0 0 0.7em;font-size:15.4px;font-weight:700;line-height:1.4;color:#333333","margin:0.3em 0;font-size:14px;line-height:1.8;color:#333333","margin:0.2em 0;font-size:12.3px;line-height:1.6;color:#888888","margin:1.2em 0;padding:0.8em 1em;border:1px dashed #e5e5e5;border-radius:6px;background:#ffffff","margin:0 0 0.4em;font-size:12px;line-height:1.5;color:#888888;letter-spacing:0.04em","margin:0 0 0.5em;font-size:12px;font-weight:bold;letter-spacing:0.12em;color:#0f7b6c","margin:0.9em 0 0;font-size:12.3px;color:#0f7b6c","margin:1.2em 0;padding:0.7em 1em;border-left:4px solid #2f6fde;border-radius:6px;background:rgba(47,111,222,0.09)","\u24D8","display:inline-block;margin-right:0.4em;color:#2f6fde;font-weight:bold","margin:1.2em 0;padding:0.7em 1em;border-left:4px solid #b7791f;border-radius:6px;background:rgba(214,158,46,0.13)","\u26A0","display:inline-block;margin-right:0.4em;color:#b7791f;font-weight:bold","margin:1.2em 0;padding:0.7em 1em;border-left:4px solid #2e8b57;border-radius:6px;background:rgba(46,139,87,0.1)","\u2713","display:inline-block;margin-right:0.4em;color:#2e8b57;font-weight:bold","margin:1.2em 0;padding:0.7em 1em;border-left:4px solid #d1343c;border-radius:6px;background:rgba(209,52,60,0.09)","\u2715","display:inline-block;margin-right:0.4em;color:#d1343c;font-weight:bold","margin:0 0 0.9em","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#0f7b6c;color:#ffffff;font-size:12.3px;font-weight:bold;line-height:1.8em;text-align:center","font-size:14px;font-weight:bold;color:#333333","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #e8f5f2;font-size:12.3px;line-height:1.7;color:#888888","margin:1.2em 0 1.2em 0.4em;padding:0;border-left:2px solid #0f7b6c","margin:0;padding:0 0 1em 14px","display:inline-block;width:10px;height:10px;margin:0 8px 0 -20px;border-radius:50%;background:#0f7b6c;vertical-align:middle","font-size:12.3px;font-weight:bold;color:#0f7b6c","margin:0 0 0.8em;padding:0 0 0.4em;border-bottom:1px solid #e5e5e5","margin:0 0 0.4em;font-size:12.3px;font-weight:bold;color:#888888","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #e5e5e5;border-radius:6px;font-size:12.3px;line-height:1.6;color:#333333","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #0f7b6c;border-radius:6px;background:#e8f5f2;font-size:12.3px;line-height:1.6;color:#333333","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #e5e5e5;border-radius:6px;text-align:center","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #0f7b6c;border-radius:6px;background:#e8f5f2;text-align:center","margin:0.1em 0;font-size:22.4px;font-weight:700;line-height:1.3;color:#0f7b6c","margin:1.4em 0;padding:0.9em 1.1em;border-left:4px solid #0f7b6c;border-radius:6px;background:#e8f5f2","margin:0;font-family:Georgia,serif;font-size:36.4px;line-height:1;height:0.55em;color:#0f7b6c","margin:0.2em 0;font-size:15.1px;line-height:1.8;font-style:italic;color:#333333","margin:0.5em 0 0;font-size:12.3px;text-align:right;color:#888888","margin:0 0 0.9em;padding:0 0 0.7em;border-bottom:1px solid #e5e5e5","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:6px;background:#0f7b6c;color:#ffffff;font-size:12px;font-weight:bold;line-height:1.5em;text-align:center","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:6px;border:1px solid #0f7b6c;color:#0f7b6c;font-size:12px;font-weight:bold;line-height:1.4em;text-align:center","margin:0 0 0.3em;font-size:14px;font-weight:bold;line-height:1.6;color:#333333","margin:0 0 0.5em;font-size:14px;line-height:1.6;color:#333333","display:inline-block;min-width:1.4em;color:#0f7b6c;font-weight:bold","display:inline-block;min-width:1.4em;color:#888888","display:inline-block;min-width:1.4em;color:#e5e5e5","margin:1.6em 0;padding:1.2em 1em;border:2px solid #0f7b6c;border-radius:6px;background:#e8f5f2;text-align:center","margin:0 0 0.5em;font-size:15.4px;font-weight:700;line-height:1.5;color:#333333","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#0f7b6c;color:#ffffff;font-size:12.3px;font-weight:bold","margin:1.6em 0;padding:1em;border:1px solid #e5e5e5;border-radius:6px;background:#e8f5f2","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#0f7b6c;color:#ffffff;font-size:14px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","font-size:14.7px;font-weight:bold;color:#333333;vertical-align:middle","margin:1.6em 0;padding:1em 1.1em;border-top:3px solid #0f7b6c;border-radius:6px;background:#e8f5f2","margin:0.3em 0;font-size:15.4px;font-weight:bold;line-height:1.6;color:#0f7b6c","display:inline-block;min-width:1.6em;color:#0f7b6c;font-weight:bold","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:14px;color:#333333;line-height:1.8;word-wrap:break-word;background-color:#ffffff\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:14px;color:#333333;line-height:1.8;word-wrap:break-word;background-color:#ffffff;background-image:linear-gradient(90deg,rgba(0,0,0,0.05) 1px,transparent 0),linear-gradient(rgba(0,0,0,0.05) 1px,transparent 0);background-size:20px 20px\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:14px;color:#333333;line-height:1.8;word-wrap:break-word\\">","margin:0 0 1em;color:#333333;font-size:16px;line-height:1.8;letter-spacing:0.02em","margin:1.6em 0 0.8em;font-size:25.6px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-bottom:0.3em;border-bottom:2px solid #0f7b6c","margin:1.6em 0 0.8em;font-size:21.6px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-bottom:0.3em;border-bottom:2px solid #0f7b6c","margin:1.3em 0 0.8em;font-size:18.4px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#0f7b6c","margin:1.3em 0 0.8em;font-size:16.8px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#0f7b6c","margin:0.3em 0;padding:0;color:#333333;font-size:16px;line-height:1.8;letter-spacing:0.02em","display:block;padding:1em;font-family:Menlo,Consolas,'Courier New',monospace;font-size:14px;line-height:1.6;color:#24292e;background:#f6f8fa;white-space:nowrap;overflow-x:auto","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:14px;color:#0f7b6c;background:#e8f5f2","border-collapse:collapse;min-width:100%;font-size:14px;color:#333333","margin:2em 0 0.8em;padding-top:1em;border-top:1px solid #e5e5e5;font-size:14px;font-weight:bold;color:#888888","margin:0;font-size:12.8px;line-height:1.6;color:#888888","margin:0;font-size:28.2px;font-weight:700;line-height:1.3;color:#0f7b6c","margin:0.6em 0 0;font-size:16px;line-height:1.6;color:#888888","margin:0 0 0.8em;font-size:18.4px;font-weight:700;color:#333333","margin:0 0 0.3em;font-size:16px;font-weight:bold;color:#333333","margin:0 0 0.3em;font-size:16px;font-weight:bold;color:#0f7b6c","margin:0;font-size:14px;line-height:1.6;color:#888888","margin:0 0 0.7em;font-size:17.6px;font-weight:700;line-height:1.4;color:#333333","margin:0.3em 0;font-size:16px;line-height:1.8;color:#333333","margin:0.2em 0;font-size:14px;line-height:1.6;color:#888888","margin:0.9em 0 0;font-size:14px;color:#0f7b6c","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#0f7b6c;color:#ffffff;font-size:14px;font-weight:bold;line-height:1.8em;text-align:center","font-size:16px;font-weight:bold;color:#333333","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #e8f5f2;font-size:14px;line-height:1.7;color:#888888","margin:0;padding:0 0 1em 16px","display:inline-block;width:10px;height:10px;margin:0 8px 0 -22px;border-radius:50%;background:#0f7b6c;vertical-align:middle","font-size:14px;font-weight:bold;color:#0f7b6c","margin:0 0 0.4em;font-size:14px;font-weight:bold;color:#888888","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #e5e5e5;border-radius:6px;font-size:14px;line-height:1.6;color:#333333","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #0f7b6c;border-radius:6px;background:#e8f5f2;font-size:14px;line-height:1.6;color:#333333","margin:0.1em 0;font-size:25.6px;font-weight:700;line-height:1.3;color:#0f7b6c","margin:0;font-family:Georgia,serif;font-size:41.6px;line-height:1;height:0.55em;color:#0f7b6c","margin:0.2em 0;font-size:17.3px;line-height:1.8;font-style:italic;color:#333333","margin:0.5em 0 0;font-size:14px;text-align:right;color:#888888","margin:0 0 0.3em;font-size:16px;font-weight:bold;line-height:1.6;color:#333333","margin:0 0 0.5em;font-size:16px;line-height:1.6;color:#333333","margin:0 0 0.5em;font-size:17.6px;font-weight:700;line-height:1.5;color:#333333","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#0f7b6c;color:#ffffff;font-size:14px;font-weight:bold","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#0f7b6c;color:#ffffff;font-size:16px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","font-size:16.8px;font-weight:bold;color:#333333;vertical-align:middle","margin:0.3em 0;font-size:17.6px;font-weight:bold;line-height:1.6;color:#0f7b6c","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:16px;color:#333333;line-height:1.8;word-wrap:break-word;background-color:#ffffff\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:16px;color:#333333;line-height:1.8;word-wrap:break-word;background-color:#ffffff;background-image:linear-gradient(90deg,rgba(0,0,0,0.05) 1px,transparent 0),linear-gradient(rgba(0,0,0,0.05) 1px,transparent 0);background-size:20px 20px\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:16px;color:#333333;line-height:1.8;word-wrap:break-word\\">","margin:0 0 1em;color:#333333;font-size:18px;line-height:1.8;letter-spacing:0.02em","margin:1.6em 0 0.8em;font-size:28.8px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-bottom:0.3em;border-bottom:2px solid #0f7b6c","margin:1.6em 0 0.8em;font-size:24.3px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-bottom:0.3em;border-bottom:2px solid #0f7b6c","margin:1.3em 0 0.8em;font-size:20.7px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#0f7b6c","margin:1.3em 0 0.8em;font-size:18.9px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#0f7b6c","margin:0.3em 0;padding:0;color:#333333;font-size:18px;line-height:1.8;letter-spacing:0.02em","display:block;padding:1em;font-family:Menlo,Consolas,'Courier New',monospace;font-size:15.8px;line-height:1.6;color:#24292e;background:#f6f8fa;white-space:nowrap;overflow-x:auto","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:15.8px;color:#0f7b6c;background:#e8f5f2","border-collapse:collapse;min-width:100%;font-size:15.8px;color:#333333","margin:2em 0 0.8em;padding-top:1em;border-top:1px solid #e5e5e5;font-size:15.8px;font-weight:bold;color:#888888","margin:0;font-size:14.4px;line-height:1.6;color:#888888","margin:0;font-size:31.7px;font-weight:700;line-height:1.3;color:#0f7b6c","margin:0.6em 0 0;font-size:18px;line-height:1.6;color:#888888","margin:0 0 0.8em;font-size:20.7px;font-weight:700;color:#333333","margin:0 0 0.3em;font-size:18px;font-weight:bold;color:#333333","margin:0 0 0.3em;font-size:18px;font-weight:bold;color:#0f7b6c","margin:0;font-size:15.8px;line-height:1.6;color:#888888","margin:0 0 0.7em;font-size:19.8px;font-weight:700;line-height:1.4;color:#333333","margin:0.3em 0;font-size:18px;line-height:1.8;color:#333333","margin:0.2em 0;font-size:15.8px;line-height:1.6;color:#888888","margin:0.9em 0 0;font-size:15.8px;color:#0f7b6c","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#0f7b6c;color:#ffffff;font-size:15.8px;font-weight:bold;line-height:1.8em;text-align:center","font-size:18px;font-weight:bold;color:#333333","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #e8f5f2;font-size:15.8px;line-height:1.7;color:#888888","margin:0;padding:0 0 1em 18px","display:inline-block;width:10px;height:10px;margin:0 8px 0 -24px;border-radius:50%;background:#0f7b6c;vertical-align:middle","font-size:15.8px;font-weight:bold;color:#0f7b6c","margin:0 0 0.4em;font-size:15.8px;font-weight:bold;color:#888888","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #e5e5e5;border-radius:6px;font-size:15.8px;line-height:1.6;color:#333333","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #0f7b6c;border-radius:6px;background:#e8f5f2;font-size:15.8px;line-height:1.6;color:#333333","margin:0.1em 0;font-size:28.8px;font-weight:700;line-height:1.3;color:#0f7b6c","margin:0;font-family:Georgia,serif;font-size:46.8px;line-height:1;height:0.55em;color:#0f7b6c","margin:0.2em 0;font-size:19.4px;line-height:1.8;font-style:italic;color:#333333","margin:0.5em 0 0;font-size:15.8px;text-align:right;color:#888888","margin:0 0 0.3em;font-size:18px;font-weight:bold;line-height:1.6;color:#333333","margin:0 0 0.5em;font-size:18px;line-height:1.6;color:#333333","margin:0 0 0.5em;font-size:19.8px;font-weight:700;line-height:1.5;color:#333333","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#0f7b6c;color:#ffffff;font-size:15.8px;font-weight:bold","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#0f7b6c;color:#ffffff;font-size:18px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","font-size:18.9px;font-weight:bold;color:#333333;vertical-align:middle","margin:0.3em 0;font-size:19.8px;font-weight:bold;line-height:1.6;color:#0f7b6c","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:18px;color:#333333;line-height:1.8;word-wrap:break-word;background-color:#ffffff\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:18px;color:#333333;line-height:1.8;word-wrap:break-word;background-color:#ffffff;background-image:linear-gradient(90deg,rgba(0,0,0,0.05) 1px,transparent 0),linear-gradient(rgba(0,0,0,0.05) 1px,transparent 0);background-size:20px 20px\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:18px;color:#333333;line-height:1.8;word-wrap:break-word\\">","margin:0 0 1em;color:#1f2329;font-size:14px;line-height:1.75;letter-spacing:0.01em","margin:1.6em 0 0.8em;font-size:23.8px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#1f2329;padding-left:0.6em;border-left:4px solid #3370ff","margin:1.6em 0 0.8em;font-size:19.6px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#1f2329;padding-left:0.6em;border-left:4px solid #3370ff","margin:1.3em 0 0.8em;font-size:16.8px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#1f2329;padding-left:0.6em;border-left:4px solid #3370ff","margin:1.3em 0 0.8em;font-size:14.7px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#1f2329;padding-left:0.6em;border-left:4px solid #3370ff","margin:1.2em 0;padding:0.8em 1em;border:1px solid #e5e5e5;border-radius:6px;background:#edf3ff;color:#8f959e","margin:0.3em 0;padding:0;color:#1f2329;font-size:14px;line-height:1.75;letter-spacing:0.01em","display:inline-block;min-width:1.4em;margin-right:0.2em;color:#3370ff;font-weight:bold","display:inline-block;min-width:1.4em;margin-right:0.2em;color:#3370ff","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:12.3px;color:#3370ff;background:#edf3ff","border-collapse:collapse;min-width:100%;font-size:12.3px;color:#1f2329","padding:0.5em 0.8em;border:1px solid #e5e5e5;background:#edf3ff;font-weight:bold;white-space:nowrap","font-weight:bold;color:#3370ff","text-decoration:line-through;color:#8f959e","color:#3370ff;border-bottom:1px solid #3370ff","font-size:0.75em;color:#3370ff","margin:2em 0 0.8em;padding-top:1em;border-top:1px solid #e5e5e5;font-size:12.3px;font-weight:bold;color:#8f959e","margin:0;font-size:11.2px;line-height:1.6;color:#8f959e","color:#8f959e","margin:0 0 1.5em;padding:1.8em 1.2em;border-radius:6px;background:#edf3ff;text-align:center","margin:0;font-size:26.2px;font-weight:800;line-height:1.3;color:#3370ff","margin:0.6em 0 0;font-size:14px;line-height:1.6;color:#8f959e","display:inline-block;margin:0.2em;padding:0.1em 0.7em;border:1px solid #3370ff;border-radius:999px;font-size:12px;color:#3370ff","margin:0 0 0.8em;font-size:16.1px;font-weight:800;color:#1f2329","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #3370ff;border-left:4px solid #3370ff;border-radius:6px;background:#edf3ff","margin:0 0 0.3em;font-size:14px;font-weight:bold;color:#1f2329","margin:0 0 0.3em;font-size:14px;font-weight:bold;color:#3370ff","margin:0;font-size:12.3px;line-height:1.6;color:#8f959e","margin:0 0 0.7em;font-size:15.4px;font-weight:800;line-height:1.4;color:#1f2329","margin:0.3em 0;font-size:14px;line-height:1.75;color:#1f2329","margin:0.2em 0;font-size:12.3px;line-height:1.6;color:#8f959e","margin:0 0 0.4em;font-size:12px;line-height:1.5;color:#8f959e;letter-spacing:0.04em","margin:0 0 0.5em;font-size:12px;font-weight:bold;letter-spacing:0.12em;color:#3370ff","margin:0.9em 0 0;font-size:12.3px;color:#3370ff","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#3370ff;color:#ffffff;font-size:12.3px;font-weight:bold;line-height:1.8em;text-align:center","font-size:14px;font-weight:bold;color:#1f2329","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #edf3ff;font-size:12.3px;line-height:1.7;color:#8f959e","margin:1.2em 0 1.2em 0.4em;padding:0;border-left:2px solid #3370ff","display:inline-block;width:10px;height:10px;margin:0 8px 0 -20px;border-radius:50%;background:#3370ff;vertical-align:middle","font-size:12.3px;font-weight:bold;color:#3370ff","margin:0 0 0.4em;font-size:12.3px;font-weight:bold;color:#8f959e","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #e5e5e5;border-radius:6px;font-size:12.3px;line-height:1.6;color:#1f2329","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #3370ff;border-radius:6px;background:#edf3ff;font-size:12.3px;line-height:1.6;color:#1f2329","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #3370ff;border-radius:6px;background:#edf3ff;text-align:center","margin:0.1em 0;font-size:22.4px;font-weight:800;line-height:1.3;color:#3370ff","margin:1.4em 0;padding:0.9em 1.1em;border:1px solid #e5e5e5;border-radius:6px;background:#edf3ff","margin:0;font-family:Georgia,serif;font-size:36.4px;line-height:1;height:0.55em;color:#3370ff","margin:0.2em 0;font-size:15.1px;line-height:1.75;font-style:italic;color:#1f2329","margin:0.5em 0 0;font-size:12.3px;text-align:right;color:#8f959e","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:6px;background:#3370ff;color:#ffffff;font-size:12px;font-weight:bold;line-height:1.5em;text-align:center","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:6px;border:1px solid #3370ff;color:#3370ff;font-size:12px;font-weight:bold;line-height:1.4em;text-align:center","margin:0 0 0.3em;font-size:14px;font-weight:bold;line-height:1.6;color:#1f2329","margin:0 0 0.5em;font-size:14px;line-height:1.6;color:#1f2329","display:inline-block;min-width:1.4em;color:#3370ff;font-weight:bold","display:inline-block;min-width:1.4em;color:#8f959e","margin:1.6em 0;padding:1.2em 1em;border:2px solid #3370ff;border-radius:6px;background:#edf3ff;text-align:center","margin:0 0 0.5em;font-size:15.4px;font-weight:800;line-height:1.5;color:#1f2329","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#3370ff;color:#ffffff;font-size:12.3px;font-weight:bold","margin:1.6em 0;padding:1em;border:1px solid #e5e5e5;border-radius:6px;background:#edf3ff","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#3370ff;color:#ffffff;font-size:14px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","font-size:14.7px;font-weight:bold;color:#1f2329;vertical-align:middle","margin:1.6em 0;padding:1em 1.1em;border-top:3px solid #3370ff;border-radius:6px;background:#edf3ff","margin:0.3em 0;font-size:15.4px;font-weight:bold;line-height:1.6;color:#3370ff","display:inline-block;min-width:1.6em;color:#3370ff;font-weight:bold","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:14px;color:#1f2329;line-height:1.75;word-wrap:break-word;background-color:#ffffff\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:14px;color:#1f2329;line-height:1.75;word-wrap:break-word;background-color:#ffffff;background-image:linear-gradient(90deg,rgba(0,0,0,0.05) 1px,transparent 0),linear-gradient(rgba(0,0,0,0.05) 1px,transparent 0);background-size:20px 20px\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:14px;color:#1f2329;line-height:1.75;word-wrap:break-word\\">","margin:0 0 1em;color:#1f2329;font-size:16px;line-height:1.75;letter-spacing:0.01em","margin:1.6em 0 0.8em;font-size:27.2px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#1f2329;padding-left:0.6em;border-left:4px solid #3370ff","margin:1.6em 0 0.8em;font-size:22.4px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#1f2329;padding-left:0.6em;border-left:4px solid #3370ff","margin:1.3em 0 0.8em;font-size:19.2px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#1f2329;padding-left:0.6em;border-left:4px solid #3370ff","margin:0.3em 0;padding:0;color:#1f2329;font-size:16px;line-height:1.75;letter-spacing:0.01em","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:14px;color:#3370ff;background:#edf3ff","border-collapse:collapse;min-width:100%;font-size:14px;color:#1f2329","margin:2em 0 0.8em;padding-top:1em;border-top:1px solid #e5e5e5;font-size:14px;font-weight:bold;color:#8f959e","margin:0;font-size:12.8px;line-height:1.6;color:#8f959e","margin:0;font-size:29.9px;font-weight:800;line-height:1.3;color:#3370ff","margin:0.6em 0 0;font-size:16px;line-height:1.6;color:#8f959e","margin:0 0 0.8em;font-size:18.4px;font-weight:800;color:#1f2329","margin:0 0 0.3em;font-size:16px;font-weight:bold;color:#1f2329","margin:0 0 0.3em;font-size:16px;font-weight:bold;color:#3370ff","margin:0;font-size:14px;line-height:1.6;color:#8f959e","margin:0 0 0.7em;font-size:17.6px;font-weight:800;line-height:1.4;color:#1f2329","margin:0.3em 0;font-size:16px;line-height:1.75;color:#1f2329","margin:0.2em 0;font-size:14px;line-height:1.6;color:#8f959e","margin:0.9em 0 0;font-size:14px;color:#3370ff","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#3370ff;color:#ffffff;font-size:14px;font-weight:bold;line-height:1.8em;text-align:center","font-size:16px;font-weight:bold;color:#1f2329","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #edf3ff;font-size:14px;line-height:1.7;color:#8f959e","display:inline-block;width:10px;height:10px;margin:0 8px 0 -22px;border-radius:50%;background:#3370ff;vertical-align:middle","font-size:14px;font-weight:bold;color:#3370ff","margin:0 0 0.4em;font-size:14px;font-weight:bold;color:#8f959e","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #e5e5e5;border-radius:6px;font-size:14px;line-height:1.6;color:#1f2329","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #3370ff;border-radius:6px;background:#edf3ff;font-size:14px;line-height:1.6;color:#1f2329","margin:0.1em 0;font-size:25.6px;font-weight:800;line-height:1.3;color:#3370ff","margin:0;font-family:Georgia,serif;font-size:41.6px;line-height:1;height:0.55em;color:#3370ff","margin:0.2em 0;font-size:17.3px;line-height:1.75;font-style:italic;color:#1f2329","margin:0.5em 0 0;font-size:14px;text-align:right;color:#8f959e","margin:0 0 0.3em;font-size:16px;font-weight:bold;line-height:1.6;color:#1f2329","margin:0 0 0.5em;font-size:16px;line-height:1.6;color:#1f2329","margin:0 0 0.5em;font-size:17.6px;font-weight:800;line-height:1.5;color:#1f2329","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#3370ff;color:#ffffff;font-size:14px;font-weight:bold","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#3370ff;color:#ffffff;font-size:16px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","font-size:16.8px;font-weight:bold;color:#1f2329;vertical-align:middle","margin:0.3em 0;font-size:17.6px;font-weight:bold;line-height:1.6;color:#3370ff","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:16px;color:#1f2329;line-height:1.75;word-wrap:break-word;background-color:#ffffff\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:16px;color:#1f2329;line-height:1.75;word-wrap:break-word;background-color:#ffffff;background-image:linear-gradient(90deg,rgba(0,0,0,0.05) 1px,transparent 0),linear-gradient(rgba(0,0,0,0.05) 1px,transparent 0);background-size:20px 20px\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:16px;color:#1f2329;line-height:1.75;word-wrap:break-word\\">","margin:0 0 1em;color:#1f2329;font-size:18px;line-height:1.75;letter-spacing:0.01em","margin:1.6em 0 0.8em;font-size:30.6px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#1f2329;padding-left:0.6em;border-left:4px solid #3370ff","margin:1.6em 0 0.8em;font-size:25.2px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#1f2329;padding-left:0.6em;border-left:4px solid #3370ff","margin:1.3em 0 0.8em;font-size:21.6px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#1f2329;padding-left:0.6em;border-left:4px solid #3370ff","margin:1.3em 0 0.8em;font-size:18.9px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#1f2329;padding-left:0.6em;border-left:4px solid #3370ff","margin:0.3em 0;padding:0;color:#1f2329;font-size:18px;line-height:1.75;letter-spacing:0.01em","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:15.8px;color:#3370ff;background:#edf3ff","border-collapse:collapse;min-width:100%;font-size:15.8px;color:#1f2329","margin:2em 0 0.8em;padding-top:1em;border-top:1px solid #e5e5e5;font-size:15.8px;font-weight:bold;color:#8f959e","margin:0;font-size:14.4px;line-height:1.6;color:#8f959e","margin:0;font-size:33.7px;font-weight:800;line-height:1.3;color:#3370ff","margin:0.6em 0 0;font-size:18px;line-height:1.6;color:#8f959e","margin:0 0 0.8em;font-size:20.7px;font-weight:800;color:#1f2329","margin:0 0 0.3em;font-size:18px;font-weight:bold;color:#1f2329","margin:0 0 0.3em;font-size:18px;font-weight:bold;color:#3370ff","margin:0;font-size:15.8px;line-height:1.6;color:#8f959e","margin:0 0 0.7em;font-size:19.8px;font-weight:800;line-height:1.4;color:#1f2329","margin:0.3em 0;font-size:18px;line-height:1.75;color:#1f2329","margin:0.2em 0;font-size:15.8px;line-height:1.6;color:#8f959e","margin:0.9em 0 0;font-size:15.8px;color:#3370ff","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#3370ff;color:#ffffff;font-size:15.8px;font-weight:bold;line-height:1.8em;text-align:center","font-size:18px;font-weight:bold;color:#1f2329","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #edf3ff;font-size:15.8px;line-height:1.7;color:#8f959e","display:inline-block;width:10px;height:10px;margin:0 8px 0 -24px;border-radius:50%;background:#3370ff;vertical-align:middle","font-size:15.8px;font-weight:bold;color:#3370ff","margin:0 0 0.4em;font-size:15.8px;font-weight:bold;color:#8f959e","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #e5e5e5;border-radius:6px;font-size:15.8px;line-height:1.6;color:#1f2329","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #3370ff;border-radius:6px;background:#edf3ff;font-size:15.8px;line-height:1.6;color:#1f2329","margin:0.1em 0;font-size:28.8px;font-weight:800;line-height:1.3;color:#3370ff","margin:0;font-family:Georgia,serif;font-size:46.8px;line-height:1;height:0.55em;color:#3370ff","margin:0.2em 0;font-size:19.4px;line-height:1.75;font-style:italic;color:#1f2329","margin:0.5em 0 0;font-size:15.8px;text-align:right;color:#8f959e","margin:0 0 0.3em;font-size:18px;font-weight:bold;line-height:1.6;color:#1f2329","margin:0 0 0.5em;font-size:18px;line-height:1.6;color:#1f2329","margin:0 0 0.5em;font-size:19.8px;font-weight:800;line-height:1.5;color:#1f2329","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#3370ff;color:#ffffff;font-size:15.8px;font-weight:bold","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#3370ff;color:#ffffff;font-size:18px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","font-size:18.9px;font-weight:bold;color:#1f2329;vertical-align:middle","margin:0.3em 0;font-size:19.8px;font-weight:bold;line-height:1.6;color:#3370ff","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:18px;color:#1f2329;line-height:1.75;word-wrap:break-word;background-color:#ffffff\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:18px;color:#1f2329;line-height:1.75;word-wrap:break-word;background-color:#ffffff;background-image:linear-gradient(90deg,rgba(0,0,0,0.05) 1px,transparent 0),linear-gradient(rgba(0,0,0,0.05) 1px,transparent 0);background-size:20px 20px\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:18px;color:#1f2329;line-height:1.75;word-wrap:break-word\\">","margin:0 0 1em;color:#3b2e2a;font-size:14px;line-height:1.9;letter-spacing:0.08em","margin:1.6em 0 0.8em;font-size:21.7px;font-weight:600;line-height:1.4;letter-spacing:0.08em;color:#a52a2a;text-align:center","margin:1.6em 0 0.8em;font-size:18.2px;font-weight:600;line-height:1.4;letter-spacing:0.08em;color:#a52a2a;text-align:center","margin:1.3em 0 0.8em;font-size:16.1px;font-weight:600;line-height:1.4;letter-spacing:0.08em;color:#3b2e2a","margin:1.3em 0 0.8em;font-size:14.7px;font-weight:600;line-height:1.4;letter-spacing:0.08em;color:#3b2e2a","<span style=\\"display:inline-block;padding:0 0.4em 0.2em;border-bottom:1px solid #a52a2a\\">","</span>","margin:1.2em 0;padding:0.6em 1em;border-left:3px solid #a52a2a;background:#fbf1e8;color:#888888","margin:0.3em 0;padding:0;color:#3b2e2a;font-size:14px;line-height:1.9;letter-spacing:0.08em","display:inline-block;min-width:1.4em;margin-right:0.2em;color:#a52a2a;font-weight:bold","display:inline-block;min-width:1.4em;margin-right:0.2em;color:#a52a2a","margin:1em 0;padding:0;border-radius:2px;background:#f6f8fa;overflow-x:auto","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:12.3px;color:#a52a2a;background:#fbf1e8","border-collapse:collapse;min-width:100%;font-size:12.3px;color:#3b2e2a","padding:0.5em 0.8em;border:1px solid #e8d8c4;background:#fbf1e8;font-weight:bold;white-space:nowrap","padding:0.5em 0.8em;border:1px solid #e8d8c4","display:block;max-width:100%;width:100%;height:auto;margin:1em auto;border-radius:2px","margin:2em 0;border:0;border-top:1px solid #e8d8c4","font-weight:bold;color:#a52a2a","color:#a52a2a;border-bottom:1px solid #a52a2a","font-size:0.75em;color:#a52a2a","margin:2em 0 0.8em;padding-top:1em;border-top:1px solid #e8d8c4;font-size:12.3px;font-weight:bold;color:#888888","margin:0 0 1.5em;padding:1.8em 1.2em;border-radius:2px;background:#fbf1e8;text-align:center","margin:0;font-size:23.9px;font-weight:600;line-height:1.3;color:#a52a2a","display:inline-block;margin:0.2em;padding:0.1em 0.7em;border:1px solid #a52a2a;border-radius:999px;font-size:12px;color:#a52a2a","margin:0 0 0.8em;font-size:16.1px;font-weight:600;color:#3b2e2a","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #e8d8c4;border-radius:2px;background:#fffaf3","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #a52a2a;border-left:4px solid #a52a2a;border-radius:2px;background:#fbf1e8","margin:0 0 0.3em;font-size:14px;font-weight:bold;color:#3b2e2a","margin:0 0 0.3em;font-size:14px;font-weight:bold;color:#a52a2a","margin:0 0 0.7em;font-size:15.4px;font-weight:600;line-height:1.4;color:#3b2e2a","margin:0.3em 0;font-size:14px;line-height:1.9;color:#3b2e2a","margin:1.2em 0;padding:0.8em 1em;border:1px dashed #e8d8c4;border-radius:2px;background:#fffaf3","margin:0 0 0.5em;font-size:12px;font-weight:bold;letter-spacing:0.12em;color:#a52a2a","margin:0.9em 0 0;font-size:12.3px;color:#a52a2a","margin:1.2em 0;padding:0.7em 1em;border-left:4px solid #2f6fde;border-radius:2px;background:rgba(47,111,222,0.09)","margin:1.2em 0;padding:0.7em 1em;border-left:4px solid #b7791f;border-radius:2px;background:rgba(214,158,46,0.13)","margin:1.2em 0;padding:0.7em 1em;border-left:4px solid #2e8b57;border-radius:2px;background:rgba(46,139,87,0.1)","margin:1.2em 0;padding:0.7em 1em;border-left:4px solid #d1343c;border-radius:2px;background:rgba(209,52,60,0.09)","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#a52a2a;color:#fffaf3;font-size:12.3px;font-weight:bold;line-height:1.8em;text-align:center","font-size:14px;font-weight:bold;color:#3b2e2a","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #fbf1e8;font-size:12.3px;line-height:1.7;color:#888888","margin:1.2em 0 1.2em 0.4em;padding:0;border-left:2px solid #a52a2a","display:inline-block;width:10px;height:10px;margin:0 8px 0 -20px;border-radius:50%;background:#a52a2a;vertical-align:middle","font-size:12.3px;font-weight:bold;color:#a52a2a","margin:0 0 0.8em;padding:0 0 0.4em;border-bottom:1px solid #e8d8c4","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #e8d8c4;border-radius:2px;font-size:12.3px;line-height:1.6;color:#3b2e2a","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #a52a2a;border-radius:2px;background:#fbf1e8;font-size:12.3px;line-height:1.6;color:#3b2e2a","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #e8d8c4;border-radius:2px;text-align:center","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #a52a2a;border-radius:2px;background:#fbf1e8;text-align:center","margin:0.1em 0;font-size:22.4px;font-weight:600;line-height:1.3;color:#a52a2a","margin:1.4em 0;padding:0.9em 1.1em;border-left:4px solid #a52a2a;border-radius:2px;background:#fbf1e8","margin:0;font-family:Georgia,serif;font-size:36.4px;line-height:1;height:0.55em;color:#a52a2a","margin:0.2em 0;font-size:15.1px;line-height:1.9;font-style:italic;color:#3b2e2a","margin:0 0 0.9em;padding:0 0 0.7em;border-bottom:1px solid #e8d8c4","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:2px;background:#a52a2a;color:#fffaf3;font-size:12px;font-weight:bold;line-height:1.5em;text-align:center","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:2px;border:1px solid #a52a2a;color:#a52a2a;font-size:12px;font-weight:bold;line-height:1.4em;text-align:center","margin:0 0 0.3em;font-size:14px;font-weight:bold;line-height:1.6;color:#3b2e2a","margin:0 0 0.5em;font-size:14px;line-height:1.6;color:#3b2e2a","display:inline-block;min-width:1.4em;color:#a52a2a;font-weight:bold","display:inline-block;min-width:1.4em;color:#e8d8c4","margin:1.6em 0;padding:1.2em 1em;border:2px solid #a52a2a;border-radius:2px;background:#fbf1e8;text-align:center","margin:0 0 0.5em;font-size:15.4px;font-weight:600;line-height:1.5;color:#3b2e2a","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#a52a2a;color:#fffaf3;font-size:12.3px;font-weight:bold","margin:1.6em 0;padding:1em;border:1px solid #e8d8c4;border-radius:2px;background:#fbf1e8","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#a52a2a;color:#fffaf3;font-size:14px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","font-size:14.7px;font-weight:bold;color:#3b2e2a;vertical-align:middle","margin:1.6em 0;padding:1em 1.1em;border-top:3px solid #a52a2a;border-radius:2px;background:#fbf1e8","margin:0.3em 0;font-size:15.4px;font-weight:bold;line-height:1.6;color:#a52a2a","display:inline-block;min-width:1.6em;color:#a52a2a;font-weight:bold","<section style=\\"padding:16px;font-family:Georgia,'Songti SC','SimSun','Noto Serif CJK SC',serif;font-size:14px;color:#3b2e2a;line-height:1.9;word-wrap:break-word;background-color:#fffaf3\\">","<section style=\\"padding:16px;font-family:Georgia,'Songti SC','SimSun','Noto Serif CJK SC',serif;font-size:14px;color:#3b2e2a;line-height:1.9;word-wrap:break-word;background-color:#fffaf3;background-image:linear-gradient(90deg,rgba(0,0,0,0.05) 1px,transparent 0),linear-gradient(rgba(0,0,0,0.05) 1px,transparent 0);background-size:20px 20px\\">","<section style=\\"padding:16px;font-family:Georgia,'Songti SC','SimSun','Noto Serif CJK SC',serif;font-size:14px;color:#3b2e2a;line-height:1.9;word-wrap:break-word\\">","margin:0 0 1em;color:#3b2e2a;font-size:16px;line-height:1.9;letter-spacing:0.08em","margin:1.6em 0 0.8em;font-size:24.8px;font-weight:600;line-height:1.4;letter-spacing:0.08em;color:#a52a2a;text-align:center","margin:1.6em 0 0.8em;font-size:20.8px;font-weight:600;line-height:1.4;letter-spacing:0.08em;color:#a52a2a;text-align:center","margin:1.3em 0 0.8em;font-size:18.4px;font-weight:600;line-height:1.4;letter-spacing:0.08em;color:#3b2e2a","margin:1.3em 0 0.8em;font-size:16.8px;font-weight:600;line-height:1.4;letter-spacing:0.08em;color:#3b2e2a","margin:0.3em 0;padding:0;color:#3b2e2a;font-size:16px;line-height:1.9;letter-spacing:0.08em","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:14px;color:#a52a2a;background:#fbf1e8","border-collapse:collapse;min-width:100%;font-size:14px;color:#3b2e2a","margin:2em 0 0.8em;padding-top:1em;border-top:1px solid #e8d8c4;font-size:14px;font-weight:bold;color:#888888","margin:0;font-size:27.3px;font-weight:600;line-height:1.3;color:#a52a2a","margin:0 0 0.8em;font-size:18.4px;font-weight:600;color:#3b2e2a","margin:0 0 0.3em;font-size:16px;font-weight:bold;color:#3b2e2a","margin:0 0 0.3em;font-size:16px;font-weight:bold;color:#a52a2a","margin:0 0 0.7em;font-size:17.6px;font-weight:600;line-height:1.4;color:#3b2e2a","margin:0.3em 0;font-size:16px;line-height:1.9;color:#3b2e2a","margin:0.9em 0 0;font-size:14px;color:#a52a2a","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#a52a2a;color:#fffaf3;font-size:14px;font-weight:bold;line-height:1.8em;text-align:center","font-size:16px;font-weight:bold;color:#3b2e2a","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #fbf1e8;font-size:14px;line-height:1.7;color:#888888","display:inline-block;width:10px;height:10px;margin:0 8px 0 -22px;border-radius:50%;background:#a52a2a;vertical-align:middle","font-size:14px;font-weight:bold;color:#a52a2a","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #e8d8c4;border-radius:2px;font-size:14px;line-height:1.6;color:#3b2e2a","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #a52a2a;border-radius:2px;background:#fbf1e8;font-size:14px;line-height:1.6;color:#3b2e2a","margin:0.1em 0;font-size:25.6px;font-weight:600;line-height:1.3;color:#a52a2a","margin:0;font-family:Georgia,serif;font-size:41.6px;line-height:1;height:0.55em;color:#a52a2a","margin:0.2em 0;font-size:17.3px;line-height:1.9;font-style:italic;color:#3b2e2a","margin:0 0 0.3em;font-size:16px;font-weight:bold;line-height:1.6;color:#3b2e2a","margin:0 0 0.5em;font-size:16px;line-height:1.6;color:#3b2e2a","margin:0 0 0.5em;font-size:17.6px;font-weight:600;line-height:1.5;color:#3b2e2a","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#a52a2a;color:#fffaf3;font-size:14px;font-weight:bold","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#a52a2a;color:#fffaf3;font-size:16px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","font-size:16.8px;font-weight:bold;color:#3b2e2a;vertical-align:middle","margin:0.3em 0;font-size:17.6px;font-weight:bold;line-height:1.6;color:#a52a2a","<section style=\\"padding:16px;font-family:Georgia,'Songti SC','SimSun','Noto Serif CJK SC',serif;font-size:16px;color:#3b2e2a;line-height:1.9;word-wrap:break-word;background-color:#fffaf3\\">","<section style=\\"padding:16px;font-family:Georgia,'Songti SC','SimSun','Noto Serif CJK SC',serif;font-size:16px;color:#3b2e2a;line-height:1.9;word-wrap:break-word;background-color:#fffaf3;background-image:linear-gradient(90deg,rgba(0,0,0,0.05) 1px,transparent 0),linear-gradient(rgba(0,0,0,0.05) 1px,transparent 0);background-size:20px 20px\\">","<section style=\\"padding:16px;font-family:Georgia,'Songti SC','SimSun','Noto Serif CJK SC',serif;font-size:16px;color:#3b2e2a;line-height:1.9;word-wrap:break-word\\">","margin:0 0 1em;color:#3b2e2a;font-size:18px;line-height:1.9;letter-spacing:0.08em","margin:1.6em 0 0.8em;font-size:27.9px;font-weight:600;line-height:1.4;letter-spacing:0.08em;color:#a52a2a;text-align:center","margin:1.6em 0 0.8em;font-size:23.4px;font-weight:600;line-height:1.4;letter-spacing:0.08em;color:#a52a2a;text-align:center","margin:1.3em 0 0.8em;font-size:20.7px;font-weight:600;line-height:1.4;letter-spacing:0.08em;color:#3b2e2a","margin:1.3em 0 0.8em;font-size:18.9px;font-weight:600;line-height:1.4;letter-spacing:0.08em;color:#3b2e2a","margin:0.3em 0;padding:0;color:#3b2e2a;font-size:18px;line-height:1.9;letter-spacing:0.08em","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:15.8px;color:#a52a2a;background:#fbf1e8","border-collapse:collapse;min-width:100%;font-size:15.8px;color:#3b2e2a","margin:2em 0 0.8em;padding-top:1em;border-top:1px solid #e8d8c4;font-size:15.8px;font-weight:bold;color:#888888","margin:0;font-size:30.7px;font-weight:600;line-height:1.3;color:#a52a2a","margin:0 0 0.8em;font-size:20.7px;font-weight:600;color:#3b2e2a","margin:0 0 0.3em;font-size:18px;font-weight:bold;color:#3b2e2a","margin:0 0 0.3em;font-size:18px;font-weight:bold;color:#a52a2a","margin:0 0 0.7em;font-size:19.8px;font-weight:600;line-height:1.4;color:#3b2e2a","margin:0.3em 0;font-size:18px;line-height:1.9;color:#3b2e2a","margin:0.9em 0 0;font-size:15.8px;color:#a52a2a","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#a52a2a;color:#fffaf3;font-size:15.8px;font-weight:bold;line-height:1.8em;text-align:center","font-size:18px;font-weight:bold;color:#3b2e2a","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #fbf1e8;font-size:15.8px;line-height:1.7;color:#888888","display:inline-block;width:10px;height:10px;margin:0 8px 0 -24px;border-radius:50%;background:#a52a2a;vertical-align:middle","font-size:15.8px;font-weight:bold;color:#a52a2a","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #e8d8c4;border-radius:2px;font-size:15.8px;line-height:1.6;color:#3b2e2a","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #a52a2a;border-radius:2px;background:#fbf1e8;font-size:15.8px;line-height:1.6;color:#3b2e2a","margin:0.1em 0;font-size:28.8px;font-weight:600;line-height:1.3;color:#a52a2a","margin:0;font-family:Georgia,serif;font-size:46.8px;line-height:1;height:0.55em;color:#a52a2a","margin:0.2em 0;font-size:19.4px;line-height:1.9;font-style:italic;color:#3b2e2a","margin:0 0 0.3em;font-size:18px;font-weight:bold;line-height:1.6;color:#3b2e2a","margin:0 0 0.5em;font-size:18px;line-height:1.6;color:#3b2e2a","margin:0 0 0.5em;font-size:19.8px;font-weight:600;line-height:1.5;color:#3b2e2a","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#a52a2a;color:#fffaf3;font-size:15.8px;font-weight:bold","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#a52a2a;color:#fffaf3;font-size:18px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","font-size:18.9px;font-weight:bold;color:#3b2e2a;vertical-align:middle","margin:0.3em 0;font-size:19.8px;font-weight:bold;line-height:1.6;color:#a52a2a","<section style=\\"padding:16px;font-family:Georgia,'Songti SC','SimSun','Noto Serif CJK SC',serif;font-size:18px;color:#3b2e2a;line-height:1.9;word-wrap:break-word;background-color:#fffaf3\\">","<section style=\\"padding:16px;font-family:Georgia,'Songti SC','SimSun','Noto Serif CJK SC',serif;font-size:18px;color:#3b2e2a;line-height:1.9;word-wrap:break-word;background-color:#fffaf3;background-image:linear-gradient(90deg,rgba(0,0,0,0.05) 1px,transparent 0),linear-gradient(rgba(0,0,0,0.05) 1px,transparent 0);background-size:20px 20px\\">","<section style=\\"padding:16px;font-family:Georgia,'Songti SC','SimSun','Noto Serif CJK SC',serif;font-size:18px;color:#3b2e2a;line-height:1.9;word-wrap:break-word\\">","margin:0 0 1em;color:#1d1d1f;font-size:14px;line-height:1.75;letter-spacing:0","margin:1.6em 0 0.8em;font-size:24.5px;font-weight:700;line-height:1.4;letter-spacing:0;color:#1d1d1f","margin:1.6em 0 0.8em;font-size:19.6px;font-weight:700;line-height:1.4;letter-spacing:0;color:#1d1d1f","margin:1.3em 0 0.8em;font-size:16.8px;font-weight:700;line-height:1.4;letter-spacing:0;color:#1d1d1f","margin:1.3em 0 0.8em;font-size:14.7px;font-weight:700;line-height:1.4;letter-spacing:0;color:#1d1d1f","margin:1.2em 0;padding:0.6em 1em;border-left:3px solid #1d1d1f;background:#f5f5f7;color:#86868b","margin:0.3em 0;padding:0;color:#1d1d1f;font-size:14px;line-height:1.75;letter-spacing:0","display:inline-block;min-width:1.4em;margin-right:0.2em;color:#1d1d1f;font-weight:bold","display:inline-block;min-width:1.4em;margin-right:0.2em;color:#1d1d1f","margin:1em 0;padding:0;border-radius:4px;background:#f6f8fa;overflow-x:auto","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:12.3px;color:#1d1d1f;background:#f5f5f7","border-collapse:collapse;min-width:100%;font-size:12.3px;color:#1d1d1f","padding:0.5em 0.8em;border:1px solid #e5e5e5;background:#f5f5f7;font-weight:bold;white-space:nowrap","display:block;max-width:100%;width:100%;height:auto;margin:1em auto;border-radius:4px","font-weight:bold;color:#1d1d1f","text-decoration:line-through;color:#86868b","color:#1d1d1f;border-bottom:1px solid #1d1d1f","font-size:0.75em;color:#1d1d1f","margin:2em 0 0.8em;padding-top:1em;border-top:1px solid #e5e5e5;font-size:12.3px;font-weight:bold;color:#86868b","margin:0;font-size:11.2px;line-height:1.6;color:#86868b","color:#86868b","margin:0 0 1.5em;padding:1.8em 1.2em;border-radius:4px;background:#f5f5f7;text-align:center","margin:0;font-size:27px;font-weight:700;line-height:1.3;color:#1d1d1f","margin:0.6em 0 0;font-size:14px;line-height:1.6;color:#86868b","display:inline-block;margin:0.2em;padding:0.1em 0.7em;border:1px solid #1d1d1f;border-radius:999px;font-size:12px;color:#1d1d1f","margin:0 0 0.8em;font-size:16.1px;font-weight:700;color:#1d1d1f","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #e5e5e5;border-radius:4px;background:#ffffff","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #1d1d1f;border-left:4px solid #1d1d1f;border-radius:4px;background:#f5f5f7","margin:0 0 0.3em;font-size:14px;font-weight:bold;color:#1d1d1f","margin:0;font-size:12.3px;line-height:1.6;color:#86868b","margin:0 0 0.7em;font-size:15.4px;font-weight:700;line-height:1.4;color:#1d1d1f","margin:0.3em 0;font-size:14px;line-height:1.75;color:#1d1d1f","margin:0.2em 0;font-size:12.3px;line-height:1.6;color:#86868b","margin:1.2em 0;padding:0.8em 1em;border:1px dashed #e5e5e5;border-radius:4px;background:#ffffff","margin:0 0 0.4em;font-size:12px;line-height:1.5;color:#86868b;letter-spacing:0.04em","margin:0 0 0.5em;font-size:12px;font-weight:bold;letter-spacing:0.12em;color:#1d1d1f","margin:0.9em 0 0;font-size:12.3px;color:#1d1d1f","margin:1.2em 0;padding:0.7em 1em;border-left:4px solid #2f6fde;border-radius:4px;background:rgba(47,111,222,0.09)","margin:1.2em 0;padding:0.7em 1em;border-left:4px solid #b7791f;border-radius:4px;background:rgba(214,158,46,0.13)","margin:1.2em 0;padding:0.7em 1em;border-left:4px solid #2e8b57;border-radius:4px;background:rgba(46,139,87,0.1)","margin:1.2em 0;padding:0.7em 1em;border-left:4px solid #d1343c;border-radius:4px;background:rgba(209,52,60,0.09)","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#1d1d1f;color:#ffffff;font-size:12.3px;font-weight:bold;line-height:1.8em;text-align:center","font-size:14px;font-weight:bold;color:#1d1d1f","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #f5f5f7;font-size:12.3px;line-height:1.7;color:#86868b","margin:1.2em 0 1.2em 0.4em;padding:0;border-left:2px solid #1d1d1f","display:inline-block;width:10px;height:10px;margin:0 8px 0 -20px;border-radius:50%;background:#1d1d1f;vertical-align:middle","font-size:12.3px;font-weight:bold;color:#1d1d1f","margin:0 0 0.4em;font-size:12.3px;font-weight:bold;color:#86868b","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #e5e5e5;border-radius:4px;font-size:12.3px;line-height:1.6;color:#1d1d1f","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #1d1d1f;border-radius:4px;background:#f5f5f7;font-size:12.3px;line-height:1.6;color:#1d1d1f","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #e5e5e5;border-radius:4px;text-align:center","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #1d1d1f;border-radius:4px;background:#f5f5f7;text-align:center","margin:0.1em 0;font-size:22.4px;font-weight:700;line-height:1.3;color:#1d1d1f","margin:1.4em 0;padding:0.9em 1.1em;border-left:4px solid #1d1d1f;border-radius:4px;background:#f5f5f7","margin:0;font-family:Georgia,serif;font-size:36.4px;line-height:1;height:0.55em;color:#1d1d1f","margin:0.2em 0;font-size:15.1px;line-height:1.75;font-style:italic;color:#1d1d1f","margin:0.5em 0 0;font-size:12.3px;text-align:right;color:#86868b","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:4px;background:#1d1d1f;color:#ffffff;font-size:12px;font-weight:bold;line-height:1.5em;text-align:center","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:4px;border:1px solid #1d1d1f;color:#1d1d1f;font-size:12px;font-weight:bold;line-height:1.4em;text-align:center","margin:0 0 0.3em;font-size:14px;font-weight:bold;line-height:1.6;color:#1d1d1f","margin:0 0 0.5em;font-size:14px;line-height:1.6;color:#1d1d1f","display:inline-block;min-width:1.4em;color:#1d1d1f;font-weight:bold","display:inline-block;min-width:1.4em;color:#86868b","margin:1.6em 0;padding:1.2em 1em;border:2px solid #1d1d1f;border-radius:4px;background:#f5f5f7;text-align:center","margin:0 0 0.5em;font-size:15.4px;font-weight:700;line-height:1.5;color:#1d1d1f","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#1d1d1f;color:#ffffff;font-size:12.3px;font-weight:bold","margin:1.6em 0;padding:1em;border:1px solid #e5e5e5;border-radius:4px;background:#f5f5f7","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#1d1d1f;color:#ffffff;font-size:14px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","font-size:14.7px;font-weight:bold;color:#1d1d1f;vertical-align:middle","margin:1.6em 0;padding:1em 1.1em;border-top:3px solid #1d1d1f;border-radius:4px;background:#f5f5f7","margin:0.3em 0;font-size:15.4px;font-weight:bold;line-height:1.6;color:#1d1d1f","display:inline-block;min-width:1.6em;color:#1d1d1f;font-weight:bold","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:14px;color:#1d1d1f;line-height:1.75;word-wrap:break-word;background-color:#ffffff\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:14px;color:#1d1d1f;line-height:1.75;word-wrap:break-word;background-color:#ffffff;background-image:linear-gradient(90deg,rgba(0,0,0,0.05) 1px,transparent 0),linear-gradient(rgba(0,0,0,0.05) 1px,transparent 0);background-size:20px 20px\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:14px;color:#1d1d1f;line-height:1.75;word-wrap:break-word\\">","margin:0 0 1em;color:#1d1d1f;font-size:16px;line-height:1.75;letter-spacing:0","margin:1.6em 0 0.8em;font-size:28px;font-weight:700;line-height:1.4;letter-spacing:0;color:#1d1d1f","margin:1.6em 0 0.8em;font-size:22.4px;font-weight:700;line-height:1.4;letter-spacing:0;color:#1d1d1f","margin:1.3em 0 0.8em;font-size:19.2px;font-weight:700;line-height:1.4;letter-spacing:0;color:#1d1d1f","margin:0.3em 0;padding:0;color:#1d1d1f;font-size:16px;line-height:1.75;letter-spacing:0","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:14px;color:#1d1d1f;background:#f5f5f7","border-collapse:collapse;min-width:100%;font-size:14px;color:#1d1d1f","margin:2em 0 0.8em;padding-top:1em;border-top:1px solid #e5e5e5;font-size:14px;font-weight:bold;color:#86868b","margin:0;font-size:12.8px;line-height:1.6;color:#86868b","margin:0;font-size:30.8px;font-weight:700;line-height:1.3;color:#1d1d1f","margin:0.6em 0 0;font-size:16px;line-height:1.6;color:#86868b","margin:0 0 0.8em;font-size:18.4px;font-weight:700;color:#1d1d1f","margin:0 0 0.3em;font-size:16px;font-weight:bold;color:#1d1d1f","margin:0;font-size:14px;line-height:1.6;color:#86868b","margin:0 0 0.7em;font-size:17.6px;font-weight:700;line-height:1.4;color:#1d1d1f","margin:0.3em 0;font-size:16px;line-height:1.75;color:#1d1d1f","margin:0.2em 0;font-size:14px;line-height:1.6;color:#86868b","margin:0.9em 0 0;font-size:14px;color:#1d1d1f","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#1d1d1f;color:#ffffff;font-size:14px;font-weight:bold;line-height:1.8em;text-align:center","font-size:16px;font-weight:bold;color:#1d1d1f","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #f5f5f7;font-size:14px;line-height:1.7;color:#86868b","display:inline-block;width:10px;height:10px;margin:0 8px 0 -22px;border-radius:50%;background:#1d1d1f;vertical-align:middle","margin:0 0 0.4em;font-size:14px;font-weight:bold;color:#86868b","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #e5e5e5;border-radius:4px;font-size:14px;line-height:1.6;color:#1d1d1f","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #1d1d1f;border-radius:4px;background:#f5f5f7;font-size:14px;line-height:1.6;color:#1d1d1f","margin:0.1em 0;font-size:25.6px;font-weight:700;line-height:1.3;color:#1d1d1f","margin:0;font-family:Georgia,serif;font-size:41.6px;line-height:1;height:0.55em;color:#1d1d1f","margin:0.2em 0;font-size:17.3px;line-height:1.75;font-style:italic;color:#1d1d1f","margin:0.5em 0 0;font-size:14px;text-align:right;color:#86868b","margin:0 0 0.3em;font-size:16px;font-weight:bold;line-height:1.6;color:#1d1d1f","margin:0 0 0.5em;font-size:16px;line-height:1.6;color:#1d1d1f","margin:0 0 0.5em;font-size:17.6px;font-weight:700;line-height:1.5;color:#1d1d1f","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#1d1d1f;color:#ffffff;font-size:14px;font-weight:bold","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#1d1d1f;color:#ffffff;font-size:16px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","font-size:16.8px;font-weight:bold;color:#1d1d1f;vertical-align:middle","margin:0.3em 0;font-size:17.6px;font-weight:bold;line-height:1.6;color:#1d1d1f","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:16px;color:#1d1d1f;line-height:1.75;word-wrap:break-word;background-color:#ffffff\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:16px;color:#1d1d1f;line-height:1.75;word-wrap:break-word;background-color:#ffffff;background-image:linear-gradient(90deg,rgba(0,0,0,0.05) 1px,transparent 0),linear-gradient(rgba(0,0,0,0.05) 1px,transparent 0);background-size:20px 20px\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:16px;color:#1d1d1f;line-height:1.75;word-wrap:break-word\\">","margin:0 0 1em;color:#1d1d1f;font-size:18px;line-height:1.75;letter-spacing:0","margin:1.6em 0 0.8em;font-size:31.5px;font-weight:700;line-height:1.4;letter-spacing:0;color:#1d1d1f","margin:1.6em 0 0.8em;font-size:25.2px;font-weight:700;line-height:1.4;letter-spacing:0;color:#1d1d1f","margin:1.3em 0 0.8em;font-size:21.6px;font-weight:700;line-height:1.4;letter-spacing:0;color:#1d1d1f","margin:1.3em 0 0.8em;font-size:18.9px;font-weight:700;line-height:1.4;letter-spacing:0;color:#1d1d1f","margin:0.3em 0;padding:0;color:#1d1d1f;font-size:18px;line-height:1.75;letter-spacing:0","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:15.8px;color:#1d1d1f;background:#f5f5f7","border-collapse:collapse;min-width:100%;font-size:15.8px;color:#1d1d1f","margin:2em 0 0.8em;padding-top:1em;border-top:1px solid #e5e5e5;font-size:15.8px;font-weight:bold;color:#86868b","margin:0;font-size:14.4px;line-height:1.6;color:#86868b","margin:0;font-size:34.7px;font-weight:700;line-height:1.3;color:#1d1d1f","margin:0.6em 0 0;font-size:18px;line-height:1.6;color:#86868b","margin:0 0 0.8em;font-size:20.7px;font-weight:700;color:#1d1d1f","margin:0 0 0.3em;font-size:18px;font-weight:bold;color:#1d1d1f","margin:0;font-size:15.8px;line-height:1.6;color:#86868b","margin:0 0 0.7em;font-size:19.8px;font-weight:700;line-height:1.4;color:#1d1d1f","margin:0.3em 0;font-size:18px;line-height:1.75;color:#1d1d1f","margin:0.2em 0;font-size:15.8px;line-height:1.6;color:#86868b","margin:0.9em 0 0;font-size:15.8px;color:#1d1d1f","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#1d1d1f;color:#ffffff;font-size:15.8px;font-weight:bold;line-height:1.8em;text-align:center","font-size:18px;font-weight:bold;color:#1d1d1f","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #f5f5f7;font-size:15.8px;line-height:1.7;color:#86868b","display:inline-block;width:10px;height:10px;margin:0 8px 0 -24px;border-radius:50%;background:#1d1d1f;vertical-align:middle","font-size:15.8px;font-weight:bold;color:#1d1d1f","margin:0 0 0.4em;font-size:15.8px;font-weight:bold;color:#86868b","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #e5e5e5;border-radius:4px;font-size:15.8px;line-height:1.6;color:#1d1d1f","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #1d1d1f;border-radius:4px;background:#f5f5f7;font-size:15.8px;line-height:1.6;color:#1d1d1f","margin:0.1em 0;font-size:28.8px;font-weight:700;line-height:1.3;color:#1d1d1f","margin:0;font-family:Georgia,serif;font-size:46.8px;line-height:1;height:0.55em;color:#1d1d1f","margin:0.2em 0;font-size:19.4px;line-height:1.75;font-style:italic;color:#1d1d1f","margin:0.5em 0 0;font-size:15.8px;text-align:right;color:#86868b","margin:0 0 0.3em;font-size:18px;font-weight:bold;line-height:1.6;color:#1d1d1f","margin:0 0 0.5em;font-size:18px;line-height:1.6;color:#1d1d1f","margin:0 0 0.5em;font-size:19.8px;font-weight:700;line-height:1.5;color:#1d1d1f","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#1d1d1f;color:#ffffff;font-size:15.8px;font-weight:bold","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#1d1d1f;color:#ffffff;font-size:18px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","font-size:18.9px;font-weight:bold;color:#1d1d1f;vertical-align:middle","margin:0.3em 0;font-size:19.8px;font-weight:bold;line-height:1.6;color:#1d1d1f","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:18px;color:#1d1d1f;line-height:1.75;word-wrap:break-word;background-color:#ffffff\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:18px;color:#1d1d1f;line-height:1.75;word-wrap:break-word;background-color:#ffffff;background-image:linear-gradient(90deg,rgba(0,0,0,0.05) 1px,transparent 0),linear-gradient(rgba(0,0,0,0.05) 1px,transparent 0);background-size:20px 20px\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:18px;color:#1d1d1f;line-height:1.75;word-wrap:break-word\\">","margin:0 0 1em;color:#222222;font-size:14px;line-height:1.75;letter-spacing:0.02em","margin:1.6em 0 0.8em;font-size:23.8px;font-weight:800;line-height:1.4;letter-spacing:0.02em;color:#222222","margin:1.6em 0 0.8em;font-size:19.6px;font-weight:800;line-height:1.4;letter-spacing:0.02em;color:#222222","margin:1.3em 0 0.8em;font-size:16.8px;font-weight:800;line-height:1.4;letter-spacing:0.02em;color:#ff5a1f","margin:1.3em 0 0.8em;font-size:14.7px;font-weight:800;line-height:1.4;letter-spacing:0.02em;color:#ff5a1f","<span style=\\"display:inline-block;padding:0.15em 0.6em;background:#ff5a1f;color:#ffffff;border-radius:8px\\">","margin:1.2em 0;padding:0.8em 1em;border:1px solid #e5e5e5;border-radius:8px;background:#fff1ea;color:#888888","margin:0.3em 0;padding:0;color:#222222;font-size:14px;line-height:1.75;letter-spacing:0.02em","display:inline-block;min-width:1.4em;margin-right:0.2em;color:#ff5a1f;font-weight:bold","display:inline-block;min-width:1.4em;margin-right:0.2em;color:#ff5a1f","margin:1em 0;padding:0;border-radius:8px;background:#282c34;overflow-x:auto","display:block;padding:1em;font-family:Menlo,Consolas,'Courier New',monospace;font-size:12.3px;line-height:1.6;color:#abb2bf;background:#282c34;white-space:nowrap;overflow-x:auto","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:12.3px;color:#ff5a1f;background:#fff1ea","border-collapse:collapse;min-width:100%;font-size:12.3px;color:#222222","padding:0.5em 0.8em;border:1px solid #e5e5e5;background:#fff1ea;font-weight:bold;white-space:nowrap","display:block;max-width:100%;width:100%;height:auto;margin:1em auto;border-radius:8px","font-weight:bold;color:#ff5a1f","color:#ff5a1f;border-bottom:1px solid #ff5a1f","font-size:0.75em;color:#ff5a1f","margin:0 0 1.5em;padding:1.8em 1.2em;border-radius:8px;background:#fff1ea;text-align:center","margin:0;font-size:26.2px;font-weight:800;line-height:1.3;color:#ff5a1f","display:inline-block;margin:0.2em;padding:0.1em 0.7em;border:1px solid #ff5a1f;border-radius:999px;font-size:12px;color:#ff5a1f","margin:0 0 0.8em;font-size:16.1px;font-weight:800;color:#222222","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #e5e5e5;border-radius:8px;background:#ffffff","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #ff5a1f;border-left:4px solid #ff5a1f;border-radius:8px;background:#fff1ea","margin:0 0 0.3em;font-size:14px;font-weight:bold;color:#222222","margin:0 0 0.3em;font-size:14px;font-weight:bold;color:#ff5a1f","<span style=\\"color:#c678dd\\">","<span style=\\"color:#e6c07b\\">","<span style=\\"color:#56b6c2\\">","<span style=\\"color:#d19a66\\">","<span style=\\"color:#98c379\\">","<span style=\\"color:#e06c75\\">","<span style=\\"color:#61aeee\\">","<span style=\\"color:#61aeee;font-weight:bold\\">","<span style=\\"color:#abb2bf\\">","<span style=\\"color:#5c6370;font-style:italic\\">","<span style=\\"color:#e06c75;font-weight:bold\\">","<span style=\\"color:#98c379;font-style:italic\\">","dark","margin:0 0 0.7em;font-size:15.4px;font-weight:800;line-height:1.4;color:#222222","margin:0.3em 0;font-size:14px;line-height:1.75;color:#222222","margin:1.2em 0;padding:0.8em 1em;border:1px dashed #e5e5e5;border-radius:8px;background:#ffffff","margin:0 0 0.5em;font-size:12px;font-weight:bold;letter-spacing:0.12em;color:#ff5a1f","margin:0.9em 0 0;font-size:12.3px;color:#ff5a1f","margin:1.2em 0;padding:0.7em 1em;border-left:4px solid #2f6fde;border-radius:8px;background:rgba(47,111,222,0.09)","margin:1.2em 0;padding:0.7em 1em;border-left:4px solid #b7791f;border-radius:8px;background:rgba(214,158,46,0.13)","margin:1.2em 0;padding:0.7em 1em;border-left:4px solid #2e8b57;border-radius:8px;background:rgba(46,139,87,0.1)","margin:1.2em 0;padding:0.7em 1em;border-left:4px solid #d1343c;border-radius:8px;background:rgba(209,52,60,0.09)","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#ff5a1f;color:#ffffff;font-size:12.3px;font-weight:bold;line-height:1.8em;text-align:center","font-size:14px;font-weight:bold;color:#222222","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #fff1ea;font-size:12.3px;line-height:1.7;color:#888888","margin:1.2em 0 1.2em 0.4em;padding:0;border-left:2px solid #ff5a1f","display:inline-block;width:10px;height:10px;margin:0 8px 0 -20px;border-radius:50%;background:#ff5a1f;vertical-align:middle","font-size:12.3px;font-weight:bold;color:#ff5a1f","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #e5e5e5;border-radius:8px;font-size:12.3px;line-height:1.6;color:#222222","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #ff5a1f;border-radius:8px;background:#fff1ea;font-size:12.3px;line-height:1.6;color:#222222","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #e5e5e5;border-radius:8px;text-align:center","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #ff5a1f;border-radius:8px;background:#fff1ea;text-align:center","margin:0.1em 0;font-size:22.4px;font-weight:800;line-height:1.3;color:#ff5a1f","margin:1.4em 0;padding:0.9em 1.1em;border:1px solid #e5e5e5;border-radius:8px;background:#fff1ea","margin:0;font-family:Georgia,serif;font-size:36.4px;line-height:1;height:0.55em;color:#ff5a1f","margin:0.2em 0;font-size:15.1px;line-height:1.75;font-style:italic;color:#222222","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:8px;background:#ff5a1f;color:#ffffff;font-size:12px;font-weight:bold;line-height:1.5em;text-align:center","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:8px;border:1px solid #ff5a1f;color:#ff5a1f;font-size:12px;font-weight:bold;line-height:1.4em;text-align:center","margin:0 0 0.3em;font-size:14px;font-weight:bold;line-height:1.6;color:#222222","margin:0 0 0.5em;font-size:14px;line-height:1.6;color:#222222","display:inline-block;min-width:1.4em;color:#ff5a1f;font-weight:bold","margin:1.6em 0;padding:1.2em 1em;border:2px solid #ff5a1f;border-radius:8px;background:#fff1ea;text-align:center","margin:0 0 0.5em;font-size:15.4px;font-weight:800;line-height:1.5;color:#222222","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#ff5a1f;color:#ffffff;font-size:12.3px;font-weight:bold","margin:1.6em 0;padding:1em;border:1px solid #e5e5e5;border-radius:8px;background:#fff1ea","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#ff5a1f;color:#ffffff;font-size:14px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","font-size:14.7px;font-weight:bold;color:#222222;vertical-align:middle","margin:1.6em 0;padding:1em 1.1em;border-top:3px solid #ff5a1f;border-radius:8px;background:#fff1ea","margin:0.3em 0;font-size:15.4px;font-weight:bold;line-height:1.6;color:#ff5a1f","display:inline-block;min-width:1.6em;color:#ff5a1f;font-weight:bold","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:14px;color:#222222;line-height:1.75;word-wrap:break-word;background-color:#ffffff\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:14px;color:#222222;line-height:1.75;word-wrap:break-word;background-color:#ffffff;background-image:linear-gradient(90deg,rgba(0,0,0,0.05) 1px,transparent 0),linear-gradient(rgba(0,0,0,0.05) 1px,transparent 0);background-size:20px 20px\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:14px;color:#222222;line-height:1.75;word-wrap:break-word\\">","margin:0 0 1em;color:#222222;font-size:16px;line-height:1.75;letter-spacing:0.02em","margin:1.6em 0 0.8em;font-size:27.2px;font-weight:800;line-height:1.4;letter-spacing:0.02em;color:#222222","margin:1.6em 0 0.8em;font-size:22.4px;font-weight:800;line-height:1.4;letter-spacing:0.02em;color:#222222","margin:1.3em 0 0.8em;font-size:19.2px;font-weight:800;line-height:1.4;letter-spacing:0.02em;color:#ff5a1f","margin:0.3em 0;padding:0;color:#222222;font-size:16px;line-height:1.75;letter-spacing:0.02em","display:block;padding:1em;font-family:Menlo,Consolas,'Courier New',monospace;font-size:14px;line-height:1.6;color:#abb2bf;background:#282c34;white-space:nowrap;overflow-x:auto","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:14px;color:#ff5a1f;background:#fff1ea","border-collapse:collapse;min-width:100%;font-size:14px;color:#222222","margin:0;font-size:29.9px;font-weight:800;line-height:1.3;color:#ff5a1f","margin:0 0 0.8em;font-size:18.4px;font-weight:800;color:#222222","margin:0 0 0.3em;font-size:16px;font-weight:bold;color:#222222","margin:0 0 0.3em;font-size:16px;font-weight:bold;color:#ff5a1f","margin:0 0 0.7em;font-size:17.6px;font-weight:800;line-height:1.4;color:#222222","margin:0.3em 0;font-size:16px;line-height:1.75;color:#222222","margin:0.9em 0 0;font-size:14px;color:#ff5a1f","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#ff5a1f;color:#ffffff;font-size:14px;font-weight:bold;line-height:1.8em;text-align:center","font-size:16px;font-weight:bold;color:#222222","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #fff1ea;font-size:14px;line-height:1.7;color:#888888","display:inline-block;width:10px;height:10px;margin:0 8px 0 -22px;border-radius:50%;background:#ff5a1f;vertical-align:middle","font-size:14px;font-weight:bold;color:#ff5a1f","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #e5e5e5;border-radius:8px;font-size:14px;line-height:1.6;color:#222222","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #ff5a1f;border-radius:8px;background:#fff1ea;font-size:14px;line-height:1.6;color:#222222","margin:0.1em 0;font-size:25.6px;font-weight:800;line-height:1.3;color:#ff5a1f","margin:0;font-family:Georgia,serif;font-size:41.6px;line-height:1;height:0.55em;color:#ff5a1f","margin:0.2em 0;font-size:17.3px;line-height:1.75;font-style:italic;color:#222222","margin:0 0 0.3em;font-size:16px;font-weight:bold;line-height:1.6;color:#222222","margin:0 0 0.5em;font-size:16px;line-height:1.6;color:#222222","margin:0 0 0.5em;font-size:17.6px;font-weight:800;line-height:1.5;color:#222222","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#ff5a1f;color:#ffffff;font-size:14px;font-weight:bold","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#ff5a1f;color:#ffffff;font-size:16px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","font-size:16.8px;font-weight:bold;color:#222222;vertical-align:middle","margin:0.3em 0;font-size:17.6px;font-weight:bold;line-height:1.6;color:#ff5a1f","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:16px;color:#222222;line-height:1.75;word-wrap:break-word;background-color:#ffffff\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:16px;color:#222222;line-height:1.75;word-wrap:break-word;background-color:#ffffff;background-image:linear-gradient(90deg,rgba(0,0,0,0.05) 1px,transparent 0),linear-gradient(rgba(0,0,0,0.05) 1px,transparent 0);background-size:20px 20px\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:16px;color:#222222;line-height:1.75;word-wrap:break-word\\">","margin:0 0 1em;color:#222222;font-size:18px;line-height:1.75;letter-spacing:0.02em","margin:1.6em 0 0.8em;font-size:30.6px;font-weight:800;line-height:1.4;letter-spacing:0.02em;color:#222222","margin:1.6em 0 0.8em;font-size:25.2px;font-weight:800;line-height:1.4;letter-spacing:0.02em;color:#222222","margin:1.3em 0 0.8em;font-size:21.6px;font-weight:800;line-height:1.4;letter-spacing:0.02em;color:#ff5a1f","margin:1.3em 0 0.8em;font-size:18.9px;font-weight:800;line-height:1.4;letter-spacing:0.02em;color:#ff5a1f","margin:0.3em 0;padding:0;color:#222222;font-size:18px;line-height:1.75;letter-spacing:0.02em","display:block;padding:1em;font-family:Menlo,Consolas,'Courier New',monospace;font-size:15.8px;line-height:1.6;color:#abb2bf;background:#282c34;white-space:nowrap;overflow-x:auto","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:15.8px;color:#ff5a1f;background:#fff1ea","border-collapse:collapse;min-width:100%;font-size:15.8px;color:#222222","margin:0;font-size:33.7px;font-weight:800;line-height:1.3;color:#ff5a1f","margin:0 0 0.8em;font-size:20.7px;font-weight:800;color:#222222","margin:0 0 0.3em;font-size:18px;font-weight:bold;color:#222222","margin:0 0 0.3em;font-size:18px;font-weight:bold;color:#ff5a1f","margin:0 0 0.7em;font-size:19.8px;font-weight:800;line-height:1.4;color:#222222","margin:0.3em 0;font-size:18px;line-height:1.75;color:#222222","margin:0.9em 0 0;font-size:15.8px;color:#ff5a1f","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#ff5a1f;color:#ffffff;font-size:15.8px;font-weight:bold;line-height:1.8em;text-align:center","font-size:18px;font-weight:bold;color:#222222","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #fff1ea;font-size:15.8px;line-height:1.7;color:#888888","display:inline-block;width:10px;height:10px;margin:0 8px 0 -24px;border-radius:50%;background:#ff5a1f;vertical-align:middle","font-size:15.8px;font-weight:bold;color:#ff5a1f","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #e5e5e5;border-radius:8px;font-size:15.8px;line-height:1.6;color:#222222","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #ff5a1f;border-radius:8px;background:#fff1ea;font-size:15.8px;line-height:1.6;color:#222222","margin:0.1em 0;font-size:28.8px;font-weight:800;line-height:1.3;color:#ff5a1f","margin:0;font-family:Georgia,serif;font-size:46.8px;line-height:1;height:0.55em;color:#ff5a1f","margin:0.2em 0;font-size:19.4px;line-height:1.75;font-style:italic;color:#222222","margin:0 0 0.3em;font-size:18px;font-weight:bold;line-height:1.6;color:#222222","margin:0 0 0.5em;font-size:18px;line-height:1.6;color:#222222","margin:0 0 0.5em;font-size:19.8px;font-weight:800;line-height:1.5;color:#222222","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#ff5a1f;color:#ffffff;font-size:15.8px;font-weight:bold","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#ff5a1f;color:#ffffff;font-size:18px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","font-size:18.9px;font-weight:bold;color:#222222;vertical-align:middle","margin:0.3em 0;font-size:19.8px;font-weight:bold;line-height:1.6;color:#ff5a1f","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:18px;color:#222222;line-height:1.75;word-wrap:break-word;background-color:#ffffff\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:18px;color:#222222;line-height:1.75;word-wrap:break-word;background-color:#ffffff;background-image:linear-gradient(90deg,rgba(0,0,0,0.05) 1px,transparent 0),linear-gradient(rgba(0,0,0,0.05) 1px,transparent 0);background-size:20px 20px\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:18px;color:#222222;line-height:1.75;word-wrap:break-word\\">","margin:0 0 1em;color:#d6e2f0;font-size:14px;line-height:1.75;letter-spacing:0.01em","margin:1.6em 0 0.8em;font-size:23.8px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#d6e2f0;padding-bottom:0.3em;border-bottom:2px solid #00e5ff","margin:1.6em 0 0.8em;font-size:19.6px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#d6e2f0;padding-bottom:0.3em;border-bottom:2px solid #00e5ff","margin:1.3em 0 0.8em;font-size:16.8px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#00e5ff","margin:1.3em 0 0.8em;font-size:14.7px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#00e5ff","margin:1.2em 0;padding:0.6em 1em;border-left:3px solid #00e5ff;background:#102a3a;color:#7f93a8","margin:0.3em 0;padding:0;color:#d6e2f0;font-size:14px;line-height:1.75;letter-spacing:0.01em","display:inline-block;min-width:1.4em;margin-right:0.2em;color:#00e5ff;font-weight:bold","display:inline-block;min-width:1.4em;margin-right:0.2em;color:#00e5ff","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:12.3px;color:#ff4fd8;background:#16233a","border-collapse:collapse;min-width:100%;font-size:12.3px;color:#d6e2f0","padding:0.5em 0.8em;border:1px solid #24405a;background:#102a3a;font-weight:bold;white-space:nowrap","padding:0.5em 0.8em;border:1px solid #24405a","margin:2em 0;border:0;border-top:1px solid #24405a","font-weight:bold;color:#00e5ff","text-decoration:line-through;color:#7f93a8","color:#00e5ff;border-bottom:1px solid #00e5ff","font-size:0.75em;color:#00e5ff","margin:2em 0 0.8em;padding-top:1em;border-top:1px solid #24405a;font-size:12.3px;font-weight:bold;color:#7f93a8","margin:0;font-size:11.2px;line-height:1.6;color:#7f93a8","color:#7f93a8","margin:0 0 1.5em;padding:1.8em 1.2em;border-radius:8px;background:#102a3a;text-align:center","margin:0;font-size:26.2px;font-weight:800;line-height:1.3;color:#00e5ff","margin:0.6em 0 0;font-size:14px;line-height:1.6;color:#7f93a8","display:inline-block;margin:0.2em;padding:0.1em 0.7em;border:1px solid #00e5ff;border-radius:999px;font-size:12px;color:#00e5ff","margin:0 0 0.8em;font-size:16.1px;font-weight:800;color:#d6e2f0","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #24405a;border-radius:8px;background:#0b1020","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #00e5ff;border-left:4px solid #00e5ff;border-radius:8px;background:#102a3a","margin:0 0 0.3em;font-size:14px;font-weight:bold;color:#d6e2f0","margin:0 0 0.3em;font-size:14px;font-weight:bold;color:#00e5ff","margin:0;font-size:12.3px;line-height:1.6;color:#7f93a8","margin:0 0 0.7em;font-size:15.4px;font-weight:800;line-height:1.4;color:#d6e2f0","margin:0.3em 0;font-size:14px;line-height:1.75;color:#d6e2f0","margin:0.2em 0;font-size:12.3px;line-height:1.6;color:#7f93a8","margin:1.2em 0;padding:0.8em 1em;border:1px dashed #24405a;border-radius:8px;background:#0b1020","margin:0 0 0.4em;font-size:12px;line-height:1.5;color:#7f93a8;letter-spacing:0.04em","margin:0 0 0.5em;font-size:12px;font-weight:bold;letter-spacing:0.12em;color:#00e5ff","margin:0.9em 0 0;font-size:12.3px;color:#00e5ff","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#00e5ff;color:#0b1020;font-size:12.3px;font-weight:bold;line-height:1.8em;text-align:center","font-size:14px;font-weight:bold;color:#d6e2f0","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #102a3a;font-size:12.3px;line-height:1.7;color:#7f93a8","margin:1.2em 0 1.2em 0.4em;padding:0;border-left:2px solid #00e5ff","display:inline-block;width:10px;height:10px;margin:0 8px 0 -20px;border-radius:50%;background:#00e5ff;vertical-align:middle","font-size:12.3px;font-weight:bold;color:#00e5ff","margin:0 0 0.8em;padding:0 0 0.4em;border-bottom:1px solid #24405a","margin:0 0 0.4em;font-size:12.3px;font-weight:bold;color:#7f93a8","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #24405a;border-radius:8px;font-size:12.3px;line-height:1.6;color:#d6e2f0","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #00e5ff;border-radius:8px;background:#102a3a;font-size:12.3px;line-height:1.6;color:#d6e2f0","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #24405a;border-radius:8px;text-align:center","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #00e5ff;border-radius:8px;background:#102a3a;text-align:center","margin:0.1em 0;font-size:22.4px;font-weight:800;line-height:1.3;color:#00e5ff","margin:1.4em 0;padding:0.9em 1.1em;border-left:4px solid #00e5ff;border-radius:8px;background:#102a3a","margin:0;font-family:Georgia,serif;font-size:36.4px;line-height:1;height:0.55em;color:#00e5ff","margin:0.2em 0;font-size:15.1px;line-height:1.75;font-style:italic;color:#d6e2f0","margin:0.5em 0 0;font-size:12.3px;text-align:right;color:#7f93a8","margin:0 0 0.9em;padding:0 0 0.7em;border-bottom:1px solid #24405a","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:8px;background:#00e5ff;color:#0b1020;font-size:12px;font-weight:bold;line-height:1.5em;text-align:center","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:8px;border:1px solid #00e5ff;color:#00e5ff;font-size:12px;font-weight:bold;line-height:1.4em;text-align:center","margin:0 0 0.3em;font-size:14px;font-weight:bold;line-height:1.6;color:#d6e2f0","margin:0 0 0.5em;font-size:14px;line-height:1.6;color:#d6e2f0","display:inline-block;min-width:1.4em;color:#00e5ff;font-weight:bold","display:inline-block;min-width:1.4em;color:#7f93a8","display:inline-block;min-width:1.4em;color:#24405a","margin:1.6em 0;padding:1.2em 1em;border:2px solid #00e5ff;border-radius:8px;background:#102a3a;text-align:center","margin:0 0 0.5em;font-size:15.4px;font-weight:800;line-height:1.5;color:#d6e2f0","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#00e5ff;color:#0b1020;font-size:12.3px;font-weight:bold","margin:1.6em 0;padding:1em;border:1px solid #24405a;border-radius:8px;background:#102a3a","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#00e5ff;color:#0b1020;font-size:14px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","font-size:14.7px;font-weight:bold;color:#d6e2f0;vertical-align:middle","margin:1.6em 0;padding:1em 1.1em;border-top:3px solid #00e5ff;border-radius:8px;background:#102a3a","margin:0.3em 0;font-size:15.4px;font-weight:bold;line-height:1.6;color:#00e5ff","display:inline-block;min-width:1.6em;color:#00e5ff;font-weight:bold","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:14px;color:#d6e2f0;line-height:1.75;word-wrap:break-word;background-color:#0b1020\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:14px;color:#d6e2f0;line-height:1.75;word-wrap:break-word;background-color:#0b1020;background-image:linear-gradient(90deg,rgba(0,229,255,0.08) 1px,transparent 0),linear-gradient(rgba(0,229,255,0.08) 1px,transparent 0);background-size:20px 20px\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:14px;color:#d6e2f0;line-height:1.75;word-wrap:break-word\\">","margin:0 0 1em;color:#d6e2f0;font-size:16px;line-height:1.75;letter-spacing:0.01em","margin:1.6em 0 0.8em;font-size:27.2px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#d6e2f0;padding-bottom:0.3em;border-bottom:2px solid #00e5ff","margin:1.6em 0 0.8em;font-size:22.4px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#d6e2f0;padding-bottom:0.3em;border-bottom:2px solid #00e5ff","margin:1.3em 0 0.8em;font-size:19.2px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#00e5ff","margin:0.3em 0;padding:0;color:#d6e2f0;font-size:16px;line-height:1.75;letter-spacing:0.01em","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:14px;color:#ff4fd8;background:#16233a","border-collapse:collapse;min-width:100%;font-size:14px;color:#d6e2f0","margin:2em 0 0.8em;padding-top:1em;border-top:1px solid #24405a;font-size:14px;font-weight:bold;color:#7f93a8","margin:0;font-size:12.8px;line-height:1.6;color:#7f93a8","margin:0;font-size:29.9px;font-weight:800;line-height:1.3;color:#00e5ff","margin:0.6em 0 0;font-size:16px;line-height:1.6;color:#7f93a8","margin:0 0 0.8em;font-size:18.4px;font-weight:800;color:#d6e2f0","margin:0 0 0.3em;font-size:16px;font-weight:bold;color:#d6e2f0","margin:0 0 0.3em;font-size:16px;font-weight:bold;color:#00e5ff","margin:0;font-size:14px;line-height:1.6;color:#7f93a8","margin:0 0 0.7em;font-size:17.6px;font-weight:800;line-height:1.4;color:#d6e2f0","margin:0.3em 0;font-size:16px;line-height:1.75;color:#d6e2f0","margin:0.2em 0;font-size:14px;line-height:1.6;color:#7f93a8","margin:0.9em 0 0;font-size:14px;color:#00e5ff","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#00e5ff;color:#0b1020;font-size:14px;font-weight:bold;line-height:1.8em;text-align:center","font-size:16px;font-weight:bold;color:#d6e2f0","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #102a3a;font-size:14px;line-height:1.7;color:#7f93a8","display:inline-block;width:10px;height:10px;margin:0 8px 0 -22px;border-radius:50%;background:#00e5ff;vertical-align:middle","font-size:14px;font-weight:bold;color:#00e5ff","margin:0 0 0.4em;font-size:14px;font-weight:bold;color:#7f93a8","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #24405a;border-radius:8px;font-size:14px;line-height:1.6;color:#d6e2f0","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #00e5ff;border-radius:8px;background:#102a3a;font-size:14px;line-height:1.6;color:#d6e2f0","margin:0.1em 0;font-size:25.6px;font-weight:800;line-height:1.3;color:#00e5ff","margin:0;font-family:Georgia,serif;font-size:41.6px;line-height:1;height:0.55em;color:#00e5ff","margin:0.2em 0;font-size:17.3px;line-height:1.75;font-style:italic;color:#d6e2f0","margin:0.5em 0 0;font-size:14px;text-align:right;color:#7f93a8","margin:0 0 0.3em;font-size:16px;font-weight:bold;line-height:1.6;color:#d6e2f0","margin:0 0 0.5em;font-size:16px;line-height:1.6;color:#d6e2f0","margin:0 0 0.5em;font-size:17.6px;font-weight:800;line-height:1.5;color:#d6e2f0","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#00e5ff;color:#0b1020;font-size:14px;font-weight:bold","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#00e5ff;color:#0b1020;font-size:16px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","font-size:16.8px;font-weight:bold;color:#d6e2f0;vertical-align:middle","margin:0.3em 0;font-size:17.6px;font-weight:bold;line-height:1.6;color:#00e5ff","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:16px;color:#d6e2f0;line-height:1.75;word-wrap:break-word;background-color:#0b1020\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:16px;color:#d6e2f0;line-height:1.75;word-wrap:break-word;background-color:#0b1020;background-image:linear-gradient(90deg,rgba(0,229,255,0.08) 1px,transparent 0),linear-gradient(rgba(0,229,255,0.08) 1px,transparent 0);background-size:20px 20px\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:16px;color:#d6e2f0;line-height:1.75;word-wrap:break-word\\">","margin:0 0 1em;color:#d6e2f0;font-size:18px;line-height:1.75;letter-spacing:0.01em","margin:1.6em 0 0.8em;font-size:30.6px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#d6e2f0;padding-bottom:0.3em;border-bottom:2px solid #00e5ff","margin:1.6em 0 0.8em;font-size:25.2px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#d6e2f0;padding-bottom:0.3em;border-bottom:2px solid #00e5ff","margin:1.3em 0 0.8em;font-size:21.6px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#00e5ff","margin:1.3em 0 0.8em;font-size:18.9px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#00e5ff","margin:0.3em 0;padding:0;color:#d6e2f0;font-size:18px;line-height:1.75;letter-spacing:0.01em","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:15.8px;color:#ff4fd8;background:#16233a","border-collapse:collapse;min-width:100%;font-size:15.8px;color:#d6e2f0","margin:2em 0 0.8em;padding-top:1em;border-top:1px solid #24405a;font-size:15.8px;font-weight:bold;color:#7f93a8","margin:0;font-size:14.4px;line-height:1.6;color:#7f93a8","margin:0;font-size:33.7px;font-weight:800;line-height:1.3;color:#00e5ff","margin:0.6em 0 0;font-size:18px;line-height:1.6;color:#7f93a8","margin:0 0 0.8em;font-size:20.7px;font-weight:800;color:#d6e2f0","margin:0 0 0.3em;font-size:18px;font-weight:bold;color:#d6e2f0","margin:0 0 0.3em;font-size:18px;font-weight:bold;color:#00e5ff","margin:0;font-size:15.8px;line-height:1.6;color:#7f93a8","margin:0 0 0.7em;font-size:19.8px;font-weight:800;line-height:1.4;color:#d6e2f0","margin:0.3em 0;font-size:18px;line-height:1.75;color:#d6e2f0","margin:0.2em 0;font-size:15.8px;line-height:1.6;color:#7f93a8","margin:0.9em 0 0;font-size:15.8px;color:#00e5ff","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#00e5ff;color:#0b1020;font-size:15.8px;font-weight:bold;line-height:1.8em;text-align:center","font-size:18px;font-weight:bold;color:#d6e2f0","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #102a3a;font-size:15.8px;line-height:1.7;color:#7f93a8","display:inline-block;width:10px;height:10px;margin:0 8px 0 -24px;border-radius:50%;background:#00e5ff;vertical-align:middle","font-size:15.8px;font-weight:bold;color:#00e5ff","margin:0 0 0.4em;font-size:15.8px;font-weight:bold;color:#7f93a8","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #24405a;border-radius:8px;font-size:15.8px;line-height:1.6;color:#d6e2f0","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #00e5ff;border-radius:8px;background:#102a3a;font-size:15.8px;line-height:1.6;color:#d6e2f0","margin:0.1em 0;font-size:28.8px;font-weight:800;line-height:1.3;color:#00e5ff","margin:0;font-family:Georgia,serif;font-size:46.8px;line-height:1;height:0.55em;color:#00e5ff","margin:0.2em 0;font-size:19.4px;line-height:1.75;font-style:italic;color:#d6e2f0","margin:0.5em 0 0;font-size:15.8px;text-align:right;color:#7f93a8","margin:0 0 0.3em;font-size:18px;font-weight:bold;line-height:1.6;color:#d6e2f0","margin:0 0 0.5em;font-size:18px;line-height:1.6;color:#d6e2f0","margin:0 0 0.5em;font-size:19.8px;font-weight:800;line-height:1.5;color:#d6e2f0","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#00e5ff;color:#0b1020;font-size:15.8px;font-weight:bold","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#00e5ff;color:#0b1020;font-size:18px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","font-size:18.9px;font-weight:bold;color:#d6e2f0;vertical-align:middle","margin:0.3em 0;font-size:19.8px;font-weight:bold;line-height:1.6;color:#00e5ff","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:18px;color:#d6e2f0;line-height:1.75;word-wrap:break-word;background-color:#0b1020\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:18px;color:#d6e2f0;line-height:1.75;word-wrap:break-word;background-color:#0b1020;background-image:linear-gradient(90deg,rgba(0,229,255,0.08) 1px,transparent 0),linear-gradient(rgba(0,229,255,0.08) 1px,transparent 0);background-size:20px 20px\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:18px;color:#d6e2f0;line-height:1.75;word-wrap:break-word\\">","margin:0 0 1em;color:#333333;font-size:14px;line-height:1.75;letter-spacing:0","margin:1.6em 0 0.8em;font-size:21px;font-weight:600;line-height:1.4;letter-spacing:0;color:#b8860b","margin:1.6em 0 0.8em;font-size:18.2px;font-weight:600;line-height:1.4;letter-spacing:0;color:#b8860b","margin:1.3em 0 0.8em;font-size:16.1px;font-weight:600;line-height:1.4;letter-spacing:0;color:#333333","margin:1.3em 0 0.8em;font-size:14.7px;font-weight:600;line-height:1.4;letter-spacing:0;color:#333333","margin:1.2em 0;padding:0.6em 1em;border-left:3px solid #b8860b;background:#fbf5e6;color:#888888","margin:0.3em 0;padding:0;color:#333333;font-size:14px;line-height:1.75;letter-spacing:0","display:inline-block;min-width:1.4em;margin-right:0.2em;color:#b8860b;font-weight:bold","display:inline-block;min-width:1.4em;margin-right:0.2em;color:#b8860b","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:12.3px;color:#b8860b;background:#fbf5e6","padding:0.5em 0.8em;border:1px solid #e5e5e5;background:#fbf5e6;font-weight:bold;white-space:nowrap","font-weight:bold;color:#b8860b","color:#b8860b;border-bottom:1px solid #b8860b","font-size:0.75em;color:#b8860b","margin:0 0 1.5em;padding:1.8em 1.2em;border-radius:4px;background:#fbf5e6;text-align:center","margin:0;font-size:23.1px;font-weight:600;line-height:1.3;color:#b8860b","display:inline-block;margin:0.2em;padding:0.1em 0.7em;border:1px solid #b8860b;border-radius:999px;font-size:12px;color:#b8860b","margin:0 0 0.8em;font-size:16.1px;font-weight:600;color:#333333","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #b8860b;border-left:4px solid #b8860b;border-radius:4px;background:#fbf5e6","margin:0 0 0.3em;font-size:14px;font-weight:bold;color:#b8860b","margin:0 0 0.7em;font-size:15.4px;font-weight:600;line-height:1.4;color:#333333","margin:0.3em 0;font-size:14px;line-height:1.75;color:#333333","margin:0 0 0.5em;font-size:12px;font-weight:bold;letter-spacing:0.12em;color:#b8860b","margin:0.9em 0 0;font-size:12.3px;color:#b8860b","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#b8860b;color:#ffffff;font-size:12.3px;font-weight:bold;line-height:1.8em;text-align:center","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #fbf5e6;font-size:12.3px;line-height:1.7;color:#888888","margin:1.2em 0 1.2em 0.4em;padding:0;border-left:2px solid #b8860b","display:inline-block;width:10px;height:10px;margin:0 8px 0 -20px;border-radius:50%;background:#b8860b;vertical-align:middle","font-size:12.3px;font-weight:bold;color:#b8860b","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #e5e5e5;border-radius:4px;font-size:12.3px;line-height:1.6;color:#333333","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #b8860b;border-radius:4px;background:#fbf5e6;font-size:12.3px;line-height:1.6;color:#333333","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #b8860b;border-radius:4px;background:#fbf5e6;text-align:center","margin:0.1em 0;font-size:22.4px;font-weight:600;line-height:1.3;color:#b8860b","margin:1.4em 0;padding:0.9em 1.1em;border-left:4px solid #b8860b;border-radius:4px;background:#fbf5e6","margin:0;font-family:Georgia,serif;font-size:36.4px;line-height:1;height:0.55em;color:#b8860b","margin:0.2em 0;font-size:15.1px;line-height:1.75;font-style:italic;color:#333333","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:4px;background:#b8860b;color:#ffffff;font-size:12px;font-weight:bold;line-height:1.5em;text-align:center","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:4px;border:1px solid #b8860b;color:#b8860b;font-size:12px;font-weight:bold;line-height:1.4em;text-align:center","display:inline-block;min-width:1.4em;color:#b8860b;font-weight:bold","margin:1.6em 0;padding:1.2em 1em;border:2px solid #b8860b;border-radius:4px;background:#fbf5e6;text-align:center","margin:0 0 0.5em;font-size:15.4px;font-weight:600;line-height:1.5;color:#333333","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#b8860b;color:#ffffff;font-size:12.3px;font-weight:bold","margin:1.6em 0;padding:1em;border:1px solid #e5e5e5;border-radius:4px;background:#fbf5e6","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#b8860b;color:#ffffff;font-size:14px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","margin:1.6em 0;padding:1em 1.1em;border-top:3px solid #b8860b;border-radius:4px;background:#fbf5e6","margin:0.3em 0;font-size:15.4px;font-weight:bold;line-height:1.6;color:#b8860b","display:inline-block;min-width:1.6em;color:#b8860b;font-weight:bold","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:14px;color:#333333;line-height:1.75;word-wrap:break-word;background-color:#ffffff\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:14px;color:#333333;line-height:1.75;word-wrap:break-word;background-color:#ffffff;background-image:linear-gradient(90deg,rgba(0,0,0,0.05) 1px,transparent 0),linear-gradient(rgba(0,0,0,0.05) 1px,transparent 0);background-size:20px 20px\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:14px;color:#333333;line-height:1.75;word-wrap:break-word\\">","margin:0 0 1em;color:#333333;font-size:16px;line-height:1.75;letter-spacing:0","margin:1.6em 0 0.8em;font-size:24px;font-weight:600;line-height:1.4;letter-spacing:0;color:#b8860b","margin:1.6em 0 0.8em;font-size:20.8px;font-weight:600;line-height:1.4;letter-spacing:0;color:#b8860b","margin:1.3em 0 0.8em;font-size:18.4px;font-weight:600;line-height:1.4;letter-spacing:0;color:#333333","margin:1.3em 0 0.8em;font-size:16.8px;font-weight:600;line-height:1.4;letter-spacing:0;color:#333333","margin:0.3em 0;padding:0;color:#333333;font-size:16px;line-height:1.75;letter-spacing:0","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:14px;color:#b8860b;background:#fbf5e6","margin:0;font-size:26.4px;font-weight:600;line-height:1.3;color:#b8860b","margin:0 0 0.8em;font-size:18.4px;font-weight:600;color:#333333","margin:0 0 0.3em;font-size:16px;font-weight:bold;color:#b8860b","margin:0 0 0.7em;font-size:17.6px;font-weight:600;line-height:1.4;color:#333333","margin:0.3em 0;font-size:16px;line-height:1.75;color:#333333","margin:0.9em 0 0;font-size:14px;color:#b8860b","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#b8860b;color:#ffffff;font-size:14px;font-weight:bold;line-height:1.8em;text-align:center","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #fbf5e6;font-size:14px;line-height:1.7;color:#888888","display:inline-block;width:10px;height:10px;margin:0 8px 0 -22px;border-radius:50%;background:#b8860b;vertical-align:middle","font-size:14px;font-weight:bold;color:#b8860b","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #e5e5e5;border-radius:4px;font-size:14px;line-height:1.6;color:#333333","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #b8860b;border-radius:4px;background:#fbf5e6;font-size:14px;line-height:1.6;color:#333333","margin:0.1em 0;font-size:25.6px;font-weight:600;line-height:1.3;color:#b8860b","margin:0;font-family:Georgia,serif;font-size:41.6px;line-height:1;height:0.55em;color:#b8860b","margin:0.2em 0;font-size:17.3px;line-height:1.75;font-style:italic;color:#333333","margin:0 0 0.5em;font-size:17.6px;font-weight:600;line-height:1.5;color:#333333","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#b8860b;color:#ffffff;font-size:14px;font-weight:bold","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#b8860b;color:#ffffff;font-size:16px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","margin:0.3em 0;font-size:17.6px;font-weight:bold;line-height:1.6;color:#b8860b","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:16px;color:#333333;line-height:1.75;word-wrap:break-word;background-color:#ffffff\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:16px;color:#333333;line-height:1.75;word-wrap:break-word;background-color:#ffffff;background-image:linear-gradient(90deg,rgba(0,0,0,0.05) 1px,transparent 0),linear-gradient(rgba(0,0,0,0.05) 1px,transparent 0);background-size:20px 20px\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:16px;color:#333333;line-height:1.75;word-wrap:break-word\\">","margin:0 0 1em;color:#333333;font-size:18px;line-height:1.75;letter-spacing:0","margin:1.6em 0 0.8em;font-size:27px;font-weight:600;line-height:1.4;letter-spacing:0;color:#b8860b","margin:1.6em 0 0.8em;font-size:23.4px;font-weight:600;line-height:1.4;letter-spacing:0;color:#b8860b","margin:1.3em 0 0.8em;font-size:20.7px;font-weight:600;line-height:1.4;letter-spacing:0;color:#333333","margin:1.3em 0 0.8em;font-size:18.9px;font-weight:600;line-height:1.4;letter-spacing:0;color:#333333","margin:0.3em 0;padding:0;color:#333333;font-size:18px;line-height:1.75;letter-spacing:0","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:15.8px;color:#b8860b;background:#fbf5e6","margin:0;font-size:29.7px;font-weight:600;line-height:1.3;color:#b8860b","margin:0 0 0.8em;font-size:20.7px;font-weight:600;color:#333333","margin:0 0 0.3em;font-size:18px;font-weight:bold;color:#b8860b","margin:0 0 0.7em;font-size:19.8px;font-weight:600;line-height:1.4;color:#333333","margin:0.3em 0;font-size:18px;line-height:1.75;color:#333333","margin:0.9em 0 0;font-size:15.8px;color:#b8860b","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#b8860b;color:#ffffff;font-size:15.8px;font-weight:bold;line-height:1.8em;text-align:center","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #fbf5e6;font-size:15.8px;line-height:1.7;color:#888888","display:inline-block;width:10px;height:10px;margin:0 8px 0 -24px;border-radius:50%;background:#b8860b;vertical-align:middle","font-size:15.8px;font-weight:bold;color:#b8860b","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #e5e5e5;border-radius:4px;font-size:15.8px;line-height:1.6;color:#333333","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #b8860b;border-radius:4px;background:#fbf5e6;font-size:15.8px;line-height:1.6;color:#333333","margin:0.1em 0;font-size:28.8px;font-weight:600;line-height:1.3;color:#b8860b","margin:0;font-family:Georgia,serif;font-size:46.8px;line-height:1;height:0.55em;color:#b8860b","margin:0.2em 0;font-size:19.4px;line-height:1.75;font-style:italic;color:#333333","margin:0 0 0.5em;font-size:19.8px;font-weight:600;line-height:1.5;color:#333333","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#b8860b;color:#ffffff;font-size:15.8px;font-weight:bold","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#b8860b;color:#ffffff;font-size:18px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","margin:0.3em 0;font-size:19.8px;font-weight:bold;line-height:1.6;color:#b8860b","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:18px;color:#333333;line-height:1.75;word-wrap:break-word;background-color:#ffffff\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:18px;color:#333333;line-height:1.75;word-wrap:break-word;background-color:#ffffff;background-image:linear-gradient(90deg,rgba(0,0,0,0.05) 1px,transparent 0),linear-gradient(rgba(0,0,0,0.05) 1px,transparent 0);background-size:20px 20px\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:18px;color:#333333;line-height:1.75;word-wrap:break-word\\">","margin:1.6em 0 0.8em;font-size:21px;font-weight:600;line-height:1.4;letter-spacing:0;color:#2e8b57","margin:1.6em 0 0.8em;font-size:18.2px;font-weight:600;line-height:1.4;letter-spacing:0;color:#2e8b57","margin:1.2em 0;padding:0.6em 1em;border-left:3px solid #2e8b57;background:#eaf6ef;color:#888888","display:inline-block;min-width:1.4em;margin-right:0.2em;color:#2e8b57;font-weight:bold","display:inline-block;min-width:1.4em;margin-right:0.2em;color:#2e8b57","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:12.3px;color:#2e8b57;background:#eaf6ef","padding:0.5em 0.8em;border:1px solid #e5e5e5;background:#eaf6ef;font-weight:bold;white-space:nowrap","font-weight:bold;color:#2e8b57","color:#2e8b57;border-bottom:1px solid #2e8b57","font-size:0.75em;color:#2e8b57","margin:0 0 1.5em;padding:1.8em 1.2em;border-radius:4px;background:#eaf6ef;text-align:center","margin:0;font-size:23.1px;font-weight:600;line-height:1.3;color:#2e8b57","display:inline-block;margin:0.2em;padding:0.1em 0.7em;border:1px solid #2e8b57;border-radius:999px;font-size:12px;color:#2e8b57","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #2e8b57;border-left:4px solid #2e8b57;border-radius:4px;background:#eaf6ef","margin:0 0 0.3em;font-size:14px;font-weight:bold;color:#2e8b57","margin:0 0 0.5em;font-size:12px;font-weight:bold;letter-spacing:0.12em;color:#2e8b57","margin:0.9em 0 0;font-size:12.3px;color:#2e8b57","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#2e8b57;color:#ffffff;font-size:12.3px;font-weight:bold;line-height:1.8em;text-align:center","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #eaf6ef;font-size:12.3px;line-height:1.7;color:#888888","margin:1.2em 0 1.2em 0.4em;padding:0;border-left:2px solid #2e8b57","display:inline-block;width:10px;height:10px;margin:0 8px 0 -20px;border-radius:50%;background:#2e8b57;vertical-align:middle","font-size:12.3px;font-weight:bold;color:#2e8b57","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #2e8b57;border-radius:4px;background:#eaf6ef;font-size:12.3px;line-height:1.6;color:#333333","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #2e8b57;border-radius:4px;background:#eaf6ef;text-align:center","margin:0.1em 0;font-size:22.4px;font-weight:600;line-height:1.3;color:#2e8b57","margin:1.4em 0;padding:0.9em 1.1em;border-left:4px solid #2e8b57;border-radius:4px;background:#eaf6ef","margin:0;font-family:Georgia,serif;font-size:36.4px;line-height:1;height:0.55em;color:#2e8b57","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:4px;background:#2e8b57;color:#ffffff;font-size:12px;font-weight:bold;line-height:1.5em;text-align:center","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:4px;border:1px solid #2e8b57;color:#2e8b57;font-size:12px;font-weight:bold;line-height:1.4em;text-align:center","display:inline-block;min-width:1.4em;color:#2e8b57;font-weight:bold","margin:1.6em 0;padding:1.2em 1em;border:2px solid #2e8b57;border-radius:4px;background:#eaf6ef;text-align:center","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#2e8b57;color:#ffffff;font-size:12.3px;font-weight:bold","margin:1.6em 0;padding:1em;border:1px solid #e5e5e5;border-radius:4px;background:#eaf6ef","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#2e8b57;color:#ffffff;font-size:14px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","margin:1.6em 0;padding:1em 1.1em;border-top:3px solid #2e8b57;border-radius:4px;background:#eaf6ef","margin:0.3em 0;font-size:15.4px;font-weight:bold;line-height:1.6;color:#2e8b57","display:inline-block;min-width:1.6em;color:#2e8b57;font-weight:bold","margin:1.6em 0 0.8em;font-size:24px;font-weight:600;line-height:1.4;letter-spacing:0;color:#2e8b57","margin:1.6em 0 0.8em;font-size:20.8px;font-weight:600;line-height:1.4;letter-spacing:0;color:#2e8b57","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:14px;color:#2e8b57;background:#eaf6ef","margin:0;font-size:26.4px;font-weight:600;line-height:1.3;color:#2e8b57","margin:0 0 0.3em;font-size:16px;font-weight:bold;color:#2e8b57","margin:0.9em 0 0;font-size:14px;color:#2e8b57","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#2e8b57;color:#ffffff;font-size:14px;font-weight:bold;line-height:1.8em;text-align:center","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #eaf6ef;font-size:14px;line-height:1.7;color:#888888","display:inline-block;width:10px;height:10px;margin:0 8px 0 -22px;border-radius:50%;background:#2e8b57;vertical-align:middle","font-size:14px;font-weight:bold;color:#2e8b57","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #2e8b57;border-radius:4px;background:#eaf6ef;font-size:14px;line-height:1.6;color:#333333","margin:0.1em 0;font-size:25.6px;font-weight:600;line-height:1.3;color:#2e8b57","margin:0;font-family:Georgia,serif;font-size:41.6px;line-height:1;height:0.55em;color:#2e8b57","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#2e8b57;color:#ffffff;font-size:14px;font-weight:bold","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#2e8b57;color:#ffffff;font-size:16px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","margin:0.3em 0;font-size:17.6px;font-weight:bold;line-height:1.6;color:#2e8b57","margin:1.6em 0 0.8em;font-size:27px;font-weight:600;line-height:1.4;letter-spacing:0;color:#2e8b57","margin:1.6em 0 0.8em;font-size:23.4px;font-weight:600;line-height:1.4;letter-spacing:0;color:#2e8b57","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:15.8px;color:#2e8b57;background:#eaf6ef","margin:0;font-size:29.7px;font-weight:600;line-height:1.3;color:#2e8b57","margin:0 0 0.3em;font-size:18px;font-weight:bold;color:#2e8b57","margin:0.9em 0 0;font-size:15.8px;color:#2e8b57","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#2e8b57;color:#ffffff;font-size:15.8px;font-weight:bold;line-height:1.8em;text-align:center","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #eaf6ef;font-size:15.8px;line-height:1.7;color:#888888","display:inline-block;width:10px;height:10px;margin:0 8px 0 -24px;border-radius:50%;background:#2e8b57;vertical-align:middle","font-size:15.8px;font-weight:bold;color:#2e8b57","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #2e8b57;border-radius:4px;background:#eaf6ef;font-size:15.8px;line-height:1.6;color:#333333","margin:0.1em 0;font-size:28.8px;font-weight:600;line-height:1.3;color:#2e8b57","margin:0;font-family:Georgia,serif;font-size:46.8px;line-height:1;height:0.55em;color:#2e8b57","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#2e8b57;color:#ffffff;font-size:15.8px;font-weight:bold","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#2e8b57;color:#ffffff;font-size:18px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","margin:0.3em 0;font-size:19.8px;font-weight:bold;line-height:1.6;color:#2e8b57","margin:1.6em 0 0.8em;font-size:21px;font-weight:600;line-height:1.4;letter-spacing:0;color:#1e6fd9","margin:1.6em 0 0.8em;font-size:18.2px;font-weight:600;line-height:1.4;letter-spacing:0;color:#1e6fd9","margin:1.2em 0;padding:0.6em 1em;border-left:3px solid #1e6fd9;background:#e9f1fc;color:#888888","display:inline-block;min-width:1.4em;margin-right:0.2em;color:#1e6fd9;font-weight:bold","display:inline-block;min-width:1.4em;margin-right:0.2em;color:#1e6fd9","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:12.3px;color:#1e6fd9;background:#e9f1fc","padding:0.5em 0.8em;border:1px solid #e5e5e5;background:#e9f1fc;font-weight:bold;white-space:nowrap","font-weight:bold;color:#1e6fd9","color:#1e6fd9;border-bottom:1px solid #1e6fd9","font-size:0.75em;color:#1e6fd9","margin:0 0 1.5em;padding:1.8em 1.2em;border-radius:4px;background:#e9f1fc;text-align:center","margin:0;font-size:23.1px;font-weight:600;line-height:1.3;color:#1e6fd9","display:inline-block;margin:0.2em;padding:0.1em 0.7em;border:1px solid #1e6fd9;border-radius:999px;font-size:12px;color:#1e6fd9","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #1e6fd9;border-left:4px solid #1e6fd9;border-radius:4px;background:#e9f1fc","margin:0 0 0.3em;font-size:14px;font-weight:bold;color:#1e6fd9","margin:0 0 0.5em;font-size:12px;font-weight:bold;letter-spacing:0.12em;color:#1e6fd9","margin:0.9em 0 0;font-size:12.3px;color:#1e6fd9","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#1e6fd9;color:#ffffff;font-size:12.3px;font-weight:bold;line-height:1.8em;text-align:center","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #e9f1fc;font-size:12.3px;line-height:1.7;color:#888888","margin:1.2em 0 1.2em 0.4em;padding:0;border-left:2px solid #1e6fd9","display:inline-block;width:10px;height:10px;margin:0 8px 0 -20px;border-radius:50%;background:#1e6fd9;vertical-align:middle","font-size:12.3px;font-weight:bold;color:#1e6fd9","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #1e6fd9;border-radius:4px;background:#e9f1fc;font-size:12.3px;line-height:1.6;color:#333333","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #1e6fd9;border-radius:4px;background:#e9f1fc;text-align:center","margin:0.1em 0;font-size:22.4px;font-weight:600;line-height:1.3;color:#1e6fd9","margin:1.4em 0;padding:0.9em 1.1em;border-left:4px solid #1e6fd9;border-radius:4px;background:#e9f1fc","margin:0;font-family:Georgia,serif;font-size:36.4px;line-height:1;height:0.55em;color:#1e6fd9","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:4px;background:#1e6fd9;color:#ffffff;font-size:12px;font-weight:bold;line-height:1.5em;text-align:center","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:4px;border:1px solid #1e6fd9;color:#1e6fd9;font-size:12px;font-weight:bold;line-height:1.4em;text-align:center","display:inline-block;min-width:1.4em;color:#1e6fd9;font-weight:bold","margin:1.6em 0;padding:1.2em 1em;border:2px solid #1e6fd9;border-radius:4px;background:#e9f1fc;text-align:center","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#1e6fd9;color:#ffffff;font-size:12.3px;font-weight:bold","margin:1.6em 0;padding:1em;border:1px solid #e5e5e5;border-radius:4px;background:#e9f1fc","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#1e6fd9;color:#ffffff;font-size:14px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","margin:1.6em 0;padding:1em 1.1em;border-top:3px solid #1e6fd9;border-radius:4px;background:#e9f1fc","margin:0.3em 0;font-size:15.4px;font-weight:bold;line-height:1.6;color:#1e6fd9","display:inline-block;min-width:1.6em;color:#1e6fd9;font-weight:bold","margin:1.6em 0 0.8em;font-size:24px;font-weight:600;line-height:1.4;letter-spacing:0;color:#1e6fd9","margin:1.6em 0 0.8em;font-size:20.8px;font-weight:600;line-height:1.4;letter-spacing:0;color:#1e6fd9","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:14px;color:#1e6fd9;background:#e9f1fc","margin:0;font-size:26.4px;font-weight:600;line-height:1.3;color:#1e6fd9","margin:0 0 0.3em;font-size:16px;font-weight:bold;color:#1e6fd9","margin:0.9em 0 0;font-size:14px;color:#1e6fd9","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#1e6fd9;color:#ffffff;font-size:14px;font-weight:bold;line-height:1.8em;text-align:center","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #e9f1fc;font-size:14px;line-height:1.7;color:#888888","display:inline-block;width:10px;height:10px;margin:0 8px 0 -22px;border-radius:50%;background:#1e6fd9;vertical-align:middle","font-size:14px;font-weight:bold;color:#1e6fd9","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #1e6fd9;border-radius:4px;background:#e9f1fc;font-size:14px;line-height:1.6;color:#333333","margin:0.1em 0;font-size:25.6px;font-weight:600;line-height:1.3;color:#1e6fd9","margin:0;font-family:Georgia,serif;font-size:41.6px;line-height:1;height:0.55em;color:#1e6fd9","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#1e6fd9;color:#ffffff;font-size:14px;font-weight:bold","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#1e6fd9;color:#ffffff;font-size:16px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","margin:0.3em 0;font-size:17.6px;font-weight:bold;line-height:1.6;color:#1e6fd9","margin:1.6em 0 0.8em;font-size:27px;font-weight:600;line-height:1.4;letter-spacing:0;color:#1e6fd9","margin:1.6em 0 0.8em;font-size:23.4px;font-weight:600;line-height:1.4;letter-spacing:0;color:#1e6fd9","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:15.8px;color:#1e6fd9;background:#e9f1fc","margin:0;font-size:29.7px;font-weight:600;line-height:1.3;color:#1e6fd9","margin:0 0 0.3em;font-size:18px;font-weight:bold;color:#1e6fd9","margin:0.9em 0 0;font-size:15.8px;color:#1e6fd9","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#1e6fd9;color:#ffffff;font-size:15.8px;font-weight:bold;line-height:1.8em;text-align:center","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #e9f1fc;font-size:15.8px;line-height:1.7;color:#888888","display:inline-block;width:10px;height:10px;margin:0 8px 0 -24px;border-radius:50%;background:#1e6fd9;vertical-align:middle","font-size:15.8px;font-weight:bold;color:#1e6fd9","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #1e6fd9;border-radius:4px;background:#e9f1fc;font-size:15.8px;line-height:1.6;color:#333333","margin:0.1em 0;font-size:28.8px;font-weight:600;line-height:1.3;color:#1e6fd9","margin:0;font-family:Georgia,serif;font-size:46.8px;line-height:1;height:0.55em;color:#1e6fd9","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#1e6fd9;color:#ffffff;font-size:15.8px;font-weight:bold","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#1e6fd9;color:#ffffff;font-size:18px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","margin:0.3em 0;font-size:19.8px;font-weight:bold;line-height:1.6;color:#1e6fd9","margin:1.6em 0 0.8em;font-size:21px;font-weight:600;line-height:1.4;letter-spacing:0;color:#e06c1b","margin:1.6em 0 0.8em;font-size:18.2px;font-weight:600;line-height:1.4;letter-spacing:0;color:#e06c1b","margin:1.2em 0;padding:0.6em 1em;border-left:3px solid #e06c1b;background:#fdf0e6;color:#888888","display:inline-block;min-width:1.4em;margin-right:0.2em;color:#e06c1b;font-weight:bold","display:inline-block;min-width:1.4em;margin-right:0.2em;color:#e06c1b","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:12.3px;color:#e06c1b;background:#fdf0e6","padding:0.5em 0.8em;border:1px solid #e5e5e5;background:#fdf0e6;font-weight:bold;white-space:nowrap","font-weight:bold;color:#e06c1b","color:#e06c1b;border-bottom:1px solid #e06c1b","font-size:0.75em;color:#e06c1b","margin:0 0 1.5em;padding:1.8em 1.2em;border-radius:4px;background:#fdf0e6;text-align:center","margin:0;font-size:23.1px;font-weight:600;line-height:1.3;color:#e06c1b","display:inline-block;margin:0.2em;padding:0.1em 0.7em;border:1px solid #e06c1b;border-radius:999px;font-size:12px;color:#e06c1b","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #e06c1b;border-left:4px solid #e06c1b;border-radius:4px;background:#fdf0e6","margin:0 0 0.3em;font-size:14px;font-weight:bold;color:#e06c1b","margin:0 0 0.5em;font-size:12px;font-weight:bold;letter-spacing:0.12em;color:#e06c1b","margin:0.9em 0 0;font-size:12.3px;color:#e06c1b","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#e06c1b;color:#ffffff;font-size:12.3px;font-weight:bold;line-height:1.8em;text-align:center","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #fdf0e6;font-size:12.3px;line-height:1.7;color:#888888","margin:1.2em 0 1.2em 0.4em;padding:0;border-left:2px solid #e06c1b","display:inline-block;width:10px;height:10px;margin:0 8px 0 -20px;border-radius:50%;background:#e06c1b;vertical-align:middle","font-size:12.3px;font-weight:bold;color:#e06c1b","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #e06c1b;border-radius:4px;background:#fdf0e6;font-size:12.3px;line-height:1.6;color:#333333","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #e06c1b;border-radius:4px;background:#fdf0e6;text-align:center","margin:0.1em 0;font-size:22.4px;font-weight:600;line-height:1.3;color:#e06c1b","margin:1.4em 0;padding:0.9em 1.1em;border-left:4px solid #e06c1b;border-radius:4px;background:#fdf0e6","margin:0;font-family:Georgia,serif;font-size:36.4px;line-height:1;height:0.55em;color:#e06c1b","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:4px;background:#e06c1b;color:#ffffff;font-size:12px;font-weight:bold;line-height:1.5em;text-align:center","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:4px;border:1px solid #e06c1b;color:#e06c1b;font-size:12px;font-weight:bold;line-height:1.4em;text-align:center","display:inline-block;min-width:1.4em;color:#e06c1b;font-weight:bold","margin:1.6em 0;padding:1.2em 1em;border:2px solid #e06c1b;border-radius:4px;background:#fdf0e6;text-align:center","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#e06c1b;color:#ffffff;font-size:12.3px;font-weight:bold","margin:1.6em 0;padding:1em;border:1px solid #e5e5e5;border-radius:4px;background:#fdf0e6","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#e06c1b;color:#ffffff;font-size:14px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","margin:1.6em 0;padding:1em 1.1em;border-top:3px solid #e06c1b;border-radius:4px;background:#fdf0e6","margin:0.3em 0;font-size:15.4px;font-weight:bold;line-height:1.6;color:#e06c1b","display:inline-block;min-width:1.6em;color:#e06c1b;font-weight:bold","margin:1.6em 0 0.8em;font-size:24px;font-weight:600;line-height:1.4;letter-spacing:0;color:#e06c1b","margin:1.6em 0 0.8em;font-size:20.8px;font-weight:600;line-height:1.4;letter-spacing:0;color:#e06c1b","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:14px;color:#e06c1b;background:#fdf0e6","margin:0;font-size:26.4px;font-weight:600;line-height:1.3;color:#e06c1b","margin:0 0 0.3em;font-size:16px;font-weight:bold;color:#e06c1b","margin:0.9em 0 0;font-size:14px;color:#e06c1b","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#e06c1b;color:#ffffff;font-size:14px;font-weight:bold;line-height:1.8em;text-align:center","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #fdf0e6;font-size:14px;line-height:1.7;color:#888888","display:inline-block;width:10px;height:10px;margin:0 8px 0 -22px;border-radius:50%;background:#e06c1b;vertical-align:middle","font-size:14px;font-weight:bold;color:#e06c1b","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #e06c1b;border-radius:4px;background:#fdf0e6;font-size:14px;line-height:1.6;color:#333333","margin:0.1em 0;font-size:25.6px;font-weight:600;line-height:1.3;color:#e06c1b","margin:0;font-family:Georgia,serif;font-size:41.6px;line-height:1;height:0.55em;color:#e06c1b","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#e06c1b;color:#ffffff;font-size:14px;font-weight:bold","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#e06c1b;color:#ffffff;font-size:16px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","margin:0.3em 0;font-size:17.6px;font-weight:bold;line-height:1.6;color:#e06c1b","margin:1.6em 0 0.8em;font-size:27px;font-weight:600;line-height:1.4;letter-spacing:0;color:#e06c1b","margin:1.6em 0 0.8em;font-size:23.4px;font-weight:600;line-height:1.4;letter-spacing:0;color:#e06c1b","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:15.8px;color:#e06c1b;background:#fdf0e6","margin:0;font-size:29.7px;font-weight:600;line-height:1.3;color:#e06c1b","margin:0 0 0.3em;font-size:18px;font-weight:bold;color:#e06c1b","margin:0.9em 0 0;font-size:15.8px;color:#e06c1b","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#e06c1b;color:#ffffff;font-size:15.8px;font-weight:bold;line-height:1.8em;text-align:center","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #fdf0e6;font-size:15.8px;line-height:1.7;color:#888888","display:inline-block;width:10px;height:10px;margin:0 8px 0 -24px;border-radius:50%;background:#e06c1b;vertical-align:middle","font-size:15.8px;font-weight:bold;color:#e06c1b","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #e06c1b;border-radius:4px;background:#fdf0e6;font-size:15.8px;line-height:1.6;color:#333333","margin:0.1em 0;font-size:28.8px;font-weight:600;line-height:1.3;color:#e06c1b","margin:0;font-family:Georgia,serif;font-size:46.8px;line-height:1;height:0.55em;color:#e06c1b","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#e06c1b;color:#ffffff;font-size:15.8px;font-weight:bold","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#e06c1b;color:#ffffff;font-size:18px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","margin:0.3em 0;font-size:19.8px;font-weight:bold;line-height:1.6;color:#e06c1b","margin:1.6em 0 0.8em;font-size:21px;font-weight:600;line-height:1.4;letter-spacing:0;color:#c8323c","margin:1.6em 0 0.8em;font-size:18.2px;font-weight:600;line-height:1.4;letter-spacing:0;color:#c8323c","margin:1.2em 0;padding:0.6em 1em;border-left:3px solid #c8323c;background:#fcebec;color:#888888","display:inline-block;min-width:1.4em;margin-right:0.2em;color:#c8323c;font-weight:bold","display:inline-block;min-width:1.4em;margin-right:0.2em;color:#c8323c","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:12.3px;color:#c8323c;background:#fcebec","padding:0.5em 0.8em;border:1px solid #e5e5e5;background:#fcebec;font-weight:bold;white-space:nowrap","font-weight:bold;color:#c8323c","color:#c8323c;border-bottom:1px solid #c8323c","font-size:0.75em;color:#c8323c","margin:0 0 1.5em;padding:1.8em 1.2em;border-radius:4px;background:#fcebec;text-align:center","margin:0;font-size:23.1px;font-weight:600;line-height:1.3;color:#c8323c","display:inline-block;margin:0.2em;padding:0.1em 0.7em;border:1px solid #c8323c;border-radius:999px;font-size:12px;color:#c8323c","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #c8323c;border-left:4px solid #c8323c;border-radius:4px;background:#fcebec","margin:0 0 0.3em;font-size:14px;font-weight:bold;color:#c8323c","margin:0 0 0.5em;font-size:12px;font-weight:bold;letter-spacing:0.12em;color:#c8323c","margin:0.9em 0 0;font-size:12.3px;color:#c8323c","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#c8323c;color:#ffffff;font-size:12.3px;font-weight:bold;line-height:1.8em;text-align:center","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #fcebec;font-size:12.3px;line-height:1.7;color:#888888","margin:1.2em 0 1.2em 0.4em;padding:0;border-left:2px solid #c8323c","display:inline-block;width:10px;height:10px;margin:0 8px 0 -20px;border-radius:50%;background:#c8323c;vertical-align:middle","font-size:12.3px;font-weight:bold;color:#c8323c","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #c8323c;border-radius:4px;background:#fcebec;font-size:12.3px;line-height:1.6;color:#333333","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #c8323c;border-radius:4px;background:#fcebec;text-align:center","margin:0.1em 0;font-size:22.4px;font-weight:600;line-height:1.3;color:#c8323c","margin:1.4em 0;padding:0.9em 1.1em;border-left:4px solid #c8323c;border-radius:4px;background:#fcebec","margin:0;font-family:Georgia,serif;font-size:36.4px;line-height:1;height:0.55em;color:#c8323c","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:4px;background:#c8323c;color:#ffffff;font-size:12px;font-weight:bold;line-height:1.5em;text-align:center","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:4px;border:1px solid #c8323c;color:#c8323c;font-size:12px;font-weight:bold;line-height:1.4em;text-align:center","display:inline-block;min-width:1.4em;color:#c8323c;font-weight:bold","margin:1.6em 0;padding:1.2em 1em;border:2px solid #c8323c;border-radius:4px;background:#fcebec;text-align:center","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#c8323c;color:#ffffff;font-size:12.3px;font-weight:bold","margin:1.6em 0;padding:1em;border:1px solid #e5e5e5;border-radius:4px;background:#fcebec","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#c8323c;color:#ffffff;font-size:14px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","margin:1.6em 0;padding:1em 1.1em;border-top:3px solid #c8323c;border-radius:4px;background:#fcebec","margin:0.3em 0;font-size:15.4px;font-weight:bold;line-height:1.6;color:#c8323c","display:inline-block;min-width:1.6em;color:#c8323c;font-weight:bold","margin:1.6em 0 0.8em;font-size:24px;font-weight:600;line-height:1.4;letter-spacing:0;color:#c8323c","margin:1.6em 0 0.8em;font-size:20.8px;font-weight:600;line-height:1.4;letter-spacing:0;color:#c8323c","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:14px;color:#c8323c;background:#fcebec","margin:0;font-size:26.4px;font-weight:600;line-height:1.3;color:#c8323c","margin:0 0 0.3em;font-size:16px;font-weight:bold;color:#c8323c","margin:0.9em 0 0;font-size:14px;color:#c8323c","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#c8323c;color:#ffffff;font-size:14px;font-weight:bold;line-height:1.8em;text-align:center","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #fcebec;font-size:14px;line-height:1.7;color:#888888","display:inline-block;width:10px;height:10px;margin:0 8px 0 -22px;border-radius:50%;background:#c8323c;vertical-align:middle","font-size:14px;font-weight:bold;color:#c8323c","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #c8323c;border-radius:4px;background:#fcebec;font-size:14px;line-height:1.6;color:#333333","margin:0.1em 0;font-size:25.6px;font-weight:600;line-height:1.3;color:#c8323c","margin:0;font-family:Georgia,serif;font-size:41.6px;line-height:1;height:0.55em;color:#c8323c","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#c8323c;color:#ffffff;font-size:14px;font-weight:bold","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#c8323c;color:#ffffff;font-size:16px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","margin:0.3em 0;font-size:17.6px;font-weight:bold;line-height:1.6;color:#c8323c","margin:1.6em 0 0.8em;font-size:27px;font-weight:600;line-height:1.4;letter-spacing:0;color:#c8323c","margin:1.6em 0 0.8em;font-size:23.4px;font-weight:600;line-height:1.4;letter-spacing:0;color:#c8323c","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:15.8px;color:#c8323c;background:#fcebec","margin:0;font-size:29.7px;font-weight:600;line-height:1.3;color:#c8323c","margin:0 0 0.3em;font-size:18px;font-weight:bold;color:#c8323c","margin:0.9em 0 0;font-size:15.8px;color:#c8323c","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#c8323c;color:#ffffff;font-size:15.8px;font-weight:bold;line-height:1.8em;text-align:center","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #fcebec;font-size:15.8px;line-height:1.7;color:#888888","display:inline-block;width:10px;height:10px;margin:0 8px 0 -24px;border-radius:50%;background:#c8323c;vertical-align:middle","font-size:15.8px;font-weight:bold;color:#c8323c","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #c8323c;border-radius:4px;background:#fcebec;font-size:15.8px;line-height:1.6;color:#333333","margin:0.1em 0;font-size:28.8px;font-weight:600;line-height:1.3;color:#c8323c","margin:0;font-family:Georgia,serif;font-size:46.8px;line-height:1;height:0.55em;color:#c8323c","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#c8323c;color:#ffffff;font-size:15.8px;font-weight:bold","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#c8323c;color:#ffffff;font-size:18px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","margin:0.3em 0;font-size:19.8px;font-weight:bold;line-height:1.6;color:#c8323c","margin:1.6em 0 0.8em;font-size:21px;font-weight:600;line-height:1.4;letter-spacing:0;color:#1f3a68","margin:1.6em 0 0.8em;font-size:18.2px;font-weight:600;line-height:1.4;letter-spacing:0;color:#1f3a68","margin:1.2em 0;padding:0.6em 1em;border-left:3px solid #1f3a68;background:#e8edf5;color:#888888","display:inline-block;min-width:1.4em;margin-right:0.2em;color:#1f3a68;font-weight:bold","display:inline-block;min-width:1.4em;margin-right:0.2em;color:#1f3a68","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:12.3px;color:#1f3a68;background:#e8edf5","padding:0.5em 0.8em;border:1px solid #e5e5e5;background:#e8edf5;font-weight:bold;white-space:nowrap","font-weight:bold;color:#1f3a68","color:#1f3a68;border-bottom:1px solid #1f3a68","font-size:0.75em;color:#1f3a68","margin:0 0 1.5em;padding:1.8em 1.2em;border-radius:4px;background:#e8edf5;text-align:center","margin:0;font-size:23.1px;font-weight:600;line-height:1.3;color:#1f3a68","display:inline-block;margin:0.2em;padding:0.1em 0.7em;border:1px solid #1f3a68;border-radius:999px;font-size:12px;color:#1f3a68","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #1f3a68;border-left:4px solid #1f3a68;border-radius:4px;background:#e8edf5","margin:0 0 0.3em;font-size:14px;font-weight:bold;color:#1f3a68","margin:0 0 0.5em;font-size:12px;font-weight:bold;letter-spacing:0.12em;color:#1f3a68","margin:0.9em 0 0;font-size:12.3px;color:#1f3a68","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#1f3a68;color:#ffffff;font-size:12.3px;font-weight:bold;line-height:1.8em;text-align:center","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #e8edf5;font-size:12.3px;line-height:1.7;color:#888888","margin:1.2em 0 1.2em 0.4em;padding:0;border-left:2px solid #1f3a68","display:inline-block;width:10px;height:10px;margin:0 8px 0 -20px;border-radius:50%;background:#1f3a68;vertical-align:middle","font-size:12.3px;font-weight:bold;color:#1f3a68","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #1f3a68;border-radius:4px;background:#e8edf5;font-size:12.3px;line-height:1.6;color:#333333","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #1f3a68;border-radius:4px;background:#e8edf5;text-align:center","margin:0.1em 0;font-size:22.4px;font-weight:600;line-height:1.3;color:#1f3a68","margin:1.4em 0;padding:0.9em 1.1em;border-left:4px solid #1f3a68;border-radius:4px;background:#e8edf5","margin:0;font-family:Georgia,serif;font-size:36.4px;line-height:1;height:0.55em;color:#1f3a68","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:4px;background:#1f3a68;color:#ffffff;font-size:12px;font-weight:bold;line-height:1.5em;text-align:center","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:4px;border:1px solid #1f3a68;color:#1f3a68;font-size:12px;font-weight:bold;line-height:1.4em;text-align:center","display:inline-block;min-width:1.4em;color:#1f3a68;font-weight:bold","margin:1.6em 0;padding:1.2em 1em;border:2px solid #1f3a68;border-radius:4px;background:#e8edf5;text-align:center","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#1f3a68;color:#ffffff;font-size:12.3px;font-weight:bold","margin:1.6em 0;padding:1em;border:1px solid #e5e5e5;border-radius:4px;background:#e8edf5","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#1f3a68;color:#ffffff;font-size:14px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","margin:1.6em 0;padding:1em 1.1em;border-top:3px solid #1f3a68;border-radius:4px;background:#e8edf5","margin:0.3em 0;font-size:15.4px;font-weight:bold;line-height:1.6;color:#1f3a68","display:inline-block;min-width:1.6em;color:#1f3a68;font-weight:bold","margin:1.6em 0 0.8em;font-size:24px;font-weight:600;line-height:1.4;letter-spacing:0;color:#1f3a68","margin:1.6em 0 0.8em;font-size:20.8px;font-weight:600;line-height:1.4;letter-spacing:0;color:#1f3a68","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:14px;color:#1f3a68;background:#e8edf5","margin:0;font-size:26.4px;font-weight:600;line-height:1.3;color:#1f3a68","margin:0 0 0.3em;font-size:16px;font-weight:bold;color:#1f3a68","margin:0.9em 0 0;font-size:14px;color:#1f3a68","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#1f3a68;color:#ffffff;font-size:14px;font-weight:bold;line-height:1.8em;text-align:center","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #e8edf5;font-size:14px;line-height:1.7;color:#888888","display:inline-block;width:10px;height:10px;margin:0 8px 0 -22px;border-radius:50%;background:#1f3a68;vertical-align:middle","font-size:14px;font-weight:bold;color:#1f3a68","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #1f3a68;border-radius:4px;background:#e8edf5;font-size:14px;line-height:1.6;color:#333333","margin:0.1em 0;font-size:25.6px;font-weight:600;line-height:1.3;color:#1f3a68","margin:0;font-family:Georgia,serif;font-size:41.6px;line-height:1;height:0.55em;color:#1f3a68","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#1f3a68;color:#ffffff;font-size:14px;font-weight:bold","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#1f3a68;color:#ffffff;font-size:16px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","margin:0.3em 0;font-size:17.6px;font-weight:bold;line-height:1.6;color:#1f3a68","margin:1.6em 0 0.8em;font-size:27px;font-weight:600;line-height:1.4;letter-spacing:0;color:#1f3a68","margin:1.6em 0 0.8em;font-size:23.4px;font-weight:600;line-height:1.4;letter-spacing:0;color:#1f3a68","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:15.8px;color:#1f3a68;background:#e8edf5","margin:0;font-size:29.7px;font-weight:600;line-height:1.3;color:#1f3a68","margin:0 0 0.3em;font-size:18px;font-weight:bold;color:#1f3a68","margin:0.9em 0 0;font-size:15.8px;color:#1f3a68","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#1f3a68;color:#ffffff;font-size:15.8px;font-weight:bold;line-height:1.8em;text-align:center","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #e8edf5;font-size:15.8px;line-height:1.7;color:#888888","display:inline-block;width:10px;height:10px;margin:0 8px 0 -24px;border-radius:50%;background:#1f3a68;vertical-align:middle","font-size:15.8px;font-weight:bold;color:#1f3a68","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #1f3a68;border-radius:4px;background:#e8edf5;font-size:15.8px;line-height:1.6;color:#333333","margin:0.1em 0;font-size:28.8px;font-weight:600;line-height:1.3;color:#1f3a68","margin:0;font-family:Georgia,serif;font-size:46.8px;line-height:1;height:0.55em;color:#1f3a68","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#1f3a68;color:#ffffff;font-size:15.8px;font-weight:bold","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#1f3a68;color:#ffffff;font-size:18px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","margin:0.3em 0;font-size:19.8px;font-weight:bold;line-height:1.6;color:#1f3a68","margin:1.6em 0 0.8em;font-size:21px;font-weight:600;line-height:1.4;letter-spacing:0;color:#555c66","margin:1.6em 0 0.8em;font-size:18.2px;font-weight:600;line-height:1.4;letter-spacing:0;color:#555c66","margin:1.2em 0;padding:0.6em 1em;border-left:3px solid #555c66;background:#f0f1f3;color:#888888","display:inline-block;min-width:1.4em;margin-right:0.2em;color:#555c66;font-weight:bold","display:inline-block;min-width:1.4em;margin-right:0.2em;color:#555c66","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:12.3px;color:#555c66;background:#f0f1f3","padding:0.5em 0.8em;border:1px solid #e5e5e5;background:#f0f1f3;font-weight:bold;white-space:nowrap","font-weight:bold;color:#555c66","color:#555c66;border-bottom:1px solid #555c66","font-size:0.75em;color:#555c66","margin:0 0 1.5em;padding:1.8em 1.2em;border-radius:4px;background:#f0f1f3;text-align:center","margin:0;font-size:23.1px;font-weight:600;line-height:1.3;color:#555c66","display:inline-block;margin:0.2em;padding:0.1em 0.7em;border:1px solid #555c66;border-radius:999px;font-size:12px;color:#555c66","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #555c66;border-left:4px solid #555c66;border-radius:4px;background:#f0f1f3","margin:0 0 0.3em;font-size:14px;font-weight:bold;color:#555c66","margin:0 0 0.5em;font-size:12px;font-weight:bold;letter-spacing:0.12em;color:#555c66","margin:0.9em 0 0;font-size:12.3px;color:#555c66","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#555c66;color:#ffffff;font-size:12.3px;font-weight:bold;line-height:1.8em;text-align:center","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #f0f1f3;font-size:12.3px;line-height:1.7;color:#888888","margin:1.2em 0 1.2em 0.4em;padding:0;border-left:2px solid #555c66","display:inline-block;width:10px;height:10px;margin:0 8px 0 -20px;border-radius:50%;background:#555c66;vertical-align:middle","font-size:12.3px;font-weight:bold;color:#555c66","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #555c66;border-radius:4px;background:#f0f1f3;font-size:12.3px;line-height:1.6;color:#333333","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #555c66;border-radius:4px;background:#f0f1f3;text-align:center","margin:0.1em 0;font-size:22.4px;font-weight:600;line-height:1.3;color:#555c66","margin:1.4em 0;padding:0.9em 1.1em;border-left:4px solid #555c66;border-radius:4px;background:#f0f1f3","margin:0;font-family:Georgia,serif;font-size:36.4px;line-height:1;height:0.55em;color:#555c66","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:4px;background:#555c66;color:#ffffff;font-size:12px;font-weight:bold;line-height:1.5em;text-align:center","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:4px;border:1px solid #555c66;color:#555c66;font-size:12px;font-weight:bold;line-height:1.4em;text-align:center","display:inline-block;min-width:1.4em;color:#555c66;font-weight:bold","margin:1.6em 0;padding:1.2em 1em;border:2px solid #555c66;border-radius:4px;background:#f0f1f3;text-align:center","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#555c66;color:#ffffff;font-size:12.3px;font-weight:bold","margin:1.6em 0;padding:1em;border:1px solid #e5e5e5;border-radius:4px;background:#f0f1f3","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#555c66;color:#ffffff;font-size:14px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","margin:1.6em 0;padding:1em 1.1em;border-top:3px solid #555c66;border-radius:4px;background:#f0f1f3","margin:0.3em 0;font-size:15.4px;font-weight:bold;line-height:1.6;color:#555c66","display:inline-block;min-width:1.6em;color:#555c66;font-weight:bold","margin:1.6em 0 0.8em;font-size:24px;font-weight:600;line-height:1.4;letter-spacing:0;color:#555c66","margin:1.6em 0 0.8em;font-size:20.8px;font-weight:600;line-height:1.4;letter-spacing:0;color:#555c66","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:14px;color:#555c66;background:#f0f1f3","margin:0;font-size:26.4px;font-weight:600;line-height:1.3;color:#555c66","margin:0 0 0.3em;font-size:16px;font-weight:bold;color:#555c66","margin:0.9em 0 0;font-size:14px;color:#555c66","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#555c66;color:#ffffff;font-size:14px;font-weight:bold;line-height:1.8em;text-align:center","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #f0f1f3;font-size:14px;line-height:1.7;color:#888888","display:inline-block;width:10px;height:10px;margin:0 8px 0 -22px;border-radius:50%;background:#555c66;vertical-align:middle","font-size:14px;font-weight:bold;color:#555c66","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #555c66;border-radius:4px;background:#f0f1f3;font-size:14px;line-height:1.6;color:#333333","margin:0.1em 0;font-size:25.6px;font-weight:600;line-height:1.3;color:#555c66","margin:0;font-family:Georgia,serif;font-size:41.6px;line-height:1;height:0.55em;color:#555c66","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#555c66;color:#ffffff;font-size:14px;font-weight:bold","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#555c66;color:#ffffff;font-size:16px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","margin:0.3em 0;font-size:17.6px;font-weight:bold;line-height:1.6;color:#555c66","margin:1.6em 0 0.8em;font-size:27px;font-weight:600;line-height:1.4;letter-spacing:0;color:#555c66","margin:1.6em 0 0.8em;font-size:23.4px;font-weight:600;line-height:1.4;letter-spacing:0;color:#555c66","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:15.8px;color:#555c66;background:#f0f1f3","margin:0;font-size:29.7px;font-weight:600;line-height:1.3;color:#555c66","margin:0 0 0.3em;font-size:18px;font-weight:bold;color:#555c66","margin:0.9em 0 0;font-size:15.8px;color:#555c66","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#555c66;color:#ffffff;font-size:15.8px;font-weight:bold;line-height:1.8em;text-align:center","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #f0f1f3;font-size:15.8px;line-height:1.7;color:#888888","display:inline-block;width:10px;height:10px;margin:0 8px 0 -24px;border-radius:50%;background:#555c66;vertical-align:middle","font-size:15.8px;font-weight:bold;color:#555c66","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #555c66;border-radius:4px;background:#f0f1f3;font-size:15.8px;line-height:1.6;color:#333333","margin:0.1em 0;font-size:28.8px;font-weight:600;line-height:1.3;color:#555c66","margin:0;font-family:Georgia,serif;font-size:46.8px;line-height:1;height:0.55em;color:#555c66","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#555c66;color:#ffffff;font-size:15.8px;font-weight:bold","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#555c66;color:#ffffff;font-size:18px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","margin:0.3em 0;font-size:19.8px;font-weight:bold;line-height:1.6;color:#555c66","margin:1.6em 0 0.8em;font-size:21px;font-weight:600;line-height:1.4;letter-spacing:0;color:#1a9bd7","margin:1.6em 0 0.8em;font-size:18.2px;font-weight:600;line-height:1.4;letter-spacing:0;color:#1a9bd7","margin:1.2em 0;padding:0.6em 1em;border-left:3px solid #1a9bd7;background:#e6f5fc;color:#888888","display:inline-block;min-width:1.4em;margin-right:0.2em;color:#1a9bd7;font-weight:bold","display:inline-block;min-width:1.4em;margin-right:0.2em;color:#1a9bd7","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:12.3px;color:#1a9bd7;background:#e6f5fc","padding:0.5em 0.8em;border:1px solid #e5e5e5;background:#e6f5fc;font-weight:bold;white-space:nowrap","font-weight:bold;color:#1a9bd7","color:#1a9bd7;border-bottom:1px solid #1a9bd7","font-size:0.75em;color:#1a9bd7","margin:0 0 1.5em;padding:1.8em 1.2em;border-radius:4px;background:#e6f5fc;text-align:center","margin:0;font-size:23.1px;font-weight:600;line-height:1.3;color:#1a9bd7","display:inline-block;margin:0.2em;padding:0.1em 0.7em;border:1px solid #1a9bd7;border-radius:999px;font-size:12px;color:#1a9bd7","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #1a9bd7;border-left:4px solid #1a9bd7;border-radius:4px;background:#e6f5fc","margin:0 0 0.3em;font-size:14px;font-weight:bold;color:#1a9bd7","margin:0 0 0.5em;font-size:12px;font-weight:bold;letter-spacing:0.12em;color:#1a9bd7","margin:0.9em 0 0;font-size:12.3px;color:#1a9bd7","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#1a9bd7;color:#ffffff;font-size:12.3px;font-weight:bold;line-height:1.8em;text-align:center","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #e6f5fc;font-size:12.3px;line-height:1.7;color:#888888","margin:1.2em 0 1.2em 0.4em;padding:0;border-left:2px solid #1a9bd7","display:inline-block;width:10px;height:10px;margin:0 8px 0 -20px;border-radius:50%;background:#1a9bd7;vertical-align:middle","font-size:12.3px;font-weight:bold;color:#1a9bd7","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #1a9bd7;border-radius:4px;background:#e6f5fc;font-size:12.3px;line-height:1.6;color:#333333","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #1a9bd7;border-radius:4px;background:#e6f5fc;text-align:center","margin:0.1em 0;font-size:22.4px;font-weight:600;line-height:1.3;color:#1a9bd7","margin:1.4em 0;padding:0.9em 1.1em;border-left:4px solid #1a9bd7;border-radius:4px;background:#e6f5fc","margin:0;font-family:Georgia,serif;font-size:36.4px;line-height:1;height:0.55em;color:#1a9bd7","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:4px;background:#1a9bd7;color:#ffffff;font-size:12px;font-weight:bold;line-height:1.5em;text-align:center","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:4px;border:1px solid #1a9bd7;color:#1a9bd7;font-size:12px;font-weight:bold;line-height:1.4em;text-align:center","display:inline-block;min-width:1.4em;color:#1a9bd7;font-weight:bold","margin:1.6em 0;padding:1.2em 1em;border:2px solid #1a9bd7;border-radius:4px;background:#e6f5fc;text-align:center","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#1a9bd7;color:#ffffff;font-size:12.3px;font-weight:bold","margin:1.6em 0;padding:1em;border:1px solid #e5e5e5;border-radius:4px;background:#e6f5fc","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#1a9bd7;color:#ffffff;font-size:14px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","margin:1.6em 0;padding:1em 1.1em;border-top:3px solid #1a9bd7;border-radius:4px;background:#e6f5fc","margin:0.3em 0;font-size:15.4px;font-weight:bold;line-height:1.6;color:#1a9bd7","display:inline-block;min-width:1.6em;color:#1a9bd7;font-weight:bold","margin:1.6em 0 0.8em;font-size:24px;font-weight:600;line-height:1.4;letter-spacing:0;color:#1a9bd7","margin:1.6em 0 0.8em;font-size:20.8px;font-weight:600;line-height:1.4;letter-spacing:0;color:#1a9bd7","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:14px;color:#1a9bd7;background:#e6f5fc","margin:0;font-size:26.4px;font-weight:600;line-height:1.3;color:#1a9bd7","margin:0 0 0.3em;font-size:16px;font-weight:bold;color:#1a9bd7","margin:0.9em 0 0;font-size:14px;color:#1a9bd7","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#1a9bd7;color:#ffffff;font-size:14px;font-weight:bold;line-height:1.8em;text-align:center","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #e6f5fc;font-size:14px;line-height:1.7;color:#888888","display:inline-block;width:10px;height:10px;margin:0 8px 0 -22px;border-radius:50%;background:#1a9bd7;vertical-align:middle","font-size:14px;font-weight:bold;color:#1a9bd7","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #1a9bd7;border-radius:4px;background:#e6f5fc;font-size:14px;line-height:1.6;color:#333333","margin:0.1em 0;font-size:25.6px;font-weight:600;line-height:1.3;color:#1a9bd7","margin:0;font-family:Georgia,serif;font-size:41.6px;line-height:1;height:0.55em;color:#1a9bd7","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#1a9bd7;color:#ffffff;font-size:14px;font-weight:bold","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#1a9bd7;color:#ffffff;font-size:16px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","margin:0.3em 0;font-size:17.6px;font-weight:bold;line-height:1.6;color:#1a9bd7","margin:1.6em 0 0.8em;font-size:27px;font-weight:600;line-height:1.4;letter-spacing:0;color:#1a9bd7","margin:1.6em 0 0.8em;font-size:23.4px;font-weight:600;line-height:1.4;letter-spacing:0;color:#1a9bd7","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:15.8px;color:#1a9bd7;background:#e6f5fc","margin:0;font-size:29.7px;font-weight:600;line-height:1.3;color:#1a9bd7","margin:0 0 0.3em;font-size:18px;font-weight:bold;color:#1a9bd7","margin:0.9em 0 0;font-size:15.8px;color:#1a9bd7","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#1a9bd7;color:#ffffff;font-size:15.8px;font-weight:bold;line-height:1.8em;text-align:center","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #e6f5fc;font-size:15.8px;line-height:1.7;color:#888888","display:inline-block;width:10px;height:10px;margin:0 8px 0 -24px;border-radius:50%;background:#1a9bd7;vertical-align:middle","font-size:15.8px;font-weight:bold;color:#1a9bd7","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #1a9bd7;border-radius:4px;background:#e6f5fc;font-size:15.8px;line-height:1.6;color:#333333","margin:0.1em 0;font-size:28.8px;font-weight:600;line-height:1.3;color:#1a9bd7","margin:0;font-family:Georgia,serif;font-size:46.8px;line-height:1;height:0.55em;color:#1a9bd7","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#1a9bd7;color:#ffffff;font-size:15.8px;font-weight:bold","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#1a9bd7;color:#ffffff;font-size:18px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","margin:0.3em 0;font-size:19.8px;font-weight:bold;line-height:1.6;color:#1a9bd7","margin:1.6em 0 0.8em;font-size:22.4px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #b8860b","margin:1.6em 0 0.8em;font-size:18.9px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #b8860b","margin:1.3em 0 0.8em;font-size:16.1px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #b8860b","margin:1.3em 0 0.8em;font-size:14.7px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #b8860b","margin:1.2em 0;padding:0.8em 1em;border:1px solid #e5e5e5;border-radius:6px;background:#fbf5e6;color:#888888","margin:0 0 1.5em;padding:1.8em 1.2em;border-radius:6px;background:#fbf5e6;text-align:center","margin:0;font-size:24.6px;font-weight:700;line-height:1.3;color:#b8860b","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #b8860b;border-left:4px solid #b8860b;border-radius:6px;background:#fbf5e6","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #b8860b;border-radius:6px;background:#fbf5e6;font-size:12.3px;line-height:1.6;color:#333333","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #b8860b;border-radius:6px;background:#fbf5e6;text-align:center","margin:0.1em 0;font-size:22.4px;font-weight:700;line-height:1.3;color:#b8860b","margin:1.4em 0;padding:0.9em 1.1em;border:1px solid #e5e5e5;border-radius:6px;background:#fbf5e6","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:6px;background:#b8860b;color:#ffffff;font-size:12px;font-weight:bold;line-height:1.5em;text-align:center","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:6px;border:1px solid #b8860b;color:#b8860b;font-size:12px;font-weight:bold;line-height:1.4em;text-align:center","margin:1.6em 0;padding:1.2em 1em;border:2px solid #b8860b;border-radius:6px;background:#fbf5e6;text-align:center","margin:1.6em 0;padding:1em;border:1px solid #e5e5e5;border-radius:6px;background:#fbf5e6","margin:1.6em 0;padding:1em 1.1em;border-top:3px solid #b8860b;border-radius:6px;background:#fbf5e6","margin:1.6em 0 0.8em;font-size:25.6px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #b8860b","margin:1.6em 0 0.8em;font-size:21.6px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #b8860b","margin:1.3em 0 0.8em;font-size:18.4px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #b8860b","margin:1.3em 0 0.8em;font-size:16.8px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #b8860b","margin:0;font-size:28.2px;font-weight:700;line-height:1.3;color:#b8860b","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #b8860b;border-radius:6px;background:#fbf5e6;font-size:14px;line-height:1.6;color:#333333","margin:0.1em 0;font-size:25.6px;font-weight:700;line-height:1.3;color:#b8860b","margin:1.6em 0 0.8em;font-size:28.8px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #b8860b","margin:1.6em 0 0.8em;font-size:24.3px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #b8860b","margin:1.3em 0 0.8em;font-size:20.7px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #b8860b","margin:1.3em 0 0.8em;font-size:18.9px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #b8860b","margin:0;font-size:31.7px;font-weight:700;line-height:1.3;color:#b8860b","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #b8860b;border-radius:6px;background:#fbf5e6;font-size:15.8px;line-height:1.6;color:#333333","margin:0.1em 0;font-size:28.8px;font-weight:700;line-height:1.3;color:#b8860b","margin:1.6em 0 0.8em;font-size:22.4px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #2e8b57","margin:1.6em 0 0.8em;font-size:18.9px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #2e8b57","margin:1.3em 0 0.8em;font-size:16.1px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #2e8b57","margin:1.3em 0 0.8em;font-size:14.7px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #2e8b57","margin:1.2em 0;padding:0.8em 1em;border:1px solid #e5e5e5;border-radius:6px;background:#eaf6ef;color:#888888","margin:0 0 1.5em;padding:1.8em 1.2em;border-radius:6px;background:#eaf6ef;text-align:center","margin:0;font-size:24.6px;font-weight:700;line-height:1.3;color:#2e8b57","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #2e8b57;border-left:4px solid #2e8b57;border-radius:6px;background:#eaf6ef","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #2e8b57;border-radius:6px;background:#eaf6ef;font-size:12.3px;line-height:1.6;color:#333333","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #2e8b57;border-radius:6px;background:#eaf6ef;text-align:center","margin:0.1em 0;font-size:22.4px;font-weight:700;line-height:1.3;color:#2e8b57","margin:1.4em 0;padding:0.9em 1.1em;border:1px solid #e5e5e5;border-radius:6px;background:#eaf6ef","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:6px;background:#2e8b57;color:#ffffff;font-size:12px;font-weight:bold;line-height:1.5em;text-align:center","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:6px;border:1px solid #2e8b57;color:#2e8b57;font-size:12px;font-weight:bold;line-height:1.4em;text-align:center","margin:1.6em 0;padding:1.2em 1em;border:2px solid #2e8b57;border-radius:6px;background:#eaf6ef;text-align:center","margin:1.6em 0;padding:1em;border:1px solid #e5e5e5;border-radius:6px;background:#eaf6ef","margin:1.6em 0;padding:1em 1.1em;border-top:3px solid #2e8b57;border-radius:6px;background:#eaf6ef","margin:1.6em 0 0.8em;font-size:25.6px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #2e8b57","margin:1.6em 0 0.8em;font-size:21.6px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #2e8b57","margin:1.3em 0 0.8em;font-size:18.4px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #2e8b57","margin:1.3em 0 0.8em;font-size:16.8px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #2e8b57","margin:0;font-size:28.2px;font-weight:700;line-height:1.3;color:#2e8b57","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #2e8b57;border-radius:6px;background:#eaf6ef;font-size:14px;line-height:1.6;color:#333333","margin:0.1em 0;font-size:25.6px;font-weight:700;line-height:1.3;color:#2e8b57","margin:1.6em 0 0.8em;font-size:28.8px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #2e8b57","margin:1.6em 0 0.8em;font-size:24.3px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #2e8b57","margin:1.3em 0 0.8em;font-size:20.7px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #2e8b57","margin:1.3em 0 0.8em;font-size:18.9px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #2e8b57","margin:0;font-size:31.7px;font-weight:700;line-height:1.3;color:#2e8b57","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #2e8b57;border-radius:6px;background:#eaf6ef;font-size:15.8px;line-height:1.6;color:#333333","margin:0.1em 0;font-size:28.8px;font-weight:700;line-height:1.3;color:#2e8b57","margin:1.6em 0 0.8em;font-size:22.4px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #1e6fd9","margin:1.6em 0 0.8em;font-size:18.9px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #1e6fd9","margin:1.3em 0 0.8em;font-size:16.1px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #1e6fd9","margin:1.3em 0 0.8em;font-size:14.7px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #1e6fd9","margin:1.2em 0;padding:0.8em 1em;border:1px solid #e5e5e5;border-radius:6px;background:#e9f1fc;color:#888888","margin:0 0 1.5em;padding:1.8em 1.2em;border-radius:6px;background:#e9f1fc;text-align:center","margin:0;font-size:24.6px;font-weight:700;line-height:1.3;color:#1e6fd9","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #1e6fd9;border-left:4px solid #1e6fd9;border-radius:6px;background:#e9f1fc","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #1e6fd9;border-radius:6px;background:#e9f1fc;font-size:12.3px;line-height:1.6;color:#333333","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #1e6fd9;border-radius:6px;background:#e9f1fc;text-align:center","margin:0.1em 0;font-size:22.4px;font-weight:700;line-height:1.3;color:#1e6fd9","margin:1.4em 0;padding:0.9em 1.1em;border:1px solid #e5e5e5;border-radius:6px;background:#e9f1fc","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:6px;background:#1e6fd9;color:#ffffff;font-size:12px;font-weight:bold;line-height:1.5em;text-align:center","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:6px;border:1px solid #1e6fd9;color:#1e6fd9;font-size:12px;font-weight:bold;line-height:1.4em;text-align:center","margin:1.6em 0;padding:1.2em 1em;border:2px solid #1e6fd9;border-radius:6px;background:#e9f1fc;text-align:center","margin:1.6em 0;padding:1em;border:1px solid #e5e5e5;border-radius:6px;background:#e9f1fc","margin:1.6em 0;padding:1em 1.1em;border-top:3px solid #1e6fd9;border-radius:6px;background:#e9f1fc","margin:1.6em 0 0.8em;font-size:25.6px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #1e6fd9","margin:1.6em 0 0.8em;font-size:21.6px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #1e6fd9","margin:1.3em 0 0.8em;font-size:18.4px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #1e6fd9","margin:1.3em 0 0.8em;font-size:16.8px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #1e6fd9","margin:0;font-size:28.2px;font-weight:700;line-height:1.3;color:#1e6fd9","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #1e6fd9;border-radius:6px;background:#e9f1fc;font-size:14px;line-height:1.6;color:#333333","margin:0.1em 0;font-size:25.6px;font-weight:700;line-height:1.3;color:#1e6fd9","margin:1.6em 0 0.8em;font-size:28.8px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #1e6fd9","margin:1.6em 0 0.8em;font-size:24.3px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #1e6fd9","margin:1.3em 0 0.8em;font-size:20.7px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #1e6fd9","margin:1.3em 0 0.8em;font-size:18.9px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #1e6fd9","margin:0;font-size:31.7px;font-weight:700;line-height:1.3;color:#1e6fd9","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #1e6fd9;border-radius:6px;background:#e9f1fc;font-size:15.8px;line-height:1.6;color:#333333","margin:0.1em 0;font-size:28.8px;font-weight:700;line-height:1.3;color:#1e6fd9","margin:1.6em 0 0.8em;font-size:22.4px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #e06c1b","margin:1.6em 0 0.8em;font-size:18.9px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #e06c1b","margin:1.3em 0 0.8em;font-size:16.1px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #e06c1b","margin:1.3em 0 0.8em;font-size:14.7px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #e06c1b","margin:1.2em 0;padding:0.8em 1em;border:1px solid #e5e5e5;border-radius:6px;background:#fdf0e6;color:#888888","margin:0 0 1.5em;padding:1.8em 1.2em;border-radius:6px;background:#fdf0e6;text-align:center","margin:0;font-size:24.6px;font-weight:700;line-height:1.3;color:#e06c1b","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #e06c1b;border-left:4px solid #e06c1b;border-radius:6px;background:#fdf0e6","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #e06c1b;border-radius:6px;background:#fdf0e6;font-size:12.3px;line-height:1.6;color:#333333","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #e06c1b;border-radius:6px;background:#fdf0e6;text-align:center","margin:0.1em 0;font-size:22.4px;font-weight:700;line-height:1.3;color:#e06c1b","margin:1.4em 0;padding:0.9em 1.1em;border:1px solid #e5e5e5;border-radius:6px;background:#fdf0e6","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:6px;background:#e06c1b;color:#ffffff;font-size:12px;font-weight:bold;line-height:1.5em;text-align:center","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:6px;border:1px solid #e06c1b;color:#e06c1b;font-size:12px;font-weight:bold;line-height:1.4em;text-align:center","margin:1.6em 0;padding:1.2em 1em;border:2px solid #e06c1b;border-radius:6px;background:#fdf0e6;text-align:center","margin:1.6em 0;padding:1em;border:1px solid #e5e5e5;border-radius:6px;background:#fdf0e6","margin:1.6em 0;padding:1em 1.1em;border-top:3px solid #e06c1b;border-radius:6px;background:#fdf0e6","margin:1.6em 0 0.8em;font-size:25.6px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #e06c1b","margin:1.6em 0 0.8em;font-size:21.6px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #e06c1b","margin:1.3em 0 0.8em;font-size:18.4px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #e06c1b","margin:1.3em 0 0.8em;font-size:16.8px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #e06c1b","margin:0;font-size:28.2px;font-weight:700;line-height:1.3;color:#e06c1b","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #e06c1b;border-radius:6px;background:#fdf0e6;font-size:14px;line-height:1.6;color:#333333","margin:0.1em 0;font-size:25.6px;font-weight:700;line-height:1.3;color:#e06c1b","margin:1.6em 0 0.8em;font-size:28.8px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #e06c1b","margin:1.6em 0 0.8em;font-size:24.3px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #e06c1b","margin:1.3em 0 0.8em;font-size:20.7px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #e06c1b","margin:1.3em 0 0.8em;font-size:18.9px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #e06c1b","margin:0;font-size:31.7px;font-weight:700;line-height:1.3;color:#e06c1b","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #e06c1b;border-radius:6px;background:#fdf0e6;font-size:15.8px;line-height:1.6;color:#333333","margin:0.1em 0;font-size:28.8px;font-weight:700;line-height:1.3;color:#e06c1b","margin:1.6em 0 0.8em;font-size:22.4px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #c8323c","margin:1.6em 0 0.8em;font-size:18.9px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #c8323c","margin:1.3em 0 0.8em;font-size:16.1px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #c8323c","margin:1.3em 0 0.8em;font-size:14.7px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #c8323c","margin:1.2em 0;padding:0.8em 1em;border:1px solid #e5e5e5;border-radius:6px;background:#fcebec;color:#888888","margin:0 0 1.5em;padding:1.8em 1.2em;border-radius:6px;background:#fcebec;text-align:center","margin:0;font-size:24.6px;font-weight:700;line-height:1.3;color:#c8323c","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #c8323c;border-left:4px solid #c8323c;border-radius:6px;background:#fcebec","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #c8323c;border-radius:6px;background:#fcebec;font-size:12.3px;line-height:1.6;color:#333333","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #c8323c;border-radius:6px;background:#fcebec;text-align:center","margin:0.1em 0;font-size:22.4px;font-weight:700;line-height:1.3;color:#c8323c","margin:1.4em 0;padding:0.9em 1.1em;border:1px solid #e5e5e5;border-radius:6px;background:#fcebec","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:6px;background:#c8323c;color:#ffffff;font-size:12px;font-weight:bold;line-height:1.5em;text-align:center","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:6px;border:1px solid #c8323c;color:#c8323c;font-size:12px;font-weight:bold;line-height:1.4em;text-align:center","margin:1.6em 0;padding:1.2em 1em;border:2px solid #c8323c;border-radius:6px;background:#fcebec;text-align:center","margin:1.6em 0;padding:1em;border:1px solid #e5e5e5;border-radius:6px;background:#fcebec","margin:1.6em 0;padding:1em 1.1em;border-top:3px solid #c8323c;border-radius:6px;background:#fcebec","margin:1.6em 0 0.8em;font-size:25.6px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #c8323c","margin:1.6em 0 0.8em;font-size:21.6px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #c8323c","margin:1.3em 0 0.8em;font-size:18.4px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #c8323c","margin:1.3em 0 0.8em;font-size:16.8px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #c8323c","margin:0;font-size:28.2px;font-weight:700;line-height:1.3;color:#c8323c","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #c8323c;border-radius:6px;background:#fcebec;font-size:14px;line-height:1.6;color:#333333","margin:0.1em 0;font-size:25.6px;font-weight:700;line-height:1.3;color:#c8323c","margin:1.6em 0 0.8em;font-size:28.8px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #c8323c","margin:1.6em 0 0.8em;font-size:24.3px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #c8323c","margin:1.3em 0 0.8em;font-size:20.7px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #c8323c","margin:1.3em 0 0.8em;font-size:18.9px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #c8323c","margin:0;font-size:31.7px;font-weight:700;line-height:1.3;color:#c8323c","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #c8323c;border-radius:6px;background:#fcebec;font-size:15.8px;line-height:1.6;color:#333333","margin:0.1em 0;font-size:28.8px;font-weight:700;line-height:1.3;color:#c8323c","margin:1.6em 0 0.8em;font-size:22.4px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #1f3a68","margin:1.6em 0 0.8em;font-size:18.9px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #1f3a68","margin:1.3em 0 0.8em;font-size:16.1px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #1f3a68","margin:1.3em 0 0.8em;font-size:14.7px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #1f3a68","margin:1.2em 0;padding:0.8em 1em;border:1px solid #e5e5e5;border-radius:6px;background:#e8edf5;color:#888888","margin:0 0 1.5em;padding:1.8em 1.2em;border-radius:6px;background:#e8edf5;text-align:center","margin:0;font-size:24.6px;font-weight:700;line-height:1.3;color:#1f3a68","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #1f3a68;border-left:4px solid #1f3a68;border-radius:6px;background:#e8edf5","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #1f3a68;border-radius:6px;background:#e8edf5;font-size:12.3px;line-height:1.6;color:#333333","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #1f3a68;border-radius:6px;background:#e8edf5;text-align:center","margin:0.1em 0;font-size:22.4px;font-weight:700;line-height:1.3;color:#1f3a68","margin:1.4em 0;padding:0.9em 1.1em;border:1px solid #e5e5e5;border-radius:6px;background:#e8edf5","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:6px;background:#1f3a68;color:#ffffff;font-size:12px;font-weight:bold;line-height:1.5em;text-align:center","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:6px;border:1px solid #1f3a68;color:#1f3a68;font-size:12px;font-weight:bold;line-height:1.4em;text-align:center","margin:1.6em 0;padding:1.2em 1em;border:2px solid #1f3a68;border-radius:6px;background:#e8edf5;text-align:center","margin:1.6em 0;padding:1em;border:1px solid #e5e5e5;border-radius:6px;background:#e8edf5","margin:1.6em 0;padding:1em 1.1em;border-top:3px solid #1f3a68;border-radius:6px;background:#e8edf5","margin:1.6em 0 0.8em;font-size:25.6px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #1f3a68","margin:1.6em 0 0.8em;font-size:21.6px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #1f3a68","margin:1.3em 0 0.8em;font-size:18.4px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #1f3a68","margin:1.3em 0 0.8em;font-size:16.8px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #1f3a68","margin:0;font-size:28.2px;font-weight:700;line-height:1.3;color:#1f3a68","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #1f3a68;border-radius:6px;background:#e8edf5;font-size:14px;line-height:1.6;color:#333333","margin:0.1em 0;font-size:25.6px;font-weight:700;line-height:1.3;color:#1f3a68","margin:1.6em 0 0.8em;font-size:28.8px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #1f3a68","margin:1.6em 0 0.8em;font-size:24.3px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #1f3a68","margin:1.3em 0 0.8em;font-size:20.7px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #1f3a68","margin:1.3em 0 0.8em;font-size:18.9px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #1f3a68","margin:0;font-size:31.7px;font-weight:700;line-height:1.3;color:#1f3a68","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #1f3a68;border-radius:6px;background:#e8edf5;font-size:15.8px;line-height:1.6;color:#333333","margin:0.1em 0;font-size:28.8px;font-weight:700;line-height:1.3;color:#1f3a68","margin:1.6em 0 0.8em;font-size:22.4px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #555c66","margin:1.6em 0 0.8em;font-size:18.9px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #555c66","margin:1.3em 0 0.8em;font-size:16.1px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #555c66","margin:1.3em 0 0.8em;font-size:14.7px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #555c66","margin:1.2em 0;padding:0.8em 1em;border:1px solid #e5e5e5;border-radius:6px;background:#f0f1f3;color:#888888","margin:0 0 1.5em;padding:1.8em 1.2em;border-radius:6px;background:#f0f1f3;text-align:center","margin:0;font-size:24.6px;font-weight:700;line-height:1.3;color:#555c66","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #555c66;border-left:4px solid #555c66;border-radius:6px;background:#f0f1f3","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #555c66;border-radius:6px;background:#f0f1f3;font-size:12.3px;line-height:1.6;color:#333333","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #555c66;border-radius:6px;background:#f0f1f3;text-align:center","margin:0.1em 0;font-size:22.4px;font-weight:700;line-height:1.3;color:#555c66","margin:1.4em 0;padding:0.9em 1.1em;border:1px solid #e5e5e5;border-radius:6px;background:#f0f1f3","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:6px;background:#555c66;color:#ffffff;font-size:12px;font-weight:bold;line-height:1.5em;text-align:center","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:6px;border:1px solid #555c66;color:#555c66;font-size:12px;font-weight:bold;line-height:1.4em;text-align:center","margin:1.6em 0;padding:1.2em 1em;border:2px solid #555c66;border-radius:6px;background:#f0f1f3;text-align:center","margin:1.6em 0;padding:1em;border:1px solid #e5e5e5;border-radius:6px;background:#f0f1f3","margin:1.6em 0;padding:1em 1.1em;border-top:3px solid #555c66;border-radius:6px;background:#f0f1f3","margin:1.6em 0 0.8em;font-size:25.6px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #555c66","margin:1.6em 0 0.8em;font-size:21.6px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #555c66","margin:1.3em 0 0.8em;font-size:18.4px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #555c66","margin:1.3em 0 0.8em;font-size:16.8px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #555c66","margin:0;font-size:28.2px;font-weight:700;line-height:1.3;color:#555c66","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #555c66;border-radius:6px;background:#f0f1f3;font-size:14px;line-height:1.6;color:#333333","margin:0.1em 0;font-size:25.6px;font-weight:700;line-height:1.3;color:#555c66","margin:1.6em 0 0.8em;font-size:28.8px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #555c66","margin:1.6em 0 0.8em;font-size:24.3px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #555c66","margin:1.3em 0 0.8em;font-size:20.7px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #555c66","margin:1.3em 0 0.8em;font-size:18.9px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #555c66","margin:0;font-size:31.7px;font-weight:700;line-height:1.3;color:#555c66","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #555c66;border-radius:6px;background:#f0f1f3;font-size:15.8px;line-height:1.6;color:#333333","margin:0.1em 0;font-size:28.8px;font-weight:700;line-height:1.3;color:#555c66","margin:1.6em 0 0.8em;font-size:22.4px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #1a9bd7","margin:1.6em 0 0.8em;font-size:18.9px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #1a9bd7","margin:1.3em 0 0.8em;font-size:16.1px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #1a9bd7","margin:1.3em 0 0.8em;font-size:14.7px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #1a9bd7","margin:1.2em 0;padding:0.8em 1em;border:1px solid #e5e5e5;border-radius:6px;background:#e6f5fc;color:#888888","margin:0 0 1.5em;padding:1.8em 1.2em;border-radius:6px;background:#e6f5fc;text-align:center","margin:0;font-size:24.6px;font-weight:700;line-height:1.3;color:#1a9bd7","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #1a9bd7;border-left:4px solid #1a9bd7;border-radius:6px;background:#e6f5fc","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #1a9bd7;border-radius:6px;background:#e6f5fc;font-size:12.3px;line-height:1.6;color:#333333","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #1a9bd7;border-radius:6px;background:#e6f5fc;text-align:center","margin:0.1em 0;font-size:22.4px;font-weight:700;line-height:1.3;color:#1a9bd7","margin:1.4em 0;padding:0.9em 1.1em;border:1px solid #e5e5e5;border-radius:6px;background:#e6f5fc","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:6px;background:#1a9bd7;color:#ffffff;font-size:12px;font-weight:bold;line-height:1.5em;text-align:center","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:6px;border:1px solid #1a9bd7;color:#1a9bd7;font-size:12px;font-weight:bold;line-height:1.4em;text-align:center","margin:1.6em 0;padding:1.2em 1em;border:2px solid #1a9bd7;border-radius:6px;background:#e6f5fc;text-align:center","margin:1.6em 0;padding:1em;border:1px solid #e5e5e5;border-radius:6px;background:#e6f5fc","margin:1.6em 0;padding:1em 1.1em;border-top:3px solid #1a9bd7;border-radius:6px;background:#e6f5fc","margin:1.6em 0 0.8em;font-size:25.6px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #1a9bd7","margin:1.6em 0 0.8em;font-size:21.6px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #1a9bd7","margin:1.3em 0 0.8em;font-size:18.4px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #1a9bd7","margin:1.3em 0 0.8em;font-size:16.8px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #1a9bd7","margin:0;font-size:28.2px;font-weight:700;line-height:1.3;color:#1a9bd7","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #1a9bd7;border-radius:6px;background:#e6f5fc;font-size:14px;line-height:1.6;color:#333333","margin:0.1em 0;font-size:25.6px;font-weight:700;line-height:1.3;color:#1a9bd7","margin:1.6em 0 0.8em;font-size:28.8px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #1a9bd7","margin:1.6em 0 0.8em;font-size:24.3px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #1a9bd7","margin:1.3em 0 0.8em;font-size:20.7px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #1a9bd7","margin:1.3em 0 0.8em;font-size:18.9px;font-weight:700;line-height:1.4;letter-spacing:0.02em;color:#333333;padding-left:0.6em;border-left:4px solid #1a9bd7","margin:0;font-size:31.7px;font-weight:700;line-height:1.3;color:#1a9bd7","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #1a9bd7;border-radius:6px;background:#e6f5fc;font-size:15.8px;line-height:1.6;color:#333333","margin:0.1em 0;font-size:28.8px;font-weight:700;line-height:1.3;color:#1a9bd7","margin:0 0 1em;color:#333333;font-size:14px;line-height:1.9;letter-spacing:0.05em","margin:1.6em 0 0.8em;font-size:21.7px;font-weight:600;line-height:1.4;letter-spacing:0.05em;color:#b8860b;text-align:center","margin:1.6em 0 0.8em;font-size:18.2px;font-weight:600;line-height:1.4;letter-spacing:0.05em;color:#b8860b;text-align:center","margin:1.3em 0 0.8em;font-size:16.1px;font-weight:600;line-height:1.4;letter-spacing:0.05em;color:#333333","margin:1.3em 0 0.8em;font-size:14.7px;font-weight:600;line-height:1.4;letter-spacing:0.05em;color:#333333","<span style=\\"display:inline-block;padding:0 0.4em 0.2em;border-bottom:1px solid #b8860b\\">","margin:0.3em 0;padding:0;color:#333333;font-size:14px;line-height:1.9;letter-spacing:0.05em","margin:0 0 1.5em;padding:1.8em 1.2em;border-radius:2px;background:#fbf5e6;text-align:center","margin:0;font-size:23.9px;font-weight:600;line-height:1.3;color:#b8860b","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #e5e5e5;border-radius:2px;background:#ffffff","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #b8860b;border-left:4px solid #b8860b;border-radius:2px;background:#fbf5e6","margin:0.3em 0;font-size:14px;line-height:1.9;color:#333333","margin:1.2em 0;padding:0.8em 1em;border:1px dashed #e5e5e5;border-radius:2px;background:#ffffff","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #e5e5e5;border-radius:2px;font-size:12.3px;line-height:1.6;color:#333333","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #b8860b;border-radius:2px;background:#fbf5e6;font-size:12.3px;line-height:1.6;color:#333333","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #e5e5e5;border-radius:2px;text-align:center","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #b8860b;border-radius:2px;background:#fbf5e6;text-align:center","margin:1.4em 0;padding:0.9em 1.1em;border-left:4px solid #b8860b;border-radius:2px;background:#fbf5e6","margin:0.2em 0;font-size:15.1px;line-height:1.9;font-style:italic;color:#333333","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:2px;background:#b8860b;color:#ffffff;font-size:12px;font-weight:bold;line-height:1.5em;text-align:center","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:2px;border:1px solid #b8860b;color:#b8860b;font-size:12px;font-weight:bold;line-height:1.4em;text-align:center","margin:1.6em 0;padding:1.2em 1em;border:2px solid #b8860b;border-radius:2px;background:#fbf5e6;text-align:center","margin:1.6em 0;padding:1em;border:1px solid #e5e5e5;border-radius:2px;background:#fbf5e6","margin:1.6em 0;padding:1em 1.1em;border-top:3px solid #b8860b;border-radius:2px;background:#fbf5e6","<section style=\\"padding:16px;font-family:Georgia,'Songti SC','SimSun','Noto Serif CJK SC',serif;font-size:14px;color:#333333;line-height:1.9;word-wrap:break-word;background-color:#ffffff\\">","<section style=\\"padding:16px;font-family:Georgia,'Songti SC','SimSun','Noto Serif CJK SC',serif;font-size:14px;color:#333333;line-height:1.9;word-wrap:break-word;background-color:#ffffff;background-image:linear-gradient(90deg,rgba(0,0,0,0.05) 1px,transparent 0),linear-gradient(rgba(0,0,0,0.05) 1px,transparent 0);background-size:20px 20px\\">","<section style=\\"padding:16px;font-family:Georgia,'Songti SC','SimSun','Noto Serif CJK SC',serif;font-size:14px;color:#333333;line-height:1.9;word-wrap:break-word\\">","margin:0 0 1em;color:#333333;font-size:16px;line-height:1.9;letter-spacing:0.05em","margin:1.6em 0 0.8em;font-size:24.8px;font-weight:600;line-height:1.4;letter-spacing:0.05em;color:#b8860b;text-align:center","margin:1.6em 0 0.8em;font-size:20.8px;font-weight:600;line-height:1.4;letter-spacing:0.05em;color:#b8860b;text-align:center","margin:1.3em 0 0.8em;font-size:18.4px;font-weight:600;line-height:1.4;letter-spacing:0.05em;color:#333333","margin:1.3em 0 0.8em;font-size:16.8px;font-weight:600;line-height:1.4;letter-spacing:0.05em;color:#333333","margin:0.3em 0;padding:0;color:#333333;font-size:16px;line-height:1.9;letter-spacing:0.05em","margin:0;font-size:27.3px;font-weight:600;line-height:1.3;color:#b8860b","margin:0.3em 0;font-size:16px;line-height:1.9;color:#333333","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #e5e5e5;border-radius:2px;font-size:14px;line-height:1.6;color:#333333","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #b8860b;border-radius:2px;background:#fbf5e6;font-size:14px;line-height:1.6;color:#333333","margin:0.2em 0;font-size:17.3px;line-height:1.9;font-style:italic;color:#333333","<section style=\\"padding:16px;font-family:Georgia,'Songti SC','SimSun','Noto Serif CJK SC',serif;font-size:16px;color:#333333;line-height:1.9;word-wrap:break-word;background-color:#ffffff\\">","<section style=\\"padding:16px;font-family:Georgia,'Songti SC','SimSun','Noto Serif CJK SC',serif;font-size:16px;color:#333333;line-height:1.9;word-wrap:break-word;background-color:#ffffff;background-image:linear-gradient(90deg,rgba(0,0,0,0.05) 1px,transparent 0),linear-gradient(rgba(0,0,0,0.05) 1px,transparent 0);background-size:20px 20px\\">","<section style=\\"padding:16px;font-family:Georgia,'Songti SC','SimSun','Noto Serif CJK SC',serif;font-size:16px;color:#333333;line-height:1.9;word-wrap:break-word\\">","margin:0 0 1em;color:#333333;font-size:18px;line-height:1.9;letter-spacing:0.05em","margin:1.6em 0 0.8em;font-size:27.9px;font-weight:600;line-height:1.4;letter-spacing:0.05em;color:#b8860b;text-align:center","margin:1.6em 0 0.8em;font-size:23.4px;font-weight:600;line-height:1.4;letter-spacing:0.05em;color:#b8860b;text-align:center","margin:1.3em 0 0.8em;font-size:20.7px;font-weight:600;line-height:1.4;letter-spacing:0.05em;color:#333333","margin:1.3em 0 0.8em;font-size:18.9px;font-weight:600;line-height:1.4;letter-spacing:0.05em;color:#333333","margin:0.3em 0;padding:0;color:#333333;font-size:18px;line-height:1.9;letter-spacing:0.05em","margin:0;font-size:30.7px;font-weight:600;line-height:1.3;color:#b8860b","margin:0.3em 0;font-size:18px;line-height:1.9;color:#333333","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #e5e5e5;border-radius:2px;font-size:15.8px;line-height:1.6;color:#333333","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #b8860b;border-radius:2px;background:#fbf5e6;font-size:15.8px;line-height:1.6;color:#333333","margin:0.2em 0;font-size:19.4px;line-height:1.9;font-style:italic;color:#333333","<section style=\\"padding:16px;font-family:Georgia,'Songti SC','SimSun','Noto Serif CJK SC',serif;font-size:18px;color:#333333;line-height:1.9;word-wrap:break-word;background-color:#ffffff\\">","<section style=\\"padding:16px;font-family:Georgia,'Songti SC','SimSun','Noto Serif CJK SC',serif;font-size:18px;color:#333333;line-height:1.9;word-wrap:break-word;background-color:#ffffff;background-image:linear-gradient(90deg,rgba(0,0,0,0.05) 1px,transparent 0),linear-gradient(rgba(0,0,0,0.05) 1px,transparent 0);background-size:20px 20px\\">","<section style=\\"padding:16px;font-family:Georgia,'Songti SC','SimSun','Noto Serif CJK SC',serif;font-size:18px;color:#333333;line-height:1.9;word-wrap:break-word\\">","margin:1.6em 0 0.8em;font-size:21.7px;font-weight:600;line-height:1.4;letter-spacing:0.05em;color:#2e8b57;text-align:center","margin:1.6em 0 0.8em;font-size:18.2px;font-weight:600;line-height:1.4;letter-spacing:0.05em;color:#2e8b57;text-align:center","<span style=\\"display:inline-block;padding:0 0.4em 0.2em;border-bottom:1px solid #2e8b57\\">","margin:0 0 1.5em;padding:1.8em 1.2em;border-radius:2px;background:#eaf6ef;text-align:center","margin:0;font-size:23.9px;font-weight:600;line-height:1.3;color:#2e8b57","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #2e8b57;border-left:4px solid #2e8b57;border-radius:2px;background:#eaf6ef","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #2e8b57;border-radius:2px;background:#eaf6ef;font-size:12.3px;line-height:1.6;color:#333333","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #2e8b57;border-radius:2px;background:#eaf6ef;text-align:center","margin:1.4em 0;padding:0.9em 1.1em;border-left:4px solid #2e8b57;border-radius:2px;background:#eaf6ef","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:2px;background:#2e8b57;color:#ffffff;font-size:12px;font-weight:bold;line-height:1.5em;text-align:center","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:2px;border:1px solid #2e8b57;color:#2e8b57;font-size:12px;font-weight:bold;line-height:1.4em;text-align:center","margin:1.6em 0;padding:1.2em 1em;border:2px solid #2e8b57;border-radius:2px;background:#eaf6ef;text-align:center","margin:1.6em 0;padding:1em;border:1px solid #e5e5e5;border-radius:2px;background:#eaf6ef","margin:1.6em 0;padding:1em 1.1em;border-top:3px solid #2e8b57;border-radius:2px;background:#eaf6ef","margin:1.6em 0 0.8em;font-size:24.8px;font-weight:600;line-height:1.4;letter-spacing:0.05em;color:#2e8b57;text-align:center","margin:1.6em 0 0.8em;font-size:20.8px;font-weight:600;line-height:1.4;letter-spacing:0.05em;color:#2e8b57;text-align:center","margin:0;font-size:27.3px;font-weight:600;line-height:1.3;color:#2e8b57","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #2e8b57;border-radius:2px;background:#eaf6ef;font-size:14px;line-height:1.6;color:#333333","margin:1.6em 0 0.8em;font-size:27.9px;font-weight:600;line-height:1.4;letter-spacing:0.05em;color:#2e8b57;text-align:center","margin:1.6em 0 0.8em;font-size:23.4px;font-weight:600;line-height:1.4;letter-spacing:0.05em;color:#2e8b57;text-align:center","margin:0;font-size:30.7px;font-weight:600;line-height:1.3;color:#2e8b57","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #2e8b57;border-radius:2px;background:#eaf6ef;font-size:15.8px;line-height:1.6;color:#333333","margin:1.6em 0 0.8em;font-size:21.7px;font-weight:600;line-height:1.4;letter-spacing:0.05em;color:#1e6fd9;text-align:center","margin:1.6em 0 0.8em;font-size:18.2px;font-weight:600;line-height:1.4;letter-spacing:0.05em;color:#1e6fd9;text-align:center","<span style=\\"display:inline-block;padding:0 0.4em 0.2em;border-bottom:1px solid #1e6fd9\\">","margin:0 0 1.5em;padding:1.8em 1.2em;border-radius:2px;background:#e9f1fc;text-align:center","margin:0;font-size:23.9px;font-weight:600;line-height:1.3;color:#1e6fd9","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #1e6fd9;border-left:4px solid #1e6fd9;border-radius:2px;background:#e9f1fc","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #1e6fd9;border-radius:2px;background:#e9f1fc;font-size:12.3px;line-height:1.6;color:#333333","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #1e6fd9;border-radius:2px;background:#e9f1fc;text-align:center","margin:1.4em 0;padding:0.9em 1.1em;border-left:4px solid #1e6fd9;border-radius:2px;background:#e9f1fc","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:2px;background:#1e6fd9;color:#ffffff;font-size:12px;font-weight:bold;line-height:1.5em;text-align:center","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:2px;border:1px solid #1e6fd9;color:#1e6fd9;font-size:12px;font-weight:bold;line-height:1.4em;text-align:center","margin:1.6em 0;padding:1.2em 1em;border:2px solid #1e6fd9;border-radius:2px;background:#e9f1fc;text-align:center","margin:1.6em 0;padding:1em;border:1px solid #e5e5e5;border-radius:2px;background:#e9f1fc","margin:1.6em 0;padding:1em 1.1em;border-top:3px solid #1e6fd9;border-radius:2px;background:#e9f1fc","margin:1.6em 0 0.8em;font-size:24.8px;font-weight:600;line-height:1.4;letter-spacing:0.05em;color:#1e6fd9;text-align:center","margin:1.6em 0 0.8em;font-size:20.8px;font-weight:600;line-height:1.4;letter-spacing:0.05em;color:#1e6fd9;text-align:center","margin:0;font-size:27.3px;font-weight:600;line-height:1.3;color:#1e6fd9","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #1e6fd9;border-radius:2px;background:#e9f1fc;font-size:14px;line-height:1.6;color:#333333","margin:1.6em 0 0.8em;font-size:27.9px;font-weight:600;line-height:1.4;letter-spacing:0.05em;color:#1e6fd9;text-align:center","margin:1.6em 0 0.8em;font-size:23.4px;font-weight:600;line-height:1.4;letter-spacing:0.05em;color:#1e6fd9;text-align:center","margin:0;font-size:30.7px;font-weight:600;line-height:1.3;color:#1e6fd9","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #1e6fd9;border-radius:2px;background:#e9f1fc;font-size:15.8px;line-height:1.6;color:#333333","margin:1.6em 0 0.8em;font-size:21.7px;font-weight:600;line-height:1.4;letter-spacing:0.05em;color:#e06c1b;text-align:center","margin:1.6em 0 0.8em;font-size:18.2px;font-weight:600;line-height:1.4;letter-spacing:0.05em;color:#e06c1b;text-align:center","<span style=\\"display:inline-block;padding:0 0.4em 0.2em;border-bottom:1px solid #e06c1b\\">","margin:0 0 1.5em;padding:1.8em 1.2em;border-radius:2px;background:#fdf0e6;text-align:center","margin:0;font-size:23.9px;font-weight:600;line-height:1.3;color:#e06c1b","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #e06c1b;border-left:4px solid #e06c1b;border-radius:2px;background:#fdf0e6","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #e06c1b;border-radius:2px;background:#fdf0e6;font-size:12.3px;line-height:1.6;color:#333333","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #e06c1b;border-radius:2px;background:#fdf0e6;text-align:center","margin:1.4em 0;padding:0.9em 1.1em;border-left:4px solid #e06c1b;border-radius:2px;background:#fdf0e6","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:2px;background:#e06c1b;color:#ffffff;font-size:12px;font-weight:bold;line-height:1.5em;text-align:center","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:2px;border:1px solid #e06c1b;color:#e06c1b;font-size:12px;font-weight:bold;line-height:1.4em;text-align:center","margin:1.6em 0;padding:1.2em 1em;border:2px solid #e06c1b;border-radius:2px;background:#fdf0e6;text-align:center","margin:1.6em 0;padding:1em;border:1px solid #e5e5e5;border-radius:2px;background:#fdf0e6","margin:1.6em 0;padding:1em 1.1em;border-top:3px solid #e06c1b;border-radius:2px;background:#fdf0e6","margin:1.6em 0 0.8em;font-size:24.8px;font-weight:600;line-height:1.4;letter-spacing:0.05em;color:#e06c1b;text-align:center","margin:1.6em 0 0.8em;font-size:20.8px;font-weight:600;line-height:1.4;letter-spacing:0.05em;color:#e06c1b;text-align:center","margin:0;font-size:27.3px;font-weight:600;line-height:1.3;color:#e06c1b","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #e06c1b;border-radius:2px;background:#fdf0e6;font-size:14px;line-height:1.6;color:#333333","margin:1.6em 0 0.8em;font-size:27.9px;font-weight:600;line-height:1.4;letter-spacing:0.05em;color:#e06c1b;text-align:center","margin:1.6em 0 0.8em;font-size:23.4px;font-weight:600;line-height:1.4;letter-spacing:0.05em;color:#e06c1b;text-align:center","margin:0;font-size:30.7px;font-weight:600;line-height:1.3;color:#e06c1b","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #e06c1b;border-radius:2px;background:#fdf0e6;font-size:15.8px;line-height:1.6;color:#333333","margin:1.6em 0 0.8em;font-size:21.7px;font-weight:600;line-height:1.4;letter-spacing:0.05em;color:#c8323c;text-align:center","margin:1.6em 0 0.8em;font-size:18.2px;font-weight:600;line-height:1.4;letter-spacing:0.05em;color:#c8323c;text-align:center","<span style=\\"display:inline-block;padding:0 0.4em 0.2em;border-bottom:1px solid #c8323c\\">","margin:0 0 1.5em;padding:1.8em 1.2em;border-radius:2px;background:#fcebec;text-align:center","margin:0;font-size:23.9px;font-weight:600;line-height:1.3;color:#c8323c","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #c8323c;border-left:4px solid #c8323c;border-radius:2px;background:#fcebec","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #c8323c;border-radius:2px;background:#fcebec;font-size:12.3px;line-height:1.6;color:#333333","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #c8323c;border-radius:2px;background:#fcebec;text-align:center","margin:1.4em 0;padding:0.9em 1.1em;border-left:4px solid #c8323c;border-radius:2px;background:#fcebec","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:2px;background:#c8323c;color:#ffffff;font-size:12px;font-weight:bold;line-height:1.5em;text-align:center","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:2px;border:1px solid #c8323c;color:#c8323c;font-size:12px;font-weight:bold;line-height:1.4em;text-align:center","margin:1.6em 0;padding:1.2em 1em;border:2px solid #c8323c;border-radius:2px;background:#fcebec;text-align:center","margin:1.6em 0;padding:1em;border:1px solid #e5e5e5;border-radius:2px;background:#fcebec","margin:1.6em 0;padding:1em 1.1em;border-top:3px solid #c8323c;border-radius:2px;background:#fcebec","margin:1.6em 0 0.8em;font-size:24.8px;font-weight:600;line-height:1.4;letter-spacing:0.05em;color:#c8323c;text-align:center","margin:1.6em 0 0.8em;font-size:20.8px;font-weight:600;line-height:1.4;letter-spacing:0.05em;color:#c8323c;text-align:center","margin:0;font-size:27.3px;font-weight:600;line-height:1.3;color:#c8323c","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #c8323c;border-radius:2px;background:#fcebec;font-size:14px;line-height:1.6;color:#333333","margin:1.6em 0 0.8em;font-size:27.9px;font-weight:600;line-height:1.4;letter-spacing:0.05em;color:#c8323c;text-align:center","margin:1.6em 0 0.8em;font-size:23.4px;font-weight:600;line-height:1.4;letter-spacing:0.05em;color:#c8323c;text-align:center","margin:0;font-size:30.7px;font-weight:600;line-height:1.3;color:#c8323c","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #c8323c;border-radius:2px;background:#fcebec;font-size:15.8px;line-height:1.6;color:#333333","margin:1.6em 0 0.8em;font-size:21.7px;font-weight:600;line-height:1.4;letter-spacing:0.05em;color:#1f3a68;text-align:center","margin:1.6em 0 0.8em;font-size:18.2px;font-weight:600;line-height:1.4;letter-spacing:0.05em;color:#1f3a68;text-align:center","<span style=\\"display:inline-block;padding:0 0.4em 0.2em;border-bottom:1px solid #1f3a68\\">","margin:0 0 1.5em;padding:1.8em 1.2em;border-radius:2px;background:#e8edf5;text-align:center","margin:0;font-size:23.9px;font-weight:600;line-height:1.3;color:#1f3a68","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #1f3a68;border-left:4px solid #1f3a68;border-radius:2px;background:#e8edf5","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #1f3a68;border-radius:2px;background:#e8edf5;font-size:12.3px;line-height:1.6;color:#333333","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #1f3a68;border-radius:2px;background:#e8edf5;text-align:center","margin:1.4em 0;padding:0.9em 1.1em;border-left:4px solid #1f3a68;border-radius:2px;background:#e8edf5","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:2px;background:#1f3a68;color:#ffffff;font-size:12px;font-weight:bold;line-height:1.5em;text-align:center","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:2px;border:1px solid #1f3a68;color:#1f3a68;font-size:12px;font-weight:bold;line-height:1.4em;text-align:center","margin:1.6em 0;padding:1.2em 1em;border:2px solid #1f3a68;border-radius:2px;background:#e8edf5;text-align:center","margin:1.6em 0;padding:1em;border:1px solid #e5e5e5;border-radius:2px;background:#e8edf5","margin:1.6em 0;padding:1em 1.1em;border-top:3px solid #1f3a68;border-radius:2px;background:#e8edf5","margin:1.6em 0 0.8em;font-size:24.8px;font-weight:600;line-height:1.4;letter-spacing:0.05em;color:#1f3a68;text-align:center","margin:1.6em 0 0.8em;font-size:20.8px;font-weight:600;line-height:1.4;letter-spacing:0.05em;color:#1f3a68;text-align:center","margin:0;font-size:27.3px;font-weight:600;line-height:1.3;color:#1f3a68","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #1f3a68;border-radius:2px;background:#e8edf5;font-size:14px;line-height:1.6;color:#333333","margin:1.6em 0 0.8em;font-size:27.9px;font-weight:600;line-height:1.4;letter-spacing:0.05em;color:#1f3a68;text-align:center","margin:1.6em 0 0.8em;font-size:23.4px;font-weight:600;line-height:1.4;letter-spacing:0.05em;color:#1f3a68;text-align:center","margin:0;font-size:30.7px;font-weight:600;line-height:1.3;color:#1f3a68","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #1f3a68;border-radius:2px;background:#e8edf5;font-size:15.8px;line-height:1.6;color:#333333","margin:1.6em 0 0.8em;font-size:21.7px;font-weight:600;line-height:1.4;letter-spacing:0.05em;color:#555c66;text-align:center","margin:1.6em 0 0.8em;font-size:18.2px;font-weight:600;line-height:1.4;letter-spacing:0.05em;color:#555c66;text-align:center","<span style=\\"display:inline-block;padding:0 0.4em 0.2em;border-bottom:1px solid #555c66\\">","margin:0 0 1.5em;padding:1.8em 1.2em;border-radius:2px;background:#f0f1f3;text-align:center","margin:0;font-size:23.9px;font-weight:600;line-height:1.3;color:#555c66","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #555c66;border-left:4px solid #555c66;border-radius:2px;background:#f0f1f3","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #555c66;border-radius:2px;background:#f0f1f3;font-size:12.3px;line-height:1.6;color:#333333","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #555c66;border-radius:2px;background:#f0f1f3;text-align:center","margin:1.4em 0;padding:0.9em 1.1em;border-left:4px solid #555c66;border-radius:2px;background:#f0f1f3","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:2px;background:#555c66;color:#ffffff;font-size:12px;font-weight:bold;line-height:1.5em;text-align:center","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:2px;border:1px solid #555c66;color:#555c66;font-size:12px;font-weight:bold;line-height:1.4em;text-align:center","margin:1.6em 0;padding:1.2em 1em;border:2px solid #555c66;border-radius:2px;background:#f0f1f3;text-align:center","margin:1.6em 0;padding:1em;border:1px solid #e5e5e5;border-radius:2px;background:#f0f1f3","margin:1.6em 0;padding:1em 1.1em;border-top:3px solid #555c66;border-radius:2px;background:#f0f1f3","margin:1.6em 0 0.8em;font-size:24.8px;font-weight:600;line-height:1.4;letter-spacing:0.05em;color:#555c66;text-align:center","margin:1.6em 0 0.8em;font-size:20.8px;font-weight:600;line-height:1.4;letter-spacing:0.05em;color:#555c66;text-align:center","margin:0;font-size:27.3px;font-weight:600;line-height:1.3;color:#555c66","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #555c66;border-radius:2px;background:#f0f1f3;font-size:14px;line-height:1.6;color:#333333","margin:1.6em 0 0.8em;font-size:27.9px;font-weight:600;line-height:1.4;letter-spacing:0.05em;color:#555c66;text-align:center","margin:1.6em 0 0.8em;font-size:23.4px;font-weight:600;line-height:1.4;letter-spacing:0.05em;color:#555c66;text-align:center","margin:0;font-size:30.7px;font-weight:600;line-height:1.3;color:#555c66","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #555c66;border-radius:2px;background:#f0f1f3;font-size:15.8px;line-height:1.6;color:#333333","margin:1.6em 0 0.8em;font-size:21.7px;font-weight:600;line-height:1.4;letter-spacing:0.05em;color:#1a9bd7;text-align:center","margin:1.6em 0 0.8em;font-size:18.2px;font-weight:600;line-height:1.4;letter-spacing:0.05em;color:#1a9bd7;text-align:center","<span style=\\"display:inline-block;padding:0 0.4em 0.2em;border-bottom:1px solid #1a9bd7\\">","margin:0 0 1.5em;padding:1.8em 1.2em;border-radius:2px;background:#e6f5fc;text-align:center","margin:0;font-size:23.9px;font-weight:600;line-height:1.3;color:#1a9bd7","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #1a9bd7;border-left:4px solid #1a9bd7;border-radius:2px;background:#e6f5fc","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #1a9bd7;border-radius:2px;background:#e6f5fc;font-size:12.3px;line-height:1.6;color:#333333","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #1a9bd7;border-radius:2px;background:#e6f5fc;text-align:center","margin:1.4em 0;padding:0.9em 1.1em;border-left:4px solid #1a9bd7;border-radius:2px;background:#e6f5fc","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:2px;background:#1a9bd7;color:#ffffff;font-size:12px;font-weight:bold;line-height:1.5em;text-align:center","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:2px;border:1px solid #1a9bd7;color:#1a9bd7;font-size:12px;font-weight:bold;line-height:1.4em;text-align:center","margin:1.6em 0;padding:1.2em 1em;border:2px solid #1a9bd7;border-radius:2px;background:#e6f5fc;text-align:center","margin:1.6em 0;padding:1em;border:1px solid #e5e5e5;border-radius:2px;background:#e6f5fc","margin:1.6em 0;padding:1em 1.1em;border-top:3px solid #1a9bd7;border-radius:2px;background:#e6f5fc","margin:1.6em 0 0.8em;font-size:24.8px;font-weight:600;line-height:1.4;letter-spacing:0.05em;color:#1a9bd7;text-align:center","margin:1.6em 0 0.8em;font-size:20.8px;font-weight:600;line-height:1.4;letter-spacing:0.05em;color:#1a9bd7;text-align:center","margin:0;font-size:27.3px;font-weight:600;line-height:1.3;color:#1a9bd7","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #1a9bd7;border-radius:2px;background:#e6f5fc;font-size:14px;line-height:1.6;color:#333333","margin:1.6em 0 0.8em;font-size:27.9px;font-weight:600;line-height:1.4;letter-spacing:0.05em;color:#1a9bd7;text-align:center","margin:1.6em 0 0.8em;font-size:23.4px;font-weight:600;line-height:1.4;letter-spacing:0.05em;color:#1a9bd7;text-align:center","margin:0;font-size:30.7px;font-weight:600;line-height:1.3;color:#1a9bd7","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #1a9bd7;border-radius:2px;background:#e6f5fc;font-size:15.8px;line-height:1.6;color:#333333","margin:0 0 1em;color:#333333;font-size:14px;line-height:1.75;letter-spacing:0.01em","margin:1.6em 0 0.8em;font-size:23.8px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#333333","margin:1.6em 0 0.8em;font-size:19.6px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#333333","margin:1.3em 0 0.8em;font-size:16.8px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#b8860b","margin:1.3em 0 0.8em;font-size:14.7px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#b8860b","<span style=\\"display:inline-block;padding:0.15em 0.6em;background:#b8860b;color:#ffffff;border-radius:8px\\">","margin:1.2em 0;padding:0.8em 1em;border:1px solid #e5e5e5;border-radius:8px;background:#fbf5e6;color:#888888","margin:0.3em 0;padding:0;color:#333333;font-size:14px;line-height:1.75;letter-spacing:0.01em","margin:0 0 1.5em;padding:1.8em 1.2em;border-radius:8px;background:#fbf5e6;text-align:center","margin:0;font-size:26.2px;font-weight:800;line-height:1.3;color:#b8860b","margin:0 0 0.8em;font-size:16.1px;font-weight:800;color:#333333","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #b8860b;border-left:4px solid #b8860b;border-radius:8px;background:#fbf5e6","margin:0 0 0.7em;font-size:15.4px;font-weight:800;line-height:1.4;color:#333333","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #e5e5e5;border-radius:8px;font-size:12.3px;line-height:1.6;color:#333333","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #b8860b;border-radius:8px;background:#fbf5e6;font-size:12.3px;line-height:1.6;color:#333333","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #b8860b;border-radius:8px;background:#fbf5e6;text-align:center","margin:0.1em 0;font-size:22.4px;font-weight:800;line-height:1.3;color:#b8860b","margin:1.4em 0;padding:0.9em 1.1em;border:1px solid #e5e5e5;border-radius:8px;background:#fbf5e6","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:8px;background:#b8860b;color:#ffffff;font-size:12px;font-weight:bold;line-height:1.5em;text-align:center","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:8px;border:1px solid #b8860b;color:#b8860b;font-size:12px;font-weight:bold;line-height:1.4em;text-align:center","margin:1.6em 0;padding:1.2em 1em;border:2px solid #b8860b;border-radius:8px;background:#fbf5e6;text-align:center","margin:0 0 0.5em;font-size:15.4px;font-weight:800;line-height:1.5;color:#333333","margin:1.6em 0;padding:1em;border:1px solid #e5e5e5;border-radius:8px;background:#fbf5e6","margin:1.6em 0;padding:1em 1.1em;border-top:3px solid #b8860b;border-radius:8px;background:#fbf5e6","margin:0 0 1em;color:#333333;font-size:16px;line-height:1.75;letter-spacing:0.01em","margin:1.6em 0 0.8em;font-size:27.2px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#333333","margin:1.6em 0 0.8em;font-size:22.4px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#333333","margin:1.3em 0 0.8em;font-size:19.2px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#b8860b","margin:0.3em 0;padding:0;color:#333333;font-size:16px;line-height:1.75;letter-spacing:0.01em","margin:0;font-size:29.9px;font-weight:800;line-height:1.3;color:#b8860b","margin:0 0 0.8em;font-size:18.4px;font-weight:800;color:#333333","margin:0 0 0.7em;font-size:17.6px;font-weight:800;line-height:1.4;color:#333333","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #e5e5e5;border-radius:8px;font-size:14px;line-height:1.6;color:#333333","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #b8860b;border-radius:8px;background:#fbf5e6;font-size:14px;line-height:1.6;color:#333333","margin:0.1em 0;font-size:25.6px;font-weight:800;line-height:1.3;color:#b8860b","margin:0 0 0.5em;font-size:17.6px;font-weight:800;line-height:1.5;color:#333333","margin:0 0 1em;color:#333333;font-size:18px;line-height:1.75;letter-spacing:0.01em","margin:1.6em 0 0.8em;font-size:30.6px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#333333","margin:1.6em 0 0.8em;font-size:25.2px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#333333","margin:1.3em 0 0.8em;font-size:21.6px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#b8860b","margin:1.3em 0 0.8em;font-size:18.9px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#b8860b","margin:0.3em 0;padding:0;color:#333333;font-size:18px;line-height:1.75;letter-spacing:0.01em","margin:0;font-size:33.7px;font-weight:800;line-height:1.3;color:#b8860b","margin:0 0 0.8em;font-size:20.7px;font-weight:800;color:#333333","margin:0 0 0.7em;font-size:19.8px;font-weight:800;line-height:1.4;color:#333333","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #e5e5e5;border-radius:8px;font-size:15.8px;line-height:1.6;color:#333333","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #b8860b;border-radius:8px;background:#fbf5e6;font-size:15.8px;line-height:1.6;color:#333333","margin:0.1em 0;font-size:28.8px;font-weight:800;line-height:1.3;color:#b8860b","margin:0 0 0.5em;font-size:19.8px;font-weight:800;line-height:1.5;color:#333333","margin:1.3em 0 0.8em;font-size:16.8px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#2e8b57","margin:1.3em 0 0.8em;font-size:14.7px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#2e8b57","<span style=\\"display:inline-block;padding:0.15em 0.6em;background:#2e8b57;color:#ffffff;border-radius:8px\\">","margin:1.2em 0;padding:0.8em 1em;border:1px solid #e5e5e5;border-radius:8px;background:#eaf6ef;color:#888888","margin:0 0 1.5em;padding:1.8em 1.2em;border-radius:8px;background:#eaf6ef;text-align:center","margin:0;font-size:26.2px;font-weight:800;line-height:1.3;color:#2e8b57","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #2e8b57;border-left:4px solid #2e8b57;border-radius:8px;background:#eaf6ef","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #2e8b57;border-radius:8px;background:#eaf6ef;font-size:12.3px;line-height:1.6;color:#333333","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #2e8b57;border-radius:8px;background:#eaf6ef;text-align:center","margin:0.1em 0;font-size:22.4px;font-weight:800;line-height:1.3;color:#2e8b57","margin:1.4em 0;padding:0.9em 1.1em;border:1px solid #e5e5e5;border-radius:8px;background:#eaf6ef","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:8px;background:#2e8b57;color:#ffffff;font-size:12px;font-weight:bold;line-height:1.5em;text-align:center","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:8px;border:1px solid #2e8b57;color:#2e8b57;font-size:12px;font-weight:bold;line-height:1.4em;text-align:center","margin:1.6em 0;padding:1.2em 1em;border:2px solid #2e8b57;border-radius:8px;background:#eaf6ef;text-align:center","margin:1.6em 0;padding:1em;border:1px solid #e5e5e5;border-radius:8px;background:#eaf6ef","margin:1.6em 0;padding:1em 1.1em;border-top:3px solid #2e8b57;border-radius:8px;background:#eaf6ef","margin:1.3em 0 0.8em;font-size:19.2px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#2e8b57","margin:0;font-size:29.9px;font-weight:800;line-height:1.3;color:#2e8b57","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #2e8b57;border-radius:8px;background:#eaf6ef;font-size:14px;line-height:1.6;color:#333333","margin:0.1em 0;font-size:25.6px;font-weight:800;line-height:1.3;color:#2e8b57","margin:1.3em 0 0.8em;font-size:21.6px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#2e8b57","margin:1.3em 0 0.8em;font-size:18.9px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#2e8b57","margin:0;font-size:33.7px;font-weight:800;line-height:1.3;color:#2e8b57","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #2e8b57;border-radius:8px;background:#eaf6ef;font-size:15.8px;line-height:1.6;color:#333333","margin:0.1em 0;font-size:28.8px;font-weight:800;line-height:1.3;color:#2e8b57","margin:1.3em 0 0.8em;font-size:16.8px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#1e6fd9","margin:1.3em 0 0.8em;font-size:14.7px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#1e6fd9","<span style=\\"display:inline-block;padding:0.15em 0.6em;background:#1e6fd9;color:#ffffff;border-radius:8px\\">","margin:1.2em 0;padding:0.8em 1em;border:1px solid #e5e5e5;border-radius:8px;background:#e9f1fc;color:#888888","margin:0 0 1.5em;padding:1.8em 1.2em;border-radius:8px;background:#e9f1fc;text-align:center","margin:0;font-size:26.2px;font-weight:800;line-height:1.3;color:#1e6fd9","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #1e6fd9;border-left:4px solid #1e6fd9;border-radius:8px;background:#e9f1fc","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #1e6fd9;border-radius:8px;background:#e9f1fc;font-size:12.3px;line-height:1.6;color:#333333","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #1e6fd9;border-radius:8px;background:#e9f1fc;text-align:center","margin:0.1em 0;font-size:22.4px;font-weight:800;line-height:1.3;color:#1e6fd9","margin:1.4em 0;padding:0.9em 1.1em;border:1px solid #e5e5e5;border-radius:8px;background:#e9f1fc","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:8px;background:#1e6fd9;color:#ffffff;font-size:12px;font-weight:bold;line-height:1.5em;text-align:center","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:8px;border:1px solid #1e6fd9;color:#1e6fd9;font-size:12px;font-weight:bold;line-height:1.4em;text-align:center","margin:1.6em 0;padding:1.2em 1em;border:2px solid #1e6fd9;border-radius:8px;background:#e9f1fc;text-align:center","margin:1.6em 0;padding:1em;border:1px solid #e5e5e5;border-radius:8px;background:#e9f1fc","margin:1.6em 0;padding:1em 1.1em;border-top:3px solid #1e6fd9;border-radius:8px;background:#e9f1fc","margin:1.3em 0 0.8em;font-size:19.2px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#1e6fd9","margin:0;font-size:29.9px;font-weight:800;line-height:1.3;color:#1e6fd9","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #1e6fd9;border-radius:8px;background:#e9f1fc;font-size:14px;line-height:1.6;color:#333333","margin:0.1em 0;font-size:25.6px;font-weight:800;line-height:1.3;color:#1e6fd9","margin:1.3em 0 0.8em;font-size:21.6px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#1e6fd9","margin:1.3em 0 0.8em;font-size:18.9px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#1e6fd9","margin:0;font-size:33.7px;font-weight:800;line-height:1.3;color:#1e6fd9","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #1e6fd9;border-radius:8px;background:#e9f1fc;font-size:15.8px;line-height:1.6;color:#333333","margin:0.1em 0;font-size:28.8px;font-weight:800;line-height:1.3;color:#1e6fd9","margin:1.3em 0 0.8em;font-size:16.8px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#e06c1b","margin:1.3em 0 0.8em;font-size:14.7px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#e06c1b","<span style=\\"display:inline-block;padding:0.15em 0.6em;background:#e06c1b;color:#ffffff;border-radius:8px\\">","margin:1.2em 0;padding:0.8em 1em;border:1px solid #e5e5e5;border-radius:8px;background:#fdf0e6;color:#888888","margin:0 0 1.5em;padding:1.8em 1.2em;border-radius:8px;background:#fdf0e6;text-align:center","margin:0;font-size:26.2px;font-weight:800;line-height:1.3;color:#e06c1b","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #e06c1b;border-left:4px solid #e06c1b;border-radius:8px;background:#fdf0e6","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #e06c1b;border-radius:8px;background:#fdf0e6;font-size:12.3px;line-height:1.6;color:#333333","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #e06c1b;border-radius:8px;background:#fdf0e6;text-align:center","margin:0.1em 0;font-size:22.4px;font-weight:800;line-height:1.3;color:#e06c1b","margin:1.4em 0;padding:0.9em 1.1em;border:1px solid #e5e5e5;border-radius:8px;background:#fdf0e6","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:8px;background:#e06c1b;color:#ffffff;font-size:12px;font-weight:bold;line-height:1.5em;text-align:center","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:8px;border:1px solid #e06c1b;color:#e06c1b;font-size:12px;font-weight:bold;line-height:1.4em;text-align:center","margin:1.6em 0;padding:1.2em 1em;border:2px solid #e06c1b;border-radius:8px;background:#fdf0e6;text-align:center","margin:1.6em 0;padding:1em;border:1px solid #e5e5e5;border-radius:8px;background:#fdf0e6","margin:1.6em 0;padding:1em 1.1em;border-top:3px solid #e06c1b;border-radius:8px;background:#fdf0e6","margin:1.3em 0 0.8em;font-size:19.2px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#e06c1b","margin:0;font-size:29.9px;font-weight:800;line-height:1.3;color:#e06c1b","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #e06c1b;border-radius:8px;background:#fdf0e6;font-size:14px;line-height:1.6;color:#333333","margin:0.1em 0;font-size:25.6px;font-weight:800;line-height:1.3;color:#e06c1b","margin:1.3em 0 0.8em;font-size:21.6px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#e06c1b","margin:1.3em 0 0.8em;font-size:18.9px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#e06c1b","margin:0;font-size:33.7px;font-weight:800;line-height:1.3;color:#e06c1b","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #e06c1b;border-radius:8px;background:#fdf0e6;font-size:15.8px;line-height:1.6;color:#333333","margin:0.1em 0;font-size:28.8px;font-weight:800;line-height:1.3;color:#e06c1b","margin:1.3em 0 0.8em;font-size:16.8px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#c8323c","margin:1.3em 0 0.8em;font-size:14.7px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#c8323c","<span style=\\"display:inline-block;padding:0.15em 0.6em;background:#c8323c;color:#ffffff;border-radius:8px\\">","margin:1.2em 0;padding:0.8em 1em;border:1px solid #e5e5e5;border-radius:8px;background:#fcebec;color:#888888","margin:0 0 1.5em;padding:1.8em 1.2em;border-radius:8px;background:#fcebec;text-align:center","margin:0;font-size:26.2px;font-weight:800;line-height:1.3;color:#c8323c","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #c8323c;border-left:4px solid #c8323c;border-radius:8px;background:#fcebec","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #c8323c;border-radius:8px;background:#fcebec;font-size:12.3px;line-height:1.6;color:#333333","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #c8323c;border-radius:8px;background:#fcebec;text-align:center","margin:0.1em 0;font-size:22.4px;font-weight:800;line-height:1.3;color:#c8323c","margin:1.4em 0;padding:0.9em 1.1em;border:1px solid #e5e5e5;border-radius:8px;background:#fcebec","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:8px;background:#c8323c;color:#ffffff;font-size:12px;font-weight:bold;line-height:1.5em;text-align:center","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:8px;border:1px solid #c8323c;color:#c8323c;font-size:12px;font-weight:bold;line-height:1.4em;text-align:center","margin:1.6em 0;padding:1.2em 1em;border:2px solid #c8323c;border-radius:8px;background:#fcebec;text-align:center","margin:1.6em 0;padding:1em;border:1px solid #e5e5e5;border-radius:8px;background:#fcebec","margin:1.6em 0;padding:1em 1.1em;border-top:3px solid #c8323c;border-radius:8px;background:#fcebec","margin:1.3em 0 0.8em;font-size:19.2px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#c8323c","margin:0;font-size:29.9px;font-weight:800;line-height:1.3;color:#c8323c","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #c8323c;border-radius:8px;background:#fcebec;font-size:14px;line-height:1.6;color:#333333","margin:0.1em 0;font-size:25.6px;font-weight:800;line-height:1.3;color:#c8323c","margin:1.3em 0 0.8em;font-size:21.6px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#c8323c","margin:1.3em 0 0.8em;font-size:18.9px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#c8323c","margin:0;font-size:33.7px;font-weight:800;line-height:1.3;color:#c8323c","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #c8323c;border-radius:8px;background:#fcebec;font-size:15.8px;line-height:1.6;color:#333333","margin:0.1em 0;font-size:28.8px;font-weight:800;line-height:1.3;color:#c8323c","margin:1.3em 0 0.8em;font-size:16.8px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#1f3a68","margin:1.3em 0 0.8em;font-size:14.7px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#1f3a68","<span style=\\"display:inline-block;padding:0.15em 0.6em;background:#1f3a68;color:#ffffff;border-radius:8px\\">","margin:1.2em 0;padding:0.8em 1em;border:1px solid #e5e5e5;border-radius:8px;background:#e8edf5;color:#888888","margin:0 0 1.5em;padding:1.8em 1.2em;border-radius:8px;background:#e8edf5;text-align:center","margin:0;font-size:26.2px;font-weight:800;line-height:1.3;color:#1f3a68","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #1f3a68;border-left:4px solid #1f3a68;border-radius:8px;background:#e8edf5","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #1f3a68;border-radius:8px;background:#e8edf5;font-size:12.3px;line-height:1.6;color:#333333","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #1f3a68;border-radius:8px;background:#e8edf5;text-align:center","margin:0.1em 0;font-size:22.4px;font-weight:800;line-height:1.3;color:#1f3a68","margin:1.4em 0;padding:0.9em 1.1em;border:1px solid #e5e5e5;border-radius:8px;background:#e8edf5","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:8px;background:#1f3a68;color:#ffffff;font-size:12px;font-weight:bold;line-height:1.5em;text-align:center","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:8px;border:1px solid #1f3a68;color:#1f3a68;font-size:12px;font-weight:bold;line-height:1.4em;text-align:center","margin:1.6em 0;padding:1.2em 1em;border:2px solid #1f3a68;border-radius:8px;background:#e8edf5;text-align:center","margin:1.6em 0;padding:1em;border:1px solid #e5e5e5;border-radius:8px;background:#e8edf5","margin:1.6em 0;padding:1em 1.1em;border-top:3px solid #1f3a68;border-radius:8px;background:#e8edf5","margin:1.3em 0 0.8em;font-size:19.2px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#1f3a68","margin:0;font-size:29.9px;font-weight:800;line-height:1.3;color:#1f3a68","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #1f3a68;border-radius:8px;background:#e8edf5;font-size:14px;line-height:1.6;color:#333333","margin:0.1em 0;font-size:25.6px;font-weight:800;line-height:1.3;color:#1f3a68","margin:1.3em 0 0.8em;font-size:21.6px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#1f3a68","margin:1.3em 0 0.8em;font-size:18.9px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#1f3a68","margin:0;font-size:33.7px;font-weight:800;line-height:1.3;color:#1f3a68","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #1f3a68;border-radius:8px;background:#e8edf5;font-size:15.8px;line-height:1.6;color:#333333","margin:0.1em 0;font-size:28.8px;font-weight:800;line-height:1.3;color:#1f3a68","margin:1.3em 0 0.8em;font-size:16.8px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#555c66","margin:1.3em 0 0.8em;font-size:14.7px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#555c66","<span style=\\"display:inline-block;padding:0.15em 0.6em;background:#555c66;color:#ffffff;border-radius:8px\\">","margin:1.2em 0;padding:0.8em 1em;border:1px solid #e5e5e5;border-radius:8px;background:#f0f1f3;color:#888888","margin:0 0 1.5em;padding:1.8em 1.2em;border-radius:8px;background:#f0f1f3;text-align:center","margin:0;font-size:26.2px;font-weight:800;line-height:1.3;color:#555c66","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #555c66;border-left:4px solid #555c66;border-radius:8px;background:#f0f1f3","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #555c66;border-radius:8px;background:#f0f1f3;font-size:12.3px;line-height:1.6;color:#333333","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #555c66;border-radius:8px;background:#f0f1f3;text-align:center","margin:0.1em 0;font-size:22.4px;font-weight:800;line-height:1.3;color:#555c66","margin:1.4em 0;padding:0.9em 1.1em;border:1px solid #e5e5e5;border-radius:8px;background:#f0f1f3","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:8px;background:#555c66;color:#ffffff;font-size:12px;font-weight:bold;line-height:1.5em;text-align:center","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:8px;border:1px solid #555c66;color:#555c66;font-size:12px;font-weight:bold;line-height:1.4em;text-align:center","margin:1.6em 0;padding:1.2em 1em;border:2px solid #555c66;border-radius:8px;background:#f0f1f3;text-align:center","margin:1.6em 0;padding:1em;border:1px solid #e5e5e5;border-radius:8px;background:#f0f1f3","margin:1.6em 0;padding:1em 1.1em;border-top:3px solid #555c66;border-radius:8px;background:#f0f1f3","margin:1.3em 0 0.8em;font-size:19.2px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#555c66","margin:0;font-size:29.9px;font-weight:800;line-height:1.3;color:#555c66","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #555c66;border-radius:8px;background:#f0f1f3;font-size:14px;line-height:1.6;color:#333333","margin:0.1em 0;font-size:25.6px;font-weight:800;line-height:1.3;color:#555c66","margin:1.3em 0 0.8em;font-size:21.6px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#555c66","margin:1.3em 0 0.8em;font-size:18.9px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#555c66","margin:0;font-size:33.7px;font-weight:800;line-height:1.3;color:#555c66","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #555c66;border-radius:8px;background:#f0f1f3;font-size:15.8px;line-height:1.6;color:#333333","margin:0.1em 0;font-size:28.8px;font-weight:800;line-height:1.3;color:#555c66","margin:1.3em 0 0.8em;font-size:16.8px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#1a9bd7","margin:1.3em 0 0.8em;font-size:14.7px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#1a9bd7","<span style=\\"display:inline-block;padding:0.15em 0.6em;background:#1a9bd7;color:#ffffff;border-radius:8px\\">","margin:1.2em 0;padding:0.8em 1em;border:1px solid #e5e5e5;border-radius:8px;background:#e6f5fc;color:#888888","margin:0 0 1.5em;padding:1.8em 1.2em;border-radius:8px;background:#e6f5fc;text-align:center","margin:0;font-size:26.2px;font-weight:800;line-height:1.3;color:#1a9bd7","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #1a9bd7;border-left:4px solid #1a9bd7;border-radius:8px;background:#e6f5fc","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #1a9bd7;border-radius:8px;background:#e6f5fc;font-size:12.3px;line-height:1.6;color:#333333","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #1a9bd7;border-radius:8px;background:#e6f5fc;text-align:center","margin:0.1em 0;font-size:22.4px;font-weight:800;line-height:1.3;color:#1a9bd7","margin:1.4em 0;padding:0.9em 1.1em;border:1px solid #e5e5e5;border-radius:8px;background:#e6f5fc","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:8px;background:#1a9bd7;color:#ffffff;font-size:12px;font-weight:bold;line-height:1.5em;text-align:center","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:8px;border:1px solid #1a9bd7;color:#1a9bd7;font-size:12px;font-weight:bold;line-height:1.4em;text-align:center","margin:1.6em 0;padding:1.2em 1em;border:2px solid #1a9bd7;border-radius:8px;background:#e6f5fc;text-align:center","margin:1.6em 0;padding:1em;border:1px solid #e5e5e5;border-radius:8px;background:#e6f5fc","margin:1.6em 0;padding:1em 1.1em;border-top:3px solid #1a9bd7;border-radius:8px;background:#e6f5fc","margin:1.3em 0 0.8em;font-size:19.2px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#1a9bd7","margin:0;font-size:29.9px;font-weight:800;line-height:1.3;color:#1a9bd7","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #1a9bd7;border-radius:8px;background:#e6f5fc;font-size:14px;line-height:1.6;color:#333333","margin:0.1em 0;font-size:25.6px;font-weight:800;line-height:1.3;color:#1a9bd7","margin:1.3em 0 0.8em;font-size:21.6px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#1a9bd7","margin:1.3em 0 0.8em;font-size:18.9px;font-weight:800;line-height:1.4;letter-spacing:0.01em;color:#1a9bd7","margin:0;font-size:33.7px;font-weight:800;line-height:1.3;color:#1a9bd7","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #1a9bd7;border-radius:8px;background:#e6f5fc;font-size:15.8px;line-height:1.6;color:#333333","margin:0.1em 0;font-size:28.8px;font-weight:800;line-height:1.3;color:#1a9bd7","margin:0 0 1em;color:#333333;font-size:14px;line-height:1.75;letter-spacing:0.034em","margin:1.6em 0 0.8em;font-size:19.6px;font-weight:700;line-height:1.4;letter-spacing:0.034em;color:#333333","margin:1.6em 0 0.8em;font-size:17.5px;font-weight:700;line-height:1.4;letter-spacing:0.034em;color:#333333","margin:1.3em 0 0.8em;font-size:15.4px;font-weight:700;line-height:1.4;letter-spacing:0.034em;color:#333333","margin:1.3em 0 0.8em;font-size:14px;font-weight:700;line-height:1.4;letter-spacing:0.034em;color:#333333","margin:1.2em 0;padding:0 1em;border-left:4px solid #e5e5e5;color:#8a8a8a","margin:0.3em 0;padding:0;color:#333333;font-size:14px;line-height:1.75;letter-spacing:0.034em","display:inline-block;min-width:1.4em;margin-right:0.2em;color:#07c160;font-weight:bold","display:inline-block;min-width:1.4em;margin-right:0.2em;color:#07c160","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:12.3px;color:#07c160;background:#e9f8f0","padding:0.5em 0.8em;border:1px solid #e5e5e5;background:#e9f8f0;font-weight:bold;white-space:nowrap","font-weight:bold;color:#07c160","text-decoration:line-through;color:#8a8a8a","color:#07c160;border-bottom:1px solid #07c160","font-size:0.75em;color:#07c160","margin:2em 0 0.8em;padding-top:1em;border-top:1px solid #e5e5e5;font-size:12.3px;font-weight:bold;color:#8a8a8a","margin:0;font-size:11.2px;line-height:1.6;color:#8a8a8a","color:#8a8a8a","margin:0 0 1.5em;padding:1.8em 1.2em;border-radius:4px;background:#e9f8f0;text-align:center","margin:0;font-size:21.6px;font-weight:700;line-height:1.3;color:#07c160","margin:0.6em 0 0;font-size:14px;line-height:1.6;color:#8a8a8a","display:inline-block;margin:0.2em;padding:0.1em 0.7em;border:1px solid #07c160;border-radius:999px;font-size:12px;color:#07c160","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #07c160;border-left:4px solid #07c160;border-radius:4px;background:#e9f8f0","margin:0 0 0.3em;font-size:14px;font-weight:bold;color:#07c160","margin:0;font-size:12.3px;line-height:1.6;color:#8a8a8a","margin:0.2em 0;font-size:12.3px;line-height:1.6;color:#8a8a8a","margin:0 0 0.4em;font-size:12px;line-height:1.5;color:#8a8a8a;letter-spacing:0.04em","margin:0 0 0.5em;font-size:12px;font-weight:bold;letter-spacing:0.12em;color:#07c160","margin:0.9em 0 0;font-size:12.3px;color:#07c160","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#07c160;color:#ffffff;font-size:12.3px;font-weight:bold;line-height:1.8em;text-align:center","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #e9f8f0;font-size:12.3px;line-height:1.7;color:#8a8a8a","margin:1.2em 0 1.2em 0.4em;padding:0;border-left:2px solid #07c160","display:inline-block;width:10px;height:10px;margin:0 8px 0 -20px;border-radius:50%;background:#07c160;vertical-align:middle","font-size:12.3px;font-weight:bold;color:#07c160","margin:0 0 0.4em;font-size:12.3px;font-weight:bold;color:#8a8a8a","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #07c160;border-radius:4px;background:#e9f8f0;font-size:12.3px;line-height:1.6;color:#333333","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #07c160;border-radius:4px;background:#e9f8f0;text-align:center","margin:0.1em 0;font-size:22.4px;font-weight:700;line-height:1.3;color:#07c160","margin:1.4em 0;padding:0.2em 1.1em;border-left:4px solid #e5e5e5","margin:0;font-family:Georgia,serif;font-size:36.4px;line-height:1;height:0.55em;color:#07c160","margin:0.5em 0 0;font-size:12.3px;text-align:right;color:#8a8a8a","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:4px;background:#07c160;color:#ffffff;font-size:12px;font-weight:bold;line-height:1.5em;text-align:center","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:4px;border:1px solid #07c160;color:#07c160;font-size:12px;font-weight:bold;line-height:1.4em;text-align:center","display:inline-block;min-width:1.4em;color:#07c160;font-weight:bold","display:inline-block;min-width:1.4em;color:#8a8a8a","margin:1.6em 0;padding:1.2em 1em;border:2px solid #07c160;border-radius:4px;background:#e9f8f0;text-align:center","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#07c160;color:#ffffff;font-size:12.3px;font-weight:bold","margin:1.6em 0;padding:1em;border:1px solid #e5e5e5;border-radius:4px;background:#e9f8f0","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#07c160;color:#ffffff;font-size:14px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","margin:1.6em 0;padding:1em 1.1em;border-top:3px solid #07c160;border-radius:4px;background:#e9f8f0","margin:0.3em 0;font-size:15.4px;font-weight:bold;line-height:1.6;color:#07c160","display:inline-block;min-width:1.6em;color:#07c160;font-weight:bold","margin:0 0 1em;color:#333333;font-size:16px;line-height:1.75;letter-spacing:0.034em","margin:1.6em 0 0.8em;font-size:22.4px;font-weight:700;line-height:1.4;letter-spacing:0.034em;color:#333333","margin:1.6em 0 0.8em;font-size:20px;font-weight:700;line-height:1.4;letter-spacing:0.034em;color:#333333","margin:1.3em 0 0.8em;font-size:17.6px;font-weight:700;line-height:1.4;letter-spacing:0.034em;color:#333333","margin:1.3em 0 0.8em;font-size:16px;font-weight:700;line-height:1.4;letter-spacing:0.034em;color:#333333","margin:0.3em 0;padding:0;color:#333333;font-size:16px;line-height:1.75;letter-spacing:0.034em","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:14px;color:#07c160;background:#e9f8f0","margin:2em 0 0.8em;padding-top:1em;border-top:1px solid #e5e5e5;font-size:14px;font-weight:bold;color:#8a8a8a","margin:0;font-size:12.8px;line-height:1.6;color:#8a8a8a","margin:0;font-size:24.6px;font-weight:700;line-height:1.3;color:#07c160","margin:0.6em 0 0;font-size:16px;line-height:1.6;color:#8a8a8a","margin:0 0 0.3em;font-size:16px;font-weight:bold;color:#07c160","margin:0;font-size:14px;line-height:1.6;color:#8a8a8a","margin:0.2em 0;font-size:14px;line-height:1.6;color:#8a8a8a","margin:0.9em 0 0;font-size:14px;color:#07c160","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#07c160;color:#ffffff;font-size:14px;font-weight:bold;line-height:1.8em;text-align:center","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #e9f8f0;font-size:14px;line-height:1.7;color:#8a8a8a","display:inline-block;width:10px;height:10px;margin:0 8px 0 -22px;border-radius:50%;background:#07c160;vertical-align:middle","font-size:14px;font-weight:bold;color:#07c160","margin:0 0 0.4em;font-size:14px;font-weight:bold;color:#8a8a8a","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #07c160;border-radius:4px;background:#e9f8f0;font-size:14px;line-height:1.6;color:#333333","margin:0.1em 0;font-size:25.6px;font-weight:700;line-height:1.3;color:#07c160","margin:0;font-family:Georgia,serif;font-size:41.6px;line-height:1;height:0.55em;color:#07c160","margin:0.5em 0 0;font-size:14px;text-align:right;color:#8a8a8a","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#07c160;color:#ffffff;font-size:14px;font-weight:bold","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#07c160;color:#ffffff;font-size:16px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","margin:0.3em 0;font-size:17.6px;font-weight:bold;line-height:1.6;color:#07c160","margin:0 0 1em;color:#333333;font-size:18px;line-height:1.75;letter-spacing:0.034em","margin:1.6em 0 0.8em;font-size:25.2px;font-weight:700;line-height:1.4;letter-spacing:0.034em;color:#333333","margin:1.6em 0 0.8em;font-size:22.5px;font-weight:700;line-height:1.4;letter-spacing:0.034em;color:#333333","margin:1.3em 0 0.8em;font-size:19.8px;font-weight:700;line-height:1.4;letter-spacing:0.034em;color:#333333","margin:1.3em 0 0.8em;font-size:18px;font-weight:700;line-height:1.4;letter-spacing:0.034em;color:#333333","margin:0.3em 0;padding:0;color:#333333;font-size:18px;line-height:1.75;letter-spacing:0.034em","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:15.8px;color:#07c160;background:#e9f8f0","margin:2em 0 0.8em;padding-top:1em;border-top:1px solid #e5e5e5;font-size:15.8px;font-weight:bold;color:#8a8a8a","margin:0;font-size:14.4px;line-height:1.6;color:#8a8a8a","margin:0;font-size:27.7px;font-weight:700;line-height:1.3;color:#07c160","margin:0.6em 0 0;font-size:18px;line-height:1.6;color:#8a8a8a","margin:0 0 0.3em;font-size:18px;font-weight:bold;color:#07c160","margin:0;font-size:15.8px;line-height:1.6;color:#8a8a8a","margin:0.2em 0;font-size:15.8px;line-height:1.6;color:#8a8a8a","margin:0.9em 0 0;font-size:15.8px;color:#07c160","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#07c160;color:#ffffff;font-size:15.8px;font-weight:bold;line-height:1.8em;text-align:center","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #e9f8f0;font-size:15.8px;line-height:1.7;color:#8a8a8a","display:inline-block;width:10px;height:10px;margin:0 8px 0 -24px;border-radius:50%;background:#07c160;vertical-align:middle","font-size:15.8px;font-weight:bold;color:#07c160","margin:0 0 0.4em;font-size:15.8px;font-weight:bold;color:#8a8a8a","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #07c160;border-radius:4px;background:#e9f8f0;font-size:15.8px;line-height:1.6;color:#333333","margin:0.1em 0;font-size:28.8px;font-weight:700;line-height:1.3;color:#07c160","margin:0;font-family:Georgia,serif;font-size:46.8px;line-height:1;height:0.55em;color:#07c160","margin:0.5em 0 0;font-size:15.8px;text-align:right;color:#8a8a8a","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#07c160;color:#ffffff;font-size:15.8px;font-weight:bold","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#07c160;color:#ffffff;font-size:18px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","margin:0.3em 0;font-size:19.8px;font-weight:bold;line-height:1.6;color:#07c160","margin:0 0 1em;color:#292525;font-size:14px;line-height:1.85;letter-spacing:0.02em","margin:1.6em 0 0.8em;font-size:21.7px;font-weight:800;line-height:1.4;letter-spacing:0.02em;color:#292525;padding-bottom:0.3em;border-bottom:2px solid #d71a1b","margin:1.6em 0 0.8em;font-size:18.2px;font-weight:800;line-height:1.4;letter-spacing:0.02em;color:#292525;padding-bottom:0.3em;border-bottom:2px solid #d71a1b","margin:1.3em 0 0.8em;font-size:15.7px;font-weight:800;line-height:1.4;letter-spacing:0.02em;color:#d71a1b","margin:1.3em 0 0.8em;font-size:14px;font-weight:800;line-height:1.4;letter-spacing:0.02em;color:#d71a1b","margin:1.2em 0;padding:0.6em 1em;border-left:3px solid #d71a1b;background:#fdeced;color:#8e8787","margin:0.3em 0;padding:0;color:#292525;font-size:14px;line-height:1.85;letter-spacing:0.02em","display:inline-block;min-width:1.4em;margin-right:0.2em;color:#d71a1b;font-weight:bold","display:inline-block;min-width:1.4em;margin-right:0.2em;color:#d71a1b","margin:1em 0;padding:0;border-radius:3px;background:#282c34;overflow-x:auto","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:12.3px;color:#d71a1b;background:#fdeced","border-collapse:collapse;min-width:100%;font-size:12.3px;color:#292525","padding:0.5em 0.8em;border:1px solid #e5e5e5;background:#fdeced;font-weight:bold;white-space:nowrap","display:block;max-width:100%;width:100%;height:auto;margin:1em auto;border-radius:3px","font-weight:bold;color:#d71a1b","text-decoration:line-through;color:#8e8787","color:#d71a1b;border-bottom:1px solid #d71a1b","font-size:0.75em;color:#d71a1b","margin:2em 0 0.8em;padding-top:1em;border-top:1px solid #e5e5e5;font-size:12.3px;font-weight:bold;color:#8e8787","margin:0;font-size:11.2px;line-height:1.6;color:#8e8787","color:#8e8787","margin:0 0 1.5em;padding:1.8em 1.2em;border-radius:3px;background:#fdeced;text-align:center","margin:0;font-size:23.9px;font-weight:800;line-height:1.3;color:#d71a1b","margin:0.6em 0 0;font-size:14px;line-height:1.6;color:#8e8787","display:inline-block;margin:0.2em;padding:0.1em 0.7em;border:1px solid #d71a1b;border-radius:999px;font-size:12px;color:#d71a1b","margin:0 0 0.8em;font-size:16.1px;font-weight:800;color:#292525","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #e5e5e5;border-radius:3px;background:#ffffff","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #d71a1b;border-left:4px solid #d71a1b;border-radius:3px;background:#fdeced","margin:0 0 0.3em;font-size:14px;font-weight:bold;color:#292525","margin:0 0 0.3em;font-size:14px;font-weight:bold;color:#d71a1b","margin:0;font-size:12.3px;line-height:1.6;color:#8e8787","\u25CF","\u25CB","\u25A0","margin:0 0 0.7em;font-size:15.4px;font-weight:800;line-height:1.4;color:#292525","margin:0.3em 0;font-size:14px;line-height:1.85;color:#292525","margin:0.2em 0;font-size:12.3px;line-height:1.6;color:#8e8787","margin:1.2em 0;padding:0.8em 1em;border:1px dashed #e5e5e5;border-radius:3px;background:#ffffff","margin:0 0 0.4em;font-size:12px;line-height:1.5;color:#8e8787;letter-spacing:0.04em","margin:0 0 0.5em;font-size:12px;font-weight:bold;letter-spacing:0.12em;color:#d71a1b","margin:0.9em 0 0;font-size:12.3px;color:#d71a1b","margin:1.2em 0;padding:0.7em 1em;border-left:4px solid #2f6fde;border-radius:3px;background:rgba(47,111,222,0.09)","margin:1.2em 0;padding:0.7em 1em;border-left:4px solid #b7791f;border-radius:3px;background:rgba(214,158,46,0.13)","margin:1.2em 0;padding:0.7em 1em;border-left:4px solid #2e8b57;border-radius:3px;background:rgba(46,139,87,0.1)","margin:1.2em 0;padding:0.7em 1em;border-left:4px solid #d1343c;border-radius:3px;background:rgba(209,52,60,0.09)","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#d71a1b;color:#ffffff;font-size:12.3px;font-weight:bold;line-height:1.8em;text-align:center","font-size:14px;font-weight:bold;color:#292525","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #fdeced;font-size:12.3px;line-height:1.7;color:#8e8787","margin:1.2em 0 1.2em 0.4em;padding:0;border-left:2px solid #d71a1b","display:inline-block;width:10px;height:10px;margin:0 8px 0 -20px;border-radius:50%;background:#d71a1b;vertical-align:middle","font-size:12.3px;font-weight:bold;color:#d71a1b","margin:0 0 0.4em;font-size:12.3px;font-weight:bold;color:#8e8787","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #e5e5e5;border-radius:3px;font-size:12.3px;line-height:1.6;color:#292525","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #d71a1b;border-radius:3px;background:#fdeced;font-size:12.3px;line-height:1.6;color:#292525","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #e5e5e5;border-radius:3px;text-align:center","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #d71a1b;border-radius:3px;background:#fdeced;text-align:center","margin:0.1em 0;font-size:22.4px;font-weight:800;line-height:1.3;color:#d71a1b","margin:1.4em 0;padding:0.9em 1.1em;border-left:4px solid #d71a1b;border-radius:3px;background:#fdeced","margin:0;font-family:Georgia,serif;font-size:36.4px;line-height:1;height:0.55em;color:#d71a1b","margin:0.2em 0;font-size:15.1px;line-height:1.85;font-style:italic;color:#292525","margin:0.5em 0 0;font-size:12.3px;text-align:right;color:#8e8787","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:3px;background:#d71a1b;color:#ffffff;font-size:12px;font-weight:bold;line-height:1.5em;text-align:center","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:3px;border:1px solid #d71a1b;color:#d71a1b;font-size:12px;font-weight:bold;line-height:1.4em;text-align:center","margin:0 0 0.3em;font-size:14px;font-weight:bold;line-height:1.6;color:#292525","margin:0 0 0.5em;font-size:14px;line-height:1.6;color:#292525","display:inline-block;min-width:1.4em;color:#d71a1b;font-weight:bold","display:inline-block;min-width:1.4em;color:#8e8787","margin:1.6em 0;padding:1.2em 1em;border:2px solid #d71a1b;border-radius:3px;background:#fdeced;text-align:center","margin:0 0 0.5em;font-size:15.4px;font-weight:800;line-height:1.5;color:#292525","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#d71a1b;color:#ffffff;font-size:12.3px;font-weight:bold","margin:1.6em 0;padding:1em;border:1px solid #e5e5e5;border-radius:3px;background:#fdeced","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#d71a1b;color:#ffffff;font-size:14px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","font-size:14.7px;font-weight:bold;color:#292525;vertical-align:middle","margin:1.6em 0;padding:1em 1.1em;border-top:3px solid #d71a1b;border-radius:3px;background:#fdeced","margin:0.3em 0;font-size:15.4px;font-weight:bold;line-height:1.6;color:#d71a1b","display:inline-block;min-width:1.6em;color:#d71a1b;font-weight:bold","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:14px;color:#292525;line-height:1.85;word-wrap:break-word;background-color:#ffffff\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:14px;color:#292525;line-height:1.85;word-wrap:break-word;background-color:#ffffff;background-image:linear-gradient(90deg,rgba(0,0,0,0.05) 1px,transparent 0),linear-gradient(rgba(0,0,0,0.05) 1px,transparent 0);background-size:20px 20px\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:14px;color:#292525;line-height:1.85;word-wrap:break-word\\">","margin:0 0 1em;color:#292525;font-size:16px;line-height:1.85;letter-spacing:0.02em","margin:1.6em 0 0.8em;font-size:24.8px;font-weight:800;line-height:1.4;letter-spacing:0.02em;color:#292525;padding-bottom:0.3em;border-bottom:2px solid #d71a1b","margin:1.6em 0 0.8em;font-size:20.8px;font-weight:800;line-height:1.4;letter-spacing:0.02em;color:#292525;padding-bottom:0.3em;border-bottom:2px solid #d71a1b","margin:1.3em 0 0.8em;font-size:17.9px;font-weight:800;line-height:1.4;letter-spacing:0.02em;color:#d71a1b","margin:1.3em 0 0.8em;font-size:16px;font-weight:800;line-height:1.4;letter-spacing:0.02em;color:#d71a1b","margin:0.3em 0;padding:0;color:#292525;font-size:16px;line-height:1.85;letter-spacing:0.02em","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:14px;color:#d71a1b;background:#fdeced","border-collapse:collapse;min-width:100%;font-size:14px;color:#292525","margin:2em 0 0.8em;padding-top:1em;border-top:1px solid #e5e5e5;font-size:14px;font-weight:bold;color:#8e8787","margin:0;font-size:12.8px;line-height:1.6;color:#8e8787","margin:0;font-size:27.3px;font-weight:800;line-height:1.3;color:#d71a1b","margin:0.6em 0 0;font-size:16px;line-height:1.6;color:#8e8787","margin:0 0 0.8em;font-size:18.4px;font-weight:800;color:#292525","margin:0 0 0.3em;font-size:16px;font-weight:bold;color:#292525","margin:0 0 0.3em;font-size:16px;font-weight:bold;color:#d71a1b","margin:0;font-size:14px;line-height:1.6;color:#8e8787","margin:0 0 0.7em;font-size:17.6px;font-weight:800;line-height:1.4;color:#292525","margin:0.3em 0;font-size:16px;line-height:1.85;color:#292525","margin:0.2em 0;font-size:14px;line-height:1.6;color:#8e8787","margin:0.9em 0 0;font-size:14px;color:#d71a1b","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#d71a1b;color:#ffffff;font-size:14px;font-weight:bold;line-height:1.8em;text-align:center","font-size:16px;font-weight:bold;color:#292525","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #fdeced;font-size:14px;line-height:1.7;color:#8e8787","display:inline-block;width:10px;height:10px;margin:0 8px 0 -22px;border-radius:50%;background:#d71a1b;vertical-align:middle","font-size:14px;font-weight:bold;color:#d71a1b","margin:0 0 0.4em;font-size:14px;font-weight:bold;color:#8e8787","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #e5e5e5;border-radius:3px;font-size:14px;line-height:1.6;color:#292525","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #d71a1b;border-radius:3px;background:#fdeced;font-size:14px;line-height:1.6;color:#292525","margin:0.1em 0;font-size:25.6px;font-weight:800;line-height:1.3;color:#d71a1b","margin:0;font-family:Georgia,serif;font-size:41.6px;line-height:1;height:0.55em;color:#d71a1b","margin:0.2em 0;font-size:17.3px;line-height:1.85;font-style:italic;color:#292525","margin:0.5em 0 0;font-size:14px;text-align:right;color:#8e8787","margin:0 0 0.3em;font-size:16px;font-weight:bold;line-height:1.6;color:#292525","margin:0 0 0.5em;font-size:16px;line-height:1.6;color:#292525","margin:0 0 0.5em;font-size:17.6px;font-weight:800;line-height:1.5;color:#292525","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#d71a1b;color:#ffffff;font-size:14px;font-weight:bold","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#d71a1b;color:#ffffff;font-size:16px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","font-size:16.8px;font-weight:bold;color:#292525;vertical-align:middle","margin:0.3em 0;font-size:17.6px;font-weight:bold;line-height:1.6;color:#d71a1b","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:16px;color:#292525;line-height:1.85;word-wrap:break-word;background-color:#ffffff\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:16px;color:#292525;line-height:1.85;word-wrap:break-word;background-color:#ffffff;background-image:linear-gradient(90deg,rgba(0,0,0,0.05) 1px,transparent 0),linear-gradient(rgba(0,0,0,0.05) 1px,transparent 0);background-size:20px 20px\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:16px;color:#292525;line-height:1.85;word-wrap:break-word\\">","margin:0 0 1em;color:#292525;font-size:18px;line-height:1.85;letter-spacing:0.02em","margin:1.6em 0 0.8em;font-size:27.9px;font-weight:800;line-height:1.4;letter-spacing:0.02em;color:#292525;padding-bottom:0.3em;border-bottom:2px solid #d71a1b","margin:1.6em 0 0.8em;font-size:23.4px;font-weight:800;line-height:1.4;letter-spacing:0.02em;color:#292525;padding-bottom:0.3em;border-bottom:2px solid #d71a1b","margin:1.3em 0 0.8em;font-size:20.2px;font-weight:800;line-height:1.4;letter-spacing:0.02em;color:#d71a1b","margin:1.3em 0 0.8em;font-size:18px;font-weight:800;line-height:1.4;letter-spacing:0.02em;color:#d71a1b","margin:0.3em 0;padding:0;color:#292525;font-size:18px;line-height:1.85;letter-spacing:0.02em","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:15.8px;color:#d71a1b;background:#fdeced","border-collapse:collapse;min-width:100%;font-size:15.8px;color:#292525","margin:2em 0 0.8em;padding-top:1em;border-top:1px solid #e5e5e5;font-size:15.8px;font-weight:bold;color:#8e8787","margin:0;font-size:14.4px;line-height:1.6;color:#8e8787","margin:0;font-size:30.7px;font-weight:800;line-height:1.3;color:#d71a1b","margin:0.6em 0 0;font-size:18px;line-height:1.6;color:#8e8787","margin:0 0 0.8em;font-size:20.7px;font-weight:800;color:#292525","margin:0 0 0.3em;font-size:18px;font-weight:bold;color:#292525","margin:0 0 0.3em;font-size:18px;font-weight:bold;color:#d71a1b","margin:0;font-size:15.8px;line-height:1.6;color:#8e8787","margin:0 0 0.7em;font-size:19.8px;font-weight:800;line-height:1.4;color:#292525","margin:0.3em 0;font-size:18px;line-height:1.85;color:#292525","margin:0.2em 0;font-size:15.8px;line-height:1.6;color:#8e8787","margin:0.9em 0 0;font-size:15.8px;color:#d71a1b","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#d71a1b;color:#ffffff;font-size:15.8px;font-weight:bold;line-height:1.8em;text-align:center","font-size:18px;font-weight:bold;color:#292525","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #fdeced;font-size:15.8px;line-height:1.7;color:#8e8787","display:inline-block;width:10px;height:10px;margin:0 8px 0 -24px;border-radius:50%;background:#d71a1b;vertical-align:middle","font-size:15.8px;font-weight:bold;color:#d71a1b","margin:0 0 0.4em;font-size:15.8px;font-weight:bold;color:#8e8787","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #e5e5e5;border-radius:3px;font-size:15.8px;line-height:1.6;color:#292525","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #d71a1b;border-radius:3px;background:#fdeced;font-size:15.8px;line-height:1.6;color:#292525","margin:0.1em 0;font-size:28.8px;font-weight:800;line-height:1.3;color:#d71a1b","margin:0;font-family:Georgia,serif;font-size:46.8px;line-height:1;height:0.55em;color:#d71a1b","margin:0.2em 0;font-size:19.4px;line-height:1.85;font-style:italic;color:#292525","margin:0.5em 0 0;font-size:15.8px;text-align:right;color:#8e8787","margin:0 0 0.3em;font-size:18px;font-weight:bold;line-height:1.6;color:#292525","margin:0 0 0.5em;font-size:18px;line-height:1.6;color:#292525","margin:0 0 0.5em;font-size:19.8px;font-weight:800;line-height:1.5;color:#292525","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#d71a1b;color:#ffffff;font-size:15.8px;font-weight:bold","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#d71a1b;color:#ffffff;font-size:18px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","font-size:18.9px;font-weight:bold;color:#292525;vertical-align:middle","margin:0.3em 0;font-size:19.8px;font-weight:bold;line-height:1.6;color:#d71a1b","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:18px;color:#292525;line-height:1.85;word-wrap:break-word;background-color:#ffffff\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:18px;color:#292525;line-height:1.85;word-wrap:break-word;background-color:#ffffff;background-image:linear-gradient(90deg,rgba(0,0,0,0.05) 1px,transparent 0),linear-gradient(rgba(0,0,0,0.05) 1px,transparent 0);background-size:20px 20px\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:18px;color:#292525;line-height:1.85;word-wrap:break-word\\">","margin:0 0 1em;color:#121212;font-size:14px;line-height:1.85;letter-spacing:0","margin:1.6em 0 0.8em;font-size:25.2px;font-weight:700;line-height:1.4;letter-spacing:0;color:#121212;padding:0.4em 0;border-top:1px solid #121212;border-bottom:3px double #121212;text-align:center","margin:1.6em 0 0.8em;font-size:19.6px;font-weight:700;line-height:1.4;letter-spacing:0;color:#121212;padding-top:0.4em;border-top:1px solid #121212","margin:1.3em 0 0.8em;font-size:16.8px;font-weight:700;line-height:1.4;letter-spacing:0;color:#121212","margin:1.3em 0 0.8em;font-size:14.7px;font-weight:700;line-height:1.4;letter-spacing:0;color:#121212","margin:1.6em 0;padding:0.8em 0.4em;border-top:2px solid #121212;border-bottom:2px solid #121212;font-style:italic;color:#121212","margin:0.3em 0;padding:0;color:#121212;font-size:14px;line-height:1.85;letter-spacing:0","display:inline-block;min-width:1.4em;margin-right:0.2em;color:#121212;font-weight:bold","display:inline-block;min-width:1.4em;margin-right:0.2em;color:#121212","margin:1em 0;padding:0;border-radius:0;background:#f6f8fa;overflow-x:auto","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:12.3px;color:#121212;background:#f0f0ee","border-collapse:collapse;min-width:100%;font-size:12.3px;color:#121212","padding:0.5em 0.8em;border-bottom:2px solid #121212;text-align:left;font-weight:bold;white-space:nowrap","padding:0.5em 0.8em;border-bottom:1px solid #dcdcdc","display:block;max-width:100%;width:100%;height:auto;margin:1em auto;border-radius:0","margin:2em 0;border:0;border-top:3px double #dcdcdc","font-weight:bold;color:#121212","text-decoration:line-through;color:#5a5a5a","color:#121212;border-bottom:1px solid #121212","font-size:0.75em;color:#121212","margin:2em 0 0.8em;padding-top:1em;border-top:1px solid #dcdcdc;font-size:12.3px;font-weight:bold;color:#5a5a5a","margin:0;font-size:11.2px;line-height:1.6;color:#5a5a5a","color:#5a5a5a","margin:0 0 1.5em;padding:1.8em 1.2em;border-radius:0;background:#f7f7f5;text-align:center","margin:0;font-size:27.7px;font-weight:700;line-height:1.3;color:#121212","margin:0.6em 0 0;font-size:14px;line-height:1.6;color:#5a5a5a","display:inline-block;margin:0.2em;padding:0.1em 0.7em;border:1px solid #121212;border-radius:999px;font-size:12px;color:#121212","margin:0 0 0.8em;font-size:16.1px;font-weight:700;color:#121212","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #dcdcdc;border-radius:0;background:#ffffff","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #121212;border-left:4px solid #121212;border-radius:0;background:#f7f7f5","margin:0 0 0.3em;font-size:14px;font-weight:bold;color:#121212","margin:0;font-size:12.3px;line-height:1.6;color:#5a5a5a","\u25A1","margin:0 0 0.7em;font-size:15.4px;font-weight:700;line-height:1.4;color:#121212","margin:0.3em 0;font-size:14px;line-height:1.85;color:#121212","margin:0.2em 0;font-size:12.3px;line-height:1.6;color:#5a5a5a","margin:1.2em 0;padding:0.8em 1em;border:1px dashed #dcdcdc;border-radius:0;background:#ffffff","margin:0 0 0.4em;font-size:12px;line-height:1.5;color:#5a5a5a;letter-spacing:0.04em","margin:0 0 0.5em;font-size:12px;font-weight:bold;letter-spacing:0.12em;color:#121212","margin:0.9em 0 0;font-size:12.3px;color:#121212","margin:1.2em 0;padding:0.7em 1em;border-left:4px solid #2f6fde;border-radius:0;background:rgba(47,111,222,0.09)","margin:1.2em 0;padding:0.7em 1em;border-left:4px solid #b7791f;border-radius:0;background:rgba(214,158,46,0.13)","margin:1.2em 0;padding:0.7em 1em;border-left:4px solid #2e8b57;border-radius:0;background:rgba(46,139,87,0.1)","margin:1.2em 0;padding:0.7em 1em;border-left:4px solid #d1343c;border-radius:0;background:rgba(209,52,60,0.09)","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:0;background:#121212;color:#ffffff;font-size:12.3px;font-weight:bold;line-height:1.8em;text-align:center","font-size:14px;font-weight:bold;color:#121212","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #f7f7f5;font-size:12.3px;line-height:1.7;color:#5a5a5a","margin:1.2em 0 1.2em 0.4em;padding:0;border-left:2px solid #121212","display:inline-block;width:10px;height:10px;margin:0 8px 0 -20px;border-radius:50%;background:#121212;vertical-align:middle","font-size:12.3px;font-weight:bold;color:#121212","margin:0 0 0.8em;padding:0 0 0.4em;border-bottom:1px solid #dcdcdc","margin:0 0 0.4em;font-size:12.3px;font-weight:bold;color:#5a5a5a","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #dcdcdc;border-radius:0;font-size:12.3px;line-height:1.6;color:#121212","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #121212;border-radius:0;background:#f7f7f5;font-size:12.3px;line-height:1.6;color:#121212","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #dcdcdc;border-radius:0;text-align:center","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #121212;border-radius:0;background:#f7f7f5;text-align:center","margin:0.1em 0;font-size:22.4px;font-weight:700;line-height:1.3;color:#121212","margin:1.6em 0;padding:0.9em 0.4em;border-top:2px solid #121212;border-bottom:2px solid #121212","margin:0;font-family:Georgia,serif;font-size:36.4px;line-height:1;height:0.55em;color:#121212","margin:0.2em 0;font-size:15.1px;line-height:1.85;font-style:italic;color:#121212","margin:0.5em 0 0;font-size:12.3px;text-align:right;color:#5a5a5a","margin:0 0 0.9em;padding:0 0 0.7em;border-bottom:1px solid #dcdcdc","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:0;background:#121212;color:#ffffff;font-size:12px;font-weight:bold;line-height:1.5em;text-align:center","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:0;border:1px solid #121212;color:#121212;font-size:12px;font-weight:bold;line-height:1.4em;text-align:center","margin:0 0 0.3em;font-size:14px;font-weight:bold;line-height:1.6;color:#121212","margin:0 0 0.5em;font-size:14px;line-height:1.6;color:#121212","display:inline-block;min-width:1.4em;color:#121212;font-weight:bold","display:inline-block;min-width:1.4em;color:#5a5a5a","display:inline-block;min-width:1.4em;color:#dcdcdc","margin:1.6em 0;padding:1.2em 1em;border:2px solid #121212;border-radius:0;background:#f7f7f5;text-align:center","margin:0 0 0.5em;font-size:15.4px;font-weight:700;line-height:1.5;color:#121212","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:0;background:#121212;color:#ffffff;font-size:12.3px;font-weight:bold","margin:1.6em 0;padding:1em;border:1px solid #dcdcdc;border-radius:0;background:#f7f7f5","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:0;background:#121212;color:#ffffff;font-size:14px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","font-size:14.7px;font-weight:bold;color:#121212;vertical-align:middle","margin:1.6em 0;padding:1em 1.1em;border-top:3px solid #121212;border-radius:0;background:#f7f7f5","margin:0.3em 0;font-size:15.4px;font-weight:bold;line-height:1.6;color:#121212","display:inline-block;min-width:1.6em;color:#121212;font-weight:bold","<section style=\\"padding:16px;font-family:Georgia,'Times New Roman','Songti SC','Noto Serif CJK SC',serif;font-size:14px;color:#121212;line-height:1.85;word-wrap:break-word;background-color:#ffffff\\">","<section style=\\"padding:16px;font-family:Georgia,'Times New Roman','Songti SC','Noto Serif CJK SC',serif;font-size:14px;color:#121212;line-height:1.85;word-wrap:break-word;background-color:#ffffff;background-image:linear-gradient(90deg,rgba(0,0,0,0.05) 1px,transparent 0),linear-gradient(rgba(0,0,0,0.05) 1px,transparent 0);background-size:20px 20px\\">","<section style=\\"padding:16px;font-family:Georgia,'Times New Roman','Songti SC','Noto Serif CJK SC',serif;font-size:14px;color:#121212;line-height:1.85;word-wrap:break-word\\">","margin:0 0 1em;color:#121212;font-size:16px;line-height:1.85;letter-spacing:0","margin:1.6em 0 0.8em;font-size:28.8px;font-weight:700;line-height:1.4;letter-spacing:0;color:#121212;padding:0.4em 0;border-top:1px solid #121212;border-bottom:3px double #121212;text-align:center","margin:1.6em 0 0.8em;font-size:22.4px;font-weight:700;line-height:1.4;letter-spacing:0;color:#121212;padding-top:0.4em;border-top:1px solid #121212","margin:1.3em 0 0.8em;font-size:19.2px;font-weight:700;line-height:1.4;letter-spacing:0;color:#121212","margin:0.3em 0;padding:0;color:#121212;font-size:16px;line-height:1.85;letter-spacing:0","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:14px;color:#121212;background:#f0f0ee","border-collapse:collapse;min-width:100%;font-size:14px;color:#121212","margin:2em 0 0.8em;padding-top:1em;border-top:1px solid #dcdcdc;font-size:14px;font-weight:bold;color:#5a5a5a","margin:0;font-size:12.8px;line-height:1.6;color:#5a5a5a","margin:0;font-size:31.7px;font-weight:700;line-height:1.3;color:#121212","margin:0.6em 0 0;font-size:16px;line-height:1.6;color:#5a5a5a","margin:0 0 0.8em;font-size:18.4px;font-weight:700;color:#121212","margin:0 0 0.3em;font-size:16px;font-weight:bold;color:#121212","margin:0;font-size:14px;line-height:1.6;color:#5a5a5a","margin:0 0 0.7em;font-size:17.6px;font-weight:700;line-height:1.4;color:#121212","margin:0.3em 0;font-size:16px;line-height:1.85;color:#121212","margin:0.2em 0;font-size:14px;line-height:1.6;color:#5a5a5a","margin:0.9em 0 0;font-size:14px;color:#121212","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:0;background:#121212;color:#ffffff;font-size:14px;font-weight:bold;line-height:1.8em;text-align:center","font-size:16px;font-weight:bold;color:#121212","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #f7f7f5;font-size:14px;line-height:1.7;color:#5a5a5a","display:inline-block;width:10px;height:10px;margin:0 8px 0 -22px;border-radius:50%;background:#121212;vertical-align:middle","margin:0 0 0.4em;font-size:14px;font-weight:bold;color:#5a5a5a","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #dcdcdc;border-radius:0;font-size:14px;line-height:1.6;color:#121212","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #121212;border-radius:0;background:#f7f7f5;font-size:14px;line-height:1.6;color:#121212","margin:0.1em 0;font-size:25.6px;font-weight:700;line-height:1.3;color:#121212","margin:0;font-family:Georgia,serif;font-size:41.6px;line-height:1;height:0.55em;color:#121212","margin:0.2em 0;font-size:17.3px;line-height:1.85;font-style:italic;color:#121212","margin:0.5em 0 0;font-size:14px;text-align:right;color:#5a5a5a","margin:0 0 0.3em;font-size:16px;font-weight:bold;line-height:1.6;color:#121212","margin:0 0 0.5em;font-size:16px;line-height:1.6;color:#121212","margin:0 0 0.5em;font-size:17.6px;font-weight:700;line-height:1.5;color:#121212","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:0;background:#121212;color:#ffffff;font-size:14px;font-weight:bold","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:0;background:#121212;color:#ffffff;font-size:16px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","font-size:16.8px;font-weight:bold;color:#121212;vertical-align:middle","margin:0.3em 0;font-size:17.6px;font-weight:bold;line-height:1.6;color:#121212","<section style=\\"padding:16px;font-family:Georgia,'Times New Roman','Songti SC','Noto Serif CJK SC',serif;font-size:16px;color:#121212;line-height:1.85;word-wrap:break-word;background-color:#ffffff\\">","<section style=\\"padding:16px;font-family:Georgia,'Times New Roman','Songti SC','Noto Serif CJK SC',serif;font-size:16px;color:#121212;line-height:1.85;word-wrap:break-word;background-color:#ffffff;background-image:linear-gradient(90deg,rgba(0,0,0,0.05) 1px,transparent 0),linear-gradient(rgba(0,0,0,0.05) 1px,transparent 0);background-size:20px 20px\\">","<section style=\\"padding:16px;font-family:Georgia,'Times New Roman','Songti SC','Noto Serif CJK SC',serif;font-size:16px;color:#121212;line-height:1.85;word-wrap:break-word\\">","margin:0 0 1em;color:#121212;font-size:18px;line-height:1.85;letter-spacing:0","margin:1.6em 0 0.8em;font-size:32.4px;font-weight:700;line-height:1.4;letter-spacing:0;color:#121212;padding:0.4em 0;border-top:1px solid #121212;border-bottom:3px double #121212;text-align:center","margin:1.6em 0 0.8em;font-size:25.2px;font-weight:700;line-height:1.4;letter-spacing:0;color:#121212;padding-top:0.4em;border-top:1px solid #121212","margin:1.3em 0 0.8em;font-size:21.6px;font-weight:700;line-height:1.4;letter-spacing:0;color:#121212","margin:1.3em 0 0.8em;font-size:18.9px;font-weight:700;line-height:1.4;letter-spacing:0;color:#121212","margin:0.3em 0;padding:0;color:#121212;font-size:18px;line-height:1.85;letter-spacing:0","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:15.8px;color:#121212;background:#f0f0ee","border-collapse:collapse;min-width:100%;font-size:15.8px;color:#121212","margin:2em 0 0.8em;padding-top:1em;border-top:1px solid #dcdcdc;font-size:15.8px;font-weight:bold;color:#5a5a5a","margin:0;font-size:14.4px;line-height:1.6;color:#5a5a5a","margin:0;font-size:35.6px;font-weight:700;line-height:1.3;color:#121212","margin:0.6em 0 0;font-size:18px;line-height:1.6;color:#5a5a5a","margin:0 0 0.8em;font-size:20.7px;font-weight:700;color:#121212","margin:0 0 0.3em;font-size:18px;font-weight:bold;color:#121212","margin:0;font-size:15.8px;line-height:1.6;color:#5a5a5a","margin:0 0 0.7em;font-size:19.8px;font-weight:700;line-height:1.4;color:#121212","margin:0.3em 0;font-size:18px;line-height:1.85;color:#121212","margin:0.2em 0;font-size:15.8px;line-height:1.6;color:#5a5a5a","margin:0.9em 0 0;font-size:15.8px;color:#121212","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:0;background:#121212;color:#ffffff;font-size:15.8px;font-weight:bold;line-height:1.8em;text-align:center","font-size:18px;font-weight:bold;color:#121212","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #f7f7f5;font-size:15.8px;line-height:1.7;color:#5a5a5a","display:inline-block;width:10px;height:10px;margin:0 8px 0 -24px;border-radius:50%;background:#121212;vertical-align:middle","font-size:15.8px;font-weight:bold;color:#121212","margin:0 0 0.4em;font-size:15.8px;font-weight:bold;color:#5a5a5a","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #dcdcdc;border-radius:0;font-size:15.8px;line-height:1.6;color:#121212","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #121212;border-radius:0;background:#f7f7f5;font-size:15.8px;line-height:1.6;color:#121212","margin:0.1em 0;font-size:28.8px;font-weight:700;line-height:1.3;color:#121212","margin:0;font-family:Georgia,serif;font-size:46.8px;line-height:1;height:0.55em;color:#121212","margin:0.2em 0;font-size:19.4px;line-height:1.85;font-style:italic;color:#121212","margin:0.5em 0 0;font-size:15.8px;text-align:right;color:#5a5a5a","margin:0 0 0.3em;font-size:18px;font-weight:bold;line-height:1.6;color:#121212","margin:0 0 0.5em;font-size:18px;line-height:1.6;color:#121212","margin:0 0 0.5em;font-size:19.8px;font-weight:700;line-height:1.5;color:#121212","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:0;background:#121212;color:#ffffff;font-size:15.8px;font-weight:bold","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:0;background:#121212;color:#ffffff;font-size:18px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","font-size:18.9px;font-weight:bold;color:#121212;vertical-align:middle","margin:0.3em 0;font-size:19.8px;font-weight:bold;line-height:1.6;color:#121212","<section style=\\"padding:16px;font-family:Georgia,'Times New Roman','Songti SC','Noto Serif CJK SC',serif;font-size:18px;color:#121212;line-height:1.85;word-wrap:break-word;background-color:#ffffff\\">","<section style=\\"padding:16px;font-family:Georgia,'Times New Roman','Songti SC','Noto Serif CJK SC',serif;font-size:18px;color:#121212;line-height:1.85;word-wrap:break-word;background-color:#ffffff;background-image:linear-gradient(90deg,rgba(0,0,0,0.05) 1px,transparent 0),linear-gradient(rgba(0,0,0,0.05) 1px,transparent 0);background-size:20px 20px\\">","<section style=\\"padding:16px;font-family:Georgia,'Times New Roman','Songti SC','Noto Serif CJK SC',serif;font-size:18px;color:#121212;line-height:1.85;word-wrap:break-word\\">","margin:0 0 1em;color:#1f2328;font-size:14px;line-height:1.6;letter-spacing:0","margin:1.6em 0 0.8em;font-size:28px;font-weight:600;line-height:1.4;letter-spacing:0;color:#1f2328;padding-bottom:0.3em;border-bottom:1px solid #d1d9e0","margin:1.6em 0 0.8em;font-size:21px;font-weight:600;line-height:1.4;letter-spacing:0;color:#1f2328;padding-bottom:0.3em;border-bottom:1px solid #d1d9e0","margin:1.3em 0 0.8em;font-size:17.5px;font-weight:600;line-height:1.4;letter-spacing:0;color:#1f2328","margin:1.3em 0 0.8em;font-size:14px;font-weight:600;line-height:1.4;letter-spacing:0;color:#1f2328","margin:1.2em 0;padding:0 1em;border-left:4px solid #d1d9e0;color:#59636e","margin:0.3em 0;padding:0;color:#1f2328;font-size:14px;line-height:1.6;letter-spacing:0","display:inline-block;min-width:1.4em;margin-right:0.2em;color:#0969da;font-weight:bold","display:inline-block;min-width:1.4em;margin-right:0.2em;color:#0969da","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:12.3px;color:#1f2328;background:#eff1f3","border-collapse:collapse;min-width:100%;font-size:12.3px;color:#1f2328","padding:0.5em 0.8em;border:1px solid #d1d9e0;background:#ddf4ff;font-weight:bold;white-space:nowrap","padding:0.5em 0.8em;border:1px solid #d1d9e0","margin:2em 0;border:0;border-top:1px solid #d1d9e0","font-weight:bold;color:#0969da","text-decoration:line-through;color:#59636e","color:#0969da;border-bottom:1px solid #0969da","font-size:0.75em;color:#0969da","margin:2em 0 0.8em;padding-top:1em;border-top:1px solid #d1d9e0;font-size:12.3px;font-weight:bold;color:#59636e","margin:0;font-size:11.2px;line-height:1.6;color:#59636e","color:#59636e","margin:0 0 1.5em;padding:1.8em 1.2em;border-radius:6px;background:#ddf4ff;text-align:center","margin:0;font-size:30.8px;font-weight:600;line-height:1.3;color:#0969da","margin:0.6em 0 0;font-size:14px;line-height:1.6;color:#59636e","display:inline-block;margin:0.2em;padding:0.1em 0.7em;border:1px solid #0969da;border-radius:999px;font-size:12px;color:#0969da","margin:0 0 0.8em;font-size:16.1px;font-weight:600;color:#1f2328","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #d1d9e0;border-radius:6px;background:#ffffff","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #0969da;border-left:4px solid #0969da;border-radius:6px;background:#ddf4ff","margin:0 0 0.3em;font-size:14px;font-weight:bold;color:#1f2328","margin:0 0 0.3em;font-size:14px;font-weight:bold;color:#0969da","margin:0;font-size:12.3px;line-height:1.6;color:#59636e","margin:0 0 0.7em;font-size:15.4px;font-weight:600;line-height:1.4;color:#1f2328","margin:0.3em 0;font-size:14px;line-height:1.6;color:#1f2328","margin:0.2em 0;font-size:12.3px;line-height:1.6;color:#59636e","margin:1.2em 0;padding:0.8em 1em;border:1px dashed #d1d9e0;border-radius:6px;background:#ffffff","margin:0 0 0.4em;font-size:12px;line-height:1.5;color:#59636e;letter-spacing:0.04em","margin:0 0 0.5em;font-size:12px;font-weight:bold;letter-spacing:0.12em;color:#0969da","margin:0.9em 0 0;font-size:12.3px;color:#0969da","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#0969da;color:#ffffff;font-size:12.3px;font-weight:bold;line-height:1.8em;text-align:center","font-size:14px;font-weight:bold;color:#1f2328","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #ddf4ff;font-size:12.3px;line-height:1.7;color:#59636e","margin:1.2em 0 1.2em 0.4em;padding:0;border-left:2px solid #0969da","display:inline-block;width:10px;height:10px;margin:0 8px 0 -20px;border-radius:50%;background:#0969da;vertical-align:middle","font-size:12.3px;font-weight:bold;color:#0969da","margin:0 0 0.8em;padding:0 0 0.4em;border-bottom:1px solid #d1d9e0","margin:0 0 0.4em;font-size:12.3px;font-weight:bold;color:#59636e","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #d1d9e0;border-radius:6px;font-size:12.3px;line-height:1.6;color:#1f2328","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #0969da;border-radius:6px;background:#ddf4ff;font-size:12.3px;line-height:1.6;color:#1f2328","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #d1d9e0;border-radius:6px;text-align:center","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #0969da;border-radius:6px;background:#ddf4ff;text-align:center","margin:0.1em 0;font-size:22.4px;font-weight:600;line-height:1.3;color:#0969da","margin:1.4em 0;padding:0.2em 1.1em;border-left:4px solid #d1d9e0","margin:0;font-family:Georgia,serif;font-size:36.4px;line-height:1;height:0.55em;color:#0969da","margin:0.2em 0;font-size:15.1px;line-height:1.6;font-style:italic;color:#1f2328","margin:0.5em 0 0;font-size:12.3px;text-align:right;color:#59636e","margin:0 0 0.9em;padding:0 0 0.7em;border-bottom:1px solid #d1d9e0","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:6px;background:#0969da;color:#ffffff;font-size:12px;font-weight:bold;line-height:1.5em;text-align:center","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:6px;border:1px solid #0969da;color:#0969da;font-size:12px;font-weight:bold;line-height:1.4em;text-align:center","margin:0 0 0.3em;font-size:14px;font-weight:bold;line-height:1.6;color:#1f2328","margin:0 0 0.5em;font-size:14px;line-height:1.6;color:#1f2328","display:inline-block;min-width:1.4em;color:#0969da;font-weight:bold","display:inline-block;min-width:1.4em;color:#59636e","display:inline-block;min-width:1.4em;color:#d1d9e0","margin:1.6em 0;padding:1.2em 1em;border:2px solid #0969da;border-radius:6px;background:#ddf4ff;text-align:center","margin:0 0 0.5em;font-size:15.4px;font-weight:600;line-height:1.5;color:#1f2328","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#0969da;color:#ffffff;font-size:12.3px;font-weight:bold","margin:1.6em 0;padding:1em;border:1px solid #d1d9e0;border-radius:6px;background:#ddf4ff","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#0969da;color:#ffffff;font-size:14px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","font-size:14.7px;font-weight:bold;color:#1f2328;vertical-align:middle","margin:1.6em 0;padding:1em 1.1em;border-top:3px solid #0969da;border-radius:6px;background:#ddf4ff","margin:0.3em 0;font-size:15.4px;font-weight:bold;line-height:1.6;color:#0969da","display:inline-block;min-width:1.6em;color:#0969da;font-weight:bold","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI','Noto Sans',Helvetica,Arial,'PingFang SC','Microsoft YaHei',sans-serif;font-size:14px;color:#1f2328;line-height:1.6;word-wrap:break-word;background-color:#ffffff\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI','Noto Sans',Helvetica,Arial,'PingFang SC','Microsoft YaHei',sans-serif;font-size:14px;color:#1f2328;line-height:1.6;word-wrap:break-word;background-color:#ffffff;background-image:linear-gradient(90deg,rgba(0,0,0,0.05) 1px,transparent 0),linear-gradient(rgba(0,0,0,0.05) 1px,transparent 0);background-size:20px 20px\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI','Noto Sans',Helvetica,Arial,'PingFang SC','Microsoft YaHei',sans-serif;font-size:14px;color:#1f2328;line-height:1.6;word-wrap:break-word\\">","margin:0 0 1em;color:#1f2328;font-size:16px;line-height:1.6;letter-spacing:0","margin:1.6em 0 0.8em;font-size:32px;font-weight:600;line-height:1.4;letter-spacing:0;color:#1f2328;padding-bottom:0.3em;border-bottom:1px solid #d1d9e0","margin:1.6em 0 0.8em;font-size:24px;font-weight:600;line-height:1.4;letter-spacing:0;color:#1f2328;padding-bottom:0.3em;border-bottom:1px solid #d1d9e0","margin:1.3em 0 0.8em;font-size:20px;font-weight:600;line-height:1.4;letter-spacing:0;color:#1f2328","margin:1.3em 0 0.8em;font-size:16px;font-weight:600;line-height:1.4;letter-spacing:0;color:#1f2328","margin:0.3em 0;padding:0;color:#1f2328;font-size:16px;line-height:1.6;letter-spacing:0","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:14px;color:#1f2328;background:#eff1f3","border-collapse:collapse;min-width:100%;font-size:14px;color:#1f2328","margin:2em 0 0.8em;padding-top:1em;border-top:1px solid #d1d9e0;font-size:14px;font-weight:bold;color:#59636e","margin:0;font-size:12.8px;line-height:1.6;color:#59636e","margin:0;font-size:35.2px;font-weight:600;line-height:1.3;color:#0969da","margin:0.6em 0 0;font-size:16px;line-height:1.6;color:#59636e","margin:0 0 0.8em;font-size:18.4px;font-weight:600;color:#1f2328","margin:0 0 0.3em;font-size:16px;font-weight:bold;color:#1f2328","margin:0 0 0.3em;font-size:16px;font-weight:bold;color:#0969da","margin:0;font-size:14px;line-height:1.6;color:#59636e","margin:0 0 0.7em;font-size:17.6px;font-weight:600;line-height:1.4;color:#1f2328","margin:0.3em 0;font-size:16px;line-height:1.6;color:#1f2328","margin:0.2em 0;font-size:14px;line-height:1.6;color:#59636e","margin:0.9em 0 0;font-size:14px;color:#0969da","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#0969da;color:#ffffff;font-size:14px;font-weight:bold;line-height:1.8em;text-align:center","font-size:16px;font-weight:bold;color:#1f2328","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #ddf4ff;font-size:14px;line-height:1.7;color:#59636e","display:inline-block;width:10px;height:10px;margin:0 8px 0 -22px;border-radius:50%;background:#0969da;vertical-align:middle","font-size:14px;font-weight:bold;color:#0969da","margin:0 0 0.4em;font-size:14px;font-weight:bold;color:#59636e","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #d1d9e0;border-radius:6px;font-size:14px;line-height:1.6;color:#1f2328","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #0969da;border-radius:6px;background:#ddf4ff;font-size:14px;line-height:1.6;color:#1f2328","margin:0.1em 0;font-size:25.6px;font-weight:600;line-height:1.3;color:#0969da","margin:0;font-family:Georgia,serif;font-size:41.6px;line-height:1;height:0.55em;color:#0969da","margin:0.2em 0;font-size:17.3px;line-height:1.6;font-style:italic;color:#1f2328","margin:0.5em 0 0;font-size:14px;text-align:right;color:#59636e","margin:0 0 0.3em;font-size:16px;font-weight:bold;line-height:1.6;color:#1f2328","margin:0 0 0.5em;font-size:16px;line-height:1.6;color:#1f2328","margin:0 0 0.5em;font-size:17.6px;font-weight:600;line-height:1.5;color:#1f2328","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#0969da;color:#ffffff;font-size:14px;font-weight:bold","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#0969da;color:#ffffff;font-size:16px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","font-size:16.8px;font-weight:bold;color:#1f2328;vertical-align:middle","margin:0.3em 0;font-size:17.6px;font-weight:bold;line-height:1.6;color:#0969da","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI','Noto Sans',Helvetica,Arial,'PingFang SC','Microsoft YaHei',sans-serif;font-size:16px;color:#1f2328;line-height:1.6;word-wrap:break-word;background-color:#ffffff\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI','Noto Sans',Helvetica,Arial,'PingFang SC','Microsoft YaHei',sans-serif;font-size:16px;color:#1f2328;line-height:1.6;word-wrap:break-word;background-color:#ffffff;background-image:linear-gradient(90deg,rgba(0,0,0,0.05) 1px,transparent 0),linear-gradient(rgba(0,0,0,0.05) 1px,transparent 0);background-size:20px 20px\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI','Noto Sans',Helvetica,Arial,'PingFang SC','Microsoft YaHei',sans-serif;font-size:16px;color:#1f2328;line-height:1.6;word-wrap:break-word\\">","margin:0 0 1em;color:#1f2328;font-size:18px;line-height:1.6;letter-spacing:0","margin:1.6em 0 0.8em;font-size:36px;font-weight:600;line-height:1.4;letter-spacing:0;color:#1f2328;padding-bottom:0.3em;border-bottom:1px solid #d1d9e0","margin:1.6em 0 0.8em;font-size:27px;font-weight:600;line-height:1.4;letter-spacing:0;color:#1f2328;padding-bottom:0.3em;border-bottom:1px solid #d1d9e0","margin:1.3em 0 0.8em;font-size:22.5px;font-weight:600;line-height:1.4;letter-spacing:0;color:#1f2328","margin:1.3em 0 0.8em;font-size:18px;font-weight:600;line-height:1.4;letter-spacing:0;color:#1f2328","margin:0.3em 0;padding:0;color:#1f2328;font-size:18px;line-height:1.6;letter-spacing:0","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:15.8px;color:#1f2328;background:#eff1f3","border-collapse:collapse;min-width:100%;font-size:15.8px;color:#1f2328","margin:2em 0 0.8em;padding-top:1em;border-top:1px solid #d1d9e0;font-size:15.8px;font-weight:bold;color:#59636e","margin:0;font-size:14.4px;line-height:1.6;color:#59636e","margin:0;font-size:39.6px;font-weight:600;line-height:1.3;color:#0969da","margin:0.6em 0 0;font-size:18px;line-height:1.6;color:#59636e","margin:0 0 0.8em;font-size:20.7px;font-weight:600;color:#1f2328","margin:0 0 0.3em;font-size:18px;font-weight:bold;color:#1f2328","margin:0 0 0.3em;font-size:18px;font-weight:bold;color:#0969da","margin:0;font-size:15.8px;line-height:1.6;color:#59636e","margin:0 0 0.7em;font-size:19.8px;font-weight:600;line-height:1.4;color:#1f2328","margin:0.3em 0;font-size:18px;line-height:1.6;color:#1f2328","margin:0.2em 0;font-size:15.8px;line-height:1.6;color:#59636e","margin:0.9em 0 0;font-size:15.8px;color:#0969da","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#0969da;color:#ffffff;font-size:15.8px;font-weight:bold;line-height:1.8em;text-align:center","font-size:18px;font-weight:bold;color:#1f2328","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #ddf4ff;font-size:15.8px;line-height:1.7;color:#59636e","display:inline-block;width:10px;height:10px;margin:0 8px 0 -24px;border-radius:50%;background:#0969da;vertical-align:middle","font-size:15.8px;font-weight:bold;color:#0969da","margin:0 0 0.4em;font-size:15.8px;font-weight:bold;color:#59636e","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #d1d9e0;border-radius:6px;font-size:15.8px;line-height:1.6;color:#1f2328","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #0969da;border-radius:6px;background:#ddf4ff;font-size:15.8px;line-height:1.6;color:#1f2328","margin:0.1em 0;font-size:28.8px;font-weight:600;line-height:1.3;color:#0969da","margin:0;font-family:Georgia,serif;font-size:46.8px;line-height:1;height:0.55em;color:#0969da","margin:0.2em 0;font-size:19.4px;line-height:1.6;font-style:italic;color:#1f2328","margin:0.5em 0 0;font-size:15.8px;text-align:right;color:#59636e","margin:0 0 0.3em;font-size:18px;font-weight:bold;line-height:1.6;color:#1f2328","margin:0 0 0.5em;font-size:18px;line-height:1.6;color:#1f2328","margin:0 0 0.5em;font-size:19.8px;font-weight:600;line-height:1.5;color:#1f2328","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#0969da;color:#ffffff;font-size:15.8px;font-weight:bold","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#0969da;color:#ffffff;font-size:18px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","font-size:18.9px;font-weight:bold;color:#1f2328;vertical-align:middle","margin:0.3em 0;font-size:19.8px;font-weight:bold;line-height:1.6;color:#0969da","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI','Noto Sans',Helvetica,Arial,'PingFang SC','Microsoft YaHei',sans-serif;font-size:18px;color:#1f2328;line-height:1.6;word-wrap:break-word;background-color:#ffffff\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI','Noto Sans',Helvetica,Arial,'PingFang SC','Microsoft YaHei',sans-serif;font-size:18px;color:#1f2328;line-height:1.6;word-wrap:break-word;background-color:#ffffff;background-image:linear-gradient(90deg,rgba(0,0,0,0.05) 1px,transparent 0),linear-gradient(rgba(0,0,0,0.05) 1px,transparent 0);background-size:20px 20px\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI','Noto Sans',Helvetica,Arial,'PingFang SC','Microsoft YaHei',sans-serif;font-size:18px;color:#1f2328;line-height:1.6;word-wrap:break-word\\">","margin:0 0 1em;color:#2f3e3a;font-size:14px;line-height:1.85;letter-spacing:0.03em","margin:1.6em 0 0.8em;font-size:21px;font-weight:700;line-height:1.4;letter-spacing:0.03em;color:#2f3e3a","margin:1.6em 0 0.8em;font-size:18.2px;font-weight:700;line-height:1.4;letter-spacing:0.03em;color:#2f3e3a","margin:1.3em 0 0.8em;font-size:16.1px;font-weight:700;line-height:1.4;letter-spacing:0.03em;color:#12a182","margin:1.3em 0 0.8em;font-size:14.7px;font-weight:700;line-height:1.4;letter-spacing:0.03em;color:#12a182","<span style=\\"display:inline-block;padding:0.2em 0.9em;border-radius:999px;background:#e3f6f0;color:#12a182\\">","margin:1.2em 0;padding:0.8em 1em;border:1px solid #cfe9e1;border-radius:12px;background:#e3f6f0;color:#7b8f89","margin:0.3em 0;padding:0;color:#2f3e3a;font-size:14px;line-height:1.85;letter-spacing:0.03em","display:inline-block;min-width:1.4em;margin-right:0.2em;color:#12a182;font-weight:bold","display:inline-block;min-width:1.4em;margin-right:0.2em;color:#12a182","margin:1em 0;padding:0;border-radius:12px;background:#f6f8fa;overflow-x:auto","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:12.3px;color:#12a182;background:#e3f6f0","border-collapse:collapse;min-width:100%;font-size:12.3px;color:#2f3e3a","padding:0.5em 0.8em;border:1px solid #cfe9e1;background:#e3f6f0;font-weight:bold;white-space:nowrap","padding:0.5em 0.8em;border:1px solid #cfe9e1","display:block;max-width:100%;width:100%;height:auto;margin:1em auto;border-radius:12px","margin:2em 0;border:0;border-top:2px dotted #cfe9e1","font-weight:bold;color:#12a182","text-decoration:line-through;color:#7b8f89","color:#12a182;border-bottom:1px solid #12a182","font-size:0.75em;color:#12a182","margin:2em 0 0.8em;padding-top:1em;border-top:1px solid #cfe9e1;font-size:12.3px;font-weight:bold;color:#7b8f89","margin:0;font-size:11.2px;line-height:1.6;color:#7b8f89","color:#7b8f89","margin:0 0 1.5em;padding:1.8em 1.2em;border-radius:12px;background:#e3f6f0;text-align:center","margin:0;font-size:23.1px;font-weight:700;line-height:1.3;color:#12a182","margin:0.6em 0 0;font-size:14px;line-height:1.6;color:#7b8f89","display:inline-block;margin:0.2em;padding:0.1em 0.7em;border:1px solid #12a182;border-radius:999px;font-size:12px;color:#12a182","margin:0 0 0.8em;font-size:16.1px;font-weight:700;color:#2f3e3a","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #cfe9e1;border-radius:12px;background:#ffffff","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #12a182;border-left:4px solid #12a182;border-radius:12px;background:#e3f6f0","margin:0 0 0.3em;font-size:14px;font-weight:bold;color:#2f3e3a","margin:0 0 0.3em;font-size:14px;font-weight:bold;color:#12a182","margin:0;font-size:12.3px;line-height:1.6;color:#7b8f89","\u2013","margin:0 0 0.7em;font-size:15.4px;font-weight:700;line-height:1.4;color:#2f3e3a","margin:0.3em 0;font-size:14px;line-height:1.85;color:#2f3e3a","margin:0.2em 0;font-size:12.3px;line-height:1.6;color:#7b8f89","margin:1.2em 0;padding:0.8em 1em;border:1px dashed #cfe9e1;border-radius:12px;background:#ffffff","margin:0 0 0.4em;font-size:12px;line-height:1.5;color:#7b8f89;letter-spacing:0.04em","margin:0 0 0.5em;font-size:12px;font-weight:bold;letter-spacing:0.12em;color:#12a182","margin:0.9em 0 0;font-size:12.3px;color:#12a182","margin:1.2em 0;padding:0.7em 1em;border-left:4px solid #2f6fde;border-radius:12px;background:rgba(47,111,222,0.09)","margin:1.2em 0;padding:0.7em 1em;border-left:4px solid #b7791f;border-radius:12px;background:rgba(214,158,46,0.13)","margin:1.2em 0;padding:0.7em 1em;border-left:4px solid #2e8b57;border-radius:12px;background:rgba(46,139,87,0.1)","margin:1.2em 0;padding:0.7em 1em;border-left:4px solid #d1343c;border-radius:12px;background:rgba(209,52,60,0.09)","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#12a182;color:#ffffff;font-size:12.3px;font-weight:bold;line-height:1.8em;text-align:center","font-size:14px;font-weight:bold;color:#2f3e3a","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #e3f6f0;font-size:12.3px;line-height:1.7;color:#7b8f89","margin:1.2em 0 1.2em 0.4em;padding:0;border-left:2px solid #12a182","display:inline-block;width:10px;height:10px;margin:0 8px 0 -20px;border-radius:50%;background:#12a182;vertical-align:middle","font-size:12.3px;font-weight:bold;color:#12a182","margin:0 0 0.8em;padding:0 0 0.4em;border-bottom:1px solid #cfe9e1","margin:0 0 0.4em;font-size:12.3px;font-weight:bold;color:#7b8f89","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #cfe9e1;border-radius:12px;font-size:12.3px;line-height:1.6;color:#2f3e3a","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #12a182;border-radius:12px;background:#e3f6f0;font-size:12.3px;line-height:1.6;color:#2f3e3a","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #cfe9e1;border-radius:12px;text-align:center","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #12a182;border-radius:12px;background:#e3f6f0;text-align:center","margin:0.1em 0;font-size:22.4px;font-weight:700;line-height:1.3;color:#12a182","margin:1.4em 0;padding:0.9em 1.1em;border:1px solid #cfe9e1;border-radius:12px;background:#e3f6f0","margin:0;font-family:Georgia,serif;font-size:36.4px;line-height:1;height:0.55em;color:#12a182","margin:0.2em 0;font-size:15.1px;line-height:1.85;font-style:italic;color:#2f3e3a","margin:0.5em 0 0;font-size:12.3px;text-align:right;color:#7b8f89","margin:0 0 0.9em;padding:0 0 0.7em;border-bottom:1px solid #cfe9e1","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:12px;background:#12a182;color:#ffffff;font-size:12px;font-weight:bold;line-height:1.5em;text-align:center","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:12px;border:1px solid #12a182;color:#12a182;font-size:12px;font-weight:bold;line-height:1.4em;text-align:center","margin:0 0 0.3em;font-size:14px;font-weight:bold;line-height:1.6;color:#2f3e3a","margin:0 0 0.5em;font-size:14px;line-height:1.6;color:#2f3e3a","display:inline-block;min-width:1.4em;color:#12a182;font-weight:bold","display:inline-block;min-width:1.4em;color:#7b8f89","display:inline-block;min-width:1.4em;color:#cfe9e1","margin:1.6em 0;padding:1.2em 1em;border:2px solid #12a182;border-radius:12px;background:#e3f6f0;text-align:center","margin:0 0 0.5em;font-size:15.4px;font-weight:700;line-height:1.5;color:#2f3e3a","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#12a182;color:#ffffff;font-size:12.3px;font-weight:bold","margin:1.6em 0;padding:1em;border:1px solid #cfe9e1;border-radius:12px;background:#e3f6f0","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#12a182;color:#ffffff;font-size:14px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","font-size:14.7px;font-weight:bold;color:#2f3e3a;vertical-align:middle","margin:1.6em 0;padding:1em 1.1em;border-top:3px solid #12a182;border-radius:12px;background:#e3f6f0","margin:0.3em 0;font-size:15.4px;font-weight:bold;line-height:1.6;color:#12a182","display:inline-block;min-width:1.6em;color:#12a182;font-weight:bold","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:14px;color:#2f3e3a;line-height:1.85;word-wrap:break-word;background-color:#ffffff\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:14px;color:#2f3e3a;line-height:1.85;word-wrap:break-word;background-color:#ffffff;background-image:linear-gradient(90deg,rgba(0,0,0,0.05) 1px,transparent 0),linear-gradient(rgba(0,0,0,0.05) 1px,transparent 0);background-size:20px 20px\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:14px;color:#2f3e3a;line-height:1.85;word-wrap:break-word\\">","margin:0 0 1em;color:#2f3e3a;font-size:16px;line-height:1.85;letter-spacing:0.03em","margin:1.6em 0 0.8em;font-size:24px;font-weight:700;line-height:1.4;letter-spacing:0.03em;color:#2f3e3a","margin:1.6em 0 0.8em;font-size:20.8px;font-weight:700;line-height:1.4;letter-spacing:0.03em;color:#2f3e3a","margin:1.3em 0 0.8em;font-size:18.4px;font-weight:700;line-height:1.4;letter-spacing:0.03em;color:#12a182","margin:1.3em 0 0.8em;font-size:16.8px;font-weight:700;line-height:1.4;letter-spacing:0.03em;color:#12a182","margin:0.3em 0;padding:0;color:#2f3e3a;font-size:16px;line-height:1.85;letter-spacing:0.03em","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:14px;color:#12a182;background:#e3f6f0","border-collapse:collapse;min-width:100%;font-size:14px;color:#2f3e3a","margin:2em 0 0.8em;padding-top:1em;border-top:1px solid #cfe9e1;font-size:14px;font-weight:bold;color:#7b8f89","margin:0;font-size:12.8px;line-height:1.6;color:#7b8f89","margin:0;font-size:26.4px;font-weight:700;line-height:1.3;color:#12a182","margin:0.6em 0 0;font-size:16px;line-height:1.6;color:#7b8f89","margin:0 0 0.8em;font-size:18.4px;font-weight:700;color:#2f3e3a","margin:0 0 0.3em;font-size:16px;font-weight:bold;color:#2f3e3a","margin:0 0 0.3em;font-size:16px;font-weight:bold;color:#12a182","margin:0;font-size:14px;line-height:1.6;color:#7b8f89","margin:0 0 0.7em;font-size:17.6px;font-weight:700;line-height:1.4;color:#2f3e3a","margin:0.3em 0;font-size:16px;line-height:1.85;color:#2f3e3a","margin:0.2em 0;font-size:14px;line-height:1.6;color:#7b8f89","margin:0.9em 0 0;font-size:14px;color:#12a182","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#12a182;color:#ffffff;font-size:14px;font-weight:bold;line-height:1.8em;text-align:center","font-size:16px;font-weight:bold;color:#2f3e3a","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #e3f6f0;font-size:14px;line-height:1.7;color:#7b8f89","display:inline-block;width:10px;height:10px;margin:0 8px 0 -22px;border-radius:50%;background:#12a182;vertical-align:middle","font-size:14px;font-weight:bold;color:#12a182","margin:0 0 0.4em;font-size:14px;font-weight:bold;color:#7b8f89","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #cfe9e1;border-radius:12px;font-size:14px;line-height:1.6;color:#2f3e3a","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #12a182;border-radius:12px;background:#e3f6f0;font-size:14px;line-height:1.6;color:#2f3e3a","margin:0.1em 0;font-size:25.6px;font-weight:700;line-height:1.3;color:#12a182","margin:0;font-family:Georgia,serif;font-size:41.6px;line-height:1;height:0.55em;color:#12a182","margin:0.2em 0;font-size:17.3px;line-height:1.85;font-style:italic;color:#2f3e3a","margin:0.5em 0 0;font-size:14px;text-align:right;color:#7b8f89","margin:0 0 0.3em;font-size:16px;font-weight:bold;line-height:1.6;color:#2f3e3a","margin:0 0 0.5em;font-size:16px;line-height:1.6;color:#2f3e3a","margin:0 0 0.5em;font-size:17.6px;font-weight:700;line-height:1.5;color:#2f3e3a","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#12a182;color:#ffffff;font-size:14px;font-weight:bold","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#12a182;color:#ffffff;font-size:16px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","font-size:16.8px;font-weight:bold;color:#2f3e3a;vertical-align:middle","margin:0.3em 0;font-size:17.6px;font-weight:bold;line-height:1.6;color:#12a182","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:16px;color:#2f3e3a;line-height:1.85;word-wrap:break-word;background-color:#ffffff\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:16px;color:#2f3e3a;line-height:1.85;word-wrap:break-word;background-color:#ffffff;background-image:linear-gradient(90deg,rgba(0,0,0,0.05) 1px,transparent 0),linear-gradient(rgba(0,0,0,0.05) 1px,transparent 0);background-size:20px 20px\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:16px;color:#2f3e3a;line-height:1.85;word-wrap:break-word\\">","margin:0 0 1em;color:#2f3e3a;font-size:18px;line-height:1.85;letter-spacing:0.03em","margin:1.6em 0 0.8em;font-size:27px;font-weight:700;line-height:1.4;letter-spacing:0.03em;color:#2f3e3a","margin:1.6em 0 0.8em;font-size:23.4px;font-weight:700;line-height:1.4;letter-spacing:0.03em;color:#2f3e3a","margin:1.3em 0 0.8em;font-size:20.7px;font-weight:700;line-height:1.4;letter-spacing:0.03em;color:#12a182","margin:1.3em 0 0.8em;font-size:18.9px;font-weight:700;line-height:1.4;letter-spacing:0.03em;color:#12a182","margin:0.3em 0;padding:0;color:#2f3e3a;font-size:18px;line-height:1.85;letter-spacing:0.03em","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:15.8px;color:#12a182;background:#e3f6f0","border-collapse:collapse;min-width:100%;font-size:15.8px;color:#2f3e3a","margin:2em 0 0.8em;padding-top:1em;border-top:1px solid #cfe9e1;font-size:15.8px;font-weight:bold;color:#7b8f89","margin:0;font-size:14.4px;line-height:1.6;color:#7b8f89","margin:0;font-size:29.7px;font-weight:700;line-height:1.3;color:#12a182","margin:0.6em 0 0;font-size:18px;line-height:1.6;color:#7b8f89","margin:0 0 0.8em;font-size:20.7px;font-weight:700;color:#2f3e3a","margin:0 0 0.3em;font-size:18px;font-weight:bold;color:#2f3e3a","margin:0 0 0.3em;font-size:18px;font-weight:bold;color:#12a182","margin:0;font-size:15.8px;line-height:1.6;color:#7b8f89","margin:0 0 0.7em;font-size:19.8px;font-weight:700;line-height:1.4;color:#2f3e3a","margin:0.3em 0;font-size:18px;line-height:1.85;color:#2f3e3a","margin:0.2em 0;font-size:15.8px;line-height:1.6;color:#7b8f89","margin:0.9em 0 0;font-size:15.8px;color:#12a182","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#12a182;color:#ffffff;font-size:15.8px;font-weight:bold;line-height:1.8em;text-align:center","font-size:18px;font-weight:bold;color:#2f3e3a","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #e3f6f0;font-size:15.8px;line-height:1.7;color:#7b8f89","display:inline-block;width:10px;height:10px;margin:0 8px 0 -24px;border-radius:50%;background:#12a182;vertical-align:middle","font-size:15.8px;font-weight:bold;color:#12a182","margin:0 0 0.4em;font-size:15.8px;font-weight:bold;color:#7b8f89","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #cfe9e1;border-radius:12px;font-size:15.8px;line-height:1.6;color:#2f3e3a","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #12a182;border-radius:12px;background:#e3f6f0;font-size:15.8px;line-height:1.6;color:#2f3e3a","margin:0.1em 0;font-size:28.8px;font-weight:700;line-height:1.3;color:#12a182","margin:0;font-family:Georgia,serif;font-size:46.8px;line-height:1;height:0.55em;color:#12a182","margin:0.2em 0;font-size:19.4px;line-height:1.85;font-style:italic;color:#2f3e3a","margin:0.5em 0 0;font-size:15.8px;text-align:right;color:#7b8f89","margin:0 0 0.3em;font-size:18px;font-weight:bold;line-height:1.6;color:#2f3e3a","margin:0 0 0.5em;font-size:18px;line-height:1.6;color:#2f3e3a","margin:0 0 0.5em;font-size:19.8px;font-weight:700;line-height:1.5;color:#2f3e3a","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#12a182;color:#ffffff;font-size:15.8px;font-weight:bold","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#12a182;color:#ffffff;font-size:18px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","font-size:18.9px;font-weight:bold;color:#2f3e3a;vertical-align:middle","margin:0.3em 0;font-size:19.8px;font-weight:bold;line-height:1.6;color:#12a182","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:18px;color:#2f3e3a;line-height:1.85;word-wrap:break-word;background-color:#ffffff\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:18px;color:#2f3e3a;line-height:1.85;word-wrap:break-word;background-color:#ffffff;background-image:linear-gradient(90deg,rgba(0,0,0,0.05) 1px,transparent 0),linear-gradient(rgba(0,0,0,0.05) 1px,transparent 0);background-size:20px 20px\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:18px;color:#2f3e3a;line-height:1.85;word-wrap:break-word\\">","margin:0 0 1em;color:#3d2c1e;font-size:14px;line-height:1.8;letter-spacing:0.02em","margin:1.6em 0 0.8em;font-size:22.4px;font-weight:800;line-height:1.4;letter-spacing:0.02em;color:#3d2c1e","margin:1.6em 0 0.8em;font-size:18.9px;font-weight:800;line-height:1.4;letter-spacing:0.02em;color:#3d2c1e","margin:1.3em 0 0.8em;font-size:16.1px;font-weight:800;line-height:1.4;letter-spacing:0.02em;color:#e8590c","margin:1.3em 0 0.8em;font-size:14.7px;font-weight:800;line-height:1.4;letter-spacing:0.02em;color:#e8590c","<span style=\\"padding:0 0.15em;background:linear-gradient(transparent 58%,#ffd59e 58%)\\">","margin:1.2em 0;padding:0.6em 1em;border-left:3px solid #e8590c;background:#fff1e3;color:#8c7462","margin:0.3em 0;padding:0;color:#3d2c1e;font-size:14px;line-height:1.8;letter-spacing:0.02em","display:inline-block;min-width:1.4em;margin-right:0.2em;color:#e8590c;font-weight:bold","display:inline-block;min-width:1.4em;margin-right:0.2em;color:#e8590c","margin:1em 0;padding:0;border-radius:10px;background:#282c34;overflow-x:auto","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:12.3px;color:#e8590c;background:#fff1e3","border-collapse:collapse;min-width:100%;font-size:12.3px;color:#3d2c1e","padding:0.5em 0.8em;border:1px solid #f1dcc6;background:#fff1e3;font-weight:bold;white-space:nowrap","padding:0.5em 0.8em;border:1px solid #f1dcc6","display:block;max-width:100%;width:100%;height:auto;margin:1em auto;border-radius:10px","margin:2em 0;border:0;border-top:1px solid #f1dcc6","font-weight:bold;color:#e8590c","text-decoration:line-through;color:#8c7462","color:#e8590c;border-bottom:1px solid #e8590c","font-size:0.75em;color:#e8590c","margin:2em 0 0.8em;padding-top:1em;border-top:1px solid #f1dcc6;font-size:12.3px;font-weight:bold;color:#8c7462","margin:0;font-size:11.2px;line-height:1.6;color:#8c7462","color:#8c7462","margin:0 0 1.5em;padding:1.8em 1.2em;border-radius:10px;background:#fff1e3;text-align:center","margin:0;font-size:24.6px;font-weight:800;line-height:1.3;color:#e8590c","margin:0.6em 0 0;font-size:14px;line-height:1.6;color:#8c7462","display:inline-block;margin:0.2em;padding:0.1em 0.7em;border:1px solid #e8590c;border-radius:999px;font-size:12px;color:#e8590c","margin:0 0 0.8em;font-size:16.1px;font-weight:800;color:#3d2c1e","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #f1dcc6;border-radius:10px;background:#fffaf3","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #e8590c;border-left:4px solid #e8590c;border-radius:10px;background:#fff1e3","margin:0 0 0.3em;font-size:14px;font-weight:bold;color:#3d2c1e","margin:0 0 0.3em;font-size:14px;font-weight:bold;color:#e8590c","margin:0;font-size:12.3px;line-height:1.6;color:#8c7462","\u25B8","\u25B9","margin:0 0 0.7em;font-size:15.4px;font-weight:800;line-height:1.4;color:#3d2c1e","margin:0.3em 0;font-size:14px;line-height:1.8;color:#3d2c1e","margin:0.2em 0;font-size:12.3px;line-height:1.6;color:#8c7462","margin:1.2em 0;padding:0.8em 1em;border:1px dashed #f1dcc6;border-radius:10px;background:#fffaf3","margin:0 0 0.4em;font-size:12px;line-height:1.5;color:#8c7462;letter-spacing:0.04em","margin:0 0 0.5em;font-size:12px;font-weight:bold;letter-spacing:0.12em;color:#e8590c","margin:0.9em 0 0;font-size:12.3px;color:#e8590c","margin:1.2em 0;padding:0.7em 1em;border-left:4px solid #2f6fde;border-radius:10px;background:rgba(47,111,222,0.09)","margin:1.2em 0;padding:0.7em 1em;border-left:4px solid #b7791f;border-radius:10px;background:rgba(214,158,46,0.13)","margin:1.2em 0;padding:0.7em 1em;border-left:4px solid #2e8b57;border-radius:10px;background:rgba(46,139,87,0.1)","margin:1.2em 0;padding:0.7em 1em;border-left:4px solid #d1343c;border-radius:10px;background:rgba(209,52,60,0.09)","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#e8590c;color:#fffaf3;font-size:12.3px;font-weight:bold;line-height:1.8em;text-align:center","font-size:14px;font-weight:bold;color:#3d2c1e","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #fff1e3;font-size:12.3px;line-height:1.7;color:#8c7462","margin:1.2em 0 1.2em 0.4em;padding:0;border-left:2px solid #e8590c","display:inline-block;width:10px;height:10px;margin:0 8px 0 -20px;border-radius:50%;background:#e8590c;vertical-align:middle","font-size:12.3px;font-weight:bold;color:#e8590c","margin:0 0 0.8em;padding:0 0 0.4em;border-bottom:1px solid #f1dcc6","margin:0 0 0.4em;font-size:12.3px;font-weight:bold;color:#8c7462","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #f1dcc6;border-radius:10px;font-size:12.3px;line-height:1.6;color:#3d2c1e","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #e8590c;border-radius:10px;background:#fff1e3;font-size:12.3px;line-height:1.6;color:#3d2c1e","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #f1dcc6;border-radius:10px;text-align:center","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #e8590c;border-radius:10px;background:#fff1e3;text-align:center","margin:0.1em 0;font-size:22.4px;font-weight:800;line-height:1.3;color:#e8590c","margin:1.4em 0;padding:0.9em 1.1em;border-left:4px solid #e8590c;border-radius:10px;background:#fff1e3","margin:0;font-family:Georgia,serif;font-size:36.4px;line-height:1;height:0.55em;color:#e8590c","margin:0.2em 0;font-size:15.1px;line-height:1.8;font-style:italic;color:#3d2c1e","margin:0.5em 0 0;font-size:12.3px;text-align:right;color:#8c7462","margin:0 0 0.9em;padding:0 0 0.7em;border-bottom:1px solid #f1dcc6","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:10px;background:#e8590c;color:#fffaf3;font-size:12px;font-weight:bold;line-height:1.5em;text-align:center","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:10px;border:1px solid #e8590c;color:#e8590c;font-size:12px;font-weight:bold;line-height:1.4em;text-align:center","margin:0 0 0.3em;font-size:14px;font-weight:bold;line-height:1.6;color:#3d2c1e","margin:0 0 0.5em;font-size:14px;line-height:1.6;color:#3d2c1e","display:inline-block;min-width:1.4em;color:#e8590c;font-weight:bold","display:inline-block;min-width:1.4em;color:#8c7462","display:inline-block;min-width:1.4em;color:#f1dcc6","margin:1.6em 0;padding:1.2em 1em;border:2px solid #e8590c;border-radius:10px;background:#fff1e3;text-align:center","margin:0 0 0.5em;font-size:15.4px;font-weight:800;line-height:1.5;color:#3d2c1e","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#e8590c;color:#fffaf3;font-size:12.3px;font-weight:bold","margin:1.6em 0;padding:1em;border:1px solid #f1dcc6;border-radius:10px;background:#fff1e3","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#e8590c;color:#fffaf3;font-size:14px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","font-size:14.7px;font-weight:bold;color:#3d2c1e;vertical-align:middle","margin:1.6em 0;padding:1em 1.1em;border-top:3px solid #e8590c;border-radius:10px;background:#fff1e3","margin:0.3em 0;font-size:15.4px;font-weight:bold;line-height:1.6;color:#e8590c","display:inline-block;min-width:1.6em;color:#e8590c;font-weight:bold","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:14px;color:#3d2c1e;line-height:1.8;word-wrap:break-word;background-color:#fffaf3\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:14px;color:#3d2c1e;line-height:1.8;word-wrap:break-word;background-color:#fffaf3;background-image:linear-gradient(90deg,rgba(0,0,0,0.05) 1px,transparent 0),linear-gradient(rgba(0,0,0,0.05) 1px,transparent 0);background-size:20px 20px\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:14px;color:#3d2c1e;line-height:1.8;word-wrap:break-word\\">","margin:0 0 1em;color:#3d2c1e;font-size:16px;line-height:1.8;letter-spacing:0.02em","margin:1.6em 0 0.8em;font-size:25.6px;font-weight:800;line-height:1.4;letter-spacing:0.02em;color:#3d2c1e","margin:1.6em 0 0.8em;font-size:21.6px;font-weight:800;line-height:1.4;letter-spacing:0.02em;color:#3d2c1e","margin:1.3em 0 0.8em;font-size:18.4px;font-weight:800;line-height:1.4;letter-spacing:0.02em;color:#e8590c","margin:1.3em 0 0.8em;font-size:16.8px;font-weight:800;line-height:1.4;letter-spacing:0.02em;color:#e8590c","margin:0.3em 0;padding:0;color:#3d2c1e;font-size:16px;line-height:1.8;letter-spacing:0.02em","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:14px;color:#e8590c;background:#fff1e3","border-collapse:collapse;min-width:100%;font-size:14px;color:#3d2c1e","margin:2em 0 0.8em;padding-top:1em;border-top:1px solid #f1dcc6;font-size:14px;font-weight:bold;color:#8c7462","margin:0;font-size:12.8px;line-height:1.6;color:#8c7462","margin:0;font-size:28.2px;font-weight:800;line-height:1.3;color:#e8590c","margin:0.6em 0 0;font-size:16px;line-height:1.6;color:#8c7462","margin:0 0 0.8em;font-size:18.4px;font-weight:800;color:#3d2c1e","margin:0 0 0.3em;font-size:16px;font-weight:bold;color:#3d2c1e","margin:0 0 0.3em;font-size:16px;font-weight:bold;color:#e8590c","margin:0;font-size:14px;line-height:1.6;color:#8c7462","margin:0 0 0.7em;font-size:17.6px;font-weight:800;line-height:1.4;color:#3d2c1e","margin:0.3em 0;font-size:16px;line-height:1.8;color:#3d2c1e","margin:0.2em 0;font-size:14px;line-height:1.6;color:#8c7462","margin:0.9em 0 0;font-size:14px;color:#e8590c","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#e8590c;color:#fffaf3;font-size:14px;font-weight:bold;line-height:1.8em;text-align:center","font-size:16px;font-weight:bold;color:#3d2c1e","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #fff1e3;font-size:14px;line-height:1.7;color:#8c7462","display:inline-block;width:10px;height:10px;margin:0 8px 0 -22px;border-radius:50%;background:#e8590c;vertical-align:middle","font-size:14px;font-weight:bold;color:#e8590c","margin:0 0 0.4em;font-size:14px;font-weight:bold;color:#8c7462","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #f1dcc6;border-radius:10px;font-size:14px;line-height:1.6;color:#3d2c1e","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #e8590c;border-radius:10px;background:#fff1e3;font-size:14px;line-height:1.6;color:#3d2c1e","margin:0.1em 0;font-size:25.6px;font-weight:800;line-height:1.3;color:#e8590c","margin:0;font-family:Georgia,serif;font-size:41.6px;line-height:1;height:0.55em;color:#e8590c","margin:0.2em 0;font-size:17.3px;line-height:1.8;font-style:italic;color:#3d2c1e","margin:0.5em 0 0;font-size:14px;text-align:right;color:#8c7462","margin:0 0 0.3em;font-size:16px;font-weight:bold;line-height:1.6;color:#3d2c1e","margin:0 0 0.5em;font-size:16px;line-height:1.6;color:#3d2c1e","margin:0 0 0.5em;font-size:17.6px;font-weight:800;line-height:1.5;color:#3d2c1e","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#e8590c;color:#fffaf3;font-size:14px;font-weight:bold","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#e8590c;color:#fffaf3;font-size:16px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","font-size:16.8px;font-weight:bold;color:#3d2c1e;vertical-align:middle","margin:0.3em 0;font-size:17.6px;font-weight:bold;line-height:1.6;color:#e8590c","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:16px;color:#3d2c1e;line-height:1.8;word-wrap:break-word;background-color:#fffaf3\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:16px;color:#3d2c1e;line-height:1.8;word-wrap:break-word;background-color:#fffaf3;background-image:linear-gradient(90deg,rgba(0,0,0,0.05) 1px,transparent 0),linear-gradient(rgba(0,0,0,0.05) 1px,transparent 0);background-size:20px 20px\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:16px;color:#3d2c1e;line-height:1.8;word-wrap:break-word\\">","margin:0 0 1em;color:#3d2c1e;font-size:18px;line-height:1.8;letter-spacing:0.02em","margin:1.6em 0 0.8em;font-size:28.8px;font-weight:800;line-height:1.4;letter-spacing:0.02em;color:#3d2c1e","margin:1.6em 0 0.8em;font-size:24.3px;font-weight:800;line-height:1.4;letter-spacing:0.02em;color:#3d2c1e","margin:1.3em 0 0.8em;font-size:20.7px;font-weight:800;line-height:1.4;letter-spacing:0.02em;color:#e8590c","margin:1.3em 0 0.8em;font-size:18.9px;font-weight:800;line-height:1.4;letter-spacing:0.02em;color:#e8590c","margin:0.3em 0;padding:0;color:#3d2c1e;font-size:18px;line-height:1.8;letter-spacing:0.02em","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:15.8px;color:#e8590c;background:#fff1e3","border-collapse:collapse;min-width:100%;font-size:15.8px;color:#3d2c1e","margin:2em 0 0.8em;padding-top:1em;border-top:1px solid #f1dcc6;font-size:15.8px;font-weight:bold;color:#8c7462","margin:0;font-size:14.4px;line-height:1.6;color:#8c7462","margin:0;font-size:31.7px;font-weight:800;line-height:1.3;color:#e8590c","margin:0.6em 0 0;font-size:18px;line-height:1.6;color:#8c7462","margin:0 0 0.8em;font-size:20.7px;font-weight:800;color:#3d2c1e","margin:0 0 0.3em;font-size:18px;font-weight:bold;color:#3d2c1e","margin:0 0 0.3em;font-size:18px;font-weight:bold;color:#e8590c","margin:0;font-size:15.8px;line-height:1.6;color:#8c7462","margin:0 0 0.7em;font-size:19.8px;font-weight:800;line-height:1.4;color:#3d2c1e","margin:0.3em 0;font-size:18px;line-height:1.8;color:#3d2c1e","margin:0.2em 0;font-size:15.8px;line-height:1.6;color:#8c7462","margin:0.9em 0 0;font-size:15.8px;color:#e8590c","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#e8590c;color:#fffaf3;font-size:15.8px;font-weight:bold;line-height:1.8em;text-align:center","font-size:18px;font-weight:bold;color:#3d2c1e","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #fff1e3;font-size:15.8px;line-height:1.7;color:#8c7462","display:inline-block;width:10px;height:10px;margin:0 8px 0 -24px;border-radius:50%;background:#e8590c;vertical-align:middle","font-size:15.8px;font-weight:bold;color:#e8590c","margin:0 0 0.4em;font-size:15.8px;font-weight:bold;color:#8c7462","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #f1dcc6;border-radius:10px;font-size:15.8px;line-height:1.6;color:#3d2c1e","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #e8590c;border-radius:10px;background:#fff1e3;font-size:15.8px;line-height:1.6;color:#3d2c1e","margin:0.1em 0;font-size:28.8px;font-weight:800;line-height:1.3;color:#e8590c","margin:0;font-family:Georgia,serif;font-size:46.8px;line-height:1;height:0.55em;color:#e8590c","margin:0.2em 0;font-size:19.4px;line-height:1.8;font-style:italic;color:#3d2c1e","margin:0.5em 0 0;font-size:15.8px;text-align:right;color:#8c7462","margin:0 0 0.3em;font-size:18px;font-weight:bold;line-height:1.6;color:#3d2c1e","margin:0 0 0.5em;font-size:18px;line-height:1.6;color:#3d2c1e","margin:0 0 0.5em;font-size:19.8px;font-weight:800;line-height:1.5;color:#3d2c1e","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#e8590c;color:#fffaf3;font-size:15.8px;font-weight:bold","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#e8590c;color:#fffaf3;font-size:18px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","font-size:18.9px;font-weight:bold;color:#3d2c1e;vertical-align:middle","margin:0.3em 0;font-size:19.8px;font-weight:bold;line-height:1.6;color:#e8590c","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:18px;color:#3d2c1e;line-height:1.8;word-wrap:break-word;background-color:#fffaf3\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:18px;color:#3d2c1e;line-height:1.8;word-wrap:break-word;background-color:#fffaf3;background-image:linear-gradient(90deg,rgba(0,0,0,0.05) 1px,transparent 0),linear-gradient(rgba(0,0,0,0.05) 1px,transparent 0);background-size:20px 20px\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:18px;color:#3d2c1e;line-height:1.8;word-wrap:break-word\\">","margin:0 0 1em;color:#222222;font-size:14px;line-height:2;letter-spacing:0.04em","margin:1.6em 0 0.8em;font-size:20.3px;font-weight:600;line-height:1.4;letter-spacing:0.04em;color:#222222","margin:1.6em 0 0.8em;font-size:17.5px;font-weight:600;line-height:1.4;letter-spacing:0.04em;color:#222222","margin:1.3em 0 0.8em;font-size:15.4px;font-weight:600;line-height:1.4;letter-spacing:0.04em;color:#222222","margin:1.3em 0 0.8em;font-size:14px;font-weight:600;line-height:1.4;letter-spacing:0.04em;color:#222222","margin:1.2em 0;padding:0 1em;border-left:4px solid #dddddd;color:#777777","margin:0.3em 0;padding:0;color:#222222;font-size:14px;line-height:2;letter-spacing:0.04em","display:inline-block;min-width:1.4em;margin-right:0.2em;color:#111111;font-weight:bold","display:inline-block;min-width:1.4em;margin-right:0.2em;color:#111111","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:12.3px;color:#111111;background:#f2f2f0","padding:0.5em 0.8em;border-bottom:2px solid #222222;text-align:left;font-weight:bold;white-space:nowrap","padding:0.5em 0.8em;border-bottom:1px solid #dddddd","margin:2em 0;border:0;border-top:2px dotted #dddddd","font-weight:bold;color:#111111","text-decoration:line-through;color:#777777","color:#111111;border-bottom:1px solid #111111","font-size:0.75em;color:#111111","margin:2em 0 0.8em;padding-top:1em;border-top:1px solid #dddddd;font-size:12.3px;font-weight:bold;color:#777777","margin:0;font-size:11.2px;line-height:1.6;color:#777777","color:#777777","margin:0 0 1.5em;padding:1.8em 1.2em;border-radius:0;background:#f4f4f2;text-align:center","margin:0;font-size:22.3px;font-weight:600;line-height:1.3;color:#111111","margin:0.6em 0 0;font-size:14px;line-height:1.6;color:#777777","display:inline-block;margin:0.2em;padding:0.1em 0.7em;border:1px solid #111111;border-radius:999px;font-size:12px;color:#111111","margin:0 0 0.8em;font-size:16.1px;font-weight:600;color:#222222","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #dddddd;border-radius:0;background:#ffffff","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #111111;border-left:4px solid #111111;border-radius:0;background:#f4f4f2","margin:0 0 0.3em;font-size:14px;font-weight:bold;color:#111111","margin:0;font-size:12.3px;line-height:1.6;color:#777777","\xB7","margin:0 0 0.7em;font-size:15.4px;font-weight:600;line-height:1.4;color:#222222","margin:0.3em 0;font-size:14px;line-height:2;color:#222222","margin:0.2em 0;font-size:12.3px;line-height:1.6;color:#777777","margin:1.2em 0;padding:0.8em 1em;border:1px dashed #dddddd;border-radius:0;background:#ffffff","margin:0 0 0.4em;font-size:12px;line-height:1.5;color:#777777;letter-spacing:0.04em","margin:0 0 0.5em;font-size:12px;font-weight:bold;letter-spacing:0.12em;color:#111111","margin:0.9em 0 0;font-size:12.3px;color:#111111","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:0;background:#111111;color:#ffffff;font-size:12.3px;font-weight:bold;line-height:1.8em;text-align:center","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #f4f4f2;font-size:12.3px;line-height:1.7;color:#777777","margin:1.2em 0 1.2em 0.4em;padding:0;border-left:2px solid #111111","display:inline-block;width:10px;height:10px;margin:0 8px 0 -20px;border-radius:50%;background:#111111;vertical-align:middle","font-size:12.3px;font-weight:bold;color:#111111","margin:0 0 0.8em;padding:0 0 0.4em;border-bottom:1px solid #dddddd","margin:0 0 0.4em;font-size:12.3px;font-weight:bold;color:#777777","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #dddddd;border-radius:0;font-size:12.3px;line-height:1.6;color:#222222","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #111111;border-radius:0;background:#f4f4f2;font-size:12.3px;line-height:1.6;color:#222222","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #dddddd;border-radius:0;text-align:center","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #111111;border-radius:0;background:#f4f4f2;text-align:center","margin:0.1em 0;font-size:22.4px;font-weight:600;line-height:1.3;color:#111111","margin:1.4em 0;padding:0.2em 1.1em;border-left:4px solid #dddddd","margin:0;font-family:Georgia,serif;font-size:36.4px;line-height:1;height:0.55em;color:#111111","margin:0.2em 0;font-size:15.1px;line-height:2;font-style:italic;color:#222222","margin:0.5em 0 0;font-size:12.3px;text-align:right;color:#777777","margin:0 0 0.9em;padding:0 0 0.7em;border-bottom:1px solid #dddddd","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:0;background:#111111;color:#ffffff;font-size:12px;font-weight:bold;line-height:1.5em;text-align:center","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:0;border:1px solid #111111;color:#111111;font-size:12px;font-weight:bold;line-height:1.4em;text-align:center","display:inline-block;min-width:1.4em;color:#111111;font-weight:bold","display:inline-block;min-width:1.4em;color:#777777","display:inline-block;min-width:1.4em;color:#dddddd","margin:1.6em 0;padding:1.2em 1em;border:2px solid #111111;border-radius:0;background:#f4f4f2;text-align:center","margin:0 0 0.5em;font-size:15.4px;font-weight:600;line-height:1.5;color:#222222","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:0;background:#111111;color:#ffffff;font-size:12.3px;font-weight:bold","margin:1.6em 0;padding:1em;border:1px solid #dddddd;border-radius:0;background:#f4f4f2","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:0;background:#111111;color:#ffffff;font-size:14px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","margin:1.6em 0;padding:1em 1.1em;border-top:3px solid #111111;border-radius:0;background:#f4f4f2","margin:0.3em 0;font-size:15.4px;font-weight:bold;line-height:1.6;color:#111111","display:inline-block;min-width:1.6em;color:#111111;font-weight:bold","<section style=\\"padding:16px;font-family:Georgia,'Songti SC','SimSun','Noto Serif CJK SC',serif;font-size:14px;color:#222222;line-height:2;word-wrap:break-word;background-color:#ffffff\\">","<section style=\\"padding:16px;font-family:Georgia,'Songti SC','SimSun','Noto Serif CJK SC',serif;font-size:14px;color:#222222;line-height:2;word-wrap:break-word;background-color:#ffffff;background-image:linear-gradient(90deg,rgba(0,0,0,0.05) 1px,transparent 0),linear-gradient(rgba(0,0,0,0.05) 1px,transparent 0);background-size:20px 20px\\">","<section style=\\"padding:16px;font-family:Georgia,'Songti SC','SimSun','Noto Serif CJK SC',serif;font-size:14px;color:#222222;line-height:2;word-wrap:break-word\\">","margin:0 0 1em;color:#222222;font-size:16px;line-height:2;letter-spacing:0.04em","margin:1.6em 0 0.8em;font-size:23.2px;font-weight:600;line-height:1.4;letter-spacing:0.04em;color:#222222","margin:1.6em 0 0.8em;font-size:20px;font-weight:600;line-height:1.4;letter-spacing:0.04em;color:#222222","margin:1.3em 0 0.8em;font-size:17.6px;font-weight:600;line-height:1.4;letter-spacing:0.04em;color:#222222","margin:1.3em 0 0.8em;font-size:16px;font-weight:600;line-height:1.4;letter-spacing:0.04em;color:#222222","margin:0.3em 0;padding:0;color:#222222;font-size:16px;line-height:2;letter-spacing:0.04em","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:14px;color:#111111;background:#f2f2f0","margin:2em 0 0.8em;padding-top:1em;border-top:1px solid #dddddd;font-size:14px;font-weight:bold;color:#777777","margin:0;font-size:12.8px;line-height:1.6;color:#777777","margin:0;font-size:25.5px;font-weight:600;line-height:1.3;color:#111111","margin:0.6em 0 0;font-size:16px;line-height:1.6;color:#777777","margin:0 0 0.8em;font-size:18.4px;font-weight:600;color:#222222","margin:0 0 0.3em;font-size:16px;font-weight:bold;color:#111111","margin:0;font-size:14px;line-height:1.6;color:#777777","margin:0 0 0.7em;font-size:17.6px;font-weight:600;line-height:1.4;color:#222222","margin:0.3em 0;font-size:16px;line-height:2;color:#222222","margin:0.2em 0;font-size:14px;line-height:1.6;color:#777777","margin:0.9em 0 0;font-size:14px;color:#111111","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:0;background:#111111;color:#ffffff;font-size:14px;font-weight:bold;line-height:1.8em;text-align:center","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #f4f4f2;font-size:14px;line-height:1.7;color:#777777","display:inline-block;width:10px;height:10px;margin:0 8px 0 -22px;border-radius:50%;background:#111111;vertical-align:middle","font-size:14px;font-weight:bold;color:#111111","margin:0 0 0.4em;font-size:14px;font-weight:bold;color:#777777","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #dddddd;border-radius:0;font-size:14px;line-height:1.6;color:#222222","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #111111;border-radius:0;background:#f4f4f2;font-size:14px;line-height:1.6;color:#222222","margin:0.1em 0;font-size:25.6px;font-weight:600;line-height:1.3;color:#111111","margin:0;font-family:Georgia,serif;font-size:41.6px;line-height:1;height:0.55em;color:#111111","margin:0.2em 0;font-size:17.3px;line-height:2;font-style:italic;color:#222222","margin:0.5em 0 0;font-size:14px;text-align:right;color:#777777","margin:0 0 0.5em;font-size:17.6px;font-weight:600;line-height:1.5;color:#222222","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:0;background:#111111;color:#ffffff;font-size:14px;font-weight:bold","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:0;background:#111111;color:#ffffff;font-size:16px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","margin:0.3em 0;font-size:17.6px;font-weight:bold;line-height:1.6;color:#111111","<section style=\\"padding:16px;font-family:Georgia,'Songti SC','SimSun','Noto Serif CJK SC',serif;font-size:16px;color:#222222;line-height:2;word-wrap:break-word;background-color:#ffffff\\">","<section style=\\"padding:16px;font-family:Georgia,'Songti SC','SimSun','Noto Serif CJK SC',serif;font-size:16px;color:#222222;line-height:2;word-wrap:break-word;background-color:#ffffff;background-image:linear-gradient(90deg,rgba(0,0,0,0.05) 1px,transparent 0),linear-gradient(rgba(0,0,0,0.05) 1px,transparent 0);background-size:20px 20px\\">","<section style=\\"padding:16px;font-family:Georgia,'Songti SC','SimSun','Noto Serif CJK SC',serif;font-size:16px;color:#222222;line-height:2;word-wrap:break-word\\">","margin:0 0 1em;color:#222222;font-size:18px;line-height:2;letter-spacing:0.04em","margin:1.6em 0 0.8em;font-size:26.1px;font-weight:600;line-height:1.4;letter-spacing:0.04em;color:#222222","margin:1.6em 0 0.8em;font-size:22.5px;font-weight:600;line-height:1.4;letter-spacing:0.04em;color:#222222","margin:1.3em 0 0.8em;font-size:19.8px;font-weight:600;line-height:1.4;letter-spacing:0.04em;color:#222222","margin:1.3em 0 0.8em;font-size:18px;font-weight:600;line-height:1.4;letter-spacing:0.04em;color:#222222","margin:0.3em 0;padding:0;color:#222222;font-size:18px;line-height:2;letter-spacing:0.04em","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:15.8px;color:#111111;background:#f2f2f0","margin:2em 0 0.8em;padding-top:1em;border-top:1px solid #dddddd;font-size:15.8px;font-weight:bold;color:#777777","margin:0;font-size:14.4px;line-height:1.6;color:#777777","margin:0;font-size:28.7px;font-weight:600;line-height:1.3;color:#111111","margin:0.6em 0 0;font-size:18px;line-height:1.6;color:#777777","margin:0 0 0.8em;font-size:20.7px;font-weight:600;color:#222222","margin:0 0 0.3em;font-size:18px;font-weight:bold;color:#111111","margin:0;font-size:15.8px;line-height:1.6;color:#777777","margin:0 0 0.7em;font-size:19.8px;font-weight:600;line-height:1.4;color:#222222","margin:0.3em 0;font-size:18px;line-height:2;color:#222222","margin:0.2em 0;font-size:15.8px;line-height:1.6;color:#777777","margin:0.9em 0 0;font-size:15.8px;color:#111111","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:0;background:#111111;color:#ffffff;font-size:15.8px;font-weight:bold;line-height:1.8em;text-align:center","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #f4f4f2;font-size:15.8px;line-height:1.7;color:#777777","display:inline-block;width:10px;height:10px;margin:0 8px 0 -24px;border-radius:50%;background:#111111;vertical-align:middle","font-size:15.8px;font-weight:bold;color:#111111","margin:0 0 0.4em;font-size:15.8px;font-weight:bold;color:#777777","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #dddddd;border-radius:0;font-size:15.8px;line-height:1.6;color:#222222","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #111111;border-radius:0;background:#f4f4f2;font-size:15.8px;line-height:1.6;color:#222222","margin:0.1em 0;font-size:28.8px;font-weight:600;line-height:1.3;color:#111111","margin:0;font-family:Georgia,serif;font-size:46.8px;line-height:1;height:0.55em;color:#111111","margin:0.2em 0;font-size:19.4px;line-height:2;font-style:italic;color:#222222","margin:0.5em 0 0;font-size:15.8px;text-align:right;color:#777777","margin:0 0 0.5em;font-size:19.8px;font-weight:600;line-height:1.5;color:#222222","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:0;background:#111111;color:#ffffff;font-size:15.8px;font-weight:bold","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:0;background:#111111;color:#ffffff;font-size:18px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","margin:0.3em 0;font-size:19.8px;font-weight:bold;line-height:1.6;color:#111111","<section style=\\"padding:16px;font-family:Georgia,'Songti SC','SimSun','Noto Serif CJK SC',serif;font-size:18px;color:#222222;line-height:2;word-wrap:break-word;background-color:#ffffff\\">","<section style=\\"padding:16px;font-family:Georgia,'Songti SC','SimSun','Noto Serif CJK SC',serif;font-size:18px;color:#222222;line-height:2;word-wrap:break-word;background-color:#ffffff;background-image:linear-gradient(90deg,rgba(0,0,0,0.05) 1px,transparent 0),linear-gradient(rgba(0,0,0,0.05) 1px,transparent 0);background-size:20px 20px\\">","<section style=\\"padding:16px;font-family:Georgia,'Songti SC','SimSun','Noto Serif CJK SC',serif;font-size:18px;color:#222222;line-height:2;word-wrap:break-word\\">","margin:0 0 1em;color:#3a3550;font-size:14px;line-height:1.9;letter-spacing:0.04em","margin:1.6em 0 0.8em;font-size:21.7px;font-weight:600;line-height:1.4;letter-spacing:0.04em;color:#7b61c9;text-align:center","margin:1.6em 0 0.8em;font-size:18.2px;font-weight:600;line-height:1.4;letter-spacing:0.04em;color:#7b61c9;text-align:center","margin:1.3em 0 0.8em;font-size:16.1px;font-weight:600;line-height:1.4;letter-spacing:0.04em;color:#3a3550","margin:1.3em 0 0.8em;font-size:14.7px;font-weight:600;line-height:1.4;letter-spacing:0.04em;color:#3a3550","<span style=\\"display:inline-block;padding:0 0.4em 0.2em;border-bottom:1px solid #7b61c9\\">","margin:1.2em 0;padding:0.8em 1em;border:1px solid #e2dbf3;border-radius:14px;background:#f1ecfb;color:#8a84a3","margin:0.3em 0;padding:0;color:#3a3550;font-size:14px;line-height:1.9;letter-spacing:0.04em","display:inline-block;min-width:1.4em;margin-right:0.2em;color:#7b61c9;font-weight:bold","display:inline-block;min-width:1.4em;margin-right:0.2em;color:#7b61c9","margin:1em 0;padding:0;border-radius:14px;background:#f6f8fa;overflow-x:auto","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:12.3px;color:#7b61c9;background:#f1ecfb","border-collapse:collapse;min-width:100%;font-size:12.3px;color:#3a3550","padding:0.5em 0.8em;border:1px solid #e2dbf3;background:#f1ecfb;font-weight:bold;white-space:nowrap","padding:0.5em 0.8em;border:1px solid #e2dbf3","display:block;max-width:100%;width:100%;height:auto;margin:1em auto;border-radius:14px","margin:2em 0;border:0;border-top:1px solid #e2dbf3","font-weight:bold;color:#7b61c9","text-decoration:line-through;color:#8a84a3","color:#7b61c9;border-bottom:1px solid #7b61c9","font-size:0.75em;color:#7b61c9","margin:2em 0 0.8em;padding-top:1em;border-top:1px solid #e2dbf3;font-size:12.3px;font-weight:bold;color:#8a84a3","margin:0;font-size:11.2px;line-height:1.6;color:#8a84a3","color:#8a84a3","margin:0 0 1.5em;padding:1.8em 1.2em;border-radius:14px;background:#f1ecfb;text-align:center","margin:0;font-size:23.9px;font-weight:600;line-height:1.3;color:#7b61c9","margin:0.6em 0 0;font-size:14px;line-height:1.6;color:#8a84a3","display:inline-block;margin:0.2em;padding:0.1em 0.7em;border:1px solid #7b61c9;border-radius:999px;font-size:12px;color:#7b61c9","margin:0 0 0.8em;font-size:16.1px;font-weight:600;color:#3a3550","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #e2dbf3;border-radius:14px;background:#fcfbff","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #7b61c9;border-left:4px solid #7b61c9;border-radius:14px;background:#f1ecfb","margin:0 0 0.3em;font-size:14px;font-weight:bold;color:#3a3550","margin:0 0 0.3em;font-size:14px;font-weight:bold;color:#7b61c9","margin:0;font-size:12.3px;line-height:1.6;color:#8a84a3","\u25C7","margin:0 0 0.7em;font-size:15.4px;font-weight:600;line-height:1.4;color:#3a3550","margin:0.3em 0;font-size:14px;line-height:1.9;color:#3a3550","margin:0.2em 0;font-size:12.3px;line-height:1.6;color:#8a84a3","margin:1.2em 0;padding:0.8em 1em;border:1px dashed #e2dbf3;border-radius:14px;background:#fcfbff","margin:0 0 0.4em;font-size:12px;line-height:1.5;color:#8a84a3;letter-spacing:0.04em","margin:0 0 0.5em;font-size:12px;font-weight:bold;letter-spacing:0.12em;color:#7b61c9","margin:0.9em 0 0;font-size:12.3px;color:#7b61c9","margin:1.2em 0;padding:0.7em 1em;border-left:4px solid #2f6fde;border-radius:14px;background:rgba(47,111,222,0.09)","margin:1.2em 0;padding:0.7em 1em;border-left:4px solid #b7791f;border-radius:14px;background:rgba(214,158,46,0.13)","margin:1.2em 0;padding:0.7em 1em;border-left:4px solid #2e8b57;border-radius:14px;background:rgba(46,139,87,0.1)","margin:1.2em 0;padding:0.7em 1em;border-left:4px solid #d1343c;border-radius:14px;background:rgba(209,52,60,0.09)","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#7b61c9;color:#fcfbff;font-size:12.3px;font-weight:bold;line-height:1.8em;text-align:center","font-size:14px;font-weight:bold;color:#3a3550","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #f1ecfb;font-size:12.3px;line-height:1.7;color:#8a84a3","margin:1.2em 0 1.2em 0.4em;padding:0;border-left:2px solid #7b61c9","display:inline-block;width:10px;height:10px;margin:0 8px 0 -20px;border-radius:50%;background:#7b61c9;vertical-align:middle","font-size:12.3px;font-weight:bold;color:#7b61c9","margin:0 0 0.8em;padding:0 0 0.4em;border-bottom:1px solid #e2dbf3","margin:0 0 0.4em;font-size:12.3px;font-weight:bold;color:#8a84a3","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #e2dbf3;border-radius:14px;font-size:12.3px;line-height:1.6;color:#3a3550","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #7b61c9;border-radius:14px;background:#f1ecfb;font-size:12.3px;line-height:1.6;color:#3a3550","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #e2dbf3;border-radius:14px;text-align:center","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #7b61c9;border-radius:14px;background:#f1ecfb;text-align:center","margin:0.1em 0;font-size:22.4px;font-weight:600;line-height:1.3;color:#7b61c9","margin:1.4em 0;padding:0.9em 1.1em;border:1px solid #e2dbf3;border-radius:14px;background:#f1ecfb","margin:0;font-family:Georgia,serif;font-size:36.4px;line-height:1;height:0.55em;color:#7b61c9","margin:0.2em 0;font-size:15.1px;line-height:1.9;font-style:italic;color:#3a3550","margin:0.5em 0 0;font-size:12.3px;text-align:right;color:#8a84a3","margin:0 0 0.9em;padding:0 0 0.7em;border-bottom:1px solid #e2dbf3","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:14px;background:#7b61c9;color:#fcfbff;font-size:12px;font-weight:bold;line-height:1.5em;text-align:center","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:14px;border:1px solid #7b61c9;color:#7b61c9;font-size:12px;font-weight:bold;line-height:1.4em;text-align:center","margin:0 0 0.3em;font-size:14px;font-weight:bold;line-height:1.6;color:#3a3550","margin:0 0 0.5em;font-size:14px;line-height:1.6;color:#3a3550","display:inline-block;min-width:1.4em;color:#7b61c9;font-weight:bold","display:inline-block;min-width:1.4em;color:#8a84a3","display:inline-block;min-width:1.4em;color:#e2dbf3","margin:1.6em 0;padding:1.2em 1em;border:2px solid #7b61c9;border-radius:14px;background:#f1ecfb;text-align:center","margin:0 0 0.5em;font-size:15.4px;font-weight:600;line-height:1.5;color:#3a3550","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#7b61c9;color:#fcfbff;font-size:12.3px;font-weight:bold","margin:1.6em 0;padding:1em;border:1px solid #e2dbf3;border-radius:14px;background:#f1ecfb","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#7b61c9;color:#fcfbff;font-size:14px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","font-size:14.7px;font-weight:bold;color:#3a3550;vertical-align:middle","margin:1.6em 0;padding:1em 1.1em;border-top:3px solid #7b61c9;border-radius:14px;background:#f1ecfb","margin:0.3em 0;font-size:15.4px;font-weight:bold;line-height:1.6;color:#7b61c9","display:inline-block;min-width:1.6em;color:#7b61c9;font-weight:bold","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:14px;color:#3a3550;line-height:1.9;word-wrap:break-word;background-color:#fcfbff\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:14px;color:#3a3550;line-height:1.9;word-wrap:break-word;background-color:#fcfbff;background-image:linear-gradient(90deg,rgba(0,0,0,0.05) 1px,transparent 0),linear-gradient(rgba(0,0,0,0.05) 1px,transparent 0);background-size:20px 20px\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:14px;color:#3a3550;line-height:1.9;word-wrap:break-word\\">","margin:0 0 1em;color:#3a3550;font-size:16px;line-height:1.9;letter-spacing:0.04em","margin:1.6em 0 0.8em;font-size:24.8px;font-weight:600;line-height:1.4;letter-spacing:0.04em;color:#7b61c9;text-align:center","margin:1.6em 0 0.8em;font-size:20.8px;font-weight:600;line-height:1.4;letter-spacing:0.04em;color:#7b61c9;text-align:center","margin:1.3em 0 0.8em;font-size:18.4px;font-weight:600;line-height:1.4;letter-spacing:0.04em;color:#3a3550","margin:1.3em 0 0.8em;font-size:16.8px;font-weight:600;line-height:1.4;letter-spacing:0.04em;color:#3a3550","margin:0.3em 0;padding:0;color:#3a3550;font-size:16px;line-height:1.9;letter-spacing:0.04em","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:14px;color:#7b61c9;background:#f1ecfb","border-collapse:collapse;min-width:100%;font-size:14px;color:#3a3550","margin:2em 0 0.8em;padding-top:1em;border-top:1px solid #e2dbf3;font-size:14px;font-weight:bold;color:#8a84a3","margin:0;font-size:12.8px;line-height:1.6;color:#8a84a3","margin:0;font-size:27.3px;font-weight:600;line-height:1.3;color:#7b61c9","margin:0.6em 0 0;font-size:16px;line-height:1.6;color:#8a84a3","margin:0 0 0.8em;font-size:18.4px;font-weight:600;color:#3a3550","margin:0 0 0.3em;font-size:16px;font-weight:bold;color:#3a3550","margin:0 0 0.3em;font-size:16px;font-weight:bold;color:#7b61c9","margin:0;font-size:14px;line-height:1.6;color:#8a84a3","margin:0 0 0.7em;font-size:17.6px;font-weight:600;line-height:1.4;color:#3a3550","margin:0.3em 0;font-size:16px;line-height:1.9;color:#3a3550","margin:0.2em 0;font-size:14px;line-height:1.6;color:#8a84a3","margin:0.9em 0 0;font-size:14px;color:#7b61c9","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#7b61c9;color:#fcfbff;font-size:14px;font-weight:bold;line-height:1.8em;text-align:center","font-size:16px;font-weight:bold;color:#3a3550","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #f1ecfb;font-size:14px;line-height:1.7;color:#8a84a3","display:inline-block;width:10px;height:10px;margin:0 8px 0 -22px;border-radius:50%;background:#7b61c9;vertical-align:middle","font-size:14px;font-weight:bold;color:#7b61c9","margin:0 0 0.4em;font-size:14px;font-weight:bold;color:#8a84a3","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #e2dbf3;border-radius:14px;font-size:14px;line-height:1.6;color:#3a3550","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #7b61c9;border-radius:14px;background:#f1ecfb;font-size:14px;line-height:1.6;color:#3a3550","margin:0.1em 0;font-size:25.6px;font-weight:600;line-height:1.3;color:#7b61c9","margin:0;font-family:Georgia,serif;font-size:41.6px;line-height:1;height:0.55em;color:#7b61c9","margin:0.2em 0;font-size:17.3px;line-height:1.9;font-style:italic;color:#3a3550","margin:0.5em 0 0;font-size:14px;text-align:right;color:#8a84a3","margin:0 0 0.3em;font-size:16px;font-weight:bold;line-height:1.6;color:#3a3550","margin:0 0 0.5em;font-size:16px;line-height:1.6;color:#3a3550","margin:0 0 0.5em;font-size:17.6px;font-weight:600;line-height:1.5;color:#3a3550","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#7b61c9;color:#fcfbff;font-size:14px;font-weight:bold","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#7b61c9;color:#fcfbff;font-size:16px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","font-size:16.8px;font-weight:bold;color:#3a3550;vertical-align:middle","margin:0.3em 0;font-size:17.6px;font-weight:bold;line-height:1.6;color:#7b61c9","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:16px;color:#3a3550;line-height:1.9;word-wrap:break-word;background-color:#fcfbff\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:16px;color:#3a3550;line-height:1.9;word-wrap:break-word;background-color:#fcfbff;background-image:linear-gradient(90deg,rgba(0,0,0,0.05) 1px,transparent 0),linear-gradient(rgba(0,0,0,0.05) 1px,transparent 0);background-size:20px 20px\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:16px;color:#3a3550;line-height:1.9;word-wrap:break-word\\">","margin:0 0 1em;color:#3a3550;font-size:18px;line-height:1.9;letter-spacing:0.04em","margin:1.6em 0 0.8em;font-size:27.9px;font-weight:600;line-height:1.4;letter-spacing:0.04em;color:#7b61c9;text-align:center","margin:1.6em 0 0.8em;font-size:23.4px;font-weight:600;line-height:1.4;letter-spacing:0.04em;color:#7b61c9;text-align:center","margin:1.3em 0 0.8em;font-size:20.7px;font-weight:600;line-height:1.4;letter-spacing:0.04em;color:#3a3550","margin:1.3em 0 0.8em;font-size:18.9px;font-weight:600;line-height:1.4;letter-spacing:0.04em;color:#3a3550","margin:0.3em 0;padding:0;color:#3a3550;font-size:18px;line-height:1.9;letter-spacing:0.04em","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:15.8px;color:#7b61c9;background:#f1ecfb","border-collapse:collapse;min-width:100%;font-size:15.8px;color:#3a3550","margin:2em 0 0.8em;padding-top:1em;border-top:1px solid #e2dbf3;font-size:15.8px;font-weight:bold;color:#8a84a3","margin:0;font-size:14.4px;line-height:1.6;color:#8a84a3","margin:0;font-size:30.7px;font-weight:600;line-height:1.3;color:#7b61c9","margin:0.6em 0 0;font-size:18px;line-height:1.6;color:#8a84a3","margin:0 0 0.8em;font-size:20.7px;font-weight:600;color:#3a3550","margin:0 0 0.3em;font-size:18px;font-weight:bold;color:#3a3550","margin:0 0 0.3em;font-size:18px;font-weight:bold;color:#7b61c9","margin:0;font-size:15.8px;line-height:1.6;color:#8a84a3","margin:0 0 0.7em;font-size:19.8px;font-weight:600;line-height:1.4;color:#3a3550","margin:0.3em 0;font-size:18px;line-height:1.9;color:#3a3550","margin:0.2em 0;font-size:15.8px;line-height:1.6;color:#8a84a3","margin:0.9em 0 0;font-size:15.8px;color:#7b61c9","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#7b61c9;color:#fcfbff;font-size:15.8px;font-weight:bold;line-height:1.8em;text-align:center","font-size:18px;font-weight:bold;color:#3a3550","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #f1ecfb;font-size:15.8px;line-height:1.7;color:#8a84a3","display:inline-block;width:10px;height:10px;margin:0 8px 0 -24px;border-radius:50%;background:#7b61c9;vertical-align:middle","font-size:15.8px;font-weight:bold;color:#7b61c9","margin:0 0 0.4em;font-size:15.8px;font-weight:bold;color:#8a84a3","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #e2dbf3;border-radius:14px;font-size:15.8px;line-height:1.6;color:#3a3550","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #7b61c9;border-radius:14px;background:#f1ecfb;font-size:15.8px;line-height:1.6;color:#3a3550","margin:0.1em 0;font-size:28.8px;font-weight:600;line-height:1.3;color:#7b61c9","margin:0;font-family:Georgia,serif;font-size:46.8px;line-height:1;height:0.55em;color:#7b61c9","margin:0.2em 0;font-size:19.4px;line-height:1.9;font-style:italic;color:#3a3550","margin:0.5em 0 0;font-size:15.8px;text-align:right;color:#8a84a3","margin:0 0 0.3em;font-size:18px;font-weight:bold;line-height:1.6;color:#3a3550","margin:0 0 0.5em;font-size:18px;line-height:1.6;color:#3a3550","margin:0 0 0.5em;font-size:19.8px;font-weight:600;line-height:1.5;color:#3a3550","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#7b61c9;color:#fcfbff;font-size:15.8px;font-weight:bold","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#7b61c9;color:#fcfbff;font-size:18px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","font-size:18.9px;font-weight:bold;color:#3a3550;vertical-align:middle","margin:0.3em 0;font-size:19.8px;font-weight:bold;line-height:1.6;color:#7b61c9","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:18px;color:#3a3550;line-height:1.9;word-wrap:break-word;background-color:#fcfbff\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:18px;color:#3a3550;line-height:1.9;word-wrap:break-word;background-color:#fcfbff;background-image:linear-gradient(90deg,rgba(0,0,0,0.05) 1px,transparent 0),linear-gradient(rgba(0,0,0,0.05) 1px,transparent 0);background-size:20px 20px\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:18px;color:#3a3550;line-height:1.9;word-wrap:break-word\\">","margin:0 0 1em;color:#3e2f25;font-size:14px;line-height:1.9;letter-spacing:0.03em","margin:1.6em 0 0.8em;font-size:21.7px;font-weight:700;line-height:1.4;letter-spacing:0.03em;color:#3e2f25;padding-left:0.6em;border-left:4px solid #6f4e37","margin:1.6em 0 0.8em;font-size:18.2px;font-weight:700;line-height:1.4;letter-spacing:0.03em;color:#3e2f25;padding-left:0.6em;border-left:4px solid #6f4e37","margin:1.3em 0 0.8em;font-size:16.1px;font-weight:700;line-height:1.4;letter-spacing:0.03em;color:#3e2f25;padding-left:0.6em;border-left:4px solid #6f4e37","margin:1.3em 0 0.8em;font-size:14.7px;font-weight:700;line-height:1.4;letter-spacing:0.03em;color:#3e2f25;padding-left:0.6em;border-left:4px solid #6f4e37","margin:1.6em 0;padding:0.8em 0.4em;border-top:2px solid #6f4e37;border-bottom:2px solid #6f4e37;font-style:italic;color:#3e2f25","margin:0.3em 0;padding:0;color:#3e2f25;font-size:14px;line-height:1.9;letter-spacing:0.03em","display:inline-block;min-width:1.4em;margin-right:0.2em;color:#6f4e37;font-weight:bold","display:inline-block;min-width:1.4em;margin-right:0.2em;color:#6f4e37","margin:1em 0;padding:0;border-radius:4px;background:#f6efe4;overflow-x:auto","display:block;padding:1em;font-family:Menlo,Consolas,'Courier New',monospace;font-size:12.3px;line-height:1.6;color:#4b3b2b;background:#f6efe4;white-space:nowrap;overflow-x:auto","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:12.3px;color:#6f4e37;background:#efe5d9","border-collapse:collapse;min-width:100%;font-size:12.3px;color:#3e2f25","padding:0.5em 0.8em;border:1px solid #e4d7c8;background:#f3ebe3;font-weight:bold;white-space:nowrap","padding:0.5em 0.8em;border:1px solid #e4d7c8","margin:2em 0;border:0;border-top:2px dotted #e4d7c8","font-weight:bold;color:#6f4e37","text-decoration:line-through;color:#8b7565","color:#6f4e37;border-bottom:1px solid #6f4e37","font-size:0.75em;color:#6f4e37","margin:2em 0 0.8em;padding-top:1em;border-top:1px solid #e4d7c8;font-size:12.3px;font-weight:bold;color:#8b7565","margin:0;font-size:11.2px;line-height:1.6;color:#8b7565","color:#8b7565","margin:0 0 1.5em;padding:1.8em 1.2em;border-radius:4px;background:#f3ebe3;text-align:center","margin:0;font-size:23.9px;font-weight:700;line-height:1.3;color:#6f4e37","margin:0.6em 0 0;font-size:14px;line-height:1.6;color:#8b7565","display:inline-block;margin:0.2em;padding:0.1em 0.7em;border:1px solid #6f4e37;border-radius:999px;font-size:12px;color:#6f4e37","margin:0 0 0.8em;font-size:16.1px;font-weight:700;color:#3e2f25","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #e4d7c8;border-radius:4px;background:#fbf7f2","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #6f4e37;border-left:4px solid #6f4e37;border-radius:4px;background:#f3ebe3","margin:0 0 0.3em;font-size:14px;font-weight:bold;color:#3e2f25","margin:0 0 0.3em;font-size:14px;font-weight:bold;color:#6f4e37","margin:0;font-size:12.3px;line-height:1.6;color:#8b7565","<span style=\\"color:#a0422a\\">","<span style=\\"color:#9a5b13\\">","<span style=\\"color:#7a5c1e\\">","<span style=\\"color:#8f5a17\\">","<span style=\\"color:#5d6b1f\\">","<span style=\\"color:#4b3b2b\\">","<span style=\\"color:#6f4e37;font-weight:bold\\">","<span style=\\"color:#a08f7e;font-style:italic\\">","paper","\u25C6","margin:0 0 0.7em;font-size:15.4px;font-weight:700;line-height:1.4;color:#3e2f25","margin:0.3em 0;font-size:14px;line-height:1.9;color:#3e2f25","margin:0.2em 0;font-size:12.3px;line-height:1.6;color:#8b7565","margin:1.2em 0;padding:0.8em 1em;border:1px dashed #e4d7c8;border-radius:4px;background:#fbf7f2","margin:0 0 0.4em;font-size:12px;line-height:1.5;color:#8b7565;letter-spacing:0.04em","margin:0 0 0.5em;font-size:12px;font-weight:bold;letter-spacing:0.12em;color:#6f4e37","margin:0.9em 0 0;font-size:12.3px;color:#6f4e37","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#6f4e37;color:#fbf7f2;font-size:12.3px;font-weight:bold;line-height:1.8em;text-align:center","font-size:14px;font-weight:bold;color:#3e2f25","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #f3ebe3;font-size:12.3px;line-height:1.7;color:#8b7565","margin:1.2em 0 1.2em 0.4em;padding:0;border-left:2px solid #6f4e37","display:inline-block;width:10px;height:10px;margin:0 8px 0 -20px;border-radius:50%;background:#6f4e37;vertical-align:middle","font-size:12.3px;font-weight:bold;color:#6f4e37","margin:0 0 0.8em;padding:0 0 0.4em;border-bottom:1px solid #e4d7c8","margin:0 0 0.4em;font-size:12.3px;font-weight:bold;color:#8b7565","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #e4d7c8;border-radius:4px;font-size:12.3px;line-height:1.6;color:#3e2f25","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #6f4e37;border-radius:4px;background:#f3ebe3;font-size:12.3px;line-height:1.6;color:#3e2f25","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #e4d7c8;border-radius:4px;text-align:center","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #6f4e37;border-radius:4px;background:#f3ebe3;text-align:center","margin:0.1em 0;font-size:22.4px;font-weight:700;line-height:1.3;color:#6f4e37","margin:1.6em 0;padding:0.9em 0.4em;border-top:2px solid #6f4e37;border-bottom:2px solid #6f4e37","margin:0;font-family:Georgia,serif;font-size:36.4px;line-height:1;height:0.55em;color:#6f4e37","margin:0.2em 0;font-size:15.1px;line-height:1.9;font-style:italic;color:#3e2f25","margin:0.5em 0 0;font-size:12.3px;text-align:right;color:#8b7565","margin:0 0 0.9em;padding:0 0 0.7em;border-bottom:1px solid #e4d7c8","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:4px;background:#6f4e37;color:#fbf7f2;font-size:12px;font-weight:bold;line-height:1.5em;text-align:center","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:4px;border:1px solid #6f4e37;color:#6f4e37;font-size:12px;font-weight:bold;line-height:1.4em;text-align:center","margin:0 0 0.3em;font-size:14px;font-weight:bold;line-height:1.6;color:#3e2f25","margin:0 0 0.5em;font-size:14px;line-height:1.6;color:#3e2f25","display:inline-block;min-width:1.4em;color:#6f4e37;font-weight:bold","display:inline-block;min-width:1.4em;color:#8b7565","display:inline-block;min-width:1.4em;color:#e4d7c8","margin:1.6em 0;padding:1.2em 1em;border:2px solid #6f4e37;border-radius:4px;background:#f3ebe3;text-align:center","margin:0 0 0.5em;font-size:15.4px;font-weight:700;line-height:1.5;color:#3e2f25","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#6f4e37;color:#fbf7f2;font-size:12.3px;font-weight:bold","margin:1.6em 0;padding:1em;border:1px solid #e4d7c8;border-radius:4px;background:#f3ebe3","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#6f4e37;color:#fbf7f2;font-size:14px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","font-size:14.7px;font-weight:bold;color:#3e2f25;vertical-align:middle","margin:1.6em 0;padding:1em 1.1em;border-top:3px solid #6f4e37;border-radius:4px;background:#f3ebe3","margin:0.3em 0;font-size:15.4px;font-weight:bold;line-height:1.6;color:#6f4e37","display:inline-block;min-width:1.6em;color:#6f4e37;font-weight:bold","<section style=\\"padding:16px;font-family:Georgia,'Songti SC','SimSun','Noto Serif CJK SC',serif;font-size:14px;color:#3e2f25;line-height:1.9;word-wrap:break-word;background-color:#fbf7f2\\">","<section style=\\"padding:16px;font-family:Georgia,'Songti SC','SimSun','Noto Serif CJK SC',serif;font-size:14px;color:#3e2f25;line-height:1.9;word-wrap:break-word;background-color:#fbf7f2;background-image:linear-gradient(90deg,rgba(0,0,0,0.05) 1px,transparent 0),linear-gradient(rgba(0,0,0,0.05) 1px,transparent 0);background-size:20px 20px\\">","<section style=\\"padding:16px;font-family:Georgia,'Songti SC','SimSun','Noto Serif CJK SC',serif;font-size:14px;color:#3e2f25;line-height:1.9;word-wrap:break-word\\">","margin:0 0 1em;color:#3e2f25;font-size:16px;line-height:1.9;letter-spacing:0.03em","margin:1.6em 0 0.8em;font-size:24.8px;font-weight:700;line-height:1.4;letter-spacing:0.03em;color:#3e2f25;padding-left:0.6em;border-left:4px solid #6f4e37","margin:1.6em 0 0.8em;font-size:20.8px;font-weight:700;line-height:1.4;letter-spacing:0.03em;color:#3e2f25;padding-left:0.6em;border-left:4px solid #6f4e37","margin:1.3em 0 0.8em;font-size:18.4px;font-weight:700;line-height:1.4;letter-spacing:0.03em;color:#3e2f25;padding-left:0.6em;border-left:4px solid #6f4e37","margin:1.3em 0 0.8em;font-size:16.8px;font-weight:700;line-height:1.4;letter-spacing:0.03em;color:#3e2f25;padding-left:0.6em;border-left:4px solid #6f4e37","margin:0.3em 0;padding:0;color:#3e2f25;font-size:16px;line-height:1.9;letter-spacing:0.03em","display:block;padding:1em;font-family:Menlo,Consolas,'Courier New',monospace;font-size:14px;line-height:1.6;color:#4b3b2b;background:#f6efe4;white-space:nowrap;overflow-x:auto","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:14px;color:#6f4e37;background:#efe5d9","border-collapse:collapse;min-width:100%;font-size:14px;color:#3e2f25","margin:2em 0 0.8em;padding-top:1em;border-top:1px solid #e4d7c8;font-size:14px;font-weight:bold;color:#8b7565","margin:0;font-size:12.8px;line-height:1.6;color:#8b7565","margin:0;font-size:27.3px;font-weight:700;line-height:1.3;color:#6f4e37","margin:0.6em 0 0;font-size:16px;line-height:1.6;color:#8b7565","margin:0 0 0.8em;font-size:18.4px;font-weight:700;color:#3e2f25","margin:0 0 0.3em;font-size:16px;font-weight:bold;color:#3e2f25","margin:0 0 0.3em;font-size:16px;font-weight:bold;color:#6f4e37","margin:0;font-size:14px;line-height:1.6;color:#8b7565","margin:0 0 0.7em;font-size:17.6px;font-weight:700;line-height:1.4;color:#3e2f25","margin:0.3em 0;font-size:16px;line-height:1.9;color:#3e2f25","margin:0.2em 0;font-size:14px;line-height:1.6;color:#8b7565","margin:0.9em 0 0;font-size:14px;color:#6f4e37","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#6f4e37;color:#fbf7f2;font-size:14px;font-weight:bold;line-height:1.8em;text-align:center","font-size:16px;font-weight:bold;color:#3e2f25","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #f3ebe3;font-size:14px;line-height:1.7;color:#8b7565","display:inline-block;width:10px;height:10px;margin:0 8px 0 -22px;border-radius:50%;background:#6f4e37;vertical-align:middle","font-size:14px;font-weight:bold;color:#6f4e37","margin:0 0 0.4em;font-size:14px;font-weight:bold;color:#8b7565","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #e4d7c8;border-radius:4px;font-size:14px;line-height:1.6;color:#3e2f25","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #6f4e37;border-radius:4px;background:#f3ebe3;font-size:14px;line-height:1.6;color:#3e2f25","margin:0.1em 0;font-size:25.6px;font-weight:700;line-height:1.3;color:#6f4e37","margin:0;font-family:Georgia,serif;font-size:41.6px;line-height:1;height:0.55em;color:#6f4e37","margin:0.2em 0;font-size:17.3px;line-height:1.9;font-style:italic;color:#3e2f25","margin:0.5em 0 0;font-size:14px;text-align:right;color:#8b7565","margin:0 0 0.3em;font-size:16px;font-weight:bold;line-height:1.6;color:#3e2f25","margin:0 0 0.5em;font-size:16px;line-height:1.6;color:#3e2f25","margin:0 0 0.5em;font-size:17.6px;font-weight:700;line-height:1.5;color:#3e2f25","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#6f4e37;color:#fbf7f2;font-size:14px;font-weight:bold","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#6f4e37;color:#fbf7f2;font-size:16px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","font-size:16.8px;font-weight:bold;color:#3e2f25;vertical-align:middle","margin:0.3em 0;font-size:17.6px;font-weight:bold;line-height:1.6;color:#6f4e37","<section style=\\"padding:16px;font-family:Georgia,'Songti SC','SimSun','Noto Serif CJK SC',serif;font-size:16px;color:#3e2f25;line-height:1.9;word-wrap:break-word;background-color:#fbf7f2\\">","<section style=\\"padding:16px;font-family:Georgia,'Songti SC','SimSun','Noto Serif CJK SC',serif;font-size:16px;color:#3e2f25;line-height:1.9;word-wrap:break-word;background-color:#fbf7f2;background-image:linear-gradient(90deg,rgba(0,0,0,0.05) 1px,transparent 0),linear-gradient(rgba(0,0,0,0.05) 1px,transparent 0);background-size:20px 20px\\">","<section style=\\"padding:16px;font-family:Georgia,'Songti SC','SimSun','Noto Serif CJK SC',serif;font-size:16px;color:#3e2f25;line-height:1.9;word-wrap:break-word\\">","margin:0 0 1em;color:#3e2f25;font-size:18px;line-height:1.9;letter-spacing:0.03em","margin:1.6em 0 0.8em;font-size:27.9px;font-weight:700;line-height:1.4;letter-spacing:0.03em;color:#3e2f25;padding-left:0.6em;border-left:4px solid #6f4e37","margin:1.6em 0 0.8em;font-size:23.4px;font-weight:700;line-height:1.4;letter-spacing:0.03em;color:#3e2f25;padding-left:0.6em;border-left:4px solid #6f4e37","margin:1.3em 0 0.8em;font-size:20.7px;font-weight:700;line-height:1.4;letter-spacing:0.03em;color:#3e2f25;padding-left:0.6em;border-left:4px solid #6f4e37","margin:1.3em 0 0.8em;font-size:18.9px;font-weight:700;line-height:1.4;letter-spacing:0.03em;color:#3e2f25;padding-left:0.6em;border-left:4px solid #6f4e37","margin:0.3em 0;padding:0;color:#3e2f25;font-size:18px;line-height:1.9;letter-spacing:0.03em","display:block;padding:1em;font-family:Menlo,Consolas,'Courier New',monospace;font-size:15.8px;line-height:1.6;color:#4b3b2b;background:#f6efe4;white-space:nowrap;overflow-x:auto","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:15.8px;color:#6f4e37;background:#efe5d9","border-collapse:collapse;min-width:100%;font-size:15.8px;color:#3e2f25","margin:2em 0 0.8em;padding-top:1em;border-top:1px solid #e4d7c8;font-size:15.8px;font-weight:bold;color:#8b7565","margin:0;font-size:14.4px;line-height:1.6;color:#8b7565","margin:0;font-size:30.7px;font-weight:700;line-height:1.3;color:#6f4e37","margin:0.6em 0 0;font-size:18px;line-height:1.6;color:#8b7565","margin:0 0 0.8em;font-size:20.7px;font-weight:700;color:#3e2f25","margin:0 0 0.3em;font-size:18px;font-weight:bold;color:#3e2f25","margin:0 0 0.3em;font-size:18px;font-weight:bold;color:#6f4e37","margin:0;font-size:15.8px;line-height:1.6;color:#8b7565","margin:0 0 0.7em;font-size:19.8px;font-weight:700;line-height:1.4;color:#3e2f25","margin:0.3em 0;font-size:18px;line-height:1.9;color:#3e2f25","margin:0.2em 0;font-size:15.8px;line-height:1.6;color:#8b7565","margin:0.9em 0 0;font-size:15.8px;color:#6f4e37","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:999px;background:#6f4e37;color:#fbf7f2;font-size:15.8px;font-weight:bold;line-height:1.8em;text-align:center","font-size:18px;font-weight:bold;color:#3e2f25","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #f3ebe3;font-size:15.8px;line-height:1.7;color:#8b7565","display:inline-block;width:10px;height:10px;margin:0 8px 0 -24px;border-radius:50%;background:#6f4e37;vertical-align:middle","font-size:15.8px;font-weight:bold;color:#6f4e37","margin:0 0 0.4em;font-size:15.8px;font-weight:bold;color:#8b7565","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #e4d7c8;border-radius:4px;font-size:15.8px;line-height:1.6;color:#3e2f25","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #6f4e37;border-radius:4px;background:#f3ebe3;font-size:15.8px;line-height:1.6;color:#3e2f25","margin:0.1em 0;font-size:28.8px;font-weight:700;line-height:1.3;color:#6f4e37","margin:0;font-family:Georgia,serif;font-size:46.8px;line-height:1;height:0.55em;color:#6f4e37","margin:0.2em 0;font-size:19.4px;line-height:1.9;font-style:italic;color:#3e2f25","margin:0.5em 0 0;font-size:15.8px;text-align:right;color:#8b7565","margin:0 0 0.3em;font-size:18px;font-weight:bold;line-height:1.6;color:#3e2f25","margin:0 0 0.5em;font-size:18px;line-height:1.6;color:#3e2f25","margin:0 0 0.5em;font-size:19.8px;font-weight:700;line-height:1.5;color:#3e2f25","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:999px;background:#6f4e37;color:#fbf7f2;font-size:15.8px;font-weight:bold","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:50%;background:#6f4e37;color:#fbf7f2;font-size:18px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","font-size:18.9px;font-weight:bold;color:#3e2f25;vertical-align:middle","margin:0.3em 0;font-size:19.8px;font-weight:bold;line-height:1.6;color:#6f4e37","<section style=\\"padding:16px;font-family:Georgia,'Songti SC','SimSun','Noto Serif CJK SC',serif;font-size:18px;color:#3e2f25;line-height:1.9;word-wrap:break-word;background-color:#fbf7f2\\">","<section style=\\"padding:16px;font-family:Georgia,'Songti SC','SimSun','Noto Serif CJK SC',serif;font-size:18px;color:#3e2f25;line-height:1.9;word-wrap:break-word;background-color:#fbf7f2;background-image:linear-gradient(90deg,rgba(0,0,0,0.05) 1px,transparent 0),linear-gradient(rgba(0,0,0,0.05) 1px,transparent 0);background-size:20px 20px\\">","<section style=\\"padding:16px;font-family:Georgia,'Songti SC','SimSun','Noto Serif CJK SC',serif;font-size:18px;color:#3e2f25;line-height:1.9;word-wrap:break-word\\">","margin:0 0 1em;color:#111111;font-size:14px;line-height:1.75;letter-spacing:0.02em","margin:1.6em 0 0.8em;font-size:24.5px;font-weight:800;line-height:1.4;letter-spacing:0.02em;color:#111111","margin:1.6em 0 0.8em;font-size:19.6px;font-weight:800;line-height:1.4;letter-spacing:0.02em;color:#111111;padding-left:0.5em;border-left:10px solid #1d4ed8","margin:1.3em 0 0.8em;font-size:16.8px;font-weight:800;line-height:1.4;letter-spacing:0.02em;color:#111111","margin:1.3em 0 0.8em;font-size:14.7px;font-weight:800;line-height:1.4;letter-spacing:0.02em;color:#111111","<span style=\\"display:inline-block;padding:0.15em 0.6em;background:#d62828;color:#ffffff\\">","<span style=\\"padding-bottom:0.1em;border-bottom:4px solid #f4c20d\\">","margin:1.2em 0;padding:0.8em 1em;border:1px solid #111111;border-radius:0;background:#fdeeee;color:#555555","margin:0.3em 0;padding:0;color:#111111;font-size:14px;line-height:1.75;letter-spacing:0.02em","display:inline-block;min-width:1.4em;margin-right:0.2em;color:#d62828;font-weight:bold","display:inline-block;min-width:1.4em;margin-right:0.2em;color:#d62828","margin:1em 0;padding:0;border-radius:0;background:#282c34;overflow-x:auto","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:12.3px;color:#d62828;background:#fdeeee","border-collapse:collapse;min-width:100%;font-size:12.3px;color:#111111","padding:0.5em 0.8em;border:1px solid #111111;background:#fdeeee;font-weight:bold;white-space:nowrap","padding:0.5em 0.8em;border:1px solid #111111","margin:2em 0;border:0;border-top:1px solid #111111","font-weight:bold;color:#d62828","text-decoration:line-through;color:#555555","color:#d62828;border-bottom:1px solid #d62828","font-size:0.75em;color:#d62828","margin:2em 0 0.8em;padding-top:1em;border-top:1px solid #111111;font-size:12.3px;font-weight:bold;color:#555555","margin:0;font-size:11.2px;line-height:1.6;color:#555555","color:#555555","margin:0 0 1.5em;padding:1.8em 1.2em;border-radius:0;background:#fdeeee;text-align:center","margin:0;font-size:27px;font-weight:800;line-height:1.3;color:#d62828","margin:0.6em 0 0;font-size:14px;line-height:1.6;color:#555555","display:inline-block;margin:0.2em;padding:0.1em 0.7em;border:1px solid #d62828;border-radius:999px;font-size:12px;color:#d62828","margin:0 0 0.8em;font-size:16.1px;font-weight:800;color:#111111","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #111111;border-radius:0;background:#ffffff","margin:0 0 0.8em;padding:0.9em 1em;border:1px solid #d62828;border-left:4px solid #d62828;border-radius:0;background:#fdeeee","margin:0 0 0.3em;font-size:14px;font-weight:bold;color:#d62828","margin:0;font-size:12.3px;line-height:1.6;color:#555555","\u25B2","margin:0 0 0.7em;font-size:15.4px;font-weight:800;line-height:1.4;color:#111111","margin:0.3em 0;font-size:14px;line-height:1.75;color:#111111","margin:0.2em 0;font-size:12.3px;line-height:1.6;color:#555555","margin:1.2em 0;padding:0.8em 1em;border:1px dashed #111111;border-radius:0;background:#ffffff","margin:0 0 0.4em;font-size:12px;line-height:1.5;color:#555555;letter-spacing:0.04em","margin:0 0 0.5em;font-size:12px;font-weight:bold;letter-spacing:0.12em;color:#d62828","margin:0.9em 0 0;font-size:12.3px;color:#d62828","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:0;background:#d62828;color:#ffffff;font-size:12.3px;font-weight:bold;line-height:1.8em;text-align:center","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #fdeeee;font-size:12.3px;line-height:1.7;color:#555555","margin:1.2em 0 1.2em 0.4em;padding:0;border-left:2px solid #d62828","display:inline-block;width:10px;height:10px;margin:0 8px 0 -20px;border-radius:50%;background:#d62828;vertical-align:middle","font-size:12.3px;font-weight:bold;color:#d62828","margin:0 0 0.8em;padding:0 0 0.4em;border-bottom:1px solid #111111","margin:0 0 0.4em;font-size:12.3px;font-weight:bold;color:#555555","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #111111;border-radius:0;font-size:12.3px;line-height:1.6;color:#111111","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #d62828;border-radius:0;background:#fdeeee;font-size:12.3px;line-height:1.6;color:#111111","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #111111;border-radius:0;text-align:center","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.8em 0.7em;border:1px solid #d62828;border-radius:0;background:#fdeeee;text-align:center","margin:0.1em 0;font-size:22.4px;font-weight:800;line-height:1.3;color:#d62828","margin:1.4em 0;padding:0.9em 1.1em;border:1px solid #111111;border-radius:0;background:#fdeeee","margin:0;font-family:Georgia,serif;font-size:36.4px;line-height:1;height:0.55em;color:#d62828","margin:0.2em 0;font-size:15.1px;line-height:1.75;font-style:italic;color:#111111","margin:0.5em 0 0;font-size:12.3px;text-align:right;color:#555555","margin:0 0 0.9em;padding:0 0 0.7em;border-bottom:1px solid #111111","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:0;background:#d62828;color:#ffffff;font-size:12px;font-weight:bold;line-height:1.5em;text-align:center","display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:0;border:1px solid #d62828;color:#d62828;font-size:12px;font-weight:bold;line-height:1.4em;text-align:center","margin:0 0 0.3em;font-size:14px;font-weight:bold;line-height:1.6;color:#111111","margin:0 0 0.5em;font-size:14px;line-height:1.6;color:#111111","display:inline-block;min-width:1.4em;color:#d62828;font-weight:bold","display:inline-block;min-width:1.4em;color:#555555","display:inline-block;min-width:1.4em;color:#111111","margin:1.6em 0;padding:1.2em 1em;border:2px solid #d62828;border-radius:0;background:#fdeeee;text-align:center","margin:0 0 0.5em;font-size:15.4px;font-weight:800;line-height:1.5;color:#111111","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:0;background:#d62828;color:#ffffff;font-size:12.3px;font-weight:bold","margin:1.6em 0;padding:1em;border:1px solid #111111;border-radius:0;background:#fdeeee","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:0;background:#d62828;color:#ffffff;font-size:14px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","font-size:14.7px;font-weight:bold;color:#111111;vertical-align:middle","margin:1.6em 0;padding:1em 1.1em;border-top:3px solid #d62828;border-radius:0;background:#fdeeee","margin:0.3em 0;font-size:15.4px;font-weight:bold;line-height:1.6;color:#d62828","display:inline-block;min-width:1.6em;color:#d62828;font-weight:bold","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:14px;color:#111111;line-height:1.75;word-wrap:break-word;background-color:#ffffff\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:14px;color:#111111;line-height:1.75;word-wrap:break-word;background-color:#ffffff;background-image:linear-gradient(90deg,rgba(0,0,0,0.05) 1px,transparent 0),linear-gradient(rgba(0,0,0,0.05) 1px,transparent 0);background-size:20px 20px\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:14px;color:#111111;line-height:1.75;word-wrap:break-word\\">","margin:0 0 1em;color:#111111;font-size:16px;line-height:1.75;letter-spacing:0.02em","margin:1.6em 0 0.8em;font-size:28px;font-weight:800;line-height:1.4;letter-spacing:0.02em;color:#111111","margin:1.6em 0 0.8em;font-size:22.4px;font-weight:800;line-height:1.4;letter-spacing:0.02em;color:#111111;padding-left:0.5em;border-left:10px solid #1d4ed8","margin:1.3em 0 0.8em;font-size:19.2px;font-weight:800;line-height:1.4;letter-spacing:0.02em;color:#111111","margin:0.3em 0;padding:0;color:#111111;font-size:16px;line-height:1.75;letter-spacing:0.02em","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:14px;color:#d62828;background:#fdeeee","border-collapse:collapse;min-width:100%;font-size:14px;color:#111111","margin:2em 0 0.8em;padding-top:1em;border-top:1px solid #111111;font-size:14px;font-weight:bold;color:#555555","margin:0;font-size:12.8px;line-height:1.6;color:#555555","margin:0;font-size:30.8px;font-weight:800;line-height:1.3;color:#d62828","margin:0.6em 0 0;font-size:16px;line-height:1.6;color:#555555","margin:0 0 0.8em;font-size:18.4px;font-weight:800;color:#111111","margin:0 0 0.3em;font-size:16px;font-weight:bold;color:#d62828","margin:0;font-size:14px;line-height:1.6;color:#555555","margin:0 0 0.7em;font-size:17.6px;font-weight:800;line-height:1.4;color:#111111","margin:0.3em 0;font-size:16px;line-height:1.75;color:#111111","margin:0.2em 0;font-size:14px;line-height:1.6;color:#555555","margin:0.9em 0 0;font-size:14px;color:#d62828","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:0;background:#d62828;color:#ffffff;font-size:14px;font-weight:bold;line-height:1.8em;text-align:center","font-size:16px;font-weight:bold;color:#111111","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #fdeeee;font-size:14px;line-height:1.7;color:#555555","display:inline-block;width:10px;height:10px;margin:0 8px 0 -22px;border-radius:50%;background:#d62828;vertical-align:middle","font-size:14px;font-weight:bold;color:#d62828","margin:0 0 0.4em;font-size:14px;font-weight:bold;color:#555555","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #111111;border-radius:0;font-size:14px;line-height:1.6;color:#111111","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #d62828;border-radius:0;background:#fdeeee;font-size:14px;line-height:1.6;color:#111111","margin:0.1em 0;font-size:25.6px;font-weight:800;line-height:1.3;color:#d62828","margin:0;font-family:Georgia,serif;font-size:41.6px;line-height:1;height:0.55em;color:#d62828","margin:0.2em 0;font-size:17.3px;line-height:1.75;font-style:italic;color:#111111","margin:0.5em 0 0;font-size:14px;text-align:right;color:#555555","margin:0 0 0.3em;font-size:16px;font-weight:bold;line-height:1.6;color:#111111","margin:0 0 0.5em;font-size:16px;line-height:1.6;color:#111111","margin:0 0 0.5em;font-size:17.6px;font-weight:800;line-height:1.5;color:#111111","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:0;background:#d62828;color:#ffffff;font-size:14px;font-weight:bold","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:0;background:#d62828;color:#ffffff;font-size:16px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","font-size:16.8px;font-weight:bold;color:#111111;vertical-align:middle","margin:0.3em 0;font-size:17.6px;font-weight:bold;line-height:1.6;color:#d62828","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:16px;color:#111111;line-height:1.75;word-wrap:break-word;background-color:#ffffff\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:16px;color:#111111;line-height:1.75;word-wrap:break-word;background-color:#ffffff;background-image:linear-gradient(90deg,rgba(0,0,0,0.05) 1px,transparent 0),linear-gradient(rgba(0,0,0,0.05) 1px,transparent 0);background-size:20px 20px\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:16px;color:#111111;line-height:1.75;word-wrap:break-word\\">","margin:0 0 1em;color:#111111;font-size:18px;line-height:1.75;letter-spacing:0.02em","margin:1.6em 0 0.8em;font-size:31.5px;font-weight:800;line-height:1.4;letter-spacing:0.02em;color:#111111","margin:1.6em 0 0.8em;font-size:25.2px;font-weight:800;line-height:1.4;letter-spacing:0.02em;color:#111111;padding-left:0.5em;border-left:10px solid #1d4ed8","margin:1.3em 0 0.8em;font-size:21.6px;font-weight:800;line-height:1.4;letter-spacing:0.02em;color:#111111","margin:1.3em 0 0.8em;font-size:18.9px;font-weight:800;line-height:1.4;letter-spacing:0.02em;color:#111111","margin:0.3em 0;padding:0;color:#111111;font-size:18px;line-height:1.75;letter-spacing:0.02em","margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:15.8px;color:#d62828;background:#fdeeee","border-collapse:collapse;min-width:100%;font-size:15.8px;color:#111111","margin:2em 0 0.8em;padding-top:1em;border-top:1px solid #111111;font-size:15.8px;font-weight:bold;color:#555555","margin:0;font-size:14.4px;line-height:1.6;color:#555555","margin:0;font-size:34.7px;font-weight:800;line-height:1.3;color:#d62828","margin:0.6em 0 0;font-size:18px;line-height:1.6;color:#555555","margin:0 0 0.8em;font-size:20.7px;font-weight:800;color:#111111","margin:0 0 0.3em;font-size:18px;font-weight:bold;color:#d62828","margin:0;font-size:15.8px;line-height:1.6;color:#555555","margin:0 0 0.7em;font-size:19.8px;font-weight:800;line-height:1.4;color:#111111","margin:0.3em 0;font-size:18px;line-height:1.75;color:#111111","margin:0.2em 0;font-size:15.8px;line-height:1.6;color:#555555","margin:0.9em 0 0;font-size:15.8px;color:#d62828","display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:0;background:#d62828;color:#ffffff;font-size:15.8px;font-weight:bold;line-height:1.8em;text-align:center","font-size:18px;font-weight:bold;color:#111111","margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid #fdeeee;font-size:15.8px;line-height:1.7;color:#555555","display:inline-block;width:10px;height:10px;margin:0 8px 0 -24px;border-radius:50%;background:#d62828;vertical-align:middle","font-size:15.8px;font-weight:bold;color:#d62828","margin:0 0 0.4em;font-size:15.8px;font-weight:bold;color:#555555","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #111111;border-radius:0;font-size:15.8px;line-height:1.6;color:#111111","display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top;padding:0.6em 0.7em;border:1px solid #d62828;border-radius:0;background:#fdeeee;font-size:15.8px;line-height:1.6;color:#111111","margin:0.1em 0;font-size:28.8px;font-weight:800;line-height:1.3;color:#d62828","margin:0;font-family:Georgia,serif;font-size:46.8px;line-height:1;height:0.55em;color:#d62828","margin:0.2em 0;font-size:19.4px;line-height:1.75;font-style:italic;color:#111111","margin:0.5em 0 0;font-size:15.8px;text-align:right;color:#555555","margin:0 0 0.3em;font-size:18px;font-weight:bold;line-height:1.6;color:#111111","margin:0 0 0.5em;font-size:18px;line-height:1.6;color:#111111","margin:0 0 0.5em;font-size:19.8px;font-weight:800;line-height:1.5;color:#111111","display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:0;background:#d62828;color:#ffffff;font-size:15.8px;font-weight:bold","display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:0;background:#d62828;color:#ffffff;font-size:18px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle","font-size:18.9px;font-weight:bold;color:#111111;vertical-align:middle","margin:0.3em 0;font-size:19.8px;font-weight:bold;line-height:1.6;color:#d62828","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:18px;color:#111111;line-height:1.75;word-wrap:break-word;background-color:#ffffff\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:18px;color:#111111;line-height:1.75;word-wrap:break-word;background-color:#ffffff;background-image:linear-gradient(90deg,rgba(0,0,0,0.05) 1px,transparent 0),linear-gradient(rgba(0,0,0,0.05) 1px,transparent 0);background-size:20px 20px\\">","<section style=\\"padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif;font-size:18px;color:#111111;line-height:1.75;word-wrap:break-word\\">"],"shapes":["{paragraph:1,headings:[6111111],headingOpen:[6111111],headingClose:[6111111],blockquote:1,list:1,listItem:1,marker:1,taskMarker:1,pre:1,code:1,inlineCode:1,tableWrap:1,table:1,th:1,td:1,image:1,hr:1,strong:1,em:1,del:1,link:1,refMark:1,sectionTitle:1,refList:1,refItem:1,refUrl:1,footnoteRef:1,hero:1,heroTitle:1,heroSubtitle:1,heroTags:1,heroTag:1,cardsWrap:1,cardsHeading:1,card:1,cardAccent:1,cardTitle:1,cardTitleAccent:1,cardLine:1,codeSpans:{keyword:1,built_in:1,type:1,literal:1,number:1,operator:1,regexp:1,string:1,subst:1,symbol:1,title:1,params:1,comment:1,doc:1,meta:1,attr:1,attribute:1,variable:1,property:1,tag:1,name:1,selector:1,section:1,bullet:1,addition:1,deletion:1,link:1,quote:1,strong:1,emphasis:1,},codeTheme:1,bullets:[3111],modules:{title:1,text:1,small:1,box:1,boxLabel:1,heroEyebrow:1,heroNote:1,callout:{info:{box:1,icon:1,mark:1,},warning:{box:1,icon:1,mark:1,},success:{box:1,icon:1,mark:1,},danger:{box:1,icon:1,mark:1,},},step:1,stepNumber:1,stepTitle:1,stepBody:1,timeline:1,timelineItem:1,timelineDot:1,timelineTime:1,row:1,rowLabel:1,cell:1,cellAccent:1,metric:1,metricAccent:1,metricValue:1,quote:1,quoteMark:1,quoteText:1,quoteSource:1,faqItem:1,faqBadge:1,faqBadgeAnswer:1,faqQuestion:1,check:1,checkDone:1,checkOpen:1,checkNone:1,cta:1,ctaTitle:1,ctaButton:1,author:1,avatar:1,authorName:1,summary:1,summaryHighlight:1,summaryItem:1,summaryMark:1,},}"],"looks":{"default/small":[0,0,1,2,3,4,4,4,5,5,5,5,5,5,5,5,5,5,5,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,24,29,30,31,32,33,34,35,36,37,38,39,40,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,60,113,114,115,116],"default/medium":[0,117,118,119,120,121,121,121,5,5,5,5,5,5,5,5,5,5,5,5,6,7,122,9,10,11,123,124,14,125,16,17,18,19,20,21,22,23,24,126,127,27,28,24,29,128,129,32,33,34,130,36,37,131,132,133,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,134,135,136,62,63,64,137,66,67,68,69,70,71,72,73,74,75,76,77,78,138,139,140,82,141,142,143,86,144,145,146,90,91,147,93,148,149,150,97,98,99,151,152,102,103,104,105,153,154,108,155,156,111,157,135,113,158,159,160],"default/large":[0,161,162,163,164,165,165,165,5,5,5,5,5,5,5,5,5,5,5,5,6,7,166,9,10,11,167,168,14,169,16,17,18,19,20,21,22,23,24,170,171,27,28,24,29,172,173,32,33,34,174,36,37,175,176,177,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,178,179,180,62,63,64,181,66,67,68,69,70,71,72,73,74,75,76,77,78,182,183,184,82,185,186,187,86,188,189,190,90,91,191,93,192,193,194,97,98,99,195,196,102,103,104,105,197,198,108,199,200,111,201,179,113,202,203,204],"bytedance/small":[0,205,206,207,208,209,209,209,5,5,5,5,5,5,5,5,5,5,5,5,210,7,211,212,213,11,12,214,14,215,216,17,18,19,217,21,218,219,220,221,222,27,223,220,224,225,226,32,227,34,228,36,229,230,231,232,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,233,234,235,62,236,237,238,66,67,68,69,70,71,72,73,74,75,76,77,78,239,240,241,242,83,243,244,86,245,246,247,90,248,249,250,251,252,253,97,254,255,256,257,258,259,104,260,261,262,263,264,265,266,267,234,268,269,270,271],"bytedance/medium":[0,272,273,274,275,208,208,208,5,5,5,5,5,5,5,5,5,5,5,5,210,7,276,212,213,11,123,277,14,278,216,17,18,19,217,21,218,219,220,279,280,27,223,220,224,281,282,32,227,34,283,36,229,284,285,286,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,287,288,289,62,236,237,290,66,67,68,69,70,71,72,73,74,75,76,77,78,291,292,293,242,141,294,295,86,296,297,298,90,248,299,250,300,301,302,97,254,255,303,304,258,259,104,260,305,306,263,307,308,266,309,288,268,310,311,312],"bytedance/large":[0,313,314,315,316,317,317,317,5,5,5,5,5,5,5,5,5,5,5,5,210,7,318,212,213,11,167,319,14,320,216,17,18,19,217,21,218,219,220,321,322,27,223,220,224,323,324,32,227,34,325,36,229,326,327,328,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,329,330,331,62,236,237,332,66,67,68,69,70,71,72,73,74,75,76,77,78,333,334,335,242,185,336,337,86,338,339,340,90,248,341,250,342,343,344,97,254,255,345,346,258,259,104,260,347,348,263,349,350,266,351,330,268,352,353,354],"chinese/small":[0,355,356,357,358,359,359,359,360,360,5,5,5,5,361,361,5,5,5,5,362,7,363,364,365,366,12,367,14,368,369,370,371,372,373,21,22,374,375,376,26,27,28,375,377,378,31,32,379,34,380,381,382,383,384,40,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,385,386,61,387,63,388,389,390,67,68,391,70,71,392,73,74,393,76,77,78,394,395,396,397,83,398,399,400,87,401,402,403,404,405,406,407,408,96,409,410,411,412,413,414,103,415,416,417,418,419,420,421,422,423,386,424,425,426,427],"chinese/medium":[0,428,429,430,431,432,432,432,360,360,5,5,5,5,361,361,5,5,5,5,362,7,433,364,365,366,123,434,14,435,369,370,371,372,373,21,22,374,375,436,127,27,28,375,377,437,129,32,379,34,438,381,382,439,440,133,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,441,442,136,387,63,388,443,390,67,68,391,70,71,392,73,74,393,76,77,78,444,445,446,397,141,447,448,400,144,449,450,403,404,451,406,452,453,150,409,410,411,454,455,414,103,415,416,456,457,419,458,459,422,460,442,424,461,462,463],"chinese/large":[0,464,465,466,467,468,468,468,360,360,5,5,5,5,361,361,5,5,5,5,362,7,469,364,365,366,167,470,14,471,369,370,371,372,373,21,22,374,375,472,171,27,28,375,377,473,173,32,379,34,474,381,382,475,476,177,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,477,478,180,387,63,388,479,390,67,68,391,70,71,392,73,74,393,76,77,78,480,481,482,397,185,483,484,400,188,485,486,403,404,487,406,488,489,194,409,410,411,490,491,414,103,415,416,492,493,419,494,495,422,496,478,424,497,498,499],"apple/small":[0,500,501,502,503,504,504,504,5,5,5,5,5,5,5,5,5,5,5,5,505,7,506,507,508,509,12,510,14,511,512,17,513,19,514,21,515,516,517,518,519,27,520,517,521,522,523,32,524,34,525,526,527,528,528,529,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,530,531,532,533,534,535,536,537,67,68,538,70,71,539,73,74,540,76,77,78,541,542,543,544,83,545,546,86,547,548,549,550,551,552,553,554,555,556,97,557,558,559,560,561,562,104,563,564,565,566,567,568,569,570,531,571,572,573,574],"apple/medium":[0,575,576,577,578,503,503,503,5,5,5,5,5,5,5,5,5,5,5,5,505,7,579,507,508,509,123,580,14,581,512,17,513,19,514,21,515,516,517,582,583,27,520,517,521,584,585,32,524,34,586,526,527,587,587,588,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,589,590,591,533,534,535,592,537,67,68,538,70,71,539,73,74,540,76,77,78,593,594,595,544,141,596,542,86,597,598,599,550,551,600,553,601,602,603,97,557,558,604,605,561,562,104,563,606,607,566,608,609,569,610,590,571,611,612,613],"apple/large":[0,614,615,616,617,618,618,618,5,5,5,5,5,5,5,5,5,5,5,5,505,7,619,507,508,509,167,620,14,621,512,17,513,19,514,21,515,516,517,622,623,27,520,517,521,624,625,32,524,34,626,526,527,627,627,628,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,629,630,631,533,534,535,632,537,67,68,538,70,71,539,73,74,540,76,77,78,633,634,635,544,185,636,637,86,638,639,640,550,551,641,553,642,643,644,97,557,558,645,646,561,562,104,563,647,648,566,649,650,569,651,630,571,652,653,654],"sports/small":[0,655,656,657,658,659,659,659,660,660,5,5,5,5,361,361,5,5,5,5,661,7,662,663,664,665,666,667,14,668,669,17,670,19,671,21,22,672,673,25,26,27,28,673,674,675,31,32,676,34,677,678,679,680,681,40,682,683,683,684,685,684,686,686,687,688,689,690,691,691,688,685,686,687,687,687,687,687,692,688,686,687,688,693,53,54,694,56,57,58,695,696,61,697,63,698,699,700,67,68,701,70,71,702,73,74,703,76,77,78,704,705,706,707,83,708,709,86,87,710,711,712,713,714,715,716,717,96,97,718,719,720,721,722,103,104,723,724,725,726,727,728,729,730,696,731,732,733,734],"sports/medium":[0,735,736,737,738,658,658,658,660,660,5,5,5,5,361,361,5,5,5,5,661,7,739,663,664,665,740,741,14,742,669,17,670,19,671,21,22,672,673,126,127,27,28,673,674,743,129,32,676,34,744,678,679,745,746,133,682,683,683,684,685,684,686,686,687,688,689,690,691,691,688,685,686,687,687,687,687,687,692,688,686,687,688,693,53,54,694,56,57,58,747,748,136,697,63,698,749,700,67,68,701,70,71,702,73,74,703,76,77,78,750,751,752,707,141,753,754,86,144,755,756,712,713,757,715,758,759,150,97,718,719,760,761,722,103,104,723,762,763,726,764,765,729,766,748,731,767,768,769],"sports/large":[0,770,771,772,773,774,774,774,660,660,5,5,5,5,361,361,5,5,5,5,661,7,775,663,664,665,776,777,14,778,669,17,670,19,671,21,22,672,673,170,171,27,28,673,674,779,173,32,676,34,780,678,679,781,782,177,682,683,683,684,685,684,686,686,687,688,689,690,691,691,688,685,686,687,687,687,687,687,692,688,686,687,688,693,53,54,694,56,57,58,783,784,180,697,63,698,785,700,67,68,701,70,71,702,73,74,703,76,77,78,786,787,788,707,185,789,790,86,188,791,792,712,713,793,715,794,795,194,97,718,719,796,797,722,103,104,723,798,799,726,800,801,729,802,784,731,803,804,805],"cyber/small":[0,806,807,808,809,810,810,810,5,5,5,5,5,5,5,5,5,5,5,5,811,7,812,813,814,665,666,815,14,816,817,818,670,819,820,21,821,822,823,824,825,27,826,823,827,828,829,32,830,34,831,832,833,834,835,836,682,683,683,684,685,684,686,686,687,688,689,690,691,691,688,685,686,687,687,687,687,687,692,688,686,687,688,693,53,54,694,56,57,58,837,838,839,840,841,842,843,700,67,68,701,70,71,702,73,74,703,76,77,78,844,845,846,847,83,848,849,850,851,852,853,854,855,856,857,858,859,860,861,862,863,864,865,866,867,868,869,870,871,872,873,874,875,876,838,877,878,879,880],"cyber/medium":[0,881,882,883,884,809,809,809,5,5,5,5,5,5,5,5,5,5,5,5,811,7,885,813,814,665,740,886,14,887,817,818,670,819,820,21,821,822,823,888,889,27,826,823,827,890,891,32,830,34,892,832,833,893,894,895,682,683,683,684,685,684,686,686,687,688,689,690,691,691,688,685,686,687,687,687,687,687,692,688,686,687,688,693,53,54,694,56,57,58,896,897,898,840,841,842,899,700,67,68,701,70,71,702,73,74,703,76,77,78,900,901,902,847,141,903,904,850,905,906,907,854,855,908,857,909,910,911,861,862,863,912,913,866,867,868,869,914,915,872,916,917,875,918,897,877,919,920,921],"cyber/large":[0,922,923,924,925,926,926,926,5,5,5,5,5,5,5,5,5,5,5,5,811,7,927,813,814,665,776,928,14,929,817,818,670,819,820,21,821,822,823,930,931,27,826,823,827,932,933,32,830,34,934,832,833,935,936,937,682,683,683,684,685,684,686,686,687,688,689,690,691,691,688,685,686,687,687,687,687,687,692,688,686,687,688,693,53,54,694,56,57,58,938,939,940,840,841,842,941,700,67,68,701,70,71,702,73,74,703,76,77,78,942,943,944,847,185,945,946,850,947,948,949,854,855,950,857,951,952,953,861,862,863,954,955,866,867,868,869,956,957,872,958,959,875,960,939,877,961,962,963],"minimal-gold/small":[0,964,965,966,967,968,968,968,5,5,5,5,5,5,5,5,5,5,5,5,969,7,970,971,972,509,12,973,14,15,974,17,513,19,975,21,22,976,977,25,26,27,28,977,978,979,31,32,980,34,981,526,982,38,983,40,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,984,985,61,533,63,986,987,537,67,68,538,70,71,539,73,74,540,76,77,78,988,80,989,990,83,991,992,86,87,993,994,550,995,996,997,998,999,96,97,1000,1001,100,101,1002,103,104,1003,1004,1005,1006,1007,110,1008,1009,985,1010,1011,1012,1013],"minimal-gold/medium":[0,1014,1015,1016,1017,1018,1018,1018,5,5,5,5,5,5,5,5,5,5,5,5,969,7,1019,971,972,509,123,1020,14,125,974,17,513,19,975,21,22,976,977,126,127,27,28,977,978,1021,129,32,980,34,1022,526,982,131,1023,133,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,1024,1025,136,533,63,986,1026,537,67,68,538,70,71,539,73,74,540,76,77,78,1027,139,1028,990,141,1029,1030,86,144,1031,1032,550,995,1033,997,1034,1035,150,97,1000,1001,151,152,1002,103,104,1003,1036,1037,1006,1038,156,1008,1039,1025,1010,1040,1041,1042],"minimal-gold/large":[0,1043,1044,1045,1046,1047,1047,1047,5,5,5,5,5,5,5,5,5,5,5,5,969,7,1048,971,972,509,167,1049,14,169,974,17,513,19,975,21,22,976,977,170,171,27,28,977,978,1050,173,32,980,34,1051,526,982,175,1052,177,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,1053,1054,180,533,63,986,1055,537,67,68,538,70,71,539,73,74,540,76,77,78,1056,183,1057,990,185,1058,1059,86,188,1060,1061,550,995,1062,997,1063,1064,194,97,1000,1001,195,196,1002,103,104,1003,1065,1066,1006,1067,200,1008,1068,1054,1010,1069,1070,1071],"minimal-green/small":[0,964,1072,1073,967,968,968,968,5,5,5,5,5,5,5,5,5,5,5,5,1074,7,970,1075,1076,509,12,1077,14,15,1078,17,513,19,1079,21,22,1080,1081,25,26,27,28,1081,1082,1083,31,32,1084,34,981,526,1085,38,1086,40,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,984,985,61,533,63,1087,1088,537,67,68,538,70,71,539,73,74,540,76,77,78,1089,80,1090,1091,83,1092,1093,86,87,993,1094,550,1095,1096,1097,1098,999,96,97,1099,1100,100,101,1101,103,104,1102,1004,1103,1104,1105,110,1106,1107,985,1108,1011,1012,1013],"minimal-green/medium":[0,1014,1109,1110,1017,1018,1018,1018,5,5,5,5,5,5,5,5,5,5,5,5,1074,7,1019,1075,1076,509,123,1111,14,125,1078,17,513,19,1079,21,22,1080,1081,126,127,27,28,1081,1082,1112,129,32,1084,34,1022,526,1085,131,1113,133,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,1024,1025,136,533,63,1087,1114,537,67,68,538,70,71,539,73,74,540,76,77,78,1115,139,1116,1091,141,1117,1118,86,144,1031,1119,550,1095,1120,1097,1121,1035,150,97,1099,1100,151,152,1101,103,104,1102,1036,1122,1104,1123,156,1106,1124,1025,1108,1040,1041,1042],"minimal-green/large":[0,1043,1125,1126,1046,1047,1047,1047,5,5,5,5,5,5,5,5,5,5,5,5,1074,7,1048,1075,1076,509,167,1127,14,169,1078,17,513,19,1079,21,22,1080,1081,170,171,27,28,1081,1082,1128,173,32,1084,34,1051,526,1085,175,1129,177,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,1053,1054,180,533,63,1087,1130,537,67,68,538,70,71,539,73,74,540,76,77,78,1131,183,1132,1091,185,1133,1134,86,188,1060,1135,550,1095,1136,1097,1137,1064,194,97,1099,1100,195,196,1101,103,104,1102,1065,1138,1104,1139,200,1106,1140,1054,1108,1069,1070,1071],"minimal-blue/small":[0,964,1141,1142,967,968,968,968,5,5,5,5,5,5,5,5,5,5,5,5,1143,7,970,1144,1145,509,12,1146,14,15,1147,17,513,19,1148,21,22,1149,1150,25,26,27,28,1150,1151,1152,31,32,1153,34,981,526,1154,38,1155,40,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,984,985,61,533,63,1156,1157,537,67,68,538,70,71,539,73,74,540,76,77,78,1158,80,1159,1160,83,1161,1162,86,87,993,1163,550,1164,1165,1166,1167,999,96,97,1168,1169,100,101,1170,103,104,1171,1004,1172,1173,1174,110,1175,1176,985,1177,1011,1012,1013],"minimal-blue/medium":[0,1014,1178,1179,1017,1018,1018,1018,5,5,5,5,5,5,5,5,5,5,5,5,1143,7,1019,1144,1145,509,123,1180,14,125,1147,17,513,19,1148,21,22,1149,1150,126,127,27,28,1150,1151,1181,129,32,1153,34,1022,526,1154,131,1182,133,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,1024,1025,136,533,63,1156,1183,537,67,68,538,70,71,539,73,74,540,76,77,78,1184,139,1185,1160,141,1186,1187,86,144,1031,1188,550,1164,1189,1166,1190,1035,150,97,1168,1169,151,152,1170,103,104,1171,1036,1191,1173,1192,156,1175,1193,1025,1177,1040,1041,1042],"minimal-blue/large":[0,1043,1194,1195,1046,1047,1047,1047,5,5,5,5,5,5,5,5,5,5,5,5,1143,7,1048,1144,1145,509,167,1196,14,169,1147,17,513,19,1148,21,22,1149,1150,170,171,27,28,1150,1151,1197,173,32,1153,34,1051,526,1154,175,1198,177,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,1053,1054,180,533,63,1156,1199,537,67,68,538,70,71,539,73,74,540,76,77,78,1200,183,1201,1160,185,1202,1203,86,188,1060,1204,550,1164,1205,1166,1206,1064,194,97,1168,1169,195,196,1170,103,104,1171,1065,1207,1173,1208,200,1175,1209,1054,1177,1069,1070,1071],"minimal-orange/small":[0,964,1210,1211,967,968,968,968,5,5,5,5,5,5,5,5,5,5,5,5,1212,7,970,1213,1214,509,12,1215,14,15,1216,17,513,19,1217,21,22,1218,1219,25,26,27,28,1219,1220,1221,31,32,1222,34,981,526,1223,38,1224,40,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,984,985,61,533,63,1225,1226,537,67,68,538,70,71,539,73,74,540,76,77,78,1227,80,1228,1229,83,1230,1231,86,87,993,1232,550,1233,1234,1235,1236,999,96,97,1237,1238,100,101,1239,103,104,1240,1004,1241,1242,1243,110,1244,1245,985,1246,1011,1012,1013],"minimal-orange/medium":[0,1014,1247,1248,1017,1018,1018,1018,5,5,5,5,5,5,5,5,5,5,5,5,1212,7,1019,1213,1214,509,123,1249,14,125,1216,17,513,19,1217,21,22,1218,1219,126,127,27,28,1219,1220,1250,129,32,1222,34,1022,526,1223,131,1251,133,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,1024,1025,136,533,63,1225,1252,537,67,68,538,70,71,539,73,74,540,76,77,78,1253,139,1254,1229,141,1255,1256,86,144,1031,1257,550,1233,1258,1235,1259,1035,150,97,1237,1238,151,152,1239,103,104,1240,1036,1260,1242,1261,156,1244,1262,1025,1246,1040,1041,1042],"minimal-orange/large":[0,1043,1263,1264,1046,1047,1047,1047,5,5,5,5,5,5,5,5,5,5,5,5,1212,7,1048,1213,1214,509,167,1265,14,169,1216,17,513,19,1217,21,22,1218,1219,170,171,27,28,1219,1220,1266,173,32,1222,34,1051,526,1223,175,1267,177,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,1053,1054,180,533,63,1225,1268,537,67,68,538,70,71,539,73,74,540,76,77,78,1269,183,1270,1229,185,1271,1272,86,188,1060,1273,550,1233,1274,1235,1275,1064,194,97,1237,1238,195,196,1239,103,104,1240,1065,1276,1242,1277,200,1244,1278,1054,1246,1069,1070,1071],"minimal-red/small":[0,964,1279,1280,967,968,968,968,5,5,5,5,5,5,5,5,5,5,5,5,1281,7,970,1282,1283,509,12,1284,14,15,1285,17,513,19,1286,21,22,1287,1288,25,26,27,28,1288,1289,1290,31,32,1291,34,981,526,1292,38,1293,40,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,984,985,61,533,63,1294,1295,537,67,68,538,70,71,539,73,74,540,76,77,78,1296,80,1297,1298,83,1299,1300,86,87,993,1301,550,1302,1303,1304,1305,999,96,97,1306,1307,100,101,1308,103,104,1309,1004,1310,1311,1312,110,1313,1314,985,1315,1011,1012,1013],"minimal-red/medium":[0,1014,1316,1317,1017,1018,1018,1018,5,5,5,5,5,5,5,5,5,5,5,5,1281,7,1019,1282,1283,509,123,1318,14,125,1285,17,513,19,1286,21,22,1287,1288,126,127,27,28,1288,1289,1319,129,32,1291,34,1022,526,1292,131,1320,133,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,1024,1025,136,533,63,1294,1321,537,67,68,538,70,71,539,73,74,540,76,77,78,1322,139,1323,1298,141,1324,1325,86,144,1031,1326,550,1302,1327,1304,1328,1035,150,97,1306,1307,151,152,1308,103,104,1309,1036,1329,1311,1330,156,1313,1331,1025,1315,1040,1041,1042],"minimal-red/large":[0,1043,1332,1333,1046,1047,1047,1047,5,5,5,5,5,5,5,5,5,5,5,5,1281,7,1048,1282,1283,509,167,1334,14,169,1285,17,513,19,1286,21,22,1287,1288,170,171,27,28,1288,1289,1335,173,32,1291,34,1051,526,1292,175,1336,177,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,1053,1054,180,533,63,1294,1337,537,67,68,538,70,71,539,73,74,540,76,77,78,1338,183,1339,1298,185,1340,1341,86,188,1060,1342,550,1302,1343,1304,1344,1064,194,97,1306,1307,195,196,1308,103,104,1309,1065,1345,1311,1346,200,1313,1347,1054,1315,1069,1070,1071],"minimal-navy/small":[0,964,1348,1349,967,968,968,968,5,5,5,5,5,5,5,5,5,5,5,5,1350,7,970,1351,1352,509,12,1353,14,15,1354,17,513,19,1355,21,22,1356,1357,25,26,27,28,1357,1358,1359,31,32,1360,34,981,526,1361,38,1362,40,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,984,985,61,533,63,1363,1364,537,67,68,538,70,71,539,73,74,540,76,77,78,1365,80,1366,1367,83,1368,1369,86,87,993,1370,550,1371,1372,1373,1374,999,96,97,1375,1376,100,101,1377,103,104,1378,1004,1379,1380,1381,110,1382,1383,985,1384,1011,1012,1013],"minimal-navy/medium":[0,1014,1385,1386,1017,1018,1018,1018,5,5,5,5,5,5,5,5,5,5,5,5,1350,7,1019,1351,1352,509,123,1387,14,125,1354,17,513,19,1355,21,22,1356,1357,126,127,27,28,1357,1358,1388,129,32,1360,34,1022,526,1361,131,1389,133,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,1024,1025,136,533,63,1363,1390,537,67,68,538,70,71,539,73,74,540,76,77,78,1391,139,1392,1367,141,1393,1394,86,144,1031,1395,550,1371,1396,1373,1397,1035,150,97,1375,1376,151,152,1377,103,104,1378,1036,1398,1380,1399,156,1382,1400,1025,1384,1040,1041,1042],"minimal-navy/large":[0,1043,1401,1402,1046,1047,1047,1047,5,5,5,5,5,5,5,5,5,5,5,5,1350,7,1048,1351,1352,509,167,1403,14,169,1354,17,513,19,1355,21,22,1356,1357,170,171,27,28,1357,1358,1404,173,32,1360,34,1051,526,1361,175,1405,177,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,1053,1054,180,533,63,1363,1406,537,67,68,538,70,71,539,73,74,540,76,77,78,1407,183,1408,1367,185,1409,1410,86,188,1060,1411,550,1371,1412,1373,1413,1064,194,97,1375,1376,195,196,1377,103,104,1378,1065,1414,1380,1415,200,1382,1416,1054,1384,1069,1070,1071],"minimal-gray/small":[0,964,1417,1418,967,968,968,968,5,5,5,5,5,5,5,5,5,5,5,5,1419,7,970,1420,1421,509,12,1422,14,15,1423,17,513,19,1424,21,22,1425,1426,25,26,27,28,1426,1427,1428,31,32,1429,34,981,526,1430,38,1431,40,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,984,985,61,533,63,1432,1433,537,67,68,538,70,71,539,73,74,540,76,77,78,1434,80,1435,1436,83,1437,1438,86,87,993,1439,550,1440,1441,1442,1443,999,96,97,1444,1445,100,101,1446,103,104,1447,1004,1448,1449,1450,110,1451,1452,985,1453,1011,1012,1013],"minimal-gray/medium":[0,1014,1454,1455,1017,1018,1018,1018,5,5,5,5,5,5,5,5,5,5,5,5,1419,7,1019,1420,1421,509,123,1456,14,125,1423,17,513,19,1424,21,22,1425,1426,126,127,27,28,1426,1427,1457,129,32,1429,34,1022,526,1430,131,1458,133,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,1024,1025,136,533,63,1432,1459,537,67,68,538,70,71,539,73,74,540,76,77,78,1460,139,1461,1436,141,1462,1463,86,144,1031,1464,550,1440,1465,1442,1466,1035,150,97,1444,1445,151,152,1446,103,104,1447,1036,1467,1449,1468,156,1451,1469,1025,1453,1040,1041,1042],"minimal-gray/large":[0,1043,1470,1471,1046,1047,1047,1047,5,5,5,5,5,5,5,5,5,5,5,5,1419,7,1048,1420,1421,509,167,1472,14,169,1423,17,513,19,1424,21,22,1425,1426,170,171,27,28,1426,1427,1473,173,32,1429,34,1051,526,1430,175,1474,177,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,1053,1054,180,533,63,1432,1475,537,67,68,538,70,71,539,73,74,540,76,77,78,1476,183,1477,1436,185,1478,1479,86,188,1060,1480,550,1440,1481,1442,1482,1064,194,97,1444,1445,195,196,1446,103,104,1447,1065,1483,1449,1484,200,1451,1485,1054,1453,1069,1070,1071],"minimal-sky/small":[0,964,1486,1487,967,968,968,968,5,5,5,5,5,5,5,5,5,5,5,5,1488,7,970,1489,1490,509,12,1491,14,15,1492,17,513,19,1493,21,22,1494,1495,25,26,27,28,1495,1496,1497,31,32,1498,34,981,526,1499,38,1500,40,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,984,985,61,533,63,1501,1502,537,67,68,538,70,71,539,73,74,540,76,77,78,1503,80,1504,1505,83,1506,1507,86,87,993,1508,550,1509,1510,1511,1512,999,96,97,1513,1514,100,101,1515,103,104,1516,1004,1517,1518,1519,110,1520,1521,985,1522,1011,1012,1013],"minimal-sky/medium":[0,1014,1523,1524,1017,1018,1018,1018,5,5,5,5,5,5,5,5,5,5,5,5,1488,7,1019,1489,1490,509,123,1525,14,125,1492,17,513,19,1493,21,22,1494,1495,126,127,27,28,1495,1496,1526,129,32,1498,34,1022,526,1499,131,1527,133,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,1024,1025,136,533,63,1501,1528,537,67,68,538,70,71,539,73,74,540,76,77,78,1529,139,1530,1505,141,1531,1532,86,144,1031,1533,550,1509,1534,1511,1535,1035,150,97,1513,1514,151,152,1515,103,104,1516,1036,1536,1518,1537,156,1520,1538,1025,1522,1040,1041,1042],"minimal-sky/large":[0,1043,1539,1540,1046,1047,1047,1047,5,5,5,5,5,5,5,5,5,5,5,5,1488,7,1048,1489,1490,509,167,1541,14,169,1492,17,513,19,1493,21,22,1494,1495,170,171,27,28,1495,1496,1542,173,32,1498,34,1051,526,1499,175,1543,177,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,1053,1054,180,533,63,1501,1544,537,67,68,538,70,71,539,73,74,540,76,77,78,1545,183,1546,1505,185,1547,1548,86,188,1060,1549,550,1509,1550,1511,1551,1064,194,97,1513,1514,195,196,1515,103,104,1516,1065,1552,1518,1553,200,1520,1554,1054,1522,1069,1070,1071],"focus-gold/small":[0,0,1555,1556,1557,1558,1558,1558,5,5,5,5,5,5,5,5,5,5,5,5,1559,7,8,971,972,11,12,973,14,15,974,17,18,19,975,21,22,976,977,25,26,27,28,977,1560,1561,31,32,980,34,35,36,1562,38,983,40,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,59,60,61,62,63,986,987,66,67,68,69,70,71,72,73,74,75,76,77,78,988,80,989,990,83,991,992,86,87,88,1563,90,1564,1565,1566,998,95,96,97,1567,1568,100,101,1002,103,104,1569,106,1005,1570,1007,110,1571,1009,60,1010,114,115,116],"focus-gold/medium":[0,117,1572,1573,1574,1575,1575,1575,5,5,5,5,5,5,5,5,5,5,5,5,1559,7,122,971,972,11,123,1020,14,125,974,17,18,19,975,21,22,976,977,126,127,27,28,977,1560,1576,129,32,980,34,130,36,1562,131,1023,133,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,134,135,136,62,63,986,1026,66,67,68,69,70,71,72,73,74,75,76,77,78,1027,139,1028,990,141,1029,1030,86,144,145,1577,90,1564,1578,1566,1034,149,150,97,1567,1568,151,152,1002,103,104,1569,153,1037,1570,1038,156,1571,1039,135,1010,158,159,160],"focus-gold/large":[0,161,1579,1580,1581,1582,1582,1582,5,5,5,5,5,5,5,5,5,5,5,5,1559,7,166,971,972,11,167,1049,14,169,974,17,18,19,975,21,22,976,977,170,171,27,28,977,1560,1583,173,32,980,34,174,36,1562,175,1052,177,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,178,179,180,62,63,986,1055,66,67,68,69,70,71,72,73,74,75,76,77,78,1056,183,1057,990,185,1058,1059,86,188,189,1584,90,1564,1585,1566,1063,193,194,97,1567,1568,195,196,1002,103,104,1569,197,1066,1570,1067,200,1571,1068,179,1010,202,203,204],"focus-green/small":[0,0,1586,1587,1588,1589,1589,1589,5,5,5,5,5,5,5,5,5,5,5,5,1590,7,8,1075,1076,11,12,1077,14,15,1078,17,18,19,1079,21,22,1080,1081,25,26,27,28,1081,1591,1592,31,32,1084,34,35,36,1593,38,1086,40,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,59,60,61,62,63,1087,1088,66,67,68,69,70,71,72,73,74,75,76,77,78,1089,80,1090,1091,83,1092,1093,86,87,88,1594,90,1595,1596,1597,1098,95,96,97,1598,1599,100,101,1101,103,104,1600,106,1103,1601,1105,110,1602,1107,60,1108,114,115,116],"focus-green/medium":[0,117,1603,1604,1605,1606,1606,1606,5,5,5,5,5,5,5,5,5,5,5,5,1590,7,122,1075,1076,11,123,1111,14,125,1078,17,18,19,1079,21,22,1080,1081,126,127,27,28,1081,1591,1607,129,32,1084,34,130,36,1593,131,1113,133,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,134,135,136,62,63,1087,1114,66,67,68,69,70,71,72,73,74,75,76,77,78,1115,139,1116,1091,141,1117,1118,86,144,145,1608,90,1595,1609,1597,1121,149,150,97,1598,1599,151,152,1101,103,104,1600,153,1122,1601,1123,156,1602,1124,135,1108,158,159,160],"focus-green/large":[0,161,1610,1611,1612,1613,1613,1613,5,5,5,5,5,5,5,5,5,5,5,5,1590,7,166,1075,1076,11,167,1127,14,169,1078,17,18,19,1079,21,22,1080,1081,170,171,27,28,1081,1591,1614,173,32,1084,34,174,36,1593,175,1129,177,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,178,179,180,62,63,1087,1130,66,67,68,69,70,71,72,73,74,75,76,77,78,1131,183,1132,1091,185,1133,1134,86,188,189,1615,90,1595,1616,1597,1137,193,194,97,1598,1599,195,196,1101,103,104,1600,197,1138,1601,1139,200,1602,1140,179,1108,202,203,204],"focus-blue/small":[0,0,1617,1618,1619,1620,1620,1620,5,5,5,5,5,5,5,5,5,5,5,5,1621,7,8,1144,1145,11,12,1146,14,15,1147,17,18,19,1148,21,22,1149,1150,25,26,27,28,1150,1622,1623,31,32,1153,34,35,36,1624,38,1155,40,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,59,60,61,62,63,1156,1157,66,67,68,69,70,71,72,73,74,75,76,77,78,1158,80,1159,1160,83,1161,1162,86,87,88,1625,90,1626,1627,1628,1167,95,96,97,1629,1630,100,101,1170,103,104,1631,106,1172,1632,1174,110,1633,1176,60,1177,114,115,116],"focus-blue/medium":[0,117,1634,1635,1636,1637,1637,1637,5,5,5,5,5,5,5,5,5,5,5,5,1621,7,122,1144,1145,11,123,1180,14,125,1147,17,18,19,1148,21,22,1149,1150,126,127,27,28,1150,1622,1638,129,32,1153,34,130,36,1624,131,1182,133,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,134,135,136,62,63,1156,1183,66,67,68,69,70,71,72,73,74,75,76,77,78,1184,139,1185,1160,141,1186,1187,86,144,145,1639,90,1626,1640,1628,1190,149,150,97,1629,1630,151,152,1170,103,104,1631,153,1191,1632,1192,156,1633,1193,135,1177,158,159,160],"focus-blue/large":[0,161,1641,1642,1643,1644,1644,1644,5,5,5,5,5,5,5,5,5,5,5,5,1621,7,166,1144,1145,11,167,1196,14,169,1147,17,18,19,1148,21,22,1149,1150,170,171,27,28,1150,1622,1645,173,32,1153,34,174,36,1624,175,1198,177,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,178,179,180,62,63,1156,1199,66,67,68,69,70,71,72,73,74,75,76,77,78,1200,183,1201,1160,185,1202,1203,86,188,189,1646,90,1626,1647,1628,1206,193,194,97,1629,1630,195,196,1170,103,104,1631,197,1207,1632,1208,200,1633,1209,179,1177,202,203,204],"focus-orange/small":[0,0,1648,1649,1650,1651,1651,1651,5,5,5,5,5,5,5,5,5,5,5,5,1652,7,8,1213,1214,11,12,1215,14,15,1216,17,18,19,1217,21,22,1218,1219,25,26,27,28,1219,1653,1654,31,32,1222,34,35,36,1655,38,1224,40,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,59,60,61,62,63,1225,1226,66,67,68,69,70,71,72,73,74,75,76,77,78,1227,80,1228,1229,83,1230,1231,86,87,88,1656,90,1657,1658,1659,1236,95,96,97,1660,1661,100,101,1239,103,104,1662,106,1241,1663,1243,110,1664,1245,60,1246,114,115,116],"focus-orange/medium":[0,117,1665,1666,1667,1668,1668,1668,5,5,5,5,5,5,5,5,5,5,5,5,1652,7,122,1213,1214,11,123,1249,14,125,1216,17,18,19,1217,21,22,1218,1219,126,127,27,28,1219,1653,1669,129,32,1222,34,130,36,1655,131,1251,133,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,134,135,136,62,63,1225,1252,66,67,68,69,70,71,72,73,74,75,76,77,78,1253,139,1254,1229,141,1255,1256,86,144,145,1670,90,1657,1671,1659,1259,149,150,97,1660,1661,151,152,1239,103,104,1662,153,1260,1663,1261,156,1664,1262,135,1246,158,159,160],"focus-orange/large":[0,161,1672,1673,1674,1675,1675,1675,5,5,5,5,5,5,5,5,5,5,5,5,1652,7,166,1213,1214,11,167,1265,14,169,1216,17,18,19,1217,21,22,1218,1219,170,171,27,28,1219,1653,1676,173,32,1222,34,174,36,1655,175,1267,177,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,178,179,180,62,63,1225,1268,66,67,68,69,70,71,72,73,74,75,76,77,78,1269,183,1270,1229,185,1271,1272,86,188,189,1677,90,1657,1678,1659,1275,193,194,97,1660,1661,195,196,1239,103,104,1662,197,1276,1663,1277,200,1664,1278,179,1246,202,203,204],"focus-red/small":[0,0,1679,1680,1681,1682,1682,1682,5,5,5,5,5,5,5,5,5,5,5,5,1683,7,8,1282,1283,11,12,1284,14,15,1285,17,18,19,1286,21,22,1287,1288,25,26,27,28,1288,1684,1685,31,32,1291,34,35,36,1686,38,1293,40,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,59,60,61,62,63,1294,1295,66,67,68,69,70,71,72,73,74,75,76,77,78,1296,80,1297,1298,83,1299,1300,86,87,88,1687,90,1688,1689,1690,1305,95,96,97,1691,1692,100,101,1308,103,104,1693,106,1310,1694,1312,110,1695,1314,60,1315,114,115,116],"focus-red/medium":[0,117,1696,1697,1698,1699,1699,1699,5,5,5,5,5,5,5,5,5,5,5,5,1683,7,122,1282,1283,11,123,1318,14,125,1285,17,18,19,1286,21,22,1287,1288,126,127,27,28,1288,1684,1700,129,32,1291,34,130,36,1686,131,1320,133,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,134,135,136,62,63,1294,1321,66,67,68,69,70,71,72,73,74,75,76,77,78,1322,139,1323,1298,141,1324,1325,86,144,145,1701,90,1688,1702,1690,1328,149,150,97,1691,1692,151,152,1308,103,104,1693,153,1329,1694,1330,156,1695,1331,135,1315,158,159,160],"focus-red/large":[0,161,1703,1704,1705,1706,1706,1706,5,5,5,5,5,5,5,5,5,5,5,5,1683,7,166,1282,1283,11,167,1334,14,169,1285,17,18,19,1286,21,22,1287,1288,170,171,27,28,1288,1684,1707,173,32,1291,34,174,36,1686,175,1336,177,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,178,179,180,62,63,1294,1337,66,67,68,69,70,71,72,73,74,75,76,77,78,1338,183,1339,1298,185,1340,1341,86,188,189,1708,90,1688,1709,1690,1344,193,194,97,1691,1692,195,196,1308,103,104,1693,197,1345,1694,1346,200,1695,1347,179,1315,202,203,204],"focus-navy/small":[0,0,1710,1711,1712,1713,1713,1713,5,5,5,5,5,5,5,5,5,5,5,5,1714,7,8,1351,1352,11,12,1353,14,15,1354,17,18,19,1355,21,22,1356,1357,25,26,27,28,1357,1715,1716,31,32,1360,34,35,36,1717,38,1362,40,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,59,60,61,62,63,1363,1364,66,67,68,69,70,71,72,73,74,75,76,77,78,1365,80,1366,1367,83,1368,1369,86,87,88,1718,90,1719,1720,1721,1374,95,96,97,1722,1723,100,101,1377,103,104,1724,106,1379,1725,1381,110,1726,1383,60,1384,114,115,116],"focus-navy/medium":[0,117,1727,1728,1729,1730,1730,1730,5,5,5,5,5,5,5,5,5,5,5,5,1714,7,122,1351,1352,11,123,1387,14,125,1354,17,18,19,1355,21,22,1356,1357,126,127,27,28,1357,1715,1731,129,32,1360,34,130,36,1717,131,1389,133,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,134,135,136,62,63,1363,1390,66,67,68,69,70,71,72,73,74,75,76,77,78,1391,139,1392,1367,141,1393,1394,86,144,145,1732,90,1719,1733,1721,1397,149,150,97,1722,1723,151,152,1377,103,104,1724,153,1398,1725,1399,156,1726,1400,135,1384,158,159,160],"focus-navy/large":[0,161,1734,1735,1736,1737,1737,1737,5,5,5,5,5,5,5,5,5,5,5,5,1714,7,166,1351,1352,11,167,1403,14,169,1354,17,18,19,1355,21,22,1356,1357,170,171,27,28,1357,1715,1738,173,32,1360,34,174,36,1717,175,1405,177,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,178,179,180,62,63,1363,1406,66,67,68,69,70,71,72,73,74,75,76,77,78,1407,183,1408,1367,185,1409,1410,86,188,189,1739,90,1719,1740,1721,1413,193,194,97,1722,1723,195,196,1377,103,104,1724,197,1414,1725,1415,200,1726,1416,179,1384,202,203,204],"focus-gray/small":[0,0,1741,1742,1743,1744,1744,1744,5,5,5,5,5,5,5,5,5,5,5,5,1745,7,8,1420,1421,11,12,1422,14,15,1423,17,18,19,1424,21,22,1425,1426,25,26,27,28,1426,1746,1747,31,32,1429,34,35,36,1748,38,1431,40,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,59,60,61,62,63,1432,1433,66,67,68,69,70,71,72,73,74,75,76,77,78,1434,80,1435,1436,83,1437,1438,86,87,88,1749,90,1750,1751,1752,1443,95,96,97,1753,1754,100,101,1446,103,104,1755,106,1448,1756,1450,110,1757,1452,60,1453,114,115,116],"focus-gray/medium":[0,117,1758,1759,1760,1761,1761,1761,5,5,5,5,5,5,5,5,5,5,5,5,1745,7,122,1420,1421,11,123,1456,14,125,1423,17,18,19,1424,21,22,1425,1426,126,127,27,28,1426,1746,1762,129,32,1429,34,130,36,1748,131,1458,133,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,134,135,136,62,63,1432,1459,66,67,68,69,70,71,72,73,74,75,76,77,78,1460,139,1461,1436,141,1462,1463,86,144,145,1763,90,1750,1764,1752,1466,149,150,97,1753,1754,151,152,1446,103,104,1755,153,1467,1756,1468,156,1757,1469,135,1453,158,159,160],"focus-gray/large":[0,161,1765,1766,1767,1768,1768,1768,5,5,5,5,5,5,5,5,5,5,5,5,1745,7,166,1420,1421,11,167,1472,14,169,1423,17,18,19,1424,21,22,1425,1426,170,171,27,28,1426,1746,1769,173,32,1429,34,174,36,1748,175,1474,177,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,178,179,180,62,63,1432,1475,66,67,68,69,70,71,72,73,74,75,76,77,78,1476,183,1477,1436,185,1478,1479,86,188,189,1770,90,1750,1771,1752,1482,193,194,97,1753,1754,195,196,1446,103,104,1755,197,1483,1756,1484,200,1757,1485,179,1453,202,203,204],"focus-sky/small":[0,0,1772,1773,1774,1775,1775,1775,5,5,5,5,5,5,5,5,5,5,5,5,1776,7,8,1489,1490,11,12,1491,14,15,1492,17,18,19,1493,21,22,1494,1495,25,26,27,28,1495,1777,1778,31,32,1498,34,35,36,1779,38,1500,40,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,59,60,61,62,63,1501,1502,66,67,68,69,70,71,72,73,74,75,76,77,78,1503,80,1504,1505,83,1506,1507,86,87,88,1780,90,1781,1782,1783,1512,95,96,97,1784,1785,100,101,1515,103,104,1786,106,1517,1787,1519,110,1788,1521,60,1522,114,115,116],"focus-sky/medium":[0,117,1789,1790,1791,1792,1792,1792,5,5,5,5,5,5,5,5,5,5,5,5,1776,7,122,1489,1490,11,123,1525,14,125,1492,17,18,19,1493,21,22,1494,1495,126,127,27,28,1495,1777,1793,129,32,1498,34,130,36,1779,131,1527,133,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,134,135,136,62,63,1501,1528,66,67,68,69,70,71,72,73,74,75,76,77,78,1529,139,1530,1505,141,1531,1532,86,144,145,1794,90,1781,1795,1783,1535,149,150,97,1784,1785,151,152,1515,103,104,1786,153,1536,1787,1537,156,1788,1538,135,1522,158,159,160],"focus-sky/large":[0,161,1796,1797,1798,1799,1799,1799,5,5,5,5,5,5,5,5,5,5,5,5,1776,7,166,1489,1490,11,167,1541,14,169,1492,17,18,19,1493,21,22,1494,1495,170,171,27,28,1495,1777,1800,173,32,1498,34,174,36,1779,175,1543,177,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,178,179,180,62,63,1501,1544,66,67,68,69,70,71,72,73,74,75,76,77,78,1545,183,1546,1505,185,1547,1548,86,188,189,1801,90,1781,1802,1783,1551,193,194,97,1784,1785,195,196,1515,103,104,1786,197,1552,1787,1553,200,1788,1554,179,1522,202,203,204],"elegant-gold/small":[0,1803,1804,1805,1806,1807,1807,1807,1808,1808,5,5,5,5,361,361,5,5,5,5,969,7,1809,971,972,366,12,973,14,15,974,17,371,19,975,21,22,976,977,25,26,27,28,977,1810,1811,31,32,980,34,981,1812,1813,38,983,40,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,984,1814,61,1815,63,986,987,390,67,68,391,70,71,392,73,74,393,76,77,78,988,80,989,990,83,991,992,86,87,1816,1817,1818,1819,996,1820,998,1821,96,97,1822,1823,100,101,1002,103,104,1824,1004,1005,1825,1007,110,1826,1009,1814,1010,1827,1828,1829],"elegant-gold/medium":[0,1830,1831,1832,1833,1834,1834,1834,1808,1808,5,5,5,5,361,361,5,5,5,5,969,7,1835,971,972,366,123,1020,14,125,974,17,371,19,975,21,22,976,977,126,127,27,28,977,1810,1836,129,32,980,34,1022,1812,1813,131,1023,133,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,1024,1837,136,1815,63,986,1026,390,67,68,391,70,71,392,73,74,393,76,77,78,1027,139,1028,990,141,1029,1030,86,144,1838,1839,1818,1819,1033,1820,1034,1840,150,97,1822,1823,151,152,1002,103,104,1824,1036,1037,1825,1038,156,1826,1039,1837,1010,1841,1842,1843],"elegant-gold/large":[0,1844,1845,1846,1847,1848,1848,1848,1808,1808,5,5,5,5,361,361,5,5,5,5,969,7,1849,971,972,366,167,1049,14,169,974,17,371,19,975,21,22,976,977,170,171,27,28,977,1810,1850,173,32,980,34,1051,1812,1813,175,1052,177,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,1053,1851,180,1815,63,986,1055,390,67,68,391,70,71,392,73,74,393,76,77,78,1056,183,1057,990,185,1058,1059,86,188,1852,1853,1818,1819,1062,1820,1063,1854,194,97,1822,1823,195,196,1002,103,104,1824,1065,1066,1825,1067,200,1826,1068,1851,1010,1855,1856,1857],"elegant-green/small":[0,1803,1858,1859,1806,1807,1807,1807,1860,1860,5,5,5,5,361,361,5,5,5,5,1074,7,1809,1075,1076,366,12,1077,14,15,1078,17,371,19,1079,21,22,1080,1081,25,26,27,28,1081,1861,1862,31,32,1084,34,981,1812,1863,38,1086,40,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,984,1814,61,1815,63,1087,1088,390,67,68,391,70,71,392,73,74,393,76,77,78,1089,80,1090,1091,83,1092,1093,86,87,1816,1864,1818,1865,1096,1866,1098,1821,96,97,1867,1868,100,101,1101,103,104,1869,1004,1103,1870,1105,110,1871,1107,1814,1108,1827,1828,1829],"elegant-green/medium":[0,1830,1872,1873,1833,1834,1834,1834,1860,1860,5,5,5,5,361,361,5,5,5,5,1074,7,1835,1075,1076,366,123,1111,14,125,1078,17,371,19,1079,21,22,1080,1081,126,127,27,28,1081,1861,1874,129,32,1084,34,1022,1812,1863,131,1113,133,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,1024,1837,136,1815,63,1087,1114,390,67,68,391,70,71,392,73,74,393,76,77,78,1115,139,1116,1091,141,1117,1118,86,144,1838,1875,1818,1865,1120,1866,1121,1840,150,97,1867,1868,151,152,1101,103,104,1869,1036,1122,1870,1123,156,1871,1124,1837,1108,1841,1842,1843],"elegant-green/large":[0,1844,1876,1877,1847,1848,1848,1848,1860,1860,5,5,5,5,361,361,5,5,5,5,1074,7,1849,1075,1076,366,167,1127,14,169,1078,17,371,19,1079,21,22,1080,1081,170,171,27,28,1081,1861,1878,173,32,1084,34,1051,1812,1863,175,1129,177,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,1053,1851,180,1815,63,1087,1130,390,67,68,391,70,71,392,73,74,393,76,77,78,1131,183,1132,1091,185,1133,1134,86,188,1852,1879,1818,1865,1136,1866,1137,1854,194,97,1867,1868,195,196,1101,103,104,1869,1065,1138,1870,1139,200,1871,1140,1851,1108,1855,1856,1857],"elegant-blue/small":[0,1803,1880,1881,1806,1807,1807,1807,1882,1882,5,5,5,5,361,361,5,5,5,5,1143,7,1809,1144,1145,366,12,1146,14,15,1147,17,371,19,1148,21,22,1149,1150,25,26,27,28,1150,1883,1884,31,32,1153,34,981,1812,1885,38,1155,40,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,984,1814,61,1815,63,1156,1157,390,67,68,391,70,71,392,73,74,393,76,77,78,1158,80,1159,1160,83,1161,1162,86,87,1816,1886,1818,1887,1165,1888,1167,1821,96,97,1889,1890,100,101,1170,103,104,1891,1004,1172,1892,1174,110,1893,1176,1814,1177,1827,1828,1829],"elegant-blue/medium":[0,1830,1894,1895,1833,1834,1834,1834,1882,1882,5,5,5,5,361,361,5,5,5,5,1143,7,1835,1144,1145,366,123,1180,14,125,1147,17,371,19,1148,21,22,1149,1150,126,127,27,28,1150,1883,1896,129,32,1153,34,1022,1812,1885,131,1182,133,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,1024,1837,136,1815,63,1156,1183,390,67,68,391,70,71,392,73,74,393,76,77,78,1184,139,1185,1160,141,1186,1187,86,144,1838,1897,1818,1887,1189,1888,1190,1840,150,97,1889,1890,151,152,1170,103,104,1891,1036,1191,1892,1192,156,1893,1193,1837,1177,1841,1842,1843],"elegant-blue/large":[0,1844,1898,1899,1847,1848,1848,1848,1882,1882,5,5,5,5,361,361,5,5,5,5,1143,7,1849,1144,1145,366,167,1196,14,169,1147,17,371,19,1148,21,22,1149,1150,170,171,27,28,1150,1883,1900,173,32,1153,34,1051,1812,1885,175,1198,177,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,1053,1851,180,1815,63,1156,1199,390,67,68,391,70,71,392,73,74,393,76,77,78,1200,183,1201,1160,185,1202,1203,86,188,1852,1901,1818,1887,1205,1888,1206,1854,194,97,1889,1890,195,196,1170,103,104,1891,1065,1207,1892,1208,200,1893,1209,1851,1177,1855,1856,1857],"elegant-orange/small":[0,1803,1902,1903,1806,1807,1807,1807,1904,1904,5,5,5,5,361,361,5,5,5,5,1212,7,1809,1213,1214,366,12,1215,14,15,1216,17,371,19,1217,21,22,1218,1219,25,26,27,28,1219,1905,1906,31,32,1222,34,981,1812,1907,38,1224,40,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,984,1814,61,1815,63,1225,1226,390,67,68,391,70,71,392,73,74,393,76,77,78,1227,80,1228,1229,83,1230,1231,86,87,1816,1908,1818,1909,1234,1910,1236,1821,96,97,1911,1912,100,101,1239,103,104,1913,1004,1241,1914,1243,110,1915,1245,1814,1246,1827,1828,1829],"elegant-orange/medium":[0,1830,1916,1917,1833,1834,1834,1834,1904,1904,5,5,5,5,361,361,5,5,5,5,1212,7,1835,1213,1214,366,123,1249,14,125,1216,17,371,19,1217,21,22,1218,1219,126,127,27,28,1219,1905,1918,129,32,1222,34,1022,1812,1907,131,1251,133,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,1024,1837,136,1815,63,1225,1252,390,67,68,391,70,71,392,73,74,393,76,77,78,1253,139,1254,1229,141,1255,1256,86,144,1838,1919,1818,1909,1258,1910,1259,1840,150,97,1911,1912,151,152,1239,103,104,1913,1036,1260,1914,1261,156,1915,1262,1837,1246,1841,1842,1843],"elegant-orange/large":[0,1844,1920,1921,1847,1848,1848,1848,1904,1904,5,5,5,5,361,361,5,5,5,5,1212,7,1849,1213,1214,366,167,1265,14,169,1216,17,371,19,1217,21,22,1218,1219,170,171,27,28,1219,1905,1922,173,32,1222,34,1051,1812,1907,175,1267,177,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,1053,1851,180,1815,63,1225,1268,390,67,68,391,70,71,392,73,74,393,76,77,78,1269,183,1270,1229,185,1271,1272,86,188,1852,1923,1818,1909,1274,1910,1275,1854,194,97,1911,1912,195,196,1239,103,104,1913,1065,1276,1914,1277,200,1915,1278,1851,1246,1855,1856,1857],"elegant-red/small":[0,1803,1924,1925,1806,1807,1807,1807,1926,1926,5,5,5,5,361,361,5,5,5,5,1281,7,1809,1282,1283,366,12,1284,14,15,1285,17,371,19,1286,21,22,1287,1288,25,26,27,28,1288,1927,1928,31,32,1291,34,981,1812,1929,38,1293,40,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,984,1814,61,1815,63,1294,1295,390,67,68,391,70,71,392,73,74,393,76,77,78,1296,80,1297,1298,83,1299,1300,86,87,1816,1930,1818,1931,1303,1932,1305,1821,96,97,1933,1934,100,101,1308,103,104,1935,1004,1310,1936,1312,110,1937,1314,1814,1315,1827,1828,1829],"elegant-red/medium":[0,1830,1938,1939,1833,1834,1834,1834,1926,1926,5,5,5,5,361,361,5,5,5,5,1281,7,1835,1282,1283,366,123,1318,14,125,1285,17,371,19,1286,21,22,1287,1288,126,127,27,28,1288,1927,1940,129,32,1291,34,1022,1812,1929,131,1320,133,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,1024,1837,136,1815,63,1294,1321,390,67,68,391,70,71,392,73,74,393,76,77,78,1322,139,1323,1298,141,1324,1325,86,144,1838,1941,1818,1931,1327,1932,1328,1840,150,97,1933,1934,151,152,1308,103,104,1935,1036,1329,1936,1330,156,1937,1331,1837,1315,1841,1842,1843],"elegant-red/large":[0,1844,1942,1943,1847,1848,1848,1848,1926,1926,5,5,5,5,361,361,5,5,5,5,1281,7,1849,1282,1283,366,167,1334,14,169,1285,17,371,19,1286,21,22,1287,1288,170,171,27,28,1288,1927,1944,173,32,1291,34,1051,1812,1929,175,1336,177,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,1053,1851,180,1815,63,1294,1337,390,67,68,391,70,71,392,73,74,393,76,77,78,1338,183,1339,1298,185,1340,1341,86,188,1852,1945,1818,1931,1343,1932,1344,1854,194,97,1933,1934,195,196,1308,103,104,1935,1065,1345,1936,1346,200,1937,1347,1851,1315,1855,1856,1857],"elegant-navy/small":[0,1803,1946,1947,1806,1807,1807,1807,1948,1948,5,5,5,5,361,361,5,5,5,5,1350,7,1809,1351,1352,366,12,1353,14,15,1354,17,371,19,1355,21,22,1356,1357,25,26,27,28,1357,1949,1950,31,32,1360,34,981,1812,1951,38,1362,40,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,984,1814,61,1815,63,1363,1364,390,67,68,391,70,71,392,73,74,393,76,77,78,1365,80,1366,1367,83,1368,1369,86,87,1816,1952,1818,1953,1372,1954,1374,1821,96,97,1955,1956,100,101,1377,103,104,1957,1004,1379,1958,1381,110,1959,1383,1814,1384,1827,1828,1829],"elegant-navy/medium":[0,1830,1960,1961,1833,1834,1834,1834,1948,1948,5,5,5,5,361,361,5,5,5,5,1350,7,1835,1351,1352,366,123,1387,14,125,1354,17,371,19,1355,21,22,1356,1357,126,127,27,28,1357,1949,1962,129,32,1360,34,1022,1812,1951,131,1389,133,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,1024,1837,136,1815,63,1363,1390,390,67,68,391,70,71,392,73,74,393,76,77,78,1391,139,1392,1367,141,1393,1394,86,144,1838,1963,1818,1953,1396,1954,1397,1840,150,97,1955,1956,151,152,1377,103,104,1957,1036,1398,1958,1399,156,1959,1400,1837,1384,1841,1842,1843],"elegant-navy/large":[0,1844,1964,1965,1847,1848,1848,1848,1948,1948,5,5,5,5,361,361,5,5,5,5,1350,7,1849,1351,1352,366,167,1403,14,169,1354,17,371,19,1355,21,22,1356,1357,170,171,27,28,1357,1949,1966,173,32,1360,34,1051,1812,1951,175,1405,177,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,1053,1851,180,1815,63,1363,1406,390,67,68,391,70,71,392,73,74,393,76,77,78,1407,183,1408,1367,185,1409,1410,86,188,1852,1967,1818,1953,1412,1954,1413,1854,194,97,1955,1956,195,196,1377,103,104,1957,1065,1414,1958,1415,200,1959,1416,1851,1384,1855,1856,1857],"elegant-gray/small":[0,1803,1968,1969,1806,1807,1807,1807,1970,1970,5,5,5,5,361,361,5,5,5,5,1419,7,1809,1420,1421,366,12,1422,14,15,1423,17,371,19,1424,21,22,1425,1426,25,26,27,28,1426,1971,1972,31,32,1429,34,981,1812,1973,38,1431,40,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,984,1814,61,1815,63,1432,1433,390,67,68,391,70,71,392,73,74,393,76,77,78,1434,80,1435,1436,83,1437,1438,86,87,1816,1974,1818,1975,1441,1976,1443,1821,96,97,1977,1978,100,101,1446,103,104,1979,1004,1448,1980,1450,110,1981,1452,1814,1453,1827,1828,1829],"elegant-gray/medium":[0,1830,1982,1983,1833,1834,1834,1834,1970,1970,5,5,5,5,361,361,5,5,5,5,1419,7,1835,1420,1421,366,123,1456,14,125,1423,17,371,19,1424,21,22,1425,1426,126,127,27,28,1426,1971,1984,129,32,1429,34,1022,1812,1973,131,1458,133,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,1024,1837,136,1815,63,1432,1459,390,67,68,391,70,71,392,73,74,393,76,77,78,1460,139,1461,1436,141,1462,1463,86,144,1838,1985,1818,1975,1465,1976,1466,1840,150,97,1977,1978,151,152,1446,103,104,1979,1036,1467,1980,1468,156,1981,1469,1837,1453,1841,1842,1843],"elegant-gray/large":[0,1844,1986,1987,1847,1848,1848,1848,1970,1970,5,5,5,5,361,361,5,5,5,5,1419,7,1849,1420,1421,366,167,1472,14,169,1423,17,371,19,1424,21,22,1425,1426,170,171,27,28,1426,1971,1988,173,32,1429,34,1051,1812,1973,175,1474,177,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,1053,1851,180,1815,63,1432,1475,390,67,68,391,70,71,392,73,74,393,76,77,78,1476,183,1477,1436,185,1478,1479,86,188,1852,1989,1818,1975,1481,1976,1482,1854,194,97,1977,1978,195,196,1446,103,104,1979,1065,1483,1980,1484,200,1981,1485,1851,1453,1855,1856,1857],"elegant-sky/small":[0,1803,1990,1991,1806,1807,1807,1807,1992,1992,5,5,5,5,361,361,5,5,5,5,1488,7,1809,1489,1490,366,12,1491,14,15,1492,17,371,19,1493,21,22,1494,1495,25,26,27,28,1495,1993,1994,31,32,1498,34,981,1812,1995,38,1500,40,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,984,1814,61,1815,63,1501,1502,390,67,68,391,70,71,392,73,74,393,76,77,78,1503,80,1504,1505,83,1506,1507,86,87,1816,1996,1818,1997,1510,1998,1512,1821,96,97,1999,2000,100,101,1515,103,104,2001,1004,1517,2002,1519,110,2003,1521,1814,1522,1827,1828,1829],"elegant-sky/medium":[0,1830,2004,2005,1833,1834,1834,1834,1992,1992,5,5,5,5,361,361,5,5,5,5,1488,7,1835,1489,1490,366,123,1525,14,125,1492,17,371,19,1493,21,22,1494,1495,126,127,27,28,1495,1993,2006,129,32,1498,34,1022,1812,1995,131,1527,133,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,1024,1837,136,1815,63,1501,1528,390,67,68,391,70,71,392,73,74,393,76,77,78,1529,139,1530,1505,141,1531,1532,86,144,1838,2007,1818,1997,1534,1998,1535,1840,150,97,1999,2000,151,152,1515,103,104,2001,1036,1536,2002,1537,156,2003,1538,1837,1522,1841,1842,1843],"elegant-sky/large":[0,1844,2008,2009,1847,1848,1848,1848,1992,1992,5,5,5,5,361,361,5,5,5,5,1488,7,1849,1489,1490,366,167,1541,14,169,1492,17,371,19,1493,21,22,1494,1495,170,171,27,28,1495,1993,2010,173,32,1498,34,1051,1812,1995,175,1543,177,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,1053,1851,180,1815,63,1501,1544,390,67,68,391,70,71,392,73,74,393,76,77,78,1545,183,1546,1505,185,1547,1548,86,188,1852,2011,1818,1997,1550,1998,1551,1854,194,97,1999,2000,195,196,1515,103,104,2001,1065,1552,2002,1553,200,2003,1554,1851,1522,1855,1856,1857],"bold-gold/small":[0,2012,2013,2014,2015,2016,2016,2016,2017,2017,5,5,5,5,361,361,5,5,5,5,2018,7,2019,971,972,665,666,973,14,15,974,17,670,19,975,21,22,976,977,25,26,27,28,977,2020,2021,31,32,980,34,2022,678,2023,38,983,40,682,683,683,684,685,684,686,686,687,688,689,690,691,691,688,685,686,687,687,687,687,687,692,688,686,687,688,693,53,54,694,56,57,58,2024,985,61,697,63,986,987,700,67,68,701,70,71,702,73,74,703,76,77,78,988,80,989,990,83,991,992,86,87,2025,2026,712,2027,2028,2029,998,999,96,97,2030,2031,100,101,1002,103,104,2032,2033,1005,2034,1007,110,2035,1009,985,1010,1011,1012,1013],"bold-gold/medium":[0,2036,2037,2038,2039,2015,2015,2015,2017,2017,5,5,5,5,361,361,5,5,5,5,2018,7,2040,971,972,665,740,1020,14,125,974,17,670,19,975,21,22,976,977,126,127,27,28,977,2020,2041,129,32,980,34,2042,678,2023,131,1023,133,682,683,683,684,685,684,686,686,687,688,689,690,691,691,688,685,686,687,687,687,687,687,692,688,686,687,688,693,53,54,694,56,57,58,2043,1025,136,697,63,986,1026,700,67,68,701,70,71,702,73,74,703,76,77,78,1027,139,1028,990,141,1029,1030,86,144,2044,2045,712,2027,2046,2029,1034,1035,150,97,2030,2031,151,152,1002,103,104,2032,2047,1037,2034,1038,156,2035,1039,1025,1010,1040,1041,1042],"bold-gold/large":[0,2048,2049,2050,2051,2052,2052,2052,2017,2017,5,5,5,5,361,361,5,5,5,5,2018,7,2053,971,972,665,776,1049,14,169,974,17,670,19,975,21,22,976,977,170,171,27,28,977,2020,2054,173,32,980,34,2055,678,2023,175,1052,177,682,683,683,684,685,684,686,686,687,688,689,690,691,691,688,685,686,687,687,687,687,687,692,688,686,687,688,693,53,54,694,56,57,58,2056,1054,180,697,63,986,1055,700,67,68,701,70,71,702,73,74,703,76,77,78,1056,183,1057,990,185,1058,1059,86,188,2057,2058,712,2027,2059,2029,1063,1064,194,97,2030,2031,195,196,1002,103,104,2032,2060,1066,2034,1067,200,2035,1068,1054,1010,1069,1070,1071],"bold-green/small":[0,2012,2013,2014,2061,2062,2062,2062,2063,2063,5,5,5,5,361,361,5,5,5,5,2064,7,2019,1075,1076,665,666,1077,14,15,1078,17,670,19,1079,21,22,1080,1081,25,26,27,28,1081,2065,2066,31,32,1084,34,2022,678,2067,38,1086,40,682,683,683,684,685,684,686,686,687,688,689,690,691,691,688,685,686,687,687,687,687,687,692,688,686,687,688,693,53,54,694,56,57,58,2024,985,61,697,63,1087,1088,700,67,68,701,70,71,702,73,74,703,76,77,78,1089,80,1090,1091,83,1092,1093,86,87,2025,2068,712,2069,2070,2071,1098,999,96,97,2072,2073,100,101,1101,103,104,2074,2033,1103,2075,1105,110,2076,1107,985,1108,1011,1012,1013],"bold-green/medium":[0,2036,2037,2038,2077,2061,2061,2061,2063,2063,5,5,5,5,361,361,5,5,5,5,2064,7,2040,1075,1076,665,740,1111,14,125,1078,17,670,19,1079,21,22,1080,1081,126,127,27,28,1081,2065,2078,129,32,1084,34,2042,678,2067,131,1113,133,682,683,683,684,685,684,686,686,687,688,689,690,691,691,688,685,686,687,687,687,687,687,692,688,686,687,688,693,53,54,694,56,57,58,2043,1025,136,697,63,1087,1114,700,67,68,701,70,71,702,73,74,703,76,77,78,1115,139,1116,1091,141,1117,1118,86,144,2044,2079,712,2069,2080,2071,1121,1035,150,97,2072,2073,151,152,1101,103,104,2074,2047,1122,2075,1123,156,2076,1124,1025,1108,1040,1041,1042],"bold-green/large":[0,2048,2049,2050,2081,2082,2082,2082,2063,2063,5,5,5,5,361,361,5,5,5,5,2064,7,2053,1075,1076,665,776,1127,14,169,1078,17,670,19,1079,21,22,1080,1081,170,171,27,28,1081,2065,2083,173,32,1084,34,2055,678,2067,175,1129,177,682,683,683,684,685,684,686,686,687,688,689,690,691,691,688,685,686,687,687,687,687,687,692,688,686,687,688,693,53,54,694,56,57,58,2056,1054,180,697,63,1087,1130,700,67,68,701,70,71,702,73,74,703,76,77,78,1131,183,1132,1091,185,1133,1134,86,188,2057,2084,712,2069,2085,2071,1137,1064,194,97,2072,2073,195,196,1101,103,104,2074,2060,1138,2075,1139,200,2076,1140,1054,1108,1069,1070,1071],"bold-blue/small":[0,2012,2013,2014,2086,2087,2087,2087,2088,2088,5,5,5,5,361,361,5,5,5,5,2089,7,2019,1144,1145,665,666,1146,14,15,1147,17,670,19,1148,21,22,1149,1150,25,26,27,28,1150,2090,2091,31,32,1153,34,2022,678,2092,38,1155,40,682,683,683,684,685,684,686,686,687,688,689,690,691,691,688,685,686,687,687,687,687,687,692,688,686,687,688,693,53,54,694,56,57,58,2024,985,61,697,63,1156,1157,700,67,68,701,70,71,702,73,74,703,76,77,78,1158,80,1159,1160,83,1161,1162,86,87,2025,2093,712,2094,2095,2096,1167,999,96,97,2097,2098,100,101,1170,103,104,2099,2033,1172,2100,1174,110,2101,1176,985,1177,1011,1012,1013],"bold-blue/medium":[0,2036,2037,2038,2102,2086,2086,2086,2088,2088,5,5,5,5,361,361,5,5,5,5,2089,7,2040,1144,1145,665,740,1180,14,125,1147,17,670,19,1148,21,22,1149,1150,126,127,27,28,1150,2090,2103,129,32,1153,34,2042,678,2092,131,1182,133,682,683,683,684,685,684,686,686,687,688,689,690,691,691,688,685,686,687,687,687,687,687,692,688,686,687,688,693,53,54,694,56,57,58,2043,1025,136,697,63,1156,1183,700,67,68,701,70,71,702,73,74,703,76,77,78,1184,139,1185,1160,141,1186,1187,86,144,2044,2104,712,2094,2105,2096,1190,1035,150,97,2097,2098,151,152,1170,103,104,2099,2047,1191,2100,1192,156,2101,1193,1025,1177,1040,1041,1042],"bold-blue/large":[0,2048,2049,2050,2106,2107,2107,2107,2088,2088,5,5,5,5,361,361,5,5,5,5,2089,7,2053,1144,1145,665,776,1196,14,169,1147,17,670,19,1148,21,22,1149,1150,170,171,27,28,1150,2090,2108,173,32,1153,34,2055,678,2092,175,1198,177,682,683,683,684,685,684,686,686,687,688,689,690,691,691,688,685,686,687,687,687,687,687,692,688,686,687,688,693,53,54,694,56,57,58,2056,1054,180,697,63,1156,1199,700,67,68,701,70,71,702,73,74,703,76,77,78,1200,183,1201,1160,185,1202,1203,86,188,2057,2109,712,2094,2110,2096,1206,1064,194,97,2097,2098,195,196,1170,103,104,2099,2060,1207,2100,1208,200,2101,1209,1054,1177,1069,1070,1071],"bold-orange/small":[0,2012,2013,2014,2111,2112,2112,2112,2113,2113,5,5,5,5,361,361,5,5,5,5,2114,7,2019,1213,1214,665,666,1215,14,15,1216,17,670,19,1217,21,22,1218,1219,25,26,27,28,1219,2115,2116,31,32,1222,34,2022,678,2117,38,1224,40,682,683,683,684,685,684,686,686,687,688,689,690,691,691,688,685,686,687,687,687,687,687,692,688,686,687,688,693,53,54,694,56,57,58,2024,985,61,697,63,1225,1226,700,67,68,701,70,71,702,73,74,703,76,77,78,1227,80,1228,1229,83,1230,1231,86,87,2025,2118,712,2119,2120,2121,1236,999,96,97,2122,2123,100,101,1239,103,104,2124,2033,1241,2125,1243,110,2126,1245,985,1246,1011,1012,1013],"bold-orange/medium":[0,2036,2037,2038,2127,2111,2111,2111,2113,2113,5,5,5,5,361,361,5,5,5,5,2114,7,2040,1213,1214,665,740,1249,14,125,1216,17,670,19,1217,21,22,1218,1219,126,127,27,28,1219,2115,2128,129,32,1222,34,2042,678,2117,131,1251,133,682,683,683,684,685,684,686,686,687,688,689,690,691,691,688,685,686,687,687,687,687,687,692,688,686,687,688,693,53,54,694,56,57,58,2043,1025,136,697,63,1225,1252,700,67,68,701,70,71,702,73,74,703,76,77,78,1253,139,1254,1229,141,1255,1256,86,144,2044,2129,712,2119,2130,2121,1259,1035,150,97,2122,2123,151,152,1239,103,104,2124,2047,1260,2125,1261,156,2126,1262,1025,1246,1040,1041,1042],"bold-orange/large":[0,2048,2049,2050,2131,2132,2132,2132,2113,2113,5,5,5,5,361,361,5,5,5,5,2114,7,2053,1213,1214,665,776,1265,14,169,1216,17,670,19,1217,21,22,1218,1219,170,171,27,28,1219,2115,2133,173,32,1222,34,2055,678,2117,175,1267,177,682,683,683,684,685,684,686,686,687,688,689,690,691,691,688,685,686,687,687,687,687,687,692,688,686,687,688,693,53,54,694,56,57,58,2056,1054,180,697,63,1225,1268,700,67,68,701,70,71,702,73,74,703,76,77,78,1269,183,1270,1229,185,1271,1272,86,188,2057,2134,712,2119,2135,2121,1275,1064,194,97,2122,2123,195,196,1239,103,104,2124,2060,1276,2125,1277,200,2126,1278,1054,1246,1069,1070,1071],"bold-red/small":[0,2012,2013,2014,2136,2137,2137,2137,2138,2138,5,5,5,5,361,361,5,5,5,5,2139,7,2019,1282,1283,665,666,1284,14,15,1285,17,670,19,1286,21,22,1287,1288,25,26,27,28,1288,2140,2141,31,32,1291,34,2022,678,2142,38,1293,40,682,683,683,684,685,684,686,686,687,688,689,690,691,691,688,685,686,687,687,687,687,687,692,688,686,687,688,693,53,54,694,56,57,58,2024,985,61,697,63,1294,1295,700,67,68,701,70,71,702,73,74,703,76,77,78,1296,80,1297,1298,83,1299,1300,86,87,2025,2143,712,2144,2145,2146,1305,999,96,97,2147,2148,100,101,1308,103,104,2149,2033,1310,2150,1312,110,2151,1314,985,1315,1011,1012,1013],"bold-red/medium":[0,2036,2037,2038,2152,2136,2136,2136,2138,2138,5,5,5,5,361,361,5,5,5,5,2139,7,2040,1282,1283,665,740,1318,14,125,1285,17,670,19,1286,21,22,1287,1288,126,127,27,28,1288,2140,2153,129,32,1291,34,2042,678,2142,131,1320,133,682,683,683,684,685,684,686,686,687,688,689,690,691,691,688,685,686,687,687,687,687,687,692,688,686,687,688,693,53,54,694,56,57,58,2043,1025,136,697,63,1294,1321,700,67,68,701,70,71,702,73,74,703,76,77,78,1322,139,1323,1298,141,1324,1325,86,144,2044,2154,712,2144,2155,2146,1328,1035,150,97,2147,2148,151,152,1308,103,104,2149,2047,1329,2150,1330,156,2151,1331,1025,1315,1040,1041,1042],"bold-red/large":[0,2048,2049,2050,2156,2157,2157,2157,2138,2138,5,5,5,5,361,361,5,5,5,5,2139,7,2053,1282,1283,665,776,1334,14,169,1285,17,670,19,1286,21,22,1287,1288,170,171,27,28,1288,2140,2158,173,32,1291,34,2055,678,2142,175,1336,177,682,683,683,684,685,684,686,686,687,688,689,690,691,691,688,685,686,687,687,687,687,687,692,688,686,687,688,693,53,54,694,56,57,58,2056,1054,180,697,63,1294,1337,700,67,68,701,70,71,702,73,74,703,76,77,78,1338,183,1339,1298,185,1340,1341,86,188,2057,2159,712,2144,2160,2146,1344,1064,194,97,2147,2148,195,196,1308,103,104,2149,2060,1345,2150,1346,200,2151,1347,1054,1315,1069,1070,1071],"bold-navy/small":[0,2012,2013,2014,2161,2162,2162,2162,2163,2163,5,5,5,5,361,361,5,5,5,5,2164,7,2019,1351,1352,665,666,1353,14,15,1354,17,670,19,1355,21,22,1356,1357,25,26,27,28,1357,2165,2166,31,32,1360,34,2022,678,2167,38,1362,40,682,683,683,684,685,684,686,686,687,688,689,690,691,691,688,685,686,687,687,687,687,687,692,688,686,687,688,693,53,54,694,56,57,58,2024,985,61,697,63,1363,1364,700,67,68,701,70,71,702,73,74,703,76,77,78,1365,80,1366,1367,83,1368,1369,86,87,2025,2168,712,2169,2170,2171,1374,999,96,97,2172,2173,100,101,1377,103,104,2174,2033,1379,2175,1381,110,2176,1383,985,1384,1011,1012,1013],"bold-navy/medium":[0,2036,2037,2038,2177,2161,2161,2161,2163,2163,5,5,5,5,361,361,5,5,5,5,2164,7,2040,1351,1352,665,740,1387,14,125,1354,17,670,19,1355,21,22,1356,1357,126,127,27,28,1357,2165,2178,129,32,1360,34,2042,678,2167,131,1389,133,682,683,683,684,685,684,686,686,687,688,689,690,691,691,688,685,686,687,687,687,687,687,692,688,686,687,688,693,53,54,694,56,57,58,2043,1025,136,697,63,1363,1390,700,67,68,701,70,71,702,73,74,703,76,77,78,1391,139,1392,1367,141,1393,1394,86,144,2044,2179,712,2169,2180,2171,1397,1035,150,97,2172,2173,151,152,1377,103,104,2174,2047,1398,2175,1399,156,2176,1400,1025,1384,1040,1041,1042],"bold-navy/large":[0,2048,2049,2050,2181,2182,2182,2182,2163,2163,5,5,5,5,361,361,5,5,5,5,2164,7,2053,1351,1352,665,776,1403,14,169,1354,17,670,19,1355,21,22,1356,1357,170,171,27,28,1357,2165,2183,173,32,1360,34,2055,678,2167,175,1405,177,682,683,683,684,685,684,686,686,687,688,689,690,691,691,688,685,686,687,687,687,687,687,692,688,686,687,688,693,53,54,694,56,57,58,2056,1054,180,697,63,1363,1406,700,67,68,701,70,71,702,73,74,703,76,77,78,1407,183,1408,1367,185,1409,1410,86,188,2057,2184,712,2169,2185,2171,1413,1064,194,97,2172,2173,195,196,1377,103,104,2174,2060,1414,2175,1415,200,2176,1416,1054,1384,1069,1070,1071],"bold-gray/small":[0,2012,2013,2014,2186,2187,2187,2187,2188,2188,5,5,5,5,361,361,5,5,5,5,2189,7,2019,1420,1421,665,666,1422,14,15,1423,17,670,19,1424,21,22,1425,1426,25,26,27,28,1426,2190,2191,31,32,1429,34,2022,678,2192,38,1431,40,682,683,683,684,685,684,686,686,687,688,689,690,691,691,688,685,686,687,687,687,687,687,692,688,686,687,688,693,53,54,694,56,57,58,2024,985,61,697,63,1432,1433,700,67,68,701,70,71,702,73,74,703,76,77,78,1434,80,1435,1436,83,1437,1438,86,87,2025,2193,712,2194,2195,2196,1443,999,96,97,2197,2198,100,101,1446,103,104,2199,2033,1448,2200,1450,110,2201,1452,985,1453,1011,1012,1013],"bold-gray/medium":[0,2036,2037,2038,2202,2186,2186,2186,2188,2188,5,5,5,5,361,361,5,5,5,5,2189,7,2040,1420,1421,665,740,1456,14,125,1423,17,670,19,1424,21,22,1425,1426,126,127,27,28,1426,2190,2203,129,32,1429,34,2042,678,2192,131,1458,133,682,683,683,684,685,684,686,686,687,688,689,690,691,691,688,685,686,687,687,687,687,687,692,688,686,687,688,693,53,54,694,56,57,58,2043,1025,136,697,63,1432,1459,700,67,68,701,70,71,702,73,74,703,76,77,78,1460,139,1461,1436,141,1462,1463,86,144,2044,2204,712,2194,2205,2196,1466,1035,150,97,2197,2198,151,152,1446,103,104,2199,2047,1467,2200,1468,156,2201,1469,1025,1453,1040,1041,1042],"bold-gray/large":[0,2048,2049,2050,2206,2207,2207,2207,2188,2188,5,5,5,5,361,361,5,5,5,5,2189,7,2053,1420,1421,665,776,1472,14,169,1423,17,670,19,1424,21,22,1425,1426,170,171,27,28,1426,2190,2208,173,32,1429,34,2055,678,2192,175,1474,177,682,683,683,684,685,684,686,686,687,688,689,690,691,691,688,685,686,687,687,687,687,687,692,688,686,687,688,693,53,54,694,56,57,58,2056,1054,180,697,63,1432,1475,700,67,68,701,70,71,702,73,74,703,76,77,78,1476,183,1477,1436,185,1478,1479,86,188,2057,2209,712,2194,2210,2196,1482,1064,194,97,2197,2198,195,196,1446,103,104,2199,2060,1483,2200,1484,200,2201,1485,1054,1453,1069,1070,1071],"bold-sky/small":[0,2012,2013,2014,2211,2212,2212,2212,2213,2213,5,5,5,5,361,361,5,5,5,5,2214,7,2019,1489,1490,665,666,1491,14,15,1492,17,670,19,1493,21,22,1494,1495,25,26,27,28,1495,2215,2216,31,32,1498,34,2022,678,2217,38,1500,40,682,683,683,684,685,684,686,686,687,688,689,690,691,691,688,685,686,687,687,687,687,687,692,688,686,687,688,693,53,54,694,56,57,58,2024,985,61,697,63,1501,1502,700,67,68,701,70,71,702,73,74,703,76,77,78,1503,80,1504,1505,83,1506,1507,86,87,2025,2218,712,2219,2220,2221,1512,999,96,97,2222,2223,100,101,1515,103,104,2224,2033,1517,2225,1519,110,2226,1521,985,1522,1011,1012,1013],"bold-sky/medium":[0,2036,2037,2038,2227,2211,2211,2211,2213,2213,5,5,5,5,361,361,5,5,5,5,2214,7,2040,1489,1490,665,740,1525,14,125,1492,17,670,19,1493,21,22,1494,1495,126,127,27,28,1495,2215,2228,129,32,1498,34,2042,678,2217,131,1527,133,682,683,683,684,685,684,686,686,687,688,689,690,691,691,688,685,686,687,687,687,687,687,692,688,686,687,688,693,53,54,694,56,57,58,2043,1025,136,697,63,1501,1528,700,67,68,701,70,71,702,73,74,703,76,77,78,1529,139,1530,1505,141,1531,1532,86,144,2044,2229,712,2219,2230,2221,1535,1035,150,97,2222,2223,151,152,1515,103,104,2224,2047,1536,2225,1537,156,2226,1538,1025,1522,1040,1041,1042],"bold-sky/large":[0,2048,2049,2050,2231,2232,2232,2232,2213,2213,5,5,5,5,361,361,5,5,5,5,2214,7,2053,1489,1490,665,776,1541,14,169,1492,17,670,19,1493,21,22,1494,1495,170,171,27,28,1495,2215,2233,173,32,1498,34,2055,678,2217,175,1543,177,682,683,683,684,685,684,686,686,687,688,689,690,691,691,688,685,686,687,687,687,687,687,692,688,686,687,688,693,53,54,694,56,57,58,2056,1054,180,697,63,1501,1544,700,67,68,701,70,71,702,73,74,703,76,77,78,1545,183,1546,1505,185,1547,1548,86,188,2057,2234,712,2219,2235,2221,1551,1064,194,97,2222,2223,195,196,1515,103,104,2224,2060,1552,2225,1553,200,2226,1554,1054,1522,1069,1070,1071],"wechat-native/small":[0,2236,2237,2238,2239,2240,2240,2240,5,5,5,5,5,5,5,5,5,5,5,5,2241,7,2242,2243,2244,509,12,2245,14,15,2246,17,513,19,2247,21,2248,2249,2250,2251,2252,27,2253,2250,2254,2255,2256,32,2257,34,35,526,2258,38,2259,2260,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,59,985,2261,533,2262,2263,2264,537,67,68,538,70,71,539,73,74,540,76,77,78,2265,80,2266,2267,83,2268,2269,86,2270,993,2271,550,2272,2273,2274,2275,999,2276,97,2277,2278,100,101,2279,2280,104,2281,106,2282,2283,2284,110,2285,2286,985,2287,1011,1012,1013],"wechat-native/medium":[0,2288,2289,2290,2291,2292,2292,2292,5,5,5,5,5,5,5,5,5,5,5,5,2241,7,2293,2243,2244,509,123,2294,14,125,2246,17,513,19,2247,21,2248,2249,2250,2295,2296,27,2253,2250,2254,2297,2298,32,2257,34,130,526,2258,131,2299,2300,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,134,1025,2301,533,2262,2263,2302,537,67,68,538,70,71,539,73,74,540,76,77,78,2303,139,2304,2267,141,2305,2306,86,2307,1031,2308,550,2272,2309,2274,2310,1035,2311,97,2277,2278,151,152,2279,2280,104,2281,153,2312,2283,2313,156,2285,2314,1025,2287,1040,1041,1042],"wechat-native/large":[0,2315,2316,2317,2318,2319,2319,2319,5,5,5,5,5,5,5,5,5,5,5,5,2241,7,2320,2243,2244,509,167,2321,14,169,2246,17,513,19,2247,21,2248,2249,2250,2322,2323,27,2253,2250,2254,2324,2325,32,2257,34,174,526,2258,175,2326,2327,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,178,1054,2328,533,2262,2263,2329,537,67,68,538,70,71,539,73,74,540,76,77,78,2330,183,2331,2267,185,2332,2333,86,2334,1060,2335,550,2272,2336,2274,2337,1064,2338,97,2277,2278,195,196,2279,2280,104,2281,197,2339,2283,2340,200,2285,2341,1054,2287,1069,1070,1071],"sspai-red/small":[0,2342,2343,2344,2345,2346,2346,2346,5,5,5,5,5,5,5,5,5,5,5,5,2347,7,2348,2349,2350,2351,666,2352,14,2353,2354,17,2355,19,2356,21,2357,2358,2359,2360,2361,27,2362,2359,2363,2364,2365,32,2366,34,2367,2368,2369,2370,2371,2372,682,683,683,684,685,684,686,686,687,688,689,690,691,691,688,685,686,687,687,687,687,687,692,688,686,687,688,693,53,54,694,2373,2374,2375,2376,2377,2378,2379,2380,2381,2382,2383,67,68,2384,70,71,2385,73,74,2386,76,77,78,2387,2388,2389,2390,83,2391,2392,86,2393,2394,2395,2396,2397,2398,2399,2400,2401,2402,97,2403,2404,2405,2406,2407,2408,104,2409,2410,2411,2412,2413,2414,2415,2416,2377,2417,2418,2419,2420],"sspai-red/medium":[0,2421,2422,2423,2424,2425,2425,2425,5,5,5,5,5,5,5,5,5,5,5,5,2347,7,2426,2349,2350,2351,740,2427,14,2428,2354,17,2355,19,2356,21,2357,2358,2359,2429,2430,27,2362,2359,2363,2431,2432,32,2366,34,2433,2368,2369,2434,2435,2436,682,683,683,684,685,684,686,686,687,688,689,690,691,691,688,685,686,687,687,687,687,687,692,688,686,687,688,693,53,54,694,2373,2374,2375,2437,2438,2439,2379,2380,2381,2440,2383,67,68,2384,70,71,2385,73,74,2386,76,77,78,2441,2442,2443,2390,141,2444,2445,86,2446,2447,2448,2396,2397,2449,2399,2450,2451,2452,97,2403,2404,2453,2454,2407,2408,104,2409,2455,2456,2412,2457,2458,2415,2459,2438,2417,2460,2461,2462],"sspai-red/large":[0,2463,2464,2465,2466,2467,2467,2467,5,5,5,5,5,5,5,5,5,5,5,5,2347,7,2468,2349,2350,2351,776,2469,14,2470,2354,17,2355,19,2356,21,2357,2358,2359,2471,2472,27,2362,2359,2363,2473,2474,32,2366,34,2475,2368,2369,2476,2477,2478,682,683,683,684,685,684,686,686,687,688,689,690,691,691,688,685,686,687,687,687,687,687,692,688,686,687,688,693,53,54,694,2373,2374,2375,2479,2480,2481,2379,2380,2381,2482,2383,67,68,2384,70,71,2385,73,74,2386,76,77,78,2483,2484,2485,2390,185,2486,2487,86,2488,2489,2490,2396,2397,2491,2399,2492,2493,2494,97,2403,2404,2495,2496,2407,2408,104,2409,2497,2498,2412,2499,2500,2415,2501,2480,2417,2502,2503,2504],"nyt-classic/small":[0,2505,2506,2507,2508,2509,2509,2509,5,5,5,5,5,5,5,5,5,5,5,5,2510,7,2511,2512,2513,2514,12,2515,14,2516,2517,2518,2519,2520,2521,21,2522,2523,2524,2525,2526,27,2527,2524,2528,2529,2530,32,2531,34,2532,2533,2534,2535,2535,2536,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,2375,2537,58,2538,2539,2540,2541,2542,2543,2544,2545,67,68,2546,70,71,2547,73,74,2548,76,77,78,2549,2550,2551,2552,83,2553,2554,2555,2556,2557,2558,2559,2560,2561,2562,2563,2564,2565,2566,2567,2568,2569,2570,2571,2572,2573,2574,2575,2576,2577,2578,2579,2580,2581,2539,2582,2583,2584,2585],"nyt-classic/medium":[0,2586,2587,2588,2589,2508,2508,2508,5,5,5,5,5,5,5,5,5,5,5,5,2510,7,2590,2512,2513,2514,123,2591,14,2592,2517,2518,2519,2520,2521,21,2522,2523,2524,2593,2594,27,2527,2524,2528,2595,2596,32,2531,34,2597,2533,2534,2598,2598,2599,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,2375,2537,58,2600,2601,2602,2541,2542,2543,2603,2545,67,68,2546,70,71,2547,73,74,2548,76,77,78,2604,2605,2606,2552,141,2607,2550,2555,2608,2609,2610,2559,2560,2611,2562,2612,2613,2614,2566,2567,2568,2615,2616,2571,2572,2573,2574,2617,2618,2577,2619,2620,2580,2621,2601,2582,2622,2623,2624],"nyt-classic/large":[0,2625,2626,2627,2628,2629,2629,2629,5,5,5,5,5,5,5,5,5,5,5,5,2510,7,2630,2512,2513,2514,167,2631,14,2632,2517,2518,2519,2520,2521,21,2522,2523,2524,2633,2634,27,2527,2524,2528,2635,2636,32,2531,34,2637,2533,2534,2638,2638,2639,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,2375,2537,58,2640,2641,2642,2541,2542,2543,2643,2545,67,68,2546,70,71,2547,73,74,2548,76,77,78,2644,2645,2646,2552,185,2647,2648,2555,2649,2650,2651,2559,2560,2652,2562,2653,2654,2655,2566,2567,2568,2656,2657,2571,2572,2573,2574,2658,2659,2577,2660,2661,2580,2662,2641,2582,2663,2664,2665],"github-readme/small":[0,2666,2667,2668,2669,2670,2670,2670,5,5,5,5,5,5,5,5,5,5,5,5,2671,7,2672,2673,2674,11,12,2675,14,2676,2677,2678,18,2679,2680,21,2681,2682,2683,2684,2685,27,2686,2683,2687,2688,2689,32,2690,34,2691,2692,2693,2694,2695,2696,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,2697,2698,2699,2700,2701,2702,2703,66,67,68,69,70,71,72,73,74,75,76,77,78,2704,2705,2706,2707,83,2708,2709,2710,2711,2712,2713,2714,2715,2716,2717,2718,2719,2720,2721,2722,2723,2724,2725,2726,2727,2728,2729,2730,2731,2732,2733,2734,2735,2736,2698,2737,2738,2739,2740],"github-readme/medium":[0,2741,2742,2743,2744,2745,2745,2745,5,5,5,5,5,5,5,5,5,5,5,5,2671,7,2746,2673,2674,11,123,2747,14,2748,2677,2678,18,2679,2680,21,2681,2682,2683,2749,2750,27,2686,2683,2687,2751,2752,32,2690,34,2753,2692,2693,2754,2755,2756,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,2757,2758,2759,2700,2701,2702,2760,66,67,68,69,70,71,72,73,74,75,76,77,78,2761,2762,2763,2707,141,2764,2765,2710,2766,2767,2768,2714,2715,2769,2717,2770,2771,2772,2721,2722,2723,2773,2774,2726,2727,2728,2729,2775,2776,2732,2777,2778,2735,2779,2758,2737,2780,2781,2782],"github-readme/large":[0,2783,2784,2785,2786,2787,2787,2787,5,5,5,5,5,5,5,5,5,5,5,5,2671,7,2788,2673,2674,11,167,2789,14,2790,2677,2678,18,2679,2680,21,2681,2682,2683,2791,2792,27,2686,2683,2687,2793,2794,32,2690,34,2795,2692,2693,2796,2797,2798,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,56,57,58,2799,2800,2801,2700,2701,2702,2802,66,67,68,69,70,71,72,73,74,75,76,77,78,2803,2804,2805,2707,185,2806,2807,2710,2808,2809,2810,2714,2715,2811,2717,2812,2813,2814,2721,2722,2723,2815,2816,2726,2727,2728,2729,2817,2818,2732,2819,2820,2735,2821,2800,2737,2822,2823,2824],"mint-fresh/small":[0,2825,2826,2827,2828,2829,2829,2829,2830,2830,5,5,5,5,361,361,5,5,5,5,2831,7,2832,2833,2834,2835,12,2836,14,2837,2838,2839,2840,2841,2842,21,2843,2844,2845,2846,2847,27,2848,2845,2849,2850,2851,32,2852,34,2853,2854,2855,2856,2857,2858,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,2373,2374,2859,2860,2861,2862,2863,2864,2865,2866,2867,67,68,2868,70,71,2869,73,74,2870,76,77,78,2871,2872,2873,2874,83,2875,2876,2877,2878,2879,2880,2881,2882,2883,2884,2885,2886,2887,2888,2889,2890,2891,2892,2893,2894,2895,2896,2897,2898,2899,2900,2901,2902,2903,2861,2904,2905,2906,2907],"mint-fresh/medium":[0,2908,2909,2910,2911,2912,2912,2912,2830,2830,5,5,5,5,361,361,5,5,5,5,2831,7,2913,2833,2834,2835,123,2914,14,2915,2838,2839,2840,2841,2842,21,2843,2844,2845,2916,2917,27,2848,2845,2849,2918,2919,32,2852,34,2920,2854,2855,2921,2922,2923,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,2373,2374,2859,2924,2925,2926,2863,2864,2865,2927,2867,67,68,2868,70,71,2869,73,74,2870,76,77,78,2928,2929,2930,2874,141,2931,2932,2877,2933,2934,2935,2881,2882,2936,2884,2937,2938,2939,2888,2889,2890,2940,2941,2893,2894,2895,2896,2942,2943,2899,2944,2945,2902,2946,2925,2904,2947,2948,2949],"mint-fresh/large":[0,2950,2951,2952,2953,2954,2954,2954,2830,2830,5,5,5,5,361,361,5,5,5,5,2831,7,2955,2833,2834,2835,167,2956,14,2957,2838,2839,2840,2841,2842,21,2843,2844,2845,2958,2959,27,2848,2845,2849,2960,2961,32,2852,34,2962,2854,2855,2963,2964,2965,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,2373,2374,2859,2966,2967,2968,2863,2864,2865,2969,2867,67,68,2868,70,71,2869,73,74,2870,76,77,78,2970,2971,2972,2874,185,2973,2974,2877,2975,2976,2977,2881,2882,2978,2884,2979,2980,2981,2888,2889,2890,2982,2983,2893,2894,2895,2896,2984,2985,2899,2986,2987,2902,2988,2967,2904,2989,2990,2991],"sunset-amber/small":[0,2992,2993,2994,2995,2996,2996,2996,2997,2997,5,5,5,5,361,361,5,5,5,5,2998,7,2999,3000,3001,3002,666,3003,14,3004,3005,3006,3007,3008,3009,21,3010,3011,3012,3013,3014,27,3015,3012,3016,3017,3018,32,3019,34,3020,3021,3022,3023,3024,3025,682,683,683,684,685,684,686,686,687,688,689,690,691,691,688,685,686,687,687,687,687,687,692,688,686,687,688,693,53,54,694,3026,3027,2859,3028,3029,3030,3031,3032,3033,3034,3035,67,68,3036,70,71,3037,73,74,3038,76,77,78,3039,3040,3041,3042,83,3043,3044,3045,3046,3047,3048,3049,3050,3051,3052,3053,3054,3055,3056,3057,3058,3059,3060,3061,3062,3063,3064,3065,3066,3067,3068,3069,3070,3071,3029,3072,3073,3074,3075],"sunset-amber/medium":[0,3076,3077,3078,3079,3080,3080,3080,2997,2997,5,5,5,5,361,361,5,5,5,5,2998,7,3081,3000,3001,3002,740,3082,14,3083,3005,3006,3007,3008,3009,21,3010,3011,3012,3084,3085,27,3015,3012,3016,3086,3087,32,3019,34,3088,3021,3022,3089,3090,3091,682,683,683,684,685,684,686,686,687,688,689,690,691,691,688,685,686,687,687,687,687,687,692,688,686,687,688,693,53,54,694,3026,3027,2859,3092,3093,3094,3031,3032,3033,3095,3035,67,68,3036,70,71,3037,73,74,3038,76,77,78,3096,3097,3098,3042,141,3099,3100,3045,3101,3102,3103,3049,3050,3104,3052,3105,3106,3107,3056,3057,3058,3108,3109,3061,3062,3063,3064,3110,3111,3067,3112,3113,3070,3114,3093,3072,3115,3116,3117],"sunset-amber/large":[0,3118,3119,3120,3121,3122,3122,3122,2997,2997,5,5,5,5,361,361,5,5,5,5,2998,7,3123,3000,3001,3002,776,3124,14,3125,3005,3006,3007,3008,3009,21,3010,3011,3012,3126,3127,27,3015,3012,3016,3128,3129,32,3019,34,3130,3021,3022,3131,3132,3133,682,683,683,684,685,684,686,686,687,688,689,690,691,691,688,685,686,687,687,687,687,687,692,688,686,687,688,693,53,54,694,3026,3027,2859,3134,3135,3136,3031,3032,3033,3137,3035,67,68,3036,70,71,3037,73,74,3038,76,77,78,3138,3139,3140,3042,185,3141,3142,3045,3143,3144,3145,3049,3050,3146,3052,3147,3148,3149,3056,3057,3058,3150,3151,3061,3062,3063,3064,3152,3153,3067,3154,3155,3070,3156,3135,3072,3157,3158,3159],"ink-minimal/small":[0,3160,3161,3162,3163,3164,3164,3164,5,5,5,5,5,5,5,5,5,5,5,5,3165,7,3166,3167,3168,2514,12,3169,14,668,3170,3171,2519,3172,3173,21,3174,3175,3176,3177,3178,27,3179,3176,3180,3181,3182,32,3183,34,3184,3185,3186,680,3187,3188,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,2859,3189,3189,3190,3191,3192,3193,3194,3195,3196,2545,67,68,2546,70,71,2547,73,74,2548,76,77,78,3197,705,3198,3199,83,3200,3201,3202,3203,3204,3205,3206,3207,3208,3209,3210,3211,3212,3213,3214,3215,720,721,3216,3217,3218,3219,3220,3221,3222,3223,728,3224,3225,3191,3226,3227,3228,3229],"ink-minimal/medium":[0,3230,3231,3232,3233,3234,3234,3234,5,5,5,5,5,5,5,5,5,5,5,5,3165,7,3235,3167,3168,2514,123,3236,14,742,3170,3171,2519,3172,3173,21,3174,3175,3176,3237,3238,27,3179,3176,3180,3239,3240,32,3183,34,3241,3185,3186,745,3242,3243,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,2859,3189,3189,3244,3245,3246,3193,3194,3195,3247,2545,67,68,2546,70,71,2547,73,74,2548,76,77,78,3248,751,3249,3199,141,3250,3251,3202,3252,3253,3254,3206,3207,3255,3209,3256,3257,3258,3213,3214,3215,760,761,3216,3217,3218,3219,3259,3260,3222,3261,765,3224,3262,3245,3226,3263,3264,3265],"ink-minimal/large":[0,3266,3267,3268,3269,3270,3270,3270,5,5,5,5,5,5,5,5,5,5,5,5,3165,7,3271,3167,3168,2514,167,3272,14,778,3170,3171,2519,3172,3173,21,3174,3175,3176,3273,3274,27,3179,3176,3180,3275,3276,32,3183,34,3277,3185,3186,781,3278,3279,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,2859,3189,3189,3280,3281,3282,3193,3194,3195,3283,2545,67,68,2546,70,71,2547,73,74,2548,76,77,78,3284,787,3285,3199,185,3286,3287,3202,3288,3289,3290,3206,3207,3291,3209,3292,3293,3294,3213,3214,3215,796,797,3216,3217,3218,3219,3295,3296,3222,3297,801,3224,3298,3281,3226,3299,3300,3301],"lavender-dream/small":[0,3302,3303,3304,3305,3306,3306,3306,3307,3307,5,5,5,5,361,361,5,5,5,5,3308,7,3309,3310,3311,3312,12,3313,14,3314,3315,3316,3317,3318,3319,21,3320,3321,3322,3323,3324,27,3325,3322,3326,3327,3328,32,3329,34,3330,3331,3332,3333,3334,3335,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,3336,3189,3189,3337,3338,3339,3340,3341,3342,3343,3344,67,68,3345,70,71,3346,73,74,3347,76,77,78,3348,3349,3350,3351,83,3352,3353,3354,3355,3356,3357,3358,3359,3360,3361,3362,3363,3364,3365,3366,3367,3368,3369,3370,3371,3372,3373,3374,3375,3376,3377,3378,3379,3380,3338,3381,3382,3383,3384],"lavender-dream/medium":[0,3385,3386,3387,3388,3389,3389,3389,3307,3307,5,5,5,5,361,361,5,5,5,5,3308,7,3390,3310,3311,3312,123,3391,14,3392,3315,3316,3317,3318,3319,21,3320,3321,3322,3393,3394,27,3325,3322,3326,3395,3396,32,3329,34,3397,3331,3332,3398,3399,3400,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,3336,3189,3189,3401,3402,3403,3340,3341,3342,3404,3344,67,68,3345,70,71,3346,73,74,3347,76,77,78,3405,3406,3407,3351,141,3408,3409,3354,3410,3411,3412,3358,3359,3413,3361,3414,3415,3416,3365,3366,3367,3417,3418,3370,3371,3372,3373,3419,3420,3376,3421,3422,3379,3423,3402,3381,3424,3425,3426],"lavender-dream/large":[0,3427,3428,3429,3430,3431,3431,3431,3307,3307,5,5,5,5,361,361,5,5,5,5,3308,7,3432,3310,3311,3312,167,3433,14,3434,3315,3316,3317,3318,3319,21,3320,3321,3322,3435,3436,27,3325,3322,3326,3437,3438,32,3329,34,3439,3331,3332,3440,3441,3442,41,42,41,43,43,41,44,44,45,43,46,45,47,47,43,43,43,42,43,48,48,48,49,50,48,51,44,52,53,54,55,3336,3189,3189,3443,3444,3445,3340,3341,3342,3446,3344,67,68,3345,70,71,3346,73,74,3347,76,77,78,3447,3448,3449,3351,185,3450,3451,3354,3452,3453,3454,3358,3359,3455,3361,3456,3457,3458,3365,3366,3367,3459,3460,3370,3371,3372,3373,3461,3462,3376,3463,3464,3379,3465,3444,3381,3466,3467,3468],"coffee-house/small":[0,3469,3470,3471,3472,3473,3473,3473,5,5,5,5,5,5,5,5,5,5,5,5,3474,7,3475,3476,3477,3478,3479,3480,14,3481,3482,3483,513,3484,3485,21,3486,3487,3488,3489,3490,27,3491,3488,3492,3493,3494,32,3495,34,3496,3497,3498,3499,3500,3501,3502,3503,3502,3504,3505,3502,3506,3506,3507,3504,3508,3507,3509,3509,3504,3504,3504,3503,3504,3506,3506,3506,3508,50,48,51,44,52,53,54,3510,3511,3336,58,3512,3513,3514,3515,3516,3517,3518,537,67,68,538,70,71,539,73,74,540,76,77,78,3519,3520,3521,3522,83,3523,3524,3525,3526,3527,3528,3529,3530,3531,3532,3533,3534,3535,3536,3537,3538,3539,3540,3541,3542,3543,3544,3545,3546,3547,3548,3549,3550,3551,3513,3552,3553,3554,3555],"coffee-house/medium":[0,3556,3557,3558,3559,3560,3560,3560,5,5,5,5,5,5,5,5,5,5,5,5,3474,7,3561,3476,3477,3478,3562,3563,14,3564,3482,3483,513,3484,3485,21,3486,3487,3488,3565,3566,27,3491,3488,3492,3567,3568,32,3495,34,3569,3497,3498,3570,3571,3572,3502,3503,3502,3504,3505,3502,3506,3506,3507,3504,3508,3507,3509,3509,3504,3504,3504,3503,3504,3506,3506,3506,3508,50,48,51,44,52,53,54,3510,3511,3336,58,3573,3574,3575,3515,3516,3517,3576,537,67,68,538,70,71,539,73,74,540,76,77,78,3577,3578,3579,3522,141,3580,3581,3525,3582,3583,3584,3529,3530,3585,3532,3586,3587,3588,3536,3537,3538,3589,3590,3541,3542,3543,3544,3591,3592,3547,3593,3594,3550,3595,3574,3552,3596,3597,3598],"coffee-house/large":[0,3599,3600,3601,3602,3603,3603,3603,5,5,5,5,5,5,5,5,5,5,5,5,3474,7,3604,3476,3477,3478,3605,3606,14,3607,3482,3483,513,3484,3485,21,3486,3487,3488,3608,3609,27,3491,3488,3492,3610,3611,32,3495,34,3612,3497,3498,3613,3614,3615,3502,3503,3502,3504,3505,3502,3506,3506,3507,3504,3508,3507,3509,3509,3504,3504,3504,3503,3504,3506,3506,3506,3508,50,48,51,44,52,53,54,3510,3511,3336,58,3616,3617,3618,3515,3516,3517,3619,537,67,68,538,70,71,539,73,74,540,76,77,78,3620,3621,3622,3522,185,3623,3624,3525,3625,3626,3627,3529,3530,3628,3532,3629,3630,3631,3536,3537,3538,3632,3633,3541,3542,3543,3544,3634,3635,3547,3636,3637,3550,3638,3617,3552,3639,3640,3641],"bauhaus-primary/small":[0,3642,3643,3644,3645,3646,3646,3646,3647,5,3648,5,5,5,361,5,361,5,5,5,3649,7,3650,3651,3652,3653,666,3654,14,3655,3656,3657,2519,3658,3659,21,3660,3661,3662,3663,3664,27,3665,3662,3666,3667,3668,32,3669,34,3670,3671,3672,3187,3673,3674,682,683,683,684,685,684,686,686,687,688,689,690,691,691,688,685,686,687,687,687,687,687,692,688,686,687,688,693,53,54,694,2375,2373,3675,3676,3677,3678,3679,3680,3681,3682,2545,67,68,2546,70,71,2547,73,74,2548,76,77,78,3683,3251,3684,3685,83,3686,3687,3688,3689,3690,3691,3692,3693,3694,3695,3696,3697,3698,3699,3700,3701,3702,3703,3704,3705,3706,3707,3708,3709,3710,3711,3712,3713,3714,3677,3715,3716,3717,3718],"bauhaus-primary/medium":[0,3719,3720,3721,3722,3645,3645,3645,3647,5,3648,5,5,5,361,5,361,5,5,5,3649,7,3723,3651,3652,3653,740,3724,14,3725,3656,3657,2519,3658,3659,21,3660,3661,3662,3726,3727,27,3665,3662,3666,3728,3729,32,3669,34,3730,3671,3672,3242,3731,3732,682,683,683,684,685,684,686,686,687,688,689,690,691,691,688,685,686,687,687,687,687,687,692,688,686,687,688,693,53,54,694,2375,2373,3675,3733,3734,3735,3679,3680,3681,3736,2545,67,68,2546,70,71,2547,73,74,2548,76,77,78,3737,3738,3739,3685,141,3740,3741,3688,3742,3743,3744,3692,3693,3745,3695,3746,3747,3748,3699,3700,3701,3749,3750,3704,3705,3706,3707,3751,3752,3710,3753,3754,3713,3755,3734,3715,3756,3757,3758],"bauhaus-primary/large":[0,3759,3760,3761,3762,3763,3763,3763,3647,5,3648,5,5,5,361,5,361,5,5,5,3649,7,3764,3651,3652,3653,776,3765,14,3766,3656,3657,2519,3658,3659,21,3660,3661,3662,3767,3768,27,3665,3662,3666,3769,3770,32,3669,34,3771,3671,3672,3278,3772,3773,682,683,683,684,685,684,686,686,687,688,689,690,691,691,688,685,686,687,687,687,687,687,692,688,686,687,688,693,53,54,694,2375,2373,3675,3774,3775,3776,3679,3680,3681,3777,2545,67,68,2546,70,71,2547,73,74,2548,76,77,78,3778,3779,3780,3685,185,3781,3782,3688,3783,3784,3785,3692,3693,3786,3695,3787,3788,3789,3699,3700,3701,3790,3791,3704,3705,3706,3707,3792,3793,3710,3794,3795,3713,3796,3775,3715,3797,3798,3799]}}`;

// src/engine/local/styles/code-colors.ts
var LIGHT = {
  bg: "#f6f8fa",
  text: "#24292e",
  colors: {
    keyword: "#d73a49",
    built_in: "#e36209",
    type: "#d73a49",
    literal: "#005cc5",
    number: "#005cc5",
    operator: "#d73a49",
    regexp: "#032f62",
    string: "#032f62",
    subst: "#24292e",
    symbol: "#005cc5",
    title: "#6f42c1",
    params: "#24292e",
    comment: "#6a737d",
    doc: "#6a737d",
    meta: "#005cc5",
    attr: "#005cc5",
    attribute: "#005cc5",
    variable: "#e36209",
    property: "#005cc5",
    tag: "#22863a",
    name: "#22863a",
    selector: "#22863a",
    section: "#005cc5",
    bullet: "#735c0f",
    addition: "#22863a",
    deletion: "#b31d28",
    link: "#032f62",
    quote: "#22863a"
  }
};
var DARK = {
  bg: "#282c34",
  text: "#abb2bf",
  colors: {
    keyword: "#c678dd",
    built_in: "#e6c07b",
    type: "#e6c07b",
    literal: "#56b6c2",
    number: "#d19a66",
    operator: "#56b6c2",
    regexp: "#98c379",
    string: "#98c379",
    subst: "#e06c75",
    symbol: "#61aeee",
    title: "#61aeee",
    params: "#abb2bf",
    comment: "#5c6370",
    doc: "#5c6370",
    meta: "#61aeee",
    attr: "#d19a66",
    attribute: "#98c379",
    variable: "#e06c75",
    property: "#e06c75",
    tag: "#e06c75",
    name: "#e06c75",
    selector: "#e06c75",
    section: "#e06c75",
    bullet: "#61aeee",
    addition: "#98c379",
    deletion: "#e06c75",
    link: "#61aeee",
    quote: "#98c379"
  }
};
var PAPER = {
  bg: "#f6efe4",
  text: "#4b3b2b",
  colors: {
    ...LIGHT.colors,
    keyword: "#a0422a",
    built_in: "#9a5b13",
    type: "#a0422a",
    literal: "#7a5c1e",
    number: "#8f5a17",
    operator: "#a0422a",
    regexp: "#5d6b1f",
    string: "#5d6b1f",
    subst: "#4b3b2b",
    symbol: "#7a5c1e",
    title: "#6f4e37",
    params: "#4b3b2b",
    comment: "#a08f7e",
    doc: "#a08f7e",
    meta: "#7a5c1e",
    attr: "#7a5c1e",
    attribute: "#7a5c1e",
    variable: "#9a5b13",
    property: "#7a5c1e",
    tag: "#5d6b1f",
    name: "#5d6b1f",
    selector: "#5d6b1f",
    section: "#6f4e37"
  }
};
var CODE_COLORS = {
  light: LIGHT,
  dark: DARK,
  paper: PAPER
};

// src/engine/local/styles/heading-styles.ts
function round(n) {
  return String(Math.round(n * 10) / 10);
}
function headingStyles(theme, base) {
  const { palette: p, family: f } = theme;
  const headings = [];
  const headingInner = [];
  for (let level = 1; level <= 6; level++) {
    const scale = f.headingScale[Math.min(level, f.headingScale.length) - 1];
    const size = round(base * scale);
    const common = `margin:${level <= 2 ? "1.6em" : "1.3em"} 0 0.8em;font-size:${size}px;font-weight:${f.headingWeight};line-height:1.4;letter-spacing:${f.letterSpacing}`;
    let style = `${common};color:${p.text}`;
    let inner = "";
    const major = level <= 2;
    const accent = `${common};color:${p.primary}`;
    switch (f.headingStyle) {
      case "underline":
        if (major) style += `;padding-bottom:0.3em;border-bottom:2px solid ${p.primary}`;
        else style = accent;
        break;
      case "bar":
        style += `;padding-left:0.6em;border-left:4px solid ${p.primary}`;
        break;
      case "block":
        if (major) {
          inner = `display:inline-block;padding:0.15em 0.6em;background:${p.primary};color:#ffffff;border-radius:${f.radius}`;
        } else {
          style = accent;
        }
        break;
      case "centered":
        if (major) {
          style = `${accent};text-align:center`;
          inner = `display:inline-block;padding:0 0.4em 0.2em;border-bottom:1px solid ${p.primary}`;
        }
        break;
      case "plain":
        if (major) style = accent;
        break;
      case "native":
        break;
      case "hairline":
        if (major) style += `;padding-bottom:0.3em;border-bottom:1px solid ${p.border}`;
        break;
      case "rule":
        if (level === 1)
          style += `;padding:0.4em 0;border-top:1px solid ${p.text};border-bottom:3px double ${p.text};text-align:center`;
        else if (level === 2) style += `;padding-top:0.4em;border-top:1px solid ${p.text}`;
        break;
      case "pill":
        if (major) {
          inner = `display:inline-block;padding:0.2em 0.9em;border-radius:999px;background:${p.tint};color:${p.primary}`;
        } else {
          style = accent;
        }
        break;
      case "highlight":
        if (major) {
          inner = `padding:0 0.15em;background:linear-gradient(transparent 58%,${p.secondary ?? p.tint} 58%)`;
        } else {
          style = accent;
        }
        break;
      case "geometric":
        if (level === 1) {
          inner = `display:inline-block;padding:0.15em 0.6em;background:${p.primary};color:#ffffff`;
        } else if (level === 2) {
          style += `;padding-left:0.5em;border-left:10px solid ${p.secondary ?? p.primary}`;
        } else if (level === 3) {
          inner = `padding-bottom:0.1em;border-bottom:4px solid ${p.tertiary ?? p.primary}`;
        }
        break;
    }
    headings.push(style);
    headingInner.push(inner);
  }
  return { headings, headingInner };
}

// src/engine/local/styles/module-styles.ts
var CALLOUTS = {
  info: { color: "#2f6fde", tint: "rgba(47,111,222,0.09)", icon: "\u24D8" },
  warning: { color: "#b7791f", tint: "rgba(214,158,46,0.13)", icon: "\u26A0" },
  success: { color: "#2e8b57", tint: "rgba(46,139,87,0.1)", icon: "\u2713" },
  danger: { color: "#d1343c", tint: "rgba(209,52,60,0.09)", icon: "\u2715" }
};
var QUOTE_BOX = {
  bar: ({ palette: p, family: f }) => `margin:1.4em 0;padding:0.9em 1.1em;border-left:4px solid ${p.primary};border-radius:${f.radius};background:${p.tint}`,
  box: ({ palette: p, family: f }) => `margin:1.4em 0;padding:0.9em 1.1em;border:1px solid ${p.border};border-radius:${f.radius};background:${p.tint}`,
  mark: ({ palette: p }) => `margin:1.6em 0;padding:0.9em 0.4em;border-top:2px solid ${p.primary};border-bottom:2px solid ${p.primary}`,
  plain: ({ palette: p }) => `margin:1.4em 0;padding:0.2em 1.1em;border-left:4px solid ${p.border}`
};
function round2(n) {
  return String(Math.round(n * 10) / 10);
}
function moduleStyles(theme, base) {
  const { palette: p, family: f } = theme;
  const small = `${round2(base * 0.875)}px`;
  const r2 = f.radius;
  const text = `margin:0.3em 0;font-size:${base}px;line-height:${f.lineHeight};color:${p.text}`;
  const half = "display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top";
  const callout2 = {};
  for (const [kind, c2] of Object.entries(CALLOUTS)) {
    callout2[kind] = {
      box: `margin:1.2em 0;padding:0.7em 1em;border-left:4px solid ${c2.color};border-radius:${r2};background:${c2.tint}`,
      icon: c2.icon,
      mark: `display:inline-block;margin-right:0.4em;color:${c2.color};font-weight:bold`
    };
  }
  return {
    title: `margin:0 0 0.7em;font-size:${round2(base * 1.1)}px;font-weight:${f.headingWeight};line-height:1.4;color:${p.text}`,
    text,
    small: `margin:0.2em 0;font-size:${small};line-height:1.6;color:${p.muted}`,
    box: `margin:1.2em 0;padding:0.8em 1em;border:1px dashed ${p.border};border-radius:${r2};background:${p.background}`,
    boxLabel: `margin:0 0 0.4em;font-size:12px;line-height:1.5;color:${p.muted};letter-spacing:0.04em`,
    heroEyebrow: `margin:0 0 0.5em;font-size:12px;font-weight:bold;letter-spacing:0.12em;color:${p.primary}`,
    heroNote: `margin:0.9em 0 0;font-size:${small};color:${p.primary}`,
    callout: callout2,
    step: "margin:0 0 0.9em",
    stepNumber: `display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:${f.radius === "0" ? "0" : "999px"};background:${p.primary};color:${p.background};font-size:${small};font-weight:bold;line-height:1.8em;text-align:center`,
    stepTitle: `font-size:${base}px;font-weight:bold;color:${p.text}`,
    stepBody: `margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid ${p.tint};font-size:${small};line-height:1.7;color:${p.muted}`,
    timeline: `margin:1.2em 0 1.2em 0.4em;padding:0;border-left:2px solid ${p.primary}`,
    timelineItem: `margin:0;padding:0 0 1em ${base}px`,
    timelineDot: `display:inline-block;width:10px;height:10px;margin:0 8px 0 -${base + 6}px;border-radius:50%;background:${p.primary};vertical-align:middle`,
    timelineTime: `font-size:${small};font-weight:bold;color:${p.primary}`,
    row: `margin:0 0 0.8em;padding:0 0 0.4em;border-bottom:1px solid ${p.border}`,
    rowLabel: `margin:0 0 0.4em;font-size:${small};font-weight:bold;color:${p.muted}`,
    cell: `${half};padding:0.6em 0.7em;border:1px solid ${p.border};border-radius:${r2};font-size:${small};line-height:1.6;color:${p.text}`,
    cellAccent: `${half};padding:0.6em 0.7em;border:1px solid ${p.primary};border-radius:${r2};background:${p.tint};font-size:${small};line-height:1.6;color:${p.text}`,
    metric: `${half};padding:0.8em 0.7em;border:1px solid ${p.border};border-radius:${r2};text-align:center`,
    metricAccent: `${half};padding:0.8em 0.7em;border:1px solid ${p.primary};border-radius:${r2};background:${p.tint};text-align:center`,
    metricValue: `margin:0.1em 0;font-size:${round2(base * 1.6)}px;font-weight:${f.headingWeight};line-height:1.3;color:${p.primary}`,
    quote: QUOTE_BOX[f.quote](theme),
    quoteMark: `margin:0;font-family:Georgia,serif;font-size:${round2(base * 2.6)}px;line-height:1;height:0.55em;color:${p.primary}`,
    quoteText: `margin:0.2em 0;font-size:${round2(base * 1.08)}px;line-height:${f.lineHeight};font-style:italic;color:${p.text}`,
    quoteSource: `margin:0.5em 0 0;font-size:${small};text-align:right;color:${p.muted}`,
    faqItem: `margin:0 0 0.9em;padding:0 0 0.7em;border-bottom:1px solid ${p.border}`,
    faqBadge: `display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:${r2};background:${p.primary};color:${p.background};font-size:12px;font-weight:bold;line-height:1.5em;text-align:center`,
    faqBadgeAnswer: `display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:${r2};border:1px solid ${p.primary};color:${p.primary};font-size:12px;font-weight:bold;line-height:1.4em;text-align:center`,
    faqQuestion: `margin:0 0 0.3em;font-size:${base}px;font-weight:bold;line-height:1.6;color:${p.text}`,
    check: `margin:0 0 0.5em;font-size:${base}px;line-height:1.6;color:${p.text}`,
    checkDone: `display:inline-block;min-width:1.4em;color:${p.primary};font-weight:bold`,
    checkOpen: `display:inline-block;min-width:1.4em;color:${p.muted}`,
    checkNone: `display:inline-block;min-width:1.4em;color:${p.border}`,
    cta: `margin:1.6em 0;padding:1.2em 1em;border:2px solid ${p.primary};border-radius:${r2};background:${p.tint};text-align:center`,
    ctaTitle: `margin:0 0 0.5em;font-size:${round2(base * 1.1)}px;font-weight:${f.headingWeight};line-height:1.5;color:${p.text}`,
    ctaButton: `display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:${f.radius === "0" ? "0" : "999px"};background:${p.primary};color:${p.background};font-size:${small};font-weight:bold`,
    author: `margin:1.6em 0;padding:1em;border:1px solid ${p.border};border-radius:${r2};background:${p.tint}`,
    avatar: `display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:${f.radius === "0" ? "0" : "50%"};background:${p.primary};color:${p.background};font-size:${base}px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle`,
    authorName: `font-size:${round2(base * 1.05)}px;font-weight:bold;color:${p.text};vertical-align:middle`,
    summary: `margin:1.6em 0;padding:1em 1.1em;border-top:3px solid ${p.primary};border-radius:${r2};background:${p.tint}`,
    summaryHighlight: `margin:0.3em 0;font-size:${round2(base * 1.1)}px;font-weight:bold;line-height:1.6;color:${p.primary}`,
    summaryItem: text,
    summaryMark: `display:inline-block;min-width:1.6em;color:${p.primary};font-weight:bold`
  };
}

// src/engine/local/styles/styles.ts
var BASE_PX = { small: 14, medium: 16, large: 18 };
var RULES = { line: "1px solid", double: "3px double", dots: "2px dotted" };
var QUOTES = {
  bar: ({ palette: p }) => `margin:1.2em 0;padding:0.6em 1em;border-left:3px solid ${p.primary};background:${p.tint};color:${p.muted}`,
  box: ({ palette: p, family: f }) => `margin:1.2em 0;padding:0.8em 1em;border:1px solid ${p.border};border-radius:${f.radius};background:${p.tint};color:${p.muted}`,
  // A pull quote: rules above and below in the accent, italics, no box.
  mark: ({ palette: p }) => `margin:1.6em 0;padding:0.8em 0.4em;border-top:2px solid ${p.primary};border-bottom:2px solid ${p.primary};font-style:italic;color:${p.text}`,
  plain: ({ palette: p }) => `margin:1.2em 0;padding:0 1em;border-left:4px solid ${p.border};color:${p.muted}`
};
function codeSpans(colors) {
  const spans = {};
  for (const [scope, color] of Object.entries(colors)) {
    let style = `color:${color}`;
    if (scope === "comment" || scope === "doc" || scope === "quote") style += ";font-style:italic";
    if (scope === "section" || scope === "title") style += ";font-weight:bold";
    spans[scope] = `<span style="${style}">`;
  }
  spans.strong = '<span style="font-weight:bold">';
  spans.emphasis = '<span style="font-style:italic">';
  return spans;
}
function round3(n) {
  return String(Math.round(n * 10) / 10);
}
function buildStyles(theme, fontSize) {
  const { palette: p, family: f } = theme;
  const base = BASE_PX[fontSize];
  const small = round3(base * 0.875);
  const code = CODE_COLORS[f.codeTheme];
  const text = `color:${p.text};font-size:${base}px;line-height:${f.lineHeight};letter-spacing:${f.letterSpacing}`;
  const { headings, headingInner } = headingStyles(theme, base);
  const quote2 = QUOTES[f.quote](theme);
  const lines = f.table === "lines";
  return {
    paragraph: `margin:0 0 1em;${text}`,
    headings,
    headingOpen: headingInner.map((inner) => inner ? `<span style="${inner}">` : ""),
    headingClose: headingInner.map((inner) => inner ? "</span>" : ""),
    blockquote: quote2,
    list: "margin:0.2em 0 1em;padding:0 0 0 1em;list-style-type:none",
    listItem: `margin:0.3em 0;padding:0;${text}`,
    marker: `display:inline-block;min-width:1.4em;margin-right:0.2em;color:${p.primary};font-weight:bold`,
    taskMarker: `display:inline-block;min-width:1.4em;margin-right:0.2em;color:${p.primary}`,
    pre: `margin:1em 0;padding:0;border-radius:${f.radius};background:${code.bg};overflow-x:auto`,
    code: `display:block;padding:1em;font-family:Menlo,Consolas,'Courier New',monospace;font-size:${small}px;line-height:1.6;color:${code.text};background:${code.bg};white-space:nowrap;overflow-x:auto`,
    inlineCode: `margin:0 2px;padding:2px 4px;border-radius:3px;font-family:Menlo,Consolas,monospace;font-size:${small}px;color:${p.inlineCodeText};background:${p.inlineCodeBg}`,
    tableWrap: "margin:1em 0;overflow-x:auto;max-width:100%",
    table: `border-collapse:collapse;min-width:100%;font-size:${small}px;color:${p.text}`,
    th: lines ? `padding:0.5em 0.8em;border-bottom:2px solid ${p.text};text-align:left;font-weight:bold;white-space:nowrap` : `padding:0.5em 0.8em;border:1px solid ${p.border};background:${p.tint};font-weight:bold;white-space:nowrap`,
    td: lines ? `padding:0.5em 0.8em;border-bottom:1px solid ${p.border}` : `padding:0.5em 0.8em;border:1px solid ${p.border}`,
    image: `display:block;max-width:100%;width:100%;height:auto;margin:1em auto;border-radius:${f.radius}`,
    hr: `margin:2em 0;border:0;border-top:${RULES[f.rule ?? "line"]} ${p.border}`,
    strong: `font-weight:bold;color:${p.primary}`,
    em: "font-style:italic",
    del: `text-decoration:line-through;color:${p.muted}`,
    link: `color:${p.primary};border-bottom:1px solid ${p.primary}`,
    refMark: `font-size:0.75em;color:${p.primary}`,
    sectionTitle: `margin:2em 0 0.8em;padding-top:1em;border-top:1px solid ${p.border};font-size:${small}px;font-weight:bold;color:${p.muted}`,
    refList: `margin:0;font-size:${round3(base * 0.8)}px;line-height:1.6;color:${p.muted}`,
    refItem: "margin:0 0 0.4em;word-break:break-all",
    refUrl: `color:${p.muted}`,
    footnoteRef: `font-size:0.75em;color:${p.primary}`,
    hero: `margin:0 0 1.5em;padding:1.8em 1.2em;border-radius:${f.radius};background:${p.tint};text-align:center`,
    heroTitle: `margin:0;font-size:${round3(base * f.headingScale[0] * 1.1)}px;font-weight:${f.headingWeight};line-height:1.3;color:${p.primary}`,
    heroSubtitle: `margin:0.6em 0 0;font-size:${base}px;line-height:1.6;color:${p.muted}`,
    heroTags: "margin:1em 0 0",
    heroTag: `display:inline-block;margin:0.2em;padding:0.1em 0.7em;border:1px solid ${p.primary};border-radius:999px;font-size:12px;color:${p.primary}`,
    cardsWrap: "margin:1.5em 0",
    cardsHeading: `margin:0 0 0.8em;font-size:${round3(base * 1.15)}px;font-weight:${f.headingWeight};color:${p.text}`,
    card: `margin:0 0 0.8em;padding:0.9em 1em;border:1px solid ${p.border};border-radius:${f.radius};background:${p.background}`,
    cardAccent: `margin:0 0 0.8em;padding:0.9em 1em;border:1px solid ${p.primary};border-left:4px solid ${p.primary};border-radius:${f.radius};background:${p.tint}`,
    cardTitle: `margin:0 0 0.3em;font-size:${base}px;font-weight:bold;color:${p.text}`,
    cardTitleAccent: `margin:0 0 0.3em;font-size:${base}px;font-weight:bold;color:${p.primary}`,
    cardLine: `margin:0;font-size:${small}px;line-height:1.6;color:${p.muted}`,
    codeSpans: codeSpans(code.colors),
    codeTheme: f.codeTheme,
    bullets: f.bullets ?? ["\u2022", "\u25E6", "\u25AA"],
    modules: moduleStyles(theme, base)
  };
}
function rootStyle(theme, fontSize, background) {
  const { palette: p, family: f } = theme;
  let style = `padding:16px;font-family:${f.fontFamily.replaceAll('"', "'")};font-size:${BASE_PX[fontSize]}px;color:${p.text};line-height:${f.lineHeight};word-wrap:break-word`;
  if (background === "default") style += `;background-color:${p.background}`;
  if (background === "grid") {
    style += `;background-color:${p.background};background-image:linear-gradient(90deg,${p.grid} 1px,transparent 0),linear-gradient(${p.grid} 1px,transparent 0);background-size:20px 20px`;
  }
  return style;
}

// node_modules/get-east-asian-width/lookup-data.js
var ambiguousMinimalCodePoint = 161;
var ambiguousMaximumCodePoint = 1114109;
var ambiguousRanges = [161, 161, 164, 164, 167, 168, 170, 170, 173, 174, 176, 180, 182, 186, 188, 191, 198, 198, 208, 208, 215, 216, 222, 225, 230, 230, 232, 234, 236, 237, 240, 240, 242, 243, 247, 250, 252, 252, 254, 254, 257, 257, 273, 273, 275, 275, 283, 283, 294, 295, 299, 299, 305, 307, 312, 312, 319, 322, 324, 324, 328, 331, 333, 333, 338, 339, 358, 359, 363, 363, 462, 462, 464, 464, 466, 466, 468, 468, 470, 470, 472, 472, 474, 474, 476, 476, 593, 593, 609, 609, 708, 708, 711, 711, 713, 715, 717, 717, 720, 720, 728, 731, 733, 733, 735, 735, 768, 879, 913, 929, 931, 937, 945, 961, 963, 969, 1025, 1025, 1040, 1103, 1105, 1105, 8208, 8208, 8211, 8214, 8216, 8217, 8220, 8221, 8224, 8226, 8228, 8231, 8240, 8240, 8242, 8243, 8245, 8245, 8251, 8251, 8254, 8254, 8308, 8308, 8319, 8319, 8321, 8324, 8364, 8364, 8451, 8451, 8453, 8453, 8457, 8457, 8467, 8467, 8470, 8470, 8481, 8482, 8486, 8486, 8491, 8491, 8531, 8532, 8539, 8542, 8544, 8555, 8560, 8569, 8585, 8585, 8592, 8601, 8632, 8633, 8658, 8658, 8660, 8660, 8679, 8679, 8704, 8704, 8706, 8707, 8711, 8712, 8715, 8715, 8719, 8719, 8721, 8721, 8725, 8725, 8730, 8730, 8733, 8736, 8739, 8739, 8741, 8741, 8743, 8748, 8750, 8750, 8756, 8759, 8764, 8765, 8776, 8776, 8780, 8780, 8786, 8786, 8800, 8801, 8804, 8807, 8810, 8811, 8814, 8815, 8834, 8835, 8838, 8839, 8853, 8853, 8857, 8857, 8869, 8869, 8895, 8895, 8978, 8978, 9312, 9449, 9451, 9547, 9552, 9587, 9600, 9615, 9618, 9621, 9632, 9633, 9635, 9641, 9650, 9651, 9654, 9655, 9660, 9661, 9664, 9665, 9670, 9672, 9675, 9675, 9678, 9681, 9698, 9701, 9711, 9711, 9733, 9734, 9737, 9737, 9742, 9743, 9756, 9756, 9758, 9758, 9792, 9792, 9794, 9794, 9824, 9825, 9827, 9829, 9831, 9834, 9836, 9837, 9839, 9839, 9886, 9887, 9919, 9919, 9926, 9933, 9935, 9939, 9941, 9953, 9955, 9955, 9960, 9961, 9963, 9969, 9972, 9972, 9974, 9977, 9979, 9980, 9982, 9983, 10045, 10045, 10102, 10111, 11094, 11097, 12872, 12879, 57344, 63743, 65024, 65039, 65533, 65533, 127232, 127242, 127248, 127277, 127280, 127337, 127344, 127373, 127375, 127376, 127387, 127404, 917760, 917999, 983040, 1048573, 1048576, 1114109];
var fullwidthMinimalCodePoint = 12288;
var fullwidthMaximumCodePoint = 65510;
var fullwidthRanges = [12288, 12288, 65281, 65376, 65504, 65510];
var halfwidthMinimalCodePoint = 8361;
var halfwidthMaximumCodePoint = 65518;
var halfwidthRanges = [8361, 8361, 65377, 65470, 65474, 65479, 65482, 65487, 65490, 65495, 65498, 65500, 65512, 65518];
var narrowMinimalCodePoint = 32;
var narrowMaximumCodePoint = 10630;
var narrowRanges = [32, 126, 162, 163, 165, 166, 172, 172, 175, 175, 10214, 10221, 10629, 10630];
var wideMinimalCodePoint = 4352;
var wideMaximumCodePoint = 262141;
var wideRanges = [4352, 4447, 8986, 8987, 9001, 9002, 9193, 9196, 9200, 9200, 9203, 9203, 9725, 9726, 9748, 9749, 9776, 9783, 9800, 9811, 9855, 9855, 9866, 9871, 9875, 9875, 9889, 9889, 9898, 9899, 9917, 9918, 9924, 9925, 9934, 9934, 9940, 9940, 9962, 9962, 9970, 9971, 9973, 9973, 9978, 9978, 9981, 9981, 9989, 9989, 9994, 9995, 10024, 10024, 10060, 10060, 10062, 10062, 10067, 10069, 10071, 10071, 10133, 10135, 10160, 10160, 10175, 10175, 11035, 11036, 11088, 11088, 11093, 11093, 11904, 11929, 11931, 12019, 12032, 12245, 12272, 12287, 12289, 12350, 12353, 12438, 12441, 12543, 12549, 12591, 12593, 12686, 12688, 12773, 12783, 12830, 12832, 12871, 12880, 42124, 42128, 42182, 43360, 43388, 44032, 55203, 63744, 64255, 65040, 65049, 65072, 65106, 65108, 65126, 65128, 65131, 94176, 94180, 94192, 94198, 94208, 101594, 101631, 101664, 101760, 101874, 101888, 102801, 102816, 102866, 110576, 110579, 110581, 110587, 110589, 110590, 110592, 110888, 110898, 110898, 110928, 110930, 110933, 110933, 110948, 110952, 110960, 111355, 119552, 119638, 119648, 119670, 126980, 126980, 127183, 127183, 127374, 127374, 127377, 127386, 127406, 127406, 127488, 127490, 127504, 127547, 127552, 127560, 127568, 127569, 127584, 127589, 127744, 127776, 127789, 127797, 127799, 127868, 127870, 127891, 127904, 127946, 127951, 127955, 127968, 127984, 127988, 127988, 127992, 128062, 128064, 128064, 128066, 128252, 128255, 128317, 128331, 128334, 128336, 128359, 128378, 128378, 128405, 128406, 128420, 128420, 128507, 128591, 128640, 128709, 128716, 128716, 128720, 128722, 128725, 128729, 128732, 128735, 128747, 128748, 128756, 128764, 128986, 128986, 128992, 129003, 129008, 129008, 129292, 129338, 129340, 129349, 129351, 129535, 129648, 129660, 129664, 129734, 129736, 129736, 129740, 129757, 129759, 129771, 129775, 129786, 131072, 196605, 196608, 262141];

// node_modules/get-east-asian-width/utilities.js
var isInRange = (ranges, codePoint) => {
  let low = 0;
  let high = Math.floor(ranges.length / 2) - 1;
  while (low <= high) {
    const mid = Math.floor((low + high) / 2);
    const i = mid * 2;
    if (codePoint < ranges[i]) {
      high = mid - 1;
    } else if (codePoint > ranges[i + 1]) {
      low = mid + 1;
    } else {
      return true;
    }
  }
  return false;
};

// node_modules/get-east-asian-width/lookup.js
var commonCjkCodePoint = 19968;
var [wideFastPathStart, wideFastPathEnd] = /* @__PURE__ */ findWideFastPathRange(wideRanges);
function findWideFastPathRange(ranges) {
  let fastPathStart = ranges[0];
  let fastPathEnd = ranges[1];
  for (let index = 0; index < ranges.length; index += 2) {
    const start = ranges[index];
    const end = ranges[index + 1];
    if (commonCjkCodePoint >= start && commonCjkCodePoint <= end) {
      return [start, end];
    }
    if (end - start > fastPathEnd - fastPathStart) {
      fastPathStart = start;
      fastPathEnd = end;
    }
  }
  return [fastPathStart, fastPathEnd];
}
var isAmbiguous = (codePoint) => {
  if (codePoint < ambiguousMinimalCodePoint || codePoint > ambiguousMaximumCodePoint) {
    return false;
  }
  return isInRange(ambiguousRanges, codePoint);
};
var isFullwidth = (codePoint) => {
  if (codePoint < fullwidthMinimalCodePoint || codePoint > fullwidthMaximumCodePoint) {
    return false;
  }
  return isInRange(fullwidthRanges, codePoint);
};
var isHalfwidth = (codePoint) => {
  if (codePoint < halfwidthMinimalCodePoint || codePoint > halfwidthMaximumCodePoint) {
    return false;
  }
  return isInRange(halfwidthRanges, codePoint);
};
var isNarrow = (codePoint) => {
  if (codePoint < narrowMinimalCodePoint || codePoint > narrowMaximumCodePoint) {
    return false;
  }
  return isInRange(narrowRanges, codePoint);
};
var isWide = (codePoint) => {
  if (codePoint >= wideFastPathStart && codePoint <= wideFastPathEnd) {
    return true;
  }
  if (codePoint < wideMinimalCodePoint || codePoint > wideMaximumCodePoint) {
    return false;
  }
  return isInRange(wideRanges, codePoint);
};
function getCategory(codePoint) {
  if (isAmbiguous(codePoint)) {
    return "ambiguous";
  }
  if (isFullwidth(codePoint)) {
    return "fullwidth";
  }
  if (isHalfwidth(codePoint)) {
    return "halfwidth";
  }
  if (isNarrow(codePoint)) {
    return "narrow";
  }
  if (isWide(codePoint)) {
    return "wide";
  }
  return "neutral";
}

// node_modules/get-east-asian-width/index.js
function validate(codePoint) {
  if (!Number.isSafeInteger(codePoint)) {
    throw new TypeError(`Expected a code point, got \`${typeof codePoint}\`.`);
  }
}
function eastAsianWidthType(codePoint) {
  validate(codePoint);
  return getCategory(codePoint);
}

// node_modules/markdown-it-cjk-breaks/index.mjs
function is_surrogate(c1, c2) {
  return c1 >= 55296 && c1 <= 56319 && c2 >= 56320 && c2 <= 57343;
}
function is_hangul(c2) {
  return /[\u1100-\u11FF\u302E\u302F\u3131-\u318E\u3200-\u321E\u3260-\u327E\uA960-\uA97C\uAC00-\uD7A3\uD7B0-\uD7C6\uD7CB-\uD7FB\uFFA0-\uFFBE\uFFC2-\uFFC7\uFFCA-\uFFCF\uFFD2-\uFFD7\uFFDA-\uFFDC]/.test(c2);
}
function process_inlines(tokens) {
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i].type !== "softbreak") continue;
    let last = " ";
    let next = " ";
    for (let j = i - 1; j >= 0; j--) {
      if (tokens[j].type !== "text") continue;
      const c1 = tokens[j].content.charCodeAt(tokens[j].content.length - 2);
      const c2 = tokens[j].content.charCodeAt(tokens[j].content.length - 1);
      last = tokens[j].content.slice(is_surrogate(c1, c2) ? -2 : -1);
      break;
    }
    for (let j = i + 1; j < tokens.length; j++) {
      if (tokens[j].type !== "text") continue;
      const c1 = tokens[j].content.charCodeAt(0);
      const c2 = tokens[j].content.charCodeAt(1);
      next = tokens[j].content.slice(0, is_surrogate(c1, c2) ? 2 : 1);
      break;
    }
    let remove_break = false;
    if (last === "\u200B" || next === "\u200B") remove_break = true;
    if (/^[fwh]$/.test(eastAsianWidthType(last.codePointAt(0))[0]) && /^[fwh]$/.test(eastAsianWidthType(next.codePointAt(0))[0])) {
      if (!is_hangul(last) && !is_hangul(next)) remove_break = true;
    }
    if (remove_break) {
      tokens[i].type = "text";
      tokens[i].content = "";
    }
  }
}
function cjk_breaks(state) {
  for (let blkIdx = state.tokens.length - 1; blkIdx >= 0; blkIdx--) {
    if (state.tokens[blkIdx].type !== "inline") continue;
    process_inlines(state.tokens[blkIdx].children, state);
  }
}
function cjk_breaks_plugin(md) {
  md.core.ruler.push("cjk_breaks", cjk_breaks);
}

// src/engine/local/render/alerts.ts
var MARKER = /^\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\][ \t]*(?:\n|$)/i;
function alertsPlugin(md) {
  md.core.ruler.after("block", "gfm_alerts", (state) => {
    const tokens = state.tokens;
    for (let i = 0; i + 2 < tokens.length; i++) {
      if (tokens[i].type !== "blockquote_open") continue;
      if (tokens[i + 1].type !== "paragraph_open" || tokens[i + 2].type !== "inline") continue;
      const inline = tokens[i + 2];
      const match = MARKER.exec(inline.content);
      if (!match) continue;
      const kind = match[1].toLowerCase();
      tokens[i].meta = { ...tokens[i].meta, alert: kind };
      closeOf(tokens, i).meta = { alert: kind };
      inline.content = inline.content.slice(match[0].length);
      if (inline.content.trim() === "") tokens.splice(i + 1, 3);
    }
  });
}
function closeOf(tokens, open) {
  let depth = 0;
  for (let i = open; i < tokens.length; i++) {
    if (tokens[i].type === "blockquote_open") depth++;
    else if (tokens[i].type === "blockquote_close" && --depth === 0) return tokens[i];
  }
  return tokens[open];
}
var ALERTS = {
  note: { label: "\u24D8 Note", color: "#0969da", tint: "rgba(9,105,218,0.08)" },
  tip: { label: "\u2713 Tip", color: "#1a7f37", tint: "rgba(26,127,55,0.08)" },
  important: { label: "\u2756 Important", color: "#8250df", tint: "rgba(130,80,223,0.08)" },
  warning: { label: "\u26A0 Warning", color: "#9a6700", tint: "rgba(191,135,0,0.1)" },
  caution: { label: "\u2298 Caution", color: "#d1242f", tint: "rgba(209,36,47,0.08)" }
};
function alertStyles() {
  const styles = {};
  for (const [kind, a] of Object.entries(ALERTS)) {
    styles[kind] = {
      box: `margin:1.2em 0;padding:0.6em 1em;border-left:4px solid ${a.color};background:${a.tint};border-radius:4px`,
      title: `margin:0 0 0.4em;color:${a.color};font-weight:bold`,
      label: a.label
    };
  }
  return styles;
}

// node_modules/highlight.js/es/core.js
var import_core = __toESM(require_core(), 1);
var core_default = import_core.default;

// node_modules/highlight.js/es/languages/bash.js
function bash(hljs) {
  const regex = hljs.regex;
  const VAR = {};
  const BRACED_VAR = {
    begin: /\$\{/,
    end: /\}/,
    contains: [
      "self",
      {
        begin: /:-/,
        contains: [VAR]
      }
      // default values
    ]
  };
  Object.assign(VAR, {
    className: "variable",
    variants: [
      { begin: regex.concat(
        /\$[\w\d#@][\w\d_]*/,
        // negative look-ahead tries to avoid matching patterns that are not
        // Perl at all like $ident$, @ident@, etc.
        `(?![\\w\\d])(?![$])`
      ) },
      BRACED_VAR
    ]
  });
  const SUBST = {
    className: "subst",
    begin: /\$\(/,
    end: /\)/,
    contains: [hljs.BACKSLASH_ESCAPE]
  };
  const COMMENT = hljs.inherit(
    hljs.COMMENT(),
    {
      match: [
        /(^|\s)/,
        /#.*$/
      ],
      scope: {
        2: "comment"
      }
    }
  );
  const HERE_DOC = {
    begin: /<<-?\s*(?=\w+)/,
    starts: { contains: [
      hljs.END_SAME_AS_BEGIN({
        begin: /(\w+)/,
        end: /(\w+)/,
        className: "string"
      })
    ] }
  };
  const QUOTE_STRING = {
    className: "string",
    begin: /"/,
    end: /"/,
    contains: [
      hljs.BACKSLASH_ESCAPE,
      VAR,
      SUBST
    ]
  };
  SUBST.contains.push(QUOTE_STRING);
  const ESCAPED_QUOTE = {
    match: /\\"/
  };
  const APOS_STRING = {
    className: "string",
    begin: /'/,
    end: /'/
  };
  const ESCAPED_APOS = {
    match: /\\'/
  };
  const ARITHMETIC = {
    begin: /\$?\(\(/,
    end: /\)\)/,
    contains: [
      {
        begin: /\d+#[0-9a-f]+/,
        className: "number"
      },
      hljs.NUMBER_MODE,
      VAR
    ]
  };
  const SH_LIKE_SHELLS = [
    "fish",
    "bash",
    "zsh",
    "sh",
    "csh",
    "ksh",
    "tcsh",
    "dash",
    "scsh"
  ];
  const KNOWN_SHEBANG = hljs.SHEBANG({
    binary: `(${SH_LIKE_SHELLS.join("|")})`,
    relevance: 10
  });
  const FUNCTION = {
    className: "function",
    begin: /\w[\w\d_]*\s*\(\s*\)\s*\{/,
    returnBegin: true,
    contains: [hljs.inherit(hljs.TITLE_MODE, { begin: /\w[\w\d_]*/ })],
    relevance: 0
  };
  const KEYWORDS3 = [
    "if",
    "then",
    "else",
    "elif",
    "fi",
    "time",
    "for",
    "while",
    "until",
    "in",
    "do",
    "done",
    "case",
    "esac",
    "coproc",
    "function",
    "select"
  ];
  const LITERALS3 = [
    "true",
    "false"
  ];
  const PATH_MODE = { match: /(\/[a-z._-]+)+/ };
  const SHELL_BUILT_INS = [
    "break",
    "cd",
    "continue",
    "eval",
    "exec",
    "exit",
    "export",
    "getopts",
    "hash",
    "pwd",
    "readonly",
    "return",
    "shift",
    "test",
    "times",
    "trap",
    "umask",
    "unset"
  ];
  const BASH_BUILT_INS = [
    "alias",
    "bind",
    "builtin",
    "caller",
    "command",
    "declare",
    "echo",
    "enable",
    "help",
    "let",
    "local",
    "logout",
    "mapfile",
    "printf",
    "read",
    "readarray",
    "source",
    "sudo",
    "type",
    "typeset",
    "ulimit",
    "unalias"
  ];
  const ZSH_BUILT_INS = [
    "autoload",
    "bg",
    "bindkey",
    "bye",
    "cap",
    "chdir",
    "clone",
    "comparguments",
    "compcall",
    "compctl",
    "compdescribe",
    "compfiles",
    "compgroups",
    "compquote",
    "comptags",
    "comptry",
    "compvalues",
    "dirs",
    "disable",
    "disown",
    "echotc",
    "echoti",
    "emulate",
    "fc",
    "fg",
    "float",
    "functions",
    "getcap",
    "getln",
    "history",
    "integer",
    "jobs",
    "kill",
    "limit",
    "log",
    "noglob",
    "popd",
    "print",
    "pushd",
    "pushln",
    "rehash",
    "sched",
    "setcap",
    "setopt",
    "stat",
    "suspend",
    "ttyctl",
    "unfunction",
    "unhash",
    "unlimit",
    "unsetopt",
    "vared",
    "wait",
    "whence",
    "where",
    "which",
    "zcompile",
    "zformat",
    "zftp",
    "zle",
    "zmodload",
    "zparseopts",
    "zprof",
    "zpty",
    "zregexparse",
    "zsocket",
    "zstyle",
    "ztcp"
  ];
  const GNU_CORE_UTILS = [
    "chcon",
    "chgrp",
    "chown",
    "chmod",
    "cp",
    "dd",
    "df",
    "dir",
    "dircolors",
    "ln",
    "ls",
    "mkdir",
    "mkfifo",
    "mknod",
    "mktemp",
    "mv",
    "realpath",
    "rm",
    "rmdir",
    "shred",
    "sync",
    "touch",
    "truncate",
    "vdir",
    "b2sum",
    "base32",
    "base64",
    "cat",
    "cksum",
    "comm",
    "csplit",
    "cut",
    "expand",
    "fmt",
    "fold",
    "head",
    "join",
    "md5sum",
    "nl",
    "numfmt",
    "od",
    "paste",
    "ptx",
    "pr",
    "sha1sum",
    "sha224sum",
    "sha256sum",
    "sha384sum",
    "sha512sum",
    "shuf",
    "sort",
    "split",
    "sum",
    "tac",
    "tail",
    "tr",
    "tsort",
    "unexpand",
    "uniq",
    "wc",
    "arch",
    "basename",
    "chroot",
    "date",
    "dirname",
    "du",
    "echo",
    "env",
    "expr",
    "factor",
    // "false", // keyword literal already
    "groups",
    "hostid",
    "id",
    "link",
    "logname",
    "nice",
    "nohup",
    "nproc",
    "pathchk",
    "pinky",
    "printenv",
    "printf",
    "pwd",
    "readlink",
    "runcon",
    "seq",
    "sleep",
    "stat",
    "stdbuf",
    "stty",
    "tee",
    "test",
    "timeout",
    // "true", // keyword literal already
    "tty",
    "uname",
    "unlink",
    "uptime",
    "users",
    "who",
    "whoami",
    "yes"
  ];
  return {
    name: "Bash",
    aliases: [
      "sh",
      "zsh"
    ],
    keywords: {
      $pattern: /\b[a-z][a-z0-9._-]+\b/,
      keyword: KEYWORDS3,
      literal: LITERALS3,
      built_in: [
        ...SHELL_BUILT_INS,
        ...BASH_BUILT_INS,
        // Shell modifiers
        "set",
        "shopt",
        ...ZSH_BUILT_INS,
        ...GNU_CORE_UTILS
      ]
    },
    contains: [
      KNOWN_SHEBANG,
      // to catch known shells and boost relevancy
      hljs.SHEBANG(),
      // to catch unknown shells but still highlight the shebang
      FUNCTION,
      ARITHMETIC,
      COMMENT,
      HERE_DOC,
      PATH_MODE,
      QUOTE_STRING,
      ESCAPED_QUOTE,
      APOS_STRING,
      ESCAPED_APOS,
      VAR
    ]
  };
}

// node_modules/highlight.js/es/languages/c.js
function c(hljs) {
  const regex = hljs.regex;
  const C_LINE_COMMENT_MODE = hljs.COMMENT("//", "$", { contains: [{ begin: /\\\n/ }] });
  const DECLTYPE_AUTO_RE = "decltype\\(auto\\)";
  const NAMESPACE_RE = "[a-zA-Z_]\\w*::";
  const TEMPLATE_ARGUMENT_RE = "<[^<>]+>";
  const FUNCTION_TYPE_RE = "(" + DECLTYPE_AUTO_RE + "|" + regex.optional(NAMESPACE_RE) + "[a-zA-Z_]\\w*" + regex.optional(TEMPLATE_ARGUMENT_RE) + ")";
  const ATOMIC_TYPES = regex.concat(/\batomic_/, regex.either(
    "bool",
    "char",
    "schar",
    "uchar",
    "short",
    "ushort",
    "int",
    "uint",
    "long",
    "ulong",
    "llong",
    "ullong",
    "char16_t",
    "char32_t",
    "wchar_t",
    "int_least8_t",
    "uint_least8_t",
    "int_least16_t",
    "uint_least16_t",
    "int_least32_t",
    "uint_least32_t",
    "int_least64_t",
    "uint_least64_t",
    "int_fast8_t",
    "uint_fast8_t",
    "int_fast16_t",
    "uint_fast16_t",
    "int_fast32_t",
    "uint_fast32_t",
    "int_fast64_t",
    "uint_fast64_t",
    "intptr_t",
    "uintptr_t",
    "size_t",
    "ptrdiff_t",
    "intmax_t",
    "uintmax_t"
  ), /\b/);
  const TYPES3 = {
    className: "type",
    variants: [
      { begin: "\\b[a-z\\d_]*_t\\b" },
      { match: ATOMIC_TYPES }
    ]
  };
  const CHARACTER_ESCAPES = "\\\\(x[0-9A-Fa-f]{2}|u[0-9A-Fa-f]{4,8}|[0-7]{3}|\\S)";
  const STRINGS = {
    className: "string",
    variants: [
      {
        begin: '(u8?|U|L)?"',
        end: '"',
        illegal: "\\n",
        contains: [hljs.BACKSLASH_ESCAPE]
      },
      {
        begin: "(u8?|U|L)?'(" + CHARACTER_ESCAPES + "|.)",
        end: "'",
        illegal: "."
      },
      // https://en.cppreference.com/w/cpp/language/string_literal
      // a d-char-sequence never contains parentheses, backslashes or whitespace;
      // quotes are excluded as well so the closing delimiter cannot swallow the
      // quote that actually terminates the literal
      hljs.END_SAME_AS_BEGIN({
        begin: /(?:u8?|U|L)?R"([^()\\\s"]{0,16})\(/,
        end: /\)([^()\\\s"]{0,16})"/
      })
    ]
  };
  const NUMBERS = {
    className: "number",
    variants: [
      { match: /\b(0b[01']+)/ },
      { match: /(-?)\b([\d']+(\.[\d']*)?|\.[\d']+)((ll|LL|l|L)(u|U)?|(u|U)(ll|LL|l|L)?|f|F|b|B)/ },
      { match: /(-?)\b(0[xX][a-fA-F0-9]+(?:'[a-fA-F0-9]+)*(?:\.[a-fA-F0-9]*(?:'[a-fA-F0-9]*)*)?(?:[pP][-+]?[0-9]+)?(l|L)?(u|U)?)/ },
      { match: /(-?)\b\d+(?:'\d+)*(?:\.\d*(?:'\d*)*)?(?:[eE][-+]?\d+)?/ }
    ],
    relevance: 0
  };
  const PREPROCESSOR_INCLUDE = {
    scope: "meta",
    begin: /#\s*include\b/,
    end: /$/,
    keywords: { keyword: "include" },
    contains: [
      {
        // the `\` at the end of a line signaling continuation
        begin: /\\\n/
      },
      STRINGS,
      {
        scope: "string",
        begin: /<.*?>/
      },
      C_LINE_COMMENT_MODE,
      hljs.C_BLOCK_COMMENT_MODE
    ]
  };
  const PREPROCESSOR = {
    className: "meta",
    begin: /#\s*[a-z]+\b/,
    end: /$/,
    keywords: { keyword: "if else elif endif define undef warning error line pragma _Pragma ifdef ifndef elifdef elifndef include" },
    contains: [
      {
        begin: /\\\n/,
        relevance: 0
      },
      hljs.inherit(STRINGS, { className: "string" }),
      C_LINE_COMMENT_MODE,
      hljs.C_BLOCK_COMMENT_MODE
    ]
  };
  const PREPROCESSORS = [
    PREPROCESSOR_INCLUDE,
    PREPROCESSOR
  ];
  const TITLE_MODE = {
    className: "title",
    begin: regex.optional(NAMESPACE_RE) + hljs.IDENT_RE,
    relevance: 0
  };
  const FUNCTION_TITLE = regex.optional(NAMESPACE_RE) + hljs.IDENT_RE + "\\s*\\(";
  const MAX_FUNCTION_TYPE_TOKENS = 12;
  const C_KEYWORDS = [
    "asm",
    "auto",
    "break",
    "case",
    "continue",
    "default",
    "do",
    "else",
    "enum",
    "extern",
    "for",
    "fortran",
    "goto",
    "if",
    "inline",
    "register",
    "restrict",
    "return",
    "sizeof",
    "typeof",
    "typeof_unqual",
    "struct",
    "switch",
    "typedef",
    "union",
    "volatile",
    "while",
    "_Alignas",
    "_Alignof",
    "_Atomic",
    "_Generic",
    "_Noreturn",
    "_Static_assert",
    "_Thread_local",
    // aliases
    "alignas",
    "alignof",
    "noreturn",
    "static_assert",
    "thread_local",
    // not a C keyword but is, for all intents and purposes, treated exactly like one.
    "_Pragma"
  ];
  const C_TYPES = [
    "float",
    "double",
    "signed",
    "unsigned",
    "int",
    "short",
    "long",
    "char",
    "void",
    "_Bool",
    "_BitInt",
    "_Complex",
    "_Imaginary",
    "_Decimal32",
    "_Decimal64",
    "_Decimal96",
    "_Decimal128",
    "_Decimal64x",
    "_Decimal128x",
    "_Float16",
    "_Float32",
    "_Float64",
    "_Float128",
    "_Float32x",
    "_Float64x",
    "_Float128x",
    // modifiers
    "const",
    "static",
    "constexpr",
    // aliases
    "complex",
    "bool",
    "imaginary"
  ];
  const KEYWORDS3 = {
    keyword: C_KEYWORDS,
    type: C_TYPES,
    literal: "true false NULL",
    // TODO: apply hinting work similar to what was done in cpp.js
    built_in: "std string wstring cin cout cerr clog stdin stdout stderr stringstream istringstream ostringstream auto_ptr deque list queue stack vector map set pair bitset multiset multimap unordered_set unordered_map unordered_multiset unordered_multimap priority_queue make_pair array shared_ptr abort terminate abs acos asin atan2 atan calloc ceil cosh cos exit exp fabs floor fmod fprintf fputs free frexp fscanf future isalnum isalpha iscntrl isdigit isgraph islower isprint ispunct isspace isupper isxdigit tolower toupper labs ldexp log10 log malloc realloc memchr memcmp memcpy memset modf pow printf putchar puts scanf sinh sin snprintf sprintf sqrt sscanf strcat strchr strcmp strcpy strcspn strlen strncat strncmp strncpy strpbrk strrchr strspn strstr tanh tan vfprintf vprintf vsprintf endl initializer_list unique_ptr"
  };
  const EXPRESSION_CONTAINS = [
    ...PREPROCESSORS,
    TYPES3,
    C_LINE_COMMENT_MODE,
    hljs.C_BLOCK_COMMENT_MODE,
    NUMBERS,
    STRINGS
  ];
  const EXPRESSION_CONTEXT = {
    // This mode covers expression context where we can't expect a function
    // definition and shouldn't highlight anything that looks like one:
    // `return some()`, `else if()`, `(x*sum(1, 2))`
    variants: [
      {
        begin: /=/,
        end: /;/
      },
      {
        begin: /\(/,
        end: /\)/
      },
      {
        beginKeywords: "new throw return else",
        end: /;/
      }
    ],
    keywords: KEYWORDS3,
    contains: EXPRESSION_CONTAINS.concat([
      {
        begin: /\(/,
        end: /\)/,
        keywords: KEYWORDS3,
        contains: EXPRESSION_CONTAINS.concat(["self"]),
        relevance: 0
      }
    ]),
    relevance: 0
  };
  const FUNCTION_DECLARATION = {
    begin: "(" + FUNCTION_TYPE_RE + "[\\*&\\s]+){1," + MAX_FUNCTION_TYPE_TOKENS + "}" + FUNCTION_TITLE,
    returnBegin: true,
    end: /[{;=]/,
    excludeEnd: true,
    keywords: KEYWORDS3,
    illegal: /[^\w\s\*&:<>.]/,
    contains: [
      {
        // to prevent it from being confused as the function title
        begin: DECLTYPE_AUTO_RE,
        keywords: KEYWORDS3,
        relevance: 0
      },
      {
        begin: FUNCTION_TITLE,
        returnBegin: true,
        contains: [hljs.inherit(TITLE_MODE, { className: "title.function" })],
        relevance: 0
      },
      // allow for multiple declarations, e.g.:
      // extern void f(int), g(char);
      {
        relevance: 0,
        match: /,/
      },
      {
        className: "params",
        begin: /\(/,
        end: /\)/,
        keywords: KEYWORDS3,
        relevance: 0,
        contains: [
          C_LINE_COMMENT_MODE,
          hljs.C_BLOCK_COMMENT_MODE,
          STRINGS,
          NUMBERS,
          TYPES3,
          // Count matching parentheses.
          {
            begin: /\(/,
            end: /\)/,
            keywords: KEYWORDS3,
            relevance: 0,
            contains: [
              "self",
              C_LINE_COMMENT_MODE,
              hljs.C_BLOCK_COMMENT_MODE,
              STRINGS,
              NUMBERS,
              TYPES3
            ]
          }
        ]
      },
      TYPES3,
      C_LINE_COMMENT_MODE,
      hljs.C_BLOCK_COMMENT_MODE,
      ...PREPROCESSORS
    ]
  };
  return {
    name: "C",
    aliases: ["h"],
    keywords: KEYWORDS3,
    // Until differentiations are added between `c` and `cpp`, `c` will
    // not be auto-detected to avoid auto-detect conflicts between C and C++
    disableAutodetect: true,
    illegal: "</",
    contains: [].concat(
      EXPRESSION_CONTEXT,
      FUNCTION_DECLARATION,
      EXPRESSION_CONTAINS,
      [
        ...PREPROCESSORS,
        {
          begin: hljs.IDENT_RE + "::",
          keywords: KEYWORDS3
        },
        {
          className: "class",
          beginKeywords: "enum class struct union",
          end: /[{;:<>=]/,
          contains: [
            { beginKeywords: "final class struct" },
            hljs.TITLE_MODE
          ]
        }
      ]
    ),
    exports: {
      preprocessor: PREPROCESSOR,
      strings: STRINGS,
      keywords: KEYWORDS3
    }
  };
}

// node_modules/highlight.js/es/languages/cpp.js
function cpp(hljs) {
  const regex = hljs.regex;
  const C_LINE_COMMENT_MODE = hljs.COMMENT("//", "$", { contains: [{ begin: /\\\n/ }] });
  const DECLTYPE_AUTO_RE = "decltype\\(auto\\)";
  const NAMESPACE_RE = "[a-zA-Z_]\\w*::";
  const TEMPLATE_ARGUMENT_RE = "<[^<>]+>";
  const FUNCTION_TYPE_RE = "(?!struct)(" + DECLTYPE_AUTO_RE + "|" + regex.optional(NAMESPACE_RE) + "[a-zA-Z_]\\w*" + regex.optional(TEMPLATE_ARGUMENT_RE) + ")";
  const CPP_PRIMITIVE_TYPES = {
    className: "type",
    begin: "\\b[a-z\\d_]*_t\\b"
  };
  const CHARACTER_ESCAPES = "\\\\(x[0-9A-Fa-f]{2}|u[0-9A-Fa-f]{4,8}|[0-7]{3}|\\S)";
  const STRINGS = {
    className: "string",
    variants: [
      {
        begin: '(u8?|U|L)?"',
        end: '"',
        illegal: "\\n",
        contains: [hljs.BACKSLASH_ESCAPE]
      },
      {
        begin: "(u8?|U|L)?'(" + CHARACTER_ESCAPES + "|.)",
        end: "'",
        illegal: "."
      },
      // https://en.cppreference.com/w/cpp/language/string_literal
      // a d-char-sequence never contains parentheses, backslashes or whitespace;
      // quotes are excluded as well so the closing delimiter cannot swallow the
      // quote that actually terminates the literal
      hljs.END_SAME_AS_BEGIN({
        begin: /(?:u8?|U|L)?R"([^()\\\s"]{0,16})\(/,
        end: /\)([^()\\\s"]{0,16})"/
      })
    ]
  };
  const NUMBERS = {
    className: "number",
    variants: [
      // Floating-point literal.
      {
        begin: "[+-]?(?:(?:\\b[0-9](?:'?[0-9])*\\.(?:[0-9](?:'?[0-9])*)?|\\.[0-9](?:'?[0-9])*)(?:[Ee][+-]?[0-9](?:'?[0-9])*)?|\\b[0-9](?:'?[0-9])*[Ee][+-]?[0-9](?:'?[0-9])*|\\b0[Xx](?:[0-9A-Fa-f](?:'?[0-9A-Fa-f])*(?:\\.(?:[0-9A-Fa-f](?:'?[0-9A-Fa-f])*)?)?|\\.[0-9A-Fa-f](?:'?[0-9A-Fa-f])*)[Pp][+-]?[0-9](?:'?[0-9])*)(?:[Ff](?:16|32|64|128)?|(BF|bf)16|[Ll]|)"
      },
      // Integer literal.
      {
        begin: "[+-]?\\b(?:0[Bb][01](?:'?[01])*|0[Xx][0-9A-Fa-f](?:'?[0-9A-Fa-f])*|0(?:'?[0-7])*|[1-9](?:'?[0-9])*)(?:[Uu](?:LL?|ll?)|[Uu][Zz]?|(?:LL?|ll?)[Uu]?|[Zz][Uu]|)"
        // Note: there are user-defined literal suffixes too, but perhaps having the custom suffix not part of the
        // literal highlight actually makes it stand out more.
      }
    ],
    relevance: 0
  };
  const PREPROCESSOR_INCLUDE = {
    scope: "meta",
    begin: /#\s*include\b/,
    end: /$/,
    keywords: { keyword: "include" },
    contains: [
      {
        // the `\` at the end of a line signaling continuation
        begin: /\\\n/
      },
      STRINGS,
      {
        scope: "string",
        begin: /<.*?>/
      },
      C_LINE_COMMENT_MODE,
      hljs.C_BLOCK_COMMENT_MODE
    ]
  };
  const PREPROCESSOR = {
    className: "meta",
    begin: /#\s*[a-z]+\b/,
    end: /$/,
    keywords: { keyword: "if else elif endif define undef warning error line pragma _Pragma ifdef ifndef include" },
    contains: [
      {
        begin: /\\\n/,
        relevance: 0
      },
      hljs.inherit(STRINGS, { className: "string" }),
      C_LINE_COMMENT_MODE,
      hljs.C_BLOCK_COMMENT_MODE
    ]
  };
  const PREPROCESSORS = [
    PREPROCESSOR_INCLUDE,
    PREPROCESSOR
  ];
  const TITLE_MODE = {
    className: "title",
    begin: regex.optional(NAMESPACE_RE) + hljs.IDENT_RE,
    relevance: 0
  };
  const FUNCTION_TITLE = regex.optional(NAMESPACE_RE) + hljs.IDENT_RE + "\\s*\\(";
  const MAX_FUNCTION_TYPE_TOKENS = 12;
  const RESERVED_KEYWORDS = [
    "alignas",
    "alignof",
    "and",
    "and_eq",
    "asm",
    "atomic_cancel",
    "atomic_commit",
    "atomic_noexcept",
    "auto",
    "bitand",
    "bitor",
    "break",
    "case",
    "catch",
    "class",
    "co_await",
    "co_return",
    "co_yield",
    "compl",
    "concept",
    "const_cast|10",
    "consteval",
    "constexpr",
    "constinit",
    "continue",
    "decltype",
    "default",
    "delete",
    "do",
    "dynamic_cast|10",
    "else",
    "enum",
    "explicit",
    "export",
    "extern",
    "false",
    "final",
    "for",
    "friend",
    "goto",
    "if",
    "import",
    "inline",
    "module",
    "mutable",
    "namespace",
    "new",
    "noexcept",
    "not",
    "not_eq",
    "nullptr",
    "operator",
    "or",
    "or_eq",
    "override",
    "private",
    "protected",
    "public",
    "reflexpr",
    "register",
    "reinterpret_cast|10",
    "requires",
    "return",
    "sizeof",
    "static_assert",
    "static_cast|10",
    "struct",
    "switch",
    "synchronized",
    "template",
    "this",
    "thread_local",
    "throw",
    "transaction_safe",
    "transaction_safe_dynamic",
    "true",
    "try",
    "typedef",
    "typeid",
    "typename",
    "union",
    "using",
    "virtual",
    "volatile",
    "while",
    "xor",
    "xor_eq"
  ];
  const RESERVED_TYPES = [
    "bool",
    "char",
    "char16_t",
    "char32_t",
    "char8_t",
    "double",
    "float",
    "int",
    "long",
    "short",
    "void",
    "wchar_t",
    "unsigned",
    "signed",
    "const",
    "static"
  ];
  const TYPE_HINTS = [
    "any",
    "auto_ptr",
    "barrier",
    "binary_semaphore",
    "bitset",
    "complex",
    "condition_variable",
    "condition_variable_any",
    "counting_semaphore",
    "deque",
    "false_type",
    "flat_map",
    "flat_set",
    "future",
    "imaginary",
    "initializer_list",
    "istringstream",
    "jthread",
    "latch",
    "lock_guard",
    "multimap",
    "multiset",
    "mutex",
    "optional",
    "ostringstream",
    "packaged_task",
    "pair",
    "promise",
    "priority_queue",
    "queue",
    "recursive_mutex",
    "recursive_timed_mutex",
    "scoped_lock",
    "set",
    "shared_future",
    "shared_lock",
    "shared_mutex",
    "shared_timed_mutex",
    "shared_ptr",
    "stack",
    "string_view",
    "stringstream",
    "timed_mutex",
    "thread",
    "true_type",
    "tuple",
    "unique_lock",
    "unique_ptr",
    "unordered_map",
    "unordered_multimap",
    "unordered_multiset",
    "unordered_set",
    "variant",
    "vector",
    "weak_ptr",
    "wstring",
    "wstring_view"
  ];
  const FUNCTION_HINTS = [
    "abort",
    "abs",
    "acos",
    "apply",
    "as_const",
    "asin",
    "atan",
    "atan2",
    "calloc",
    "ceil",
    "cerr",
    "cin",
    "clog",
    "cos",
    "cosh",
    "cout",
    "declval",
    "endl",
    "exchange",
    "exit",
    "exp",
    "fabs",
    "floor",
    "fmod",
    "forward",
    "fprintf",
    "fputs",
    "free",
    "frexp",
    "fscanf",
    "future",
    "invoke",
    "isalnum",
    "isalpha",
    "iscntrl",
    "isdigit",
    "isgraph",
    "islower",
    "isprint",
    "ispunct",
    "isspace",
    "isupper",
    "isxdigit",
    "labs",
    "launder",
    "ldexp",
    "log",
    "log10",
    "make_pair",
    "make_shared",
    "make_shared_for_overwrite",
    "make_tuple",
    "make_unique",
    "malloc",
    "memchr",
    "memcmp",
    "memcpy",
    "memset",
    "modf",
    "move",
    "pow",
    "printf",
    "putchar",
    "puts",
    "realloc",
    "scanf",
    "sin",
    "sinh",
    "snprintf",
    "sprintf",
    "sqrt",
    "sscanf",
    "std",
    "stderr",
    "stdin",
    "stdout",
    "strcat",
    "strchr",
    "strcmp",
    "strcpy",
    "strcspn",
    "strlen",
    "strncat",
    "strncmp",
    "strncpy",
    "strpbrk",
    "strrchr",
    "strspn",
    "strstr",
    "swap",
    "tan",
    "tanh",
    "terminate",
    "to_underlying",
    "tolower",
    "toupper",
    "vfprintf",
    "visit",
    "vprintf",
    "vsprintf"
  ];
  const LITERALS3 = [
    "NULL",
    "false",
    "nullopt",
    "nullptr",
    "true"
  ];
  const BUILT_IN = ["_Pragma"];
  const CPP_KEYWORDS = {
    type: RESERVED_TYPES,
    keyword: RESERVED_KEYWORDS,
    literal: LITERALS3,
    built_in: BUILT_IN,
    _type_hints: TYPE_HINTS
  };
  const FUNCTION_DISPATCH = {
    className: "function.dispatch",
    relevance: 0,
    keywords: {
      // Only for relevance, not highlighting.
      _hint: FUNCTION_HINTS
    },
    begin: regex.concat(
      /\b/,
      `(?!${RESERVED_KEYWORDS.join("|")})`,
      hljs.IDENT_RE,
      regex.lookahead(/(<[^<>]+>|)\s*\(/)
    )
  };
  const EXPRESSION_CONTAINS = [
    FUNCTION_DISPATCH,
    ...PREPROCESSORS,
    CPP_PRIMITIVE_TYPES,
    C_LINE_COMMENT_MODE,
    hljs.C_BLOCK_COMMENT_MODE,
    NUMBERS,
    STRINGS
  ];
  const EXPRESSION_CONTEXT = {
    // This mode covers expression context where we can't expect a function
    // definition and shouldn't highlight anything that looks like one:
    // `return some()`, `else if()`, `(x*sum(1, 2))`
    variants: [
      {
        begin: /=/,
        end: /;/
      },
      {
        begin: /\(/,
        end: /\)/
      },
      {
        beginKeywords: "new throw return else",
        end: /;/
      }
    ],
    keywords: CPP_KEYWORDS,
    contains: EXPRESSION_CONTAINS.concat([
      {
        begin: /\(/,
        end: /\)/,
        keywords: CPP_KEYWORDS,
        contains: EXPRESSION_CONTAINS.concat(["self"]),
        relevance: 0
      }
    ]),
    relevance: 0
  };
  const FUNCTION_DECLARATION = {
    className: "function",
    begin: "(" + FUNCTION_TYPE_RE + "[\\*&\\s]+){1," + MAX_FUNCTION_TYPE_TOKENS + "}" + FUNCTION_TITLE,
    returnBegin: true,
    end: /[{;=]/,
    excludeEnd: true,
    keywords: CPP_KEYWORDS,
    illegal: /[^\w\s\*&:<>.]/,
    contains: [
      {
        // to prevent it from being confused as the function title
        begin: DECLTYPE_AUTO_RE,
        keywords: CPP_KEYWORDS,
        relevance: 0
      },
      {
        begin: FUNCTION_TITLE,
        returnBegin: true,
        contains: [TITLE_MODE],
        relevance: 0
      },
      // needed because we do not have look-behind on the below rule
      // to prevent it from grabbing the final : in a :: pair
      {
        begin: /::/,
        relevance: 0
      },
      // initializers
      {
        begin: /:/,
        endsWithParent: true,
        contains: [
          STRINGS,
          NUMBERS
        ]
      },
      // allow for multiple declarations, e.g.:
      // extern void f(int), g(char);
      {
        relevance: 0,
        match: /,/
      },
      {
        className: "params",
        begin: /\(/,
        end: /\)/,
        keywords: CPP_KEYWORDS,
        relevance: 0,
        contains: [
          C_LINE_COMMENT_MODE,
          hljs.C_BLOCK_COMMENT_MODE,
          STRINGS,
          NUMBERS,
          CPP_PRIMITIVE_TYPES,
          // Count matching parentheses.
          {
            begin: /\(/,
            end: /\)/,
            keywords: CPP_KEYWORDS,
            relevance: 0,
            contains: [
              "self",
              C_LINE_COMMENT_MODE,
              hljs.C_BLOCK_COMMENT_MODE,
              STRINGS,
              NUMBERS,
              CPP_PRIMITIVE_TYPES
            ]
          }
        ]
      },
      CPP_PRIMITIVE_TYPES,
      C_LINE_COMMENT_MODE,
      hljs.C_BLOCK_COMMENT_MODE,
      ...PREPROCESSORS
    ]
  };
  return {
    name: "C++",
    aliases: [
      "cc",
      "c++",
      "h++",
      "hpp",
      "hh",
      "hxx",
      "cxx"
    ],
    keywords: CPP_KEYWORDS,
    illegal: "</",
    classNameAliases: { "function.dispatch": "built_in" },
    contains: [].concat(
      EXPRESSION_CONTEXT,
      FUNCTION_DECLARATION,
      FUNCTION_DISPATCH,
      EXPRESSION_CONTAINS,
      [
        ...PREPROCESSORS,
        {
          // containers: ie, `vector <int> rooms (9);`
          begin: "\\b(deque|list|queue|priority_queue|pair|stack|vector|map|set|bitset|multiset|multimap|unordered_map|unordered_set|unordered_multiset|unordered_multimap|array|tuple|optional|variant|function|flat_map|flat_set)\\s*<(?!<)",
          end: ">",
          keywords: CPP_KEYWORDS,
          contains: [
            "self",
            CPP_PRIMITIVE_TYPES
          ]
        },
        {
          begin: hljs.IDENT_RE + "::",
          keywords: CPP_KEYWORDS
        },
        {
          match: [
            // extra complexity to deal with `enum class` and `enum struct`
            /\b(?:enum(?:\s+(?:class|struct))?|class|struct|union)/,
            /\s+/,
            /\w+/
          ],
          className: {
            1: "keyword",
            3: "title.class"
          }
        }
      ]
    )
  };
}

// node_modules/highlight.js/es/languages/csharp.js
function csharp(hljs) {
  const BUILT_IN_KEYWORDS = [
    "bool",
    "byte",
    "char",
    "decimal",
    "delegate",
    "double",
    "dynamic",
    "enum",
    "float",
    "int",
    "long",
    "nint",
    "nuint",
    "object",
    "sbyte",
    "short",
    "string",
    "ulong",
    "uint",
    "ushort"
  ];
  const FUNCTION_MODIFIERS = [
    "public",
    "private",
    "protected",
    "static",
    "internal",
    "protected",
    "abstract",
    "async",
    "extern",
    "override",
    "unsafe",
    "virtual",
    "new",
    "sealed",
    "partial"
  ];
  const LITERAL_KEYWORDS = [
    "default",
    "false",
    "null",
    "true"
  ];
  const NORMAL_KEYWORDS = [
    "abstract",
    "as",
    "base",
    "break",
    "case",
    "catch",
    "class",
    "const",
    "continue",
    "do",
    "else",
    "event",
    "explicit",
    "extern",
    "finally",
    "fixed",
    "for",
    "foreach",
    "goto",
    "if",
    "implicit",
    "in",
    "interface",
    "internal",
    "is",
    "lock",
    "namespace",
    "new",
    "operator",
    "out",
    "override",
    "params",
    "private",
    "protected",
    "public",
    "readonly",
    "record",
    "ref",
    "return",
    "scoped",
    "sealed",
    "sizeof",
    "stackalloc",
    "static",
    "struct",
    "switch",
    "this",
    "throw",
    "try",
    "typeof",
    "unchecked",
    "unsafe",
    "using",
    "virtual",
    "void",
    "volatile",
    "while"
  ];
  const CONTEXTUAL_KEYWORDS = [
    "add",
    "alias",
    "and",
    "ascending",
    "args",
    "async",
    "await",
    "by",
    "descending",
    "dynamic",
    "equals",
    "file",
    "from",
    "get",
    "global",
    "group",
    "init",
    "into",
    "join",
    "let",
    "nameof",
    "not",
    "notnull",
    "on",
    "or",
    "orderby",
    "partial",
    "record",
    "remove",
    "required",
    "scoped",
    "select",
    "set",
    "unmanaged",
    "value|0",
    "var",
    "when",
    "where",
    "with",
    "yield"
  ];
  const KEYWORDS3 = {
    keyword: NORMAL_KEYWORDS.concat(CONTEXTUAL_KEYWORDS),
    built_in: BUILT_IN_KEYWORDS,
    literal: LITERAL_KEYWORDS
  };
  const TITLE_MODE = hljs.inherit(hljs.TITLE_MODE, { begin: "[a-zA-Z](\\.?\\w)*" });
  const DIGITS = "\\d(_*\\d)*";
  const INTEGER_SUFFIX = "([uU][lL]?|[lL][uU]?)?";
  const REAL_SUFFIX = "([fFdDmM]|[uU][lL]?|[lL][uU]?)?";
  const NUMBERS = {
    className: "number",
    variants: [
      { begin: "\\b0[bB]_*[01](_*[01])*" + INTEGER_SUFFIX },
      { begin: "(-?)\\b0[xX]_*[a-fA-F0-9](_*[a-fA-F0-9])*" + INTEGER_SUFFIX },
      { begin: "(-?)(\\b" + DIGITS + "(\\.(" + DIGITS + ")?)?|\\." + DIGITS + ")([eE][-+]?" + DIGITS + ")?" + REAL_SUFFIX }
    ],
    relevance: 0
  };
  const RAW_STRING = {
    className: "string",
    begin: /"""("*)(?!")(.|\n)*?"""\1/,
    relevance: 1
  };
  const VERBATIM_STRING = {
    className: "string",
    begin: '@"',
    end: '"',
    contains: [{ begin: '""' }]
  };
  const VERBATIM_STRING_NO_LF = hljs.inherit(VERBATIM_STRING, { illegal: /\n/ });
  const SUBST = {
    className: "subst",
    begin: /\{/,
    end: /\}/,
    keywords: KEYWORDS3
  };
  const SUBST_NO_LF = hljs.inherit(SUBST, { illegal: /\n/ });
  const INTERPOLATED_STRING = {
    className: "string",
    begin: /\$"/,
    end: '"',
    illegal: /\n/,
    contains: [
      { begin: /\{\{/ },
      { begin: /\}\}/ },
      hljs.BACKSLASH_ESCAPE,
      SUBST_NO_LF
    ]
  };
  const INTERPOLATED_VERBATIM_STRING = {
    className: "string",
    begin: /\$@"/,
    end: '"',
    contains: [
      { begin: /\{\{/ },
      { begin: /\}\}/ },
      { begin: '""' },
      SUBST
    ]
  };
  const INTERPOLATED_VERBATIM_STRING_NO_LF = hljs.inherit(INTERPOLATED_VERBATIM_STRING, {
    illegal: /\n/,
    contains: [
      { begin: /\{\{/ },
      { begin: /\}\}/ },
      { begin: '""' },
      SUBST_NO_LF
    ]
  });
  SUBST.contains = [
    INTERPOLATED_VERBATIM_STRING,
    INTERPOLATED_STRING,
    VERBATIM_STRING,
    hljs.APOS_STRING_MODE,
    hljs.QUOTE_STRING_MODE,
    NUMBERS,
    hljs.C_BLOCK_COMMENT_MODE
  ];
  SUBST_NO_LF.contains = [
    INTERPOLATED_VERBATIM_STRING_NO_LF,
    INTERPOLATED_STRING,
    VERBATIM_STRING_NO_LF,
    hljs.APOS_STRING_MODE,
    hljs.QUOTE_STRING_MODE,
    NUMBERS,
    hljs.inherit(hljs.C_BLOCK_COMMENT_MODE, { illegal: /\n/ })
  ];
  const STRING = { variants: [
    RAW_STRING,
    INTERPOLATED_VERBATIM_STRING,
    INTERPOLATED_STRING,
    VERBATIM_STRING,
    hljs.APOS_STRING_MODE,
    hljs.QUOTE_STRING_MODE
  ] };
  const GENERIC_MODIFIER = {
    begin: "<",
    end: ">",
    contains: [
      { beginKeywords: "in out" },
      TITLE_MODE
    ]
  };
  const TYPE_IDENT_RE = hljs.IDENT_RE + "(<" + hljs.IDENT_RE + "(\\s*,\\s*" + hljs.IDENT_RE + ")*>)?(\\[\\])?";
  const AT_IDENTIFIER = {
    // prevents expressions like `@class` from incorrect flagging
    // `class` as a keyword
    begin: "@" + hljs.IDENT_RE,
    relevance: 0
  };
  return {
    name: "C#",
    aliases: [
      "cs",
      "c#"
    ],
    keywords: KEYWORDS3,
    illegal: /::/,
    contains: [
      hljs.COMMENT(
        "///",
        "$",
        {
          returnBegin: true,
          contains: [
            {
              className: "doctag",
              variants: [
                {
                  begin: "///",
                  relevance: 0
                },
                { begin: "<!--|-->" },
                {
                  begin: "</?",
                  end: ">"
                }
              ]
            }
          ]
        }
      ),
      hljs.C_LINE_COMMENT_MODE,
      hljs.C_BLOCK_COMMENT_MODE,
      {
        className: "meta",
        begin: "#",
        end: "$",
        keywords: { keyword: "if else elif endif define undef warning error line region endregion pragma checksum" }
      },
      STRING,
      NUMBERS,
      {
        beginKeywords: "class interface",
        relevance: 0,
        end: /[{;=]/,
        illegal: /[^\s:,]/,
        contains: [
          { beginKeywords: "where class" },
          TITLE_MODE,
          GENERIC_MODIFIER,
          hljs.C_LINE_COMMENT_MODE,
          hljs.C_BLOCK_COMMENT_MODE
        ]
      },
      {
        beginKeywords: "namespace",
        relevance: 0,
        end: /[{;=]/,
        illegal: /[^\s:]/,
        contains: [
          TITLE_MODE,
          hljs.C_LINE_COMMENT_MODE,
          hljs.C_BLOCK_COMMENT_MODE
        ]
      },
      {
        beginKeywords: "record",
        relevance: 0,
        end: /[{;=]/,
        illegal: /[^\s:]/,
        contains: [
          TITLE_MODE,
          GENERIC_MODIFIER,
          hljs.C_LINE_COMMENT_MODE,
          hljs.C_BLOCK_COMMENT_MODE
        ]
      },
      {
        // [Attributes("")]
        className: "meta",
        begin: "^\\s*\\[(?=[\\w])",
        excludeBegin: true,
        end: "\\]",
        excludeEnd: true,
        contains: [
          {
            className: "string",
            begin: /"/,
            end: /"/
          }
        ]
      },
      {
        // Expression keywords prevent 'keyword Name(...)' from being
        // recognized as a function definition
        beginKeywords: "new return throw await else",
        relevance: 0
      },
      {
        className: "function",
        begin: "(" + TYPE_IDENT_RE + "\\s+)+" + hljs.IDENT_RE + "\\s*(<[^=]+>\\s*)?\\(",
        returnBegin: true,
        end: /\s*[{;=]/,
        excludeEnd: true,
        keywords: KEYWORDS3,
        contains: [
          // prevents these from being highlighted `title`
          {
            beginKeywords: FUNCTION_MODIFIERS.join(" "),
            relevance: 0
          },
          {
            begin: hljs.IDENT_RE + "\\s*(<[^=]+>\\s*)?\\(",
            returnBegin: true,
            contains: [
              hljs.TITLE_MODE,
              GENERIC_MODIFIER
            ],
            relevance: 0
          },
          { match: /\(\)/ },
          {
            className: "params",
            begin: /\(/,
            end: /\)/,
            excludeBegin: true,
            excludeEnd: true,
            keywords: KEYWORDS3,
            relevance: 0,
            contains: [
              STRING,
              NUMBERS,
              hljs.C_BLOCK_COMMENT_MODE
            ]
          },
          hljs.C_LINE_COMMENT_MODE,
          hljs.C_BLOCK_COMMENT_MODE
        ]
      },
      AT_IDENTIFIER
    ]
  };
}

// node_modules/highlight.js/es/languages/css.js
var MODES = (hljs) => {
  return {
    IMPORTANT: {
      scope: "meta",
      begin: "!important"
    },
    BLOCK_COMMENT: hljs.C_BLOCK_COMMENT_MODE,
    HEXCOLOR: {
      scope: "number",
      begin: /#(([0-9a-fA-F]{3,4})|(([0-9a-fA-F]{2}){3,4}))\b/
    },
    UNICODE_RANGE: {
      scope: "number",
      begin: /\b[Uu]\+[0-9A-Fa-f][0-9A-Fa-f?]{0,5}(-[0-9A-Fa-f][0-9A-Fa-f]{0,5})?/
    },
    FUNCTION_DISPATCH: {
      className: "built_in",
      begin: /[\w-]+(?=\()/
    },
    ATTRIBUTE_SELECTOR_MODE: {
      scope: "selector-attr",
      begin: /\[/,
      end: /\]/,
      illegal: "$",
      contains: [
        hljs.APOS_STRING_MODE,
        hljs.QUOTE_STRING_MODE
      ]
    },
    CSS_NUMBER_MODE: {
      scope: "number",
      begin: hljs.NUMBER_RE + "(%|em|ex|ch|rem|vw|vh|vmin|vmax|cm|mm|in|pt|pc|px|deg|grad|rad|turn|s|ms|Hz|kHz|dpi|dpcm|dppx)?",
      relevance: 0
    },
    CSS_VARIABLE: {
      className: "attr",
      begin: /--[A-Za-z_][A-Za-z0-9_-]*/
    }
  };
};
var HTML_TAGS = [
  "a",
  "abbr",
  "address",
  "article",
  "aside",
  "audio",
  "b",
  "blockquote",
  "body",
  "button",
  "canvas",
  "caption",
  "cite",
  "code",
  "dd",
  "del",
  "details",
  "dfn",
  "div",
  "dl",
  "dt",
  "em",
  "fieldset",
  "figcaption",
  "figure",
  "footer",
  "form",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "hgroup",
  "html",
  "i",
  "iframe",
  "img",
  "input",
  "ins",
  "kbd",
  "label",
  "legend",
  "li",
  "main",
  "mark",
  "menu",
  "nav",
  "object",
  "ol",
  "optgroup",
  "option",
  "p",
  "picture",
  "q",
  "quote",
  "samp",
  "section",
  "select",
  "source",
  "span",
  "strong",
  "summary",
  "sup",
  "table",
  "tbody",
  "td",
  "textarea",
  "tfoot",
  "th",
  "thead",
  "time",
  "tr",
  "ul",
  "var",
  "video"
];
var SVG_TAGS = [
  "defs",
  "g",
  "marker",
  "mask",
  "pattern",
  "svg",
  "switch",
  "symbol",
  "feBlend",
  "feColorMatrix",
  "feComponentTransfer",
  "feComposite",
  "feConvolveMatrix",
  "feDiffuseLighting",
  "feDisplacementMap",
  "feFlood",
  "feGaussianBlur",
  "feImage",
  "feMerge",
  "feMorphology",
  "feOffset",
  "feSpecularLighting",
  "feTile",
  "feTurbulence",
  "linearGradient",
  "radialGradient",
  "stop",
  "circle",
  "ellipse",
  "image",
  "line",
  "path",
  "polygon",
  "polyline",
  "rect",
  "text",
  "use",
  "textPath",
  "tspan",
  "foreignObject",
  "clipPath"
];
var TAGS = [
  ...HTML_TAGS,
  ...SVG_TAGS
];
var MEDIA_FEATURES = [
  "any-hover",
  "any-pointer",
  "aspect-ratio",
  "color",
  "color-gamut",
  "color-index",
  "device-aspect-ratio",
  "device-height",
  "device-width",
  "display-mode",
  "forced-colors",
  "grid",
  "height",
  "hover",
  "inverted-colors",
  "monochrome",
  "orientation",
  "overflow-block",
  "overflow-inline",
  "pointer",
  "prefers-color-scheme",
  "prefers-contrast",
  "prefers-reduced-motion",
  "prefers-reduced-transparency",
  "resolution",
  "scan",
  "scripting",
  "update",
  "width",
  // TODO: find a better solution?
  "min-width",
  "max-width",
  "min-height",
  "max-height"
].sort().reverse();
var PSEUDO_CLASSES = [
  "active",
  "any-link",
  "blank",
  "checked",
  "current",
  "default",
  "defined",
  "dir",
  // dir()
  "disabled",
  "drop",
  "empty",
  "enabled",
  "first",
  "first-child",
  "first-of-type",
  "fullscreen",
  "future",
  "focus",
  "focus-visible",
  "focus-within",
  "has",
  // has()
  "host",
  // host or host()
  "host-context",
  // host-context()
  "hover",
  "indeterminate",
  "in-range",
  "invalid",
  "is",
  // is()
  "lang",
  // lang()
  "last-child",
  "last-of-type",
  "left",
  "link",
  "local-link",
  "not",
  // not()
  "nth-child",
  // nth-child()
  "nth-col",
  // nth-col()
  "nth-last-child",
  // nth-last-child()
  "nth-last-col",
  // nth-last-col()
  "nth-last-of-type",
  //nth-last-of-type()
  "nth-of-type",
  //nth-of-type()
  "only-child",
  "only-of-type",
  "optional",
  "out-of-range",
  "past",
  "placeholder-shown",
  "read-only",
  "read-write",
  "required",
  "right",
  "root",
  "scope",
  "target",
  "target-within",
  "user-invalid",
  "valid",
  "visited",
  "where"
  // where()
].sort().reverse();
var PSEUDO_ELEMENTS = [
  "after",
  "backdrop",
  "before",
  "cue",
  "cue-region",
  "first-letter",
  "first-line",
  "grammar-error",
  "marker",
  "part",
  "placeholder",
  "selection",
  "slotted",
  "spelling-error"
].sort().reverse();
var ATTRIBUTES = [
  "accent-color",
  "align-content",
  "align-items",
  "align-self",
  "alignment-baseline",
  "all",
  "anchor-name",
  "animation",
  "animation-composition",
  "animation-delay",
  "animation-direction",
  "animation-duration",
  "animation-fill-mode",
  "animation-iteration-count",
  "animation-name",
  "animation-play-state",
  "animation-range",
  "animation-range-end",
  "animation-range-start",
  "animation-timeline",
  "animation-timing-function",
  "appearance",
  "aspect-ratio",
  "backdrop-filter",
  "backface-visibility",
  "background",
  "background-attachment",
  "background-blend-mode",
  "background-clip",
  "background-color",
  "background-image",
  "background-origin",
  "background-position",
  "background-position-x",
  "background-position-y",
  "background-repeat",
  "background-size",
  "baseline-shift",
  "block-size",
  "border",
  "border-block",
  "border-block-color",
  "border-block-end",
  "border-block-end-color",
  "border-block-end-style",
  "border-block-end-width",
  "border-block-start",
  "border-block-start-color",
  "border-block-start-style",
  "border-block-start-width",
  "border-block-style",
  "border-block-width",
  "border-bottom",
  "border-bottom-color",
  "border-bottom-left-radius",
  "border-bottom-right-radius",
  "border-bottom-style",
  "border-bottom-width",
  "border-collapse",
  "border-color",
  "border-end-end-radius",
  "border-end-start-radius",
  "border-image",
  "border-image-outset",
  "border-image-repeat",
  "border-image-slice",
  "border-image-source",
  "border-image-width",
  "border-inline",
  "border-inline-color",
  "border-inline-end",
  "border-inline-end-color",
  "border-inline-end-style",
  "border-inline-end-width",
  "border-inline-start",
  "border-inline-start-color",
  "border-inline-start-style",
  "border-inline-start-width",
  "border-inline-style",
  "border-inline-width",
  "border-left",
  "border-left-color",
  "border-left-style",
  "border-left-width",
  "border-radius",
  "border-right",
  "border-right-color",
  "border-right-style",
  "border-right-width",
  "border-spacing",
  "border-start-end-radius",
  "border-start-start-radius",
  "border-style",
  "border-top",
  "border-top-color",
  "border-top-left-radius",
  "border-top-right-radius",
  "border-top-style",
  "border-top-width",
  "border-width",
  "bottom",
  "box-align",
  "box-decoration-break",
  "box-direction",
  "box-flex",
  "box-flex-group",
  "box-lines",
  "box-ordinal-group",
  "box-orient",
  "box-pack",
  "box-shadow",
  "box-sizing",
  "break-after",
  "break-before",
  "break-inside",
  "caption-side",
  "caret-color",
  "clear",
  "clip",
  "clip-path",
  "clip-rule",
  "color",
  "color-interpolation",
  "color-interpolation-filters",
  "color-profile",
  "color-rendering",
  "color-scheme",
  "column-count",
  "column-fill",
  "column-gap",
  "column-rule",
  "column-rule-color",
  "column-rule-style",
  "column-rule-width",
  "column-span",
  "column-width",
  "columns",
  "contain",
  "contain-intrinsic-block-size",
  "contain-intrinsic-height",
  "contain-intrinsic-inline-size",
  "contain-intrinsic-size",
  "contain-intrinsic-width",
  "container",
  "container-name",
  "container-type",
  "content",
  "content-visibility",
  "corner-bottom-left-shape",
  "corner-bottom-right-shape",
  "corner-shape",
  "corner-top-left-shape",
  "corner-top-right-shape",
  "counter-increment",
  "counter-reset",
  "counter-set",
  "cue",
  "cue-after",
  "cue-before",
  "cursor",
  "cx",
  "cy",
  "direction",
  "display",
  "dominant-baseline",
  "empty-cells",
  "enable-background",
  "field-sizing",
  "fill",
  "fill-opacity",
  "fill-rule",
  "filter",
  "flex",
  "flex-basis",
  "flex-direction",
  "flex-flow",
  "flex-grow",
  "flex-shrink",
  "flex-wrap",
  "float",
  "flood-color",
  "flood-opacity",
  "flow",
  "font",
  "font-display",
  "font-family",
  "font-feature-settings",
  "font-kerning",
  "font-language-override",
  "font-optical-sizing",
  "font-palette",
  "font-size",
  "font-size-adjust",
  "font-smooth",
  "font-smoothing",
  "font-stretch",
  "font-style",
  "font-synthesis",
  "font-synthesis-position",
  "font-synthesis-small-caps",
  "font-synthesis-style",
  "font-synthesis-weight",
  "font-variant",
  "font-variant-alternates",
  "font-variant-caps",
  "font-variant-east-asian",
  "font-variant-emoji",
  "font-variant-ligatures",
  "font-variant-numeric",
  "font-variant-position",
  "font-variation-settings",
  "font-weight",
  "forced-color-adjust",
  "gap",
  "glyph-orientation-horizontal",
  "glyph-orientation-vertical",
  "grid",
  "grid-area",
  "grid-auto-columns",
  "grid-auto-flow",
  "grid-auto-rows",
  "grid-column",
  "grid-column-end",
  "grid-column-start",
  "grid-gap",
  "grid-row",
  "grid-row-end",
  "grid-row-start",
  "grid-template",
  "grid-template-areas",
  "grid-template-columns",
  "grid-template-rows",
  "hanging-punctuation",
  "height",
  "hyphenate-character",
  "hyphenate-limit-chars",
  "hyphens",
  "icon",
  "image-orientation",
  "image-rendering",
  "image-resolution",
  "ime-mode",
  "initial-letter",
  "initial-letter-align",
  "inline-size",
  "inset",
  "inset-area",
  "inset-block",
  "inset-block-end",
  "inset-block-start",
  "inset-inline",
  "inset-inline-end",
  "inset-inline-start",
  "isolation",
  "justify-content",
  "justify-items",
  "justify-self",
  "kerning",
  "left",
  "letter-spacing",
  "lighting-color",
  "line-break",
  "line-height",
  "line-height-step",
  "list-style",
  "list-style-image",
  "list-style-position",
  "list-style-type",
  "margin",
  "margin-block",
  "margin-block-end",
  "margin-block-start",
  "margin-bottom",
  "margin-inline",
  "margin-inline-end",
  "margin-inline-start",
  "margin-left",
  "margin-right",
  "margin-top",
  "margin-trim",
  "marker",
  "marker-end",
  "marker-mid",
  "marker-start",
  "marks",
  "mask",
  "mask-border",
  "mask-border-mode",
  "mask-border-outset",
  "mask-border-repeat",
  "mask-border-slice",
  "mask-border-source",
  "mask-border-width",
  "mask-clip",
  "mask-composite",
  "mask-image",
  "mask-mode",
  "mask-origin",
  "mask-position",
  "mask-repeat",
  "mask-size",
  "mask-type",
  "masonry-auto-flow",
  "math-depth",
  "math-shift",
  "math-style",
  "max-block-size",
  "max-height",
  "max-inline-size",
  "max-width",
  "min-block-size",
  "min-height",
  "min-inline-size",
  "min-width",
  "mix-blend-mode",
  "nav-down",
  "nav-index",
  "nav-left",
  "nav-right",
  "nav-up",
  "none",
  "normal",
  "object-fit",
  "object-position",
  "offset",
  "offset-anchor",
  "offset-distance",
  "offset-path",
  "offset-position",
  "offset-rotate",
  "opacity",
  "order",
  "orphans",
  "outline",
  "outline-color",
  "outline-offset",
  "outline-style",
  "outline-width",
  "overflow",
  "overflow-anchor",
  "overflow-block",
  "overflow-clip-margin",
  "overflow-inline",
  "overflow-wrap",
  "overflow-x",
  "overflow-y",
  "overlay",
  "overscroll-behavior",
  "overscroll-behavior-block",
  "overscroll-behavior-inline",
  "overscroll-behavior-x",
  "overscroll-behavior-y",
  "padding",
  "padding-block",
  "padding-block-end",
  "padding-block-start",
  "padding-bottom",
  "padding-inline",
  "padding-inline-end",
  "padding-inline-start",
  "padding-left",
  "padding-right",
  "padding-top",
  "page",
  "page-break-after",
  "page-break-before",
  "page-break-inside",
  "paint-order",
  "pause",
  "pause-after",
  "pause-before",
  "perspective",
  "perspective-origin",
  "place-content",
  "place-items",
  "place-self",
  "pointer-events",
  "position",
  "position-anchor",
  "position-visibility",
  "print-color-adjust",
  "quotes",
  "r",
  "resize",
  "rest",
  "rest-after",
  "rest-before",
  "right",
  "rotate",
  "row-gap",
  "ruby-align",
  "ruby-position",
  "scale",
  "scroll-behavior",
  "scroll-margin",
  "scroll-margin-block",
  "scroll-margin-block-end",
  "scroll-margin-block-start",
  "scroll-margin-bottom",
  "scroll-margin-inline",
  "scroll-margin-inline-end",
  "scroll-margin-inline-start",
  "scroll-margin-left",
  "scroll-margin-right",
  "scroll-margin-top",
  "scroll-padding",
  "scroll-padding-block",
  "scroll-padding-block-end",
  "scroll-padding-block-start",
  "scroll-padding-bottom",
  "scroll-padding-inline",
  "scroll-padding-inline-end",
  "scroll-padding-inline-start",
  "scroll-padding-left",
  "scroll-padding-right",
  "scroll-padding-top",
  "scroll-snap-align",
  "scroll-snap-stop",
  "scroll-snap-type",
  "scroll-timeline",
  "scroll-timeline-axis",
  "scroll-timeline-name",
  "scrollbar-color",
  "scrollbar-gutter",
  "scrollbar-width",
  "shape-image-threshold",
  "shape-margin",
  "shape-outside",
  "shape-rendering",
  "speak",
  "speak-as",
  "src",
  // @font-face
  "stop-color",
  "stop-opacity",
  "stroke",
  "stroke-dasharray",
  "stroke-dashoffset",
  "stroke-linecap",
  "stroke-linejoin",
  "stroke-miterlimit",
  "stroke-opacity",
  "stroke-width",
  "tab-size",
  "table-layout",
  "text-align",
  "text-align-all",
  "text-align-last",
  "text-anchor",
  "text-combine-upright",
  "text-decoration",
  "text-decoration-color",
  "text-decoration-line",
  "text-decoration-skip",
  "text-decoration-skip-ink",
  "text-decoration-style",
  "text-decoration-thickness",
  "text-emphasis",
  "text-emphasis-color",
  "text-emphasis-position",
  "text-emphasis-style",
  "text-indent",
  "text-justify",
  "text-orientation",
  "text-overflow",
  "text-rendering",
  "text-shadow",
  "text-size-adjust",
  "text-transform",
  "text-underline-offset",
  "text-underline-position",
  "text-wrap",
  "text-wrap-mode",
  "text-wrap-style",
  "timeline-scope",
  "top",
  "touch-action",
  "transform",
  "transform-box",
  "transform-origin",
  "transform-style",
  "transition",
  "transition-behavior",
  "transition-delay",
  "transition-duration",
  "transition-property",
  "transition-timing-function",
  "translate",
  "unicode-bidi",
  "unicode-range",
  "user-modify",
  "user-select",
  "vector-effect",
  "vertical-align",
  "view-timeline",
  "view-timeline-axis",
  "view-timeline-inset",
  "view-timeline-name",
  "view-transition-name",
  "visibility",
  "voice-balance",
  "voice-duration",
  "voice-family",
  "voice-pitch",
  "voice-range",
  "voice-rate",
  "voice-stress",
  "voice-volume",
  "white-space",
  "white-space-collapse",
  "widows",
  "width",
  "will-change",
  "word-break",
  "word-spacing",
  "word-wrap",
  "writing-mode",
  "x",
  "y",
  "z-index",
  "zoom"
].sort().reverse();
function css(hljs) {
  const regex = hljs.regex;
  const modes = MODES(hljs);
  const VENDOR_PREFIX = { begin: /-(webkit|moz|ms|o)-(?=[a-z])/ };
  const AT_MODIFIERS = "and or not only";
  const AT_PROPERTY_RE = /@-?\w[\w]*(-\w+)*/;
  const IDENT_RE3 = "[a-zA-Z-][a-zA-Z0-9_-]*";
  const STRINGS = [
    hljs.APOS_STRING_MODE,
    hljs.QUOTE_STRING_MODE
  ];
  return {
    name: "CSS",
    case_insensitive: true,
    illegal: /[=|'\$]/,
    keywords: { keyframePosition: "from to" },
    classNameAliases: {
      // for visual continuity with `tag {}` and because we
      // don't have a great class for this?
      keyframePosition: "selector-tag"
    },
    contains: [
      modes.BLOCK_COMMENT,
      VENDOR_PREFIX,
      // to recognize keyframe 40% etc which are outside the scope of our
      // attribute value mode
      modes.CSS_NUMBER_MODE,
      {
        className: "selector-id",
        begin: /#[A-Za-z0-9_-]+/,
        relevance: 0
      },
      {
        className: "selector-class",
        begin: "\\." + IDENT_RE3,
        relevance: 0
      },
      modes.ATTRIBUTE_SELECTOR_MODE,
      {
        className: "selector-pseudo",
        variants: [
          { begin: ":(" + PSEUDO_CLASSES.join("|") + ")" },
          { begin: ":(:)?(" + PSEUDO_ELEMENTS.join("|") + ")" }
        ]
      },
      // we may actually need this (12/2020)
      // { // pseudo-selector params
      //   begin: /\(/,
      //   end: /\)/,
      //   contains: [ hljs.CSS_NUMBER_MODE ]
      // },
      modes.CSS_VARIABLE,
      {
        className: "attribute",
        begin: "\\b(" + ATTRIBUTES.join("|") + ")\\b"
      },
      // attribute values
      {
        begin: /:/,
        end: /[;}{]/,
        contains: [
          modes.BLOCK_COMMENT,
          modes.HEXCOLOR,
          modes.IMPORTANT,
          modes.CSS_NUMBER_MODE,
          modes.UNICODE_RANGE,
          ...STRINGS,
          // needed to highlight these as strings and to avoid issues with
          // illegal characters that might be inside urls that would trigger the
          // languages illegal stack
          {
            begin: /(url|data-uri)\(/,
            end: /\)/,
            relevance: 0,
            // from keywords
            keywords: { built_in: "url data-uri" },
            contains: [
              ...STRINGS,
              {
                className: "string",
                // any character other than `)` as in `url()` will be the start
                // of a string, which ends with `)` (from the parent mode)
                begin: /[^)]/,
                endsWithParent: true,
                excludeEnd: true
              }
            ]
          },
          modes.FUNCTION_DISPATCH
        ]
      },
      {
        begin: regex.lookahead(/@/),
        end: "[{;]",
        relevance: 0,
        illegal: /:/,
        // break on Less variables @var: ...
        contains: [
          {
            className: "keyword",
            begin: AT_PROPERTY_RE
          },
          {
            begin: /\s/,
            endsWithParent: true,
            excludeEnd: true,
            relevance: 0,
            keywords: {
              $pattern: /[a-z-]+/,
              keyword: AT_MODIFIERS,
              attribute: MEDIA_FEATURES.join(" ")
            },
            contains: [
              {
                begin: /[a-z-]+(?=:)/,
                className: "attribute"
              },
              ...STRINGS,
              modes.CSS_NUMBER_MODE
            ]
          }
        ]
      },
      {
        className: "selector-tag",
        begin: "\\b(" + TAGS.join("|") + ")\\b"
      }
    ]
  };
}

// node_modules/highlight.js/es/languages/dart.js
function dart(hljs) {
  const regex = hljs.regex;
  const SUBST = {
    className: "subst",
    variants: [{ begin: "\\$[A-Za-z0-9_]+" }]
  };
  const BRACED_SUBST = {
    className: "subst",
    variants: [
      {
        begin: /\$\{/,
        end: /\}/
      }
    ],
    keywords: "true false null this is new super"
  };
  const NUMBER = {
    className: "number",
    relevance: 0,
    variants: [
      { match: /\b[0-9][0-9_]*(\.[0-9][0-9_]*)?([eE][+-]?[0-9][0-9_]*)?\b/ },
      { match: /\b0[xX][0-9A-Fa-f][0-9A-Fa-f_]*\b/ }
    ]
  };
  const STRING = {
    className: "string",
    variants: [
      {
        begin: "r'''",
        end: "'''"
      },
      {
        begin: 'r"""',
        end: '"""'
      },
      {
        begin: "r'",
        end: "'",
        illegal: "\\n"
      },
      {
        begin: 'r"',
        end: '"',
        illegal: "\\n"
      },
      {
        begin: "'''",
        end: "'''",
        contains: [
          hljs.BACKSLASH_ESCAPE,
          SUBST,
          BRACED_SUBST
        ]
      },
      {
        begin: '"""',
        end: '"""',
        contains: [
          hljs.BACKSLASH_ESCAPE,
          SUBST,
          BRACED_SUBST
        ]
      },
      {
        begin: "'",
        end: "'",
        illegal: "\\n",
        contains: [
          hljs.BACKSLASH_ESCAPE,
          SUBST,
          BRACED_SUBST
        ]
      },
      {
        begin: '"',
        end: '"',
        illegal: "\\n",
        contains: [
          hljs.BACKSLASH_ESCAPE,
          SUBST,
          BRACED_SUBST
        ]
      }
    ]
  };
  BRACED_SUBST.contains = [
    NUMBER,
    STRING
  ];
  const BUILT_IN_TYPES = [
    // dart:core
    "Comparable",
    "DateTime",
    "Duration",
    "Function",
    "Iterable",
    "Iterator",
    "List",
    "Map",
    "Match",
    "Object",
    "Pattern",
    "RegExp",
    "Set",
    "Stopwatch",
    "String",
    "StringBuffer",
    "StringSink",
    "Symbol",
    "Type",
    "Uri",
    "bool",
    "double",
    "int",
    "num",
    // dart:html
    "Element",
    "ElementList"
  ];
  const NULLABLE_BUILT_IN_TYPES = BUILT_IN_TYPES.map((e) => `${e}?`);
  const BASIC_KEYWORDS = [
    "abstract",
    "as",
    "assert",
    "async",
    "await",
    "base",
    "break",
    "case",
    "catch",
    "class",
    "const",
    "continue",
    "covariant",
    "default",
    "deferred",
    "do",
    "dynamic",
    "else",
    "enum",
    "export",
    "extends",
    "extension",
    "external",
    "factory",
    "false",
    "final",
    "finally",
    "for",
    "Function",
    "get",
    "hide",
    "if",
    "implements",
    "import",
    "in",
    "interface",
    "is",
    "late",
    "library",
    "mixin",
    "new",
    "null",
    "on",
    "operator",
    "part",
    "required",
    "rethrow",
    "return",
    "sealed",
    "set",
    "show",
    "static",
    "super",
    "switch",
    "sync",
    "this",
    "throw",
    "true",
    "try",
    "typedef",
    "var",
    "void",
    "when",
    "while",
    "with",
    "yield"
  ];
  const KEYWORDS3 = {
    keyword: BASIC_KEYWORDS,
    built_in: BUILT_IN_TYPES.concat(NULLABLE_BUILT_IN_TYPES).concat([
      // dart:core
      "Never",
      "Null",
      "dynamic",
      "print",
      // dart:html
      "document",
      "querySelector",
      "querySelectorAll",
      "window"
    ]),
    $pattern: /[A-Za-z][A-Za-z0-9_]*\??/
  };
  const CLASS_NAME_RE = regex.concat(
    /\b_?/,
    regex.either(
      /(?:[A-Z]+[a-z0-9]+)+/,
      /(?:[A-Z]+[a-z0-9]+)+[A-Z]+/
    ),
    /(?![A-Za-z0-9_])/
  );
  const CLASS_REFERENCE = {
    match: CLASS_NAME_RE,
    scope: "title.class"
  };
  const FUNCTION_REFERENCE = {
    match: /\b(?!(?:assert|catch|for|if|switch|while)\b)[a-z_][A-Za-z0-9_]*(?=\()/,
    scope: "title.function"
  };
  return {
    name: "Dart",
    keywords: KEYWORDS3,
    contains: [
      STRING,
      hljs.COMMENT(
        /\/\*\*(?!\/)/,
        /\*\//,
        {
          subLanguage: "markdown",
          relevance: 0
        }
      ),
      hljs.COMMENT(
        /\/{3,} ?/,
        /$/,
        { contains: [
          {
            subLanguage: "markdown",
            begin: ".",
            end: "$",
            relevance: 0
          }
        ] }
      ),
      hljs.C_LINE_COMMENT_MODE,
      hljs.C_BLOCK_COMMENT_MODE,
      {
        className: "class",
        beginKeywords: "class interface",
        end: /\{/,
        excludeEnd: true,
        contains: [
          { beginKeywords: "extends implements" },
          hljs.UNDERSCORE_TITLE_MODE
        ]
      },
      CLASS_REFERENCE,
      FUNCTION_REFERENCE,
      NUMBER,
      {
        className: "meta",
        begin: "@[A-Za-z]+"
      }
    ]
  };
}

// node_modules/highlight.js/es/languages/diff.js
function diff(hljs) {
  const regex = hljs.regex;
  return {
    name: "Diff",
    aliases: ["patch"],
    contains: [
      {
        className: "meta",
        relevance: 10,
        match: regex.either(
          /^@@ +-\d+,\d+ +\+\d+,\d+ +@@/,
          // @@ -1,2 +1,2 @@
          /^@@ +-\d+ +\+\d+,\d+ +@@/,
          // @@ -1 +1,2 @@
          /^@@ +-\d+,\d+ +\+\d+ +@@/,
          // @@ -1,2 +1 @@
          /^@@ +-\d+ +\+\d+ +@@/,
          // @@ -1 +1 @@
          /^\*\*\* +\d+,\d+ +\*\*\*\*$/,
          /^--- +\d+,\d+ +----$/
        )
      },
      {
        className: "comment",
        variants: [
          {
            begin: regex.either(
              /Index: /,
              /^index/,
              /={3,}/,
              /^-{3}/,
              /^\*{3} /,
              /^\+{3}/,
              /^diff --git/
            ),
            end: /$/
          },
          { match: /^\*{15}$/ }
        ]
      },
      {
        className: "addition",
        begin: /^\+/,
        end: /$/
      },
      {
        className: "deletion",
        begin: /^-/,
        end: /$/
      },
      {
        className: "addition",
        begin: /^!/,
        end: /$/
      }
    ]
  };
}

// node_modules/highlight.js/es/languages/dockerfile.js
function dockerfile(hljs) {
  const KEYWORDS3 = [
    "from",
    "maintainer",
    "expose",
    "env",
    "arg",
    "user",
    "onbuild",
    "stopsignal"
  ];
  return {
    name: "Dockerfile",
    aliases: ["docker"],
    case_insensitive: true,
    keywords: KEYWORDS3,
    contains: [
      hljs.HASH_COMMENT_MODE,
      hljs.APOS_STRING_MODE,
      hljs.QUOTE_STRING_MODE,
      hljs.NUMBER_MODE,
      {
        beginKeywords: "run cmd entrypoint volume add copy workdir label healthcheck shell",
        starts: {
          end: /[^\\]$/,
          subLanguage: "bash"
        }
      }
    ],
    illegal: "</"
  };
}

// node_modules/highlight.js/es/languages/elixir.js
function elixir(hljs) {
  const regex = hljs.regex;
  const ELIXIR_IDENT_RE = "[a-zA-Z_][a-zA-Z0-9_.]*(!|\\?)?";
  const ELIXIR_METHOD_RE = "[a-zA-Z_]\\w*[!?=]?|[-+~]@|<<|>>|=~|===?|<=>|[<>]=?|\\*\\*|[-/+%^&*~`|]|\\[\\]=?";
  const KEYWORDS3 = [
    "after",
    "alias",
    "and",
    "case",
    "catch",
    "cond",
    "defstruct",
    "defguard",
    "defguardp",
    "do",
    "else",
    "end",
    "fn",
    "for",
    "if",
    "import",
    "in",
    "not",
    "or",
    "quote",
    "raise",
    "receive",
    "require",
    "reraise",
    "rescue",
    "try",
    "unless",
    "unquote",
    "unquote_splicing",
    "use",
    "when",
    "with|0"
  ];
  const LITERALS3 = [
    "false",
    "nil",
    "true"
  ];
  const KWS = {
    $pattern: ELIXIR_IDENT_RE,
    keyword: KEYWORDS3,
    literal: LITERALS3
  };
  const SUBST = {
    className: "subst",
    begin: /#\{/,
    end: /\}/,
    keywords: KWS
  };
  const NUMBER = {
    className: "number",
    begin: "(\\b0o[0-7_]+)|(\\b0b[01_]+)|(\\b0x[0-9a-fA-F_]+)|(-?\\b[0-9][0-9_]*(\\.[0-9_]+([eE][-+]?[0-9]+)?)?)",
    relevance: 0
  };
  const ESCAPES_RE = /\\[\s\S]/;
  const BACKSLASH_ESCAPE = {
    match: ESCAPES_RE,
    scope: "char.escape",
    relevance: 0
  };
  const SIGIL_DELIMITERS = `[/|([{<"']`;
  const SIGIL_DELIMITER_MODES = [
    {
      begin: /"/,
      end: /"/
    },
    {
      begin: /'/,
      end: /'/
    },
    {
      begin: /\//,
      end: /\//
    },
    {
      begin: /\|/,
      end: /\|/
    },
    {
      begin: /\(/,
      end: /\)/
    },
    {
      begin: /\[/,
      end: /\]/
    },
    {
      begin: /\{/,
      end: /\}/
    },
    {
      begin: /</,
      end: />/
    }
  ];
  const escapeSigilEnd = (end) => {
    return {
      scope: "char.escape",
      begin: regex.concat(/\\/, end),
      relevance: 0
    };
  };
  const LOWERCASE_SIGIL = {
    className: "string",
    begin: "~[a-z](?=" + SIGIL_DELIMITERS + ")",
    contains: SIGIL_DELIMITER_MODES.map((x) => hljs.inherit(
      x,
      { contains: [
        escapeSigilEnd(x.end),
        BACKSLASH_ESCAPE,
        SUBST
      ] }
    ))
  };
  const UPCASE_SIGIL = {
    className: "string",
    begin: "~[A-Z](?=" + SIGIL_DELIMITERS + ")",
    contains: SIGIL_DELIMITER_MODES.map((x) => hljs.inherit(
      x,
      { contains: [escapeSigilEnd(x.end)] }
    ))
  };
  const REGEX_SIGIL = {
    className: "regex",
    variants: [
      {
        begin: "~r(?=" + SIGIL_DELIMITERS + ")",
        contains: SIGIL_DELIMITER_MODES.map((x) => hljs.inherit(
          x,
          {
            end: regex.concat(x.end, /[uismxfU]{0,7}/),
            contains: [
              escapeSigilEnd(x.end),
              BACKSLASH_ESCAPE,
              SUBST
            ]
          }
        ))
      },
      {
        begin: "~R(?=" + SIGIL_DELIMITERS + ")",
        contains: SIGIL_DELIMITER_MODES.map(
          (x) => hljs.inherit(
            x,
            {
              end: regex.concat(x.end, /[uismxfU]{0,7}/),
              contains: [escapeSigilEnd(x.end)]
            }
          )
        )
      }
    ]
  };
  const STRING = {
    className: "string",
    contains: [
      hljs.BACKSLASH_ESCAPE,
      SUBST
    ],
    variants: [
      {
        begin: /"""/,
        end: /"""/
      },
      {
        begin: /'''/,
        end: /'''/
      },
      {
        begin: /~S"""/,
        end: /"""/,
        contains: []
        // override default
      },
      {
        begin: /~S"/,
        end: /"/,
        contains: []
        // override default
      },
      {
        begin: /~S'''/,
        end: /'''/,
        contains: []
        // override default
      },
      {
        begin: /~S'/,
        end: /'/,
        contains: []
        // override default
      },
      {
        begin: /'/,
        end: /'/
      },
      {
        begin: /"/,
        end: /"/
      }
    ]
  };
  const FUNCTION = {
    className: "function",
    beginKeywords: "def defp defmacro defmacrop",
    end: /\B\b/,
    // the mode is ended by the title
    contains: [
      hljs.inherit(hljs.TITLE_MODE, {
        begin: ELIXIR_IDENT_RE,
        endsParent: true
      })
    ]
  };
  const CLASS2 = hljs.inherit(FUNCTION, {
    className: "class",
    beginKeywords: "defimpl defmodule defprotocol defrecord",
    end: /\bdo\b|$|;/
  });
  const CHAR_LITERAL = {
    scope: "string",
    match: /\?'/,
    relevance: 0
  };
  const ELIXIR_DEFAULT_CONTAINS = [
    CHAR_LITERAL,
    STRING,
    REGEX_SIGIL,
    UPCASE_SIGIL,
    LOWERCASE_SIGIL,
    hljs.HASH_COMMENT_MODE,
    CLASS2,
    FUNCTION,
    { begin: "::" },
    {
      className: "symbol",
      begin: ":(?![\\s:])",
      contains: [
        STRING,
        { begin: ELIXIR_METHOD_RE }
      ],
      relevance: 0
    },
    {
      className: "symbol",
      begin: ELIXIR_IDENT_RE + ":(?!:)",
      relevance: 0
    },
    {
      // Usage of a module, struct, etc.
      className: "title.class",
      begin: /(\b[A-Z][a-zA-Z0-9_]+)/,
      relevance: 0
    },
    NUMBER,
    {
      className: "variable",
      begin: "(\\$\\W)|((\\$|@@?)(\\w+))"
    }
    // -> has been removed, capnproto always uses this grammar construct
  ];
  SUBST.contains = ELIXIR_DEFAULT_CONTAINS;
  return {
    name: "Elixir",
    aliases: [
      "ex",
      "exs"
    ],
    keywords: KWS,
    contains: ELIXIR_DEFAULT_CONTAINS
  };
}

// node_modules/highlight.js/es/languages/go.js
function go(hljs) {
  const LITERALS3 = [
    "true",
    "false",
    "iota",
    "nil"
  ];
  const BUILT_INS3 = [
    "append",
    "cap",
    "close",
    "complex",
    "copy",
    "imag",
    "len",
    "make",
    "new",
    "panic",
    "print",
    "println",
    "real",
    "recover",
    "delete"
  ];
  const TYPES3 = [
    "bool",
    "byte",
    "complex64",
    "complex128",
    "error",
    "float32",
    "float64",
    "int8",
    "int16",
    "int32",
    "int64",
    "string",
    "uint8",
    "uint16",
    "uint32",
    "uint64",
    "int",
    "uint",
    "uintptr",
    "rune"
  ];
  const KWS = [
    "break",
    "case",
    "chan",
    "const",
    "continue",
    "default",
    "defer",
    "else",
    "fallthrough",
    "for",
    "func",
    "go",
    "goto",
    "if",
    "import",
    "interface",
    "map",
    "package",
    "range",
    "return",
    "select",
    "struct",
    "switch",
    "type",
    "var"
  ];
  const KEYWORDS3 = {
    keyword: KWS,
    type: TYPES3,
    literal: LITERALS3,
    built_in: BUILT_INS3
  };
  return {
    name: "Go",
    aliases: ["golang"],
    keywords: KEYWORDS3,
    illegal: "</",
    contains: [
      hljs.C_LINE_COMMENT_MODE,
      hljs.C_BLOCK_COMMENT_MODE,
      {
        className: "string",
        variants: [
          hljs.QUOTE_STRING_MODE,
          hljs.APOS_STRING_MODE,
          {
            begin: "`",
            end: "`"
          }
        ]
      },
      {
        className: "number",
        variants: [
          {
            match: /-?\b0[xX]\.[a-fA-F0-9](_?[a-fA-F0-9])*[pP][+-]?\d(_?\d)*i?/,
            // hex without a present digit before . (making a digit afterwards required)
            relevance: 0
          },
          {
            match: /-?\b0[xX](_?[a-fA-F0-9])+((\.([a-fA-F0-9](_?[a-fA-F0-9])*)?)?[pP][+-]?\d(_?\d)*)?i?/,
            // hex with a present digit before . (making a digit afterwards optional)
            relevance: 0
          },
          {
            match: /-?\b0[oO](_?[0-7])*i?/,
            // leading 0o octal
            relevance: 0
          },
          {
            match: /-?\b0[bB](_?[01])*i?/,
            // leading 0b binary
            relevance: 0
          },
          {
            match: /-?\.\d(_?\d)*([eE][+-]?\d(_?\d)*)?i?/,
            // decimal without a present digit before . (making a digit afterwards required)
            relevance: 0
          },
          {
            match: /-?\b\d(_?\d)*(\.(\d(_?\d)*)?)?([eE][+-]?\d(_?\d)*)?i?/,
            // decimal with a present digit before . (making a digit afterwards optional)
            relevance: 0
          }
        ]
      },
      {
        begin: /:=/
        // relevance booster
      },
      {
        className: "function",
        beginKeywords: "func",
        end: "\\s*(\\{|$)",
        excludeEnd: true,
        contains: [
          hljs.TITLE_MODE,
          {
            className: "params",
            begin: /\(/,
            end: /\)/,
            endsParent: true,
            keywords: KEYWORDS3,
            illegal: /["']/
          }
        ]
      }
    ]
  };
}

// node_modules/highlight.js/es/languages/graphql.js
function graphql(hljs) {
  const regex = hljs.regex;
  const GQL_NAME = /[_A-Za-z][_0-9A-Za-z]*/;
  return {
    name: "GraphQL",
    aliases: ["gql"],
    case_insensitive: true,
    disableAutodetect: false,
    keywords: {
      keyword: [
        "query",
        "mutation",
        "subscription",
        "type",
        "input",
        "schema",
        "directive",
        "interface",
        "union",
        "scalar",
        "fragment",
        "enum",
        "on"
      ],
      literal: [
        "true",
        "false",
        "null"
      ]
    },
    contains: [
      hljs.HASH_COMMENT_MODE,
      hljs.QUOTE_STRING_MODE,
      hljs.NUMBER_MODE,
      {
        scope: "punctuation",
        match: /[.]{3}/,
        relevance: 0
      },
      {
        scope: "punctuation",
        begin: /[\!\(\)\:\=\[\]\{\|\}]{1}/,
        relevance: 0
      },
      {
        scope: "variable",
        begin: /\$/,
        end: /\W/,
        excludeEnd: true,
        relevance: 0
      },
      {
        scope: "meta",
        match: /@\w+/,
        excludeEnd: true
      },
      {
        scope: "symbol",
        begin: regex.concat(GQL_NAME, regex.lookahead(/\s*:/)),
        relevance: 0
      }
    ],
    illegal: [
      /[;<']/,
      /BEGIN/
    ]
  };
}

// node_modules/highlight.js/es/languages/haskell.js
function haskell(hljs) {
  const decimalDigits3 = "([0-9]_*)+";
  const hexDigits3 = "([0-9a-fA-F]_*)+";
  const binaryDigits = "([01]_*)+";
  const octalDigits = "([0-7]_*)+";
  const ascSymbol = "[!#$%&*+.\\/<=>?@\\\\^~-]";
  const uniSymbol = "(\\p{S}|\\p{P})";
  const special = "[(),;\\[\\]`|{}]";
  const symbol = `(${ascSymbol}|(?!(${special}|[_:"']))${uniSymbol})`;
  const COMMENT = { variants: [
    // Double dash forms a valid comment only if it's not part of legal lexeme.
    // See: Haskell 98 report: https://www.haskell.org/onlinereport/lexemes.html
    //
    // The commented code does the job, but we can't use negative lookbehind,
    // due to poor support by Safari browser.
    // > hljs.COMMENT(`(?<!${symbol})--+(?!${symbol})`, '$'),
    // So instead, we'll add a no-markup rule before the COMMENT rule in the rules list
    // to match the problematic infix operators that contain double dash.
    hljs.COMMENT("--+", "$"),
    hljs.COMMENT(
      /\{-/,
      /-\}/,
      { contains: ["self"] }
    )
  ] };
  const PRAGMA = {
    className: "meta",
    begin: /\{-#/,
    end: /#-\}/
  };
  const PREPROCESSOR = {
    className: "meta",
    begin: "^#",
    end: "$"
  };
  const CONSTRUCTOR = {
    className: "type",
    begin: "\\b[A-Z][\\w']*",
    // TODO: other constructors (build-in, infix).
    relevance: 0
  };
  const LIST = {
    begin: "\\(",
    end: "\\)",
    illegal: '"',
    contains: [
      PRAGMA,
      PREPROCESSOR,
      {
        className: "type",
        begin: "\\b[A-Z][\\w]*(\\((\\.\\.|,|\\w+)\\))?"
      },
      hljs.inherit(hljs.TITLE_MODE, { begin: "[_a-z][\\w']*" }),
      COMMENT
    ]
  };
  const RECORD = {
    begin: /\{/,
    end: /\}/,
    contains: LIST.contains
  };
  const NUMBER = {
    className: "number",
    relevance: 0,
    variants: [
      // decimal floating-point-literal (subsumes decimal-literal)
      { match: `\\b(${decimalDigits3})(\\.(${decimalDigits3}))?([eE][+-]?(${decimalDigits3}))?\\b` },
      // hexadecimal floating-point-literal (subsumes hexadecimal-literal)
      { match: `\\b0[xX]_*(${hexDigits3})(\\.(${hexDigits3}))?([pP][+-]?(${decimalDigits3}))?\\b` },
      // octal-literal
      { match: `\\b0[oO](${octalDigits})\\b` },
      // binary-literal
      { match: `\\b0[bB](${binaryDigits})\\b` }
    ]
  };
  return {
    name: "Haskell",
    aliases: ["hs"],
    keywords: "let in if then else case of where do module import hiding qualified type data newtype deriving class instance as default infix infixl infixr foreign export ccall stdcall cplusplus jvm dotnet safe unsafe family forall mdo proc rec",
    unicodeRegex: true,
    contains: [
      // Top-level constructions.
      {
        beginKeywords: "module",
        end: "where",
        keywords: "module where",
        contains: [
          LIST,
          COMMENT
        ],
        illegal: "\\W\\.|;"
      },
      {
        begin: "\\bimport\\b",
        end: "$",
        keywords: "import qualified as hiding",
        contains: [
          LIST,
          COMMENT
        ],
        illegal: "\\W\\.|;"
      },
      {
        className: "class",
        begin: "^(\\s*)?(class|instance)\\b",
        end: "where",
        keywords: "class family instance where",
        contains: [
          CONSTRUCTOR,
          LIST,
          COMMENT
        ]
      },
      {
        className: "class",
        begin: "\\b(data|(new)?type)\\b",
        end: "$",
        keywords: "data family type newtype deriving where",
        contains: [
          PRAGMA,
          CONSTRUCTOR,
          LIST,
          RECORD,
          COMMENT
        ]
      },
      {
        beginKeywords: "default",
        end: "$",
        contains: [
          CONSTRUCTOR,
          LIST,
          COMMENT
        ]
      },
      {
        beginKeywords: "infix infixl infixr",
        end: "$",
        contains: [
          hljs.C_NUMBER_MODE,
          COMMENT
        ]
      },
      {
        begin: "\\bforeign\\b",
        end: "$",
        keywords: "foreign import export ccall stdcall cplusplus jvm dotnet safe unsafe",
        contains: [
          CONSTRUCTOR,
          hljs.QUOTE_STRING_MODE,
          COMMENT
        ]
      },
      {
        className: "meta",
        begin: "#!\\/usr\\/bin\\/env runhaskell",
        end: "$"
      },
      // "Whitespaces".
      PRAGMA,
      PREPROCESSOR,
      // Literals and names.
      // Single characters.
      {
        scope: "string",
        begin: /'(?=\\?.')/,
        end: /'/,
        contains: [
          {
            scope: "char.escape",
            match: /\\./
          }
        ]
      },
      hljs.QUOTE_STRING_MODE,
      NUMBER,
      CONSTRUCTOR,
      hljs.inherit(hljs.TITLE_MODE, { begin: "^[_a-z][\\w']*" }),
      // No markup, prevents infix operators from being recognized as comments.
      { begin: `(?!-)${symbol}--+|--+(?!-)${symbol}` },
      COMMENT,
      {
        // No markup, relevance booster
        begin: "->|<-"
      }
    ]
  };
}

// node_modules/highlight.js/es/languages/ini.js
function ini(hljs) {
  const regex = hljs.regex;
  const NUMBERS = {
    className: "number",
    relevance: 0,
    variants: [
      { begin: /([+-]+)?[\d]+_[\d_]+/ },
      { begin: hljs.NUMBER_RE }
    ]
  };
  const COMMENTS = hljs.COMMENT();
  COMMENTS.variants = [
    {
      begin: /;/,
      end: /$/
    },
    {
      begin: /#/,
      end: /$/
    }
  ];
  const VARIABLES = {
    className: "variable",
    variants: [
      { begin: /\$[\w\d"][\w\d_]*/ },
      { begin: /\$\{(.*?)\}/ }
    ]
  };
  const LITERALS3 = {
    className: "literal",
    begin: /\bon|off|true|false|yes|no\b/
  };
  const STRINGS = {
    className: "string",
    contains: [hljs.BACKSLASH_ESCAPE],
    variants: [
      {
        begin: "'''",
        end: "'''",
        relevance: 10
      },
      {
        begin: '"""',
        end: '"""',
        relevance: 10
      },
      {
        begin: '"',
        end: '"'
      },
      {
        begin: "'",
        end: "'"
      }
    ]
  };
  const ARRAY = {
    begin: /\[/,
    end: /\]/,
    contains: [
      COMMENTS,
      LITERALS3,
      VARIABLES,
      STRINGS,
      NUMBERS,
      "self"
    ],
    relevance: 0
  };
  const BARE_KEY = /[A-Za-z0-9_-]+/;
  const QUOTED_KEY_DOUBLE_QUOTE = /"(\\"|[^"])*"/;
  const QUOTED_KEY_SINGLE_QUOTE = /'[^']*'/;
  const ANY_KEY = regex.either(
    BARE_KEY,
    QUOTED_KEY_DOUBLE_QUOTE,
    QUOTED_KEY_SINGLE_QUOTE
  );
  const DOTTED_KEY = regex.concat(
    ANY_KEY,
    "(\\s*\\.\\s*",
    ANY_KEY,
    ")*",
    regex.lookahead(/\s*=\s*[^#\s]/)
  );
  return {
    name: "TOML, also INI",
    aliases: ["toml"],
    case_insensitive: true,
    illegal: /\S/,
    contains: [
      COMMENTS,
      {
        className: "section",
        begin: /\[+/,
        end: /\]+/
      },
      {
        begin: DOTTED_KEY,
        className: "attr",
        starts: {
          end: /$/,
          contains: [
            COMMENTS,
            ARRAY,
            LITERALS3,
            VARIABLES,
            STRINGS,
            NUMBERS
          ]
        }
      }
    ]
  };
}

// node_modules/highlight.js/es/languages/java.js
var decimalDigits = "[0-9](_*[0-9])*";
var frac = `\\.(${decimalDigits})`;
var hexDigits = "[0-9a-fA-F](_*[0-9a-fA-F])*";
var NUMERIC = {
  className: "number",
  variants: [
    // DecimalFloatingPointLiteral
    // including ExponentPart
    { begin: `(\\b(${decimalDigits})((${frac})|\\.)?|(${frac}))[eE][+-]?(${decimalDigits})[fFdD]?\\b` },
    // excluding ExponentPart
    { begin: `\\b(${decimalDigits})((${frac})[fFdD]?\\b|\\.([fFdD]\\b)?)` },
    { begin: `(${frac})[fFdD]?\\b` },
    { begin: `\\b(${decimalDigits})[fFdD]\\b` },
    // HexadecimalFloatingPointLiteral
    { begin: `\\b0[xX]((${hexDigits})\\.?|(${hexDigits})?\\.(${hexDigits}))[pP][+-]?(${decimalDigits})[fFdD]?\\b` },
    // DecimalIntegerLiteral
    { begin: "\\b(0|[1-9](_*[0-9])*)[lL]?\\b" },
    // HexIntegerLiteral
    { begin: `\\b0[xX](${hexDigits})[lL]?\\b` },
    // OctalIntegerLiteral
    { begin: "\\b0(_*[0-7])*[lL]?\\b" },
    // BinaryIntegerLiteral
    { begin: "\\b0[bB][01](_*[01])*[lL]?\\b" }
  ],
  relevance: 0
};
function recurRegex(re, substitution, depth) {
  if (depth === -1) return "";
  return re.replace(substitution, (_) => {
    return recurRegex(re, substitution, depth - 1);
  });
}
function java(hljs) {
  const regex = hljs.regex;
  const JAVA_IDENT_RE = "[\xC0-\u02B8a-zA-Z_$][\xC0-\u02B8a-zA-Z_$0-9]*";
  const ARRAY_BRACKETS_OPTIONAL_RE = "(?:(?:\\s*\\[\\s*])+)?";
  const SIMPLE_TYPE_RE = JAVA_IDENT_RE + "<@@@>" + ARRAY_BRACKETS_OPTIONAL_RE;
  const WILDCARD_TYPE_RE = "\\?(?:\\s+(?:extends|super)\\s+" + SIMPLE_TYPE_RE + ")?";
  const TYPE_ARG_RE = "(?:" + WILDCARD_TYPE_RE + "|" + SIMPLE_TYPE_RE + ")";
  const TYPE_ARGS_OPTIONAL_RE = recurRegex(
    "(?:\\s*<\\s*" + TYPE_ARG_RE + "(?:\\s*,\\s*" + TYPE_ARG_RE + ")*\\s*>)?",
    /<@@@>/g,
    2
  );
  const MAIN_KEYWORDS = [
    "synchronized",
    "abstract",
    "private",
    "var",
    "static",
    "if",
    "const ",
    "for",
    "while",
    "strictfp",
    "finally",
    "protected",
    "import",
    "native",
    "final",
    "void",
    "enum",
    "else",
    "break",
    "transient",
    "catch",
    "instanceof",
    "volatile",
    "case",
    "assert",
    "package",
    "default",
    "public",
    "try",
    "switch",
    "continue",
    "throws",
    "protected",
    "public",
    "private",
    "module",
    "requires",
    "exports",
    "do",
    "sealed",
    "yield",
    "permits",
    "goto",
    "when"
  ];
  const BUILT_INS3 = [
    "super",
    "this"
  ];
  const LITERALS3 = [
    "false",
    "true",
    "null"
  ];
  const TYPES3 = [
    "char",
    "boolean",
    "long",
    "float",
    "int",
    "byte",
    "short",
    "double"
  ];
  const KEYWORDS3 = {
    keyword: MAIN_KEYWORDS,
    literal: LITERALS3,
    type: TYPES3,
    built_in: BUILT_INS3
  };
  const ANNOTATION = {
    className: "meta",
    begin: "@" + JAVA_IDENT_RE,
    contains: [
      {
        begin: /\(/,
        end: /\)/,
        contains: ["self"]
        // allow nested () inside our annotation
      }
    ]
  };
  const PARAMS = {
    className: "params",
    begin: /\(/,
    end: /\)/,
    keywords: KEYWORDS3,
    relevance: 0,
    contains: [hljs.C_BLOCK_COMMENT_MODE],
    endsParent: true
  };
  return {
    name: "Java",
    aliases: ["jsp"],
    keywords: KEYWORDS3,
    illegal: /<\/|#/,
    contains: [
      hljs.COMMENT(
        "/\\*\\*",
        "\\*/",
        {
          relevance: 0,
          contains: [
            {
              // eat up @'s in emails to prevent them to be recognized as doctags
              begin: /\w+@/,
              relevance: 0
            },
            {
              className: "doctag",
              begin: "@[A-Za-z]+"
            }
          ]
        }
      ),
      // relevance boost
      {
        begin: /import java\.[a-z]+\./,
        keywords: "import",
        relevance: 2
      },
      hljs.C_LINE_COMMENT_MODE,
      hljs.C_BLOCK_COMMENT_MODE,
      {
        begin: /"""/,
        end: /"""/,
        className: "string",
        contains: [hljs.BACKSLASH_ESCAPE]
      },
      hljs.APOS_STRING_MODE,
      hljs.QUOTE_STRING_MODE,
      {
        match: [
          /\b(?:class|interface|enum|extends|implements|new)/,
          /\s+/,
          JAVA_IDENT_RE
        ],
        className: {
          1: "keyword",
          3: "title.class"
        }
      },
      {
        // Exceptions for hyphenated keywords
        match: /non-sealed/,
        scope: "keyword"
      },
      {
        // Expression keywords prevent keyword-led expressions from being
        // recognized as variable or method declarations.
        beginKeywords: "new throw return else yield assert",
        relevance: 0
      },
      {
        begin: [
          JAVA_IDENT_RE,
          regex.concat(TYPE_ARGS_OPTIONAL_RE, ARRAY_BRACKETS_OPTIONAL_RE, /\s+/),
          JAVA_IDENT_RE,
          ARRAY_BRACKETS_OPTIONAL_RE,
          /\s*/,
          /=(?!=)/
        ],
        className: {
          1: "type",
          3: "variable",
          6: "operator"
        }
      },
      {
        begin: [
          /record/,
          /\s+/,
          JAVA_IDENT_RE
        ],
        className: {
          1: "keyword",
          3: "title.class"
        },
        contains: [
          PARAMS,
          hljs.C_LINE_COMMENT_MODE,
          hljs.C_BLOCK_COMMENT_MODE
        ]
      },
      {
        begin: [
          JAVA_IDENT_RE,
          regex.concat(TYPE_ARGS_OPTIONAL_RE, ARRAY_BRACKETS_OPTIONAL_RE, /\s+/),
          JAVA_IDENT_RE,
          /\s*(?=\()/
        ],
        className: {
          1: "type",
          3: "title.function"
        },
        keywords: KEYWORDS3,
        contains: [
          {
            className: "params",
            begin: /\(/,
            end: /\)/,
            keywords: KEYWORDS3,
            relevance: 0,
            contains: [
              ANNOTATION,
              hljs.APOS_STRING_MODE,
              hljs.QUOTE_STRING_MODE,
              NUMERIC,
              hljs.C_BLOCK_COMMENT_MODE
            ]
          },
          hljs.C_LINE_COMMENT_MODE,
          hljs.C_BLOCK_COMMENT_MODE
        ]
      },
      NUMERIC,
      ANNOTATION
    ]
  };
}

// node_modules/highlight.js/es/languages/javascript.js
var IDENT_RE = "[A-Za-z$_][0-9A-Za-z$_]*";
var KEYWORDS = [
  "as",
  // for exports
  "in",
  "of",
  "if",
  "for",
  "while",
  "finally",
  "var",
  "new",
  "function",
  "do",
  "return",
  "void",
  "else",
  "break",
  "catch",
  "instanceof",
  "with",
  "throw",
  "case",
  "default",
  "try",
  "switch",
  "continue",
  "typeof",
  "delete",
  "let",
  "yield",
  "const",
  "class",
  // JS handles these with a special rule
  // "get",
  // "set",
  "debugger",
  "async",
  "await",
  "static",
  "import",
  "from",
  "export",
  "extends",
  // It's reached stage 3, which is "recommended for implementation":
  "using"
];
var LITERALS = [
  "true",
  "false",
  "null",
  "undefined",
  "NaN",
  "Infinity"
];
var TYPES = [
  // Fundamental objects
  "Object",
  "Function",
  "Boolean",
  "Symbol",
  // numbers and dates
  "Math",
  "Date",
  "Number",
  "BigInt",
  // text
  "String",
  "RegExp",
  // Indexed collections
  "Array",
  "Float32Array",
  "Float64Array",
  "Int8Array",
  "Uint8Array",
  "Uint8ClampedArray",
  "Int16Array",
  "Int32Array",
  "Uint16Array",
  "Uint32Array",
  "BigInt64Array",
  "BigUint64Array",
  // Keyed collections
  "Set",
  "Map",
  "WeakSet",
  "WeakMap",
  // Structured data
  "ArrayBuffer",
  "SharedArrayBuffer",
  "Atomics",
  "DataView",
  "JSON",
  // Control abstraction objects
  "Promise",
  "Generator",
  "GeneratorFunction",
  "AsyncFunction",
  // Reflection
  "Reflect",
  "Proxy",
  // Internationalization
  "Intl",
  // WebAssembly
  "WebAssembly"
];
var ERROR_TYPES = [
  "Error",
  "EvalError",
  "InternalError",
  "RangeError",
  "ReferenceError",
  "SyntaxError",
  "TypeError",
  "URIError"
];
var BUILT_IN_GLOBALS = [
  "setInterval",
  "setTimeout",
  "clearInterval",
  "clearTimeout",
  "require",
  "exports",
  "eval",
  "isFinite",
  "isNaN",
  "parseFloat",
  "parseInt",
  "decodeURI",
  "decodeURIComponent",
  "encodeURI",
  "encodeURIComponent",
  "escape",
  "unescape"
];
var BUILT_IN_VARIABLES = [
  "arguments",
  "this",
  "super",
  "console",
  "window",
  "document",
  "localStorage",
  "sessionStorage",
  "module",
  "self",
  "global"
  // Node.js
];
var BUILT_INS = [].concat(
  BUILT_IN_GLOBALS,
  TYPES,
  ERROR_TYPES
);
function javascript(hljs) {
  const regex = hljs.regex;
  const hasClosingTag = (match, { after }) => {
    const tag = "</" + match[0].slice(1);
    const pos = match.input.indexOf(tag, after);
    return pos !== -1;
  };
  const IDENT_RE$1 = IDENT_RE;
  const FRAGMENT = {
    begin: "<>",
    end: "</>"
  };
  const XML_SELF_CLOSING = /<[A-Za-z0-9\\._:-]+\s*\/>/;
  const XML_TAG = {
    begin: /<[A-Za-z0-9\\._:-]+/,
    end: /\/[A-Za-z0-9\\._:-]+>|\/>/,
    /**
     * @param {RegExpMatchArray} match
     * @param {CallbackResponse} response
     */
    isTrulyOpeningTag: (match, response) => {
      const afterMatchIndex = match[0].length + match.index;
      const nextChar = match.input[afterMatchIndex];
      if (
        // HTML should not include another raw `<` inside a tag
        // nested type?
        // `<Array<Array<number>>`, etc.
        nextChar === "<" || // the , gives away that this is not HTML
        // `<T, A extends keyof T, V>`
        nextChar === ","
      ) {
        response.ignoreMatch();
        return;
      }
      if (nextChar === ">") {
        if (!hasClosingTag(match, { after: afterMatchIndex })) {
          response.ignoreMatch();
        }
      }
      let m;
      const afterMatch = match.input.substring(afterMatchIndex);
      if (m = afterMatch.match(/^\s*=/)) {
        response.ignoreMatch();
        return;
      }
      if (m = afterMatch.match(/^\s+extends\s+/)) {
        if (m.index === 0) {
          response.ignoreMatch();
          return;
        }
      }
    }
  };
  const KEYWORDS$1 = {
    $pattern: IDENT_RE,
    keyword: KEYWORDS,
    literal: LITERALS,
    built_in: BUILT_INS,
    "variable.language": BUILT_IN_VARIABLES
  };
  const decimalDigits3 = "[0-9](_?[0-9])*";
  const frac3 = `\\.(${decimalDigits3})`;
  const decimalInteger = `0|[1-9](_?[0-9])*|0[0-7]*[89][0-9]*`;
  const NUMBER = {
    className: "number",
    variants: [
      // DecimalLiteral
      { begin: `(\\b(${decimalInteger})((${frac3})|\\.)?|(${frac3}))[eE][+-]?(${decimalDigits3})\\b` },
      { begin: `\\b(${decimalInteger})\\b((${frac3})\\b|\\.)?|(${frac3})\\b` },
      // DecimalBigIntegerLiteral
      { begin: `\\b(0|[1-9](_?[0-9])*)n\\b` },
      // NonDecimalIntegerLiteral
      { begin: "\\b0[xX][0-9a-fA-F](_?[0-9a-fA-F])*n?\\b" },
      { begin: "\\b0[bB][0-1](_?[0-1])*n?\\b" },
      { begin: "\\b0[oO][0-7](_?[0-7])*n?\\b" },
      // LegacyOctalIntegerLiteral (does not include underscore separators)
      // https://tc39.es/ecma262/#sec-additional-syntax-numeric-literals
      { begin: "\\b0[0-7]+n?\\b" }
    ],
    relevance: 0
  };
  const SUBST = {
    className: "subst",
    begin: "\\$\\{",
    end: "\\}",
    keywords: KEYWORDS$1,
    contains: []
    // defined later
  };
  const HTML_TEMPLATE = {
    begin: ".?html`",
    end: "",
    starts: {
      end: "`",
      returnEnd: false,
      contains: [
        hljs.BACKSLASH_ESCAPE,
        SUBST
      ],
      subLanguage: "xml"
    }
  };
  const CSS_TEMPLATE = {
    begin: ".?css`",
    end: "",
    starts: {
      end: "`",
      returnEnd: false,
      contains: [
        hljs.BACKSLASH_ESCAPE,
        SUBST
      ],
      subLanguage: "css"
    }
  };
  const GRAPHQL_TEMPLATE = {
    begin: ".?gql`",
    end: "",
    starts: {
      end: "`",
      returnEnd: false,
      contains: [
        hljs.BACKSLASH_ESCAPE,
        SUBST
      ],
      subLanguage: "graphql"
    }
  };
  const TEMPLATE_STRING = {
    className: "string",
    begin: "`",
    end: "`",
    contains: [
      hljs.BACKSLASH_ESCAPE,
      SUBST
    ]
  };
  const JSDOC_COMMENT = hljs.COMMENT(
    /\/\*\*(?!\/)/,
    "\\*/",
    {
      relevance: 0,
      contains: [
        {
          begin: "(?=@[A-Za-z]+)",
          relevance: 0,
          contains: [
            {
              className: "doctag",
              begin: "@[A-Za-z]+"
            },
            {
              className: "type",
              begin: "\\{",
              end: "\\}",
              excludeEnd: true,
              excludeBegin: true,
              relevance: 0
            },
            {
              className: "variable",
              begin: IDENT_RE$1 + "(?=\\s*(-)|$)",
              endsParent: true,
              relevance: 0
            },
            // eat spaces (not newlines) so we can find
            // types or variables
            {
              begin: /(?=[^\n])\s/,
              relevance: 0
            }
          ]
        }
      ]
    }
  );
  const COMMENT = {
    className: "comment",
    variants: [
      JSDOC_COMMENT,
      hljs.C_BLOCK_COMMENT_MODE,
      hljs.C_LINE_COMMENT_MODE
    ]
  };
  const SUBST_INTERNALS = [
    hljs.APOS_STRING_MODE,
    hljs.QUOTE_STRING_MODE,
    HTML_TEMPLATE,
    CSS_TEMPLATE,
    GRAPHQL_TEMPLATE,
    TEMPLATE_STRING,
    // Skip numbers when they are part of a variable name
    { match: /\$\d+/ },
    NUMBER
    // This is intentional:
    // See https://github.com/highlightjs/highlight.js/issues/3288
    // hljs.REGEXP_MODE
  ];
  SUBST.contains = SUBST_INTERNALS.concat({
    // we need to pair up {} inside our subst to prevent
    // it from ending too early by matching another }
    begin: /\{/,
    end: /\}/,
    keywords: KEYWORDS$1,
    contains: [
      "self"
    ].concat(SUBST_INTERNALS)
  });
  const SUBST_AND_COMMENTS = [].concat(COMMENT, SUBST.contains);
  const PARAMS_CONTAINS = SUBST_AND_COMMENTS.concat([
    // eat recursive parens in sub expressions
    {
      begin: /(\s*)\(/,
      end: /\)/,
      keywords: KEYWORDS$1,
      contains: ["self"].concat(SUBST_AND_COMMENTS)
    }
  ]);
  const PARAMS = {
    className: "params",
    // convert this to negative lookbehind in v12
    begin: /(\s*)\(/,
    // to match the parms with
    end: /\)/,
    excludeBegin: true,
    excludeEnd: true,
    keywords: KEYWORDS$1,
    contains: PARAMS_CONTAINS
  };
  const CLASS_OR_EXTENDS = {
    variants: [
      // class Car extends vehicle
      {
        match: [
          /class/,
          /\s+/,
          IDENT_RE$1,
          /\s+/,
          /extends/,
          /\s+/,
          regex.concat(IDENT_RE$1, "(", regex.concat(/\./, IDENT_RE$1), ")*")
        ],
        scope: {
          1: "keyword",
          3: "title.class",
          5: "keyword",
          7: "title.class.inherited"
        }
      },
      // class Car
      {
        match: [
          /class/,
          /\s+/,
          IDENT_RE$1
        ],
        scope: {
          1: "keyword",
          3: "title.class"
        }
      }
    ]
  };
  const CLASS_REFERENCE = {
    relevance: 0,
    match: regex.either(
      // Hard coded exceptions
      /\bJSON/,
      // Float32Array, OutT
      /\b[A-Z][a-z]+([A-Z][a-z]*|\d)*/,
      // CSSFactory, CSSFactoryT
      /\b[A-Z]{2,}([A-Z][a-z]+|\d)+([A-Z][a-z]*)*/,
      // FPs, FPsT
      /\b[A-Z]{2,}[a-z]+([A-Z][a-z]+|\d)*([A-Z][a-z]*)*/
      // P
      // single letters are not highlighted
      // BLAH
      // this will be flagged as a UPPER_CASE_CONSTANT instead
    ),
    className: "title.class",
    keywords: {
      _: [
        // se we still get relevance credit for JS library classes
        ...TYPES,
        ...ERROR_TYPES
      ]
    }
  };
  const USE_STRICT = {
    label: "use_strict",
    className: "meta",
    relevance: 10,
    begin: /^\s*['"]use (strict|asm)['"]/
  };
  const FUNCTION_DEFINITION = {
    variants: [
      {
        match: [
          /function/,
          /\s+/,
          IDENT_RE$1,
          /(?=\s*\()/
        ]
      },
      // anonymous function
      {
        match: [
          /function/,
          /\s*(?=\()/
        ]
      }
    ],
    className: {
      1: "keyword",
      3: "title.function"
    },
    label: "func.def",
    contains: [PARAMS],
    illegal: /%/
  };
  const UPPER_CASE_CONSTANT = {
    relevance: 0,
    match: /\b[A-Z][A-Z_0-9]+\b/,
    className: "variable.constant"
  };
  function noneOf(list) {
    return regex.concat("(?!", list.join("|"), ")");
  }
  const FUNCTION_CALL = {
    match: regex.concat(
      /\b/,
      noneOf([
        ...BUILT_IN_GLOBALS,
        "super",
        "import",
        "await"
      ].map((x) => `${x}\\s*\\(`)),
      IDENT_RE$1,
      regex.lookahead(/\s*\(/)
    ),
    className: "title.function",
    relevance: 0
  };
  const PROPERTY_ACCESS = {
    begin: regex.concat(/\./, regex.lookahead(
      regex.concat(IDENT_RE$1, /(?![0-9A-Za-z$_(])/)
    )),
    end: IDENT_RE$1,
    excludeBegin: true,
    keywords: "prototype",
    className: "property",
    relevance: 0
  };
  const GETTER_OR_SETTER = {
    match: [
      /get|set/,
      /\s+/,
      IDENT_RE$1,
      /(?=\()/
    ],
    className: {
      1: "keyword",
      3: "title.function"
    },
    contains: [
      {
        // eat to avoid empty params
        begin: /\(\)/
      },
      PARAMS
    ]
  };
  const FUNC_LEAD_IN_RE = "(\\([^()]*(\\([^()]*(\\([^()]*\\)[^()]*)*\\)[^()]*)*\\)|" + hljs.UNDERSCORE_IDENT_RE + ")\\s*=>";
  const FUNCTION_VARIABLE = {
    match: [
      /const|var|let/,
      /\s+/,
      IDENT_RE$1,
      /\s*/,
      /=\s*/,
      /(async\s*)?/,
      // async is optional
      regex.lookahead(FUNC_LEAD_IN_RE)
    ],
    keywords: "async",
    className: {
      1: "keyword",
      3: "title.function"
    },
    contains: [
      PARAMS
    ]
  };
  return {
    name: "JavaScript",
    aliases: ["js", "jsx", "mjs", "cjs"],
    keywords: KEYWORDS$1,
    // this will be extended by TypeScript
    exports: { PARAMS_CONTAINS, CLASS_REFERENCE },
    illegal: /#(?![$_A-Za-z])/,
    contains: [
      hljs.SHEBANG({
        label: "shebang",
        binary: "node",
        relevance: 5
      }),
      USE_STRICT,
      hljs.APOS_STRING_MODE,
      hljs.QUOTE_STRING_MODE,
      HTML_TEMPLATE,
      CSS_TEMPLATE,
      GRAPHQL_TEMPLATE,
      TEMPLATE_STRING,
      COMMENT,
      // Skip numbers when they are part of a variable name
      { match: /\$\d+/ },
      NUMBER,
      CLASS_REFERENCE,
      {
        scope: "attr",
        match: IDENT_RE$1 + regex.lookahead(":"),
        relevance: 0
      },
      FUNCTION_VARIABLE,
      {
        // "value" container
        begin: "(" + hljs.RE_STARTERS_RE + "|\\b(case|return|throw)\\b)\\s*",
        keywords: "return throw case",
        relevance: 0,
        contains: [
          COMMENT,
          hljs.REGEXP_MODE,
          {
            className: "function",
            // we have to count the parens to make sure we actually have the
            // correct bounding ( ) before the =>.  There could be any number of
            // sub-expressions inside also surrounded by parens.
            begin: FUNC_LEAD_IN_RE,
            returnBegin: true,
            end: "\\s*=>",
            contains: [
              {
                className: "params",
                variants: [
                  {
                    begin: hljs.UNDERSCORE_IDENT_RE,
                    relevance: 0
                  },
                  {
                    className: null,
                    begin: /\(\s*\)/,
                    skip: true
                  },
                  {
                    begin: /(\s*)\(/,
                    end: /\)/,
                    excludeBegin: true,
                    excludeEnd: true,
                    keywords: KEYWORDS$1,
                    contains: PARAMS_CONTAINS
                  }
                ]
              }
            ]
          },
          {
            // could be a comma delimited list of params to a function call
            begin: /,/,
            relevance: 0
          },
          {
            match: /\s+/,
            relevance: 0
          },
          {
            // JSX
            variants: [
              { begin: FRAGMENT.begin, end: FRAGMENT.end },
              { match: XML_SELF_CLOSING },
              {
                begin: XML_TAG.begin,
                // we carefully check the opening tag to see if it truly
                // is a tag and not a false positive
                "on:begin": XML_TAG.isTrulyOpeningTag,
                end: XML_TAG.end
              }
            ],
            subLanguage: "xml",
            contains: [
              {
                begin: XML_TAG.begin,
                end: XML_TAG.end,
                skip: true,
                contains: ["self"]
              }
            ]
          }
        ]
      },
      FUNCTION_DEFINITION,
      {
        // prevent this from getting swallowed up by function
        // since they appear "function like"
        beginKeywords: "while if switch catch for"
      },
      {
        // we have to count the parens to make sure we actually have the correct
        // bounding ( ).  There could be any number of sub-expressions inside
        // also surrounded by parens.
        begin: "\\b(?!function)" + hljs.UNDERSCORE_IDENT_RE + "\\([^()]*(\\([^()]*(\\([^()]*\\)[^()]*)*\\)[^()]*)*\\)\\s*\\{",
        // end parens
        returnBegin: true,
        label: "func.def",
        contains: [
          PARAMS,
          hljs.inherit(hljs.TITLE_MODE, { begin: IDENT_RE$1, className: "title.function" })
        ]
      },
      // catch ... so it won't trigger the property rule below
      {
        match: /\.\.\./,
        relevance: 0
      },
      PROPERTY_ACCESS,
      // hack: prevents detection of keywords in some circumstances
      // .keyword()
      // $keyword = x
      {
        match: "\\$" + IDENT_RE$1,
        relevance: 0
      },
      {
        match: [/\bconstructor(?=\s*\()/],
        className: { 1: "title.function" },
        contains: [PARAMS]
      },
      FUNCTION_CALL,
      UPPER_CASE_CONSTANT,
      CLASS_OR_EXTENDS,
      GETTER_OR_SETTER,
      {
        match: /\$[(.]/
        // relevance booster for a pattern common to JS libs: `$(something)` and `$.something`
      }
    ]
  };
}

// node_modules/highlight.js/es/languages/json.js
var EXTENDED_NUMBER_RE = "([-+]?)(\\b0[xX][a-fA-F0-9]+|(\\b\\d+(\\.\\d*)?|\\.\\d+)([eE][-+]?\\d+)?)|NaN|[-+]?Infinity";
var EXTENDED_NUMBER_MODE = {
  scope: "number",
  match: EXTENDED_NUMBER_RE,
  relevance: 0
};
function json(hljs) {
  const ATTRIBUTE = {
    className: "attr",
    begin: /(("(\\.|[^\\"\r\n])*")|('(\\.|[^\\'\r\n])*'))(?=\s*:)/,
    relevance: 1.01
  };
  const PUNCTUATION = {
    match: /[{}[\],:]/,
    className: "punctuation",
    relevance: 0
  };
  const LITERALS3 = [
    "true",
    "false",
    "null"
  ];
  const LITERALS_MODE = {
    scope: "literal",
    beginKeywords: LITERALS3.join(" ")
  };
  return {
    name: "JSON",
    aliases: ["jsonc", "json5"],
    keywords: {
      literal: LITERALS3
    },
    contains: [
      ATTRIBUTE,
      PUNCTUATION,
      hljs.APOS_STRING_MODE,
      hljs.QUOTE_STRING_MODE,
      LITERALS_MODE,
      EXTENDED_NUMBER_MODE,
      hljs.C_LINE_COMMENT_MODE,
      hljs.C_BLOCK_COMMENT_MODE
    ],
    illegal: "\\S"
  };
}

// node_modules/highlight.js/es/languages/kotlin.js
var decimalDigits2 = "[0-9](_*[0-9])*";
var frac2 = `\\.(${decimalDigits2})`;
var hexDigits2 = "[0-9a-fA-F](_*[0-9a-fA-F])*";
var NUMERIC2 = {
  className: "number",
  variants: [
    // DecimalFloatingPointLiteral
    // including ExponentPart
    { begin: `(\\b(${decimalDigits2})((${frac2})|\\.)?|(${frac2}))[eE][+-]?(${decimalDigits2})[fFdD]?\\b` },
    // excluding ExponentPart
    { begin: `\\b(${decimalDigits2})((${frac2})[fFdD]?\\b|\\.([fFdD]\\b)?)` },
    { begin: `(${frac2})[fFdD]?\\b` },
    { begin: `\\b(${decimalDigits2})[fFdD]\\b` },
    // HexadecimalFloatingPointLiteral
    { begin: `\\b0[xX]((${hexDigits2})\\.?|(${hexDigits2})?\\.(${hexDigits2}))[pP][+-]?(${decimalDigits2})[fFdD]?\\b` },
    // DecimalIntegerLiteral
    { begin: "\\b(0|[1-9](_*[0-9])*)[lL]?\\b" },
    // HexIntegerLiteral
    { begin: `\\b0[xX](${hexDigits2})[lL]?\\b` },
    // OctalIntegerLiteral
    { begin: "\\b0(_*[0-7])*[lL]?\\b" },
    // BinaryIntegerLiteral
    { begin: "\\b0[bB][01](_*[01])*[lL]?\\b" }
  ],
  relevance: 0
};
function kotlin(hljs) {
  const KEYWORDS3 = {
    keyword: "abstract as val var vararg get set class object open private protected public noinline crossinline dynamic final enum if else do while for when throw try catch finally import package is in fun override companion reified inline lateinit init interface annotation data sealed internal infix operator out by constructor super tailrec where const inner suspend typealias external expect actual",
    built_in: "Byte Short Char Int Long Boolean Float Double Void Unit Nothing",
    literal: "true false null"
  };
  const KEYWORDS_WITH_LABEL = {
    className: "keyword",
    begin: /\b(break|continue|return|this)\b/,
    starts: { contains: [
      {
        className: "symbol",
        begin: /@\w+/
      }
    ] }
  };
  const LABEL = {
    className: "symbol",
    begin: hljs.UNDERSCORE_IDENT_RE + "@"
  };
  const SUBST = {
    className: "subst",
    begin: /\$\{/,
    end: /\}/,
    contains: [hljs.C_NUMBER_MODE]
  };
  const VARIABLE = {
    className: "variable",
    begin: "\\$" + hljs.UNDERSCORE_IDENT_RE
  };
  const STRING = {
    className: "string",
    variants: [
      {
        begin: '"""',
        end: '"""(?=[^"])',
        contains: [
          VARIABLE,
          SUBST
        ]
      },
      // Can't use built-in modes easily, as we want to use STRING in the meta
      // context as 'meta-string' and there's no syntax to remove explicitly set
      // classNames in built-in modes.
      {
        begin: "'",
        end: "'",
        illegal: /\n/,
        contains: [hljs.BACKSLASH_ESCAPE]
      },
      {
        begin: '"',
        end: '"',
        illegal: /\n/,
        contains: [
          hljs.BACKSLASH_ESCAPE,
          VARIABLE,
          SUBST
        ]
      }
    ]
  };
  SUBST.contains.push(STRING);
  const ANNOTATION_USE_SITE = {
    className: "meta",
    begin: "@(?:file|property|field|get|set|receiver|param|setparam|delegate)\\s*:(?:\\s*" + hljs.UNDERSCORE_IDENT_RE + ")?"
  };
  const ANNOTATION = {
    className: "meta",
    begin: "@" + hljs.UNDERSCORE_IDENT_RE,
    contains: [
      {
        begin: /\(/,
        end: /\)/,
        contains: [
          hljs.inherit(STRING, { className: "string" }),
          "self"
        ]
      }
    ]
  };
  const KOTLIN_NUMBER_MODE = NUMERIC2;
  const KOTLIN_NESTED_COMMENT = hljs.COMMENT(
    "/\\*",
    "\\*/",
    { contains: [hljs.C_BLOCK_COMMENT_MODE] }
  );
  const KOTLIN_PAREN_TYPE = { variants: [
    {
      className: "type",
      begin: hljs.UNDERSCORE_IDENT_RE
    },
    {
      begin: /\(/,
      end: /\)/,
      contains: []
      // defined later
    }
  ] };
  const KOTLIN_PAREN_TYPE2 = KOTLIN_PAREN_TYPE;
  KOTLIN_PAREN_TYPE2.variants[1].contains = [KOTLIN_PAREN_TYPE];
  KOTLIN_PAREN_TYPE.variants[1].contains = [KOTLIN_PAREN_TYPE2];
  return {
    name: "Kotlin",
    aliases: [
      "kt",
      "kts",
      "ktm",
      "ktx"
    ],
    keywords: KEYWORDS3,
    contains: [
      hljs.COMMENT(
        "/\\*\\*",
        "\\*/",
        {
          relevance: 0,
          contains: [
            {
              className: "doctag",
              begin: "@[A-Za-z]+"
            }
          ]
        }
      ),
      hljs.C_LINE_COMMENT_MODE,
      KOTLIN_NESTED_COMMENT,
      KEYWORDS_WITH_LABEL,
      LABEL,
      ANNOTATION_USE_SITE,
      ANNOTATION,
      {
        className: "function",
        beginKeywords: "fun",
        end: "[(]|$",
        returnBegin: true,
        excludeEnd: true,
        keywords: KEYWORDS3,
        relevance: 5,
        contains: [
          {
            begin: hljs.UNDERSCORE_IDENT_RE + "\\s*\\(",
            returnBegin: true,
            relevance: 0,
            contains: [hljs.UNDERSCORE_TITLE_MODE]
          },
          {
            className: "type",
            begin: /</,
            end: />/,
            keywords: "reified",
            relevance: 0
          },
          {
            className: "params",
            begin: /\(/,
            end: /\)/,
            endsParent: true,
            keywords: KEYWORDS3,
            relevance: 0,
            contains: [
              {
                begin: /:/,
                end: /[=,\/]/,
                endsWithParent: true,
                contains: [
                  KOTLIN_PAREN_TYPE,
                  hljs.C_LINE_COMMENT_MODE,
                  KOTLIN_NESTED_COMMENT
                ],
                relevance: 0
              },
              hljs.C_LINE_COMMENT_MODE,
              KOTLIN_NESTED_COMMENT,
              ANNOTATION_USE_SITE,
              ANNOTATION,
              STRING,
              hljs.C_NUMBER_MODE
            ]
          },
          KOTLIN_NESTED_COMMENT
        ]
      },
      {
        begin: [
          /class|interface|trait/,
          /\s+/,
          hljs.UNDERSCORE_IDENT_RE
        ],
        beginScope: {
          3: "title.class"
        },
        keywords: "class interface trait",
        end: /[:\{(]|$/,
        excludeEnd: true,
        illegal: "extends implements",
        contains: [
          { beginKeywords: "public protected internal private constructor" },
          hljs.UNDERSCORE_TITLE_MODE,
          {
            className: "type",
            begin: /</,
            end: />/,
            excludeBegin: true,
            excludeEnd: true,
            relevance: 0
          },
          {
            className: "type",
            begin: /[,:]\s*/,
            end: /[<\(,){\s]|$/,
            excludeBegin: true,
            returnEnd: true
          },
          ANNOTATION_USE_SITE,
          ANNOTATION
        ]
      },
      STRING,
      {
        className: "meta",
        begin: "^#!/usr/bin/env",
        end: "$",
        illegal: "\n"
      },
      KOTLIN_NUMBER_MODE
    ]
  };
}

// node_modules/highlight.js/es/languages/less.js
var MODES2 = (hljs) => {
  return {
    IMPORTANT: {
      scope: "meta",
      begin: "!important"
    },
    BLOCK_COMMENT: hljs.C_BLOCK_COMMENT_MODE,
    HEXCOLOR: {
      scope: "number",
      begin: /#(([0-9a-fA-F]{3,4})|(([0-9a-fA-F]{2}){3,4}))\b/
    },
    UNICODE_RANGE: {
      scope: "number",
      begin: /\b[Uu]\+[0-9A-Fa-f][0-9A-Fa-f?]{0,5}(-[0-9A-Fa-f][0-9A-Fa-f]{0,5})?/
    },
    FUNCTION_DISPATCH: {
      className: "built_in",
      begin: /[\w-]+(?=\()/
    },
    ATTRIBUTE_SELECTOR_MODE: {
      scope: "selector-attr",
      begin: /\[/,
      end: /\]/,
      illegal: "$",
      contains: [
        hljs.APOS_STRING_MODE,
        hljs.QUOTE_STRING_MODE
      ]
    },
    CSS_NUMBER_MODE: {
      scope: "number",
      begin: hljs.NUMBER_RE + "(%|em|ex|ch|rem|vw|vh|vmin|vmax|cm|mm|in|pt|pc|px|deg|grad|rad|turn|s|ms|Hz|kHz|dpi|dpcm|dppx)?",
      relevance: 0
    },
    CSS_VARIABLE: {
      className: "attr",
      begin: /--[A-Za-z_][A-Za-z0-9_-]*/
    }
  };
};
var HTML_TAGS2 = [
  "a",
  "abbr",
  "address",
  "article",
  "aside",
  "audio",
  "b",
  "blockquote",
  "body",
  "button",
  "canvas",
  "caption",
  "cite",
  "code",
  "dd",
  "del",
  "details",
  "dfn",
  "div",
  "dl",
  "dt",
  "em",
  "fieldset",
  "figcaption",
  "figure",
  "footer",
  "form",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "hgroup",
  "html",
  "i",
  "iframe",
  "img",
  "input",
  "ins",
  "kbd",
  "label",
  "legend",
  "li",
  "main",
  "mark",
  "menu",
  "nav",
  "object",
  "ol",
  "optgroup",
  "option",
  "p",
  "picture",
  "q",
  "quote",
  "samp",
  "section",
  "select",
  "source",
  "span",
  "strong",
  "summary",
  "sup",
  "table",
  "tbody",
  "td",
  "textarea",
  "tfoot",
  "th",
  "thead",
  "time",
  "tr",
  "ul",
  "var",
  "video"
];
var SVG_TAGS2 = [
  "defs",
  "g",
  "marker",
  "mask",
  "pattern",
  "svg",
  "switch",
  "symbol",
  "feBlend",
  "feColorMatrix",
  "feComponentTransfer",
  "feComposite",
  "feConvolveMatrix",
  "feDiffuseLighting",
  "feDisplacementMap",
  "feFlood",
  "feGaussianBlur",
  "feImage",
  "feMerge",
  "feMorphology",
  "feOffset",
  "feSpecularLighting",
  "feTile",
  "feTurbulence",
  "linearGradient",
  "radialGradient",
  "stop",
  "circle",
  "ellipse",
  "image",
  "line",
  "path",
  "polygon",
  "polyline",
  "rect",
  "text",
  "use",
  "textPath",
  "tspan",
  "foreignObject",
  "clipPath"
];
var TAGS2 = [
  ...HTML_TAGS2,
  ...SVG_TAGS2
];
var MEDIA_FEATURES2 = [
  "any-hover",
  "any-pointer",
  "aspect-ratio",
  "color",
  "color-gamut",
  "color-index",
  "device-aspect-ratio",
  "device-height",
  "device-width",
  "display-mode",
  "forced-colors",
  "grid",
  "height",
  "hover",
  "inverted-colors",
  "monochrome",
  "orientation",
  "overflow-block",
  "overflow-inline",
  "pointer",
  "prefers-color-scheme",
  "prefers-contrast",
  "prefers-reduced-motion",
  "prefers-reduced-transparency",
  "resolution",
  "scan",
  "scripting",
  "update",
  "width",
  // TODO: find a better solution?
  "min-width",
  "max-width",
  "min-height",
  "max-height"
].sort().reverse();
var PSEUDO_CLASSES2 = [
  "active",
  "any-link",
  "blank",
  "checked",
  "current",
  "default",
  "defined",
  "dir",
  // dir()
  "disabled",
  "drop",
  "empty",
  "enabled",
  "first",
  "first-child",
  "first-of-type",
  "fullscreen",
  "future",
  "focus",
  "focus-visible",
  "focus-within",
  "has",
  // has()
  "host",
  // host or host()
  "host-context",
  // host-context()
  "hover",
  "indeterminate",
  "in-range",
  "invalid",
  "is",
  // is()
  "lang",
  // lang()
  "last-child",
  "last-of-type",
  "left",
  "link",
  "local-link",
  "not",
  // not()
  "nth-child",
  // nth-child()
  "nth-col",
  // nth-col()
  "nth-last-child",
  // nth-last-child()
  "nth-last-col",
  // nth-last-col()
  "nth-last-of-type",
  //nth-last-of-type()
  "nth-of-type",
  //nth-of-type()
  "only-child",
  "only-of-type",
  "optional",
  "out-of-range",
  "past",
  "placeholder-shown",
  "read-only",
  "read-write",
  "required",
  "right",
  "root",
  "scope",
  "target",
  "target-within",
  "user-invalid",
  "valid",
  "visited",
  "where"
  // where()
].sort().reverse();
var PSEUDO_ELEMENTS2 = [
  "after",
  "backdrop",
  "before",
  "cue",
  "cue-region",
  "first-letter",
  "first-line",
  "grammar-error",
  "marker",
  "part",
  "placeholder",
  "selection",
  "slotted",
  "spelling-error"
].sort().reverse();
var ATTRIBUTES2 = [
  "accent-color",
  "align-content",
  "align-items",
  "align-self",
  "alignment-baseline",
  "all",
  "anchor-name",
  "animation",
  "animation-composition",
  "animation-delay",
  "animation-direction",
  "animation-duration",
  "animation-fill-mode",
  "animation-iteration-count",
  "animation-name",
  "animation-play-state",
  "animation-range",
  "animation-range-end",
  "animation-range-start",
  "animation-timeline",
  "animation-timing-function",
  "appearance",
  "aspect-ratio",
  "backdrop-filter",
  "backface-visibility",
  "background",
  "background-attachment",
  "background-blend-mode",
  "background-clip",
  "background-color",
  "background-image",
  "background-origin",
  "background-position",
  "background-position-x",
  "background-position-y",
  "background-repeat",
  "background-size",
  "baseline-shift",
  "block-size",
  "border",
  "border-block",
  "border-block-color",
  "border-block-end",
  "border-block-end-color",
  "border-block-end-style",
  "border-block-end-width",
  "border-block-start",
  "border-block-start-color",
  "border-block-start-style",
  "border-block-start-width",
  "border-block-style",
  "border-block-width",
  "border-bottom",
  "border-bottom-color",
  "border-bottom-left-radius",
  "border-bottom-right-radius",
  "border-bottom-style",
  "border-bottom-width",
  "border-collapse",
  "border-color",
  "border-end-end-radius",
  "border-end-start-radius",
  "border-image",
  "border-image-outset",
  "border-image-repeat",
  "border-image-slice",
  "border-image-source",
  "border-image-width",
  "border-inline",
  "border-inline-color",
  "border-inline-end",
  "border-inline-end-color",
  "border-inline-end-style",
  "border-inline-end-width",
  "border-inline-start",
  "border-inline-start-color",
  "border-inline-start-style",
  "border-inline-start-width",
  "border-inline-style",
  "border-inline-width",
  "border-left",
  "border-left-color",
  "border-left-style",
  "border-left-width",
  "border-radius",
  "border-right",
  "border-right-color",
  "border-right-style",
  "border-right-width",
  "border-spacing",
  "border-start-end-radius",
  "border-start-start-radius",
  "border-style",
  "border-top",
  "border-top-color",
  "border-top-left-radius",
  "border-top-right-radius",
  "border-top-style",
  "border-top-width",
  "border-width",
  "bottom",
  "box-align",
  "box-decoration-break",
  "box-direction",
  "box-flex",
  "box-flex-group",
  "box-lines",
  "box-ordinal-group",
  "box-orient",
  "box-pack",
  "box-shadow",
  "box-sizing",
  "break-after",
  "break-before",
  "break-inside",
  "caption-side",
  "caret-color",
  "clear",
  "clip",
  "clip-path",
  "clip-rule",
  "color",
  "color-interpolation",
  "color-interpolation-filters",
  "color-profile",
  "color-rendering",
  "color-scheme",
  "column-count",
  "column-fill",
  "column-gap",
  "column-rule",
  "column-rule-color",
  "column-rule-style",
  "column-rule-width",
  "column-span",
  "column-width",
  "columns",
  "contain",
  "contain-intrinsic-block-size",
  "contain-intrinsic-height",
  "contain-intrinsic-inline-size",
  "contain-intrinsic-size",
  "contain-intrinsic-width",
  "container",
  "container-name",
  "container-type",
  "content",
  "content-visibility",
  "corner-bottom-left-shape",
  "corner-bottom-right-shape",
  "corner-shape",
  "corner-top-left-shape",
  "corner-top-right-shape",
  "counter-increment",
  "counter-reset",
  "counter-set",
  "cue",
  "cue-after",
  "cue-before",
  "cursor",
  "cx",
  "cy",
  "direction",
  "display",
  "dominant-baseline",
  "empty-cells",
  "enable-background",
  "field-sizing",
  "fill",
  "fill-opacity",
  "fill-rule",
  "filter",
  "flex",
  "flex-basis",
  "flex-direction",
  "flex-flow",
  "flex-grow",
  "flex-shrink",
  "flex-wrap",
  "float",
  "flood-color",
  "flood-opacity",
  "flow",
  "font",
  "font-display",
  "font-family",
  "font-feature-settings",
  "font-kerning",
  "font-language-override",
  "font-optical-sizing",
  "font-palette",
  "font-size",
  "font-size-adjust",
  "font-smooth",
  "font-smoothing",
  "font-stretch",
  "font-style",
  "font-synthesis",
  "font-synthesis-position",
  "font-synthesis-small-caps",
  "font-synthesis-style",
  "font-synthesis-weight",
  "font-variant",
  "font-variant-alternates",
  "font-variant-caps",
  "font-variant-east-asian",
  "font-variant-emoji",
  "font-variant-ligatures",
  "font-variant-numeric",
  "font-variant-position",
  "font-variation-settings",
  "font-weight",
  "forced-color-adjust",
  "gap",
  "glyph-orientation-horizontal",
  "glyph-orientation-vertical",
  "grid",
  "grid-area",
  "grid-auto-columns",
  "grid-auto-flow",
  "grid-auto-rows",
  "grid-column",
  "grid-column-end",
  "grid-column-start",
  "grid-gap",
  "grid-row",
  "grid-row-end",
  "grid-row-start",
  "grid-template",
  "grid-template-areas",
  "grid-template-columns",
  "grid-template-rows",
  "hanging-punctuation",
  "height",
  "hyphenate-character",
  "hyphenate-limit-chars",
  "hyphens",
  "icon",
  "image-orientation",
  "image-rendering",
  "image-resolution",
  "ime-mode",
  "initial-letter",
  "initial-letter-align",
  "inline-size",
  "inset",
  "inset-area",
  "inset-block",
  "inset-block-end",
  "inset-block-start",
  "inset-inline",
  "inset-inline-end",
  "inset-inline-start",
  "isolation",
  "justify-content",
  "justify-items",
  "justify-self",
  "kerning",
  "left",
  "letter-spacing",
  "lighting-color",
  "line-break",
  "line-height",
  "line-height-step",
  "list-style",
  "list-style-image",
  "list-style-position",
  "list-style-type",
  "margin",
  "margin-block",
  "margin-block-end",
  "margin-block-start",
  "margin-bottom",
  "margin-inline",
  "margin-inline-end",
  "margin-inline-start",
  "margin-left",
  "margin-right",
  "margin-top",
  "margin-trim",
  "marker",
  "marker-end",
  "marker-mid",
  "marker-start",
  "marks",
  "mask",
  "mask-border",
  "mask-border-mode",
  "mask-border-outset",
  "mask-border-repeat",
  "mask-border-slice",
  "mask-border-source",
  "mask-border-width",
  "mask-clip",
  "mask-composite",
  "mask-image",
  "mask-mode",
  "mask-origin",
  "mask-position",
  "mask-repeat",
  "mask-size",
  "mask-type",
  "masonry-auto-flow",
  "math-depth",
  "math-shift",
  "math-style",
  "max-block-size",
  "max-height",
  "max-inline-size",
  "max-width",
  "min-block-size",
  "min-height",
  "min-inline-size",
  "min-width",
  "mix-blend-mode",
  "nav-down",
  "nav-index",
  "nav-left",
  "nav-right",
  "nav-up",
  "none",
  "normal",
  "object-fit",
  "object-position",
  "offset",
  "offset-anchor",
  "offset-distance",
  "offset-path",
  "offset-position",
  "offset-rotate",
  "opacity",
  "order",
  "orphans",
  "outline",
  "outline-color",
  "outline-offset",
  "outline-style",
  "outline-width",
  "overflow",
  "overflow-anchor",
  "overflow-block",
  "overflow-clip-margin",
  "overflow-inline",
  "overflow-wrap",
  "overflow-x",
  "overflow-y",
  "overlay",
  "overscroll-behavior",
  "overscroll-behavior-block",
  "overscroll-behavior-inline",
  "overscroll-behavior-x",
  "overscroll-behavior-y",
  "padding",
  "padding-block",
  "padding-block-end",
  "padding-block-start",
  "padding-bottom",
  "padding-inline",
  "padding-inline-end",
  "padding-inline-start",
  "padding-left",
  "padding-right",
  "padding-top",
  "page",
  "page-break-after",
  "page-break-before",
  "page-break-inside",
  "paint-order",
  "pause",
  "pause-after",
  "pause-before",
  "perspective",
  "perspective-origin",
  "place-content",
  "place-items",
  "place-self",
  "pointer-events",
  "position",
  "position-anchor",
  "position-visibility",
  "print-color-adjust",
  "quotes",
  "r",
  "resize",
  "rest",
  "rest-after",
  "rest-before",
  "right",
  "rotate",
  "row-gap",
  "ruby-align",
  "ruby-position",
  "scale",
  "scroll-behavior",
  "scroll-margin",
  "scroll-margin-block",
  "scroll-margin-block-end",
  "scroll-margin-block-start",
  "scroll-margin-bottom",
  "scroll-margin-inline",
  "scroll-margin-inline-end",
  "scroll-margin-inline-start",
  "scroll-margin-left",
  "scroll-margin-right",
  "scroll-margin-top",
  "scroll-padding",
  "scroll-padding-block",
  "scroll-padding-block-end",
  "scroll-padding-block-start",
  "scroll-padding-bottom",
  "scroll-padding-inline",
  "scroll-padding-inline-end",
  "scroll-padding-inline-start",
  "scroll-padding-left",
  "scroll-padding-right",
  "scroll-padding-top",
  "scroll-snap-align",
  "scroll-snap-stop",
  "scroll-snap-type",
  "scroll-timeline",
  "scroll-timeline-axis",
  "scroll-timeline-name",
  "scrollbar-color",
  "scrollbar-gutter",
  "scrollbar-width",
  "shape-image-threshold",
  "shape-margin",
  "shape-outside",
  "shape-rendering",
  "speak",
  "speak-as",
  "src",
  // @font-face
  "stop-color",
  "stop-opacity",
  "stroke",
  "stroke-dasharray",
  "stroke-dashoffset",
  "stroke-linecap",
  "stroke-linejoin",
  "stroke-miterlimit",
  "stroke-opacity",
  "stroke-width",
  "tab-size",
  "table-layout",
  "text-align",
  "text-align-all",
  "text-align-last",
  "text-anchor",
  "text-combine-upright",
  "text-decoration",
  "text-decoration-color",
  "text-decoration-line",
  "text-decoration-skip",
  "text-decoration-skip-ink",
  "text-decoration-style",
  "text-decoration-thickness",
  "text-emphasis",
  "text-emphasis-color",
  "text-emphasis-position",
  "text-emphasis-style",
  "text-indent",
  "text-justify",
  "text-orientation",
  "text-overflow",
  "text-rendering",
  "text-shadow",
  "text-size-adjust",
  "text-transform",
  "text-underline-offset",
  "text-underline-position",
  "text-wrap",
  "text-wrap-mode",
  "text-wrap-style",
  "timeline-scope",
  "top",
  "touch-action",
  "transform",
  "transform-box",
  "transform-origin",
  "transform-style",
  "transition",
  "transition-behavior",
  "transition-delay",
  "transition-duration",
  "transition-property",
  "transition-timing-function",
  "translate",
  "unicode-bidi",
  "unicode-range",
  "user-modify",
  "user-select",
  "vector-effect",
  "vertical-align",
  "view-timeline",
  "view-timeline-axis",
  "view-timeline-inset",
  "view-timeline-name",
  "view-transition-name",
  "visibility",
  "voice-balance",
  "voice-duration",
  "voice-family",
  "voice-pitch",
  "voice-range",
  "voice-rate",
  "voice-stress",
  "voice-volume",
  "white-space",
  "white-space-collapse",
  "widows",
  "width",
  "will-change",
  "word-break",
  "word-spacing",
  "word-wrap",
  "writing-mode",
  "x",
  "y",
  "z-index",
  "zoom"
].sort().reverse();
var PSEUDO_SELECTORS = PSEUDO_CLASSES2.concat(PSEUDO_ELEMENTS2).sort().reverse();
function less(hljs) {
  const modes = MODES2(hljs);
  const PSEUDO_SELECTORS$1 = PSEUDO_SELECTORS;
  const AT_MODIFIERS = "and or not only";
  const IDENT_RE3 = "[\\w-]+";
  const INTERP_IDENT_RE = "(" + IDENT_RE3 + "|@\\{" + IDENT_RE3 + "\\})";
  const RULES2 = [];
  const VALUE_MODES = [];
  const STRING_MODE = function(c2) {
    return {
      // Less strings are not multiline (also include '~' for more consistent coloring of "escaped" strings)
      className: "string",
      begin: "~?" + c2 + ".*?" + c2
    };
  };
  const IDENT_MODE = function(name, begin, relevance) {
    return {
      className: name,
      begin,
      relevance
    };
  };
  const AT_KEYWORDS = {
    $pattern: /[a-z-]+/,
    keyword: AT_MODIFIERS,
    attribute: MEDIA_FEATURES2.join(" ")
  };
  const PARENS_MODE = {
    // used only to properly balance nested parens inside mixin call, def. arg list
    begin: "\\(",
    end: "\\)",
    contains: VALUE_MODES,
    keywords: AT_KEYWORDS,
    relevance: 0
  };
  VALUE_MODES.push(
    hljs.C_LINE_COMMENT_MODE,
    hljs.C_BLOCK_COMMENT_MODE,
    STRING_MODE("'"),
    STRING_MODE('"'),
    modes.CSS_NUMBER_MODE,
    // fixme: it does not include dot for numbers like .5em :(
    {
      begin: "(url|data-uri)\\(",
      starts: {
        className: "string",
        end: "[\\)\\n]",
        excludeEnd: true
      }
    },
    modes.UNICODE_RANGE,
    modes.HEXCOLOR,
    PARENS_MODE,
    IDENT_MODE("variable", "@@?" + IDENT_RE3, 10),
    IDENT_MODE("variable", "@\\{" + IDENT_RE3 + "\\}"),
    IDENT_MODE("built_in", "~?`[^`]*?`"),
    // inline javascript (or whatever host language) *multiline* string
    {
      // @media features (it\u2019s here to not duplicate things in AT_RULE_MODE with extra PARENS_MODE overriding):
      className: "attribute",
      begin: IDENT_RE3 + "\\s*:",
      end: ":",
      returnBegin: true,
      excludeEnd: true
    },
    modes.IMPORTANT,
    { beginKeywords: "and not" },
    modes.FUNCTION_DISPATCH
  );
  const VALUE_WITH_RULESETS = VALUE_MODES.concat({
    begin: /\{/,
    end: /\}/,
    contains: RULES2
  });
  const MIXIN_GUARD_MODE = {
    beginKeywords: "when",
    endsWithParent: true,
    contains: [{ beginKeywords: "and not" }].concat(VALUE_MODES)
    // using this form to override VALUE\u2019s 'function' match
  };
  const RULE_MODE = {
    begin: INTERP_IDENT_RE + "\\s*:",
    returnBegin: true,
    end: /[;}]/,
    relevance: 0,
    contains: [
      { begin: /-(webkit|moz|ms|o)-/ },
      modes.CSS_VARIABLE,
      {
        className: "attribute",
        begin: "\\b(" + ATTRIBUTES2.join("|") + ")\\b",
        end: /(?=:)/,
        starts: {
          endsWithParent: true,
          illegal: "[<=$]",
          relevance: 0,
          contains: VALUE_MODES
        }
      }
    ]
  };
  const AT_RULE_MODE = {
    className: "keyword",
    begin: "@(import|media|charset|font-face|(-[a-z]+-)?keyframes|supports|document|namespace|page|viewport|host)\\b",
    starts: {
      end: "[;{}]",
      keywords: AT_KEYWORDS,
      returnEnd: true,
      contains: VALUE_MODES,
      relevance: 0
    }
  };
  const VAR_RULE_MODE = {
    className: "variable",
    variants: [
      // using more strict pattern for higher relevance to increase chances of Less detection.
      // this is *the only* Less specific statement used in most of the sources, so...
      // (we\u2019ll still often loose to the css-parser unless there's '//' comment,
      // simply because 1 variable just can't beat 99 properties :)
      {
        begin: "@" + IDENT_RE3 + "\\s*:",
        relevance: 15
      },
      { begin: "@" + IDENT_RE3 }
    ],
    starts: {
      end: "[;}]",
      returnEnd: true,
      contains: VALUE_WITH_RULESETS
    }
  };
  const SELECTOR_MODE = {
    // first parse unambiguous selectors (i.e. those not starting with tag)
    // then fall into the scary lookahead-discriminator variant.
    // this mode also handles mixin definitions and calls
    variants: [
      {
        begin: "[\\.#:&\\[>]",
        end: "[;{}]"
        // mixin calls end with ';'
      },
      {
        begin: INTERP_IDENT_RE,
        end: /\{/
      }
    ],
    returnBegin: true,
    returnEnd: true,
    illegal: `[<='$"]`,
    relevance: 0,
    contains: [
      hljs.C_LINE_COMMENT_MODE,
      hljs.C_BLOCK_COMMENT_MODE,
      MIXIN_GUARD_MODE,
      IDENT_MODE("keyword", "all\\b"),
      IDENT_MODE("variable", "@\\{" + IDENT_RE3 + "\\}"),
      // otherwise it\u2019s identified as tag
      {
        begin: "\\b(" + TAGS2.join("|") + ")\\b",
        className: "selector-tag"
      },
      modes.CSS_NUMBER_MODE,
      IDENT_MODE("selector-tag", INTERP_IDENT_RE, 0),
      IDENT_MODE("selector-id", "#" + INTERP_IDENT_RE),
      IDENT_MODE("selector-class", "\\." + INTERP_IDENT_RE, 0),
      IDENT_MODE("selector-tag", "&", 0),
      modes.ATTRIBUTE_SELECTOR_MODE,
      {
        className: "selector-pseudo",
        begin: ":(" + PSEUDO_CLASSES2.join("|") + ")"
      },
      {
        className: "selector-pseudo",
        begin: ":(:)?(" + PSEUDO_ELEMENTS2.join("|") + ")"
      },
      {
        begin: /\(/,
        end: /\)/,
        relevance: 0,
        contains: VALUE_WITH_RULESETS
      },
      // argument list of parametric mixins
      { begin: "!important" },
      // eat !important after mixin call or it will be colored as tag
      modes.FUNCTION_DISPATCH
    ]
  };
  const PSEUDO_SELECTOR_MODE = {
    begin: IDENT_RE3 + `:(:)?(${PSEUDO_SELECTORS$1.join("|")})`,
    returnBegin: true,
    contains: [SELECTOR_MODE]
  };
  RULES2.push(
    hljs.C_LINE_COMMENT_MODE,
    hljs.C_BLOCK_COMMENT_MODE,
    AT_RULE_MODE,
    VAR_RULE_MODE,
    PSEUDO_SELECTOR_MODE,
    RULE_MODE,
    SELECTOR_MODE,
    MIXIN_GUARD_MODE,
    modes.FUNCTION_DISPATCH
  );
  return {
    name: "Less",
    case_insensitive: true,
    illegal: `[=>'/<($"]`,
    contains: RULES2
  };
}

// node_modules/highlight.js/es/languages/lua.js
function lua(hljs) {
  const OPENING_LONG_BRACKET = "\\[=*\\[";
  const CLOSING_LONG_BRACKET = "\\]=*\\]";
  const LONG_BRACKETS = {
    begin: OPENING_LONG_BRACKET,
    end: CLOSING_LONG_BRACKET,
    contains: ["self"]
  };
  const COMMENTS = [
    hljs.COMMENT("--(?!" + OPENING_LONG_BRACKET + ")", "$"),
    hljs.COMMENT(
      "--" + OPENING_LONG_BRACKET,
      CLOSING_LONG_BRACKET,
      {
        contains: [LONG_BRACKETS],
        relevance: 10
      }
    )
  ];
  return {
    name: "Lua",
    aliases: ["pluto"],
    keywords: {
      $pattern: hljs.UNDERSCORE_IDENT_RE,
      literal: "true false nil",
      keyword: "and break do else elseif end for goto if in local global not or repeat return then until while",
      built_in: (
        // Metatags and globals:
        "_G _ENV _VERSION __index __newindex __mode __call __metatable __tostring __len __gc __add __sub __mul __div __mod __pow __concat __unm __eq __lt __le assert collectgarbage dofile error getfenv getmetatable ipairs load loadfile loadstring module next pairs pcall print rawequal rawget rawset require select setfenv setmetatable tonumber tostring type unpack xpcall arg self coroutine resume yield status wrap create running debug getupvalue debug sethook getmetatable gethook setmetatable setlocal traceback setfenv getinfo setupvalue getlocal getregistry getfenv io lines write close flush open output type read stderr stdin input stdout popen tmpfile math log max acos huge ldexp pi cos tanh pow deg tan cosh sinh random randomseed frexp ceil floor rad abs sqrt modf asin min mod fmod log10 atan2 exp sin atan os exit setlocale date getenv difftime remove time clock tmpname rename execute package preload loadlib loaded loaders cpath config path seeall string sub upper len gfind rep find match char dump gmatch reverse byte format gsub lower table setn insert getn foreachi maxn foreach concat sort remove"
      )
    },
    contains: COMMENTS.concat([
      {
        className: "function",
        beginKeywords: "function",
        end: "\\)",
        contains: [
          hljs.inherit(hljs.TITLE_MODE, { begin: "([_a-zA-Z]\\w*\\.)*([_a-zA-Z]\\w*:)?[_a-zA-Z]\\w*" }),
          {
            className: "params",
            begin: "\\(",
            endsWithParent: true,
            contains: COMMENTS
          }
        ].concat(COMMENTS)
      },
      hljs.C_NUMBER_MODE,
      hljs.APOS_STRING_MODE,
      hljs.QUOTE_STRING_MODE,
      {
        className: "string",
        begin: OPENING_LONG_BRACKET,
        end: CLOSING_LONG_BRACKET,
        contains: [LONG_BRACKETS],
        relevance: 5
      }
    ])
  };
}

// node_modules/highlight.js/es/languages/makefile.js
function makefile(hljs) {
  const VARIABLE = {
    className: "variable",
    variants: [
      {
        begin: "\\$\\(" + hljs.UNDERSCORE_IDENT_RE + "\\)",
        contains: [hljs.BACKSLASH_ESCAPE]
      },
      { begin: /\$[@%<?\^\+\*]/ }
    ]
  };
  const QUOTE_STRING = {
    className: "string",
    begin: /"/,
    end: /"/,
    contains: [
      hljs.BACKSLASH_ESCAPE,
      VARIABLE
    ]
  };
  const FUNC = {
    className: "variable",
    begin: /\$\([\w-]+\s/,
    end: /\)/,
    keywords: { built_in: "subst patsubst strip findstring filter filter-out sort word wordlist firstword lastword dir notdir suffix basename addsuffix addprefix join wildcard realpath abspath error warning shell origin flavor foreach if or and call eval file value" },
    contains: [
      VARIABLE,
      QUOTE_STRING
      // Added QUOTE_STRING as they can be a part of functions
    ]
  };
  const ASSIGNMENT = { begin: "^" + hljs.UNDERSCORE_IDENT_RE + "\\s*(?=[:+?]?=)" };
  const META = {
    className: "meta",
    begin: /^\.PHONY:/,
    end: /$/,
    keywords: {
      $pattern: /[\.\w]+/,
      keyword: ".PHONY"
    }
  };
  const TARGET = {
    className: "section",
    begin: /^[^\s]+:/,
    end: /$/,
    contains: [VARIABLE]
  };
  return {
    name: "Makefile",
    aliases: [
      "mk",
      "mak",
      "make"
    ],
    keywords: {
      $pattern: /[\w-]+/,
      keyword: "define endef undefine ifdef ifndef ifeq ifneq else endif include -include sinclude override export unexport private vpath"
    },
    contains: [
      hljs.HASH_COMMENT_MODE,
      VARIABLE,
      QUOTE_STRING,
      FUNC,
      ASSIGNMENT,
      META,
      TARGET
    ]
  };
}

// node_modules/highlight.js/es/languages/markdown.js
function markdown(hljs) {
  const regex = hljs.regex;
  const INLINE_HTML = {
    begin: /<\/?[A-Za-z_]/,
    end: ">",
    subLanguage: "xml",
    relevance: 0
  };
  const HORIZONTAL_RULE = { match: /^ {0,3}([-*_])[ \t]*(?:\1[ \t]*){2,}$/ };
  const CODE = {
    className: "code",
    variants: [
      // TODO: fix to allow these to work with sublanguage also
      { begin: "(`{3,})[^`](.|\\n)*?\\1`*[ ]*" },
      { begin: "(~{3,})[^~](.|\\n)*?\\1~*[ ]*" },
      // needed to allow markdown as a sublanguage to work
      {
        begin: "```",
        end: "```+[ ]*$"
      },
      {
        begin: "~~~",
        end: "~~~+[ ]*$"
      },
      { begin: "`.+?`" },
      {
        begin: "(?=^( {4}|\\t))",
        // use contains to gobble up multiple lines to allow the block to be whatever size
        // but only have a single open/close tag vs one per line
        contains: [
          {
            begin: "^( {4}|\\t)",
            end: "(\\n)$"
          }
        ],
        relevance: 0
      }
    ]
  };
  const LIST = {
    className: "bullet",
    begin: "^[ 	]*([*+-]|(\\d+\\.))(?=\\s+)",
    end: "\\s+",
    excludeEnd: true
  };
  const LINK_REFERENCE = {
    begin: /^\[[^\n]+\]:/,
    returnBegin: true,
    contains: [
      {
        className: "symbol",
        begin: /\[/,
        end: /\]/,
        excludeBegin: true,
        excludeEnd: true
      },
      {
        className: "link",
        begin: /:\s*/,
        end: /$/,
        excludeBegin: true
      }
    ]
  };
  const URL_SCHEME = /[A-Za-z][A-Za-z0-9+.-]*/;
  const LINK = {
    variants: [
      // too much like nested array access in so many languages
      // to have any real relevance
      {
        begin: /\[.+?\]\[.*?\]/,
        relevance: 0
      },
      // popular internet URLs
      {
        begin: /\[.+?\]\(((data|javascript|mailto):|(?:http|ftp)s?:\/\/).*?\)/,
        relevance: 2
      },
      {
        begin: regex.concat(/\[.+?\]\(/, URL_SCHEME, /:\/\/.*?\)/),
        relevance: 2
      },
      // relative urls
      {
        begin: /\[.+?\]\([./?&#].*?\)/,
        relevance: 1
      },
      // whatever else, lower relevance (might not be a link at all)
      {
        begin: /\[.*?\]\(.*?\)/,
        relevance: 0
      }
    ],
    returnBegin: true,
    contains: [
      {
        // empty strings for alt or link text
        match: /\[(?=\])/
      },
      {
        className: "string",
        relevance: 0,
        begin: "\\[",
        end: "\\]",
        excludeBegin: true,
        returnEnd: true
      },
      {
        className: "link",
        relevance: 0,
        begin: "\\]\\(",
        end: "\\)",
        excludeBegin: true,
        excludeEnd: true
      },
      {
        className: "symbol",
        relevance: 0,
        begin: "\\]\\[",
        end: "\\]",
        excludeBegin: true,
        excludeEnd: true
      }
    ]
  };
  const BOLD = {
    className: "strong",
    contains: [],
    // defined later
    variants: [
      {
        begin: /_{2}(?!\s)/,
        end: /_{2}/
      },
      {
        begin: /\*{2}(?!\s)/,
        end: /\*{2}/
      }
    ]
  };
  const ITALIC = {
    className: "emphasis",
    contains: [],
    // defined later
    variants: [
      {
        begin: /\*(?![*\s])/,
        end: /\*/
      },
      {
        begin: /_(?![_\s])/,
        end: /_/,
        relevance: 0
      }
    ]
  };
  const BOLD_WITHOUT_ITALIC = hljs.inherit(BOLD, { contains: [] });
  const ITALIC_WITHOUT_BOLD = hljs.inherit(ITALIC, { contains: [] });
  BOLD.contains.push(ITALIC_WITHOUT_BOLD);
  ITALIC.contains.push(BOLD_WITHOUT_ITALIC);
  let CONTAINABLE = [
    INLINE_HTML,
    LINK
  ];
  [
    BOLD,
    ITALIC,
    BOLD_WITHOUT_ITALIC,
    ITALIC_WITHOUT_BOLD
  ].forEach((m) => {
    m.contains = m.contains.concat(CONTAINABLE);
  });
  CONTAINABLE = CONTAINABLE.concat(BOLD, ITALIC);
  const HEADER = {
    className: "section",
    variants: [
      {
        begin: "^#{1,6}",
        end: "$",
        contains: CONTAINABLE
      },
      {
        begin: "(?=^.+?\\n[=-]{2,}$)",
        contains: [
          { begin: "^[=-]*$" },
          {
            begin: "^",
            end: "\\n",
            contains: CONTAINABLE
          }
        ]
      }
    ]
  };
  const BLOCKQUOTE = {
    className: "quote",
    begin: "^>\\s+",
    contains: CONTAINABLE,
    end: "$"
  };
  const ENTITY = {
    //https://spec.commonmark.org/0.31.2/#entity-references
    scope: "literal",
    match: /&([a-zA-Z0-9]+|#[0-9]{1,7}|#[Xx][0-9a-fA-F]{1,6});/
  };
  return {
    name: "Markdown",
    aliases: [
      "md",
      "mkdown",
      "mkd"
    ],
    contains: [
      HEADER,
      INLINE_HTML,
      LIST,
      // must come before BOLD/ITALIC so that a `***` or `___` thematic break
      // isn't mistaken for the start of bold text
      HORIZONTAL_RULE,
      BOLD,
      ITALIC,
      BLOCKQUOTE,
      CODE,
      LINK,
      LINK_REFERENCE,
      ENTITY
    ]
  };
}

// node_modules/highlight.js/es/languages/nginx.js
function nginx(hljs) {
  const regex = hljs.regex;
  const VAR = {
    className: "variable",
    variants: [
      { begin: /\$\d+/ },
      { begin: /\$\{\w+\}/ },
      { begin: regex.concat(/[$@]/, hljs.UNDERSCORE_IDENT_RE) }
    ]
  };
  const LITERALS3 = [
    "on",
    "off",
    "yes",
    "no",
    "true",
    "false",
    "none",
    "blocked",
    "debug",
    "info",
    "notice",
    "warn",
    "error",
    "crit",
    "select",
    "break",
    "last",
    "permanent",
    "redirect",
    "kqueue",
    "rtsig",
    "epoll",
    "poll",
    "/dev/poll"
  ];
  const DEFAULT = {
    endsWithParent: true,
    keywords: {
      $pattern: /[a-z_]{2,}|\/dev\/poll/,
      literal: LITERALS3
    },
    relevance: 0,
    illegal: "=>",
    contains: [
      hljs.HASH_COMMENT_MODE,
      {
        className: "string",
        contains: [
          hljs.BACKSLASH_ESCAPE,
          VAR
        ],
        variants: [
          {
            begin: /"/,
            end: /"/
          },
          {
            begin: /'/,
            end: /'/
          }
        ]
      },
      // this swallows entire URLs to avoid detecting numbers within
      {
        begin: "([a-z]+):/",
        end: "\\s",
        endsWithParent: true,
        excludeEnd: true,
        contains: [VAR]
      },
      {
        className: "regexp",
        contains: [
          hljs.BACKSLASH_ESCAPE,
          VAR
        ],
        variants: [
          {
            begin: "\\s\\^",
            end: "\\s|\\{|;",
            returnEnd: true
          },
          // regexp locations (~, ~*)
          {
            begin: "~\\*?\\s+",
            end: "\\s|\\{|;",
            returnEnd: true
          },
          // *.example.com
          { begin: "\\*(\\.[a-z\\-]+)+" },
          // sub.example.*
          { begin: "([a-z\\-]+\\.)+\\*" }
        ]
      },
      // IP
      {
        className: "number",
        begin: "\\b\\d{1,3}\\.\\d{1,3}\\.\\d{1,3}\\.\\d{1,3}(:\\d{1,5})?\\b"
      },
      // units
      {
        className: "number",
        begin: "\\b\\d+[kKmMgGdshdwy]?\\b",
        relevance: 0
      },
      VAR
    ]
  };
  return {
    name: "Nginx config",
    aliases: ["nginxconf"],
    contains: [
      hljs.HASH_COMMENT_MODE,
      {
        beginKeywords: "upstream location",
        end: /;|\{/,
        contains: DEFAULT.contains,
        keywords: { section: "upstream location" }
      },
      {
        className: "section",
        begin: regex.concat(hljs.UNDERSCORE_IDENT_RE + regex.lookahead(/\s+\{/)),
        relevance: 0
      },
      {
        begin: regex.lookahead(hljs.UNDERSCORE_IDENT_RE + "\\s"),
        end: ";|\\{",
        contains: [
          {
            className: "attribute",
            begin: hljs.UNDERSCORE_IDENT_RE,
            starts: DEFAULT
          }
        ],
        relevance: 0
      }
    ],
    illegal: "[^\\s\\}\\{]"
  };
}

// node_modules/highlight.js/es/languages/objectivec.js
function objectivec(hljs) {
  const API_CLASS = {
    className: "built_in",
    begin: "\\b(AV|CA|CF|CG|CI|CL|CM|CN|CT|MK|MP|MTK|MTL|NS|SCN|SK|UI|WK|XC)\\w+"
  };
  const IDENTIFIER_RE = /[a-zA-Z@][a-zA-Z0-9_]*/;
  const TYPES3 = [
    "int",
    "float",
    "char",
    "unsigned",
    "signed",
    "short",
    "long",
    "double",
    "wchar_t",
    "unichar",
    "void",
    "bool",
    "BOOL",
    "id|0",
    "_Bool"
  ];
  const KWS = [
    "while",
    "export",
    "sizeof",
    "typedef",
    "const",
    "struct",
    "for",
    "union",
    "volatile",
    "static",
    "mutable",
    "if",
    "do",
    "return",
    "goto",
    "enum",
    "else",
    "break",
    "extern",
    "asm",
    "case",
    "default",
    "register",
    "explicit",
    "typename",
    "switch",
    "continue",
    "inline",
    "readonly",
    "assign",
    "readwrite",
    "self",
    "@synchronized",
    "id",
    "typeof",
    "nonatomic",
    "IBOutlet",
    "IBAction",
    "strong",
    "weak",
    "copy",
    "in",
    "out",
    "inout",
    "bycopy",
    "byref",
    "oneway",
    "__strong",
    "__weak",
    "__block",
    "__autoreleasing",
    "@private",
    "@protected",
    "@public",
    "@try",
    "@property",
    "@end",
    "@throw",
    "@catch",
    "@finally",
    "@autoreleasepool",
    "@synthesize",
    "@dynamic",
    "@selector",
    "@optional",
    "@required",
    "@encode",
    "@package",
    "@import",
    "@defs",
    "@compatibility_alias",
    "__bridge",
    "__bridge_transfer",
    "__bridge_retained",
    "__bridge_retain",
    "__covariant",
    "__contravariant",
    "__kindof",
    "_Nonnull",
    "_Nullable",
    "_Null_unspecified",
    "__FUNCTION__",
    "__PRETTY_FUNCTION__",
    "__attribute__",
    "getter",
    "setter",
    "retain",
    "unsafe_unretained",
    "nonnull",
    "nullable",
    "null_unspecified",
    "null_resettable",
    "class",
    "instancetype",
    "NS_DESIGNATED_INITIALIZER",
    "NS_UNAVAILABLE",
    "NS_REQUIRES_SUPER",
    "NS_RETURNS_INNER_POINTER",
    "NS_INLINE",
    "NS_AVAILABLE",
    "NS_DEPRECATED",
    "NS_ENUM",
    "NS_OPTIONS",
    "NS_SWIFT_UNAVAILABLE",
    "NS_ASSUME_NONNULL_BEGIN",
    "NS_ASSUME_NONNULL_END",
    "NS_REFINED_FOR_SWIFT",
    "NS_SWIFT_NAME",
    "NS_SWIFT_NOTHROW",
    "NS_DURING",
    "NS_HANDLER",
    "NS_ENDHANDLER",
    "NS_VALUERETURN",
    "NS_VOIDRETURN"
  ];
  const LITERALS3 = [
    "false",
    "true",
    "FALSE",
    "TRUE",
    "nil",
    "YES",
    "NO",
    "NULL"
  ];
  const BUILT_INS3 = [
    "dispatch_once_t",
    "dispatch_queue_t",
    "dispatch_sync",
    "dispatch_async",
    "dispatch_once"
  ];
  const KEYWORDS3 = {
    "variable.language": [
      "this",
      "super"
    ],
    $pattern: IDENTIFIER_RE,
    keyword: KWS,
    literal: LITERALS3,
    built_in: BUILT_INS3,
    type: TYPES3
  };
  const CLASS_KEYWORDS = {
    $pattern: IDENTIFIER_RE,
    keyword: [
      "@interface",
      "@class",
      "@protocol",
      "@implementation"
    ]
  };
  return {
    name: "Objective-C",
    aliases: [
      "mm",
      "objc",
      "obj-c",
      "obj-c++",
      "objective-c++"
    ],
    keywords: KEYWORDS3,
    illegal: "</",
    contains: [
      API_CLASS,
      hljs.C_LINE_COMMENT_MODE,
      hljs.C_BLOCK_COMMENT_MODE,
      hljs.C_NUMBER_MODE,
      hljs.QUOTE_STRING_MODE,
      hljs.APOS_STRING_MODE,
      {
        className: "string",
        variants: [
          {
            begin: '@"',
            end: '"',
            illegal: "\\n",
            contains: [hljs.BACKSLASH_ESCAPE]
          }
        ]
      },
      {
        className: "meta",
        begin: /#\s*[a-z]+\b/,
        end: /$/,
        keywords: { keyword: "if else elif endif define undef warning error line pragma ifdef ifndef include" },
        contains: [
          {
            begin: /\\\n/,
            relevance: 0
          },
          hljs.inherit(hljs.QUOTE_STRING_MODE, { className: "string" }),
          {
            className: "string",
            begin: /<.*?>/,
            end: /$/,
            illegal: "\\n"
          },
          hljs.C_LINE_COMMENT_MODE,
          hljs.C_BLOCK_COMMENT_MODE
        ]
      },
      {
        className: "class",
        begin: "(" + CLASS_KEYWORDS.keyword.join("|") + ")\\b",
        end: /(\{|$)/,
        excludeEnd: true,
        keywords: CLASS_KEYWORDS,
        contains: [hljs.UNDERSCORE_TITLE_MODE]
      },
      {
        begin: "\\." + hljs.UNDERSCORE_IDENT_RE,
        relevance: 0
      }
    ]
  };
}

// node_modules/highlight.js/es/languages/perl.js
function perl(hljs) {
  const regex = hljs.regex;
  const KEYWORDS3 = [
    "abs",
    "accept",
    "alarm",
    "and",
    "atan2",
    "bind",
    "binmode",
    "bless",
    "break",
    "caller",
    "chdir",
    "chmod",
    "chomp",
    "chop",
    "chown",
    "chr",
    "chroot",
    "class",
    "close",
    "closedir",
    "connect",
    "continue",
    "cos",
    "crypt",
    "dbmclose",
    "dbmopen",
    "defined",
    "delete",
    "die",
    "do",
    "dump",
    "each",
    "else",
    "elsif",
    "endgrent",
    "endhostent",
    "endnetent",
    "endprotoent",
    "endpwent",
    "endservent",
    "eof",
    "eval",
    "exec",
    "exists",
    "exit",
    "exp",
    "fcntl",
    "field",
    "fileno",
    "flock",
    "for",
    "foreach",
    "fork",
    "format",
    "formline",
    "getc",
    "getgrent",
    "getgrgid",
    "getgrnam",
    "gethostbyaddr",
    "gethostbyname",
    "gethostent",
    "getlogin",
    "getnetbyaddr",
    "getnetbyname",
    "getnetent",
    "getpeername",
    "getpgrp",
    "getpriority",
    "getprotobyname",
    "getprotobynumber",
    "getprotoent",
    "getpwent",
    "getpwnam",
    "getpwuid",
    "getservbyname",
    "getservbyport",
    "getservent",
    "getsockname",
    "getsockopt",
    "given",
    "glob",
    "gmtime",
    "goto",
    "grep",
    "gt",
    "hex",
    "if",
    "index",
    "int",
    "ioctl",
    "join",
    "keys",
    "kill",
    "last",
    "lc",
    "lcfirst",
    "length",
    "link",
    "listen",
    "local",
    "localtime",
    "log",
    "lstat",
    "lt",
    "ma",
    "map",
    "method",
    "mkdir",
    "msgctl",
    "msgget",
    "msgrcv",
    "msgsnd",
    "my",
    "ne",
    "next",
    "no",
    "not",
    "oct",
    "open",
    "opendir",
    "or",
    "ord",
    "our",
    "pack",
    "package",
    "pipe",
    "pop",
    "pos",
    "print",
    "printf",
    "prototype",
    "push",
    "q|0",
    "qq",
    "quotemeta",
    "qw",
    "qx",
    "rand",
    "read",
    "readdir",
    "readline",
    "readlink",
    "readpipe",
    "recv",
    "redo",
    "ref",
    "rename",
    "require",
    "reset",
    "return",
    "reverse",
    "rewinddir",
    "rindex",
    "rmdir",
    "say",
    "scalar",
    "seek",
    "seekdir",
    "select",
    "semctl",
    "semget",
    "semop",
    "send",
    "setgrent",
    "sethostent",
    "setnetent",
    "setpgrp",
    "setpriority",
    "setprotoent",
    "setpwent",
    "setservent",
    "setsockopt",
    "shift",
    "shmctl",
    "shmget",
    "shmread",
    "shmwrite",
    "shutdown",
    "sin",
    "sleep",
    "socket",
    "socketpair",
    "sort",
    "splice",
    "split",
    "sprintf",
    "sqrt",
    "srand",
    "stat",
    "state",
    "study",
    "sub",
    "substr",
    "symlink",
    "syscall",
    "sysopen",
    "sysread",
    "sysseek",
    "system",
    "syswrite",
    "tell",
    "telldir",
    "tie",
    "tied",
    "time",
    "times",
    "tr",
    "truncate",
    "uc",
    "ucfirst",
    "umask",
    "undef",
    "unless",
    "unlink",
    "unpack",
    "unshift",
    "untie",
    "until",
    "use",
    "utime",
    "values",
    "vec",
    "wait",
    "waitpid",
    "wantarray",
    "warn",
    "when",
    "while",
    "write",
    "x|0",
    "xor",
    "y|0"
  ];
  const REGEX_MODIFIERS = /[dualxmsipngr]{0,12}/;
  const PERL_KEYWORDS = {
    $pattern: /[\w.]+/,
    keyword: KEYWORDS3.join(" ")
  };
  const SUBST = {
    className: "subst",
    begin: "[$@]\\{",
    end: "\\}",
    keywords: PERL_KEYWORDS
  };
  const METHOD = {
    begin: /->\{/,
    end: /\}/
    // contains defined later
  };
  const ATTR = {
    scope: "attr",
    match: /\s+:\s*\w+(\s*\(.*?\))?/
  };
  const VAR = {
    scope: "variable",
    variants: [
      { begin: /\$\d/ },
      {
        begin: regex.concat(
          /[$%@](?!")(\^\w\b|#\w+(::\w+)*|\{\w+\}|\w+(::\w*)*)/,
          // negative look-ahead tries to avoid matching patterns that are not
          // Perl at all like $ident$, @ident@, etc.
          `(?![A-Za-z])(?![@$%])`
        )
      },
      {
        // Only $= is a special Perl variable and one can't declare @= or %=.
        begin: /[$%@](?!")[^\s\w{=]|\$=/,
        relevance: 0
      }
    ],
    contains: [ATTR]
  };
  const NUMBER = {
    className: "number",
    variants: [
      // decimal numbers:
      // include the case where a number starts with a dot (eg. .9), and
      // the leading 0? avoids mixing the first and second match on 0.x cases
      { match: /0?\.[0-9][0-9_]+\b/ },
      // include the special versioned number (eg. v5.38)
      { match: /\bv?(0|[1-9][0-9_]*(\.[0-9_]+)?|[1-9][0-9_]*)\b/ },
      // non-decimal numbers:
      { match: /\b0[0-7][0-7_]*\b/ },
      { match: /\b0x[0-9a-fA-F][0-9a-fA-F_]*\b/ },
      { match: /\b0b[0-1][0-1_]*\b/ }
    ],
    relevance: 0
  };
  const STRING_CONTAINS = [
    hljs.BACKSLASH_ESCAPE,
    SUBST,
    VAR
  ];
  const REGEX_DELIMS = [
    /!/,
    /\//,
    /\|/,
    /\?/,
    /'/,
    /"/,
    // valid but infrequent and weird
    /#/
    // valid but infrequent and weird
  ];
  const PAIRED_DOUBLE_RE = (prefix, open, close = "\\1") => {
    const middle = close === "\\1" ? close : regex.concat(close, open);
    return regex.concat(
      regex.concat("(?:", prefix, ")"),
      open,
      /(?:\\.|[^\\\/])*?/,
      middle,
      /(?:\\.|[^\\\/])*?/,
      close,
      REGEX_MODIFIERS
    );
  };
  const PAIRED_RE = (prefix, open, close) => {
    return regex.concat(
      regex.concat("(?:", prefix, ")"),
      open,
      /(?:\\.|[^\\\/])*?/,
      close,
      REGEX_MODIFIERS
    );
  };
  const PERL_DEFAULT_CONTAINS = [
    VAR,
    hljs.HASH_COMMENT_MODE,
    hljs.COMMENT(
      /^=\w/,
      /=cut/,
      { endsWithParent: true }
    ),
    METHOD,
    {
      className: "string",
      contains: STRING_CONTAINS,
      variants: [
        {
          begin: "q[qwxr]?\\s*\\(",
          end: "\\)",
          relevance: 5
        },
        {
          begin: "q[qwxr]?\\s*\\[",
          end: "\\]",
          relevance: 5
        },
        {
          begin: "q[qwxr]?\\s*\\{",
          end: "\\}",
          relevance: 5
        },
        {
          begin: "q[qwxr]?\\s*\\|",
          end: "\\|",
          relevance: 5
        },
        {
          begin: "q[qwxr]?\\s*<",
          end: ">",
          relevance: 5
        },
        {
          begin: "qw\\s+q",
          end: "q",
          relevance: 5
        },
        {
          begin: "'",
          end: "'",
          contains: [hljs.BACKSLASH_ESCAPE]
        },
        {
          begin: '"',
          end: '"'
        },
        {
          begin: "`",
          end: "`",
          contains: [hljs.BACKSLASH_ESCAPE]
        },
        {
          begin: /\{\w+\}/,
          relevance: 0
        },
        {
          begin: "-?\\w+\\s*=>",
          relevance: 0
        }
      ]
    },
    NUMBER,
    {
      // regexp container
      begin: "(\\/\\/|" + hljs.RE_STARTERS_RE + "|\\b(split|return|print|reverse|grep)\\b)\\s*",
      keywords: "split return print reverse grep",
      relevance: 0,
      contains: [
        hljs.HASH_COMMENT_MODE,
        {
          className: "regexp",
          variants: [
            // allow matching common delimiters
            { begin: PAIRED_DOUBLE_RE("s|tr|y", regex.either(...REGEX_DELIMS, { capture: true })) },
            // and then paired delmis
            { begin: PAIRED_DOUBLE_RE("s|tr|y", "\\(", "\\)") },
            { begin: PAIRED_DOUBLE_RE("s|tr|y", "\\[", "\\]") },
            { begin: PAIRED_DOUBLE_RE("s|tr|y", "\\{", "\\}") }
          ],
          relevance: 2
        },
        {
          className: "regexp",
          variants: [
            {
              // could be a comment in many languages so do not count
              // as relevant
              begin: /(m|qr)\/\//,
              relevance: 0
            },
            // prefix is optional with /regex/
            { begin: PAIRED_RE("(?:m|qr)?", /\//, /\//) },
            // allow matching common delimiters
            { begin: PAIRED_RE("m|qr", regex.either(...REGEX_DELIMS, { capture: true }), /\1/) },
            // allow common paired delmins
            { begin: PAIRED_RE("m|qr", /\(/, /\)/) },
            { begin: PAIRED_RE("m|qr", /\[/, /\]/) },
            { begin: PAIRED_RE("m|qr", /\{/, /\}/) }
          ]
        }
      ]
    },
    {
      className: "function",
      beginKeywords: "sub method",
      end: "(\\s*\\(.*?\\))?[;{]",
      excludeEnd: true,
      relevance: 5,
      contains: [hljs.TITLE_MODE, ATTR]
    },
    {
      className: "class",
      beginKeywords: "class",
      end: "[;{]",
      excludeEnd: true,
      relevance: 5,
      contains: [hljs.TITLE_MODE, ATTR, NUMBER]
    },
    {
      begin: "-\\w\\b",
      relevance: 0
    },
    {
      begin: "^__DATA__$",
      end: "^__END__$",
      subLanguage: "mojolicious",
      contains: [
        {
          begin: "^@@.*",
          end: "$",
          className: "comment"
        }
      ]
    }
  ];
  SUBST.contains = PERL_DEFAULT_CONTAINS;
  METHOD.contains = PERL_DEFAULT_CONTAINS;
  return {
    name: "Perl",
    aliases: [
      "pl",
      "pm"
    ],
    keywords: PERL_KEYWORDS,
    contains: PERL_DEFAULT_CONTAINS
  };
}

// node_modules/highlight.js/es/languages/php.js
function php(hljs) {
  const regex = hljs.regex;
  const NOT_PERL_ETC = /(?![A-Za-z0-9])(?![$])/;
  const IDENT_RE3 = regex.concat(
    /[a-zA-Z_\x7f-\xff][a-zA-Z0-9_\x7f-\xff]*/,
    NOT_PERL_ETC
  );
  const PASCAL_CASE_CLASS_NAME_RE = regex.concat(
    /(\\?[A-Z][a-z0-9_\x7f-\xff]+|\\?[A-Z]+(?=[A-Z][a-z0-9_\x7f-\xff])){1,}/,
    NOT_PERL_ETC
  );
  const UPCASE_NAME_RE = regex.concat(
    /[A-Z]+/,
    NOT_PERL_ETC
  );
  const VARIABLE = {
    scope: "variable",
    match: "\\$+" + IDENT_RE3
  };
  const PREPROCESSOR = {
    scope: "meta",
    variants: [
      { begin: /<\?php/, relevance: 10 },
      // boost for obvious PHP
      { begin: /<\?=/ },
      // less relevant per PSR-1 which says not to use short-tags
      { begin: /<\?/, relevance: 0.1 },
      { begin: /\?>/ }
      // end php tag
    ]
  };
  const SUBST = {
    scope: "subst",
    variants: [
      { begin: /\$\w+/ },
      {
        begin: /\{\$/,
        end: /\}/
      }
    ]
  };
  const SINGLE_QUOTED = hljs.inherit(hljs.APOS_STRING_MODE, { illegal: null });
  const DOUBLE_QUOTED = hljs.inherit(hljs.QUOTE_STRING_MODE, {
    illegal: null,
    contains: hljs.QUOTE_STRING_MODE.contains.concat(SUBST)
  });
  const HEREDOC = {
    begin: /<<<[ \t]*(?:(\w+)|"(\w+)")\n/,
    end: /[ \t]*(\w+)\b/,
    contains: hljs.QUOTE_STRING_MODE.contains.concat(SUBST),
    "on:begin": (m, resp) => {
      resp.data._beginMatch = m[1] || m[2];
    },
    "on:end": (m, resp) => {
      if (resp.data._beginMatch !== m[1]) resp.ignoreMatch();
    }
  };
  const NOWDOC = hljs.END_SAME_AS_BEGIN({
    begin: /<<<[ \t]*'(\w+)'\n/,
    end: /[ \t]*(\w+)\b/
  });
  const WHITESPACE = "[ 	\n]";
  const STRING = {
    scope: "string",
    variants: [
      DOUBLE_QUOTED,
      SINGLE_QUOTED,
      HEREDOC,
      NOWDOC
    ]
  };
  const NUMBER = {
    scope: "number",
    variants: [
      { begin: `\\b0[bB][01]+(?:_[01]+)*\\b` },
      // Binary w/ underscore support
      { begin: `\\b0[oO][0-7]+(?:_[0-7]+)*\\b` },
      // Octals w/ underscore support
      { begin: `\\b0[xX][\\da-fA-F]+(?:_[\\da-fA-F]+)*\\b` },
      // Hex w/ underscore support
      // Decimals w/ underscore support, with optional fragments and scientific exponent (e) suffix.
      { begin: `(?:\\b\\d+(?:_\\d+)*(\\.(?:\\d+(?:_\\d+)*))?|\\B\\.\\d+)(?:[eE][+-]?\\d+)?` }
    ],
    relevance: 0
  };
  const LITERALS3 = [
    "false",
    "null",
    "true"
  ];
  const KWS = [
    // Magic constants:
    // <https://www.php.net/manual/en/language.constants.predefined.php>
    "__CLASS__",
    "__DIR__",
    "__FILE__",
    "__FUNCTION__",
    "__COMPILER_HALT_OFFSET__",
    "__LINE__",
    "__METHOD__",
    "__NAMESPACE__",
    "__TRAIT__",
    // Function that look like language construct or language construct that look like function:
    // List of keywords that may not require parenthesis
    "die",
    "echo",
    "exit",
    "include",
    "include_once",
    "print",
    "require",
    "require_once",
    // These are not language construct (function) but operate on the currently-executing function and can access the current symbol table
    // 'compact extract func_get_arg func_get_args func_num_args get_called_class get_parent_class ' +
    // Other keywords:
    // <https://www.php.net/manual/en/reserved.php>
    // <https://www.php.net/manual/en/language.types.type-juggling.php>
    "array",
    "abstract",
    "and",
    "as",
    "binary",
    "bool",
    "boolean",
    "break",
    "callable",
    "case",
    "catch",
    "class",
    "clone",
    "const",
    "continue",
    "declare",
    "default",
    "do",
    "double",
    "else",
    "elseif",
    "empty",
    "enddeclare",
    "endfor",
    "endforeach",
    "endif",
    "endswitch",
    "endwhile",
    "enum",
    "eval",
    "extends",
    "final",
    "finally",
    "float",
    "for",
    "foreach",
    "from",
    "global",
    "goto",
    "if",
    "implements",
    "instanceof",
    "insteadof",
    "int",
    "integer",
    "interface",
    "isset",
    "iterable",
    "list",
    "match|0",
    "mixed",
    "new",
    "never",
    "object",
    "or",
    "private",
    "protected",
    "public",
    "readonly",
    "real",
    "return",
    "string",
    "switch",
    "throw",
    "trait",
    "try",
    "unset",
    "use",
    "var",
    "void",
    "while",
    "xor",
    "yield"
  ];
  const BUILT_INS3 = [
    // Standard PHP library:
    // <https://www.php.net/manual/en/book.spl.php>
    "Error|0",
    "AppendIterator",
    "ArgumentCountError",
    "ArithmeticError",
    "ArrayIterator",
    "ArrayObject",
    "AssertionError",
    "BadFunctionCallException",
    "BadMethodCallException",
    "CachingIterator",
    "CallbackFilterIterator",
    "CompileError",
    "Countable",
    "DirectoryIterator",
    "DivisionByZeroError",
    "DomainException",
    "EmptyIterator",
    "ErrorException",
    "Exception",
    "FilesystemIterator",
    "FilterIterator",
    "GlobIterator",
    "InfiniteIterator",
    "InvalidArgumentException",
    "IteratorIterator",
    "LengthException",
    "LimitIterator",
    "LogicException",
    "MultipleIterator",
    "NoRewindIterator",
    "OutOfBoundsException",
    "OutOfRangeException",
    "OuterIterator",
    "OverflowException",
    "ParentIterator",
    "ParseError",
    "RangeException",
    "RecursiveArrayIterator",
    "RecursiveCachingIterator",
    "RecursiveCallbackFilterIterator",
    "RecursiveDirectoryIterator",
    "RecursiveFilterIterator",
    "RecursiveIterator",
    "RecursiveIteratorIterator",
    "RecursiveRegexIterator",
    "RecursiveTreeIterator",
    "RegexIterator",
    "RuntimeException",
    "SeekableIterator",
    "SplDoublyLinkedList",
    "SplFileInfo",
    "SplFileObject",
    "SplFixedArray",
    "SplHeap",
    "SplMaxHeap",
    "SplMinHeap",
    "SplObjectStorage",
    "SplObserver",
    "SplPriorityQueue",
    "SplQueue",
    "SplStack",
    "SplSubject",
    "SplTempFileObject",
    "TypeError",
    "UnderflowException",
    "UnexpectedValueException",
    "UnhandledMatchError",
    // Reserved interfaces:
    // <https://www.php.net/manual/en/reserved.interfaces.php>
    "ArrayAccess",
    "BackedEnum",
    "Closure",
    "Fiber",
    "Generator",
    "Iterator",
    "IteratorAggregate",
    "Serializable",
    "Stringable",
    "Throwable",
    "Traversable",
    "UnitEnum",
    "WeakReference",
    "WeakMap",
    // Reserved classes:
    // <https://www.php.net/manual/en/reserved.classes.php>
    "Directory",
    "__PHP_Incomplete_Class",
    "parent",
    "php_user_filter",
    "self",
    "static",
    "stdClass"
  ];
  const dualCase = (items) => {
    const result = [];
    items.forEach((item) => {
      result.push(item);
      if (item.toLowerCase() === item) {
        result.push(item.toUpperCase());
      } else {
        result.push(item.toLowerCase());
      }
    });
    return result;
  };
  const KEYWORDS3 = {
    keyword: KWS,
    literal: dualCase(LITERALS3),
    built_in: BUILT_INS3
  };
  const normalizeKeywords = (items) => {
    return items.map((item) => {
      return item.replace(/\|\d+$/, "");
    });
  };
  const CONSTRUCTOR_CALL = { variants: [
    {
      match: [
        /new/,
        regex.concat(WHITESPACE, "+"),
        // to prevent built ins from being confused as the class constructor call
        regex.concat("(?!", normalizeKeywords(BUILT_INS3).join("\\b|"), "\\b)"),
        PASCAL_CASE_CLASS_NAME_RE
      ],
      scope: {
        1: "keyword",
        4: "title.class"
      }
    }
  ] };
  const CONSTANT_REFERENCE = regex.concat(IDENT_RE3, "\\b(?!\\()");
  const LEFT_AND_RIGHT_SIDE_OF_DOUBLE_COLON = { variants: [
    {
      match: [
        regex.concat(
          /::/,
          regex.lookahead(/(?!class\b)/)
        ),
        CONSTANT_REFERENCE
      ],
      scope: { 2: "variable.constant" }
    },
    {
      match: [
        /::/,
        /class/
      ],
      scope: { 2: "variable.language" }
    },
    {
      match: [
        PASCAL_CASE_CLASS_NAME_RE,
        regex.concat(
          /::/,
          regex.lookahead(/(?!class\b)/)
        ),
        CONSTANT_REFERENCE
      ],
      scope: {
        1: "title.class",
        3: "variable.constant"
      }
    },
    {
      match: [
        PASCAL_CASE_CLASS_NAME_RE,
        regex.concat(
          "::",
          regex.lookahead(/(?!class\b)/)
        )
      ],
      scope: { 1: "title.class" }
    },
    {
      match: [
        PASCAL_CASE_CLASS_NAME_RE,
        /::/,
        /class/
      ],
      scope: {
        1: "title.class",
        3: "variable.language"
      }
    }
  ] };
  const NAMED_ARGUMENT = {
    scope: "attr",
    match: regex.concat(IDENT_RE3, regex.lookahead(":"), regex.lookahead(/(?!::)/))
  };
  const PARAMS_MODE = {
    relevance: 0,
    begin: /\(/,
    end: /\)/,
    keywords: KEYWORDS3,
    contains: [
      NAMED_ARGUMENT,
      VARIABLE,
      LEFT_AND_RIGHT_SIDE_OF_DOUBLE_COLON,
      hljs.C_BLOCK_COMMENT_MODE,
      hljs.C_LINE_COMMENT_MODE,
      hljs.HASH_COMMENT_MODE,
      STRING,
      NUMBER,
      CONSTRUCTOR_CALL
    ]
  };
  const FUNCTION_INVOKE = {
    relevance: 0,
    match: [
      /\b/,
      // to prevent keywords from being confused as the function title
      regex.concat("(?!fn\\b|function\\b|", normalizeKeywords(KWS).join("\\b|"), "|", normalizeKeywords(BUILT_INS3).join("\\b|"), "\\b)"),
      IDENT_RE3,
      regex.concat(WHITESPACE, "*"),
      regex.lookahead(/(?=\()/)
    ],
    scope: { 3: "title.function.invoke" },
    contains: [PARAMS_MODE]
  };
  PARAMS_MODE.contains.push(FUNCTION_INVOKE);
  const ATTRIBUTE_CONTAINS = [
    NAMED_ARGUMENT,
    LEFT_AND_RIGHT_SIDE_OF_DOUBLE_COLON,
    hljs.C_BLOCK_COMMENT_MODE,
    hljs.C_LINE_COMMENT_MODE,
    hljs.HASH_COMMENT_MODE,
    STRING,
    NUMBER,
    CONSTRUCTOR_CALL
  ];
  const ATTRIBUTES4 = {
    begin: regex.concat(
      /#\[\s*\\?/,
      regex.either(
        PASCAL_CASE_CLASS_NAME_RE,
        UPCASE_NAME_RE
      )
    ),
    beginScope: "meta",
    end: /]/,
    endScope: "meta",
    keywords: {
      literal: LITERALS3,
      keyword: [
        "new",
        "array"
      ]
    },
    contains: [
      {
        begin: /\[/,
        end: /]/,
        keywords: {
          literal: LITERALS3,
          keyword: [
            "new",
            "array"
          ]
        },
        contains: [
          "self",
          ...ATTRIBUTE_CONTAINS
        ]
      },
      ...ATTRIBUTE_CONTAINS,
      {
        scope: "meta",
        variants: [
          { match: PASCAL_CASE_CLASS_NAME_RE },
          { match: UPCASE_NAME_RE }
        ]
      }
    ]
  };
  return {
    case_insensitive: false,
    keywords: KEYWORDS3,
    contains: [
      ATTRIBUTES4,
      hljs.HASH_COMMENT_MODE,
      hljs.COMMENT("//", "$"),
      hljs.COMMENT(
        "/\\*",
        "\\*/",
        { contains: [
          {
            scope: "doctag",
            match: "@[A-Za-z]+"
          }
        ] }
      ),
      {
        match: /__halt_compiler\(\);/,
        keywords: "__halt_compiler",
        starts: {
          scope: "comment",
          end: hljs.MATCH_NOTHING_RE,
          contains: [
            {
              match: /\?>/,
              scope: "meta",
              endsParent: true
            }
          ]
        }
      },
      PREPROCESSOR,
      {
        scope: "variable.language",
        match: /\$this\b/
      },
      VARIABLE,
      FUNCTION_INVOKE,
      LEFT_AND_RIGHT_SIDE_OF_DOUBLE_COLON,
      {
        match: [
          /const/,
          /\s/,
          IDENT_RE3
        ],
        scope: {
          1: "keyword",
          3: "variable.constant"
        }
      },
      CONSTRUCTOR_CALL,
      {
        scope: "function",
        relevance: 0,
        beginKeywords: "fn function",
        end: /[;{]/,
        excludeEnd: true,
        illegal: "[$%\\[]",
        contains: [
          { beginKeywords: "use" },
          hljs.UNDERSCORE_TITLE_MODE,
          {
            begin: "=>",
            // No markup, just a relevance booster
            endsParent: true
          },
          {
            scope: "params",
            begin: "\\(",
            end: "\\)",
            excludeBegin: true,
            excludeEnd: true,
            keywords: KEYWORDS3,
            contains: [
              "self",
              ATTRIBUTES4,
              VARIABLE,
              LEFT_AND_RIGHT_SIDE_OF_DOUBLE_COLON,
              hljs.C_BLOCK_COMMENT_MODE,
              hljs.C_LINE_COMMENT_MODE,
              hljs.HASH_COMMENT_MODE,
              STRING,
              NUMBER
            ]
          }
        ]
      },
      {
        scope: "class",
        variants: [
          {
            beginKeywords: "enum",
            illegal: /[($"]/
          },
          {
            beginKeywords: "class interface trait",
            illegal: /[:($"]/
          }
        ],
        relevance: 0,
        end: /\{/,
        excludeEnd: true,
        contains: [
          { beginKeywords: "extends implements" },
          hljs.UNDERSCORE_TITLE_MODE
        ]
      },
      // both use and namespace still use "old style" rules (vs multi-match)
      // because the namespace name can include `\` and we still want each
      // element to be treated as its own *individual* title
      {
        beginKeywords: "namespace",
        relevance: 0,
        end: ";",
        illegal: /[.']/,
        contains: [hljs.inherit(hljs.UNDERSCORE_TITLE_MODE, { scope: "title.class" })]
      },
      {
        beginKeywords: "use",
        relevance: 0,
        end: ";",
        contains: [
          // TODO: title.function vs title.class
          {
            match: /\b(as|const|function)\b/,
            scope: "keyword"
          },
          // TODO: could be title.class or title.function
          hljs.UNDERSCORE_TITLE_MODE
        ]
      },
      STRING,
      NUMBER
    ]
  };
}

// node_modules/highlight.js/es/languages/powershell.js
function powershell(hljs) {
  const TYPES3 = [
    "string",
    "char",
    "byte",
    "int",
    "long",
    "bool",
    "decimal",
    "single",
    "double",
    "DateTime",
    "xml",
    "array",
    "hashtable",
    "void"
  ];
  const VALID_VERBS = "Add|Clear|Close|Copy|Enter|Exit|Find|Format|Get|Hide|Join|Lock|Move|New|Open|Optimize|Pop|Push|Redo|Remove|Rename|Reset|Resize|Search|Select|Set|Show|Skip|Split|Step|Switch|Undo|Unlock|Watch|Backup|Checkpoint|Compare|Compress|Convert|ConvertFrom|ConvertTo|Dismount|Edit|Expand|Export|Group|Import|Initialize|Limit|Merge|Mount|Out|Publish|Restore|Save|Sync|Unpublish|Update|Approve|Assert|Build|Complete|Confirm|Deny|Deploy|Disable|Enable|Install|Invoke|Register|Request|Restart|Resume|Start|Stop|Submit|Suspend|Uninstall|Unregister|Wait|Debug|Measure|Ping|Repair|Resolve|Test|Trace|Connect|Disconnect|Read|Receive|Send|Write|Block|Grant|Protect|Revoke|Unblock|Unprotect|Use|ForEach|Sort|Tee|Where";
  const COMPARISON_OPERATORS = "-and|-as|-band|-bnot|-bor|-bxor|-casesensitive|-ccontains|-ceq|-cge|-cgt|-cle|-clike|-clt|-cmatch|-cne|-cnotcontains|-cnotlike|-cnotmatch|-contains|-creplace|-csplit|-eq|-exact|-f|-file|-ge|-gt|-icontains|-ieq|-ige|-igt|-ile|-ilike|-ilt|-imatch|-in|-ine|-inotcontains|-inotlike|-inotmatch|-ireplace|-is|-isnot|-isplit|-join|-le|-like|-lt|-match|-ne|-not|-notcontains|-notin|-notlike|-notmatch|-or|-regex|-replace|-shl|-shr|-split|-wildcard|-xor";
  const KEYWORDS3 = {
    $pattern: /-?[A-z\.\-]+\b/,
    keyword: "if else foreach return do while until elseif begin for trap data dynamicparam end break throw param continue finally in switch exit filter try process catch hidden static parameter",
    // "echo" relevance has been set to 0 to avoid auto-detect conflicts with shell transcripts
    built_in: "ac asnp cat cd CFS chdir clc clear clhy cli clp cls clv cnsn compare copy cp cpi cpp curl cvpa dbp del diff dir dnsn ebp echo|0 epal epcsv epsn erase etsn exsn fc fhx fl ft fw gal gbp gc gcb gci gcm gcs gdr gerr ghy gi gin gjb gl gm gmo gp gps gpv group gsn gsnp gsv gtz gu gv gwmi h history icm iex ihy ii ipal ipcsv ipmo ipsn irm ise iwmi iwr kill lp ls man md measure mi mount move mp mv nal ndr ni nmo npssc nsn nv ogv oh popd ps pushd pwd r rbp rcjb rcsn rd rdr ren ri rjb rm rmdir rmo rni rnp rp rsn rsnp rujb rv rvpa rwmi sajb sal saps sasv sbp sc scb select set shcm si sl sleep sls sort sp spjb spps spsv start stz sujb sv swmi tee trcm type wget where wjb write"
    // TODO: 'validate[A-Z]+' can't work in keywords
  };
  const TITLE_NAME_RE = /\w[\w\d]*((-)[\w\d]+)*/;
  const BACKTICK_ESCAPE = {
    begin: "`[\\s\\S]",
    relevance: 0
  };
  const VAR = {
    className: "variable",
    variants: [
      { begin: /\$\B/ },
      {
        className: "keyword",
        begin: /\$this/
      },
      { begin: /\$[\w\d][\w\d_:]*/ }
    ]
  };
  const LITERAL = {
    className: "literal",
    begin: /\$(null|true|false)\b/
  };
  const QUOTE_STRING = {
    className: "string",
    variants: [
      {
        begin: /"/,
        end: /"/
      },
      {
        begin: /@"/,
        end: /^"@/
      }
    ],
    contains: [
      BACKTICK_ESCAPE,
      VAR,
      {
        className: "variable",
        begin: /\$[A-z]/,
        end: /[^A-z]/
      }
    ]
  };
  const APOS_STRING = {
    className: "string",
    variants: [
      {
        begin: /'/,
        end: /'/
      },
      {
        begin: /@'/,
        end: /^'@/
      }
    ]
  };
  const PS_HELPTAGS = {
    className: "doctag",
    variants: [
      /* no paramater help tags */
      { begin: /\.(synopsis|description|example|inputs|outputs|notes|link|component|role|functionality)/ },
      /* one parameter help tags */
      { begin: /\.(parameter|forwardhelptargetname|forwardhelpcategory|remotehelprunspace|externalhelp)\s+\S+/ }
    ]
  };
  const PS_COMMENT = hljs.inherit(
    hljs.COMMENT(null, null),
    {
      variants: [
        /* single-line comment */
        {
          begin: /#/,
          end: /$/
        },
        /* multi-line comment */
        {
          begin: /<#/,
          end: /#>/
        }
      ],
      contains: [PS_HELPTAGS]
    }
  );
  const CMDLETS = {
    className: "built_in",
    variants: [{ begin: "(".concat(VALID_VERBS, ")+(-)[\\w\\d]+") }]
  };
  const PS_CLASS = {
    className: "class",
    beginKeywords: "class enum",
    end: /\s*[{]/,
    excludeEnd: true,
    relevance: 0,
    contains: [hljs.TITLE_MODE]
  };
  const PS_FUNCTION = {
    className: "function",
    begin: /function\s+/,
    end: /\s*\{|$/,
    excludeEnd: true,
    returnBegin: true,
    relevance: 0,
    contains: [
      {
        begin: "function",
        relevance: 0,
        className: "keyword"
      },
      {
        className: "title",
        begin: TITLE_NAME_RE,
        relevance: 0
      },
      {
        begin: /\(/,
        end: /\)/,
        className: "params",
        relevance: 0,
        contains: [VAR]
      }
      // CMDLETS
    ]
  };
  const PS_USING = {
    begin: /using\s/,
    end: /$/,
    returnBegin: true,
    contains: [
      QUOTE_STRING,
      APOS_STRING,
      {
        className: "keyword",
        begin: /(using|assembly|command|module|namespace|type)/
      }
    ]
  };
  const PS_ARGUMENTS = { variants: [
    // PS literals are pretty verbose so it's a good idea to accent them a bit.
    {
      className: "operator",
      begin: "(".concat(COMPARISON_OPERATORS, ")\\b")
    },
    {
      className: "literal",
      begin: /(-){1,2}[\w\d-]+/,
      relevance: 0
    }
  ] };
  const HASH_SIGNS = {
    className: "selector-tag",
    begin: /@\B/,
    relevance: 0
  };
  const PS_METHODS = {
    className: "function",
    begin: /\[.*\]\s*[\w]+[ ]??\(/,
    end: /$/,
    returnBegin: true,
    relevance: 0,
    contains: [
      {
        className: "keyword",
        begin: "(".concat(
          KEYWORDS3.keyword.toString().replace(
            /\s/g,
            "|"
          ),
          ")\\b"
        ),
        endsParent: true,
        relevance: 0
      },
      hljs.inherit(hljs.TITLE_MODE, { endsParent: true })
    ]
  };
  const GENTLEMANS_SET = [
    // STATIC_MEMBER,
    PS_METHODS,
    PS_COMMENT,
    BACKTICK_ESCAPE,
    hljs.NUMBER_MODE,
    QUOTE_STRING,
    APOS_STRING,
    // PS_NEW_OBJECT_TYPE,
    CMDLETS,
    VAR,
    LITERAL,
    HASH_SIGNS
  ];
  const PS_TYPE = {
    begin: /\[/,
    end: /\]/,
    excludeBegin: true,
    excludeEnd: true,
    relevance: 0,
    contains: [].concat(
      "self",
      GENTLEMANS_SET,
      {
        begin: "(" + TYPES3.join("|") + ")",
        className: "built_in",
        relevance: 0
      },
      {
        className: "type",
        begin: /[\.\w\d]+/,
        relevance: 0
      }
    )
  };
  PS_METHODS.contains.unshift(PS_TYPE);
  return {
    name: "PowerShell",
    aliases: [
      "pwsh",
      "ps",
      "ps1"
    ],
    case_insensitive: true,
    keywords: KEYWORDS3,
    contains: GENTLEMANS_SET.concat(
      PS_CLASS,
      PS_FUNCTION,
      PS_USING,
      PS_ARGUMENTS,
      PS_TYPE
    )
  };
}

// node_modules/highlight.js/es/languages/python.js
function python(hljs) {
  const regex = hljs.regex;
  const IDENT_RE3 = new RegExp("[\\p{XID_Start}_]\\p{XID_Continue}*", "u");
  const RESERVED_WORDS = [
    "and",
    "as",
    "assert",
    "async",
    "await",
    "break",
    "case",
    "class",
    "continue",
    "def",
    "del",
    "elif",
    "else",
    "except",
    "finally",
    "for",
    "from",
    "global",
    "if",
    "import",
    "in",
    "is",
    "lambda",
    "lazy",
    "match",
    "nonlocal|10",
    "not",
    "or",
    "pass",
    "raise",
    "return",
    "try",
    "while",
    "with",
    "yield"
  ];
  const BUILT_INS3 = [
    "__import__",
    "abs",
    "aiter",
    "all",
    "anext",
    "any",
    "ascii",
    "bin",
    "bool",
    "breakpoint",
    "bytearray",
    "bytes",
    "callable",
    "chr",
    "classmethod",
    "compile",
    "complex",
    "delattr",
    "dict",
    "dir",
    "divmod",
    "enumerate",
    "eval",
    "exec",
    "filter",
    "float",
    "format",
    "frozendict",
    "frozenset",
    "getattr",
    "globals",
    "hasattr",
    "hash",
    "help",
    "hex",
    "id",
    "input",
    "int",
    "isinstance",
    "issubclass",
    "iter",
    "len",
    "list",
    "locals",
    "map",
    "max",
    "memoryview",
    "min",
    "next",
    "object",
    "oct",
    "open",
    "ord",
    "pow",
    "print",
    "property",
    "range",
    "repr",
    "reversed",
    "round",
    "sentinel",
    "set",
    "setattr",
    "slice",
    "sorted",
    "staticmethod",
    "str",
    "sum",
    "super",
    "tuple",
    "type",
    "vars",
    "zip"
  ];
  const LITERALS3 = [
    "__debug__",
    "Ellipsis",
    "False",
    "None",
    "NotImplemented",
    "True"
  ];
  const TYPES3 = [
    "Any",
    "Callable",
    "Coroutine",
    "Dict",
    "List",
    "Literal",
    "Generic",
    "Optional",
    "Sequence",
    "Set",
    "Tuple",
    "Type",
    "Union"
  ];
  const KEYWORDS3 = {
    $pattern: /[A-Za-z]\w+|__\w+__/,
    keyword: RESERVED_WORDS,
    built_in: BUILT_INS3,
    literal: LITERALS3,
    type: TYPES3
  };
  const PROMPT = {
    className: "meta",
    begin: /^(>>>|\.\.\.) /
  };
  const SUBST = {
    className: "subst",
    begin: /\{/,
    end: /\}/,
    keywords: KEYWORDS3,
    illegal: /#/
  };
  const LITERAL_BRACKET = {
    begin: /\{\{/,
    relevance: 0
  };
  const STRING = {
    className: "string",
    contains: [hljs.BACKSLASH_ESCAPE],
    variants: [
      {
        begin: /([uU]|[bB]|[rR]|[bB][rR]|[rR][bB])?'''/,
        end: /'''/,
        contains: [
          hljs.BACKSLASH_ESCAPE,
          PROMPT
        ],
        relevance: 10
      },
      {
        begin: /([uU]|[bB]|[rR]|[bB][rR]|[rR][bB])?"""/,
        end: /"""/,
        contains: [
          hljs.BACKSLASH_ESCAPE,
          PROMPT
        ],
        relevance: 10
      },
      {
        begin: /([fFtT][rR]|[rR][fFtT]|[fFtT])'''/,
        end: /'''/,
        contains: [
          hljs.BACKSLASH_ESCAPE,
          PROMPT,
          LITERAL_BRACKET,
          SUBST
        ]
      },
      {
        begin: /([fFtT][rR]|[rR][fFtT]|[fFtT])"""/,
        end: /"""/,
        contains: [
          hljs.BACKSLASH_ESCAPE,
          PROMPT,
          LITERAL_BRACKET,
          SUBST
        ]
      },
      {
        begin: /([uU]|[rR])'/,
        end: /'/,
        relevance: 10
      },
      {
        begin: /([uU]|[rR])"/,
        end: /"/,
        relevance: 10
      },
      {
        begin: /([bB]|[bB][rR]|[rR][bB])'/,
        end: /'/
      },
      {
        begin: /([bB]|[bB][rR]|[rR][bB])"/,
        end: /"/
      },
      {
        begin: /([fFtT][rR]|[rR][fFtT]|[fFtT])'/,
        end: /'/,
        contains: [
          hljs.BACKSLASH_ESCAPE,
          LITERAL_BRACKET,
          SUBST
        ]
      },
      {
        begin: /([fFtT][rR]|[rR][fFtT]|[fFtT])"/,
        end: /"/,
        contains: [
          hljs.BACKSLASH_ESCAPE,
          LITERAL_BRACKET,
          SUBST
        ]
      },
      hljs.APOS_STRING_MODE,
      hljs.QUOTE_STRING_MODE
    ]
  };
  const digitpart = "[0-9](_?[0-9])*";
  const pointfloat = `(\\b(${digitpart}))?\\.(${digitpart})|\\b(${digitpart})\\.`;
  const lookahead2 = `\\b|${RESERVED_WORDS.join("|")}`;
  const NUMBER = {
    className: "number",
    relevance: 0,
    variants: [
      // exponentfloat, pointfloat
      // https://docs.python.org/3.9/reference/lexical_analysis.html#floating-point-literals
      // optionally imaginary
      // https://docs.python.org/3.9/reference/lexical_analysis.html#imaginary-literals
      // Note: no leading \b because floats can start with a decimal point
      // and we don't want to mishandle e.g. `fn(.5)`,
      // no trailing \b for pointfloat because it can end with a decimal point
      // and we don't want to mishandle e.g. `0..hex()`; this should be safe
      // because both MUST contain a decimal point and so cannot be confused with
      // the interior part of an identifier
      {
        begin: `(\\b(${digitpart})|(${pointfloat}))[eE][+-]?(${digitpart})[jJ]?(?=${lookahead2})`
      },
      {
        begin: `(${pointfloat})[jJ]?`
      },
      // decinteger, bininteger, octinteger, hexinteger
      // https://docs.python.org/3.9/reference/lexical_analysis.html#integer-literals
      // optionally "long" in Python 2
      // https://docs.python.org/2.7/reference/lexical_analysis.html#integer-and-long-integer-literals
      // decinteger is optionally imaginary
      // https://docs.python.org/3.9/reference/lexical_analysis.html#imaginary-literals
      {
        begin: `\\b([1-9](_?[0-9])*|0+(_?0)*)[lLjJ]?(?=${lookahead2})`
      },
      {
        begin: `\\b0[bB](_?[01])+[lL]?(?=${lookahead2})`
      },
      {
        begin: `\\b0[oO](_?[0-7])+[lL]?(?=${lookahead2})`
      },
      {
        begin: `\\b0[xX](_?[0-9a-fA-F])+[lL]?(?=${lookahead2})`
      },
      // imagnumber (digitpart-based)
      // https://docs.python.org/3.9/reference/lexical_analysis.html#imaginary-literals
      {
        begin: `\\b(${digitpart})[jJ](?=${lookahead2})`
      }
    ]
  };
  const COMMENT_TYPE = {
    className: "comment",
    begin: regex.lookahead(/# type:/),
    end: /$/,
    keywords: KEYWORDS3,
    contains: [
      {
        // prevent keywords from coloring `type`
        begin: /# type:/
      },
      // comment within a datatype comment includes no keywords
      {
        begin: /#/,
        end: /\b\B/,
        endsWithParent: true
      }
    ]
  };
  const PARAMS = {
    className: "params",
    variants: [
      // Exclude params in functions without params
      {
        className: "",
        begin: /\(\s*\)/,
        skip: true
      },
      {
        begin: /\(/,
        end: /\)/,
        excludeBegin: true,
        excludeEnd: true,
        keywords: KEYWORDS3,
        contains: [
          "self",
          PROMPT,
          NUMBER,
          STRING,
          hljs.HASH_COMMENT_MODE
        ]
      }
    ]
  };
  SUBST.contains = [
    STRING,
    NUMBER,
    PROMPT
  ];
  return {
    name: "Python",
    aliases: [
      "py",
      "gyp",
      "ipython"
    ],
    unicodeRegex: true,
    keywords: KEYWORDS3,
    illegal: /(<\/|\?)|=>/,
    contains: [
      PROMPT,
      NUMBER,
      {
        // very common convention
        scope: "variable.language",
        match: /\bself\b/
      },
      {
        // eat "if" prior to string so that it won't accidentally be
        // labeled as an f-string
        beginKeywords: "if",
        relevance: 0
      },
      { match: /\bor\b/, scope: "keyword" },
      STRING,
      COMMENT_TYPE,
      hljs.HASH_COMMENT_MODE,
      {
        match: [
          /\bdef/,
          /\s+/,
          IDENT_RE3
        ],
        scope: {
          1: "keyword",
          3: "title.function"
        },
        contains: [PARAMS]
      },
      {
        variants: [
          {
            match: [
              /\bclass/,
              /\s+/,
              IDENT_RE3,
              /\s*/,
              /\(\s*/,
              IDENT_RE3,
              /\s*\)/
            ]
          },
          {
            match: [
              /\bclass/,
              /\s+/,
              IDENT_RE3
            ]
          }
        ],
        scope: {
          1: "keyword",
          3: "title.class",
          6: "title.class.inherited"
        }
      },
      {
        className: "meta",
        begin: /^[\t ]*@/,
        end: /(?=#)|$/,
        contains: [
          NUMBER,
          PARAMS,
          STRING
        ]
      }
    ]
  };
}

// node_modules/highlight.js/es/languages/r.js
function r(hljs) {
  const regex = hljs.regex;
  const IDENT_RE3 = /(?:(?:[a-zA-Z]|\.[._a-zA-Z])[._a-zA-Z0-9]*)|\.(?!\d)/;
  const NUMBER_TYPES_RE = regex.either(
    // Special case: only hexadecimal binary powers can contain fractions
    /0[xX][0-9a-fA-F]+\.[0-9a-fA-F]*[pP][+-]?\d+i?/,
    // Hexadecimal numbers without fraction and optional binary power
    /0[xX][0-9a-fA-F]+(?:[pP][+-]?\d+)?[Li]?/,
    // Decimal numbers
    /(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?[Li]?/
  );
  const OPERATORS_RE = /[=!<>:]=|\|\||&&|:::?|<-|<<-|->>|->|\|>|[-+*\/?!$&|:<=>@^~]|\*\*/;
  const PUNCTUATION_RE = regex.either(
    /[()]/,
    /[{}]/,
    /\[\[/,
    /[[\]]/,
    /\\/,
    /,/
  );
  return {
    name: "R",
    keywords: {
      $pattern: IDENT_RE3,
      keyword: "function if in break next repeat else for while",
      literal: "NULL NA TRUE FALSE Inf NaN NA_integer_|10 NA_real_|10 NA_character_|10 NA_complex_|10",
      built_in: (
        // Builtin constants
        "LETTERS letters month.abb month.name pi T F abs acos acosh all any anyNA Arg as.call as.character as.complex as.double as.environment as.integer as.logical as.null.default as.numeric as.raw asin asinh atan atanh attr attributes baseenv browser c call ceiling class Conj cos cosh cospi cummax cummin cumprod cumsum digamma dim dimnames emptyenv exp expression floor forceAndCall gamma gc.time globalenv Im interactive invisible is.array is.atomic is.call is.character is.complex is.double is.environment is.expression is.finite is.function is.infinite is.integer is.language is.list is.logical is.matrix is.na is.name is.nan is.null is.numeric is.object is.pairlist is.raw is.recursive is.single is.symbol lazyLoadDBfetch length lgamma list log max min missing Mod names nargs nzchar oldClass on.exit pos.to.env proc.time prod quote range Re rep retracemem return round seq_along seq_len seq.int sign signif sin sinh sinpi sqrt standardGeneric substitute sum switch tan tanh tanpi tracemem trigamma trunc unclass untracemem UseMethod xtfrm"
      )
    },
    contains: [
      // Roxygen comments
      hljs.COMMENT(
        /#'/,
        /$/,
        { contains: [
          {
            // Handle `@examples` separately to cause all subsequent code
            // until the next `@`-tag on its own line to be kept as-is,
            // preventing highlighting. This code is example R code, so nested
            // doctags shouldn\u2019t be treated as such. See
            // `test/markup/r/roxygen.txt` for an example.
            scope: "doctag",
            match: /@examples/,
            starts: {
              end: regex.lookahead(regex.either(
                // end if another doc comment
                /\n^#'\s*(?=@[a-zA-Z]+)/,
                // or a line with no comment
                /\n^(?!#')/
              )),
              endsParent: true
            }
          },
          {
            // Handle `@param` to highlight the parameter name following
            // after.
            scope: "doctag",
            begin: "@param",
            end: /$/,
            contains: [
              {
                scope: "variable",
                variants: [
                  { match: IDENT_RE3 },
                  { match: /`(?:\\.|[^`\\])+`/ }
                ],
                endsParent: true
              }
            ]
          },
          {
            scope: "doctag",
            match: /@[a-zA-Z]+/
          },
          {
            scope: "keyword",
            match: /\\[a-zA-Z]+/
          }
        ] }
      ),
      hljs.HASH_COMMENT_MODE,
      {
        scope: "string",
        contains: [hljs.BACKSLASH_ESCAPE],
        variants: [
          hljs.END_SAME_AS_BEGIN({
            begin: /[rR]"(-*)\(/,
            end: /\)(-*)"/
          }),
          hljs.END_SAME_AS_BEGIN({
            begin: /[rR]"(-*)\{/,
            end: /\}(-*)"/
          }),
          hljs.END_SAME_AS_BEGIN({
            begin: /[rR]"(-*)\[/,
            end: /\](-*)"/
          }),
          hljs.END_SAME_AS_BEGIN({
            begin: /[rR]'(-*)\(/,
            end: /\)(-*)'/
          }),
          hljs.END_SAME_AS_BEGIN({
            begin: /[rR]'(-*)\{/,
            end: /\}(-*)'/
          }),
          hljs.END_SAME_AS_BEGIN({
            begin: /[rR]'(-*)\[/,
            end: /\](-*)'/
          }),
          {
            begin: '"',
            end: '"',
            relevance: 0
          },
          {
            begin: "'",
            end: "'",
            relevance: 0
          }
        ]
      },
      // Matching numbers immediately following punctuation and operators is
      // tricky since we need to look at the character ahead of a number to
      // ensure the number is not part of an identifier, and we cannot use
      // negative look-behind assertions. So instead we explicitly handle all
      // possible combinations of (operator|punctuation), number.
      // TODO: replace with negative look-behind when available
      // { begin: /(?<![a-zA-Z0-9._])0[xX][0-9a-fA-F]+\.[0-9a-fA-F]*[pP][+-]?\d+i?/ },
      // { begin: /(?<![a-zA-Z0-9._])0[xX][0-9a-fA-F]+([pP][+-]?\d+)?[Li]?/ },
      // { begin: /(?<![a-zA-Z0-9._])(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?[Li]?/ }
      {
        relevance: 0,
        variants: [
          {
            scope: {
              1: "operator",
              2: "number"
            },
            match: [
              OPERATORS_RE,
              NUMBER_TYPES_RE
            ]
          },
          {
            scope: {
              1: "operator",
              2: "number"
            },
            match: [
              /%[^%]*%/,
              NUMBER_TYPES_RE
            ]
          },
          {
            scope: {
              1: "punctuation",
              2: "number"
            },
            match: [
              PUNCTUATION_RE,
              NUMBER_TYPES_RE
            ]
          },
          {
            scope: { 2: "number" },
            match: [
              /[^a-zA-Z0-9._]|^/,
              // not part of an identifier, or start of document
              NUMBER_TYPES_RE
            ]
          }
        ]
      },
      // Operators/punctuation when they're not directly followed by numbers
      {
        // Relevance boost for the most common assignment form.
        scope: { 3: "operator" },
        match: [
          IDENT_RE3,
          /\s+/,
          /<-/,
          /\s+/
        ]
      },
      {
        scope: "operator",
        relevance: 0,
        variants: [
          { match: OPERATORS_RE },
          { match: /%[^%]*%/ }
        ]
      },
      {
        scope: "punctuation",
        relevance: 0,
        match: PUNCTUATION_RE
      },
      {
        // Escaped identifier
        begin: "`",
        end: "`",
        contains: [{ begin: /\\./ }]
      }
    ]
  };
}

// node_modules/highlight.js/es/languages/ruby.js
function ruby(hljs) {
  const regex = hljs.regex;
  const RUBY_METHOD_RE = "([a-zA-Z_]\\w*[!?=]?|[-+~]@|<<|>>|=~|===?|<=>|[<>]=?|\\*\\*|[-/+%^&*~`|]|\\[\\]=?)";
  const CLASS_NAME_RE = regex.either(
    /\b([A-Z]+[a-z0-9]+)+/,
    // ends in caps
    /\b([A-Z]+[a-z0-9]+)+[A-Z]+/
  );
  const CLASS_NAME_WITH_NAMESPACE_RE = regex.concat(CLASS_NAME_RE, /(::\w+)*/);
  const PSEUDO_KWS = [
    "include",
    "extend",
    "prepend",
    "public",
    "private",
    "protected",
    "raise",
    "throw"
  ];
  const RUBY_KEYWORDS = {
    "variable.constant": [
      "__FILE__",
      "__LINE__",
      "__ENCODING__"
    ],
    "variable.language": [
      "self",
      "super"
    ],
    keyword: [
      "alias",
      "and",
      "begin",
      "BEGIN",
      "break",
      "case",
      "class",
      "defined",
      "do",
      "else",
      "elsif",
      "end",
      "END",
      "ensure",
      "for",
      "if",
      "in",
      "module",
      "next",
      "not",
      "or",
      "redo",
      "require",
      "rescue",
      "retry",
      "return",
      "then",
      "undef",
      "unless",
      "until",
      "when",
      "while",
      "yield",
      ...PSEUDO_KWS
    ],
    built_in: [
      "proc",
      "lambda",
      "attr_accessor",
      "attr_reader",
      "attr_writer",
      "define_method",
      "private_constant",
      "module_function"
    ],
    literal: [
      "true",
      "false",
      "nil"
    ]
  };
  const YARDOCTAG = {
    className: "doctag",
    begin: "@[A-Za-z]+"
  };
  const IRB_OBJECT = {
    begin: "#<",
    end: ">"
  };
  const COMMENT_MODES = [
    hljs.COMMENT(
      "#",
      "$",
      { contains: [YARDOCTAG] }
    ),
    hljs.COMMENT(
      "^=begin",
      "^=end",
      {
        contains: [YARDOCTAG],
        relevance: 10
      }
    ),
    hljs.COMMENT("^__END__", hljs.MATCH_NOTHING_RE)
  ];
  const SUBST = {
    className: "subst",
    begin: /#\{/,
    end: /\}/,
    keywords: RUBY_KEYWORDS
  };
  const STRING = {
    className: "string",
    contains: [
      hljs.BACKSLASH_ESCAPE,
      SUBST
    ],
    variants: [
      {
        begin: /'/,
        end: /'/
      },
      {
        begin: /"/,
        end: /"/
      },
      {
        begin: /`/,
        end: /`/
      },
      {
        begin: /%[qQwWx]?\(/,
        end: /\)/
      },
      {
        begin: /%[qQwWx]?\[/,
        end: /\]/
      },
      {
        begin: /%[qQwWx]?\{/,
        end: /\}/
      },
      {
        begin: /%[qQwWx]?</,
        end: />/
      },
      {
        begin: /%[qQwWx]?\//,
        end: /\//
      },
      {
        begin: /%[qQwWx]?%/,
        end: /%/
      },
      {
        begin: /%[qQwWx]?-/,
        end: /-/
      },
      {
        begin: /%[qQwWx]?\|/,
        end: /\|/
      },
      // in the following expressions, \B in the beginning suppresses recognition of ?-sequences
      // where ? is the last character of a preceding identifier, as in: `func?4`
      { begin: /\B\?(\\\d{1,3})/ },
      { begin: /\B\?(\\x[A-Fa-f0-9]{1,2})/ },
      { begin: /\B\?(\\u\{?[A-Fa-f0-9]{1,6}\}?)/ },
      { begin: /\B\?(\\M-\\C-|\\M-\\c|\\c\\M-|\\M-|\\C-\\M-)[\x20-\x7e]/ },
      { begin: /\B\?\\(c|C-)[\x20-\x7e]/ },
      { begin: /\B\?\\?\S/ },
      // heredocs
      {
        // this guard makes sure that we have an entire heredoc and not a false
        // positive (auto-detect, etc.)
        begin: regex.concat(
          /<<[-~]?'?/,
          regex.lookahead(/(\w+)(?=\W)[^\n]*\n(?:[^\n]*\n)*?\s*\1\b/)
        ),
        contains: [
          hljs.END_SAME_AS_BEGIN({
            begin: /(\w+)/,
            end: /(\w+)/,
            contains: [
              hljs.BACKSLASH_ESCAPE,
              SUBST
            ]
          })
        ]
      }
    ]
  };
  const decimal = "[1-9](_?[0-9])*|0";
  const digits = "[0-9](_?[0-9])*";
  const NUMBER = {
    className: "number",
    relevance: 0,
    variants: [
      // decimal integer/float, optionally exponential or rational, optionally imaginary
      { begin: `\\b(${decimal})(\\.(${digits}))?([eE][+-]?(${digits})|r)?i?\\b` },
      // explicit decimal/binary/octal/hexadecimal integer,
      // optionally rational and/or imaginary
      { begin: "\\b0[dD][0-9](_?[0-9])*r?i?\\b" },
      { begin: "\\b0[bB][0-1](_?[0-1])*r?i?\\b" },
      { begin: "\\b0[oO][0-7](_?[0-7])*r?i?\\b" },
      { begin: "\\b0[xX][0-9a-fA-F](_?[0-9a-fA-F])*r?i?\\b" },
      // 0-prefixed implicit octal integer, optionally rational and/or imaginary
      { begin: "\\b0(_?[0-7])+r?i?\\b" }
    ]
  };
  const PARAMS = {
    variants: [
      {
        match: /\(\)/
      },
      {
        className: "params",
        begin: /\(/,
        end: /(?=\))/,
        excludeBegin: true,
        endsParent: true,
        keywords: RUBY_KEYWORDS
      }
    ]
  };
  const INCLUDE_EXTEND = {
    match: [
      /(include|extend)\s+/,
      CLASS_NAME_WITH_NAMESPACE_RE
    ],
    scope: {
      2: "title.class"
    },
    keywords: RUBY_KEYWORDS
  };
  const CLASS_DEFINITION = {
    variants: [
      {
        match: [
          /class\s+/,
          CLASS_NAME_WITH_NAMESPACE_RE,
          /\s+<\s+/,
          CLASS_NAME_WITH_NAMESPACE_RE
        ]
      },
      {
        match: [
          /\b(class|module)\s+/,
          CLASS_NAME_WITH_NAMESPACE_RE
        ]
      }
    ],
    scope: {
      2: "title.class",
      4: "title.class.inherited"
    },
    keywords: RUBY_KEYWORDS
  };
  const UPPER_CASE_CONSTANT = {
    relevance: 0,
    match: /\b[A-Z][A-Z_0-9]+\b/,
    className: "variable.constant"
  };
  const METHOD_DEFINITION = {
    match: [
      /def/,
      /\s+/,
      RUBY_METHOD_RE
    ],
    scope: {
      1: "keyword",
      3: "title.function"
    },
    contains: [
      PARAMS
    ]
  };
  const OBJECT_CREATION = {
    relevance: 0,
    match: [
      CLASS_NAME_WITH_NAMESPACE_RE,
      /\.new[. (]/
    ],
    scope: {
      1: "title.class"
    }
  };
  const CLASS_REFERENCE = {
    relevance: 0,
    match: CLASS_NAME_RE,
    scope: "title.class"
  };
  const RUBY_DEFAULT_CONTAINS = [
    STRING,
    CLASS_DEFINITION,
    INCLUDE_EXTEND,
    OBJECT_CREATION,
    UPPER_CASE_CONSTANT,
    CLASS_REFERENCE,
    METHOD_DEFINITION,
    {
      // swallow the scope resolution operator so `::` is not read as a symbol
      begin: "::"
    },
    {
      className: "symbol",
      begin: hljs.UNDERSCORE_IDENT_RE + "(!|\\?)?:",
      relevance: 0
    },
    {
      className: "symbol",
      begin: ":(?!\\s)",
      contains: [
        STRING,
        { begin: RUBY_METHOD_RE }
      ],
      relevance: 0
    },
    NUMBER,
    {
      // negative-look forward attempts to prevent false matches like:
      // @ident@ or $ident$ that might indicate this is not ruby at all
      className: "variable",
      begin: `(\\$\\W)|((\\$|@@?)(\\w+))(?=[^@$?])(?![A-Za-z])(?![@$?'])`
    },
    {
      className: "params",
      begin: /\|(?!=)/,
      end: /\|/,
      excludeBegin: true,
      excludeEnd: true,
      relevance: 0,
      // this could be a lot of things (in other languages) other than params
      keywords: RUBY_KEYWORDS
    },
    {
      // regexp container
      begin: "(" + hljs.RE_STARTERS_RE + "|unless)\\s*",
      keywords: "unless",
      contains: [
        {
          className: "regexp",
          contains: [
            hljs.BACKSLASH_ESCAPE,
            SUBST
          ],
          illegal: /\n/,
          variants: [
            {
              begin: "/",
              end: "/[a-z]*"
            },
            {
              begin: /%r\{/,
              end: /\}[a-z]*/
            },
            {
              begin: "%r\\(",
              end: "\\)[a-z]*"
            },
            {
              begin: "%r!",
              end: "![a-z]*"
            },
            {
              begin: "%r\\[",
              end: "\\][a-z]*"
            }
          ]
        }
      ].concat(IRB_OBJECT, COMMENT_MODES),
      relevance: 0
    }
  ].concat(IRB_OBJECT, COMMENT_MODES);
  SUBST.contains = RUBY_DEFAULT_CONTAINS;
  PARAMS.contains = RUBY_DEFAULT_CONTAINS;
  const SIMPLE_PROMPT = "[>?]>";
  const DEFAULT_PROMPT = "[\\w#]+\\(\\w+\\):\\d+:\\d+[>*]";
  const RVM_PROMPT = "(\\w+-)?\\d+\\.\\d+\\.\\d+(p\\d+)?[^\\d][^>]+>";
  const IRB_DEFAULT = [
    {
      begin: /^\s*=>/,
      starts: {
        end: "$",
        contains: RUBY_DEFAULT_CONTAINS
      }
    },
    {
      className: "meta.prompt",
      begin: "^(" + SIMPLE_PROMPT + "|" + DEFAULT_PROMPT + "|" + RVM_PROMPT + ")(?=[ ])",
      starts: {
        end: "$",
        keywords: RUBY_KEYWORDS,
        contains: RUBY_DEFAULT_CONTAINS
      }
    }
  ];
  COMMENT_MODES.unshift(IRB_OBJECT);
  return {
    name: "Ruby",
    aliases: [
      "rb",
      "gemspec",
      "podspec",
      "thor",
      "irb"
    ],
    keywords: RUBY_KEYWORDS,
    illegal: /\/\*/,
    contains: [hljs.SHEBANG({ binary: "ruby" })].concat(IRB_DEFAULT).concat(COMMENT_MODES).concat(RUBY_DEFAULT_CONTAINS)
  };
}

// node_modules/highlight.js/es/languages/rust.js
function rust(hljs) {
  const regex = hljs.regex;
  const RAW_IDENTIFIER = /(r#)?/;
  const UNDERSCORE_IDENT_RE = regex.concat(RAW_IDENTIFIER, hljs.UNDERSCORE_IDENT_RE);
  const IDENT_RE3 = regex.concat(RAW_IDENTIFIER, hljs.IDENT_RE);
  const FUNCTION_INVOKE = {
    scope: "title.function.invoke",
    relevance: 0,
    begin: regex.concat(
      /\b/,
      /(?!(?:let|for|while|if|else|match)\b)/,
      IDENT_RE3,
      regex.lookahead(/\s*\(/)
    )
  };
  const NUMBER_SUFFIX = "([ui](8|16|32|64|128|size)|f(16|32|64|128))?";
  const KEYWORDS3 = [
    "abstract",
    "as",
    "async",
    "await",
    "become",
    "box",
    "break",
    "const",
    "continue",
    "crate",
    "do",
    "dyn",
    "else",
    "enum",
    "extern",
    "false",
    "final",
    "fn",
    "for",
    "if",
    "impl",
    "in",
    "let",
    "loop",
    "macro",
    "match",
    "mod",
    "move",
    "mut",
    "override",
    "priv",
    "pub",
    "raw",
    "ref",
    "return",
    "self",
    "Self",
    "static",
    "struct",
    "super",
    "trait",
    "true",
    "try",
    "type",
    "typeof",
    "union",
    "unsafe",
    "unsized",
    "use",
    "virtual",
    "where",
    "while",
    "yield"
  ];
  const LITERALS3 = [
    "true",
    "false",
    "Some",
    "None",
    "Ok",
    "Err"
  ];
  const BUILTINS = [
    // functions
    "drop ",
    // traits
    "Copy",
    "Send",
    "Sized",
    "Sync",
    "Drop",
    "Fn",
    "FnMut",
    "FnOnce",
    "ToOwned",
    "Clone",
    "Debug",
    "PartialEq",
    "PartialOrd",
    "Eq",
    "Ord",
    "AsRef",
    "AsMut",
    "Into",
    "From",
    "Default",
    "Iterator",
    "Extend",
    "IntoIterator",
    "DoubleEndedIterator",
    "ExactSizeIterator",
    "SliceConcatExt",
    "ToString",
    // macros
    "assert!",
    "assert_eq!",
    "bitflags!",
    "bytes!",
    "cfg!",
    "col!",
    "concat!",
    "concat_idents!",
    "debug_assert!",
    "debug_assert_eq!",
    "env!",
    "eprintln!",
    "panic!",
    "file!",
    "format!",
    "format_args!",
    "include_bytes!",
    "include_str!",
    "line!",
    "local_data_key!",
    "module_path!",
    "option_env!",
    "print!",
    "println!",
    "select!",
    "stringify!",
    "try!",
    "unimplemented!",
    "unreachable!",
    "vec!",
    "write!",
    "writeln!",
    "macro_rules!",
    "assert_ne!",
    "debug_assert_ne!"
  ];
  const TYPES3 = [
    "i8",
    "i16",
    "i32",
    "i64",
    "i128",
    "isize",
    "u8",
    "u16",
    "u32",
    "u64",
    "u128",
    "usize",
    "f16",
    "f32",
    "f64",
    "f128",
    "str",
    "char",
    "bool",
    "Box",
    "Option",
    "Result",
    "String",
    "Vec"
  ];
  return {
    name: "Rust",
    aliases: ["rs"],
    keywords: {
      $pattern: hljs.IDENT_RE + "!?",
      type: TYPES3,
      keyword: KEYWORDS3,
      literal: LITERALS3,
      built_in: BUILTINS
    },
    illegal: "</",
    contains: [
      hljs.C_LINE_COMMENT_MODE,
      hljs.COMMENT("/\\*", "\\*/", { contains: ["self"] }),
      hljs.inherit(hljs.QUOTE_STRING_MODE, {
        begin: /b?"/,
        illegal: null
      }),
      {
        scope: "symbol",
        // negative lookahead to avoid matching `'`
        begin: /'[a-zA-Z_][a-zA-Z0-9_]*(?!')/
      },
      {
        scope: "string",
        variants: [
          { begin: /b?r(#*)"(.|\n)*?"\1(?!#)/ },
          {
            begin: /b?'/,
            end: /'/,
            contains: [
              {
                scope: "char.escape",
                match: /\\('|"|\\|\w|x\w{2}|u\w{4}|U\w{8})/
              }
            ]
          }
        ]
      },
      {
        scope: "number",
        variants: [
          { begin: "\\b0b([01_]+)" + NUMBER_SUFFIX },
          { begin: "\\b0o([0-7_]+)" + NUMBER_SUFFIX },
          { begin: "\\b0x([A-Fa-f0-9_]+)" + NUMBER_SUFFIX },
          { begin: "\\b(\\d[\\d_]*(\\.[0-9_]+)?([eE][+-]?[0-9_]+)?)" + NUMBER_SUFFIX }
        ],
        relevance: 0
      },
      {
        begin: [
          /\bsafe/,
          /\s+/,
          /extern/
        ],
        scope: {
          1: "keyword",
          3: "keyword"
        }
      },
      {
        begin: [
          /fn/,
          /\s+/,
          UNDERSCORE_IDENT_RE
        ],
        scope: {
          1: "keyword",
          3: "title.function"
        }
      },
      {
        scope: "meta",
        begin: "#!?\\[",
        end: "\\]",
        contains: [
          {
            scope: "string",
            begin: /"/,
            end: /"/,
            contains: [
              hljs.BACKSLASH_ESCAPE
            ]
          }
        ]
      },
      {
        begin: [
          /let/,
          /\s+/,
          /(?:mut\s+)?/,
          UNDERSCORE_IDENT_RE
        ],
        scope: {
          1: "keyword",
          3: "keyword",
          4: "variable"
        }
      },
      // must come before impl/for rule later
      {
        begin: [
          /for/,
          /\s+/,
          UNDERSCORE_IDENT_RE,
          /\s+/,
          /in/
        ],
        scope: {
          1: "keyword",
          3: "variable",
          5: "keyword"
        }
      },
      {
        begin: [
          /type/,
          /\s+/,
          UNDERSCORE_IDENT_RE
        ],
        scope: {
          1: "keyword",
          3: "title.class"
        }
      },
      {
        begin: [
          /(?:trait|enum|struct|union|impl|for)/,
          /\s+/,
          UNDERSCORE_IDENT_RE
        ],
        scope: {
          1: "keyword",
          3: "title.class"
        }
      },
      {
        begin: hljs.IDENT_RE + "::",
        keywords: {
          keyword: "Self",
          built_in: BUILTINS,
          type: TYPES3
        }
      },
      {
        scope: "punctuation",
        begin: "->"
      },
      FUNCTION_INVOKE
    ]
  };
}

// node_modules/highlight.js/es/languages/scala.js
function scala(hljs) {
  const regex = hljs.regex;
  const ANNOTATION = {
    className: "meta",
    begin: "@[A-Za-z]+"
  };
  const SUBST = {
    className: "subst",
    variants: [
      { begin: "\\$[A-Za-z0-9_]+" },
      {
        begin: /\$\{/,
        end: /\}/
      }
    ]
  };
  const STRING = {
    className: "string",
    variants: [
      {
        begin: '"""',
        end: '"""'
      },
      {
        begin: '"',
        end: '"',
        illegal: "\\n",
        contains: [hljs.BACKSLASH_ESCAPE]
      },
      {
        begin: '[a-z]+"',
        end: '"',
        illegal: "\\n",
        contains: [
          hljs.BACKSLASH_ESCAPE,
          SUBST
        ]
      },
      {
        className: "string",
        begin: '[a-z]+"""',
        end: '"""',
        contains: [SUBST],
        relevance: 10
      }
    ]
  };
  const TYPE = {
    className: "type",
    begin: "\\b[A-Z][A-Za-z0-9_]*",
    relevance: 0
  };
  const NAME = {
    className: "title",
    begin: /[^0-9\n\t "'(),.`{}\[\]:;][^\n\t "'(),.`{}\[\]:;]+|[^0-9\n\t "'(),.`{}\[\]:;=]/,
    relevance: 0
  };
  const CLASS2 = {
    className: "class",
    beginKeywords: "class object trait type",
    end: /[:={\[\n;]/,
    excludeEnd: true,
    contains: [
      hljs.C_LINE_COMMENT_MODE,
      hljs.C_BLOCK_COMMENT_MODE,
      {
        beginKeywords: "extends with",
        relevance: 10
      },
      {
        begin: /\[/,
        end: /\]/,
        excludeBegin: true,
        excludeEnd: true,
        relevance: 0,
        contains: [
          TYPE,
          hljs.C_LINE_COMMENT_MODE,
          hljs.C_BLOCK_COMMENT_MODE
        ]
      },
      {
        className: "params",
        begin: /\(/,
        end: /\)/,
        excludeBegin: true,
        excludeEnd: true,
        relevance: 0,
        contains: [
          TYPE,
          hljs.C_LINE_COMMENT_MODE,
          hljs.C_BLOCK_COMMENT_MODE
        ]
      },
      NAME
    ]
  };
  const METHOD = {
    className: "function",
    beginKeywords: "def",
    end: regex.lookahead(/[:={\[(\n;]/),
    contains: [NAME]
  };
  const EXTENSION = {
    begin: [
      /^\s*/,
      // Is first token on the line
      "extension",
      /\s+(?=[[(])/
      // followed by at least one space and `[` or `(`
    ],
    beginScope: { 2: "keyword" }
  };
  const END = {
    begin: [
      /^\s*/,
      // Is first token on the line
      /end/,
      /\s+/,
      /(extension\b)?/
      // `extension` is the only marker that follows an `end` that cannot be captured by another rule.
    ],
    beginScope: {
      2: "keyword",
      4: "keyword"
    }
  };
  const INLINE_MODES = [
    { match: /\.inline\b/ },
    {
      begin: /\binline(?=\s)/,
      keywords: "inline"
    }
  ];
  const USING_PARAM_CLAUSE = {
    begin: [
      /\(\s*/,
      // Opening `(` of a parameter or argument list
      /using/,
      /\s+(?!\))/
      // Spaces not followed by `)`
    ],
    beginScope: { 2: "keyword" }
  };
  const DIRECTIVE_VALUE = {
    className: "string",
    begin: /\S+/
  };
  const USING_DIRECTIVE = {
    begin: [
      "//>",
      /\s+/,
      /using/,
      /\s+/,
      /\S+/
    ],
    beginScope: {
      1: "comment",
      3: "keyword",
      5: "type"
    },
    end: /$/,
    contains: [
      DIRECTIVE_VALUE
    ]
  };
  return {
    name: "Scala",
    keywords: {
      literal: "true false null",
      keyword: "type yield lazy override def with val var sealed abstract private trait object if then forSome for while do throw finally protected extends import final return else break new catch super class case package default try this match continue throws implicit export enum given transparent"
    },
    contains: [
      USING_DIRECTIVE,
      hljs.C_LINE_COMMENT_MODE,
      hljs.C_BLOCK_COMMENT_MODE,
      STRING,
      TYPE,
      METHOD,
      CLASS2,
      hljs.C_NUMBER_MODE,
      EXTENSION,
      END,
      ...INLINE_MODES,
      USING_PARAM_CLAUSE,
      ANNOTATION
    ]
  };
}

// node_modules/highlight.js/es/languages/scss.js
var MODES3 = (hljs) => {
  return {
    IMPORTANT: {
      scope: "meta",
      begin: "!important"
    },
    BLOCK_COMMENT: hljs.C_BLOCK_COMMENT_MODE,
    HEXCOLOR: {
      scope: "number",
      begin: /#(([0-9a-fA-F]{3,4})|(([0-9a-fA-F]{2}){3,4}))\b/
    },
    UNICODE_RANGE: {
      scope: "number",
      begin: /\b[Uu]\+[0-9A-Fa-f][0-9A-Fa-f?]{0,5}(-[0-9A-Fa-f][0-9A-Fa-f]{0,5})?/
    },
    FUNCTION_DISPATCH: {
      className: "built_in",
      begin: /[\w-]+(?=\()/
    },
    ATTRIBUTE_SELECTOR_MODE: {
      scope: "selector-attr",
      begin: /\[/,
      end: /\]/,
      illegal: "$",
      contains: [
        hljs.APOS_STRING_MODE,
        hljs.QUOTE_STRING_MODE
      ]
    },
    CSS_NUMBER_MODE: {
      scope: "number",
      begin: hljs.NUMBER_RE + "(%|em|ex|ch|rem|vw|vh|vmin|vmax|cm|mm|in|pt|pc|px|deg|grad|rad|turn|s|ms|Hz|kHz|dpi|dpcm|dppx)?",
      relevance: 0
    },
    CSS_VARIABLE: {
      className: "attr",
      begin: /--[A-Za-z_][A-Za-z0-9_-]*/
    }
  };
};
var HTML_TAGS3 = [
  "a",
  "abbr",
  "address",
  "article",
  "aside",
  "audio",
  "b",
  "blockquote",
  "body",
  "button",
  "canvas",
  "caption",
  "cite",
  "code",
  "dd",
  "del",
  "details",
  "dfn",
  "div",
  "dl",
  "dt",
  "em",
  "fieldset",
  "figcaption",
  "figure",
  "footer",
  "form",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "hgroup",
  "html",
  "i",
  "iframe",
  "img",
  "input",
  "ins",
  "kbd",
  "label",
  "legend",
  "li",
  "main",
  "mark",
  "menu",
  "nav",
  "object",
  "ol",
  "optgroup",
  "option",
  "p",
  "picture",
  "q",
  "quote",
  "samp",
  "section",
  "select",
  "source",
  "span",
  "strong",
  "summary",
  "sup",
  "table",
  "tbody",
  "td",
  "textarea",
  "tfoot",
  "th",
  "thead",
  "time",
  "tr",
  "ul",
  "var",
  "video"
];
var SVG_TAGS3 = [
  "defs",
  "g",
  "marker",
  "mask",
  "pattern",
  "svg",
  "switch",
  "symbol",
  "feBlend",
  "feColorMatrix",
  "feComponentTransfer",
  "feComposite",
  "feConvolveMatrix",
  "feDiffuseLighting",
  "feDisplacementMap",
  "feFlood",
  "feGaussianBlur",
  "feImage",
  "feMerge",
  "feMorphology",
  "feOffset",
  "feSpecularLighting",
  "feTile",
  "feTurbulence",
  "linearGradient",
  "radialGradient",
  "stop",
  "circle",
  "ellipse",
  "image",
  "line",
  "path",
  "polygon",
  "polyline",
  "rect",
  "text",
  "use",
  "textPath",
  "tspan",
  "foreignObject",
  "clipPath"
];
var TAGS3 = [
  ...HTML_TAGS3,
  ...SVG_TAGS3
];
var MEDIA_FEATURES3 = [
  "any-hover",
  "any-pointer",
  "aspect-ratio",
  "color",
  "color-gamut",
  "color-index",
  "device-aspect-ratio",
  "device-height",
  "device-width",
  "display-mode",
  "forced-colors",
  "grid",
  "height",
  "hover",
  "inverted-colors",
  "monochrome",
  "orientation",
  "overflow-block",
  "overflow-inline",
  "pointer",
  "prefers-color-scheme",
  "prefers-contrast",
  "prefers-reduced-motion",
  "prefers-reduced-transparency",
  "resolution",
  "scan",
  "scripting",
  "update",
  "width",
  // TODO: find a better solution?
  "min-width",
  "max-width",
  "min-height",
  "max-height"
].sort().reverse();
var PSEUDO_CLASSES3 = [
  "active",
  "any-link",
  "blank",
  "checked",
  "current",
  "default",
  "defined",
  "dir",
  // dir()
  "disabled",
  "drop",
  "empty",
  "enabled",
  "first",
  "first-child",
  "first-of-type",
  "fullscreen",
  "future",
  "focus",
  "focus-visible",
  "focus-within",
  "has",
  // has()
  "host",
  // host or host()
  "host-context",
  // host-context()
  "hover",
  "indeterminate",
  "in-range",
  "invalid",
  "is",
  // is()
  "lang",
  // lang()
  "last-child",
  "last-of-type",
  "left",
  "link",
  "local-link",
  "not",
  // not()
  "nth-child",
  // nth-child()
  "nth-col",
  // nth-col()
  "nth-last-child",
  // nth-last-child()
  "nth-last-col",
  // nth-last-col()
  "nth-last-of-type",
  //nth-last-of-type()
  "nth-of-type",
  //nth-of-type()
  "only-child",
  "only-of-type",
  "optional",
  "out-of-range",
  "past",
  "placeholder-shown",
  "read-only",
  "read-write",
  "required",
  "right",
  "root",
  "scope",
  "target",
  "target-within",
  "user-invalid",
  "valid",
  "visited",
  "where"
  // where()
].sort().reverse();
var PSEUDO_ELEMENTS3 = [
  "after",
  "backdrop",
  "before",
  "cue",
  "cue-region",
  "first-letter",
  "first-line",
  "grammar-error",
  "marker",
  "part",
  "placeholder",
  "selection",
  "slotted",
  "spelling-error"
].sort().reverse();
var ATTRIBUTES3 = [
  "accent-color",
  "align-content",
  "align-items",
  "align-self",
  "alignment-baseline",
  "all",
  "anchor-name",
  "animation",
  "animation-composition",
  "animation-delay",
  "animation-direction",
  "animation-duration",
  "animation-fill-mode",
  "animation-iteration-count",
  "animation-name",
  "animation-play-state",
  "animation-range",
  "animation-range-end",
  "animation-range-start",
  "animation-timeline",
  "animation-timing-function",
  "appearance",
  "aspect-ratio",
  "backdrop-filter",
  "backface-visibility",
  "background",
  "background-attachment",
  "background-blend-mode",
  "background-clip",
  "background-color",
  "background-image",
  "background-origin",
  "background-position",
  "background-position-x",
  "background-position-y",
  "background-repeat",
  "background-size",
  "baseline-shift",
  "block-size",
  "border",
  "border-block",
  "border-block-color",
  "border-block-end",
  "border-block-end-color",
  "border-block-end-style",
  "border-block-end-width",
  "border-block-start",
  "border-block-start-color",
  "border-block-start-style",
  "border-block-start-width",
  "border-block-style",
  "border-block-width",
  "border-bottom",
  "border-bottom-color",
  "border-bottom-left-radius",
  "border-bottom-right-radius",
  "border-bottom-style",
  "border-bottom-width",
  "border-collapse",
  "border-color",
  "border-end-end-radius",
  "border-end-start-radius",
  "border-image",
  "border-image-outset",
  "border-image-repeat",
  "border-image-slice",
  "border-image-source",
  "border-image-width",
  "border-inline",
  "border-inline-color",
  "border-inline-end",
  "border-inline-end-color",
  "border-inline-end-style",
  "border-inline-end-width",
  "border-inline-start",
  "border-inline-start-color",
  "border-inline-start-style",
  "border-inline-start-width",
  "border-inline-style",
  "border-inline-width",
  "border-left",
  "border-left-color",
  "border-left-style",
  "border-left-width",
  "border-radius",
  "border-right",
  "border-right-color",
  "border-right-style",
  "border-right-width",
  "border-spacing",
  "border-start-end-radius",
  "border-start-start-radius",
  "border-style",
  "border-top",
  "border-top-color",
  "border-top-left-radius",
  "border-top-right-radius",
  "border-top-style",
  "border-top-width",
  "border-width",
  "bottom",
  "box-align",
  "box-decoration-break",
  "box-direction",
  "box-flex",
  "box-flex-group",
  "box-lines",
  "box-ordinal-group",
  "box-orient",
  "box-pack",
  "box-shadow",
  "box-sizing",
  "break-after",
  "break-before",
  "break-inside",
  "caption-side",
  "caret-color",
  "clear",
  "clip",
  "clip-path",
  "clip-rule",
  "color",
  "color-interpolation",
  "color-interpolation-filters",
  "color-profile",
  "color-rendering",
  "color-scheme",
  "column-count",
  "column-fill",
  "column-gap",
  "column-rule",
  "column-rule-color",
  "column-rule-style",
  "column-rule-width",
  "column-span",
  "column-width",
  "columns",
  "contain",
  "contain-intrinsic-block-size",
  "contain-intrinsic-height",
  "contain-intrinsic-inline-size",
  "contain-intrinsic-size",
  "contain-intrinsic-width",
  "container",
  "container-name",
  "container-type",
  "content",
  "content-visibility",
  "corner-bottom-left-shape",
  "corner-bottom-right-shape",
  "corner-shape",
  "corner-top-left-shape",
  "corner-top-right-shape",
  "counter-increment",
  "counter-reset",
  "counter-set",
  "cue",
  "cue-after",
  "cue-before",
  "cursor",
  "cx",
  "cy",
  "direction",
  "display",
  "dominant-baseline",
  "empty-cells",
  "enable-background",
  "field-sizing",
  "fill",
  "fill-opacity",
  "fill-rule",
  "filter",
  "flex",
  "flex-basis",
  "flex-direction",
  "flex-flow",
  "flex-grow",
  "flex-shrink",
  "flex-wrap",
  "float",
  "flood-color",
  "flood-opacity",
  "flow",
  "font",
  "font-display",
  "font-family",
  "font-feature-settings",
  "font-kerning",
  "font-language-override",
  "font-optical-sizing",
  "font-palette",
  "font-size",
  "font-size-adjust",
  "font-smooth",
  "font-smoothing",
  "font-stretch",
  "font-style",
  "font-synthesis",
  "font-synthesis-position",
  "font-synthesis-small-caps",
  "font-synthesis-style",
  "font-synthesis-weight",
  "font-variant",
  "font-variant-alternates",
  "font-variant-caps",
  "font-variant-east-asian",
  "font-variant-emoji",
  "font-variant-ligatures",
  "font-variant-numeric",
  "font-variant-position",
  "font-variation-settings",
  "font-weight",
  "forced-color-adjust",
  "gap",
  "glyph-orientation-horizontal",
  "glyph-orientation-vertical",
  "grid",
  "grid-area",
  "grid-auto-columns",
  "grid-auto-flow",
  "grid-auto-rows",
  "grid-column",
  "grid-column-end",
  "grid-column-start",
  "grid-gap",
  "grid-row",
  "grid-row-end",
  "grid-row-start",
  "grid-template",
  "grid-template-areas",
  "grid-template-columns",
  "grid-template-rows",
  "hanging-punctuation",
  "height",
  "hyphenate-character",
  "hyphenate-limit-chars",
  "hyphens",
  "icon",
  "image-orientation",
  "image-rendering",
  "image-resolution",
  "ime-mode",
  "initial-letter",
  "initial-letter-align",
  "inline-size",
  "inset",
  "inset-area",
  "inset-block",
  "inset-block-end",
  "inset-block-start",
  "inset-inline",
  "inset-inline-end",
  "inset-inline-start",
  "isolation",
  "justify-content",
  "justify-items",
  "justify-self",
  "kerning",
  "left",
  "letter-spacing",
  "lighting-color",
  "line-break",
  "line-height",
  "line-height-step",
  "list-style",
  "list-style-image",
  "list-style-position",
  "list-style-type",
  "margin",
  "margin-block",
  "margin-block-end",
  "margin-block-start",
  "margin-bottom",
  "margin-inline",
  "margin-inline-end",
  "margin-inline-start",
  "margin-left",
  "margin-right",
  "margin-top",
  "margin-trim",
  "marker",
  "marker-end",
  "marker-mid",
  "marker-start",
  "marks",
  "mask",
  "mask-border",
  "mask-border-mode",
  "mask-border-outset",
  "mask-border-repeat",
  "mask-border-slice",
  "mask-border-source",
  "mask-border-width",
  "mask-clip",
  "mask-composite",
  "mask-image",
  "mask-mode",
  "mask-origin",
  "mask-position",
  "mask-repeat",
  "mask-size",
  "mask-type",
  "masonry-auto-flow",
  "math-depth",
  "math-shift",
  "math-style",
  "max-block-size",
  "max-height",
  "max-inline-size",
  "max-width",
  "min-block-size",
  "min-height",
  "min-inline-size",
  "min-width",
  "mix-blend-mode",
  "nav-down",
  "nav-index",
  "nav-left",
  "nav-right",
  "nav-up",
  "none",
  "normal",
  "object-fit",
  "object-position",
  "offset",
  "offset-anchor",
  "offset-distance",
  "offset-path",
  "offset-position",
  "offset-rotate",
  "opacity",
  "order",
  "orphans",
  "outline",
  "outline-color",
  "outline-offset",
  "outline-style",
  "outline-width",
  "overflow",
  "overflow-anchor",
  "overflow-block",
  "overflow-clip-margin",
  "overflow-inline",
  "overflow-wrap",
  "overflow-x",
  "overflow-y",
  "overlay",
  "overscroll-behavior",
  "overscroll-behavior-block",
  "overscroll-behavior-inline",
  "overscroll-behavior-x",
  "overscroll-behavior-y",
  "padding",
  "padding-block",
  "padding-block-end",
  "padding-block-start",
  "padding-bottom",
  "padding-inline",
  "padding-inline-end",
  "padding-inline-start",
  "padding-left",
  "padding-right",
  "padding-top",
  "page",
  "page-break-after",
  "page-break-before",
  "page-break-inside",
  "paint-order",
  "pause",
  "pause-after",
  "pause-before",
  "perspective",
  "perspective-origin",
  "place-content",
  "place-items",
  "place-self",
  "pointer-events",
  "position",
  "position-anchor",
  "position-visibility",
  "print-color-adjust",
  "quotes",
  "r",
  "resize",
  "rest",
  "rest-after",
  "rest-before",
  "right",
  "rotate",
  "row-gap",
  "ruby-align",
  "ruby-position",
  "scale",
  "scroll-behavior",
  "scroll-margin",
  "scroll-margin-block",
  "scroll-margin-block-end",
  "scroll-margin-block-start",
  "scroll-margin-bottom",
  "scroll-margin-inline",
  "scroll-margin-inline-end",
  "scroll-margin-inline-start",
  "scroll-margin-left",
  "scroll-margin-right",
  "scroll-margin-top",
  "scroll-padding",
  "scroll-padding-block",
  "scroll-padding-block-end",
  "scroll-padding-block-start",
  "scroll-padding-bottom",
  "scroll-padding-inline",
  "scroll-padding-inline-end",
  "scroll-padding-inline-start",
  "scroll-padding-left",
  "scroll-padding-right",
  "scroll-padding-top",
  "scroll-snap-align",
  "scroll-snap-stop",
  "scroll-snap-type",
  "scroll-timeline",
  "scroll-timeline-axis",
  "scroll-timeline-name",
  "scrollbar-color",
  "scrollbar-gutter",
  "scrollbar-width",
  "shape-image-threshold",
  "shape-margin",
  "shape-outside",
  "shape-rendering",
  "speak",
  "speak-as",
  "src",
  // @font-face
  "stop-color",
  "stop-opacity",
  "stroke",
  "stroke-dasharray",
  "stroke-dashoffset",
  "stroke-linecap",
  "stroke-linejoin",
  "stroke-miterlimit",
  "stroke-opacity",
  "stroke-width",
  "tab-size",
  "table-layout",
  "text-align",
  "text-align-all",
  "text-align-last",
  "text-anchor",
  "text-combine-upright",
  "text-decoration",
  "text-decoration-color",
  "text-decoration-line",
  "text-decoration-skip",
  "text-decoration-skip-ink",
  "text-decoration-style",
  "text-decoration-thickness",
  "text-emphasis",
  "text-emphasis-color",
  "text-emphasis-position",
  "text-emphasis-style",
  "text-indent",
  "text-justify",
  "text-orientation",
  "text-overflow",
  "text-rendering",
  "text-shadow",
  "text-size-adjust",
  "text-transform",
  "text-underline-offset",
  "text-underline-position",
  "text-wrap",
  "text-wrap-mode",
  "text-wrap-style",
  "timeline-scope",
  "top",
  "touch-action",
  "transform",
  "transform-box",
  "transform-origin",
  "transform-style",
  "transition",
  "transition-behavior",
  "transition-delay",
  "transition-duration",
  "transition-property",
  "transition-timing-function",
  "translate",
  "unicode-bidi",
  "unicode-range",
  "user-modify",
  "user-select",
  "vector-effect",
  "vertical-align",
  "view-timeline",
  "view-timeline-axis",
  "view-timeline-inset",
  "view-timeline-name",
  "view-transition-name",
  "visibility",
  "voice-balance",
  "voice-duration",
  "voice-family",
  "voice-pitch",
  "voice-range",
  "voice-rate",
  "voice-stress",
  "voice-volume",
  "white-space",
  "white-space-collapse",
  "widows",
  "width",
  "will-change",
  "word-break",
  "word-spacing",
  "word-wrap",
  "writing-mode",
  "x",
  "y",
  "z-index",
  "zoom"
].sort().reverse();
function scss(hljs) {
  const modes = MODES3(hljs);
  const PSEUDO_ELEMENTS$1 = PSEUDO_ELEMENTS3;
  const PSEUDO_CLASSES$1 = PSEUDO_CLASSES3;
  const AT_IDENTIFIER = "@[a-z-]+";
  const AT_MODIFIERS = "and or not only";
  const IDENT_RE3 = "[a-zA-Z-][a-zA-Z0-9_-]*";
  const VARIABLE = {
    className: "variable",
    begin: "(\\$" + IDENT_RE3 + ")\\b",
    relevance: 0
  };
  return {
    name: "SCSS",
    case_insensitive: true,
    illegal: "[=/|']",
    contains: [
      hljs.C_LINE_COMMENT_MODE,
      hljs.C_BLOCK_COMMENT_MODE,
      // to recognize keyframe 40% etc which are outside the scope of our
      // attribute value mode
      modes.CSS_NUMBER_MODE,
      {
        className: "selector-id",
        begin: "#[A-Za-z0-9_-]+",
        relevance: 0
      },
      {
        className: "selector-class",
        begin: "\\.[A-Za-z0-9_-]+",
        relevance: 0
      },
      modes.ATTRIBUTE_SELECTOR_MODE,
      {
        className: "selector-tag",
        begin: "\\b(" + TAGS3.join("|") + ")\\b",
        // was there, before, but why?
        relevance: 0
      },
      {
        className: "selector-pseudo",
        begin: ":(" + PSEUDO_CLASSES$1.join("|") + ")"
      },
      {
        className: "selector-pseudo",
        begin: ":(:)?(" + PSEUDO_ELEMENTS$1.join("|") + ")"
      },
      VARIABLE,
      {
        // pseudo-selector params
        begin: /\(/,
        end: /\)/,
        contains: [modes.CSS_NUMBER_MODE]
      },
      modes.CSS_VARIABLE,
      {
        className: "attribute",
        begin: "\\b(" + ATTRIBUTES3.join("|") + ")\\b"
      },
      { begin: "\\b(whitespace|wait|w-resize|visible|vertical-text|vertical-ideographic|uppercase|upper-roman|upper-alpha|underline|transparent|top|thin|thick|text|text-top|text-bottom|tb-rl|table-header-group|table-footer-group|sw-resize|super|strict|static|square|solid|small-caps|separate|se-resize|scroll|s-resize|rtl|row-resize|ridge|right|repeat|repeat-y|repeat-x|relative|progress|pointer|overline|outside|outset|oblique|nowrap|not-allowed|normal|none|nw-resize|no-repeat|no-drop|newspaper|ne-resize|n-resize|move|middle|medium|ltr|lr-tb|lowercase|lower-roman|lower-alpha|loose|list-item|line|line-through|line-edge|lighter|left|keep-all|justify|italic|inter-word|inter-ideograph|inside|inset|inline|inline-block|inherit|inactive|ideograph-space|ideograph-parenthesis|ideograph-numeric|ideograph-alpha|horizontal|hidden|help|hand|groove|fixed|ellipsis|e-resize|double|dotted|distribute|distribute-space|distribute-letter|distribute-all-lines|disc|disabled|default|decimal|dashed|crosshair|collapse|col-resize|circle|char|center|capitalize|break-word|break-all|bottom|both|bolder|bold|block|bidi-override|below|baseline|auto|always|all-scroll|absolute|table|table-cell)\\b" },
      {
        begin: /:/,
        end: /[;}{]/,
        relevance: 0,
        contains: [
          modes.BLOCK_COMMENT,
          VARIABLE,
          modes.HEXCOLOR,
          modes.CSS_NUMBER_MODE,
          modes.UNICODE_RANGE,
          hljs.QUOTE_STRING_MODE,
          hljs.APOS_STRING_MODE,
          modes.IMPORTANT,
          modes.FUNCTION_DISPATCH
        ]
      },
      // matching these here allows us to treat them more like regular CSS
      // rules so everything between the {} gets regular rule highlighting,
      // which is what we want for page and font-face
      {
        begin: "@(page|font-face)",
        keywords: {
          $pattern: AT_IDENTIFIER,
          keyword: "@page @font-face"
        }
      },
      {
        begin: "@",
        end: "[{;]",
        returnBegin: true,
        keywords: {
          $pattern: /[a-z-]+/,
          keyword: AT_MODIFIERS,
          attribute: MEDIA_FEATURES3.join(" ")
        },
        contains: [
          {
            begin: AT_IDENTIFIER,
            className: "keyword"
          },
          {
            begin: /[a-z-]+(?=:)/,
            className: "attribute"
          },
          VARIABLE,
          hljs.QUOTE_STRING_MODE,
          hljs.APOS_STRING_MODE,
          modes.HEXCOLOR,
          modes.CSS_NUMBER_MODE
        ]
      },
      modes.FUNCTION_DISPATCH
    ]
  };
}

// node_modules/highlight.js/es/languages/shell.js
function shell(hljs) {
  return {
    name: "Shell Session",
    aliases: [
      "console",
      "shellsession"
    ],
    contains: [
      {
        className: "meta.prompt",
        // We cannot add \s (spaces) in the regular expression otherwise it will be too broad and produce unexpected result.
        // For instance, in the following example, it would match "echo /path/to/home >" as a prompt:
        // echo /path/to/home > t.exe
        begin: /^\s{0,3}[./~\w\d[\]()@-]*[>%$#][ ]?/,
        starts: {
          end: /[^\\](?=\s*$)/,
          subLanguage: "bash"
        }
      }
    ]
  };
}

// node_modules/highlight.js/es/languages/sql.js
function sql(hljs) {
  const regex = hljs.regex;
  const COMMENT_MODE = hljs.COMMENT("--", "$");
  const STRING = {
    scope: "string",
    variants: [
      {
        begin: /'/,
        end: /'/,
        contains: [{ match: /''/ }]
      }
    ]
  };
  const QUOTED_IDENTIFIER = {
    begin: /"/,
    end: /"/,
    contains: [{ match: /""/ }]
  };
  const LITERALS3 = [
    "true",
    "false",
    // Not sure it's correct to call NULL literal, and clauses like IS [NOT] NULL look strange that way.
    // "null",
    "unknown"
  ];
  const MULTI_WORD_TYPES = [
    "double precision",
    "large object",
    "with timezone",
    "without timezone"
  ];
  const TYPES3 = [
    "bigint",
    "binary",
    "blob",
    "boolean",
    "char",
    "character",
    "clob",
    "date",
    "dec",
    "decfloat",
    "decimal",
    "float",
    "int",
    "integer",
    "interval",
    "nchar",
    "nclob",
    "national",
    "numeric",
    "real",
    "row",
    "smallint",
    "time",
    "timestamp",
    "varchar",
    "varying",
    // modifier (character varying)
    "varbinary"
  ];
  const NON_RESERVED_WORDS = [
    "add",
    "asc",
    "collation",
    "desc",
    "final",
    "first",
    "last",
    "view"
  ];
  const RESERVED_WORDS = [
    "abs",
    "acos",
    "all",
    "allocate",
    "alter",
    "and",
    "any",
    "are",
    "array",
    "array_agg",
    "array_max_cardinality",
    "as",
    "asensitive",
    "asin",
    "asymmetric",
    "at",
    "atan",
    "atomic",
    "authorization",
    "avg",
    "begin",
    "begin_frame",
    "begin_partition",
    "between",
    "bigint",
    "binary",
    "blob",
    "boolean",
    "both",
    "by",
    "call",
    "called",
    "cardinality",
    "cascaded",
    "case",
    "cast",
    "ceil",
    "ceiling",
    "char",
    "char_length",
    "character",
    "character_length",
    "check",
    "classifier",
    "clob",
    "close",
    "coalesce",
    "collate",
    "collect",
    "column",
    "commit",
    "condition",
    "connect",
    "constraint",
    "contains",
    "convert",
    "copy",
    "corr",
    "corresponding",
    "cos",
    "cosh",
    "count",
    "covar_pop",
    "covar_samp",
    "create",
    "cross",
    "cube",
    "cume_dist",
    "current",
    "current_catalog",
    "current_date",
    "current_default_transform_group",
    "current_path",
    "current_role",
    "current_row",
    "current_schema",
    "current_time",
    "current_timestamp",
    "current_path",
    "current_role",
    "current_transform_group_for_type",
    "current_user",
    "cursor",
    "cycle",
    "date",
    "day",
    "deallocate",
    "dec",
    "decimal",
    "decfloat",
    "declare",
    "default",
    "define",
    "delete",
    "dense_rank",
    "deref",
    "describe",
    "deterministic",
    "disconnect",
    "distinct",
    "double",
    "drop",
    "dynamic",
    "each",
    "element",
    "else",
    "empty",
    "end",
    "end_frame",
    "end_partition",
    "end-exec",
    "equals",
    "escape",
    "every",
    "except",
    "exec",
    "execute",
    "exists",
    "exp",
    "external",
    "extract",
    "false",
    "fetch",
    "filter",
    "first_value",
    "float",
    "floor",
    "for",
    "foreign",
    "frame_row",
    "free",
    "from",
    "full",
    "function",
    "fusion",
    "get",
    "global",
    "grant",
    "group",
    "grouping",
    "groups",
    "having",
    "hold",
    "hour",
    "identity",
    "in",
    "indicator",
    "initial",
    "inner",
    "inout",
    "insensitive",
    "insert",
    "int",
    "integer",
    "intersect",
    "intersection",
    "interval",
    "into",
    "is",
    "join",
    "json_array",
    "json_arrayagg",
    "json_exists",
    "json_object",
    "json_objectagg",
    "json_query",
    "json_table",
    "json_table_primitive",
    "json_value",
    "lag",
    "language",
    "large",
    "last_value",
    "lateral",
    "lead",
    "leading",
    "left",
    "like",
    "like_regex",
    "listagg",
    "ln",
    "local",
    "localtime",
    "localtimestamp",
    "log",
    "log10",
    "lower",
    "match",
    "match_number",
    "match_recognize",
    "matches",
    "max",
    "member",
    "merge",
    "method",
    "min",
    "minute",
    "mod",
    "modifies",
    "module",
    "month",
    "multiset",
    "national",
    "natural",
    "nchar",
    "nclob",
    "new",
    "no",
    "none",
    "normalize",
    "not",
    "nth_value",
    "ntile",
    "null",
    "nullif",
    "numeric",
    "octet_length",
    "occurrences_regex",
    "of",
    "offset",
    "old",
    "omit",
    "on",
    "one",
    "only",
    "open",
    "or",
    "order",
    "out",
    "outer",
    "over",
    "overlaps",
    "overlay",
    "parameter",
    "partition",
    "pattern",
    "per",
    "percent",
    "percent_rank",
    "percentile_cont",
    "percentile_disc",
    "period",
    "portion",
    "position",
    "position_regex",
    "power",
    "precedes",
    "precision",
    "prepare",
    "primary",
    "procedure",
    "ptf",
    "range",
    "rank",
    "reads",
    "real",
    "recursive",
    "ref",
    "references",
    "referencing",
    "regr_avgx",
    "regr_avgy",
    "regr_count",
    "regr_intercept",
    "regr_r2",
    "regr_slope",
    "regr_sxx",
    "regr_sxy",
    "regr_syy",
    "release",
    "result",
    "return",
    "returns",
    "revoke",
    "right",
    "rollback",
    "rollup",
    "row",
    "row_number",
    "rows",
    "running",
    "savepoint",
    "scope",
    "scroll",
    "search",
    "second",
    "seek",
    "select",
    "sensitive",
    "session_user",
    "set",
    "show",
    "similar",
    "sin",
    "sinh",
    "skip",
    "smallint",
    "some",
    "specific",
    "specifictype",
    "sql",
    "sqlexception",
    "sqlstate",
    "sqlwarning",
    "sqrt",
    "start",
    "static",
    "stddev_pop",
    "stddev_samp",
    "submultiset",
    "subset",
    "substring",
    "substring_regex",
    "succeeds",
    "sum",
    "symmetric",
    "system",
    "system_time",
    "system_user",
    "table",
    "tablesample",
    "tan",
    "tanh",
    "then",
    "time",
    "timestamp",
    "timezone_hour",
    "timezone_minute",
    "to",
    "trailing",
    "translate",
    "translate_regex",
    "translation",
    "treat",
    "trigger",
    "trim",
    "trim_array",
    "true",
    "truncate",
    "uescape",
    "union",
    "unique",
    "unknown",
    "unnest",
    "update",
    "upper",
    "user",
    "using",
    "value",
    "values",
    "value_of",
    "var_pop",
    "var_samp",
    "varbinary",
    "varchar",
    "varying",
    "versioning",
    "when",
    "whenever",
    "where",
    "width_bucket",
    "window",
    "with",
    "within",
    "without",
    "year"
  ];
  const RESERVED_FUNCTIONS = [
    "abs",
    "acos",
    "array_agg",
    "asin",
    "atan",
    "avg",
    "cast",
    "ceil",
    "ceiling",
    "coalesce",
    "corr",
    "cos",
    "cosh",
    "count",
    "covar_pop",
    "covar_samp",
    "cume_dist",
    "dense_rank",
    "deref",
    "element",
    "exp",
    "extract",
    "first_value",
    "floor",
    "json_array",
    "json_arrayagg",
    "json_exists",
    "json_object",
    "json_objectagg",
    "json_query",
    "json_table",
    "json_table_primitive",
    "json_value",
    "lag",
    "last_value",
    "lead",
    "listagg",
    "ln",
    "log",
    "log10",
    "lower",
    "max",
    "min",
    "mod",
    "nth_value",
    "ntile",
    "nullif",
    "percent_rank",
    "percentile_cont",
    "percentile_disc",
    "position",
    "position_regex",
    "power",
    "rank",
    "regr_avgx",
    "regr_avgy",
    "regr_count",
    "regr_intercept",
    "regr_r2",
    "regr_slope",
    "regr_sxx",
    "regr_sxy",
    "regr_syy",
    "row_number",
    "sin",
    "sinh",
    "sqrt",
    "stddev_pop",
    "stddev_samp",
    "substring",
    "substring_regex",
    "sum",
    "tan",
    "tanh",
    "translate",
    "translate_regex",
    "treat",
    "trim",
    "trim_array",
    "unnest",
    "upper",
    "value_of",
    "var_pop",
    "var_samp",
    "width_bucket"
  ];
  const POSSIBLE_WITHOUT_PARENS = [
    "current_catalog",
    "current_date",
    "current_default_transform_group",
    "current_path",
    "current_role",
    "current_schema",
    "current_transform_group_for_type",
    "current_user",
    "session_user",
    "system_time",
    "system_user",
    "current_time",
    "localtime",
    "current_timestamp",
    "localtimestamp"
  ];
  const COMBOS = [
    "create table",
    "insert into",
    "primary key",
    "foreign key",
    "not null",
    "alter table",
    "add constraint",
    "grouping sets",
    "on overflow",
    "character set",
    "respect nulls",
    "ignore nulls",
    "nulls first",
    "nulls last",
    "depth first",
    "breadth first"
  ];
  const FUNCTIONS = RESERVED_FUNCTIONS;
  const KEYWORDS3 = [
    ...RESERVED_WORDS,
    ...NON_RESERVED_WORDS
  ].filter((keyword) => {
    return !RESERVED_FUNCTIONS.includes(keyword);
  });
  const VARIABLE = {
    scope: "variable",
    match: /@[a-z0-9][a-z0-9_]*/
  };
  const OPERATOR = {
    scope: "operator",
    match: /[-+*/=%^~]|&&?|\|\|?|!=?|<(?:=>?|<|>)?|>[>=]?/,
    relevance: 0
  };
  const FUNCTION_CALL = {
    match: regex.concat(/\b/, regex.either(...FUNCTIONS), /\s*\(/),
    relevance: 0,
    keywords: { built_in: FUNCTIONS }
  };
  function kws_to_regex(list) {
    return regex.concat(
      /\b/,
      regex.either(...list.map((kw) => {
        return kw.replace(/\s+/, "\\s+");
      })),
      /\b/
    );
  }
  const MULTI_WORD_KEYWORDS = {
    scope: "keyword",
    match: kws_to_regex(COMBOS),
    relevance: 0
  };
  function reduceRelevancy(list, {
    exceptions,
    when
  } = {}) {
    const qualifyFn = when;
    exceptions = exceptions || [];
    return list.map((item) => {
      if (item.match(/\|\d+$/) || exceptions.includes(item)) {
        return item;
      } else if (qualifyFn(item)) {
        return `${item}|0`;
      } else {
        return item;
      }
    });
  }
  return {
    name: "SQL",
    case_insensitive: true,
    // does not include {} or HTML tags `</`
    illegal: /[{}]|<\//,
    keywords: {
      $pattern: /\b[\w\.]+/,
      keyword: reduceRelevancy(KEYWORDS3, { when: (x) => x.length < 3 }),
      literal: LITERALS3,
      type: TYPES3,
      built_in: POSSIBLE_WITHOUT_PARENS
    },
    contains: [
      {
        scope: "type",
        match: kws_to_regex(MULTI_WORD_TYPES)
      },
      MULTI_WORD_KEYWORDS,
      FUNCTION_CALL,
      VARIABLE,
      STRING,
      QUOTED_IDENTIFIER,
      hljs.C_NUMBER_MODE,
      hljs.C_BLOCK_COMMENT_MODE,
      COMMENT_MODE,
      OPERATOR
    ]
  };
}

// node_modules/highlight.js/es/languages/swift.js
function source(re) {
  if (!re) return null;
  if (typeof re === "string") return re;
  return re.source;
}
function lookahead(re) {
  return concat("(?=", re, ")");
}
function concat(...args) {
  const joined = args.map((x) => source(x)).join("");
  return joined;
}
function stripOptionsFromArgs(args) {
  const opts = args[args.length - 1];
  if (typeof opts === "object" && opts.constructor === Object) {
    args.splice(args.length - 1, 1);
    return opts;
  } else {
    return {};
  }
}
function either(...args) {
  const opts = stripOptionsFromArgs(args);
  const joined = "(" + (opts.capture ? "" : "?:") + args.map((x) => source(x)).join("|") + ")";
  return joined;
}
new RegExp(either(
  /\[(?:[^\\\]]|\\.)*\]/,
  // a character class, inside which ( and \ lose their meaning
  /\(\?<(?![=!])[^>]+>/,
  // a named capture group `(?<name>` (not a lookbehind `(?<=` / `(?<!`)
  /\(\?'[^']+'/,
  // a named capture group `(?'name'`
  /\(\??/,
  // an opening parenthesis, capturing or non-capturing / lookahead
  /\\([1-9][0-9]*)/,
  // a backreference like `\1`
  /\\./
  // any other escape sequence
));
var keywordWrapper = (keyword) => concat(
  /\b/,
  keyword,
  /\w$/.test(keyword) ? /\b/ : /\B/
);
var dotKeywords = [
  "Protocol",
  // contextual
  "Type"
  // contextual
].map(keywordWrapper);
var optionalDotKeywords = [
  "init",
  "self"
].map(keywordWrapper);
var keywordTypes = [
  "Any",
  "Self"
];
var keywords = [
  // strings below will be fed into the regular `keywords` engine while regex
  // will result in additional modes being created to scan for those keywords to
  // avoid conflicts with other rules
  "actor",
  "any",
  // contextual
  "associatedtype",
  "async",
  "await",
  /as\?/,
  // operator
  /as!/,
  // operator
  "as",
  // operator
  "borrowing",
  // contextual
  "break",
  "case",
  "catch",
  "class",
  "consume",
  // contextual
  "consuming",
  // contextual
  "continue",
  "convenience",
  // contextual
  "copy",
  // contextual
  "default",
  "defer",
  "deinit",
  "didSet",
  // contextual
  "distributed",
  "do",
  "dynamic",
  // contextual
  "each",
  "else",
  "enum",
  "extension",
  "fallthrough",
  /fileprivate\(set\)/,
  "fileprivate",
  "final",
  // contextual
  "for",
  "func",
  "get",
  // contextual
  "guard",
  "if",
  "import",
  "indirect",
  // contextual
  "infix",
  // contextual
  /init\?/,
  /init!/,
  "inout",
  /internal\(set\)/,
  "internal",
  "in",
  "is",
  // operator
  "isolated",
  // contextual
  "nonisolated",
  // contextual
  "lazy",
  // contextual
  "let",
  "macro",
  "mutating",
  // contextual
  "nonmutating",
  // contextual
  /open\(set\)/,
  // contextual
  "open",
  // contextual
  "operator",
  "optional",
  // contextual
  "override",
  // contextual
  "package",
  "postfix",
  // contextual
  "precedencegroup",
  "prefix",
  // contextual
  /private\(set\)/,
  "private",
  "protocol",
  /public\(set\)/,
  "public",
  "repeat",
  "required",
  // contextual
  "rethrows",
  "return",
  "set",
  // contextual
  "some",
  // contextual
  "static",
  "struct",
  "subscript",
  "super",
  "switch",
  "throws",
  "throw",
  /try\?/,
  // operator
  /try!/,
  // operator
  "try",
  // operator
  "typealias",
  /unowned\(safe\)/,
  // contextual
  /unowned\(unsafe\)/,
  // contextual
  "unowned",
  // contextual
  "var",
  "weak",
  // contextual
  "where",
  "while",
  "willSet"
  // contextual
];
var literals = [
  "false",
  "nil",
  "true"
];
var precedencegroupKeywords = [
  "assignment",
  "associativity",
  "higherThan",
  "left",
  "lowerThan",
  "none",
  "right"
];
var numberSignKeywords = [
  "#colorLiteral",
  "#column",
  "#dsohandle",
  "#else",
  "#elseif",
  "#endif",
  "#error",
  "#file",
  "#fileID",
  "#fileLiteral",
  "#filePath",
  "#function",
  "#if",
  "#imageLiteral",
  "#keyPath",
  "#line",
  "#selector",
  "#sourceLocation",
  "#warning"
];
var builtIns = [
  "abs",
  "all",
  "any",
  "assert",
  "assertionFailure",
  "debugPrint",
  "dump",
  "fatalError",
  "getVaList",
  "isKnownUniquelyReferenced",
  "max",
  "min",
  "numericCast",
  "pointwiseMax",
  "pointwiseMin",
  "precondition",
  "preconditionFailure",
  "print",
  "readLine",
  "repeatElement",
  "sequence",
  "stride",
  "swap",
  "swift_unboxFromSwiftValueWithType",
  "transcode",
  "type",
  "unsafeBitCast",
  "unsafeDowncast",
  "withExtendedLifetime",
  "withUnsafeMutablePointer",
  "withUnsafePointer",
  "withVaList",
  "withoutActuallyEscaping",
  "zip"
];
var operatorHead = either(
  /[/=\-+!*%<>&|^~?]/,
  /[\u00A1-\u00A7]/,
  /[\u00A9\u00AB]/,
  /[\u00AC\u00AE]/,
  /[\u00B0\u00B1]/,
  /[\u00B6\u00BB\u00BF\u00D7\u00F7]/,
  /[\u2016-\u2017]/,
  /[\u2020-\u2027]/,
  /[\u2030-\u203E]/,
  /[\u2041-\u2053]/,
  /[\u2055-\u205E]/,
  /[\u2190-\u23FF]/,
  /[\u2500-\u2775]/,
  /[\u2794-\u2BFF]/,
  /[\u2E00-\u2E7F]/,
  /[\u3001-\u3003]/,
  /[\u3008-\u3020]/,
  /[\u3030]/
);
var operatorCharacter = either(
  operatorHead,
  /[\u0300-\u036F]/,
  /[\u1DC0-\u1DFF]/,
  /[\u20D0-\u20FF]/,
  /[\uFE00-\uFE0F]/,
  /[\uFE20-\uFE2F]/
  // TODO: The following characters are also allowed, but the regex isn't supported yet.
  // /[\u{E0100}-\u{E01EF}]/u
);
var operator = concat(operatorHead, operatorCharacter, "*");
var identifierHead = either(
  /[a-zA-Z_]/,
  /[\u00A8\u00AA\u00AD\u00AF\u00B2-\u00B5\u00B7-\u00BA]/,
  /[\u00BC-\u00BE\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u00FF]/,
  /[\u0100-\u02FF\u0370-\u167F\u1681-\u180D\u180F-\u1DBF]/,
  /[\u1E00-\u1FFF]/,
  /[\u200B-\u200D\u202A-\u202E\u203F-\u2040\u2054\u2060-\u206F]/,
  /[\u2070-\u20CF\u2100-\u218F\u2460-\u24FF\u2776-\u2793]/,
  /[\u2C00-\u2DFF\u2E80-\u2FFF]/,
  /[\u3004-\u3007\u3021-\u302F\u3031-\u303F\u3040-\uD7FF]/,
  /[\uF900-\uFD3D\uFD40-\uFDCF\uFDF0-\uFE1F\uFE30-\uFE44]/,
  /[\uFE47-\uFEFE\uFF00-\uFFFD]/
  // Should be /[\uFE47-\uFFFD]/, but we have to exclude FEFF.
  // The following characters are also allowed, but the regexes aren't supported yet.
  // /[\u{10000}-\u{1FFFD}\u{20000-\u{2FFFD}\u{30000}-\u{3FFFD}\u{40000}-\u{4FFFD}]/u,
  // /[\u{50000}-\u{5FFFD}\u{60000-\u{6FFFD}\u{70000}-\u{7FFFD}\u{80000}-\u{8FFFD}]/u,
  // /[\u{90000}-\u{9FFFD}\u{A0000-\u{AFFFD}\u{B0000}-\u{BFFFD}\u{C0000}-\u{CFFFD}]/u,
  // /[\u{D0000}-\u{DFFFD}\u{E0000-\u{EFFFD}]/u
);
var identifierCharacter = either(
  identifierHead,
  /\d/,
  /[\u0300-\u036F\u1DC0-\u1DFF\u20D0-\u20FF\uFE20-\uFE2F]/
);
var identifier = concat(identifierHead, identifierCharacter, "*");
var typeIdentifier = concat(/[A-Z]/, identifierCharacter, "*");
var keywordAttributes = [
  "attached",
  "autoclosure",
  concat(/convention\(/, either("swift", "block", "c"), /\)/),
  "discardableResult",
  "dynamicCallable",
  "dynamicMemberLookup",
  "escaping",
  "freestanding",
  "frozen",
  "GKInspectable",
  "IBAction",
  "IBDesignable",
  "IBInspectable",
  "IBOutlet",
  "IBSegueAction",
  "inlinable",
  "main",
  "nonobjc",
  "NSApplicationMain",
  "NSCopying",
  "NSManaged",
  concat(/objc\(/, identifier, /\)/),
  "objc",
  "objcMembers",
  "propertyWrapper",
  "requires_stored_property_inits",
  "resultBuilder",
  "Sendable",
  "testable",
  "UIApplicationMain",
  "unchecked",
  "unknown",
  "usableFromInline",
  "warn_unqualified_access"
];
var availabilityKeywords = [
  "iOS",
  "iOSApplicationExtension",
  "macOS",
  "macOSApplicationExtension",
  "macCatalyst",
  "macCatalystApplicationExtension",
  "watchOS",
  "watchOSApplicationExtension",
  "tvOS",
  "tvOSApplicationExtension",
  "swift"
];
function swift(hljs) {
  const WHITESPACE = {
    match: /\s+/,
    relevance: 0
  };
  const BLOCK_COMMENT = hljs.COMMENT(
    "/\\*",
    "\\*/",
    { contains: ["self"] }
  );
  const COMMENTS = [
    hljs.C_LINE_COMMENT_MODE,
    BLOCK_COMMENT
  ];
  const DOT_KEYWORD = {
    match: [
      /\./,
      either(...dotKeywords, ...optionalDotKeywords)
    ],
    className: { 2: "keyword" }
  };
  const KEYWORD_GUARD = {
    // Consume .keyword to prevent highlighting properties and methods as keywords.
    match: concat(/\./, either(...keywords)),
    relevance: 0
  };
  const PLAIN_KEYWORDS = keywords.filter((kw) => typeof kw === "string").concat(["_|0"]);
  const REGEX_KEYWORDS = keywords.filter((kw) => typeof kw !== "string").concat(keywordTypes).map(keywordWrapper);
  const KEYWORD = { variants: [
    {
      className: "keyword",
      match: either(...REGEX_KEYWORDS, ...optionalDotKeywords)
    }
  ] };
  const KEYWORDS3 = {
    $pattern: either(
      /\b\w+/,
      // regular keywords
      /#\w+/
      // number keywords
    ),
    keyword: PLAIN_KEYWORDS.concat(numberSignKeywords),
    literal: literals
  };
  const KEYWORD_MODES = [
    DOT_KEYWORD,
    KEYWORD_GUARD,
    KEYWORD
  ];
  const BUILT_IN_GUARD = {
    // Consume .built_in to prevent highlighting properties and methods.
    match: concat(/\./, either(...builtIns)),
    relevance: 0
  };
  const BUILT_IN = {
    className: "built_in",
    match: concat(/\b/, either(...builtIns), /(?=\()/)
  };
  const BUILT_INS3 = [
    BUILT_IN_GUARD,
    BUILT_IN
  ];
  const OPERATOR_GUARD = {
    // Prevent -> from being highlighting as an operator.
    match: /->/,
    relevance: 0
  };
  const OPERATOR = {
    className: "operator",
    relevance: 0,
    variants: [
      { match: operator },
      {
        // dot-operator: only operators that start with a dot are allowed to use dots as
        // characters (..., ...<, .*, etc). So there rule here is: a dot followed by one or more
        // characters that may also include dots.
        match: `\\.(\\.|${operatorCharacter})+`
      }
    ]
  };
  const OPERATORS = [
    OPERATOR_GUARD,
    OPERATOR
  ];
  const decimalDigits3 = "([0-9]_*)+";
  const hexDigits3 = "([0-9a-fA-F]_*)+";
  const NUMBER = {
    className: "number",
    relevance: 0,
    variants: [
      // decimal floating-point-literal (subsumes decimal-literal)
      { match: `\\b(${decimalDigits3})(\\.(${decimalDigits3}))?([eE][+-]?(${decimalDigits3}))?\\b` },
      // hexadecimal floating-point-literal (subsumes hexadecimal-literal)
      { match: `\\b0x(${hexDigits3})(\\.(${hexDigits3}))?([pP][+-]?(${decimalDigits3}))?\\b` },
      // octal-literal
      { match: /\b0o([0-7]_*)+\b/ },
      // binary-literal
      { match: /\b0b([01]_*)+\b/ }
    ]
  };
  const ESCAPED_CHARACTER = (rawDelimiter = "") => ({
    className: "subst",
    variants: [
      { match: concat(/\\/, rawDelimiter, /[0\\tnr"']/) },
      { match: concat(/\\/, rawDelimiter, /u\{[0-9a-fA-F]{1,8}\}/) }
    ]
  });
  const ESCAPED_NEWLINE = (rawDelimiter = "") => ({
    className: "subst",
    match: concat(/\\/, rawDelimiter, /[\t ]*(?:[\r\n]|\r\n)/)
  });
  const INTERPOLATION = (rawDelimiter = "") => ({
    className: "subst",
    label: "interpol",
    begin: concat(/\\/, rawDelimiter, /\(/),
    end: /\)/
  });
  const MULTILINE_STRING = (rawDelimiter = "") => ({
    begin: concat(rawDelimiter, /"""/),
    end: concat(/"""/, rawDelimiter),
    contains: [
      ESCAPED_CHARACTER(rawDelimiter),
      ESCAPED_NEWLINE(rawDelimiter),
      INTERPOLATION(rawDelimiter)
    ]
  });
  const SINGLE_LINE_STRING = (rawDelimiter = "") => ({
    begin: concat(rawDelimiter, /"/),
    end: concat(/"/, rawDelimiter),
    contains: [
      ESCAPED_CHARACTER(rawDelimiter),
      INTERPOLATION(rawDelimiter)
    ]
  });
  const STRING = {
    className: "string",
    variants: [
      MULTILINE_STRING(),
      MULTILINE_STRING("#"),
      MULTILINE_STRING("##"),
      MULTILINE_STRING("###"),
      SINGLE_LINE_STRING(),
      SINGLE_LINE_STRING("#"),
      SINGLE_LINE_STRING("##"),
      SINGLE_LINE_STRING("###")
    ]
  };
  const REGEXP_CONTENTS = [
    hljs.BACKSLASH_ESCAPE,
    {
      begin: /\[/,
      end: /\]/,
      relevance: 0,
      contains: [hljs.BACKSLASH_ESCAPE]
    }
  ];
  const BARE_REGEXP_LITERAL = {
    begin: /\/[^\s](?=[^/\n]*\/)/,
    end: /\//,
    contains: REGEXP_CONTENTS
  };
  const EXTENDED_REGEXP_LITERAL = (rawDelimiter) => {
    const begin = concat(rawDelimiter, /\//);
    const end = concat(/\//, rawDelimiter);
    return {
      begin,
      end,
      contains: [
        ...REGEXP_CONTENTS,
        {
          scope: "comment",
          begin: `#(?!.*${end})`,
          end: /$/
        }
      ]
    };
  };
  const REGEXP = {
    scope: "regexp",
    variants: [
      EXTENDED_REGEXP_LITERAL("###"),
      EXTENDED_REGEXP_LITERAL("##"),
      EXTENDED_REGEXP_LITERAL("#"),
      BARE_REGEXP_LITERAL
    ]
  };
  const QUOTED_IDENTIFIER = { match: concat(/`/, identifier, /`/) };
  const IMPLICIT_PARAMETER = {
    className: "variable",
    match: /\$\d+/
  };
  const PROPERTY_WRAPPER_PROJECTION = {
    className: "variable",
    match: `\\$${identifierCharacter}+`
  };
  const IDENTIFIERS = [
    QUOTED_IDENTIFIER,
    IMPLICIT_PARAMETER,
    PROPERTY_WRAPPER_PROJECTION
  ];
  const AVAILABLE_ATTRIBUTE = {
    match: /(@|#(un)?)available/,
    scope: "keyword",
    starts: { contains: [
      {
        begin: /\(/,
        end: /\)/,
        keywords: availabilityKeywords,
        contains: [
          ...OPERATORS,
          NUMBER,
          STRING
        ]
      }
    ] }
  };
  const KEYWORD_ATTRIBUTE = {
    scope: "keyword",
    match: concat(/@/, either(...keywordAttributes), lookahead(either(/\(/, /\s+/)))
  };
  const USER_DEFINED_ATTRIBUTE = {
    scope: "meta",
    match: concat(/@/, identifier)
  };
  const ATTRIBUTES4 = [
    AVAILABLE_ATTRIBUTE,
    KEYWORD_ATTRIBUTE,
    USER_DEFINED_ATTRIBUTE
  ];
  const TYPE = {
    match: lookahead(/\b[A-Z]/),
    relevance: 0,
    contains: [
      {
        // Common Apple frameworks, for relevance boost
        className: "type",
        match: concat(/(AV|CA|CF|CG|CI|CL|CM|CN|CT|MK|MP|MTK|MTL|NS|SCN|SK|UI|WK|XC)/, identifierCharacter, "+")
      },
      {
        // Type identifier
        className: "type",
        match: typeIdentifier,
        relevance: 0
      },
      {
        // Optional type
        match: /[?!]+/,
        relevance: 0
      },
      {
        // Variadic parameter
        match: /\.\.\./,
        relevance: 0
      },
      {
        // Protocol composition
        match: concat(/\s+&\s+/, lookahead(typeIdentifier)),
        relevance: 0
      }
    ]
  };
  const GENERIC_ARGUMENTS = {
    begin: /</,
    end: />/,
    keywords: KEYWORDS3,
    contains: [
      ...COMMENTS,
      ...KEYWORD_MODES,
      ...ATTRIBUTES4,
      OPERATOR_GUARD,
      TYPE
    ]
  };
  TYPE.contains.push(GENERIC_ARGUMENTS);
  const TUPLE_ELEMENT_NAME = {
    match: concat(identifier, /\s*:/),
    keywords: "_|0",
    relevance: 0
  };
  const TUPLE = {
    begin: /\(/,
    end: /\)/,
    relevance: 0,
    keywords: KEYWORDS3,
    contains: [
      "self",
      TUPLE_ELEMENT_NAME,
      ...COMMENTS,
      REGEXP,
      ...KEYWORD_MODES,
      ...BUILT_INS3,
      ...OPERATORS,
      NUMBER,
      STRING,
      ...IDENTIFIERS,
      ...ATTRIBUTES4,
      TYPE
    ]
  };
  const GENERIC_PARAMETERS = {
    begin: /</,
    end: />/,
    keywords: "repeat each",
    contains: [
      ...COMMENTS,
      TYPE
    ]
  };
  const FUNCTION_PARAMETER_NAME = {
    begin: either(
      lookahead(concat(identifier, /\s*:/)),
      lookahead(concat(identifier, /\s+/, identifier, /\s*:/))
    ),
    end: /:/,
    relevance: 0,
    contains: [
      {
        className: "keyword",
        match: /\b_\b/
      },
      {
        className: "params",
        match: identifier
      }
    ]
  };
  const FUNCTION_PARAMETERS = {
    begin: /\(/,
    end: /\)/,
    keywords: KEYWORDS3,
    contains: [
      FUNCTION_PARAMETER_NAME,
      ...COMMENTS,
      ...KEYWORD_MODES,
      ...OPERATORS,
      NUMBER,
      STRING,
      ...ATTRIBUTES4,
      TYPE,
      TUPLE
    ],
    endsParent: true,
    illegal: /["']/
  };
  const FUNCTION_OR_MACRO = {
    match: [
      /(func|macro)/,
      /\s+/,
      either(QUOTED_IDENTIFIER.match, identifier, operator)
    ],
    className: {
      1: "keyword",
      3: "title.function"
    },
    contains: [
      GENERIC_PARAMETERS,
      FUNCTION_PARAMETERS,
      WHITESPACE
    ],
    illegal: [
      /\[/,
      /%/
    ]
  };
  const INIT_SUBSCRIPT = {
    match: [
      /\b(?:subscript|init[?!]?)/,
      /\s*(?=[<(])/
    ],
    className: { 1: "keyword" },
    contains: [
      GENERIC_PARAMETERS,
      FUNCTION_PARAMETERS,
      WHITESPACE
    ],
    illegal: /\[|%/
  };
  const OPERATOR_DECLARATION = {
    match: [
      /operator/,
      /\s+/,
      operator
    ],
    className: {
      1: "keyword",
      3: "title"
    }
  };
  const PRECEDENCEGROUP = {
    begin: [
      /precedencegroup/,
      /\s+/,
      typeIdentifier
    ],
    className: {
      1: "keyword",
      3: "title"
    },
    contains: [TYPE],
    keywords: [
      ...precedencegroupKeywords,
      ...literals
    ],
    end: /}/
  };
  const CLASS_FUNC_DECLARATION = {
    match: [
      /class\b/,
      /\s+/,
      /func\b/,
      /\s+/,
      /\b[A-Za-z_][A-Za-z0-9_]*\b/
    ],
    scope: {
      1: "keyword",
      3: "keyword",
      5: "title.function"
    }
  };
  const CLASS_VAR_DECLARATION = {
    match: [
      /class\b/,
      /\s+/,
      /var\b/
    ],
    scope: {
      1: "keyword",
      3: "keyword"
    }
  };
  const TYPE_DECLARATION = {
    begin: [
      /(struct|protocol|class|extension|enum|actor)/,
      /\s+/,
      identifier,
      /\s*/
    ],
    beginScope: {
      1: "keyword",
      3: "title.class"
    },
    keywords: KEYWORDS3,
    contains: [
      GENERIC_PARAMETERS,
      ...KEYWORD_MODES,
      {
        begin: /:/,
        end: /\{/,
        keywords: KEYWORDS3,
        contains: [
          {
            scope: "title.class.inherited",
            match: typeIdentifier
          },
          ...KEYWORD_MODES
        ],
        relevance: 0
      }
    ]
  };
  for (const variant of STRING.variants) {
    const interpolation = variant.contains.find((mode) => mode.label === "interpol");
    interpolation.keywords = KEYWORDS3;
    const submodes = [
      ...KEYWORD_MODES,
      ...BUILT_INS3,
      ...OPERATORS,
      NUMBER,
      STRING,
      ...IDENTIFIERS
    ];
    interpolation.contains = [
      ...submodes,
      {
        begin: /\(/,
        end: /\)/,
        contains: [
          "self",
          ...submodes
        ]
      }
    ];
  }
  return {
    name: "Swift",
    keywords: KEYWORDS3,
    contains: [
      ...COMMENTS,
      FUNCTION_OR_MACRO,
      INIT_SUBSCRIPT,
      CLASS_FUNC_DECLARATION,
      CLASS_VAR_DECLARATION,
      TYPE_DECLARATION,
      OPERATOR_DECLARATION,
      PRECEDENCEGROUP,
      {
        beginKeywords: "import",
        end: /$/,
        contains: [...COMMENTS],
        relevance: 0
      },
      REGEXP,
      ...KEYWORD_MODES,
      ...BUILT_INS3,
      ...OPERATORS,
      NUMBER,
      STRING,
      ...IDENTIFIERS,
      ...ATTRIBUTES4,
      TYPE,
      TUPLE
    ]
  };
}

// node_modules/highlight.js/es/languages/typescript.js
var IDENT_RE2 = "[A-Za-z$_][0-9A-Za-z$_]*";
var KEYWORDS2 = [
  "as",
  // for exports
  "in",
  "of",
  "if",
  "for",
  "while",
  "finally",
  "var",
  "new",
  "function",
  "do",
  "return",
  "void",
  "else",
  "break",
  "catch",
  "instanceof",
  "with",
  "throw",
  "case",
  "default",
  "try",
  "switch",
  "continue",
  "typeof",
  "delete",
  "let",
  "yield",
  "const",
  "class",
  // JS handles these with a special rule
  // "get",
  // "set",
  "debugger",
  "async",
  "await",
  "static",
  "import",
  "from",
  "export",
  "extends",
  // It's reached stage 3, which is "recommended for implementation":
  "using"
];
var LITERALS2 = [
  "true",
  "false",
  "null",
  "undefined",
  "NaN",
  "Infinity"
];
var TYPES2 = [
  // Fundamental objects
  "Object",
  "Function",
  "Boolean",
  "Symbol",
  // numbers and dates
  "Math",
  "Date",
  "Number",
  "BigInt",
  // text
  "String",
  "RegExp",
  // Indexed collections
  "Array",
  "Float32Array",
  "Float64Array",
  "Int8Array",
  "Uint8Array",
  "Uint8ClampedArray",
  "Int16Array",
  "Int32Array",
  "Uint16Array",
  "Uint32Array",
  "BigInt64Array",
  "BigUint64Array",
  // Keyed collections
  "Set",
  "Map",
  "WeakSet",
  "WeakMap",
  // Structured data
  "ArrayBuffer",
  "SharedArrayBuffer",
  "Atomics",
  "DataView",
  "JSON",
  // Control abstraction objects
  "Promise",
  "Generator",
  "GeneratorFunction",
  "AsyncFunction",
  // Reflection
  "Reflect",
  "Proxy",
  // Internationalization
  "Intl",
  // WebAssembly
  "WebAssembly"
];
var ERROR_TYPES2 = [
  "Error",
  "EvalError",
  "InternalError",
  "RangeError",
  "ReferenceError",
  "SyntaxError",
  "TypeError",
  "URIError"
];
var BUILT_IN_GLOBALS2 = [
  "setInterval",
  "setTimeout",
  "clearInterval",
  "clearTimeout",
  "require",
  "exports",
  "eval",
  "isFinite",
  "isNaN",
  "parseFloat",
  "parseInt",
  "decodeURI",
  "decodeURIComponent",
  "encodeURI",
  "encodeURIComponent",
  "escape",
  "unescape"
];
var BUILT_IN_VARIABLES2 = [
  "arguments",
  "this",
  "super",
  "console",
  "window",
  "document",
  "localStorage",
  "sessionStorage",
  "module",
  "self",
  "global"
  // Node.js
];
var BUILT_INS2 = [].concat(
  BUILT_IN_GLOBALS2,
  TYPES2,
  ERROR_TYPES2
);
function javascript2(hljs) {
  const regex = hljs.regex;
  const hasClosingTag = (match, { after }) => {
    const tag = "</" + match[0].slice(1);
    const pos = match.input.indexOf(tag, after);
    return pos !== -1;
  };
  const IDENT_RE$1 = IDENT_RE2;
  const FRAGMENT = {
    begin: "<>",
    end: "</>"
  };
  const XML_SELF_CLOSING = /<[A-Za-z0-9\\._:-]+\s*\/>/;
  const XML_TAG = {
    begin: /<[A-Za-z0-9\\._:-]+/,
    end: /\/[A-Za-z0-9\\._:-]+>|\/>/,
    /**
     * @param {RegExpMatchArray} match
     * @param {CallbackResponse} response
     */
    isTrulyOpeningTag: (match, response) => {
      const afterMatchIndex = match[0].length + match.index;
      const nextChar = match.input[afterMatchIndex];
      if (
        // HTML should not include another raw `<` inside a tag
        // nested type?
        // `<Array<Array<number>>`, etc.
        nextChar === "<" || // the , gives away that this is not HTML
        // `<T, A extends keyof T, V>`
        nextChar === ","
      ) {
        response.ignoreMatch();
        return;
      }
      if (nextChar === ">") {
        if (!hasClosingTag(match, { after: afterMatchIndex })) {
          response.ignoreMatch();
        }
      }
      let m;
      const afterMatch = match.input.substring(afterMatchIndex);
      if (m = afterMatch.match(/^\s*=/)) {
        response.ignoreMatch();
        return;
      }
      if (m = afterMatch.match(/^\s+extends\s+/)) {
        if (m.index === 0) {
          response.ignoreMatch();
          return;
        }
      }
    }
  };
  const KEYWORDS$1 = {
    $pattern: IDENT_RE2,
    keyword: KEYWORDS2,
    literal: LITERALS2,
    built_in: BUILT_INS2,
    "variable.language": BUILT_IN_VARIABLES2
  };
  const decimalDigits3 = "[0-9](_?[0-9])*";
  const frac3 = `\\.(${decimalDigits3})`;
  const decimalInteger = `0|[1-9](_?[0-9])*|0[0-7]*[89][0-9]*`;
  const NUMBER = {
    className: "number",
    variants: [
      // DecimalLiteral
      { begin: `(\\b(${decimalInteger})((${frac3})|\\.)?|(${frac3}))[eE][+-]?(${decimalDigits3})\\b` },
      { begin: `\\b(${decimalInteger})\\b((${frac3})\\b|\\.)?|(${frac3})\\b` },
      // DecimalBigIntegerLiteral
      { begin: `\\b(0|[1-9](_?[0-9])*)n\\b` },
      // NonDecimalIntegerLiteral
      { begin: "\\b0[xX][0-9a-fA-F](_?[0-9a-fA-F])*n?\\b" },
      { begin: "\\b0[bB][0-1](_?[0-1])*n?\\b" },
      { begin: "\\b0[oO][0-7](_?[0-7])*n?\\b" },
      // LegacyOctalIntegerLiteral (does not include underscore separators)
      // https://tc39.es/ecma262/#sec-additional-syntax-numeric-literals
      { begin: "\\b0[0-7]+n?\\b" }
    ],
    relevance: 0
  };
  const SUBST = {
    className: "subst",
    begin: "\\$\\{",
    end: "\\}",
    keywords: KEYWORDS$1,
    contains: []
    // defined later
  };
  const HTML_TEMPLATE = {
    begin: ".?html`",
    end: "",
    starts: {
      end: "`",
      returnEnd: false,
      contains: [
        hljs.BACKSLASH_ESCAPE,
        SUBST
      ],
      subLanguage: "xml"
    }
  };
  const CSS_TEMPLATE = {
    begin: ".?css`",
    end: "",
    starts: {
      end: "`",
      returnEnd: false,
      contains: [
        hljs.BACKSLASH_ESCAPE,
        SUBST
      ],
      subLanguage: "css"
    }
  };
  const GRAPHQL_TEMPLATE = {
    begin: ".?gql`",
    end: "",
    starts: {
      end: "`",
      returnEnd: false,
      contains: [
        hljs.BACKSLASH_ESCAPE,
        SUBST
      ],
      subLanguage: "graphql"
    }
  };
  const TEMPLATE_STRING = {
    className: "string",
    begin: "`",
    end: "`",
    contains: [
      hljs.BACKSLASH_ESCAPE,
      SUBST
    ]
  };
  const JSDOC_COMMENT = hljs.COMMENT(
    /\/\*\*(?!\/)/,
    "\\*/",
    {
      relevance: 0,
      contains: [
        {
          begin: "(?=@[A-Za-z]+)",
          relevance: 0,
          contains: [
            {
              className: "doctag",
              begin: "@[A-Za-z]+"
            },
            {
              className: "type",
              begin: "\\{",
              end: "\\}",
              excludeEnd: true,
              excludeBegin: true,
              relevance: 0
            },
            {
              className: "variable",
              begin: IDENT_RE$1 + "(?=\\s*(-)|$)",
              endsParent: true,
              relevance: 0
            },
            // eat spaces (not newlines) so we can find
            // types or variables
            {
              begin: /(?=[^\n])\s/,
              relevance: 0
            }
          ]
        }
      ]
    }
  );
  const COMMENT = {
    className: "comment",
    variants: [
      JSDOC_COMMENT,
      hljs.C_BLOCK_COMMENT_MODE,
      hljs.C_LINE_COMMENT_MODE
    ]
  };
  const SUBST_INTERNALS = [
    hljs.APOS_STRING_MODE,
    hljs.QUOTE_STRING_MODE,
    HTML_TEMPLATE,
    CSS_TEMPLATE,
    GRAPHQL_TEMPLATE,
    TEMPLATE_STRING,
    // Skip numbers when they are part of a variable name
    { match: /\$\d+/ },
    NUMBER
    // This is intentional:
    // See https://github.com/highlightjs/highlight.js/issues/3288
    // hljs.REGEXP_MODE
  ];
  SUBST.contains = SUBST_INTERNALS.concat({
    // we need to pair up {} inside our subst to prevent
    // it from ending too early by matching another }
    begin: /\{/,
    end: /\}/,
    keywords: KEYWORDS$1,
    contains: [
      "self"
    ].concat(SUBST_INTERNALS)
  });
  const SUBST_AND_COMMENTS = [].concat(COMMENT, SUBST.contains);
  const PARAMS_CONTAINS = SUBST_AND_COMMENTS.concat([
    // eat recursive parens in sub expressions
    {
      begin: /(\s*)\(/,
      end: /\)/,
      keywords: KEYWORDS$1,
      contains: ["self"].concat(SUBST_AND_COMMENTS)
    }
  ]);
  const PARAMS = {
    className: "params",
    // convert this to negative lookbehind in v12
    begin: /(\s*)\(/,
    // to match the parms with
    end: /\)/,
    excludeBegin: true,
    excludeEnd: true,
    keywords: KEYWORDS$1,
    contains: PARAMS_CONTAINS
  };
  const CLASS_OR_EXTENDS = {
    variants: [
      // class Car extends vehicle
      {
        match: [
          /class/,
          /\s+/,
          IDENT_RE$1,
          /\s+/,
          /extends/,
          /\s+/,
          regex.concat(IDENT_RE$1, "(", regex.concat(/\./, IDENT_RE$1), ")*")
        ],
        scope: {
          1: "keyword",
          3: "title.class",
          5: "keyword",
          7: "title.class.inherited"
        }
      },
      // class Car
      {
        match: [
          /class/,
          /\s+/,
          IDENT_RE$1
        ],
        scope: {
          1: "keyword",
          3: "title.class"
        }
      }
    ]
  };
  const CLASS_REFERENCE = {
    relevance: 0,
    match: regex.either(
      // Hard coded exceptions
      /\bJSON/,
      // Float32Array, OutT
      /\b[A-Z][a-z]+([A-Z][a-z]*|\d)*/,
      // CSSFactory, CSSFactoryT
      /\b[A-Z]{2,}([A-Z][a-z]+|\d)+([A-Z][a-z]*)*/,
      // FPs, FPsT
      /\b[A-Z]{2,}[a-z]+([A-Z][a-z]+|\d)*([A-Z][a-z]*)*/
      // P
      // single letters are not highlighted
      // BLAH
      // this will be flagged as a UPPER_CASE_CONSTANT instead
    ),
    className: "title.class",
    keywords: {
      _: [
        // se we still get relevance credit for JS library classes
        ...TYPES2,
        ...ERROR_TYPES2
      ]
    }
  };
  const USE_STRICT = {
    label: "use_strict",
    className: "meta",
    relevance: 10,
    begin: /^\s*['"]use (strict|asm)['"]/
  };
  const FUNCTION_DEFINITION = {
    variants: [
      {
        match: [
          /function/,
          /\s+/,
          IDENT_RE$1,
          /(?=\s*\()/
        ]
      },
      // anonymous function
      {
        match: [
          /function/,
          /\s*(?=\()/
        ]
      }
    ],
    className: {
      1: "keyword",
      3: "title.function"
    },
    label: "func.def",
    contains: [PARAMS],
    illegal: /%/
  };
  const UPPER_CASE_CONSTANT = {
    relevance: 0,
    match: /\b[A-Z][A-Z_0-9]+\b/,
    className: "variable.constant"
  };
  function noneOf(list) {
    return regex.concat("(?!", list.join("|"), ")");
  }
  const FUNCTION_CALL = {
    match: regex.concat(
      /\b/,
      noneOf([
        ...BUILT_IN_GLOBALS2,
        "super",
        "import",
        "await"
      ].map((x) => `${x}\\s*\\(`)),
      IDENT_RE$1,
      regex.lookahead(/\s*\(/)
    ),
    className: "title.function",
    relevance: 0
  };
  const PROPERTY_ACCESS = {
    begin: regex.concat(/\./, regex.lookahead(
      regex.concat(IDENT_RE$1, /(?![0-9A-Za-z$_(])/)
    )),
    end: IDENT_RE$1,
    excludeBegin: true,
    keywords: "prototype",
    className: "property",
    relevance: 0
  };
  const GETTER_OR_SETTER = {
    match: [
      /get|set/,
      /\s+/,
      IDENT_RE$1,
      /(?=\()/
    ],
    className: {
      1: "keyword",
      3: "title.function"
    },
    contains: [
      {
        // eat to avoid empty params
        begin: /\(\)/
      },
      PARAMS
    ]
  };
  const FUNC_LEAD_IN_RE = "(\\([^()]*(\\([^()]*(\\([^()]*\\)[^()]*)*\\)[^()]*)*\\)|" + hljs.UNDERSCORE_IDENT_RE + ")\\s*=>";
  const FUNCTION_VARIABLE = {
    match: [
      /const|var|let/,
      /\s+/,
      IDENT_RE$1,
      /\s*/,
      /=\s*/,
      /(async\s*)?/,
      // async is optional
      regex.lookahead(FUNC_LEAD_IN_RE)
    ],
    keywords: "async",
    className: {
      1: "keyword",
      3: "title.function"
    },
    contains: [
      PARAMS
    ]
  };
  return {
    name: "JavaScript",
    aliases: ["js", "jsx", "mjs", "cjs"],
    keywords: KEYWORDS$1,
    // this will be extended by TypeScript
    exports: { PARAMS_CONTAINS, CLASS_REFERENCE },
    illegal: /#(?![$_A-Za-z])/,
    contains: [
      hljs.SHEBANG({
        label: "shebang",
        binary: "node",
        relevance: 5
      }),
      USE_STRICT,
      hljs.APOS_STRING_MODE,
      hljs.QUOTE_STRING_MODE,
      HTML_TEMPLATE,
      CSS_TEMPLATE,
      GRAPHQL_TEMPLATE,
      TEMPLATE_STRING,
      COMMENT,
      // Skip numbers when they are part of a variable name
      { match: /\$\d+/ },
      NUMBER,
      CLASS_REFERENCE,
      {
        scope: "attr",
        match: IDENT_RE$1 + regex.lookahead(":"),
        relevance: 0
      },
      FUNCTION_VARIABLE,
      {
        // "value" container
        begin: "(" + hljs.RE_STARTERS_RE + "|\\b(case|return|throw)\\b)\\s*",
        keywords: "return throw case",
        relevance: 0,
        contains: [
          COMMENT,
          hljs.REGEXP_MODE,
          {
            className: "function",
            // we have to count the parens to make sure we actually have the
            // correct bounding ( ) before the =>.  There could be any number of
            // sub-expressions inside also surrounded by parens.
            begin: FUNC_LEAD_IN_RE,
            returnBegin: true,
            end: "\\s*=>",
            contains: [
              {
                className: "params",
                variants: [
                  {
                    begin: hljs.UNDERSCORE_IDENT_RE,
                    relevance: 0
                  },
                  {
                    className: null,
                    begin: /\(\s*\)/,
                    skip: true
                  },
                  {
                    begin: /(\s*)\(/,
                    end: /\)/,
                    excludeBegin: true,
                    excludeEnd: true,
                    keywords: KEYWORDS$1,
                    contains: PARAMS_CONTAINS
                  }
                ]
              }
            ]
          },
          {
            // could be a comma delimited list of params to a function call
            begin: /,/,
            relevance: 0
          },
          {
            match: /\s+/,
            relevance: 0
          },
          {
            // JSX
            variants: [
              { begin: FRAGMENT.begin, end: FRAGMENT.end },
              { match: XML_SELF_CLOSING },
              {
                begin: XML_TAG.begin,
                // we carefully check the opening tag to see if it truly
                // is a tag and not a false positive
                "on:begin": XML_TAG.isTrulyOpeningTag,
                end: XML_TAG.end
              }
            ],
            subLanguage: "xml",
            contains: [
              {
                begin: XML_TAG.begin,
                end: XML_TAG.end,
                skip: true,
                contains: ["self"]
              }
            ]
          }
        ]
      },
      FUNCTION_DEFINITION,
      {
        // prevent this from getting swallowed up by function
        // since they appear "function like"
        beginKeywords: "while if switch catch for"
      },
      {
        // we have to count the parens to make sure we actually have the correct
        // bounding ( ).  There could be any number of sub-expressions inside
        // also surrounded by parens.
        begin: "\\b(?!function)" + hljs.UNDERSCORE_IDENT_RE + "\\([^()]*(\\([^()]*(\\([^()]*\\)[^()]*)*\\)[^()]*)*\\)\\s*\\{",
        // end parens
        returnBegin: true,
        label: "func.def",
        contains: [
          PARAMS,
          hljs.inherit(hljs.TITLE_MODE, { begin: IDENT_RE$1, className: "title.function" })
        ]
      },
      // catch ... so it won't trigger the property rule below
      {
        match: /\.\.\./,
        relevance: 0
      },
      PROPERTY_ACCESS,
      // hack: prevents detection of keywords in some circumstances
      // .keyword()
      // $keyword = x
      {
        match: "\\$" + IDENT_RE$1,
        relevance: 0
      },
      {
        match: [/\bconstructor(?=\s*\()/],
        className: { 1: "title.function" },
        contains: [PARAMS]
      },
      FUNCTION_CALL,
      UPPER_CASE_CONSTANT,
      CLASS_OR_EXTENDS,
      GETTER_OR_SETTER,
      {
        match: /\$[(.]/
        // relevance booster for a pattern common to JS libs: `$(something)` and `$.something`
      }
    ]
  };
}
function typescript(hljs) {
  const regex = hljs.regex;
  const tsLanguage = javascript2(hljs);
  const IDENT_RE$1 = IDENT_RE2;
  const TYPES3 = [
    "any",
    "void",
    "number",
    "boolean",
    "string",
    "object",
    "never",
    "symbol",
    "bigint",
    "unknown"
  ];
  const NAMESPACE = {
    begin: [
      /namespace/,
      /\s+/,
      hljs.IDENT_RE
    ],
    beginScope: {
      1: "keyword",
      3: "title.class"
    }
  };
  const INTERFACE = {
    beginKeywords: "interface",
    end: /\{/,
    excludeEnd: true,
    keywords: {
      keyword: "interface extends",
      built_in: TYPES3
    },
    contains: [tsLanguage.exports.CLASS_REFERENCE]
  };
  const USE_STRICT = {
    className: "meta",
    relevance: 10,
    begin: /^\s*['"]use strict['"]/
  };
  const TS_SPECIFIC_KEYWORDS = [
    "type",
    // "namespace",
    "interface",
    "public",
    "private",
    "protected",
    "implements",
    "declare",
    "abstract",
    "readonly",
    "enum",
    "override",
    "satisfies"
  ];
  const KEYWORDS$1 = {
    $pattern: IDENT_RE2,
    keyword: KEYWORDS2.concat(TS_SPECIFIC_KEYWORDS),
    literal: LITERALS2,
    built_in: BUILT_INS2.concat(TYPES3),
    "variable.language": BUILT_IN_VARIABLES2
  };
  const DECORATOR = {
    className: "meta",
    begin: "@" + IDENT_RE$1
  };
  const swapMode = (mode, label, replacement) => {
    const indx = mode.contains.findIndex((m) => m.label === label);
    if (indx === -1) {
      throw new Error("can not find mode to replace");
    }
    mode.contains.splice(indx, 1, replacement);
  };
  Object.assign(tsLanguage.keywords, KEYWORDS$1);
  tsLanguage.exports.PARAMS_CONTAINS.push(DECORATOR);
  const ATTRIBUTE_HIGHLIGHT = tsLanguage.contains.find((c2) => c2.scope === "attr");
  const OPTIONAL_KEY_OR_ARGUMENT = Object.assign(
    {},
    ATTRIBUTE_HIGHLIGHT,
    { match: regex.concat(IDENT_RE$1, regex.lookahead(/\s*\?:/)) }
  );
  tsLanguage.exports.PARAMS_CONTAINS.push([
    tsLanguage.exports.CLASS_REFERENCE,
    // class reference for highlighting the params types
    ATTRIBUTE_HIGHLIGHT,
    // highlight the params key
    OPTIONAL_KEY_OR_ARGUMENT
    // Added for optional property assignment highlighting
  ]);
  tsLanguage.contains = tsLanguage.contains.concat([
    DECORATOR,
    NAMESPACE,
    INTERFACE,
    OPTIONAL_KEY_OR_ARGUMENT
    // Added for optional property assignment highlighting
  ]);
  swapMode(tsLanguage, "shebang", hljs.SHEBANG());
  swapMode(tsLanguage, "use_strict", USE_STRICT);
  const functionDeclaration = tsLanguage.contains.find((m) => m.label === "func.def");
  functionDeclaration.relevance = 0;
  Object.assign(tsLanguage, {
    name: "TypeScript",
    aliases: [
      "ts",
      "tsx",
      "mts",
      "cts"
    ]
  });
  return tsLanguage;
}

// node_modules/highlight.js/es/languages/xml.js
function xml(hljs) {
  const regex = hljs.regex;
  const TAG_NAME_RE = regex.concat(/[\p{L}_]/u, regex.optional(/[\p{L}0-9_.-]*:/u), /[\p{L}0-9_.-]*/u);
  const XML_IDENT_RE = /[\p{L}0-9._:-]+/u;
  const XML_ENTITIES = {
    className: "symbol",
    begin: /&[a-z]+;|&#[0-9]+;|&#x[a-f0-9]+;/
  };
  const XML_META_KEYWORDS = {
    begin: /\s/,
    contains: [
      {
        className: "keyword",
        begin: /#?[a-z_][a-z1-9_-]+/,
        illegal: /\n/
      }
    ]
  };
  const XML_META_PAR_KEYWORDS = hljs.inherit(XML_META_KEYWORDS, {
    begin: /\(/,
    end: /\)/
  });
  const APOS_META_STRING_MODE = hljs.inherit(hljs.APOS_STRING_MODE, { className: "string" });
  const QUOTE_META_STRING_MODE = hljs.inherit(hljs.QUOTE_STRING_MODE, { className: "string" });
  const TAG_INTERNALS = {
    endsWithParent: true,
    illegal: /</,
    relevance: 0,
    contains: [
      {
        className: "attr",
        begin: XML_IDENT_RE,
        relevance: 0
      },
      {
        begin: /=\s*/,
        relevance: 0,
        contains: [
          {
            className: "string",
            endsParent: true,
            variants: [
              {
                begin: /"/,
                end: /"/,
                contains: [XML_ENTITIES]
              },
              {
                begin: /'/,
                end: /'/,
                contains: [XML_ENTITIES]
              },
              { begin: /[^\s"'=<>`]+/ }
            ]
          }
        ]
      }
    ]
  };
  return {
    name: "HTML, XML",
    aliases: [
      "html",
      "xhtml",
      "rss",
      "atom",
      "xjb",
      "xsd",
      "xsl",
      "plist",
      "wsf",
      "svg"
    ],
    case_insensitive: true,
    unicodeRegex: true,
    contains: [
      {
        className: "meta",
        begin: /<![a-z]/,
        end: />/,
        relevance: 10,
        contains: [
          XML_META_KEYWORDS,
          QUOTE_META_STRING_MODE,
          APOS_META_STRING_MODE,
          XML_META_PAR_KEYWORDS,
          {
            begin: /\[/,
            end: /\]/,
            contains: [
              {
                className: "meta",
                begin: /<![a-z]/,
                end: />/,
                contains: [
                  XML_META_KEYWORDS,
                  XML_META_PAR_KEYWORDS,
                  QUOTE_META_STRING_MODE,
                  APOS_META_STRING_MODE
                ]
              }
            ]
          }
        ]
      },
      hljs.COMMENT(
        /<!--/,
        /-->/,
        { relevance: 10 }
      ),
      {
        begin: /<!\[CDATA\[/,
        end: /\]\]>/,
        relevance: 10
      },
      XML_ENTITIES,
      // xml processing instructions
      {
        className: "meta",
        end: /\?>/,
        variants: [
          {
            begin: /<\?xml/,
            relevance: 10,
            contains: [
              QUOTE_META_STRING_MODE
            ]
          },
          {
            begin: /<\?[a-z][a-z0-9]+/
          }
        ]
      },
      {
        className: "tag",
        /*
        The lookahead pattern (?=...) ensures that 'begin' only matches
        '<style' as a single word, followed by a whitespace or an
        ending bracket.
        */
        begin: /<style(?=\s|>)/,
        end: />/,
        keywords: { name: "style" },
        contains: [TAG_INTERNALS],
        starts: {
          end: /<\/style>/,
          returnEnd: true,
          subLanguage: "css"
        }
      },
      {
        className: "tag",
        // See the comment in the <style tag about the lookahead pattern
        begin: /<script(?=\s|>)/,
        end: />/,
        keywords: { name: "script" },
        contains: [TAG_INTERNALS],
        starts: {
          end: /<\/script>/,
          returnEnd: true,
          subLanguage: "javascript"
        }
      },
      // we need this for now for jSX
      {
        className: "tag",
        begin: /<>|<\/>/
      },
      // open tag
      {
        className: "tag",
        begin: regex.concat(
          /</,
          regex.lookahead(regex.concat(
            TAG_NAME_RE,
            // <tag/>
            // <tag>
            // <tag ...
            regex.either(/\/>/, />/, /\s/)
          ))
        ),
        end: /\/?>/,
        contains: [
          {
            className: "name",
            begin: TAG_NAME_RE,
            relevance: 0,
            starts: TAG_INTERNALS
          }
        ]
      },
      // close tag
      {
        className: "tag",
        begin: regex.concat(
          /<\//,
          regex.lookahead(regex.concat(
            TAG_NAME_RE,
            />/
          ))
        ),
        contains: [
          {
            className: "name",
            begin: TAG_NAME_RE,
            relevance: 0
          },
          {
            begin: />/,
            relevance: 0,
            endsParent: true
          }
        ]
      }
    ]
  };
}

// node_modules/highlight.js/es/languages/yaml.js
function yaml(hljs) {
  const LITERALS3 = "true false yes no null";
  const URI_CHARACTERS = "[\\w#;/?:@&=+$,.~*'()[\\]]+";
  const KEY = {
    className: "attr",
    variants: [
      // added brackets support and special char support
      { begin: /[\w*@][\w*@ :()\./-]*:(?=[ \t]|$)/ },
      {
        // double quoted keys - with brackets and special char support
        begin: /"[\w*@][\w*@ :()\./-]*":(?=[ \t]|$)/
      },
      {
        // single quoted keys - with brackets and special char support
        begin: /'[\w*@][\w*@ :()\./-]*':(?=[ \t]|$)/
      }
    ]
  };
  const TEMPLATE_VARIABLES = {
    className: "template-variable",
    variants: [
      {
        // jinja templates Ansible
        begin: /\{\{/,
        end: /\}\}/
      },
      {
        // Ruby i18n
        begin: /%\{/,
        end: /\}/
      }
    ]
  };
  const SINGLE_QUOTE_STRING = {
    className: "string",
    relevance: 0,
    begin: /'/,
    end: /'/,
    contains: [
      {
        match: /''/,
        scope: "char.escape",
        relevance: 0
      }
    ]
  };
  const STRING = {
    className: "string",
    relevance: 0,
    variants: [
      {
        begin: /"/,
        end: /"/
      },
      { begin: /\S+/ }
    ],
    contains: [
      hljs.BACKSLASH_ESCAPE,
      TEMPLATE_VARIABLES
    ]
  };
  const CONTAINER_STRING = hljs.inherit(STRING, { variants: [
    {
      begin: /'/,
      end: /'/,
      contains: [
        {
          begin: /''/,
          relevance: 0
        }
      ]
    },
    {
      begin: /"/,
      end: /"/
    },
    { begin: /[^\s,{}[\]]+/ }
  ] });
  const DATE_RE = "[0-9]{4}(-[0-9][0-9]){0,2}";
  const TIME_RE = "([Tt \\t][0-9][0-9]?(:[0-9][0-9]){2})?";
  const FRACTION_RE = "(\\.[0-9]*)?";
  const ZONE_RE = "([ \\t])*(Z|[-+][0-9][0-9]?(:[0-9][0-9])?)?";
  const TIMESTAMP = {
    className: "number",
    begin: "\\b" + DATE_RE + TIME_RE + FRACTION_RE + ZONE_RE + "\\b"
  };
  const VALUE_CONTAINER = {
    end: ",",
    endsWithParent: true,
    excludeEnd: true,
    keywords: LITERALS3,
    relevance: 0
  };
  const OBJECT = {
    begin: /\{/,
    end: /\}/,
    contains: [VALUE_CONTAINER],
    illegal: "\\n",
    relevance: 0
  };
  const ARRAY = {
    begin: "\\[",
    end: "\\]",
    contains: [VALUE_CONTAINER],
    illegal: "\\n",
    relevance: 0
  };
  const MODES4 = [
    KEY,
    {
      className: "meta",
      begin: "^---\\s*$",
      relevance: 10
    },
    {
      // multi line string
      // Blocks start with a | or > followed by a newline
      //
      // Indentation of subsequent lines must be the same to
      // be considered part of the block
      className: "string",
      begin: "[\\|>]([1-9]?[+-])?[ ]*\\n( +)[^ ][^\\n]*\\n(\\2[^\\n]+\\n?)*"
    },
    {
      // Ruby/Rails erb
      begin: "<%[%=-]?",
      end: "[%-]?%>",
      subLanguage: "ruby",
      excludeBegin: true,
      excludeEnd: true,
      relevance: 0
    },
    {
      // named tags
      className: "type",
      begin: "!\\w+!" + URI_CHARACTERS
    },
    // https://yaml.org/spec/1.2/spec.html#id2784064
    {
      // verbatim tags
      className: "type",
      begin: "!<" + URI_CHARACTERS + ">"
    },
    {
      // primary tags
      className: "type",
      begin: "!" + URI_CHARACTERS
    },
    {
      // secondary tags
      className: "type",
      begin: "!!" + URI_CHARACTERS
    },
    {
      // fragment id &ref
      className: "meta",
      begin: "&" + hljs.UNDERSCORE_IDENT_RE + "$"
    },
    {
      // fragment reference *ref
      className: "meta",
      begin: "\\*" + hljs.UNDERSCORE_IDENT_RE + "$"
    },
    {
      // array listing
      className: "bullet",
      // TODO: remove |$ hack when we have proper look-ahead support
      begin: "-(?=[ ]|$)",
      relevance: 0
    },
    hljs.HASH_COMMENT_MODE,
    {
      beginKeywords: LITERALS3,
      keywords: { literal: LITERALS3 }
    },
    TIMESTAMP,
    // numbers are any valid C-style number that
    // sit isolated from other words
    {
      className: "number",
      begin: hljs.C_NUMBER_RE + "\\b",
      relevance: 0
    },
    OBJECT,
    ARRAY,
    SINGLE_QUOTE_STRING,
    STRING
  ];
  const VALUE_MODES = [...MODES4];
  VALUE_MODES.pop();
  VALUE_MODES.push(CONTAINER_STRING);
  VALUE_CONTAINER.contains = VALUE_MODES;
  return {
    name: "YAML",
    case_insensitive: true,
    aliases: ["yml"],
    contains: MODES4
  };
}

// src/engine/local/render/grammars.ts
var GRAMMARS = {
  bash,
  c,
  cpp,
  csharp,
  css,
  dart,
  diff,
  dockerfile,
  elixir,
  go,
  graphql,
  haskell,
  ini,
  java,
  javascript,
  json,
  kotlin,
  less,
  lua,
  makefile,
  markdown,
  nginx,
  objectivec,
  perl,
  php,
  powershell,
  python,
  r,
  ruby,
  rust,
  scala,
  scss,
  shell,
  sql,
  swift,
  typescript,
  xml,
  yaml
};
var GRAMMAR_NAMES = Object.keys(GRAMMARS);
var ALIASES = {
  sh: "bash",
  zsh: "bash",
  h: "c",
  "c++": "cpp",
  cc: "cpp",
  cxx: "cpp",
  "h++": "cpp",
  hh: "cpp",
  hpp: "cpp",
  hxx: "cpp",
  "c#": "csharp",
  cs: "csharp",
  patch: "diff",
  docker: "dockerfile",
  ex: "elixir",
  exs: "elixir",
  golang: "go",
  gql: "graphql",
  hs: "haskell",
  toml: "ini",
  jsp: "java",
  cjs: "javascript",
  js: "javascript",
  jsx: "javascript",
  mjs: "javascript",
  json5: "json",
  jsonc: "json",
  kt: "kotlin",
  ktm: "kotlin",
  kts: "kotlin",
  ktx: "kotlin",
  pluto: "lua",
  mak: "makefile",
  make: "makefile",
  mk: "makefile",
  md: "markdown",
  mkd: "markdown",
  mkdown: "markdown",
  nginxconf: "nginx",
  mm: "objectivec",
  "obj-c": "objectivec",
  "obj-c++": "objectivec",
  objc: "objectivec",
  "objective-c++": "objectivec",
  pl: "perl",
  pm: "perl",
  ps: "powershell",
  ps1: "powershell",
  pwsh: "powershell",
  gyp: "python",
  ipython: "python",
  py: "python",
  python3: "python",
  gemspec: "ruby",
  irb: "ruby",
  podspec: "ruby",
  rb: "ruby",
  thor: "ruby",
  rs: "rust",
  console: "shell",
  shellsession: "shell",
  cts: "typescript",
  mts: "typescript",
  ts: "typescript",
  tsx: "typescript",
  atom: "xml",
  htm: "xml",
  html: "xml",
  plist: "xml",
  rss: "xml",
  svg: "xml",
  vue: "xml",
  wsf: "xml",
  xhtml: "xml",
  xjb: "xml",
  xsd: "xml",
  xsl: "xml",
  yml: "yaml"
};

// src/engine/local/render/highlight.ts
var RECENT_BLOCKS = 256;
var TAB_WIDTH = 4;
var NBSP = ["", "&nbsp;", "&nbsp;&nbsp;", "&nbsp;&nbsp;&nbsp;", "&nbsp;&nbsp;&nbsp;&nbsp;"];
function codeHtml(html, plain, spans) {
  let out = "";
  let last = 0;
  let column = 0;
  for (let i = 0; i < html.length; i++) {
    let replaced;
    switch (html.charCodeAt(i)) {
      case 32:
        replaced = "&nbsp;";
        column++;
        break;
      case 10:
        replaced = "<br>";
        column = 0;
        break;
      case 9: {
        const width = TAB_WIDTH - column % TAB_WIDTH;
        replaced = NBSP[width];
        column += width;
        break;
      }
      case 38:
        if (plain) replaced = "&amp;";
        else {
          const end = html.indexOf(";", i);
          column++;
          i = end === -1 ? i : end;
          continue;
        }
        column++;
        break;
      case 60:
        if (plain) {
          replaced = "&lt;";
          column++;
          break;
        }
        {
          const end = html.indexOf(">", i);
          replaced = html.charCodeAt(i + 1) === 47 ? "</span>" : openTag(spans, html.slice(i, end));
          if (i > last) out += html.slice(last, i);
          out += replaced;
          i = end;
          last = end + 1;
          continue;
        }
      case 62:
        replaced = "&gt;";
        column++;
        break;
      case 34:
        replaced = "&quot;";
        column++;
        break;
      default:
        column++;
        continue;
    }
    if (i > last) out += html.slice(last, i);
    out += replaced;
    last = i + 1;
  }
  if (last === 0) return html;
  return last < html.length ? out + html.slice(last) : out;
}
var CLASS = /class="([^" ]*)/;
function openTag(spans, tag) {
  const scope = CLASS.exec(tag)?.[1];
  return (scope !== void 0 && Object.hasOwn(spans, scope) ? spans[scope] : void 0) ?? "<span>";
}
function createHighlighter() {
  const hljs = core_default.newInstance();
  hljs.configure({ classPrefix: "" });
  const ready = /* @__PURE__ */ new Set();
  const failed = /* @__PURE__ */ new Set();
  function register(name) {
    if (hljs.getLanguage(name) || !Object.hasOwn(GRAMMARS, name)) return;
    hljs.registerLanguage(name, GRAMMARS[name]);
    for (const embedded of embeddedNames(hljs.getLanguage(name))) register(embedded);
  }
  function grammar(lang) {
    const name = ALIASES[lang] ?? lang;
    if (!Object.hasOwn(GRAMMARS, name) || failed.has(name)) return void 0;
    if (ready.has(name)) return name;
    try {
      register(name);
      hljs.highlight("", { language: name, ignoreIllegals: true });
      ready.add(name);
      return name;
    } catch {
      failed.add(name);
      return void 0;
    }
  }
  const recent = /* @__PURE__ */ new Map();
  function scoped(body, name) {
    const key = `${name}\0${body}`;
    let markup = recent.get(key);
    if (markup === void 0) {
      const result = hljs.highlight(body, { language: name, ignoreIllegals: true });
      markup = result.errorRaised ? null : result.value;
      if (recent.size >= RECENT_BLOCKS) recent.clear();
      recent.set(key, markup);
    }
    return markup;
  }
  return (code, lang, spans) => {
    const body = code.endsWith("\n") ? code.slice(0, -1) : code;
    const name = lang ? grammar(lang.toLowerCase()) : void 0;
    const markup = name ? scoped(body, name) : null;
    return markup === null ? codeHtml(body, true, spans) : codeHtml(markup, false, spans);
  };
}
function embeddedNames(language) {
  const names = /* @__PURE__ */ new Set();
  const seen = /* @__PURE__ */ new Set();
  const walk = (mode) => {
    if (typeof mode !== "object" || mode === null || seen.has(mode)) return;
    seen.add(mode);
    const { subLanguage, contains, variants, starts } = mode;
    for (const name of subLanguage === void 0 ? [] : [subLanguage].flat()) names.add(name);
    for (const next of [contains, variants, starts].flat()) walk(next);
  };
  walk(language);
  return names;
}

// src/engine/local/render/links.ts
var BULLET_LIST = -1;
function newLinkState() {
  return {
    numbers: /* @__PURE__ */ new Map(),
    entries: [],
    linkClose: [],
    rawLinkClose: [],
    lists: [],
    footnoteUrls: /* @__PURE__ */ new Map()
  };
}
function isPlatformArticle(href) {
  const match = /^https?:\/\/([^/?#:]+)/i.exec(href);
  if (!match) return false;
  const host = match[1].toLowerCase();
  return PLATFORM.articleHosts.some((h) => host === h || host.endsWith(`.${h}`));
}
function attr(value) {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
function referenceNumber(state, key, entry) {
  let n = state.numbers.get(key);
  if (n === void 0) {
    n = state.entries.push(entry);
    state.numbers.set(key, n);
  }
  return n;
}
function footnoteNumber(state, id) {
  const url = state.footnoteUrls.get(id);
  if (url !== void 0) return referenceNumber(state, url, { url });
  return referenceNumber(state, `\0${id}`, { footnote: id });
}
var BARE_URL = /^https?:\/\/\S+$/;
function findFootnoteUrls(tokens, state) {
  if (tokens[tokens.length - 1]?.type !== "footnote_block_close") return;
  for (let i = tokens.length - 1; i >= 0 && tokens[i].type !== "footnote_block_open"; i--) {
    const open = tokens[i];
    if (open.type !== "footnote_open") continue;
    const body = [];
    for (let j = i + 1; j < tokens.length && tokens[j].type !== "footnote_close"; j++) {
      if (tokens[j].type !== "footnote_anchor") body.push(tokens[j]);
    }
    const [p, inline, close] = body;
    if (body.length !== 3 || p.type !== "paragraph_open" || close.type !== "paragraph_close") {
      continue;
    }
    const parts = (inline.children ?? []).filter((c2) => c2.type !== "footnote_anchor");
    let url;
    if (parts.length === 1 && parts[0].type === "text" && BARE_URL.test(parts[0].content)) {
      url = parts[0].content;
    } else if (parts.length === 3 && parts[0].type === "link_open") {
      const href = String(parts[0].attrGet("href") ?? "");
      if (BARE_URL.test(href) && parts[1].content === href) url = href;
    }
    if (url !== void 0) state.footnoteUrls.set(open.meta.id, url);
  }
}
function openLink(state, s, href, closers) {
  if (href === "" || href.startsWith("#")) {
    closers.push("");
    return "";
  }
  if (isPlatformArticle(href)) {
    closers.push("</a>");
    return `<a href="${attr(href)}" style="${s.link}">`;
  }
  const n = referenceNumber(state, href, { url: href });
  closers.push(`</span><sup style="${s.refMark}">[${n}]</sup>`);
  return `<span style="${s.link}">`;
}
function nextMarker(state, s) {
  const depth = state.lists.length - 1;
  const next = state.lists[depth] ?? BULLET_LIST;
  if (next === BULLET_LIST) {
    return `<span style="${s.marker}">${s.bullets[Math.max(depth, 0) % s.bullets.length]}</span>`;
  }
  state.lists[depth] = next + 1;
  return `<span style="${s.marker}">${next}.</span>`;
}
var RAW = /<(\/?)(a|ul|ol|li)\b([^<>]*)>/g;
var QUICK = /<\/?(?:a|ul|ol|li|pre)\b/;
var PRE = /(<pre\b[^<>]*>)([\s\S]*?)(<\/pre>|$)/g;
var PRE_TEXT = /(^|>)([^<]+)/g;
var HREF = /\shref="([^"]*)"/;
var START = /\sstart="(\d{1,9})"/;
function rewriteRawHtml(html, state, s) {
  if (!QUICK.test(html)) return html;
  if (html.includes("<pre")) html = html.replace(PRE, preserveWhitespace);
  return html.replace(RAW, (tag, slash, name, attrs) => {
    if (name === "a") {
      if (slash) return state.rawLinkClose.pop() ?? "";
      return openLink(
        state,
        s,
        decodeHTMLAttribute(HREF.exec(attrs)?.[1] ?? ""),
        state.rawLinkClose
      );
    }
    if (name === "li") {
      return slash ? "</section></li>" : `<li style="${s.listItem}"><section>${nextMarker(state, s)}`;
    }
    if (slash) {
      state.lists.pop();
      return tag;
    }
    const start = name === "ol" ? Number(START.exec(attrs)?.[1] ?? 1) : BULLET_LIST;
    state.lists.push(start);
    return `<${name} style="${s.list}">`;
  });
}
function preserveWhitespace(_whole, open, body, close) {
  let column = 0;
  let entity = false;
  const text = body.replace(/^\n/, "").replace(PRE_TEXT, (_m, gt, run) => {
    let out = gt;
    for (const ch of run) {
      if (ch === "\n") {
        out += "<br>";
        column = 0;
      } else if (ch === "	") {
        const width = TAB_WIDTH - column % TAB_WIDTH;
        out += "&nbsp;".repeat(width);
        column += width;
      } else if (ch === " ") {
        out += "&nbsp;";
        column++;
      } else {
        out += ch;
        if (!entity) column++;
        if (ch === "&") entity = true;
        else if (ch === ";") entity = false;
      }
    }
    return out;
  });
  return open + text + close;
}
function referenceList(state, s, footnotes, esc, cjk = false) {
  for (const id of footnotes.keys()) footnoteNumber(state, id);
  if (state.entries.length === 0) return "";
  const urls = state.entries.some((entry) => "url" in entry);
  const heading = urls ? cjk ? "\u53C2\u8003\u8D44\u6599" : "References" : cjk ? "\u6CE8\u91CA" : "Notes";
  let html = `<section style="${s.refList}"><p style="${s.sectionTitle}">${heading}</p>
`;
  state.entries.forEach((entry, i) => {
    if ("url" in entry) {
      html += `<p style="${s.refItem}"><span style="${s.refMark}">[${i + 1}]</span> <span style="${s.refUrl};${URL_WRAP}">${breakableUrl(entry.url, esc)}</span></p>
`;
    } else {
      html += footnotes.get(entry.footnote) ?? "";
    }
  });
  return `${html}</section>
`;
}
var URL_WRAP = "word-break:normal;overflow-wrap:anywhere";
function breakableUrl(url, esc) {
  return url.split(/(?<=[/.?&=\-_#])(?!\/)/).map(esc).join("<wbr>");
}
function mostlyCjk(text) {
  const cjk = text.match(/[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/g)?.length ?? 0;
  if (cjk === 0) return false;
  const words = text.match(/[A-Za-z]+/g)?.length ?? 0;
  return cjk >= words;
}

// src/engine/local/render/modules-rows.ts
function title(block, m, inline) {
  return block.caption ? `<p style="${m.title}">${inline(block.caption)}</p>` : "";
}
var isAccent = (cell) => cell?.toLowerCase() === "accent";
function withoutStyle(row) {
  const last = row[row.length - 1]?.toLowerCase();
  return row.length > 1 && (last === "accent" || last === "default") ? row.slice(0, -1) : row;
}
function steps(block, m, inline) {
  let html = `<section style="margin:1.2em 0">${title(block, m, inline)}`;
  readRows(block.body).forEach((row, i) => {
    const [number, name, text] = row.length >= 3 ? row : row.length === 2 ? [String(i + 1), row[0], row[1]] : [String(i + 1), row[0], ""];
    html += `<section style="${m.step}"><p style="margin:0"><span style="${m.stepNumber}">${inline(number)}</span><span style="${m.stepTitle}">${inline(name)}</span></p>`;
    if (text) html += `<p style="${m.stepBody}">${inline(text)}</p>`;
    html += "</section>";
  });
  return `${html}</section>
`;
}
function timeline(block, m, inline) {
  let html = `<section style="margin:1.2em 0">${title(block, m, inline)}<section style="${m.timeline}">`;
  for (const row of readRows(block.body)) {
    const [time, name = "", text = ""] = row;
    html += `<section style="${m.timelineItem}"><p style="margin:0"><span style="${m.timelineDot}"></span><span style="${m.timelineTime}">${inline(time)}</span></p>`;
    if (name) html += `<p style="${m.faqQuestion}">${inline(name)}</p>`;
    if (text) html += `<p style="${m.small}">${inline(text)}</p>`;
    html += "</section>";
  }
  return `${html}</section></section>
`;
}
function compare(block, m, inline) {
  let html = `<section style="margin:1.2em 0">${title(block, m, inline)}`;
  for (const raw of readRows(block.body)) {
    const accent = isAccent(raw[raw.length - 1]);
    const [label, ...sides] = withoutStyle(raw);
    html += `<section style="${m.row}"><p style="${m.rowLabel}">${inline(label)}</p>`;
    html += `<section style="margin:0 -1%">${sides.map(
      (side, i) => `<section style="${accent && i === sides.length - 1 ? m.cellAccent : m.cell}">${inline(side)}</section>`
    ).join("")}</section></section>`;
  }
  return `${html}</section>
`;
}
function metrics(block, m, inline) {
  let cells = "";
  for (const raw of readRows(block.body)) {
    const accent = isAccent(raw[raw.length - 1]);
    const [label, value = "", note = ""] = withoutStyle(raw);
    cells += `<section style="${accent ? m.metricAccent : m.metric}"><p style="${m.metricValue}">${inline(value)}</p><p style="${m.faqQuestion}">${inline(label)}</p>`;
    if (note) cells += `<p style="${m.small}">${inline(note)}</p>`;
    cells += "</section>";
  }
  return `<section style="margin:1.2em 0">${title(block, m, inline)}<section style="margin:0 -1%">${cells}</section></section>
`;
}
function faq(block, m, inline) {
  let html = `<section style="margin:1.2em 0">${title(block, m, inline)}`;
  for (const row of readRows(block.body)) {
    const [question, ...answer] = row;
    html += `<section style="${m.faqItem}"><p style="${m.faqQuestion}"><span style="${m.faqBadge}">Q</span>${inline(question)}</p>`;
    if (answer.length > 0) {
      html += `<p style="${m.text}"><span style="${m.faqBadgeAnswer}">A</span>${inline(answer.join(" | "))}</p>`;
    }
    html += "</section>";
  }
  return `${html}</section>
`;
}
var CHECK_STATES = {
  done: { mark: "\u2611", style: "checkDone" },
  todo: { mark: "\u2610", style: "checkOpen" },
  na: { mark: "\u2014", style: "checkNone" }
};
function checklist(block, m, inline) {
  let html = `<section style="margin:1.2em 0">${title(block, m, inline)}`;
  for (const row of readRows(block.body)) {
    const last = row.length > 1 ? row[row.length - 1].toLowerCase() : "";
    const state = CHECK_STATES[last] ?? CHECK_STATES.todo;
    const text = CHECK_STATES[last] ? row.slice(0, -1).join(" | ") : row.join(" | ");
    const muted = last === "na" ? ";opacity:0.6" : "";
    html += `<p style="${m.check}${muted}"><span style="${m[state.style]}">${state.mark}</span>${inline(text)}</p>`;
  }
  return `${html}</section>
`;
}

// src/engine/local/render/modules-text.ts
function paragraphs(lines, style, inline) {
  const out = [];
  let current = [];
  const flush = () => {
    if (current.length > 0) out.push(`<p style="${style}">${inline(current.join("\n"))}</p>`);
    current = [];
  };
  for (const line of lines) {
    if (line.trim() === "") flush();
    else current.push(line.trim());
  }
  flush();
  return out.join("");
}
var KINDS = CALLOUT_KINDS;
function callout(block, m, inline) {
  const named = [...block.args, block.params.type ?? ""].find(
    (word) => KINDS.includes(word.toLowerCase())
  );
  const kind = named?.toLowerCase() ?? "info";
  const c2 = m.callout[kind];
  const mark = `<span style="${c2.mark}">${c2.icon}</span>`;
  const heading = block.caption ? `<p style="${m.faqQuestion}">${mark}${inline(block.caption)}</p>` : "";
  let body = paragraphs(block.body, m.text, inline);
  if (!heading) body = body.replace(/^(<p style="[^"]*">)/, `$1${mark}`);
  return `<section style="${c2.box}">${heading}${body}</section>
`;
}
function quote(block, m, inline) {
  const text = block.body.filter((line) => !line.trim().startsWith("|"));
  const source2 = block.body.filter((line) => line.trim().startsWith("|")).flatMap((line) => line.split("|").map((part) => part.trim())).filter(Boolean);
  let html = `<section style="${m.quote}">${title(block, m, inline)}<p style="${m.quoteMark}">\u201C</p>${paragraphs(text, m.quoteText, inline)}`;
  if (source2.length > 0)
    html += `<p style="${m.quoteSource}">\u2014 ${source2.map(inline).join(" \xB7 ")}</p>`;
  return `${html}</section>
`;
}
function cta(block, m, inline) {
  const fields = readFields(block.body);
  const heading = fields.get("title") ?? block.caption;
  let html = `<section style="${m.cta}">`;
  if (heading) html += `<p style="${m.ctaTitle}">${inline(heading)}</p>`;
  for (const key of ["body", "subtitle"]) {
    const value = fields.get(key);
    if (value) html += `<p style="${m.text}">${inline(value)}</p>`;
  }
  if (fields.size === 0) html += paragraphs(block.body, m.text, inline);
  const button = fields.get("button") ?? fields.get("button_text") ?? fields.get("action");
  if (button)
    html += `<p style="margin:0"><span style="${m.ctaButton}">${inline(button)}</span></p>`;
  const note = fields.get("note");
  if (note) html += `<p style="${m.small}">${inline(note)}</p>`;
  return `${html}</section>
`;
}
function summary(block, m, inline) {
  const fields = readFields(block.body);
  const heading = fields.get("title") ?? block.caption;
  let html = `<section style="${m.summary}">`;
  if (heading) html += `<p style="${m.title}">${inline(heading)}</p>`;
  const highlight = fields.get("highlight");
  if (highlight) html += `<p style="${m.summaryHighlight}">${inline(highlight)}</p>`;
  const items = (fields.get("items") ?? "").split("|").map((item) => item.trim()).filter(Boolean);
  items.forEach((item, i) => {
    html += `<p style="${m.summaryItem}"><span style="${m.summaryMark}">${i + 1}.</span>${inline(item)}</p>`;
  });
  for (const key of ["fit", "recommendation"]) {
    const value = fields.get(key);
    if (value)
      html += `<p style="${m.summaryItem}"><span style="${m.summaryMark}">\u2192</span>${inline(value)}</p>`;
  }
  if (fields.size === 0) html += paragraphs(block.body, m.text, inline);
  const note = fields.get("note");
  if (note) html += `<p style="${m.small}">${inline(note)}</p>`;
  return `${html}</section>
`;
}
function authorCard(block, m, inline) {
  const fields = readFields(block.body);
  const name = fields.get("name") ?? block.caption;
  const initial = [...name.replace(/[\s*_`[\]]/g, "")][0] ?? "\u270E";
  let html = `<section style="${m.author}"><p style="margin:0"><span style="${m.avatar}">${inline(initial)}</span><span style="${m.authorName}">${inline(name)}</span></p>`;
  for (const key of ["title", "role", "bio"]) {
    const value = fields.get(key);
    if (value) html += `<p style="${key === "bio" ? m.text : m.small}">${inline(value)}</p>`;
  }
  return `${html}</section>
`;
}

// src/engine/local/render/modules-render.ts
var DRAWN = {
  callout,
  steps,
  timeline,
  compare,
  metrics,
  quote,
  faq,
  checklist,
  cta,
  "author-card": authorCard,
  summary
};
function renderModule(module, s, inline) {
  if (module.kind === "hero") {
    const m = s.modules;
    let html = `<section style="${s.hero}">`;
    if (module.eyebrow) html += `<p style="${m.heroEyebrow}">${inline(module.eyebrow)}</p>`;
    html += `<p style="${s.heroTitle}">${inline(module.title)}</p>`;
    if (module.subtitle) html += `<p style="${s.heroSubtitle}">${inline(module.subtitle)}</p>`;
    if (module.tags.length > 0) {
      html += `<p style="${s.heroTags}">`;
      for (const tag of module.tags) html += `<span style="${s.heroTag}">${inline(tag)}</span>`;
      html += "</p>";
    }
    if (module.note) html += `<p style="${m.heroNote}">${inline(module.note)}</p>`;
    return `${html}</section>
`;
  }
  if (module.kind === "cards") {
    let html = `<section style="${s.cardsWrap}">`;
    if (module.heading) html += `<p style="${s.cardsHeading}">${inline(module.heading)}</p>`;
    for (const card of module.cards) {
      html += `<section style="${card.accent ? s.cardAccent : s.card}">`;
      html += `<p style="${card.accent ? s.cardTitleAccent : s.cardTitle}">${inline(card.title)}</p>`;
      for (const line of card.lines) {
        if (line) html += `<p style="${s.cardLine}">${inline(line)}</p>`;
      }
      html += "</section>";
    }
    return `${html}</section>
`;
  }
  const draw = DRAWN[module.block.name];
  return draw ? draw(module.block, s.modules, inline) : plainBlock(module.block, s.modules, inline);
}
function plainBlock(block, m, inline) {
  let html = `<section style="${m.box}"><p style="${m.boxLabel}">:::${inline(block.written)}</p>`;
  if (block.caption) html += `<p style="${m.title}">${inline(block.caption)}</p>`;
  for (const line of block.body) {
    if (line.trim() !== "") html += `<p style="${m.text}">${inline(line.trim())}</p>`;
  }
  return `${html}</section>
`;
}

// src/engine/local/render/tokens.ts
function newRenderEnv() {
  return {
    ...newLinkState(),
    inFootnotes: false,
    footnoteBodies: /* @__PURE__ */ new Map(),
    rawOpen: [[]],
    prefix: ""
  };
}
function st(env) {
  return env;
}
function renderTokens(md, tokens, env, parts, s) {
  const { renderer, options } = md;
  const render = (list, i) => {
    const rule = renderer.rules[list[i].type];
    return rule ? rule(list, i, options, env, renderer) : renderer.renderToken(list, i, options);
  };
  let footnote;
  let out = parts;
  for (let i = 0; i < tokens.length; i++) {
    const type = tokens[i].type;
    if (type === "footnote_block_open" || type === "footnote_block_close") {
      env.inFootnotes = type === "footnote_block_open";
      continue;
    }
    if (type === "footnote_open") {
      footnote = { id: tokens[i].meta.id, parts: [] };
      out = footnote.parts;
    }
    if (type !== "inline") {
      out.push(render(tokens, i));
    } else {
      env.rawOpen.push([]);
      const children = tokens[i].children ?? [];
      for (let j = 0; j < children.length; j++) out.push(render(children, j));
      out.push(rewriteRawHtml(closeOpenTags(env.rawOpen.pop() ?? []), env, s));
    }
    if (type === "footnote_close" && footnote) {
      if (!env.footnoteUrls.has(footnote.id)) {
        env.footnoteBodies.set(footnote.id, footnote.parts.join(""));
      }
      footnote = void 0;
      out = parts;
    }
  }
}

// src/engine/local/render/rules.ts
function captionStyle(s) {
  return `display:block;margin:-0.5em 0 1em;text-align:center;font-size:0.85em;line-height:1.5;${s.refUrl}`;
}
function closeRaw(open, env, s) {
  return rewriteRawHtml(closeOpenTags(open), env, s);
}
function installRules(md, s, highlight, rich) {
  const esc = md.utils.escapeHtml;
  const rules = md.renderer.rules;
  const takePrefix = (env) => {
    const prefix = env.prefix;
    env.prefix = "";
    return prefix;
  };
  rules.paragraph_open = (tokens, idx, _o, e) => {
    const env = st(e);
    const token = tokens[idx];
    if (token.hidden) return takePrefix(env);
    const style = env.inFootnotes ? s.refItem : s.paragraph;
    return `<p style="${style}">${takePrefix(env)}`;
  };
  rules.paragraph_close = (tokens, idx) => tokens[idx].hidden ? "" : "</p>\n";
  rules.heading_open = (tokens, idx) => {
    const level = Number(tokens[idx].tag.slice(1)) - 1;
    return `<${tokens[idx].tag} style="${s.headings[level]}">${s.headingOpen[level]}`;
  };
  rules.heading_close = (tokens, idx) => {
    const level = Number(tokens[idx].tag.slice(1)) - 1;
    return `${s.headingClose[level]}</${tokens[idx].tag}>
`;
  };
  const alerts = alertStyles();
  rules.blockquote_open = (tokens, idx) => {
    const kind = tokens[idx].meta?.alert;
    if (!kind) return `<blockquote style="${s.blockquote}">
`;
    const alert = alerts[kind];
    return `<section style="${alert.box}"><p style="${alert.title}">${alert.label}</p>
`;
  };
  rules.blockquote_close = (tokens, idx) => tokens[idx].meta?.alert ? "</section>\n" : "</blockquote>\n";
  rules.hr = () => `<hr style="${s.hr}">
`;
  rules.bullet_list_open = (_t, _i, _o, e) => {
    const env = st(e);
    env.lists.push(BULLET_LIST);
    return `<ul style="${s.list}">
`;
  };
  rules.ordered_list_open = (tokens, idx, _o, e) => {
    const env = st(e);
    const start = Number(tokens[idx].attrGet("start") ?? 1);
    env.lists.push(Number.isFinite(start) && start >= 0 ? start : 1);
    return `<ol style="${s.list}">
`;
  };
  rules.bullet_list_close = (_t, _i, _o, e) => {
    const env = st(e);
    env.lists.pop();
    return "</ul>\n";
  };
  rules.ordered_list_close = (_t, _i, _o, e) => {
    const env = st(e);
    env.lists.pop();
    return "</ol>\n";
  };
  rules.list_item_open = (tokens, idx, _o, e) => {
    const env = st(e);
    const token = tokens[idx];
    const marker = token.meta?.task !== void 0 ? `<span style="${s.taskMarker}">${token.meta.task ? "\u2611" : "\u2610"}</span>` : nextMarker(env, s);
    if (tokens[idx + 1]?.type === "paragraph_open") {
      env.prefix = marker;
      return `<li style="${s.listItem}"><section>`;
    }
    return `<li style="${s.listItem}"><section>${marker}`;
  };
  rules.list_item_close = () => "</section></li>\n";
  rules.code_inline = (tokens, idx) => `<code style="${s.inlineCode}">${esc(tokens[idx].content)}</code>`;
  const codeBlock = (content, lang) => `<pre style="${s.pre}"><code style="${s.code}">${highlight(content, lang, s.codeSpans)}</code></pre>
`;
  rules.fence = (tokens, idx) => {
    const info = tokens[idx].info.trim();
    const lang = info ? info.split(/\s+/, 1)[0] : "";
    return codeBlock(tokens[idx].content, lang === "mermaid" ? "" : lang);
  };
  rules.code_block = (tokens, idx) => codeBlock(tokens[idx].content, "");
  rules.table_open = () => `<section style="${s.tableWrap}"><table style="${s.table}">
`;
  rules.table_close = () => "</table></section>\n";
  const cell = (base) => (tokens, idx) => {
    const align = tokens[idx].attrGet("style");
    return `<${tokens[idx].tag} style="${base}${align ? `;${align}` : ""}">`;
  };
  rules.th_open = cell(s.th);
  rules.td_open = cell(s.td);
  rules.image = (tokens, idx, options, env, self) => {
    const token = tokens[idx];
    const alt = self.renderInlineAsText(token.children ?? [], options, env);
    const title2 = String(token.attrGet("title") ?? "");
    const img = `<img src="${attr(String(token.attrGet("src") ?? ""))}" alt="${attr(alt)}"${title2 ? ` title="${attr(title2)}"` : ""} style="${s.image}">`;
    return title2.trim() ? `${img}<span style="${captionStyle(s)}">${esc(title2)}</span>` : img;
  };
  rules.strong_open = () => `<strong style="${s.strong}">`;
  rules.em_open = () => `<em style="${s.em}">`;
  rules.s_open = () => `<del style="${s.del}">`;
  rules.s_close = () => "</del>";
  rules.link_open = (tokens, idx, _o, e) => {
    const env = st(e);
    return openLink(env, s, String(tokens[idx].attrGet("href") ?? ""), env.linkClose);
  };
  rules.link_close = (_t, _i, _o, e) => st(e).linkClose.pop() ?? "";
  const scope = (env) => env.rawOpen[env.rawOpen.length - 1];
  const raw = (html, inline, env) => {
    const clean = rich.sanitize?.(html, inline);
    if (clean === void 0) {
      rich.wanted.add("html");
      return esc(html);
    }
    return rewriteRawHtml(balanceTags(clean, scope(env)), env, s);
  };
  rules.html_block = (tokens, idx, _o, e) => raw(tokens[idx].content, false, st(e));
  rules.html_inline = (tokens, idx, _o, e) => raw(tokens[idx].content, true, st(e));
  rules.footnote_ref = (tokens, idx, _o, e) => {
    const n = footnoteNumber(st(e), tokens[idx].meta.id);
    return `<sup style="${s.footnoteRef}">[${n}]</sup>`;
  };
  rules.footnote_open = (tokens, idx, _o, e) => {
    const n = footnoteNumber(st(e), tokens[idx].meta.id);
    const mark = `<span style="${s.refMark}">[${n}]</span> `;
    if (tokens[idx + 1]?.type === "paragraph_open") {
      st(e).prefix = mark;
      return "<section>";
    }
    return `<section>${mark}`;
  };
  rules.footnote_close = () => "</section>\n";
  rules.footnote_anchor = () => "";
  rules.layout_module = (tokens, idx, _o, e) => {
    const env = st(e);
    const inline = (text) => {
      const parts = [];
      renderTokens(md, md.parseInline(text, env), env, parts, s);
      return parts.join("");
    };
    return renderModule(tokens[idx].meta, s, inline);
  };
  for (const container of ["list_item", "blockquote", "footnote"]) {
    const open = rules[`${container}_open`] ?? ((t, i, o, _e, self) => self.renderToken(t, i, o));
    const close = rules[`${container}_close`] ?? ((t, i, o, _e, self) => self.renderToken(t, i, o));
    rules[`${container}_open`] = (t, i, o, e, self) => {
      st(e).rawOpen.push([]);
      return open(t, i, o, e, self);
    };
    rules[`${container}_close`] = (t, i, o, e, self) => closeRaw(st(e).rawOpen.pop() ?? [], st(e), s) + close(t, i, o, e, self);
  }
}

// src/engine/local/render/syntax.ts
var TASK = /^\[([ xX])\][ \t]+/;
function taskListPlugin(md) {
  md.core.ruler.after("inline", "task_list", (state) => {
    const tokens = state.tokens;
    for (let i = 0; i + 2 < tokens.length; i++) {
      if (tokens[i].type !== "list_item_open" || tokens[i + 1].type !== "paragraph_open") continue;
      const inline = tokens[i + 2];
      const first = inline.children?.[0];
      if (inline.type !== "inline" || first?.type !== "text") continue;
      const match = TASK.exec(first.content);
      if (!match) continue;
      first.content = first.content.slice(match[0].length);
      tokens[i].meta = { ...tokens[i].meta, task: match[1] !== " " };
    }
  });
}
var DANGEROUS_OPEN = /^<(script|style|iframe|object|embed|noscript|template|textarea|select|svg|math)(?=[\s/>])/i;
function dropDangerousInlineHtml(md) {
  md.core.ruler.after("inline", "drop_dangerous_inline_html", (state) => {
    for (const token of state.tokens) {
      if (token.type !== "inline" || !token.children) continue;
      if (!token.content.includes("<")) continue;
      token.children = dropRuns(token.children);
    }
  });
}
function dropRuns(children) {
  const kept2 = [];
  let closing;
  for (const child of children) {
    if (closing) {
      if (child.type === "html_inline" && closing.test(child.content)) closing = void 0;
      continue;
    }
    const open = child.type === "html_inline" ? DANGEROUS_OPEN.exec(child.content) : null;
    if (open && !child.content.endsWith("/>")) {
      closing = new RegExp(`^</${open[1]}\\s*>$`, "i");
      continue;
    }
    kept2.push(child);
  }
  return kept2;
}
var PLAIN_URL = /^(?:[A-Za-z0-9;/?&=+$,\-_.!~*'()#:]|%[0-9A-Fa-f]{2})*$/;
var SCHEME = /^[A-Za-z0-9.+-]+:/;
function isNormalizedLink(url) {
  if (url.length > 255 || !PLAIN_URL.test(url)) return false;
  const colon = url.indexOf(":");
  return colon === -1 || SCHEME.test(url) && url.indexOf(":", colon + 1) === -1;
}
function plainLinksPlugin(md) {
  const normalize = md.normalizeLink.bind(md);
  md.normalizeLink = (url) => isNormalizedLink(url) ? url : normalize(url);
}
function dropEmptyText(md, before) {
  md.core.ruler.before(before, "drop_empty_text", (state) => {
    for (const token of state.tokens) {
      const children = token.children;
      if (token.type !== "inline" || !children || !token.content.includes("\n")) continue;
      if (children.some((child) => child.type === "text" && child.content === "")) {
        token.children = children.filter((child) => child.type !== "text" || child.content !== "");
      }
    }
  });
}

// src/engine/local/render/renderer.ts
function createRenderer(theme, fontSize, highlight, rich, s = buildStyles(theme, fontSize)) {
  const md = new lib_default({ html: true, linkify: false, typographer: false });
  md.use(footnote_plugin).use(modulesPlugin).use(taskListPlugin).use(dropDangerousInlineHtml).use(plainLinksPlugin).use(richPlugin, { theme, rich }).use(alertsPlugin).use(cjk_breaks_plugin).use(dropEmptyText, "cjk_breaks");
  installRules(md, s, highlight, rich);
  const roots = rootTags(theme, fontSize);
  return {
    parse(markdown2) {
      const env = { cjk: mostlyCjk(markdown2) };
      return { tokens: md.parse(markdown2, env), env };
    },
    render({ tokens, env: found }, background) {
      const env = { ...found, ...newRenderEnv() };
      const parts = [roots[background], "\n"];
      findFootnoteUrls(tokens, env);
      renderTokens(md, tokens, env, parts, s);
      parts.push(
        closeRaw(env.rawOpen[0], env, s),
        referenceList(env, s, env.footnoteBodies, md.utils.escapeHtml, found.cjk === true),
        "</section>"
      );
      return parts.join("");
    }
  };
}
function rootTags(theme, fontSize) {
  return {
    default: `<section style="${attr(rootStyle(theme, fontSize, "default"))}">`,
    grid: `<section style="${attr(rootStyle(theme, fontSize, "grid"))}">`,
    none: `<section style="${attr(rootStyle(theme, fontSize, "none"))}">`
  };
}

// src/engine/local/render/look-tables.ts
var MARK = "";
var MARK_END = "";
var WRITTEN_WHOLE = /* @__PURE__ */ new Set(["headingOpen", "headingClose"]);
var kept = (text, whole) => whole || text !== "";
var wholeUnder = (key, whole) => whole || WRITTEN_WHOLE.has(key);
function mapKept(value, leaf, whole) {
  if (typeof value === "string") return kept(value, whole) ? leaf() : value;
  if (Array.isArray(value)) return value.map((item) => mapKept(item, leaf, whole));
  if (value !== null && typeof value === "object") {
    const record = value;
    const copy = {};
    for (const key in record) copy[key] = mapKept(record[key], leaf, wholeUnder(key, whole));
    return copy;
  }
  return value;
}
function lookTables() {
  let tables;
  return (theme, fontSize) => {
    tables ??= JSON.parse(LOOK_TABLES_JSON);
    const found = tables.looks[`${theme}/${fontSize}`];
    if (!found) throw new Error(`No style table for the look ${theme}/${fontSize}.`);
    const { strings } = tables;
    const table = new Array(found.length - 1);
    for (let i = 1; i < found.length; i++) table[i - 1] = strings[found[i]];
    const values = table.slice(0, table.length - BACKGROUND_TYPES.length);
    const roots = {};
    BACKGROUND_TYPES.forEach((background, i) => {
      roots[background] = table[values.length + i];
    });
    return { shape: tables.shapes[found[0]], values, roots, table };
  };
}
function standIns(theme, fontSize) {
  let next = 0;
  return mapKept(buildStyles(theme, fontSize), () => stand(next++), false);
}
function split(template) {
  const parts = [];
  let literal = 0;
  let at = template.indexOf(MARK);
  while (at !== -1) {
    let end = at + 1;
    while (end < template.length && isDigit(template.charCodeAt(end))) end++;
    if (end > at + 1 && template[end] === MARK_END) {
      parts.push(template.slice(literal, at), Number(template.slice(at + 1, end)));
      literal = end + 1;
      at = template.indexOf(MARK, literal);
    } else at = template.indexOf(MARK, at + 1);
  }
  parts.push(template.slice(literal));
  return parts;
}
function stand(index) {
  return `${MARK}${index}${MARK_END}`;
}
function isDigit(code) {
  return code >= 48 && code <= 57;
}
function fill(parts, values) {
  const out = new Array(parts.length);
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    out[i] = typeof part === "number" ? values[part] : part;
  }
  return out.join("");
}

// src/engine/local/render/parse-cache.ts
var PARSE_LIMITS = { count: 24, chars: 2e6 };
function createParseCache(limits = PARSE_LIMITS) {
  const kept2 = /* @__PURE__ */ new Map();
  let chars = 0;
  return (markdown2, parse) => {
    const found = kept2.get(markdown2);
    if (found) return found;
    const parsed = parse(markdown2);
    if (markdown2.length > limits.chars) return parsed;
    kept2.set(markdown2, parsed);
    chars += markdown2.length;
    for (const text of kept2.keys()) {
      if (kept2.size <= limits.count && chars <= limits.chars) break;
      kept2.delete(text);
      chars -= text.length;
    }
    return parsed;
  };
}

// src/engine/local/render/restyle.ts
function createRestyler(renderer, highlight, rich) {
  const looks = /* @__PURE__ */ new Map();
  const templateRenderers = /* @__PURE__ */ new Map();
  const drawn = /* @__PURE__ */ new WeakMap();
  const tableOf = lookTables();
  function lookStyles(look) {
    const key = `${look.theme}\0${look.fontSize}`;
    let found = looks.get(key);
    if (!found) {
      resolveTheme(look.theme);
      found = tableOf(look.theme, look.fontSize);
      looks.set(key, found);
    }
    return found;
  }
  function templateRenderer(look, shape) {
    let found = templateRenderers.get(shape);
    if (!found) {
      const theme = resolveTheme(look.theme);
      const s = standIns(theme, look.fontSize);
      found = {
        draw: createRenderer(theme, look.fontSize, highlight, rich, s),
        roots: rootTags(theme, look.fontSize)
      };
      templateRenderers.set(shape, found);
    }
    return found;
  }
  const loaded = () => `${rich.math ? "m" : ""}${rich.mermaid ? "d" : ""}${rich.sanitize ? "h" : ""}`;
  function templateOf(parsed, background, look, styles) {
    let byShape = drawn.get(parsed);
    if (!byShape) {
      byShape = /* @__PURE__ */ new Map();
      drawn.set(parsed, byShape);
    }
    const key = `${background}\0${styles.shape}\0${loaded()}`;
    const found = byShape.get(key);
    if (found) return found;
    const template = templateRenderer(look, styles.shape);
    const root = template.roots[background];
    const rootIndex = styles.values.length + BACKGROUND_TYPES.indexOf(background);
    const earlier = [...rich.wanted];
    rich.wanted.clear();
    const parts = [
      rootIndex,
      ...split(template.draw.render(parsed, background).slice(root.length))
    ];
    if (rich.wanted.size === 0) byShape.set(key, parts);
    for (const kind of earlier) rich.wanted.add(kind);
    return parts;
  }
  function draw(parsed, markdown2, background, look) {
    if (!templatable(parsed, markdown2))
      return renderer(look.theme, look.fontSize).render(parsed, background);
    const styles = lookStyles(look);
    return fill(templateOf(parsed, background, look, styles), styles.table);
  }
  function restyle(parsed, markdown2, background, wanted, finish) {
    const full = (look) => {
      const html = renderer(look.theme, look.fontSize).render(parsed, background);
      return finish ? finish(html) : html;
    };
    const templates = [];
    if (!templatable(parsed, markdown2)) return { pages: wanted.map(full), templates };
    const made = /* @__PURE__ */ new Map();
    const pages = wanted.map((look) => {
      const styles = lookStyles(look);
      let index = made.get(styles.shape);
      if (index === void 0) {
        const parts = templateParts(parsed, background, look, styles, finish);
        index = parts ? templates.push(parts) - 1 : -1;
        made.set(styles.shape, index);
      }
      return index < 0 ? full(look) : index;
    });
    return { pages, templates };
  }
  return {
    /**
     * A renderer to parse with for this look: the one its template is drawn by, so a
     * conversion drawn from a template makes no renderer of the look's own (a parse is the
     * same in every look, renderer.ts).
     */
    parser: (look) => templateRenderer(look, lookStyles(look).shape).draw,
    draw,
    restyle,
    /** The strings a template's numbers stand for in this look, built once per engine. */
    styleTable: (look) => lookStyles(look).table
  };
  function templateParts(parsed, background, look, styles, finish) {
    const parts = templateOf(parsed, background, look, styles);
    if (!finish) return parts;
    const root = templateRenderer(look, styles.shape).roots[background];
    const [rootIndex, ...rest] = parts;
    const html = root + rest.map((part) => typeof part === "number" ? stand(part) : part).join("");
    const finished = finish(html);
    if (!finished.startsWith(root)) return void 0;
    const finishedParts = finished === html ? parts : [rootIndex, ...split(finished.slice(root.length))];
    return finish(fill(parts, styles.table)) === fill(finishedParts, styles.table) ? finishedParts : void 0;
  }
}
function expand(restyled, tables) {
  return restyled.pages.map(
    (page, i) => typeof page === "string" ? page : fill(restyled.templates[page], tables[i])
  );
}
function templatable(parsed, markdown2) {
  return !markdown2.includes(MARK) && !parsed.tokens.some((token) => token.type === "mermaid_block");
}

// src/engine/local/engine.ts
function createLocalEngineWith(splitFrontMatter, {
  maxHtmlBytes = DEFAULT_BUDGET.maxHtmlBytes
} = {}) {
  const highlight = createHighlighter();
  const renderers = /* @__PURE__ */ new Map();
  const rich = createRichRenderers();
  const kept2 = createParseCache();
  function renderer(theme, fontSize) {
    const key = `${theme}\0${fontSize}`;
    let found = renderers.get(key);
    if (!found) {
      found = createRenderer(resolveTheme(theme), fontSize, highlight, rich);
      renderers.set(key, found);
    }
    return found;
  }
  const restyler = createRestyler(renderer, highlight, rich);
  function parse(markdown2, by) {
    return kept2(markdown2, (text) => by.parse(text));
  }
  function restyleTemplates(request, looks, finish) {
    const { markdown: markdown2, theme, fontSize, backgroundType } = validate2(request);
    const { body } = withoutFrontMatter(markdown2, splitFrontMatter);
    return restyler.restyle(
      parse(body, restyler.parser({ theme, fontSize })),
      body,
      backgroundType,
      looks,
      finish
    );
  }
  function convertSync(request, prechecked = false) {
    const { markdown: sent, theme, fontSize, backgroundType } = validate2(request);
    resolveTheme(theme);
    if (!prechecked) enforceLimits(sent);
    const { body: markdown2, bodyLineOffset } = withoutFrontMatter(sent, splitFrontMatter);
    if (!prechecked) {
      const malformed = checkModules(markdown2, bodyLineOffset).find((f) => f.severity === "error");
      if (malformed) throw new DocumentError("malformed_module", malformed.message, malformed.line);
    }
    rich.wanted.clear();
    const parsed = parse(markdown2, restyler.parser({ theme, fontSize }));
    const html = restyler.draw(parsed, markdown2, backgroundType, { theme, fontSize });
    if (html.length > maxHtmlBytes) {
      throw new LimitError(
        BUDGET_CODES.html,
        `The converted HTML is ${formatMb(html.length)}; a document may convert to at most ${formatMb(maxHtmlBytes)} (${BUDGET_CODES.html}). Fewer or smaller formulas and diagrams bring it down; \`max-html-bytes\` raises the cap.`,
        maxHtmlBytes,
        html.length
      );
    }
    const words = wordCount(markdown2);
    return {
      html,
      theme,
      fontSize,
      backgroundType,
      wordCount: words,
      estimatedReadTime: estimatedReadTime(words)
    };
  }
  return {
    name: "local",
    rich,
    convertSync,
    restyle(request, looks, finish) {
      return expand(
        restyleTemplates(request, looks, finish),
        looks.map((look) => restyler.styleTable(look))
      );
    },
    restyleTemplates,
    styleTable: restyler.styleTable,
    loadedRenderers: () => ["math", "mermaid"].filter((kind) => rich[kind]),
    async convert(request, signal, options) {
      signal?.throwIfAborted();
      const result = convertSync(request, options?.prechecked);
      if (!await loadWanted(rich)) return result;
      signal?.throwIfAborted();
      return convertSync(request, true);
    }
  };
}
function validate2(request) {
  if (typeof request?.markdown !== "string") {
    throw new DocumentError("invalid_request", "The convert request needs `markdown` as a string.");
  }
  const theme = request.theme ?? DEFAULT_THEME;
  const fontSize = request.fontSize ?? "medium";
  const backgroundType = request.backgroundType ?? "default";
  if (typeof theme !== "string") {
    throw new DocumentError(
      "unknown_theme",
      `The theme must be a string. Valid themes: ${THEME_IDS.join(", ")}.`
    );
  }
  if (!FONT_SIZES.includes(fontSize)) {
    throw new DocumentError(
      "invalid_request",
      `Unknown fontSize "${String(fontSize).slice(0, 32)}": use ${FONT_SIZES.join(", ")}.`
    );
  }
  if (!BACKGROUND_TYPES.includes(backgroundType)) {
    throw new DocumentError(
      "invalid_request",
      `Unknown backgroundType "${String(backgroundType).slice(0, 32)}": use ${BACKGROUND_TYPES.join(", ")}.`
    );
  }
  return { markdown: request.markdown, theme, fontSize, backgroundType };
}
function withoutFrontMatter(markdown2, splitFrontMatter) {
  if (!markdown2.startsWith("---")) return { body: markdown2, bodyLineOffset: 0 };
  try {
    const split2 = splitFrontMatter(markdown2);
    if (split2 === void 0)
      throw new Error("This front matter needs the YAML library, which was not loaded.");
    if (split2.bodyLineOffset > 0) return split2;
  } catch (error) {
    if (!(error instanceof DocumentError)) throw error;
  }
  return { body: markdown2, bodyLineOffset: 0 };
}
function enforceLimits(markdown2) {
  const finding = precheck({ markdown: markdown2 }).find((f) => f.code !== LIMIT_CODES.bodyBytes);
  if (finding) {
    throw new LimitError(
      finding.code,
      finding.message,
      finding.limit ?? 0,
      finding.actual ?? 0,
      finding.line
    );
  }
}

export {
  fill,
  createLocalEngineWith
};
