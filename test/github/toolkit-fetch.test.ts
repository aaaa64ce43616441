import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createOctokit } from '../../src/github/octokit.js';
import { toolkitFetch } from '../../src/github/toolkit-fetch.js';

interface Seen {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
  body: string;
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((done) => s.close(done))));
});

/** A loopback server answering with `answer(path)`; what it received is in `seen`. */
async function serve(
  answer: (path: string) => {
    status: number;
    headers?: Record<string, string | string[]>;
    body?: string;
  },
) {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      const { status, headers = {}, body: out = '' } = answer(req.url ?? '/');
      res.writeHead(status, headers).end(out);
    });
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { seen, port: (server.address() as AddressInfo).port };
}

describe('toolkitFetch', () => {
  it('sends the method, headers and text body, and answers with status, headers and text', async () => {
    const { seen, port } = await serve(() => ({
      status: 201,
      headers: { 'Content-Type': 'application/json', Link: ['<a>; rel="next"', '<b>; rel="last"'] },
      body: '{"id":7,"name":"草稿"}',
    }));
    const fetch = toolkitFetch();
    const answer = await fetch(`http://127.0.0.1:${port}/repos/o/r/issues/1/comments`, {
      method: 'POST',
      headers: { authorization: 'token ghs_x', 'content-type': 'application/json' },
      body: '{"body":"写好了"}',
    });
    expect(seen).toMatchObject([
      {
        method: 'POST',
        url: '/repos/o/r/issues/1/comments',
        headers: { authorization: 'token ghs_x', 'content-type': 'application/json' },
        body: '{"body":"写好了"}',
      },
    ]);
    expect(answer.status).toBe(201);
    expect(answer.headers.get('CONTENT-TYPE')).toBe('application/json');
    // As fetch's Headers: names in lower case, a repeated header's values joined.
    expect(Object.fromEntries(answer.headers)).toMatchObject({
      'content-type': 'application/json',
      link: '<a>; rel="next", <b>; rel="last"',
    });
    expect(await answer.text()).toBe('{"id":7,"name":"草稿"}');
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect(Buffer.from(bytes).toString('utf8')).toBe('{"id":7,"name":"草稿"}');
  });

  it('follows a redirect, and does not carry the token to another host', async () => {
    const other = await serve(() => ({ status: 200, body: 'moved here' }));
    const same = await serve((path) =>
      path === '/old'
        ? { status: 301, headers: { location: `http://127.0.0.1:${other.port}/same-host` } }
        : { status: 302, headers: { location: `http://localhost:${other.port}/other-host` } },
    );
    const fetch = toolkitFetch();
    const headers = { authorization: 'token ghs_secret' };
    const moved = await fetch(`http://127.0.0.1:${same.port}/old`, { headers });
    expect([moved.status, await moved.text()]).toEqual([200, 'moved here']);
    await fetch(`http://127.0.0.1:${same.port}/away`, { headers });
    expect(other.seen.map((s) => [s.url, s.headers.authorization])).toEqual([
      ['/same-host', 'token ghs_secret'],
      ['/other-host', undefined],
    ]);
  });

  it('refuses a body that is not text instead of sending it empty', async () => {
    const { seen, port } = await serve(() => ({ status: 200 }));
    await expect(
      toolkitFetch()(`http://127.0.0.1:${port}/`, { method: 'POST', body: new Uint8Array(3) }),
    ).rejects.toThrow('Only text bodies');
    expect(seen).toEqual([]);
  });

  it('is what Octokit sends through: its answers, its errors and a refused connection', async () => {
    const { port } = await serve((path) =>
      path.startsWith('/user')
        ? { status: 200, headers: { 'content-type': 'application/json' }, body: '{"login":"octo"}' }
        : {
            status: 404,
            headers: { 'content-type': 'application/json' },
            body: '{"message":"Not Found"}',
          },
    );
    const octokit = createOctokit('ghp_token_for_test', {
      baseUrl: `http://127.0.0.1:${port}`,
      waitUnitMs: 1,
      retries: 0,
    });
    expect((await octokit.rest.users.getAuthenticated()).data).toEqual({ login: 'octo' });
    await expect(octokit.rest.repos.get({ owner: 'o', repo: 'missing' })).rejects.toMatchObject({
      status: 404,
      message: expect.stringContaining('Not Found'),
    });
    const closed = createOctokit('ghp_token_for_test', {
      baseUrl: 'http://127.0.0.1:1',
      waitUnitMs: 1,
      retries: 0,
    });
    await expect(closed.rest.users.getAuthenticated()).rejects.toMatchObject({
      status: 500,
      message: expect.stringContaining('ECONNREFUSED'),
    });
  });
});
