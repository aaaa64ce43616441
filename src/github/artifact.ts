/**
 * Uploads the HTML output as a workflow artifact. `@actions/artifact` pulls in the
 * Azure blob SDK and costs most of a second to load, so it is imported only when
 * an upload actually happens.
 */
import { join } from 'node:path';
import type { Log } from '../core/log.js';

export interface UploadHtmlArtifactOptions {
  name: string;
  /** The output folder; the files' layout under it is kept inside the artifact. */
  dir: string;
  /**
   * The files to upload, relative to `dir` and `/`-separated: the ones this run wrote,
   * never whatever else the folder holds (a stale file, or a link the checkout planted).
   */
  files: readonly string[];
  retentionDays?: number;
  /**
   * Upload the one file in `files` as it is, not zipped: GitHub then opens it in the
   * browser. The service names such an artifact after the file, so `name` must be it.
   */
  unzipped?: boolean;
  log: Pick<Log, 'info' | 'warning'>;
  /**
   * Whether the job can upload (the entry point found ACTIONS_RUNTIME_TOKEN and
   * ACTIONS_RESULTS_URL). `@actions/artifact` reads those from the process environment itself.
   */
  runtime: boolean;
  /** The run's page (`…/actions/runs/<id>`), which the artifact's link extends; unset outside a job. */
  runUrl?: string;
}

export interface UploadHtmlArtifactResult {
  id?: number;
  url?: string;
  /** Why nothing was uploaded (a warning was logged; not a failure). */
  skipped?: string;
  /** Set with `skipped` when the service failed the upload: worth telling the reviewer. */
  failed?: boolean;
}

/** An error from the artifact service is summarised, never quoted whole. */
const MAX_REASON_CHARS = 300;

export async function uploadHtmlArtifact(
  options: UploadHtmlArtifactOptions,
): Promise<UploadHtmlArtifactResult> {
  const { log } = options;
  const skip = (reason: string): UploadHtmlArtifactResult => {
    log.warning(`HTML artifact not uploaded: ${reason}`);
    return { skipped: reason };
  };

  if (!options.runtime) {
    return skip(
      'the Actions runtime is not available (ACTIONS_RUNTIME_TOKEN / ACTIONS_RESULTS_URL are unset: not running in a GitHub Actions job). The HTML is in the output directory.',
    );
  }

  const files = options.files.map((file) => join(options.dir, ...file.split('/')));
  if (files.length === 0) return skip('this run wrote no files.');

  const { DefaultArtifactClient, GHESNotSupportedError } = await import('@actions/artifact');
  let id: number | undefined;
  try {
    const result = await new DefaultArtifactClient().uploadArtifact(
      options.name,
      files,
      options.dir,
      {
        retentionDays: options.retentionDays,
        ...(options.unzipped ? { skipArchive: true } : {}),
      },
    );
    id = result.id;
  } catch (error) {
    if (error instanceof GHESNotSupportedError) {
      return skip(
        'artifact upload is not supported on GitHub Enterprise Server by @actions/artifact v2+.',
      );
    }
    // An outage of the artifact service costs the preview download, not the comment,
    // the summary or the outputs: the run goes on and says so.
    const reason = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ');
    const short =
      reason.length > MAX_REASON_CHARS ? `${reason.slice(0, MAX_REASON_CHARS)}…` : reason;
    return {
      ...skip(
        `uploading "${options.name}" failed (${short}). The HTML is in the output directory on the runner.`,
      ),
      failed: true,
    };
  }

  const url = id !== undefined && options.runUrl ? `${options.runUrl}/artifacts/${id}` : undefined;
  const what = options.unzipped ? 'one file, unzipped,' : `${files.length} files`;
  log.info(`Uploaded ${what} as artifact "${options.name}"${url ? `: ${url}` : ''}.`);
  return { id, url };
}
