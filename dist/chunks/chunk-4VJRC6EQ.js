import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  rateLimitOf,
  statusOf,
  toGitHubError
} from "./chunk-Y5IDWIIM.js";
import {
  GitHubError
} from "./chunk-5XOO62DI.js";

// src/github/sticky-comment.ts
var COMMENT_BODY_MAX = 65536;
function commentMarker(tag) {
  const safe = tag.replace(/[^A-Za-z0-9._-]/g, "_");
  return `<!-- md-platform:comment:${safe} -->`;
}
function forbidden(error, what) {
  if (rateLimitOf(error)) return toGitHubError(error, `${what} the pull request comment`);
  return new GitHubError(
    "comment_forbidden",
    `GitHub refused to ${what} the pull request comment (403). The token is read-only: a pull request from a fork gets a read-only GITHUB_TOKEN, and otherwise the workflow needs "permissions: pull-requests: write". The preview is still in the job summary and the artifact.`,
    403,
    { cause: error }
  );
}
function findOwnComments(octokit, place) {
  const found = listOwn(octokit, place, commentMarker(place.tag));
  found.catch(() => void 0);
  return found;
}
async function listOwn(octokit, target, marker) {
  const [marked, login] = await Promise.all([listMarked(octokit, target, marker), target.login]);
  return marked.filter((c) => c.user?.login.toLowerCase() === login.toLowerCase()).sort((a, b) => a.id - b.id);
}
async function listMarked(octokit, target, marker) {
  const marked = [];
  try {
    for await (const page of octokit.paginate.iterator(
      "GET /repos/{owner}/{repo}/issues/{issue_number}/comments",
      {
        owner: target.owner,
        repo: target.repo,
        issue_number: target.issueNumber,
        per_page: 100
      }
    )) {
      marked.push(...page.data.filter((c) => (c.body ?? "").includes(marker)));
    }
  } catch (error) {
    if (statusOf(error) === 403) throw forbidden(error, "read");
    throw toGitHubError(error, `list the comments of #${target.issueNumber}`);
  }
  return marked;
}
async function removeCopies(octokit, target, copies) {
  let removed = 0;
  for (const copy of copies) {
    try {
      await octokit.request("DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}", {
        owner: target.owner,
        repo: target.repo,
        comment_id: copy.id
      });
      removed++;
    } catch (error) {
      if (statusOf(error) === 404) continue;
      if (statusOf(error) === 403) throw forbidden(error, "delete");
      throw toGitHubError(error, `delete the duplicate comment ${copy.id}`);
    }
  }
  return removed;
}
async function update(octokit, target, comment, body) {
  try {
    const { data } = await octokit.request(
      "PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}",
      {
        owner: target.owner,
        repo: target.repo,
        comment_id: comment.id,
        body
      }
    );
    return { url: data.html_url, id: Number(data.id) };
  } catch (error) {
    if (statusOf(error) === 404) return void 0;
    if (statusOf(error) === 403) throw forbidden(error, "update");
    throw toGitHubError(error, `update comment ${comment.id}`);
  }
}
async function upsertStickyComment(octokit, target) {
  Promise.resolve(target.login).catch(() => void 0);
  const marker = commentMarker(target.tag);
  const body = target.body.includes(marker) ? target.body : `${marker}
${target.body}`;
  if (body.length > COMMENT_BODY_MAX) {
    throw new GitHubError(
      "comment_too_long",
      `The comment is ${body.length} characters; GitHub accepts at most ${COMMENT_BODY_MAX}.`
    );
  }
  const [existing, ...copies] = await (target.found ?? listOwn(octokit, target, marker));
  if (existing) {
    const removed2 = await removeCopies(octokit, target, copies);
    if (existing.body === body) {
      return { url: existing.html_url, id: existing.id, action: "unchanged", removed: removed2 };
    }
    const updated = await update(octokit, target, existing, body);
    if (updated) return { ...updated, action: "updated", removed: removed2 };
  }
  if (target.createIfMissing === false) return void 0;
  const created = await createOnce(octokit, target, marker, body);
  const [oldest, ...others] = await listOwn(octokit, target, marker);
  if (!oldest || oldest.id === created.id && others.length === 0) return created;
  const removed = await removeCopies(octokit, target, others);
  if (oldest.id === created.id) return { ...created, removed };
  const kept = oldest.body === body ? { url: oldest.html_url, id: oldest.id } : await update(octokit, target, oldest, body);
  if (!kept) {
    throw new GitHubError(
      "comment_deleted",
      `The pull request comment was deleted while this run was writing it; the next run posts it again.`,
      404
    );
  }
  return { ...kept, action: "updated", removed };
}
async function createOnce(octokit, target, marker, body) {
  const create = async () => {
    const { data } = await octokit.request(
      "POST /repos/{owner}/{repo}/issues/{issue_number}/comments",
      {
        owner: target.owner,
        repo: target.repo,
        issue_number: target.issueNumber,
        body
      }
    );
    return { url: data.html_url, id: Number(data.id), action: "created" };
  };
  try {
    return await create();
  } catch (error) {
    const status = statusOf(error);
    if (status === 403) throw forbidden(error, "create");
    if (status === void 0 || status >= 500) {
      const [created] = await listOwn(octokit, target, marker);
      if (created) return { url: created.html_url, id: created.id, action: "created" };
      try {
        return await create();
      } catch (again) {
        throw toGitHubError(again, `create a comment on #${target.issueNumber}`);
      }
    }
    throw toGitHubError(error, `create a comment on #${target.issueNumber}`);
  }
}

export {
  COMMENT_BODY_MAX,
  commentMarker,
  findOwnComments,
  upsertStickyComment
};
