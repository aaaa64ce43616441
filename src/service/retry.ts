/** How hard to try before giving up on one origin. */
export interface RetryPolicy {
  /** Attempts per origin, the first one included. */
  attempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** A Retry-After longer than this fails the request instead of stalling the run. */
  maxRetryAfterMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  attempts: 4,
  baseDelayMs: 500,
  maxDelayMs: 8_000,
  maxRetryAfterMs: 120_000,
};

/**
 * The default policy with its back-off (not the service's own Retry-After) measured in
 * units of `unitMs` per second: the end-to-end tests run the action with short units.
 */
export function retryPolicy(unitMs = 1000): RetryPolicy {
  const scale = unitMs / 1000;
  return {
    ...DEFAULT_RETRY,
    baseDelayMs: DEFAULT_RETRY.baseDelayMs * scale,
    maxDelayMs: DEFAULT_RETRY.maxDelayMs * scale,
  };
}

/**
 * Full jitter (a random wait between 0 and the exponential ceiling): clients that
 * failed together do not come back together. `retry` counts from 1.
 */
export function backoffDelay(retry: number, policy: RetryPolicy, random: () => number): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, retry - 1));
  return Math.floor(random() * ceiling);
}

/** Retry-After as milliseconds from `now`: delay-seconds or an HTTP-date; undefined when absent or unreadable. */
export function parseRetryAfter(
  value: string | string[] | undefined,
  now: number = Date.now(),
): number | undefined {
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  if (!text) return undefined;
  if (/^\d+(?:\.\d+)?$/.test(text)) return Math.ceil(Number(text) * 1000);
  // An HTTP-date always names a weekday or month; this keeps Date.parse from reading "12abc".
  if (!/[a-z]{3}/i.test(text)) return undefined;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - now);
}

export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

export const sleep: Sleep = (ms, signal) =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
