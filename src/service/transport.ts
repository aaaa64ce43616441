import { EXCHANGE_CODES, exchange, keptConnections } from '../core/http-exchange.js';

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
  /** A system error code (`ECONNREFUSED`, `ECONNRESET`) or which wait ran out; never request data. */
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
  EXCHANGE_CODES.connect,
  'ERR_TLS_CERT_ALTNAME_INVALID',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'CERT_HAS_EXPIRED',
]);
const MAX_RESPONSE_BYTES = 64 * 1024 * 1024;

/**
 * Node's `http`/`https` on kept connections, at most `concurrency` per origin
 * (core/http-exchange.ts; undici, which this was before, cost every run that talks to the
 * service 60 to 90 ms of CPU to load: docs/decisions/010-github-requests.md). Its three
 * waits, each `timeoutMs` at most, decide what a failure means:
 * - connecting (half of it, from 50 ms to 10 s): nothing was sent, so `unreached`;
 * - the answer's headers, and each next part of its body: the server may have acted,
 *   `timeout`.
 */
export function createTransport(options: { concurrency: number; timeoutMs: number }): Transport {
  const { timeoutMs } = options;
  const connectMs = Math.min(10_000, Math.max(50, Math.floor(timeoutMs / 2)));
  const agents = keptConnections(Math.max(1, options.concurrency));

  return {
    async send(origin, path, init) {
      try {
        const answer = await exchange(new URL(origin + path), init, agents, {
          connectMs,
          timeoutMs,
          // A configured origin sending gigabytes is broken, not hostile.
          maxBytes: MAX_RESPONSE_BYTES,
        });
        return {
          status: answer.status,
          headers: answer.headers,
          text: answer.bytes.toString('utf8'),
        };
      } catch (error) {
        throw classify(error, timeoutMs, init.signal);
      }
    },
    async close() {
      agents.http.destroy();
      agents.https.destroy();
    },
  };
}

function classify(
  error: unknown,
  timeoutMs: number,
  user: AbortSignal | undefined,
): TransportFailure {
  if (user?.aborted) return new TransportFailure('aborted', 'cancelled', error);
  const code = errorCode(error);
  if (UNREACHED.has(code)) return new TransportFailure('unreached', code, error);
  if (code === EXCHANGE_CODES.tooLarge) {
    return new TransportFailure('lost', 'answer larger than 64 MiB', error);
  }
  if (code === EXCHANGE_CODES.headers || code === EXCHANGE_CODES.body) {
    return new TransportFailure('timeout', `nothing for ${timeoutMs} ms, ${code}`, error);
  }
  return new TransportFailure('lost', code || 'connection lost', error);
}

function errorCode(error: unknown): string {
  const e = error as { code?: unknown; cause?: { code?: unknown }; errors?: { code?: unknown }[] };
  const code = e?.code ?? e?.cause?.code ?? e?.errors?.[0]?.code;
  return typeof code === 'string' ? code : '';
}
