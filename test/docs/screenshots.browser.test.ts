import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { CHROMIUM, HAS_CHROMIUM, openChromium, pictureStats } from '../support/chromium.js';

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
describe.skipIf(!HAS_CHROMIUM)('scripts/screenshots.mjs', () => {
  it('writes the README’s pictures, each small and none blank', async () => {
    const out = await mkdtemp(join(tmpdir(), 'md-platform-shots-'));
    await promisify(execFile)(process.execPath, [join(root, 'scripts/screenshots.mjs'), out], {
      cwd: root,
      env: { ...process.env, CHROMIUM_PATH: CHROMIUM },
    });
    expect((await readdir(out)).sort()).toEqual(IMAGES);
    const readme = await readFile(join(root, 'README.md'), 'utf8');
    const browser = await openChromium();
    try {
      const page = await browser.newPage();
      for (const name of IMAGES) {
        expect(readme, name).toContain(`docs/images/${name}`);
        expect((await stat(join(out, name))).size, name).toBeLessThan(
          (LIMIT_KB[name] ?? 150) * 1024,
        );
        const { colours } = await pictureStats(page, await readFile(join(out, name)));
        expect(colours, name).toBeGreaterThan(20);
      }
    } finally {
      await browser.close();
    }
  }, 180_000);
});
