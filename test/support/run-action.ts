import { spawn } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { dist } from './dist.js';
import { guardDir, guardSecrets, guardText } from './secret-guard.js';

const PEAK_RSS = pathToFileURL(resolve(import.meta.dirname, 'peak-rss.mjs')).href;

export interface ActionRun {
  code: number | null;
  wallMs: number;
  peakRssMb?: number;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  /** `::error file=…,line=…::message` lines, parsed. */
  annotations: { level: string; file?: string; line?: number; title?: string; message: string }[];
  /** Every text the run produced, for secret scans. */
  allText(): string;
}

export interface RunActionOptions {
  /** Action inputs by their action.yml names (`api-key`, `files`, …). */
  inputs?: Record<string, string>;
  /** The runner environment: GITHUB_* variables, ACTIONS_* for artifacts. */
  env?: Record<string, string>;
  timeoutMs?: number;
  /**
   * Kill the process (to simulate a job that dies half-way) once stdout contains this
   * text, or once this condition holds (polled every 10 ms).
   */
  killWhen?: string | (() => boolean);
  /** The signal `killWhen` sends, once: SIGKILL (default), or SIGINT/SIGTERM as the runner cancels. */
  killSignal?: NodeJS.Signals;
  /**
   * Report the child's peak RSS (MiB, its threads included) in `peakRssMb`, read from its own
   * `process.resourceUsage()` by a preload (peak-rss.mjs).
   */
  measure?: boolean;
  /** The bundle to run; the one under test (dist.ts) unless a test copied it elsewhere. */
  entry?: string;
  /** The Node binary to run it with; this process's unless a benchmark names another. */
  node?: string;
}

/** Runs `node dist/index.js` as the runner would: inputs as INPUT_*, files for outputs and summary. */
export async function runAction(options: RunActionOptions = {}): Promise<ActionRun> {
  const dir = await mkdtemp(join(tmpdir(), 'md-platform-run-'));
  const outputFile = join(dir, 'output');
  const summaryFile = join(dir, 'summary');
  await writeFile(outputFile, '');
  await writeFile(summaryFile, '');
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? dir,
    RUNNER_TEMP: dir,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_ACTIONS: 'true',
    // Back-offs (GitHub's 5xx and rate limits, the service's retries) take 10 ms per second.
    MD_PLATFORM_RETRY_UNIT_MS: '10',
    ...options.env,
  };
  for (const [name, value] of Object.entries(options.inputs ?? {})) {
    env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value;
  }
  const rssFile = join(dir, 'peak-rss-kb');
  if (options.measure) env.MD_PLATFORM_RSS_FILE = rssFile;
  const entry = options.entry ?? dist('index.js');
  const node = options.node ?? process.execPath;
  const started = performance.now();
  const child = spawn(node, options.measure ? ['--import', PEAK_RSS, entry] : [entry], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let killed = false;
  const kill = () => {
    if (killed) return;
    killed = true;
    child.kill(options.killSignal ?? 'SIGKILL');
  };
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
    if (typeof options.killWhen === 'string' && stdout.includes(options.killWhen)) kill();
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const killWhen = options.killWhen;
  const poll =
    typeof killWhen === 'function'
      ? setInterval(() => {
          if (killWhen()) kill();
        }, 10)
      : undefined;
  const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 60_000);
  const code = await new Promise<number | null>((done) => child.on('close', (c) => done(c)));
  const wallMs = performance.now() - started;
  const rssKb = options.measure
    ? await readFile(rssFile, 'utf8').catch(() => undefined)
    : undefined;
  clearTimeout(timer);
  clearInterval(poll);
  const outputs = parseOutputFile(await readFile(outputFile, 'utf8'));
  const summary = await readFile(summaryFile, 'utf8');
  guardRun(options.inputs ?? {}, { stdout, stderr, summary, outputs: JSON.stringify(outputs) });
  return {
    code,
    wallMs,
    peakRssMb: rssKb ? Number(rssKb) / 1024 : undefined,
    stdout,
    stderr,
    outputs,
    summary,
    annotations: parseAnnotations(stdout),
    allText: () => [stdout, stderr, summary, JSON.stringify(outputs)].join('\n'),
  };
}

/** The inputs a runner would mask; what the run printed, set and wrote is scanned for them. */
const CREDENTIAL_INPUTS = ['api-key', 'app-id', 'app-secret', 'github-token'];

function guardRun(inputs: Record<string, string>, texts: Record<string, string>): void {
  guardSecrets(...CREDENTIAL_INPUTS.map((name) => inputs[name]));
  for (const [where, text] of Object.entries(texts)) guardText(`action ${where}`, () => text);
  guardDir(inputs['output-dir']);
}

/** The `name<<delimiter` format @actions/core writes to GITHUB_OUTPUT. */
function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const match = /^([^<=]+)<<(.+)$/.exec(lines[i]);
    if (!match) continue;
    const [, name, delimiter] = match;
    const value: string[] = [];
    for (i++; i < lines.length && lines[i] !== delimiter; i++) value.push(lines[i]);
    outputs[name] = value.join('\n');
  }
  return outputs;
}

function parseAnnotations(stdout: string): ActionRun['annotations'] {
  const annotations: ActionRun['annotations'] = [];
  for (const line of stdout.split('\n')) {
    const match = /^::(error|warning|notice)(?: ([^:]*))?::(.*)$/.exec(line);
    if (!match) continue;
    const props = Object.fromEntries(
      (match[2] ?? '')
        .split(',')
        .filter(Boolean)
        .map((kv) => {
          const at = kv.indexOf('=');
          return [kv.slice(0, at), unescapeProperty(kv.slice(at + 1))];
        }),
    );
    annotations.push({
      level: match[1],
      file: props.file,
      line: props.line ? Number(props.line) : undefined,
      title: props.title,
      message: unescapeData(match[3]),
    });
  }
  return annotations;
}

function unescapeData(s: string): string {
  return s.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
}

function unescapeProperty(s: string): string {
  return unescapeData(s).replace(/%3A/g, ':').replace(/%2C/g, ',');
}
