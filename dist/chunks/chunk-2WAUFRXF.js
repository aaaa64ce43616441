import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  DocumentError,
  LimitError
} from "./chunk-5XOO62DI.js";

// src/engine/local/threads/convert-worker.ts
import { isMainThread, parentPort, workerData } from "node:worker_threads";
var CONVERT_WORKER_ROLE = "md-platform:convert-worker";
var READY = { ready: true };
function isConvertWorker() {
  return !isMainThread && workerData?.role === CONVERT_WORKER_ROLE;
}
async function runConvertWorker() {
  const port = parentPort;
  if (!port) return;
  const { createLocalEngine } = await import("./local-GTLH3DOI.js");
  const { precheckMathAndDiagrams } = await import("./rich-precheck-7H5BY5BM.js");
  const { mathOf, mermaidOf } = await import("./rich-Q5HTAAL4.js");
  const engine = createLocalEngine({ maxHtmlBytes: workerData.maxHtmlBytes });
  await Promise.all([mathOf(engine.rich), mermaidOf(engine.rich)]);
  const run = async (job) => {
    if (job.kind === "check")
      return precheckMathAndDiagrams(job.markdown, job.lineOffset, job.theme, engine.rich);
    const converted = await engine.convert(job.request, void 0, {
      prechecked: job.kind === "restyle" || job.prechecked
    });
    return job.kind === "restyle" ? engine.restyle(job.request, job.looks) : converted;
  };
  port.on("message", async ({ id, job }) => {
    port.postMessage(await runOne(id, () => run(job)));
  });
  port.postMessage(READY);
}
async function runOne(id, work) {
  try {
    return { id, result: await work() };
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
