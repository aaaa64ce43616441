import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  ServiceRejection,
  excerpt,
  isRejectionCode,
  serviceError
} from "./chunk-72KNPZKR.js";
import {
  articleDraftRequestSchema,
  batchUploadRequestSchema,
  convertDataSchema,
  convertRequestSchema,
  describeIssues,
  draftDataSchema,
  envelopeSchema,
  errorDataSchema,
  newspicDraftRequestSchema,
  uploadDataSchema
} from "./chunk-XC63XUAG.js";
import {
  DEFAULT_RETRY,
  backoffDelay,
  parseRetryAfter,
  sleep
} from "./chunk-HELULU2U.js";
import {
  ECHO_WARNING,
  createRedactor,
  redactDeep
} from "./chunk-TXFAWJNV.js";
import {
  assertServiceUrl
} from "./chunk-4V7EP2KX.js";
import {
  createRateLimiter
} from "./chunk-SFPNWDGB.js";
import {
  EXCHANGE_CODES,
  exchange,
  keptConnections
} from "./chunk-WHBGLG6X.js";
import "./chunk-AOJSI2D3.js";
import "./chunk-N7RJKJXU.js";
import "./chunk-NUGJP3WA.js";
import {
  ENGLISH
} from "./chunk-F7PMG5S2.js";
import {
  DocumentError,
  InputError
} from "./chunk-5XOO62DI.js";
import "./chunk-G2QKEXVZ.js";

// src/service/answers.ts
function uploadedImages(data, requested) {
  const items = Array.isArray(data) ? data : data.items ?? data.results;
  return items.map((item, index) => {
    const named = item.platformUrl ?? item.platform_url;
    const url = item.sourceUrl ?? item.source_url ?? (named ? item.url : void 0) ?? requested[index] ?? item.url ?? "";
    const platformUrl = named ?? (item.url && item.url !== url ? item.url : void 0);
    const image = { url };
    const mediaId = item.mediaId ?? item.media_id;
    if (mediaId !== void 0) image.mediaId = mediaId;
    if (platformUrl !== void 0) image.platformUrl = platformUrl;
    const error = item.error ?? (mediaId === void 0 && !platformUrl ? item.msg : void 0);
    if (error !== void 0) image.error = error;
    return image;
  });
}

