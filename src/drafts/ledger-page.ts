/**
 * One page of the draft ledger: a commit comment holding compact rows, one JSON array a
 * line inside a fenced block under a collapsed `<details>`, below a one-line summary a
 * person reads. docs/drafts.md describes the layout.
 */
import { createHash } from 'node:crypto';
import type { DraftType } from '../core/types.js';

export type DraftStatus = 'intent' | 'created' | 'uncertain';
export type UploadStatus = 'intent' | 'uploaded' | 'failed';

export type LedgerRow =
  | {
      kind: 'draft';
      path: string;
      /** The first 16 hex digits of the file's SHA-256. */
      hash: string;
      status: DraftStatus;
      type: DraftType;
      attempt?: number;
      draftId?: string;
      mediaId?: string;
    }
  | {
      kind: 'image';
      /** `imageKey(url)`: the URL itself is not kept, only what finds it again. */
      key: string;
      status: UploadStatus;
      attempt?: number;
      platformUrl?: string;
    };

/** GitHub refuses comment bodies over 65,536 characters; a page stays well below. */
export const PAGE_BUDGET = 60_000;
/** Ids and URLs longer than this are not kept (a row must always fit a page). */
const MAX_VALUE = 512;

export const shortHash = (contentHash: string) => contentHash.slice(0, 16);

/** 72 bits of the URL's SHA-256: enough to tell the images of one commit apart. */
export function imageKey(url: string): string {
  return createHash('sha256').update(url).digest('base64url').slice(0, 12);
}

// A row's key: a draft by its path and short hash, an image by its key.
const draftKey = (path: string, hash: string) => `d\n${path}\n${hash}`;
const imageRowKey = (key: string) => `i\n${key}`;

export function rowKey(row: LedgerRow): string {
  return row.kind === 'draft' ? draftKey(row.path, row.hash) : imageRowKey(row.key);
}

/** The key of a document's draft row, from its path and full content hash. */
export function draftRowKey(path: string, contentHash: string): string {
  return draftKey(path, shortHash(contentHash));
}

/** The key of an image's upload row, from its URL. */
export function uploadRowKey(url: string): string {
  return imageRowKey(imageKey(url));
}

const safeTag = (tag: string) => tag.replace(/[^A-Za-z0-9._-]/g, '_');

const markerPrefix = (tag: string) => `<!-- md-platform:ledger:${safeTag(tag)}:`;

/** The hidden marker of page `seq`; pages of other tags or without a number never match. */
export function pageMarker(tag: string, seq: number): string {
  return `${markerPrefix(tag)}${seq} -->`;
}

/** The page number of a body that starts with this tag's marker, else undefined. */
export function pageSeq(body: string, tag: string): number | undefined {
  const prefix = markerPrefix(tag);
  if (!body.startsWith(prefix)) return undefined;
  const match = /^(\d{1,9}) -->/.exec(body.slice(prefix.length));
  return match ? Number(match[1]) : undefined;
}

const DRAFT_CODE: Record<DraftStatus, string> = { intent: 'i', created: 'c', uncertain: 'u' };
const UPLOAD_CODE: Record<UploadStatus, string> = { intent: 'i', uploaded: 'u', failed: 'f' };
const TYPE_CODE: Record<DraftType, string> = { article: 'a', newspic: 'n' };
const decode = <T extends string>(codes: Record<T, string>, code: unknown) =>
  (Object.keys(codes) as T[]).find((k) => codes[k] === code);
const kept = (value: string | undefined) =>
  value && value.length <= MAX_VALUE ? value : undefined;

/** One row as one line: `["d",path,hash,status,type,attempt,draftId?,mediaId?]` or `["i",key,status,attempt,platformUrl?]`. */
export function encodeRow(row: LedgerRow): string {
  const fields =
    row.kind === 'draft'
      ? [
          'd',
          row.path,
          row.hash,
          DRAFT_CODE[row.status],
          TYPE_CODE[row.type],
          row.attempt ?? 0,
          ...trimmed([kept(row.draftId), row.mediaId === row.draftId ? '' : kept(row.mediaId)]),
        ]
      : [
          'i',
          row.key,
          UPLOAD_CODE[row.status],
          row.attempt ?? 0,
          ...trimmed([kept(row.platformUrl)]),
        ];
  return JSON.stringify(fields);
}

/** Optional trailing fields: empty ones dropped from the end. */
function trimmed(values: (string | undefined)[]): string[] {
  const out = values.map((v) => v ?? '');
  while (out.length && !out[out.length - 1]) out.pop();
  return out;
}

