/**
 * Real webhook payloads from @octokit/webhooks-examples, adapted to a test's
 * repository, commits and fork situation, and written where GITHUB_EVENT_PATH can
 * point at them. Starting from GitHub's own examples keeps every field a real run
 * would see, not just the ones our code reads today.
 *
 *   const path = await writePayload(pullRequestPayload({ number: 7, fork: true }));
 *   const env = runnerEnv({ eventName: 'pull_request', eventPath: path, apiUrl: gh.url });
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const require = createRequire(import.meta.url);

// Payloads are edited field by field like the JSON they are; full webhook types would add nothing here.
// biome-ignore lint/suspicious/noExplicitAny: free-form JSON
type Json = Record<string, any>;

interface Definition {
  name: string;
  examples: Json[];
}

export const ZERO_SHA = '0000000000000000000000000000000000000000';
export const BASE_SHA = 'b'.repeat(40);
export const HEAD_SHA = 'c'.repeat(40);

function example(name: string, pick: (e: Json) => boolean): Json {
  const definitions = require('@octokit/webhooks-examples') as Definition[];
  const found = definitions.find((d) => d.name === name)?.examples.find(pick);
  if (!found) throw new Error(`@octokit/webhooks-examples has no matching ${name} example`);
  return structuredClone(found);
}

export interface RepoOptions {
  owner?: string;
  name?: string;
  defaultBranch?: string;
  private?: boolean;
}

/** Rewrites every repository reference of a payload to `owner/name`. */
function adaptRepository(repository: Json, repo: RepoOptions): Json {
  const owner = repo.owner ?? 'octo-org';
  const name = repo.name ?? 'articles';
  return {
    ...repository,
    name,
    full_name: `${owner}/${name}`,
    owner: { ...repository.owner, login: owner, name: owner },
    private: repo.private ?? false,
    default_branch: repo.defaultBranch ?? 'main',
    master_branch: repo.defaultBranch ?? 'main',
    html_url: `https://github.com/${owner}/${name}`,
  };
}

export interface PullRequestOptions extends RepoOptions {
  action?: 'opened' | 'synchronize' | 'reopened';
  number?: number;
  baseSha?: string;
  headSha?: string;
  /** `true`: head is a fork (`contributor/<name>`); `'deleted'`: the fork no longer exists. */
  fork?: boolean | 'deleted';
  draft?: boolean;
  changedFiles?: number;
}

export function pullRequestPayload(options: PullRequestOptions = {}): Json {
  const action = options.action ?? 'opened';
  const payload = example('pull_request', (e) => e.action === action);
  const repository = adaptRepository(payload.repository, options);
  const number = options.number ?? 1;
  const pr = payload.pull_request;
  const headRepo =
    options.fork === 'deleted'
      ? null
      : options.fork
        ? {
            ...repository,
            full_name: `contributor/${repository.name}`,
            owner: { ...repository.owner, login: 'contributor' },
            fork: true,
          }
        : repository;
  payload.number = number;
  payload.repository = repository;
  payload.pull_request = {
    ...pr,
    number,
    draft: options.draft ?? false,
    changed_files: options.changedFiles ?? pr.changed_files,
    html_url: `${repository.html_url}/pull/${number}`,
    base: {
      ...pr.base,
      sha: options.baseSha ?? BASE_SHA,
      ref: repository.default_branch,
      repo: repository,
    },
    head: {
      ...pr.head,
      sha: options.headSha ?? HEAD_SHA,
      ref: 'feature',
      label: `${headRepo?.owner.login ?? 'ghost'}:feature`,
      repo: headRepo,
    },
  };
  if (action === 'synchronize') {
    payload.before = options.baseSha ?? BASE_SHA;
    payload.after = options.headSha ?? HEAD_SHA;
  }
  return payload;
}

export interface PushOptions extends RepoOptions {
  before?: string;
  after?: string;
  /** Full ref; default `refs/heads/main`. */
  ref?: string;
  created?: boolean;
  deleted?: boolean;
  forced?: boolean;
}

