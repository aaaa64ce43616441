import type { DocumentBudget } from '../../../core/budget.js';
import type { ConvertRequest, ConvertResult, Finding } from '../../../core/types.js';
import type { Engine } from '../../engine.js';
import { loadWanted } from '../figures/rich.js';
import { mayHoldFigures } from '../figures/rich-precheck.js';
import { createLocalEngine, type Look } from '../index.js';
import { convertThreads, createThreadPool } from './worker-pool.js';

/**
 * The embedded engine with a budget for every document. Math and diagrams are what can
 * run away (a dense diagram's layout, a formula flood), so a document that holds them is
 * checked, converted and restyled on a worker thread with a time budget and a heap ceiling
 * (worker-pool.ts). Every other document converts here, in-process, with no thread to
 * start: most runs never start one.
 */
export interface BudgetedEngine extends Engine {
  readonly name: 'local';
  /** The pre-check's findings for math and diagrams (rich-check.ts), drawn under the budget. */
  checkFigures(markdown: string, lineOffset: number, theme?: string): Promise<Finding[]>;
  /** The gallery's variants of a converted document, under the same budget. */
  restyle(request: ConvertRequest, looks: readonly Look[]): Promise<string[]>;
}

export function createBudgetedEngine({
  entry,
  budget,
  threads,
}: {
  /** The entry file the threads start from (it runs `runConvertWorker` in a thread). */
  entry: string;
  budget: DocumentBudget;
  threads: number;
}): BudgetedEngine {
  const local = createLocalEngine({ maxHtmlBytes: budget.maxHtmlBytes });
  const pool = createThreadPool({ entry, size: convertThreads(threads), budget, eager: false });

  return {
    name: 'local',
    async checkFigures(markdown, lineOffset, theme) {
      if (!mayHoldFigures(markdown)) return [];
      return (await pool.run({ kind: 'check', markdown, lineOffset, theme })) as Finding[];
    },
    async convert(request, signal, options) {
      signal?.throwIfAborted();
      if (mayHoldFigures(request.markdown)) {
        return (await pool.run(
          { kind: 'convert', request, prechecked: options?.prechecked },
          signal,
        )) as ConvertResult;
      }
      // This engine never loads MathJax or the diagram renderer: a document whose figures
      // the quick test missed (a fence inside a list item) asks for them and goes to a thread.
      const result = local.convertSync(request);
      const wanted = local.rich.wanted;
      if (wanted.has('math') || wanted.has('mermaid')) {
        wanted.clear();
        return (await pool.run(
          { kind: 'convert', request, prechecked: true },
          signal,
        )) as ConvertResult;
      }
      return (await loadWanted(local.rich)) ? local.convertSync(request) : result;
    },
    async restyle(request, looks) {
      if (!mayHoldFigures(request.markdown)) return local.restyle(request, looks);
      return (await pool.run({ kind: 'restyle', request, looks: [...looks] })) as string[];
    },
    close: () => pool.close(),
  };
}
