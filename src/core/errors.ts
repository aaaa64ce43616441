/**
 * Typed errors. Every error the user can see carries a message written for them;
 * `code` is a stable identifier for reports and tests. No error message may ever
 * contain a credential: callers build messages from URLs' origins and identifiers only.
 */
export class MdPlatformError extends Error {
  readonly code: string;
  constructor(code: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
    this.code = code;
  }
}

/** A bad action input or CLI flag: names the input and the allowed values. */
export class InputError extends MdPlatformError {
  readonly input: string;
  constructor(input: string, message: string) {
    super('invalid_input', message);
    this.input = input;
  }
}

/** A problem with one document (unreadable, bad front matter, over a limit). */
export class DocumentError extends MdPlatformError {
  readonly line?: number;
  constructor(code: string, message: string, line?: number, options?: { cause?: unknown }) {
    super(code, message, options);
    this.line = line;
  }
}

/** The document exceeds one of the service limits (spec section 8). */
export class LimitError extends DocumentError {
  readonly limit: number;
  readonly actual: number;
  constructor(code: string, message: string, limit: number, actual: number, line?: number) {
    super(code, message, line);
    this.limit = limit;
    this.actual = actual;
  }
}

/** The service (remote or `serve`) answered with a failure or could not be reached. */
export class ServiceError extends MdPlatformError {
  /** HTTP status, when a response arrived. */
  readonly status?: number;
  /** Origin of the service URL that answered (never a full URL with credentials). */
  readonly origin?: string;
  /** True when a non-idempotent request may have reached the server (do not repeat it). */
  readonly uncertain: boolean;
  constructor(
    code: string,
    message: string,
    details: { status?: number; origin?: string; uncertain?: boolean; cause?: unknown } = {},
  ) {
    super(code, message, { cause: details.cause });
    this.status = details.status;
    this.origin = details.origin;
    this.uncertain = details.uncertain ?? false;
  }
}

/** A GitHub API failure the run cannot work around (permissions, missing data). */
export class GitHubError extends MdPlatformError {
  readonly status?: number;
  constructor(code: string, message: string, status?: number, options?: { cause?: unknown }) {
    super(code, message, options);
    this.status = status;
  }
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
