import { isAbsolute, relative, sep } from 'node:path';

/** Whether `target` is `root` or lies under it (both absolute, on the same drive). */
export function isInside(root: string, target: string): boolean {
  const rel = relative(root, target);
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel));
}

// Windows' paths compare without case, as path.relative compares them there.
const foldCase = process.platform === 'win32';

/**
 * The part of `target` below `root` (`''` for `root` itself), or undefined when `target`
 * is not inside it. Both must be absolute and normalised, as `path.resolve` and `realpath`
 * give them: then a prefix comparison is the answer `isInside` gets from `path.relative`,
 * without resolving both again (a 1,000-document merge checks 10,000 images twice each;
 * bench/image-checks.ts).
 */
export function partUnder(root: string, target: string): string | undefined {
  const base = foldCase ? root.toLowerCase() : root;
  const full = foldCase ? target.toLowerCase() : target;
  if (full === base) return '';
  const prefix = base.endsWith(sep) ? base : base + sep;
  return full.startsWith(prefix) ? target.slice(prefix.length) : undefined;
}
