import { mkdtemp, readdir, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PICTURES, writePictures } from '../../scripts/screenshots.mjs';
import { HAS_CHROMIUM, openChromium, pictureStats } from '../support/chromium.js';

const root = resolve(import.meta.dirname, '../..');
/** All 48 themes in one picture take more than the others' 150 KB. */
const LIMIT_KB: Record<string, number> = { 'themes.png': 250 };

/**
 * The README's pictures come from scripts/screenshots.mjs; CI re-runs it wherever Chromium
 * is. Its work runs here, in the worker's Chromium and with the source modules as the tests
 * load them: started as its own process, it compiled the source again through tsx, most of
 * this test's time.
 */
describe.skipIf(!HAS_CHROMIUM)('scripts/screenshots.mjs', () => {
  it('writes the README’s pictures, each small and none blank', async () => {
    const out = await mkdtemp(join(tmpdir(), 'md-platform-shots-'));
    const browser = await openChromium();
    try {
      await writePictures(out, {
        load: (path: string) => import(join(root, path)),
        newPage: () => browser.newPage({ deviceScaleFactor: 1 }),
      });
      expect((await readdir(out)).sort()).toEqual([...PICTURES].sort());
      expect(PICTURES).toHaveLength(6);
      const readme = await readFile(join(root, 'README.md'), 'utf8');
      const page = await browser.newPage();
      for (const name of PICTURES) {
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
