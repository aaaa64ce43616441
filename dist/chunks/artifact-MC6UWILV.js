import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import "./chunk-G2QKEXVZ.js";

// src/github/artifact.ts
import { join } from "node:path";
var MAX_REASON_CHARS = 300;
async function uploadHtmlArtifact(options) {
  const { log } = options;
  const skip = (reason) => {
    log.warning(`HTML artifact not uploaded: ${reason}`);
    return { skipped: reason };
  };
  if (!options.runtime) {
    return skip(
      "the Actions runtime is not available (ACTIONS_RUNTIME_TOKEN / ACTIONS_RESULTS_URL are unset: not running in a GitHub Actions job). The HTML is in the output directory."
    );
  }
  const files = options.files.map((file) => join(options.dir, ...file.split("/")));
  if (files.length === 0) return skip("this run wrote no files.");
  const { DefaultArtifactClient, GHESNotSupportedError } = await import("./artifact-R4LSVABZ.js");
  let id;
  try {
    const result = await new DefaultArtifactClient().uploadArtifact(
      options.name,
      files,
      options.dir,
      {
        retentionDays: options.retentionDays,
        ...options.unzipped ? { skipArchive: true } : {}
      }
    );
    id = result.id;
  } catch (error) {
    if (error instanceof GHESNotSupportedError) {
      return skip(
        "artifact upload is not supported on GitHub Enterprise Server by @actions/artifact v2+."
      );
    }
    const reason = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, " ");
    const short = reason.length > MAX_REASON_CHARS ? `${reason.slice(0, MAX_REASON_CHARS)}\u2026` : reason;
    return {
      ...skip(
        `uploading "${options.name}" failed (${short}). The HTML is in the output directory on the runner.`
      ),
      failed: true
    };
  }
  const url = id !== void 0 && options.runUrl ? `${options.runUrl}/artifacts/${id}` : void 0;
  const what = options.unzipped ? "one file, unzipped," : `${files.length} files`;
  log.info(`Uploaded ${what} as artifact "${options.name}"${url ? `: ${url}` : ""}.`);
  return { id, url };
}
export {
  uploadHtmlArtifact
};
