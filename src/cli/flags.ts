import {
  DEFAULT_CREDENTIAL_HEADER_PREFIX,
  type EngineChoice,
  type ServiceConfig,
} from '../settings/config.js';
import { type EntryWords, serviceConfig } from '../settings/rules.js';
import {
  type FieldOptions,
  FLAG_NAMING,
  parseSettings,
  type RawSettings,
  type SettingName,
} from '../settings/schema.js';
import type { FlagValues } from './args.js';

/**
 * The CLI's flags through the one settings schema (settings/schema.ts): the same rule as the
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

/** How the rules between settings word their messages on the command line. */
export const CLI_WORDS: EntryWords = {
  name: FLAG_NAMING,
  keyHint: 'set MD_PLATFORM_API_KEY or pass --api-key, or use --engine local.',
  themeHint: 'run md-platform themes for the ids.',
};

/**
 * The service from the flags, by the rules the action's inputs follow (settings/rules.ts).
 * The key may come from the environment (MD_PLATFORM_API_KEY), which other users of the
 * machine cannot read in the process list; `env` is the entry point's. A key found only
 * there, without `--api-url`, leaves `auto` converting locally.
 */
export function cliService(
  s: ReturnType<typeof readFlags<ServiceFlag>>,
  env: NodeJS.ProcessEnv,
  { engine, concurrency }: { engine: EngineChoice; concurrency: number },
): ServiceConfig | undefined {
  const apiKey = s['api-key'] ?? (env.MD_PLATFORM_API_KEY?.trim() || undefined);
  return serviceConfig(
    {
      engine,
      apiKey,
      keyGiven: s['api-key'] !== undefined,
      keySource: s['api-key'] ? '--api-key' : 'MD_PLATFORM_API_KEY',
      apiUrl: s['api-url'],
      backupApiUrl: s['backup-api-url'],
      credentialHeaderPrefix: DEFAULT_CREDENTIAL_HEADER_PREFIX,
      concurrency,
      rateLimit: s['rate-limit'],
      timeoutMs: Math.round(s['timeout-seconds'] * 1000),
    },
    CLI_WORDS,
  );
}
