import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTransport, type Transport, TransportFailure } from '../../src/service/transport.js';

const servers: Server[] = [];
const transports: Transport[] = [];
afterEach(async () => {
  await Promise.all(transports.splice(0).map((t) => t.close()));
  for (const server of servers.splice(0)) server.closeAllConnections();
  await Promise.all(servers.splice(0).map((s) => new Promise((done) => s.close(done))));
});

/** A loopback server; it counts the connections it accepted and the most open at once. */
async function serve(handle: RequestListener) {
  const server = createServer(handle);
  servers.push(server);
  const seen = { connections: 0, open: 0, mostOpen: 0 };
  server.on('connection', (socket: Socket) => {
    seen.connections++;
    seen.mostOpen = Math.max(seen.mostOpen, ++seen.open);
    socket.on('close', () => seen.open--);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

function transport(concurrency = 2, timeoutMs = 300) {
  const t = createTransport({ concurrency, timeoutMs });
  transports.push(t);
  return t;
}

const post = (body = '{"markdown":"# hi"}') => ({
  method: 'POST' as const,
  headers: { 'content-type': 'application/json' },
  body,
});

async function failure(promise: Promise<unknown>): Promise<TransportFailure> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TransportFailure);
  return error as TransportFailure;
}

describe('the service transport', () => {
  it('sends the body whole and reads the answer, on one kept connection', async () => {
    const bodies: string[] = [];
    const { origin, seen } = await serve((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        bodies.push(`${req.method} ${req.url} ${req.headers['content-length']} ${body}`);
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"code":0,"msg":"成功"}');
      });
    });
    const t = transport();
    for (let i = 0; i < 3; i++) {
      const answer = await t.send(origin, '/api/v1/convert', post('{"markdown":"# 标题"}'));
      expect(answer).toMatchObject({ status: 200, text: '{"code":0,"msg":"成功"}' });
      expect(answer.headers['content-type']).toBe('application/json');
    }
    expect(bodies).toEqual(Array(3).fill('POST /api/v1/convert 23 {"markdown":"# 标题"}'));
    expect(seen.connections).toBe(1);
  });

  it('opens at most `concurrency` connections to an origin', async () => {
    const { origin, seen } = await serve((_req, res) => {
      setTimeout(() => res.end('{}'), 20);
    });
    const t = transport(2);
    await Promise.all(Array.from({ length: 6 }, () => t.send(origin, '/x', post())));
    expect(seen.mostOpen).toBe(2);
  });

  it('names a refused connection unreached: nothing was sent', async () => {
    const { origin } = await serve(() => {});
    await new Promise((done) => servers[0].close(done));
    servers.length = 0;
    const error = await failure(transport().send(origin, '/x', post()));
    expect([error.kind, error.detail]).toEqual(['unreached', 'ECONNREFUSED']);
  });

  it('names an answer that never comes a timeout: the server may have acted', async () => {
    const { origin } = await serve(() => {});
    const error = await failure(transport(2, 150).send(origin, '/x', post()));
    expect([error.kind, error.detail]).toEqual(['timeout', 'nothing for 150 ms, no answer']);
  });

  it('names an answer that stalls half way a timeout', async () => {
    const { origin } = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"code":0,');
    });
    const error = await failure(transport(2, 150).send(origin, '/x', post()));
    expect([error.kind, error.detail]).toEqual(['timeout', 'nothing for 150 ms, answer stalled']);
  });

  it('names a connection cut mid-answer lost', async () => {
    const { origin } = await serve((req, res) => {
      res.writeHead(200, { 'content-length': '100' });
      res.write('{"code"');
      setTimeout(() => req.socket.destroy(), 10);
    });
    const error = await failure(transport().send(origin, '/x', post()));
    expect(error.kind).toBe('lost');
  });

  it('refuses an answer over 64 MiB by its length, before reading it', async () => {
    const { origin } = await serve((_req, res) => {
      res.writeHead(200, { 'content-length': String(65 * 1024 * 1024) });
      res.write('x');
    });
    const error = await failure(transport().send(origin, '/x', post()));
    expect([error.kind, error.detail]).toEqual(['lost', 'answer larger than 64 MiB']);
  });

  it('names a request its caller cancelled aborted', async () => {
    const { origin } = await serve(() => {});
    const stop = new AbortController();
    setTimeout(() => stop.abort(), 20);
    const error = await failure(
      transport(2, 5_000).send(origin, '/x', { ...post(), signal: stop.signal }),
    );
    expect(error.kind).toBe('aborted');
  });
});
