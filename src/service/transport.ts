import { Agent, request } from 'undici';

export interface HttpResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/**
 * How a request failed before a complete response arrived. The difference matters
 * for drafts: `unreached` means the server provably never got the request (safe to
 * send again), `timeout` and `lost` mean it may have acted on it.
 */
export type FailureKind = 'unreached' | 'timeout' | 'lost' | 'aborted';

export class TransportFailure extends Error {
  readonly kind: FailureKind;
  /** A system or undici error code (`ECONNREFUSED`, `UND_ERR_SOCKET`); never request data. */
  readonly detail: string;
  constructor(kind: FailureKind, detail: string, cause?: unknown) {
    super(`${kind} (${detail})`, { cause });
    this.kind = kind;
    this.detail = detail;
  }
}

export interface SendInit {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
}

export interface Transport {
  send(origin: string, path: string, init: SendInit): Promise<HttpResponse>;
  close(): Promise<void>;
}

// Errors raised while connecting: no byte of the request left this machine.
const UNREACHED = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'EADDRNOTAVAIL',
  'UND_ERR_CONNECT_TIMEOUT',
  'ERR_TLS_CERT_ALTNAME_INVALID',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'CERT_HAS_EXPIRED',
]);
const TIMEOUTS = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);
// The abort reason of the per-request deadline, told apart from the caller's own abort.
const DEADLINE = Object.freeze({ deadline: true });
const MAX_RESPONSE_BYTES = 64 * 1024 * 1024;

/**
 * One undici Agent for the run: keep-alive connections, at most `concurrency` per
 * origin, and a deadline per request. undici's headers timeout only starts once the
 * request is written, so a server that never reads the body is caught by the deadline.
 */
export function createTransport(options: { concurrency: number; timeoutMs: number }): Transport {
  const { timeoutMs } = options;
  const agent = new Agent({
    connections: Math.max(1, options.concurrency),
    pipelining: 1,
    keepAliveTimeout: 10_000,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    maxResponseSize: MAX_RESPONSE_BYTES,
    connect: { timeout: Math.min(10_000, Math.max(50, Math.floor(timeoutMs / 2))) },
  });

  return {
    async send(origin, path, init) {
      const deadline = new AbortController();
      const timer = setTimeout(() => deadline.abort(DEADLINE), timeoutMs);
      const onAbort = () => deadline.abort(init.signal?.reason);
      if (init.signal?.aborted) onAbort();
      else init.signal?.addEventListener('abort', onAbort, { once: true });
      try {
        const res = await request(origin + path, {
          dispatcher: agent,
          method: init.method,
          headers: init.headers,
          body: init.body,
          signal: deadline.signal,
        });
        const text = await res.body.text();
        return { status: res.statusCode, headers: res.headers, text };
      } catch (error) {
        throw classify(error, deadline.signal, timeoutMs, init.signal);
      } finally {
        clearTimeout(timer);
        init.signal?.removeEventListener('abort', onAbort);
      }
    },
    close: () => agent.close(),
  };
}

function classify(
  error: unknown,
  deadline: AbortSignal,
  timeoutMs: number,
  user: AbortSignal | undefined,
): TransportFailure {
  if (deadline.aborted && deadline.reason === DEADLINE) {
    return new TransportFailure('timeout', `no complete answer within ${timeoutMs} ms`, error);
  }
  if (user?.aborted) return new TransportFailure('aborted', 'cancelled', error);
  const code = errorCode(error);
  if (UNREACHED.has(code)) return new TransportFailure('unreached', code, error);
  if (TIMEOUTS.has(code)) return new TransportFailure('timeout', code, error);
  return new TransportFailure('lost', code || 'connection lost', error);
}

function errorCode(error: unknown): string {
  const e = error as { code?: unknown; cause?: { code?: unknown }; errors?: { code?: unknown }[] };
  const code = e?.code ?? e?.cause?.code ?? e?.errors?.[0]?.code;
  return typeof code === 'string' ? code : '';
}
