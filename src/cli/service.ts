import { resolve } from 'node:path';
import { InputError } from '../core/errors.js';
import { consoleLog } from '../core/log.js';
import { BUDGET_SETTINGS, budgetOf } from '../settings/schema.js';
import type { FlagValues } from './args.js';
import { cliService, readFlags, SERVICE_FLAGS } from './flags.js';

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

/** The service client for `validate`, with messages that name the CLI's flags. */
async function openClient(values: FlagValues, io: CliIO) {
  const flags = readFlags([...SERVICE_FLAGS, 'concurrency'], values);
  if (!flags['api-key'] && !io.env.MD_PLATFORM_API_KEY)
    throw new InputError('api-key', 'no API key: set MD_PLATFORM_API_KEY or pass --api-key.');
  // A key check needs the service, as `--engine remote` does: a key and --api-url.
  const service = cliService(flags, io.env, { engine: 'remote', concurrency: flags.concurrency });
  if (!service)
    throw new InputError('api-url', '--api-url is required: the base URL of the service.');
  const { createServiceClient } = await import('../service/client.js');
  return createServiceClient(service, { log: consoleLog(io.stderr) });
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
  const flags = readFlags(
    ['port', 'workers', 'rate-limit', 'outbox-max-mb', ...BUDGET_SETTINGS],
    values,
  );
  const { startServer } = await import('../server/index.js');
  const { convertThreads } = await import('../engine/local/threads/worker-pool.js');
  const { createBudgetedEngine } = await import('../engine/local/threads/budgeted-engine.js');
  const threads = convertThreads(flags.workers);
  // Math and diagrams are drawn on threads, each request under its budget: one heavy
  // request holds one thread, never the server's own loop, and is stopped when over.
  const engine = io.workerEntry
    ? createBudgetedEngine({ entry: io.workerEntry, budget: budgetOf(flags), threads })
    : undefined;
  const outbox = stringFlag(values.outbox);
  try {
    const server = await startServer({
      host: stringFlag(values.host) ?? '127.0.0.1',
      port: flags.port,
      keys,
      outbox: outbox ? resolve(io.cwd, outbox) : undefined,
      outboxMaxBytes: flags['outbox-max-mb'] * 1024 * 1024,
      rateLimit: flags['rate-limit'],
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
