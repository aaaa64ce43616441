import { describe, expect, it } from 'vitest';
import { ARTICLE, makeWorkspace } from '../support/action-fixture.js';
import { cli } from '../support/cli-in-process.js';

describe('a mistyped command or flag', () => {
  it.each([
    ['convrt', 'convert'],
    ['previwe', 'preview'],
    ['theme', 'themes'],
    ['servr', 'serve'],
  ])('%s: names the command that was meant, exit 2', async (typed, meant) => {
    const run = await cli([typed, 'a.md'], '.');
    expect(run).toEqual({
      code: 2,
      stdout: '',
      stderr: `md-platform: unknown command "${typed}" (did you mean "${meant}"?). Run md-platform --help for the commands.`,
    });
  });

  it('help with a mistyped command names the one meant', async () => {
    const run = await cli(['help', 'chek'], '.');
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      'md-platform help: unknown command "chek" (did you mean "check"?). Run md-platform --help for the commands.',
    );
  });

  it('a word far from every command gets no guess', async () => {
    const run = await cli(['publish', 'a.md'], '.');
    expect(run.stderr).toBe(
      'md-platform: unknown command "publish". Run md-platform --help for the commands.',
    );
  });

  it.each([
    [['convert', 'a.md', '--them', 'apple'], 'convert', '--them', 'theme'],
    [['preview', 'a.md', '--font-sise', 'large'], 'preview', '--font-sise', 'font-size'],
    [['convert', 'a.md', '--engin', 'local'], 'convert', '--engin', 'engine'],
    [['serve', '--prot', '8080'], 'serve', '--prot', 'port'],
    [['validate', '--api-ulr', 'https://x.test'], 'validate', '--api-ulr', 'api-url'],
  ])('%j: names the flag that was meant, exit 2', async (argv, command, typed, meant) => {
    const cwd = await makeWorkspace({ 'a.md': ARTICLE });
    const run = await cli(argv, cwd);
    expect(run).toEqual({
      code: 2,
      stdout: '',
      stderr: `md-platform ${command}: unknown option ${typed} (did you mean --${meant}?). Run md-platform ${command} --help for its options.`,
    });
  });

  it('a flag this command does not have, and nothing close, gets no guess', async () => {
    const cwd = await makeWorkspace({ 'a.md': ARTICLE });
    const run = await cli(['check', 'a.md', '--out', 'x'], cwd);
    expect(run.stderr).toBe(
      'md-platform check: unknown option --out. Run md-platform check --help for its options.',
    );
  });
});
