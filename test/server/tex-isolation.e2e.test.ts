import { describe, expect, it } from 'vitest';
import { createLocalEngine } from '../../src/engine/local/index.js';
import { serveProcesses } from '../support/serve-process.js';
import { DEFINITIONS, definingDocument } from '../support/tex-definitions.js';

const DEFINER = 'wme_tex_definer';
const READER = 'wme_tex_reader';

/** Every definition (each used after it) in one request; every use alone in another. */
const DEFINING = DEFINITIONS.map(({ define, use }) => definingDocument(define, use)).join('\n');
/** `\op` without its definition: shown as its source, in code. */
const UNDEFINED = '>$\\op x$</code>';
const USING = `# B\n\n${DEFINITIONS.map(({ use }) => `Use: $${use}$\n`).join('\n')}`;

const serveProcess = serveProcesses();

const startServe = (workers: number) =>
  serveProcess(['--keys', `${DEFINER},${READER}`, '--workers', String(workers)]);

async function convert(url: string, key: string, markdown: string): Promise<string> {
  const response = await fetch(`${url}/api/v1/convert`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key },
    body: JSON.stringify({ markdown }),
  });
  const json = (await response.json()) as { data: { html: string } };
  expect(response.status).toBe(200);
  return json.data.html;
}

describe("serve: one key's TeX definitions never reach another key's answers", () => {
  // What the reader's document is, converted by an engine that never saw a definition.
  const expected = createLocalEngine().convert({ markdown: USING });

  for (const workers of [1, 2]) {
    it(`with --workers ${workers}`, async () => {
      const { url, stdout } = await startServe(workers);
      expect(stdout()).toContain(`(${workers} conversion threads)`);
      // Several at once, so every conversion thread reads the definitions.
      const defined = await Promise.all(
        Array.from({ length: 6 }, () => convert(url, DEFINER, DEFINING)),
      );
      // The check is real: within its own request, each use reads its definition.
      expect(defined[0]).not.toContain(UNDEFINED);
      const read = await Promise.all(Array.from({ length: 6 }, () => convert(url, READER, USING)));
      const { html } = await expected;
      expect(html).toContain(UNDEFINED);
      for (const answer of read) expect(answer).toBe(html);
      // And the other way round: the reader's requests left nothing for the definer.
      expect(await convert(url, DEFINER, DEFINING)).toBe(defined[0]);
    }, 120_000);
  }
});
