import { randomBytes } from 'node:crypto';
import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_OUTBOX_MAX_MB } from '../settings/config.js';
import { HttpError } from './envelope.js';

/**
 * The sandbox's record of what a real service would have created on the platform: one
 * compact JSON file per draft or upload batch, holding the request's fields once (the
 * article's HTML is what converting its `markdown` gives, so it is not kept). Secrets
 * never reach it: callers pass only the request body and whether credentials were
 * present. The folder has a size cap: once a record would cross it, the request is
 * refused with `outbox_full` and nothing is written.
 */
export interface Outbox {
  write(kind: 'article-draft' | 'newspic-draft' | 'batch-upload', record: object): Promise<string>;
}

export function createOutbox(
  dir: string | undefined,
  maxBytes = DEFAULT_OUTBOX_MAX_MB * 1024 * 1024,
): Outbox {
  let sequence = 0;
  /** Bytes in the folder: what was there at the first write, plus what this server wrote. */
  let used = 0;
  let scanned: Promise<void> | undefined;
  return {
    async write(kind, record) {
      sequence++;
      const id = `sandbox-${kind}-${String(sequence).padStart(4, '0')}-${randomBytes(4).toString('hex')}`;
      if (!dir) return id;
      const text = `${JSON.stringify({ id, kind, createdAt: new Date().toISOString(), ...record })}\n`;
      const bytes = Buffer.byteLength(text);
      scanned ??= bytesIn(dir).then((found) => {
        used += found;
      });
      await scanned;
      // Checked and counted in one step, so concurrent requests cannot pass the cap together.
      if (used + bytes > maxBytes) {
        throw new HttpError(
          'outbox_full',
          `The sandbox outbox is full (${used} of ${maxBytes} bytes; see --outbox-max-mb): nothing was stored.`,
          { limit: maxBytes, actual: used + bytes },
        );
      }
      used += bytes;
      try {
        await writeRecord(dir, `${id}.json`, text);
      } catch (error) {
        used -= bytes;
        throw error;
      }
      return id;
    },
  };
}

/**
 * Writes one record, making the folder when it is missing (the first record, or the folder
 * removed while the server runs): a thousand drafts make it once, not a thousand times.
 */
async function writeRecord(dir: string, name: string, text: string): Promise<void> {
  try {
    await writeFile(join(dir, name), text);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, name), text);
  }
}

/** The size of the files directly in `dir` (the outbox writes no folders); 0 when it is missing. */
async function bytesIn(dir: string): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0;
  }
  let total = 0;
  for (const name of names) {
    const info = await stat(join(dir, name)).catch(() => undefined);
    if (info?.isFile()) total += info.size;
  }
  return total;
}
