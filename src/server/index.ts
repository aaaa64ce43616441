import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { DocumentError, LimitError } from '../core/errors.js';
import type { Engine } from '../engine/engine.js';
import { createLocalEngine } from '../engine/local/index.js';
import { createKeyedRateLimiter } from '../service/rate-limiter.js';
import { convertRequestSchema } from '../service/schemas.js';
import { DEFAULT_CREDENTIAL_HEADER_PREFIX, type RateLimit } from '../settings/config.js';
import { apiKeyOf } from './api-key.js';
import { ERRORS, type ErrorId, HttpError, sendError, sendSuccess } from './envelope.js';
import { createOutbox } from './outbox.js';
import { readJsonBody } from './request-body.js';
import { createSandbox } from './sandbox.js';
import { parseBody } from './validate.js';

export interface ServerOptions {
  /** Default 127.0.0.1. */
  host?: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  keys: string[];
  /** Where sandbox drafts and uploads are written; without it they are only counted. */
  outbox?: string;
  /** The outbox's size cap; over it a draft is refused with `outbox_full` (507). */
  outboxMaxBytes?: number;
  /** Per key; by default 100 requests per 60 s, the hosted service's limit. */
  rateLimit?: RateLimit;
  /** Default: the local engine. */
  engine?: Engine;
  /** Platform credential header prefix, as the action's `credential-header-prefix`. */
  credentialHeaderPrefix?: string;
  /** One line per request: method, path, status, milliseconds. Never a key. */
  log?: (line: string) => void;
  /** Slow-client guards: all headers within `headersTimeoutMs`, the whole request within `requestTimeoutMs`. */
  headersTimeoutMs?: number;
  requestTimeoutMs?: number;
}

export interface ServerStats {
  /** Requests per known endpoint path, whatever their outcome. */
  requests: Record<string, number>;
  connections: number;
  imageUploads: number;
  drafts: number;
}

export interface RunningServer {
  /** `http://127.0.0.1:PORT` */
  url: string;
  port: number;
  stats(): ServerStats;
  /** Stops accepting, lets requests in flight finish, closes idle keep-alive sockets. */
  close(): Promise<void>;
}

type Handler = (req: IncomingMessage, body: unknown) => Promise<unknown>;
interface Route {
  methods: readonly string[];
  /** Undefined for auth validate: it has no body and answers 204. */
  handle?: Handler;
}

/** How long a closing server waits for busy sockets before cutting them. */
const CLOSE_GRACE_MS = 5_000;
/** After a 413 the client may still be sending; read and drop for this long so it sees the answer. */
const LINGER_MS = 2_000;

/**
 * `md-platform serve`: the conversion service's API (README.md, "serve") over the local
 * engine, with its limits, keys, rate limit and error envelope (envelope.ts). Drafts and
 * uploads are a sandbox: validated, written to the outbox, answered with new ids.
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const handler = createRequestHandler(options);
  const requestTimeout = options.requestTimeoutMs ?? 30_000;
  // Node refuses a headers timeout longer than the request timeout.
  const headersTimeout = Math.min(options.headersTimeoutMs ?? 10_000, requestTimeout);
  const server = createServer(
    {
      headersTimeout,
      requestTimeout,
      // The timeouts above are only enforced when the server checks; the default 30 s
      // check would let a slow client hold a socket far longer than promised.
      connectionsCheckingInterval: Math.min(1_000, headersTimeout),
      keepAliveTimeout: 5_000,
      maxHeaderSize: 16 * 1024,
    },
    handler.listener,
  );
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    handler.counters.connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    // A request whose handler already runs (a body that trickles in past the request
    // timeout) gets the envelope through its own response; otherwise a bare status line.
    const pending = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
    if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT' && pending && !pending.headersSent) {
      pending.setHeader('connection', 'close');
      sendError(pending, new HttpError('request_timeout', 'The request took too long to arrive.'));
      return;
    }
    if (!socket.writable || pending) {
      socket.destroy();
      return;
    }
    const [status, reason] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large']
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'Request Timeout']
          : [400, 'Bad Request'];
    socket.end(`HTTP/1.1 ${status} ${reason}\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`);
  });

  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.off('error', fail);
      done();
    });
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${host}:${address.port}`,
    port: address.port,
    stats: handler.stats,
    close() {
      closing ??= new Promise<void>((done) => {
        handler.shutDown();
        // A keep-alive socket becomes idle only when its request is answered: sweep
        // until server.close() sees the last one go, and cut busy ones after the grace.
        const sweep = setInterval(() => server.closeIdleConnections(), 25);
        const force = setTimeout(() => {
          for (const socket of sockets) socket.destroy();
        }, CLOSE_GRACE_MS);
        server.close(() => {
          clearInterval(sweep);
          clearTimeout(force);
          done();
        });
        server.closeIdleConnections();
      });
      return closing;
    },
  };
}

/**
 * The request listener of `serve`, for mounting on a server of one's own. `stats`
 * counts what it handled; `shutDown` makes every later response close its connection.
 */
