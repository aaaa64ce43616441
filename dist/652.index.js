export const id = 652;
export const ids = [652];
export const modules = {

/***/ 11652:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createServiceClient: () => (/* binding */ createServiceClient)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/secrets.ts
var secrets = __webpack_require__(27194);
;// CONCATENATED MODULE: ./src/service/answers.ts
/** Upload results, matched to the requested URLs by position when the service omits them. */
function uploadedImages(data, requested) {
    const items = Array.isArray(data)
        ? data
        : (data.items ?? data.results);
    return items.map((item, index) => {
        const named = item.platformUrl ?? item.platform_url;
        const url = item.sourceUrl ??
            item.source_url ??
            (named ? item.url : undefined) ??
            requested[index] ??
            item.url ??
            '';
        const platformUrl = named ?? (item.url && item.url !== url ? item.url : undefined);
        const image = { url };
        const mediaId = item.mediaId ?? item.media_id;
        if (mediaId !== undefined)
            image.mediaId = mediaId;
        if (platformUrl !== undefined)
            image.platformUrl = platformUrl;
        const error = item.error ?? (mediaId === undefined && !platformUrl ? item.msg : undefined);
        if (error !== undefined)
            image.error = error;
        return image;
    });
}

// EXTERNAL MODULE: ./src/service/errors.ts
var service_errors = __webpack_require__(5756);
;// CONCATENATED MODULE: ./src/service/retry.ts
const DEFAULT_RETRY = {
    attempts: 4,
    baseDelayMs: 500,
    maxDelayMs: 8_000,
    maxRetryAfterMs: 120_000,
};
/**
 * Full jitter (a random wait between 0 and the exponential ceiling): clients that
 * failed together do not come back together. `retry` counts from 1.
 */
function backoffDelay(retry, policy, random) {
    const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, retry - 1));
    return Math.floor(random() * ceiling);
}
/** Retry-After as milliseconds from `now`: delay-seconds or an HTTP-date; undefined when absent or unreadable. */
function parseRetryAfter(value, now = Date.now()) {
    const text = (Array.isArray(value) ? value[0] : value)?.trim();
    if (!text)
        return undefined;
    if (/^\d+(?:\.\d+)?$/.test(text))
        return Math.ceil(Number(text) * 1000);
    // An HTTP-date always names a weekday or month; this keeps Date.parse from reading "12abc".
    if (!/[a-z]{3}/i.test(text))
        return undefined;
    const at = Date.parse(text);
    if (Number.isNaN(at))
        return undefined;
    return Math.max(0, at - now);
}
const retry_sleep = (ms, signal) => new Promise((resolve, reject) => {
    if (signal?.aborted) {
        reject(signal.reason);
        return;
    }
    const onAbort = () => {
        clearTimeout(timer);
        reject(signal?.reason);
    };
    const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
});

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(92857);
// EXTERNAL MODULE: ./src/types.ts
var types = __webpack_require__(16141);
;// CONCATENATED MODULE: ./src/service/schemas.ts


/*
 * Requests and responses of the service API (spec sections 2 and 4). Objects are
 * loose: a newer service may add fields and the client must keep working. A
 * missing or wrong-typed required field is reported by its path (`data.html`).
 */
