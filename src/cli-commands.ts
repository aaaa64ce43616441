import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { mapConcurrent } from './concurrency.js';
import type { ConvertOptions, RateLimit } from './config.js';
import type { Engine } from './engine/engine.js';
import { errorMessage, InputError, MdPlatformError } from './errors.js';
import { expandPaths } from './expand-paths.js';
import { consoleLog } from './log.js';
import { neutralize } from './neutralize.js';
import { writeOutputFiles } from './output-files.js';
import { processDocument } from './process-document.js';
import { createPageWriter, writingPages } from './report/page-writer.js';
import { BACKGROUND_TYPES, type FileResult, FONT_SIZES } from './types.js';

const HELP: Record<string, string> = {
  main: `md-platform: convert Markdown articles to HTML for the platform's official-account editor

Usage: md-platform <command> [options]

Commands:
  convert <paths…>   convert files, folders or globs to one HTML page each
  check <paths…>     pre-check against the service limits; prints path:line: message
  preview <paths…>   convert and write an index.html gallery next to the pages
  serve              serve the service API over the local engine (for tests and self-hosting)
  validate           check an API key against --api-url

Run md-platform <command> --help for its options.
Exit codes: 0 success; 1 a file failed, a finding at error level, or the key is invalid; 2 usage error.`,
  convert: `Usage: md-platform convert <paths…> [options]

  --out DIR               where the HTML pages go (default: md-platform-html)
  --theme ID              theme id (default: default)
  --font-size SIZE        small | medium | large
  --background-type T     default | grid | none
  --engine local|remote   local (default) needs nothing; remote needs --api-url and a key
  --api-url URL           service base URL (https://, or http:// on loopback)
  --backup-api-url URL    failover service URL
  --concurrency N         parallel conversions (default 4)
  --timeout-seconds N     per request (default 30)
The key is read from MD_PLATFORM_API_KEY (a --api-key flag would be visible to other users of the machine).`,
  check: `Usage: md-platform check <paths…>

Pre-checks each document (characters, images, code blocks, mermaid blocks, request size,
hero/cards modules, front matter) without converting. Prints one path:line: message per finding.
Exits 1 when any finding is an error.`,
  preview: `Usage: md-platform preview <paths…> [options]

Like convert, plus an index.html gallery showing each document in a phone-width frame.
  --out DIR   (default: md-platform-preview)   and every option of convert.`,
  serve: `Usage: md-platform serve [--port N] [--host 127.0.0.1] [--keys k1,k2] [--outbox DIR] [--workers N]

Serves POST /api/v1/convert, /api/convert, GET|HEAD /api/auth/validate and sandbox
/api/v1/article-draft, /api/v1/newspic-draft, /api/v1/batch-upload (drafts written to --outbox).
Keys come from --keys or MD_PLATFORM_KEYS (comma-separated). Stops cleanly on SIGTERM/SIGINT.
  --rate-limit N/INTERVAL   per-key limit (default 100/60s)
  --workers N               conversion threads (default: one per CPU core, at most 8; 1 converts
                            on the server's own thread)`,
  validate: `Usage: md-platform validate --api-url URL

Checks the key in MD_PLATFORM_API_KEY against the service's /api/auth/validate.
Exits 0 when the key is valid, 1 when it is not.`,
};

const COMMON_OPTIONS = {
  help: { type: 'boolean', short: 'h' },
  out: { type: 'string' },
  theme: { type: 'string' },
  'font-size': { type: 'string' },
  'background-type': { type: 'string' },
  engine: { type: 'string' },
  'api-url': { type: 'string' },
  'backup-api-url': { type: 'string' },
  concurrency: { type: 'string' },
  'timeout-seconds': { type: 'string' },
  port: { type: 'string' },
  host: { type: 'string' },
  keys: { type: 'string' },
  outbox: { type: 'string' },
  'rate-limit': { type: 'string' },
  workers: { type: 'string' },
} as const;

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

