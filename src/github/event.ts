/**
 * The run's GitHub context, read once from the runner's environment and the event
 * payload. Everything downstream (changed files, comment, ledger, image URLs) takes
 * this object instead of reading the environment or a global context,
 * so tests and the CLI can build one for any event.
 */
import { readFileSync } from 'node:fs';
import * as z from 'zod/mini';
import { GitHubError } from '../core/errors.js';
import { ENGLISH } from '../core/zod-english.js';

export const ZERO_SHA = '0000000000000000000000000000000000000000';

export interface RunContext {
  eventName: string;
  repo: {
    owner: string;
    name: string;
    fullName: string;
    private?: boolean;
    defaultBranch?: string;
  };
  sha: string;
  ref: string;
  serverUrl: string;
  apiUrl: string;
  /** Link to this run (and attempt), for the comment and the summary. */
  runUrl: string;
  workspace: string;
  /** The job summary file (`GITHUB_STEP_SUMMARY`); unset outside a job. */
  stepSummaryPath?: string;
  /** `GITHUB_RUN_ID`; unset outside a job. */
  runId?: string;
  /** `GITHUB_RUN_ATTEMPT`: 1 (or unset) for a first run, more for a re-run. */
  runAttempt?: number;
  /** Whether the job can upload artifacts (`ACTIONS_RUNTIME_TOKEN` and `ACTIONS_RESULTS_URL` are set). */
  artifactRuntime?: boolean;
  /**
   * Milliseconds per second of every back-off, GitHub's and the service's
   * (`MD_PLATFORM_RETRY_UNIT_MS`, default 1000): the end-to-end tests shorten it so none
   * waits through a real back-off.
   */
  retryUnitMs?: number;
  /** `ACTIONS_ORCHESTRATION_ID`: the runner's id for the job, which GitHub's requests carry. */
  orchestrationId?: string;
  pullRequest?: {
    number: number;
    baseSha: string;
    headSha: string;
    /** `null` when the head repository was deleted (a fork that no longer exists). */
    headRepoFullName: string | null;
    /** A fork PR gets a read-only token and no secrets. */
    isFork: boolean;
    draft?: boolean;
    /** The PR's own count of changed files, when the payload has it. */
    changedFiles?: number;
  };
  push?: {
    before: string;
    after: string;
    ref: string;
    /** Set for `refs/heads/*`; a tag push has none. */
    branch?: string;
    created: boolean;
    deleted: boolean;
    forced?: boolean;
  };
}

// Payloads carry far more than this; only the fields we read are checked, the rest pass.
const repoSchema = z.looseObject({
  full_name: z.string(),
  private: z.optional(z.boolean()),
  default_branch: z.optional(z.string()),
});

const pullRequestSchema = z.looseObject({
  number: z.int().check(z.positive()),
  draft: z.optional(z.boolean()),
  changed_files: z.optional(z.int().check(z.nonnegative())),
  base: z.looseObject({ sha: z.string(), repo: z.nullish(repoSchema) }),
  head: z.looseObject({ sha: z.string(), repo: z.nullish(repoSchema) }),
});

const payloadSchema = z.looseObject({
  repository: z.optional(repoSchema),
  pull_request: z.optional(pullRequestSchema),
  before: z.optional(z.string()),
  after: z.optional(z.string()),
  ref: z.optional(z.string()),
  created: z.optional(z.boolean()),
  deleted: z.optional(z.boolean()),
  forced: z.optional(z.boolean()),
});

type Payload = z.infer<typeof payloadSchema>;

function readPayload(path: string | undefined): Payload {
  if (!path) return {};
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new GitHubError(
      'event_unreadable',
      `Cannot read the event payload at GITHUB_EVENT_PATH (${path}): ${(error as NodeJS.ErrnoException).code ?? 'error'}.`,
      undefined,
      { cause: error },
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new GitHubError(
      'event_invalid',
      `The event payload at GITHUB_EVENT_PATH (${path}) is not valid JSON.`,
      undefined,
      { cause: error },
    );
  }
  const parsed = payloadSchema.safeParse(json, ENGLISH);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new GitHubError(
      'event_invalid',
      `The event payload at GITHUB_EVENT_PATH has an unexpected shape at ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'invalid'}.`,
    );
  }
  return parsed.data;
}

