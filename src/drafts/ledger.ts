import { GitHubError } from '../core/errors.js';
import type { DraftType } from '../core/types.js';
import { type Octokit, statusOf, toGitHubError } from '../github/octokit.js';
import { escapeMarkdownInline } from '../report/escape.js';

export interface LedgerEntry {
  path: string;
  contentHash: string;
  type: DraftType;
  draftId?: string;
  mediaId?: string;
  /**
   * `intent`: written before the draft request is sent; if no outcome replaces it, the run
   * died with the request possibly sent, so a re-run names the file instead of sending it.
   * `uncertain`: the request was sent and no answer came; it may exist, so it is never repeated.
   */
  status: 'intent' | 'created' | 'uncertain';
  /** GITHUB_RUN_ATTEMPT of the run that wrote the entry. */
  attempt?: number;
  at: string;
}

/** One image of a batch upload: `intent` before the request, its platform URL after. */
export interface UploadEntry {
  url: string;
  status: 'intent' | 'uploaded' | 'failed';
  platformUrl?: string;
  attempt?: number;
}

/** What one ledger write changes: a batch of intents, or the outcomes of a batch. */
export interface LedgerChange {
  drafts?: LedgerEntry[];
  /** Intents withdrawn because their requests were never sent (the run stopped first). */
  withdraw?: Pick<LedgerEntry, 'path' | 'contentHash'>[];
  uploads?: UploadEntry[];
}

/** What this commit already drafted; written once per batch of requests, before and after. */
export interface Ledger {
  entries(): LedgerEntry[];
  find(path: string, contentHash: string): LedgerEntry | undefined;
  uploads(): UploadEntry[];
  /** Applies `change` and writes the whole ledger in one call; writes are serialized. */
  write(change: LedgerChange): Promise<void>;
}

export function ledgerMarker(tag: string): string {
  return `<!-- md-platform:ledger:${tag.replace(/[^A-Za-z0-9._-]/g, '_')} -->`;
}

const DATA_OPEN = '<!-- md-platform:ledger-data ';
const DATA_CLOSE = ' -->';
const TABLE_ROWS = 50;

/** For `ledger: off`: remembers within this run only, so a re-run may draft again. */
export function memoryLedger(): Ledger {
  const state = emptyState();
  return {
    entries: () => [...state.entries],
    find: (path, hash) => findEntry(state.entries, path, hash),
    uploads: () => [...state.uploads],
    write: async (change) => applyChange(state, change),
  };
}

interface LedgerState {
  entries: LedgerEntry[];
  uploads: UploadEntry[];
}

function emptyState(): LedgerState {
  return { entries: [], uploads: [] };
}

const sameDoc = (a: Pick<LedgerEntry, 'path' | 'contentHash'>, b: typeof a) =>
  a.path === b.path && a.contentHash === b.contentHash;

function findEntry(entries: LedgerEntry[], path: string, contentHash: string) {
  return entries.find((e) => sameDoc(e, { path, contentHash }));
}

function applyChange(state: LedgerState, change: LedgerChange): void {
  const replaced = [...(change.drafts ?? []), ...(change.withdraw ?? [])];
  state.entries = [
    ...state.entries.filter((e) => !replaced.some((r) => sameDoc(e, r))),
    ...(change.drafts ?? []),
  ];
  const urls = new Set((change.uploads ?? []).map((u) => u.url));
  state.uploads = [...state.uploads.filter((u) => !urls.has(u.url)), ...(change.uploads ?? [])];
}

interface LedgerTarget {
  owner: string;
  repo: string;
  sha: string;
  tag: string;
  /** The token's login: only its own ledger comment is trusted or edited. */
  login: string;
}

/**
 * The ledger lives on GitHub, as one commit comment on the pushed commit, so it
 * survives runners and re-runs. The entries are base64 JSON inside an HTML comment
 * (a file name cannot break out of it); a short table makes it readable.
 */
