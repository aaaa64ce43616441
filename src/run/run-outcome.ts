import { type Cancellation, GRACE_MS } from '../core/cancellation.js';
import { MdPlatformError } from '../core/errors.js';
import type { Log } from '../core/log.js';
import type { Redact } from '../core/secrets.js';
import type { DraftResult, FileResult } from '../core/types.js';
import type { RunContext } from '../github/event.js';
import type { Octokit } from '../github/octokit.js';
import type { Config } from '../settings/config.js';
import type { ResolvedMode } from './mode.js';

export interface RunOutcome {
  mode: ResolvedMode;
  engine: 'local' | 'remote' | 'none';
  results: FileResult[];
  drafts: DraftResult[];
  artifact?: { id?: number; url?: string; skipped?: string; failed?: boolean };
  /** The one-file browser preview: written, then uploaded unzipped beside the zip. */
  preview?: {
    file: string;
    /** Each document's anchor in it, by path. */
    anchors: Map<string, string>;
    url?: string;
    /** Why it was not uploaded; the zip is the only preview then. */
    skipped?: string;
  };
  commentUrl?: string;
  notices: string[];
  /** Set when the run must fail whatever `fail-on` says (a draft may exist twice, a fatal error). */
  fatal?: string;
  /** The signal that cancelled the run: what was not done yet was skipped. */
  cancelled?: string;
}

/** A run-level failure: reported once, with the message the user needs. */
export class RunError extends MdPlatformError {}

const GRACE_SECONDS = GRACE_MS / 1000;

/** What a cancelled run says once, in the log, summary and outputs: what the cancel left. */
export function cancelledNotice(outcome: RunOutcome): string {
  const count = (status: string) => outcome.drafts.filter((d) => d.status === status).length;
  const drafts =
    outcome.mode === 'draft'
      ? ` Drafts: ${count('created')} created, ${count('cancelled')} not drafted, ${count('uncertain')} uncertain (check the draft box for those).`
      : outcome.mode === 'preview'
        ? ' The PR comment was left as it was.'
        : '';
  return `The run was cancelled (${outcome.cancelled}): no new work was started; requests already sent were given ${GRACE_SECONDS} s to finish.${drafts}`;
}

/** What every stage of a run reads: settings, event, log and the clients opened at its start. */
export interface Run {
  config: Config;
  ctx: RunContext;
  log: Log;
  cancel: Cancellation;
  mode: ResolvedMode;
  /** A pull request from a fork: no secrets, a read-only token. */
  fork: boolean;
  octokit?: Octokit;
  redact: Redact;
}
