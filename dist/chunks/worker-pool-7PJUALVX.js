import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  CONVERT_WORKER_ROLE
} from "./chunk-WPXVXAUI.js";
import {
  DocumentError,
  LimitError
} from "./chunk-5XOO62DI.js";
import "./chunk-G2QKEXVZ.js";

// src/engine/local/threads/worker-pool.ts
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
function convertThreads(max) {
  return Math.max(1, Math.min(max, availableParallelism()));
}
function createWorkerPoolEngine({ entry, size }) {
  const queue = [];
  const idle = [];
  const busy = /* @__PURE__ */ new Map();
  let nextId = 1;
  let closed = false;
  const spawn = () => {
    const worker = new Worker(entry, { workerData: { role: CONVERT_WORKER_ROLE } });
    worker.on("message", (reply) => {
      const task = busy.get(worker);
      busy.delete(worker);
      if (task && task.id === reply.id) {
        if ("result" in reply) task.resolve(reply.result);
        else task.reject(toError(reply.error));
      }
      idle.push(worker);
      pump();
    });
    worker.on("error", (error) => retire(worker, error));
    worker.on(
      "exit",
      (code) => retire(worker, new Error(`A conversion thread stopped (exit ${code}).`))
    );
    idle.push(worker);
  };
  const retire = (worker, error) => {
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
      const worker = idle.pop();
      const task = queue.shift();
      busy.set(worker, task);
      worker.postMessage({ id: task.id, request: task.request });
    }
  };
  for (let i = 0; i < size; i++) spawn();
  return {
    name: "local",
    convert(request, signal) {
      signal?.throwIfAborted();
      if (closed) return Promise.reject(new Error("The conversion threads are closed."));
      return new Promise((resolve, reject) => {
        queue.push({ id: nextId++, request, resolve, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const task of queue.splice(0))
        task.reject(new Error("The conversion threads are closed."));
      await Promise.all([...idle, ...busy.keys()].map((worker) => worker.terminate()));
    }
  };
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
  createWorkerPoolEngine
};
