import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/commands.js';
import { consoleLog, createProgressLog, type Log } from '../../src/core/log.js';
import { capBytes, neutralize, neutralizeLines } from '../../src/core/neutralize.js';

/** What the runner would take for a command in this text, line by line. */
function commands(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .filter((line) => line.trimStart().startsWith('::') || line.includes('##['));
}

describe('neutralize', () => {
  it('keeps a value on one line and shows its breaks as escapes', () => {
    expect(neutralize('articles/a\n::warning::x.md')).toBe('articles/a\\n::warning::x.md');
    expect(neutralize('a\r\nb\rc\u2028d')).toBe('a\\r\\nb\\rc\\u2028d');
  });

  it('defuses a leading :: (after spaces) and ##[ anywhere, invisibly to a reader', () => {
    for (const hostile of [
      '::error::x',
      '  ::stop-commands::t',
      'a ##[error]b',
      '\n::add-mask::m',
    ]) {
      const safe = neutralize(hostile);
      expect(commands(safe)).toEqual([]);
      expect(safe.replaceAll('\u200B', '')).toBe(hostile.replace('\n', '\\n'));
    }
  });

  it('keeps the writer’s own line breaks in multi-line text, each line defused', () => {
    const text = 'Drafts need `api-key`:\n  api-key: x\n::error::injected\r##[group]y';
    const safe = neutralizeLines(text);
    expect(safe.split('\n')).toHaveLength(4);
    expect(commands(safe)).toEqual([]);
  });

  it('caps the escaped size, counting % as the three bytes @actions/core makes of it', () => {
    expect(capBytes('short', 100)).toBe('short');
    const capped = capBytes('%'.repeat(5000), 3000);
    expect(capped.endsWith(' … (truncated)')).toBe(true);
    const escaped = capped.replaceAll('%', '%25');
    expect(Buffer.byteLength(escaped)).toBeLessThanOrEqual(3000);
    expect(Buffer.byteLength(capBytes('中'.repeat(2000), 3000))).toBeLessThanOrEqual(3000);
  });
});

describe('log writers', () => {
  it('the CLI log writes one defused line per message', () => {
    const lines: string[] = [];
    const log = consoleLog((line) => lines.push(line));
    log.info('[1/1] docs/a\n::warning::x.md: converted');
    log.warning('Unknown theme "v\n::error::x"');
    expect(lines).toEqual([
      '[1/1] docs/a\\n::warning::x.md: converted',
      'warning: Unknown theme "v\\n::error::x"',
    ]);
  });

  it('progress batches go out as one write of one line per file', () => {
    const writes: string[][] = [];
    const log = { infoLines: (batch: string[]) => writes.push(batch) } as unknown as Log;
    const progress = createProgressLog(log, { maxLines: 2 });
    progress.line('[1/3] a.md: converted');
    progress.line('[2/3] b.md: converted');
    progress.line('[3/3] c.md: converted');
    progress.flush();
    expect(writes).toEqual([
      ['[1/3] a.md: converted', '[2/3] b.md: converted'],
      ['[3/3] c.md: converted'],
    ]);
  });
});

describe('the CLI', () => {
  it('prints a hostile file name and front matter on one line each, never as a command', async () => {
    const cwd = await mkdtemp(join(tmpdir(), 'md-cli-names-'));
    await mkdir(join(cwd, 'docs'));
    await writeFile(join(cwd, 'docs', 'a\n::warning::x.md'), '# A\n');
    await writeFile(
      join(cwd, 'docs', 'b ##[error]y.md'),
      '---\ntheme: "v\\n::error::z"\n---\n# B\n',
    );
    const out: string[] = [];
    const code = await runCli(['convert', 'docs', '--out', join(cwd, 'html')], {
      cwd,
      env: {},
      stdout: (line) => out.push(line),
      stderr: (line) => out.push(line),
    });
    expect(code).toBe(1);
    const text = out.join('\n');
    expect(commands(text)).toEqual([]);
    expect(text).toContain('docs/a\\n::warning::x.md -> ');
    expect(text).toMatch(
      /docs\/b #\u200B#\[error\]y\.md:2: error unknown_theme: Front matter `theme` is "v\\n::error::z"/,
    );
  });
});
