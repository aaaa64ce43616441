import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  Octokit,
  paginateRest
} from "./chunk-YKUCR3JN.js";
import {
  exchange,
  keptConnections
} from "./chunk-WHBGLG6X.js";
import {
  getProxyUrl
} from "./chunk-MZBKJI7M.js";
import {
  ENGLISH,
  _nonnegative,
  _positive,
  boolean,
  int,
  looseObject,
  nullish,
  optional,
  string
} from "./chunk-F7PMG5S2.js";
import {
  GitHubError
} from "./chunk-5XOO62DI.js";

// src/github/event.ts
import { readFileSync } from "node:fs";
var ZERO_SHA = "0000000000000000000000000000000000000000";
var repoSchema = looseObject({
  full_name: string(),
  private: optional(boolean()),
  default_branch: optional(string())
});
var pullRequestSchema = looseObject({
  number: int().check(_positive()),
  draft: optional(boolean()),
  changed_files: optional(int().check(_nonnegative())),
  base: looseObject({ sha: string(), repo: nullish(repoSchema) }),
  head: looseObject({ sha: string(), repo: nullish(repoSchema) })
});
var payloadSchema = looseObject({
  repository: optional(repoSchema),
  pull_request: optional(pullRequestSchema),
  before: optional(string()),
  after: optional(string()),
  ref: optional(string()),
  created: optional(boolean()),
  deleted: optional(boolean()),
  forced: optional(boolean())
});
function readPayload(path) {
  if (!path) return {};
  let text;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    throw new GitHubError(
      "event_unreadable",
      `Cannot read the event payload at GITHUB_EVENT_PATH (${path}): ${error.code ?? "error"}.`,
      void 0,
      { cause: error }
    );
  }
  let json;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new GitHubError(
      "event_invalid",
      `The event payload at GITHUB_EVENT_PATH (${path}) is not valid JSON.`,
      void 0,
      { cause: error }
    );
  }
  const parsed = payloadSchema.safeParse(json, ENGLISH);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new GitHubError(
      "event_invalid",
      `The event payload at GITHUB_EVENT_PATH has an unexpected shape at ${issue?.path.join(".") || "(root)"}: ${issue?.message ?? "invalid"}.`
    );
  }
  return parsed.data;
}
function splitRepo(fullName) {
  const slash = fullName.indexOf("/");
  if (slash <= 0 || slash === fullName.length - 1) {
    throw new GitHubError(
      "repository_unknown",
      `GITHUB_REPOSITORY must look like "owner/name", got "${fullName}".`
    );
  }
  return { owner: fullName.slice(0, slash), name: fullName.slice(slash + 1) };
}
function retryUnit(text) {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 && n <= 1e3 ? n : 1e3;
}
function trimSlash(url) {
  return url.replace(/\/+$/, "");
}
function readRunContext(env) {
  const payload = readPayload(env.GITHUB_EVENT_PATH || void 0);
  const eventName = env.GITHUB_EVENT_NAME || "unknown";
  const fullName = env.GITHUB_REPOSITORY || payload.repository?.full_name || "";
  if (!fullName) {
    throw new GitHubError(
      "repository_unknown",
      "GITHUB_REPOSITORY is not set and the event payload names no repository."
    );
  }
  const { owner, name } = splitRepo(fullName);
  const serverUrl = trimSlash(env.GITHUB_SERVER_URL || "https://github.com");
  const apiUrl = trimSlash(env.GITHUB_API_URL || "https://api.github.com");
  const runId = env.GITHUB_RUN_ID || "";
  const attempt = Number(env.GITHUB_RUN_ATTEMPT || "1");
  const runUrl = runId ? `${serverUrl}/${fullName}/actions/runs/${runId}${attempt > 1 ? `/attempts/${attempt}` : ""}` : `${serverUrl}/${fullName}/actions`;
  const context = {
    eventName,
    repo: {
      owner,
      name,
      fullName,
      private: payload.repository?.private,
      defaultBranch: payload.repository?.default_branch
    },
    sha: env.GITHUB_SHA || payload.after || "",
    ref: env.GITHUB_REF || payload.ref || "",
    serverUrl,
    apiUrl,
    runUrl,
    workspace: env.GITHUB_WORKSPACE || process.cwd(),
    stepSummaryPath: env.GITHUB_STEP_SUMMARY || void 0,
    runId: runId || void 0,
    runAttempt: attempt >= 1 ? attempt : 1,
    artifactRuntime: Boolean(env.ACTIONS_RUNTIME_TOKEN && env.ACTIONS_RESULTS_URL),
    retryUnitMs: retryUnit(env.MD_PLATFORM_RETRY_UNIT_MS),
    orchestrationId: env.ACTIONS_ORCHESTRATION_ID
  };
  const pr = payload.pull_request;
  if (pr) {
    const headRepo = pr.head.repo?.full_name ?? null;
    const baseRepo = pr.base.repo?.full_name ?? fullName;
    context.pullRequest = {
      number: pr.number,
      baseSha: pr.base.sha,
      headSha: pr.head.sha,
      headRepoFullName: headRepo,
      // A deleted head repository can only have been a fork: same-repo branches belong to the base.
      isFork: headRepo === null || headRepo.toLowerCase() !== baseRepo.toLowerCase(),
      draft: pr.draft,
      changedFiles: pr.changed_files
    };
  }
  if (eventName === "push" && payload.before !== void 0 && payload.after !== void 0) {
    const ref = payload.ref ?? context.ref;
    context.push = {
      before: payload.before,
      after: payload.after,
      ref,
      branch: ref.startsWith("refs/heads/") ? ref.slice("refs/heads/".length) : void 0,
      created: payload.created ?? payload.before === ZERO_SHA,
      deleted: payload.deleted ?? payload.after === ZERO_SHA,
      forced: payload.forced
    };
  }
  return context;
}
function rawFilesUrl(ctx, sha = ctx.sha) {
  const { owner, name } = ctx.repo;
  const server = ctx.serverUrl.replace(/\/+$/, "");
  return server === "https://github.com" ? `https://raw.githubusercontent.com/${owner}/${name}/${sha}/` : `${server}/${owner}/${name}/raw/${sha}/`;
}
function previewImageBaseUrl(ctx, imageBaseUrl) {
  if (imageBaseUrl) return imageBaseUrl;
  if (ctx.repo.private !== false) return void 0;
  return rawFilesUrl(ctx, ctx.pullRequest?.headSha || ctx.sha);
}

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

