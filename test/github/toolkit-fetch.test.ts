import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createOctokit } from '../../src/github/octokit.js';
import { redirectTarget, toolkitFetch } from '../../src/github/toolkit-fetch.js';

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

  it('goes through the proxy the runner names for GitHub’s host, and only there', async () => {
    const { seen, port } = await serve(() => ({
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: '{"login":"octo"}',
    }));
    // A proxy that tunnels every CONNECT to the loopback server, whatever host it names.
    const tunnels: string[] = [];
    const proxy = createServer();
    proxy.on('connect', (req, client, head) => {
      tunnels.push(req.url ?? '');
      const upstream = connect(port, '127.0.0.1', () => {
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        upstream.write(head);
        upstream.pipe(client);
        client.pipe(upstream);
      });
    });
    servers.push(proxy);
    await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done));
    const saved = { http_proxy: process.env.http_proxy, no_proxy: process.env.no_proxy };
    process.env.http_proxy = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    process.env.no_proxy = 'uploads.github.test';
    try {
      const fetch = toolkitFetch();
      const answer = await fetch('http://api.github.test/user', {
        headers: { authorization: 'token ghs_x' },
      });
      expect([answer.status, await answer.text()]).toEqual([200, '{"login":"octo"}']);
      expect(tunnels).toEqual(['api.github.test:80']);
      expect(seen).toMatchObject([{ url: '/user', headers: { authorization: 'token ghs_x' } }]);
      // A host NO_PROXY names is asked directly: here it does not resolve, and no tunnel opens.
      await expect(fetch('http://uploads.github.test/')).rejects.toThrow();
      expect(tunnels).toHaveLength(1);
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });

  it('refuses a body that is not text instead of sending it empty', async () => {
    const { seen, port } = await serve(() => ({ status: 200 }));
    await expect(
      toolkitFetch()(`http://127.0.0.1:${port}/`, { method: 'POST', body: new Uint8Array(3) }),
    ).rejects.toThrow('Only text bodies');
    expect(seen).toEqual([]);
  });

  it('is what Octokit sends through: its answers, its errors and a refused connection', async () => {
    const { seen, port } = await serve((path) =>
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
      orchestrationId: 'run 42/job',
    });
    expect((await octokit.request('GET /user')).data).toEqual({ login: 'octo' });
    // As @actions/github tags a job's requests.
    expect(seen[0].headers['user-agent']).toMatch(
      /^actions_orchestration_id\/run_42_job octokit-core\.js\//,
    );
    await expect(
      octokit.request('GET /repos/{owner}/{repo}', { owner: 'o', repo: 'missing' }),
    ).rejects.toMatchObject({
      status: 404,
      message: expect.stringContaining('Not Found'),
    });
    const closed = createOctokit('ghp_token_for_test', {
      baseUrl: 'http://127.0.0.1:1',
      waitUnitMs: 1,
      retries: 0,
    });
    await expect(closed.request('GET /user')).rejects.toMatchObject({
      status: 500,
      message: expect.stringContaining('ECONNREFUSED'),
    });
  });
});

describe('redirectTarget', () => {
  const from = new URL('https://api.github.com/repos/o/r');
  it.each([
    [
      'a redirect to a full URL',
      301,
      'https://api.github.com/repositories/1',
      0,
      'https://api.github.com/repositories/1',
    ],
    [
      'a relative Location, against the request',
      307,
      '/repositories/1?page=2',
      0,
      'https://api.github.com/repositories/1?page=2',
    ],
    ['an answer that is not a redirect', 200, 'https://api.github.com/x', 0, undefined],
    ['a redirect without a Location', 302, undefined, 0, undefined],
    ['the eleventh redirect in a row', 308, 'https://api.github.com/x', 10, undefined],
  ] as const)('%s', (_, status, location, redirects, expected) => {
    expect(redirectTarget(from, status, location, redirects)?.href).toBe(expected);
  });

  it('refuses to follow https to http', () => {
    expect(() => redirectTarget(from, 301, 'http://api.github.com/repos/o/r', 0)).toThrow(
      'GitHub redirected https://api.github.com/repos/o/r to http:, which is not followed.',
    );
  });
});
