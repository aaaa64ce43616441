import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { z } from 'zod';
import type { RateLimit } from '../config.js';
import type { Engine } from '../engine/engine.js';
import { createLocalEngine } from '../engine/local/index.js';
import { DocumentError, LimitError } from '../errors.js';
import { LIMITS } from '../markdown/limits.js';
import { PLATFORM } from '../platform.js';
import { createKeyedRateLimiter } from '../service/rate-limiter.js';
import {
  articleDraftRequestSchema,
  batchUploadRequestSchema,
  convertRequestSchema,
  newspicDraftRequestSchema,
} from '../service/schemas.js';
import { ERRORS, type ErrorId, HttpError, sendError, sendSuccess } from './envelope.js';
import { createOutbox } from './outbox.js';

export interface ServerOptions {
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  keys: string[];
  /** Where sandbox drafts and uploads are written; without it they are only counted. */
  outbox?: string;
  /** Per key; the spec's 100 requests per 60 s by default. */
  rateLimit?: RateLimit;
  engine?: Engine;
  /** Platform credential header prefix, as the action's `credential-header-prefix`. */
  credentialHeaderPrefix?: string;
  log?: (line: string) => void;
}

export interface ServerStats {
  requests: Record<string, number>;
  connections: number;
  imageUploads: number;
  drafts: number;
}

export interface RunningServer {
  url: string;
  port: number;
  stats(): ServerStats;
  close(): Promise<void>;
}

type Endpoint = (req: IncomingMessage, body: unknown, key: string) => Promise<unknown>;

