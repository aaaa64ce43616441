import { HttpClient } from '@actions/http-client';

/**
 * The `fetch` Octokit is given (its documented `request.fetch` option): the request is
 * made by `@actions/http-client`, the toolkit's client on Node's `http`, which
 * `@actions/core` already loads, and its answer is handed back in the part of a `Response`
 * Octokit reads (status, headers, text or bytes). A run's first `fetch` brings up web
 * streams and a WebAssembly HTTP parser for a handful of small JSON answers: 10 to 20 ms of
 * CPU in every run (docs/decisions/010-github-requests.md). The client does what
 * `@actions/github`'s fetch did: it goes through the runner's proxy (`https_proxy`,
 * `NO_PROXY`), follows redirects without carrying the token to another host, and keeps
 * connections open.
 */
export function toolkitFetch(client = new HttpClient(undefined, [], { keepAlive: true })) {
  return async (url: string, init: ToolkitRequest = {}): Promise<ToolkitResponse> => {
    if (init.body !== undefined && init.body !== null && typeof init.body !== 'string')
      throw new TypeError('Only text bodies are sent to GitHub.');
    const answer = await client.request(init.method ?? 'GET', url, init.body ?? null, {
      ...init.headers,
    });
    const bytes = await answer.readBodyBuffer?.();
    return toolkitResponse(url, answer.message, bytes ?? Buffer.alloc(0));
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

function toolkitResponse(
  url: string,
  message: {
    statusCode?: number;
    statusMessage?: string;
    headers: Record<string, string | string[] | undefined>;
  },
  bytes: Buffer,
): ToolkitResponse {
  // As fetch's Headers: lower-case names, repeated values joined by ", ".
  const pairs = new Map<string, string>();
  for (const [name, value] of Object.entries(message.headers)) {
    if (value !== undefined)
      pairs.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : value);
  }
  return {
    url,
    status: message.statusCode ?? 0,
    statusText: message.statusMessage ?? '',
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
