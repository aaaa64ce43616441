import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dispatchDocs, makeWorkspace } from '../support/action-fixture.js';
import { startGitHubEmulator } from '../support/github-emulator.js';
import { DEFINITIONS, definingDocument } from '../support/tex-definitions.js';

const DEFINING = DEFINITIONS.map(({ define, use }) => definingDocument(define, use)).join('\n');
const USING = `# B\n\n${DEFINITIONS.map(({ use }) => `Use: $${use}$\n`).join('\n')}`;

describe('the action: one TeX state per document', () => {
  it('a document reads the same after one full of definitions as it does alone', async () => {
    const gh = await startGitHubEmulator({});
    try {
      const alone = await dispatchDocs(await makeWorkspace({ 'docs/b.md': USING }), gh.url, {
        inputs: { concurrency: '1' },
      });
      expect(alone.code, alone.stderr).toBe(0);
      // docs/a.md is converted (and pre-checked) before docs/b.md.
      const after = await dispatchDocs(
        await makeWorkspace({ 'docs/a.md': DEFINING, 'docs/b.md': USING }),
        gh.url,
        { inputs: { concurrency: '1' } },
      );
      expect(after.code, after.stderr).toBe(0);
      const page = (run: { outputDir: string }) =>
        readFile(join(run.outputDir, 'docs', 'b.md.html'), 'utf8');
      const expected = await page(alone);
      expect(expected).toContain('>$\\op x$</code>');
      expect(await page(after)).toBe(expected);
      const report = async (run: { outputDir: string }) =>
        JSON.parse(await readFile(join(run.outputDir, 'report.json'), 'utf8'));
      const findingsOfB = (json: { files: { path: string; findings: unknown[] }[] }) =>
        json.files.find((file) => file.path === 'docs/b.md')?.findings;
      const findings = findingsOfB(await report(alone));
      // b.md's undefined macros are still reported after a.md defined them.
      expect(JSON.stringify(findings)).toContain('Undefined control sequence \\\\op');
      expect(findingsOfB(await report(after))).toEqual(findings);
    } finally {
      await gh.close();
    }
  }, 240_000);
});
