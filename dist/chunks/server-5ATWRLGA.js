import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  createLocalEngine
} from "./chunk-RHEF3T5Y.js";
import "./chunk-3SVPJI2B.js";
import "./chunk-CO34HDOQ.js";
import "./chunk-MDXIO7A4.js";
import "./chunk-XYAFAZVO.js";
import {
  articleDraftRequestSchema,
  batchUploadRequestSchema,
  convertRequestSchema,
  newspicDraftRequestSchema
} from "./chunk-XC63XUAG.js";
import {
  DEFAULT_CREDENTIAL_HEADER_PREFIX,
  DEFAULT_OUTBOX_MAX_MB
} from "./chunk-6ZET4UFC.js";
import "./chunk-2LNQLSPO.js";
import {
  LIMITS
} from "./chunk-6DE6S7N3.js";
import "./chunk-DZ323OMG.js";
import {
  findImages
} from "./chunk-DL4V7EL7.js";
import {
  PLATFORM,
  isOnPlatformImageHost
} from "./chunk-JZLBHUCI.js";
import "./chunk-QXLYNVZJ.js";
import {
  createKeyedRateLimiter
} from "./chunk-SFPNWDGB.js";
import {
  require_crypto
} from "./chunk-YTTBCBEB.js";
import {
  require_http
} from "./chunk-N7RJKJXU.js";
import "./chunk-4S2VG66P.js";
import "./chunk-5UW5WUYG.js";
import "./chunk-NUGJP3WA.js";
import {
  ENGLISH
} from "./chunk-F7PMG5S2.js";
import {
  DocumentError,
  LimitError
} from "./chunk-5XOO62DI.js";
import "./chunk-NKJDEBBX.js";
import "./chunk-5DQ3OEOA.js";
import {
  __toESM
} from "./chunk-G2QKEXVZ.js";

// src/server/index.ts
var import_node_http = __toESM(require_http(), 1);
import { performance } from "node:perf_hooks";

// src/server/api-key.ts
function apiKeyOf(req) {
  const header = (name) => {
    const value = req.headers[name];
    return (Array.isArray(value) ? value[0] : value)?.trim() || void 0;
  };
  const bearer = /^Bearer\s+(\S+)$/i.exec(header("authorization") ?? "")?.[1];
  return header("service-api-key") ?? header("x-api-key") ?? bearer;
}

// src/server/envelope.ts
var ERRORS = {
  invalid_request: { code: 4e4, status: 400 },
  // Request fields the schema cannot judge alone: still "fails the schema", as the service answers them.
  unknown_theme: { code: 4e4, status: 400 },
  malformed_module: { code: 4e4, status: 400 },
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
  internal_error: { code: 5e4, status: 500 },
  outbox_full: { code: 50700, status: 507 }
};
var HttpError = class extends Error {
  constructor(id, message, extra = {}) {
    super(message);
    this.id = id;
    this.extra = extra;
  }
  id;
  extra;
};
function sendJson(res, status, body, headers = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": String(Buffer.byteLength(text)),
    ...headers
  });
  res.end(res.req.method === "HEAD" ? void 0 : text);
}
function sendSuccess(res, data) {
  sendJson(res, 200, { code: 0, msg: "success", data });
}
function sendError(res, error) {
  const { code, status } = ERRORS[error.id];
  const { headers, ...numbers } = error.extra;
  sendJson(
    res,
    status,
    { code, msg: error.message, data: { error: error.id, ...numbers } },
    headers
  );
}

// src/server/outbox.ts
var import_node_crypto = __toESM(require_crypto(), 1);
import { mkdir, readdir, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
function createOutbox(dir, maxBytes = DEFAULT_OUTBOX_MAX_MB * 1024 * 1024) {
  let sequence = 0;
  let used = 0;
  let scanned;
  return {
    async write(kind, record) {
      sequence++;
      const id = `sandbox-${kind}-${String(sequence).padStart(4, "0")}-${(0, import_node_crypto.randomBytes)(4).toString("hex")}`;
      if (!dir) return id;
      const text = `${JSON.stringify({ id, kind, createdAt: (/* @__PURE__ */ new Date()).toISOString(), ...record })}
`;
      const bytes = Buffer.byteLength(text);
      scanned ??= bytesIn(dir).then((found) => {
        used += found;
      });
      await scanned;
      if (used + bytes > maxBytes) {
        throw new HttpError(
          "outbox_full",
          `The sandbox outbox is full (${used} of ${maxBytes} bytes; see --outbox-max-mb): nothing was stored.`,
          { limit: maxBytes, actual: used + bytes }
        );
      }
      used += bytes;
      try {
        await writeRecord(dir, `${id}.json`, text);
      } catch (error) {
        used -= bytes;
        throw error;
      }
      return id;
    }
  };
}
async function writeRecord(dir, name, text) {
  try {
    await writeFile(join(dir, name), text);
  } catch (error) {
    if (error.code !== "ENOENT") throw error;
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, name), text);
  }
}
async function bytesIn(dir) {
  let names;
  try {
    names = await readdir(dir);
  } catch {
    return 0;
  }
  let total = 0;
  for (const name of names) {
    const info = await stat(join(dir, name)).catch(() => void 0);
    if (info?.isFile()) total += info.size;
  }
  return total;
}

