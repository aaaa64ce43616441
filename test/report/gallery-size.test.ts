/**
 * The gallery of a typical 20-document pull request (bench/typical-pr.ts's: the examples,
 * repeated) stays small with every document offering every look: each document's template
 * and each look's style table are written once, not 49 filled-in variants per document.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
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

const EXAMPLES = join(import.meta.dirname, '..', '..', 'examples');

describe('the gallery of 20 documents', () => {
  it('is under 2 MB with all 49 variants of each', { timeout: 120_000 }, async () => {
    const sources = readdirSync(EXAMPLES)
      .filter((name) => name.endsWith('.md') && name !== 'cache-math.md')
      .sort()
      .map((name) => readFileSync(join(EXAMPLES, name), 'utf8'));
    const files: Record<string, string> = {};
    for (let i = 0; i < 20; i++) files[`articles/a${i}.md`] = sources[i % sources.length];
    const workspace = await makeWorkspace(files);
    const engine = createLocalEngine();
    const outputDir = join(await mkdtemp(join(tmpdir(), 'md-gallery-size-')), 'out');
    const pages = createPageWriter({ outputDir, workspace });
    const processed = [];
    for (const path of Object.keys(files)) {
      const doc = await processDocument(path, { workspace, convertOptions: {}, engine });
      await pages.write(doc);
      processed.push(doc);
    }
    await pages.close();
    await writeOutputFiles({
      outputDir,
      title: 'Preview',
      processed,
      variantEngine: engine,
      report: buildReport({ generatedAt: new Date(0).toISOString(), run: {}, results: [] }),
    });
    const gallery = await readFile(join(outputDir, 'index.html'), 'utf8');
    // Every document offers every theme and the other sizes: the bound is not met by leaving
    // variants out.
    const sections = gallery.split('<section class="doc"').slice(1);
    expect(sections).toHaveLength(20);
    for (const section of sections) {
      expect(section.match(/<option value="\d+">/g)).toHaveLength(THEME_IDS.length + 1);
      expect(section.match(/<template data-variant="\d+"/g)).toHaveLength(THEME_IDS.length + 1);
    }
    console.log('gallery bytes', Buffer.byteLength(gallery));
    // It was 15 MB when every variant was written out whole.
    expect(Buffer.byteLength(gallery)).toBeLessThan(2 * 1024 * 1024);
  });
});