// src/service/classify.ts
var VALIDATE_PATH = "/api/auth/validate";
var UNCERTAIN_HINT = "check the draft box on the platform before running again";
var IDENTIFIER = /^[a-z][a-z0-9_]{1,63}$/;
var SHOWN_MAX = 64;
function redactResponse(response, redact) {
  const location = response.headers.location;
  const text = redact(response.text);
  const json = parseJson(text);
  return {
    status: response.status,
    headers: {
      "retry-after": response.headers["retry-after"],
      location: Array.isArray(location) ? location.map(redact) : location && redact(location)
    },
    text,
    json: json === NOT_JSON ? json : redactDeep(json, redact)
  };
}
var fail = (failure) => ({ ok: false, failure });
var refuse = (error) => fail({ error, retry: false, failover: false });
function classifyResponse(op, origin, response, maxRetryAfterMs, keySource = "the `api-key` secret") {
  const { status } = response;
  const where = origin;
  const mayExist = (ok) => ok && !op.idempotent ? `; the ${op.label} may have been created; ${UNCERTAIN_HINT}` : "";
  if (status === 429 || status === 503) {
    const waitMs = parseRetryAfter(response.headers["retry-after"]);
    if (waitMs !== void 0 && waitMs > maxRetryAfterMs) {
      return refuse(
        serviceError(
          "rate_limited",
          `The service at ${where} answered HTTP ${status} and asks to wait ${Math.ceil(waitMs / 1e3)} s, longer than this run waits; try again later or lower \`rate-limit\`.`,
          { status, origin: where }
        )
      );
    }
    const rateLimited = status === 429;
    return fail({
      error: serviceError(
        rateLimited ? "rate_limited" : "service_unavailable",
        `The service at ${where} answered HTTP ${status}${rateLimited ? " (rate limited)" : " (unavailable)"}.`,
        { status, origin: where, uncertain: !rateLimited && !op.idempotent }
      ),
      // A 429 was refused before any work was done, so even a draft may be sent again.
      retry: rateLimited || op.idempotent,
      failover: !rateLimited,
      waitMs,
      rateLimited
    });
  }
  if (status >= 500 && !storedNothing(response.json)) {
    const said = serverSays(response.json);
    return fail({
      error: serviceError(
        "service_unavailable",
        op.idempotent ? `The service at ${where} failed with HTTP ${status}${said}.` : `The service at ${where} failed with HTTP ${status}${said} after receiving the ${op.label} request: it may have been created; ${UNCERTAIN_HINT}.`,
        { status, origin: where, uncertain: !op.idempotent }
      ),
      retry: op.idempotent,
      failover: true
    });
  }
  if (status >= 300 && status < 400) {
    const location = response.headers.location;
    const to = typeof location === "string" && location ? ` to ${excerpt(location, 120)}` : "";
    return refuse(
      serviceError(
        "unexpected_redirect",
        `The service at ${where} answered with a redirect (HTTP ${status}${to}). Redirects are not followed so that credentials reach only \`api-url\` and \`backup-api-url\`; set the URL the service really answers on.`,
        { status, origin: where, uncertain: !op.idempotent }
      )
    );
  }
  const validating = op.path === VALIDATE_PATH;
  if (validating) {
    if (status >= 400) return refuse(invalidKey(where, status, keySource));
    if (status === 204 || response.text.trim() === "") {
      return { ok: true, answer: { data: void 0, status, origin: where } };
    }
  }
  const { json } = response;
  if (json === NOT_JSON) {
    if (validating) return { ok: true, answer: { data: void 0, status, origin: where } };
    if (status === 401) return refuse(invalidKey(where, status, keySource));
    return refuse(
      serviceError(
        status < 300 ? "invalid_response" : `http_${status}`,
        `The service at ${where} answered HTTP ${status} with a body that is not JSON${quote(response.text)}${mayExist(status < 300)}.`,
        { status, origin: where, uncertain: !!mayExist(status < 300) }
      )
    );
  }
  const envelope = envelopeSchema.safeParse(json, ENGLISH);
  if (!envelope.success) {
    return refuse(
      serviceError(
        "invalid_response",
        `The service at ${where} answered HTTP ${status} without the {code, msg, data} envelope: ${describeIssues(envelope.error, "", json)}${mayExist(status < 300)}.`,
        { status, origin: where, uncertain: !!mayExist(status < 300) }
      )
    );
  }
  const { code, msg, data } = envelope.data;
  if (code !== 0 && code !== "0") return rejection(op, where, response, msg ?? "", data, keySource);
  if (status >= 400) {
    return refuse(
      serviceError(
        `http_${status}`,
        `The service at ${where} answered HTTP ${status} to the ${op.label} request.`,
        { status, origin: where }
      )
    );
  }
  return { ok: true, answer: { data, status, origin: where } };
}
function storedNothing(json) {
  const data = typeof json === "object" && json !== null ? json.data : void 0;
  return typeof data === "object" && data !== null && data.error === "outbox_full";
}
function rejection(op, where, response, said, data, keySource) {
  const { status } = response;
  const details = errorDataSchema.safeParse(data, ENGLISH);
  const named = (details.success ? details.data.error : void 0) ?? (IDENTIFIER.test(said) ? said : void 0) ?? (status === 401 ? "invalid_api_key" : void 0);
  if (named === "rate_limited") {
    return fail({
      error: serviceError(
        "rate_limited",
        `The service at ${where} refused the request: rate limited.`,
        { status, origin: where }
      ),
      retry: true,
      failover: false,
      waitMs: parseRetryAfter(response.headers["retry-after"]),
      rateLimited: true
    });
  }
  if (named === "invalid_api_key" || op.path === VALIDATE_PATH) {
    return refuse(invalidKey(where, status, keySource, named));
  }
  const code = named && isRejectionCode(named) ? named : "service_error";
  const unknown = named && code !== named ? `, server code "${excerpt(named, SHOWN_MAX)}"` : "";
  const text = said && said !== named ? `: ${excerpt(said)}` : "";
  return refuse(
    new ServiceRejection(
      code,
      `The service at ${where} refused the ${op.label} request (${code}${unknown}, HTTP ${status})${text}.`,
      {
        status,
        origin: where,
        limit: details.success ? details.data.limit : void 0,
        actual: details.success ? details.data.actual : void 0
      }
    )
  );
}
function invalidKey(where, status, keySource, named = "invalid_api_key") {
  return serviceError(
    "invalid_api_key",
    `The service at ${where} rejected the API key (${excerpt(named, SHOWN_MAX)}, HTTP ${status}). Check ${keySource}: it must be a current key issued by the service (wme_, wme2_ or wmt_; trial keys expire).`,
    { status, origin: where }
  );
}
var NOT_JSON = /* @__PURE__ */ Symbol("not JSON");
function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return NOT_JSON;
  }
}
function serverSays(json) {
  const parsed = envelopeSchema.safeParse(json, ENGLISH);
  const said = parsed.success ? parsed.data.msg : void 0;
  return said?.trim() ? `: ${excerpt(said)}` : "";
}
function quote(text) {
  return text.trim() ? `: ${excerpt(text)}` : "";
}

