import { tmpdir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import * as core from '@actions/core';
import { type Config, ENGINES, FAIL_ON, MODES } from './config.js';
import { InputError } from './errors.js';
import { parseRateLimit } from './service/rate-limiter.js';
import { assertServiceUrl } from './service/url-policy.js';
import { BACKGROUND_TYPES, DRAFT_TYPES, FONT_SIZES } from './types.js';

export type GetInput = (name: string) => string;

export interface InputSources {
  getInput?: GetInput;
  env?: NodeJS.ProcessEnv;
  /** Called with each credential before anything is logged. */
  setSecret?: (value: string) => void;
}

const SECRET_INPUTS = ['api-key', 'app-id', 'app-secret', 'github-token'] as const;

/**
 * Reads every action input once into a validated Config. Credentials are masked
 * first, so no later log line, including this function's own errors, can show them.
 * A bad value throws an InputError naming the input and what it accepts.
 */
export function readConfig(sources: InputSources = {}): Config {
  const env = sources.env ?? process.env;
  const getInput = sources.getInput ?? ((name: string) => core.getInput(name));
  const setSecret = sources.setSecret ?? core.setSecret;
  const input = (name: string) => getInput(name).trim();

  for (const name of SECRET_INPUTS) {
    const value = input(name);
    if (value) setSecret(value);
  }

  const workspace = resolve(env.GITHUB_WORKSPACE || process.cwd());
  const apiKey = optional(input('api-key'));
  const apiUrl = optionalUrl('api-url', input('api-url'));
  const backupApiUrl = optionalUrl('backup-api-url', input('backup-api-url'));
  const engine = oneOf('engine', input('engine') || 'auto', ENGINES);
  if (engine === 'remote' && !apiKey) {
    throw new InputError(
      'api-key',
      'Input `engine` is `remote` but `api-key` is empty: the service needs a key. Set `api-key: ${{ secrets.MD_PLATFORM_API_KEY }}` or use `engine: local`.',
    );
  }
  if (apiKey && engine !== 'local' && !apiUrl) {
    throw new InputError(
      'api-url',
      'Input `api-url` is required with `api-key`: it is the base URL of the conversion service (https://…). Set it, or use `engine: local`.',
    );
  }
  if (backupApiUrl && !apiUrl) {
    throw new InputError(
      'backup-api-url',
      'Input `backup-api-url` needs `api-url` as well: the backup is used only after the primary fails.',
    );
  }

  const outputDirInput = input('output-dir');
  const runnerTemp = env.RUNNER_TEMP || tmpdir();
  const outputDir = outputDirInput
    ? isAbsolute(outputDirInput)
      ? outputDirInput
      : resolve(workspace, outputDirInput)
    : join(runnerTemp, 'md-platform');

  const rateLimitText = input('rate-limit') || '100/60s';
  let rateLimit: Config['rateLimit'];
  try {
    rateLimit = parseRateLimit(rateLimitText);
  } catch {
    throw new InputError(
      'rate-limit',
      `Input \`rate-limit\` must look like \`100/60s\` (requests per interval in ms, s or m); got "${rateLimitText}".`,
    );
  }

  return {
    workspace,
    files: lines(getInput('files')).length ? lines(getInput('files')) : ['**/*.md'],
    changedOnly: bool('changed-only', input('changed-only'), true),
    mode: oneOf('mode', input('mode') || 'auto', MODES),
    engine,
    apiKey,
    appId: optional(input('app-id')),
    appSecret: optional(input('app-secret')),
    apiUrl,
    backupApiUrl,
    credentialHeaderPrefix: matching(
      'credential-header-prefix',
      input('credential-header-prefix') || 'Messenger',
      /^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/,
      'letters, digits and hyphens',
    ),
    convert: {
      theme: optional(input('theme')),
      fontSize: optionalOneOf('font-size', input('font-size'), FONT_SIZES),
      backgroundType: optionalOneOf('background-type', input('background-type'), BACKGROUND_TYPES),
      convertVersion: optional(input('convert-version')),
    },
    draftType: oneOf('draft-type', input('draft-type') || 'article', DRAFT_TYPES),
    draftBranch: optional(input('draft-branch')),
    comment: bool('comment', input('comment'), true),
    commentTag: matching(
      'comment-tag',
      input('comment-tag') || 'md-platform',
      /^[A-Za-z0-9._-]{1,64}$/,
      'up to 64 letters, digits, dots, dashes and underscores',
    ),
    artifact: bool('artifact', input('artifact'), true),
    artifactName: matching(
      'artifact-name',
      input('artifact-name') || 'md-platform-html',
      /^[^"<>|*?:\r\n\\/]{1,200}$/,
      'a name without " : < > | * ? \\ / or newlines',
    ),
    retentionDays: optionalInteger('retention-days', input('retention-days'), 1, 90),
    outputDir,
    imageBaseUrl: optionalImageBase(input('image-base-url')),
    failOn: oneOf('fail-on', input('fail-on') || 'error', FAIL_ON),
    dryRun: bool('dry-run', input('dry-run'), false),
    ledger: oneOf('ledger', input('ledger') || 'github', ['github', 'off'] as const),
    redraft: lines(getInput('redraft')),
    maxFiles: integer('max-files', input('max-files') || '200', 1, 100_000),
    concurrency: integer('concurrency', input('concurrency') || '4', 1, 32),
    rateLimit,
    timeoutMs: Math.round(
      number('timeout-seconds', input('timeout-seconds') || '30', 1, 600) * 1000,
    ),
    githubToken: optional(input('github-token')),
  };
}

function lines(value: string): string[] {
  return value
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
}

function optional(value: string): string | undefined {
  return value === '' ? undefined : value;
}

function oneOf<T extends string>(name: string, value: string, allowed: readonly T[]): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new InputError(
    name,
    `Input \`${name}\` must be one of ${allowed.join(', ')}; got "${value}".`,
  );
}

function optionalOneOf<T extends string>(
  name: string,
  value: string,
  allowed: readonly T[],
): T | undefined {
  return value === '' ? undefined : oneOf(name, value, allowed);
}

function bool(name: string, value: string, fallback: boolean): boolean {
  if (value === '') return fallback;
  if (/^true$/i.test(value)) return true;
  if (/^false$/i.test(value)) return false;
  throw new InputError(name, `Input \`${name}\` must be true or false; got "${value}".`);
}

function number(name: string, value: string, min: number, max: number): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n < min || n > max) {
    throw new InputError(
      name,
      `Input \`${name}\` must be a number from ${min} to ${max}; got "${value}".`,
    );
  }
  return n;
}

function integer(name: string, value: string, min: number, max: number): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min || n > max) {
    throw new InputError(
      name,
      `Input \`${name}\` must be a whole number from ${min} to ${max}; got "${value}".`,
    );
  }
  return n;
}

function optionalInteger(
  name: string,
  value: string,
  min: number,
  max: number,
): number | undefined {
  return value === '' ? undefined : integer(name, value, min, max);
}

function matching(name: string, value: string, pattern: RegExp, what: string): string {
  if (pattern.test(value)) return value;
  throw new InputError(name, `Input \`${name}\` must be ${what}; got "${value}".`);
}

function optionalUrl(name: string, value: string): string | undefined {
  if (value === '') return undefined;
  return assertServiceUrl(name, value);
}

function optionalImageBase(value: string): string | undefined {
  if (value === '') return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new InputError(
      'image-base-url',
      `Input \`image-base-url\` must be an absolute http(s) URL; got "${value}".`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new InputError(
      'image-base-url',
      `Input \`image-base-url\` must use https:// (or http://); got "${url.protocol}".`,
    );
  }
  return url.href.endsWith('/') ? url.href : `${url.href}/`;
}
