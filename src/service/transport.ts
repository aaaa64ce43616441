import * as http from 'node:http';
import * as https from 'node:https';

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

// Which wait ran out, as the failure's detail says it.
const CONNECT_TIMEOUT = 'connect timeout';
const HEADERS_TIMEOUT = 'no answer';
const BODY_TIMEOUT = 'answer stalled';

// Errors raised while connecting: no byte of the request left this machine.
const UNREACHED = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'EADDRNOTAVAIL',
  CONNECT_TIMEOUT,
  'ERR_TLS_CERT_ALTNAME_INVALID',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'CERT_HAS_EXPIRED',
]);
const MAX_RESPONSE_BYTES = 64 * 1024 * 1024;

/**
 * Node's `http`/`https` on kept connections, at most `concurrency` per origin (the service
 * API's requests are small JSON; undici, which this was before, cost every run that talks
 * to the service 60 to 90 ms of CPU to load: docs/decisions/010-github-requests.md). Three
 * waits, each `timeoutMs` at most:
 * - connecting (half of it, from 50 ms to 10 s): nothing was sent, so `unreached`;
 * - the answer's headers, from the moment the request is handed to the socket (a write
 *   never blocks), so a server that never reads the body, or reads it and never answers,
 *   is caught: `timeout`;
 * - each next part of the body: a stalled answer, `timeout`.
 */
export function createTransport(options: { concurrency: number; timeoutMs: number }): Transport {
  const { timeoutMs } = options;
  const connectMs = Math.min(10_000, Math.max(50, Math.floor(timeoutMs / 2)));
  const agentOptions = { keepAlive: true, maxSockets: Math.max(1, options.concurrency) };
  const agents = { http: new http.Agent(agentOptions), https: new https.Agent(agentOptions) };

  return {
    async send(origin, path, init) {
      try {
        return await exchange(new URL(origin + path), init, { agents, timeoutMs, connectMs });
      } catch (error) {
        if (error instanceof TransportFailure) throw error;
        throw classify(error, timeoutMs, init.signal);
      }
    },
    async close() {
      agents.http.destroy();
      agents.https.destroy();
    },
  };
}

interface Waits {
  agents: { http: http.Agent; https: https.Agent };
  timeoutMs: number;
  connectMs: number;
}

function exchange(url: URL, init: SendInit, { agents, timeoutMs, connectMs }: Waits) {
  const secure = url.protocol === 'https:';
  return new Promise<HttpResponse>((resolve, reject) => {
    let timer: NodeJS.Timeout | undefined;
    const req = (secure ? https : http).request(url, {
      method: init.method,
      headers: init.headers,
      agent: secure ? agents.https : agents.http,
      signal: init.signal,
    });
    // One timer at a time: connecting, then the headers, then each part of the body.
    const wait = (ms: number, code: string) => {
      clearTimeout(timer);
      timer = setTimeout(() => req.destroy(Object.assign(new Error(code), { code })), ms);
    };
    const done = () => clearTimeout(timer);
    req.on('socket', (socket) => {
      if (!socket.connecting) return wait(timeoutMs, HEADERS_TIMEOUT);
      wait(connectMs, CONNECT_TIMEOUT);
      socket.once(secure ? 'secureConnect' : 'connect', () => wait(timeoutMs, HEADERS_TIMEOUT));
    });
    req.on('error', (error) => {
      done();
      reject(error);
    });
    req.on('response', (res) => {
      // A refusal by size up front: a configured origin sending gigabytes is broken, not hostile.
      if (Number(res.headers['content-length']) > MAX_RESPONSE_BYTES) {
        done();
        req.destroy();
        return reject(new TransportFailure('lost', 'answer larger than 64 MiB'));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      wait(timeoutMs, BODY_TIMEOUT);
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_RESPONSE_BYTES) {
          done();
          req.destroy();
          return reject(new TransportFailure('lost', 'answer larger than 64 MiB'));
        }
        chunks.push(chunk);
        wait(timeoutMs, BODY_TIMEOUT);
      });
      res.on('error', (error) => {
        done();
        reject(error);
      });
      res.on('end', () => {
        done();
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          text: Buffer.concat(chunks).toString('utf8'),
        });
      });
    });
    req.end(init.body);
  });
}

function classify(
  error: unknown,
  timeoutMs: number,
  user: AbortSignal | undefined,
): TransportFailure {
  if (user?.aborted) return new TransportFailure('aborted', 'cancelled', error);
  const code = errorCode(error);
  if (UNREACHED.has(code)) return new TransportFailure('unreached', code, error);
  if (code === HEADERS_TIMEOUT || code === BODY_TIMEOUT) {
    return new TransportFailure('timeout', `nothing for ${timeoutMs} ms, ${code}`, error);
  }
  return new TransportFailure('lost', code || 'connection lost', error);
}

function errorCode(error: unknown): string {
  const e = error as { code?: unknown; cause?: { code?: unknown }; errors?: { code?: unknown }[] };
  const code = e?.code ?? e?.cause?.code ?? e?.errors?.[0]?.code;
  return typeof code === 'string' ? code : '';
}