export function decodeRow(line: string): LedgerRow | undefined {
  let fields: unknown;
  try {
    fields = JSON.parse(line);
  } catch {
    return undefined;
  }
  if (!Array.isArray(fields)) return undefined;
  const [kind, a, b, c, d, e, f, g] = fields as unknown[];
  const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  const attempt = (v: unknown) => (typeof v === 'number' && v > 0 ? v : undefined);
  if (kind === 'd' && text(a) && text(b)) {
    const status = decode(DRAFT_CODE, c);
    const type = decode(TYPE_CODE, d);
    if (!status || !type) return undefined;
    const draftId = text(f);
    return {
      kind: 'draft',
      path: a as string,
      hash: b as string,
      status,
      type,
      attempt: attempt(e),
      draftId,
      mediaId: text(g) ?? draftId,
    };
  }
  if (kind === 'i' && text(a)) {
    const status = decode(UPLOAD_CODE, b);
    if (!status) return undefined;
    return { kind: 'image', key: a as string, status, attempt: attempt(c), platformUrl: text(d) };
  }
  return undefined;
}

const FENCE = '```text';
const FENCE_END = '```';

export interface PageContent {
  rows: LedgerRow[];
  lines: string[];
}

/**
 * Rows split into pages whose lines each fit `budget` bytes, in order. `pageOf` remembers
 * each row's page across calls: a row only ever moves to a later page (when the rows
 * before it grew), so writing the pages last to first never leaves a row on no page.
 */
export function layoutPages(
  rows: Iterable<LedgerRow>,
  pageOf: Map<string, number>,
  budget = PAGE_BUDGET,
  lineOf: (row: LedgerRow) => EncodedRow = encodedRow,
): PageContent[] {
  const pages: PageContent[] = [];
  let index = 0;
  let size = 0;
  for (const row of rows) {
    const { key, line, bytes } = lineOf(row);
    const earliest = pageOf.get(key) ?? 0;
    if (earliest > index) {
      index = earliest;
      size = 0;
    }
    if (size > 0 && size + bytes > budget) {
      index++;
      size = 0;
    }
    pageOf.set(key, index);
    for (let i = pages.length; i <= index; i++) pages.push({ rows: [], lines: [] });
    pages[index].rows.push(row);
    pages[index].lines.push(line);
    size += bytes;
  }
  return pages;
}

/** A row as its page stores it: its key, its line and the line's bytes with its newline. */
export interface EncodedRow {
  key: string;
  line: string;
  bytes: number;
}

export function encodedRow(row: LedgerRow): EncodedRow {
  const line = encodeRow(row);
  return { key: rowKey(row), line, bytes: Buffer.byteLength(line) + 1 };
}

/**
 * `encodedRow` remembered per row: rows are replaced, never changed, and a ledger lays out
 * all of its rows at every write, so a large merge would encode each row once per write.
 */
export function rememberedRows(): (row: LedgerRow) => EncodedRow {
  const seen = new WeakMap<LedgerRow, EncodedRow>();
  return (row) => {
    let found = seen.get(row);
    if (!found) {
      found = encodedRow(row);
      seen.set(row, found);
    }
    return found;
  };
}

/** The body of one page: marker, the summary a person reads, the rows folded away. */
export function renderPage(tag: string, seq: number, { rows, lines }: PageContent): string {
  const count = (kind: LedgerRow['kind'], status: string) =>
    rows.filter((r) => r.kind === kind && r.status === status).length;
  const parts = [
    `${count('draft', 'created')} drafted`,
    count('draft', 'intent') &&
      `${count('draft', 'intent')} being drafted (if this stays, the run died: check the draft box)`,
    count('draft', 'uncertain') && `${count('draft', 'uncertain')} uncertain (check the draft box)`,
    count('image', 'uploaded') && `${count('image', 'uploaded')} image(s) uploaded`,
  ].filter(Boolean);
  return [
    pageMarker(tag, seq),
    `**md-platform draft ledger, part ${seq}**: ${parts.join(', ')}. The action keeps this record so that a re-run never drafts a file twice; do not edit it (name a file in the \`redraft\` input to draft it again).`,
    '',
    `<details><summary>${lines.length} entries</summary>`,
    '',
    FENCE,
    ...lines,
    FENCE_END,
    '',
    '</details>',
  ].join('\n');
}

/** The rows of a page body; lines that are not rows are ignored. */
export function parsePage(stored: string): LedgerRow[] {
  // A comment saved from GitHub's web editor comes back with CRLF line ends.
  const body = stored.replace(/\r\n/g, '\n');
  const start = body.indexOf(`\n${FENCE}\n`);
  if (start === -1) return [];
  const lines = body.slice(start + FENCE.length + 2).split('\n');
  const rows: LedgerRow[] = [];
  for (const line of lines) {
    if (line === FENCE_END) break;
    const row = decodeRow(line);
    if (row) rows.push(row);
  }
  return rows;
}
