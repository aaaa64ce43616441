/**
 * The one rule for reading a file that a change controls (a document, an image, a newspic
 * `images:` entry, a `cover:`): it is read only when it is a regular file whose real path
 * (every link followed) lies inside the boundary folder and outside `.git`, where the
 * checkout keeps its credentials. Anything else is a refusal with its own code and is
 * never opened. The file is read through a descriptor opened after the check, without
 * following a link put in place of it meanwhile, and checked to be the file that was
 * checked.
 */
import {
  closeSync,
  constants,
  fstatSync,
  openSync,
  readSync,
  realpathSync,
  type Stats,
  statSync,
} from 'node:fs';
import { resolve, sep } from 'node:path';
import { partUnder } from './path-inside.js';

export type PathRefusalCode =
  | 'path_missing'
  | 'path_outside_workspace'
  | 'path_into_git'
  | 'path_not_a_file'
  | 'path_unreadable';

export interface PathRefusal {
  ok: false;
  code: PathRefusalCode;
  /** Says why, after the path: "leads into .git, …". The caller puts the path in front. */
  reason: string;
}

export interface ReadablePath {
  ok: true;
  /** The file's real path, every link followed. */
  realPath: string;
  size: number;
  /** One value per file on disk (device and inode): links and spellings of one file share it. */
  key: string;
}

export interface WorkspaceFiles {
  /** The boundary in the user's words, for messages ("the repository", "the current folder (…)"). */
  readonly name: string;
  /** Whether `path` (relative to `from`, or absolute) may be read, without opening it. */
  check(path: string): ReadablePath | PathRefusal;
  /** The file's bytes when it may be read and holds at most `maxBytes`; never opens anything else. */
  read(
    path: string,
    maxBytes: number,
  ):
    | (ReadablePath & { bytes: Buffer })
    | PathRefusal
    | { ok: false; code: 'too_large'; size: number };
}

// O_NONBLOCK: a FIFO swapped in after the check must not hold the run at open().
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0);

/**
 * The rule for one boundary folder. `name` is how messages call it: "the repository" (the
 * checkout) for the action, "the folder given with --root (…)" or "the current folder (…)" for the CLI.
 */
export function workspaceFiles(
  root: string,
  name = 'the repository',
  /** Where relative paths start: the boundary itself, or (the CLI) the folder the files were named from, inside it. */
  from = root,
): WorkspaceFiles {
  const written = resolve(root);
  const start = resolve(from);
  let realRoot: string | undefined;
  const rootReal = () => {
    realRoot ??= realOrSelf(written);
    return realRoot;
  };
  const refuse = (code: PathRefusalCode, reason: string): PathRefusal => ({
    ok: false,
    code,
    reason,
  });

  const check = (path: string): ReadablePath | PathRefusal => {
    const absolute = resolve(start, path);
    const writtenPart = partUnder(written, absolute);
    if (writtenPart === undefined)
      return refuse('path_outside_workspace', `leads outside ${name}; it is not read.`);
    if (inGit(writtenPart)) return refuse('path_into_git', INTO_GIT);
    let real: string;
    try {
      // The C library's resolution, as open() will follow the links: one call, where the
      // JavaScript version stats every part (a 1,000-document merge checks 10,000 images).
      real = realpathSync.native(absolute);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR')
        return refuse('path_missing', 'does not exist (or is a link to nothing).');
      if (code === 'ELOOP') return refuse('path_not_a_file', 'is a loop of links; it is not read.');
      return refuse('path_unreadable', `could not be read (${code}).`);
    }
    const realPart = partUnder(rootReal(), real);
    if (realPart === undefined)
      return refuse('path_outside_workspace', `leads outside ${name}; it is not read.`);
    if (inGit(realPart)) return refuse('path_into_git', INTO_GIT);
    let info: Stats;
    try {
      info = statSync(real);
    } catch (error) {
      return refuse(
        'path_unreadable',
        `could not be read (${(error as NodeJS.ErrnoException).code}).`,
      );
    }
    if (!info.isFile())
      return refuse('path_not_a_file', `is ${kindOf(info)}, not a regular file; it is not read.`);
    return { ok: true, realPath: real, size: info.size, key: `${info.dev}:${info.ino}` };
  };

  return {
    name,
    check,
    read(path, maxBytes) {
      const checked = check(path);
      if (!checked.ok) return checked;
      if (checked.size > maxBytes) return { ok: false, code: 'too_large', size: checked.size };
      let fd: number;
      try {
        fd = openSync(checked.realPath, OPEN_FLAGS);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        return refuse('path_unreadable', `changed while it was read (${code}); it is not read.`);
      }
      try {
        const info = fstatSync(fd);
        // The file opened must be the file checked: a swap in between is refused, not read.
        if (!info.isFile() || `${info.dev}:${info.ino}` !== checked.key)
          return refuse('path_unreadable', 'changed while it was read; it is not read.');
        if (info.size > maxBytes) return { ok: false, code: 'too_large', size: info.size };
        return { ...checked, size: info.size, bytes: readAtMost(fd, info.size) };
      } finally {
        closeSync(fd);
      }
    },
  };
}

/** At most `size` bytes: a file that grows while it is read cannot exceed what was checked. */
function readAtMost(fd: number, size: number): Buffer {
  const bytes = Buffer.alloc(size);
  let filled = 0;
  while (filled < size) {
    const read = readSync(fd, bytes, filled, size - filled, null);
    if (read === 0) break;
    filled += read;
  }
  return bytes.subarray(0, filled);
}

const INTO_GIT = 'leads into .git, where the checkout keeps its credentials; it is not read.';

/** Any `.git` part, as case-insensitive file systems (macOS, Windows) would match it. */
function inGit(rel: string): boolean {
  const lower = rel.toLowerCase();
  // Most paths hold no `.git` at all: they need no splitting.
  if (!lower.includes('.git')) return false;
  return lower.split(sep).some((part) => part.replace(/[. ]+$/, '') === '.git');
}

function kindOf(info: Stats): string {
  if (info.isDirectory()) return 'a folder';
  if (info.isFIFO()) return 'a FIFO';
  if (info.isSocket()) return 'a socket';
  if (info.isCharacterDevice() || info.isBlockDevice()) return 'a device';
  return 'a special file';
}

function realOrSelf(path: string): string {
  try {
    return realpathSync.native(path);
  } catch {
    return path;
  }
}
