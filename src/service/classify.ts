import type { ServiceError } from '../core/errors.js';
import { type Redact, redactDeep } from '../core/secrets.js';
import { ENGLISH } from '../core/zod-english.js';
import {
  excerpt,
  isRejectionCode,
  type RejectionCode,
  ServiceRejection,
  serviceError,
} from './errors.js';
import { parseRetryAfter } from './retry.js';
import { describeIssues, envelopeSchema, errorDataSchema } from './schemas.js';
import type { HttpResponse } from './transport.js';

// The service's answer, decided without side effects: what came back, or why the
// attempt failed and what may be done about it. The retry loop acts on the verdict.

export const VALIDATE_PATH = '/api/auth/validate';
export const UNCERTAIN_HINT = 'check the draft box on the platform before running again';
const IDENTIFIER = /^[a-z][a-z0-9_]{1,63}$/;
/** Server-chosen identifiers and addresses are shown at most this long. */
const SHOWN_MAX = 64;

export interface Operation {
  /** For messages: "convert", "article draft", … */
  label: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** Safe to send twice: retried on timeouts, lost connections and 5xx. */
  idempotent: boolean;
  /** Carries the platform credentials. */
  platform: boolean;
}

export interface Answer {
  data: unknown;
  status: number;
  origin: string;
}

/** Why one attempt failed, and what may be done about it. */
export interface Failure {
  error: ServiceError;
  retry: boolean;
  /** The origin itself is failing (not the request): a reason to use the backup. */
  failover: boolean;
  /** The connection was refused or never made: fail over without more attempts. */
  unreached?: boolean;
  /** The server asked to wait this long (Retry-After). */
  waitMs?: number;
  /** A rate limit: every request waits, not only this one. */
  rateLimited?: boolean;
}

export type Verdict = { ok: true; answer: Answer } | { ok: false; failure: Failure };

/** A response as the classifier sees it: redacted, and its body parsed once. */
export interface Received extends HttpResponse {
  /** The parsed body, or NOT_JSON. */
  json: unknown;
}

/**
 * Every string the server chose (body, JSON strings and keys, Location) through the
 * run's redactor, before anything reads it. The text is redacted before parsing (a
 * body that is not JSON is quoted as is) and the strings after it: a JSON escape can
 * hide a form of a credential that only decoding shows.
 */
export function redactResponse(response: HttpResponse, redact: Redact): Received {
  const location = response.headers.location;
  const text = redact(response.text);
  const json = parseJson(text);
  return {
    status: response.status,
    headers: {
      'retry-after': response.headers['retry-after'],
      location: Array.isArray(location) ? location.map(redact) : location && redact(location),
    },
    text,
    json: json === NOT_JSON ? json : redactDeep(json, redact),
  };
}

const fail = (failure: Failure): Verdict => ({ ok: false, failure });
const refuse = (error: ServiceError): Verdict => fail({ error, retry: false, failover: false });

