import { runCli } from '../../src/cli/commands.js';

/** `md-platform …` run in this process: its exit code and what it printed. */
export async function cli(argv: string[], cwd: string, env: NodeJS.ProcessEnv = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, {
    cwd,
    env,
    stdout: (l) => out.push(l),
    stderr: (l) => err.push(l),
  });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}
