import { describe, expect, it } from 'vitest';
import { compileGlobs, escapeGlob } from '../../src/core/path-patterns.js';

describe('compileGlobs (the `redraft` input)', () => {
  it('an empty list names no file', () => {
    const redraft = compileGlobs([]);
    expect(redraft('a.md')).toBe(false);
    expect(redraft('docs/.hidden.md')).toBe(false);
  });

  it('reads patterns like the files input: in order, dot files, folders, ./ and a lone !', () => {
    const redraft = compileGlobs(['docs', '!docs/old/**', './docs/old/keep.md']);
    expect(redraft('docs/.hidden.md')).toBe(true);
    expect(redraft('docs/deep/a.md')).toBe(true);
    expect(redraft('docs/old/gone.md')).toBe(false);
    expect(redraft('docs/old/keep.md')).toBe(true);
    // A negation alone selects nothing (minimatch alone would read it as "everything else").
    expect(compileGlobs(['!docs/a.md'])('other.md')).toBe(false);
  });
});

describe('escapeGlob', () => {
  it('keeps a folder named like a glob literal', () => {
    const folder = '/tmp/we[ir]d *dir?';
    const matches = compileGlobs([`${escapeGlob(folder)}/*.md`]);
    expect(matches(`${folder}/a.md`)).toBe(true);
    expect(matches('/tmp/wed xdirx/a.md')).toBe(false);
  });
});
