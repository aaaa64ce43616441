import { mkdir, mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  createWriteThread,
  OutputWriteError,
  type WriteThread,
} from '../../src/report/write-thread.js';

async function outputFolder(): Promise<string> {
  const dir = join(await mkdtemp(join(tmpdir(), 'md-write-thread-')), 'out');
  await mkdir(dir, { recursive: true });
  return dir;
}

/** Writes `pages[i]` to `<i>.html` from four tasks at once, as the pipeline does, then closes. */
async function writeFromFourTasks(thread: WriteThread, dir: string, pages: string[]) {
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < pages.length) {
        const i = next++;
        await thread.write(join(dir, `${i}.html`), pages[i]);
      }
    }),
  );
  await thread.close();
}

describe('createWriteThread', () => {
  it('writes every file from several tasks at once, far past the queue bound, before close resolves', async () => {
    const dir = await outputFolder();
    const thread = createWriteThread();
    // Four writers, as in the pipeline, and more files than the queue holds: each writer
    // must be woken when the thread catches up, not only the last one to wait.
    const texts = Array.from({ length: 1200 }, (_, i) => `<p>页面 ${i}</p>${'x'.repeat(i % 97)}`);
    await writeFromFourTasks(thread, dir, texts);
    expect((await readdir(dir)).length).toBe(texts.length);
    for (const i of [0, 1, 255, 256, 257, 777, 1199])
      expect(await readFile(join(dir, `${i}.html`), 'utf8')).toBe(texts[i]);
  });

  it('writes pages given in parts byte for byte, many times the shared buffer over and one page far past it', async () => {
    const dir = await outputFolder();
    const thread = createWriteThread();
    // 3-byte and 4-byte UTF-8 (a surrogate pair) in every part, so a page cut or an
    // offset counted in characters instead of bytes shows up as a broken file; 400
    // pages of ~100 kB (as UTF-16) go round the 8 MB buffer several times.
    const page = (i: number): [string, string, string] => [
      `<p>页眉 ${i} 😀</p>`,
      '文'.repeat(40_000 + ((i * 7919) % 10_000)),
      `<p>页脚 ${i} 𝄞</p>`,
    ];
    for (let i = 0; i < 400; i++) await thread.write(join(dir, `${i}.html`), page(i));
    // More than a quarter of the buffer: sent whole, by message.
    const large = `<p>${'長'.repeat(1_100_000)}</p>`;
    await thread.write(join(dir, 'large.html'), [large, '', 'end']);
    await thread.close();
    for (let i = 0; i < 400; i++)
      expect(await readFile(join(dir, `${i}.html`), 'utf8')).toBe(page(i).join(''));
    expect(await readFile(join(dir, 'large.html'), 'utf8')).toBe(`${large}end`);
  });

  it('keeps pages whole when several tasks wait for room in the shared buffer at once', async () => {
    const dir = await outputFolder();
    const thread = createWriteThread();
    // ASCII pages of 650 kB: copied into the buffer far faster than written, so it fills
    // and the four writers wait for room together. Room seen free by one writer may be
    // taken by another before the first goes on, and a page written over another's
    // shows up as a wrong file.
    const pages = Array.from(
      { length: 80 },
      (_, i) => `<p>${i}</p>${String.fromCharCode(65 + (i % 26)).repeat(650_000 + i)}`,
    );
    await writeFromFourTasks(thread, dir, pages);
    for (const [i, page] of pages.entries())
      expect(await readFile(join(dir, `${i}.html`), 'utf8')).toBe(page);
  });

  it('writes the pages still waiting for room when close is called, and refuses writes after it', async () => {
    const dir = await outputFolder();
    const thread = createWriteThread();
    // 1.3 MB each as UTF-16: about six fill the 8 MB buffer, so most of these wait for
    // room when close() comes. Each must still be written, or its write must fail.
    const pages = Array.from({ length: 24 }, (_, i) => `<p>${i}</p>${'页'.repeat(650_000)}`);
    const writes = pages.map((page, i) => thread.write(join(dir, `${i}.html`), page));
    const closing = thread.close();
    await expect(thread.write(join(dir, 'late.html'), 'late')).rejects.toThrow(/closed/);
    await Promise.all([...writes, closing]);
    expect((await readdir(dir)).sort()).toEqual(pages.map((_, i) => `${i}.html`).sort());
    for (const i of [0, 7, 23])
      expect(await readFile(join(dir, `${i}.html`), 'utf8')).toBe(pages[i]);
  });

  it('reports a file it could not write by its path, and refuses further writes', async () => {
    const dir = await outputFolder();
    await mkdir(join(dir, 'taken.html'));
    const thread = createWriteThread();
    await thread.write(join(dir, 'ok.html'), 'fine');
    await thread.write(join(dir, 'taken.html'), 'cannot replace a folder');
    const closing = thread.close();
    await expect(closing).rejects.toBeInstanceOf(OutputWriteError);
    await expect(closing).rejects.toThrow(`Could not write ${join(dir, 'taken.html')}: EISDIR`);
    await expect(thread.write(join(dir, 'late.html'), 'late')).rejects.toThrow(/Could not write/);
    expect(await readFile(join(dir, 'ok.html'), 'utf8')).toBe('fine');
  });

  it('closes at once when nothing was written', async () => {
    const thread = createWriteThread();
    await expect(thread.close()).resolves.toBeUndefined();
    await expect(thread.close()).resolves.toBeUndefined();
  });
});
