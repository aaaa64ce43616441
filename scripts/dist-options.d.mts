import type { BuildOptions } from 'esbuild';

/** The esbuild options every bundle of dist/ is built with. */
export const DIST_OPTIONS: BuildOptions;
/** Writes every non-ASCII character of the .js files below `dir` as an escape. */
export function asciiOnly(dir: string, options?: { check?: boolean }): Promise<void>;
