import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { createLocalEngine } from '../../src/engine/local/index.js';
import { dist } from '../support/dist.js';
import { serveProcesses } from '../support/serve-process.js';

const CLI = dist('cli', 'index.js');

const convertLocal = createLocalEngine().convertSync;

const serveProcess = serveProcesses();

/** Starts the bundled `md-platform serve` with one key; resolves once it listens. */
const startServe = (args: string[]) => serveProcess(['--keys', 'wme_proc_key', ...args]);

describe('md-platform as a process (the bundled bin)', () => {
  it('serve answers the API, validate checks keys against it, and SIGTERM stops it cleanly', async () => {
    const served = await startServe([]);
    const url = served.url;
    const response = await fetch(`${url}/api/v1/convert`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': 'wme_proc_key' },
      body: JSON.stringify({ markdown: '# Hi' }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { code: number }).code).toBe(0);

    const good = spawn(process.execPath, [CLI, 'validate', '--api-url', url], {
      env: { ...process.env, MD_PLATFORM_API_KEY: 'wme_proc_key' },
    });
    expect(await new Promise((done) => good.on('exit', done))).toBe(0);
    const bad = spawn(process.execPath, [CLI, 'validate', '--api-url', url], {
      env: { ...process.env, MD_PLATFORM_API_KEY: 'wme_wrong' },
    });
    expect(await new Promise((done) => bad.on('exit', done))).toBe(1);

    expect(await served.stop()).toBe(0);
    expect(served.stdout()).toContain('md-platform serve stopped');
  });

  it('serve --workers 2 converts on threads: the same HTML as the engine, typed errors, concurrent requests', async () => {
    const served = await startServe(['--workers', '2']);
    const url = served.url;
    expect(served.stdout()).toMatch(/\(\d+ conversion threads?\)|\(converting in-process\)/);
    const convert = async (body: unknown) => {
      const response = await fetch(`${url}/api/v1/convert`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': 'wme_proc_key' },
        body: JSON.stringify(body),
      });
      const json = (await response.json()) as { code: number; data: Record<string, unknown> };
      return { status: response.status, json };
    };
    const docs = Array.from(
      { length: 12 },
      (_, i) =>
        `# Doc ${i}\n\n\`\`\`js\nconst n = ${i};\n\`\`\`\n\n| a | b |\n|---|---|\n| ${i} | x |\n`,
    );
    const answers = await Promise.all(
      docs.map((markdown) => convert({ markdown, theme: 'apple' })),
    );
    answers.forEach((answer, i) => {
      expect(answer.status).toBe(200);
      expect(answer.json.data).toEqual(convertLocal({ markdown: docs[i], theme: 'apple' }));
    });
    const limit = await convert({ markdown: '```\nx\n```\n'.repeat(51) });
    expect(limit.status).toBe(422);
    expect(limit.json).toMatchObject({
      code: 42203,
      data: { error: 'too_many_code_blocks', limit: 50, actual: 51 },
    });
    const theme = await convert({ markdown: 'x', theme: 'nope' });
    expect(theme.json).toMatchObject({ code: 40000, data: { error: 'unknown_theme' } });
    expect(await served.stop()).toBe(0);
  });
});
