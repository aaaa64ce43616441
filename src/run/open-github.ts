import type { Log } from '../core/log.js';
import type { Redact } from '../core/secrets.js';
import type { RunContext } from '../github/event.js';
import type { Octokit } from '../github/octokit.js';
import type { Config } from '../settings/config.js';

/** The GitHub client, when there is a token; Octokit is loaded only then. */
export async function openGitHub(
  config: Config,
  ctx: RunContext,
  { log, redact }: { log: Log; redact: Redact },
): Promise<Octokit | undefined> {
  if (!config.githubToken) return undefined;
  const { createOctokit } = await import('../github/octokit.js');
  return createOctokit(config.githubToken, {
    baseUrl: ctx.apiUrl,
    log,
    redact,
    waitUnitMs: ctx.retryUnitMs,
    orchestrationId: ctx.orchestrationId,
  });
}
