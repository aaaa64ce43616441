/**
 * The local images the pages show, copied into the output folder once per file on disk:
 * an image behind 300 links or spellings is one copy, and every page points at it. Each
 * is read only by the one rule for reading the checkout (core/workspace-path.ts), so a
 * link into `.git`, to a folder, a device or out of the workspace is never copied.
 */
import { extname, posix } from 'node:path';
import type { WorkspaceFiles } from '../core/workspace-path.js';
import type { OutputFolder } from './output-folder.js';
import { imageFileName } from './page-names.js';

/**
 * What a page may show from the checkout, with the type a browser reads it as: images
 * only, so a crafted `src` cannot copy (or embed) other files.
 */
export const IMAGE_TYPES: Readonly<Record<string, string>> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.bmp': 'image/bmp',
  '.avif': 'image/avif',
};
const IMAGE_EXTENSIONS = new Set(Object.keys(IMAGE_TYPES));
/** The platform's own limit for an article image is far lower; this only bounds the artifact. */
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export interface ImageCopies {
  /**
   * Where the copy of the image at `repoPath` is in the output folder, its copy started
   * on first use; undefined when it is not copied (not an image, refused by the rule,
   * missing, too large, a name the artifact refuses).
   */
  place(repoPath: string): string | undefined;
  /** Resolves once every copy started is on disk or given up. */
  settled(): Promise<void>;
}

export function createImageCopies(
  files: WorkspaceFiles,
  folder: OutputFolder,
  /** Takes `bytes` from the run's output budget; false when it is spent (the image is not copied). */
  take: (bytes: number) => boolean = () => true,
): ImageCopies {
  // Keyed by the file (device and inode), then by the path as written, so each path is checked once.
  const byFile = new Map<string, string>();
  const byPath = new Map<string, string | undefined>();
  // Names compared as case-insensitive file systems (macOS, Windows) compare them.
  const taken = new Set<string>();
  const copies: Promise<void>[] = [];

  const copy = async (repoPath: string, key: string, target: string) => {
    const read = files.read(repoPath, MAX_IMAGE_BYTES);
    // Swapped for another file since the check: not copied.
    if (!read.ok || read.key !== key) return;
    // Never the page's failure: the page still opens, with this image broken.
    await folder.write(target, read.bytes).catch(() => undefined);
  };

  const place = (repoPath: string): string | undefined => {
    if (byPath.has(repoPath)) return byPath.get(repoPath);
    byPath.set(repoPath, undefined);
    if (!IMAGE_EXTENSIONS.has(extname(repoPath).toLowerCase())) return undefined;
    // Above the documents' folder (the CLI's `../photos`): under `_up/`, inside the output.
    const natural = imageFileName(
      repoPath.replace(/^(?:\.\.\/)+/, (up) => '_up/'.repeat(up.length / 3)),
    );
    if (natural === undefined) return undefined;
    const checked = files.check(repoPath);
    // A missing image stays a broken image on the page, as it would on the platform.
    if (!checked.ok || checked.size > MAX_IMAGE_BYTES) return undefined;
    let target = byFile.get(checked.key);
    if (target === undefined) {
      if (!take(checked.size)) return undefined;
      target = uniqueName(natural, taken);
      byFile.set(checked.key, target);
      copies.push(copy(repoPath, checked.key, target));
    }
    byPath.set(repoPath, target);
    return target;
  };

  return {
    place,
    async settled() {
      await Promise.all(copies);
    },
  };
}

/** `name`, or `name-2.ext`, `name-3.ext`, … when a name differing only in case is taken. */
function uniqueName(name: string, taken: Set<string>): string {
  const ext = posix.extname(name);
  const stem = name.slice(0, name.length - ext.length);
  let candidate = name;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem}-${n}${ext}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

/**
 * The `src` that finds `target` from the page at `pageFile` (both output paths), each
 * part URL-encoded.
 */
export function sourceFromPage(pageFile: string, target: string): string {
  return posix
    .relative(posix.dirname(pageFile), target)
    .split('/')
    .map((part) => (part === '..' ? part : encodeURIComponent(part)))
    .join('/');
}
