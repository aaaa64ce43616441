import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../src/server/index.js';
import { ServiceRejection } from '../../src/service/errors.js';
import { rejection, KEY as SERVICE_KEY, testClient } from '../service/helpers.js';
import { cli } from '../support/cli-in-process.js';
import { startSandboxServe } from '../support/sandbox-serve.js';

const KEY = 'wme_outbox_test_key';
const SECRET = 'outbox-app-secret-456';
const headers = {
  'content-type': 'application/json',
  authorization: `Bearer ${KEY}`,
  'Messenger-Appid': 'wx-app-id',
  'Messenger-App-Secret': SECRET,
};

let server: RunningServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function post(path: string, body: object) {
  const text = JSON.stringify(body);
  const response = await fetch(`${server!.url}${path}`, { method: 'POST', headers, body: text });
  return {
    status: response.status,
    json: await response.json(),
    bodyBytes: Buffer.byteLength(text),
  };
}

/**
 * Small source, large HTML: every formula becomes an SVG of a few kilobytes. A hundred
 * formulas (MathJax's time is most of this file's) and some 16 KB of words, so a record
 * is mostly its request and its few hundred bytes of bookkeeping stay under 5%.
 */
const MATH_ARTICLE = `# Formulas\n\n${'Sum $x_{i}^{2}$ and $\\frac{a}{b}$.\n\n'.repeat(50)}${'Words and more words, to be kept once.\n\n'.repeat(400)}`;

async function outboxBytes(dir: string): Promise<number[]> {
  const names = await readdir(dir);
  return Promise.all(names.map(async (name) => (await stat(join(dir, name))).size));
}

describe('the sandbox outbox', () => {
  it('stores each draft once, about the size of its request body', async () => {
    let outbox: string;
    ({ serve: server, outbox } = await startSandboxServe([KEY]));
    const bodies: number[] = [];
    for (let i = 0; i < 20; i++) {
      const answer = await post('/api/v1/article-draft', {
        markdown: `${MATH_ARTICLE}\nDraft ${i}.\n`,
        coverImageUrl: 'https://img.example/c.png',
      });
      expect(answer.status).toBe(200);
      bodies.push(answer.bodyBytes);
    }
    const sizes = await outboxBytes(outbox);
    // One file per draft, none of them the converted HTML (some 13 times the body here).
    expect(sizes).toHaveLength(20);
    const total = sizes.reduce((a, b) => a + b, 0);
    const sent = bodies.reduce((a, b) => a + b, 0);
    // Some 20 KB each: the request once, plus an id, a date and the uploads' addresses.
    expect(total / sent).toBeGreaterThan(1);
    expect(total / sent).toBeLessThan(1.05);
    // Each holds its request once: the markdown, as the body sent it, appears one time.
    for (const name of await readdir(outbox)) {
      const text = await readFile(join(outbox, name), 'utf8');
      const markdown = JSON.parse(text).request.markdown as string;
      expect(text.split(JSON.stringify(markdown)).length - 1).toBe(1);
      expect(text).not.toContain(SECRET);
    }
  });

  it('refuses drafts with 507 outbox_full once its cap is reached, and writes nothing more', async () => {
    const outbox = await mkdtemp(join(tmpdir(), 'md-outbox-cap-'));
    const cap = 100_000;
    server = await startServer({ keys: [KEY], outbox, outboxMaxBytes: cap });
    const answers = [];
    for (let i = 0; i < 8; i++) {
      answers.push(await post('/api/v1/article-draft', { markdown: `${MATH_ARTICLE}\n${i}\n` }));
    }
    const record = Math.max(...(await outboxBytes(outbox)));
    // Records of the same size: as many as fit under the cap are stored, then every one is refused.
    const stored = Math.floor(cap / record);
    expect(stored).toBeGreaterThan(1);
    expect(answers.map((a) => a.status)).toEqual([
      ...Array(stored).fill(200),
      ...Array(answers.length - stored).fill(507),
    ]);
    for (const answer of answers.slice(stored)) {
      expect(answer.json).toMatchObject({
        code: 50700,
        data: { error: 'outbox_full', limit: cap },
      });
      expect(answer.json.msg).toContain('--outbox-max-mb');
    }
    const sizes = await outboxBytes(outbox);
    expect(sizes).toHaveLength(stored);
    expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(cap);
  });

  it('makes its folder for the first draft, and again when it is removed while serving', async () => {
    const outbox = join(await mkdtemp(join(tmpdir(), 'md-outbox-made-')), 'nested', 'outbox');
    server = await startServer({ keys: [KEY], outbox });
    const draft = { title: 'Pics', content: 'Words', imageUrls: ['https://img.example/1.png'] };
    expect((await post('/api/v1/newspic-draft', draft)).status).toBe(200);
    expect(await readdir(outbox)).toHaveLength(1);
    await rm(outbox, { recursive: true });
    expect((await post('/api/v1/newspic-draft', draft)).status).toBe(200);
    expect(await readdir(outbox)).toHaveLength(1);
  });

  it('counts what the folder already holds', async () => {
    const outbox = await mkdtemp(join(tmpdir(), 'md-outbox-full-'));
    await writeFile(join(outbox, 'earlier.json'), 'x'.repeat(10_000));
    server = await startServer({ keys: [KEY], outbox, outboxMaxBytes: 10_100 });
    const answer = await post('/api/v1/newspic-draft', {
      title: 'Pics',
      content: 'Words',
      imageUrls: ['https://img.example/1.png'],
    });
    expect(answer.status).toBe(507);
    const upload = await post('/api/v1/batch-upload', { imageUrls: ['https://img.example/a.png'] });
    expect(upload.json).toMatchObject({ code: 50700, data: { error: 'outbox_full' } });
    expect(await readdir(outbox)).toEqual(['earlier.json']);
  });

  it('serve documents --outbox-max-mb and checks its value', async () => {
    const cwd = await mkdtemp(join(tmpdir(), 'md-outbox-cli-'));
    const help = await cli(['serve', '--help'], cwd);
    expect(help.stdout).toContain('--outbox-max-mb N');
    expect(help.stdout).toContain('(default 512)');
    const bad = await cli(['serve', '--keys', KEY, '--outbox-max-mb', '0'], cwd);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('outbox-max-mb');
  });
});

describe('a client meeting a full outbox', () => {
  it('reads a certain refusal, sent once: nothing was stored, so nothing may exist', async () => {
    const outbox = await mkdtemp(join(tmpdir(), 'md-outbox-client-'));
    await writeFile(join(outbox, 'earlier.json'), 'x'.repeat(2_000));
    server = await startServer({ keys: [SERVICE_KEY], outbox, outboxMaxBytes: 2_000 });
    const { client } = testClient(server.url);
    try {
      const error = await rejection(client.articleDraft({ markdown: '# Title\n\nBody' }));
      expect(error).toBeInstanceOf(ServiceRejection);
      expect(error).toMatchObject({ code: 'outbox_full', uncertain: false });
      expect(error.message).not.toContain('may have been created');
      expect(server.stats().requests['/api/v1/article-draft']).toBe(1);
    } finally {
      await client.close();
    }
  });
});
