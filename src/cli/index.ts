#!/usr/bin/env node
import { fileURLToPath } from 'node:url';
import { exitPromptly } from '../core/exit-promptly.js';
import { neutralizeLines } from '../core/neutralize.js';
import { isConvertWorker, runConvertWorker } from '../engine/local/threads/convert-worker.js';
import { runCli } from './commands.js';

// The entry of the md-platform bin: the commands live in cli-commands.ts so tests can run them in-process.
// `serve`'s conversion threads start from this same file (engine/local/worker-pool.ts).
if (isConvertWorker()) {
  await runConvertWorker();
} else {
  exitPromptly();
  const stopSignal = new Promise<void>((done) => {
    process.once('SIGTERM', () => done());
    process.once('SIGINT', () => done());
  });
  process.exitCode = await runCli(process.argv.slice(2), {
    cwd: process.cwd(),
    env: process.env,
    // The CLI runs in workflows too: what it prints must not be read as workflow commands.
    stdout: (line) => process.stdout.write(`${neutralizeLines(line)}\n`),
    stderr: (line) => process.stderr.write(`${neutralizeLines(line)}\n`),
    stopSignal,
    workerEntry: fileURLToPath(import.meta.url),
  });
}
