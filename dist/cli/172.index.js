export const id = 172;
export const ids = [172,756];
export const modules = {

/***/ 5172:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  startServer: () => (/* binding */ startServer)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
// EXTERNAL MODULE: external "node:perf_hooks"
var external_node_perf_hooks_ = __webpack_require__(643);
// EXTERNAL MODULE: ./src/engine/local/index.ts + 6 modules
var local = __webpack_require__(6213);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/markdown/limits.ts
var limits = __webpack_require__(5337);
// EXTERNAL MODULE: ./src/platform.ts
var platform = __webpack_require__(3728);
// EXTERNAL MODULE: ./src/service/rate-limiter.ts
var rate_limiter = __webpack_require__(3375);
// EXTERNAL MODULE: ./src/service/schemas.ts
var schemas = __webpack_require__(2051);
;// CONCATENATED MODULE: ./src/server/envelope.ts
/** The project's error table (DESIGN.md section 5): identifier -> envelope code and HTTP status. */
const ERRORS = {
    invalid_request: { code: 40000, status: 400 },
    unknown_theme: { code: 40000, status: 400 },
    malformed_module: { code: 40000, status: 400 },
    invalid_api_key: { code: 40001, status: 401 },
    missing_platform_credentials: { code: 40003, status: 401 },
    not_found: { code: 40400, status: 404 },
    method_not_allowed: { code: 40500, status: 405 },
    request_too_large: { code: 41300, status: 413 },
    unsupported_media_type: { code: 41500, status: 415 },
    markdown_too_long: { code: 42201, status: 422 },
    too_many_images: { code: 42202, status: 422 },
    too_many_code_blocks: { code: 42203, status: 422 },
    too_many_mermaid_blocks: { code: 42204, status: 422 },
    mermaid_block_too_long: { code: 42204, status: 422 },
    rate_limited: { code: 42900, status: 429 },
    internal_error: { code: 50000, status: 500 },
};
/** A refusal the handler turns into the JSON envelope with its real HTTP status. */
class HttpError extends Error {
    id;
    extra;
    constructor(id, message, extra = {}) {
        super(message);
        this.id = id;
        this.extra = extra;
    }
}
function sendJson(res, status, body, headers = {}) {
    const text = JSON.stringify(body);
    res.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(text)),
        ...headers,
    });
    res.end(res.req.method === 'HEAD' ? undefined : text);
}
function sendSuccess(res, data) {
    sendJson(res, 200, { code: 0, msg: 'success', data });
}
function sendError(res, error) {
    const { code, status } = ERRORS[error.id];
    const { headers, ...numbers } = error.extra;
    sendJson(res, status, { code, msg: error.message, data: { error: error.id, ...numbers } }, headers);
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/server/outbox.ts



function createOutbox(dir) {
    let sequence = 0;
    return {
        async write(kind, record, html) {
            sequence++;
            const id = `sandbox-${kind}-${String(sequence).padStart(4, '0')}-${(0,external_node_crypto_.randomBytes)(4).toString('hex')}`;
            if (!dir)
                return id;
            await (0,promises_.mkdir)(dir, { recursive: true });
            await (0,promises_.writeFile)((0,external_node_path_.join)(dir, `${id}.json`), `${JSON.stringify({ id, kind, createdAt: new Date().toISOString(), ...record }, null, 2)}\n`);
            if (html !== undefined)
                await (0,promises_.writeFile)((0,external_node_path_.join)(dir, `${id}.html`), html);
            return id;
        },
    };
}

;// CONCATENATED MODULE: ./src/server/index.ts











const MARKDOWN_IMAGE = /!\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]+)/g;
const HTML_IMAGE = /<img\b[^>]*?\bsrc\s*=\s*["']?([^"'\s>]+)/gi;
/**
 * `md-platform serve`: the service API of spec section 4 over the local engine, with
 * the limits, keys, rate limit and error envelope of DESIGN.md section 5. Drafts and
 * uploads are a sandbox: validated, written to the outbox, answered with new ids.
 */
async function startServer(options) {
    const keys = new Set(options.keys.filter(Boolean));
    const engine = options.engine ?? (0,local.createLocalEngine)();
    const limiter = (0,rate_limiter/* createKeyedRateLimiter */.J)(options.rateLimit ?? { requests: 100, intervalMs: 60_000 });
    const outbox = createOutbox(options.outbox);
    const prefix = (options.credentialHeaderPrefix ?? 'Messenger').toLowerCase();
    const log = options.log ?? (() => { });
    const stats = { requests: {}, connections: 0, imageUploads: 0, drafts: 0 };
    // Like the real service, every call uploads the images it is given: nothing is
    // remembered between calls, which is what lets tests see uploads saved by batch-upload.
    const platformUrlFor = (_url) => {
        stats.imageUploads++;
        return `https://${platform/* PLATFORM */.i.imageHosts[0]}/sandbox/${(0,external_node_crypto_.randomBytes)(6).toString('hex')}.png`;
    };
    const onPlatform = (url) => {
        try {
            return platform/* PLATFORM */.i.imageHosts.includes(new URL(url).hostname);
        }
        catch {
            return false;
        }
    };
    const requireCredentials = (req) => {
        if (!req.headers[`${prefix}-appid`] || !req.headers[`${prefix}-app-secret`]) {
            throw new HttpError('missing_platform_credentials', `Draft and upload calls need the ${options.credentialHeaderPrefix ?? 'Messenger'}-Appid and -App-Secret headers.`);
        }
    };
    const convert = async (_req, body) => {
        const request = parse(schemas/* convertRequestSchema */.QM, body);
        return engine.convert(request);
    };
    const endpoints = {
        '/api/v1/convert': { methods: ['POST'], handle: convert },
        '/api/convert': { methods: ['POST'], handle: convert },
        '/api/auth/validate': { methods: ['GET', 'HEAD'], handle: async () => undefined },
        '/api/v1/article-draft': {
            methods: ['POST'],
            handle: async (req, body) => {
                requireCredentials(req);
                const request = parse(schemas/* articleDraftRequestSchema */.E8, body);
                const converted = await engine.convert({
                    markdown: request.markdown,
                    theme: request.theme,
                    fontSize: parse(schemas/* convertRequestSchema */.QM.shape.fontSize, request.fontSize),
                    convertVersion: request.convertVersion,
                });
                const images = imagesOf(request.markdown).filter((url) => /^https?:\/\//.test(url) && !onPlatform(url));
                const uploads = images.map((url) => ({ url, platformUrl: platformUrlFor(url) }));
                stats.drafts++;
                const id = await outbox.write('article-draft', { request, imageUploads: uploads }, converted.html);
                return { mediaId: id, draftId: id };
            },
        },
        '/api/v1/newspic-draft': {
            methods: ['POST'],
            handle: async (req, body) => {
                requireCredentials(req);
                const request = parse(schemas/* newspicDraftRequestSchema */.PD, body);
                if ([...request.title].length > platform/* PLATFORM */.i.titleMax) {
                    throw new HttpError('invalid_request', `title is longer than ${platform/* PLATFORM */.i.titleMax} characters.`);
                }
                if (request.imageUrls.length < 1 || request.imageUrls.length > platform/* PLATFORM */.i.newspicImagesMax) {
                    throw new HttpError('invalid_request', `imageUrls must hold 1 to ${platform/* PLATFORM */.i.newspicImagesMax} images.`);
                }
                const uploads = request.imageUrls
                    .filter((u) => !onPlatform(u))
                    .map((url) => ({ url, platformUrl: platformUrlFor(url) }));
                stats.drafts++;
                const id = await outbox.write('newspic-draft', { request, imageUploads: uploads });
                return { mediaId: id, draftId: id };
            },
        },
        '/api/v1/batch-upload': {
            methods: ['POST'],
            handle: async (req, body) => {
                requireCredentials(req);
                const request = parse(schemas/* batchUploadRequestSchema */.kJ, body);
                const items = request.imageUrls.map((url) => ({
                    url,
                    mediaId: `sandbox-media-${(0,external_node_crypto_.randomBytes)(4).toString('hex')}`,
                    platformUrl: onPlatform(url) ? url : platformUrlFor(url),
                }));
                await outbox.write('batch-upload', { request, items });
                return { items };
            },
        },
    };
    const handle = async (req, res) => {
        const path = new URL(req.url ?? '/', 'http://localhost').pathname;
        const endpoint = endpoints[path];
        if (!endpoint)
            throw new HttpError('not_found', `No such endpoint: ${req.method} ${path}.`);
        stats.requests[path] = (stats.requests[path] ?? 0) + 1;
        if (!endpoint.methods.includes(req.method ?? '')) {
            throw new HttpError('method_not_allowed', `${path} accepts ${endpoint.methods.join(', ')}.`, {
                headers: { allow: endpoint.methods.join(', ') },
            });
        }
        const key = apiKeyOf(req);
        if (!key || !keys.has(key)) {
            throw new HttpError('invalid_api_key', key
                ? 'The API key is not valid.'
                : 'An API key is required (Authorization: Bearer, X-API-Key or Service-API-Key header).');
        }
        const verdict = limiter.check(key);
        if (!verdict.allowed) {
            const seconds = Math.ceil(verdict.retryAfterMs / 1000);
            throw new HttpError('rate_limited', `More than the allowed requests for this key; retry in ${seconds} s.`, {
                headers: { 'retry-after': String(seconds) },
            });
        }
        if (req.method === 'GET' || req.method === 'HEAD') {
            req.resume();
            res.writeHead(204).end();
            return;
        }
        const body = await readJson(req);
        sendSuccess(res, await endpoint.handle(req, body, key));
    };
    let closing;
    const server = (0,external_node_http_.createServer)({
        headersTimeout: 10_000,
        requestTimeout: 30_000,
        keepAliveTimeout: 5_000,
        maxHeaderSize: 16 * 1024,
    }, (req, res) => {
        const started = external_node_perf_hooks_.performance.now();
        // While shutting down, each response closes its connection so close() need not wait for keep-alive.
        if (closing)
            res.setHeader('connection', 'close');
        res.on('finish', () => log(`${req.method} ${req.url?.split('?')[0]} ${res.statusCode} ${(external_node_perf_hooks_.performance.now() - started).toFixed(1)}ms`));
        handle(req, res).catch((error) => {
            if (res.headersSent) {
                res.destroy();
                return;
            }
            const failure = toHttpError(error);
            if (failure.id === 'request_too_large')
                res.setHeader('connection', 'close');
            sendError(res, failure);
            if (failure.id === 'request_too_large')
                res.on('finish', () => req.destroy());
        });
    });
    const sockets = new Set();
    server.on('connection', (socket) => {
        stats.connections++;
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
    });
    server.on('clientError', (error, socket) => {
        if (!socket.writable)
            return socket.destroy();
        const status = error.code === 'HPE_HEADER_OVERFLOW'
            ? 431
            : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
                ? 408
                : 400;
        socket.end(`HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`);
    });
    await new Promise((done, fail) => {
        server.once('error', fail);
        server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => done());
    });
    const address = server.address();
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    return {
        url: `http://${host}:${address.port}`,
        port: address.port,
        stats: () => structuredClone(stats),
        close() {
            closing ??= new Promise((done) => {
                // Stop accepting, let requests in flight finish, and drop each keep-alive
                // socket as soon as it is idle; sockets still busy after 5 s are cut.
                const sweep = setInterval(() => server.closeIdleConnections(), 25);
                const force = setTimeout(() => {
                    for (const socket of sockets)
                        socket.destroy();
                }, 5_000);
                server.close(() => {
                    clearInterval(sweep);
                    clearTimeout(force);
                    done();
                });
                server.closeIdleConnections();
            });
            return closing;
        },
    };
}
function apiKeyOf(req) {
    const header = (name) => {
        const value = req.headers[name];
        return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
    };
    const bearer = /^Bearer\s+(\S+)$/i.exec(header('authorization') ?? '')?.[1];
    return header('service-api-key') ?? header('x-api-key') ?? bearer;
}
async function readJson(req) {
    const type = req.headers['content-type'] ?? '';
    if (!/^application\/json\b/i.test(type)) {
        req.resume();
        throw new HttpError('invalid_request', 'Send the body as JSON with Content-Type: application/json.');
    }
    const declared = Number(req.headers['content-length']);
    if (declared > limits/* LIMITS */.b.bodyBytes) {
        throw new HttpError('request_too_large', `The body is ${declared} bytes; at most ${limits/* LIMITS */.b.bodyBytes} are accepted.`, {
            limit: limits/* LIMITS */.b.bodyBytes,
            actual: declared,
        });
    }
    const chunks = [];
    let size = 0;
    for await (const chunk of req) {
        size += chunk.length;
        if (size > limits/* LIMITS */.b.bodyBytes) {
            throw new HttpError('request_too_large', `The body is over ${limits/* LIMITS */.b.bodyBytes} bytes.`, {
                limit: limits/* LIMITS */.b.bodyBytes,
            });
        }
        chunks.push(chunk);
    }
    try {
        return JSON.parse(Buffer.concat(chunks).toString('utf8'));
    }
    catch {
        throw new HttpError('invalid_request', 'The body is not valid JSON.');
    }
}
function parse(schema, value) {
    const result = schema.safeParse(value);
    if (result.success)
        return result.data;
    const issue = result.error.issues[0];
    const field = issue.path.join('.') || 'body';
    throw new HttpError('invalid_request', `Field \`${field}\`: ${issue.message}.`);
}
function imagesOf(markdown) {
    const urls = new Set();
    for (const pattern of [MARKDOWN_IMAGE, HTML_IMAGE]) {
        for (const match of markdown.matchAll(pattern))
            urls.add(match[1]);
    }
    return [...urls];
}
function toHttpError(error) {
    if (error instanceof HttpError)
        return error;
    if (error instanceof errors/* LimitError */.oC && error.code in ERRORS) {
        return new HttpError(error.code, error.message, {
            limit: error.limit,
            actual: error.actual,
            line: error.line,
        });
    }
    if (error instanceof errors/* DocumentError */.Mi) {
        const id = (error.code in ERRORS ? error.code : 'invalid_request');
        return new HttpError(id, error.message, { line: error.line });
    }
    return new HttpError('internal_error', 'The server failed to handle this request.');
}


/***/ }),

