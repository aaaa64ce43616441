import { GitHubError } from '../core/errors.js';
import type { Redact } from '../core/secrets.js';
import { detailOf, rateLimitMessage, rateLimitOf } from './describe-error.js';

// Apart from octokit.ts so that modules which only classify errors do not load
// Octokit and its plugins at start-up.

/** HTTP status of an Octokit RequestError, if the value is one. */
export function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * A typed error with a message for the user. Octokit's own messages quote the API's
 * answer (only an excerpt is kept); the request headers (and so the token) never appear in them.
 */
export function toGitHubError(error: unknown, action: string, code?: string): GitHubError {
  if (error instanceof GitHubError) return error;
  const status = statusOf(error);
  const limit = rateLimitOf(error);
  if (limit) {
    return new GitHubError('github_rate_limited', rateLimitMessage(limit, action), status, {
      cause: error,
    });
  }
  const detail = detailOf(error);
  if (status === 401) {
    return new GitHubError(
      code ?? 'github_unauthorized',
      `GitHub rejected the token while trying to ${action} (401). Check the github-token input.`,
      status,
      { cause: error },
    );
  }
  if (status === 403 || status === 404) {
    return new GitHubError(
      code ?? 'github_forbidden',
      `GitHub refused to ${action} (${status}: ${detail}). The token may lack the permission, or the repository is not visible to it.`,
      status,
      { cause: error },
    );
  }
  return new GitHubError(
    code ?? 'github_failed',
    `Could not ${action}: ${status ? `${status} ` : ''}${detail}`,
    status,
    { cause: error },
  );
}

/**
 * An Octokit plugin: every error a request ends with (an API message, a network error
 * quoting a URL) leaves through the run's redactor, so no caller can show a credential
 * the API or a proxy echoed. Registered last, it sees the error after retries.
 */
export function redactRequestErrors(redact: Redact) {
  return (octokit: { hook: { error(name: 'request', hook: (error: Error) => never): void } }) => {
    octokit.hook.error('request', (error) => {
      throw redactError(error, redact);
    });
  };
}

function redactError(error: unknown, redact: Redact): unknown {
  if (!(error instanceof Error)) return typeof error === 'string' ? redact(error) : error;
  error.message = redact(error.message);
  if (error.stack) error.stack = redact(error.stack);
  return error;
}
