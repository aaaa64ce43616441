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

function emitterFor(current: { spans: Readonly<Record<string, string>> }) {
  return class implements StyledEmitter {
    buffer = '';
    addText(text: string): void {
      if (text) this.buffer += codeText(text);
    }
    startScope(scope: string): void {
      // "title.function_" → "title"; scopes without a colour still need a span to close.
      const dot = scope.indexOf('.');
      this.buffer += current.spans[dot === -1 ? scope : scope.slice(0, dot)] ?? '<span>';
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
 */
export function createHighlighter(): Highlight {
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

  return (code, lang, spans) => {
    const body = code.endsWith('\n') ? code.slice(0, -1) : code;
    const name = lang ? grammar(lang.toLowerCase()) : undefined;
    if (!name) return codeText(body);
    current.spans = spans;
    const result = hljs.highlight(body, { language: name, ignoreIllegals: true });
    // On a grammar failure hljs falls back to its own escaping, which keeps raw spaces.
    return result.illegal || (result as { errorRaised?: unknown }).errorRaised
      ? codeText(body)
      : result.value;
  };
}
