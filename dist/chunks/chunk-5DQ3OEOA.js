import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);

// src/core/budget.ts
var DEFAULT_BUDGET = {
  timeoutMs: 6e4,
  memoryMb: 768,
  maxHtmlBytes: 10 * 1024 * 1024
};
var FORMULA_LIMITS = { count: 2e3, chars: 5e3 };
var DIAGRAM_LIMITS = { nodes: 100, edges: 200 };
var BUDGET_CODES = {
  time: "document_too_slow",
  memory: "document_too_large_in_memory",
  html: "html_too_large",
  formulas: "too_many_formulas",
  formulaChars: "formula_too_long",
  diagram: "diagram_too_large"
};
function formatMb(bytes) {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export {
  DEFAULT_BUDGET,
  FORMULA_LIMITS,
  DIAGRAM_LIMITS,
  BUDGET_CODES,
  formatMb
};
