import type { BackgroundType, DraftType, FontSize } from './types.js';

export const MODES = ['auto', 'check', 'convert', 'preview', 'draft'] as const;
export const ENGINES = ['auto', 'remote', 'local'] as const;
export const FAIL_ON = ['error', 'warning', 'never'] as const;

export type Mode = (typeof MODES)[number];
export type EngineChoice = (typeof ENGINES)[number];
export type FailOn = (typeof FAIL_ON)[number];

/** Convert options from inputs; front matter may override them per file. */
export interface ConvertOptions {
  theme?: string;
  fontSize?: FontSize;
  backgroundType?: BackgroundType;
  convertVersion?: string;
}

export interface RateLimit {
  /** Requests allowed per interval. */
  requests: number;
  intervalMs: number;
}

/** Everything the service client needs; shared by the action and the CLI. */
export interface ServiceConfig {
  apiKey: string;
  apiUrl: string;
  backupApiUrl?: string;
  appId?: string;
  appSecret?: string;
  credentialHeaderPrefix: string;
  concurrency: number;
  rateLimit: RateLimit;
  timeoutMs: number;
  /** How messages name a setting (`api-url`, `api-key`): the CLI says `--api-url`; default ``Input `api-url` ``. */
  settingName?: (setting: string) => string;
  /** Where the key came from, for the rejected-key message; default "the `api-key` secret". */
  keySource?: string;
}

/** The action's inputs, read and validated once (src/inputs.ts) and passed down. */
export interface Config {
  workspace: string;
  files: string[];
  changedOnly: boolean;
  mode: Mode;
  engine: EngineChoice;
  apiKey?: string;
  appId?: string;
  appSecret?: string;
  apiUrl?: string;
  backupApiUrl?: string;
  credentialHeaderPrefix: string;
  convert: ConvertOptions;
  draftType: DraftType;
  draftBranch?: string;
  comment: boolean;
  commentTag: string;
  artifact: boolean;
  artifactName: string;
  retentionDays?: number;
  outputDir: string;
  imageBaseUrl?: string;
  failOn: FailOn;
  dryRun: boolean;
  ledger: 'github' | 'off';
  /** Globs of files to draft again whatever the ledger says (after a person checked the draft box). */
  redraft: string[];
  maxFiles: number;
  concurrency: number;
  rateLimit: RateLimit;
  timeoutMs: number;
  githubToken?: string;
}

/** The default service URL is configuration, never hard-coded: remote runs need `api-url`. */
export function serviceConfig(config: Config): ServiceConfig | undefined {
  if (!config.apiKey || !config.apiUrl) return undefined;
  return {
    apiKey: config.apiKey,
    apiUrl: config.apiUrl,
    backupApiUrl: config.backupApiUrl,
    appId: config.appId,
    appSecret: config.appSecret,
    credentialHeaderPrefix: config.credentialHeaderPrefix,
    concurrency: config.concurrency,
    rateLimit: config.rateLimit,
    timeoutMs: config.timeoutMs,
  };
}
