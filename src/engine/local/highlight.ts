import { createRequire } from 'node:module';
import type { HLJSApi, LanguageFn } from 'highlight.js';
import hljsCore from 'highlight.js/lib/core';

/**
 * highlight.js grammars are loaded one by one the first time a fence names them, so
 * a run that converts prose only never pays for ~190 grammars. `require` keeps
 * `convertLocal` synchronous; the literal paths let the bundler see every file.
 */
const require = createRequire(import.meta.url);

const GRAMMARS: Record<string, () => LanguageFn> = {
  bash: () => require('highlight.js/lib/languages/bash'),
  c: () => require('highlight.js/lib/languages/c'),
  cpp: () => require('highlight.js/lib/languages/cpp'),
  csharp: () => require('highlight.js/lib/languages/csharp'),
  css: () => require('highlight.js/lib/languages/css'),
  dart: () => require('highlight.js/lib/languages/dart'),
  diff: () => require('highlight.js/lib/languages/diff'),
  dockerfile: () => require('highlight.js/lib/languages/dockerfile'),
  elixir: () => require('highlight.js/lib/languages/elixir'),
  go: () => require('highlight.js/lib/languages/go'),
  graphql: () => require('highlight.js/lib/languages/graphql'),
  haskell: () => require('highlight.js/lib/languages/haskell'),
  ini: () => require('highlight.js/lib/languages/ini'),
  java: () => require('highlight.js/lib/languages/java'),
  javascript: () => require('highlight.js/lib/languages/javascript'),
  json: () => require('highlight.js/lib/languages/json'),
  kotlin: () => require('highlight.js/lib/languages/kotlin'),
  less: () => require('highlight.js/lib/languages/less'),
  lua: () => require('highlight.js/lib/languages/lua'),
  makefile: () => require('highlight.js/lib/languages/makefile'),
  markdown: () => require('highlight.js/lib/languages/markdown'),
  nginx: () => require('highlight.js/lib/languages/nginx'),
  objectivec: () => require('highlight.js/lib/languages/objectivec'),
  perl: () => require('highlight.js/lib/languages/perl'),
  php: () => require('highlight.js/lib/languages/php'),
  powershell: () => require('highlight.js/lib/languages/powershell'),
  python: () => require('highlight.js/lib/languages/python'),
  r: () => require('highlight.js/lib/languages/r'),
  ruby: () => require('highlight.js/lib/languages/ruby'),
  rust: () => require('highlight.js/lib/languages/rust'),
  scala: () => require('highlight.js/lib/languages/scala'),
  scss: () => require('highlight.js/lib/languages/scss'),
  shell: () => require('highlight.js/lib/languages/shell'),
  sql: () => require('highlight.js/lib/languages/sql'),
  swift: () => require('highlight.js/lib/languages/swift'),
  typescript: () => require('highlight.js/lib/languages/typescript'),
  xml: () => require('highlight.js/lib/languages/xml'),
  yaml: () => require('highlight.js/lib/languages/yaml'),
};

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

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const SPAN_OR_SPACE = /<span class="([^"]*)">|\n| /g;
const SPECIAL = /[&<>"\n ]/g;

/**
 * Returns a highlighter owned by one engine: it has its own highlight.js instance
 * (hljs' default export is a shared singleton that registration would mutate).
 *
 * The output is ready for the platform's editor, which collapses spaces and drops
 * newlines inside `<code>`: every space becomes `&nbsp;`, every newline `<br>`, and
 * hljs' `class="hljs-…"` spans get the theme colour as an inline style instead.
 */
export function createHighlighter(): Highlight {
  const hljs: HLJSApi = hljsCore.newInstance();
  const failed = new Set<string>();
  const scopes = new Map<string, string>();

  function grammar(lang: string): string | undefined {
    const name = ALIASES[lang] ?? lang;
    if (hljs.getLanguage(name)) return name;
    const load = Object.hasOwn(GRAMMARS, name) ? GRAMMARS[name] : undefined;
    if (!load || failed.has(name)) return undefined;
    try {
      hljs.registerLanguage(name, load());
      return name;
    } catch {
      // A grammar missing from a trimmed bundle degrades to plain code, never to an error.
      failed.add(name);
      return undefined;
    }
  }

  function scope(classes: string): string {
    let found = scopes.get(classes);
    if (found === undefined) {
      // "hljs-title function_" → "title"; sub-language wrappers ("language-css") → "".
      const first = classes.split(' ', 1)[0];
      found = first.startsWith('hljs-') ? first.slice(5) : '';
      scopes.set(classes, found);
    }
    return found;
  }

  return (code, lang, spans) => {
    const body = code.endsWith('\n') ? code.slice(0, -1) : code;
    const name = lang ? grammar(lang.toLowerCase()) : undefined;
    if (!name) {
      return body.replace(SPECIAL, (c) =>
        c === ' ' ? '&nbsp;' : c === '\n' ? '<br>' : ESCAPES[c],
      );
    }
    const html = hljs.highlight(body, { language: name, ignoreIllegals: true }).value;
    return html.replace(SPAN_OR_SPACE, (match, classes: string | undefined) => {
      if (classes !== undefined) return spans[scope(classes)] ?? '<span>';
      return match === ' ' ? '&nbsp;' : '<br>';
    });
  };
}