const convertRequestSchema = schemas/* object */.Ikc({
    markdown: schemas/* string */.YjP(),
    theme: schemas/* string */.YjP().optional(),
    fontSize: schemas/* enum */.k5n(types/* FONT_SIZES */.$N).optional(),
    backgroundType: schemas/* enum */.k5n(types/* BACKGROUND_TYPES */.xj).optional(),
    convertVersion: schemas/* string */.YjP().optional(),
});
const articleDraftRequestSchema = schemas/* object */.Ikc({
    markdown: schemas/* string */.YjP(),
    theme: schemas/* string */.YjP().optional(),
    fontSize: schemas/* string */.YjP().optional(),
    convertVersion: schemas/* string */.YjP().optional(),
    coverImageUrl: schemas/* url */.OZ5().optional(),
});
const newspicDraftRequestSchema = schemas/* object */.Ikc({
    title: schemas/* string */.YjP().min(1),
    content: schemas/* string */.YjP(),
    imageUrls: schemas/* array */.YOg(schemas/* url */.OZ5()),
});
const batchUploadRequestSchema = schemas/* object */.Ikc({
    imageUrls: schemas/* array */.YOg(schemas/* url */.OZ5()).min(1),
});
/** `{code, msg, data}`; `code` is 0 (or "0") on success, anything else is a failure. */
const envelopeSchema = schemas/* looseObject */._H3({
    code: schemas/* union */.KCZ([schemas/* number */.aig(), schemas/* string */.YjP()]),
    msg: schemas/* string */.YjP().optional(),
    data: schemas/* unknown */.L5J().optional(),
});
/** What a failure envelope may say about itself (DESIGN.md section 5). */
const errorDataSchema = schemas/* looseObject */._H3({
    error: schemas/* string */.YjP().optional(),
    limit: schemas/* number */.aig().optional(),
    actual: schemas/* number */.aig().optional(),
});
const convertDataSchema = schemas/* looseObject */._H3({
    html: schemas/* string */.YjP(),
    // The formal description omits backgroundType and the spec never says these are
    // always present; the request's values (or the service defaults) stand in.
    theme: schemas/* string */.YjP().optional(),
    fontSize: schemas/* string */.YjP().optional(),
    backgroundType: schemas/* string */.YjP().optional(),
    wordCount: schemas/* number */.aig().int().nonnegative(),
    estimatedReadTime: schemas/* number */.aig().int().nonnegative(),
});
const id = schemas/* union */.KCZ([schemas/* string */.YjP().min(1), schemas/* number */.aig()]).transform(String);
/** The spec does not show the draft result: accept the id spellings services use. */
const draftDataSchema = schemas/* looseObject */._H3({
    draft_id: id.optional(),
    draftId: id.optional(),
    media_id: id.optional(),
    mediaId: id.optional(),
});
const uploadItemSchema = schemas/* looseObject */._H3({
    url: schemas/* string */.YjP().optional(),
    sourceUrl: schemas/* string */.YjP().optional(),
    source_url: schemas/* string */.YjP().optional(),
    mediaId: id.optional(),
    media_id: id.optional(),
    platformUrl: schemas/* string */.YjP().optional(),
    platform_url: schemas/* string */.YjP().optional(),
    error: schemas/* string */.YjP().optional(),
    msg: schemas/* string */.YjP().optional(),
});
/** The spec does not show the upload result either: a list under `items`, `results`, or bare. */
const uploadDataSchema = schemas/* union */.KCZ([
    schemas/* array */.YOg(uploadItemSchema),
    schemas/* looseObject */._H3({ items: schemas/* array */.YOg(uploadItemSchema) }),
    schemas/* looseObject */._H3({ results: schemas/* array */.YOg(uploadItemSchema) }),
]);
/** One line naming every bad field: "`data.wordCount` is missing; `data.html` should be string". */
function describeIssues(error, root, value) {
    return error.issues
        .slice(0, 5)
        .map((issue) => {
        const path = [root, ...issue.path.map(String)].filter(Boolean).join('.');
        const missing = issue.code === 'invalid_type' && valueAt(value, issue.path) === undefined;
        if (missing)
            return `\`${path}\` is missing`;
        if (issue.code === 'invalid_type')
            return `\`${path}\` should be ${issue.expected}`;
        return `\`${path}\`: ${issue.message}`;
    })
        .join('; ');
}
function valueAt(value, path) {
    let current = value;
    for (const key of path) {
        if (current === null || typeof current !== 'object')
            return undefined;
        current = current[key];
    }
    return current;
}

;// CONCATENATED MODULE: ./src/service/classify.ts




// The service's answer, decided without side effects: what came back, or why the
// attempt failed and what may be done about it. The retry loop acts on the verdict.
const VALIDATE_PATH = '/api/auth/validate';
const UNCERTAIN_HINT = 'check the draft box on the platform before running again';
const IDENTIFIER = /^[a-z][a-z0-9_]{1,63}$/;
/** Server-chosen identifiers and addresses are shown at most this long. */
const SHOWN_MAX = 64;
/**
 * Every string the server chose (body, JSON strings and keys, Location) through the
 * run's redactor, before anything reads it. The text is redacted before parsing (a
 * body that is not JSON is quoted as is) and the strings after it: a JSON escape can
 * hide a form of a credential that only decoding shows.
 */
