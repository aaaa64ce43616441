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
 * Pages travel as UTF-16 code units in a ring of shared memory, not as strings in
 * messages. A string message is flattened and copied on this thread, copied again and
 * encoded on the writer's, and on a two-core runner all of it competes with the
 * conversions. Copying each part of a page into the ring as UTF-16 is a plain copy of
 * the string's units (3-4x faster than encoding it as UTF-8 here); the writer decodes
 * and encodes it as UTF-8 on its own core. Unpaired surrogates become U+FFFD either way.
 *
 * Which file to write where in the ring goes through shared memory too: a slot per
 * queued file, and a counter the thread sleeps on with `Atomics.wait`. The thread is
 * woken once per batch of files, not per file: waking a sleeping thread cost this one
 * 0.1-0.3 ms each on a two-core VM (a futex wake and an interrupt to the other core),
 * as a message per page did, more than encoding the page. Queuing a file without
 * waking the thread costs ~1 µs.
 */
export interface WriteThread {
  /**
   * Queues the concatenation of `parts` for `file` (its folder must exist). Waits only
   * when the thread falls far behind.
   */
  write(file: string, parts: string | readonly string[]): Promise<void>;
  /**
   * Resolves when every file handed to `write` before it is written, those still waiting
   * for room included; rejects with the first failure. Stops the thread; later writes fail.
   */
  close(): Promise<void>;
}

/** Bytes of pages queued but not yet written: bounds the memory held for the thread. */
const RING_BYTES = 8 * 1024 * 1024;
/** A page that may need more goes whole in a message (rare: the service takes 50,000 characters). */
const MAX_RING_PAGE_BYTES = RING_BYTES / 4;
/** Files queued before `write` waits, whatever their size: the number of slots. */
const MAX_QUEUED = 256;
// The thread is woken when this many files or bytes were queued since it last was (and
// when a writer waits for room, and at close): few wake-ups, and the ring never fills
// while the thread sleeps.
const WAKE_FILES = 64;
const WAKE_BYTES = RING_BYTES / 4;

// Cells of the shared counters (BigInt64Array): files queued (the thread sleeps on it),
// files written, ring bytes released, and whether the main thread waits for a release.
const QUEUED = 0;
const WRITTEN = 1;
const RELEASED = 2;
const WAITING = 3;
// A slot: where the file's path starts in the ring, the path's bytes, the page's bytes
// (which follow the path), and the ring position released once the file is written.
const SLOT_CELLS = 4;
/** Page bytes of a slot whose page came whole in a message. */
const BY_MESSAGE = -1;
/** Page bytes of the last slot: the thread reports and ends. */
const CLOSE = -2;

