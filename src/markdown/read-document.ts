import { createHash } from 'node:crypto';
import { lstatSync } from 'node:fs';
import { resolve } from 'node:path';
import { DocumentError } from '../core/errors.js';
import type { ConvertRequest, FileResult } from '../core/types.js';
import { type WorkspaceFiles, workspaceFiles } from '../core/workspace-path.js';
import { type FrontMatter, splitFrontMatterWith } from './front-matter-split.js';

/** Larger Markdown files are refused before reading: the service takes 50,000 characters. */
export const MAX_FILE_BYTES = 1024 * 1024;

export interface SourceDocument {
  /** Path relative to the workspace, with forward slashes. */
  path: string;
  absolutePath: string;
  frontMatter: FrontMatter;
  /** Markdown with the front matter removed. */
  body: string;
  bodyLineOffset: number;
  /** sha256 of the file's bytes: the draft ledger's identity for "this version of the file". */
  readonly contentHash: string;
}

/**
 * Reads one Markdown file from the workspace by the one rule for reading the checkout
 * (core/workspace-path.ts), refusing what must not be converted: a missing file (no
 * checkout), a link out of the workspace or into `.git`, a folder or device, binary or
 * non-UTF-8 bytes, an oversized file, broken front matter. Each refusal is a
 * DocumentError for that file alone.
 */
export async function readDocument(
  workspace: string,
  path: string,
  files: WorkspaceFiles = workspaceFiles(workspace),
): Promise<SourceDocument> {
  const absolutePath = resolve(workspace, path);
  // Synchronous on purpose: these are small local files, and the promise API's per-call
  // cost was the largest part of the action's own time on a 1,000-file run.
  const read = files.read(path, MAX_FILE_BYTES);
  if (!read.ok) {
    if (read.code === 'too_large') {
      throw new DocumentError(
        'file_too_large',
        `${path} is ${formatBytes(read.size)}; files over ${formatBytes(MAX_FILE_BYTES)} are not converted.`,
      );
    }
    if (read.code === 'path_missing' && !existsAsWritten(absolutePath)) {
      throw new DocumentError(
        'file_missing',
        `${path} is not in ${files.name}. Run actions/checkout before this action so the files are there.`,
      );
    }
    throw new DocumentError(read.code, `${path} ${read.reason}`);
  }
  const bytes = read.bytes;
  const text = decodeText(path, bytes);
  // The YAML library is loaded only for front matter the simple reader leaves to it.
  const { frontMatter, body, bodyLineOffset } =
    splitFrontMatterWith(text) ?? (await import('./front-matter.js')).splitFrontMatter(text);
  // Hashed on first read: only drafts use it, and most runs make none.
  let contentHash: string | undefined;
  return {
    path,
    absolutePath,
    frontMatter,
    body,
    bodyLineOffset,
    get contentHash() {
      contentHash ??= createHash('sha256').update(bytes).digest('hex');
      return contentHash;
    },
  };
}

/** One strict decoder for every file: `decode` without `stream` keeps no state between calls. */
const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

function decodeText(path: string, bytes: Buffer): string {
  const nul = bytes.subarray(0, 8192).indexOf(0);
  if (nul !== -1) {
    throw new DocumentError(
      'binary_file',
      `${path} looks like a binary file (it contains NUL bytes).`,
      lineAt(bytes, nul),
    );
  }
  try {
    return UTF8.decode(bytes);
  } catch {
    const offset = firstInvalidUtf8(bytes);
    throw new DocumentError(
      'invalid_utf8',
      `${path} is not valid UTF-8 (first bad byte at offset ${offset}); save it as UTF-8.`,
      lineAt(bytes, offset),
    );
  }
}

/** Offset of the first byte that does not start or continue a valid UTF-8 sequence. */
function firstInvalidUtf8(bytes: Buffer): number {
  let low = 0;
  let high = bytes.length;
  // Binary search for the longest valid prefix; `stream` keeps a sequence cut at the end pending
  // instead of failing, so validity is monotonic in the prefix length.
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, mid), { stream: true });
      low = mid;
    } catch {
      high = mid - 1;
    }
  }
  return low;
}

function lineAt(bytes: Buffer, offset: number): number {
  let line = 1;
  for (let i = bytes.indexOf(10); i !== -1 && i < offset; i = bytes.indexOf(10, i + 1)) line++;
  return line;
}

/** Whether anything (a link to nothing included) is at the path as written. */
function existsAsWritten(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}

function formatBytes(n: number): string {
  return n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MiB` : `${Math.ceil(n / 1024)} KiB`;
}

/**
 * A document after the run's stages (run/process-document.ts): its result, its source and
 * request when kept, its HTML. Declared here, beside the source it carries, so the report
 * and the draft step read it without importing the run.
 */
export interface ProcessedDocument {
  result: FileResult;
  source?: SourceDocument;
  request?: ConvertRequest;
  html?: string;
  /** Relative image sources the page points elsewhere (to the one copy of their file): as written → on the page. */
  movedImages?: ReadonlyMap<string, string>;
  /** A picture-and-text post's pictures (its front matter's `images`), kept for the gallery. */
  pictures?: string[];
}
