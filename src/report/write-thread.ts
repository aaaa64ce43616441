import { Worker } from 'node:worker_threads';
import { MdPlatformError } from '../errors.js';

/**
 * Writes files on a thread of its own. A large run writes a page per document, and on
 * the runners' disks creating a file costs about as much as converting a small one;
 * on its own thread that time overlaps the conversions instead of adding to them.
 * The promise API is no substitute: its open, write and close each wait for a turn of
 * the event loop, which a run busy converting does not give them, and four pool
 * threads creating files in one folder contend with each other.
 */
export interface WriteThread {
  /** Queues `text` for `file` (its folder must exist). Waits only when the thread falls far behind. */
  write(file: string, text: string): Promise<void>;
  /** Resolves when every queued file is written; rejects with the first failure. Stops the thread. */
  close(): Promise<void>;
}

/** Writes queued before `write` waits: bounds the memory held by pages not yet on disk. */
const MAX_QUEUED = 256;
/** The thread acknowledges in batches: one message per file would cost more than it saves. */
const ACK_EVERY = 32;

// Plain CommonJS run with `eval`: the thread needs only node:fs, and a source string
// works the same from dist/ (one file per entry), the CLI and the tests.
const THREAD_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { writeFileSync } = require('node:fs');
let written = 0;
parentPort.on('message', (message) => {
  if (message.close) {
    parentPort.postMessage({ written, closed: true });
    return;
  }
  try {
    writeFileSync(message.file, message.text);
  } catch (error) {
    parentPort.postMessage({ failed: message.file, reason: error && error.message });
  }
  if (++written % ${ACK_EVERY} === 0) parentPort.postMessage({ written });
});
`;

interface Reply {
  written?: number;
  closed?: boolean;
  failed?: string;
  reason?: string;
}

export class OutputWriteError extends MdPlatformError {}

export function createWriteThread(): WriteThread {
  const worker = new Worker(THREAD_SOURCE, { eval: true });
  let queued = 0;
  let written = 0;
  let failure: OutputWriteError | undefined;
  // Writers waiting for the thread to catch up (the pipeline writes from several tasks).
  const waiting: (() => void)[] = [];
  const wake = () => {
    for (const resolve of waiting.splice(0)) resolve();
  };
  let closed: Promise<void> | undefined;
  let onClosed: (() => void) | undefined;

  const fail = (error: OutputWriteError) => {
    failure ??= error;
    wake();
    onClosed?.();
  };
  worker.on('message', (reply: Reply) => {
    if (reply.failed !== undefined) {
      fail(
        new OutputWriteError(
          'output_write_failed',
          `Could not write ${reply.failed}: ${reply.reason ?? 'unknown error'}.`,
        ),
      );
      return;
    }
    if (reply.written !== undefined) written = reply.written;
    if (reply.closed) onClosed?.();
    else wake();
  });
  worker.on('error', (error) =>
    fail(new OutputWriteError('output_write_failed', `The file writer stopped: ${error.message}`)),
  );
  worker.on('exit', () => {
    if (!closed) fail(new OutputWriteError('output_write_failed', 'The file writer stopped.'));
  });

  return {
    async write(file, text) {
      if (failure) throw failure;
      if (closed) throw new Error('The file writer is closed.');
      worker.postMessage({ file, text });
      queued++;
      while (queued - written > MAX_QUEUED && !failure) {
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      if (failure) throw failure;
    },
    close() {
      closed ??= (async () => {
        if (!failure) {
          await new Promise<void>((resolve) => {
            onClosed = resolve;
            worker.postMessage({ close: true });
          });
        }
        await worker.terminate();
        if (failure) throw failure;
      })();
      return closed;
    },
  };
}
