import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  DocumentError,
  LimitError
} from "./chunk-5XOO62DI.js";

// src/engine/local/threads/convert-worker.ts
import { isMainThread, parentPort, workerData } from "node:worker_threads";
var CONVERT_WORKER_ROLE = "md-platform:convert-worker";
function isConvertWorker() {
  return !isMainThread && workerData?.role === CONVERT_WORKER_ROLE;
}
async function runConvertWorker() {
  const port = parentPort;
  if (!port) return;
  const { createLocalEngine } = await import("./local-FP2V7LM5.js");
  const engine = createLocalEngine();
  port.on("message", async ({ id, request }) => {
    port.postMessage(await convertOne(id, () => engine.convert(request)));
  });
}
async function convertOne(id, convert) {
  try {
    return { id, result: await convert() };
  } catch (error) {
    const e = error;
    return {
      id,
      error: {
        kind: error instanceof LimitError ? "limit" : error instanceof DocumentError ? "document" : "other",
        code: e.code,
        message: e.message,
        line: e.line,
        limit: e.limit,
        actual: e.actual
      }
    };
  }
}

export {
  CONVERT_WORKER_ROLE,
  isConvertWorker,
  runConvertWorker
};
