import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, afterEach } from 'vitest';
import type { DraftResult, FileResult } from '../../src/core/types.js';
import {
  type EmulatorSeed,
  type FileSeed,
  type GitHubEmulator,
  startGitHubEmulator,
  TOKENS,
} from './github-emulator.js';
import { type ActionRun, type RunActionOptions, runAction } from './run-action.js';
import {
  BASE_SHA,
  HEAD_SHA,
  type PullRequestOptions,
  type PushOptions,
  pullRequestPayload,
  pushPayload,
  type RepoOptions,
  runnerEnv,
  workflowDispatchPayload,
  writePayload,
} from './webhook-payloads.js';

// biome-ignore lint/suspicious/noExplicitAny: webhook payloads are untyped JSON
type Json = any;

/** A checkout on disk: files by workspace-relative path. */
export async function makeWorkspace(files: Record<string, string | Buffer>): Promise<string> {
  const workspace = await mkdtemp(join(tmpdir(), 'md-platform-ws-'));
  await writeFiles(workspace, files);
  return workspace;
}

export async function writeFiles(
  root: string,
  files: Record<string, string | Buffer>,
): Promise<void> {
  // Blocking calls: checkouts of 5,000 and 11,000 files are written here, and the promise
  // API costs several times the CPU per small file (bench/output-writes.ts).
  const made = new Set<string>();
  for (const [path, content] of Object.entries(files)) {
    const target = join(root, path);
    const folder = dirname(target);
    if (!made.has(folder)) mkdirSync(folder, { recursive: true });
    made.add(folder);
    writeFileSync(target, content);
  }
}

export interface EventRun {
  eventName: string;
  payload: Json;
  workspace: string;
  apiUrl: string;
  inputs?: Record<string, string>;
  env?: Record<string, string>;
  options?: Omit<RunActionOptions, 'inputs' | 'env'>;
}

/** Runs dist/index.js for one webhook event, as the runner would. */
export async function runForEvent(run: EventRun): Promise<ActionRun & { outputDir: string }> {
  const eventPath = await writePayload(run.payload);
  const outputDir = join(await mkdtemp(join(tmpdir(), 'md-platform-out-')), 'html');
  const result = await runAction({
    ...run.options,
    inputs: { 'output-dir': outputDir, ...run.inputs },
    env: {
      ...runnerEnv({
        eventName: run.eventName,
        eventPath,
        payload: run.payload,
        apiUrl: run.apiUrl,
        workspace: run.workspace,
      }),
      ...run.env,
    },
  });
  return { ...result, outputDir };
}

/**
 * The event a fixture runs: a pull request, a push, or (neither given) a manual dispatch.
 * A fixture given both can run either (`run({ push: {} })`); the pull request is its default.
 */
export interface EventSpec {
  pullRequest?: PullRequestOptions;
  push?: PushOptions;
  dispatch?: RepoOptions & { ref?: string };
}

/** One event's setup, as the runner would see it. */
export interface FixtureSpec extends EventSpec {
  /** The checkout: files by workspace-relative path; or `workspace`, a folder made already. */
  files?: Record<string, string | Buffer>;
  workspace?: string;
  /**
   * What GitHub lists as changed by the pull request and the push (a path alone is
   * `modified`): seeds the emulator's list-files and compare answers for those events.
   */
  changed?: (string | FileSeed)[];
  /** The rest of the emulator's seed (repository, users, comments, other PRs). */
  github?: EmulatorSeed;
  inputs?: Record<string, string>;
  env?: Record<string, string>;
  options?: Omit<RunActionOptions, 'inputs' | 'env'>;
}

export interface ActionFixture {
  workspace: string;
  gh: GitHubEmulator;
  /**
   * Runs dist/index.js for the fixture's event. `more` adds inputs and env over the
   * fixture's, and may name another event (a second push, a `synchronize`).
   */
  run(
    more?: EventSpec & Pick<FixtureSpec, 'inputs' | 'env' | 'options'>,
  ): Promise<ActionRun & { outputDir: string }>;
}

