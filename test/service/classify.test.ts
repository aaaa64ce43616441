import { describe, expect, it } from 'vitest';
import {
  classifyResponse,
  type Operation,
  redactResponse,
  UNCERTAIN_HINT,
  VALIDATE_PATH,
} from '../../src/service/classify.js';
import { ServiceRejection } from '../../src/service/errors.js';

const ORIGIN = 'https://svc.example';
const CONVERT: Operation = {
  label: 'convert',
  method: 'POST',
  path: '/api/v1/convert',
  idempotent: true,
  platform: false,
};
const DRAFT: Operation = {
  label: 'article draft',
  method: 'POST',
  path: '/api/v1/article-draft',
  idempotent: false,
  platform: true,
};
const VALIDATE: Operation = {
  label: 'key check',
  method: 'GET',
  path: VALIDATE_PATH,
  idempotent: true,
  platform: false,
};
const MAX_WAIT_MS = 120_000;

function answer(
  op: Operation,
  status: number,
  body: unknown,
  headers: { 'retry-after'?: string; location?: string } = {},
) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const received = redactResponse({ status, headers, text }, (t) => t);
  return classifyResponse(op, ORIGIN, received, MAX_WAIT_MS);
}

/** What the retry loop reads from a failure: the code, and what it may do next. */
function verdictOf(v: ReturnType<typeof answer>) {
  if (v.ok) return { ok: true };
  const { error, retry, failover, waitMs, rateLimited } = v.failure;
  return {
    code: error.code,
    retry,
    failover,
    uncertain: error.uncertain,
    ...(waitMs !== undefined ? { waitMs } : {}),
    ...(rateLimited ? { rateLimited } : {}),
  };
}

const envelope = (data: unknown) => ({ code: 0, msg: 'ok', data });

describe('classifyResponse: what the retry loop does with each answer', () => {
  it.each<[string, Operation, number, unknown, Record<string, string>, object]>([
    [
      '200 with the envelope: the answer',
      CONVERT,
      200,
      envelope({ html: '<p>x</p>' }),
      {},
      { ok: true },
    ],
    [
      '429 with Retry-After: wait it out, same origin',
      CONVERT,
      429,
      '',
      { 'retry-after': '2' },
      {
        code: 'rate_limited',
        retry: true,
        failover: false,
        uncertain: false,
        waitMs: 2000,
        rateLimited: true,
      },
    ],
    [
      '429 on a draft is retried too: nothing was done',
      DRAFT,
      429,
      '',
      {},
      { code: 'rate_limited', retry: true, failover: false, uncertain: false, rateLimited: true },
    ],
    [
      '429 asking to wait longer than a run waits: refused',
      CONVERT,
      429,
      '',
      { 'retry-after': '3600' },
      { code: 'rate_limited', retry: false, failover: false, uncertain: false },
    ],
    [
      '503 on a convert: retried, then the backup',
      CONVERT,
      503,
      '',
      {},
      { code: 'service_unavailable', retry: true, failover: true, uncertain: false },
    ],
    [
      '503 on a draft: never sent twice, may exist',
      DRAFT,
      503,
      '',
      {},
      { code: 'service_unavailable', retry: false, failover: true, uncertain: true },
    ],
    [
      '500 on a convert: retried, then the backup',
      CONVERT,
      500,
      { code: 50000, msg: 'boom' },
      {},
      { code: 'service_unavailable', retry: true, failover: true, uncertain: false },
    ],
    [
      '502 on a draft: never sent twice, may exist',
      DRAFT,
      502,
      'Bad Gateway',
      {},
      { code: 'service_unavailable', retry: false, failover: true, uncertain: true },
    ],
    [
      'a redirect is not followed',
      CONVERT,
      302,
      '',
      { location: 'https://elsewhere.example/' },
      { code: 'unexpected_redirect', retry: false, failover: false, uncertain: false },
    ],
    [
      'a redirect after a draft may mean it exists',
      DRAFT,
      307,
      '',
      {},
      { code: 'unexpected_redirect', retry: false, failover: false, uncertain: true },
    ],
    [
      '200 that is not JSON',
      CONVERT,
      200,
      '<html>proxy</html>',
      {},
      { code: 'invalid_response', retry: false, failover: false, uncertain: false },
    ],
    [
      '200 that is not JSON after a draft may mean it exists',
      DRAFT,
      200,
      'OK',
      {},
      { code: 'invalid_response', retry: false, failover: false, uncertain: true },
    ],
    [
      '401 in plain text from a gateway: the key',
      CONVERT,
      401,
      'Unauthorized',
      {},
      { code: 'invalid_api_key', retry: false, failover: false, uncertain: false },
    ],
    [
      'JSON without the envelope',
      CONVERT,
      200,
      { html: '<p>x</p>' },
      {},
      { code: 'invalid_response', retry: false, failover: false, uncertain: false },
    ],
    [
      'a refusal naming a limit',
      CONVERT,
      422,
      {
        code: 42201,
        msg: 'too long',
        data: { error: 'markdown_too_long', limit: 50000, actual: 60001 },
      },
      {},
      { code: 'markdown_too_long', retry: false, failover: false, uncertain: false },
    ],
    [
      'a refusal naming an unknown code',
      CONVERT,
      400,
      { code: 40099, msg: 'nope', data: { error: 'brand_new_code' } },
      {},
      { code: 'service_error', retry: false, failover: false, uncertain: false },
    ],
    [
      'a refusal saying rate_limited: waited out',
      CONVERT,
      200,
      { code: 42900, msg: 'rate_limited' },
      {},
      { code: 'rate_limited', retry: true, failover: false, uncertain: false, rateLimited: true },
    ],
    [
      'a refusal of the key',
      CONVERT,
      401,
      { code: 40100, msg: 'invalid_api_key' },
      {},
      { code: 'invalid_api_key', retry: false, failover: false, uncertain: false },
    ],
    [
      'envelope code 0 with a 4xx status',
      CONVERT,
      404,
      envelope({}),
      {},
      { code: 'http_404', retry: false, failover: false, uncertain: false },
    ],
    ['the key check: 204 is a valid key', VALIDATE, 204, '', {}, { ok: true }],
    ['the key check: 200 with any body is a valid key', VALIDATE, 200, 'ok', {}, { ok: true }],
    [
      'the key check: 403 is a rejected key',
      VALIDATE,
      403,
      { code: 40300, msg: 'forbidden' },
      {},
      { code: 'invalid_api_key', retry: false, failover: false, uncertain: false },
    ],
  ])('%s', (_, op, status, body, headers, expected) => {
    expect(verdictOf(answer(op, status, body, headers))).toEqual(expected);
  });

  it('a refusal carries the limit and the value the service named', () => {
    const verdict = answer(CONVERT, 422, {
      code: 42201,
      msg: 'too long',
      data: { error: 'markdown_too_long', limit: 50000, actual: 60001 },
    });
    expect(verdict.ok).toBe(false);
    const error = !verdict.ok && verdict.failure.error;
    expect(error).toBeInstanceOf(ServiceRejection);
    expect(error).toMatchObject({ limit: 50000, actual: 60001, status: 422, origin: ORIGIN });
  });

  it('a draft that may exist tells the user to check before running again', () => {
    const verdict = answer(DRAFT, 500, '');
    expect(!verdict.ok && verdict.failure.error.message).toContain(UNCERTAIN_HINT);
  });
});
