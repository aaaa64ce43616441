import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  ServiceError
} from "./chunk-5XOO62DI.js";

// src/service/errors.ts
var REJECTION_CODES = [
  "markdown_too_long",
  "too_many_images",
  "too_many_code_blocks",
  "too_many_mermaid_blocks",
  "mermaid_block_too_long",
  "invalid_request",
  "unknown_theme",
  "malformed_module",
  "missing_platform_credentials",
  "not_found",
  "method_not_allowed",
  "request_timeout",
  "request_too_large",
  "unsupported_media_type",
  "outbox_full",
  "internal_error"
];
function isRejectionCode(value) {
  return value === "service_error" || REJECTION_CODES.includes(value);
}
var ServiceRejection = class extends ServiceError {
  limit;
  actual;
  constructor(code, message, details) {
    super(code, message, { status: details.status, origin: details.origin });
    this.limit = details.limit;
    this.actual = details.actual;
  }
};
function serviceError(code, message, details = {}) {
  return new ServiceError(code, message, details);
}
function excerpt(text, max = 200) {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max)}\u2026` : line;
}

export {
  isRejectionCode,
  ServiceRejection,
  serviceError,
  excerpt
};
