import type { z } from 'zod';
import type { ServiceConfig } from '../config.js';
import { DocumentError, InputError, ServiceError } from '../errors.js';
import type { ConvertRequest, ConvertResult } from '../types.js';
import { excerpt, redact, ServiceRejection } from './errors.js';
import { createRateLimiter, type LimiterClock, type RateLimiter } from './rate-limiter.js';
import {
  backoffDelay,
  DEFAULT_RETRY,
  parseRetryAfter,
  type RetryPolicy,
  sleep as realSleep,
  type Sleep,
} from './retry.js';
import {
  type ArticleDraftRequest,
  articleDraftRequestSchema,
  type BatchUploadRequest,
  batchUploadRequestSchema,
  convertDataSchema,
  convertRequestSchema,
  describeIssues,
  draftDataSchema,
  envelopeSchema,
  errorDataSchema,
  type NewspicDraftRequest,
  newspicDraftRequestSchema,
  type UploadItem,
  uploadDataSchema,
} from './schemas.js';
import {
  createTransport,
  type HttpResponse,
  type Transport,
  TransportFailure,
} from './transport.js';
import { assertServiceUrl } from './url-policy.js';

export interface ServiceLog {
  info(message: string): void;
  warning(message: string): void;
  debug(message: string): void;
}

export interface ServiceClientDeps {
  log?: ServiceLog;
  /** Jitter source, [0, 1). */
  random?: () => number;
  sleep?: Sleep;
  retry?: Partial<RetryPolicy>;
  clock?: LimiterClock;
}

export interface DraftCreated {
  draftId?: string;
  mediaId?: string;
}

export interface UploadedImage {
  url: string;
  mediaId?: string;
  platformUrl?: string;
  error?: string;
}

export interface BatchUploadResult {
  items: UploadedImage[];
}

export interface ServiceClient {
  /** Origin requests currently go to: the primary, or the backup after a failover. */
  readonly activeOrigin: string;
  /** GET /api/auth/validate: resolves when the key is accepted. */
  validate(signal?: AbortSignal): Promise<void>;
  convert(request: ConvertRequest, signal?: AbortSignal): Promise<ConvertResult>;
  articleDraft(request: ArticleDraftRequest, signal?: AbortSignal): Promise<DraftCreated>;
  newspicDraft(request: NewspicDraftRequest, signal?: AbortSignal): Promise<DraftCreated>;
  batchUpload(request: BatchUploadRequest, signal?: AbortSignal): Promise<BatchUploadResult>;
  close(): Promise<void>;
}

const KEY_PREFIXES = ['wme_', 'wme2_', 'wmt_'];
// Visible ASCII only: anything else would be refused by the HTTP layer with an
// error that might quote the value.
const HEADER_SAFE = /^[\x21-\x7e]+$/;
const IDENTIFIER = /^[a-z][a-z0-9_]{1,63}$/;
const UNCERTAIN_HINT = 'check the draft box on the platform before running again';

interface Operation {
  /** For messages: "convert", "article draft", … */
  label: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** Safe to send twice: retried on timeouts, lost connections and 5xx. */
  idempotent: boolean;
  /** Carries the platform credentials. */
  platform: boolean;
}

/** Why one attempt failed, and what may be done about it. */
interface Failure {
  error: ServiceError;
  retry: boolean;
  /** The origin itself is failing (not the request): a reason to use the backup. */
  failover: boolean;
  /** The connection was refused or never made: fail over without more attempts. */
  unreached?: boolean;
  waitMs?: number;
}

class AttemptFailed extends Error {
  constructor(readonly failure: Failure) {
    super(failure.error.message);
  }
}

/**
 * The one way the action talks to the service: a shared rate limiter, retries that
 * respect what is safe to repeat, failover to the backup URL, and responses checked
 * against the schemas. Credentials go only to the two configured origins.
 */