// src/server/request-body.ts
function readJsonBody(req) {
  if (!isJsonContentType(req.headers["content-type"])) {
    throw new HttpError(
      "unsupported_media_type",
      "Send the body as JSON with Content-Type: application/json (a charset, if any, utf-8)."
    );
  }
  const declared = Number(req.headers["content-length"]);
  if (declared > LIMITS.bodyBytes) {
    throw tooLarge(`The body is ${declared} bytes`, declared);
  }
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    const stop = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
      req.off("close", onClose);
    };
    const onData = (chunk) => {
      size += chunk.length;
      if (size > LIMITS.bodyBytes) {
        stop();
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
        resolve(JSON.parse(Buffer.concat(chunks, size).toString("utf8")));
      } catch {
        reject(new HttpError("invalid_request", "The body is not valid JSON."));
      }
    };
    const onError = (error) => {
      stop();
      reject(error);
    };
    const onClose = () => {
      stop();
      reject(new Error("The client closed the connection before the body arrived."));
    };
    req.on("data", onData);
    req.on("close", onClose);
    req.on("end", onEnd);
    req.on("error", onError);
  });
}
function tooLarge(what, actual) {
  return new HttpError(
    "request_too_large",
    `${what}; the service accepts at most ${LIMITS.bodyBytes} bytes (256 KiB).`,
    actual === void 0 ? { limit: LIMITS.bodyBytes } : { limit: LIMITS.bodyBytes, actual }
  );
}
function isJsonContentType(header) {
  if (header === void 0) return false;
  const [type, ...parameters] = header.split(";");
  if (type.trim().toLowerCase() !== "application/json") return false;
  return parameters.every((parameter) => {
    const text = parameter.trim();
    if (text === "") return true;
    const equals = text.indexOf("=");
    if (equals < 0) return false;
    const name = text.slice(0, equals).trim().toLowerCase();
    const value = text.slice(equals + 1).trim().replace(/^"(.*)"$/, "$1").toLowerCase();
    return name === "charset" && value === "utf-8";
  });
}

// src/server/sandbox.ts
var import_node_crypto2 = __toESM(require_crypto(), 1);

// src/server/validate.ts
function parseBody(schema, value, root = "") {
  const result = schema.safeParse(value, ENGLISH);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = [root, ...issue.path.map(String)].filter(Boolean).join(".") || "body";
  throw new HttpError("invalid_request", `Field \`${field}\`: ${issue.message}.`);
}

