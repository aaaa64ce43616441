import { GitHubError } from '../core/errors.js';
import type { DraftType } from '../core/types.js';
import { rateLimitOf } from '../github/describe-error.js';
import { type Octokit, statusOf, toGitHubError } from '../github/octokit.js';
import {
  type DraftStatus,
  draftRowKey,
  imageKey,
  type LedgerRow,
  layoutPages,
  PAGE_BUDGET,
  pageSeq,
  parsePage,
  rememberedRows,
  renderPage,
  rowKey,
  shortHash,
  type UploadStatus,
  uploadRowKey,
} from './ledger-page.js';

export interface LedgerEntry {
  path: string;
  /** As the ledger keeps it: the first 16 hex digits of the SHA-256. */
  contentHash: string;
  type: DraftType;
  draftId?: string;
  mediaId?: string;
  /**
   * `intent`: written before the draft request is sent; if no outcome replaces it, the run
   * died with the request possibly sent, so a re-run names the file instead of sending it.
   * `uncertain`: the request was sent and no answer came; it may exist, so it is never repeated.
   */
  status: DraftStatus;
  /** GITHUB_RUN_ATTEMPT of the run that wrote the entry. */
  attempt?: number;
}

/** One image upload: `intent` before the request, its platform URL after. */
export interface UploadEntry {
  url: string;
  status: UploadStatus;
  platformUrl?: string;
  attempt?: number;
}

/** What one ledger write changes: intents, outcomes, and intents withdrawn. */
export interface LedgerChange {
  drafts?: LedgerEntry[];
  /** Intents withdrawn because their requests were never sent. */
  withdraw?: Pick<LedgerEntry, 'path' | 'contentHash'>[];
  uploads?: UploadEntry[];
  /** Upload intents withdrawn because their requests were never sent (by URL). */
  withdrawUploads?: string[];
}

/** What this commit already drafted and uploaded. */
export interface Ledger {
  find(path: string, contentHash: string): LedgerEntry | undefined;
  findUpload(url: string): Omit<UploadEntry, 'url'> | undefined;
  /** Applies `change` and writes what it changed; writes are serialized. */
  write(change: LedgerChange): Promise<void>;
}

/**
 * The rows of earlier runs (read once) under this run's own rows, which replace them by
 * key. This run's rows keep their first order, which the page layout relies on.
 */
function rowStore(earlier: LedgerRow[]) {
  const before = new Map(earlier.map((row) => [rowKey(row), row]));
  const mine = new Map<string, LedgerRow>();
  const get = (key: string) => mine.get(key) ?? before.get(key);
  return {
    mine: () => mine.values(),
    find(path: string, contentHash: string): LedgerEntry | undefined {
      const row = get(draftRowKey(path, contentHash));
      if (row?.kind !== 'draft') return undefined;
      const { kind: _, hash, ...rest } = row;
      return { ...rest, contentHash: hash };
    },
    findUpload(url: string) {
      const row = get(uploadRowKey(url));
      if (row?.kind !== 'image') return undefined;
      return { status: row.status, platformUrl: row.platformUrl, attempt: row.attempt };
    },
    apply(change: LedgerChange): void {
      for (const { contentHash, ...entry } of change.drafts ?? []) {
        const row: LedgerRow = { kind: 'draft', ...entry, hash: shortHash(contentHash) };
        mine.set(rowKey(row), row);
      }
      for (const { path, contentHash } of change.withdraw ?? [])
        mine.delete(draftRowKey(path, contentHash));
      for (const { url, ...upload } of change.uploads ?? []) {
        const row: LedgerRow = { kind: 'image', key: imageKey(url), ...upload };
        mine.set(rowKey(row), row);
      }
      for (const url of change.withdrawUploads ?? []) mine.delete(uploadRowKey(url));
    },
  };
}

/** For `ledger: off`: remembers within this run only, so a re-run may draft again. */
export function memoryLedger(): Ledger {
  const store = rowStore([]);
  return {
    find: store.find,
    findUpload: store.findUpload,
    write: async (change) => store.apply(change),
  };
}

interface LedgerTarget {
  owner: string;
  repo: string;
  sha: string;
  tag: string;
  /** The token's login: only its own ledger comments are trusted or edited. */
  login: string;
}

/**
 * The ledger lives on GitHub, as commit comments ("pages") on the pushed commit, so it
 * survives runners and re-runs. Each page has a numbered hidden marker; a run reads every
 * page of its tag written by the token's user, and writes pages of its own, numbered after
 * them, so it never edits an earlier run's page. A write re-renders only this run's pages
 * whose rows changed, each under GitHub's size limit for a comment.
 */
