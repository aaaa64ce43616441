import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';

const CHROMIUM = '/usr/bin/chromium';
const root = resolve(import.meta.dirname, '../..');
const IMAGES = [
  'browser-preview.png',
  'gallery.png',
  'job-summary.png',
  'modules.png',
  'pr-comment.png',
  'themes.png',
];
/** All 48 themes in one picture take more than the others' 150 KB. */
const LIMIT_KB: Record<string, number> = { 'themes.png': 250 };

/** The README's pictures come from scripts/screenshots.mjs; CI re-runs it wherever Chromium is. */
describe.skipIf(!existsSync(CHROMIUM))('scripts/screenshots.mjs', () => {
  it('writes the README’s pictures, each small and none blank', async () => {
    const out = await mkdtemp(join(tmpdir(), 'md-platform-shots-'));
    await promisify(execFile)(process.execPath, [join(root, 'scripts/screenshots.mjs'), out], {
      cwd: root,
      env: { ...process.env, CHROMIUM_PATH: CHROMIUM },
    });
    expect((await readdir(out)).sort()).toEqual(IMAGES);
    const readme = await readFile(join(root, 'README.md'), 'utf8');
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    try {
      const page = await browser.newPage();
      for (const name of IMAGES) {
        expect(readme, name).toContain(`docs/images/${name}`);
        expect((await stat(join(out, name))).size, name).toBeLessThan(
          (LIMIT_KB[name] ?? 150) * 1024,
        );
        const png = (await readFile(join(out, name))).toString('base64');
        // Distinct colours over a grid of sample points: a blank or single-colour picture has one or two.
        const colours = await page.evaluate(async (data) => {
          const image = new Image();
          image.src = `data:image/png;base64,${data}`;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = image.width;
          canvas.height = image.height;
          const context = canvas.getContext('2d') as CanvasRenderingContext2D;
          context.drawImage(image, 0, 0);
          const pixels = context.getImageData(0, 0, image.width, image.height).data;
          const seen = new Set<number>();
          for (let i = 0; i < pixels.length; i += 4 * 97)
            seen.add((pixels[i] << 16) | (pixels[i + 1] << 8) | pixels[i + 2]);
          return seen.size;
        }, png);
        expect(colours, name).toBeGreaterThan(20);
      }
    } finally {
      await browser.close();
    }
  }, 180_000);
});
