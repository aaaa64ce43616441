import { setFlagsFromString } from 'node:v8';

/** V8 majors known to have the flag (Node 20 to 24 and the next); others are left as they are. */
const KNOWN_V8 = { from: 11, to: 14 };

/** Out of reach: a run never parses that much HTTP. */
export const TIERING_FLAG = '--wasm-tiering-budget=2000000000';

/**
 * Lets a short run exit as soon as its work is done. undici, which the artifact upload
 * and GitHub's requests through a proxy go through, parses HTTP with llhttp compiled to
 * WebAssembly (the other requests use Node's own parser).
 * After a few hundred bytes of responses, V8 starts recompiling that parser with its
 * optimizing compiler on a background thread, and the process must wait for that compile
 * before it can exit: ~120–170 ms on Node 24 on 2 cores, at the end of every run. Raising
 * the budget that triggers the recompile keeps the baseline code, which parses a run's few
 * responses just as fast. Called first thing by the entry points; a V8 without the flag
 * would print an error for it, so it is set only on known ones.
 */
export function exitPromptly(
  v8Version: string = process.versions.v8,
  setFlags: (flags: string) => void = setFlagsFromString,
): void {
  const major = Number.parseInt(v8Version, 10);
  if (major >= KNOWN_V8.from && major <= KNOWN_V8.to) setFlags(TIERING_FLAG);
}
