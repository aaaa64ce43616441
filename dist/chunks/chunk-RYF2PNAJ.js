import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
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

export {
  retryUnit,
  readRunContext,
  rawFilesUrl,
  previewImageBaseUrl
};