function eventOf(spec: EventSpec): { eventName: string; payload: Json } {
  if (spec.pullRequest) {
    return { eventName: 'pull_request', payload: pullRequestPayload(spec.pullRequest) };
  }
  if (spec.push) return { eventName: 'push', payload: pushPayload(spec.push) };
  return { eventName: 'workflow_dispatch', payload: workflowDispatchPayload(spec.dispatch) };
}

/** The emulator's seed with `changed` as the event's list of files. */
function seedFor(spec: FixtureSpec): EmulatorSeed {
  const seed: EmulatorSeed = { ...spec.github };
  if (!spec.changed) return seed;
  const files = spec.changed.map((f) =>
    typeof f === 'string' ? { filename: f, status: 'modified' as const } : f,
  );
  if (spec.pullRequest) {
    seed.pulls = { ...seed.pulls, [spec.pullRequest.number ?? 1]: { files } };
  }
  if (spec.push) {
    const range = `${spec.push.before ?? BASE_SHA}...${spec.push.after ?? HEAD_SHA}`;
    seed.compares = { ...seed.compares, [range]: { files } };
  }
  return seed;
}

/**
 * The fixture builder of the end-to-end tests: a checkout, the GitHub emulator seeded for
 * one event, and that event's run of dist/index.js. Call once at the top of a test file;
 * every emulator it starts is closed after each test (or, `closeAfter: 'all'`, after the
 * file: for a fixture made in `beforeAll`, and for tests that run concurrently).
 */
export function actionFixtures({
  closeAfter = 'each',
}: {
  closeAfter?: 'each' | 'all';
} = {}): (spec: FixtureSpec) => Promise<ActionFixture> {
  const started: GitHubEmulator[] = [];
  (closeAfter === 'all' ? afterAll : afterEach)(async () => {
    await Promise.all(started.splice(0).map((gh) => gh.close()));
  });
  return async (spec) => {
    const workspace = spec.workspace ?? (await makeWorkspace(spec.files ?? {}));
    const gh = await startGitHubEmulator(seedFor(spec));
    started.push(gh);
    const run: ActionFixture['run'] = (more = {}) => {
      const event = more.pullRequest || more.push || more.dispatch ? more : spec;
      return runForEvent({
        ...eventOf(event),
        workspace,
        apiUrl: gh.url,
        inputs: { ...spec.inputs, ...more.inputs },
        env: { ...spec.env, ...more.env },
        options: { ...spec.options, ...more.options },
      });
    };
    return { workspace, gh, run };
  };
}

/**
 * The inputs of a `workflow_dispatch` run over every Markdown file under docs/, with no
 * artifact upload and the Actions token: the plainest full run of the action.
 */
export const DOCS_RUN: Record<string, string> = {
  files: 'docs/**/*.md',
  'changed-only': 'false',
  artifact: 'false',
  'github-token': TOKENS.actions,
};

/** A `DOCS_RUN` against an emulator the caller started (see `actionFixtures` otherwise). */
export function dispatchDocs(
  workspace: string,
  apiUrl: string,
  { inputs, options }: Pick<EventRun, 'inputs' | 'options'> = {},
): Promise<ActionRun & { outputDir: string }> {
  return runForEvent({
    eventName: 'workflow_dispatch',
    payload: workflowDispatchPayload(),
    workspace,
    apiUrl,
    inputs: { ...DOCS_RUN, ...inputs },
    options,
  });
}

export const ARTICLE = `---
title: A short article
author: Writer
---
# A short article

Some **bold** text, a [link](https://example.com) and code:

\`\`\`js
const x = 1;
\`\`\`
`;

/** The `files` output of a run (the same fields as FileResult, without excerpts). */
export function filesOutput(outputs: Record<string, string>): FileResult[] {
  return JSON.parse(outputs.files ?? '[]') as FileResult[];
}

/** The `drafts` output of a run. */
export function draftsOutput(outputs: Record<string, string>): DraftResult[] {
  return JSON.parse(outputs.drafts ?? '[]') as DraftResult[];
}

/** A list of per-file results keyed by path. */
export function byPath<T extends { path: string }>(list: T[]): Record<string, T> {
  return Object.fromEntries(list.map((item) => [item.path, item]));
}