/***/ 3375:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ createKeyedRateLimiter),
/* harmony export */   parseRateLimit: () => (/* binding */ parseRateLimit),
/* harmony export */   x: () => (/* binding */ createRateLimiter)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);

const UNITS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
/** `100/60s`, `100/2s`, `10/500ms`, `50/m` -> requests per interval. */
function parseRateLimit(text) {
    const match = /^\s*(\d+)\s*\/\s*(\d+(?:\.\d+)?)?\s*(ms|s|m|h)\s*$/.exec(text);
    const requests = match ? Number(match[1]) : Number.NaN;
    const intervalMs = match ? Number(match[2] ?? '1') * UNITS[match[3]] : Number.NaN;
    if (!match ||
        !Number.isSafeInteger(requests) ||
        requests < 1 ||
        !(intervalMs >= 1) ||
        intervalMs > 86_400_000) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('rate-limit', `Input \`rate-limit\` must look like \`100/60s\`: a whole number of requests, a slash and an interval in ms, s, m or h (at most a day); got "${text}".`);
    }
    return { requests, intervalMs: Math.round(intervalMs) };
}
const realClock = {
    now: () => performance.now(),
    setTimer: (fn, ms) => {
        const timer = setTimeout(fn, ms);
        return () => clearTimeout(timer);
    },
};
/**
 * The client's bucket: `requests` tokens, and a spent token comes back one full
 * interval after its request *finished*. A classic bucket that refills steadily lets
 * up to twice the limit through in one interval (a full bucket plus a full refill),
 * which a server counting "100 per 60 s" in a window answers with 429s. Counting
 * from the response also absorbs network latency: the server saw the request before
 * the client saw the answer, so the server's window never holds more than the limit.
 */
