import { mkdir, mkdtemp, readFile, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { THEME_IDS } from '../../src/core/types.js';
import { createLocalEngine } from '../../src/engine/local/index.js';
import { writeOutputFiles } from '../../src/report/outputs.js';
import { createPageWriter } from '../../src/report/page-writer.js';
import { buildReport } from '../../src/report/report-json.js';
import { processDocument } from '../../src/run/process-document.js';
import { makeWorkspace } from '../support/action-fixture.js';
import { galleryVariants } from '../support/gallery-variants.js';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe('the gallery', () => {
  it('shows the one copy of an image behind two paths, in the document and in every variant', async () => {
    const workspace = await makeWorkspace({
      'img/p.png': PNG,
      'a.md': '# A\n\n![first](links/one.png)\n\n![second](img/p.png)\n',
    });
    await mkdir(join(workspace, 'links'));
    await symlink('../img/p.png', join(workspace, 'links/one.png'));
    const engine = createLocalEngine();
    const outputDir = join(await mkdtemp(join(tmpdir(), 'md-gallery-')), 'out');
    const pages = createPageWriter({ outputDir, workspace });
    const doc = await processDocument('a.md', { workspace, convertOptions: {}, engine });
    await pages.write(doc);
    await pages.close();
    await writeOutputFiles({
      outputDir,
      title: 'Preview',
      processed: [doc],
      variantEngine: engine,
      report: buildReport({ generatedAt: new Date(0).toISOString(), run: {}, results: [] }),
    });
    const gallery = await readFile(join(outputDir, 'index.html'), 'utf8');
    // The document and each theme/size variant show both images, all from the one copy.
    const [variants] = galleryVariants(gallery);
    expect(variants).toHaveLength(THEME_IDS.length + 1);
    for (const { html } of [{ html: doc.html! }, ...variants]) {
      expect(html.split('src="links/one.png"').length - 1).toBe(2);
    }
    expect(gallery).not.toContain('img/p.png');
    expect(await readFile(join(outputDir, 'links/one.png'))).toEqual(PNG);
  });
});
