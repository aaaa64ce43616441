import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LimitError } from '../../src/core/errors.js';
import { createThreadPool } from '../../src/engine/local/threads/worker-pool.js';

/** Threads that act like runaway documents, so the budget's two ends are seen for real. */
const ENTRY = resolve(import.meta.dirname, '../support/greedy-worker.mjs');
const budget = { timeoutMs: 1500, memoryMb: 64, maxHtmlBytes: 1e6 };
const job = (markdown: string) => ({ kind: 'convert' as const, request: { markdown } });

describe('conversion threads under a budget', () => {
  it('a document over the heap ceiling fails with its finding; the next one converts', async () => {
    const pool = createThreadPool({ entry: ENTRY, size: 1, budget, eager: false });
    try {
      const hog = await pool.run(job('hog')).catch((error) => error);
      expect(hog).toBeInstanceOf(LimitError);
      expect(hog).toMatchObject({ code: 'document_too_large_in_memory', limit: 64 });
      expect(hog.message).toContain('more than 64 MB');
      await expect(pool.run(job('fine'))).resolves.toMatchObject({ html: '<p>fine</p>' });
    } finally {
      await pool.close();
    }
  }, 60_000);

  it('a document over the time budget fails; its thread is replaced and a queued one converts', async () => {
    // A short budget: the spinning thread holds a core until it is stopped. The clock starts
    // once the thread is ready, and the queued answer takes microseconds of it.
    const pool = createThreadPool({
      entry: ENTRY,
      size: 1,
      budget: { ...budget, timeoutMs: 400 },
      eager: false,
    });
    try {
      const spin = pool.run(job('spin')).catch((error) => error);
      // Queued behind the spinning one on the only thread: it converts once that is stopped.
      const queued = pool.run(job('queued'));
      expect(await spin).toMatchObject({ code: 'document_too_slow', limit: 400 });
      await expect(queued).resolves.toMatchObject({ html: '<p>queued</p>' });
    } finally {
      await pool.close();
    }
  }, 60_000);
});
