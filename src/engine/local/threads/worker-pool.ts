import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { DocumentError, LimitError } from '../../../core/errors.js';
import type { ConvertRequest, ConvertResult } from '../../../core/types.js';
import type { Engine } from '../../engine.js';
import { CONVERT_WORKER_ROLE, type Reply } from './convert-worker.js';

/**
 * The local engine on several threads. Conversion is CPU-bound and one event loop uses
 * one core; `serve` hands each document to a worker thread so every core converts.
 * Workers run the process's own entry file (so there is no separate worker script to
 * ship in dist/): the entry calls `isConvertWorker()` first and, in a worker, runs
 * `runConvertWorker()` instead of itself.
 */

interface Task {
  id: number;
  request: ConvertRequest;
  resolve(result: ConvertResult): void;
  reject(error: Error): void;
}

/** Worker threads worth starting here: one per core, at most `max`; 1 means "convert in-process". */
export function convertThreads(max: number): number {
  return Math.max(1, Math.min(max, availableParallelism()));
}

/**
 * An Engine whose conversions run on `size` worker threads started from `entry`. Errors
 * keep their type (LimitError, DocumentError) across the thread boundary. A worker that
 * dies fails only the documents it held and is replaced.
 */
export function createWorkerPoolEngine({ entry, size }: { entry: string; size: number }): Engine {
  const queue: Task[] = [];
  const idle: Worker[] = [];
  const busy = new Map<Worker, Task>();
  let nextId = 1;
  let closed = false;

  const spawn = () => {
    const worker = new Worker(entry, { workerData: { role: CONVERT_WORKER_ROLE } });
    worker.on('message', (reply: Reply) => {
      const task = busy.get(worker);
      busy.delete(worker);
      if (task && task.id === reply.id) {
        if ('result' in reply) task.resolve(reply.result);
        else task.reject(toError(reply.error));
      }
      idle.push(worker);
      pump();
    });
    worker.on('error', (error) => retire(worker, error));
    worker.on('exit', (code) =>
      retire(worker, new Error(`A conversion thread stopped (exit ${code}).`)),
    );
    idle.push(worker);
  };

  const retire = (worker: Worker, error: Error) => {
    const task = busy.get(worker);
    busy.delete(worker);
    const at = idle.indexOf(worker);
    if (at >= 0) idle.splice(at, 1);
    task?.reject(error);
    if (!closed && idle.length + busy.size < size) {
      spawn();
      pump();
    }
  };

  const pump = () => {
    while (idle.length > 0 && queue.length > 0) {
      const worker = idle.pop() as Worker;
      const task = queue.shift() as Task;
      busy.set(worker, task);
      worker.postMessage({ id: task.id, request: task.request });
    }
  };

  for (let i = 0; i < size; i++) spawn();

  return {
    name: 'local',
    convert(request, signal) {
      signal?.throwIfAborted();
      if (closed) return Promise.reject(new Error('The conversion threads are closed.'));
      return new Promise<ConvertResult>((resolve, reject) => {
        queue.push({ id: nextId++, request, resolve, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const task of queue.splice(0))
        task.reject(new Error('The conversion threads are closed.'));
      await Promise.all([...idle, ...busy.keys()].map((worker) => worker.terminate()));
    },
  };
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
