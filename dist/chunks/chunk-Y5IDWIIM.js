import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  GitHubError
} from "./chunk-5XOO62DI.js";

// src/github/describe-error.ts
var DETAIL_MAX = 300;
function header(error, name) {
  const value = error.response?.headers?.[name];
  return typeof value === "string" || typeof value === "number" ? String(value) : void 0;
}
function rateLimitOf(error, now = Date.now()) {
  const e = error ?? {};
  if (e.status !== 403 && e.status !== 429) return void 0;
  const message = typeof e.message === "string" ? e.message : "";
  const retryAfter = Number(header(e, "retry-after"));
  const retryAt = Number.isFinite(retryAfter) && retryAfter >= 0 ? new Date(now + retryAfter * 1e3) : void 0;
  if (/secondary rate limit|abuse detection/i.test(message))
    return { kind: "secondary", resetAt: retryAt };
  if (header(e, "x-ratelimit-remaining") === "0") {
    const reset = Number(header(e, "x-ratelimit-reset"));
    return { kind: "primary", resetAt: reset > 0 ? new Date(reset * 1e3) : retryAt };
  }
  if (e.status === 429 || retryAt || /rate limit/i.test(message))
    return { kind: "secondary", resetAt: retryAt };
  return void 0;
}
function rateLimitMessage(limit, action, now = Date.now()) {
  const name = limit.kind === "primary" ? "API rate limit" : "secondary rate limit";
  let when = "Wait a few minutes before re-running.";
  if (limit.resetAt) {
    const seconds = Math.max(0, Math.ceil((limit.resetAt.getTime() - now) / 1e3));
    const wait = seconds >= 120 ? `${Math.ceil(seconds / 60)} min` : `${seconds} s`;
    when = `It resets at ${limit.resetAt.toISOString().slice(11, 19)} UTC (in ${wait}); re-run after that.`;
  }
  return `GitHub's ${name} for this token is exhausted, so the action could not ${action}. ${when} This is not a permissions problem.`;
}
function detailOf(error) {
  const raw = error instanceof Error ? error.message : String(error);
  const text = raw.replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, " ").replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim();
  const chars = [...text];
  return chars.length > DETAIL_MAX ? `${chars.slice(0, DETAIL_MAX).join("")}\u2026 (cut)` : text;
}

// src/github/github-error.ts
function statusOf(error) {
  const status = error?.status;
  return typeof status === "number" ? status : void 0;
}
function toGitHubError(error, action, code) {
  if (error instanceof GitHubError) return error;
  const status = statusOf(error);
  const limit = rateLimitOf(error);
  if (limit) {
    return new GitHubError("github_rate_limited", rateLimitMessage(limit, action), status, {
      cause: error
    });
  }
  const detail = detailOf(error);
  if (status === 401) {
    return new GitHubError(
      code ?? "github_unauthorized",
      `GitHub rejected the token while trying to ${action} (401). Check the github-token input.`,
      status,
      { cause: error }
    );
  }
  if (status === 403 || status === 404) {
    return new GitHubError(
      code ?? "github_forbidden",
      `GitHub refused to ${action} (${status}: ${detail}). The token may lack the permission, or the repository is not visible to it.`,
      status,
      { cause: error }
    );
  }
  return new GitHubError(
    code ?? "github_failed",
    `Could not ${action}: ${status ? `${status} ` : ""}${detail}`,
    status,
    { cause: error }
  );
}
function redactRequestErrors(redact) {
  return (octokit) => {
    octokit.hook.error("request", (error) => {
      throw redactError(error, redact);
    });
  };
}
function redactError(error, redact) {
  if (!(error instanceof Error)) return typeof error === "string" ? redact(error) : error;
  error.message = redact(error.message);
  if (error.stack) error.stack = redact(error.stack);
  return error;
}

export {
  rateLimitOf,
  statusOf,
  toGitHubError,
  redactRequestErrors
};
