/**
 * A small GitHub REST emulator on 127.0.0.1 for tests: the endpoints this project
 * calls, with GitHub's pagination (`Link` headers), its caps (list-files stops at
 * 3,000 files, compare at 300), token permissions, and injectable faults.
 *
 * Usage:
 *   const gh = await startGitHubEmulator({ pulls: { 7: files } });
 *   const octokit = createOctokit(TOKENS.actions, { baseUrl: gh.url, waitUnitMs: 1 });
 *   ...; gh.requests // every request: method, path, query, token, body, status
 *   gh.faults.add({ method: 'GET', path: /\/files$/, status: 502, times: 1 });
 *   gh.faults.add({ method: 'POST', path: /\/comments$/, delayMs: 500, times: 10 }); // slow, then normal
 *   await gh.close();
 *
 * Routes (all under /repos/:owner/:repo unless noted; one repository per emulator):
 *   GET  /user                                   403 for `ghs_` tokens (installation), else the user
 *   GET  /repos/:o/:r                            default_branch, private
 *   GET  /pulls/:n                               number, head/base sha, head repo, changed_files
 *   GET  /pulls/:n/files                         paginated, per_page <= 100, nothing past 3,000
 *   GET  /compare/:base...:head                  files (<= 300) on page 1 only, commits paginated
 *   GET  /issues/:n/comments, POST               paginated; POST needs `write`
 *   GET  /issues/comments/:id, PATCH, DELETE
 *   GET  /commits/:sha/comments, POST            commit comments (the draft ledger)
 *   GET  /comments/:id, PATCH, DELETE
 * Unknown token → 401; a `read` token writing → 403 "Resource not accessible by integration".
 * GitHub's limits hold: a comment body over 65,536 characters → 422 "body is too long";
 * more than 80 content-creating requests (comment POST/PATCH/DELETE) a minute or 500 an
 * hour → 403 secondary rate limit with `retry-after` (`writeLimit` changes or lifts them).
 * `gh.faults.add({ method: 'PATCH', path: /comments/, skip: 4, hold: true })` holds the
 * fifth write unanswered and unapplied (`gh.requests[i].held`), so a test can kill the run
 * between two writes.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { guardText } from './secret-guard.js';

export type Permission = 'read' | 'write';

export interface TokenUser {
  login: string;
  permission: Permission;
}

/** Tokens every emulator knows unless the seed replaces them. */
export const TOKENS = {
  /** GITHUB_TOKEN with `pull-requests: write`: posts as github-actions[bot], cannot call GET /user. */
  actions: 'ghs_actions_write_token',
  /** GITHUB_TOKEN of a fork PR: read-only. */
  readOnly: 'ghs_actions_read_token',
  /** A personal access token of a maintainer. */
  maintainer: 'ghp_maintainer_token',
  /** Another person, whose comments must never be edited. */
  stranger: 'ghp_stranger_token',
} as const;

const DEFAULT_USERS: Record<string, TokenUser> = {
  [TOKENS.actions]: { login: 'github-actions[bot]', permission: 'write' },
  [TOKENS.readOnly]: { login: 'github-actions[bot]', permission: 'read' },
  [TOKENS.maintainer]: { login: 'maintainer', permission: 'write' },
  [TOKENS.stranger]: { login: 'stranger', permission: 'write' },
};

export interface FileSeed {
  filename: string;
  status: 'added' | 'removed' | 'modified' | 'renamed' | 'copied' | 'changed' | 'unchanged';
  previous_filename?: string;
}

