import { afterEach, beforeEach } from 'vitest';
import { findSecrets } from './secret-scan.js';

/**
 * The suite-wide secret scan. Whatever hands a credential to the code under test (a run
 * of dist/index.js) registers it; whatever keeps what the code produced (the run's logs,
 * outputs, summary and output folder, the GitHub emulator's comments and ledger, the
 * sandbox outbox) registers itself as a place to look. After every test the guard greps
 * every place for every credential, in every form a server or a text may give it
 * (URL-encoded, JSON-escaped, base64: see `credentialForms`), and fails that test on a
 * hit, so a leak cannot hide in a test that never thought to look for one.
 *
 * The registry is shared by the test files of one worker (vitest.config.ts runs them
 * without isolation). It is emptied when no test is running: a test is scanned alone, and
 * the tests of a concurrent suite, which register while others end, are scanned together.
 */
interface Registry {
  secrets: Set<string>;
  texts: Map<string, () => string>;
  dirs: Set<string>;
}

const registry: Registry = { secrets: new Set(), texts: new Map(), dirs: new Set() };
/** Tests started and not yet scanned. */
let running = 0;

/** Too short a value would match by chance ("x" in any text); every real credential is longer. */
const MIN_SECRET_LENGTH = 6;

/** Credentials the code under test was given. */
export function guardSecrets(...values: (string | undefined)[]): void {
  for (const value of values)
    if (value && value.length >= MIN_SECRET_LENGTH) registry.secrets.add(value);
}

/** A text the code under test produced, read when the test ends (so later writes count). */
export function guardText(where: string, read: () => string): void {
  let name = where;
  for (let i = 2; registry.texts.has(name); i++) name = `${where} #${i}`;
  registry.texts.set(name, read);
}

/** A folder the code under test wrote into; every file under it is scanned. */
export function guardDir(dir: string | undefined): void {
  if (dir) registry.dirs.add(dir);
}

/** Where a registered credential appears in a registered place; empty when nothing leaked. */
export async function guardedLeaks(): Promise<string[]> {
  const texts = Object.fromEntries([...registry.texts].map(([where, read]) => [where, read()]));
  return findSecrets([...registry.secrets], texts, [...registry.dirs]);
}

export function resetGuard(): void {
  registry.secrets.clear();
  registry.texts.clear();
  registry.dirs.clear();
}

/** Installed by vitest's setupFiles for every test file. */
export function installSecretGuard(): void {
  beforeEach(() => {
    running++;
  });
  afterEach(async () => {
    running--;
    const leaks = await guardedLeaks().finally(() => {
      if (running === 0) resetGuard();
    });
    if (leaks.length > 0)
      throw new Error(`A credential leaked into what the run left behind: ${leaks.join('; ')}`);
  });
}
