import type { ServiceError } from '../core/errors.js';
import type { Redact } from '../core/secrets.js';
import {
  type Answer,
  classifyResponse,
  type Failure,
  type Operation,
  redactResponse,
  UNCERTAIN_HINT,
} from './classify.js';
import { type ServiceErrorCode, serviceError } from './errors.js';
import type { RateLimiter } from './rate-limiter.js';
import { backoffDelay, type RetryPolicy, type Sleep } from './retry.js';
import { type HttpResponse, type Transport, TransportFailure } from './transport.js';

export interface Base {
  origin: string;
  /** Path prefix of the base URL, without a trailing slash ("" for the root). */
  path: string;
}

export type CallResult = { ok: true; answer: Answer } | { ok: false; error: ServiceError };

export interface Attempts {
  /** The origin requests go to now: the primary, or the backup after a failover. */
  readonly active: Base;
  /** Sends `op` until it succeeds, cannot succeed, or may not be repeated. */
  call(op: Operation, headers: Record<string, string>, signal?: AbortSignal): Promise<CallResult>;
}

export interface AttemptsDeps {
  transport: Transport;
  limiter: RateLimiter;
  policy: RetryPolicy;
  redact: Redact;
  /** Where the key came from, named when the service rejects it. */
  keySource: string;
  random: () => number;
  sleep: Sleep;
  log: { warning(message: string): void; debug(message: string): void };
}

/**
 * Retries with backoff what is safe to repeat, shares rate-limit waits through the
 * limiter, and moves the whole run to the backup once the primary is failing.
 */
export function createAttempts(primary: Base, backup: Base | undefined, deps: AttemptsDeps) {
  const { transport, limiter, policy, random, log } = deps;
  let active = primary;

  const switchToBackup = (reason: string) => {
    if (!backup || active !== primary) return;
    active = backup;
    log.warning(
      `The service at ${primary.origin} is failing (${reason}); using the backup ${backup.origin} for the rest of the run.`,
    );
  };

  /** One request: a response, or why there is none. Other errors are bugs and propagate. */
  async function attempt(
    op: Operation,
    base: Base,
    headers: Record<string, string>,
    signal: AbortSignal | undefined,
  ): Promise<HttpResponse | Failure> {
    let release: (() => void) | undefined;
    try {
      release = await limiter.acquire(signal);
    } catch (error) {
      // The limiter rejects with the signal's reason when the caller aborts.
      if (signal?.aborted)
        return { error: cancelled(op, base.origin, false), retry: false, failover: false };
      throw error;
    }
    try {
      const request = { method: op.method, headers, body: op.body, signal };
      return await transport.send(base.origin, base.path + op.path, request);
    } catch (error) {
      if (error instanceof TransportFailure) {
        return classifyTransportFailure(op, base.origin, redactFailure(error, deps.redact));
      }
      throw error;
    } finally {
      release();
    }
  }

  async function call(
    op: Operation,
    headers: Record<string, string>,
    signal?: AbortSignal,
  ): Promise<CallResult> {
    let base = active;
    let count = 0;
    for (;;) {
      count++;
      const sent = await attempt(op, base, headers, signal);
      let failure: Failure;
      if ('status' in sent) {
        const response = redactResponse(sent, deps.redact);
        const verdict = classifyResponse(
          op,
          base.origin,
          response,
          policy.maxRetryAfterMs,
          deps.keySource,
        );
        if (verdict.ok) return verdict;
        failure = verdict.failure;
      } else {
        failure = sent;
      }
      const waitMs =
        failure.waitMs ?? (failure.rateLimited ? backoffDelay(1, policy, random) : undefined);
      if (waitMs !== undefined) limiter.drain(waitMs);
      if (!failure.retry) return { ok: false, error: failure.error };
      if (failure.failover && backup && base === primary) {
        if (failure.unreached || count >= policy.attempts) switchToBackup(failure.error.code);
      }
      if (active !== base) {
        // Failed over (by this request or a concurrent one): the backup gets its own attempts.
        base = active;
        count = 0;
        continue;
      }
      if (count >= policy.attempts)
        return { ok: false, error: exhausted(op, base, failure, count) };
      const delay = Math.max(backoffDelay(count, policy, random), waitMs ?? 0);
      log.debug(
        `${op.label}: ${failure.error.message} Retrying in ${delay} ms (attempt ${count + 1} of ${policy.attempts}).`,
      );
      const slept = await deps.sleep(delay, signal).then(
        () => true,
        () => false,
      );
      if (!slept) return { ok: false, error: cancelled(op, base.origin, false) };
    }
  }

  function exhausted(op: Operation, base: Base, failure: Failure, attempts: number): ServiceError {
    const via = base !== primary ? ` (after failing over from ${primary.origin})` : '';
    const last = failure.error;
    const hint =
      last.code === 'rate_limited'
        ? ' Lower `rate-limit` or `concurrency`, or wait for the quota to recover.'
        : '';
    return serviceError(
      last.code as ServiceErrorCode,
      `The ${op.label} request failed ${attempts} times at ${base.origin}${via}. Last: ${last.message}${hint}`,
      { status: last.status, origin: base.origin, cause: last },
    );
  }

  return {
    get active() {
      return active;
    },
    call,
  } satisfies Attempts;
}

/** Transport details are system codes, but a cause may quote the URL it was sending to. */
function redactFailure(error: TransportFailure, redact: Redact): TransportFailure {
  const detail = redact(error.detail);
  return detail === error.detail ? error : new TransportFailure(error.kind, detail);
}

/** A transport failure (no complete response) as a verdict on the attempt. */
function classifyTransportFailure(op: Operation, where: string, error: TransportFailure): Failure {
  switch (error.kind) {
    case 'aborted':
      return { error: cancelled(op, where, !op.idempotent), retry: false, failover: false };
    case 'unreached':
      return {
        error: serviceError(
          'service_unreachable',
          `Could not connect to the service at ${where} (${error.detail}).`,
          { origin: where, cause: error },
        ),
        retry: true,
        failover: true,
        unreached: true,
      };
    case 'timeout':
    case 'lost': {
      const code = error.kind === 'timeout' ? 'timeout' : 'connection_lost';
      const what =
        error.kind === 'timeout'
          ? `did not answer the ${op.label} request in time (${error.detail})`
          : `dropped the connection during the ${op.label} request (${error.detail})`;
      if (!op.idempotent) {
        return {
          error: serviceError(
            code,
            `The service at ${where} ${what} after the request was sent: the ${op.label} may have been created; ${UNCERTAIN_HINT}. It was not sent again, so it cannot be there twice.`,
            { origin: where, uncertain: true, cause: error },
          ),
          retry: false,
          failover: false,
        };
      }
      return {
        error: serviceError(code, `The service at ${where} ${what}.`, {
          origin: where,
          cause: error,
        }),
        retry: true,
        failover: true,
      };
    }
  }
}

function cancelled(op: Operation, where: string, uncertain: boolean): ServiceError {
  return serviceError(
    'aborted',
    uncertain
      ? `The ${op.label} request to ${where} was cancelled after it was sent: it may have been created; ${UNCERTAIN_HINT}.`
      : `The ${op.label} request to ${where} was cancelled.`,
    { origin: where, uncertain },
  );
}