function redactResponse(response, redact) {
    const location = response.headers.location;
    const text = redact(response.text);
    const json = parseJson(text);
    return {
        status: response.status,
        headers: {
            'retry-after': response.headers['retry-after'],
            location: Array.isArray(location) ? location.map(redact) : location && redact(location),
        },
        text,
        json: json === NOT_JSON ? json : (0,secrets/* redactDeep */.KL)(json, redact),
    };
}
const fail = (failure) => ({ ok: false, failure });
const refuse = (error) => fail({ error, retry: false, failover: false });
/** A (redacted) response as an answer or a failure. */
function classifyResponse(op, origin, response, maxRetryAfterMs, keySource = 'the `api-key` secret') {
    const { status } = response;
    const where = origin;
    const mayExist = (ok) => ok && !op.idempotent ? `; the ${op.label} may have been created; ${UNCERTAIN_HINT}` : '';
    if (status === 429 || status === 503) {
        const waitMs = parseRetryAfter(response.headers['retry-after']);
        if (waitMs !== undefined && waitMs > maxRetryAfterMs) {
            return refuse((0,service_errors/* serviceError */.cg)('rate_limited', `The service at ${where} answered HTTP ${status} and asks to wait ${Math.ceil(waitMs / 1000)} s, longer than this run waits; try again later or lower \`rate-limit\`.`, { status, origin: where }));
        }
        const rateLimited = status === 429;
        return fail({
            error: (0,service_errors/* serviceError */.cg)(rateLimited ? 'rate_limited' : 'service_unavailable', `The service at ${where} answered HTTP ${status}${rateLimited ? ' (rate limited)' : ' (unavailable)'}.`, { status, origin: where, uncertain: !rateLimited && !op.idempotent }),
            // A 429 was refused before any work was done, so even a draft may be sent again.
            retry: rateLimited || op.idempotent,
            failover: !rateLimited,
            waitMs,
            rateLimited,
        });
    }
    if (status >= 500) {
        const said = serverSays(response.json);
        return fail({
            error: (0,service_errors/* serviceError */.cg)('service_unavailable', op.idempotent
                ? `The service at ${where} failed with HTTP ${status}${said}.`
                : `The service at ${where} failed with HTTP ${status}${said} after receiving the ${op.label} request: it may have been created; ${UNCERTAIN_HINT}.`, { status, origin: where, uncertain: !op.idempotent }),
            retry: op.idempotent,
            failover: true,
        });
    }
    if (status >= 300 && status < 400) {
        const location = response.headers.location;
        const to = typeof location === 'string' && location ? ` to ${(0,service_errors/* excerpt */.Kb)(location, 120)}` : '';
        return refuse((0,service_errors/* serviceError */.cg)('unexpected_redirect', `The service at ${where} answered with a redirect (HTTP ${status}${to}). Redirects are not followed so that credentials reach only \`api-url\` and \`backup-api-url\`; set the URL the service really answers on.`, { status, origin: where, uncertain: !op.idempotent }));
    }
    const validating = op.path === VALIDATE_PATH;
    if (validating) {
        if (status >= 400)
            return refuse(invalidKey(where, status, keySource));
        if (status === 204 || response.text.trim() === '') {
            return { ok: true, answer: { data: undefined, status, origin: where } };
        }
    }
    const { json } = response;
    if (json === NOT_JSON) {
        if (validating)
            return { ok: true, answer: { data: undefined, status, origin: where } };
        // A gateway in front of the service may refuse the key in plain text.
        if (status === 401)
            return refuse(invalidKey(where, status, keySource));
        return refuse((0,service_errors/* serviceError */.cg)(status < 300 ? 'invalid_response' : `http_${status}`, `The service at ${where} answered HTTP ${status} with a body that is not JSON${quote(response.text)}${mayExist(status < 300)}.`, { status, origin: where, uncertain: !!mayExist(status < 300) }));
    }
    const envelope = envelopeSchema.safeParse(json);
    if (!envelope.success) {
        return refuse((0,service_errors/* serviceError */.cg)('invalid_response', `The service at ${where} answered HTTP ${status} without the {code, msg, data} envelope: ${describeIssues(envelope.error, '', json)}${mayExist(status < 300)}.`, { status, origin: where, uncertain: !!mayExist(status < 300) }));
    }
    const { code, msg, data } = envelope.data;
    if (code !== 0 && code !== '0')
        return rejection(op, where, response, msg ?? '', data, keySource);
    if (status >= 400) {
        return refuse((0,service_errors/* serviceError */.cg)(`http_${status}`, `The service at ${where} answered HTTP ${status} to the ${op.label} request.`, { status, origin: where }));
    }
    return { ok: true, answer: { data, status, origin: where } };
}
/** A non-zero envelope code: the service read the request and refused it. */
function rejection(op, where, response, said, data, keySource) {
    const { status } = response;
    const details = errorDataSchema.safeParse(data);
    const named = (details.success ? details.data.error : undefined) ??
        (IDENTIFIER.test(said) ? said : undefined) ??
        (status === 401 ? 'invalid_api_key' : undefined);
    if (named === 'rate_limited') {
        return fail({
            error: (0,service_errors/* serviceError */.cg)('rate_limited', `The service at ${where} refused the request: rate limited.`, { status, origin: where }),
            retry: true,
            failover: false,
            waitMs: parseRetryAfter(response.headers['retry-after']),
            rateLimited: true,
        });
    }
    if (named === 'invalid_api_key' || op.path === VALIDATE_PATH) {
        return refuse(invalidKey(where, status, keySource, named));
    }
    const code = named && (0,service_errors/* isRejectionCode */.JU)(named) ? named : 'service_error';
    // An identifier of the server's own choosing is text from the server: shown capped.
    const unknown = named && code !== named ? `, server code "${(0,service_errors/* excerpt */.Kb)(named, SHOWN_MAX)}"` : '';
    const text = said && said !== named ? `: ${(0,service_errors/* excerpt */.Kb)(said)}` : '';
    return refuse(new service_errors/* ServiceRejection */.F7(code, `The service at ${where} refused the ${op.label} request (${code}${unknown}, HTTP ${status})${text}.`, {
        status,
        origin: where,
        limit: details.success ? details.data.limit : undefined,
        actual: details.success ? details.data.actual : undefined,
    }));
}
function invalidKey(where, status, keySource, named = 'invalid_api_key') {
    return (0,service_errors/* serviceError */.cg)('invalid_api_key', `The service at ${where} rejected the API key (${(0,service_errors/* excerpt */.Kb)(named, SHOWN_MAX)}, HTTP ${status}). Check ${keySource}: it must be a current key issued by the service (wme_, wme2_ or wmt_; trial keys expire).`, { status, origin: where });
}
const NOT_JSON = Symbol('not JSON');
function parseJson(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return NOT_JSON;
    }
}
/** The envelope's `msg` of an error body, as `: …` for a message. */
function serverSays(json) {
    const parsed = envelopeSchema.safeParse(json);
    const said = parsed.success ? parsed.data.msg : undefined;
    return said?.trim() ? `: ${(0,service_errors/* excerpt */.Kb)(said)}` : '';
}
function quote(text) {
    return text.trim() ? `: ${(0,service_errors/* excerpt */.Kb)(text)}` : '';
}

// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(24371);
;// CONCATENATED MODULE: ./src/service/transport.ts

class TransportFailure extends Error {
    kind;
    /** A system or undici error code (`ECONNREFUSED`, `UND_ERR_SOCKET`); never request data. */
    detail;
    constructor(kind, detail, cause) {
        super(`${kind} (${detail})`, { cause });
        this.kind = kind;
        this.detail = detail;
    }
}
// Errors raised while connecting: no byte of the request left this machine.
const UNREACHED = new Set([
    'ECONNREFUSED',
    'ENOTFOUND',
    'EAI_AGAIN',
    'ENETUNREACH',
    'EHOSTUNREACH',
    'EADDRNOTAVAIL',
    'UND_ERR_CONNECT_TIMEOUT',
    'ERR_TLS_CERT_ALTNAME_INVALID',
    'DEPTH_ZERO_SELF_SIGNED_CERT',
    'SELF_SIGNED_CERT_IN_CHAIN',
    'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
    'CERT_HAS_EXPIRED',
]);
const TIMEOUTS = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);
const MAX_RESPONSE_BYTES = 64 * 1024 * 1024;
/**
 * One undici Agent for the run: keep-alive connections, at most `concurrency` per
 * origin. The headers timeout runs from the moment the request is handed to the
 * socket (a write never blocks), so a server that never reads the body, or reads it
 * and never answers, is caught by it; the body timeout catches a stalled answer.
 */
