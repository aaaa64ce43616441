import { ServiceError } from '../core/errors.js';

/**
 * Identifiers the service documents (the table of src/server/envelope.ts) or that `serve` sends. Anything else a
 * server names is shown in the message, redacted and capped, under `service_error`.
 */
export const REJECTION_CODES = [
  'markdown_too_long',
  'too_many_images',
  'too_many_code_blocks',
  'too_many_mermaid_blocks',
  'mermaid_block_too_long',
  'invalid_request',
  'unknown_theme',
  'malformed_module',
  'missing_platform_credentials',
  'not_found',
  'method_not_allowed',
  'request_timeout',
  'request_too_large',
  'unsupported_media_type',
  'outbox_full',
  'internal_error',
] as const;

export type RejectionCode = (typeof REJECTION_CODES)[number] | 'service_error';

/** Every code a ServiceError of the client can carry. */
export type ServiceErrorCode =
  | RejectionCode
  | 'invalid_api_key'
  | 'rate_limited'
  | 'service_unavailable'
  | 'service_unreachable'
  | 'timeout'
  | 'connection_lost'
  | 'aborted'
  | 'unexpected_redirect'
  | 'invalid_response'
  | 'client_closed'
  | `http_${number}`;

export function isRejectionCode(value: string): value is RejectionCode {
  return value === 'service_error' || (REJECTION_CODES as readonly string[]).includes(value);
}

/**
 * The service understood the request and refused it (non-zero envelope code).
 * `limit`/`actual` are set when the service said which limit was crossed.
 */
export class ServiceRejection extends ServiceError {
  declare readonly code: RejectionCode;
  readonly limit?: number;
  readonly actual?: number;
  constructor(
    code: RejectionCode,
    message: string,
    details: { status?: number; origin?: string; limit?: number; actual?: number },
  ) {
    super(code, message, { status: details.status, origin: details.origin });
    this.limit = details.limit;
    this.actual = details.actual;
  }
}

/** A ServiceError whose code is one of the client's own. */
export function serviceError(
  code: ServiceErrorCode,
  message: string,
  details: { status?: number; origin?: string; uncertain?: boolean; cause?: unknown } = {},
): ServiceError {
  return new ServiceError(code, message, details);
}

/** A short, single-line excerpt of (already redacted) server text for an error message. */
export function excerpt(text: string, max = 200): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max)}…` : line;
}
