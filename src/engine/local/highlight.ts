import type { HLJSApi, LanguageFn } from 'highlight.js';
import hljsCore from 'highlight.js/lib/core';
import bashGrammar from 'highlight.js/lib/languages/bash';
import cGrammar from 'highlight.js/lib/languages/c';
import cppGrammar from 'highlight.js/lib/languages/cpp';
import csharpGrammar from 'highlight.js/lib/languages/csharp';
import cssGrammar from 'highlight.js/lib/languages/css';
import dartGrammar from 'highlight.js/lib/languages/dart';
import diffGrammar from 'highlight.js/lib/languages/diff';
import dockerfileGrammar from 'highlight.js/lib/languages/dockerfile';
import elixirGrammar from 'highlight.js/lib/languages/elixir';
import goGrammar from 'highlight.js/lib/languages/go';
import graphqlGrammar from 'highlight.js/lib/languages/graphql';
import haskellGrammar from 'highlight.js/lib/languages/haskell';
import iniGrammar from 'highlight.js/lib/languages/ini';
import javaGrammar from 'highlight.js/lib/languages/java';
import javascriptGrammar from 'highlight.js/lib/languages/javascript';
import jsonGrammar from 'highlight.js/lib/languages/json';
import kotlinGrammar from 'highlight.js/lib/languages/kotlin';
import lessGrammar from 'highlight.js/lib/languages/less';
import luaGrammar from 'highlight.js/lib/languages/lua';
import makefileGrammar from 'highlight.js/lib/languages/makefile';
import markdownGrammar from 'highlight.js/lib/languages/markdown';
import nginxGrammar from 'highlight.js/lib/languages/nginx';
import objectivecGrammar from 'highlight.js/lib/languages/objectivec';
import perlGrammar from 'highlight.js/lib/languages/perl';
import phpGrammar from 'highlight.js/lib/languages/php';
import powershellGrammar from 'highlight.js/lib/languages/powershell';
import pythonGrammar from 'highlight.js/lib/languages/python';
import rGrammar from 'highlight.js/lib/languages/r';
import rubyGrammar from 'highlight.js/lib/languages/ruby';
import rustGrammar from 'highlight.js/lib/languages/rust';
import scalaGrammar from 'highlight.js/lib/languages/scala';
import scssGrammar from 'highlight.js/lib/languages/scss';
import shellGrammar from 'highlight.js/lib/languages/shell';
import sqlGrammar from 'highlight.js/lib/languages/sql';
import swiftGrammar from 'highlight.js/lib/languages/swift';
import typescriptGrammar from 'highlight.js/lib/languages/typescript';
import xmlGrammar from 'highlight.js/lib/languages/xml';
import yamlGrammar from 'highlight.js/lib/languages/yaml';
import { highlightFast, type RunContext } from './hljs-fast.js';

/**
 * The grammars fences can name. They are imported statically so the bundler puts them
 * in dist/: the action runs from a checkout of this repository, which has no
 * node_modules, and a grammar resolved at run time would be missing there (code would
 * silently come out unhighlighted). Importing a grammar only defines its function; it is
 * registered (and compiled) the first time a fence names it, and this module itself is
 * loaded only by runs that use the local engine.
 */
const GRAMMARS: Record<string, LanguageFn> = {
  bash: bashGrammar,
  c: cGrammar,
  cpp: cppGrammar,
  csharp: csharpGrammar,
  css: cssGrammar,
  dart: dartGrammar,
  diff: diffGrammar,
  dockerfile: dockerfileGrammar,
  elixir: elixirGrammar,
  go: goGrammar,
  graphql: graphqlGrammar,
  haskell: haskellGrammar,
  ini: iniGrammar,
  java: javaGrammar,
  javascript: javascriptGrammar,
  json: jsonGrammar,
  kotlin: kotlinGrammar,
  less: lessGrammar,
  lua: luaGrammar,
  makefile: makefileGrammar,
  markdown: markdownGrammar,
  nginx: nginxGrammar,
  objectivec: objectivecGrammar,
  perl: perlGrammar,
  php: phpGrammar,
  powershell: powershellGrammar,
  python: pythonGrammar,
  r: rGrammar,
  ruby: rubyGrammar,
  rust: rustGrammar,
  scala: scalaGrammar,
  scss: scssGrammar,
  shell: shellGrammar,
  sql: sqlGrammar,
  swift: swiftGrammar,
  typescript: typescriptGrammar,
  xml: xmlGrammar,
  yaml: yamlGrammar,
};

