/**
 * Where a document's page and images go inside the output folder. A repository path is
 * kept where it can be, but the artifact service refuses some characters in file names
 * and file systems refuse names over 255 bytes, so a part with either is replaced by a
 * readable name plus a hash of the original part. The report, gallery and comment keep
 * showing the real path; only file names change.
 */
import { createHash } from 'node:crypto';

/** What `@actions/artifact` refuses in an uploaded file's path (NTFS and friends). */
const REFUSED = /[":<>|*?\r\n]/g;
/** Control characters make names that cannot be typed or shown; they go too. */
const CONTROL = /[\u0000-\u001f\u007f]/g;
/** A part (with `.html` added) past this many bytes is shortened; file systems stop at 255. */
const MAX_PART_BYTES = 200;
/** What is kept of a shortened part, before its hash and extension. */
const KEPT_BYTES = 120;

/**
 * The output path of one part of a repository path, with `suffix` (`.html` for a page)
 * added. The same part always gives the same name, so a page and the images beside it
 * (`img/a.png` next to `a.md`) stay where the page's relative links expect them.
 */
export function safePart(part: string, suffix = ''): string {
  const cleaned = part.replace(REFUSED, '_').replace(CONTROL, '_');
  const whole = `${part}${suffix}`;
  if (cleaned === part && Buffer.byteLength(whole) <= MAX_PART_BYTES && !isDotName(part))
    return whole;
  const hash = createHash('sha256').update(part).digest('hex').slice(0, 12);
  return `${truncateUtf8(cleaned, KEPT_BYTES)}-${hash}${suffix}`;
}

/** The page of the document at `path`: `<path>.html` beside it, each part made safe. */
export function pageFileName(path: string): string {
  const parts = path.split('/');
  const name = parts.pop() ?? '';
  return [...parts.map((part) => safePart(part)), safePart(name, '.html')].join('/');
}

/**
 * Where a local image of the repository is copied: its folders mapped as the pages'
 * folders are; undefined when the image's own name would have to change, since the page
 * that shows it still asks for the original name.
 */
export function imageFileName(path: string): string | undefined {
  const parts = path.split('/');
  const name = parts.pop() ?? '';
  if (safePart(name) !== name) return undefined;
  return [...parts.map((part) => safePart(part)), name].join('/');
}

/**
 * Makes each page name unique within a run, as case-insensitive file systems (macOS,
 * Windows) compare names: `Post.md` and `post.md`, or two documents whose names map to
 * the same page (only possible by crafting one after the other's hash), get `-2`, `-3`,
 * … added, so unpacking the artifact anywhere overwrites nothing.
 */
export function uniquePageNames(): (path: string) => string {
  const taken = new Map<string, string>();
  return (path) => {
    const base = pageFileName(path);
    let name = base;
    for (let n = 2; (taken.get(name.toLowerCase()) ?? path) !== path; n++) {
      name = base.replace(/\.html$/, `-${n}.html`);
    }
    taken.set(name.toLowerCase(), path);
    return name;
  };
}

function isDotName(part: string): boolean {
  return part === '' || part === '.' || part === '..';
}

/** The longest start of `text` that fits in `bytes` of UTF-8 without splitting a character. */
function truncateUtf8(text: string, bytes: number): string {
  if (Buffer.byteLength(text) <= bytes) return text;
  let out = '';
  let used = 0;
  for (const char of text) {
    const size = Buffer.byteLength(char);
    if (used + size > bytes) break;
    out += char;
    used += size;
  }
  return out;
}
