import { describe, expect, it } from 'vitest';
import { rateLimitWait } from '../../src/github/request-retries.js';

const NOW = Date.UTC(2026, 10, 28, 9, 0, 0);

/** As Octokit rejects a request: its status, GitHub's message, the answer's headers. */
const failed = (status: number, message: string, headers: Record<string, string> = {}) =>
  Object.assign(new Error(message), { status, response: { headers } });

describe('how long a rate limit asks the client to wait', () => {
  it.each([
    [
      'a secondary limit with retry-after',
      failed(403, 'You have exceeded a secondary rate limit.', { 'retry-after': '7' }),
      { kind: 'secondary rate limit', seconds: 7 },
    ],
    [
      'a secondary limit as a 429',
      failed(429, 'You have exceeded a secondary rate limit.', { 'retry-after': '2' }),
      { kind: 'secondary rate limit', seconds: 2 },
    ],
    [
      'a secondary limit naming no wait: a minute',
      failed(403, 'You have exceeded a secondary rate limit.'),
      { kind: 'secondary rate limit', seconds: 60 },
    ],
    [
      'an exhausted primary limit: a second past its reset',
      failed(403, 'API rate limit exceeded', {
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': String(NOW / 1000 + 30),
      }),
      { kind: 'rate limit', seconds: 31 },
    ],
    [
      'a primary limit already reset',
      failed(403, 'API rate limit exceeded', {
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': String(NOW / 1000 - 30),
      }),
      { kind: 'rate limit', seconds: 0 },
    ],
  ])('%s', (_case, error, wait) => {
    expect(rateLimitWait(error, NOW)).toEqual(wait);
  });

  it.each([
    ['a 403 for a missing permission', failed(403, 'Resource not accessible by integration')],
    ['a 502', failed(502, 'Bad gateway', { 'retry-after': '1' })],
    ['a lost connection', failed(500, 'socket hang up')],
    ['a 403 with requests left', failed(403, 'Forbidden', { 'x-ratelimit-remaining': '12' })],
  ])('none for %s', (_case, error) => {
    expect(rateLimitWait(error, NOW)).toBeUndefined();
  });
});
