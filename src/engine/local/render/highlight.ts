import type { HLJSApi, Language, Mode } from 'highlight.js';
import hljsCore from 'highlight.js/lib/core';
import { ALIASES, GRAMMARS } from './grammars.js';

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
  // A grammar is registered on its first fence together with every grammar it embeds
  // (shell lines are bash; HTML holds CSS and JavaScript): a fence is coloured by its
  // grammar alone, never by what earlier fences happened to register.
  const ready = new Set<string>();
  const failed = new Set<string>();

  function register(name: string): void {
    if (hljs.getLanguage(name) || !Object.hasOwn(GRAMMARS, name)) return;
    hljs.registerLanguage(name, GRAMMARS[name]);
    for (const embedded of embeddedNames(hljs.getLanguage(name))) register(embedded);
  }

  function grammar(lang: string): string | undefined {
    const name = ALIASES[lang] ?? lang;
    if (!Object.hasOwn(GRAMMARS, name) || failed.has(name)) return undefined;
    if (ready.has(name)) return name;
    try {
      register(name);
      // hljs compiles a grammar on its first highlight: a broken one shows here, once.
      hljs.highlight('', { language: name, ignoreIllegals: true });
      ready.add(name);
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

/** The languages a grammar's modes hand text to (`subLanguage`), found by walking them. */
function embeddedNames(language: Language | undefined): Set<string> {
  const names = new Set<string>();
  const seen = new Set<object>();
  const walk = (mode: unknown): void => {
    if (typeof mode !== 'object' || mode === null || seen.has(mode)) return;
    seen.add(mode);
    const { subLanguage, contains, variants, starts } = mode as Mode;
    for (const name of subLanguage === undefined ? [] : [subLanguage].flat()) names.add(name);
    for (const next of [contains, variants, starts].flat()) walk(next);
  };
  walk(language);
  return names;
}
