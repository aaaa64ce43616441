/**
 * A model of what the platform's editor does to pasted HTML (docs/decisions/004-local-engine-html.md,
 * as its users report it): it removes `<style>`, `<script>`, `<link>`, `class` and `id`;
 * drops CSS custom properties, `var()` and `position`; collapses ordinary whitespace
 * (NBSP and `<br>` survive, a tab is ordinary whitespace); unlinks links to other hosts
 * and `#` anchors; adds its own markers to native lists. `editorChanges` lists what the
 * filter would change that a reader sees; engine output should give none.
 */
import type { ChildNode, Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { PLATFORM } from '../../src/core/platform.js';
import type { LocalEngine } from '../../src/engine/local/index.js';

const REMOVED_ELEMENTS = new Set(['style', 'script', 'link', 'div']);
const KEEPS_WHITESPACE = /white-space\s*:\s*(pre|pre-wrap|pre-line|break-spaces)/i;
const COLLAPSES = /[\t\n\r\f]| {2}/;

function declarations(style: string): [string, string][] {
  return style
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean)
    .map((d) => {
      const colon = d.indexOf(':');
      return [d.slice(0, colon).trim().toLowerCase(), d.slice(colon + 1).trim()];
    });
}

function platformLink(href: string): boolean {
  const host = /^https?:\/\/([^/?#:]+)/i.exec(href)?.[1]?.toLowerCase();
  return (
    host !== undefined && PLATFORM.articleHosts.some((h) => host === h || host.endsWith(`.${h}`))
  );
}

export function editorChanges(html: string): string[] {
  const changes: string[] = [];
  const walk = (nodes: ChildNode[], keepsWhitespace: boolean) => {
    for (const node of nodes) {
      if (node.type === 'text') {
        if (keepsWhitespace && COLLAPSES.test(node.data)) {
          changes.push(`collapses whitespace in ${JSON.stringify(node.data.slice(0, 40))}`);
        }
        continue;
      }
      if (node.type !== 'tag' && node.type !== 'script' && node.type !== 'style') continue;
      const el = node as Element;
      if (REMOVED_ELEMENTS.has(el.name)) changes.push(`removes <${el.name}>`);
      for (const name of ['class', 'id']) {
        if (el.attribs[name] !== undefined) changes.push(`strips ${name} on <${el.name}>`);
      }
      const style = el.attribs.style ?? '';
      for (const [property, value] of declarations(style)) {
        if (property.startsWith('--')) changes.push(`drops custom property ${property}`);
        else if (property === 'position') changes.push(`drops position on <${el.name}>`);
        else if (/var\(/i.test(value)) changes.push(`drops var() in ${property}`);
      }
      if (el.name === 'a') {
        const href = el.attribs.href ?? '';
        if (!platformLink(href)) changes.push(`unlinks ${JSON.stringify(href)}`);
      }
      if ((el.name === 'ul' || el.name === 'ol') && !/list-style(-type)?\s*:\s*none/i.test(style)) {
        changes.push(`adds markers to <${el.name}>`);
      }
      // Code is laid out by its whitespace whatever its CSS says: a tab collapsed there
      // is lost indentation.
      walk(el.children, keepsWhitespace || el.name === 'pre' || KEEPS_WHITESPACE.test(style));
    }
  };
  walk(parseDocument(html).children, false);
  return changes;
}

/** A markdown document of the repository, by its file name. */
export interface NamedDocument {
  name: string;
  markdown: string;
}

/**
 * What the editor would change in each document drawn in each theme, by theme, as
 * `name (theme): change`. Each document is converted once (what the engine refuses is
 * not restyled), then parsed once and drawn in every theme, as a run draws its
 * gallery's variants; themes.test.ts holds each variant to what converting in that
 * theme gives.
 */
export function changesByTheme(
  engine: LocalEngine,
  docs: readonly NamedDocument[],
  themes: readonly string[],
): Map<string, string[]> {
  const found = new Map<string, string[]>(themes.map((theme) => [theme, []]));
  for (const { name, markdown } of docs) {
    engine.convertSync({ markdown });
    const pages = engine.restyle(
      { markdown },
      themes.map((theme) => ({ theme, fontSize: 'medium' })),
    );
    for (const [i, theme] of themes.entries()) {
      for (const change of new Set(editorChanges(pages[i]))) {
        found.get(theme)?.push(`${name} (${theme}): ${change}`);
      }
    }
  }
  return found;
}
