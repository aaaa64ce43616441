/**
 * The one GitHub client of a run. Retries and rate-limit waits are bounded so a
 * flaky API slows a run down by seconds, never hangs it, and a POST that may have
 * been applied is never sent twice behind the caller's back.
 *
 * It is the client `@actions/github` builds (Octokit's core with pagination), built from
 * the same parts: `@actions/github` also loads undici and a fetch for its requests at
 * import, which cost every run 40 to 60 ms of CPU (docs/decisions/010-github-requests.md).
 * Requests go through `toolkitFetch`. Calls name their route (`octokit.request('GET
 * /user')`), typed by Octokit from the route: the REST methods plugin's table of every
 * endpoint took each run about 8 ms to load for the dozen routes the action calls.
 */

import { Octokit as OctokitCore } from '@octokit/core';
import { paginateRest } from '@octokit/plugin-paginate-rest';
import type { Log } from '../core/log.js';
import type { Redact } from '../core/secrets.js';
import { rateLimitOf } from './describe-error.js';
import { redactRequestErrors, statusOf, toGitHubError } from './github-error.js';
import { requestRetries } from './request-retries.js';
import { toolkitFetch } from './toolkit-fetch.js';

const GitHub = OctokitCore.plugin(paginateRest);
export type Octokit = InstanceType<typeof GitHub>;

export interface OctokitOptions {
  /** REST API root, `GITHUB_API_URL` (https://api.github.com or the emulator). */
  baseUrl: string;
  log?: Pick<Log, 'warning' | 'debug'>;
  /** Retries per request after a 5xx, a network error or a rate limit. Default 3. */
  retries?: number;
  /**
   * Milliseconds per unit of back-off: a 5xx is retried after 1, 4, 9 units and a
   * `retry-after: N` waits N units. Default 1000 (seconds); tests pass 1.
   */
  waitUnitMs?: number;
  /** A rate limit asking to wait longer than this (in retry-after units) fails at once. Default 60. */
  maxRetryAfter?: number;
  /** The run's redactor: error messages of every request pass through it. */
  redact?: Redact;
  /** `ACTIONS_ORCHESTRATION_ID`, which `@actions/github` adds to the user agent. */
  orchestrationId?: string;
}

/** The login comments are posted under when `GET /user` is closed to the token. */
export const ACTIONS_BOT_LOGIN = 'github-actions[bot]';

export function createOctokit(token: string, options: OctokitOptions): Octokit {
  const retries = options.retries ?? 3;
  const unit = options.waitUnitMs ?? 1000;
  const maxRetryAfter = options.maxRetryAfter ?? 60;
  const log = options.log;

  const Client = GitHub.plugin(
    requestRetries({ retries, unitMs: unit, maxRetryAfter, log }),
    redactRequestErrors(options.redact ?? ((text) => text)),
  );
  return new Client({
    auth: `token ${token}`,
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    userAgent: userAgentOf(options.orchestrationId),
    request: { fetch: toolkitFetch() },
    log: {
      debug: (message: string) => log?.debug(message),
      info: (message: string) => log?.debug(message),
      warn: (message: string) => log?.debug(message),
      error: (message: string) => log?.debug(message),
    },
  });
}

/** As `@actions/github` tags a job's requests: `actions_orchestration_id/<id>`, other characters as `_`. */
function userAgentOf(orchestrationId: string | undefined): string | undefined {
  const id = orchestrationId?.trim();
  return id ? `actions_orchestration_id/${id.replace(/[^a-z0-9_.-]/gi, '_')}` : undefined;
}

/**
 * The login of the token's user: comments are matched by author. An installation
 * token (GITHUB_TOKEN) may not call `GET /user` (403) and posts as github-actions[bot]:
 * one known by its form (`ghs_`, which Octokit's token auth reports as an installation's)
 * is not sent to be refused, which spares every run one of the repository's requests.
 */
export async function tokenLogin(octokit: Octokit): Promise<string> {
  const auth = (await octokit.auth()) as { tokenType?: string };
  if (auth.tokenType === 'installation') return ACTIONS_BOT_LOGIN;
  try {
    const { data } = await octokit.request('GET /user');
    return data.login;
  } catch (error) {
    const status = statusOf(error);
    if (status === 403 && !rateLimitOf(error)) return ACTIONS_BOT_LOGIN;
    throw toGitHubError(error, 'identify the token user (GET /user)');
  }
}

export { statusOf, toGitHubError };
