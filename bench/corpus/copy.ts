/**
 * Rebuilds the engine benchmark corpus from the READMEs and docs shipped in
 * node_modules: real-world Markdown, fixed once and committed so every run
 * measures the same bytes. Run: npx tsx bench/corpus/copy.ts
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { checkModules } from '../../src/engine/local/render/module-lint.js';
import { precheck } from '../../src/markdown/precheck.js';

const ROOT = join(import.meta.dirname, '..', '..');
const OUT = import.meta.dirname;
const MAX_TOTAL = 4 * 1024 * 1024;
const MIN_SIZE = 1024;

function* markdownFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* markdownFiles(path);
    else if (entry.isFile() && /\.(md|markdown)$/i.test(entry.name)) yield path;
  }
}

for (const name of readdirSync(OUT)) if (name.endsWith('.md')) rmSync(join(OUT, name));

const seen = new Set<string>();
const files = [...markdownFiles(join(ROOT, 'node_modules'))].sort();
let total = 0;
let count = 0;
for (const path of files) {
  if (statSync(path).size < MIN_SIZE) continue;
  const text = readFileSync(path, 'utf8');
  const hash = createHash('sha256').update(text).digest('hex');
  if (seen.has(hash)) continue;
  // Only documents the service would accept: the benchmark measures conversions, not refusals.
  const refused =
    precheck({ markdown: text }).length > 0 ||
    checkModules(text).some((finding) => finding.severity === 'error');
  if (refused || total + text.length > MAX_TOTAL) continue;
  seen.add(hash);
  const name = relative(join(ROOT, 'node_modules'), path).replace(/[^\w.-]+/g, '__');
  writeFileSync(join(OUT, name), text);
  total += text.length;
  count++;
}
console.log(`${count} documents, ${(total / 1024 / 1024).toFixed(2)} MB in ${OUT}`);
