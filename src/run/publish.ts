import { errorMessage, GitHubError } from '../core/errors.js';
import type { Log } from '../core/log.js';
import type { RunContext } from '../github/event.js';
import { type Octokit, tokenLogin } from '../github/octokit.js';
import {
  commentMarker,
  findOwnComments,
  type OwnComment,
  upsertStickyComment,
} from '../github/sticky-comment.js';
import { renderComment } from '../report/comment.js';
import type { PreviewLinks } from '../report/markdown-parts.js';
import type { OutputFolder } from '../report/output-folder.js';
import type { Config } from '../settings/config.js';
import type { ProcessedDocument } from './process-document.js';
import type { Run, RunOutcome } from './run-outcome.js';

/** The PR's sticky comment looked up ahead of time (see `lookUpComment`): this run writes it. */
export interface CommentLookup {
  /** The client the comment is looked up and written with. */
  octokit: Octokit;
  /** The token's user, whose comments alone are edited. */
  login: Promise<string>;
  /** That user's comments with the tag's marker. */
  found: Promise<OwnComment[]>;
}

/** Whether the run ends with the sticky comment: a pull request's preview, by a token that may write. */
function writesComment({ config, ctx, mode, fork, octokit }: Run): boolean {
  return mode === 'preview' && !!ctx.pullRequest && config.comment && !fork && !!octokit;
}

/**
 * Starts finding the PR's sticky comment (the token's user, the PR's comments) when the run
 * will write it: those round trips then overlap finding and converting the files instead
 * of following them.
 */
export function lookUpComment(run: Run): CommentLookup | undefined {
  if (!writesComment(run)) return undefined;
  const { config, ctx } = run;
  const octokit = run.octokit!;
  const login = tokenLogin(octokit);
  const found = findOwnComments(octokit, {
    owner: ctx.repo.owner,
    repo: ctx.repo.name,
    issueNumber: ctx.pullRequest!.number,
    tag: config.commentTag,
    login,
  });
  // Read by the comment; a run that stops before it must not leave a failure unhandled.
  login.catch(() => undefined);
  found.catch(() => undefined);
  return { octokit, login, found };
}

/**
 * Publishes a finished run: the HTML artifact, then the sticky PR comment (which links the
 * artifact and lists the notices, so it comes last). Fills in `outcome.artifact` and
 * `outcome.commentUrl`.
 */
export async function publish(
  { config, ctx, log, octokit, fork }: Run,
  outcome: RunOutcome,
  {
    folder,
    processed,
    comment,
  }: {
    folder: OutputFolder;
    processed: ProcessedDocument[];
    /** `lookUpComment`'s: there exactly when the run writes the comment. */
    comment?: CommentLookup;
  },
): Promise<void> {
  const { mode } = outcome;
  if (
    (mode === 'preview' || mode === 'convert') &&
    config.artifact &&
    processed.some((p) => p.result.html)
  ) {
    const { uploadHtmlArtifact } = await import('../github/artifact.js');
    const preview = outcome.preview;
    const where = {
      log,
      runtime: ctx.artifactRuntime === true,
      runUrl: ctx.runId
        ? `${ctx.serverUrl}/${ctx.repo.fullName}/actions/runs/${ctx.runId}`
        : undefined,
    };
    outcome.artifact = await uploadHtmlArtifact({
      name: config.artifactName,
      dir: config.outputDir,
      // The browser preview goes up on its own: in the zip it would only double its size.
      files: folder.written().filter((file) => file !== preview?.file),
      retentionDays: config.retentionDays,
      ...where,
    });
    if (outcome.artifact.failed)
      outcome.notices.push(`HTML artifact not uploaded: ${outcome.artifact.skipped}`);
    if (preview && !outcome.artifact.skipped) {
      const uploaded = await uploadHtmlArtifact({
        name: preview.file,
        dir: config.outputDir,
        files: [preview.file],
        retentionDays: config.retentionDays,
        unzipped: true,
        ...where,
      });
      preview.url = uploaded.url;
      if (uploaded.skipped) {
        preview.skipped = uploaded.skipped;
        outcome.notices.push(
          `The browser preview could not be uploaded as one unzipped file, so nothing opens in the browser: download the zip artifact for the pages. (${uploaded.skipped})`,
        );
      }
    }
  }

  if (comment) outcome.commentUrl = await writeComment(outcome, { config, ctx, log }, comment);
  else if (mode === 'preview' && ctx.pullRequest && config.comment) {
    // Why this pull request's preview gets no comment.
    if (fork) log.debug('Fork pull request: no comment.');
    else if (!octokit) log.notice('No github-token: the PR comment is skipped.');
  }
}

/** The browser preview's URL and each document's place in it, once it was uploaded. */
export function previewLinks(outcome: RunOutcome): PreviewLinks | undefined {
  const preview = outcome.preview;
  if (!preview?.url) return undefined;
  return { url: preview.url, anchors: preview.anchors };
}

async function writeComment(
  outcome: RunOutcome,
  { config, ctx, log }: { config: Config; ctx: RunContext; log: Log },
  { octokit, login, found }: CommentLookup,
): Promise<string | undefined> {
  const pr = ctx.pullRequest!;
  try {
    const body = renderComment({
      tag: config.commentTag,
      marker: commentMarker(config.commentTag),
      results: outcome.results,
      artifactUrl: outcome.artifact?.url,
      preview: previewLinks(outcome),
      runUrl: ctx.runUrl,
      engine: outcome.engine,
      noChanges: outcome.results.length === 0,
      notices: outcome.notices,
    });
    const written = await upsertStickyComment(octokit, {
      owner: ctx.repo.owner,
      repo: ctx.repo.name,
      issueNumber: pr.number,
      tag: config.commentTag,
      body,
      login,
      found,
      createIfMissing: outcome.results.length > 0,
    });
    if (!written) return undefined;
    const removed = written.removed ? ` (removed ${written.removed} duplicate copy/copies)` : '';
    log.info(`PR comment ${written.action}: ${written.url}${removed}`);
    return written.url;
  } catch (error) {
    if (error instanceof GitHubError) {
      log.warning(`The PR comment was not written: ${errorMessage(error)}`);
      return undefined;
    }
    throw error;
  }
}