function createTransport(options) {
    const { timeoutMs } = options;
    const agent = new undici/* Agent */.g6({
        connections: Math.max(1, options.concurrency),
        pipelining: 1,
        keepAliveTimeout: 10_000,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
        connect: { timeout: Math.min(10_000, Math.max(50, Math.floor(timeoutMs / 2))) },
    });
    return {
        async send(origin, path, init) {
            try {
                const res = await (0,undici/* request */.Em)(origin + path, {
                    dispatcher: agent,
                    method: init.method,
                    headers: init.headers,
                    body: init.body,
                    signal: init.signal,
                });
                // A refusal by size up front rather than undici's per-chunk limit, which costs
                // every request: a configured origin sending gigabytes is broken, not hostile.
                if (Number(res.headers['content-length']) > MAX_RESPONSE_BYTES) {
                    res.body.destroy();
                    throw new TransportFailure('lost', 'answer larger than 64 MiB');
                }
                const text = await res.body.text();
                return { status: res.statusCode, headers: res.headers, text };
            }
            catch (error) {
                if (error instanceof TransportFailure)
                    throw error;
                throw classify(error, timeoutMs, init.signal);
            }
        },
        close: () => agent.close(),
    };
}
function classify(error, timeoutMs, user) {
    if (user?.aborted)
        return new TransportFailure('aborted', 'cancelled', error);
    const code = errorCode(error);
    if (UNREACHED.has(code))
        return new TransportFailure('unreached', code, error);
    if (TIMEOUTS.has(code)) {
        return new TransportFailure('timeout', `nothing for ${timeoutMs} ms, ${code}`, error);
    }
    return new TransportFailure('lost', code || 'connection lost', error);
}
function errorCode(error) {
    const e = error;
    const code = e?.code ?? e?.cause?.code ?? e?.errors?.[0]?.code;
    return typeof code === 'string' ? code : '';
}

;// CONCATENATED MODULE: ./src/service/attempts.ts




/**
 * Retries with backoff what is safe to repeat, shares rate-limit waits through the
 * limiter, and moves the whole run to the backup once the primary is failing.
 */