/** A push; `created`/`deleted` start from GitHub's examples of those pushes. */
export function pushPayload(options: PushOptions = {}): Json {
  const payload = options.deleted
    ? example('push', (e) => e.deleted === true)
    : example('push', (e) => e.created === true && e.ref.startsWith('refs/heads/'));
  payload.repository = adaptRepository(payload.repository, options);
  payload.ref = options.ref ?? `refs/heads/${options.defaultBranch ?? 'main'}`;
  payload.created = options.created ?? false;
  payload.deleted = options.deleted ?? false;
  payload.forced = options.forced ?? false;
  payload.before = options.before ?? (payload.created ? ZERO_SHA : BASE_SHA);
  payload.after = options.after ?? (payload.deleted ? ZERO_SHA : HEAD_SHA);
  if (payload.head_commit) payload.head_commit = { ...payload.head_commit, id: payload.after };
  if (payload.deleted) payload.head_commit = null;
  return payload;
}

export function workflowDispatchPayload(options: RepoOptions & { ref?: string } = {}): Json {
  const payload = example('workflow_dispatch', () => true);
  payload.repository = adaptRepository(payload.repository, options);
  payload.ref = options.ref ?? `refs/heads/${options.defaultBranch ?? 'main'}`;
  return payload;
}

/** The fork a pull request's head comes from, in the fork-comment tests. */
export const FORK_REPO = 'contributor/articles';

/**
 * The `workflow_run` event of a fork's preview run that completed, as the fork-comment job
 * receives it; `run` changes fields of its workflow_run.
 */
export function workflowRunPayload(run: Record<string, unknown> = {}): Json {
  return {
    action: 'completed',
    workflow_run: {
      id: 4242,
      event: 'pull_request',
      head_sha: HEAD_SHA,
      html_url: 'https://github.com/octo-org/articles/actions/runs/4242',
      head_repository: { full_name: FORK_REPO },
      // GitHub leaves this empty for pull requests from forks.
      pull_requests: [],
      ...run,
    },
    repository: { full_name: 'octo-org/articles' },
  };
}

/** Writes a payload to a fresh temp file and returns its path. */
export async function writePayload(payload: Json, dir?: string): Promise<string> {
  const target = dir ?? (await mkdtemp(join(tmpdir(), 'md-platform-event-')));
  const path = join(target, 'event.json');
  await writeFile(path, JSON.stringify(payload, null, 2));
  return path;
}

export interface RunnerEnvOptions {
  eventName: string;
  eventPath: string;
  payload?: Json;
  apiUrl?: string;
  workspace?: string;
  sha?: string;
  ref?: string;
  runId?: string;
  repository?: string;
}

/** The `GITHUB_*` variables a runner sets for this event (no tokens: pass those yourself). */
export function runnerEnv(options: RunnerEnvOptions): Record<string, string> {
  const payload = options.payload ?? {};
  const repository = options.repository ?? payload.repository?.full_name ?? 'octo-org/articles';
  const sha =
    options.sha ??
    payload.pull_request?.head?.sha ??
    (payload.after && payload.after !== ZERO_SHA ? payload.after : HEAD_SHA);
  const ref =
    options.ref ??
    (payload.pull_request
      ? `refs/pull/${payload.pull_request.number}/merge`
      : (payload.ref ?? 'refs/heads/main'));
  return {
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: options.eventName,
    GITHUB_EVENT_PATH: options.eventPath,
    GITHUB_REPOSITORY: repository,
    GITHUB_REPOSITORY_OWNER: repository.split('/')[0],
    GITHUB_SHA: sha,
    GITHUB_REF: ref,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: options.apiUrl ?? 'http://127.0.0.1:9',
    GITHUB_RUN_ID: options.runId ?? '4242',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_WORKSPACE: options.workspace ?? process.cwd(),
  };
}
