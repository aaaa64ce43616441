/**
 * What the redactor costs on what a run writes: every page, the gallery and report.json
 * pass through it before they reach the output folder, the artifact or a log, so a
 * pull request's preview of a few documents is megabytes of HTML scanned for credentials
 * (src/core/secrets.ts).
 *
 * Reference, measured in the same run and interleaved with it: the least any redactor
 * does, one regular expression of the four credentials written plainly. The ratio is the
 * redactor's CPU time over the reference's; above 1 is the encoded forms (URL, JSON,
 * base64) and the user part of URLs. A second figure is a new redactor's first texts,
 * where compiling its patterns is most of the cost.
 *
 *   npx tsx bench/redact.ts [--rounds 9]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createRedactor } from '../src/core/secrets.js';
import { createLocalEngine } from '../src/engine/local/index.js';
import { cpuOf, median } from './support/stats.js';

/** As a run of the action holds them: the service key, the platform app, the GitHub token. */
const SECRETS = [
  'wme_live_3f9a8c7d6e5b4a3f2e1d',
  'wx8a7b6c5d4e3f2a1b',
  'c0ffee1234567890abcdef1234567890',
  'ghs_16C7e42F292c6912E7710c838347Ae178B4a',
];

export async function main(argv: string[] = process.argv.slice(2)): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: { rounds: { type: 'string', default: '9' } },
  });
  const rounds = Number(values.rounds);
  const examples = resolve(import.meta.dirname, '..', 'examples');
  const engine = createLocalEngine();
  // The examples' pages in every theme: about what a preview of a few documents writes.
  const pages: string[] = [];
  for (const name of readdirSync(examples)
    .filter((n) => n.endsWith('.md'))
    .sort()) {
    const markdown = readFileSync(join(examples, name), 'utf8');
    for (const theme of ['default', 'chinese', 'nyt-classic', 'bauhaus-primary'])
      pages.push((await engine.convert({ markdown, theme })).html);
  }
  const bytes = pages.reduce((n, page) => n + page.length, 0);
  const redact = createRedactor(SECRETS);
  const plain = new RegExp(SECRETS.join('|'), 'g');
  const ours: number[] = [];
  const reference: number[] = [];
  // Both keep what they made: an answer nobody reads could be skipped.
  let kept = 0;
  for (let round = 0; round < rounds; round++) {
    ours.push(
      cpuOf(() => {
        for (const page of pages) kept += redact(page).length;
      }),
    );
    reference.push(
      cpuOf(() => {
        for (const page of pages) kept += page.replace(plain, '***').length;
      }),
    );
  }
  if (kept !== 2 * rounds * bytes) throw new Error('a page of the examples held a credential');
  // A run's first texts, through a redactor made for the run: its log lines and one answer of
  // the service, JSON with the article's quotes escaped. Each round has credentials of its
  // own, since V8 keeps a compiled pattern for the same source.
  const answer = JSON.stringify({ code: 0, msg: 'success', data: { html: pages[0] } });
  const lines = Array.from({ length: 60 }, (_, i) => `Converted docs/post-${i}.md (${i} ms)`);
  const cold: number[] = [];
  const coldReference: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const own = SECRETS.map((secret) => `${secret}${round}`);
    cold.push(
      cpuOf(() => {
        const fresh = createRedactor(own);
        for (const text of [...lines, answer]) kept += fresh(text).length;
      }),
    );
    coldReference.push(
      cpuOf(() => {
        const fresh = new RegExp(own.join('|'), 'g');
        for (const text of [...lines, answer]) kept += text.replace(fresh, '***').length;
      }),
    );
  }
  const cpu = median(ours);
  const ref = median(reference);
  console.log(
    `redact: ${pages.length} pages, ${(bytes / 1024 / 1024).toFixed(1)} MB, median CPU of ${rounds} interleaved rounds on Node ${process.version}`,
  );
  console.log(
    `  redactor: ${cpu.toFixed(1)} ms (${((cpu * 1000) / (bytes / 1024)).toFixed(1)} µs a KB); the four credentials written plainly: ${ref.toFixed(1)} ms; CPU ratio ${(cpu / ref).toFixed(2)}x`,
  );
  const first = median(cold);
  const firstRef = median(coldReference);
  console.log(
    `  a new redactor on a run's first 60 log lines and a service answer: ${first.toFixed(1)} ms; the plain pattern: ${firstRef.toFixed(1)} ms; CPU ratio ${(first / firstRef).toFixed(2)}x`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