export interface EmulatorSeed {
  repo?: { owner?: string; name?: string; defaultBranch?: string; private?: boolean };
  /** Token → user; merged over the defaults of `TOKENS`. */
  users?: Record<string, TokenUser>;
  /** PR number → its changed files (as many as you like; the API shows 3,000). */
  /** `headRepo`: the head repository's full name (a fork's `contributor/articles`); default this repository. */
  pulls?: Record<
    number,
    { files: FileSeed[]; baseSha?: string; headSha?: string; headRepo?: string }
  >;
  /** `base...head` → changed files (the API shows 300) and the number of commits. */
  compares?: Record<string, { files: FileSeed[]; commits?: number }>;
  /** Comments present before the test starts. */
  issueComments?: { issueNumber: number; login: string; body: string }[];
  commitComments?: { sha: string; login: string; body: string }[];
  /** GitHub's secondary limit on content-creating requests; `false` lifts it. */
  writeLimit?: { perMinute: number; perHour: number } | false;
}

/** GitHub's documented limits on content-creating requests. */
export const WRITE_LIMIT = { perMinute: 80, perHour: 500 };
export const COMMENT_BODY_MAX = 65_536;

export interface StoredComment {
  id: number;
  body: string;
  login: string;
  issueNumber?: number;
  commitId?: string;
  createdAt: string;
  updatedAt: string;
}

export interface Recorded {
  method: string;
  path: string;
  query: Record<string, string>;
  /** The token sent, if any (tests assert which credential was used). */
  token?: string;
  body?: unknown;
  status: number;
  /** When the request arrived and when its answer was sent (performance.now()), for order. */
  receivedAt: number;
  answeredAt?: number;
  /** Held by a `hold` fault: never answered, never applied. */
  held?: boolean;
}

export interface Fault {
  /** A method, or a pattern of methods (`/^(POST|PATCH)$/` for the writes). */
  method?: string | RegExp;
  path: RegExp;
  /** The answer; without it (with `delayMs`), the request is handled normally after the delay. */
  status?: number;
  /** Let this many matching requests through before the fault applies. */
  skip?: number;
  headers?: Record<string, string>;
  body?: unknown;
  /** Sent as it is with `content-type: text/html` (a proxy's error page), instead of `body`. */
  html?: string;
  /** Wait this long before handling the request: widens a race window, as a slow GitHub does. */
  delayMs?: number;
  /**
   * Hold each matching request until this many have arrived, then handle them all: two
   * runs' creates both arrive before either is applied, however their start-ups differ.
   */
  gather?: number;
  /** How many matching requests get the fault (default 1). */
  times?: number;
  /** Handle the request normally first, then answer with the fault: "applied, but the client saw a 502". */
  afterApply?: boolean;
  /** Drop the connection without an answer (a network error). */
  destroy?: boolean;
  /** Keep the request unanswered and unapplied until the emulator closes. */
  hold?: boolean;
}

export interface EmulatorState {
  owner: string;
  name: string;
  defaultBranch: string;
  private: boolean;
  users: Record<string, TokenUser>;
  pulls: Map<number, { files: FileSeed[]; baseSha: string; headSha: string; headRepo?: string }>;
  compares: Map<string, { files: FileSeed[]; commits: number }>;
  issueComments: StoredComment[];
  commitComments: StoredComment[];
  nextId: number;
}

export interface GitHubEmulator {
  url: string;
  requests: Recorded[];
  state: EmulatorState;
  faults: { add(fault: Fault): void; pending(): number };
  /** Comments on one issue/PR, oldest first. */
  comments(issueNumber: number): StoredComment[];
  close(): Promise<void>;
}

export const LIST_FILES_CAP = 3000;
export const COMPARE_FILES_CAP = 300;

/** `count` changed Markdown files named `<dir>/doc-0001.md`… for seeds. */
export function generateFiles(
  count: number,
  dir = 'articles',
  status: FileSeed['status'] = 'modified',
): FileSeed[] {
  return Array.from({ length: count }, (_, i) => ({
    filename: `${dir}/doc-${String(i + 1).padStart(4, '0')}.md`,
    status,
  }));
}

class HttpFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: unknown[],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

function tokenOf(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const match = /^(?:token|bearer)\s+(.+)$/i.exec(header);
  return match?.[1];
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  if (chunks.length === 0) return undefined;
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpFailure(400, 'Problems parsing JSON');
  }
}

