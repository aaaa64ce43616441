import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ActionRun } from './run-action.js';

/**
 * Fails loudly when any secret appears in any text or file the run produced.
 * Returns the places a secret was found, so a test can assert the list is empty
 * and the failure message says where the leak was.
 */
export async function findSecrets(
  secrets: readonly string[],
  texts: Record<string, string>,
  dirs: readonly string[] = [],
): Promise<string[]> {
  const hits: string[] = [];
  const forms = secrets.filter(Boolean).flatMap((secret) => credentialForms(secret));
  const check = (where: string, text: string) => {
    for (const { form, name } of forms)
      if (text.includes(form)) hits.push(`${where} contains a secret (${name})`);
  };
  // `::add-mask::` lines are commands to the runner, which swallows them; they are how a
  // secret gets masked, not a leak. Everything else the runner would show or store.
  for (const [where, text] of Object.entries(texts)) check(where, withoutMaskCommands(text));
  // Read with blocking calls: a run's output can be thousands of pages, each scanned after
  // its test (docs/decisions/007-blocking-file-calls.md).
  for (const dir of dirs) {
    for (const file of listFiles(dir)) check(file, readFileSync(file, 'latin1'));
  }
  return hits;
}

/** Everything a run of the action wrote that the runner shows or keeps, by name, for `findSecrets`. */
export function runTexts(run: ActionRun): Record<string, string> {
  return {
    stdout: run.stdout,
    stderr: run.stderr,
    annotations: JSON.stringify(run.annotations),
    summary: run.summary,
    outputs: JSON.stringify(run.outputs),
  };
}

/**
 * The shapes a credential takes when a server echoes it or a text quotes it: as sent,
 * URL-encoded (either hex case), JSON-escaped, and base64/base64url, alone or inside a
 * longer encoded text (`user:secret`), at each of the three byte alignments.
 */
export function credentialForms(secret: string): { form: string; name: string }[] {
  const encoded = encodeURIComponent(secret);
  const forms: [string, string][] = [
    ['plain', secret],
    ['URL-encoded', encoded],
    ['URL-encoded, lower-case hex', encoded.replace(/%[0-9A-F]{2}/g, (h) => h.toLowerCase())],
    ['URL-encoded, every byte', [...Buffer.from(secret)].map((b) => `%${b.toString(16)}`).join('')],
    ['JSON-escaped', JSON.stringify(secret).slice(1, -1)],
    ['JSON-escaped, slashes', JSON.stringify(secret).slice(1, -1).replaceAll('/', '\\/')],
  ];
  const bytes = Buffer.from(secret);
  for (let shift = 0; shift < 3; shift++) {
    const padded = Buffer.concat([Buffer.alloc(shift, 0x3a), bytes]);
    const first = Math.ceil((8 * shift) / 6);
    const last = Math.floor((8 * (shift + bytes.length)) / 6);
    for (const encoding of ['base64', 'base64url'] as const) {
      forms.push([`${encoding} at offset ${shift}`, padded.toString(encoding).slice(first, last)]);
    }
  }
  const seen = new Set<string>();
  return forms
    .filter(([, form]) => form.length >= 6 && !seen.has(form) && seen.add(form))
    .map(([name, form]) => ({ name, form }));
}

/** The regular files under `dir`, at any depth (links are not followed); none when it is missing. */
function listFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

export function withoutMaskCommands(text: string): string {
  return text
    .split('\n')
    .filter((line) => !line.startsWith('::add-mask::'))
    .join('\n');
}