/** A (redacted) response as an answer or a failure. */
export function classifyResponse(
  op: Operation,
  origin: string,
  response: Received,
  maxRetryAfterMs: number,
  keySource = 'the `api-key` secret',
): Verdict {
  const { status } = response;
  const where = origin;
  const mayExist = (ok: boolean) =>
    ok && !op.idempotent ? `; the ${op.label} may have been created; ${UNCERTAIN_HINT}` : '';

  if (status === 429 || status === 503) {
    const waitMs = parseRetryAfter(response.headers['retry-after']);
    if (waitMs !== undefined && waitMs > maxRetryAfterMs) {
      return refuse(
        serviceError(
          'rate_limited',
          `The service at ${where} answered HTTP ${status} and asks to wait ${Math.ceil(waitMs / 1000)} s, longer than this run waits; try again later or lower \`rate-limit\`.`,
          { status, origin: where },
        ),
      );
    }
    const rateLimited = status === 429;
    return fail({
      error: serviceError(
        rateLimited ? 'rate_limited' : 'service_unavailable',
        `The service at ${where} answered HTTP ${status}${rateLimited ? ' (rate limited)' : ' (unavailable)'}.`,
        { status, origin: where, uncertain: !rateLimited && !op.idempotent },
      ),
      // A 429 was refused before any work was done, so even a draft may be sent again.
      retry: rateLimited || op.idempotent,
      failover: !rateLimited,
      waitMs,
      rateLimited,
    });
  }
  // `serve`'s full sandbox outbox stored nothing: a certain refusal, read from its envelope below.
  if (status >= 500 && !storedNothing(response.json)) {
    const said = serverSays(response.json);
    return fail({
      error: serviceError(
        'service_unavailable',
        op.idempotent
          ? `The service at ${where} failed with HTTP ${status}${said}.`
          : `The service at ${where} failed with HTTP ${status}${said} after receiving the ${op.label} request: it may have been created; ${UNCERTAIN_HINT}.`,
        { status, origin: where, uncertain: !op.idempotent },
      ),
      retry: op.idempotent,
      failover: true,
    });
  }
  if (status >= 300 && status < 400) {
    const location = response.headers.location;
    const to = typeof location === 'string' && location ? ` to ${excerpt(location, 120)}` : '';
    return refuse(
      serviceError(
        'unexpected_redirect',
        `The service at ${where} answered with a redirect (HTTP ${status}${to}). Redirects are not followed so that credentials reach only \`api-url\` and \`backup-api-url\`; set the URL the service really answers on.`,
        { status, origin: where, uncertain: !op.idempotent },
      ),
    );
  }
  const validating = op.path === VALIDATE_PATH;
  if (validating) {
    if (status >= 400) return refuse(invalidKey(where, status, keySource));
    if (status === 204 || response.text.trim() === '') {
      return { ok: true, answer: { data: undefined, status, origin: where } };
    }
  }

  const { json } = response;
  if (json === NOT_JSON) {
    if (validating) return { ok: true, answer: { data: undefined, status, origin: where } };
    // A gateway in front of the service may refuse the key in plain text.
    if (status === 401) return refuse(invalidKey(where, status, keySource));
    return refuse(
      serviceError(
        status < 300 ? 'invalid_response' : `http_${status}`,
        `The service at ${where} answered HTTP ${status} with a body that is not JSON${quote(response.text)}${mayExist(status < 300)}.`,
        { status, origin: where, uncertain: !!mayExist(status < 300) },
      ),
    );
  }
  const envelope = envelopeSchema.safeParse(json, ENGLISH);
  if (!envelope.success) {
    return refuse(
      serviceError(
        'invalid_response',
        `The service at ${where} answered HTTP ${status} without the {code, msg, data} envelope: ${describeIssues(envelope.error, '', json)}${mayExist(status < 300)}.`,
        { status, origin: where, uncertain: !!mayExist(status < 300) },
      ),
    );
  }
  const { code, msg, data } = envelope.data;
  if (code !== 0 && code !== '0') return rejection(op, where, response, msg ?? '', data, keySource);
  if (status >= 400) {
    return refuse(
      serviceError(
        `http_${status}`,
        `The service at ${where} answered HTTP ${status} to the ${op.label} request.`,
        { status, origin: where },
      ),
    );
  }
  return { ok: true, answer: { data, status, origin: where } };
}

function storedNothing(json: unknown): boolean {
  const data =
    typeof json === 'object' && json !== null ? (json as { data?: unknown }).data : undefined;
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { error?: unknown }).error === 'outbox_full'
  );
}

/** A non-zero envelope code: the service read the request and refused it. */
function rejection(
  op: Operation,
  where: string,
  response: Received,
  said: string,
  data: unknown,
  keySource: string,
): Verdict {
  const { status } = response;
  const details = errorDataSchema.safeParse(data, ENGLISH);
  const named =
    (details.success ? details.data.error : undefined) ??
    (IDENTIFIER.test(said) ? said : undefined) ??
    (status === 401 ? 'invalid_api_key' : undefined);
  if (named === 'rate_limited') {
    return fail({
      error: serviceError(
        'rate_limited',
        `The service at ${where} refused the request: rate limited.`,
        { status, origin: where },
      ),
      retry: true,
      failover: false,
      waitMs: parseRetryAfter(response.headers['retry-after']),
      rateLimited: true,
    });
  }
  if (named === 'invalid_api_key' || op.path === VALIDATE_PATH) {
    return refuse(invalidKey(where, status, keySource, named));
  }
  const code: RejectionCode = named && isRejectionCode(named) ? named : 'service_error';
  // An identifier of the server's own choosing is text from the server: shown capped.
  const unknown = named && code !== named ? `, server code "${excerpt(named, SHOWN_MAX)}"` : '';
  const text = said && said !== named ? `: ${excerpt(said)}` : '';
  return refuse(
    new ServiceRejection(
      code,
      `The service at ${where} refused the ${op.label} request (${code}${unknown}, HTTP ${status})${text}.`,
      {
        status,
        origin: where,
        limit: details.success ? details.data.limit : undefined,
        actual: details.success ? details.data.actual : undefined,
      },
    ),
  );
}

function invalidKey(
  where: string,
  status: number,
  keySource: string,
  named = 'invalid_api_key',
): ServiceError {
  return serviceError(
    'invalid_api_key',
    `The service at ${where} rejected the API key (${excerpt(named, SHOWN_MAX)}, HTTP ${status}). Check ${keySource}: it must be a current key issued by the service (wme_, wme2_ or wmt_; trial keys expire).`,
    { status, origin: where },
  );
}

const NOT_JSON = Symbol('not JSON');

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return NOT_JSON;
  }
}

/** The envelope's `msg` of an error body, as `: …` for a message. */
function serverSays(json: unknown): string {
  const parsed = envelopeSchema.safeParse(json, ENGLISH);
  const said = parsed.success ? parsed.data.msg : undefined;
  return said?.trim() ? `: ${excerpt(said)}` : '';
}

function quote(text: string): string {
  return text.trim() ? `: ${excerpt(text)}` : '';
}
