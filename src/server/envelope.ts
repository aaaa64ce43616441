import type { ServerResponse } from 'node:http';

/** The service's error table: identifier -> envelope code and HTTP status (src/service/errors.ts reads it back). */
export const ERRORS = {
  invalid_request: { code: 40000, status: 400 },
  // Request fields the schema cannot judge alone: still "fails the schema", as the service answers them.
  unknown_theme: { code: 40000, status: 400 },
  malformed_module: { code: 40000, status: 400 },
  invalid_api_key: { code: 40001, status: 401 },
  missing_platform_credentials: { code: 40003, status: 401 },
  not_found: { code: 40400, status: 404 },
  method_not_allowed: { code: 40500, status: 405 },
  request_timeout: { code: 40800, status: 408 },
  request_too_large: { code: 41300, status: 413 },
  unsupported_media_type: { code: 41500, status: 415 },
  markdown_too_long: { code: 42201, status: 422 },
  too_many_images: { code: 42202, status: 422 },
  too_many_code_blocks: { code: 42203, status: 422 },
  too_many_mermaid_blocks: { code: 42204, status: 422 },
  mermaid_block_too_long: { code: 42204, status: 422 },
  // A document over its budget in the embedded engine (core/budget.ts).
  html_too_large: { code: 42205, status: 422 },
  too_many_formulas: { code: 42206, status: 422 },
  formula_too_long: { code: 42207, status: 422 },
  diagram_too_large: { code: 42208, status: 422 },
  document_too_slow: { code: 42209, status: 422 },
  document_too_large_in_memory: { code: 42210, status: 422 },
  rate_limited: { code: 42900, status: 429 },
  internal_error: { code: 50000, status: 500 },
  outbox_full: { code: 50700, status: 507 },
} as const;

export type ErrorId = keyof typeof ERRORS;

/** A refusal the handler turns into the JSON envelope with its real HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly id: ErrorId,
    message: string,
    readonly extra: {
      limit?: number;
      actual?: number;
      line?: number;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(message);
  }
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
    ...headers,
  });
  res.end(res.req.method === 'HEAD' ? undefined : text);
}

export function sendSuccess(res: ServerResponse, data: unknown): void {
  sendJson(res, 200, { code: 0, msg: 'success', data });
}

export function sendError(res: ServerResponse, error: HttpError): void {
  const { code, status } = ERRORS[error.id];
  const { headers, ...numbers } = error.extra;
  sendJson(
    res,
    status,
    { code, msg: error.message, data: { error: error.id, ...numbers } },
    headers,
  );
}
