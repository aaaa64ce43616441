import { getProxyUrl } from '@actions/http-client/lib/proxy';
import {
  type Exchanged,
  type ExchangeLimits,
  exchange,
  keptConnections,
} from '../core/http-exchange.js';

/**
 * The `fetch` Octokit is given (its documented `request.fetch` option). A run sends GitHub
 * a handful of small JSON requests; `@actions/github`'s `fetch` loaded undici for them,
 * which with `@actions/core`'s copy cost a run 45 to 60 ms of CPU at start
 * (docs/decisions/010-github-requests.md). Here a request is Node's `http`/`https` on kept
 * connections (core/http-exchange.ts), its answer handed back in the part of a `Response` Octokit reads (status,
 * headers, text, bytes). Redirects are followed as `@actions/http-client` follows them:
 * never from https to http, and the token is not carried to another host. Where the runner
 * sets a proxy for GitHub's host (`https_proxy`, `NO_PROXY`, read by `@actions/http-client`
 * as every toolkit package reads them), the request is made by `@actions/http-client`,
 * loaded only then (the first URL decides; GitHub's API redirects within its own host).
 */
export function toolkitFetch(): (url: string, init?: ToolkitRequest) => Promise<ToolkitResponse> {
  const agents = keptConnections();
  let proxied: Promise<ProxiedSend> | undefined;

  return async (url, init = {}) => {
    if (init.body !== undefined && init.body !== null && typeof init.body !== 'string')
      throw new TypeError('Only text bodies are sent to GitHub.');
    const request = {
      method: init.method ?? 'GET',
      headers: { ...init.headers },
      body: init.body ?? undefined,
    };
    if (getProxyUrl(new URL(url))?.hostname) {
      proxied ??= throughProxy();
      return (await proxied)(url, request);
    }
    let target = new URL(url);
    for (let redirects = 0; ; redirects++) {
      const answer = await exchange(target, request, agents, LIMITS);
      const next = redirectTarget(target, answer.status, answer.headers.location, redirects);
      if (!next) return toolkitResponse(target.href, answer);
      if (next.hostname !== target.hostname)
        request.headers = withoutAuthorization(request.headers);
      target = next;
    }
  };
}

/** What Octokit passes to fetch; `redirect`, `signal` and `duplex` are not used by its requests here. */
export interface ToolkitRequest {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** The part of a fetch `Response` Octokit's request reads. */
export interface ToolkitResponse {
  url: string;
  status: number;
  statusText: string;
  headers: { get(name: string): string | null; [Symbol.iterator](): Iterator<[string, string]> };
  body: null;
  text(): Promise<string>;
  arrayBuffer(): Promise<ArrayBuffer>;
}

interface Request {
  method: string;
  headers: Record<string, string>;
  body?: string;
}

type ProxiedSend = (url: string, request: Request) => Promise<ToolkitResponse>;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 10;
// As undici's fetch waited: 10 s to connect, 300 s for the headers, then for each part of
// the body; GitHub's answers are not capped.
const LIMITS: ExchangeLimits = {
  connectMs: 10_000,
  timeoutMs: 300_000,
  maxBytes: Number.POSITIVE_INFINITY,
};

/** `@actions/http-client` for a proxied host: it tunnels through the proxy the runner names. */
async function throughProxy(): Promise<ProxiedSend> {
  const { HttpClient } = await import('@actions/http-client');
  const client = new HttpClient(undefined, [], { keepAlive: true });
  return async (url, { method, headers, body }) => {
    const answer = await client.request(method, url, body ?? null, headers);
    return toolkitResponse(url, {
      status: answer.message.statusCode ?? 0,
      statusText: answer.message.statusMessage ?? '',
      headers: answer.message.headers,
      bytes: (await answer.readBodyBuffer?.()) ?? Buffer.alloc(0),
    });
  };
}

/**
 * Where an answer redirects to, as `@actions/http-client` follows redirects: at most 10, a
 * relative `Location` against the request's URL, never from https to http (an error).
 * `undefined` when the answer is to be returned as it is.
 */
export function redirectTarget(
  from: URL,
  status: number,
  location: string | string[] | undefined,
  redirects: number,
): URL | undefined {
  if (!REDIRECTS.has(status) || typeof location !== 'string' || redirects >= MAX_REDIRECTS)
    return undefined;
  const next = new URL(location, from);
  if (from.protocol === 'https:' && next.protocol !== 'https:')
    throw new Error(`GitHub redirected ${from.href} to ${next.protocol}, which is not followed.`);
  return next;
}

function withoutAuthorization(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'authorization'),
  );
}

function toolkitResponse(url: string, answer: Exchanged): ToolkitResponse {
  // As fetch's Headers: lower-case names, repeated values joined by ", ".
  const pairs = new Map<string, string>();
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value !== undefined)
      pairs.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : value);
  }
  const { bytes } = answer;
  return {
    url,
    status: answer.status,
    statusText: answer.statusText,
    headers: {
      get: (name) => pairs.get(name.toLowerCase()) ?? null,
      [Symbol.iterator]: () => pairs.entries(),
    },
    body: null,
    text: async () => bytes.toString('utf8'),
    arrayBuffer: async () =>
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  };
}
