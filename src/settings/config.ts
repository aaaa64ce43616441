import type { DocumentBudget } from '../core/budget.js';
import type { BackgroundType, DraftType, FontSize } from '../core/types.js';

export const MODES = ['auto', 'check', 'convert', 'preview', 'draft'] as const;
export const ENGINES = ['auto', 'remote', 'local'] as const;
export const FAIL_ON = ['error', 'warning', 'never'] as const;

/** The platform's own header prefix: `Messenger-Appid`, `Messenger-App-Secret`. */
export const DEFAULT_CREDENTIAL_HEADER_PREFIX = 'Messenger';

export type Mode = (typeof MODES)[number];
export type EngineChoice = (typeof ENGINES)[number];
export type FailOn = (typeof FAIL_ON)[number];

/** Convert options from inputs; front matter may override them per file. */
export interface ConvertOptions {
  /** Theme id (`theme`); unset: the engine's default. */
  theme?: string;
  /** `font-size`: small, medium or large. */
  fontSize?: FontSize;
  /** `background-type`: default, grid or none. */
  backgroundType?: BackgroundType;
  /** `convert-version`: the service's converter version to ask for. */
  convertVersion?: string;
}

export interface RateLimit {
  /** Requests allowed per interval. */
  requests: number;
  /** The interval, in milliseconds. */
  intervalMs: number;
}

/** Everything the service client needs; shared by the action and the CLI. */
export interface ServiceConfig {
  /** The service key (`api-key`, or the CLI's MD_PLATFORM_API_KEY); masked before any log line. */
  apiKey: string;
  /** Base URL of the service (`api-url`): https, or http on loopback; no trailing slash. */
  apiUrl: string;
  /** Failover service (`backup-api-url`), used only after the primary fails. */
  backupApiUrl?: string;
  /** The platform app's id (`app-id`), sent in a header with drafts; masked. */
  appId?: string;
  /** The platform app's secret (`app-secret`), sent in a header with drafts; masked. */
  appSecret?: string;
  /** Prefix of the app credential headers (`credential-header-prefix`): `<prefix>-Appid`. */
  credentialHeaderPrefix: string;
  /** Requests in flight at once (`concurrency`). */
  concurrency: number;
  /** Client-side limit for the key (`rate-limit`, like `100/60s`). */
  rateLimit: RateLimit;
  /** Per request (`timeout-seconds`), in milliseconds. */
  timeoutMs: number;
  /** How messages name a setting (`api-url`, `api-key`): the CLI says `--api-url`; default ``Input `api-url` ``. */
  settingName?: (setting: string) => string;
  /** Where the key came from, for the rejected-key message; default "the `api-key` secret". */
  keySource?: string;
}

/**
 * The action's inputs, read and validated once (inputs.ts, each value by its rule in
 * settings.ts) and passed down. Each field names its input; action.yml has the details.
 */
export interface Config {
  /** The checkout (`GITHUB_WORKSPACE`): files are read inside it only. */
  workspace: string;
  /** `files`: globs of the Markdown to process, `!` to exclude; default every `.md` file. */
  files: string[];
  /** `changed-only`: a PR or push processes only its changed files. */
  changedOnly: boolean;
  /** `mode`: auto, check, convert, preview or draft. */
  mode: Mode;
  /** `engine`: the service (remote), the embedded one (local), or auto. */
  engine: EngineChoice;
  /** `api-key`: the service key; masked. */
  apiKey?: string;
  /** `app-id`: the platform app, for drafts; masked. */
  appId?: string;
  /** `app-secret`: the platform app's secret, for drafts; masked. */
  appSecret?: string;
  /** `api-url`: the service's base URL, required with a key unless the engine is local. */
  apiUrl?: string;
  /** `backup-api-url`: the failover service. */
  backupApiUrl?: string;
  /** `credential-header-prefix`: letters, digits and hyphens; default `Messenger`. */
  credentialHeaderPrefix: string;
  /** Theme, font size, background and converter version for every file. */
  convert: ConvertOptions;
  /** `draft-type`: article or newspic, when front matter does not say. */
  draftType: DraftType;
  /** `draft-branch`: a push there drafts; default the repository's default branch. */
  draftBranch?: string;
  /** `comment`: the sticky PR comment. */
  comment: boolean;
  /** `comment-tag`: tells this step's comment from others'; also the summary's title. */
  commentTag: string;
  /** `artifact`: upload the pages as an artifact. */
  artifact: boolean;
  /** `artifact-name`: the artifact's name. */
  artifactName: string;
  /** `retention-days`: 1 to 90; unset, the repository's setting. */
  retentionDays?: number;
  /** `output-dir`, absolute: where pages, gallery and report.json are written. */
  outputDir: string;
  /** `image-base-url`: prefix making relative images absolute for drafts, ending in `/`. */
  imageBaseUrl?: string;
  /** `fail-on`: which findings fail the step. */
  failOn: FailOn;
  /** `dry-run`: plan the drafts without creating them. */
  dryRun: boolean;
  /** `ledger`: record drafts in a commit comment (github) so a re-run does not repeat them. */
  ledger: 'github' | 'off';
  /** Globs of files to draft again whatever the ledger says (after a person checked the draft box). */
  redraft: string[];
  /** `max-files`: a run with more files fails instead of converting them. */
  maxFiles: number;
  /** `concurrency`: documents converted at once, and requests in flight. */
  concurrency: number;
  /** `rate-limit`: the client-side limit for the key. */
  rateLimit: RateLimit;
  /** `timeout-seconds`, in milliseconds: per request. */
  timeoutMs: number;
  /** `github-token`: comments, changed files, the ledger; masked. */
  githubToken?: string;
  /**
   * `document-timeout-seconds`, `document-memory-mb`, `max-html-bytes`: what one document
   * may cost the embedded engine (core/budget.ts).
   */
  budget?: DocumentBudget;
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
