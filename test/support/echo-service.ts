import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { credentialForms } from './secret-scan.js';

/**
 * Credentials for the echo tests, each with characters that change under URL-encoding,
 * JSON escaping and base64, so each form of it differs from the others.
 */
export const ECHO_CREDENTIALS = {
  key: 'wme_Ech0+k3y/2026:xyz',
  appId: 'wx_app+id/0077',
  appSecret: 'sec:ret/+Value_99',
  token: 'ghs_Echo+tok/en:2026',
} as const;

/**
 * A service on 127.0.0.1 that does what real ones do when they refuse a call: it
 * echoes the caller's credentials back, in every form a server may use, in every
 * place a client might read: `msg`, `data.error`, extra fields, the HTTP reason
 * phrase and a redirect `Location`.
 */

export interface EchoAnswer {
  status: number;
  /** The HTTP reason phrase. */
  reason?: string;
  headers?: Record<string, string>;
  /** Raw body text (JSON escapes of our own choosing are written by hand). */
  body: string;
}

export interface EchoService {
  url: string;
  requests: { method: string; path: string; body: string }[];
  close(): Promise<void>;
}

export type Answerer = (path: string, body: string) => EchoAnswer;

export async function startEchoService(answer: Answerer): Promise<EchoService> {
  const requests: EchoService['requests'] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0];
      const body = Buffer.concat(chunks).toString('utf8');
      requests.push({ method: req.method ?? 'GET', path, body });
      const a = answer(path, body);
      res.writeHead(a.status, a.reason ?? 'OK', {
        'content-type': 'application/json',
        ...a.headers,
      });
      res.end(a.body);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** One text holding every credential in every form, and each inside a URL's userinfo. */
export function echoText(secrets: readonly string[]): string {
  const parts = secrets.flatMap((secret) => [
    ...credentialForms(secret).map(({ form }) => form),
    `Basic ${Buffer.from(`user:${secret}`).toString('base64')}`,
    `https://user:${encodeURIComponent(secret)}@203.0.113.9/cb`,
  ]);
  return `invalid ip 203.0.113.9 for key ${parts.join(' ')}`;
}

/** A JSON string literal whose every character is a `\u` escape. */
function unicodeEscaped(text: string): string {
  return `"${[...text].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}"`;
}

/** Extra envelope and data fields a client does not know, each echoing the credentials. */
function extraFields(secrets: readonly string[]): string {
  const text = echoText(secrets);
  return [
    `"hint":${JSON.stringify(text)}`,
    `"escaped":${unicodeEscaped(secrets.join(' '))}`,
    `"slashes":${JSON.stringify(secrets.join(' ')).replaceAll('/', '\\/')}`,
    `${JSON.stringify(secrets[0])}:${JSON.stringify(text)}`,
  ].join(',');
}

/** A refusal with a non-zero code; the credentials in msg, data.error, extras and the reason phrase. */
export function echoRejection(secrets: readonly string[], status = 400): EchoAnswer {
  const text = echoText(secrets);
  return {
    status,
    reason: `Rejected ${secrets.join(' ')}`,
    body: `{"code":40164,"msg":${JSON.stringify(text)},"data":{"error":${JSON.stringify(`upstream rejected ${secrets.join(' ')}`)},${extraFields(secrets)}},${extraFields(secrets)}}`,
  };
}

/** A refusal whose identifier is a bare credential-free-looking word: the server's own code. */
export function echoIdentifier(secrets: readonly string[], identifier: string): EchoAnswer {
  return {
    status: 400,
    body: `{"code":40000,"msg":${JSON.stringify(echoText(secrets))},"data":{"error":${JSON.stringify(identifier)}}}`,
  };
}

/** A redirect to a URL carrying the credentials as userinfo and in the query. */
export function echoRedirect(secrets: readonly string[]): EchoAnswer {
  const [first, ...rest] = secrets;
  const query = rest.map((s, i) => `k${i}=${encodeURIComponent(s)}`).join('&');
  return {
    status: 302,
    reason: `Moved ${secrets.join(' ')}`,
    headers: {
      location: `https://user:${encodeURIComponent(first)}@203.0.113.9/moved?${query}&b=${Buffer.from(secrets.join(':')).toString('base64url')}`,
    },
    body: `{"code":30200,"msg":${JSON.stringify(echoText(secrets))}}`,
  };
}

/** A success whose `data` carries `fields` plus extra fields echoing the credentials. */
export function echoSuccess(
  secrets: readonly string[],
  fields: Record<string, unknown>,
): EchoAnswer {
  const data = JSON.stringify(fields).slice(1, -1);
  return {
    status: 200,
    reason: `OK ${secrets.join(' ')}`,
    body: `{"code":0,"msg":${JSON.stringify(`success for ${echoText(secrets)}`)},"data":{${data}${data ? ',' : ''}${extraFields(secrets)}},${extraFields(secrets)}}`,
  };
}
