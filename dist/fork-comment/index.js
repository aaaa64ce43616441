import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  actionsLog,
  commentMarker,
  renderComment,
  upsertStickyComment
} from "../chunks/chunk-6OYBSYES.js";
import {
  getInput,
  setFailed,
  setOutput,
  setSecret
} from "../chunks/chunk-RS7XWTYB.js";
import "../chunks/chunk-CXALU7CA.js";
import {
  createOctokit,
  retryUnit,
  statusOf,
  toGitHubError,
  tokenLogin
} from "../chunks/chunk-JJZV36E6.js";
import "../chunks/chunk-YKUCR3JN.js";
import "../chunks/chunk-WHBGLG6X.js";
import {
  exitPromptly
} from "../chunks/chunk-2KEGSE2I.js";
import "../chunks/chunk-YTTBCBEB.js";
import "../chunks/chunk-MZBKJI7M.js";
import "../chunks/chunk-AOJSI2D3.js";
import "../chunks/chunk-N7RJKJXU.js";
import {
  ENGLISH,
  _enum,
  _lte,
  _maxLength,
  _nonnegative,
  _positive,
  _regex,
  array,
  boolean,
  catchall,
  int,
  nullish,
  number,
  object,
  optional,
  string,
  union,
  unknown
} from "../chunks/chunk-F7PMG5S2.js";
import {
  MdPlatformError,
  errorMessage
} from "../chunks/chunk-5XOO62DI.js";
import "../chunks/chunk-G2QKEXVZ.js";

// src/action/fork-entry.ts
import { readFileSync as readFileSync2 } from "node:fs";

// src/github/fork-comment.ts
import { lstatSync, readFileSync } from "node:fs";

// src/github/fork-report.ts
var UntrustedArtifactError = class extends MdPlatformError {
  constructor(message) {
    super("untrusted_artifact", message);
  }
};
var text = (max) => string().check(_maxLength(max));
var count = int().check(_nonnegative(), _lte(Number.MAX_SAFE_INTEGER));
var findingSchema = object({
  severity: _enum(["error", "warning", "notice"]),
  code: text(100).check(_regex(/^[a-z0-9_]+$/)),
  message: text(2e3),
  line: optional(count),
  limit: optional(count),
  actual: optional(count)
});
var extraScalar = union([text(2e3), number(), boolean()]);
var fileSchema = catchall(
  object({
    path: text(1e3),
    status: _enum(["converted", "checked", "failed", "skipped", "removed"]),
    engine: optional(_enum(["local", "remote"])),
    title: optional(text(1e3)),
    wordCount: optional(count),
    estimatedReadTime: optional(count),
    findings: array(findingSchema).check(_maxLength(1e3)),
    reason: optional(text(2e3))
  }),
  unknown()
);
var reportSchema = object({
  run: object({
    pullRequest: int().check(_positive(), _lte(Number.MAX_SAFE_INTEGER)),
    headSha: string().check(_regex(/^[0-9a-f]{40}$/))
  }),
  files: array(fileSchema).check(_maxLength(5e3))
});
function parseForkReport(json) {
  let raw;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new UntrustedArtifactError("report.json in the artifact is not JSON.");
  }
  const parsed = reportSchema.safeParse(raw, ENGLISH);
  if (!parsed.success) {
    const where = parsed.error.issues[0]?.path.join(".") || "(top level)";
    throw new UntrustedArtifactError(
      `report.json in the artifact is not a preview report of this action (field ${where.slice(0, 100)} is missing or invalid).`
    );
  }
  const { run: run2, files } = parsed.data;
  return { pullRequest: run2.pullRequest, headSha: run2.headSha, results: files.map(cleanFile) };
}
function cleanFile(file) {
  const known = new Set(Object.keys(fileSchema.shape));
  const extras = {};
  for (const [key, value] of Object.entries(file)) {
    if (known.has(key) || !/^[A-Za-z]{1,40}$/.test(key)) continue;
    if (extraScalar.safeParse(value, ENGLISH).success) extras[key] = value;
  }
  return {
    ...extras,
    path: file.path,
    status: file.status,
    engine: file.engine,
    title: file.title,
    wordCount: file.wordCount,
    estimatedReadTime: file.estimatedReadTime,
    findings: file.findings.map((f) => ({ ...f })),
    reason: file.reason
  };
}