export async function startGitHubEmulator(seed: EmulatorSeed = {}): Promise<GitHubEmulator> {
  const now = () => new Date().toISOString();
  const state: EmulatorState = {
    owner: seed.repo?.owner ?? 'octo-org',
    name: seed.repo?.name ?? 'articles',
    defaultBranch: seed.repo?.defaultBranch ?? 'main',
    private: seed.repo?.private ?? false,
    users: { ...DEFAULT_USERS, ...seed.users },
    pulls: new Map(),
    compares: new Map(),
    issueComments: [],
    commitComments: [],
    nextId: 1000,
  };
  for (const [n, pull] of Object.entries(seed.pulls ?? {})) {
    state.pulls.set(Number(n), {
      files: pull.files,
      baseSha: pull.baseSha ?? 'b'.repeat(40),
      headSha: pull.headSha ?? 'c'.repeat(40),
      headRepo: pull.headRepo,
    });
  }
  for (const [basehead, compare] of Object.entries(seed.compares ?? {})) {
    state.compares.set(basehead, { files: compare.files, commits: compare.commits ?? 1 });
  }
  for (const c of seed.issueComments ?? []) {
    state.issueComments.push({
      id: state.nextId++,
      body: c.body,
      login: c.login,
      issueNumber: c.issueNumber,
      createdAt: now(),
      updatedAt: now(),
    });
  }
  for (const c of seed.commitComments ?? []) {
    state.commitComments.push({
      id: state.nextId++,
      body: c.body,
      login: c.login,
      commitId: c.sha,
      createdAt: now(),
      updatedAt: now(),
    });
  }

  // What the action wrote to GitHub is as public as its log: scanned for credentials.
  guardText('GitHub PR comments', () => state.issueComments.map((c) => c.body).join('\n'));
  guardText('GitHub commit comments (ledger)', () =>
    state.commitComments.map((c) => c.body).join('\n'),
  );

  const requests: Recorded[] = [];
  // Content-creating requests answered so far (performance.now()), for the secondary limit.
  const writes: number[] = [];
  const writeLimit = seed.writeLimit === undefined ? WRITE_LIMIT : seed.writeLimit;
  const limitWrites = () => {
    if (!writeLimit) return;
    const now = performance.now();
    const within = (ms: number) => writes.filter((t) => now - t < ms).length;
    if (within(60_000) >= writeLimit.perMinute || within(3_600_000) >= writeLimit.perHour) {
      throw new HttpFailure(
        403,
        'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
        undefined,
        { 'retry-after': '60' },
      );
    }
    writes.push(now);
  };
  const faultQueue: (Fault & { left: number; gathered: (() => void)[] })[] = [];
  let baseUrl = '';
  const web = () => `https://github.com/${state.owner}/${state.name}`;

  const userJson = (login: string) => ({
    login,
    id: [...login].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7),
    type: login.endsWith('[bot]') ? 'Bot' : 'User',
  });

  const issueCommentJson = (c: StoredComment) => ({
    id: c.id,
    node_id: `IC_${c.id}`,
    url: `${baseUrl}/repos/${state.owner}/${state.name}/issues/comments/${c.id}`,
    html_url: `${web()}/pull/${c.issueNumber}#issuecomment-${c.id}`,
    issue_url: `${baseUrl}/repos/${state.owner}/${state.name}/issues/${c.issueNumber}`,
    body: c.body,
    user: userJson(c.login),
    created_at: c.createdAt,
    updated_at: c.updatedAt,
    author_association: c.login.endsWith('[bot]') ? 'NONE' : 'MEMBER',
  });

  const commitCommentJson = (c: StoredComment) => ({
    id: c.id,
    node_id: `CC_${c.id}`,
    url: `${baseUrl}/repos/${state.owner}/${state.name}/comments/${c.id}`,
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
      return `<${baseUrl}${path}?${q}>; rel="${rel}"`;
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

  async function route(
    method: string,
    path: string,
    query: URLSearchParams,
    body: unknown,
    user: TokenUser,
    token: string,
    res: ServerResponse,
  ): Promise<[number, unknown]> {
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
  }

  function send(
    res: ServerResponse,
    status: number,
    payload: unknown,
    headers: Record<string, string> = {},
  ) {
    for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
    if (payload === undefined || status === 204) {
      res.writeHead(status).end();
      return;
    }
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(payload));
  }

  function sendFault(res: ServerResponse, fault: Fault & { status: number }) {
    if (fault.html === undefined) {
      send(res, fault.status, fault.body ?? { message: `Emulated ${fault.status}` }, fault.headers);
      return;
    }
    for (const [k, v] of Object.entries(fault.headers ?? {})) res.setHeader(k, v);
    res.writeHead(fault.status, { 'content-type': 'text/html; charset=utf-8' }).end(fault.html);
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const method = req.method ?? 'GET';
    const path = url.pathname;
    const query = Object.fromEntries(url.searchParams);
    const token = tokenOf(req);
    const record: Recorded = {
      method,
      path,
      query,
      token,
      status: 0,
      receivedAt: performance.now(),
    };
    requests.push(record);
    res.on('finish', () => {
      record.answeredAt = performance.now();
    });
    try {
      const body = await readBody(req);
      record.body = body;

      const faultIndex = faultQueue.findIndex(
        (f) =>
          f.left > 0 &&
          (!f.method ||
            (typeof f.method === 'string' ? f.method === method : f.method.test(method))) &&
          f.path.test(path),
      );
      let fault: (typeof faultQueue)[number] | undefined =
        faultIndex >= 0 ? faultQueue[faultIndex] : undefined;
      if (fault?.skip) {
        fault.skip--;
        fault = undefined;
      }
      if (fault) fault.left--;
      const delay = fault?.delayMs;
      if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
      const gather = fault?.gather;
      if (fault && gather) {
        const { gathered } = fault;
        await new Promise<void>((resolve) => {
          gathered.push(resolve);
          if (gathered.length >= gather) for (const release of gathered.splice(0)) release();
        });
      }
      if (fault?.hold) {
        record.held = true;
        return;
      }
      if (fault?.status === undefined) fault = undefined;
      if (fault?.status !== undefined && !fault.afterApply) {
        const status = fault.status;
        record.status = fault.destroy ? -1 : status;
        if (fault.destroy) {
          req.socket.destroy();
          return;
        }
        sendFault(res, { ...fault, status: fault.status });
        return;
      }

      const user = token ? state.users[token] : undefined;
      if (!token || !user) {
        throw new HttpFailure(401, token ? 'Bad credentials' : 'Requires authentication');
      }
      if (method !== 'GET' && /\/comments(\/|$)/.test(path)) limitWrites();
      const [status, payload] = await route(method, path, url.searchParams, body, user, token, res);
      if (fault?.status !== undefined) {
        res.removeHeader('link');
        record.status = fault.status;
        sendFault(res, { ...fault, status: fault.status });
        return;
      }
      record.status = status;
      send(res, status, payload);
    } catch (error) {
      const status = error instanceof HttpFailure ? error.status : 500;
      record.status = status;
      send(
        res,
        status,
        {
          message: error instanceof Error ? error.message : String(error),
          ...(error instanceof HttpFailure && error.errors ? { errors: error.errors } : {}),
          documentation_url: 'https://docs.github.com/rest',
        },
        error instanceof HttpFailure ? error.headers : {},
      );
    }
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl,
    requests,
    state,
    faults: {
      add(fault) {
        faultQueue.push({ ...fault, left: fault.times ?? 1, gathered: [] });
      },
      pending: () => faultQueue.reduce((n, f) => n + f.left, 0),
    },
    comments: (issueNumber) => state.issueComments.filter((c) => c.issueNumber === issueNumber),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
