import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);

// src/engine/local/figures/rich-precheck.ts
async function precheckMathAndDiagrams(markdown, lineOffset = 0, theme, rich = { wanted: /* @__PURE__ */ new Set() }) {
  if (!mayHoldFigures(markdown)) return [];
  const { checkMathAndDiagrams } = await import("./rich-check-VP2QD6TO.js");
  return checkMathAndDiagrams(markdown, rich, lineOffset, theme);
}
function mayHoldFigures(markdown) {
  return markdown.includes("$") || MATH_OR_MERMAID_FENCE.test(markdown);
}
var MATH_OR_MERMAID_FENCE = /^[ \t>]*(?:`{3,}|~{3,})[ \t]*(?:math|mermaid)\b/im;

export {
  precheckMathAndDiagrams,
  mayHoldFigures
};
