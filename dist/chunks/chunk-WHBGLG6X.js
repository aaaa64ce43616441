import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  require_https
} from "./chunk-AOJSI2D3.js";
import {
  require_http
} from "./chunk-N7RJKJXU.js";
import {
  __toESM
} from "./chunk-G2QKEXVZ.js";

// src/core/http-exchange.ts
var http = __toESM(require_http(), 1);
var https = __toESM(require_https(), 1);
function keptConnections(maxSockets = Number.POSITIVE_INFINITY) {
  const options = { keepAlive: true, maxSockets };
  return { http: new http.Agent(options), https: new https.Agent(options) };
}
var EXCHANGE_CODES = {
  connect: "connect timeout",
  headers: "no answer",
  body: "answer stalled",
  tooLarge: "answer too large"
};
function exchange(url, { method, headers, body, signal }, agents, { connectMs, timeoutMs, maxBytes }) {
  const secure = url.protocol === "https:";
  return new Promise((resolve, reject) => {
    let timer;
    const req = (secure ? https : http).request(url, {
      method,
      headers,
      agent: secure ? agents.https : agents.http,
      signal
    });
    const fail = (code, message) => {
      const error = Object.assign(new Error(message), { code });
      clearTimeout(timer);
      reject(error);
      req.destroy(error);
    };
    const wait = (ms, code) => {
      clearTimeout(timer);
      timer = setTimeout(() => fail(code, `${code} from ${url.host} within ${ms} ms`), ms);
    };
    req.on("socket", (socket) => {
      if (!socket.connecting) return wait(timeoutMs, EXCHANGE_CODES.headers);
      wait(connectMs, EXCHANGE_CODES.connect);
      socket.once(
        secure ? "secureConnect" : "connect",
        () => wait(timeoutMs, EXCHANGE_CODES.headers)
      );
    });
    req.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.on("response", (res) => {
      const tooLarge = () => fail(EXCHANGE_CODES.tooLarge, `the answer from ${url.host} is over ${maxBytes} bytes`);
      if (Number(res.headers["content-length"]) > maxBytes) return tooLarge();
      const chunks = [];
      let size = 0;
      wait(timeoutMs, EXCHANGE_CODES.body);
      res.on("data", (chunk) => {
        size += chunk.length;
        if (size > maxBytes) return tooLarge();
        chunks.push(chunk);
        wait(timeoutMs, EXCHANGE_CODES.body);
      });
      res.on("error", (error) => {
        clearTimeout(timer);
        reject(error);
      });
      res.on("end", () => {
        clearTimeout(timer);
        resolve({
          status: res.statusCode ?? 0,
          statusText: res.statusMessage ?? "",
          headers: res.headers,
          bytes: Buffer.concat(chunks)
        });
      });
    });
    req.end(body);
  });
}

export {
  keptConnections,
  EXCHANGE_CODES,
  exchange
};
