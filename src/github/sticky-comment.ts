/**
 * One comment per pull request and tag, kept up to date across runs. The comment
 * is found by a hidden marker *and* its author: anyone can paste the marker into a
 * comment of their own, and a token with write access could edit it, so a comment
 * by someone else is never touched.
 */
import { GitHubError } from '../core/errors.js';
import { rateLimitOf } from './describe-error.js';
import { type Octokit, statusOf, toGitHubError } from './octokit.js';

export const COMMENT_BODY_MAX = 65536;

/** The hidden HTML comment that identifies our comment for `tag`. */
export function commentMarker(tag: string): string {
  // The tag ends up inside an HTML comment: nothing in it may close that comment.
  const safe = tag.replace(/[^A-Za-z0-9._-]/g, '_');
  return `<!-- md-platform:comment:${safe} -->`;
}

/** Where the comment is, and whose it is. */
export interface CommentPlace {
  owner: string;
  repo: string;
  issueNumber: number;
  tag: string;
  /**
   * The token's login (see tokenLogin); only comments by this login are edited. It may be
   * the lookup still under way: the comments are listed meanwhile, one round trip fewer.
   */
  login: string | Promise<string>;
}

export interface StickyCommentTarget extends CommentPlace {
  /** Markdown; the marker is prepended unless the body already carries it. */
  body: string;
  /** Our comments as `findOwnComments` listed them ahead of time; listed here otherwise. */
  found?: Promise<OwnComment[]>;
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
  /** Duplicate copies of the comment (ours, from concurrent runs) this call removed. */
  removed?: number;
}

export interface OwnComment {
  id: number;
  body?: string | null;
  html_url: string;
  user?: { login: string } | null;
}

function forbidden(error: unknown, what: string): GitHubError {
  // A 403 is also how GitHub answers an exhausted rate limit: that one says so.
  if (rateLimitOf(error)) return toGitHubError(error, `${what} the pull request comment`);
  return new GitHubError(
    'comment_forbidden',
    `GitHub refused to ${what} the pull request comment (403). The token is read-only: a pull request from a fork gets a read-only GITHUB_TOKEN, and otherwise the workflow needs "permissions: pull-requests: write". The preview is still in the job summary and the artifact.`,
    403,
    { cause: error },
  );
}

/**
 * Every comment of ours with the tag's marker, oldest first: started while the run still
 * converts, so its round trips do not hold up the comment. A run that stops before the
 * comment leaves it unread, and its failure must not go unhandled.
 */
export function findOwnComments(octokit: Octokit, place: CommentPlace): Promise<OwnComment[]> {
  const found = listOwn(octokit, place, commentMarker(place.tag));
  found.catch(() => undefined);
  return found;
}

/** Every comment of ours with the marker, oldest first (GitHub's ids only grow). */
async function listOwn(
  octokit: Octokit,
  target: CommentPlace,
  marker: string,
): Promise<OwnComment[]> {
  const [marked, login] = await Promise.all([listMarked(octokit, target, marker), target.login]);
  return marked
    .filter((c) => c.user?.login.toLowerCase() === login.toLowerCase())
    .sort((a, b) => a.id - b.id);
}

/** Every comment on the pull request that carries the marker, by anyone. */
async function listMarked(
  octokit: Octokit,
  target: CommentPlace,
  marker: string,
): Promise<OwnComment[]> {
  const marked: OwnComment[] = [];
  try {
    for await (const page of octokit.paginate.iterator(
      'GET /repos/{owner}/{repo}/issues/{issue_number}/comments',
      {
        owner: target.owner,
        repo: target.repo,
        issue_number: target.issueNumber,
        per_page: 100,
      },
    )) {
      marked.push(...page.data.filter((c) => (c.body ?? '').includes(marker)));
    }
  } catch (error) {
    if (statusOf(error) === 403) throw forbidden(error, 'read');
    throw toGitHubError(error, `list the comments of #${target.issueNumber}`);
  }
  return marked;
}

/**
 * Two runs of one PR at the same time both find no comment and both create one.
 * Each run removes every copy but the oldest after it writes, so whichever finishes
 * last leaves exactly one; a copy another run already removed (404) is fine.
 */