// src/github/request-retries.ts
import { setTimeout as sleep } from "node:timers/promises";
var FINAL = /* @__PURE__ */ new Set([400, 401, 403, 404, 410, 422, 429, 451]);
var SECONDARY_FALLBACK_S = 60;
function requestRetries(settings) {
  return (octokit) => {
    octokit.hook.wrap("request", async (request, options) => {
      let failures = 0;
      let limits = 0;
      for (; ; ) {
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
function retryFailure({ retries }, status, method, failures) {
  if (status === void 0 || status < 400 || FINAL.has(status)) return false;
  return method !== "POST" && failures < retries;
}
function retryLimit({ retries, maxRetryAfter, log }, limit, { method, url }, limits) {
  const what = `${method} ${url}`;
  if (limits < retries && limit.seconds <= maxRetryAfter) {
    log?.warning(`GitHub ${limit.kind} on ${what}: retrying after ${limit.seconds}s.`);
    return true;
  }
  log?.debug(`GitHub ${limit.kind} on ${what}: giving up (asked to wait ${limit.seconds}s).`);
  return false;
}
function rateLimitWait(error, now = Date.now()) {
  const limit = rateLimitOf(error, now);
  if (!limit) return void 0;
  if (limit.kind === "secondary") {
    const seconds2 = limit.resetAt ? (limit.resetAt.getTime() - now) / 1e3 : SECONDARY_FALLBACK_S;
    return { kind: "secondary rate limit", seconds: Math.max(Math.ceil(seconds2), 0) };
  }
  const seconds = limit.resetAt ? Math.ceil((limit.resetAt.getTime() - now) / 1e3) + 1 : 0;
  return { kind: "rate limit", seconds: Math.max(seconds, 0) };
}

// src/github/toolkit-fetch.ts
function toolkitFetch() {
  const agents = keptConnections();
  let proxied;
  return async (url, init = {}) => {
    if (init.body !== void 0 && init.body !== null && typeof init.body !== "string")
      throw new TypeError("Only text bodies are sent to GitHub.");
    const request = {
      method: init.method ?? "GET",
      headers: { ...init.headers },
      body: init.body ?? void 0
    };
    if (getProxyUrl(new URL(url))?.hostname) {
      proxied ??= throughProxy();
      return (await proxied)(url, request);
    }
    let target = new URL(url);
    for (let redirects = 0; ; redirects++) {
      const answer = await exchange(target, request, agents, LIMITS);
      const next = redirectTarget(target, answer.status, answer.headers.location, redirects);
      if (!next) return toolkitResponse(target.href, answer);
      if (next.hostname !== target.hostname)
        request.headers = withoutAuthorization(request.headers);
      target = next;
    }
  };
}
var REDIRECTS = /* @__PURE__ */ new Set([301, 302, 303, 307, 308]);
var MAX_REDIRECTS = 10;
var LIMITS = {
  connectMs: 1e4,
  timeoutMs: 3e5,
  maxBytes: Number.POSITIVE_INFINITY
};
async function throughProxy() {
  const { HttpClient } = await import("./lib-DRSIVXWV.js");
  const client = new HttpClient(void 0, [], { keepAlive: true });
  return async (url, { method, headers, body }) => {
    const answer = await client.request(method, url, body ?? null, headers);
    return toolkitResponse(url, {
      status: answer.message.statusCode ?? 0,
      statusText: answer.message.statusMessage ?? "",
      headers: answer.message.headers,
      bytes: await answer.readBodyBuffer?.() ?? Buffer.alloc(0)
    });
  };
}
function redirectTarget(from, status, location, redirects) {
  if (!REDIRECTS.has(status) || typeof location !== "string" || redirects >= MAX_REDIRECTS)
    return void 0;
  const next = new URL(location, from);
  if (from.protocol === "https:" && next.protocol !== "https:")
    throw new Error(`GitHub redirected ${from.href} to ${next.protocol}, which is not followed.`);
  return next;
}
function withoutAuthorization(headers) {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => name.toLowerCase() !== "authorization")
  );
}
function toolkitResponse(url, answer) {
  const pairs = /* @__PURE__ */ new Map();
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value !== void 0)
      pairs.set(name.toLowerCase(), Array.isArray(value) ? value.join(", ") : value);
  }
  const { bytes } = answer;
  return {
    url,
    status: answer.status,
    statusText: answer.statusText,
    headers: {
      get: (name) => pairs.get(name.toLowerCase()) ?? null,
      [Symbol.iterator]: () => pairs.entries()
    },
    body: null,
    text: async () => bytes.toString("utf8"),
    arrayBuffer: async () => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)
  };
}

