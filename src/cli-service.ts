import { resolve } from 'node:path';
import type { FlagValues } from './cli-args.js';
import type { RateLimit } from './config.js';
import { InputError } from './errors.js';
import { consoleLog } from './log.js';

export interface CliIO {
  cwd: string;
  env: NodeJS.ProcessEnv;
  stdout: (line: string) => void;
  stderr: (line: string) => void;
  /** Resolves when the process is asked to stop (serve waits on it). */
  stopSignal?: Promise<void>;
  /** The bin's own file, which conversion threads start from; without it serve converts in-process. */
  workerEntry?: string;
}

/** The service client for --engine remote and validate, with messages that name the CLI's flags. */
export async function openClient(values: FlagValues, io: CliIO, concurrency = 4) {
  const apiKey = stringFlag(values['api-key']) ?? io.env.MD_PLATFORM_API_KEY;
  if (!apiKey)
    throw new InputError('api-key', 'no API key: set MD_PLATFORM_API_KEY or pass --api-key.');
  const apiUrl = stringFlag(values['api-url']);
  if (!apiUrl)
    throw new InputError('api-url', '--api-url is required: the base URL of the service.');
  const backupApiUrl = stringFlag(values['backup-api-url']);
  const flag = (setting: string) => `--${setting}`;
  const { assertServiceUrl } = await import('./service/url-policy.js');
  const { createServiceClient } = await import('./service/client.js');
  const { parseRateLimit } = await import('./service/rate-limiter.js');
  return createServiceClient(
    {
      apiKey,
      apiUrl: assertServiceUrl('api-url', apiUrl, flag('api-url')),
      backupApiUrl: backupApiUrl
        ? assertServiceUrl('backup-api-url', backupApiUrl, flag('backup-api-url'))
        : undefined,
      credentialHeaderPrefix: 'Messenger',
      concurrency,
      rateLimit: parseRateLimit(stringFlag(values['rate-limit']) ?? '100/60s', '--rate-limit'),
      timeoutMs: intFlag('timeout-seconds', values['timeout-seconds'], 30, 1, 600) * 1000,
      settingName: flag,
      keySource: values['api-key'] ? '--api-key' : 'MD_PLATFORM_API_KEY',
    },
    { log: consoleLog(io.stderr) },
  );
}

export async function validate(values: FlagValues, io: CliIO): Promise<number> {
  const client = await openClient(values, io);
  try {
    await client.validate();
    io.stdout(`The key is valid for ${client.activeOrigin}.`);
    return 0;
  } finally {
    await client.close();
  }
}

export async function serve(values: FlagValues, io: CliIO): Promise<number> {
  const keys = (stringFlag(values.keys) ?? io.env.MD_PLATFORM_KEYS ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  if (keys.length === 0) {
    throw new InputError(
      'keys',
      'serve needs at least one API key: --keys k1,k2 or MD_PLATFORM_KEYS.',
    );
  }
  const { startServer } = await import('./server/index.js');
  const { parseRateLimit } = await import('./service/rate-limiter.js');
  const rateText = stringFlag(values['rate-limit']);
  const rateLimit: RateLimit | undefined = rateText
    ? parseRateLimit(rateText, '--rate-limit')
    : undefined;
  const { convertThreads, createWorkerPoolEngine } = await import('./engine/local/worker-pool.js');
  const threads = convertThreads(intFlag('workers', values.workers, 8, 1, 64));
  // One event loop converts on one core; threads let every core convert.
  const engine =
    threads > 1 && io.workerEntry
      ? createWorkerPoolEngine({ entry: io.workerEntry, size: threads })
      : undefined;
  const outbox = stringFlag(values.outbox);
  try {
    const server = await startServer({
      host: stringFlag(values.host) ?? '127.0.0.1',
      port: intFlag('port', values.port, 8787, 0, 65_535),
      keys,
      outbox: outbox ? resolve(io.cwd, outbox) : undefined,
      rateLimit,
      engine,
      log: io.stderr,
    });
    io.stdout(
      `md-platform serve listening on ${server.url} (${engine ? `${threads} conversion threads` : 'converting in-process'})`,
    );
    await (io.stopSignal ?? new Promise<void>(() => {}));
    await server.close();
  } finally {
    await engine?.close?.();
  }
  io.stdout('md-platform serve stopped');
  return 0;
}

export function stringFlag(value: string | boolean | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function intFlag(
  name: string,
  value: string | boolean | undefined,
  fallback: number,
  min: number,
  max: number,
): number {
  const text = stringFlag(value);
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < min || n > max) {
    throw new InputError(
      name,
      `--${name} must be a whole number from ${min} to ${max}; got "${text}".`,
    );
  }
  return n;
}
