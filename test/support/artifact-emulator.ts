/**
 * The two services `@actions/artifact` 6 talks to when uploading, on one loopback
 * server: the results service (twirp JSON POSTs to
 * `/twirp/github.actions.results.api.v1.ArtifactService/{CreateArtifact,FinalizeArtifact}`)
 * and Azure blob storage (the `signed_upload_url` it hands out points back here and
 * receives `PUT ?comp=block` chunks, then `PUT ?comp=blocklist`). Finalized artifacts
 * are unzipped so tests can assert the bytes of every file; a one-file artifact uploaded
 * unzipped (`skipArchive`, its `mime_type` not a zip) is kept as its one file, named as the
 * artifact. Like the real service, it refuses names with the characters the client's own
 * check lists, and blobs over `maxBytes`.
 *
 * Usage:
 *   const results = await startArtifactEmulator();
 *   for (const [k, v] of Object.entries(runtimeEnv(results.url))) vi.stubEnv(k, v);
 *   // (the library reads process.env, not an env object)
 *   ... upload ...
 *   results.artifacts[0].entries.get('index.html')  // Buffer
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inflateRawSync } from 'node:zlib';

const SERVICE = '/twirp/github.actions.results.api.v1.ArtifactService/';

export interface EmulatedArtifact {
  id: number;
  name: string;
  workflowRunBackendId: string;
  workflowJobRunBackendId: string;
  /** ISO time from CreateArtifact, set when a retention period was asked for. */
  expiresAt?: string;
  /** Size and hash the client reported in FinalizeArtifact. */
  reportedSize?: string;
  reportedHash?: string;
  /** The MIME type CreateArtifact declared: `application/zip`, or the one file's type. */
  mimeType?: string;
  /** The `Content-Type` the blob was uploaded with. */
  blobContentType?: string;
  /** The committed blob (a zip, or the one unzipped file) and its entries by path. */
  zip?: Buffer;
  entries: Map<string, Buffer>;
  finalized: boolean;
}

export interface ArtifactRecorded {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization?: string;
  status: number;
}

export interface ArtifactEmulator {
  url: string;
  artifacts: EmulatedArtifact[];
  requests: ArtifactRecorded[];
  close(): Promise<void>;
}

