import { InputError } from '../core/errors.js';
import { DEFAULT_CREDENTIAL_HEADER_PREFIX, type ServiceConfig } from '../settings/config.js';
import {
  type FieldOptions,
  FLAG_NAMING,
  parseSettings,
  type RawSettings,
  type SettingName,
} from '../settings/schema.js';
import type { FlagValues } from './args.js';

/**
 * The CLI's flags through the one settings schema (settings.ts): the same rule as the
 * action's input of the same name, with messages that name the flag (`--rate-limit`).
 */
export function readFlags<K extends SettingName>(
  names: readonly K[],
  values: FlagValues,
  options?: FieldOptions,
) {
  const raw: RawSettings = {};
  for (const name of names) {
    const value = values[name];
    if (typeof value === 'string') raw[name] = value;
  }
  return parseSettings(names, raw, FLAG_NAMING, options);
}

/** The flags that configure the service. */
export const SERVICE_FLAGS = [
  'api-key',
  'api-url',
  'backup-api-url',
  'rate-limit',
  'timeout-seconds',
] as const satisfies readonly SettingName[];
type ServiceFlag = (typeof SERVICE_FLAGS)[number];

/**
 * The service for `--engine remote` and `validate`. The key may come from the
 * environment (MD_PLATFORM_API_KEY), which other users of the machine cannot read in
 * the process list; `env` is the entry point's.
 */
export function serviceFlags(
  s: ReturnType<typeof readFlags<ServiceFlag>>,
  env: NodeJS.ProcessEnv,
  concurrency: number,
): ServiceConfig {
  const apiKey = s['api-key'] ?? env.MD_PLATFORM_API_KEY;
  if (!apiKey)
    throw new InputError('api-key', 'no API key: set MD_PLATFORM_API_KEY or pass --api-key.');
  if (!s['api-url'])
    throw new InputError('api-url', '--api-url is required: the base URL of the service.');
  return {
    apiKey,
    apiUrl: s['api-url'],
    backupApiUrl: s['backup-api-url'],
    credentialHeaderPrefix: DEFAULT_CREDENTIAL_HEADER_PREFIX,
    concurrency,
    rateLimit: s['rate-limit'],
    timeoutMs: Math.round(s['timeout-seconds'] * 1000),
    settingName: FLAG_NAMING,
    keySource: s['api-key'] ? '--api-key' : 'MD_PLATFORM_API_KEY',
  };
}