export function createRequestHandler(options: ServerOptions): {
  listener: (req: IncomingMessage, res: ServerResponse) => void;
  counters: ServerStats;
  stats(): ServerStats;
  shutDown(): void;
} {
  const keys = new Set(options.keys.filter(Boolean));
  const engine = options.engine ?? createLocalEngine();
  const limiter = createKeyedRateLimiter(
    options.rateLimit ?? { requests: 100, intervalMs: 60_000 },
  );
  const log = options.log ?? (() => {});
  const counters: ServerStats = { requests: {}, connections: 0, imageUploads: 0, drafts: 0 };
  const sandbox = createSandbox({
    engine,
    outbox: createOutbox(options.outbox, options.outboxMaxBytes),
    counters,
    credentialHeaderPrefix: options.credentialHeaderPrefix ?? DEFAULT_CREDENTIAL_HEADER_PREFIX,
  });
  const convert: Handler = (_req, body) => engine.convert(parseBody(convertRequestSchema, body));
  const routes: Record<string, Route> = {
    '/api/v1/convert': { methods: ['POST'], handle: convert },
    '/api/convert': { methods: ['POST'], handle: convert },
    '/api/auth/validate': { methods: ['GET', 'HEAD'] },
    '/api/v1/article-draft': { methods: ['POST'], handle: sandbox.articleDraft },
    '/api/v1/newspic-draft': { methods: ['POST'], handle: sandbox.newspicDraft },
    '/api/v1/batch-upload': { methods: ['POST'], handle: sandbox.batchUpload },
  };
  let shuttingDown = false;

  const handle = async (req: IncomingMessage, res: ServerResponse, path: string) => {
    const route = Object.hasOwn(routes, path) ? routes[path] : undefined;
    if (!route) throw new HttpError('not_found', `No such endpoint: ${req.method} ${path}.`);
    counters.requests[path] = (counters.requests[path] ?? 0) + 1;
    if (!route.methods.includes(req.method ?? '')) {
      throw new HttpError('method_not_allowed', `${path} accepts ${route.methods.join(', ')}.`, {
        headers: { allow: route.methods.join(', ') },
      });
    }
    const key = apiKeyOf(req);
    if (!key || !keys.has(key)) {
      throw new HttpError(
        'invalid_api_key',
        key
          ? 'The API key is not valid.'
          : 'An API key is required in the Service-API-Key, X-API-Key or Authorization: Bearer header.',
      );
    }
    const verdict = limiter.check(key);
    if (!verdict.allowed) {
      // Rounded up: a client that waits exactly this long finds a free slot.
      const seconds = Math.ceil(verdict.retryAfterMs / 1000);
      throw new HttpError(
        'rate_limited',
        `More requests than this key may send; retry in ${seconds} s.`,
        { headers: { 'retry-after': String(seconds) } },
      );
    }
    if (!route.handle) {
      res.writeHead(204).end();
      return;
    }
    const body = await readJsonBody(req);
    sendSuccess(res, await route.handle(req, body));
  };

  const listener = (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    const path = pathOf(req.url);
    // While shutting down, each response closes its connection so close() need not wait for keep-alive.
    if (shuttingDown) res.setHeader('connection', 'close');
    res.on('close', () => {
      const status = res.writableFinished ? String(res.statusCode) : 'aborted';
      log(`${req.method} ${path} ${status} ${(performance.now() - started).toFixed(1)}ms`);
    });
    handle(req, res, path).catch((error: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      // The client is gone: nobody to answer. (req.destroyed alone is also true once a body has been read.)
      if (res.destroyed || req.socket.destroyed) return;
      const failure = toHttpError(error);
      // A body we will not read (refused before reading, or too large): answer, then
      // stop this connection instead of draining an arbitrary amount of input for keep-alive.
      const unread = !req.complete;
      if (unread) res.setHeader('connection', 'close');
      sendError(res, failure);
      if (unread) {
        res.on('finish', () => {
          req.resume();
          setTimeout(() => req.socket.destroy(), LINGER_MS).unref();
        });
      }
    });
  };

  return {
    listener,
    counters,
    stats: () => structuredClone(counters),
    shutDown: () => {
      shuttingDown = true;
    },
  };
}

/** The path alone: query strings are never logged or routed on. */
function pathOf(url: string | undefined): string {
  try {
    return new URL(url ?? '/', 'http://localhost').pathname;
  } catch {
    return '/';
  }
}

function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof LimitError && Object.hasOwn(ERRORS, error.code)) {
    return new HttpError(error.code as ErrorId, error.message, {
      limit: error.limit,
      actual: error.actual,
      line: error.line,
    });
  }
  if (error instanceof DocumentError) {
    const id = (Object.hasOwn(ERRORS, error.code) ? error.code : 'invalid_request') as ErrorId;
    return new HttpError(id, error.message, { line: error.line });
  }
  return new HttpError('internal_error', 'The server failed to handle this request.');
}
