#!/usr/bin/env node
import { runCli } from './cli-commands.js';

// The entry of the md-platform bin: the commands live in cli-commands.ts so tests can run them in-process.
const stopSignal = new Promise<void>((done) => {
  process.once('SIGTERM', () => done());
  process.once('SIGINT', () => done());
});
process.exitCode = await runCli(process.argv.slice(2), {
  cwd: process.cwd(),
  env: process.env,
  stdout: (line) => process.stdout.write(`${line}\n`),
  stderr: (line) => process.stderr.write(`${line}\n`),
  stopSignal,
});
