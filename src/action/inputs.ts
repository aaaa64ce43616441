import { isAbsolute, join, resolve } from 'node:path';
import * as core from '@actions/core';
import type { Config } from '../settings/config.js';
import { checkTheme, convertsRemotely, type EntryWords, serviceConfig } from '../settings/rules.js';
import { ACTION_INPUTS, budgetOf, INPUT_NAMING, parseSettings } from '../settings/schema.js';

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

/** How the rules between inputs word their messages for a workflow's author. */
export const ACTION_WORDS: EntryWords = {
  name: INPUT_NAMING,
  keyHint:
    'set `api-key` (as in `api-key: ${{ secrets.MD_PLATFORM_API_KEY }}`) or use `engine: local`.',
  themeHint: "the README's theme list has every id.",
};

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
  const timeoutMs = Math.round(s['timeout-seconds'] * 1000);
  // The rules between inputs, the CLI's too (settings/rules.ts).
  const service = serviceConfig(
    {
      engine: s.engine,
      apiKey: s['api-key'],
      apiUrl: s['api-url'],
      backupApiUrl: s['backup-api-url'],
      appId: s['app-id'],
      appSecret: s['app-secret'],
      credentialHeaderPrefix: s['credential-header-prefix'],
      concurrency: s.concurrency,
      rateLimit: s['rate-limit'],
      timeoutMs,
    },
    ACTION_WORDS,
  );
  // Once, on the input: an unknown theme is one error for the workflow, not one per article.
  const { theme, notice } = checkTheme(s.theme, convertsRemotely(s.engine, service), ACTION_WORDS);
  const outputDir = s['output-dir'];

  return {
    workspace,
    files: s.files,
    changedOnly: s['changed-only'],
    mode: s.mode,
    engine: s.engine,
    service,
    notices: notice ? [notice] : [],
    apiKey: s['api-key'],
    appId: s['app-id'],
    appSecret: s['app-secret'],
    apiUrl: s['api-url'],
    backupApiUrl: s['backup-api-url'],
    credentialHeaderPrefix: s['credential-header-prefix'],
    convert: {
      theme,
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
    timeoutMs,
    githubToken: s['github-token'],
    budget: budgetOf(s),
  };
}
