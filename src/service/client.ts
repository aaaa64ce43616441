import type * as z from 'zod/mini';
import { DocumentError, InputError } from '../core/errors.js';
import { createRedactor, ECHO_WARNING, type Redact } from '../core/secrets.js';
import type { ConvertRequest, ConvertResult } from '../core/types.js';
import { ENGLISH } from '../core/zod-english.js';
import { type BatchUploadResult, type DraftCreated, uploadedImages } from './answers.js';
import { type Base, createAttempts } from './attempts.js';
import { type Answer, type Operation, UNCERTAIN_HINT, VALIDATE_PATH } from './classify.js';
import type { ServiceConfig } from './config.js';
import { checkCredentials } from './credentials.js';
import { serviceError } from './errors.js';
import { createRateLimiter, type LimiterClock } from './rate-limiter.js';
import { DEFAULT_RETRY, type RetryPolicy, sleep as realSleep, type Sleep } from './retry.js';
import {
  type ArticleDraftRequest,
  articleDraftRequestSchema,
  type BatchUploadRequest,
  batchUploadRequestSchema,
  convertDataSchema,
  convertRequestSchema,
  describeIssues,
  draftDataSchema,
  type NewspicDraftRequest,
  newspicDraftRequestSchema,
  uploadDataSchema,
} from './schemas.js';
import { createTransport } from './transport.js';
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
  /**
   * The run's redactor, shared with the GitHub client so the echo warning is given
   * once; by default one for this client's credentials that warns through `log`.
   */
  redact?: Redact;
}

export type { BatchUploadResult, DraftCreated, UploadedImage } from './answers.js';

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
  const redact =
    deps.redact ??
    createRedactor([config.apiKey, config.appId, config.appSecret], {
      onEcho: () => log.warning(ECHO_WARNING),
    });

  const label = config.settingName ?? ((setting: string) => `Input \`${setting}\``);
  const primary = splitBase(assertServiceUrl('api-url', config.apiUrl, label('api-url')));
  const backup = config.backupApiUrl
    ? splitBase(assertServiceUrl('backup-api-url', config.backupApiUrl, label('backup-api-url')))
    : undefined;

  for (const warning of checkCredentials(config, label)) log.warning(warning);

  const transport = createTransport({
    concurrency: config.concurrency,
    timeoutMs: config.timeoutMs,
  });
  const attempts = createAttempts(primary, backup, {
    transport,
    limiter: createRateLimiter(config.rateLimit, deps.clock),
    policy,
    redact,
    keySource: config.keySource ?? 'the `api-key` secret',
    random,
    sleep,
    log,
  });
  const keyHeaders: Record<string, string> = {
    authorization: `Bearer ${config.apiKey}`,
    accept: 'application/json',
    'user-agent': 'md-platform-action',
  };
  const jsonHeaders = { ...keyHeaders, 'content-type': 'application/json' };
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

  /** The answer to `op`, or the typed error the caller's promise rejects with. */
  async function call(op: Operation, signal: AbortSignal | undefined): Promise<Answer> {
    if (closed) throw serviceError('client_closed', 'The service client was already closed.');
    const headers = op.platform ? platformHeaders() : op.body ? jsonHeaders : keyHeaders;
    const result = await attempts.call(op, headers, signal);
    if (!result.ok) throw result.error;
    return result.answer;
  }

  function parseData<T extends z.ZodMiniType>(
    schema: T,
    op: Operation,
    answer: Answer,
  ): z.infer<T> {
    const parsed = schema.safeParse(answer.data, ENGLISH);
    if (parsed.success) return parsed.data;
    const uncertain = !op.idempotent;
    throw serviceError(
      'invalid_response',
      `The service at ${answer.origin} answered the ${op.label} request with data this client does not understand: ${describeIssues(parsed.error, 'data', answer.data)}${uncertain ? `; the ${op.label} may have been created; ${UNCERTAIN_HINT}` : ''}.`,
      { status: answer.status, origin: answer.origin, uncertain },
    );
  }

  function requestBody<T extends z.ZodMiniType>(
    schema: T,
    label: string,
    request: unknown,
  ): string {
    const parsed = schema.safeParse(request, ENGLISH);
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
      throw serviceError(
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
      return attempts.active.origin;
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
      return { items: uploadedImages(data, request.imageUrls) };
    },

    async close() {
      if (closed) return;
      closed = true;
      await transport.close();
    },
  };
}

function splitBase(url: string): Base {
  const parsed = new URL(url);
  return { origin: parsed.origin, path: parsed.pathname.replace(/\/+$/, '') };
}
