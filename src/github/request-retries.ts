/**
 * When the GitHub client sends a request again, in one wrap around each request: what
 * `@octokit/plugin-retry` and `@octokit/plugin-throttling` decided, without the
 * schedulers they ran every request through, whose turns cost each request about 9 ms of
 * waiting (docs/decisions/011-github-retries.md).
 *
 * - A failure another attempt may mend (a 5xx, a lost connection, which Octokit reports as
 *   a 500, a 408 or 409; not the statuses in FINAL): after 1, 4, then 9 units, up to
 *   `retries` times. Never for a POST: it may have been applied, and only its caller can
 *   check (find, then create).
 * - A rate limit (403 or 429): a secondary one after its `retry-after` (60 when it names
 *   none), an exhausted primary one after its reset and a second; up to `retries` times,
 *   and only while the wait is at most `maxRetryAfter` units. The caller names the limit
 *   when the request fails.
 */

import { setTimeout as sleep } from 'node:timers/promises';
import type { Octokit } from '@octokit/core';
import type { Log } from '../core/log.js';
import { rateLimitOf } from './describe-error.js';
import { statusOf } from './github-error.js';

export interface RetrySettings {
  retries: number;
  /** Milliseconds per unit of back-off. */
  unitMs: number;
  maxRetryAfter: number;
  log?: Pick<Log, 'warning' | 'debug'>;
}

/** Statuses another attempt cannot change (and 403/429, which are rate limits or refusals). */
const FINAL = new Set([400, 401, 403, 404, 410, 422, 429, 451]);
const SECONDARY_FALLBACK_S = 60;

interface RequestOptions {
  method: string;
  url: string;
}

export function requestRetries(settings: RetrySettings) {
  return (octokit: Octokit) => {
    octokit.hook.wrap('request', async (request, options) => {
      let failures = 0;
      let limits = 0;
      for (;;) {
        try {
          return await request(options);
        } catch (error) {
          const limit = rateLimitWait(error);
          if (limit) {
            if (!retryLimit(settings, limit, options, limits)) throw error;
            limits++;
            await sleep(limit.seconds * settings.unitMs);
          } else {
            if (!retryFailure(settings, statusOf(error), options.method, failures)) throw error;
            failures++;
            await sleep(failures ** 2 * settings.unitMs);
          }
        }
      }
    });
  };
}

function retryFailure(
  { retries }: RetrySettings,
  status: number | undefined,
  method: string,
  failures: number,
): boolean {
  if (status === undefined || status < 400 || FINAL.has(status)) return false;
  return method !== 'POST' && failures < retries;
}

function retryLimit(
  { retries, maxRetryAfter, log }: RetrySettings,
  limit: { kind: string; seconds: number },
  { method, url }: RequestOptions,
  limits: number,
): boolean {
  const what = `${method} ${url}`;
  if (limits < retries && limit.seconds <= maxRetryAfter) {
    log?.warning(`GitHub ${limit.kind} on ${what}: retrying after ${limit.seconds}s.`);
    return true;
  }
  log?.debug(`GitHub ${limit.kind} on ${what}: giving up (asked to wait ${limit.seconds}s).`);
  return false;
}

/** The rate limit a failed request met and the seconds it asks to wait, if it met one. */
export function rateLimitWait(
  error: unknown,
  now = Date.now(),
): { kind: string; seconds: number } | undefined {
  const limit = rateLimitOf(error, now);
  if (!limit) return undefined;
  if (limit.kind === 'secondary') {
    const seconds = limit.resetAt ? (limit.resetAt.getTime() - now) / 1000 : SECONDARY_FALLBACK_S;
    return { kind: 'secondary rate limit', seconds: Math.max(Math.ceil(seconds), 0) };
  }
  // A second past the reset, as GitHub's documentation advises.
  const seconds = limit.resetAt ? Math.ceil((limit.resetAt.getTime() - now) / 1000) + 1 : 0;
  return { kind: 'rate limit', seconds: Math.max(seconds, 0) };
}
