/**
 * One pass of the local engine over every Markdown file of a folder, in a process of its
 * own: the engine's conversion time under the conditions the action meets (a fresh
 * process, nothing compiled yet, its own heap). Reading the files is not timed.
 * Prints `{"ms": <conversion time>, "documents": <count>}`.
 *
 *   node --import tsx bench/support/engine-pass.ts <folder>
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createLocalEngine } from '../../src/engine/local/index.js';
import { splitFrontMatter } from '../../src/markdown/front-matter.js';

const convertLocal = createLocalEngine().convertSync;

/** Milliseconds the engine takes to convert each body once. */
export function timeConversions(bodies: string[]): number {
  const start = performance.now();
  for (const markdown of bodies) {
    try {
      convertLocal({ markdown });
    } catch {
      // The action reports such a file as failed; the pass spends the same time on it.
    }
  }
  return performance.now() - start;
}

function markdownFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => join(folder, name));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const bodies = markdownFiles(process.argv[2]).map(
    (file) => splitFrontMatter(readFileSync(file, 'utf8')).body,
  );
  console.log(JSON.stringify({ ms: timeConversions(bodies), documents: bodies.length }));
}
