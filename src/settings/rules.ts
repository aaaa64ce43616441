/**
 * The rules between settings, written once for the action and the CLI: which service a run
 * talks to (a key needs its URL, `remote` needs a key, a backup needs a primary), and
 * whether the theme asked for is one the engine that will draw it knows.
 */
import { InputError } from '../core/errors.js';
import { didYouMean } from '../core/suggest.js';
import { THEME_IDS } from '../core/types.js';
import type { EngineChoice, ServiceConfig } from './config.js';
import type { Naming } from './schema.js';

/** How an entry point words the rules' messages. */
export interface EntryWords {
  /** `Input \`api-url\`` for the action, `--api-url` for the CLI. */
  name: Naming;
  /** How to give the service a key, for the message when it has none. */
  keyHint: string;
  /** Where the list of theme ids is, for the message about an unknown theme. */
  themeHint: string;
}

/**
 * The settings the service rules read, already checked one by one (schema.ts): the service's
 * own, with the key and the URLs not yet known to be there.
 */
export interface ServiceSettings
  extends Pick<
    ServiceConfig,
    | 'backupApiUrl'
    | 'appId'
    | 'appSecret'
    | 'credentialHeaderPrefix'
    | 'concurrency'
    | 'rateLimit'
    | 'timeoutMs'
  > {
  engine: EngineChoice;
  apiKey?: string;
  /**
   * Where the key came from, named in the rejected-key message: "the `api-key` secret",
   * `--api-key` or `MD_PLATFORM_API_KEY`.
   */
  keySource?: string;
  /**
   * False when the key was found in the environment rather than given for this run: the CLI
   * then converts locally without complaint when no service URL is given either.
   */
  keyGiven?: boolean;
  apiUrl?: string;
}

/**
 * The service this run may use, or undefined when no key and URL are configured. Throws an
 * InputError for settings that contradict each other.
 */
export function serviceConfig(s: ServiceSettings, words: EntryWords): ServiceConfig | undefined {
  const { name } = words;
  if (s.engine === 'remote' && !s.apiKey) {
    throw new InputError(
      'api-key',
      `${name('engine')} is \`remote\` but no API key is set: the service needs a key; ${words.keyHint}`,
    );
  }
  const needsUrl = s.engine === 'remote' || (s.engine === 'auto' && s.keyGiven !== false);
  if (s.apiKey && needsUrl && !s.apiUrl) {
    throw new InputError(
      'api-url',
      `${name('api-url')} is required with an API key: it is the base URL of the conversion service (https://…). Set it, or convert with the local engine.`,
    );
  }
  if (s.backupApiUrl && !s.apiUrl) {
    throw new InputError(
      'backup-api-url',
      `${name('backup-api-url')} needs ${name('api-url')} as well: the backup is used only after the primary fails.`,
    );
  }
  if (!s.apiKey || !s.apiUrl) return undefined;
  return {
    apiKey: s.apiKey,
    apiUrl: s.apiUrl,
    backupApiUrl: s.backupApiUrl,
    appId: s.appId,
    appSecret: s.appSecret,
    credentialHeaderPrefix: s.credentialHeaderPrefix,
    concurrency: s.concurrency,
    rateLimit: s.rateLimit,
    timeoutMs: s.timeoutMs,
    settingName: name,
    keySource: s.keySource,
  };
}

/** Whether documents go to the service: `remote`, or `auto` with a service configured. */
export function convertsRemotely(
  engine: EngineChoice,
  service: ServiceConfig | undefined,
): boolean {
  return engine === 'remote' || (engine === 'auto' && service !== undefined);
}

/**
 * The theme checked where it is given, once, against the embedded engine's catalogue. An id
 * the catalogue lacks is refused with the closest id, unless the service draws the documents:
 * the service knows themes the embedded engine does not, so the id goes to it, with a notice.
 */
export function checkTheme(
  theme: string | undefined,
  remote: boolean,
  words: EntryWords,
): { theme?: string; notice?: string } {
  if (theme === undefined || THEME_IDS.includes(theme)) return { theme };
  const shown = `"${theme.slice(0, 64)}"`;
  const hint = didYouMean(theme, THEME_IDS);
  if (remote) {
    return {
      theme,
      notice: `${words.name('theme')} ${shown} is not one of the embedded engine's themes${hint}; it is sent to the service as written.`,
    };
  }
  throw new InputError(
    'theme',
    `${words.name('theme')} ${shown} is not a theme${hint}; ${words.themeHint}`,
  );
}
