import type { IncomingMessage } from 'node:http';
import { LIMITS } from '../markdown/limits.js';
import { HttpError } from './envelope.js';

/**
 * Reads a JSON body of at most `LIMITS.bodyBytes`. A body declared too large is
 * refused before a byte of it is read; one that grows too large while streaming
 * (chunked) is refused at the chunk that crosses the limit, and nothing more is kept.
 * Any other media type (or none) is refused before reading (415).
 */
export function readJsonBody(req: IncomingMessage): Promise<unknown> {
  if (!isJsonContentType(req.headers['content-type'])) {
    throw new HttpError(
      'unsupported_media_type',
      'Send the body as JSON with Content-Type: application/json (a charset, if any, utf-8).',
    );
  }
  const declared = Number(req.headers['content-length']);
  if (declared > LIMITS.bodyBytes) {
    throw tooLarge(`The body is ${declared} bytes`, declared);
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > LIMITS.bodyBytes) {
        stop();
        // Paused, not destroyed: destroying the request would take the socket with it
        // before the 413 is written.
        req.pause();
        chunks.length = 0;
        reject(tooLarge(`The body is over ${LIMITS.bodyBytes} bytes`));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      try {
        resolve(JSON.parse(Buffer.concat(chunks, size).toString('utf8')));
      } catch {
        reject(new HttpError('invalid_request', 'The body is not valid JSON.'));
      }
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    // A client that vanishes mid-body ends the request with 'close' alone on some Node versions.
    const onClose = () => {
      stop();
      reject(new Error('The client closed the connection before the body arrived.'));
    };
    req.on('data', onData);
    req.on('close', onClose);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}

/** `actual` only when the client declared it: a streamed body is not read to its end. */
function tooLarge(what: string, actual?: number): HttpError {
  return new HttpError(
    'request_too_large',
    `${what}; the service accepts at most ${LIMITS.bodyBytes} bytes (256 KiB).`,
    actual === undefined ? { limit: LIMITS.bodyBytes } : { limit: LIMITS.bodyBytes, actual },
  );
}

/**
 * `application/json`, with at most a `charset=utf-8` parameter (the value may be quoted).
 * Names and values are case-insensitive and spaces around `;` allowed, as media types
 * are read over HTTP; `application/json-patch+json`, `application/jsonx`, other
 * parameters or charsets are not JSON this server reads.
 */
export function isJsonContentType(header: string | undefined): boolean {
  if (header === undefined) return false;
  const [type, ...parameters] = header.split(';');
  if (type.trim().toLowerCase() !== 'application/json') return false;
  return parameters.every((parameter) => {
    const text = parameter.trim();
    // An empty parameter (`application/json;`) is allowed by the media type grammar.
    if (text === '') return true;
    const equals = text.indexOf('=');
    if (equals < 0) return false;
    const name = text.slice(0, equals).trim().toLowerCase();
    const value = text
      .slice(equals + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .toLowerCase();
    return name === 'charset' && value === 'utf-8';
  });
}
