import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

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
  const check = (where: string, text: string) => {
    for (const secret of secrets)
      if (secret && text.includes(secret)) hits.push(`${where} contains a secret`);
  };
  // `::add-mask::` lines are commands to the runner, which swallows them; they are how a
  // secret gets masked, not a leak. Everything else the runner would show or store.
  for (const [where, text] of Object.entries(texts)) check(where, withoutMaskCommands(text));
  for (const dir of dirs) {
    for (const file of await listFiles(dir)) check(file, await readFile(file, 'latin1'));
  }
  return hits;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const files: string[] = [];
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await listFiles(path)));
    else if (entry.isFile()) files.push(path);
  }
  return files;
}

export function withoutMaskCommands(text: string): string {
  return text
    .split('\n')
    .filter((line) => !line.startsWith('::add-mask::'))
    .join('\n');
}
