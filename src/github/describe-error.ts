/**
 * What a failed GitHub call says, in words a user can act on: an exhausted rate
 * limit is named as one (a 403 for a rate limit is not a missing permission), and
 * the server's answer is summarised, never quoted whole (a proxy's HTML error page
 * is 20 KB).
 */

/** At most this many characters of a server's answer appear in a message. */
export const DETAIL_MAX = 300;

export interface RateLimit {
  kind: 'primary' | 'secondary';
  /** When GitHub said the limit resets, or when it asked to be called again. */
  resetAt?: Date;
}

interface ErrorLike {
  status?: unknown;
  message?: unknown;
  response?: { headers?: Record<string, unknown> };
}

function header(error: ErrorLike, name: string): string | undefined {
  const value = error.response?.headers?.[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/** The rate limit behind a 403/429, or undefined when the failure is something else. */
export function rateLimitOf(error: unknown, now = Date.now()): RateLimit | undefined {
  const e = (error ?? {}) as ErrorLike;
  if (e.status !== 403 && e.status !== 429) return undefined;
  const message = typeof e.message === 'string' ? e.message : '';
  const retryAfter = Number(header(e, 'retry-after'));
  const retryAt =
    Number.isFinite(retryAfter) && retryAfter >= 0 ? new Date(now + retryAfter * 1000) : undefined;
  if (/secondary rate limit|abuse detection/i.test(message))
    return { kind: 'secondary', resetAt: retryAt };
  if (header(e, 'x-ratelimit-remaining') === '0') {
    const reset = Number(header(e, 'x-ratelimit-reset'));
    return { kind: 'primary', resetAt: reset > 0 ? new Date(reset * 1000) : retryAt };
  }
  if (e.status === 429 || retryAt || /rate limit/i.test(message))
    return { kind: 'secondary', resetAt: retryAt };
  return undefined;
}

/** "GitHub's API rate limit is exhausted …; it resets at 20:15:00 UTC (in 42 min)." */
export function rateLimitMessage(limit: RateLimit, action: string, now = Date.now()): string {
  const name = limit.kind === 'primary' ? 'API rate limit' : 'secondary rate limit';
  let when = 'Wait a few minutes before re-running.';
  if (limit.resetAt) {
    const seconds = Math.max(0, Math.ceil((limit.resetAt.getTime() - now) / 1000));
    const wait = seconds >= 120 ? `${Math.ceil(seconds / 60)} min` : `${seconds} s`;
    when = `It resets at ${limit.resetAt.toISOString().slice(11, 19)} UTC (in ${wait}); re-run after that.`;
  }
  return `GitHub's ${name} for this token is exhausted, so the action could not ${action}. ${when} This is not a permissions problem.`;
}

/**
 * A short, single-line excerpt of what the server said: markup removed, whitespace
 * collapsed, cut at DETAIL_MAX characters.
 */
export function detailOf(error: unknown): string {
  const raw = error instanceof Error ? error.message : String(error);
  const text = raw
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...text];
  return chars.length > DETAIL_MAX ? `${chars.slice(0, DETAIL_MAX).join('')}… (cut)` : text;
}