function createAttempts(primary, backup, deps) {
    const { transport, limiter, policy, random, log } = deps;
    let active = primary;
    const switchToBackup = (reason) => {
        if (!backup || active !== primary)
            return;
        active = backup;
        log.warning(`The service at ${primary.origin} is failing (${reason}); using the backup ${backup.origin} for the rest of the run.`);
    };
    /** One request: a response, or why there is none. Other errors are bugs and propagate. */
    async function attempt(op, base, headers, signal) {
        let release;
        try {
            release = await limiter.acquire(signal);
        }
        catch (error) {
            // The limiter rejects with the signal's reason when the caller aborts.
            if (signal?.aborted)
                return { error: cancelled(op, base.origin, false), retry: false, failover: false };
            throw error;
        }
        try {
            const request = { method: op.method, headers, body: op.body, signal };
            return await transport.send(base.origin, base.path + op.path, request);
        }
        catch (error) {
            if (error instanceof TransportFailure) {
                return classifyTransportFailure(op, base.origin, redactFailure(error, deps.redact));
            }
            throw error;
        }
        finally {
            release();
        }
    }
    async function call(op, headers, signal) {
        let base = active;
        let count = 0;
        for (;;) {
            count++;
            const sent = await attempt(op, base, headers, signal);
            let failure;
            if ('status' in sent) {
                const response = redactResponse(sent, deps.redact);
                const verdict = classifyResponse(op, base.origin, response, policy.maxRetryAfterMs, deps.keySource);
                if (verdict.ok)
                    return verdict;
                failure = verdict.failure;
            }
            else {
                failure = sent;
            }
            const waitMs = failure.waitMs ?? (failure.rateLimited ? backoffDelay(1, policy, random) : undefined);
            if (waitMs !== undefined)
                limiter.drain(waitMs);
            if (!failure.retry)
                return { ok: false, error: failure.error };
            if (failure.failover && backup && base === primary) {
                if (failure.unreached || count >= policy.attempts)
                    switchToBackup(failure.error.code);
            }
            if (active !== base) {
                // Failed over (by this request or a concurrent one): the backup gets its own attempts.
                base = active;
                count = 0;
                continue;
            }
            if (count >= policy.attempts)
                return { ok: false, error: exhausted(op, base, failure, count) };
            const delay = Math.max(backoffDelay(count, policy, random), waitMs ?? 0);
            log.debug(`${op.label}: ${failure.error.message} Retrying in ${delay} ms (attempt ${count + 1} of ${policy.attempts}).`);
            const slept = await deps.sleep(delay, signal).then(() => true, () => false);
            if (!slept)
                return { ok: false, error: cancelled(op, base.origin, false) };
        }
    }
    function exhausted(op, base, failure, attempts) {
        const via = base !== primary ? ` (after failing over from ${primary.origin})` : '';
        const last = failure.error;
        const hint = last.code === 'rate_limited'
            ? ' Lower `rate-limit` or `concurrency`, or wait for the quota to recover.'
            : '';
        return (0,service_errors/* serviceError */.cg)(last.code, `The ${op.label} request failed ${attempts} times at ${base.origin}${via}. Last: ${last.message}${hint}`, { status: last.status, origin: base.origin, cause: last });
    }
    return {
        get active() {
            return active;
        },
        call,
    };
}
/** Transport details are system codes, but a cause may quote the URL it was sending to. */
function redactFailure(error, redact) {
    const detail = redact(error.detail);
    return detail === error.detail ? error : new TransportFailure(error.kind, detail);
}
/** A transport failure (no complete response) as a verdict on the attempt. */
function classifyTransportFailure(op, where, error) {
    switch (error.kind) {
        case 'aborted':
            return { error: cancelled(op, where, !op.idempotent), retry: false, failover: false };
        case 'unreached':
            return {
                error: (0,service_errors/* serviceError */.cg)('service_unreachable', `Could not connect to the service at ${where} (${error.detail}).`, { origin: where, cause: error }),
                retry: true,
                failover: true,
                unreached: true,
            };
        case 'timeout':
        case 'lost': {
            const code = error.kind === 'timeout' ? 'timeout' : 'connection_lost';
            const what = error.kind === 'timeout'
                ? `did not answer the ${op.label} request in time (${error.detail})`
                : `dropped the connection during the ${op.label} request (${error.detail})`;
            if (!op.idempotent) {
                return {
                    error: (0,service_errors/* serviceError */.cg)(code, `The service at ${where} ${what} after the request was sent: the ${op.label} may have been created; ${UNCERTAIN_HINT}. It was not sent again, so it cannot be there twice.`, { origin: where, uncertain: true, cause: error }),
                    retry: false,
                    failover: false,
                };
            }
            return {
                error: (0,service_errors/* serviceError */.cg)(code, `The service at ${where} ${what}.`, {
                    origin: where,
                    cause: error,
                }),
                retry: true,
                failover: true,
            };
        }
    }
}
function cancelled(op, where, uncertain) {
    return (0,service_errors/* serviceError */.cg)('aborted', uncertain
        ? `The ${op.label} request to ${where} was cancelled after it was sent: it may have been created; ${UNCERTAIN_HINT}.`
        : `The ${op.label} request to ${where} was cancelled.`, { origin: where, uncertain });
}

;// CONCATENATED MODULE: ./src/service/credentials.ts

const KEY_PREFIXES = ['wme_', 'wme2_', 'wmt_'];
// Visible ASCII only: anything else would be refused by the HTTP layer with an
// error that might quote the value.
const HEADER_SAFE = /^[\x21-\x7e]+$/;
/**
 * Refuses credentials that cannot be sent in a header (the HTTP layer's own error
 * might quote them); returns warnings for the caller to log.
 */
