import { ServiceError } from '../errors.js';

/**
 * The service understood the request and refused it (non-zero envelope code).
 * `code` is the service's identifier (`markdown_too_long`, `invalid_api_key`, …);
 * `limit`/`actual` are set when the service said which limit was crossed.
 */
export class ServiceRejection extends ServiceError {
  readonly limit?: number;
  readonly actual?: number;
  constructor(
    code: string,
    message: string,
    details: { status?: number; origin?: string; limit?: number; actual?: number },
  ) {
    super(code, message, { status: details.status, origin: details.origin });
    this.limit = details.limit;
    this.actual = details.actual;
  }
}

/**
 * Text that came from the server (its `msg`) is shown to the user; a careless or
 * hostile server could echo the credentials it was sent, so they are blanked out.
 */
export function redact(text: string, secrets: readonly (string | undefined)[]): string {
  let out = text;
  for (const secret of secrets) {
    if (secret && secret.length >= 4) out = out.split(secret).join('***');
  }
  return out;
}

/** A short, single-line excerpt of server text for an error message. */
export function excerpt(text: string, max = 200): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max)}…` : line;
}