const MARKDOWN_IMAGE = /!\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]+)/g;
const HTML_IMAGE = /<img\b[^>]*?\bsrc\s*=\s*["']?([^"'\s>]+)/gi;

/**
 * `md-platform serve`: the service API of spec section 4 over the local engine, with
 * the limits, keys, rate limit and error envelope of DESIGN.md section 5. Drafts and
 * uploads are a sandbox: validated, written to the outbox, answered with new ids.
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const keys = new Set(options.keys.filter(Boolean));
  const engine = options.engine ?? createLocalEngine();
  const limiter = createKeyedRateLimiter(
    options.rateLimit ?? { requests: 100, intervalMs: 60_000 },
  );
  const outbox = createOutbox(options.outbox);
  const prefix = (options.credentialHeaderPrefix ?? 'Messenger').toLowerCase();
  const log = options.log ?? (() => {});
  const stats: ServerStats = { requests: {}, connections: 0, imageUploads: 0, drafts: 0 };
  // Like the real service, every call uploads the images it is given: nothing is
  // remembered between calls, which is what lets tests see uploads saved by batch-upload.
  const platformUrlFor = (_url: string) => {
    stats.imageUploads++;
    return `https://${PLATFORM.imageHosts[0]}/sandbox/${randomBytes(6).toString('hex')}.png`;
  };
  const onPlatform = (url: string) => {
    try {
      return (PLATFORM.imageHosts as readonly string[]).includes(new URL(url).hostname);
    } catch {
      return false;
    }
  };
  const requireCredentials = (req: IncomingMessage) => {
    if (!req.headers[`${prefix}-appid`] || !req.headers[`${prefix}-app-secret`]) {
      throw new HttpError(
        'missing_platform_credentials',
        `Draft and upload calls need the ${options.credentialHeaderPrefix ?? 'Messenger'}-Appid and -App-Secret headers.`,
      );
    }
  };

  const convert: Endpoint = async (_req, body) => {
    const request = parse(convertRequestSchema, body);
    return engine.convert(request);
  };

  const endpoints: Record<string, { methods: string[]; handle: Endpoint }> = {
    '/api/v1/convert': { methods: ['POST'], handle: convert },
    '/api/convert': { methods: ['POST'], handle: convert },
    '/api/auth/validate': { methods: ['GET', 'HEAD'], handle: async () => undefined },
    '/api/v1/article-draft': {
      methods: ['POST'],
      handle: async (req, body) => {
        requireCredentials(req);
        const request = parse(articleDraftRequestSchema, body);
        const converted = await engine.convert({
          markdown: request.markdown,
          theme: request.theme,
          fontSize: parse(convertRequestSchema.shape.fontSize, request.fontSize),
          convertVersion: request.convertVersion,
        });
        const images = imagesOf(request.markdown).filter(
          (url) => /^https?:\/\//.test(url) && !onPlatform(url),
        );
        const uploads = images.map((url) => ({ url, platformUrl: platformUrlFor(url) }));
        stats.drafts++;
        const id = await outbox.write(
          'article-draft',
          { request, imageUploads: uploads },
          converted.html,
        );
        return { mediaId: id, draftId: id };
      },
    },
    '/api/v1/newspic-draft': {
      methods: ['POST'],
      handle: async (req, body) => {
        requireCredentials(req);
        const request = parse(newspicDraftRequestSchema, body);
        if ([...request.title].length > PLATFORM.titleMax) {
          throw new HttpError(
            'invalid_request',
            `title is longer than ${PLATFORM.titleMax} characters.`,
          );
        }
        if (request.imageUrls.length < 1 || request.imageUrls.length > PLATFORM.newspicImagesMax) {
          throw new HttpError(
            'invalid_request',
            `imageUrls must hold 1 to ${PLATFORM.newspicImagesMax} images.`,
          );
        }
        const uploads = request.imageUrls
          .filter((u) => !onPlatform(u))
          .map((url) => ({ url, platformUrl: platformUrlFor(url) }));
        stats.drafts++;
        const id = await outbox.write('newspic-draft', { request, imageUploads: uploads });
        return { mediaId: id, draftId: id };
      },
    },
    '/api/v1/batch-upload': {
      methods: ['POST'],
      handle: async (req, body) => {
        requireCredentials(req);
        const request = parse(batchUploadRequestSchema, body);
        const items = request.imageUrls.map((url) => ({
          url,
          mediaId: `sandbox-media-${randomBytes(4).toString('hex')}`,
          platformUrl: onPlatform(url) ? url : platformUrlFor(url),
        }));
        await outbox.write('batch-upload', { request, items });
        return { items };
      },
    },
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const endpoint = endpoints[path];
    if (!endpoint) throw new HttpError('not_found', `No such endpoint: ${req.method} ${path}.`);
    stats.requests[path] = (stats.requests[path] ?? 0) + 1;
    if (!endpoint.methods.includes(req.method ?? '')) {
      throw new HttpError('method_not_allowed', `${path} accepts ${endpoint.methods.join(', ')}.`, {
        headers: { allow: endpoint.methods.join(', ') },
      });
    }
    const key = apiKeyOf(req);
    if (!key || !keys.has(key)) {
      throw new HttpError(
        'invalid_api_key',
        key
          ? 'The API key is not valid.'
          : 'An API key is required (Authorization: Bearer, X-API-Key or Service-API-Key header).',
      );
    }
    const verdict = limiter.check(key);
    if (!verdict.allowed) {
      const seconds = Math.ceil(verdict.retryAfterMs / 1000);
      throw new HttpError(
        'rate_limited',
        `More than the allowed requests for this key; retry in ${seconds} s.`,
        {
          headers: { 'retry-after': String(seconds) },
        },
      );
    }
    if (req.method === 'GET' || req.method === 'HEAD') {
      req.resume();
      res.writeHead(204).end();
      return;
    }
    const body = await readJson(req);
    sendSuccess(res, await endpoint.handle(req, body, key));
  };

  let closing: Promise<void> | undefined;
  const server = createServer(
    {
      headersTimeout: 10_000,
      requestTimeout: 30_000,
      keepAliveTimeout: 5_000,
      maxHeaderSize: 16 * 1024,
    },
    (req, res) => {
      const started = performance.now();
      // While shutting down, each response closes its connection so close() need not wait for keep-alive.
      if (closing) res.setHeader('connection', 'close');
      res.on('finish', () =>
        log(
          `${req.method} ${req.url?.split('?')[0]} ${res.statusCode} ${(performance.now() - started).toFixed(1)}ms`,
        ),
      );
      handle(req, res).catch((error: unknown) => {
        if (res.headersSent) {
          res.destroy();
          return;
        }
        const failure = toHttpError(error);
        if (failure.id === 'request_too_large') res.setHeader('connection', 'close');
        sendError(res, failure);
        if (failure.id === 'request_too_large') res.on('finish', () => req.destroy());
      });
    },
  );
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    stats.connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return socket.destroy();
    const status =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? 408
          : 400;
    socket.end(
      `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`,
    );
  });

  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => done());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${host}:${address.port}`,
    port: address.port,
    stats: () => structuredClone(stats),
    close() {
      closing ??= new Promise<void>((done) => {
        // Stop accepting, let requests in flight finish, and drop each keep-alive
        // socket as soon as it is idle; sockets still busy after 5 s are cut.
        const sweep = setInterval(() => server.closeIdleConnections(), 25);
        const force = setTimeout(() => {
          for (const socket of sockets) socket.destroy();
        }, 5_000);
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

function apiKeyOf(req: IncomingMessage): string | undefined {
  const header = (name: string) => {
    const value = req.headers[name];
    return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
  };
  const bearer = /^Bearer\s+(\S+)$/i.exec(header('authorization') ?? '')?.[1];
  return header('service-api-key') ?? header('x-api-key') ?? bearer;
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const type = req.headers['content-type'] ?? '';
  if (!/^application\/json\b/i.test(type)) {
    req.resume();
    throw new HttpError(
      'invalid_request',
      'Send the body as JSON with Content-Type: application/json.',
    );
  }
  const declared = Number(req.headers['content-length']);
  if (declared > LIMITS.bodyBytes) {
    throw new HttpError(
      'request_too_large',
      `The body is ${declared} bytes; at most ${LIMITS.bodyBytes} are accepted.`,
      {
        limit: LIMITS.bodyBytes,
        actual: declared,
      },
    );
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > LIMITS.bodyBytes) {
      throw new HttpError('request_too_large', `The body is over ${LIMITS.bodyBytes} bytes.`, {
        limit: LIMITS.bodyBytes,
      });
    }
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new HttpError('invalid_request', 'The body is not valid JSON.');
  }
}

function parse<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.join('.') || 'body';
  throw new HttpError('invalid_request', `Field \`${field}\`: ${issue.message}.`);
}

function imagesOf(markdown: string): string[] {
  const urls = new Set<string>();
  for (const pattern of [MARKDOWN_IMAGE, HTML_IMAGE]) {
    for (const match of markdown.matchAll(pattern)) urls.add(match[1]);
  }
  return [...urls];
}

function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof LimitError && error.code in ERRORS) {
    return new HttpError(error.code as ErrorId, error.message, {
      limit: error.limit,
      actual: error.actual,
      line: error.line,
    });
  }
  if (error instanceof DocumentError) {
    const id = (error.code in ERRORS ? error.code : 'invalid_request') as ErrorId;
    return new HttpError(id, error.message, { line: error.line });
  }
  return new HttpError('internal_error', 'The server failed to handle this request.');
}
