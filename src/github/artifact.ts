/**
 * Uploads the HTML output as a workflow artifact. `@actions/artifact` pulls in the
 * Azure blob SDK and costs most of a second to load, so it is imported only when
 * an upload actually happens.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { GitHubError } from '../errors.js';
import type { Log } from '../log.js';

export interface UploadHtmlArtifactOptions {
  name: string;
  /** Directory to upload; its layout is kept inside the artifact. */
  dir: string;
  retentionDays?: number;
  log: Pick<Log, 'info' | 'warning'>;
  /**
   * Read for the runtime check and the artifact URL. `@actions/artifact` itself reads
   * `process.env`, so this must describe the same environment.
   */
  env?: NodeJS.ProcessEnv;
}

export interface UploadHtmlArtifactResult {
  id?: number;
  url?: string;
  /** Why nothing was uploaded (a warning was logged; not a failure). */
  skipped?: string;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

export async function uploadHtmlArtifact(
  options: UploadHtmlArtifactOptions,
): Promise<UploadHtmlArtifactResult> {
  const env = options.env ?? process.env;
  const { log } = options;
  const skip = (reason: string): UploadHtmlArtifactResult => {
    log.warning(`HTML artifact not uploaded: ${reason}`);
    return { skipped: reason };
  };

  if (!env.ACTIONS_RUNTIME_TOKEN || !env.ACTIONS_RESULTS_URL) {
    return skip(
      'the Actions runtime is not available (ACTIONS_RUNTIME_TOKEN / ACTIONS_RESULTS_URL are unset: not running in a GitHub Actions job). The HTML is in the output directory.',
    );
  }

  let files: string[];
  try {
    files = await filesUnder(options.dir);
  } catch (error) {
    return skip(
      `the output directory ${options.dir} cannot be read (${(error as NodeJS.ErrnoException).code ?? error}).`,
    );
  }
  if (files.length === 0) return skip(`the output directory ${options.dir} is empty.`);

  const { DefaultArtifactClient, GHESNotSupportedError } = await import('@actions/artifact');
  let id: number | undefined;
  try {
    const result = await new DefaultArtifactClient().uploadArtifact(
      options.name,
      files,
      options.dir,
      {
        retentionDays: options.retentionDays,
      },
    );
    id = result.id;
  } catch (error) {
    if (error instanceof GHESNotSupportedError) {
      return skip(
        'artifact upload is not supported on GitHub Enterprise Server by @actions/artifact v2+.',
      );
    }
    throw new GitHubError(
      'artifact_upload_failed',
      `Uploading the HTML artifact "${options.name}" failed: ${error instanceof Error ? error.message : String(error)}`,
      undefined,
      { cause: error },
    );
  }

  const serverUrl = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '');
  const url =
    id !== undefined && env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID
      ? `${serverUrl}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}/artifacts/${id}`
      : undefined;
  log.info(`Uploaded ${files.length} files as artifact "${options.name}"${url ? `: ${url}` : ''}.`);
  return { id, url };
}
