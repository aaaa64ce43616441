import { type ChildProcess, spawn } from 'node:child_process';
import { afterEach } from 'vitest';
import { dist } from './dist.js';

export interface ServeProcess {
  /** Where it listens, as it printed it. */
  url: string;
  stdout(): string;
  /** SIGTERM, as a terminal's Ctrl-C or a service manager stops it; resolves with its exit code. */
  stop(): Promise<number | null>;
}

/**
 * The bundled `md-platform serve` as a child process on a free port, for the tests that
 * need the real entry point. Call once per test file: every process it starts is killed
 * after each test.
 */
export function serveProcesses(): (args: string[]) => Promise<ServeProcess> {
  const started: ChildProcess[] = [];
  afterEach(() => {
    for (const child of started.splice(0)) child.kill('SIGKILL');
  });
  return async (args) => {
    const serve = spawn(
      process.execPath,
      [dist('cli', 'index.js'), 'serve', '--port', '0', ...args],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    started.push(serve);
    let stdout = '';
    const url = await new Promise<string>((done, fail) => {
      serve.stdout.on('data', (chunk) => {
        stdout += chunk;
        const match = /listening on (\S+)/.exec(stdout);
        if (match) done(match[1]);
      });
      serve.on('exit', () => fail(new Error(`serve exited: ${stdout}`)));
    });
    const stop = () => {
      const exited = new Promise<number | null>((done) => serve.on('exit', (code) => done(code)));
      serve.kill('SIGTERM');
      return exited;
    };
    return { url, stdout: () => stdout, stop };
  };
}