// src/github/fork-comment.ts
var MAX_REPORT_BYTES = 8 * 1024 * 1024;
var workflowRunEvent = object({
  workflow_run: object({
    id: number(),
    event: string(),
    head_sha: string().check(_regex(/^[0-9a-f]{40}$/)),
    html_url: string(),
    head_repository: nullish(object({ full_name: string() }))
  })
});
async function forkComment(options) {
  const parsedEvent = workflowRunEvent.safeParse(options.event, ENGLISH);
  if (!parsedEvent.success)
    throw new MdPlatformError("not_workflow_run", "This step runs on a workflow_run event only.");
  const run2 = parsedEvent.data.workflow_run;
  if (run2.event !== "pull_request") {
    options.log.notice(`The run was triggered by ${run2.event.slice(0, 40)}, not a pull request.`);
    return void 0;
  }
  const report = parseForkReport(readReport(options.reportPath));
  if (report.headSha !== run2.head_sha) {
    throw new UntrustedArtifactError(
      `The artifact says it was built from ${report.headSha.slice(0, 12)}, but the run built ${run2.head_sha.slice(0, 12)}; no comment is written.`
    );
  }
  let head;
  try {
    const { data } = await options.octokit.request(
      "GET /repos/{owner}/{repo}/pulls/{pull_number}",
      {
        owner: options.owner,
        repo: options.repo,
        pull_number: report.pullRequest
      }
    );
    head = { sha: data.head.sha, repo: data.head.repo?.full_name };
  } catch (error) {
    if (statusOf(error) === 404) {
      throw new UntrustedArtifactError(
        `The artifact names pull request #${report.pullRequest}, which does not exist in ${options.owner}/${options.repo}; no comment is written.`
      );
    }
    throw toGitHubError(error, `read pull request #${report.pullRequest}`);
  }
  const runRepo = run2.head_repository?.full_name;
  if (head.sha !== run2.head_sha || head.repo && runRepo && head.repo !== runRepo) {
    throw new UntrustedArtifactError(
      `Pull request #${report.pullRequest}'s head is ${head.sha.slice(0, 12)}, not ${run2.head_sha.slice(0, 12)} that the preview run built: the artifact names another pull request, or this one has new commits (their own run will comment). No comment is written.`
    );
  }
  const marker = commentMarker(options.tag);
  const body = renderComment({
    tag: options.tag,
    marker,
    results: report.results,
    runUrl: run2.html_url,
    noChanges: report.results.length === 0
  });
  const written = await upsertStickyComment(options.octokit, {
    owner: options.owner,
    repo: options.repo,
    issueNumber: report.pullRequest,
    tag: options.tag,
    body,
    login: tokenLogin(options.octokit),
    createIfMissing: report.results.length > 0
  });
  if (written) options.log.info(`PR comment ${written.action}: ${written.url}`);
  return written?.url;
}
function readReport(path) {
  let info;
  try {
    info = lstatSync(path);
  } catch {
    throw new UntrustedArtifactError(
      `${path} is not there: download the preview artifact (actions/download-artifact with the run's run-id) before this step.`
    );
  }
  if (!info.isFile()) throw new UntrustedArtifactError(`${path} is not a regular file.`);
  if (info.size > MAX_REPORT_BYTES)
    throw new UntrustedArtifactError(
      `${path} is ${info.size} bytes; a preview report is far smaller.`
    );
  return readFileSync(path, "utf8");
}

// src/action/fork-entry.ts
async function run(env = process.env) {
  try {
    const token = getInput("github-token", { required: true });
    setSecret(token);
    const [owner, repo] = (env.GITHUB_REPOSITORY ?? "").split("/");
    if (!owner || !repo || !env.GITHUB_EVENT_PATH)
      throw new Error(
        "GITHUB_REPOSITORY and GITHUB_EVENT_PATH are not set: run this step in a workflow."
      );
    const url = await forkComment({
      octokit: createOctokit(token, {
        baseUrl: env.GITHUB_API_URL ?? "https://api.github.com",
        log: actionsLog,
        waitUnitMs: retryUnit(env.MD_PLATFORM_RETRY_UNIT_MS),
        orchestrationId: env.ACTIONS_ORCHESTRATION_ID
      }),
      owner,
      repo,
      event: JSON.parse(readFileSync2(env.GITHUB_EVENT_PATH, "utf8")),
      reportPath: getInput("report") || "md-platform-html/report.json",
      tag: getInput("comment-tag") || "md-platform",
      log: actionsLog
    });
    if (url) setOutput("comment-url", url);
  } catch (error) {
    setFailed(errorMessage(error));
  }
}
exitPromptly();
await run();
export {
  run
};
