import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { DocumentError, LimitError } from '../../../core/errors.js';
import type { ConvertRequest, ConvertResult } from '../../../core/types.js';

/**
 * The thread side of the conversion pool (worker-pool.ts). Kept apart from the engine
 * so that an entry file can ask "am I a conversion thread?" without loading markdown-it.
 */

export const CONVERT_WORKER_ROLE = 'md-platform:convert-worker';

export type Reply =
  | { id: number; result: ConvertResult }
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

/** Converts every request the pool sends until the pool terminates this thread. */
export async function runConvertWorker(): Promise<void> {
  const port = parentPort;
  if (!port) return;
  const { createLocalEngine } = await import('../index.js');
  const engine = createLocalEngine();
  // The pool hands a thread one document at a time, so an awaited convert keeps the order.
  port.on('message', async ({ id, request }: { id: number; request: ConvertRequest }) => {
    port.postMessage(await convertOne(id, () => engine.convert(request)));
  });
}

async function convertOne(id: number, convert: () => Promise<ConvertResult>): Promise<Reply> {
  try {
    return { id, result: await convert() };
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
