import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { DraftResult, FileResult } from '../../src/types.js';
import { TOKENS } from './github-emulator.js';
import { type ActionRun, type RunActionOptions, runAction } from './run-action.js';
import { runnerEnv, workflowDispatchPayload, writePayload } from './webhook-payloads.js';

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
  for (const [path, content] of Object.entries(files)) {
    const target = join(root, path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, content);
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
 * A `workflow_dispatch` run over every Markdown file under docs/ in the workspace, with no
 * artifact upload and the Actions token: the plainest full run of the action.
 */
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
    inputs: {
      files: 'docs/**/*.md',
      'changed-only': 'false',
      artifact: 'false',
      'github-token': TOKENS.actions,
      ...inputs,
    },
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
