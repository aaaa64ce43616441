/**
 * The REST answers of the GitHub emulator (test/support/github-emulator.ts): the JSON GitHub
 * gives for a repository, a pull request and its files, a comparison and comments, with its
 * paging and caps. The server in front decides faults, limits and who is asking.
 */
import type { ServerResponse } from 'node:http';
import {
  COMMENT_BODY_MAX,
  COMPARE_FILES_CAP,
  type EmulatorState,
  type FileSeed,
  HttpFailure,
  LIST_FILES_CAP,
  type StoredComment,
  type TokenUser,
} from './github-emulator-model.js';

/** Answers one authenticated request: `[status, JSON]`, or throws an `HttpFailure`. */
export type Route = (
  method: string,
  path: string,
  query: URLSearchParams,
  body: unknown,
  user: TokenUser,
  token: string,
  res: ServerResponse,
) => Promise<[number, unknown]>;

/** The routes over `state`; `baseUrl` is the emulator's own address, known once it listens. */
export function githubRoutes(state: EmulatorState, baseUrl: () => string): Route {
  const now = () => new Date().toISOString();
  const web = () => `https://github.com/${state.owner}/${state.name}`;

  const userJson = (login: string) => ({
    login,
    id: [...login].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7),
    type: login.endsWith('[bot]') ? 'Bot' : 'User',
  });

  const issueCommentJson = (c: StoredComment) => ({
    id: c.id,
    node_id: `IC_${c.id}`,
    url: `${baseUrl()}/repos/${state.owner}/${state.name}/issues/comments/${c.id}`,
    html_url: `${web()}/pull/${c.issueNumber}#issuecomment-${c.id}`,
    issue_url: `${baseUrl()}/repos/${state.owner}/${state.name}/issues/${c.issueNumber}`,
    body: c.body,
    user: userJson(c.login),
    created_at: c.createdAt,
    updated_at: c.updatedAt,
    author_association: c.login.endsWith('[bot]') ? 'NONE' : 'MEMBER',
  });

  const commitCommentJson = (c: StoredComment) => ({
    id: c.id,
    node_id: `CC_${c.id}`,
    url: `${baseUrl()}/repos/${state.owner}/${state.name}/comments/${c.id}`,
    html_url: `${web()}/commit/${c.commitId}#commitcomment-${c.id}`,
    commit_id: c.commitId,
    body: c.body,
    path: null,
    position: null,
    line: null,
    user: userJson(c.login),
    created_at: c.createdAt,
    updated_at: c.updatedAt,
  });

  const fileJson = (f: FileSeed, i: number) => ({
    sha: (i + 1).toString(16).padStart(40, '0'),
    filename: f.filename,
    status: f.status,
    additions: f.status === 'removed' ? 0 : 3,
    deletions: f.status === 'added' ? 0 : 1,
    changes: 4,
    ...(f.previous_filename ? { previous_filename: f.previous_filename } : {}),
  });

  /** GitHub's paging: `per_page` (default 30, at most 100), 1-based `page`, and a Link header. */
  function paginate<T>(
    items: T[],
    query: URLSearchParams,
    path: string,
    res: ServerResponse,
    cap = Number.POSITIVE_INFINITY,
  ): T[] {
    const perPage = Math.min(Math.max(Number(query.get('per_page') ?? 30) || 30, 1), 100);
    const page = Math.max(Number(query.get('page') ?? 1) || 1, 1);
    const visible = Math.min(items.length, cap);
    const lastPage = Math.max(Math.ceil(visible / perPage), 1);
    const start = (page - 1) * perPage;
    const slice = start >= visible ? [] : items.slice(start, Math.min(start + perPage, visible));
    const link = (p: number, rel: string) => {
      const q = new URLSearchParams(query);
      q.set('per_page', String(perPage));
      q.set('page', String(p));
      return `<${baseUrl()}${path}?${q}>; rel="${rel}"`;
    };
    const links: string[] = [];
    if (page > 1) links.push(link(1, 'first'), link(Math.min(page - 1, lastPage), 'prev'));
    if (page < lastPage) links.push(link(page + 1, 'next'), link(lastPage, 'last'));
    if (links.length) res.setHeader('link', links.join(', '));
    return slice;
  }

  function needWrite(user: TokenUser) {
    if (user.permission !== 'write') {
      throw new HttpFailure(403, 'Resource not accessible by integration');
    }
  }

  function findComment(list: StoredComment[], id: number): StoredComment {
    const comment = list.find((c) => c.id === id);
    if (!comment) throw new HttpFailure(404, 'Not Found');
    return comment;
  }

  function bodyText(body: unknown, resource: string): string {
    const text = (body as { body?: unknown } | undefined)?.body;
    if (typeof text !== 'string' || text.length === 0) {
      throw new HttpFailure(422, 'Validation Failed: body is missing');
    }
    if (text.length > COMMENT_BODY_MAX)
      throw new HttpFailure(422, 'Validation Failed', [
        {
          resource,
          code: 'custom',
          field: 'body',
          message: `body is too long (maximum is ${COMMENT_BODY_MAX} characters)`,
        },
      ]);
    return text;
  }

  const route: Route = async (method, path, query, body, user, token, res) => {
    if (path === '/user' && method === 'GET') {
      // Installation tokens (GITHUB_TOKEN) cannot read the authenticated user.
      if (token.startsWith('ghs_'))
        throw new HttpFailure(403, 'Resource not accessible by integration');
      return [200, userJson(user.login)];
    }
    const repoPrefix = `/repos/${state.owner}/${state.name}`;
    if (!path.toLowerCase().startsWith(repoPrefix.toLowerCase()))
      throw new HttpFailure(404, 'Not Found');
    const rest = path.slice(repoPrefix.length);
    let m: RegExpExecArray | null;

    if (rest === '' && method === 'GET') {
      return [
        200,
        {
          id: 1,
          name: state.name,
          full_name: `${state.owner}/${state.name}`,
          owner: userJson(state.owner),
          private: state.private,
          default_branch: state.defaultBranch,
          html_url: web(),
        },
      ];
    }
    m = /^\/pulls\/(\d+)$/.exec(rest);
    if (m && method === 'GET') {
      const pull = state.pulls.get(Number(m[1]));
      if (!pull) throw new HttpFailure(404, 'Not Found');
      return [
        200,
        {
          number: Number(m[1]),
          changed_files: pull.files.length,
          base: { sha: pull.baseSha, ref: state.defaultBranch },
          head: {
            sha: pull.headSha,
            ref: 'feature',
            repo: { full_name: pull.headRepo ?? `${state.owner}/${state.name}` },
          },
        },
      ];
    }
    m = /^\/pulls\/(\d+)\/files$/.exec(rest);
    if (m && method === 'GET') {
      const pull = state.pulls.get(Number(m[1]));
      if (!pull) throw new HttpFailure(404, 'Not Found');
      const files = pull.files.map(fileJson);
      return [200, paginate(files, query, path, res, LIST_FILES_CAP)];
    }
    m = /^\/compare\/(.+)$/.exec(rest);
    if (m && method === 'GET') {
      const basehead = decodeURIComponent(m[1]);
      const compare = state.compares.get(basehead);
      if (!compare) throw new HttpFailure(404, 'Not Found');
      const [base, head] = basehead.split('...');
      const commits = Array.from({ length: compare.commits }, (_, i) => ({
        sha: `${head.slice(0, 30)}${String(i).padStart(10, '0')}`.slice(0, 40),
        commit: { message: `commit ${i + 1}` },
      }));
      const page = Math.max(Number(query.get('page') ?? 1) || 1, 1);
      const commitPage = paginate(commits, query, path, res);
      return [
        200,
        {
          status: 'ahead',
          ahead_by: compare.commits,
          behind_by: 0,
          total_commits: compare.commits,
          base_commit: { sha: base },
          merge_base_commit: { sha: base },
          commits: commitPage,
          // GitHub lists the files of the whole comparison on the first page only, 300 at most.
          files: page === 1 ? compare.files.slice(0, COMPARE_FILES_CAP).map(fileJson) : [],
        },
      ];
    }
    // Issue comments and commit comments behave alike; only their parent and JSON differ.
    m = /^\/issues\/(\d+)\/comments$/.exec(rest);
    if (m) {
      const issueNumber = Number(m[1]);
      return commentList(
        state.issueComments,
        issueCommentJson,
        (c) => c.issueNumber === issueNumber,
        {
          issueNumber,
        },
      );
    }
    m = /^\/commits\/([^/]+)\/comments$/.exec(rest);
    if (m) {
      const commitId = m[1];
      return commentList(state.commitComments, commitCommentJson, (c) => c.commitId === commitId, {
        commitId,
      });
    }
    m = /^\/issues\/comments\/(\d+)$/.exec(rest);
    // Like GitHub, a token with write access may edit anyone's comment: the client must check.
    if (m) return oneComment(state.issueComments, issueCommentJson, Number(m[1]));
    m = /^\/comments\/(\d+)$/.exec(rest);
    if (m) return oneComment(state.commitComments, commitCommentJson, Number(m[1]));
    throw new HttpFailure(404, 'Not Found');

    function commentList(
      list: StoredComment[],
      toJson: (c: StoredComment) => unknown,
      belongs: (c: StoredComment) => boolean,
      parent: Pick<StoredComment, 'issueNumber' | 'commitId'>,
    ): [number, unknown] {
      if (method === 'GET')
        return [200, paginate(list.filter(belongs), query, path, res).map(toJson)];
      if (method !== 'POST') throw new HttpFailure(404, 'Not Found');
      needWrite(user);
      const comment: StoredComment = {
        id: state.nextId++,
        body: bodyText(body, parent.commitId ? 'CommitComment' : 'IssueComment'),
        login: user.login,
        ...parent,
        createdAt: now(),
        updatedAt: now(),
      };
      list.push(comment);
      return [201, toJson(comment)];
    }

    function oneComment(
      list: StoredComment[],
      toJson: (c: StoredComment) => unknown,
      id: number,
    ): [number, unknown] {
      const comment = findComment(list, id);
      if (method === 'GET') return [200, toJson(comment)];
      needWrite(user);
      if (method === 'PATCH') {
        comment.body = bodyText(body, comment.commitId ? 'CommitComment' : 'IssueComment');
        comment.updatedAt = now();
        return [200, toJson(comment)];
      }
      if (method === 'DELETE') {
        list.splice(list.indexOf(comment), 1);
        return [204, undefined];
      }
      throw new HttpFailure(404, 'Not Found');
    }
  };

  return route;
}
