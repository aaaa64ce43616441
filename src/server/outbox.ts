import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The sandbox's record of what a real service would have created on the platform:
 * one JSON file per draft or upload batch (plus the article's HTML). Secrets never
 * reach it: callers pass only the request body and whether credentials were present.
 */
export interface Outbox {
  write(
    kind: 'article-draft' | 'newspic-draft' | 'batch-upload',
    record: object,
    html?: string,
  ): Promise<string>;
}

export function createOutbox(dir: string | undefined): Outbox {
  let sequence = 0;
  return {
    async write(kind, record, html) {
      sequence++;
      const id = `sandbox-${kind}-${String(sequence).padStart(4, '0')}-${randomBytes(4).toString('hex')}`;
      if (!dir) return id;
      await mkdir(dir, { recursive: true });
      await writeFile(
        join(dir, `${id}.json`),
        `${JSON.stringify({ id, kind, createdAt: new Date().toISOString(), ...record }, null, 2)}\n`,
      );
      if (html !== undefined) await writeFile(join(dir, `${id}.html`), html);
      return id;
    },
  };
}
