import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY } from './helpers.js';
import { startUpstream, type Upstream } from './upstream.js';

describe('serve accepts the key in headers only', () => {
  let upstream: Upstream;
  beforeAll(async () => {
    upstream = await startUpstream([KEY]);
  });
  afterAll(async () => {
    await upstream?.close();
  });

  const convert = async (headers: Record<string, string>, query = '', extra = {}) => {
    const res = await request(`${upstream.url}/api/v1/convert${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ markdown: '# hi', ...extra }),
    });
    const body = (await res.body.json()) as { code: unknown };
    return { status: res.statusCode, code: body.code };
  };

  it('in any of the three equivalent headers', async () => {
    const forms: Record<string, string>[] = [
      { authorization: `Bearer ${KEY}` },
      { 'x-api-key': KEY },
      { 'service-api-key': KEY },
    ];
    for (const headers of forms) {
      expect(await convert(headers), JSON.stringify(Object.keys(headers))).toEqual({
        status: 200,
        code: 0,
      });
    }
  });

  it('not in the query string or the body', async () => {
    const inQuery = await convert({}, `?api_key=${KEY}&apiKey=${KEY}&key=${KEY}`);
    const inBody = await convert({}, '', { apiKey: KEY, api_key: KEY });
    for (const answer of [inQuery, inBody]) {
      expect(answer.status).toBe(401);
      expect(answer.code).not.toBe(0);
    }
  });
});
