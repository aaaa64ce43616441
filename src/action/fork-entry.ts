import { readFileSync } from 'node:fs';
import * as core from '@actions/core';
import { errorMessage } from '../core/errors.js';
import { exitPromptly } from '../core/exit-promptly.js';
import { retryUnit } from '../github/event.js';
import { forkComment } from '../github/fork-comment.js';
import { createOctokit } from '../github/octokit.js';
import { actionsLog } from './log.js';

/**
 * Entry of `org/md-platform-action/fork-comment`: the sticky PR comment for a pull
 * request from a fork, written by a workflow_run job from the preview's artifact.
 */
export async function run(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  try {
    const token = core.getInput('github-token', { required: true });
    core.setSecret(token);
    const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/');
    if (!owner || !repo || !env.GITHUB_EVENT_PATH)
      throw new Error(
        'GITHUB_REPOSITORY and GITHUB_EVENT_PATH are not set: run this step in a workflow.',
      );
    const url = await forkComment({
      octokit: createOctokit(token, {
        baseUrl: env.GITHUB_API_URL ?? 'https://api.github.com',
        log: actionsLog,
        waitUnitMs: retryUnit(env.MD_PLATFORM_RETRY_UNIT_MS),
        orchestrationId: env.ACTIONS_ORCHESTRATION_ID,
      }),
      owner,
      repo,
      event: JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, 'utf8')),
      reportPath: core.getInput('report') || 'md-platform-html/report.json',
      tag: core.getInput('comment-tag') || 'md-platform',
      log: actionsLog,
    });
    if (url) core.setOutput('comment-url', url);
  } catch (error) {
    core.setFailed(errorMessage(error));
  }
}

exitPromptly();
await run();