export async function openLedger(octokit: Octokit, target: LedgerTarget): Promise<Ledger> {
  const marker = ledgerMarker(target.tag);
  const where = { owner: target.owner, repo: target.repo };
  let commentId: number | undefined;
  const state = emptyState();

  try {
    for await (const page of octokit.paginate.iterator(octokit.rest.repos.listCommentsForCommit, {
      ...where,
      commit_sha: target.sha,
      per_page: 100,
    })) {
      const own = page.data.find(
        (c) =>
          c.user?.login.toLowerCase() === target.login.toLowerCase() &&
          (c.body ?? '').includes(marker),
      );
      if (own) {
        commentId = own.id;
        Object.assign(state, parseState(own.body ?? ''));
        break;
      }
    }
  } catch (error) {
    throw toGitHubError(
      error,
      `read the draft ledger of commit ${target.sha.slice(0, 7)}`,
      'ledger_unreadable',
    );
  }

  let writes: Promise<void> = Promise.resolve();
  const write = async () => {
    const body = renderLedger(marker, state);
    try {
      if (commentId === undefined) {
        const { data } = await octokit.rest.repos.createCommitComment({
          ...where,
          commit_sha: target.sha,
          body,
        });
        commentId = data.id;
      } else {
        await octokit.rest.repos.updateCommitComment({ ...where, comment_id: commentId, body });
      }
    } catch (error) {
      if (statusOf(error) === 403 || statusOf(error) === 404) {
        throw new GitHubError(
          'ledger_forbidden',
          'The draft ledger (a commit comment recording which files were drafted) cannot be written: the token lacks write access. Add `permissions: contents: write` to the job, or set `ledger: off` to accept that a re-run may create duplicate drafts.',
          statusOf(error),
          { cause: error },
        );
      }
      throw toGitHubError(error, 'write the draft ledger', 'ledger_write_failed');
    }
  };

  return {
    entries: () => [...state.entries],
    find: (path, hash) => findEntry(state.entries, path, hash),
    uploads: () => [...state.uploads],
    write(change) {
      applyChange(state, change);
      // Serialized, and each write carries the whole ledger: the last one wins whole.
      writes = writes.catch(() => {}).then(write);
      return writes;
    },
  };
}

function parseState(body: string): LedgerState {
  const start = body.indexOf(DATA_OPEN);
  if (start === -1) return emptyState();
  const end = body.indexOf(DATA_CLOSE, start + DATA_OPEN.length);
  try {
    const json = Buffer.from(body.slice(start + DATA_OPEN.length, end), 'base64').toString('utf8');
    const data = JSON.parse(json) as { entries?: LedgerEntry[]; uploads?: UploadEntry[] };
    return {
      entries: Array.isArray(data.entries)
        ? data.entries.filter(
            (e) => typeof e?.path === 'string' && typeof e.contentHash === 'string',
          )
        : [],
      uploads: Array.isArray(data.uploads)
        ? data.uploads.filter((u) => typeof u?.url === 'string')
        : [],
    };
  } catch {
    return emptyState();
  }
}

const SHOWN_STATUS: Record<LedgerEntry['status'], string> = {
  intent: 'being drafted (if this stays, the run died: check the draft box)',
  created: '',
  uncertain: 'uncertain: check the draft box',
};

function renderLedger(marker: string, { entries, uploads }: LedgerState): string {
  const rows = entries
    .slice(0, TABLE_ROWS)
    .map(
      (e) =>
        `| ${escapeMarkdownInline(e.path)} | ${e.type} | ${SHOWN_STATUS[e.status] || escapeMarkdownInline(e.draftId ?? e.mediaId ?? '')} |`,
    );
  const more =
    entries.length > TABLE_ROWS
      ? [`\n…and ${entries.length - TABLE_ROWS} more (all are in the data below).`]
      : [];
  const data = Buffer.from(JSON.stringify({ version: 2, entries, uploads })).toString('base64');
  return [
    marker,
    `**md-platform drafts for this commit** (${entries.length}). The action keeps this record so that a re-run never drafts a file twice; do not edit it (name a file in the \`redraft\` input to draft it again).`,
    '',
    '| file | type | draft |',
    '|---|---|---|',
    ...rows,
    ...more,
    '',
    `${DATA_OPEN}${data}${DATA_CLOSE}`,
  ].join('\n');
}
