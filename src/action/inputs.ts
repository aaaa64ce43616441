import { isAbsolute, join, resolve } from 'node:path';
import * as core from '@actions/core';
import { InputError } from '../core/errors.js';
import type { Config } from '../settings/config.js';
import {
  BUDGET_SETTINGS,
  budgetOf,
  INPUT_NAMING,
  parseSettings,
  type SettingName,
} from '../settings/schema.js';

export type GetInput = (name: string) => string;

export interface InputSources {
  getInput?: GetInput;
  /** Called with each credential before anything is logged. */
  setSecret?: (value: string) => void;
  /** The checkout (`GITHUB_WORKSPACE`): relative paths resolve from it. */
  workspace: string;
  /** The runner's temporary folder (`RUNNER_TEMP`): the default output folder is made there. */
  runnerTemp: string;
}

const SECRET_INPUTS = ['api-key', 'app-id', 'app-secret', 'github-token'] as const;

/** Every input of action.yml that is a setting of the run. */
const ACTION_INPUTS = [
  'files',
  'changed-only',
  'mode',
  'engine',
  'api-key',
  'app-id',
  'app-secret',
  'api-url',
  'backup-api-url',
  'credential-header-prefix',
  'theme',
  'font-size',
  'background-type',
  'convert-version',
  'draft-type',
  'draft-branch',
  'comment',
  'comment-tag',
  'artifact',
  'artifact-name',
  'retention-days',
  'output-dir',
  'image-base-url',
  'fail-on',
  'dry-run',
  'ledger',
  'redraft',
  'max-files',
  'concurrency',
  'rate-limit',
  'timeout-seconds',
  'github-token',
  ...BUDGET_SETTINGS,
] as const satisfies readonly SettingName[];

/**
 * Reads every action input once into a validated Config. Credentials are masked
 * first, so no later log line, including this function's own errors, can show them.
 * A bad value throws an InputError naming the input and what it accepts.
 */
export function readConfig(sources: InputSources): Config {
  const getInput = sources.getInput ?? ((name: string) => core.getInput(name));
  const setSecret = sources.setSecret ?? core.setSecret;
  const raw = Object.fromEntries(ACTION_INPUTS.map((name) => [name, getInput(name)]));
  for (const name of SECRET_INPUTS) {
    const value = raw[name].trim();
    if (value) setSecret(value);
  }

  const s = parseSettings(ACTION_INPUTS, raw, INPUT_NAMING);
  const workspace = resolve(sources.workspace);
  const engine = s.engine ?? 'auto';
  // Rules between inputs; the CLI has its own, as its key may come from the environment.
  if (engine === 'remote' && !s['api-key']) {
    throw new InputError(
      'api-key',
      'Input `engine` is `remote` but `api-key` is empty: the service needs a key. Set `api-key: ${{ secrets.MD_PLATFORM_API_KEY }}` or use `engine: local`.',
    );
  }
  if (s['api-key'] && engine !== 'local' && !s['api-url']) {
    throw new InputError(
      'api-url',
      'Input `api-url` is required with `api-key`: it is the base URL of the conversion service (https://…). Set it, or use `engine: local`.',
    );
  }
  if (s['backup-api-url'] && !s['api-url']) {
    throw new InputError(
      'backup-api-url',
      'Input `backup-api-url` needs `api-url` as well: the backup is used only after the primary fails.',
    );
  }
  const outputDir = s['output-dir'];

  return {
    workspace,
    files: s.files.length ? s.files : ['**/*.md'],
    changedOnly: s['changed-only'],
    mode: s.mode,
    engine,
    apiKey: s['api-key'],
    appId: s['app-id'],
    appSecret: s['app-secret'],
    apiUrl: s['api-url'],
    backupApiUrl: s['backup-api-url'],
    credentialHeaderPrefix: s['credential-header-prefix'],
    convert: {
      theme: s.theme,
      fontSize: s['font-size'],
      backgroundType: s['background-type'],
      convertVersion: s['convert-version'],
    },
    draftType: s['draft-type'],
    draftBranch: s['draft-branch'],
    comment: s.comment,
    commentTag: s['comment-tag'],
    artifact: s.artifact,
    artifactName: s['artifact-name'],
    retentionDays: s['retention-days'],
    outputDir: outputDir
      ? isAbsolute(outputDir)
        ? outputDir
        : resolve(workspace, outputDir)
      : join(sources.runnerTemp, 'md-platform'),
    imageBaseUrl: s['image-base-url'],
    failOn: s['fail-on'],
    dryRun: s['dry-run'],
    ledger: s.ledger,
    redraft: s.redraft,
    maxFiles: s['max-files'],
    concurrency: s.concurrency,
    rateLimit: s['rate-limit'],
    timeoutMs: Math.round(s['timeout-seconds'] * 1000),
    githubToken: s['github-token'],
    budget: budgetOf(s),
  };
}
