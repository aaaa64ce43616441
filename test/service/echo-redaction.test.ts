import { afterEach, describe, expect, it } from 'vitest';
import type { ServiceClient } from '../../src/service/client.js';
import {
  type Answerer,
  ECHO_CREDENTIALS,
  type EchoService,
  echoIdentifier,
  echoRedirect,
  echoRejection,
  echoSuccess,
  startEchoService,
} from '../support/echo-service.js';
import { findSecrets } from '../support/secret-scan.js';
import { type RecordingLog, rejection, testClient } from './helpers.js';

const { key: KEY, appId: APP_ID, appSecret: APP_SECRET } = ECHO_CREDENTIALS;
const SECRETS = [KEY, APP_ID, APP_SECRET];
const WARNING = 'the service echoed a credential in its answer; it was removed from all output';

let service: EchoService;
let client: ServiceClient;
let log: RecordingLog;

async function setup(answer: Answerer) {
  service = await startEchoService(answer);
  ({ client, log } = testClient(service.url, {
    apiKey: KEY,
    appId: APP_ID,
    appSecret: APP_SECRET,
  }));
}

afterEach(async () => {
  await client?.close();
  await service?.close();
});

const calls: [string, (c: ServiceClient) => Promise<unknown>][] = [
  ['key check', (c) => c.validate()],
  ['convert', (c) => c.convert({ markdown: '# Hi' })],
  ['article draft', (c) => c.articleDraft({ markdown: '# Hi' })],
  ['newspic draft', (c) => c.newspicDraft({ title: 'T', content: 'C', imageUrls: [] })],
  ['image upload', (c) => c.batchUpload({ imageUrls: ['https://img.example/a.png'] })],
];

async function leaks(texts: Record<string, string>): Promise<string[]> {
  return findSecrets(SECRETS, { ...texts, log: log.lines.join('\n') });
}

function errorText(error: Error & Record<string, unknown>): string {
  return [error.stack, error.message, error.code, JSON.stringify(error)].join('\n');
}

describe('a service that echoes the credentials', () => {
  for (const [label, call] of calls) {
    it(`${label}: a refusal echoing them in msg, data.error, extra fields and the reason phrase shows none`, async () => {
      await setup(() => echoRejection(SECRETS));
      const error = await rejection(call(client));
      expect(await leaks({ error: errorText(error) })).toEqual([]);
      expect(error.code).toBe(label === 'key check' ? 'invalid_api_key' : 'service_error');
      expect(error.message).toContain('HTTP 400');
      expect(log.warnings.filter((w) => w === WARNING)).toHaveLength(1);
      expect(service.requests).toHaveLength(1);
    });

    it(`${label}: a redirect to a Location carrying them shows where, without them`, async () => {
      await setup(() => echoRedirect(SECRETS));
      const error = await rejection(call(client));
      expect(error.code).toBe('unexpected_redirect');
      expect(error.message).toContain('to https://***@203.0.113.9/moved?');
      expect(await leaks({ error: errorText(error) })).toEqual([]);
      expect(log.warnings.filter((w) => w === WARNING)).toHaveLength(1);
    });
  }

  it('success answers: the html, draft ids and upload errors come back without them', async () => {
    await setup((path) => {
      if (path === '/api/auth/validate') return echoSuccess(SECRETS, {});
      if (path === '/api/v1/convert') {
        return echoSuccess(SECRETS, {
          html: `<p>key ${KEY} in %${encodeURIComponent(APP_SECRET).replace(/%[0-9A-F]{2}/g, (h) => h.toLowerCase())}</p>`,
          wordCount: 2,
          estimatedReadTime: 1,
        });
      }
      if (path === '/api/v1/batch-upload') {
        return echoSuccess(SECRETS, {
          items: [{ url: 'https://img.example/a.png', error: `refused for ${APP_SECRET}` }],
        });
      }
      return echoSuccess(SECRETS, { draft_id: `d-${Buffer.from(APP_ID).toString('base64')}` });
    });
    await client.validate();
    const converted = await client.convert({ markdown: '# Hi' });
    const draft = await client.articleDraft({ markdown: '# Hi' });
    const upload = await client.batchUpload({ imageUrls: ['https://img.example/a.png'] });
    expect(converted.html).toBe('<p>key *** in %***</p>');
    expect(draft.draftId).toMatch(/^d-\*\*\*/);
    expect(upload.items).toEqual([{ url: 'https://img.example/a.png', error: 'refused for ***' }]);
    expect(await leaks({ results: JSON.stringify([converted, draft, upload]) })).toEqual([]);
    // Four answers echoed; the warning is given once for the client.
    expect(log.warnings.filter((w) => w === WARNING)).toHaveLength(1);
  });

  it('an identifier the service invents is shown capped, under service_error', async () => {
    const invented = `quota_exceeded_${'x'.repeat(100)}`;
    await setup(() => echoIdentifier(SECRETS, invented));
    const error = await rejection(client.convert({ markdown: '# Hi' }));
    expect(error.code).toBe('service_error');
    expect(error.message).toContain(`server code "${invented.slice(0, 64)}…"`);
    expect(error.message).not.toContain(invented);
    expect(await leaks({ error: errorText(error) })).toEqual([]);
  });

  it('a known identifier stays the code, and a server that echoes nothing gets no warning', async () => {
    await setup(() => ({
      status: 422,
      body: '{"code":42203,"msg":"too many code blocks","data":{"error":"too_many_code_blocks","limit":50,"actual":51}}',
    }));
    const error = await rejection(client.convert({ markdown: '# Hi' }));
    expect(error.code).toBe('too_many_code_blocks');
    expect(error.actual).toBe(51);
    expect(log.warnings).toEqual([]);
  });
});
