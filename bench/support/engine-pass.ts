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
import { convertLocal } from '../../src/engine/local/index.js';
import { splitFrontMatter } from '../../src/markdown/front-matter.js';

function markdownFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => join(folder, name));
}

const bodies = markdownFiles(process.argv[2]).map(
  (file) => splitFrontMatter(readFileSync(file, 'utf8')).body,
);
const start = performance.now();
for (const markdown of bodies) {
  try {
    convertLocal({ markdown });
  } catch {
    // The action reports such a file as failed; the pass spends the same time on it.
  }
}
const ms = performance.now() - start;
console.log(JSON.stringify({ ms, documents: bodies.length }));
