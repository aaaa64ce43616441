import * as http from 'node:http';
import * as https from 'node:https';

/**
 * One request and its whole answer over Node's `http`/`https`: the one way the action talks
 * HTTP, for GitHub (github/toolkit-fetch.ts) and for the service (service/transport.ts).
 * Neither loads undici for its few small JSON requests (docs/decisions/010-github-requests.md).
 */

/** Kept connections per protocol, at most `maxSockets` per origin. */
export interface Agents {
  http: http.Agent;
  https: https.Agent;
}

export function keptConnections(maxSockets = Number.POSITIVE_INFINITY): Agents {
  const options = { keepAlive: true, maxSockets };
  return { http: new http.Agent(options), https: new https.Agent(options) };
}

export interface ExchangeRequest {
  method: string;
  headers: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
}

export interface Exchanged {
  status: number;
  statusText: string;
  headers: http.IncomingHttpHeaders;
  bytes: Buffer;
}

export interface ExchangeLimits {
  /** How long connecting may take: nothing has been sent until it is done. */
  connectMs: number;
  /** How long the answer's headers, then each next part of its body, may take. */
  timeoutMs: number;
  /** An answer declared larger is refused before it is read, one that grows larger is cut. */
  maxBytes: number;
}

/** The `code` of the error a request ends with when a wait ran out or the answer was too large. */
export const EXCHANGE_CODES = {
  connect: 'connect timeout',
  headers: 'no answer',
  body: 'answer stalled',
  tooLarge: 'answer too large',
} as const;

/**
 * Three waits, one timer at a time: connecting; the answer's headers, from the moment the
 * request is handed to the socket (a write never blocks), so a server that never reads the
 * body, or reads it and never answers, is caught; each next part of the body. A failure is
 * Node's own error (`ECONNREFUSED`, `ECONNRESET`, the caller's abort) or one with a `code`
 * of EXCHANGE_CODES; callers decide what it means.
 */
export function exchange(
  url: URL,
  { method, headers, body, signal }: ExchangeRequest,
  agents: Agents,
  { connectMs, timeoutMs, maxBytes }: ExchangeLimits,
): Promise<Exchanged> {
  const secure = url.protocol === 'https:';
  return new Promise((resolve, reject) => {
    let timer: NodeJS.Timeout | undefined;
    const req = (secure ? https : http).request(url, {
      method,
      headers,
      agent: secure ? agents.https : agents.http,
      signal,
    });
    // Settled here, whatever error the destroyed request or answer then emits.
    const fail = (code: string, message: string) => {
      const error = Object.assign(new Error(message), { code });
      clearTimeout(timer);
      reject(error);
      req.destroy(error);
    };
    const wait = (ms: number, code: string) => {
      clearTimeout(timer);
      timer = setTimeout(() => fail(code, `${code} from ${url.host} within ${ms} ms`), ms);
    };
    req.on('socket', (socket) => {
      if (!socket.connecting) return wait(timeoutMs, EXCHANGE_CODES.headers);
      wait(connectMs, EXCHANGE_CODES.connect);
      socket.once(secure ? 'secureConnect' : 'connect', () =>
        wait(timeoutMs, EXCHANGE_CODES.headers),
      );
    });
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.on('response', (res) => {
      const tooLarge = () =>
        fail(EXCHANGE_CODES.tooLarge, `the answer from ${url.host} is over ${maxBytes} bytes`);
      if (Number(res.headers['content-length']) > maxBytes) return tooLarge();
      const chunks: Buffer[] = [];
      let size = 0;
      wait(timeoutMs, EXCHANGE_CODES.body);
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) return tooLarge();
        chunks.push(chunk);
        wait(timeoutMs, EXCHANGE_CODES.body);
      });
      res.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      res.on('end', () => {
        clearTimeout(timer);
        resolve({
          status: res.statusCode ?? 0,
          statusText: res.statusMessage ?? '',
          headers: res.headers,
          bytes: Buffer.concat(chunks),
        });
      });
    });
    req.end(body);
  });
}
