/**
 * `npm test`: the type-check and the tests (both vitest projects) side by side. The
 * end-to-end tests spend much of their time waiting on child processes and loopback
 * servers, and the type-check fills that time instead of running before them. The tests'
 * output streams as they run; the type-check's is printed when both are done. Arguments
 * go to vitest (`npm test -- test/cli`). Exits non-zero when either fails.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
// The packages' own command files: their exports do not list them.
const tsc = join(dirname(require.resolve('typescript/package.json')), 'bin', 'tsc');
const vitest = join(dirname(require.resolve('vitest/package.json')), 'vitest.mjs');

/** Runs node `args`; resolves with its exit code and, when `quiet`, what it printed. */
function node(args, quiet) {
  return new Promise((done) => {
    const child = spawn(process.execPath, args, {
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    if (quiet) {
      child.stdout.on('data', (chunk) => {
        output += chunk;
      });
      child.stderr.on('data', (chunk) => {
        output += chunk;
      });
    }
    child.on('error', (error) => done({ code: 1, output: `${error.message}\n` }));
    child.on('close', (code, signal) => done({ code: code ?? (signal ? 1 : 0), output }));
  });
}

const [types, tests] = await Promise.all([
  // TypeScript 7, the compiler in native code: 5 s of CPU where 5.9 took 33
  // (docs/decisions/006-typescript-7.md). In one thread: beside the tests the cores are
  // busy, and its parallel checkers took 7.5 s of CPU for the same 4 s of wall time.
  node([tsc, '-p', 'tsconfig.json', '--noEmit', '--singleThreaded'], true),
  node([vitest, 'run', ...process.argv.slice(2)], false),
]);
if (types.code === 0) console.log('Type-check: no errors.');
else process.stdout.write(`Type-check failed:\n${types.output}`);
process.exitCode = types.code || tests.code;
