/**
 * What one document may cost the embedded engine: time, memory and HTML. The defaults are
 * far above any honest article (a long article with hundreds of formulas and a dozen
 * diagrams converts in seconds, in well under 200 MB, to a few MB of HTML) and far below
 * what stalls or kills a run. `document-timeout-seconds`, `document-memory-mb` and
 * `max-html-bytes` change them (settings/schema.ts).
 */
export interface DocumentBudget {
  /** Wall time of one document's drawing and conversion, in milliseconds. */
  timeoutMs: number;
  /** Heap ceiling of the thread that converts it, in MB. */
  memoryMb: number;
  /** Its HTML, in bytes (UTF-16 code units, which is what the engine holds). */
  maxHtmlBytes: number;
}

export const DEFAULT_BUDGET: DocumentBudget = {
  timeoutMs: 60_000,
  memoryMb: 768,
  maxHtmlBytes: 10 * 1024 * 1024,
};

/** Formulas in one document, and characters in one formula: the floods a budget is for. */
export const FORMULA_LIMITS = { count: 2_000, chars: 5_000 } as const;

/** Diagram structure checked before layout: a honest diagram has a few dozen of each. */
export const DIAGRAM_LIMITS = { nodes: 100, edges: 200 } as const;

/** Findings of the budget, with their codes. */
export const BUDGET_CODES = {
  time: 'document_too_slow',
  memory: 'document_too_large_in_memory',
  html: 'html_too_large',
  formulas: 'too_many_formulas',
  formulaChars: 'formula_too_long',
  diagram: 'diagram_too_large',
} as const;

export function formatMb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
