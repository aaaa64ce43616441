import { Worker } from 'node:worker_threads';
import { MdPlatformError } from '../errors.js';

/**
 * Writes files on a thread of its own. A large run writes a page per document, and on
 * the runners' disks creating a file costs about as much as converting a small one;
 * on its own thread that time overlaps the conversions instead of adding to them.
 * The promise API is no substitute: its open, write and close each wait for a turn of
 * the event loop, which a run busy converting does not give them, and four pool
 * threads creating files in one folder contend with each other.
 *
 * Pages travel as UTF-8 bytes in a ring of shared memory, not as strings in messages.
 * A string message is flattened and copied on this thread, copied again and encoded on
 * the writer's, and on a two-core runner all of it competes with the conversions.
 * Encoding each part of a page straight into the ring is the one pass over the text
 * that writing it needs anyway; the messages carry only where the bytes are.
 */
export interface WriteThread {
  /**
   * Queues the concatenation of `parts` for `file` (its folder must exist). Waits only
   * when the thread falls far behind.
   */
  write(file: string, parts: string | readonly string[]): Promise<void>;
  /** Resolves when every queued file is written; rejects with the first failure. Stops the thread. */
  close(): Promise<void>;
}

/** Bytes of pages encoded but not yet written: bounds the memory held for the thread. */
const RING_BYTES = 8 * 1024 * 1024;
/** A page that may need more goes whole in its message (rare: the service takes 50,000 characters). */
const MAX_RING_PAGE_BYTES = RING_BYTES / 4;
/** Files queued before `write` waits, whatever their size. */
const MAX_QUEUED = 256;

// Cells of the shared counters (BigInt64Array): files written, ring bytes released,
// and whether the main thread waits for a release.
const WRITTEN = 0;
const RELEASED = 1;
const WAITING = 2;

// Plain CommonJS run with `eval`: the thread needs only node:fs, and a source string
// works the same from dist/ (one file per entry), the CLI and the tests.
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { writeFileSync } = require('node:fs');
const ring = new Uint8Array(workerData.ring);
const counters = new BigInt64Array(workerData.counters);
parentPort.on('message', (message) => {
  if (message.close) {
    parentPort.postMessage({ closed: true });
    return;
  }
  try {
    writeFileSync(
      message.file,
      message.text !== undefined ? message.text : ring.subarray(message.start, message.start + message.length),
    );
  } catch (error) {
    parentPort.postMessage({ failed: message.file, reason: error && error.message });
  }
  if (message.end !== undefined) Atomics.store(counters, ${RELEASED}, BigInt(message.end));
  Atomics.add(counters, ${WRITTEN}, 1n);
  if (Atomics.exchange(counters, ${WAITING}, 0n) === 1n) parentPort.postMessage({ released: true });
});
`;

interface Reply {
  closed?: boolean;
  released?: boolean;
  failed?: string;
  reason?: string;
}

export class OutputWriteError extends MdPlatformError {}

export function createWriteThread(): WriteThread {
  const ring = new SharedArrayBuffer(RING_BYTES);
  const bytes = new Uint8Array(ring);
  const counters = new BigInt64Array(new SharedArrayBuffer(3 * BigInt64Array.BYTES_PER_ELEMENT));
  const encoder = new TextEncoder();
  const worker = new Worker(THREAD_SOURCE, {
    eval: true,
    workerData: { ring, counters: counters.buffer },
  });
  let queued = 0;
  /** Ring bytes ever reserved (the write position is this modulo the ring's size). */
  let reserved = 0;
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
    if (reply.closed) onClosed?.();
    else wake();
  });
  worker.on('error', (error) =>
    fail(new OutputWriteError('output_write_failed', `The file writer stopped: ${error.message}`)),
  );
  worker.on('exit', () => {
    if (!closed) fail(new OutputWriteError('output_write_failed', 'The file writer stopped.'));
  });

  /** Waits until `fits()` holds, asking the thread to say when it has written something. */
  const waitUntil = async (fits: () => boolean) => {
    while (!fits() && !failure) {
      Atomics.store(counters, WAITING, 1n);
      // Checked again after the flag is set: a write finished in between would not report.
      if (fits()) {
        Atomics.store(counters, WAITING, 0n);
        break;
      }
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    if (failure) throw failure;
  };
  const written = () => Number(Atomics.load(counters, WRITTEN));
  const released = () => Number(Atomics.load(counters, RELEASED));

  return {
    async write(file, parts) {
      if (failure) throw failure;
      if (closed) throw new Error('The file writer is closed.');
      const texts = typeof parts === 'string' ? [parts] : parts;
      // UTF-8 takes at most 3 bytes per UTF-16 unit.
      let need = 0;
      for (const text of texts) need += text.length * 3;
      await waitUntil(() => queued - written() < MAX_QUEUED);
      if (need > MAX_RING_PAGE_BYTES) {
        worker.postMessage({ file, text: texts.join('') });
      } else {
        // A page is never split at the end of the ring: it starts over at 0.
        const skip = () => {
          const at = reserved % RING_BYTES;
          return at + need > RING_BYTES ? RING_BYTES - at : 0;
        };
        await waitUntil(() => reserved + skip() + need - released() <= RING_BYTES);
        reserved += skip();
        const start = reserved % RING_BYTES;
        let length = 0;
        for (const text of texts) {
          length += encoder.encodeInto(text, bytes.subarray(start + length, start + need)).written;
        }
        reserved += length;
        worker.postMessage({ file, start, length, end: reserved });
      }
      queued++;
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
