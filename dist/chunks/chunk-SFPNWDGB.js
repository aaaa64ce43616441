import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  InputError
} from "./chunk-5XOO62DI.js";

// src/service/rate-limiter.ts
var UNITS = { ms: 1, s: 1e3, m: 6e4, h: 36e5 };
function parseRateLimit(text, label = "Input `rate-limit`") {
  const match = /^\s*(\d+)\s*\/\s*(\d+(?:\.\d+)?)?\s*(ms|s|m|h)\s*$/.exec(text);
  const requests = match ? Number(match[1]) : Number.NaN;
  const intervalMs = match ? Number(match[2] ?? "1") * UNITS[match[3]] : Number.NaN;
  if (!match || !Number.isSafeInteger(requests) || requests < 1 || !(intervalMs >= 1) || intervalMs > 864e5) {
    throw new InputError(
      "rate-limit",
      `${label} must look like \`100/60s\`: a whole number of requests, a slash and an interval in ms, s, m or h (at most a day); got "${text}".`
    );
  }
  return { requests, intervalMs: Math.round(intervalMs) };
}
var realClock = {
  now: () => performance.now(),
  setTimer: (fn, ms) => {
    const timer = setTimeout(fn, ms);
    return () => clearTimeout(timer);
  }
};
function createRateLimiter(limit, clock = realClock) {
  let returns = [];
  let head = 0;
  const waiters = [];
  let inFlight = 0;
  let blockedUntil = 0;
  let cancelTimer;
  const waitFor = (t) => {
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
    cancelTimer = void 0;
    while (waiters.length > 0) {
      const wait = waitFor(clock.now());
      if (wait === Number.POSITIVE_INFINITY) return;
      if (wait > 0) {
        cancelTimer = clock.setTimer(pump, Math.ceil(wait));
        return;
      }
      inFlight++;
      waiters.shift()?.resolve(releaser());
    }
  };
  const releaser = () => {
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
      return new Promise((resolve, reject) => {
        const waiter = {
          resolve: (release) => {
            signal?.removeEventListener("abort", onAbort);
            resolve(release);
          }
        };
        const onAbort = () => {
          const index = waiters.indexOf(waiter);
          if (index >= 0) waiters.splice(index, 1);
          reject(signal?.reason);
          pump();
        };
        signal?.addEventListener("abort", onAbort, { once: true });
        waiters.push(waiter);
        pump();
      });
    },
    drain(ms) {
      blockedUntil = Math.max(blockedUntil, clock.now() + Math.max(0, ms));
      pump();
    }
  };
}
function createKeyedRateLimiter(limit, now = () => performance.now()) {
  const arrivals = /* @__PURE__ */ new Map();
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
          retryAfterMs: Math.max(1, Math.ceil(log[0] + limit.intervalMs - t))
        };
      }
      log.push(t);
      return { allowed: true };
    }
  };
}

export {
  parseRateLimit,
  createRateLimiter,
  createKeyedRateLimiter
};