// src/service/transport.ts
var TransportFailure = class extends Error {
  kind;
  /** A system error code (`ECONNREFUSED`, `ECONNRESET`) or which wait ran out; never request data. */
  detail;
  constructor(kind, detail, cause) {
    super(`${kind} (${detail})`, { cause });
    this.kind = kind;
    this.detail = detail;
  }
};
var UNREACHED = /* @__PURE__ */ new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ENETUNREACH",
  "EHOSTUNREACH",
  "EADDRNOTAVAIL",
  EXCHANGE_CODES.connect,
  "ERR_TLS_CERT_ALTNAME_INVALID",
  "DEPTH_ZERO_SELF_SIGNED_CERT",
  "SELF_SIGNED_CERT_IN_CHAIN",
  "UNABLE_TO_VERIFY_LEAF_SIGNATURE",
  "CERT_HAS_EXPIRED"
]);
var MAX_RESPONSE_BYTES = 64 * 1024 * 1024;
function createTransport(options) {
  const { timeoutMs } = options;
  const connectMs = Math.min(1e4, Math.max(50, Math.floor(timeoutMs / 2)));
  const agents = keptConnections(Math.max(1, options.concurrency));
  return {
    async send(origin, path, init) {
      try {
        const answer = await exchange(new URL(origin + path), init, agents, {
          connectMs,
          timeoutMs,
          // A configured origin sending gigabytes is broken, not hostile.
          maxBytes: MAX_RESPONSE_BYTES
        });
        return {
          status: answer.status,
          headers: answer.headers,
          text: answer.bytes.toString("utf8")
        };
      } catch (error) {
        throw classify(error, timeoutMs, init.signal);
      }
    },
    async close() {
      agents.http.destroy();
      agents.https.destroy();
    }
  };
}
function classify(error, timeoutMs, user) {
  if (user?.aborted) return new TransportFailure("aborted", "cancelled", error);
  const code = errorCode(error);
  if (UNREACHED.has(code)) return new TransportFailure("unreached", code, error);
  if (code === EXCHANGE_CODES.tooLarge) {
    return new TransportFailure("lost", "answer larger than 64 MiB", error);
  }
  if (code === EXCHANGE_CODES.headers || code === EXCHANGE_CODES.body) {
    return new TransportFailure("timeout", `nothing for ${timeoutMs} ms, ${code}`, error);
  }
  return new TransportFailure("lost", code || "connection lost", error);
}
function errorCode(error) {
  const e = error;
  const code = e?.code ?? e?.cause?.code ?? e?.errors?.[0]?.code;
  return typeof code === "string" ? code : "";
}

