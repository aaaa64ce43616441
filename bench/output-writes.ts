/**
 * What writing a run's pages costs: 2,000 pages of 4 KB (a PR of many documents, or the
 * gallery, report and images of a few) through the output folder, which writes with
 * blocking calls (src/report/output-folder.ts).
 *
 * Reference, measured in the same run and interleaved with it: the same files, flags and
 * folder written through `node:fs/promises` (open, writeFile, close on a FileHandle), as
 * the output folder did before. The ratio is the output folder's CPU time over the
 * reference's; below 1 is what the blocking calls save.
 *
 *   npx tsx bench/output-writes.ts [--pages 2000] [--rounds 5]
 */
import { constants, mkdtempSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createOutputFolder } from '../src/report/output-folder.js';
import { cpuMsSince, median } from './support/stats.js';

const WRITE_FLAGS =
  constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | (constants.O_NOFOLLOW ?? 0);

interface Timing {
  wallMs: number;
  cpuMs: number;
}

async function timed(work: () => Promise<void>): Promise<Timing> {
  const cpu = process.cpuUsage();
  const start = performance.now();
  await work();
  return { wallMs: performance.now() - start, cpuMs: cpuMsSince(cpu) };
}

export async function main(argv: string[] = process.argv.slice(2)): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      pages: { type: 'string', default: '2000' },
      rounds: { type: 'string', default: '5' },
    },
  });
  const pages = Number(values.pages);
  const rounds = Number(values.rounds);
  const page = `<!doctype html><p>${'text '.repeat(800)}</p>\n`;
  const names = Array.from({ length: pages }, (_, i) => `docs/d${i % 10}/page-${i}.html`);
  const scratch = mkdtempSync(join(tmpdir(), 'md-platform-writes-'));
  const folder: Timing[] = [];
  const promises: Timing[] = [];
  try {
    for (let round = 0; round < rounds; round++) {
      const ours = createOutputFolder(join(scratch, `folder-${round}`));
      folder.push(
        await timed(async () => {
          for (const name of names) await ours.write(name, page);
        }),
      );
      // The same folders exist already (made by the output folder's round), as in a run.
      const reference = createOutputFolder(join(scratch, `promises-${round}`));
      for (let d = 0; d < 10; d++) await reference.write(`docs/d${d}/.keep`, '');
      promises.push(
        await timed(async () => {
          for (const name of names) {
            const handle = await open(join(reference.root, name), WRITE_FLAGS, 0o644);
            try {
              await handle.writeFile(page);
            } finally {
              await handle.close();
            }
          }
        }),
      );
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  const cpu = median(folder.map((t) => t.cpuMs));
  const refCpu = median(promises.map((t) => t.cpuMs));
  console.log(
    `output-writes: ${pages} pages of ${(page.length / 1024).toFixed(1)} KB, median of ${rounds} interleaved rounds on Node ${process.version}`,
  );
  console.log(
    `  output folder: ${median(folder.map((t) => t.wallMs)).toFixed(0)} ms, ${cpu.toFixed(0)} ms CPU; node:fs/promises: ${median(promises.map((t) => t.wallMs)).toFixed(0)} ms, ${refCpu.toFixed(0)} ms CPU; CPU ratio ${(cpu / refCpu).toFixed(2)}x`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
