import type { Page } from 'playwright-core';

/** The README's pictures, by file name, that writePictures writes. */
export const PICTURES: readonly string[];
/**
 * Writes the README's pictures into `outDir`: `load` imports a source module by its path in
 * the repository, `newPage` opens the Chromium page they are taken in (closed when done).
 */
export function writePictures(
  outDir: string,
  options: {
    load: (path: string) => Promise<Record<string, unknown>>;
    newPage: () => Promise<Page>;
  },
): Promise<void>;
