import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../src/server/index.js';

const KEY = 'wme_content_type_key';
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ keys: [KEY] });
});
afterAll(() => server.close());

/** A POST with exactly this Content-Type header (none when undefined), over node:http. */
function post(path: string, type: string | undefined, body: string) {
  return new Promise<{ status: number; json: { code: number; data: Record<string, unknown> } }>(
    (done, fail) => {
      const headers: Record<string, string> = {
        'x-api-key': KEY,
        'content-length': String(Buffer.byteLength(body)),
        'messenger-appid': 'wx-app',
        'messenger-app-secret': 'ct-secret-value',
      };
      if (type !== undefined) headers['content-type'] = type;
      const req = request(`${server.url}${path}`, { method: 'POST', headers }, (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => done({ status: res.statusCode ?? 0, json: JSON.parse(text) }));
      });
      req.on('error', fail);
      req.end(body);
    },
  );
}

const BODY = JSON.stringify({ markdown: '# Hi\n' });

describe('POST bodies are read only as application/json', () => {
  const accepted = [
    'application/json',
    'APPLICATION/JSON',
    'Application/Json',
    'application/json; charset=utf-8',
    'application/json;charset=UTF-8',
    'application/json ; Charset="utf-8"',
    '  application/json\t;\tcharset=utf-8  ',
    'application/json;',
  ];
  it.each(accepted)('accepts %j', async (type) => {
    const answer = await post('/api/v1/convert', type, BODY);
    expect(answer.status).toBe(200);
    expect(answer.json.code).toBe(0);
  });

  const refused: (string | undefined)[] = [
    undefined,
    '',
    'text/plain',
    'text/plain;charset=UTF-8',
    'application/jsonx',
    'application/json-patch+json',
    'application/json+x',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/*',
    '*/*',
    'application/json; charset=latin1',
    'application/json; charset=utf8',
    'application/json; charset',
    'application/json; boundary=x',
    'application/json; charset=utf-8; version=2',
    'application/json, text/plain',
    'text/json',
  ];
  it.each(refused)('refuses %j with 415 and the envelope', async (type) => {
    for (const path of ['/api/v1/convert', '/api/convert', '/api/v1/article-draft']) {
      const answer = await post(path, type, BODY);
      expect(answer.status, path).toBe(415);
      expect(answer.json, path).toMatchObject({
        code: 41500,
        data: { error: 'unsupported_media_type' },
      });
    }
  });
});