// src/service/attempts.ts
function createAttempts(primary, backup, deps) {
  const { transport, limiter, policy, random, log } = deps;
  let active = primary;
  const switchToBackup = (reason) => {
    if (!backup || active !== primary) return;
    active = backup;
    log.warning(
      `The service at ${primary.origin} is failing (${reason}); using the backup ${backup.origin} for the rest of the run.`
    );
  };
  async function attempt(op, base, headers, signal) {
    let release;
    try {
      release = await limiter.acquire(signal);
    } catch (error) {
      if (signal?.aborted)
        return { error: cancelled(op, base.origin, false), retry: false, failover: false };
      throw error;
    }
    try {
      const request = { method: op.method, headers, body: op.body, signal };
      return await transport.send(base.origin, base.path + op.path, request);
    } catch (error) {
      if (error instanceof TransportFailure) {
        return classifyTransportFailure(op, base.origin, redactFailure(error, deps.redact));
      }
      throw error;
    } finally {
      release();
    }
  }
  async function call(op, headers, signal) {
    let base = active;
    let count = 0;
    for (; ; ) {
      count++;
      const sent = await attempt(op, base, headers, signal);
      let failure;
      if ("status" in sent) {
        const response = redactResponse(sent, deps.redact);
        const verdict = classifyResponse(
          op,
          base.origin,
          response,
          policy.maxRetryAfterMs,
          deps.keySource
        );
        if (verdict.ok) return verdict;
        failure = verdict.failure;
      } else {
        failure = sent;
      }
      const waitMs = failure.waitMs ?? (failure.rateLimited ? backoffDelay(1, policy, random) : void 0);
      if (waitMs !== void 0) limiter.drain(waitMs);
      if (!failure.retry) return { ok: false, error: failure.error };
      if (failure.failover && backup && base === primary) {
        if (failure.unreached || count >= policy.attempts) switchToBackup(failure.error.code);
      }
      if (active !== base) {
        base = active;
        count = 0;
        continue;
      }
      if (count >= policy.attempts)
        return { ok: false, error: exhausted(op, base, failure, count) };
      const delay = Math.max(backoffDelay(count, policy, random), waitMs ?? 0);
      log.debug(
        `${op.label}: ${failure.error.message} Retrying in ${delay} ms (attempt ${count + 1} of ${policy.attempts}).`
      );
      const slept = await deps.sleep(delay, signal).then(
        () => true,
        () => false
      );
      if (!slept) return { ok: false, error: cancelled(op, base.origin, false) };
    }
  }
  function exhausted(op, base, failure, attempts) {
    const via = base !== primary ? ` (after failing over from ${primary.origin})` : "";
    const last = failure.error;
    const hint = last.code === "rate_limited" ? " Lower `rate-limit` or `concurrency`, or wait for the quota to recover." : "";
    return serviceError(
      last.code,
      `The ${op.label} request failed ${attempts} times at ${base.origin}${via}. Last: ${last.message}${hint}`,
      { status: last.status, origin: base.origin, cause: last }
    );
  }
  return {
    get active() {
      return active;
    },
    call
  };
}
function redactFailure(error, redact) {
  const detail = redact(error.detail);
  return detail === error.detail ? error : new TransportFailure(error.kind, detail);
}
function classifyTransportFailure(op, where, error) {
  switch (error.kind) {
    case "aborted":
      return { error: cancelled(op, where, !op.idempotent), retry: false, failover: false };
    case "unreached":
      return {
        error: serviceError(
          "service_unreachable",
          `Could not connect to the service at ${where} (${error.detail}).`,
          { origin: where, cause: error }
        ),
        retry: true,
        failover: true,
        unreached: true
      };
    case "timeout":
    case "lost": {
      const code = error.kind === "timeout" ? "timeout" : "connection_lost";
      const what = error.kind === "timeout" ? `did not answer the ${op.label} request in time (${error.detail})` : `dropped the connection during the ${op.label} request (${error.detail})`;
      if (!op.idempotent) {
        return {
          error: serviceError(
            code,
            `The service at ${where} ${what} after the request was sent: the ${op.label} may have been created; ${UNCERTAIN_HINT}. It was not sent again, so it cannot be there twice.`,
            { origin: where, uncertain: true, cause: error }
          ),
          retry: false,
          failover: false
        };
      }
      return {
        error: serviceError(code, `The service at ${where} ${what}.`, {
          origin: where,
          cause: error
        }),
        retry: true,
        failover: true
      };
    }
  }
}
function cancelled(op, where, uncertain) {
  return serviceError(
    "aborted",
    uncertain ? `The ${op.label} request to ${where} was cancelled after it was sent: it may have been created; ${UNCERTAIN_HINT}.` : `The ${op.label} request to ${where} was cancelled.`,
    { origin: where, uncertain }
  );
}