// src/server/sandbox.ts
function holdsHtmlTag(text) {
  const close = text.lastIndexOf(">");
  return close > 0 && /<\/?[a-z!]/i.test(text.slice(0, close));
}
function createSandbox({
  engine,
  outbox,
  counters,
  credentialHeaderPrefix
}) {
  const appIdHeader = `${credentialHeaderPrefix}-appid`.toLowerCase();
  const secretHeader = `${credentialHeaderPrefix}-app-secret`.toLowerCase();
  const requireCredentials = (req) => {
    if (!req.headers[appIdHeader] || !req.headers[secretHeader]) {
      throw new HttpError(
        "missing_platform_credentials",
        `Draft and upload calls need the ${credentialHeaderPrefix}-Appid and ${credentialHeaderPrefix}-App-Secret headers.`
      );
    }
    return { appId: "present", appSecret: "present" };
  };
  const upload = (url) => {
    if (isOnPlatformImageHost(url)) return url;
    counters.imageUploads++;
    return `https://${PLATFORM.imageHosts[0]}/sandbox/${(0, import_node_crypto2.randomBytes)(8).toString("hex")}.png`;
  };
  return {
    async articleDraft(req, body) {
      const credentials = requireCredentials(req);
      const request = parseBody(articleDraftRequestSchema, body);
      const converted = await engine.convert({
        markdown: request.markdown,
        theme: request.theme,
        fontSize: parseBody(convertRequestSchema.shape.fontSize, request.fontSize, "fontSize"),
        convertVersion: request.convertVersion
      });
      const sources = [
        ...new Set(findImages(request.markdown).map((image) => image.src.trim()))
      ].filter((src) => /^https?:\/\//i.test(src));
      const images = sources.map((url) => ({ url, platformUrl: upload(url) }));
      const cover = request.coverImageUrl ? { url: request.coverImageUrl, platformUrl: upload(request.coverImageUrl) } : void 0;
      counters.drafts++;
      const id = await outbox.write("article-draft", {
        credentials,
        request,
        cover,
        images,
        wordCount: converted.wordCount
      });
      return { mediaId: id, draftId: id };
    },
    async newspicDraft(req, body) {
      const credentials = requireCredentials(req);
      const request = parseBody(newspicDraftRequestSchema, body);
      const invalid = (message) => new HttpError("invalid_request", message);
      if ([...request.title].length > PLATFORM.titleMax) {
        throw invalid(`Field \`title\`: at most ${PLATFORM.titleMax} characters.`);
      }
      if ([...request.content].length > PLATFORM.newspicContentMax) {
        throw invalid(`Field \`content\`: at most ${PLATFORM.newspicContentMax} characters.`);
      }
      if (holdsHtmlTag(request.content)) {
        throw invalid("Field `content`: plain text only, without HTML tags.");
      }
      if (request.imageUrls.length < 1 || request.imageUrls.length > PLATFORM.newspicImagesMax) {
        throw invalid(
          `Field \`imageUrls\`: 1 to ${PLATFORM.newspicImagesMax} images; got ${request.imageUrls.length}.`
        );
      }
      const images = request.imageUrls.map((url) => ({ url, platformUrl: upload(url) }));
      counters.drafts++;
      const id = await outbox.write("newspic-draft", { credentials, request, images });
      return { mediaId: id, draftId: id };
    },
    async batchUpload(req, body) {
      const credentials = requireCredentials(req);
      const request = parseBody(batchUploadRequestSchema, body);
      const items = request.imageUrls.map((url) => ({
        url,
        mediaId: `sandbox-media-${(0, import_node_crypto2.randomBytes)(6).toString("hex")}`,
        platformUrl: upload(url)
      }));
      await outbox.write("batch-upload", { credentials, request, items });
      return { items };
    }
  };
}

// src/server/index.ts
var CLOSE_GRACE_MS = 5e3;
var LINGER_MS = 2e3;
async function startServer(options) {
  const handler = createRequestHandler(options);
  const requestTimeout = options.requestTimeoutMs ?? 3e4;
  const headersTimeout = Math.min(options.headersTimeoutMs ?? 1e4, requestTimeout);
  const server = (0, import_node_http.createServer)(
    {
      headersTimeout,
      requestTimeout,
      // The timeouts above are only enforced when the server checks; the default 30 s
      // check would let a slow client hold a socket far longer than promised.
      connectionsCheckingInterval: Math.min(1e3, headersTimeout),
      keepAliveTimeout: 5e3,
      maxHeaderSize: 16 * 1024
    },
    handler.listener
  );
  const sockets = /* @__PURE__ */ new Set();
  server.on("connection", (socket) => {
    handler.counters.connections++;
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  server.on("clientError", (error, socket) => {
    const pending = socket._httpMessage;
    if (error.code === "ERR_HTTP_REQUEST_TIMEOUT" && pending && !pending.headersSent) {
      pending.setHeader("connection", "close");
      sendError(pending, new HttpError("request_timeout", "The request took too long to arrive."));
      return;
    }
    if (!socket.writable || pending) {
      socket.destroy();
      return;
    }
    const [status, reason] = error.code === "HPE_HEADER_OVERFLOW" ? [431, "Request Header Fields Too Large"] : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? [408, "Request Timeout"] : [400, "Bad Request"];
    socket.end(`HTTP/1.1 ${status} ${reason}\r
connection: close\r
content-length: 0\r
\r
`);
  });
  await new Promise((done, fail) => {
    server.once("error", fail);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => {
      server.off("error", fail);
      done();
    });
  });
  const address = server.address();
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  let closing;
  return {
    url: `http://${host}:${address.port}`,
    port: address.port,
    stats: handler.stats,
    close() {
      closing ??= new Promise((done) => {
        handler.shutDown();
        const sweep = setInterval(() => server.closeIdleConnections(), 25);
        const force = setTimeout(() => {
          for (const socket of sockets) socket.destroy();
        }, CLOSE_GRACE_MS);
        server.close(() => {
          clearInterval(sweep);
          clearTimeout(force);
          done();
        });
        server.closeIdleConnections();
      });
      return closing;
    }
  };
}
function createRequestHandler(options) {
  const keys = new Set(options.keys.filter(Boolean));
  const engine = options.engine ?? createLocalEngine();
  const limiter = createKeyedRateLimiter(
    options.rateLimit ?? { requests: 100, intervalMs: 6e4 }
  );
  const log = options.log ?? (() => {
  });
  const counters = { requests: {}, connections: 0, imageUploads: 0, drafts: 0 };
  const sandbox = createSandbox({
    engine,
    outbox: createOutbox(options.outbox, options.outboxMaxBytes),
    counters,
    credentialHeaderPrefix: options.credentialHeaderPrefix ?? DEFAULT_CREDENTIAL_HEADER_PREFIX
  });
  const convert = (_req, body) => engine.convert(parseBody(convertRequestSchema, body));
  const routes = {
    "/api/v1/convert": { methods: ["POST"], handle: convert },
    "/api/convert": { methods: ["POST"], handle: convert },
    "/api/auth/validate": { methods: ["GET", "HEAD"] },
    "/api/v1/article-draft": { methods: ["POST"], handle: sandbox.articleDraft },
    "/api/v1/newspic-draft": { methods: ["POST"], handle: sandbox.newspicDraft },
    "/api/v1/batch-upload": { methods: ["POST"], handle: sandbox.batchUpload }
  };
  let shuttingDown = false;
  const handle = async (req, res, path) => {
    const route = Object.hasOwn(routes, path) ? routes[path] : void 0;
    if (!route) throw new HttpError("not_found", `No such endpoint: ${req.method} ${path}.`);
    counters.requests[path] = (counters.requests[path] ?? 0) + 1;
    if (!route.methods.includes(req.method ?? "")) {
      throw new HttpError("method_not_allowed", `${path} accepts ${route.methods.join(", ")}.`, {
        headers: { allow: route.methods.join(", ") }
      });
    }
    const key = apiKeyOf(req);
    if (!key || !keys.has(key)) {
      throw new HttpError(
        "invalid_api_key",
        key ? "The API key is not valid." : "An API key is required in the Service-API-Key, X-API-Key or Authorization: Bearer header."
      );
    }
    const verdict = limiter.check(key);
    if (!verdict.allowed) {
      const seconds = Math.ceil(verdict.retryAfterMs / 1e3);
      throw new HttpError(
        "rate_limited",
        `More requests than this key may send; retry in ${seconds} s.`,
        { headers: { "retry-after": String(seconds) } }
      );
    }
    if (!route.handle) {
      res.writeHead(204).end();
      return;
    }
    const body = await readJsonBody(req);
    sendSuccess(res, await route.handle(req, body));
  };
  const listener = (req, res) => {
    const started = performance.now();
    const path = pathOf(req.url);
    if (shuttingDown) res.setHeader("connection", "close");
    res.on("close", () => {
      const status = res.writableFinished ? String(res.statusCode) : "aborted";
      log(`${req.method} ${path} ${status} ${(performance.now() - started).toFixed(1)}ms`);
    });
    handle(req, res, path).catch((error) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (res.destroyed || req.socket.destroyed) return;
      const failure = toHttpError(error);
      const unread = !req.complete;
      if (unread) res.setHeader("connection", "close");
      sendError(res, failure);
      if (unread) {
        res.on("finish", () => {
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
    }
  };
}
function pathOf(url) {
  try {
    return new URL(url ?? "/", "http://localhost").pathname;
  } catch {
    return "/";
  }
}
function toHttpError(error) {
  if (error instanceof HttpError) return error;
  if (error instanceof LimitError && Object.hasOwn(ERRORS, error.code)) {
    return new HttpError(error.code, error.message, {
      limit: error.limit,
      actual: error.actual,
      line: error.line
    });
  }
  if (error instanceof DocumentError) {
    const id = Object.hasOwn(ERRORS, error.code) ? error.code : "invalid_request";
    return new HttpError(id, error.message, { line: error.line });
  }
  return new HttpError("internal_error", "The server failed to handle this request.");
}
export {
  createRequestHandler,
  startServer
};
