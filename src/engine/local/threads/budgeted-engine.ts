import type { DocumentBudget } from '../../../core/budget.js';
import { DocumentError } from '../../../core/errors.js';
import type { ConvertRequest, ConvertResult, Finding } from '../../../core/types.js';
import { type SplitDocument, splitFrontMatterWith } from '../../../markdown/front-matter-split.js';
import type { Engine } from '../../engine.js';
import { createLocalEngineWith } from '../engine.js';
import { loadWanted } from '../figures/rich.js';
import { mayHoldFigures } from '../figures/rich-precheck.js';
import type { Finish, Look, Restyled } from '../render/restyle.js';
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
  /**
   * The gallery's variants of a converted document, under the same budget: as templates
   * where it can (those with math or diagrams are drawn whole).
   */
  restyleTemplates(
    request: ConvertRequest,
    looks: readonly Look[],
    finish?: Finish,
  ): Promise<Restyled>;
  styleTable(look: Look): readonly string[];
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
  // The YAML library, loaded for the first document whose front matter needs it: bodies
  // mostly come without front matter, and most front matter is read without it.
  let withLibrary: ((markdown: string) => SplitDocument) | undefined;
  const local = createLocalEngineWith(
    (markdown) => (withLibrary ?? splitFrontMatterWith)(markdown),
    {
      maxHtmlBytes: budget.maxHtmlBytes,
    },
  );

  /**
   * Loads the YAML library when this request's front matter needs it; called before `local`.
   * Nothing to wait for (the usual case) is no promise: `convert` must convert before it
   * first awaits, as process-document.ts times the conversion by that.
   */
  function frontMatterReady(request: ConvertRequest): Promise<void> | undefined {
    const markdown = request?.markdown;
    if (withLibrary || typeof markdown !== 'string' || !markdown.startsWith('---')) return;
    try {
      if (splitFrontMatterWith(markdown) !== undefined) return;
    } catch (error) {
      // A block the library would refuse the same way (never closed, too large): not needed.
      if (error instanceof DocumentError) return;
      throw error;
    }
    return import('../../../markdown/front-matter.js').then((loaded) => {
      withLibrary = loaded.splitFrontMatter;
    });
  }
  const pool = createThreadPool({ entry, size: convertThreads(threads), budget, eager: false });

  /**
   * Renders in-process, where math and diagrams show as code: true when the document has
   * some (the render noted their kind), so it belongs on a thread. A `$5 and $10` passes
   * the quick test but is no formula, and loads nothing.
   */
  const wantsFigures = (render: () => unknown): boolean => {
    render();
    const wanted = local.rich.wanted;
    const figures = wanted.has('math') || wanted.has('mermaid');
    if (figures) wanted.clear();
    return figures;
  };

  // Requests this engine converted in-process, with the markdown it found no figure in:
  // their variants need not convert them again to learn it (the gallery restyles the very
  // request it converted).
  const figureFree = new WeakMap<ConvertRequest, string>();

  /** Whether a document's variants are drawn here: it holds no math or diagram. */
  function inProcess(request: ConvertRequest): boolean {
    // The quick test spares the conversion that finds figures for the documents with none.
    const quick = typeof request.markdown === 'string' && !mayHoldFigures(request.markdown);
    if (quick || figureFree.get(request) === request.markdown) return true;
    return !wantsFigures(() => local.convertSync(request));
  }

  async function onThread(request: ConvertRequest, looks: readonly Look[], finish?: Finish) {
    const pages = (await pool.run({ kind: 'restyle', request, looks: [...looks] })) as string[];
    return finish ? pages.map(finish) : pages;
  }

  return {
    name: 'local',
    async checkFigures(markdown, lineOffset, theme) {
      if (!mayHoldFigures(markdown)) return [];
      const { findsFigures } = await import('../figures/rich-check.js');
      if (!findsFigures(markdown, local.rich)) return [];
      return (await pool.run({ kind: 'check', markdown, lineOffset, theme })) as Finding[];
    },
    async convert(request, signal, options) {
      signal?.throwIfAborted();
      const loading = frontMatterReady(request);
      if (loading) await loading;
      // This engine never loads MathJax or the diagram renderer itself: what holds figures
      // (found by rendering, not by the quick test alone) is converted on a thread.
      // A pre-checked document (process-document.ts) is not limit-checked and linted again.
      const prechecked = options?.prechecked;
      let result: ConvertResult | undefined;
      if (!wantsFigures(() => (result = local.convertSync(request, prechecked)))) {
        if (typeof request.markdown === 'string') figureFree.set(request, request.markdown);
        return (await loadWanted(local.rich)) ? local.convertSync(request, true) : result!;
      }
      return (await pool.run({ kind: 'convert', request, prechecked }, signal)) as ConvertResult;
    },
    async restyleTemplates(request, looks, finish) {
      const loading = frontMatterReady(request);
      if (loading) await loading;
      if (inProcess(request)) return local.restyleTemplates(request, looks, finish);
      // Drawn on a thread as whole pages: math and diagrams are the threads' work.
      return { pages: await onThread(request, looks, finish), templates: [] };
    },
    styleTable: (look) => local.styleTable(look),
    close: () => pool.close(),
  };
}
