/**
 * One comment per pull request and tag, kept up to date across runs. The comment
 * is found by a hidden marker *and* its author: anyone can paste the marker into a
 * comment of their own, and a token with write access could edit it, so a comment
 * by someone else is never touched.
 */
import { GitHubError } from '../errors.js';
import { type Octokit, statusOf, toGitHubError } from './octokit.js';

export const COMMENT_BODY_MAX = 65536;

/** The hidden HTML comment that identifies our comment for `tag`. */
export function commentMarker(tag: string): string {
  // The tag ends up inside an HTML comment: nothing in it may close that comment.
  const safe = tag.replace(/[^A-Za-z0-9._-]/g, '_');
  return `<!-- md-platform:comment:${safe} -->`;
}

export interface StickyCommentTarget {
  owner: string;
  repo: string;
  issueNumber: number;
  tag: string;
  /** Markdown; the marker is prepended unless the body already carries it. */
  body: string;
  /** The token's login (see tokenLogin); only comments by this login are edited. */
  login: string;
  /**
   * False: only update an existing comment. A PR that no longer changes any matching
   * file gets its old comment corrected, but a PR that never did gets no comment at all.
   */
  createIfMissing?: boolean;
}

export interface StickyCommentResult {
  url: string;
  id: number;
  action: 'created' | 'updated' | 'unchanged';
}

interface ListedComment {
  id: number;
  body?: string | null;
  html_url: string;
  user?: { login: string } | null;
}

function forbidden(error: unknown, what: string): GitHubError {
  return new GitHubError(
    'comment_forbidden',
    `GitHub refused to ${what} the pull request comment (403). The token is read-only: a pull request from a fork gets a read-only GITHUB_TOKEN, and otherwise the workflow needs "permissions: pull-requests: write". The preview is still in the job summary and the artifact.`,
    403,
    { cause: error },
  );
}

async function findOwn(
  octokit: Octokit,
  target: StickyCommentTarget,
  marker: string,
): Promise<ListedComment | undefined> {
  const login = target.login.toLowerCase();
  try {
    for await (const page of octokit.paginate.iterator(octokit.rest.issues.listComments, {
      owner: target.owner,
      repo: target.repo,
      issue_number: target.issueNumber,
      per_page: 100,
    })) {
      const own = page.data.find(
        (c) => c.user?.login.toLowerCase() === login && (c.body ?? '').includes(marker),
      );
      if (own) return own;
    }
  } catch (error) {
    if (statusOf(error) === 403) throw forbidden(error, 'read');
    throw toGitHubError(error, `list the comments of #${target.issueNumber}`);
  }
  return undefined;
}

/** Creates the tagged comment, or updates it when its text changed. */
export async function upsertStickyComment(
  octokit: Octokit,
  target: StickyCommentTarget & { createIfMissing?: true },
): Promise<StickyCommentResult>;
export async function upsertStickyComment(
  octokit: Octokit,
  target: StickyCommentTarget,
): Promise<StickyCommentResult | undefined>;
export async function upsertStickyComment(
  octokit: Octokit,
  target: StickyCommentTarget,
): Promise<StickyCommentResult | undefined> {
  const marker = commentMarker(target.tag);
  const body = target.body.includes(marker) ? target.body : `${marker}\n${target.body}`;
  if (body.length > COMMENT_BODY_MAX) {
    throw new GitHubError(
      'comment_too_long',
      `The comment is ${body.length} characters; GitHub accepts at most ${COMMENT_BODY_MAX}.`,
    );
  }
  const where = { owner: target.owner, repo: target.repo };

  const existing = await findOwn(octokit, target, marker);
  if (existing) {
    if (existing.body === body) {
      return { url: existing.html_url, id: existing.id, action: 'unchanged' };
    }
    try {
      const { data } = await octokit.rest.issues.updateComment({
        ...where,
        comment_id: existing.id,
        body,
      });
      return { url: data.html_url, id: data.id, action: 'updated' };
    } catch (error) {
      if (statusOf(error) === 403) throw forbidden(error, 'update');
      throw toGitHubError(error, `update comment ${existing.id}`);
    }
  }
  if (target.createIfMissing === false) return undefined;

  const create = async (): Promise<StickyCommentResult> => {
    const { data } = await octokit.rest.issues.createComment({
      ...where,
      issue_number: target.issueNumber,
      body,
    });
    return { url: data.html_url, id: data.id, action: 'created' };
  };
  try {
    return await create();
  } catch (error) {
    const status = statusOf(error);
    if (status === 403) throw forbidden(error, 'create');
    // A 5xx or a dropped connection may hide a comment that was in fact created;
    // look before creating again so a retry never leaves two.
    if (status === undefined || status >= 500) {
      const created = await findOwn(octokit, target, marker);
      if (created) return { url: created.html_url, id: created.id, action: 'created' };
      try {
        return await create();
      } catch (again) {
        throw toGitHubError(again, `create a comment on #${target.issueNumber}`);
      }
    }
    throw toGitHubError(error, `create a comment on #${target.issueNumber}`);
  }
}
