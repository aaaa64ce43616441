import { InputError } from '../core/errors.js';
import type { ServiceConfig } from './config.js';

const KEY_PREFIXES = ['wme_', 'wme2_', 'wmt_'];
// Visible ASCII only: anything else would be refused by the HTTP layer with an
// error that might quote the value.
const HEADER_SAFE = /^[\x21-\x7e]+$/;

/**
 * Refuses credentials that cannot be sent in a header (the HTTP layer's own error
 * might quote them); returns warnings for the caller to log.
 */
export function checkCredentials(
  config: ServiceConfig,
  label: (setting: string) => string = (setting) => `Input \`${setting}\``,
): string[] {
  if (!config.apiKey || !HEADER_SAFE.test(config.apiKey)) {
    throw new InputError(
      'api-key',
      `${label('api-key')} is empty or contains spaces or characters that cannot be sent in an HTTP header.`,
    );
  }
  for (const [input, value] of [
    ['app-id', config.appId],
    ['app-secret', config.appSecret],
  ] as const) {
    if (value !== undefined && value !== '' && !HEADER_SAFE.test(value)) {
      throw new InputError(
        input,
        `${label(input)} contains spaces or characters that cannot be sent in an HTTP header.`,
      );
    }
  }
  if (!KEY_PREFIXES.some((prefix) => config.apiKey.startsWith(prefix))) {
    return [
      'The API key does not start with wme_, wme2_ or wmt_, the prefixes the service issues; requests may be refused.',
    ];
  }
  return [];
}
