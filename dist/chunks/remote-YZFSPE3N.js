import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  ServiceRejection
} from "./chunk-72KNPZKR.js";
import {
  LIMITS,
  LIMIT_CODES
} from "./chunk-6DE6S7N3.js";
import {
  DocumentError,
  LimitError
} from "./chunk-5XOO62DI.js";
import {
  createSanitizer
} from "./chunk-KP4NHP2V.js";
import "./chunk-NKJDEBBX.js";
import "./chunk-OYEYFGXK.js";
import "./chunk-G2QKEXVZ.js";

// src/engine/remote.ts
var LIMIT_BY_CODE = new Map(
  Object.keys(LIMIT_CODES).map((key) => [
    LIMIT_CODES[key],
    LIMITS[key]
  ])
);
function createRemoteEngine(client) {
  const sanitize = createSanitizer();
  return {
    name: "remote",
    async convert(request, signal) {
      let result;
      try {
        result = await client.convert(request, signal);
      } catch (error) {
        throw asDocumentError(error);
      }
      return { ...result, html: sanitize(result.html, false) };
    }
  };
}
function asDocumentError(error) {
  if (!(error instanceof ServiceRejection)) return error;
  const limit = LIMIT_BY_CODE.get(error.code);
  if (limit !== void 0 && error.actual !== void 0) {
    return new LimitError(error.code, error.message, error.limit ?? limit, error.actual);
  }
  if (limit !== void 0 || error.status === 400 || error.status === 413 || error.status === 422) {
    return new DocumentError(error.code, error.message, void 0, { cause: error });
  }
  return error;
}
export {
  createRemoteEngine
};