// Plain CommonJS run with `eval`: the thread needs only node:fs, and a source string
// works the same from dist/ (one file per entry), the CLI and the tests. It never
// returns to its event loop until it ends: messages for it are taken with
// receiveMessageOnPort, in the order of the slots.
const THREAD_SOURCE = `
const { parentPort, receiveMessageOnPort, workerData } = require('node:worker_threads');
const { writeFileSync } = require('node:fs');
const ring = Buffer.from(workerData.ring);
const counters = new BigInt64Array(workerData.counters);
const slots = new BigInt64Array(workerData.slots);
for (let done = 0n; ; ) {
  if (Atomics.load(counters, ${QUEUED}) === done) {
    Atomics.wait(counters, ${QUEUED}, done);
    continue;
  }
  const at = Number(done % ${MAX_QUEUED}n) * ${SLOT_CELLS};
  const start = Number(slots[at]);
  const pathBytes = Number(slots[at + 1]);
  const pageBytes = Number(slots[at + 2]);
  if (pageBytes === ${CLOSE}) break;
  let file;
  try {
    if (pageBytes === ${BY_MESSAGE}) {
      const { message } = receiveMessageOnPort(parentPort);
      file = message.file;
      writeFileSync(file, message.text);
    } else {
      file = ring.toString('utf16le', start, start + pathBytes);
      writeFileSync(file, ring.toString('utf16le', start + pathBytes, start + pathBytes + pageBytes));
    }
  } catch (error) {
    parentPort.postMessage({ failed: file, reason: error && error.message });
  }
  Atomics.store(counters, ${RELEASED}, slots[at + 3]);
  Atomics.store(counters, ${WRITTEN}, ++done);
  if (Atomics.exchange(counters, ${WAITING}, 0n) === 1n) parentPort.postMessage({ released: true });
}
parentPort.postMessage({ closed: true });
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
  const units = Buffer.from(ring);
  const counters = new BigInt64Array(new SharedArrayBuffer(4 * BigInt64Array.BYTES_PER_ELEMENT));
  const slots = new BigInt64Array(
    new SharedArrayBuffer(MAX_QUEUED * SLOT_CELLS * BigInt64Array.BYTES_PER_ELEMENT),
  );
  const worker = new Worker(THREAD_SOURCE, {
    eval: true,
    workerData: { ring, counters: counters.buffer, slots: slots.buffer },
  });
  let queued = 0;
  /** `queued` and `reserved` when the thread was last woken. */
  let wokenAt = { queued: 0, reserved: 0 };
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
  /** Writes handed over but not yet queued (waiting for room): close() waits for them. */
  const pending = new Set<Promise<void>>();

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

  const wakeThread = () => {
    wokenAt = { queued, reserved };
    Atomics.notify(counters, QUEUED);
  };
  /**
   * Resolves once the thread has written something, or at once if `fits()` holds after
   * asking it to say so. Callers loop on `while (!fits())`: the room must be checked
   * again right before it is taken, since another task may run between this promise
   * resolving and its caller going on.
   */
  const waitForThread = async (fits: () => boolean) => {
    if (failure) throw failure;
    Atomics.store(counters, WAITING, 1n);
    // Checked again after the flag is set: a write finished in between would not report.
    if (fits()) {
      Atomics.store(counters, WAITING, 0n);
      return;
    }
    wakeThread();
    await new Promise<void>((resolve) => waiting.push(resolve));
    if (failure) throw failure;
  };
  const slotFree = () => queued - Number(Atomics.load(counters, WRITTEN)) < MAX_QUEUED;
  const released = () => Number(Atomics.load(counters, RELEASED));
  /** Hands the thread its next slot; the ring bytes it points at are already written. */
  const enqueue = (start: number, pathBytes: number, pageBytes: number) => {
    const at = (queued % MAX_QUEUED) * SLOT_CELLS;
    slots[at] = BigInt(start);
    slots[at + 1] = BigInt(pathBytes);
    slots[at + 2] = BigInt(pageBytes);
    slots[at + 3] = BigInt(reserved);
    // The atomic store publishes the slot and the ring bytes written before it.
    Atomics.store(counters, QUEUED, BigInt(++queued));
    // A thread that is awake sees the new count by itself before it sleeps again.
    if (
      queued - wokenAt.queued >= WAKE_FILES ||
      reserved - wokenAt.reserved >= WAKE_BYTES ||
      pageBytes === CLOSE
    )
      wakeThread();
  };

  /** Copies a page into the ring once there is room (a large one goes whole by message). */
  const queue = async (file: string, parts: string | readonly string[]) => {
    const texts = typeof parts === 'string' ? [parts] : parts;
    let need = file.length * 2;
    for (const text of texts) need += text.length * 2;
    if (need > MAX_RING_PAGE_BYTES) {
      while (!slotFree()) await waitForThread(slotFree);
      worker.postMessage({ file, text: texts.join('') });
      enqueue(0, 0, BY_MESSAGE);
      return;
    }
    // A page is never split at the end of the ring: it starts over at 0.
    const skip = () => {
      const at = reserved % RING_BYTES;
      return at + need > RING_BYTES ? RING_BYTES - at : 0;
    };
    const fits = () => slotFree() && reserved + skip() + need - released() <= RING_BYTES;
    while (!fits()) await waitForThread(fits);
    reserved += skip();
    const start = reserved % RING_BYTES;
    const pathBytes = units.write(file, start, 'utf16le');
    let length = pathBytes;
    for (const text of texts) length += units.write(text, start + length, 'utf16le');
    reserved += length;
    enqueue(start, pathBytes, length - pathBytes);
  };

  return {
    async write(file, parts) {
      if (failure) throw failure;
      if (closed) throw new Error('The file writer is closed.');
      const queuing = queue(file, parts);
      pending.add(queuing);
      try {
        await queuing;
      } finally {
        pending.delete(queuing);
      }
    },
    close() {
      closed ??= (async () => {
        // A write may still wait for room: its page goes before the end, not after it.
        await Promise.allSettled(pending);
        if (!failure) {
          while (!slotFree()) await waitForThread(slotFree);
          await new Promise<void>((resolve) => {
            onClosed = resolve;
            enqueue(0, 0, CLOSE);
          });
        }
        await worker.terminate();
        if (failure) throw failure;
      })();
      return closed;
    },
  };
}
