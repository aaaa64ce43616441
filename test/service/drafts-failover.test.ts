import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DocumentError, InputError, ServiceError } from '../../src/core/errors.js';
import { createServiceClient, type ServiceClient } from '../../src/service/client.js';
import { type FaultProxy, refusingUrl, startFaultProxy } from '../support/fault-proxy.js';
import { findSecrets } from '../support/secret-scan.js';
import {
  APP_ID,
  APP_SECRET,
  KEY,
  type RecordingLog,
  rejection,
  SECRETS,
  serviceConfig,
  testClient,
} from './helpers.js';
import { startUpstream, type Upstream } from './upstream.js';

let upstream: Upstream;
const cleanups: (() => Promise<void>)[] = [];
let log: RecordingLog;

beforeAll(async () => {
  upstream = await startUpstream([KEY]);
});
afterAll(async () => {
  await upstream.close();
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  expect(await findSecrets(SECRETS, { log: log?.lines.join('\n') ?? '' })).toEqual([]);
});

async function proxyOf(): Promise<FaultProxy> {
  const proxy = await startFaultProxy(upstream.url);
  cleanups.push(() => proxy.close());
  return proxy;
}

function clientOf(apiUrl: string, backupApiUrl?: string): ServiceClient {
  const made = testClient(apiUrl, { backupApiUrl });
  log = made.log;
  cleanups.push(() => made.client.close());
  return made.client;
}

const drafts = (proxy: FaultProxy) => proxy.requests.filter((r) => r.path.includes('draft'));
const article = { markdown: '# Title\n\nBody', theme: 'chinese' };
const UNCERTAIN = 'may have been created; check the draft box';

