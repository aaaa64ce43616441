export const id = 847;
export const ids = [847,756];
export const modules = {

/***/ 55847:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  startServer: () => (/* binding */ startServer)
});

// UNUSED EXPORTS: createRequestHandler

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(37067);
// EXTERNAL MODULE: external "node:perf_hooks"
var external_node_perf_hooks_ = __webpack_require__(643);
// EXTERNAL MODULE: ./src/engine/local/index.ts + 6 modules
var local = __webpack_require__(69287);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/service/rate-limiter.ts
var rate_limiter = __webpack_require__(65756);
// EXTERNAL MODULE: ./src/service/schemas.ts
var schemas = __webpack_require__(42051);
;// CONCATENATED MODULE: ./src/server/api-key.ts
/**
 * The caller's key, from the spec's three equivalent headers (section 5). Query
 * strings and bodies are never looked at: they end up in access logs and proxies.
 */
function apiKeyOf(req) {
    const header = (name) => {
        const value = req.headers[name];
        return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
    };
    const bearer = /^Bearer\s+(\S+)$/i.exec(header('authorization') ?? '')?.[1];
    return header('service-api-key') ?? header('x-api-key') ?? bearer;
}

;// CONCATENATED MODULE: ./src/server/envelope.ts
/** The project's error table (DESIGN.md section 5): identifier -> envelope code and HTTP status. */
const ERRORS = {
    invalid_request: { code: 40000, status: 400 },
    // Request fields the schema cannot judge alone: still "fails the schema" (DESIGN.md section 5).
    unknown_theme: { code: 40000, status: 400 },
    malformed_module: { code: 40000, status: 400 },
    invalid_api_key: { code: 40001, status: 401 },
    missing_platform_credentials: { code: 40003, status: 401 },
    not_found: { code: 40400, status: 404 },
    method_not_allowed: { code: 40500, status: 405 },
    request_timeout: { code: 40800, status: 408 },
    request_too_large: { code: 41300, status: 413 },
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

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
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

// EXTERNAL MODULE: ./src/markdown/limits.ts
var limits = __webpack_require__(55337);
;// CONCATENATED MODULE: ./src/server/request-body.ts


/**
 * Reads a JSON body of at most `LIMITS.bodyBytes`. A body declared too large is
 * refused before a byte of it is read; one that grows too large while streaming
 * (chunked) is refused at the chunk that crosses the limit, and nothing more is kept.
 */
function readJsonBody(req) {
    const type = req.headers['content-type'] ?? '';
    if (!/^application\/json\b/i.test(type)) {
        throw new HttpError('invalid_request', 'Send the body as JSON with Content-Type: application/json.');
    }
    const declared = Number(req.headers['content-length']);
    if (declared > limits/* LIMITS */.b.bodyBytes) {
        throw tooLarge(`The body is ${declared} bytes`, declared);
    }
    return new Promise((resolve, reject) => {
        const chunks = [];
        let size = 0;
        const stop = () => {
            req.off('data', onData);
            req.off('end', onEnd);
            req.off('error', onError);
            req.off('close', onClose);
        };
        const onData = (chunk) => {
            size += chunk.length;
            if (size > limits/* LIMITS */.b.bodyBytes) {
                stop();
                // Paused, not destroyed: destroying the request would take the socket with it
                // before the 413 is written.
                req.pause();
                chunks.length = 0;
                reject(tooLarge(`The body is over ${limits/* LIMITS */.b.bodyBytes} bytes`));
                return;
            }
            chunks.push(chunk);
        };
        const onEnd = () => {
            stop();
            try {
                resolve(JSON.parse(Buffer.concat(chunks, size).toString('utf8')));
            }
            catch {
                reject(new HttpError('invalid_request', 'The body is not valid JSON.'));
            }
        };
        const onError = (error) => {
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
function tooLarge(what, actual) {
    return new HttpError('request_too_large', `${what}; the service accepts at most ${limits/* LIMITS */.b.bodyBytes} bytes (256 KiB).`, actual === undefined ? { limit: limits/* LIMITS */.b.bodyBytes } : { limit: limits/* LIMITS */.b.bodyBytes, actual });
}

// EXTERNAL MODULE: ./src/markdown/images.ts
var markdown_images = __webpack_require__(76219);
// EXTERNAL MODULE: ./src/platform.ts
var platform = __webpack_require__(23728);
;// CONCATENATED MODULE: ./src/server/validate.ts

/** Schema check of a request body: the first problem, named by its field, as a 400. */
function parseBody(schema, value, root = '') {
    const result = schema.safeParse(value);
    if (result.success)
        return result.data;
    const issue = result.error.issues[0];
    const field = [root, ...issue.path.map(String)].filter(Boolean).join('.') || 'body';
    throw new HttpError('invalid_request', `Field \`${field}\`: ${issue.message}.`);
}

;// CONCATENATED MODULE: ./src/server/sandbox.ts






const HTML_TAG = /<\/?[a-z!][^>]*>/i;
/**
 * Drafts and uploads as the platform would take them, without the platform: input
 * is validated as strictly as a real account would, the result is written to the
 * outbox, and ids are generated. Every image not already on the platform's image
 * host is "uploaded" (counted) on every call, as the real service does, so callers
 * can prove they upload a shared image only once.
 */
function createSandbox({ engine, outbox, counters, credentialHeaderPrefix, }) {
    const appIdHeader = `${credentialHeaderPrefix}-appid`.toLowerCase();
    const secretHeader = `${credentialHeaderPrefix}-app-secret`.toLowerCase();
    /** What the outbox may know about the credentials: that they came, never their values. */
    const requireCredentials = (req) => {
        if (!req.headers[appIdHeader] || !req.headers[secretHeader]) {
            throw new HttpError('missing_platform_credentials', `Draft and upload calls need the ${credentialHeaderPrefix}-Appid and ${credentialHeaderPrefix}-App-Secret headers.`);
        }
        return { appId: 'present', appSecret: 'present' };
    };
    const upload = (url) => {
        if ((0,platform/* isOnPlatformImageHost */.y)(url))
            return url;
        counters.imageUploads++;
        return `https://${platform/* PLATFORM */.i.imageHosts[0]}/sandbox/${(0,external_node_crypto_.randomBytes)(8).toString('hex')}.png`;
    };
    return {
        async articleDraft(req, body) {
            const credentials = requireCredentials(req);
            const request = parseBody(schemas/* articleDraftRequestSchema */.E8, body);
            const converted = await engine.convert({
                markdown: request.markdown,
                theme: request.theme,
                fontSize: parseBody(schemas/* convertRequestSchema */.QM.shape.fontSize, request.fontSize, 'fontSize'),
                convertVersion: request.convertVersion,
            });
            const sources = [
                ...new Set((0,markdown_images/* findImages */.Mz)(request.markdown).map((image) => image.src.trim())),
            ].filter((src) => /^https?:\/\//i.test(src));
            const images = sources.map((url) => ({ url, platformUrl: upload(url) }));
            const cover = request.coverImageUrl
                ? { url: request.coverImageUrl, platformUrl: upload(request.coverImageUrl) }
                : undefined;
            counters.drafts++;
            const id = await outbox.write('article-draft', { credentials, request, cover, images, wordCount: converted.wordCount }, converted.html);
            return { mediaId: id, draftId: id };
        },
        async newspicDraft(req, body) {
            const credentials = requireCredentials(req);
            const request = parseBody(schemas/* newspicDraftRequestSchema */.PD, body);
            const invalid = (message) => new HttpError('invalid_request', message);
            if ([...request.title].length > platform/* PLATFORM */.i.titleMax) {
                throw invalid(`Field \`title\`: at most ${platform/* PLATFORM */.i.titleMax} characters.`);
            }
            if ([...request.content].length > platform/* PLATFORM */.i.newspicContentMax) {
                throw invalid(`Field \`content\`: at most ${platform/* PLATFORM */.i.newspicContentMax} characters.`);
            }
            if (HTML_TAG.test(request.content)) {
                throw invalid('Field `content`: plain text only, without HTML tags.');
            }
            if (request.imageUrls.length < 1 || request.imageUrls.length > platform/* PLATFORM */.i.newspicImagesMax) {
                throw invalid(`Field \`imageUrls\`: 1 to ${platform/* PLATFORM */.i.newspicImagesMax} images; got ${request.imageUrls.length}.`);
            }
            const images = request.imageUrls.map((url) => ({ url, platformUrl: upload(url) }));
            counters.drafts++;
            const id = await outbox.write('newspic-draft', { credentials, request, images });
            return { mediaId: id, draftId: id };
        },
        async batchUpload(req, body) {
            const credentials = requireCredentials(req);
            const request = parseBody(schemas/* batchUploadRequestSchema */.kJ, body);
            const items = request.imageUrls.map((url) => ({
                url,
                mediaId: `sandbox-media-${(0,external_node_crypto_.randomBytes)(6).toString('hex')}`,
                platformUrl: upload(url),
            }));
            await outbox.write('batch-upload', { credentials, request, items });
            return { items };
        },
    };
}

;// CONCATENATED MODULE: ./src/server/index.ts












/** How long a closing server waits for busy sockets before cutting them. */
const CLOSE_GRACE_MS = 5_000;
/** After a 413 the client may still be sending; read and drop for this long so it sees the answer. */
const LINGER_MS = 2_000;
/**
 * `md-platform serve`: the service API of spec section 4 over the local engine, with
 * the limits, keys, rate limit and error envelope of DESIGN.md section 5. Drafts and
 * uploads are a sandbox: validated, written to the outbox, answered with new ids.
 */
async function startServer(options) {
    const handler = createRequestHandler(options);
    const requestTimeout = options.requestTimeoutMs ?? 30_000;
    // Node refuses a headers timeout longer than the request timeout.
    const headersTimeout = Math.min(options.headersTimeoutMs ?? 10_000, requestTimeout);
    const server = (0,external_node_http_.createServer)({
        headersTimeout,
        requestTimeout,
        // The timeouts above are only enforced when the server checks; the default 30 s
        // check would let a slow client hold a socket far longer than promised.
        connectionsCheckingInterval: Math.min(1_000, headersTimeout),
        keepAliveTimeout: 5_000,
        maxHeaderSize: 16 * 1024,
    }, handler.listener);
    const sockets = new Set();
    server.on('connection', (socket) => {
        handler.counters.connections++;
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
    });
    server.on('clientError', (error, socket) => {
        // A request whose handler already runs (a body that trickles in past the request
        // timeout) gets the envelope through its own response; otherwise a bare status line.
        const pending = socket._httpMessage;
        if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT' && pending && !pending.headersSent) {
            pending.setHeader('connection', 'close');
            sendError(pending, new HttpError('request_timeout', 'The request took too long to arrive.'));
            return;
        }
        if (!socket.writable || pending) {
            socket.destroy();
            return;
        }
        const [status, reason] = error.code === 'HPE_HEADER_OVERFLOW'
            ? [431, 'Request Header Fields Too Large']
            : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
                ? [408, 'Request Timeout']
                : [400, 'Bad Request'];
        socket.end(`HTTP/1.1 ${status} ${reason}\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`);
    });
    await new Promise((done, fail) => {
        server.once('error', fail);
        server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
            server.off('error', fail);
            done();
        });
    });
    const address = server.address();
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    let closing;
    return {
        url: `http://${host}:${address.port}`,
        port: address.port,
        stats: handler.stats,
        close() {
            closing ??= new Promise((done) => {
                handler.shutDown();
                // A keep-alive socket becomes idle only when its request is answered: sweep
                // until server.close() sees the last one go, and cut busy ones after the grace.
                const sweep = setInterval(() => server.closeIdleConnections(), 25);
                const force = setTimeout(() => {
                    for (const socket of sockets)
                        socket.destroy();
                }, CLOSE_GRACE_MS);
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
/**
 * The request listener of `serve`, for mounting on a server of one's own. `stats`
 * counts what it handled; `shutDown` makes every later response close its connection.
 */
function createRequestHandler(options) {
    const keys = new Set(options.keys.filter(Boolean));
    const engine = options.engine ?? (0,local.createLocalEngine)();
    const limiter = (0,rate_limiter/* createKeyedRateLimiter */.J)(options.rateLimit ?? { requests: 100, intervalMs: 60_000 });
    const log = options.log ?? (() => { });
    const counters = { requests: {}, connections: 0, imageUploads: 0, drafts: 0 };
    const sandbox = createSandbox({
        engine,
        outbox: createOutbox(options.outbox),
        counters,
        credentialHeaderPrefix: options.credentialHeaderPrefix ?? 'Messenger',
    });
    const convert = (_req, body) => engine.convert(parseBody(schemas/* convertRequestSchema */.QM, body));
    const routes = {
        '/api/v1/convert': { methods: ['POST'], handle: convert },
        '/api/convert': { methods: ['POST'], handle: convert },
        '/api/auth/validate': { methods: ['GET', 'HEAD'] },
        '/api/v1/article-draft': { methods: ['POST'], handle: sandbox.articleDraft },
        '/api/v1/newspic-draft': { methods: ['POST'], handle: sandbox.newspicDraft },
        '/api/v1/batch-upload': { methods: ['POST'], handle: sandbox.batchUpload },
    };
    let shuttingDown = false;
    const handle = async (req, res, path) => {
        const route = Object.hasOwn(routes, path) ? routes[path] : undefined;
        if (!route)
            throw new HttpError('not_found', `No such endpoint: ${req.method} ${path}.`);
        counters.requests[path] = (counters.requests[path] ?? 0) + 1;
        if (!route.methods.includes(req.method ?? '')) {
            throw new HttpError('method_not_allowed', `${path} accepts ${route.methods.join(', ')}.`, {
                headers: { allow: route.methods.join(', ') },
            });
        }
        const key = apiKeyOf(req);
        if (!key || !keys.has(key)) {
            throw new HttpError('invalid_api_key', key
                ? 'The API key is not valid.'
                : 'An API key is required in the Service-API-Key, X-API-Key or Authorization: Bearer header.');
        }
        const verdict = limiter.check(key);
        if (!verdict.allowed) {
            // Rounded up: a client that waits exactly this long finds a free slot.
            const seconds = Math.ceil(verdict.retryAfterMs / 1000);
            throw new HttpError('rate_limited', `More requests than this key may send; retry in ${seconds} s.`, { headers: { 'retry-after': String(seconds) } });
        }
        if (!route.handle) {
            res.writeHead(204).end();
            return;
        }
        const body = await readJsonBody(req);
        sendSuccess(res, await route.handle(req, body));
    };
    const listener = (req, res) => {
        const started = external_node_perf_hooks_.performance.now();
        const path = pathOf(req.url);
        // While shutting down, each response closes its connection so close() need not wait for keep-alive.
        if (shuttingDown)
            res.setHeader('connection', 'close');
        res.on('close', () => {
            const status = res.writableFinished ? String(res.statusCode) : 'aborted';
            log(`${req.method} ${path} ${status} ${(external_node_perf_hooks_.performance.now() - started).toFixed(1)}ms`);
        });
        handle(req, res, path).catch((error) => {
            if (res.headersSent) {
                res.destroy();
                return;
            }
            // The client is gone: nobody to answer. (req.destroyed alone is also true once a body has been read.)
            if (res.destroyed || req.socket.destroyed)
                return;
            const failure = toHttpError(error);
            // A body we will not read (refused before reading, or too large): answer, then
            // stop this connection instead of draining an arbitrary amount of input for keep-alive.
            const unread = !req.complete;
            if (unread)
                res.setHeader('connection', 'close');
            sendError(res, failure);
            if (unread) {
                res.on('finish', () => {
                    req.resume();
                    setTimeout(() => req.socket.destroy(), LINGER_MS).unref();
                });
            }
        });
    };
    return {
        listener,
        counters,
        stats: () => structuredClone(counters),
        shutDown: () => {
            shuttingDown = true;
        },
    };
}
/** The path alone: query strings are never logged or routed on. */
function pathOf(url) {
    try {
        return new URL(url ?? '/', 'http://localhost').pathname;
    }
    catch {
        return '/';
    }
}
function toHttpError(error) {
    if (error instanceof HttpError)
        return error;
    if (error instanceof errors/* LimitError */.oC && Object.hasOwn(ERRORS, error.code)) {
        return new HttpError(error.code, error.message, {
            limit: error.limit,
            actual: error.actual,
            line: error.line,
        });
    }
    if (error instanceof errors/* DocumentError */.Mi) {
        const id = (Object.hasOwn(ERRORS, error.code) ? error.code : 'invalid_request');
        return new HttpError(id, error.message, { line: error.line });
    }
    return new HttpError('internal_error', 'The server failed to handle this request.');
}


/***/ }),

/***/ 65756:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ createKeyedRateLimiter),
/* harmony export */   parseRateLimit: () => (/* binding */ parseRateLimit),
/* harmony export */   x: () => (/* binding */ createRateLimiter)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);

const UNITS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
/** `100/60s`, `100/2s`, `10/500ms`, `50/m` -> requests per interval. */
function parseRateLimit(text, label = 'Input `rate-limit`') {
    const match = /^\s*(\d+)\s*\/\s*(\d+(?:\.\d+)?)?\s*(ms|s|m|h)\s*$/.exec(text);
    const requests = match ? Number(match[1]) : Number.NaN;
    const intervalMs = match ? Number(match[2] ?? '1') * UNITS[match[3]] : Number.NaN;
    if (!match ||
        !Number.isSafeInteger(requests) ||
        requests < 1 ||
        !(intervalMs >= 1) ||
        intervalMs > 86_400_000) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('rate-limit', `${label} must look like \`100/60s\`: a whole number of requests, a slash and an interval in ms, s, m or h (at most a day); got "${text}".`);
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

/***/ 42051:
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
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(92857);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(16141);


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