function splitRepo(fullName: string): { owner: string; name: string } {
  const slash = fullName.indexOf('/');
  if (slash <= 0 || slash === fullName.length - 1) {
    throw new GitHubError(
      'repository_unknown',
      `GITHUB_REPOSITORY must look like "owner/name", got "${fullName}".`,
    );
  }
  return { owner: fullName.slice(0, slash), name: fullName.slice(slash + 1) };
}

/**
 * The back-off unit `MD_PLATFORM_RETRY_UNIT_MS` names: a whole number of milliseconds from 1
 * to 1000; anything else is the default, 1000.
 */
export function retryUnit(text: string | undefined): number {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 && n <= 1000 ? n : 1000;
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** Reads the context of the current run from the runner's environment, which the entry point passes. */
export function readRunContext(env: NodeJS.ProcessEnv): RunContext {
  const payload = readPayload(env.GITHUB_EVENT_PATH || undefined);
  const eventName = env.GITHUB_EVENT_NAME || 'unknown';
  const fullName = env.GITHUB_REPOSITORY || payload.repository?.full_name || '';
  if (!fullName) {
    throw new GitHubError(
      'repository_unknown',
      'GITHUB_REPOSITORY is not set and the event payload names no repository.',
    );
  }
  const { owner, name } = splitRepo(fullName);
  const serverUrl = trimSlash(env.GITHUB_SERVER_URL || 'https://github.com');
  const apiUrl = trimSlash(env.GITHUB_API_URL || 'https://api.github.com');
  const runId = env.GITHUB_RUN_ID || '';
  const attempt = Number(env.GITHUB_RUN_ATTEMPT || '1');
  const runUrl = runId
    ? `${serverUrl}/${fullName}/actions/runs/${runId}${attempt > 1 ? `/attempts/${attempt}` : ''}`
    : `${serverUrl}/${fullName}/actions`;

  const context: RunContext = {
    eventName,
    repo: {
      owner,
      name,
      fullName,
      private: payload.repository?.private,
      defaultBranch: payload.repository?.default_branch,
    },
    sha: env.GITHUB_SHA || payload.after || '',
    ref: env.GITHUB_REF || payload.ref || '',
    serverUrl,
    apiUrl,
    runUrl,
    workspace: env.GITHUB_WORKSPACE || process.cwd(),
    stepSummaryPath: env.GITHUB_STEP_SUMMARY || undefined,
    runId: runId || undefined,
    runAttempt: attempt >= 1 ? attempt : 1,
    artifactRuntime: Boolean(env.ACTIONS_RUNTIME_TOKEN && env.ACTIONS_RESULTS_URL),
    retryUnitMs: retryUnit(env.MD_PLATFORM_RETRY_UNIT_MS),
    orchestrationId: env.ACTIONS_ORCHESTRATION_ID,
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
      changedFiles: pr.changed_files,
    };
  }

  if (eventName === 'push' && payload.before !== undefined && payload.after !== undefined) {
    const ref = payload.ref ?? context.ref;
    context.push = {
      before: payload.before,
      after: payload.after,
      ref,
      branch: ref.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : undefined,
      created: payload.created ?? payload.before === ZERO_SHA,
      deleted: payload.deleted ?? payload.after === ZERO_SHA,
      forced: payload.forced,
    };
  }
  return context;
}

/** The raw URL of the repository's files at `sha`, which relative image paths resolve against. */
export function rawFilesUrl(ctx: RunContext, sha: string = ctx.sha): string {
  const { owner, name } = ctx.repo;
  const server = ctx.serverUrl.replace(/\/+$/, '');
  return server === 'https://github.com'
    ? `https://raw.githubusercontent.com/${owner}/${name}/${sha}/`
    : `${server}/${owner}/${name}/raw/${sha}/`;
}

/**
 * Where a preview's images live on the web, for "Copy article": `image-base-url` when set,
 * else the raw URL at the commit under review when the event says the repository is
 * public (a private repository's raw URLs need a token the editor does not have).
 */
export function previewImageBaseUrl(
  ctx: RunContext,
  imageBaseUrl: string | undefined,
): string | undefined {
  if (imageBaseUrl) return imageBaseUrl;
  if (ctx.repo.private !== false) return undefined;
  return rawFilesUrl(ctx, ctx.pullRequest?.headSha || ctx.sha);
}
