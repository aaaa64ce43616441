import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  request,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createKeyedRateLimiter, type KeyedRateLimiter } from '../../src/service/rate-limiter.js';
import type { RateLimit } from '../../src/settings/config.js';

/** What the proxy does to one request instead of (or on top of) forwarding it. */
export type Fault =
  /** Answer with this status (500, 503, 429 + Retry-After, 302 + Location, …). */
  | { type: 'status'; status: number; headers?: Record<string, string>; body?: string }
  /**
   * Never answer. `before-body`: the request body is not even read, the upstream never
   * sees it. `after-body`: the request is forwarded and the upstream acts on it (a draft
   * is created), but its answer is held back.
   */
  | { type: 'stall'; phase: 'before-body' | 'after-body' }
  /** Forward, then send the headers and half of the upstream's body, and cut the connection. */
  | { type: 'cut' }
  /** Forward at once (the upstream acts), and hold the answer back for `ms`: a slow answer. */
  | { type: 'delay'; ms: number }
  /** Read the request, then destroy the connection without any answer. */
  | { type: 'reset' }
  /** HTTP 200 whose body is not JSON. */
  | { type: 'malformed' }
  /** Any JSON answer: a valid envelope with the wrong data, an envelope error, … */
  | { type: 'json'; status?: number; body: unknown; headers?: Record<string, string> };

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** `upstream`, `rate-limit`, or the fault's type. */
  answeredBy: string;
  /** The status the client was sent, once an answer left the proxy. */
  status?: number;
  /** Set once the upstream has answered the forwarded request (it acted on it). */
  upstreamDone?: boolean;
}

export interface FaultProxy {
  url: string;
  /** Every request that reached the proxy, with its headers, in order of arrival. */
  readonly requests: RecordedRequest[];
  /** TCP connections accepted so far. */
  readonly connections: number;
  /** Apply `fault` to the next `times` requests (whose path starts with `path`). */
  /** Apply `fault` to `times` matching requests, after letting the first `skip` through. */
  inject(fault: Fault, options?: { times?: number; path?: string; skip?: number }): void;
  /** Answer 429 + Retry-After past `limit` requests per key in any window. */
  enforceRateLimit(limit: RateLimit): void;
  /** Close the listener and every connection: from now on connections are refused. */
  refuse(): Promise<void>;
  close(): Promise<void>;
}

interface Rule {
  fault: Fault;
  remaining: number;
  skip: number;
  path?: string;
}

/** A node:http proxy in front of `upstream` (the service) with programmable faults. */
export async function startFaultProxy(upstream: string): Promise<FaultProxy> {
  const target = new URL(upstream);
  const rules: Rule[] = [];
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  let connections = 0;
  let limiter: KeyedRateLimiter | undefined;

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  server.on('connection', (socket) => {
    connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = req.url ?? '/';
    let rule = rules.find((r) => r.remaining > 0 && (!r.path || path.startsWith(r.path)));
    if (rule && rule.skip > 0) {
      rule.skip--;
      rule = undefined;
    } else if (rule) rule.remaining--;
    const record: RecordedRequest = {
      method: req.method ?? 'GET',
      path,
      headers: req.headers,
      body: '',
      answeredBy: rule ? rule.fault.type : 'upstream',
    };
    requests.push(record);
    res.on('finish', () => {
      record.status = res.statusCode;
    });
    if (rule?.fault.type === 'stall' && rule.fault.phase === 'before-body') return;

    record.body = await readBody(req);
    if (!rule && limiter) {
      const verdict = limiter.check(keyOf(req.headers));
      if (!verdict.allowed) {
        record.answeredBy = 'rate-limit';
        const seconds = Math.ceil(verdict.retryAfterMs / 1000);
        sendJson(
          res,
          429,
          { code: 42900, msg: 'rate_limited', data: { error: 'rate_limited' } },
          {
            'retry-after': String(seconds),
          },
        );
        return;
      }
    }
    const fault = rule?.fault;
    switch (fault?.type) {
      case undefined: {
        const answer = await forward(target, req, record.body);
        record.upstreamDone = true;
        res.writeHead(answer.status, answer.headers);
        res.end(answer.body);
        return;
      }
      case 'status':
        res.writeHead(fault.status, { 'content-type': 'application/json', ...fault.headers });
        res.end(
          fault.body ?? JSON.stringify({ code: fault.status * 100, msg: `HTTP ${fault.status}` }),
        );
        return;
      case 'json':
        sendJson(res, fault.status ?? 200, fault.body, fault.headers);
        return;
      case 'malformed':
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"code":0,"msg":"success","data":{"html":"<p>trunc');
        return;
      case 'delay': {
        const answer = await forward(target, req, record.body);
        record.upstreamDone = true;
        await new Promise((resolve) => setTimeout(resolve, fault.ms));
        res.writeHead(answer.status, answer.headers);
        res.end(answer.body);
        return;
      }
      case 'reset':
        req.socket.destroy();
        return;
      case 'stall':
        // The upstream acts on the request; its answer never reaches the client.
        await forward(target, req, record.body);
        record.upstreamDone = true;
        return;
      case 'cut': {
        const answer = await forward(target, req, record.body);
        res.writeHead(answer.status, {
          ...answer.headers,
          'content-length': String(answer.body.length),
        });
        res.write(answer.body.subarray(0, Math.floor(answer.body.length / 2)));
        setTimeout(() => req.socket.destroy(), 10);
        return;
      }
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const shut = async () => {
    for (const socket of sockets) socket.destroy();
    if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
  };

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    get connections() {
      return connections;
    },
    inject(fault, options = {}) {
      rules.push({
        fault,
        remaining: options.times ?? 1,
        skip: options.skip ?? 0,
        path: options.path,
      });
    },
    enforceRateLimit(limit) {
      limiter = createKeyedRateLimiter(limit);
    },
    refuse: shut,
    close: shut,
  };
}

/** The key from any of the three equivalent headers of spec section 5. */
export function keyOf(headers: IncomingHttpHeaders): string {
  const bearer = /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? '')?.[1];
  const header = headers['x-api-key'] ?? headers['service-api-key'];
  return bearer ?? (Array.isArray(header) ? header[0] : header) ?? '';
}

/** A base URL on which nothing listens: connecting to it is refused. */
export async function refusingUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

interface Forwarded {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

function forward(target: URL, req: IncomingMessage, body: string): Promise<Forwarded> {
  return new Promise((resolve, reject) => {
    const headers = { ...req.headers, host: target.host };
    delete headers.connection;
    const out = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const copied: Record<string, string | string[]> = {};
          for (const [name, value] of Object.entries(res.headers)) {
            if (value !== undefined && !HOP_BY_HOP.has(name)) copied[name] = value;
          }
          resolve({ status: res.statusCode ?? 502, headers: copied, body: Buffer.concat(chunks) });
        });
        res.on('error', reject);
      },
    );
    out.on('error', reject);
    out.end(body);
  });
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length']);
