import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);

// src/service/retry.ts
var DEFAULT_RETRY = {
  attempts: 4,
  baseDelayMs: 500,
  maxDelayMs: 8e3,
  maxRetryAfterMs: 12e4
};
function retryPolicy(unitMs = 1e3) {
  const scale = unitMs / 1e3;
  return {
    ...DEFAULT_RETRY,
    baseDelayMs: DEFAULT_RETRY.baseDelayMs * scale,
    maxDelayMs: DEFAULT_RETRY.maxDelayMs * scale
  };
}
function backoffDelay(retry, policy, random) {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, retry - 1));
  return Math.floor(random() * ceiling);
}
function parseRetryAfter(value, now = Date.now()) {
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  if (!text) return void 0;
  if (/^\d+(?:\.\d+)?$/.test(text)) return Math.ceil(Number(text) * 1e3);
  if (!/[a-z]{3}/i.test(text)) return void 0;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return void 0;
  return Math.max(0, at - now);
}
var sleep = (ms, signal) => new Promise((resolve, reject) => {
  if (signal?.aborted) {
    reject(signal.reason);
    return;
  }
  const onAbort = () => {
    clearTimeout(timer);
    reject(signal?.reason);
  };
  const timer = setTimeout(() => {
    signal?.removeEventListener("abort", onAbort);
    resolve();
  }, ms);
  signal?.addEventListener("abort", onAbort, { once: true });
});

export {
  DEFAULT_RETRY,
  retryPolicy,
  backoffDelay,
  parseRetryAfter,
  sleep
};