/** An unsigned JWT: the library decodes only its `scp` claim and never checks a signature. */
export function runtimeToken(runId: string, jobId: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ scp: `Actions.GenericRead:00000000-0000-0000-0000-000000000000 Actions.Results:${runId}:${jobId}` })}.`;
}

/** Environment a job would have: point `@actions/artifact` at the emulator's `url`. */
export function runtimeEnv(
  url: string,
  ids = { runId: randomUUID(), jobId: randomUUID() },
): Record<string, string> {
  return {
    ACTIONS_RUNTIME_TOKEN: runtimeToken(ids.runId, ids.jobId),
    ACTIONS_RESULTS_URL: `${url}/`,
    // The library refuses GitHub Enterprise Server, which it recognizes by this URL.
    GITHUB_SERVER_URL: 'https://github.com',
  };
}

/** Entries of a zip, read from its central directory (stored and deflated entries). */
export function unzip(zip: Buffer): Map<string, Buffer> {
  const entries = new Map<string, Buffer>();
  let eocd = zip.length - 22;
  while (eocd >= 0 && zip.readUInt32LE(eocd) !== 0x06054b50) eocd--;
  if (eocd < 0) throw new Error('not a zip: no end of central directory');
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory entry');
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localOffset = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;
    if (name.endsWith('/')) continue;
    // Sizes in the local header may be zero (streamed with a data descriptor): use the central ones.
    const localNameLength = zip.readUInt16LE(localOffset + 26);
    const localExtraLength = zip.readUInt16LE(localOffset + 28);
    const start = localOffset + 30 + localNameLength + localExtraLength;
    const data = zip.subarray(start, start + compressedSize);
    if (method === 0) entries.set(name, Buffer.from(data));
    else if (method === 8) entries.set(name, inflateRawSync(data));
    else throw new Error(`zip entry ${name} uses unsupported method ${method}`);
  }
  return entries;
}

/** The `Actions.Results:<run>:<job>` ids of a runtime token, as the real service would check them. */
function idsOf(authorization: string | undefined): { runId: string; jobId: string } | undefined {
  const token = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
  try {
    const claims = JSON.parse(
      Buffer.from(token?.split('.')[1] ?? '', 'base64url').toString('utf8'),
    );
    const scope = String(claims.scp ?? '')
      .split(' ')
      .find((s) => s.startsWith('Actions.Results:'));
    const [, runId, jobId] = scope?.split(':') ?? [];
    return runId && jobId ? { runId, jobId } : undefined;
  } catch {
    return undefined;
  }
}

async function readRaw(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export interface ArtifactEmulatorOptions {
  /**
   * `unavailable`: the results service answers every call with 503, as in an outage
   * (@actions/artifact retries each call for about half a minute on its own schedule).
   * `reset`: every connection is dropped before an answer, an outage the library gives up
   * on at once.
   * `zip-only`: it refuses an artifact that is not a zip, as a service without
   * unzipped artifacts does.
   */
  fault?: 'unavailable' | 'reset' | 'zip-only';
  /** The largest blob the storage accepts, in bytes (the real one has a quota too). */
  maxBytes?: number;
}

/** The characters the real service refuses in an artifact name (NTFS-unsafe, path separators). */
const FORBIDDEN_NAME = /[":<>|*?\r\n\\/]/;
const ZIP = 'application/zip';

export async function startArtifactEmulator(
  options: ArtifactEmulatorOptions = {},
): Promise<ArtifactEmulator> {
  const artifacts: EmulatedArtifact[] = [];
  const requests: ArtifactRecorded[] = [];
  // Blob path → staged blocks by id, and the committed content.
  const blocks = new Map<string, Map<string, Buffer>>();
  const blobs = new Map<string, Buffer>();
  const blobTypes = new Map<string, string>();
  let nextId = 4000;
  let baseUrl = '';

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const record: ArtifactRecorded = {
      method: req.method ?? '',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      authorization: req.headers.authorization,
      status: 0,
    };
    requests.push(record);
    const reply = (status: number, body?: unknown, headers: Record<string, string> = {}) => {
      record.status = status;
      const text = body === undefined ? '' : JSON.stringify(body);
      res.writeHead(status, {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        'content-length': String(Buffer.byteLength(text)),
        ...headers,
      });
      res.end(text);
    };
    const raw = await readRaw(req);

    if (req.method === 'POST' && url.pathname.startsWith(SERVICE)) {
      if (options.fault === 'reset') {
        record.status = 0;
        req.socket.destroy();
        return;
      }
      if (options.fault === 'unavailable') {
        return reply(503, { code: 'unavailable', msg: 'the service is unavailable' });
      }
      const ids = idsOf(req.headers.authorization);
      if (!ids) return reply(401, { code: 'unauthenticated', msg: 'invalid runtime token' });
      const body = JSON.parse(raw.toString('utf8') || '{}');
      if (
        body.workflow_run_backend_id !== ids.runId ||
        body.workflow_job_run_backend_id !== ids.jobId
      ) {
        return reply(400, { code: 'invalid_argument', msg: 'backend ids do not match the token' });
      }
      const method = url.pathname.slice(SERVICE.length);
      if (method === 'CreateArtifact') {
        if (typeof body.name !== 'string' || !body.name || FORBIDDEN_NAME.test(body.name)) {
          return reply(400, { code: 'invalid_argument', msg: 'invalid artifact name' });
        }
        const mimeType = typeof body.mime_type === 'string' ? body.mime_type : ZIP;
        if (options.fault === 'zip-only' && mimeType !== ZIP) {
          return reply(400, { code: 'invalid_argument', msg: `unsupported mime type ${mimeType}` });
        }
        if (artifacts.some((a) => a.name === body.name && a.finalized)) {
          return reply(409, {
            code: 'already_exists',
            msg: 'an artifact with this name already exists',
          });
        }
        const artifact: EmulatedArtifact = {
          id: nextId++,
          name: body.name,
          workflowRunBackendId: body.workflow_run_backend_id,
          workflowJobRunBackendId: body.workflow_job_run_backend_id,
          expiresAt: body.expires_at,
          mimeType,
          entries: new Map(),
          finalized: false,
        };
        artifacts.push(artifact);
        const blob = `/devstoreaccount1/actions-results/${ids.runId}/${artifact.id}.zip`;
        return reply(200, {
          ok: true,
          signed_upload_url: `${baseUrl}${blob}?sig=emulated-signature&sv=2024-01-01`,
        });
      }
      if (method === 'FinalizeArtifact') {
        const artifact = artifacts.find((a) => a.name === body.name && !a.finalized);
        if (!artifact) return reply(404, { code: 'not_found', msg: 'no artifact being uploaded' });
        const zip = blobs.get(`/devstoreaccount1/actions-results/${ids.runId}/${artifact.id}.zip`);
        if (!zip) return reply(400, { code: 'failed_precondition', msg: 'nothing was uploaded' });
        artifact.zip = zip;
        artifact.blobContentType = blobTypes.get(
          `/devstoreaccount1/actions-results/${ids.runId}/${artifact.id}.zip`,
        );
        artifact.entries = artifact.mimeType === ZIP ? unzip(zip) : new Map([[artifact.name, zip]]);
        artifact.reportedSize = body.size;
        artifact.reportedHash = body.hash;
        artifact.finalized = true;
        return reply(200, { ok: true, artifact_id: String(artifact.id) });
      }
      return reply(404, { code: 'bad_route', msg: `no method ${method}` });
    }

    if (req.method === 'PUT' && url.pathname.startsWith('/devstoreaccount1/')) {
      if (url.searchParams.get('sig') !== 'emulated-signature') return reply(403);
      const blobHeaders = { 'x-ms-request-id': randomUUID(), 'x-ms-version': '2024-01-01' };
      const comp = url.searchParams.get('comp');
      if (comp === 'block') {
        const id = url.searchParams.get('blockid') ?? '';
        const staged = blocks.get(url.pathname) ?? new Map<string, Buffer>();
        staged.set(id, raw);
        blocks.set(url.pathname, staged);
        return reply(201, undefined, blobHeaders);
      }
      const tooLarge = (bytes: number) =>
        options.maxBytes !== undefined && bytes > options.maxBytes;
      const type = req.headers['x-ms-blob-content-type'];
      if (typeof type === 'string') blobTypes.set(url.pathname, type);
      if (comp === 'blocklist') {
        const staged = blocks.get(url.pathname) ?? new Map<string, Buffer>();
        const ids = [
          ...raw.toString('utf8').matchAll(/<(?:Latest|Uncommitted|Committed)>([^<]*)<\//g),
        ].map((m) => m[1]);
        const missing = ids.find((id) => !staged.has(id));
        if (missing !== undefined) return reply(400, undefined, blobHeaders);
        const blob = Buffer.concat(ids.map((id) => staged.get(id) as Buffer));
        if (tooLarge(blob.length)) return reply(413, undefined, blobHeaders);
        blobs.set(url.pathname, blob);
        return reply(201, undefined, { ...blobHeaders, etag: `"${randomUUID()}"` });
      }
      // A single-shot Put Blob.
      if (tooLarge(raw.length)) return reply(413, undefined, blobHeaders);
      blobs.set(url.pathname, raw);
      return reply(201, undefined, { ...blobHeaders, etag: `"${randomUUID()}"` });
    }
    reply(404, { msg: 'not found' });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: baseUrl,
    artifacts,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
