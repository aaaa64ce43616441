import type { FileResult } from '../core/types.js';
import { listChangedFiles } from '../github/changed-files.js';
import type { RunContext } from '../github/event.js';
import type { Octokit } from '../github/octokit.js';
import type { Config } from '../settings/config.js';
import { RunError } from './run-outcome.js';

export interface FoundFiles {
  /** The Markdown files to convert, workspace-relative. */
  paths: string[];
  /** Files this change removed: reported, nothing to convert. */
  removed: FileResult[];
  /** For the caller to log as warnings. */
  warnings: string[];
  /** For the caller to log as info. */
  note?: string;
}

/** The Markdown files this run processes: the change's files, or the workspace's. */
export async function findFiles(
  ctx: RunContext,
  config: Config,
  octokit: Octokit | undefined,
): Promise<FoundFiles> {
  const changed = await listChangedFiles(ctx, {
    octokit,
    patterns: config.files,
    changedOnly: config.changedOnly,
    workspace: config.workspace,
  });
  const removed: FileResult[] = changed.files
    .filter((f) => f.status === 'removed')
    .map((f) => ({
      path: f.path,
      status: 'removed',
      findings: [],
      reason: 'Removed by this change; nothing to convert.',
    }));
  const paths = changed.files.filter((f) => f.status !== 'removed').map((f) => f.path);
  return { paths, removed, warnings: changed.warnings, note: changed.note };
}

/** Checked after the warnings are logged, so a run refused for size still shows them. */
export function assertWithinMaxFiles(paths: string[], config: Config): void {
  if (paths.length > config.maxFiles) {
    throw new RunError(
      'too_many_files',
      `${paths.length} Markdown files are to be processed, more than max-files (${config.maxFiles}). Narrow \`files\`, or raise \`max-files\` if this many is intended (each file costs one request of your quota).`,
    );
  }
}
