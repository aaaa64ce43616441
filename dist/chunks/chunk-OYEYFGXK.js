import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);

// src/engine/local/figures/svg-safe.ts
var SVG_ELEMENTS = [
  "svg",
  "g",
  "path",
  "rect",
  "circle",
  "ellipse",
  "line",
  "polyline",
  "polygon",
  "text",
  "tspan",
  "title"
];
var KEEP = new Set(SVG_ELEMENTS);
var SVG_ATTRIBUTES = [
  "xmlns",
  "viewBox",
  "preserveAspectRatio",
  "x",
  "y",
  "x1",
  "y1",
  "x2",
  "y2",
  "cx",
  "cy",
  "r",
  "rx",
  "ry",
  "dx",
  "dy",
  "d",
  "points",
  "width",
  "height",
  "transform",
  "fill",
  "fill-opacity",
  "fill-rule",
  "stroke",
  "stroke-width",
  "stroke-dasharray",
  "stroke-linecap",
  "stroke-linejoin",
  "stroke-opacity",
  "opacity",
  "font-family",
  "font-size",
  "font-weight",
  "font-style",
  "text-anchor",
  "dominant-baseline",
  "style"
];
var ATTRS = new Set(SVG_ATTRIBUTES);
var UNSAFE_VALUE = /url\s*\(|var\s*\(|color-mix\s*\(|javascript:|expression\s*\(|@import/i;
function escapeAttr(value) {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
function escapeText(value) {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
function serializeSafeSvg(node) {
  if (typeof node === "string") return escapeText(node);
  if (!KEEP.has(node.name)) return "";
  let out = `<${node.name}`;
  for (const [name, raw] of Object.entries(node.attrs)) {
    if (!ATTRS.has(name)) continue;
    const value = name === "style" ? safeStyle(raw) : raw;
    if (value === "" || UNSAFE_VALUE.test(value)) continue;
    out += ` ${name}="${escapeAttr(value)}"`;
  }
  out += ">";
  for (const child of node.children) out += serializeSafeSvg(child);
  return `${out}</${node.name}>`;
}
function safeStyle(style) {
  return style.split(";").map((decl) => decl.trim()).filter((decl) => {
    const colon = decl.indexOf(":");
    if (colon <= 0) return false;
    const property = decl.slice(0, colon).trim().toLowerCase();
    return !property.startsWith("--") && property !== "position" && !UNSAFE_VALUE.test(decl);
  }).join(";");
}

export {
  SVG_ELEMENTS,
  SVG_ATTRIBUTES,
  serializeSafeSvg,
  safeStyle
};
