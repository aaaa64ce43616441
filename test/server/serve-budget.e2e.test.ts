import { describe, expect, it } from 'vitest';
import { ORDINARY_PLAIN, ORDINARY_WITH_FIGURES, slowDiagrams } from '../support/bombs.js';
import { serveProcesses } from '../support/serve-process.js';

const KEY = 'wme_budget_key';

const serveProcess = serveProcesses();

async function startServe(args: string[]): Promise<string> {
  return (await serveProcess(['--keys', KEY, ...args])).url;
}

async function convert(url: string, markdown: string) {
  const response = await fetch(`${url}/api/v1/convert`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${KEY}` },
    body: JSON.stringify({ markdown }),
  });
  return { status: response.status, json: await response.json() };
}

describe('serve under a budget per request', () => {
  it('answers a small request while a heavy one runs, then refuses the heavy one and converts again', async () => {
    const url = await startServe(['--document-timeout-seconds', '2', '--workers', '2']);
    let heavyDone = false;
    const heavy = convert(url, slowDiagrams(19)).finally(() => {
      heavyDone = true;
    });
    const small = await convert(url, ORDINARY_PLAIN);
    expect(small.status, JSON.stringify(small.json)).toBe(200);
    expect(small.json.data.html).toContain('Ordinary two');
    // Answered while the heavy request still held its thread.
    expect(heavyDone).toBe(false);

    const refused = await heavy;
    expect(refused.status).toBe(422);
    expect(refused.json.code).toBe(42209);
    expect(refused.json.data.error).toBe('document_too_slow');
    expect(refused.json.msg).toMatch(/longer than 2 s/);

    // The stopped thread was replaced: a document with math and a diagram converts.
    const after = await convert(url, ORDINARY_WITH_FIGURES);
    expect(after.status, JSON.stringify(after.json)).toBe(200);
    expect(after.json.data.html).toContain('<svg');
  }, 180_000);

  it('a formula flood is refused with its finding, not drawn', async () => {
    const url = await startServe([]);
    const flood = await convert(url, `# Flood\n\n${'$x$ '.repeat(2100)}\n`);
    expect(flood.status).toBe(422);
    expect(flood.json.data.error).toBe('too_many_formulas');
  }, 120_000);
});
