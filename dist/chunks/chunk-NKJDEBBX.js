import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);

// src/engine/local/render/raw-tags.ts
var TAG = /<(\/?)([A-Za-z][A-Za-z0-9]*)\b[^<>]*>/g;
var VOID = /* @__PURE__ */ new Set(["br", "hr", "img", "wbr", "col"]);
function balanceTags(html, open) {
  if (!html.includes("<")) return html;
  return html.replace(TAG, (tag, slash, rawName) => {
    const name = rawName.toLowerCase();
    if (VOID.has(name) || tag.endsWith("/>")) return tag;
    if (!slash) {
      open.push(name);
      return tag;
    }
    const at = open.lastIndexOf(name);
    if (at === -1) return "";
    let closers = "";
    while (open.length > at + 1) closers += `</${open.pop()}>`;
    open.pop();
    return `${closers}${tag}`;
  });
}
var IMPLIED_END = /* @__PURE__ */ new Set([
  "p",
  "dt",
  "dd",
  "tr",
  "td",
  "th",
  "thead",
  "tbody",
  "tfoot",
  "caption"
]);
function closeOpenTags(open) {
  let closers = "";
  while (open.length > 0) {
    const name = open.pop();
    if (!IMPLIED_END.has(name)) closers += `</${name}>`;
  }
  return closers;
}

export {
  TAG,
  VOID,
  balanceTags,
  closeOpenTags
};
