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

/**
 * The grammars fences can name. They are imported statically so the bundler puts them
 * in dist/: the action runs from a checkout of this repository, which has no
 * node_modules, and a grammar resolved at run time would be missing there (code would
 * silently come out unhighlighted). Importing a grammar only defines its function; it is
 * registered (and compiled) the first time a fence names it, and this module itself is
 * loaded only by runs that use the local engine.
 */
export const GRAMMARS: Readonly<Record<string, LanguageFn>> = {
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

/** Highlighted blocks kept for the next conversion of the same document (see `scoped`). */
const RECENT_BLOCKS = 256;

/** Tab stops every 4 columns: GitHub's default width for code, and what Go and Makefiles expect. */
export const TAB_WIDTH = 4;

const NBSP = ['', '&nbsp;', '&nbsp;&nbsp;', '&nbsp;&nbsp;&nbsp;', '&nbsp;&nbsp;&nbsp;&nbsp;'];

/**
 * Writes code text for the editor, which collapses ordinary whitespace (a tab
 * included) and drops newlines inside `<code>`: spaces become `&nbsp;`, newlines
 * `<br>`, and a tab the `&nbsp;`s up to the next tab stop. `html` is either plain
 * text (`plain` true: `& < > "` are escaped here) or highlight.js' output, already
 * escaped, whose `<span class>` tags become the theme's inline-styled spans. A
 * char-code loop: it runs over every code block, and regex replacers were 4x slower.
 */
function codeHtml(html: string, plain: boolean, spans: Readonly<Record<string, string>>): string {
  let out = '';
  let last = 0;
  let column = 0;
  for (let i = 0; i < html.length; i++) {
    let replaced: string;
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
        if (plain) replaced = '&amp;';
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
          if (i > last) out += html.slice(last, i);
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
    if (i > last) out += html.slice(last, i);
    out += replaced;
    last = i + 1;
  }
  if (last === 0) return html;
  return last < html.length ? out + html.slice(last) : out;
}

const CLASS = /class="([^" ]*)/;

/**
 * The opening tag for hljs' `<span class="title function_">`: the theme's span for the
 * first class ("title"); scopes without a colour (sub-languages too) still need a span
 * to close.
 */
function openTag(spans: Readonly<Record<string, string>>, tag: string): string {
  const scope = CLASS.exec(tag)?.[1];
  return (
    (scope !== undefined && Object.hasOwn(spans, scope) ? spans[scope] : undefined) ?? '<span>'
  );
}

/**
 * Returns a highlighter owned by one engine: it has its own highlight.js instance
 * (hljs' default export is a shared singleton that registration would mutate), used
 * through its public `highlight` call only. Every space becomes `&nbsp;`, every
 * newline `<br>` and every tab the spaces to the next 4-column stop, as the editor needs.
 */
export function createHighlighter(): Highlight {
  const hljs: HLJSApi = hljsCore.newInstance();
  // Bare scope names as classes ("keyword"), so they key the theme's span table directly.
  hljs.configure({ classPrefix: '' });
  // Every grammar is registered up front (cheap: hljs compiles one on its first use). A
  // grammar that embeds another (shell lines are bash, HTML holds CSS and JavaScript) or
  // answers to an alias of its own (`js`) must find it whatever the documents before
  // asked for: registered on demand, one document's fences changed the next one's markup.
  for (const [name, definition] of Object.entries(GRAMMARS))
    hljs.registerLanguage(name, definition);
  const compiled = new Set<string>();
  const failed = new Set<string>();

  function grammar(lang: string): string | undefined {
    const name = ALIASES[lang] ?? lang;
    if (!hljs.getLanguage(name) || failed.has(name)) return undefined;
    if (compiled.has(name)) return name;
    try {
      // hljs compiles a grammar on its first highlight: a broken one shows here, once.
      hljs.highlight('', { language: name, ignoreIllegals: true });
      compiled.add(name);
      return name;
    } catch {
      // A grammar that cannot compile degrades to plain code, never to an error.
      failed.add(name);
      return undefined;
    }
  }

  // highlight.js' markup for recent blocks: the gallery draws each document again in
  // every theme and size, and highlighting is most of a render's time. `null` is a
  // block where hljs gave up. Bounded, so a long run does not keep every block.
  const recent = new Map<string, string | null>();

  function scoped(body: string, name: string): string | null {
    const key = `${name}\u0000${body}`;
    let markup = recent.get(key);
    if (markup === undefined) {
      const result = hljs.highlight(body, { language: name, ignoreIllegals: true });
      // Where hljs gave up (an error raised inside a grammar) its value is not its markup.
      markup = (result as { errorRaised?: unknown }).errorRaised ? null : result.value;
      if (recent.size >= RECENT_BLOCKS) recent.clear();
      recent.set(key, markup);
    }
    return markup;
  }

  return (code, lang, spans) => {
    const body = code.endsWith('\n') ? code.slice(0, -1) : code;
    const name = lang ? grammar(lang.toLowerCase()) : undefined;
    const markup = name ? scoped(body, name) : null;
    return markup === null ? codeHtml(body, true, spans) : codeHtml(markup, false, spans);
  };
}