async function removeCopies(
  octokit: Octokit,
  target: StickyCommentTarget,
  copies: OwnComment[],
): Promise<number> {
  let removed = 0;
  for (const copy of copies) {
    try {
      await octokit.request('DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}', {
        owner: target.owner,
        repo: target.repo,
        comment_id: copy.id,
      });
      removed++;
    } catch (error) {
      if (statusOf(error) === 404) continue;
      if (statusOf(error) === 403) throw forbidden(error, 'delete');
      throw toGitHubError(error, `delete the duplicate comment ${copy.id}`);
    }
  }
  return removed;
}

/** Updates `comment`; undefined when it is gone (deleted since it was listed). */
async function update(
  octokit: Octokit,
  target: StickyCommentTarget,
  comment: OwnComment,
  body: string,
): Promise<{ url: string; id: number } | undefined> {
  try {
    const { data } = await octokit.request(
      'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}',
      {
        owner: target.owner,
        repo: target.repo,
        comment_id: comment.id,
        body,
      },
    );
    // Octokit's types allow a bigint for an int64 id; a comment's id is far below 2^53.
    return { url: data.html_url, id: Number(data.id) };
  } catch (error) {
    if (statusOf(error) === 404) return undefined;
    if (statusOf(error) === 403) throw forbidden(error, 'update');
    throw toGitHubError(error, `update comment ${comment.id}`);
  }
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
  // A login lookup still under way is awaited with the listing; should this call stop
  // before that, its failure must not go unhandled.
  Promise.resolve(target.login).catch(() => undefined);
  const marker = commentMarker(target.tag);
  const body = target.body.includes(marker) ? target.body : `${marker}\n${target.body}`;
  if (body.length > COMMENT_BODY_MAX) {
    throw new GitHubError(
      'comment_too_long',
      `The comment is ${body.length} characters; GitHub accepts at most ${COMMENT_BODY_MAX}.`,
    );
  }

  const [existing, ...copies] = await (target.found ?? listOwn(octokit, target, marker));
  if (existing) {
    // Copies left by an earlier race are cleaned up by the next run.
    const removed = await removeCopies(octokit, target, copies);
    if (existing.body === body) {
      return { url: existing.html_url, id: existing.id, action: 'unchanged', removed };
    }
    const updated = await update(octokit, target, existing, body);
    if (updated) return { ...updated, action: 'updated', removed };
    // Deleted since it was listed (the listing ran while the files converted): post anew.
  }
  if (target.createIfMissing === false) return undefined;

  const created = await createOnce(octokit, target, marker, body);
  // Another run may have created its own copy between our listing and our post.
  const [oldest, ...others] = await listOwn(octokit, target, marker);
  if (!oldest || (oldest.id === created.id && others.length === 0)) return created;
  const removed = await removeCopies(octokit, target, others);
  if (oldest.id === created.id) return { ...created, removed };
  // Ours was the later copy and is gone: this run's text goes into the one that stays.
  const kept =
    oldest.body === body
      ? { url: oldest.html_url, id: oldest.id }
      : await update(octokit, target, oldest, body);
  if (!kept) {
    throw new GitHubError(
      'comment_deleted',
      `The pull request comment was deleted while this run was writing it; the next run posts it again.`,
      404,
    );
  }
  return { ...kept, action: 'updated', removed };
}

async function createOnce(
  octokit: Octokit,
  target: StickyCommentTarget,
  marker: string,
  body: string,
): Promise<StickyCommentResult> {
  const create = async (): Promise<StickyCommentResult> => {
    const { data } = await octokit.request(
      'POST /repos/{owner}/{repo}/issues/{issue_number}/comments',
      {
        owner: target.owner,
        repo: target.repo,
        issue_number: target.issueNumber,
        body,
      },
    );
    return { url: data.html_url, id: Number(data.id), action: 'created' };
  };
  try {
    return await create();
  } catch (error) {
    const status = statusOf(error);
    if (status === 403) throw forbidden(error, 'create');
    // A 5xx or a dropped connection may hide a comment that was in fact created;
    // look before creating again so a retry never leaves two.
    if (status === undefined || status >= 500) {
      const [created] = await listOwn(octokit, target, marker);
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
