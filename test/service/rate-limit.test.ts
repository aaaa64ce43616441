import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/core/errors.js';
import {
  createKeyedRateLimiter,
  createRateLimiter,
  parseRateLimit,
} from '../../src/service/rate-limiter.js';
import {
  backoffDelay,
  DEFAULT_RETRY,
  parseRetryAfter,
  retryPolicy,
} from '../../src/service/retry.js';
import { startFaultProxy } from '../support/fault-proxy.js';
import { KEY, testClient, virtualTime } from './helpers.js';
import { startUpstream } from './upstream.js';

describe('rate-limit input', () => {
  it('reads requests per interval', () => {
    expect(parseRateLimit('100/60s')).toEqual({ requests: 100, intervalMs: 60_000 });
    expect(parseRateLimit('100/2s')).toEqual({ requests: 100, intervalMs: 2000 });
    expect(parseRateLimit(' 10 / 500ms ')).toEqual({ requests: 10, intervalMs: 500 });
    expect(parseRateLimit('50/m')).toEqual({ requests: 50, intervalMs: 60_000 });
  });

  it('refuses nonsense with an error naming the input', () => {
    for (const text of [
      '',
      'fast',
      '100',
      '0/60s',
      '100/0s',
      '100/60',
      '-1/1s',
      '1.5/1s',
      '100/60 days',
    ]) {
      const error = (() => {
        try {
          parseRateLimit(text);
        } catch (e) {
          return e;
        }
      })();
      expect(error, text).toBeInstanceOf(InputError);
      expect((error as InputError).input).toBe('rate-limit');
    }
  });
});

describe('Retry-After and backoff', () => {
  it('reads seconds and HTTP dates, and ignores what it cannot read', () => {
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(parseRetryAfter('7', now)).toBe(7000);
    expect(parseRetryAfter('Wed, 01 Jan 2025 00:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Tue, 31 Dec 2024 23:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('12abc', now)).toBeUndefined();
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
  });

  it('jitters between zero and an exponential ceiling', () => {
    expect(backoffDelay(1, DEFAULT_RETRY, () => 0)).toBe(0);
    expect(backoffDelay(1, DEFAULT_RETRY, () => 0.999)).toBeLessThan(500);
    expect(backoffDelay(3, DEFAULT_RETRY, () => 0.999)).toBeGreaterThan(1900);
    expect(backoffDelay(30, DEFAULT_RETRY, () => 0.999)).toBeLessThanOrEqual(
      DEFAULT_RETRY.maxDelayMs,
    );
  });

  it.each([
    [undefined, 500, 8000],
    [1000, 500, 8000],
    [10, 5, 80],
  ])(
    'a back-off unit of %s ms per second scales the waits, never the attempts',
    (unit, base, max) => {
      expect(retryPolicy(unit)).toEqual({
        attempts: DEFAULT_RETRY.attempts,
        baseDelayMs: base,
        maxDelayMs: max,
        maxRetryAfterMs: DEFAULT_RETRY.maxRetryAfterMs,
      });
    },
  );
});

describe('the client limiter', () => {
  it('never lets more than the limit start within one interval after their answers', async () => {
    const clock = virtualTime();
    const limiter = createRateLimiter({ requests: 3, intervalMs: 1000 }, clock);
    const starts: number[] = [];
    const run = async () => {
      const release = await limiter.acquire();
      starts.push(clock.now());
      release();
    };
    await Promise.all(Array.from({ length: 10 }, run));
    expect(starts).toEqual([0, 0, 0, 1000, 1000, 1000, 2000, 2000, 2000, 3000]);
  });

  it('holds every token during a drain', async () => {
    const clock = virtualTime();
    const limiter = createRateLimiter({ requests: 100, intervalMs: 1000 }, clock);
    limiter.drain(5000);
    (await limiter.acquire())();
    expect(clock.now()).toBe(5000);
  });

  it('lets an aborted waiter go without taking a token', async () => {
    const limiter = createRateLimiter({ requests: 1, intervalMs: 60_000 });
    const release = await limiter.acquire();
    const controller = new AbortController();
    const waiting = limiter.acquire(controller.signal);
    controller.abort(new Error('stop'));
    await expect(waiting).rejects.toThrow('stop');
    release();
  });
});

describe('the server limiter', () => {
  it('counts per key and says when the next request is allowed', () => {
    let t = 0;
    const limiter = createKeyedRateLimiter({ requests: 2, intervalMs: 1000 }, () => t);
    expect(limiter.check('a').allowed).toBe(true);
    expect(limiter.check('a').allowed).toBe(true);
    expect(limiter.check('b').allowed).toBe(true);
    t = 400;
    expect(limiter.check('a')).toEqual({ allowed: false, retryAfterMs: 600 });
    t = 1000;
    expect(limiter.check('a').allowed).toBe(true);
  });
});

describe('a run against a server that enforces the same limit', () => {
  it('gets no 429 and converts every document', async () => {
    const limit = { requests: 5, intervalMs: 250 };
    const upstream = await startUpstream([KEY]);
    const proxy = await startFaultProxy(upstream.url);
    proxy.enforceRateLimit(limit);
    const { client } = testClient(proxy.url, { rateLimit: limit, concurrency: 4 });
    try {
      const results = await Promise.all(
        Array.from({ length: 16 }, (_, i) => client.convert({ markdown: `doc ${i}` })),
      );
      expect(results.map((r) => r.html).every((h, i) => h.includes(`doc ${i}`))).toBe(true);
      expect(proxy.requests.filter((r) => r.answeredBy === 'rate-limit')).toHaveLength(0);
      expect(proxy.requests).toHaveLength(16);
    } finally {
      await client.close();
      await proxy.close();
      await upstream.close();
    }
  });
});
