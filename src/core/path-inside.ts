import { isAbsolute, relative, sep } from 'node:path';

/** Whether `target` is `root` or lies under it (both absolute, on the same drive). */
export function isInside(root: string, target: string): boolean {
  const rel = relative(root, target);
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel));
}
