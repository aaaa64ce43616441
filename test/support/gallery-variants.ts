/**
 * Every variant a written gallery offers, read back in Node: a whole `<template>`'s HTML, or
 * its document's template filled in with its look's style table (src/report/variants.ts).
 */
interface StyleTables {
  strings: string[];
  looks: Record<string, number[]>;
}

export interface ReadVariant {
  theme: string;
  fontSize: string;
  html: string;
  /** Whether the page fills it in (false: written whole). */
  filled: boolean;
}

/** Per document section, in order: its variants in the switcher's order. */
export function galleryVariants(index: string): ReadVariant[][] {
  const tablesJson =
    /<script type="application\/json" id="variant-styles">([\s\S]*?)<\/script>/.exec(index)?.[1];
  const tables: StyleTables = tablesJson ? JSON.parse(tablesJson) : { strings: [], looks: {} };
  return index
    .split('<section class="doc"')
    .slice(1)
    .map((section) => {
      const templatesJson =
        /<script type="application\/json" data-variant-templates>([\s\S]*?)<\/script>/.exec(
          section,
        )?.[1];
      const templates: (string | number)[][] = templatesJson ? JSON.parse(templatesJson) : [];
      return [
        ...section.matchAll(
          /<template data-variant="\d+" data-theme="([^"]+)" data-font-size="([^"]+)"( data-look="([^"]+)" data-from="(\d+)">|>([\s\S]*?))<\/template>/g,
        ),
      ].map(([, theme, fontSize, , look, from, whole]) => {
        if (from === undefined) return { theme, fontSize, html: whole, filled: false };
        const table = tables.looks[look];
        const html = templates[Number(from)]
          .map((part) => (typeof part === 'number' ? tables.strings[table[part]] : part))
          .join('');
        return { theme, fontSize, html, filled: true };
      });
    });
}
