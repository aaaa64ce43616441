/**
 * The output folder as the action writes it. A pull request decides what is in the
 * checkout, links included, so the folder is never reached through a link, each folder
 * below it is created and checked one level at a time, and each file is opened with
 * O_NOFOLLOW: nothing is written outside it. It also keeps the list of the files this
 * run wrote, which is what the artifact uploads.
 */
import {
  closeSync,
  constants,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  writeFileSync,
} from 'node:fs';
import { isAbsolute, join, parse, relative, resolve, sep } from 'node:path';
import { InputError, MdPlatformError } from '../core/errors.js';
import { isInside } from '../core/path-inside.js';

export class OutputWriteError extends MdPlatformError {}

export interface OutputFolder {
  /** Absolute path of the folder. */
  readonly root: string;
  /**
   * Writes `path` (relative, `/`-separated) under the folder, creating its folders.
   * Rejects with an OutputWriteError naming the file if it cannot be written, or if a
   * link stands where a folder or the file must go. Text given in parts is written as
   * their concatenation.
   */
  write(path: string, data: string | Uint8Array | readonly string[]): Promise<void>;
  /** The files written so far, relative and `/`-separated, each once, in order of first write. */
  written(): string[];
}

const WRITE_FLAGS =
  constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | (constants.O_NOFOLLOW ?? 0);

/**
 * Checks `output-dir` and creates it. Refused (an InputError naming the input): a path
 * that is or passes through a symbolic link, a `.git` folder or a path inside one, the
 * workspace itself or a folder holding it, a folder holding `.git`, and an existing folder
 * with links inside (its pages would be written through them).
 */
export function openOutputFolder(
  dir: string,
  { workspace, input = 'output-dir' }: { workspace: string; input?: string },
): OutputFolder {
  const root = resolve(dir);
  const refuse = (why: string) =>
    new InputError(input, `Input \`${input}\` (${root}) ${why} Choose a new folder for the HTML.`);
  if (root.split(sep).includes('.git')) throw refuse('is inside a .git folder.');
  const link = firstLink(root);
  if (link !== undefined) {
    throw refuse(
      `passes through a symbolic link (${link}): the pages would be written wherever it points.`,
    );
  }
  const home = resolve(workspace);
  if (isInside(root, home)) {
    throw refuse('is the workspace or holds it: the artifact would carry the checkout and .git.');
  }
  try {
    mkdirSync(root, { recursive: true });
  } catch (error) {
    throw refuse(`cannot be created (${(error as NodeJS.ErrnoException).code ?? error}).`);
  }
  const made = lstatSync(root);
  if (!made.isDirectory() || made.isSymbolicLink()) throw refuse('is not a folder.');
  if (exists(join(root, '.git'))) throw refuse('holds a .git folder.');
  const inner = linkInside(root);
  if (inner !== undefined) {
    throw refuse(
      `holds a symbolic link (${inner}): files written there would land wherever it points.`,
    );
  }
  return createOutputFolder(root);
}

/**
 * An output folder that is trusted as given (the CLI's `--out`, or a folder
 * `openOutputFolder` checked); it is created if missing. Folders and files below it are
 * still never followed through links.
 */
export function createOutputFolder(dir: string): OutputFolder {
  const root = resolve(dir);
  // Folders made or checked in this run: 1,000 pages have a handful of folders.
  const folders = new Set<string>();
  const files = new Set<string>();
  const ensureFolders = (parts: string[]) => {
    if (!folders.has('')) {
      mkdirSync(root, { recursive: true });
      folders.add('');
    }
    let at = '';
    for (const part of parts) {
      at = at ? `${at}/${part}` : part;
      if (folders.has(at)) continue;
      const full = join(root, at);
      try {
        mkdirSync(full);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const stat = lstatSync(full);
        if (stat.isSymbolicLink()) throw Object.assign(new Error('a link'), { code: 'ELOOP' });
        if (!stat.isDirectory()) throw Object.assign(new Error('a file'), { code: 'ENOTDIR' });
      }
      folders.add(at);
    }
  };

  return {
    root,
    async write(path, data) {
      const parts = path.split('/');
      const target = join(root, ...parts);
      try {
        if (parts.some((part) => part === '' || part === '.' || part === '..') || isAbsolute(path))
          throw Object.assign(new Error('not a plain relative path'), { code: 'EINVAL' });
        ensureFolders(parts.slice(0, -1));
        // Blocking calls, as the reads are (core/workspace-path.ts): a page is kilobytes, and
        // the promise API's three trips through the thread pool per file cost several times
        // the CPU of the write itself (bench/output-writes.ts).
        const fd = openSync(target, WRITE_FLAGS, 0o644);
        try {
          if (typeof data === 'string' || data instanceof Uint8Array) writeFileSync(fd, data);
          // Each write on the descriptor goes on from where the last one ended.
          else for (const chunk of utf8(data)) writeFileSync(fd, chunk);
        } finally {
          closeSync(fd);
        }
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? String(error);
        throw new OutputWriteError('output_write_failed', `Could not write ${target}: ${code}.`, {
          cause: error,
        });
      }
      files.add(path);
    },
    written: () => [...files],
  };
}

/** The first existing part of `path` (from the filesystem root down) that is a symbolic link. */
function firstLink(path: string): string | undefined {
  const { root } = parse(path);
  let at = root;
  for (const part of path.slice(root.length).split(sep).filter(Boolean)) {
    at = join(at, part);
    try {
      if (lstatSync(at).isSymbolicLink()) return at;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** A symbolic link anywhere under `dir`, relative to it. */
function linkInside(dir: string): string | undefined {
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isSymbolicLink()) return relative(dir, join(entry.parentPath, entry.name));
  }
  return undefined;
}

function exists(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}

/** How much text is encoded into one buffer before the next is started. */
const CHUNK_BYTES = 1024 * 1024;

/**
 * Text parts as UTF-8 buffers, each part encoded straight into its place: joining them
 * first would copy a large page once more, and measuring each part's bytes first would
 * read it twice (a gallery is megabytes of variants). A part goes into the current buffer
 * when its worst case (3 bytes per UTF-16 unit) fits, else into a new one.
 */
function utf8(parts: readonly string[]): Buffer[] {
  const chunks: Buffer[] = [];
  let chunk = Buffer.allocUnsafe(CHUNK_BYTES);
  let at = 0;
  for (const part of parts) {
    if (part.length * 3 > chunk.length - at) {
      if (at > 0) chunks.push(chunk.subarray(0, at));
      chunk = Buffer.allocUnsafe(Math.max(CHUNK_BYTES, part.length * 3));
      at = 0;
    }
    at += chunk.write(part, at);
  }
  if (at > 0) chunks.push(chunk.subarray(0, at));
  return chunks;
}
