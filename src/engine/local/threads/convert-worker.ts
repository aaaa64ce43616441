import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { DocumentError, LimitError } from '../../../core/errors.js';
import type { ConvertRequest, ConvertResult, Finding } from '../../../core/types.js';
import type { Look } from '../index.js';

/**
 * The thread side of the conversion pool (worker-pool.ts). Kept apart from the engine
 * so that an entry file can ask "am I a conversion thread?" without loading markdown-it.
 */

export const CONVERT_WORKER_ROLE = 'md-platform:convert-worker';

/** What a thread is asked to do with one document. */
export type Job =
  | { kind: 'convert'; request: ConvertRequest; prechecked?: boolean }
  /** The pre-check's part for math and diagrams (rich-check.ts), drawn here under the budget. */
  | { kind: 'check'; markdown: string; lineOffset: number; theme?: string }
  | { kind: 'restyle'; request: ConvertRequest; looks: Look[] };

export type JobResult = ConvertResult | Finding[] | string[];

/** The first message of a thread: its renderers are loaded, it takes jobs. */
export const READY = { ready: true } as const;

export type Reply =
  | typeof READY
  | { id: number; result: JobResult }
  | {
      id: number;
      error: {
        kind: 'limit' | 'document' | 'other';
        code?: string;
        message: string;
        line?: number;
        limit?: number;
        actual?: number;
      };
    };

/** True in a thread the pool started: the entry must then call runConvertWorker() and nothing else. */
export function isConvertWorker(): boolean {
  return !isMainThread && (workerData as { role?: string } | null)?.role === CONVERT_WORKER_ROLE;
}

/** Does every job the pool sends until the pool terminates this thread. */
export async function runConvertWorker(): Promise<void> {
  const port = parentPort;
  if (!port) return;
  const { createLocalEngine } = await import('../index.js');
  const { precheckMathAndDiagrams } = await import('../figures/rich-precheck.js');
  const { mathOf, mermaidOf } = await import('../figures/rich.js');
  const engine = createLocalEngine({ maxHtmlBytes: (workerData as WorkerData).maxHtmlBytes });
  // Threads exist for math and diagrams: their renderers load before the thread takes a job,
  // so a document's time budget counts its own work, not the loading.
  await Promise.all([mathOf(engine.rich), mermaidOf(engine.rich)]);
  const run = async (job: Job): Promise<JobResult> => {
    if (job.kind === 'check')
      return precheckMathAndDiagrams(job.markdown, job.lineOffset, job.theme, engine.rich);
    // Restyling draws with the renderers a conversion loads: convert first (cached after).
    const converted = await engine.convert(job.request, undefined, {
      prechecked: job.kind === 'restyle' || job.prechecked,
    });
    return job.kind === 'restyle' ? engine.restyle(job.request, job.looks) : converted;
  };
  // The pool hands a thread one job at a time, so an awaited job keeps the order.
  port.on('message', async ({ id, job }: { id: number; job: Job }) => {
    port.postMessage(await runOne(id, () => run(job)));
  });
  port.postMessage(READY);
}

export interface WorkerData {
  role: typeof CONVERT_WORKER_ROLE;
  maxHtmlBytes?: number;
}

async function runOne(id: number, work: () => Promise<JobResult>): Promise<Reply> {
  try {
    return { id, result: await work() };
  } catch (error) {
    const e = error as Partial<LimitError> & Error;
    return {
      id,
      error: {
        kind:
          error instanceof LimitError
            ? 'limit'
            : error instanceof DocumentError
              ? 'document'
              : 'other',
        code: e.code,
        message: e.message,
        line: e.line,
        limit: e.limit,
        actual: e.actual,
      },
    };
  }
}
