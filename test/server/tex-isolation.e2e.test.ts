import { type ChildProcess, spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalEngine } from '../../src/engine/local/index.js';
import { dist } from '../support/dist.js';
import { DEFINITIONS, definingDocument } from '../support/tex-definitions.js';

const CLI = dist('cli', 'index.js');
const DEFINER = 'wme_tex_definer';
const READER = 'wme_tex_reader';

/** Every definition (each used after it) in one request; every use alone in another. */
const DEFINING = DEFINITIONS.map(({ define, use }) => definingDocument(define, use)).join('\n');
/** `\op` without its definition: shown as its source, in code. */
const UNDEFINED = '>$\\op x$</code>';
const USING = `# B\n\n${DEFINITIONS.map(({ use }) => `Use: $${use}$\n`).join('\n')}`;

let child: ChildProcess | undefined;
afterEach(() => {
  child?.kill('SIGKILL');
  child = undefined;
});

async function startServe(workers: number): Promise<{ url: string; stdout: () => string }> {
  const serve = spawn(
    process.execPath,
    [CLI, 'serve', '--port', '0', '--keys', `${DEFINER},${READER}`, '--workers', String(workers)],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child = serve;
  let stdout = '';
  const url = await new Promise<string>((done, fail) => {
    serve.stdout.on('data', (chunk) => {
      stdout += chunk;
      const match = /listening on (\S+)/.exec(stdout);
      if (match) done(match[1]);
    });
    serve.on('exit', () => fail(new Error(`serve exited: ${stdout}`)));
  });
  return { url, stdout: () => stdout };
}

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
      expect(stdout()).toContain(workers === 1 ? 'converting in-process' : 'conversion threads');
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