function createRateLimiter(limit, clock = realClock) {
    // Times at which released tokens come back, ascending; `head` skips the ones already
    // back without shifting the array on every request.
    let returns = [];
    let head = 0;
    const waiters = [];
    let inFlight = 0;
    let blockedUntil = 0;
    let cancelTimer;
    const waitFor = (t) => {
        while (head < returns.length && returns[head] <= t)
            head++;
        if (head > 1024 && head * 2 > returns.length) {
            returns = returns.slice(head);
            head = 0;
        }
        if (blockedUntil > t)
            return blockedUntil - t;
        const pending = returns.length - head;
        if (inFlight + pending < limit.requests)
            return 0;
        return pending > 0 ? returns[head] - t : Number.POSITIVE_INFINITY;
    };
    const pump = () => {
        cancelTimer?.();
        cancelTimer = undefined;
        while (waiters.length > 0) {
            const wait = waitFor(clock.now());
            // Infinity: every token is held by a request still running; release() pumps again.
            if (wait === Number.POSITIVE_INFINITY)
                return;
            if (wait > 0) {
                cancelTimer = clock.setTimer(pump, Math.ceil(wait));
                return;
            }
            inFlight++;
            waiters.shift()?.resolve(releaser());
        }
    };
    const releaser = () => {
        let done = false;
        return () => {
            if (done)
                return;
            done = true;
            inFlight--;
            returns.push(clock.now() + limit.intervalMs);
            pump();
        };
    };
    return {
        acquire(signal) {
            if (signal?.aborted)
                return Promise.reject(signal.reason);
            if (waiters.length === 0 && waitFor(clock.now()) === 0) {
                inFlight++;
                return Promise.resolve(releaser());
            }
            return new Promise((resolve, reject) => {
                const waiter = {
                    resolve: (release) => {
                        signal?.removeEventListener('abort', onAbort);
                        resolve(release);
                    },
                };
                const onAbort = () => {
                    const index = waiters.indexOf(waiter);
                    if (index >= 0)
                        waiters.splice(index, 1);
                    reject(signal?.reason);
                    pump();
                };
                signal?.addEventListener('abort', onAbort, { once: true });
                waiters.push(waiter);
                pump();
            });
        },
        drain(ms) {
            blockedUntil = Math.max(blockedUntil, clock.now() + Math.max(0, ms));
            pump();
        },
    };
}
/**
 * The server's side (`serve`, the fault proxy): at most `requests` arrivals per key in
 * any window of `intervalMs`, the strictest reading of the spec's "100 requests per
 * 60 seconds, per key". Memory is bounded by `requests` timestamps per key.
 */
