import { readdir, readFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalEngine } from '../../src/engine/local/index.js';
import { type RunningServer, startServer } from '../../src/server/index.js';
import { startSandboxServe } from '../support/sandbox-serve.js';

/** One engine for the file's conversions, as `serve` and the CLI hold one. */
const convertLocal = createLocalEngine().convertSync;

const KEY = 'wme_server_test_key';
const SECRET = 'app-secret-value-123';
let server: RunningServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function call(
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
) {
  const response = await fetch(`${server!.url}${path}`, {
    method: init.method ?? 'POST',
    headers: { 'content-type': 'application/json', ...init.headers },
    body:
      init.body === undefined
        ? undefined
        : typeof init.body === 'string'
          ? init.body
          : JSON.stringify(init.body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    json: text ? JSON.parse(text) : undefined,
  };
}

const auth = { authorization: `Bearer ${KEY}` };
const platform = { 'Messenger-Appid': 'wx-app-id', 'Messenger-App-Secret': SECRET };

describe('convert', () => {
  it('answers both paths with the local engine’s result', async () => {
    server = await startServer({ keys: [KEY] });
    const markdown = '# Title\n\nText with `code`.\n';
    for (const path of ['/api/v1/convert', '/api/convert']) {
      const { status, json } = await call(path, {
        headers: auth,
        body: { markdown, theme: 'chinese', fontSize: 'large' },
      });
      expect(status).toBe(200);
      expect(json.code).toBe(0);
      expect(json.msg).toBe('success');
      expect(json.data).toEqual(convertLocal({ markdown, theme: 'chinese', fontSize: 'large' }));
    }
  });

  it('reads a leading front matter block as metadata: none of it is in the HTML', async () => {
    server = await startServer({ keys: [KEY] });
    const body = '# Release day\n\nShipped at last.\n';
    const markdown = `---\ntitle: Quarterly secret plan\nauthor: Jane Writer\ndigest: A digest nobody sees\n---\n${body}`;
    const { status, json } = await call('/api/v1/convert', { headers: auth, body: { markdown } });
    expect(status).toBe(200);
    const html: string = json.data.html;
    for (const text of [
      'Quarterly secret plan',
      'Jane Writer',
      'A digest nobody sees',
      'title:',
      'author:',
    ]) {
      expect(html).not.toContain(text);
    }
    // No rule from the opening --- and no heading made of the fields.
    expect(html).not.toContain('<hr');
    expect(html.match(/<h[1-6]/g)).toHaveLength(1);
    expect(html).toContain('Release day');
    // The same page and counts as the body alone: the front matter is not counted either.
    expect(json.data).toEqual(convertLocal({ markdown: body }));
  });

  it('draws the modules the service documents and shows any other as a plain block', async () => {
    server = await startServer({ keys: [KEY] });
    const markdown =
      ':::callout danger\nDo not ship on Friday.\n:::\n\n:::verdict\ntitle: Ship on Monday\n:::\n';
    const { status, json } = await call('/api/v1/convert', { headers: auth, body: { markdown } });
    expect(status).toBe(200);
    expect(json.data.html).toContain('Do not ship on Friday.');
    expect(json.data.html).toContain('title: Ship on Monday');
    expect(json.data.html).not.toContain(':::callout');
  });

  it.each([
    ['Authorization: Bearer', { authorization: `Bearer ${KEY}` }],
    ['X-API-Key', { 'x-api-key': KEY }],
    ['Service-API-Key', { 'service-api-key': KEY }],
  ])('accepts the key in %s', async (_name, headers) => {
    server = await startServer({ keys: [KEY] });
    expect((await call('/api/v1/convert', { headers, body: { markdown: 'x' } })).status).toBe(200);
  });

  it('refuses a key in the query string or body, and an unknown key', async () => {
    server = await startServer({ keys: [KEY] });
    const query = await call(`/api/v1/convert?api_key=${KEY}`, { body: { markdown: 'x' } });
    expect(query.status).toBe(401);
    expect(query.json).toMatchObject({ code: 40001, data: { error: 'invalid_api_key' } });
    expect((await call('/api/v1/convert', { body: { markdown: 'x', apiKey: KEY } })).status).toBe(
      401,
    );
    const wrong = await call('/api/v1/convert', {
      headers: { 'x-api-key': 'wme_wrong' },
      body: { markdown: 'x' },
    });
    expect(wrong.status).toBe(401);
    expect(JSON.stringify(wrong.json)).not.toContain('wme_wrong');
  });

  it('maps limits, schema and JSON errors to the error table', async () => {
    server = await startServer({ keys: [KEY] });
    const images = await call('/api/v1/convert', {
      headers: auth,
      body: { markdown: '![a](b.png)\n'.repeat(101) },
    });
    expect(images.status).toBe(422);
    expect(images.json).toMatchObject({
      code: 42202,
      data: { error: 'too_many_images', limit: 100, actual: 101 },
    });
    const long = await call('/api/v1/convert', {
      headers: auth,
      body: { markdown: 'x'.repeat(50_001) },
    });
    expect(long.json).toMatchObject({ code: 42201, data: { error: 'markdown_too_long' } });
    const code = await call('/api/v1/convert', {
      headers: auth,
      body: { markdown: '```\nx\n```\n'.repeat(51) },
    });
    expect(code.json).toMatchObject({ code: 42203, data: { error: 'too_many_code_blocks' } });
    const mermaid = await call('/api/v1/convert', {
      headers: auth,
      body: { markdown: '```mermaid\nA\n```\n'.repeat(21) },
    });
    expect(mermaid.json).toMatchObject({ code: 42204, data: { error: 'too_many_mermaid_blocks' } });
    const badJson = await call('/api/v1/convert', { headers: auth, body: '{"markdown": ' });
    expect(badJson.status).toBe(400);
    expect(badJson.json).toMatchObject({ code: 40000, data: { error: 'invalid_request' } });
    const wrongType = await call('/api/v1/convert', { headers: auth, body: { markdown: 42 } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.json.msg).toContain('markdown');
    const size = await call('/api/v1/convert', {
      headers: auth,
      body: { markdown: 'x', fontSize: 'huge' },
    });
    expect(size.status).toBe(400);
    const theme = await call('/api/v1/convert', {
      headers: auth,
      body: { markdown: 'x', theme: 'nope' },
    });
    expect(theme.json).toMatchObject({ code: 40000, data: { error: 'unknown_theme' } });
    expect(theme.json.msg).toContain('minimal-gold');
  });

  it('answers 413 to a body over 256 KiB', async () => {
    server = await startServer({ keys: [KEY] });
    const big = await call('/api/v1/convert', {
      headers: auth,
      body: { markdown: 'x'.repeat(256 * 1024) },
    });
    expect(big.status).toBe(413);
    expect(big.json).toMatchObject({
      code: 41300,
      data: { error: 'request_too_large', limit: 262144 },
    });
  });

  it('enforces the per-key rate limit with 429 and Retry-After', async () => {
    server = await startServer({
      keys: [KEY, 'wme_other'],
      rateLimit: { requests: 3, intervalMs: 60_000 },
    });
    for (let i = 0; i < 3; i++)
      expect(
        (await call('/api/v1/convert', { headers: auth, body: { markdown: 'x' } })).status,
      ).toBe(200);
    const limited = await call('/api/v1/convert', { headers: auth, body: { markdown: 'x' } });
    expect(limited.status).toBe(429);
    expect(limited.json).toMatchObject({ code: 42900, data: { error: 'rate_limited' } });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(59);
    expect(
      (
        await call('/api/v1/convert', {
          headers: { 'x-api-key': 'wme_other' },
          body: { markdown: 'x' },
        })
      ).status,
    ).toBe(200);
  });
});

describe('auth validate', () => {
  it('answers 204 to GET and HEAD with a valid key, 401 otherwise', async () => {
    server = await startServer({ keys: [KEY] });
    expect((await fetch(`${server.url}/api/auth/validate`, { headers: auth })).status).toBe(204);
    expect(
      (await fetch(`${server.url}/api/auth/validate`, { method: 'HEAD', headers: auth })).status,
    ).toBe(204);
    expect((await fetch(`${server.url}/api/auth/validate`)).status).toBe(401);
    expect(
      (await fetch(`${server.url}/api/auth/validate`, { method: 'POST', headers: auth })).status,
    ).toBe(405);
    expect((await fetch(`${server.url}/api/nope`, { headers: auth })).status).toBe(404);
  });
});

describe('sandbox drafts and uploads', () => {
  it('writes article and newspic drafts to the outbox without any secret, and answers with ids', async () => {
    let outbox: string;
    ({ serve: server, outbox } = await startSandboxServe([KEY]));
    const article = await call('/api/v1/article-draft', {
      headers: { ...auth, ...platform },
      body: {
        markdown: '# A\n\n![p](https://img.example/p.png)\n',
        coverImageUrl: 'https://img.example/c.png',
      },
    });
    expect(article.status).toBe(200);
    expect(article.json.data.mediaId).toMatch(/^sandbox-article-draft-/);
    const newspic = await call('/api/v1/newspic-draft', {
      headers: { ...auth, ...platform },
      body: { title: 'Pics', content: 'Words', imageUrls: ['https://img.example/1.png'] },
    });
    expect(newspic.status).toBe(200);
    const files = (await readdir(outbox)).sort();
    // One record per draft: the article's HTML is what its markdown converts to, not kept.
    expect(files).toHaveLength(2);
    expect(files.every((f) => f.endsWith('.json'))).toBe(true);
    for (const file of files) {
      const text = await readFile(join(outbox, file), 'utf8');
      expect(text).not.toContain(SECRET);
      expect(text).not.toContain(KEY);
    }
    const record = JSON.parse(
      await readFile(join(outbox, `${article.json.data.mediaId}.json`), 'utf8'),
    );
    expect(record.request.coverImageUrl).toBe('https://img.example/c.png');
    // The body image, the cover and the newspic image: each is fetched onto the platform.
    expect(server.stats()).toMatchObject({ drafts: 2, imageUploads: 3 });
  });

  it('batch-upload answers platform URLs, and images already on the platform are not uploaded again', async () => {
    server = await startServer({ keys: [KEY] });
    const upload = await call('/api/v1/batch-upload', {
      headers: { ...auth, ...platform },
      body: { imageUrls: ['https://img.example/a.png', 'https://img.example/b.png'] },
    });
    expect(upload.json.data.items).toHaveLength(2);
    const platformUrl = upload.json.data.items[0].platformUrl as string;
    expect(new URL(platformUrl).hostname).toBe('mmbiz.qpic.cn');
    await call('/api/v1/article-draft', {
      headers: { ...auth, ...platform },
      body: { markdown: `![a](${platformUrl})` },
    });
    expect(server.stats().imageUploads).toBe(2);
  });

  it('refuses drafts without platform credentials or with invalid fields', async () => {
    server = await startServer({ keys: [KEY] });
    const missing = await call('/api/v1/article-draft', {
      headers: auth,
      body: { markdown: '# A' },
    });
    expect(missing.json).toMatchObject({
      code: 40003,
      data: { error: 'missing_platform_credentials' },
    });
    const longTitle = await call('/api/v1/newspic-draft', {
      headers: { ...auth, ...platform },
      body: { title: 'x'.repeat(33), content: 'c', imageUrls: ['https://img.example/1.png'] },
    });
    expect(longTitle.status).toBe(400);
    const noImages = await call('/api/v1/batch-upload', {
      headers: { ...auth, ...platform },
      body: { imageUrls: [] },
    });
    expect(noImages.status).toBe(400);
    // A picture post's text is plain: a tag anywhere is refused, a `<` that opens none is not.
    const newspic = (content: string) =>
      call('/api/v1/newspic-draft', {
        headers: { ...auth, ...platform },
        body: { title: 'Pics', content, imageUrls: ['https://img.example/1.png'] },
      });
    for (const content of ['a <b>bold</b> word', 'x </p> y', 'a <!-- note --> b', '<I>'])
      expect((await newspic(content)).json.msg, content).toMatch(/plain text only/);
    expect(server.stats().drafts).toBe(0);
    for (const content of ['1 < 2 and 3 > 2', 'a<b', '<!'.repeat(500), '> <a'])
      expect((await newspic(content)).status, content.slice(0, 20)).toBe(200);
    expect(server.stats().drafts).toBe(4);
  });
});

describe('robustness', () => {
  it('answers 431 to huge headers and keeps serving', async () => {
    server = await startServer({ keys: [KEY] });
    const status = await new Promise<number>((done, fail) => {
      const req = httpRequest(
        `${server!.url}/api/auth/validate`,
        { headers: { ...auth, 'x-big': 'y'.repeat(40_000) } },
        (res) => {
          res.resume();
          done(res.statusCode ?? 0);
        },
      );
      req.on('error', fail);
      req.end();
    });
    expect(status).toBe(431);
    expect((await fetch(`${server.url}/api/auth/validate`, { headers: auth })).status).toBe(204);
  });

  it('survives garbage on the socket and a client that vanishes mid-body', async () => {
    server = await startServer({ keys: [KEY] });
    const { port } = server;
    await new Promise<void>((done) => {
      const socket = connect(port, '127.0.0.1', () => socket.end('NOT HTTP AT ALL\r\n\r\n'));
      socket.on('close', () => done());
      socket.resume();
    });
    await new Promise<void>((done) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          `POST /api/v1/convert HTTP/1.1\r\nhost: x\r\nauthorization: Bearer ${KEY}\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{"markd`,
        );
        setTimeout(() => {
          socket.destroy();
          done();
        }, 50);
      });
    });
    expect(
      (await call('/api/v1/convert', { headers: auth, body: { markdown: 'still here' } })).status,
    ).toBe(200);
  });

  it('answers 408 to a body that trickles in past the request timeout, and keeps serving', async () => {
    server = await startServer({ keys: [KEY], requestTimeoutMs: 300 });
    const answer = await new Promise<{ status: number; body: string }>((done, fail) => {
      const req = httpRequest(
        `${server!.url}/api/v1/convert`,
        { method: 'POST', headers: { ...auth, 'content-type': 'application/json' } },
        (res) => {
          let body = '';
          res.on('data', (chunk) => {
            body += chunk;
          });
          res.on('end', () => done({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', fail);
      req.write('{"markdown":');
      // One byte every 100 ms: never finishes within 300 ms.
      const drip = setInterval(() => req.write(' '), 100);
      req.on('close', () => clearInterval(drip));
    });
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toMatchObject({ data: { error: 'request_timeout' } });
    expect((await fetch(`${server.url}/api/auth/validate`, { headers: auth })).status).toBe(204);
  });

  it('answers 413 to a chunked body that grows past 256 KiB without reading it to the end', async () => {
    server = await startServer({ keys: [KEY] });
    const status = await new Promise<number>((done, fail) => {
      const req = httpRequest(
        `${server!.url}/api/v1/convert`,
        { method: 'POST', headers: { ...auth, 'content-type': 'application/json' } },
        (res) => {
          res.resume();
          done(res.statusCode ?? 0);
        },
      );
      req.on('error', () => {});
      req.write('{"markdown":"');
      const chunk = 'x'.repeat(64 * 1024);
      // Keeps sending far past the limit: the answer must come without waiting for the end.
      let sent = 0;
      const pump = () => {
        while (sent < 64 && req.write(chunk)) sent++;
        if (sent < 64) req.once('drain', pump);
      };
      pump();
      setTimeout(() => fail(new Error('no answer within 10 s')), 10_000).unref();
    });
    expect(status).toBe(413);
    expect((await fetch(`${server.url}/api/auth/validate`, { headers: auth })).status).toBe(204);
  });

  it('close() lets a request in flight finish', async () => {
    server = await startServer({ keys: [KEY] });
    const inFlight = new Promise<number>((done) => {
      const req = httpRequest(
        `${server!.url}/api/v1/convert`,
        { method: 'POST', headers: { ...auth, 'content-type': 'application/json' } },
        (res) => {
          res.resume();
          res.on('end', () => done(res.statusCode ?? 0));
        },
      );
      req.write('{"markdown":');
      setTimeout(() => {
        void server!.close();
        setTimeout(() => req.end('"late"}'), 50);
      }, 50);
    });
    expect(await inFlight).toBe(200);
    await server.close();
    await expect(fetch(`${server.url}/api/auth/validate`, { headers: auth })).rejects.toThrow();
    server = undefined;
  });
});
