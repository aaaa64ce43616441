import {
  createServiceClient,
  type ServiceClient,
  type ServiceClientDeps,
} from '../../src/service/client.js';
import type { LimiterClock } from '../../src/service/rate-limiter.js';
import type { Sleep } from '../../src/service/retry.js';
import type { ServiceConfig } from '../../src/settings/config.js';
import { guardSecrets, guardText } from '../support/secret-guard.js';

export const KEY = 'wme_k3y_0f_the_test_run_4242';
export const APP_ID = 'wxappid_7f3a9c1e';
export const APP_SECRET = 'appsecret_9d8c7b6a5f4e3d2c';
export const SECRETS = [KEY, APP_ID, APP_SECRET];

export interface RecordingLog {
  lines: string[];
  warnings: string[];
  info(message: string): void;
  warning(message: string): void;
  debug(message: string): void;
}

export function recordingLog(): RecordingLog {
  const log: RecordingLog = {
    lines: [],
    warnings: [],
    info: (m) => log.lines.push(`info: ${m}`),
    warning: (m) => {
      log.lines.push(`warning: ${m}`);
      log.warnings.push(m);
    },
    debug: (m) => log.lines.push(`debug: ${m}`),
  };
  return log;
}

/**
 * Virtual time for waits: backoff sleeps and limiter timers advance a counter and
 * return at once, so a test can check *how long* the client chose to wait (a
 * Retry-After honoured) without spending that time.
 */
export function virtualTime(): LimiterClock & {
  sleep: Sleep;
  sleeps: number[];
  elapsed(): number;
} {
  let t = 0;
  const sleeps: number[] = [];
  return {
    now: () => t,
    setTimer(fn, ms) {
      let cancelled = false;
      setImmediate(() => {
        if (cancelled) return;
        t += ms;
        fn();
      });
      return () => {
        cancelled = true;
      };
    },
    sleep: async (ms) => {
      sleeps.push(ms);
      t += ms;
    },
    sleeps,
    elapsed: () => t,
  };
}

export function serviceConfig(apiUrl: string, over: Partial<ServiceConfig> = {}): ServiceConfig {
  return {
    apiKey: KEY,
    apiUrl,
    appId: APP_ID,
    appSecret: APP_SECRET,
    credentialHeaderPrefix: 'Messenger',
    concurrency: 2,
    rateLimit: { requests: 1000, intervalMs: 1000 },
    timeoutMs: 400,
    ...over,
  };
}

/** A client with fast retries (a few ms of backoff) and a recording log. */
export function testClient(
  apiUrl: string,
  over: Partial<ServiceConfig> = {},
  deps: ServiceClientDeps = {},
): { client: ServiceClient; log: RecordingLog } {
  const log = recordingLog();
  const config = serviceConfig(apiUrl, over);
  guardSecrets(config.apiKey, config.appId, config.appSecret);
  guardText('service client log', () => log.lines.join('\n'));
  const client = createServiceClient(config, {
    log,
    retry: { baseDelayMs: 5, maxDelayMs: 20 },
    ...deps,
  });
  return { client, log };
}

/** The error a promise rejects with (the test fails if it resolves). */
export async function rejection(
  promise: Promise<unknown>,
): Promise<Error & Record<string, unknown>> {
  try {
    await promise;
  } catch (error) {
    // What a user would read: the message, the stack and every field the error carries.
    guardText('error', () => errorText(error));
    return error as Error & Record<string, unknown>;
  }
  throw new Error('expected the call to fail, but it succeeded');
}

function errorText(error: unknown): string {
  const fields = Object.entries(error as object)
    .filter(([, value]) => typeof value !== 'object' || value === null)
    .map(([name, value]) => `${name}: ${String(value)}`);
  return [(error as Error).stack ?? String(error), ...fields].join('\n');
}
