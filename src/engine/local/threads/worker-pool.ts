import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { BUDGET_CODES, type DocumentBudget } from '../../../core/budget.js';
import { DocumentError, LimitError } from '../../../core/errors.js';
import type { ConvertResult } from '../../../core/types.js';
import type { Engine } from '../../engine.js';
import {
  CONVERT_WORKER_ROLE,
  type Job,
  type JobResult,
  type Reply,
  type WorkerData,
} from './convert-worker.js';

/**
 * The local engine on worker threads. Conversion is CPU-bound and one event loop uses one
 * core; each document goes to a thread so every core converts, and so that one document
 * can be stopped: a thread over the time budget is terminated, one over its heap ceiling
 * dies, and either is replaced while the document fails with its finding. Workers run the
 * process's own entry file (so there is no separate worker script to ship in dist/): the
 * entry calls `isConvertWorker()` first and, in a worker, runs `runConvertWorker()`.
 */

interface Task {
  id: number;
  job: Job;
  resolve(result: JobResult): void;
  reject(error: Error): void;
  timer?: NodeJS.Timeout;
}

export interface ThreadPool {
  run(job: Job, signal?: AbortSignal): Promise<JobResult>;
  close(): Promise<void>;
}

export interface ThreadPoolOptions {
  entry: string;
  size: number;
  /** Each job's time and memory; without it, none. */
  budget?: DocumentBudget;
  /** Start the threads now (a server), or at the first job (a run that may need none). */
  eager?: boolean;
}

/** Worker threads worth starting here: one per core, at most `max`; 1 means "convert in-process". */
export function convertThreads(max: number): number {
  return Math.max(1, Math.min(max, availableParallelism()));
}

export function createThreadPool({
  entry,
  size,
  budget,
  eager = true,
}: ThreadPoolOptions): ThreadPool {
  const queue: Task[] = [];
  const idle: Worker[] = [];
  const busy = new Map<Worker, Task>();
  /** Threads loading their renderers: they count toward the size, and take jobs once ready. */
  const starting = new Set<Worker>();
  let threads = 0;
  let nextId = 1;
  let closed = false;

  const spawn = () => {
    const data: WorkerData = { role: CONVERT_WORKER_ROLE, maxHtmlBytes: budget?.maxHtmlBytes };
    const worker = new Worker(entry, {
      workerData: data,
      ...(budget ? { resourceLimits: { maxOldGenerationSizeMb: budget.memoryMb } } : {}),
    });
    threads++;
    worker.on('message', (reply: Reply) => {
      if ('ready' in reply) {
        starting.delete(worker);
        idle.push(worker);
        pump();
        return;
      }
      const task = busy.get(worker);
      busy.delete(worker);
      if (task && task.id === reply.id) {
        clearTimeout(task.timer);
        if ('result' in reply) task.resolve(reply.result);
        else task.reject(toError(reply.error));
      }
      idle.push(worker);
      pump();
    });
    worker.on('error', (error: Error & { code?: string }) =>
      retire(
        worker,
        error.code === 'ERR_WORKER_OUT_OF_MEMORY' && budget ? overMemory(budget) : error,
      ),
    );
    worker.on('exit', (code) =>
      retire(worker, new Error(`A conversion thread stopped (exit ${code}).`)),
    );
    starting.add(worker);
  };

  // A thread's end is reported once (error, then exit): the first reason fails its task.
  const retire = (worker: Worker, error: Error) => {
    const task = busy.get(worker);
    busy.delete(worker);
    const at = idle.indexOf(worker);
    if (at >= 0) idle.splice(at, 1);
    const wasStarting = starting.delete(worker);
    if (task || at >= 0 || wasStarting) threads--;
    if (task) {
      clearTimeout(task.timer);
      task.reject(error);
    }
    // A thread that cannot even start (a heap ceiling below what the renderers need) fails
    // the next job instead of being started again and again.
    if (wasStarting) queue.shift()?.reject(error);
    pump();
  };

  const pump = () => {
    while (!closed && queue.length > 0) {
      if (idle.length === 0) {
        // A new thread takes the job once its renderers are loaded (its `ready`).
        if (threads < size && starting.size < queue.length) spawn();
        return;
      }
      const worker = idle.pop() as Worker;
      const task = queue.shift() as Task;
      busy.set(worker, task);
      if (budget) {
        task.timer = setTimeout(() => {
          // Failed now, whatever the thread does next; terminating it frees its core and heap.
          busy.delete(worker);
          threads--;
          task.reject(overTime(budget));
          void worker.terminate();
          pump();
        }, budget.timeoutMs);
      }
      worker.postMessage({ id: task.id, job: task.job });
    }
  };

  if (eager) for (let i = 0; i < size; i++) spawn();

  return {
    run(job, signal) {
      signal?.throwIfAborted();
      if (closed) return Promise.reject(new Error('The conversion threads are closed.'));
      return new Promise<JobResult>((resolve, reject) => {
        queue.push({ id: nextId++, job, resolve, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const task of queue.splice(0))
        task.reject(new Error('The conversion threads are closed.'));
      for (const task of busy.values()) clearTimeout(task.timer);
      await Promise.all([...idle, ...busy.keys(), ...starting].map((worker) => worker.terminate()));
    },
  };
}

/**
 * An Engine whose conversions all run on `size` worker threads started from `entry`. Errors
 * keep their type (LimitError, DocumentError) across the thread boundary. A worker that
 * dies fails only the documents it held and is replaced.
 */
export function createWorkerPoolEngine(options: ThreadPoolOptions): Engine {
  const pool = createThreadPool(options);
  return {
    name: 'local',
    convert: async (request, signal) =>
      (await pool.run({ kind: 'convert', request }, signal)) as ConvertResult,
    close: () => pool.close(),
  };
}

function overTime(budget: DocumentBudget): LimitError {
  const seconds = Math.round(budget.timeoutMs / 100) / 10;
  return new LimitError(
    BUDGET_CODES.time,
    `Converting the document (drawing its formulas and diagrams) took longer than ${seconds} s and was stopped (${BUDGET_CODES.time}). Simplify its largest diagram or formula; \`document-timeout-seconds\` raises the budget.`,
    budget.timeoutMs,
    budget.timeoutMs,
  );
}

function overMemory(budget: DocumentBudget): LimitError {
  return new LimitError(
    BUDGET_CODES.memory,
    `Converting the document (drawing its formulas and diagrams) needed more than ${budget.memoryMb} MB and was stopped (${BUDGET_CODES.memory}). Simplify its largest diagram or formula; \`document-memory-mb\` raises the ceiling.`,
    budget.memoryMb,
    budget.memoryMb,
  );
}

function toError(error: Extract<Reply, { error: unknown }>['error']): Error {
  if (error.kind === 'limit') {
    return new LimitError(
      error.code ?? 'limit',
      error.message,
      error.limit ?? 0,
      error.actual ?? 0,
      error.line,
    );
  }
  if (error.kind === 'document')
    return new DocumentError(error.code ?? 'invalid_document', error.message, error.line);
  return new Error(error.message);
}