export async function openLedger(octokit: Octokit, target: LedgerTarget): Promise<Ledger> {
  const where = { owner: target.owner, repo: target.repo };
  const found: { seq: number; rows: LedgerRow[] }[] = [];
  try {
    for await (const page of octokit.paginate.iterator(
      'GET /repos/{owner}/{repo}/commits/{commit_sha}/comments',
      {
        ...where,
        commit_sha: target.sha,
        per_page: 100,
      },
    )) {
      for (const comment of page.data) {
        if (comment.user?.login.toLowerCase() !== target.login.toLowerCase()) continue;
        const body = comment.body ?? '';
        const seq = pageSeq(body, target.tag);
        if (seq !== undefined) found.push({ seq, rows: parsePage(body) });
        else if (body.startsWith(legacyMarker(target.tag)))
          found.push({ seq: 0, rows: parseLegacy(body) });
      }
    }
  } catch (error) {
    throw toGitHubError(
      error,
      `read the draft ledger of commit ${target.sha.slice(0, 7)}`,
      'ledger_unreadable',
    );
  }
  found.sort((a, b) => a.seq - b.seq);
  const store = rowStore(found.flatMap((f) => f.rows));
  const firstSeq = Math.max(0, ...found.map((f) => f.seq)) + 1;
  const pages: { id?: number; body?: string }[] = [];
  const pageOf = new Map<string, number>();
  const lineOf = rememberedRows();

  // Last page first: a row that moved to a later page is written there before it leaves
  // the earlier one, and pages of later numbers win when a re-run reads both.
  const flush = async () => {
    const layout = layoutPages(store.mine(), pageOf, PAGE_BUDGET, lineOf);
    for (let i = Math.max(layout.length, pages.length) - 1; i >= 0; i--) {
      const content = layout[i] ?? { rows: [], lines: [] };
      const page = pages[i] ?? {};
      if (page.id === undefined && content.rows.length === 0) continue;
      const body = renderPage(target.tag, firstSeq + i, content);
      if (page.body === body) continue;
      if (page.id === undefined) {
        const { data } = await octokit.request(
          'POST /repos/{owner}/{repo}/commits/{commit_sha}/comments',
          {
            ...where,
            commit_sha: target.sha,
            body,
          },
        );
        pages[i] = { id: data.id, body };
      } else {
        await octokit.request('PATCH /repos/{owner}/{repo}/comments/{comment_id}', {
          ...where,
          comment_id: page.id,
          body,
        });
        page.body = body;
      }
    }
  };
  const write = async () => {
    try {
      await flush();
    } catch (error) {
      const refused = statusOf(error) === 403 || statusOf(error) === 404;
      if (refused && !rateLimitOf(error)) {
        throw new GitHubError(
          'ledger_forbidden',
          'The draft ledger (commit comments recording which files were drafted) cannot be written: the token lacks write access. Add `permissions: contents: write` to the job, or set `ledger: off` to accept that a re-run may create duplicate drafts.',
          statusOf(error),
          { cause: error },
        );
      }
      throw toGitHubError(error, 'write the draft ledger', 'ledger_write_failed');
    }
  };

  let writes: Promise<void> = Promise.resolve();
  return {
    find: store.find,
    findUpload: store.findUpload,
    write(change) {
      store.apply(change);
      // Serialized; each write renders the pages from the whole state, so a later write
      // also carries what an earlier failed one could not.
      writes = writes.catch(() => {}).then(write);
      return writes;
    },
  };
}

/** The single-comment ledger of earlier versions, read so their drafts are not repeated. */
const legacyMarker = (tag: string) =>
  `<!-- md-platform:ledger:${tag.replace(/[^A-Za-z0-9._-]/g, '_')} -->`;
const LEGACY_DATA = '<!-- md-platform:ledger-data ';

function parseLegacy(body: string): LedgerRow[] {
  const start = body.indexOf(LEGACY_DATA);
  if (start === -1) return [];
  const end = body.indexOf(' -->', start + LEGACY_DATA.length);
  try {
    const encoded = body.slice(start + LEGACY_DATA.length, end);
    const data = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
    const store = rowStore([]);
    store.apply({
      drafts: (Array.isArray(data.entries) ? data.entries : []).filter(
        (e: LedgerEntry) => typeof e?.path === 'string' && typeof e.contentHash === 'string',
      ),
      uploads: (Array.isArray(data.uploads) ? data.uploads : []).filter(
        (u: UploadEntry) => typeof u?.url === 'string',
      ),
    });
    return [...store.mine()];
  } catch {
    return [];
  }
}
