/**
 * One pull request with a document of each kind of bomb beside two ordinary files: the run
 * ends with its report (report.json, comment, summary) naming each bomb with its finding,
 * the two others converted, in bounded memory and output. Memory comes from the child's own
 * resource usage (test/support/peak-rss.mjs); the run's time is not asserted.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { actionFixtures } from '../support/action-fixture.js';
import {
  denseDiagram,
  formulaFlood,
  hugeDiagram,
  hugeMatrix,
  ORDINARY_PLAIN,
  quadraticText,
  slowDiagrams,
} from '../support/bombs.js';
import type { FileSeed } from '../support/github-emulator.js';
import { TOKENS } from '../support/github-emulator.js';

const fixture = actionFixtures();

/** Before the budgets this run did not end (the dense diagram), or took GBs and wrote 100s of MB. */
const MEMORY_BOUND_MB = 900;
const OUTPUT_BOUND_BYTES = 8 * 1024 * 1024;

// `line`: where the finding points, or null for a finding about the whole document.
const BOMBS: Record<string, { content: string; code: string; line: number | null }> = {
  'articles/dense-diagram.md': { content: denseDiagram(), code: 'diagram_too_large', line: 205 },
  'articles/huge-diagram.md': { content: hugeDiagram(), code: 'diagram_too_large', line: 5 },
  'articles/quadratic.md': { content: quadraticText(), code: 'markdown_too_long', line: 3 },
  'articles/formula-flood.md': { content: formulaFlood(), code: 'too_many_formulas', line: 3 },
  'articles/huge-matrix.md': { content: hugeMatrix(), code: 'formula_too_long', line: 3 },
  'articles/slow-diagrams.md': { content: slowDiagrams(19), code: 'document_too_slow', line: null },
};

async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return total;
}

describe('a pull request of bombs', () => {
  it('ends with every bomb named by its finding and the ordinary files converted', async () => {
    const files: Record<string, string> = {
      // Without figures: they convert on the run's own thread, so no load on the machine can
      // push them past the deliberately tight time budget below (the figure case is
      // test/server/serve-budget.e2e.test.ts's and test/engine/worker-pool.test.ts's).
      'articles/ordinary-one.md': ORDINARY_PLAIN.replace('Ordinary two', 'Ordinary one'),
      'articles/ordinary-two.md': ORDINARY_PLAIN,
    };
    for (const [path, bomb] of Object.entries(BOMBS)) files[path] = bomb.content;
    const { gh, run: runEvent } = await fixture({
      files,
      pullRequest: { number: 7 },
      changed: Object.keys(files).map((filename): FileSeed => ({ filename, status: 'added' })),
      inputs: {
        files: 'articles/**/*.md',
        'github-token': TOKENS.actions,
        artifact: 'false',
        'fail-on': 'never',
        // Far below what the slow diagrams take.
        'document-timeout-seconds': '1.5',
      },
      options: { measure: true, timeoutMs: 600_000 },
    });
    const run = await runEvent();
    expect(run.code, run.stderr.slice(-2000)).toBe(0);

    const report = JSON.parse(await readFile(join(run.outputDir, 'report.json'), 'utf8'));
    const results = Object.fromEntries(
      (
        report.files as {
          path: string;
          status: string;
          findings: { code: string; line?: number }[];
        }[]
      ).map((r) => [r.path, r]),
    );
    expect(results['articles/ordinary-one.md'].status).toBe('converted');
    expect(results['articles/ordinary-two.md'].status).toBe('converted');
    const comment = gh.comments(7);
    expect(comment).toHaveLength(1);
    for (const [path, bomb] of Object.entries(BOMBS)) {
      expect(results[path].status, path).toBe('failed');
      const finding = results[path].findings.find((f) => f.code === bomb.code);
      expect(finding, `${path}: ${JSON.stringify(results[path].findings)}`).toBeDefined();
      expect(finding?.line ?? null, path).toBe(bomb.line);
      expect(comment[0].body).toContain(path);
      expect(run.summary).toContain(path);
      // The summary writes `_` as an entity, so no name turns into emphasis.
      expect(run.summary).toContain(bomb.code.replace(/_/g, '&#95;'));
    }

    expect(run.peakRssMb, 'measured by the child').toBeDefined();
    expect(run.peakRssMb).toBeLessThan(MEMORY_BOUND_MB);
    expect(await folderBytes(run.outputDir)).toBeLessThan(OUTPUT_BOUND_BYTES);
    console.log(
      `bombs run: peak RSS ${run.peakRssMb?.toFixed(0)} MB, output ${((await folderBytes(run.outputDir)) / 1024).toFixed(0)} KB, ${(run.wallMs / 1000).toFixed(1)} s`,
    );
  }, 900_000);
});
