/**
 * The GitHub emulator's model (test/support/github-emulator.ts): who the tokens are, what a
 * test seeds, what is stored and recorded, the faults it can inject, and GitHub's limits.
 */

export type Permission = 'read' | 'write';

export interface TokenUser {
  login: string;
  permission: Permission;
}

/** Tokens every emulator knows unless the seed replaces them. */
export const TOKENS = {
  /** GITHUB_TOKEN with `pull-requests: write`: posts as github-actions[bot], cannot call GET /user. */
  actions: 'ghs_actions_write_token',
  /** GITHUB_TOKEN of a fork PR: read-only. */
  readOnly: 'ghs_actions_read_token',
  /** A personal access token of a maintainer. */
  maintainer: 'ghp_maintainer_token',
  /** Another person, whose comments must never be edited. */
  stranger: 'ghp_stranger_token',
} as const;

export const DEFAULT_USERS: Record<string, TokenUser> = {
  [TOKENS.actions]: { login: 'github-actions[bot]', permission: 'write' },
  [TOKENS.readOnly]: { login: 'github-actions[bot]', permission: 'read' },
  [TOKENS.maintainer]: { login: 'maintainer', permission: 'write' },
  [TOKENS.stranger]: { login: 'stranger', permission: 'write' },
};

export interface FileSeed {
  filename: string;
  status: 'added' | 'removed' | 'modified' | 'renamed' | 'copied' | 'changed' | 'unchanged';
  previous_filename?: string;
}

export interface EmulatorSeed {
  repo?: { owner?: string; name?: string; defaultBranch?: string; private?: boolean };
  /** Token → user; merged over the defaults of `TOKENS`. */
  users?: Record<string, TokenUser>;
  /** PR number → its changed files (as many as you like; the API shows 3,000). */
  /** `headRepo`: the head repository's full name (a fork's `contributor/articles`); default this repository. */
  pulls?: Record<
    number,
    { files: FileSeed[]; baseSha?: string; headSha?: string; headRepo?: string }
  >;
  /** `base...head` → changed files (the API shows 300) and the number of commits. */
  compares?: Record<string, { files: FileSeed[]; commits?: number }>;
  /** Comments present before the test starts. */
  issueComments?: { issueNumber: number; login: string; body: string }[];
  commitComments?: { sha: string; login: string; body: string }[];
  /** GitHub's secondary limit on content-creating requests; `false` lifts it. */
  writeLimit?: { perMinute: number; perHour: number } | false;
}

/** GitHub's documented limits on content-creating requests. */
export const WRITE_LIMIT = { perMinute: 80, perHour: 500 };
export const COMMENT_BODY_MAX = 65_536;

export interface StoredComment {
  id: number;
  body: string;
  login: string;
  issueNumber?: number;
  commitId?: string;
  createdAt: string;
  updatedAt: string;
}

export interface Recorded {
  method: string;
  path: string;
  query: Record<string, string>;
  /** The token sent, if any (tests assert which credential was used). */
  token?: string;
  body?: unknown;
  status: number;
  /** When the request arrived and when its answer was sent (performance.now()), for order. */
  receivedAt: number;
  answeredAt?: number;
  /** Held by a `hold` fault: never answered, never applied. */
  held?: boolean;
}

export interface Fault {
  /** A method, or a pattern of methods (`/^(POST|PATCH)$/` for the writes). */
  method?: string | RegExp;
  path: RegExp;
  /** The answer; without it (with `delayMs`), the request is handled normally after the delay. */
  status?: number;
  /** Let this many matching requests through before the fault applies. */
  skip?: number;
  headers?: Record<string, string>;
  body?: unknown;
  /** Sent as it is with `content-type: text/html` (a proxy's error page), instead of `body`. */
  html?: string;
  /** Wait this long before handling the request: widens a race window, as a slow GitHub does. */
  delayMs?: number;
  /**
   * Hold each matching request until this many have arrived, then handle them all: two
   * runs' creates both arrive before either is applied, however their start-ups differ.
   */
  gather?: number;
  /** How many matching requests get the fault (default 1). */
  times?: number;
  /** Handle the request normally first, then answer with the fault: "applied, but the client saw a 502". */
  afterApply?: boolean;
  /** Drop the connection without an answer (a network error). */
  destroy?: boolean;
  /** Keep the request unanswered and unapplied until the emulator closes. */
  hold?: boolean;
}

export interface EmulatorState {
  owner: string;
  name: string;
  defaultBranch: string;
  private: boolean;
  users: Record<string, TokenUser>;
  pulls: Map<number, { files: FileSeed[]; baseSha: string; headSha: string; headRepo?: string }>;
  compares: Map<string, { files: FileSeed[]; commits: number }>;
  issueComments: StoredComment[];
  commitComments: StoredComment[];
  nextId: number;
}

export interface GitHubEmulator {
  url: string;
  requests: Recorded[];
  state: EmulatorState;
  faults: { add(fault: Fault): void; pending(): number };
  /** Comments on one issue/PR, oldest first. */
  comments(issueNumber: number): StoredComment[];
  close(): Promise<void>;
}

export const LIST_FILES_CAP = 3000;
export const COMPARE_FILES_CAP = 300;

/** `count` changed Markdown files named `<dir>/doc-0001.md`… for seeds. */
export function generateFiles(
  count: number,
  dir = 'articles',
  status: FileSeed['status'] = 'modified',
): FileSeed[] {
  return Array.from({ length: count }, (_, i) => ({
    filename: `${dir}/doc-${String(i + 1).padStart(4, '0')}.md`,
    status,
  }));
}

/** An answer other than success: GitHub's status, message and optional `errors` and headers. */
export class HttpFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: unknown[],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}
