import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LimitError, ServiceError } from '../../src/core/errors.js';
import { createRemoteEngine } from '../../src/engine/remote.js';
import type { ServiceClient } from '../../src/service/client.js';
import { type FaultProxy, startFaultProxy } from '../support/fault-proxy.js';
import { findSecrets } from '../support/secret-scan.js';
import { KEY, type RecordingLog, rejection, SECRETS, testClient, virtualTime } from './helpers.js';
import { startUpstream, type Upstream } from './upstream.js';

let upstream: Upstream;
let proxy: FaultProxy;
let client: ServiceClient;
let log: RecordingLog;

beforeAll(async () => {
  upstream = await startUpstream([KEY]);
});
afterAll(async () => {
  await upstream.close();
});

async function setup(deps = {}) {
  proxy = await startFaultProxy(upstream.url);
  ({ client, log } = testClient(proxy.url, {}, deps));
}

afterEach(async () => {
  await client.close();
  await proxy.close();
  // Whatever happened in the test, no credential reached a log line.
  expect(await findSecrets(SECRETS, { log: log.lines.join('\n') })).toEqual([]);
});

const converts = () => proxy.requests.filter((r) => r.path === '/api/v1/convert');

describe('convert through faults', () => {
  it('converts and validates with the key as a Bearer token and no platform credentials', async () => {
    await setup();
    await client.validate();
    const result = await client.convert({ markdown: '# Hello\n\nworld', theme: 'chinese' });
    expect(result.html).toContain('Hello');
    expect(result.theme).toBe('chinese');
    expect(result.wordCount).toBe(11);
    expect(result.estimatedReadTime).toBe(1);
    expect(proxy.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/auth/validate',
      'POST /api/v1/convert',
    ]);
    for (const request of proxy.requests) {
      expect(request.headers.authorization).toBe(`Bearer ${KEY}`);
      expect(request.headers['messenger-appid']).toBeUndefined();
      expect(request.headers['messenger-app-secret']).toBeUndefined();
    }
  });

  it('succeeds after two 500s', async () => {
    await setup();
    proxy.inject({ type: 'status', status: 500 }, { times: 2 });
    const result = await client.convert({ markdown: 'retry me' });
    expect(result.html).toContain('retry me');
    expect(converts().map((r) => r.answeredBy)).toEqual(['status', 'status', 'upstream']);
  });

  it('gives up after 4 attempts with a typed error naming the origin and status', async () => {
    await setup();
    proxy.inject({ type: 'status', status: 502 }, { times: 10 });
    const error = await rejection(client.convert({ markdown: 'x' }));
    expect(error).toBeInstanceOf(ServiceError);
    expect(error.code).toBe('service_unavailable');
    expect(error.status).toBe(502);
    expect(error.origin).toBe(proxy.url);
    expect(error.message).toContain('failed 4 times');
    expect(error.message).toContain(proxy.url);
    expect(converts()).toHaveLength(4);
  });

  it('honours Retry-After on a 429 and then succeeds', async () => {
    const time = virtualTime();
    await setup({ sleep: time.sleep, clock: time });
    proxy.inject({ type: 'status', status: 429, headers: { 'retry-after': '3' } });
    const result = await client.convert({ markdown: 'after the wait' });
    expect(result.html).toContain('after the wait');
    expect(converts()).toHaveLength(2);
    // The client waited the 3 s the server asked for (virtual time, not spent).
    expect(time.elapsed()).toBeGreaterThanOrEqual(3000);
  });

  it('honours a Retry-After given as an HTTP date', async () => {
    const time = virtualTime();
    await setup({ sleep: time.sleep, clock: time });
    const at = new Date(Date.now() + 5000).toUTCString();
    proxy.inject({ type: 'status', status: 503, headers: { 'retry-after': at } });
    await client.convert({ markdown: 'x' });
    expect(time.elapsed()).toBeGreaterThanOrEqual(3000);
  });

  it('fails at once when Retry-After asks for longer than a run waits', async () => {
    await setup();
    proxy.inject({ type: 'status', status: 429, headers: { 'retry-after': '3600' } });
    const error = await rejection(client.convert({ markdown: 'x' }));
    expect(error.code).toBe('rate_limited');
    expect(error.message).toContain('3600 s');
    expect(converts()).toHaveLength(1);
  });

  it('retries a request the server never answers (body not read)', async () => {
    await setup();
    proxy.inject({ type: 'stall', phase: 'before-body' });
    const result = await client.convert({ markdown: 'stalled once' });
    expect(result.html).toContain('stalled once');
    expect(converts().map((r) => r.answeredBy)).toEqual(['stall', 'upstream']);
  });

  it('retries a request the server read but never answered', async () => {
    await setup();
    proxy.inject({ type: 'stall', phase: 'after-body' });
    const result = await client.convert({ markdown: 'stalled after' });
    expect(result.html).toContain('stalled after');
    expect(converts()).toHaveLength(2);
  });

  it('retries when the connection is cut in the middle of the answer', async () => {
    await setup();
    proxy.inject({ type: 'cut' });
    proxy.inject({ type: 'reset' });
    const result = await client.convert({ markdown: 'cut' });
    expect(result.html).toContain('cut');
    expect(converts().map((r) => r.answeredBy)).toEqual(['cut', 'reset', 'upstream']);
  });

  it('reports a body that is not JSON as an invalid response, without retrying', async () => {
    await setup();
    proxy.inject({ type: 'malformed' });
    const error = await rejection(client.convert({ markdown: 'x' }));
    expect(error).toBeInstanceOf(ServiceError);
    expect(error.code).toBe('invalid_response');
    expect(error.message).toContain('not JSON');
    expect(converts()).toHaveLength(1);
  });

  it('names the fields of a success envelope whose data has the wrong shape', async () => {
    await setup();
    proxy.inject({
      type: 'json',
      body: { code: 0, msg: 'success', data: { html: 42, theme: 'default', extra: true } },
    });
    const error = await rejection(client.convert({ markdown: 'x' }));
    expect(error.code).toBe('invalid_response');
    expect(error.message).toContain('`data.html` should be string');
    expect(error.message).toContain('`data.wordCount` is missing');
  });

  it('tolerates unknown fields and a missing backgroundType', async () => {
    await setup();
    proxy.inject({
      type: 'json',
      body: {
        code: 0,
        msg: 'success',
        requestId: 'r-1',
        data: {
          html: '<p>ok</p>',
          theme: 'apple',
          fontSize: 'small',
          wordCount: 2,
          estimatedReadTime: 1,
          v: 2,
        },
      },
    });
    const result = await client.convert({ markdown: 'ok', backgroundType: 'grid' });
    expect(result).toEqual({
      html: '<p>ok</p>',
      theme: 'apple',
      fontSize: 'small',
      backgroundType: 'grid',
      wordCount: 2,
      estimatedReadTime: 1,
    });
  });

  it('treats a non-zero string code as failure and reads the identifier from msg', async () => {
    await setup();
    proxy.inject({
      type: 'json',
      body: { code: 'E42203', msg: 'too_many_code_blocks', data: null },
    });
    const error = await rejection(client.convert({ markdown: 'x' }));
    expect(error).toBeInstanceOf(ServiceError);
    expect(error.code).toBe('too_many_code_blocks');
    expect(error.status).toBe(200);
    expect(error.origin).toBe(proxy.url);
    expect(converts()).toHaveLength(1);
  });

  it('turns the service limit refusal into a LimitError on the document', async () => {
    await setup();
    const engine = createRemoteEngine(client);
    expect(engine.name).toBe('remote');
    const error = await rejection(engine.convert({ markdown: 'a'.repeat(50_001) }));
    expect(error).toBeInstanceOf(LimitError);
    expect(error.code).toBe('markdown_too_long');
    expect(error.limit).toBe(50_000);
    expect(error.actual).toBe(50_001);
    expect(converts()).toHaveLength(1);
  });

  it('reports a plain-text 401 from a gateway as a rejected key', async () => {
    await setup();
    proxy.inject({ type: 'status', status: 401, body: 'Unauthorized' });
    const error = await rejection(client.convert({ markdown: 'x' }));
    expect(error.code).toBe('invalid_api_key');
    expect(error.message).toContain('rejected the API key');
    expect(converts()).toHaveLength(1);
  });

  it('never shows a credential the server echoes back in its message', async () => {
    await setup();
    proxy.inject({
      type: 'json',
      status: 400,
      body: { code: 40000, msg: `bad request from key ${KEY}`, data: { error: 'invalid_request' } },
    });
    const error = await rejection(client.convert({ markdown: 'x' }));
    expect(error.code).toBe('invalid_request');
    expect(error.message).toContain('bad request from key ***');
    expect(await findSecrets(SECRETS, { message: error.message })).toEqual([]);
  });

  it('stops waiting when the caller aborts', async () => {
    await setup();
    proxy.inject({ type: 'stall', phase: 'before-body' });
    const controller = new AbortController();
    const pending = client.convert({ markdown: 'x' }, controller.signal);
    setTimeout(() => controller.abort(), 50);
    const error = await rejection(pending);
    expect(error.code).toBe('aborted');
    expect(converts()).toHaveLength(1);
  });

  it('opens no more connections than the concurrency and reuses them', async () => {
    await setup();
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => client.convert({ markdown: `doc ${i}` })),
    );
    expect(converts()).toHaveLength(20);
    expect(proxy.connections).toBeLessThanOrEqual(2);
  });
});