function checkCredentials(config, label = (setting) => `Input \`${setting}\``) {
    if (!config.apiKey || !HEADER_SAFE.test(config.apiKey)) {
        throw new errors/* InputError */.dz('api-key', `${label('api-key')} is empty or contains spaces or characters that cannot be sent in an HTTP header.`);
    }
    for (const [input, value] of [
        ['app-id', config.appId],
        ['app-secret', config.appSecret],
    ]) {
        if (value !== undefined && value !== '' && !HEADER_SAFE.test(value)) {
            throw new errors/* InputError */.dz(input, `Input \`${input}\` contains spaces or characters that cannot be sent in an HTTP header.`);
        }
    }
    if (!/^[A-Za-z0-9][A-Za-z0-9-]*$/.test(config.credentialHeaderPrefix)) {
        throw new errors/* InputError */.dz('credential-header-prefix', 'Input `credential-header-prefix` must be letters, digits and dashes (like `Messenger`).');
    }
    if (!KEY_PREFIXES.some((prefix) => config.apiKey.startsWith(prefix))) {
        return [
            'The API key does not start with wme_, wme2_ or wmt_, the prefixes the service issues; requests may be refused.',
        ];
    }
    return [];
}

// EXTERNAL MODULE: ./src/service/rate-limiter.ts
var rate_limiter = __webpack_require__(65756);
// EXTERNAL MODULE: ./src/service/url-policy.ts
var url_policy = __webpack_require__(93669);
;// CONCATENATED MODULE: ./src/service/client.ts












/**
 * The one way the action talks to the service: a shared rate limiter, retries that
 * respect what is safe to repeat, failover to the backup URL, and responses checked
 * against the schemas. Credentials go only to the two configured origins.
 */
function createServiceClient(config, deps = {}) {
    const log = deps.log ?? { info() { }, warning() { }, debug() { } };
    const random = deps.random ?? Math.random;
    const sleep = deps.sleep ?? retry_sleep;
    const policy = { ...DEFAULT_RETRY, ...deps.retry };
    const redact = deps.redact ??
        (0,secrets/* createRedactor */.lY)([config.apiKey, config.appId, config.appSecret], {
            onEcho: () => log.warning(secrets/* ECHO_WARNING */.tP),
        });
    const label = config.settingName ?? ((setting) => `Input \`${setting}\``);
    const primary = splitBase((0,url_policy/* assertServiceUrl */.V)('api-url', config.apiUrl, label('api-url')));
    const backup = config.backupApiUrl
        ? splitBase((0,url_policy/* assertServiceUrl */.V)('backup-api-url', config.backupApiUrl, label('backup-api-url')))
        : undefined;
    for (const warning of checkCredentials(config, label))
        log.warning(warning);
    const transport = createTransport({
        concurrency: config.concurrency,
        timeoutMs: config.timeoutMs,
    });
    const attempts = createAttempts(primary, backup, {
        transport,
        limiter: (0,rate_limiter/* createRateLimiter */.x)(config.rateLimit, deps.clock),
        policy,
        redact,
        keySource: config.keySource ?? 'the `api-key` secret',
        random,
        sleep,
        log,
    });
    const keyHeaders = {
        authorization: `Bearer ${config.apiKey}`,
        accept: 'application/json',
        'user-agent': 'md-platform-action',
    };
    const jsonHeaders = { ...keyHeaders, 'content-type': 'application/json' };
    let closed = false;
    const platformHeaders = () => {
        if (!config.appId || !config.appSecret) {
            throw new errors/* InputError */.dz(config.appId ? 'app-secret' : 'app-id', 'Creating drafts and uploading images needs the platform credentials: set `app-id` and `app-secret`.');
        }
        const prefix = config.credentialHeaderPrefix;
        return {
            ...jsonHeaders,
            [`${prefix}-Appid`]: config.appId,
            [`${prefix}-App-Secret`]: config.appSecret,
        };
    };
    /** The answer to `op`, or the typed error the caller's promise rejects with. */
    async function call(op, signal) {
        if (closed)
            throw (0,service_errors/* serviceError */.cg)('client_closed', 'The service client was already closed.');
        const headers = op.platform ? platformHeaders() : op.body ? jsonHeaders : keyHeaders;
        const result = await attempts.call(op, headers, signal);
        if (!result.ok)
            throw result.error;
        return result.answer;
    }
    function parseData(schema, op, answer) {
        const parsed = schema.safeParse(answer.data);
        if (parsed.success)
            return parsed.data;
        const uncertain = !op.idempotent;
        throw (0,service_errors/* serviceError */.cg)('invalid_response', `The service at ${answer.origin} answered the ${op.label} request with data this client does not understand: ${describeIssues(parsed.error, 'data', answer.data)}${uncertain ? `; the ${op.label} may have been created; ${UNCERTAIN_HINT}` : ''}.`, { status: answer.status, origin: answer.origin, uncertain });
    }
    function requestBody(schema, label, request) {
        const parsed = schema.safeParse(request);
        // Checked before spending quota; what is wrong comes from the document (front matter, images).
        if (!parsed.success) {
            throw new errors/* DocumentError */.Mi('invalid_request', `The ${label} request was not sent: ${describeIssues(parsed.error, '', request)}.`);
        }
        return JSON.stringify(parsed.data);
    }
    async function createDraft(label, path, body, signal) {
        const op = { label, method: 'POST', path, body, idempotent: false, platform: true };
        const answer = await call(op, signal);
        const data = parseData(draftDataSchema, op, answer);
        const draftId = data.draftId ?? data.draft_id;
        const mediaId = data.mediaId ?? data.media_id;
        if (draftId === undefined && mediaId === undefined) {
            throw (0,service_errors/* serviceError */.cg)('invalid_response', `The service at ${answer.origin} reported success for the ${label} but returned no id (draft_id, draftId, media_id or mediaId): it was probably created; ${UNCERTAIN_HINT}.`, { status: answer.status, origin: answer.origin, uncertain: true });
        }
        const created = {};
        if (draftId !== undefined)
            created.draftId = draftId;
        if (mediaId !== undefined)
            created.mediaId = mediaId;
        return created;
    }
    return {
        get activeOrigin() {
            return attempts.active.origin;
        },
        async validate(signal) {
            await call({
                label: 'key check',
                method: 'GET',
                path: VALIDATE_PATH,
                idempotent: true,
                platform: false,
            }, signal);
        },
        async convert(request, signal) {
            const op = {
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
            const op = {
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
            if (closed)
                return;
            closed = true;
            await transport.close();
        },
    };
}
function splitBase(url) {
    const parsed = new URL(url);
    return { origin: parsed.origin, path: parsed.pathname.replace(/\/+$/, '') };
}


/***/ }),