// src/github/octokit.ts
var GitHub = Octokit.plugin(paginateRest);
var ACTIONS_BOT_LOGIN = "github-actions[bot]";
function createOctokit(token, options) {
  const retries = options.retries ?? 3;
  const unit = options.waitUnitMs ?? 1e3;
  const maxRetryAfter = options.maxRetryAfter ?? 60;
  const log = options.log;
  const Client = GitHub.plugin(
    requestRetries({ retries, unitMs: unit, maxRetryAfter, log }),
    redactRequestErrors(options.redact ?? ((text) => text))
  );
  return new Client({
    auth: `token ${token}`,
    baseUrl: options.baseUrl.replace(/\/+$/, ""),
    userAgent: userAgentOf(options.orchestrationId),
    request: { fetch: toolkitFetch() },
    log: {
      debug: (message) => log?.debug(message),
      info: (message) => log?.debug(message),
      warn: (message) => log?.debug(message),
      error: (message) => log?.debug(message)
    }
  });
}
function userAgentOf(orchestrationId) {
  const id = orchestrationId?.trim();
  return id ? `actions_orchestration_id/${id.replace(/[^a-z0-9_.-]/gi, "_")}` : void 0;
}
async function tokenLogin(octokit) {
  const auth = await octokit.auth();
  if (auth.tokenType === "installation") return ACTIONS_BOT_LOGIN;
  try {
    const { data } = await octokit.request("GET /user");
    return data.login;
  } catch (error) {
    const status = statusOf(error);
    if (status === 403 && !rateLimitOf(error)) return ACTIONS_BOT_LOGIN;
    throw toGitHubError(error, "identify the token user (GET /user)");
  }
}

export {
  retryUnit,
  readRunContext,
  rawFilesUrl,
  previewImageBaseUrl,
  rateLimitOf,
  statusOf,
  toGitHubError,
  createOctokit,
  tokenLogin
};