export function createServiceClient(
  config: ServiceConfig,
  deps: ServiceClientDeps = {},
): ServiceClient {
  const log = deps.log ?? { info() {}, warning() {}, debug() {} };
  const random = deps.random ?? Math.random;
  const sleep = deps.sleep ?? realSleep;
  const policy: RetryPolicy = { ...DEFAULT_RETRY, ...deps.retry };
  const secrets = [config.apiKey, config.appSecret, config.appId];

  const label = config.settingName ?? ((setting: string) => `Input \`${setting}\``);
  const primary = splitBase(assertServiceUrl('api-url', config.apiUrl, label('api-url')));
  const backup = config.backupApiUrl
    ? splitBase(assertServiceUrl('backup-api-url', config.backupApiUrl, label('backup-api-url')))
    : undefined;

  if (!config.apiKey || !HEADER_SAFE.test(config.apiKey)) {
    throw new InputError(
      'api-key',
      `${label('api-key')} is empty or contains spaces or characters that cannot be sent in an HTTP header.`,
    );
  }
  for (const [input, value] of [
    ['app-id', config.appId],
    ['app-secret', config.appSecret],
  ] as const) {
    if (value !== undefined && value !== '' && !HEADER_SAFE.test(value)) {
      throw new InputError(
        input,
        `Input \`${input}\` contains spaces or characters that cannot be sent in an HTTP header.`,
      );
    }
  }
  if (!/^[A-Za-z0-9][A-Za-z0-9-]*$/.test(config.credentialHeaderPrefix)) {
    throw new InputError(
      'credential-header-prefix',
      'Input `credential-header-prefix` must be letters, digits and dashes (like `Messenger`).',
    );
  }
  if (!KEY_PREFIXES.some((prefix) => config.apiKey.startsWith(prefix))) {
    log.warning(
      'The API key does not start with wme_, wme2_ or wmt_, the prefixes the service issues; requests may be refused.',
    );
  }

  const transport: Transport = createTransport({
    concurrency: config.concurrency,
    timeoutMs: config.timeoutMs,
  });
  const limiter: RateLimiter = createRateLimiter(config.rateLimit, deps.clock);
  const keyHeaders: Record<string, string> = {
    authorization: `Bearer ${config.apiKey}`,
    accept: 'application/json',
    'user-agent': 'md-platform-action',
  };
  const jsonHeaders = { ...keyHeaders, 'content-type': 'application/json' };
  let active = primary;
  let closed = false;

  const platformHeaders = (): Record<string, string> => {
    if (!config.appId || !config.appSecret) {
      throw new InputError(
        config.appId ? 'app-secret' : 'app-id',
        'Creating drafts and uploading images needs the platform credentials: set `app-id` and `app-secret`.',
      );
    }
    const prefix = config.credentialHeaderPrefix;
    return {
      ...jsonHeaders,
      [`${prefix}-Appid`]: config.appId,
      [`${prefix}-App-Secret`]: config.appSecret,
    };
  };

  const switchToBackup = (from: Base, reason: string) => {
    if (!backup || active !== primary || from !== primary) return;
    active = backup;
    log.warning(
      `The service at ${primary.origin} is failing (${reason}); using the backup ${backup.origin} for the rest of the run.`,
    );
  };

  /** Sends `op` until it succeeds, cannot succeed, or may not be repeated. Returns `data`. */
  async function call(op: Operation, signal: AbortSignal | undefined): Promise<Answer> {
    if (closed) throw new ServiceError('client_closed', 'The service client was already closed.');
    const headers = op.platform ? platformHeaders() : op.body ? jsonHeaders : keyHeaders;
    let base = active;
    let attempt = 0;
    for (;;) {
      attempt++;
      let release: (() => void) | undefined;
      try {
        release = await limiter.acquire(signal);
        const response = await transport.send(base.origin, base.path + op.path, {
          method: op.method,
          headers,
          body: op.body,
          signal,
        });
        release();
        release = undefined;
        return readAnswer(op, base, response);
      } catch (error) {
        release?.();
        const failure = toFailure(op, base, error, signal);
        if (failure.waitMs !== undefined) limiter.drain(failure.waitMs);
        if (!failure.retry) throw failure.error;
        if (failure.failover && backup && base === primary) {
          if (failure.unreached || attempt >= policy.attempts) {
            switchToBackup(base, failure.error.code);
          }
        }
        if (active !== base) {
          // Failed over (by this request or a concurrent one): the backup gets its own attempts.
          base = active;
          attempt = 0;
          continue;
        }
        if (attempt >= policy.attempts) throw exhausted(op, base, failure, attempt);
        const delay = Math.max(backoffDelay(attempt, policy, random), failure.waitMs ?? 0);
        log.debug(
          `${op.label}: ${failure.error.message} Retrying in ${delay} ms (attempt ${attempt + 1} of ${policy.attempts}).`,
        );
        try {
          await sleep(delay, signal);
        } catch {
          throw cancelled(op, base, false);
        }
      }
    }
  }

  function toFailure(
    op: Operation,
    base: Base,
    error: unknown,
    signal: AbortSignal | undefined,
  ): Failure {
    if (error instanceof AttemptFailed) return error.failure;
    if (error instanceof ServiceError) return { error, retry: false, failover: false };
    if (!(error instanceof TransportFailure)) {
      // The limiter rejects with the signal's reason when the caller aborts.
      if (signal?.aborted)
        return { error: cancelled(op, base, false), retry: false, failover: false };
      throw error;
    }
    const where = base.origin;
    switch (error.kind) {
      case 'aborted':
        return { error: cancelled(op, base, !op.idempotent), retry: false, failover: false };
      case 'unreached':
        return {
          error: new ServiceError(
            'service_unreachable',
            `Could not connect to the service at ${where} (${error.detail}).`,
            { origin: where, cause: error },
          ),
          retry: true,
          failover: true,
          unreached: true,
        };
      case 'timeout':
      case 'lost': {
        const what =
          error.kind === 'timeout'
            ? `did not answer the ${op.label} request in time (${error.detail})`
            : `dropped the connection during the ${op.label} request (${error.detail})`;
        if (!op.idempotent) {
          return {
            error: new ServiceError(
              error.kind === 'timeout' ? 'timeout' : 'connection_lost',
              `The service at ${where} ${what} after the request was sent: the ${op.label} may have been created; check the draft box on the platform before running again. It was not sent again, so it cannot be there twice.`,
              { origin: where, uncertain: true, cause: error },
            ),
            retry: false,
            failover: false,
          };
        }
        return {
          error: new ServiceError(
            error.kind === 'timeout' ? 'timeout' : 'connection_lost',
            `The service at ${where} ${what}.`,
            { origin: where, cause: error },
          ),
          retry: true,
          failover: true,
        };
      }
    }
  }

  function readAnswer(op: Operation, base: Base, response: HttpResponse): Answer {
    const where = base.origin;
    const { status } = response;
    const fail = (failure: Failure): never => {
      throw new AttemptFailed(failure);
    };
    // A 2xx whose body does not make sense means the server acted: for a draft that is uncertain.
    const uncertainIfWrite = (ok: boolean) => ok && !op.idempotent;

    if (status === 429 || status === 503) {
      const waitMs = parseRetryAfter(response.headers['retry-after']);
      if (waitMs !== undefined && waitMs > policy.maxRetryAfterMs) {
        fail({
          error: new ServiceError(
            'rate_limited',
            `The service at ${where} answered HTTP ${status} and asks to wait ${Math.ceil(waitMs / 1000)} s, longer than this run waits; try again later or lower \`rate-limit\`.`,
            { status, origin: where },
          ),
          retry: false,
          failover: false,
        });
      }
      const rateLimited = status === 429;
      fail({
        error: new ServiceError(
          rateLimited ? 'rate_limited' : 'service_unavailable',
          `The service at ${where} answered HTTP ${status}${rateLimited ? ' (rate limited)' : ' (unavailable)'}.`,
          { status, origin: where, uncertain: !rateLimited && !op.idempotent },
        ),
        // A 429 was refused before any work was done, so even a draft may be sent again.
        retry: rateLimited || op.idempotent,
        failover: !rateLimited,
        waitMs: waitMs ?? (rateLimited ? backoffDelay(1, policy, random) : undefined),
      });
    }
    if (status >= 500) {
      const said = serverSays(response.text);
      fail({
        error: new ServiceError(
          'service_unavailable',
          op.idempotent
            ? `The service at ${where} failed with HTTP ${status}${said}.`
            : `The service at ${where} failed with HTTP ${status}${said} after receiving the ${op.label} request: it may have been created; ${UNCERTAIN_HINT}.`,
          { status, origin: where, uncertain: !op.idempotent },
        ),
        retry: op.idempotent,
        failover: true,
      });
    }
    if (status >= 300 && status < 400) {
      fail({
        error: new ServiceError(
          'unexpected_redirect',
          `The service at ${where} answered with a redirect (HTTP ${status}). Redirects are not followed so that credentials reach only \`api-url\` and \`backup-api-url\`; set the URL the service really answers on.`,
          { status, origin: where, uncertain: !op.idempotent },
        ),
        retry: false,
        failover: false,
      });
    }
    if (op.path === VALIDATE_PATH) {
      if (status >= 400) fail({ error: invalidKey(where, status), retry: false, failover: false });
      if (status === 204 || response.text.trim() === '')
        return { data: undefined, status, origin: where };
    }

    let json: unknown;
    try {
      json = JSON.parse(response.text);
    } catch {
      if (op.path === VALIDATE_PATH) return { data: undefined, status, origin: where };
      // A gateway in front of the service may refuse the key in plain text.
      if (status === 401) fail({ error: invalidKey(where, status), retry: false, failover: false });
      fail({
        error: new ServiceError(
          status < 300 ? 'invalid_response' : `http_${status}`,
          `The service at ${where} answered HTTP ${status} with a body that is not JSON${serverSays(response.text, true)}${uncertainIfWrite(status < 300) ? `; the ${op.label} may have been created; ${UNCERTAIN_HINT}` : ''}.`,
          { status, origin: where, uncertain: uncertainIfWrite(status < 300) },
        ),
        retry: false,
        failover: false,
      });
    }
    const envelope = envelopeSchema.safeParse(json);
    if (!envelope.success) {
      fail({
        error: new ServiceError(
          'invalid_response',
          `The service at ${where} answered HTTP ${status} without the {code, msg, data} envelope: ${describeIssues(envelope.error, '', json)}${uncertainIfWrite(status < 300) ? `; the ${op.label} may have been created; ${UNCERTAIN_HINT}` : ''}.`,
          { status, origin: where, uncertain: uncertainIfWrite(status < 300) },
        ),
        retry: false,
        failover: false,
      });
      throw new Error('unreachable');
    }
    const { code, msg, data } = envelope.data;
    if (code !== 0 && code !== '0') {
      const details = errorDataSchema.safeParse(data);
      const said = redact(msg ?? '', secrets);
      const identifier =
        (details.success ? details.data.error : undefined) ??
        (IDENTIFIER.test(said) ? said : undefined) ??
        (status === 401 ? 'invalid_api_key' : 'service_error');
      if (identifier === 'rate_limited') {
        fail({
          error: new ServiceError(
            'rate_limited',
            `The service at ${where} refused the request: rate limited.`,
            {
              status,
              origin: where,
            },
          ),
          retry: true,
          failover: false,
          waitMs:
            parseRetryAfter(response.headers['retry-after']) ?? backoffDelay(1, policy, random),
        });
      }
      if (identifier === 'invalid_api_key' || op.path === VALIDATE_PATH) {
        fail({ error: invalidKey(where, status, identifier), retry: false, failover: false });
      }
      const text = said && said !== identifier ? `: ${excerpt(said)}` : '';
      fail({
        error: new ServiceRejection(
          identifier,
          `The service at ${where} refused the ${op.label} request (${identifier}, HTTP ${status})${text}.`,
          {
            status,
            origin: where,
            limit: details.success ? details.data.limit : undefined,
            actual: details.success ? details.data.actual : undefined,
          },
        ),
        retry: false,
        failover: false,
      });
    }
    if (status >= 400) {
      fail({
        error: new ServiceError(
          `http_${status}`,
          `The service at ${where} answered HTTP ${status} to the ${op.label} request.`,
          { status, origin: where },
        ),
        retry: false,
        failover: false,
      });
    }
    return { data, status, origin: where };
  }

  function invalidKey(where: string, status: number, identifier = 'invalid_api_key'): ServiceError {
    return new ServiceError(
      'invalid_api_key',
      `The service at ${where} rejected the API key (${identifier}, HTTP ${status}). Check ${config.keySource ?? 'the `api-key` secret'}: it must be a current key issued by the service (wme_, wme2_ or wmt_; trial keys expire).`,
      { status, origin: where },
    );
  }

  function exhausted(op: Operation, base: Base, failure: Failure, attempts: number): ServiceError {
    const via = base !== primary ? ` (after failing over from ${primary.origin})` : '';
    const last = failure.error;
    const hint =
      last.code === 'rate_limited'
        ? ' Lower `rate-limit` or `concurrency`, or wait for the quota to recover.'
        : '';
    return new ServiceError(
      last.code,
      `The ${op.label} request failed ${attempts} times at ${base.origin}${via}. Last: ${last.message}${hint}`,
      { status: last.status, origin: base.origin, cause: last },
    );
  }

  function cancelled(op: Operation, base: Base, uncertain: boolean): ServiceError {
    return new ServiceError(
      'aborted',
      uncertain
        ? `The ${op.label} request to ${base.origin} was cancelled after it was sent: it may have been created; ${UNCERTAIN_HINT}.`
        : `The ${op.label} request to ${base.origin} was cancelled.`,
      { origin: base.origin, uncertain },
    );
  }

  function serverSays(text: string, always = false): string {
    const said = (() => {
      try {
        const parsed = envelopeSchema.safeParse(JSON.parse(text));
        return parsed.success ? parsed.data.msg : undefined;
      } catch {
        return always ? text : undefined;
      }
    })();
    return said?.trim() ? `: ${excerpt(redact(said, secrets))}` : '';
  }

  function parseData<T extends z.ZodType>(schema: T, op: Operation, answer: Answer): z.infer<T> {
    const parsed = schema.safeParse(answer.data);
    if (parsed.success) return parsed.data;
    const uncertain = !op.idempotent;
    throw new ServiceError(
      'invalid_response',
      `The service at ${answer.origin} answered the ${op.label} request with data this client does not understand: ${describeIssues(parsed.error, 'data', answer.data)}${uncertain ? `; the ${op.label} may have been created; ${UNCERTAIN_HINT}` : ''}.`,
      { status: answer.status, origin: answer.origin, uncertain },
    );
  }

  function requestBody<T extends z.ZodType>(schema: T, label: string, request: unknown): string {
    const parsed = schema.safeParse(request);
    // Checked before spending quota; what is wrong comes from the document (front matter, images).
    if (!parsed.success) {
      throw new DocumentError(
        'invalid_request',
        `The ${label} request was not sent: ${describeIssues(parsed.error, '', request)}.`,
      );
    }
    return JSON.stringify(parsed.data);
  }

  async function createDraft(
    label: string,
    path: string,
    body: string,
    signal?: AbortSignal,
  ): Promise<DraftCreated> {
    const op: Operation = { label, method: 'POST', path, body, idempotent: false, platform: true };
    const answer = await call(op, signal);
    const data = parseData(draftDataSchema, op, answer);
    const draftId = data.draftId ?? data.draft_id;
    const mediaId = data.mediaId ?? data.media_id;
    if (draftId === undefined && mediaId === undefined) {
      throw new ServiceError(
        'invalid_response',
        `The service at ${answer.origin} reported success for the ${label} but returned no id (draft_id, draftId, media_id or mediaId): it was probably created; ${UNCERTAIN_HINT}.`,
        { status: answer.status, origin: answer.origin, uncertain: true },
      );
    }
    const created: DraftCreated = {};
    if (draftId !== undefined) created.draftId = draftId;
    if (mediaId !== undefined) created.mediaId = mediaId;
    return created;
  }

  return {
    get activeOrigin() {
      return active.origin;
    },

    async validate(signal) {
      await call(
        {
          label: 'key check',
          method: 'GET',
          path: VALIDATE_PATH,
          idempotent: true,
          platform: false,
        },
        signal,
      );
    },

    async convert(request, signal) {
      const op: Operation = {
        label: 'convert',
        method: 'POST',
        path: '/api/v1/convert',
        body: requestBody(convertRequestSchema, 'convert', request),
        idempotent: true,
        platform: false,
      };
      const data = parseData(convertDataSchema, op, await call(op, signal));
      return {
        html: data.html,
        theme: data.theme ?? request.theme ?? 'default',
        fontSize: data.fontSize ?? request.fontSize ?? 'medium',
        backgroundType: data.backgroundType ?? request.backgroundType ?? 'default',
        wordCount: data.wordCount,
        estimatedReadTime: data.estimatedReadTime,
      };
    },

    async articleDraft(request, signal) {
      const body = requestBody(articleDraftRequestSchema, 'article draft', request);
      return createDraft('article draft', '/api/v1/article-draft', body, signal);
    },

    async newspicDraft(request, signal) {
      const body = requestBody(newspicDraftRequestSchema, 'newspic draft', request);
      return createDraft('newspic draft', '/api/v1/newspic-draft', body, signal);
    },

    async batchUpload(request, signal) {
      const op: Operation = {
        label: 'image upload',
        method: 'POST',
        path: '/api/v1/batch-upload',
        body: requestBody(batchUploadRequestSchema, 'image upload', request),
        idempotent: false,
        platform: true,
      };
      const data = parseData(uploadDataSchema, op, await call(op, signal));
      const items: UploadItem[] = Array.isArray(data)
        ? data
        : ((data as { items?: UploadItem[] }).items ?? (data as { results: UploadItem[] }).results);
      return {
        items: items.map((item, index) => {
          const requested = request.imageUrls[index];
          const named = item.platformUrl ?? item.platform_url;
          const url =
            item.sourceUrl ??
            item.source_url ??
            (named ? item.url : undefined) ??
            requested ??
            item.url ??
            '';
          const platformUrl = named ?? (item.url && item.url !== url ? item.url : undefined);
          const image: UploadedImage = { url };
          const mediaId = item.mediaId ?? item.media_id;
          if (mediaId !== undefined) image.mediaId = mediaId;
          if (platformUrl !== undefined) image.platformUrl = platformUrl;
          const error =
            item.error ?? (mediaId === undefined && !platformUrl ? item.msg : undefined);
          if (error !== undefined) image.error = redact(error, secrets);
          return image;
        }),
      };
    },

    async close() {
      if (closed) return;
      closed = true;
      await transport.close();
    },
  };
}

const VALIDATE_PATH = '/api/auth/validate';

interface Base {
  origin: string;
  /** Path prefix of the base URL, without a trailing slash ("" for the root). */
  path: string;
}

interface Answer {
  data: unknown;
  status: number;
  origin: string;
}

function splitBase(url: string): Base {
  const parsed = new URL(url);
  return { origin: parsed.origin, path: parsed.pathname.replace(/\/+$/, '') };
}