/***/ 5756:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F7: () => (/* binding */ ServiceRejection),
/* harmony export */   JU: () => (/* binding */ isRejectionCode),
/* harmony export */   Kb: () => (/* binding */ excerpt),
/* harmony export */   cg: () => (/* binding */ serviceError)
/* harmony export */ });
/* unused harmony export REJECTION_CODES */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);

/**
 * Identifiers the service documents (spec §7) or that `serve` sends. Anything else a
 * server names is shown in the message, redacted and capped, under `service_error`.
 */
const REJECTION_CODES = [
    'markdown_too_long',
    'too_many_images',
    'too_many_code_blocks',
    'too_many_mermaid_blocks',
    'mermaid_block_too_long',
    'invalid_request',
    'unknown_theme',
    'malformed_module',
    'missing_platform_credentials',
    'not_found',
    'method_not_allowed',
    'request_timeout',
    'request_too_large',
    'internal_error',
];
function isRejectionCode(value) {
    return value === 'service_error' || REJECTION_CODES.includes(value);
}
/**
 * The service understood the request and refused it (non-zero envelope code).
 * `limit`/`actual` are set when the service said which limit was crossed.
 */
class ServiceRejection extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceError */ ._7 {
    limit;
    actual;
    constructor(code, message, details) {
        super(code, message, { status: details.status, origin: details.origin });
        this.limit = details.limit;
        this.actual = details.actual;
    }
}
/** A ServiceError whose code is one of the client's own. */
function serviceError(code, message, details = {}) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceError */ ._7(code, message, details);
}
/** A short, single-line excerpt of (already redacted) server text for an error message. */
function excerpt(text, max = 200) {
    const line = text.replace(/\s+/g, ' ').trim();
    return line.length > max ? `${line.slice(0, max)}…` : line;
}


/***/ })

};
