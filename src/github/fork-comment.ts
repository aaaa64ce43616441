/**
 * The privileged half of the fork preview: runs on `workflow_run` in the base
 * repository with a token that may comment, after the preview run of a fork's pull
 * request. It reads only the preview's report.json (never the fork's code), and
 * comments only on the pull request whose head is the commit that run built.
 */
import { lstatSync, readFileSync } from 'node:fs';
import * as z from 'zod/mini';
import { MdPlatformError } from '../core/errors.js';
import type { Log } from '../core/log.js';
import { ENGLISH } from '../core/zod-english.js';
import { renderComment } from '../report/comment.js';
import { parseForkReport, UntrustedArtifactError } from './fork-report.js';
import { type Octokit, statusOf, toGitHubError, tokenLogin } from './octokit.js';
import { commentMarker, upsertStickyComment } from './sticky-comment.js';

/** report.json of a preview is a few hundred KB at most; a larger file is refused unread. */
const MAX_REPORT_BYTES = 8 * 1024 * 1024;

const workflowRunEvent = z.object({
  workflow_run: z.object({
    id: z.number(),
    event: z.string(),
    head_sha: z.string().check(z.regex(/^[0-9a-f]{40}$/)),
    html_url: z.string(),
    head_repository: z.nullish(z.object({ full_name: z.string() })),
  }),
});

export interface ForkCommentOptions {
  octokit: Octokit;
  owner: string;
  repo: string;
  /** The workflow_run webhook payload (GitHub's, trusted). */
  event: unknown;
  /** Where actions/download-artifact put the preview's report.json (untrusted content). */
  reportPath: string;
  tag: string;
  log: Pick<Log, 'info' | 'notice'>;
}

/** Returns the comment's URL, or undefined when there is nothing to comment on. */
export async function forkComment(options: ForkCommentOptions): Promise<string | undefined> {
  const parsedEvent = workflowRunEvent.safeParse(options.event, ENGLISH);
  if (!parsedEvent.success)
    throw new MdPlatformError('not_workflow_run', 'This step runs on a workflow_run event only.');
  const run = parsedEvent.data.workflow_run;
  if (run.event !== 'pull_request') {
    options.log.notice(`The run was triggered by ${run.event.slice(0, 40)}, not a pull request.`);
    return undefined;
  }

  const report = parseForkReport(readReport(options.reportPath));
  if (report.headSha !== run.head_sha) {
    throw new UntrustedArtifactError(
      `The artifact says it was built from ${report.headSha.slice(0, 12)}, but the run built ${run.head_sha.slice(0, 12)}; no comment is written.`,
    );
  }
  // The number is only a claim: the pull request must exist here and its head must be
  // the very commit the preview run built, so a forged number cannot aim the comment
  // at another pull request.
  let head: { sha: string; repo?: string };
  try {
    const { data } = await options.octokit.request(
      'GET /repos/{owner}/{repo}/pulls/{pull_number}',
      {
        owner: options.owner,
        repo: options.repo,
        pull_number: report.pullRequest,
      },
    );
    head = { sha: data.head.sha, repo: data.head.repo?.full_name };
  } catch (error) {
    if (statusOf(error) === 404) {
      throw new UntrustedArtifactError(
        `The artifact names pull request #${report.pullRequest}, which does not exist in ${options.owner}/${options.repo}; no comment is written.`,
      );
    }
    throw toGitHubError(error, `read pull request #${report.pullRequest}`);
  }
  const runRepo = run.head_repository?.full_name;
  if (head.sha !== run.head_sha || (head.repo && runRepo && head.repo !== runRepo)) {
    throw new UntrustedArtifactError(
      `Pull request #${report.pullRequest}'s head is ${head.sha.slice(0, 12)}, not ${run.head_sha.slice(0, 12)} that the preview run built: the artifact names another pull request, or this one has new commits (their own run will comment). No comment is written.`,
    );
  }

  const marker = commentMarker(options.tag);
  const body = renderComment({
    tag: options.tag,
    marker,
    results: report.results,
    runUrl: run.html_url,
    noChanges: report.results.length === 0,
  });
  const written = await upsertStickyComment(options.octokit, {
    owner: options.owner,
    repo: options.repo,
    issueNumber: report.pullRequest,
    tag: options.tag,
    body,
    login: tokenLogin(options.octokit),
    createIfMissing: report.results.length > 0,
  });
  if (written) options.log.info(`PR comment ${written.action}: ${written.url}`);
  return written?.url;
}

function readReport(path: string): string {
  let info: ReturnType<typeof lstatSync>;
  try {
    info = lstatSync(path);
  } catch {
    throw new UntrustedArtifactError(
      `${path} is not there: download the preview artifact (actions/download-artifact with the run's run-id) before this step.`,
    );
  }
  // A link could make this step read a file of the runner instead of the artifact.
  if (!info.isFile()) throw new UntrustedArtifactError(`${path} is not a regular file.`);
  if (info.size > MAX_REPORT_BYTES)
    throw new UntrustedArtifactError(
      `${path} is ${info.size} bytes; a preview report is far smaller.`,
    );
  return readFileSync(path, 'utf8');
}
