import { DocumentError, LimitError, type ServiceError } from '../core/errors.js';
import { LIMIT_CODES, LIMITS } from '../markdown/limits.js';
import type { ServiceClient } from '../service/client.js';
import { ServiceRejection } from '../service/errors.js';
import type { Engine } from './engine.js';
import { createSanitizer } from './sanitize.js';

const LIMIT_BY_CODE = new Map<string, number>(
  (Object.keys(LIMIT_CODES) as (keyof typeof LIMIT_CODES)[]).map((key) => [
    LIMIT_CODES[key],
    LIMITS[key],
  ]),
);

/**
 * The service as an Engine, its HTML sanitized. A refusal about the document itself (a limit, a bad
 * theme, an invalid body) becomes a DocumentError/LimitError so it is reported on the
 * file like the local engine's; auth, rate and transport faults stay ServiceErrors.
 */
export function createRemoteEngine(client: ServiceClient): Engine {
  // The service's HTML is written into pages reviewers open: it gets the same allow-list
  // as raw HTML in Markdown, so nothing in an answer can run (scripts, handlers, links).
  const sanitize = createSanitizer();
  return {
    name: 'remote',
    async convert(request, signal) {
      let result: Awaited<ReturnType<ServiceClient['convert']>>;
      try {
        result = await client.convert(request, signal);
      } catch (error) {
        throw asDocumentError(error);
      }
      return { ...result, html: sanitize(result.html, false) };
    },
  };
}

function asDocumentError(error: unknown): unknown {
  if (!(error instanceof ServiceRejection)) return error;
  const limit = LIMIT_BY_CODE.get(error.code);
  if (limit !== undefined && error.actual !== undefined) {
    return new LimitError(error.code, error.message, error.limit ?? limit, error.actual);
  }
  if (limit !== undefined || error.status === 400 || error.status === 413 || error.status === 422) {
    return new DocumentError(error.code, error.message, undefined, { cause: error });
  }
  return error satisfies ServiceError;
}
