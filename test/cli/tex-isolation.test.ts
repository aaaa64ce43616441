import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeWorkspace } from '../support/action-fixture.js';
import { cli } from '../support/cli-in-process.js';
import { DEFINITIONS, definingDocument } from '../support/tex-definitions.js';

/** One file defining everything (each definition used after it), one only using. */
const DEFINING = DEFINITIONS.map(({ define, use }) => definingDocument(define, use)).join('\n');
const USING = `# B\n\n${DEFINITIONS.map(({ use }) => `Use: $${use}$\n`).join('\n')}`;

describe('md-platform convert: one TeX state per file', () => {
  it('a file reads the same after a file full of definitions as it does alone', async () => {
    const cwd = await makeWorkspace({ 'a.md': DEFINING, 'b.md': USING });
    // b.md alone first: MathJax's own \unicode would remember fonts for the whole process.
    const alone = await cli(['convert', 'b.md', '--out', 'alone'], cwd);
    expect(alone.code, alone.stderr).toBe(0);
    // One at a time, so a.md is converted (and pre-checked) before b.md; then concurrently.
    const after = await cli(
      ['convert', 'a.md', 'b.md', '--out', 'after', '--concurrency', '1'],
      cwd,
    );
    expect(after.code, after.stderr).toBe(0);
    const both = await cli(['convert', 'a.md', 'b.md', '--out', 'both'], cwd);
    expect(both.code, both.stderr).toBe(0);

    const page = (out: string) => readFile(join(cwd, out, 'b.md.html'), 'utf8');
    const expected = await page('alone');
    // The check is real: the uses read otherwise after their definitions, in a.md.
    const undefinedOp = '>$\\op x$</code>';
    expect(expected).toContain(undefinedOp);
    expect(await readFile(join(cwd, 'after', 'a.md.html'), 'utf8')).not.toContain(undefinedOp);
    expect(await page('after')).toBe(expected);
    expect(await page('both')).toBe(expected);
    // The same in the pre-check's findings: b.md's undefined macros are still reported.
    const warnings = (run: { stdout: string }) =>
      run.stdout.split('\n').filter((line) => line.startsWith('b.md:'));
    expect(warnings(alone)).toContain(
      'b.md:3: warning invalid_math: The formula "\\op x" is not valid TeX (Undefined control sequence \\op); it is shown as code.',
    );
    expect(warnings(after)).toEqual(warnings(alone));
    expect(warnings(both)).toEqual(warnings(alone));
  }, 180_000);
});
