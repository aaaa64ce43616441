import { GitHubError } from '../errors.js';
import { escapeMarkdownInline } from '../report/escape.js';
import type { DraftType } from '../types.js';
import { type Octokit, statusOf, toGitHubError } from './octokit.js';

export interface LedgerEntry {
  path: string;
  contentHash: string;
  type: DraftType;
  draftId?: string;
  mediaId?: string;
  /** `uncertain`: the draft call timed out after sending; it may exist, so it is never repeated. */
  status: 'created' | 'uncertain';
  at: string;
}

/** What this commit already drafted; recorded as each draft is created. */
export interface Ledger {
  entries(): LedgerEntry[];
  find(path: string, contentHash: string): LedgerEntry | undefined;
  record(entry: LedgerEntry): Promise<void>;
  /** Proves the ledger can be written before any draft exists (fails with ledger_forbidden). */
  ensureWritable(): Promise<void>;
}

export function ledgerMarker(tag: string): string {
  return `<!-- md-platform:ledger:${tag.replace(/[^A-Za-z0-9._-]/g, '_')} -->`;
}

const DATA_OPEN = '<!-- md-platform:ledger-data ';
const DATA_CLOSE = ' -->';
const TABLE_ROWS = 50;

/** For `ledger: off`: remembers within this run only, so a re-run may draft again. */
export function memoryLedger(): Ledger {
  const entries: LedgerEntry[] = [];
  return {
    entries: () => [...entries],
    find: (path, hash) => entries.find((e) => e.path === path && e.contentHash === hash),
    record: async (entry) => {
      entries.push(entry);
    },
    ensureWritable: async () => {},
  };
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
  let entries: LedgerEntry[] = [];

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
        entries = parseEntries(own.body ?? '');
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
    const body = renderLedger(marker, entries);
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
    entries: () => [...entries],
    find: (path, hash) => entries.find((e) => e.path === path && e.contentHash === hash),
    record(entry) {
      entries = [
        ...entries.filter((e) => !(e.path === entry.path && e.contentHash === entry.contentHash)),
        entry,
      ];
      // Writes are serialized: each one carries every entry so far.
      writes = writes.then(write);
      return writes;
    },
    ensureWritable() {
      writes = writes.then(write);
      return writes;
    },
  };
}

function parseEntries(body: string): LedgerEntry[] {
  const start = body.indexOf(DATA_OPEN);
  if (start === -1) return [];
  const end = body.indexOf(DATA_CLOSE, start + DATA_OPEN.length);
  try {
    const json = Buffer.from(body.slice(start + DATA_OPEN.length, end), 'base64').toString('utf8');
    const data = JSON.parse(json) as { entries?: LedgerEntry[] };
    return Array.isArray(data.entries)
      ? data.entries.filter((e) => typeof e?.path === 'string' && typeof e.contentHash === 'string')
      : [];
  } catch {
    return [];
  }
}

function renderLedger(marker: string, entries: LedgerEntry[]): string {
  const rows = entries
    .slice(0, TABLE_ROWS)
    .map(
      (e) =>
        `| ${escapeMarkdownInline(e.path)} | ${e.type} | ${e.status === 'uncertain' ? 'uncertain: check the draft box' : escapeMarkdownInline(e.draftId ?? e.mediaId ?? '')} |`,
    );
  const more =
    entries.length > TABLE_ROWS
      ? [`\n…and ${entries.length - TABLE_ROWS} more (all are in the data below).`]
      : [];
  const data = Buffer.from(JSON.stringify({ version: 1, entries })).toString('base64');
  return [
    marker,
    `**md-platform drafts for this commit** (${entries.length}). The action keeps this record so that a re-run never drafts a file twice; do not edit it.`,
    '',
    '| file | type | draft |',
    '|---|---|---|',
    ...rows,
    ...more,
    '',
    `${DATA_OPEN}${data}${DATA_CLOSE}`,
  ].join('\n');
}