// src/service/credentials.ts
var KEY_PREFIXES = ["wme_", "wme2_", "wmt_"];
var HEADER_SAFE = /^[\x21-\x7e]+$/;
function checkCredentials(config, label = (setting) => `Input \`${setting}\``) {
  if (!config.apiKey || !HEADER_SAFE.test(config.apiKey)) {
    throw new InputError(
      "api-key",
      `${label("api-key")} is empty or contains spaces or characters that cannot be sent in an HTTP header.`
    );
  }
  for (const [input, value] of [
    ["app-id", config.appId],
    ["app-secret", config.appSecret]
  ]) {
    if (value !== void 0 && value !== "" && !HEADER_SAFE.test(value)) {
      throw new InputError(
        input,
        `${label(input)} contains spaces or characters that cannot be sent in an HTTP header.`
      );
    }
  }
  if (!KEY_PREFIXES.some((prefix) => config.apiKey.startsWith(prefix))) {
    return [
      "The API key does not start with wme_, wme2_ or wmt_, the prefixes the service issues; requests may be refused."
    ];
  }
  return [];
}

// src/service/client.ts
function createServiceClient(config, deps = {}) {
  const log = deps.log ?? { info() {
  }, warning() {
  }, debug() {
  } };
  const random = deps.random ?? Math.random;
  const sleep2 = deps.sleep ?? sleep;
  const policy = { ...DEFAULT_RETRY, ...deps.retry };
  const redact = deps.redact ?? createRedactor([config.apiKey, config.appId, config.appSecret], {
    onEcho: () => log.warning(ECHO_WARNING)
  });
  const label = config.settingName ?? ((setting) => `Input \`${setting}\``);
  const primary = splitBase(assertServiceUrl("api-url", config.apiUrl, label("api-url")));
  const backup = config.backupApiUrl ? splitBase(assertServiceUrl("backup-api-url", config.backupApiUrl, label("backup-api-url"))) : void 0;
  for (const warning of checkCredentials(config, label)) log.warning(warning);
  const transport = createTransport({
    concurrency: config.concurrency,
    timeoutMs: config.timeoutMs
  });
  const attempts = createAttempts(primary, backup, {
    transport,
    limiter: createRateLimiter(config.rateLimit, deps.clock),
    policy,
    redact,
    keySource: config.keySource ?? "the `api-key` secret",
    random,
    sleep: sleep2,
    log
  });
  const keyHeaders = {
    authorization: `Bearer ${config.apiKey}`,
    accept: "application/json",
    "user-agent": "md-platform-action"
  };
  const jsonHeaders = { ...keyHeaders, "content-type": "application/json" };
  let closed = false;
  const platformHeaders = () => {
    if (!config.appId || !config.appSecret) {
      throw new InputError(
        config.appId ? "app-secret" : "app-id",
        "Creating drafts and uploading images needs the platform credentials: set `app-id` and `app-secret`."
      );
    }
    const prefix = config.credentialHeaderPrefix;
    return {
      ...jsonHeaders,
      [`${prefix}-Appid`]: config.appId,
      [`${prefix}-App-Secret`]: config.appSecret
    };
  };
  async function call(op, signal) {
    if (closed) throw serviceError("client_closed", "The service client was already closed.");
    const headers = op.platform ? platformHeaders() : op.body ? jsonHeaders : keyHeaders;
    const result = await attempts.call(op, headers, signal);
    if (!result.ok) throw result.error;
    return result.answer;
  }
  function parseData(schema, op, answer) {
    const parsed = schema.safeParse(answer.data, ENGLISH);
    if (parsed.success) return parsed.data;
    const uncertain = !op.idempotent;
    throw serviceError(
      "invalid_response",
      `The service at ${answer.origin} answered the ${op.label} request with data this client does not understand: ${describeIssues(parsed.error, "data", answer.data)}${uncertain ? `; the ${op.label} may have been created; ${UNCERTAIN_HINT}` : ""}.`,
      { status: answer.status, origin: answer.origin, uncertain }
    );
  }
  function requestBody(schema, label2, request) {
    const parsed = schema.safeParse(request, ENGLISH);
    if (!parsed.success) {
      throw new DocumentError(
        "invalid_request",
        `The ${label2} request was not sent: ${describeIssues(parsed.error, "", request)}.`
      );
    }
    return JSON.stringify(parsed.data);
  }
  async function createDraft(label2, path, body, signal) {
    const op = { label: label2, method: "POST", path, body, idempotent: false, platform: true };
    const answer = await call(op, signal);
    const data = parseData(draftDataSchema, op, answer);
    const draftId = data.draftId ?? data.draft_id;
    const mediaId = data.mediaId ?? data.media_id;
    if (draftId === void 0 && mediaId === void 0) {
      throw serviceError(
        "invalid_response",
        `The service at ${answer.origin} reported success for the ${label2} but returned no id (draft_id, draftId, media_id or mediaId): it was probably created; ${UNCERTAIN_HINT}.`,
        { status: answer.status, origin: answer.origin, uncertain: true }
      );
    }
    const created = {};
    if (draftId !== void 0) created.draftId = draftId;
    if (mediaId !== void 0) created.mediaId = mediaId;
    return created;
  }
  return {
    get activeOrigin() {
      return attempts.active.origin;
    },
    async validate(signal) {
      await call(
        {
          label: "key check",
          method: "GET",
          path: VALIDATE_PATH,
          idempotent: true,
          platform: false
        },
        signal
      );
    },
    async convert(request, signal) {
      const op = {
        label: "convert",
        method: "POST",
        path: "/api/v1/convert",
        body: requestBody(convertRequestSchema, "convert", request),
        idempotent: true,
        platform: false
      };
      const data = parseData(convertDataSchema, op, await call(op, signal));
      return {
        html: data.html,
        theme: data.theme ?? request.theme ?? "default",
        fontSize: data.fontSize ?? request.fontSize ?? "medium",
        backgroundType: data.backgroundType ?? request.backgroundType ?? "default",
        wordCount: data.wordCount,
        estimatedReadTime: data.estimatedReadTime
      };
    },
    async articleDraft(request, signal) {
      const body = requestBody(articleDraftRequestSchema, "article draft", request);
      return createDraft("article draft", "/api/v1/article-draft", body, signal);
    },
    async newspicDraft(request, signal) {
      const body = requestBody(newspicDraftRequestSchema, "newspic draft", request);
      return createDraft("newspic draft", "/api/v1/newspic-draft", body, signal);
    },
    async batchUpload(request, signal) {
      const op = {
        label: "image upload",
        method: "POST",
        path: "/api/v1/batch-upload",
        body: requestBody(batchUploadRequestSchema, "image upload", request),
        idempotent: false,
        platform: true
      };
      const data = parseData(uploadDataSchema, op, await call(op, signal));
      return { items: uploadedImages(data, request.imageUrls) };
    },
    async close() {
      if (closed) return;
      closed = true;
      await transport.close();
    }
  };
}
function splitBase(url) {
  const parsed = new URL(url);
  return { origin: parsed.origin, path: parsed.pathname.replace(/\/+$/, "") };
}
export {
  createServiceClient
};
