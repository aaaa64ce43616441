/**
 * The gallery's theme/size variants in the page. A document drawn from a template
 * (src/engine/local/render/restyle.ts) ships that template once, and the gallery ships each
 * look's style table once, however many documents use it; the switcher's script fills in
 * the chosen look, as the engine's `fill` does, the first time it is shown. A document the
 * engine drew whole in each look carries each variant's HTML in its own `<template>`.
 * Both stay inert until shown: templates hold markup that is not part of the page, and the
 * JSON sits in `<script type="application/json">`, which never runs.
 */
import { escapeHtml } from './escape.js';

export interface GalleryVariant {
  label: string;
  theme: string;
  fontSize: string;
  /** Article HTML rendered with this theme and size. */
  html?: string;
  /** Or: the document's template that this look's style table fills in. */
  template?: number;
}

/** What a look's style table is found by, in the page and in `GalleryInput.styleTables`. */
export function lookKey(theme: string, fontSize: string): string {
  return `${theme}/${fontSize}`;
}

/** JSON that cannot end its `<script>` element or open a comment: every `<` escaped. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * Swaps the frame's article for the chosen variant. A variant still to be filled in is
 * filled into its `<template>` first, so it is parsed exactly as one written in the page
 * is, and only once. The article as converted is kept the same way when the page opens,
 * rather than written into the page twice.
 */
export const VARIANT_SCRIPT = `
var variantStyles;
function fillVariant(parts, key) {
  var table = variantStyles.looks[key];
  var strings = variantStyles.strings;
  var out = '';
  for (var i = 0; i < parts.length; i++) out += typeof parts[i] === 'number' ? strings[table[parts[i]]] : parts[i];
  return out;
}
document.querySelectorAll('select[data-variant-switch]').forEach(function (select) {
  var doc = select.closest('.doc');
  var article = doc.querySelector('.article');
  var original = document.createElement('template');
  original.setAttribute('data-variant', 'original');
  var copy = article.cloneNode(true);
  while (copy.firstChild) original.content.appendChild(copy.firstChild);
  doc.append(original);
  var made;
  select.addEventListener('change', function () {
    var template = doc.querySelector('template[data-variant="' + select.value + '"]');
    if (!template) return;
    var from = template.getAttribute('data-from');
    if (from !== null) {
      if (!variantStyles) variantStyles = JSON.parse(document.getElementById('variant-styles').textContent);
      if (!made) made = JSON.parse(doc.querySelector('script[data-variant-templates]').textContent);
      template.innerHTML = fillVariant(made[Number(from)], template.getAttribute('data-look'));
      template.removeAttribute('data-from');
    }
    article.replaceChildren(template.content.cloneNode(true));
    markScrollers(doc);
  });
});
`;

/**
 * A document's variants: a `<template>` per variant (empty where it is filled in from a
 * template), then its templates as JSON. Each variant's HTML stays its own part, so the page
 * is encoded where its pieces lie instead of being copied into ever larger strings.
 */
export function variantParts(
  variants: readonly GalleryVariant[],
  templates: readonly (readonly (string | number)[])[] | undefined,
): string[] {
  const parts = variants.flatMap((variant, i) => {
    const attributes = `data-variant="${i}" data-theme="${escapeHtml(variant.theme)}" data-font-size="${escapeHtml(variant.fontSize)}"`;
    if (variant.html === undefined) {
      const look = escapeHtml(lookKey(variant.theme, variant.fontSize));
      return [
        `\n<template ${attributes} data-look="${look}" data-from="${variant.template}"></template>`,
      ];
    }
    return [`\n<template ${attributes}>`, variant.html, '</template>'];
  });
  if (templates?.length) {
    parts.push(
      '\n<script type="application/json" data-variant-templates>',
      scriptJson(templates),
      '</script>',
    );
  }
  return parts;
}

/**
 * The style table of every look a document's templates are filled in with, once per page.
 * Looks share most of their strings (a theme's colours in each size), so each string is
 * written once and a look's table lists which: a third of the size.
 */
export function styleTablesPart(tables: Readonly<Record<string, readonly string[]>>): string {
  if (Object.keys(tables).length === 0) return '';
  const strings: string[] = [];
  const index = new Map<string, number>();
  const looks: Record<string, number[]> = {};
  for (const [key, table] of Object.entries(tables)) {
    looks[key] = table.map((text) => {
      let found = index.get(text);
      if (found === undefined) {
        found = strings.push(text) - 1;
        index.set(text, found);
      }
      return found;
    });
  }
  return `\n<script type="application/json" id="variant-styles">${scriptJson({ strings, looks })}</script>`;
}
