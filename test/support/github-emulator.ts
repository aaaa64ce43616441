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
import {
  DEFAULT_USERS,
  type EmulatorSeed,
  type EmulatorState,
  type Fault,
  type GitHubEmulator,
  HttpFailure,
  type Recorded,
  WRITE_LIMIT,
} from './github-emulator-model.js';
import { githubRoutes } from './github-emulator-routes.js';
import { guardText } from './secret-guard.js';

export * from './github-emulator-model.js';

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
  const route = githubRoutes(state, () => baseUrl);

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