/** The languages fences can name (besides the aliases below). */
export const GRAMMAR_NAMES: readonly string[] = Object.keys(GRAMMARS);

const ALIASES: Record<string, string> = {
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

/** Highlights `code` as `lang`; `spans` maps an hljs scope to its opening `<span style>` tag. */
export type Highlight = (
  code: string,
  lang: string,
  spans: Readonly<Record<string, string>>,
) => string;

/**
 * Escapes code text for the editor, which collapses spaces and drops newlines in `<code>`:
 * `&nbsp;` and `<br>` besides the HTML escapes. A char-code loop: this runs on every text
 * fragment hljs emits, and a regex with a replacer function was 4x slower.
 */
function codeText(text: string): string {
  let out = '';
  let last = 0;
  for (let i = 0; i < text.length; i++) {
    let escaped: string;
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
    if (i > last) out += text.slice(last, i);
    out += escaped;
    last = i + 1;
  }
  if (last === 0) return text;
  return last < text.length ? out + text.slice(last) : out;
}

/**
 * An hljs emitter (the `__emitter` option of highlight.js 11) that writes the final
 * HTML while hljs scans: inline-styled spans and editor-safe text, with no token
 * tree, no class names and no second pass over the output.
 */
interface StyledEmitter {
  buffer: string;
}

/**
 * The opening tag of an hljs scope: "title.function_" → "title"; scopes without a
 * colour still need a span to close.
 */
function openTag(spans: Readonly<Record<string, string>>, scope: string): string {
  const dot = scope.indexOf('.');
  return spans[dot === -1 ? scope : scope.slice(0, dot)] ?? '<span>';
}

function emitterFor(current: { spans: Readonly<Record<string, string>> }) {
  return class implements StyledEmitter {
    buffer = '';
    addText(text: string): void {
      if (text) this.buffer += codeText(text);
    }
    startScope(scope: string): void {
      this.buffer += openTag(current.spans, scope);
    }
    endScope(): void {
      this.buffer += '</span>';
    }
    // hljs calls both spellings: startScope/endScope for keywords, openNode/closeNode for modes.
    openNode(scope: string): void {
      this.startScope(scope);
    }
    closeNode(): void {
      this.endScope();
    }
    __addSublanguage(emitter: StyledEmitter): void {
      this.buffer += emitter.buffer;
    }
    finalize(): boolean {
      return true;
    }
    toHTML(): string {
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
export function createHighlighter(options: { viaHljs?: boolean } = {}): Highlight {
  const viaHljs = options.viaHljs === true;
  const hljs: HLJSApi = hljsCore.newInstance();
  // The colour table of the call in progress; highlight() is synchronous, so one slot is enough.
  const current = { spans: {} as Readonly<Record<string, string>> };
  hljs.configure({ __emitter: emitterFor(current) } as unknown as Parameters<
    HLJSApi['configure']
  >[0]);
  const failed = new Set<string>();

  function grammar(lang: string): string | undefined {
    const name = ALIASES[lang] ?? lang;
    if (hljs.getLanguage(name)) return name;
    const definition = Object.hasOwn(GRAMMARS, name) ? GRAMMARS[name] : undefined;
    if (!definition || failed.has(name)) return undefined;
    try {
      hljs.registerLanguage(name, definition);
      // hljs compiles a grammar on its first highlight; the fast loop runs on compiled ones.
      hljs.highlight('', { language: name, ignoreIllegals: true });
      return name;
    } catch {
      // A grammar that cannot compile degrades to plain code, never to an error.
      failed.add(name);
      return undefined;
    }
  }

  const run: RunContext = {
    hljs,
    matchers: new WeakMap(),
    open: (scope) => openTag(current.spans, scope),
    text: codeText,
  };

  return (code, lang, spans) => {
    const body = code.endsWith('\n') ? code.slice(0, -1) : code;
    const name = lang ? grammar(lang.toLowerCase()) : undefined;
    if (!name) return codeText(body);
    current.spans = spans;
    // Where hljs fails (illegal match, raised error) it escapes on its own, keeping raw spaces.
    if (!viaHljs) return highlightFast(run, name, body) ?? codeText(body);
    const result = hljs.highlight(body, { language: name, ignoreIllegals: true });
    return result.illegal || (result as { errorRaised?: unknown }).errorRaised
      ? codeText(body)
      : result.value;
  };
}
