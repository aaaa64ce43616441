import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  CONVERT_WORKER_ROLE
} from "./chunk-2WAUFRXF.js";
import {
  DocumentError,
  LimitError
} from "./chunk-5XOO62DI.js";
import {
  BUDGET_CODES
} from "./chunk-5DQ3OEOA.js";

// src/engine/local/threads/worker-pool.ts
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
function convertThreads(max) {
  return Math.max(1, Math.min(max, availableParallelism()));
}
function createThreadPool({
  entry,
  size,
  budget,
  eager = true
}) {
  const queue = [];
  const idle = [];
  const busy = /* @__PURE__ */ new Map();
  const starting = /* @__PURE__ */ new Set();
  let threads = 0;
  let nextId = 1;
  let closed = false;
  const spawn = () => {
    const data = { role: CONVERT_WORKER_ROLE, maxHtmlBytes: budget?.maxHtmlBytes };
    const worker = new Worker(entry, {
      workerData: data,
      ...budget ? { resourceLimits: { maxOldGenerationSizeMb: budget.memoryMb } } : {}
    });
    threads++;
    worker.on("message", (reply) => {
      if ("ready" in reply) {
        starting.delete(worker);
        idle.push(worker);
        pump();
        return;
      }
      const task = busy.get(worker);
      busy.delete(worker);
      if (task && task.id === reply.id) {
        clearTimeout(task.timer);
        if ("result" in reply) task.resolve(reply.result);
        else task.reject(toError(reply.error));
      }
      idle.push(worker);
      pump();
    });
    worker.on(
      "error",
      (error) => retire(
        worker,
        error.code === "ERR_WORKER_OUT_OF_MEMORY" && budget ? overMemory(budget) : error
      )
    );
    worker.on(
      "exit",
      (code) => retire(worker, new Error(`A conversion thread stopped (exit ${code}).`))
    );
    starting.add(worker);
  };
  const retire = (worker, error) => {
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
    if (wasStarting) queue.shift()?.reject(error);
    pump();
  };
  const pump = () => {
    while (!closed && queue.length > 0) {
      if (idle.length === 0) {
        if (threads < size && starting.size < queue.length) spawn();
        return;
      }
      const worker = idle.pop();
      const task = queue.shift();
      busy.set(worker, task);
      if (budget) {
        task.timer = setTimeout(() => {
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
      if (closed) return Promise.reject(new Error("The conversion threads are closed."));
      return new Promise((resolve, reject) => {
        queue.push({ id: nextId++, job, resolve, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const task of queue.splice(0))
        task.reject(new Error("The conversion threads are closed."));
      for (const task of busy.values()) clearTimeout(task.timer);
      await Promise.all([...idle, ...busy.keys(), ...starting].map((worker) => worker.terminate()));
    }
  };
}
function createWorkerPoolEngine(options) {
  const pool = createThreadPool(options);
  return {
    name: "local",
    convert: async (request, signal) => await pool.run({ kind: "convert", request }, signal),
    close: () => pool.close()
  };
}
function overTime(budget) {
  const seconds = Math.round(budget.timeoutMs / 100) / 10;
  return new LimitError(
    BUDGET_CODES.time,
    `Converting the document (drawing its formulas and diagrams) took longer than ${seconds} s and was stopped (${BUDGET_CODES.time}). Simplify its largest diagram or formula; \`document-timeout-seconds\` raises the budget.`,
    budget.timeoutMs,
    budget.timeoutMs
  );
}
function overMemory(budget) {
  return new LimitError(
    BUDGET_CODES.memory,
    `Converting the document (drawing its formulas and diagrams) needed more than ${budget.memoryMb} MB and was stopped (${BUDGET_CODES.memory}). Simplify its largest diagram or formula; \`document-memory-mb\` raises the ceiling.`,
    budget.memoryMb,
    budget.memoryMb
  );
}
function toError(error) {
  if (error.kind === "limit") {
    return new LimitError(
      error.code ?? "limit",
      error.message,
      error.limit ?? 0,
      error.actual ?? 0,
      error.line
    );
  }
  if (error.kind === "document")
    return new DocumentError(error.code ?? "invalid_document", error.message, error.line);
  return new Error(error.message);
}

export {
  convertThreads,
  createThreadPool,
  createWorkerPoolEngine
};
