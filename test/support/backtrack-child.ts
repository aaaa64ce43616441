/**
 * Run by test/markdown/linear-time.fuzz.test.ts in a node started with V8's backtrack counter
 * (`--regexp-backtracks-before-fallback=N --trace-experimental-regexp-engine`): V8 prints
 * "Experimental execution" for any one regular expression match that backtracks more than
 * N times. fast-check builds documents from adversarial repetitions, and each module's
 * entry point reads them; the parent asserts that V8 printed nothing.
 *
 * argv[2…]: the modules to exercise, in turn, or `canary` (a pattern known to backtrack
 * quadratically, so the parent can see the counter work). V8's line names the pattern.
 */
import fc from 'fast-check';
import { createLocalEngine } from '../../src/engine/local/index.js';
import { checkModules } from '../../src/engine/local/render/module-lint.js';
import { balanceTags } from '../../src/engine/local/render/raw-tags.js';
import { splitFrontMatter } from '../../src/markdown/front-matter.js';
import { findImages } from '../../src/markdown/images.js';
import { precheck } from '../../src/markdown/precheck.js';
import { feedCard, firstHeading, plainText } from '../../src/markdown/reader-text.js';
import { checkReadiness } from '../../src/markdown/readiness.js';

/** Pieces that open a match and may never close it: what makes a pattern rescan. */
const UNITS = [
  '![',
  '[',
  ']',
  '(',
  ')',
  '<',
  '>',
  '<img ',
  '<a ',
  'src=',
  '"',
  "'",
  '`',
  '```x\n',
  '~~~\n',
  ':::a\n',
  ':::\n',
  '$',
  '$$',
  '\\',
  ' ',
  '\t',
  '\n',
  '# ',
  '#',
  '*',
  '_',
  '~~',
  '|',
  '&',
  'http://',
  '- ',
  '1. ',
  '> ',
  'title:',
  '\r',
  'a',
];

export const SIZE = 20_000;

const doc = fc
  .tuple(
    fc.array(fc.constantFrom(...UNITS), { minLength: 1, maxLength: 4 }),
    fc.constantFrom(...UNITS),
  )
  .map(([unit, tail]) => {
    const piece = unit.join('');
    return piece.repeat(Math.ceil(SIZE / piece.length)).slice(0, SIZE) + tail;
  });

const engine = createLocalEngine();
const MODULES: Record<string, (text: string) => unknown> = {
  precheck: (text) => precheck({ markdown: text }),
  images: (text) => findImages(text),
  'reader-text': (text) => [
    firstHeading(`# ${text}`),
    plainText(text, 1e9),
    feedCard({ path: 'a.md', frontMatter: {}, body: text }),
  ],
  'front-matter': (text) => {
    try {
      splitFrontMatter(`---\n${text.slice(0, 60_000)}\n---\nbody`);
    } catch {
      // Refused front matter is a finding; only the work done matters here.
    }
  },
  readiness: (text) =>
    checkReadiness(
      { path: 'a.md', frontMatter: {}, body: text, bodyLineOffset: 0 },
      { workspace: '/nowhere', draftType: 'article', drafts: true },
    ),
  modules: (text) => checkModules(text),
  renderer: (text) => {
    balanceTags(text, []);
    try {
      engine.convertSync({ markdown: text });
    } catch {
      // A refused document did its work already.
    }
  },
  // The pattern the pre-check had: each `![` rescanned the rest of the line.
  canary: () => /!\[(?:[^\]\\]|\\.)*\]\s*[([]/g.exec('!['.repeat(SIZE / 2)),
};

// One process for every module named: a child's start is most of a small module's time.
for (const name of process.argv.slice(2)) {
  const run = MODULES[name];
  if (!run) throw new Error(`unknown module ${name}`);
  await fc.assert(
    fc.asyncProperty(doc, async (text) => {
      await run(text);
    }),
    { numRuns: name === 'canary' ? 1 : 40, seed: 33 },
  );
  console.log(`checked ${name}`);
}