describe('drafts are never sent twice when they may exist', () => {
  it('creates an article draft with the platform credentials in their headers', async () => {
    const proxy = await proxyOf();
    const client = clientOf(proxy.url);
    const created = await client.articleDraft(article);
    expect(created.mediaId ?? created.draftId).toBeTruthy();
    const [sent] = drafts(proxy);
    expect(sent.headers['messenger-appid']).toBe(APP_ID);
    expect(sent.headers['messenger-app-secret']).toBe(APP_SECRET);
    expect(sent.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(await upstream.writes()).toBeGreaterThan(0);
  });

  it('reports a timeout after sending as uncertain and does not repeat the draft', async () => {
    const before = await upstream.writes();
    const primary = await proxyOf();
    const backup = await proxyOf();
    const client = clientOf(primary.url, backup.url);
    primary.inject({ type: 'stall', phase: 'after-body' });
    const error = await rejection(client.articleDraft(article));
    expect(error).toBeInstanceOf(ServiceError);
    expect(error.uncertain).toBe(true);
    expect(error.message).toContain(UNCERTAIN);
    // The service did create it, exactly once; neither origin saw a second attempt.
    expect(await upstream.writes()).toBe(before + 1);
    expect(drafts(primary)).toHaveLength(1);
    expect(backup.requests).toHaveLength(0);
    expect(await findSecrets(SECRETS, { message: error.message })).toEqual([]);
  });

  it('reports a cut connection during the answer as uncertain', async () => {
    const before = await upstream.writes();
    const proxy = await proxyOf();
    const client = clientOf(proxy.url);
    proxy.inject({ type: 'cut' });
    const error = await rejection(
      client.newspicDraft({
        title: 'T',
        content: 'text',
        imageUrls: ['https://img.invalid/a.png'],
      }),
    );
    expect(error.uncertain).toBe(true);
    expect(error.message).toContain(UNCERTAIN);
    expect(await upstream.writes()).toBe(before + 1);
    expect(drafts(proxy)).toHaveLength(1);
  });

  it('does not repeat a draft after a 500', async () => {
    const proxy = await proxyOf();
    const client = clientOf(proxy.url);
    proxy.inject({ type: 'status', status: 500 }, { times: 5 });
    const error = await rejection(client.articleDraft(article));
    expect(error.uncertain).toBe(true);
    expect(drafts(proxy)).toHaveLength(1);
  });

  it('sends a draft again after a 429, which the server refused before doing anything', async () => {
    const before = await upstream.writes();
    const proxy = await proxyOf();
    const client = clientOf(proxy.url);
    proxy.inject({ type: 'status', status: 429, headers: { 'retry-after': '0' } });
    const created = await client.articleDraft(article);
    expect(created.mediaId ?? created.draftId).toBeTruthy();
    expect(drafts(proxy).map((r) => r.answeredBy)).toEqual(['status', 'upstream']);
    expect(await upstream.writes()).toBe(before + 1);
  });

  it('sends the draft to the backup when the primary refuses connections', async () => {
    const before = await upstream.writes();
    const backup = await proxyOf();
    const client = clientOf(await refusingUrl(), backup.url);
    const created = await client.articleDraft(article);
    expect(created.mediaId ?? created.draftId).toBeTruthy();
    expect(drafts(backup)).toHaveLength(1);
    expect(await upstream.writes()).toBe(before + 1);
    expect(client.activeOrigin).toBe(backup.url);
  });

  it('reads the draft id under any of its spellings', async () => {
    const proxy = await proxyOf();
    const client = clientOf(proxy.url);
    proxy.inject({
      type: 'json',
      body: { code: 0, msg: 'success', data: { draft_id: 'd-1', media_id: 77 } },
    });
    proxy.inject({ type: 'json', body: { code: 0, msg: 'success', data: { draftId: 'd-2' } } });
    expect(await client.articleDraft(article)).toEqual({ draftId: 'd-1', mediaId: '77' });
    expect(await client.articleDraft(article)).toEqual({ draftId: 'd-2' });
  });

  it('calls a success without any id uncertain rather than failed', async () => {
    const proxy = await proxyOf();
    const client = clientOf(proxy.url);
    proxy.inject({ type: 'json', body: { code: 0, msg: 'success', data: { ok: true } } });
    const error = await rejection(client.articleDraft(article));
    expect(error.code).toBe('invalid_response');
    expect(error.uncertain).toBe(true);
    expect(error.message).toContain('draft_id, draftId, media_id or mediaId');
  });

  it('uploads images and reads the result list in the shapes services use', async () => {
    const proxy = await proxyOf();
    const client = clientOf(proxy.url);
    const urls = ['https://img.invalid/a.png', 'https://img.invalid/b.png'];
    const served = await client.batchUpload({ imageUrls: urls });
    expect(served.items.map((i) => i.url)).toEqual(urls);
    expect(served.items.every((i) => i.mediaId && i.platformUrl)).toBe(true);
    expect(drafts(proxy)).toHaveLength(0);
    expect(proxy.requests.at(-1)?.headers['messenger-app-secret']).toBe(APP_SECRET);

    proxy.inject({
      type: 'json',
      body: {
        code: 0,
        data: { results: [{ url: urls[0], media_id: 5, platform_url: 'https://p.invalid/5' }] },
      },
    });
    proxy.inject({
      type: 'json',
      body: {
        code: '0',
        data: [{ url: 'https://p.invalid/6', mediaId: 'm6' }, { error: 'too big' }],
      },
    });
    expect((await client.batchUpload({ imageUrls: urls })).items).toEqual([
      { url: urls[0], mediaId: '5', platformUrl: 'https://p.invalid/5' },
    ]);
    expect((await client.batchUpload({ imageUrls: urls })).items).toEqual([
      { url: urls[0], mediaId: 'm6', platformUrl: 'https://p.invalid/6' },
      { url: urls[1], error: 'too big' },
    ]);
  });

  it('refuses a newspic whose image is not an absolute URL, before sending it', async () => {
    const proxy = await proxyOf();
    const client = clientOf(proxy.url);
    const error = await rejection(
      client.newspicDraft({ title: 'T', content: 'c', imageUrls: ['images/cat.png'] }),
    );
    expect(error).toBeInstanceOf(DocumentError);
    expect(error.code).toBe('invalid_request');
    expect(error.message).toContain('`imageUrls.0`');
    expect(proxy.requests).toHaveLength(0);
  });

  it('refuses a draft without platform credentials before sending anything', async () => {
    const proxy = await proxyOf();
    const made = testClient(proxy.url, { appId: undefined, appSecret: undefined });
    log = made.log;
    cleanups.push(() => made.client.close());
    const error = await rejection(made.client.articleDraft(article));
    expect(error).toBeInstanceOf(InputError);
    expect(error.message).toContain('app-id');
    expect(proxy.requests).toHaveLength(0);
  });
});

describe('failover', () => {
  it('moves to the backup after the primary fails its retries and never goes back', async () => {
    const primary = await proxyOf();
    const backup = await proxyOf();
    primary.inject({ type: 'status', status: 503 }, { times: 100 });
    const client = clientOf(primary.url, backup.url);
    for (let i = 0; i < 3; i++) {
      expect((await client.convert({ markdown: `doc ${i}` })).html).toContain(`doc ${i}`);
    }
    await client.validate();
    expect(primary.requests).toHaveLength(4);
    expect(backup.requests).toHaveLength(4);
    expect(client.activeOrigin).toBe(backup.url);
    const switches = log.warnings.filter((w) => w.includes('backup'));
    expect(switches).toHaveLength(1);
    expect(switches[0]).toContain(primary.url);
    expect(switches[0]).toContain(backup.url);
  });

  it('moves to the backup at once when the primary refuses connections', async () => {
    const backup = await proxyOf();
    const primary = await refusingUrl();
    const client = clientOf(primary, backup.url);
    await Promise.all([1, 2, 3].map((i) => client.convert({ markdown: `doc ${i}` })));
    expect(backup.requests).toHaveLength(3);
    expect(log.warnings.filter((w) => w.includes('backup'))).toHaveLength(1);
    expect(log.lines.filter((l) => l.includes('Retrying'))).toHaveLength(0);
  });

  it('moves when a live primary starts refusing in the middle of a run', async () => {
    const primary = await proxyOf();
    const backup = await proxyOf();
    const client = clientOf(primary.url, backup.url);
    await client.convert({ markdown: 'one' });
    await primary.refuse();
    await client.convert({ markdown: 'two' });
    expect(primary.requests).toHaveLength(1);
    expect(backup.requests).toHaveLength(1);
  });

  it('names both origins when the backup fails as well', async () => {
    const primary = await proxyOf();
    const backup = await proxyOf();
    primary.inject({ type: 'status', status: 500 }, { times: 100 });
    backup.inject({ type: 'status', status: 500 }, { times: 100 });
    const client = clientOf(primary.url, backup.url);
    const error = await rejection(client.convert({ markdown: 'x' }));
    expect(error.code).toBe('service_unavailable');
    expect(error.origin).toBe(backup.url);
    expect(error.message).toContain(`after failing over from ${primary.url}`);
    expect(primary.requests).toHaveLength(4);
    expect(backup.requests).toHaveLength(4);
  });

  it('does not fail over on a rate limit: the quota belongs to the key', async () => {
    const primary = await proxyOf();
    const backup = await proxyOf();
    primary.inject({ type: 'status', status: 429, headers: { 'retry-after': '0' } }, { times: 2 });
    const client = clientOf(primary.url, backup.url);
    await client.convert({ markdown: 'x' });
    expect(backup.requests).toHaveLength(0);
    expect(client.activeOrigin).toBe(primary.url);
  });
});

describe('credentials', () => {
  it('go to nobody but the configured origins: redirects are not followed', async () => {
    let elsewhere = 0;
    const other = createServer((_req, res) => {
      elsewhere++;
      res.end('{}');
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => other.close(() => resolve())));
    const otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;

    const proxy = await proxyOf();
    proxy.inject({
      type: 'status',
      status: 307,
      headers: { location: `${otherUrl}/api/v1/article-draft` },
    });
    const client = clientOf(proxy.url);
    const error = await rejection(client.articleDraft(article));
    expect(error.code).toBe('unexpected_redirect');
    expect(elsewhere).toBe(0);
  });

  it('are refused for a non-loopback http URL before any request', () => {
    for (const url of ['http://example.com', 'http://10.0.0.1:8080', 'ftp://127.0.0.1']) {
      expect(() => createServiceClient(serviceConfig(url))).toThrow(InputError);
    }
    expect(() =>
      createServiceClient(
        serviceConfig('https://127.0.0.1', { backupApiUrl: 'http://backup.example' }),
      ),
    ).toThrow(/backup-api-url/);
  });

  it('warn about a key without a known prefix but still use it', async () => {
    const proxy = await proxyOf();
    const made = testClient(proxy.url, { apiKey: 'sk_unknown_prefix_123456' });
    log = made.log;
    cleanups.push(() => made.client.close());
    expect(made.log.warnings.join('\n')).toContain('wme_, wme2_ or wmt_');
    expect(made.log.warnings.join('\n')).not.toContain('sk_unknown_prefix_123456');
    const error = await rejection(made.client.validate());
    expect(error.code).toBe('invalid_api_key');
    expect(proxy.requests).toHaveLength(1);
  });

  it('a rejected key fails validation once, with a clear message and no key in it', async () => {
    const proxy = await proxyOf();
    const made = testClient(proxy.url, { apiKey: 'wme_not_a_key_of_this_server' });
    log = made.log;
    cleanups.push(() => made.client.close());
    const error = await rejection(made.client.validate());
    expect(error).toBeInstanceOf(ServiceError);
    expect(error.code).toBe('invalid_api_key');
    expect(error.status).toBe(401);
    expect(error.message).toContain('rejected the API key');
    expect(error.message).not.toContain('wme_not_a_key_of_this_server');
    expect(proxy.requests).toHaveLength(1);
  });
});
