import type { Log } from '../core/log.js';
import type { Redact } from '../core/secrets.js';
import type { RunContext } from '../github/event.js';
import { createOctokit, type Octokit } from '../github/octokit.js';
import type { Config } from '../settings/config.js';

/**
 * The GitHub client, when there is a token. Octokit is imported with the run, not on
 * demand: nearly every run calls GitHub (the comment, the ledger), and loading it as a chunk
 * of its own cost each run 20 to 50 ms more CPU than loading it with the rest.
 */
export function openGitHub(
  config: Config,
  ctx: RunContext,
  { log, redact }: { log: Log; redact: Redact },
): Octokit | undefined {
  if (!config.githubToken) return undefined;
  return createOctokit(config.githubToken, {
    baseUrl: ctx.apiUrl,
    log,
    redact,
    waitUnitMs: ctx.retryUnitMs,
    orchestrationId: ctx.orchestrationId,
  });
}
