/** What the service client is given: built by the settings (settings/rules.ts), read here. */

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
