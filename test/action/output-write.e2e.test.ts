import { mkdir, mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { actionFixtures, DOCS_RUN } from '../support/action-fixture.js';

const fixture = actionFixtures();

describe('writing the pages of a large run (dist/index.js)', () => {
  it('has every page on disk when the step ends', async () => {
    const docs = Object.fromEntries(
      Array.from({ length: 400 }, (_, i) => [
        `docs/part-${i % 4}/doc-${i}.md`,
        `# 文章 ${i}\n\n${'Some **text**.\n\n'.repeat(i % 7)}`,
      ]),
    );
    const { run: runEvent } = await fixture({
      files: docs,
      inputs: { ...DOCS_RUN, 'max-files': '400' },
    });
    const run = await runEvent();
    expect(run.code).toBe(0);
    expect(run.outputs.converted).toBe('400');
    for (const i of [0, 255, 256, 399]) {
      const page = await readFile(
        join(run.outputDir, `docs/part-${i % 4}/doc-${i}.md.html`),
        'utf8',
      );
      expect(page).toContain(`文章 ${i}`);
      expect(page.trimEnd().endsWith('</html>')).toBe(true);
    }
  });

  it('fails the step with the path of a page it could not write', async () => {
    const outputDir = join(await mkdtemp(join(tmpdir(), 'md-platform-out-')), 'html');
    // A folder where the page of docs/b.md must go: the write fails, not the conversion.
    await mkdir(join(outputDir, 'docs', 'b.md.html'), { recursive: true });
    const { run: runEvent } = await fixture({
      files: { 'docs/a.md': '# A\n', 'docs/b.md': '# B\n', 'docs/c.md': '# C\n' },
      inputs: { ...DOCS_RUN, 'output-dir': outputDir },
    });
    const run = await runEvent();
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      `::error::Could not write ${join(outputDir, 'docs', 'b.md.html')}: EISDIR`,
    );
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});
