import type { DocumentBudget } from '../core/budget.js';
import type { BackgroundType, DraftType, FontSize } from '../core/types.js';
import type { RateLimit, ServiceConfig } from '../service/config.js';

export const MODES = ['auto', 'check', 'convert', 'preview', 'draft'] as const;
export const ENGINES = ['auto', 'remote', 'local'] as const;
export const FAIL_ON = ['error', 'warning', 'never'] as const;

/** The platform's own header prefix: `Messenger-Appid`, `Messenger-App-Secret`. */
export const DEFAULT_CREDENTIAL_HEADER_PREFIX = 'Messenger';

/** `serve --outbox-max-mb`: the sandbox outbox's size cap, far above what tests or a self-hoster's drafts need. */
export const DEFAULT_OUTBOX_MAX_MB = 512;

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

// The service client's own settings live with it (service/config.ts); settings build them.
export type { RateLimit, ServiceConfig };

/**
 * The action's inputs, read and validated once (action/inputs.ts, each value by its rule in
 * schema.ts, the rules between them in rules.ts) and passed down. Each field names its input; action.yml has the details.
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
  /** The service, when `api-key` and `api-url` are set (settings/rules.ts); drafts need it too. */
  service?: ServiceConfig;
  /** What reading the settings found worth telling (a theme only the service knows). */
  notices?: string[];
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