function createKeyedRateLimiter(limit, now = () => performance.now()) {
    const arrivals = new Map();
    return {
        check(key) {
            const t = now();
            let log = arrivals.get(key);
            if (!log) {
                log = [];
                arrivals.set(key, log);
            }
            while (log.length > 0 && log[0] <= t - limit.intervalMs)
                log.shift();
            if (log.length >= limit.requests) {
                return {
                    allowed: false,
                    retryAfterMs: Math.max(1, Math.ceil(log[0] + limit.intervalMs - t)),
                };
            }
            log.push(t);
            return { allowed: true };
        },
    };
}


/***/ }),

/***/ 2051:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E8: () => (/* binding */ articleDraftRequestSchema),
/* harmony export */   O1: () => (/* binding */ errorDataSchema),
/* harmony export */   PD: () => (/* binding */ newspicDraftRequestSchema),
/* harmony export */   PM: () => (/* binding */ draftDataSchema),
/* harmony export */   QM: () => (/* binding */ convertRequestSchema),
/* harmony export */   T4: () => (/* binding */ uploadDataSchema),
/* harmony export */   kJ: () => (/* binding */ batchUploadRequestSchema),
/* harmony export */   si: () => (/* binding */ envelopeSchema),
/* harmony export */   wF: () => (/* binding */ describeIssues),
/* harmony export */   zK: () => (/* binding */ convertDataSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2857);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8522);


