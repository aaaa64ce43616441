/**
 * SVG as the platform's editor keeps it. The editor removes `<style>`, `class`, `id` and CSS
 * custom properties, and a pasted `<use href="#…">` or `marker-end="url(#…)"` then points at
 * nothing. Renderers' trees are rebuilt here into plain elements with plain attributes: only
 * drawing elements, no references, no ids or classes, no `var()`, no external URL.
 */

/** One element of an SVG tree, as a renderer's adaptor hands it over. */
export interface SvgElement {
  name: string;
  attrs: Record<string, string>;
  children: SvgNode[];
}
export type SvgNode = SvgElement | string;

/** Elements that draw or group; anything else (style, script, defs, foreignObject, a, use…) is dropped. */
export const SVG_ELEMENTS = [
  'svg',
  'g',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'title',
] as const;
const KEEP = new Set<string>(SVG_ELEMENTS);

/** Presentation attributes worth keeping; the rest (class, id, data-*, role, href, markers) goes. */
export const SVG_ATTRIBUTES = [
  'xmlns',
  'viewBox',
  'preserveAspectRatio',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'dx',
  'dy',
  'd',
  'points',
  'width',
  'height',
  'transform',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-opacity',
  'opacity',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'style',
] as const;
const ATTRS = new Set<string>(SVG_ATTRIBUTES);

/** Values that would reach outside the SVG or that the editor blanks. */
const UNSAFE_VALUE = /url\s*\(|var\s*\(|color-mix\s*\(|javascript:|expression\s*\(|@import/i;

function escapeAttr(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Serializes a tree with only what survives the editor. A `style` attribute keeps only
 * declarations without custom properties or `var()`; width and height must already be in it
 * (callers move them there: the editor drops `ex` attributes).
 */
export function serializeSafeSvg(node: SvgNode): string {
  if (typeof node === 'string') return escapeText(node);
  if (!KEEP.has(node.name)) return '';
  let out = `<${node.name}`;
  for (const [name, raw] of Object.entries(node.attrs)) {
    if (!ATTRS.has(name)) continue;
    const value = name === 'style' ? safeStyle(raw) : raw;
    if (value === '' || UNSAFE_VALUE.test(value)) continue;
    out += ` ${name}="${escapeAttr(value)}"`;
  }
  out += '>';
  for (const child of node.children) out += serializeSafeSvg(child);
  return `${out}</${node.name}>`;
}

/** Style declarations minus custom properties, `var()`, `position` and anything reaching out. */
export function safeStyle(style: string): string {
  return style
    .split(';')
    .map((decl) => decl.trim())
    .filter((decl) => {
      const colon = decl.indexOf(':');
      if (colon <= 0) return false;
      const property = decl.slice(0, colon).trim().toLowerCase();
      return !property.startsWith('--') && property !== 'position' && !UNSAFE_VALUE.test(decl);
    })
    .join(';');
}
