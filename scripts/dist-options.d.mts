import type { BuildOptions } from 'esbuild';

/** The esbuild options every bundle of dist/ is built with. */
export const DIST_OPTIONS: BuildOptions;
/** Escapes the non-ASCII characters of comments in every .js file below `dir`. */
export function asciiComments(dir: string): void;