/** Runs one CLI command and returns its exit code; never calls process.exit itself. */
export async function runCli(argv: string[], io: CliIO): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === '--help' || command === '-h' || command === 'help') {
    io.stdout(HELP.main);
    return command ? 0 : 2;
  }
  if (!(command in HELP) || command === 'main') {
    io.stderr(`md-platform: unknown command "${command}".\n\n${HELP.main}`);
    return 2;
  }
  let parsed: ReturnType<
    typeof parseArgs<{ options: typeof COMMON_OPTIONS; allowPositionals: true }>
  >;
  try {
    parsed = parseArgs({
      args: rest,
      options: COMMON_OPTIONS,
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    io.stderr(`md-platform ${command}: ${errorMessage(error)}\n\n${HELP[command]}`);
    return 2;
  }
  if (parsed.values.help) {
    io.stdout(HELP[command]);
    return 0;
  }
  try {
    switch (command) {
      case 'serve':
        return await serve(parsed.values, io);
      case 'validate':
        return await validate(parsed.values, io);
      default:
        return await convertCommand(
          command as 'convert' | 'check' | 'preview',
          parsed.positionals,
          parsed.values,
          io,
        );
    }
  } catch (error) {
    if (error instanceof InputError) {
      io.stderr(`md-platform ${command}: ${error.message}`);
      return 2;
    }
    if (error instanceof MdPlatformError) {
      io.stderr(`md-platform ${command}: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

type Values = {
  [K in keyof typeof COMMON_OPTIONS]?: (typeof COMMON_OPTIONS)[K]['type'] extends 'boolean'
    ? boolean
    : string;
};

async function convertCommand(
  command: 'convert' | 'check' | 'preview',
  positionals: string[],
  values: Values,
  io: CliIO,
): Promise<number> {
  if (positionals.length === 0) {
    io.stderr(
      `md-platform ${command}: name at least one file, folder or glob.\n\n${HELP[command]}`,
    );
    return 2;
  }
  const paths = await expandPaths(positionals, io.cwd);
  if (paths.length === 0) {
    io.stderr(`md-platform ${command}: no Markdown files match ${positionals.join(' ')}.`);
    return 1;
  }
  const options = convertOptions(values);
  const concurrency = intFlag('concurrency', values.concurrency, 4, 1, 32);
  const engine = command === 'check' ? undefined : await openEngine(values, io, concurrency);
  const outDir = resolve(
    io.cwd,
    values.out ?? (command === 'preview' ? 'md-platform-preview' : 'md-platform-html'),
  );
  try {
    const pages =
      command === 'check'
        ? undefined
        : createPageWriter({
            outputDir: outDir,
            workspace: io.cwd,
          });
    const processed = await writingPages(pages, () =>
      mapConcurrent(paths, concurrency, async (path) => {
        const doc = await processDocument(path, {
          workspace: io.cwd,
          convertOptions: options,
          engine,
        });
        await pages?.write(doc);
        return doc;
      }),
    );
    const results = processed.map((p) => p.result);
    for (const result of results) printResult(command, result, outDir, io);
    if (command === 'preview') {
      const { buildReport } = await import('./report/report-json.js');
      await writeOutputFiles({
        outputDir: outDir,
        title: 'Markdown preview',
        processed,
        localVariants: engine?.name === 'local',
        report: buildReport({
          generatedAt: new Date().toISOString(),
          run: { mode: command, engine: engine?.name },
          results,
        }),
      });
      io.stdout(`\nGallery: ${join(outDir, 'index.html')}`);
    }
    const failed = results.filter((r) => r.status === 'failed').length;
    const summary =
      command === 'check'
        ? `${results.length - failed} of ${results.length} file(s) pass the pre-check.`
        : `${results.filter((r) => r.status === 'converted').length} converted, ${failed} failed; HTML in ${outDir}.`;
    io.stdout(summary);
    return failed > 0 ? 1 : 0;
  } finally {
    await engine?.close?.();
  }
}

/** One line per finding or file: a path or message from the file never adds a line. */
function printResult(command: string, result: FileResult, outDir: string, io: CliIO): void {
  for (const finding of result.findings) {
    const where = finding.line ? `${result.path}:${finding.line}` : result.path;
    io.stdout(neutralize(`${where}: ${finding.severity} ${finding.code}: ${finding.message}`));
  }
  if (result.status === 'failed' && result.findings.length === 0)
    io.stdout(neutralize(`${result.path}: error: ${result.reason}`));
  if (command !== 'check' && result.status === 'converted') {
    io.stdout(
      neutralize(
        `${result.path} -> ${join(outDir, result.html ?? '')} (${result.wordCount} characters, ${result.estimatedReadTime} min)`,
      ),
    );
  }
}

function convertOptions(values: Values): ConvertOptions {
  return {
    theme: values.theme,
    fontSize: enumFlag('font-size', values['font-size'], FONT_SIZES),
    backgroundType: enumFlag('background-type', values['background-type'], BACKGROUND_TYPES),
  };
}

async function openEngine(values: Values, io: CliIO, concurrency: number): Promise<Engine> {
  const choice = values.engine ?? 'local';
  if (choice === 'local') {
    const { createLocalEngine } = await import('./engine/local/index.js');
    return createLocalEngine();
  }
  if (choice !== 'remote')
    throw new InputError('engine', `--engine must be local or remote; got "${choice}".`);
  const client = await openClient(values, io, concurrency);
  const { createRemoteEngine } = await import('./engine/remote.js');
  const engine = createRemoteEngine(client);
  return { name: engine.name, convert: engine.convert.bind(engine), close: () => client.close() };
}

async function openClient(values: Values, io: CliIO, concurrency = 4) {
  const apiKey = io.env.MD_PLATFORM_API_KEY;
  if (!apiKey) throw new InputError('api-key', 'Set MD_PLATFORM_API_KEY to the service key.');
  if (!values['api-url'])
    throw new InputError(
      'api-url',
      '--api-url is required: the base URL of the conversion service.',
    );
  const { assertServiceUrl } = await import('./service/url-policy.js');
  const { createServiceClient } = await import('./service/client.js');
  const { parseRateLimit } = await import('./service/rate-limiter.js');
  const client = createServiceClient(
    {
      apiKey,
      apiUrl: assertServiceUrl('api-url', values['api-url']),
      backupApiUrl: values['backup-api-url']
        ? assertServiceUrl('backup-api-url', values['backup-api-url'])
        : undefined,
      credentialHeaderPrefix: 'Messenger',
      concurrency,
      rateLimit: parseRateLimit(values['rate-limit'] ?? '100/60s'),
      timeoutMs: intFlag('timeout-seconds', values['timeout-seconds'], 30, 1, 600) * 1000,
    },
    { log: consoleLog(io.stderr) },
  );
  return client;
}

async function validate(values: Values, io: CliIO): Promise<number> {
  const client = await openClient(values, io);
  try {
    await client.validate();
    io.stdout(`The key is valid for ${client.activeOrigin}.`);
    return 0;
  } finally {
    await client.close();
  }
}

async function serve(values: Values, io: CliIO): Promise<number> {
  const keys = (values.keys ?? io.env.MD_PLATFORM_KEYS ?? '')
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
  const rateLimit: RateLimit | undefined = values['rate-limit']
    ? parseRateLimit(values['rate-limit'])
    : undefined;
  const { convertThreads, createWorkerPoolEngine } = await import('./engine/local/worker-pool.js');
  const threads = convertThreads(intFlag('workers', values.workers, 8, 1, 64));
  // One event loop converts on one core; threads let every core convert.
  const engine =
    threads > 1 && io.workerEntry
      ? createWorkerPoolEngine({ entry: io.workerEntry, size: threads })
      : undefined;
  try {
    const server = await startServer({
      host: values.host ?? '127.0.0.1',
      port: intFlag('port', values.port, 8787, 0, 65_535),
      keys,
      outbox: values.outbox ? resolve(io.cwd, values.outbox) : undefined,
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

function enumFlag<T extends string>(
  name: string,
  value: string | undefined,
  allowed: readonly T[],
): T | undefined {
  if (value === undefined) return undefined;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new InputError(name, `--${name} must be one of ${allowed.join(', ')}; got "${value}".`);
}

function intFlag(
  name: string,
  value: string | undefined,
  fallback: number,
  min: number,
  max: number,
): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min || n > max) {
    throw new InputError(
      name,
      `--${name} must be a whole number from ${min} to ${max}; got "${value}".`,
    );
  }
  return n;
}
