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
const MAX_RESPONSE_BYTES = 64 * 1024 * 1024;

/**
 * One undici Agent for the run: keep-alive connections, at most `concurrency` per
 * origin. The headers timeout runs from the moment the request is handed to the
 * socket (a write never blocks), so a server that never reads the body, or reads it
 * and never answers, is caught by it; the body timeout catches a stalled answer.
 */
export function createTransport(options: { concurrency: number; timeoutMs: number }): Transport {
  const { timeoutMs } = options;
  const agent = new Agent({
    connections: Math.max(1, options.concurrency),
    pipelining: 1,
    keepAliveTimeout: 10_000,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    connect: { timeout: Math.min(10_000, Math.max(50, Math.floor(timeoutMs / 2))) },
  });

  return {
    async send(origin, path, init) {
      try {
        const res = await request(origin + path, {
          dispatcher: agent,
          method: init.method,
          headers: init.headers,
          body: init.body,
          signal: init.signal,
        });
        // A refusal by size up front rather than undici's per-chunk limit, which costs
        // every request: a configured origin sending gigabytes is broken, not hostile.
        if (Number(res.headers['content-length']) > MAX_RESPONSE_BYTES) {
          res.body.destroy();
          throw new TransportFailure('lost', 'answer larger than 64 MiB');
        }
        const text = await res.body.text();
        return { status: res.statusCode, headers: res.headers, text };
      } catch (error) {
        if (error instanceof TransportFailure) throw error;
        throw classify(error, timeoutMs, init.signal);
      }
    },
    close: () => agent.close(),
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
  if (TIMEOUTS.has(code)) {
    return new TransportFailure('timeout', `nothing for ${timeoutMs} ms, ${code}`, error);
  }
  return new TransportFailure('lost', code || 'connection lost', error);
}

function errorCode(error: unknown): string {
  const e = error as { code?: unknown; cause?: { code?: unknown }; errors?: { code?: unknown }[] };
  const code = e?.code ?? e?.cause?.code ?? e?.errors?.[0]?.code;
  return typeof code === 'string' ? code : '';
}
