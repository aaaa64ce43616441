import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);

// src/core/errors.ts
var MdPlatformError = class extends Error {
  code;
  constructor(code, message, options) {
    super(message, options);
    this.name = new.target.name;
    this.code = code;
  }
};
var InputError = class extends MdPlatformError {
  input;
  constructor(input, message) {
    super("invalid_input", message);
    this.input = input;
  }
};
var DocumentError = class extends MdPlatformError {
  line;
  constructor(code, message, line, options) {
    super(code, message, options);
    this.line = line;
  }
};
var LimitError = class extends DocumentError {
  limit;
  actual;
  constructor(code, message, limit, actual, line) {
    super(code, message, line);
    this.limit = limit;
    this.actual = actual;
  }
};
var ServiceError = class extends MdPlatformError {
  /** HTTP status, when a response arrived. */
  status;
  /** Origin of the service URL that answered (never a full URL with credentials). */
  origin;
  /** True when a non-idempotent request may have reached the server (do not repeat it). */
  uncertain;
  constructor(code, message, details = {}) {
    super(code, message, { cause: details.cause });
    this.status = details.status;
    this.origin = details.origin;
    this.uncertain = details.uncertain ?? false;
  }
};
var GitHubError = class extends MdPlatformError {
  status;
  constructor(code, message, status, options) {
    super(code, message, options);
    this.status = status;
  }
};
function errorMessage(error) {
  return error instanceof Error ? error.message : String(error);
}

export {
  MdPlatformError,
  InputError,
  DocumentError,
  LimitError,
  ServiceError,
  GitHubError,
  errorMessage
};
