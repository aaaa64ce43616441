import { afterEach, describe, expect, it, vi } from 'vitest';
import { actionsLog } from '../../src/action/log.js';

/** What the action writes to stdout while `work` runs. */
function stdoutOf(work: () => void): string {
  const written: string[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    written.push(String(chunk));
    return true;
  });
  try {
    work();
  } finally {
    spy.mockRestore();
  }
  return written.join('');
}

/** A property as the runner reads it back (its unescaping of `file=` and the others). */
const runnerReads = (value: string) =>
  value
    .replace(/%0D/g, '\r')
    .replace(/%0A/g, '\n')
    .replace(/%3A/g, ':')
    .replace(/%2C/g, ',')
    .replace(/%25/g, '%');

afterEach(() => vi.restoreAllMocks());

describe('annotations', () => {
  it.each([
    ['docs/a\nb.md'],
    ['docs/a\r\n::error::x.md'],
    ['docs/one, two: three.md'],
    ['docs/100%0A.md'],
  ])('keep file= for %j, escaped once, on one line', (file) => {
    const out = stdoutOf(() => actionsLog.error('Bad front matter', { file, startLine: 3 }));
    const lines = out.split(/\r?\n/).filter(Boolean);
    expect(lines).toHaveLength(1);
    const match = /^::error file=([^,:]*),line=3::Bad front matter$/.exec(lines[0]);
    expect(match, lines[0]).not.toBeNull();
    expect(runnerReads(match![1])).toBe(file);
  });

  it('still defuses ##[ in a name, so no line holds a legacy command', () => {
    const out = stdoutOf(() => actionsLog.warning('x', { file: 'docs/a ##[error]b.md' }));
    expect(out).not.toContain('##[');
    expect(out).toContain('file=docs/a #\u200B#[error]b.md::x');
  });
});
