import { InputError } from '../core/errors.js';
import type { RateLimit } from './config.js';

const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** `100/60s`, `100/2s`, `10/500ms`, `50/m` -> requests per interval. */
export function parseRateLimit(text: string, label = 'Input `rate-limit`'): RateLimit {
  const match = /^\s*(\d+)\s*\/\s*(\d+(?:\.\d+)?)?\s*(ms|s|m|h)\s*$/.exec(text);
  const requests = match ? Number(match[1]) : Number.NaN;
  const intervalMs = match ? Number(match[2] ?? '1') * UNITS[match[3]] : Number.NaN;
  if (
    !match ||
    !Number.isSafeInteger(requests) ||
    requests < 1 ||
    !(intervalMs >= 1) ||
    intervalMs > 86_400_000
  ) {
    throw new InputError(
      'rate-limit',
      `${label} must look like \`100/60s\`: a whole number of requests, a slash and an interval in ms, s, m or h (at most a day); got "${text}".`,
    );
  }
  return { requests, intervalMs: Math.round(intervalMs) };
}

/** Gives back its token; calling it more than once does nothing. */
export type Release = () => void;

export interface RateLimiter {
  /** Waits for a token. Call the returned function when the request has finished. */
  acquire(signal?: AbortSignal): Promise<Release>;
  /** The server said to wait (429/503 Retry-After): hand out no token for `ms`. */
  drain(ms: number): void;
}

export interface LimiterClock {
  now(): number;
  setTimer(fn: () => void, ms: number): () => void;
}

const realClock: LimiterClock = {
  now: () => performance.now(),
  setTimer: (fn, ms) => {
    const timer = setTimeout(fn, ms);
    return () => clearTimeout(timer);
  },
};

/**
 * The client's bucket: `requests` tokens, and a spent token comes back one full
 * interval after its request *finished*. A classic bucket that refills steadily lets
 * up to twice the limit through in one interval (a full bucket plus a full refill),
 * which a server counting "100 per 60 s" in a window answers with 429s. Counting
 * from the response also absorbs network latency: the server saw the request before
 * the client saw the answer, so the server's window never holds more than the limit.
 */
export function createRateLimiter(limit: RateLimit, clock: LimiterClock = realClock): RateLimiter {
  // Times at which released tokens come back, ascending; `head` skips the ones already
  // back without shifting the array on every request.
  let returns: number[] = [];
  let head = 0;
  const waiters: { resolve: (r: Release) => void }[] = [];
  let inFlight = 0;
  let blockedUntil = 0;
  let cancelTimer: (() => void) | undefined;

  const waitFor = (t: number): number => {
    while (head < returns.length && returns[head] <= t) head++;
    if (head > 1024 && head * 2 > returns.length) {
      returns = returns.slice(head);
      head = 0;
    }
    if (blockedUntil > t) return blockedUntil - t;
    const pending = returns.length - head;
    if (inFlight + pending < limit.requests) return 0;
    return pending > 0 ? returns[head] - t : Number.POSITIVE_INFINITY;
  };

  const pump = () => {
    cancelTimer?.();
    cancelTimer = undefined;
    while (waiters.length > 0) {
      const wait = waitFor(clock.now());
      // Infinity: every token is held by a request still running; release() pumps again.
      if (wait === Number.POSITIVE_INFINITY) return;
      if (wait > 0) {
        cancelTimer = clock.setTimer(pump, Math.ceil(wait));
        return;
      }
      inFlight++;
      waiters.shift()?.resolve(releaser());
    }
  };

  const releaser = (): Release => {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      inFlight--;
      returns.push(clock.now() + limit.intervalMs);
      pump();
    };
  };

  return {
    acquire(signal) {
      if (signal?.aborted) return Promise.reject(signal.reason);
      if (waiters.length === 0 && waitFor(clock.now()) === 0) {
        inFlight++;
        return Promise.resolve(releaser());
      }
      return new Promise<Release>((resolve, reject) => {
        const waiter = {
          resolve: (release: Release) => {
            signal?.removeEventListener('abort', onAbort);
            resolve(release);
          },
        };
        const onAbort = () => {
          const index = waiters.indexOf(waiter);
          if (index >= 0) waiters.splice(index, 1);
          reject(signal?.reason);
          pump();
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        waiters.push(waiter);
        pump();
      });
    },
    drain(ms) {
      blockedUntil = Math.max(blockedUntil, clock.now() + Math.max(0, ms));
      pump();
    },
  };
}

export type KeyedCheck = { allowed: true } | { allowed: false; retryAfterMs: number };

export interface KeyedRateLimiter {
  /** Counts one request for `key` if the key is under its limit. */
  check(key: string): KeyedCheck;
}

/**
 * The server's side (`serve`, the fault proxy): at most `requests` arrivals per key in
 * any window of `intervalMs`, the strictest reading of the service's "100 requests per
 * 60 seconds, per key": no window of that length ever holds more. Memory is bounded by
 * `requests` timestamps per key.
 */
export function createKeyedRateLimiter(
  limit: RateLimit,
  now: () => number = () => performance.now(),
): KeyedRateLimiter {
  const arrivals = new Map<string, number[]>();
  return {
    check(key) {
      const t = now();
      let log = arrivals.get(key);
      if (!log) {
        log = [];
        arrivals.set(key, log);
      }
      while (log.length > 0 && log[0] <= t - limit.intervalMs) log.shift();
      if (log.length >= limit.requests) {
        return {
          allowed: false,
          retryAfterMs: Math.max(1, Math.ceil(log[0] + limit.intervalMs - t)),
        };
      }
      log.push(t);
      return { allowed: true };
    },
  };
}