/*
 * Requests and responses of the service API (spec sections 2 and 4). Objects are
 * loose: a newer service may add fields and the client must keep working. A
 * missing or wrong-typed required field is reported by its path (`data.html`).
 */
const convertRequestSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    markdown: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    theme: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    fontSize: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(_types_js__WEBPACK_IMPORTED_MODULE_1__/* .FONT_SIZES */ .$N).optional(),
    backgroundType: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(_types_js__WEBPACK_IMPORTED_MODULE_1__/* .BACKGROUND_TYPES */ .xj).optional(),
    convertVersion: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
});
const articleDraftRequestSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    markdown: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    theme: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    fontSize: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    convertVersion: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    coverImageUrl: zod__WEBPACK_IMPORTED_MODULE_0__/* .url */ .OZ5().optional(),
});
const newspicDraftRequestSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    title: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    content: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    imageUrls: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .url */ .OZ5()),
});
const batchUploadRequestSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    imageUrls: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .url */ .OZ5()).min(1),
});
/** `{code, msg, data}`; `code` is 0 (or "0") on success, anything else is a failure. */
const envelopeSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    code: zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(), zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()]),
    msg: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    data: zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J().optional(),
});
/** What a failure envelope may say about itself (DESIGN.md section 5). */
const errorDataSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    error: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    limit: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().optional(),
    actual: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().optional(),
});
const convertDataSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    html: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    // The formal description omits backgroundType and the spec never says these are
    // always present; the request's values (or the service defaults) stand in.
    theme: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    fontSize: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    backgroundType: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    wordCount: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    estimatedReadTime: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
});
const id = zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1), zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig()]).transform(String);
/** The spec does not show the draft result: accept the id spellings services use. */
const draftDataSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    draft_id: id.optional(),
    draftId: id.optional(),
    media_id: id.optional(),
    mediaId: id.optional(),
});
const uploadItemSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    url: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    sourceUrl: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    source_url: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    mediaId: id.optional(),
    media_id: id.optional(),
    platformUrl: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    platform_url: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    error: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    msg: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
});
/** The spec does not show the upload result either: a list under `items`, `results`, or bare. */
const uploadDataSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([
    zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(uploadItemSchema),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ items: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(uploadItemSchema) }),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ results: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(uploadItemSchema) }),
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


/***/ })

};
