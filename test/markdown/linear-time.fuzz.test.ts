/**
 * An analysis of tens of seconds, so it runs with the e2e project (`*.fuzz.test.ts`,
 * vitest.config.ts), not in the unit loop.
 *
 * Nothing that reads a pull request's text before the limits may take more than linear
 * time on any input: the pre-check, the readers (src/markdown), front matter and the
 * renderer's own patterns. Two deterministic measures, never the clock:
 * - every regular expression literal in those modules is classified by recheck, a ReDoS
 *   checker (automata and a seeded fuzzer), as safe: no input makes it polynomial;
 * - fast-check feeds each module documents made of adversarial repetitions while V8
 *   counts backtracks (test/support/backtrack-child.ts): no single match may backtrack more
 *   than a few times per character of input.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { checkSync } from 'recheck';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodes, parseModule } from '../support/syntax-tree.js';

const root = join(import.meta.dirname, '../..');

const MODULES = [
  'src/markdown/front-matter.ts',
  'src/markdown/front-matter-split.ts',
  'src/markdown/simple-yaml.ts',
  'src/markdown/images.ts',
  'src/markdown/limits.ts',
  'src/markdown/precheck.ts',
  'src/markdown/reader-text.ts',
  'src/markdown/readiness.ts',
  'src/markdown/stats.ts',
  'src/markdown/read-document.ts',
  'src/markdown/yaml-hint.ts',
  'src/server/sandbox.ts',
  'src/engine/local/render/alerts.ts',
  'src/engine/local/render/highlight.ts',
  'src/engine/local/render/links.ts',
  'src/engine/local/render/raw-tags.ts',
  'src/engine/local/render/renderer.ts',
  'src/engine/local/render/rules.ts',
  'src/engine/local/render/syntax.ts',
  'src/engine/local/render/tokens.ts',
  'src/engine/local/render/module-lint.ts',
  'src/engine/local/render/modules-render.ts',
  'src/engine/local/render/modules-rows.ts',
  'src/engine/local/render/modules-text.ts',
  'src/engine/local/syntax/module-syntax.ts',
  'src/engine/local/syntax/modules.ts',
  'src/engine/local/figures/math-syntax.ts',
  'src/engine/local/figures/rich-check.ts',
  'src/engine/local/figures/rich-precheck.ts',
  'src/engine/local/figures/diagram-limits.ts',
  'src/engine/local/figures/mermaid.ts',
  'src/engine/local/figures/mermaid-validate.ts',
  'src/engine/local/figures/mermaid-check.ts',
  'src/engine/local/figures/math-unicode.ts',
  'src/engine/local/figures/rich.ts',
  'src/engine/local/figures/svg-safe.ts',
];

/** The regular-expression literals of a module, as written (`/…/flags`), from its syntax tree. */
function regexLiterals(file: string): string[] {
  const tree = parseModule(file, readFileSync(join(root, file), 'utf8'));
  return [...nodes(tree)]
    .filter((node) => node.type === 'Literal' && node.regex)
    .map((node) => node.raw);
}

/**
 * Seeded, and bounded by characters read rather than milliseconds: with recheck's default
 * time limits a fuzzed match that merely ran slowly on a loaded machine counted as an
 * attack, and a linear pattern was reported polynomial. The verdicts depend on the
 * pattern only.
 */
const RECHECK = {
  timeout: 600_000,
  randomSeed: 33,
  attackTimeout: null,
  incubationTimeout: null,
  seedingTimeout: null,
} as const;

/**
 * Patterns found safe by this version of recheck with these settings, kept under
 * node_modules between runs: the verdict depends on the pattern only, so a re-run analyses
 * only new or changed patterns (a fresh install starts from nothing). Anything but "safe"
 * is analysed every time.
 */
const SAFE_CACHE = join(root, 'node_modules/.cache/md-platform/recheck-safe.json');
const RECHECK_VERSION: string = createRequire(import.meta.url)('recheck/package.json').version;
const cacheKey = (literal: string) => JSON.stringify([RECHECK_VERSION, RECHECK, literal]);

function readSafe(): Set<string> {
  try {
    return new Set(JSON.parse(readFileSync(SAFE_CACHE, 'utf8')) as string[]);
  } catch {
    return new Set();
  }
}

describe('regular expressions of the readers, the pre-check and the renderer', () => {
  const safe = readSafe();
  afterAll(() => {
    mkdirSync(join(SAFE_CACHE, '..'), { recursive: true });
    writeFileSync(SAFE_CACHE, JSON.stringify([...safe]));
  });

  it.each(MODULES)(
    '%s: each one is linear on every input (recheck)',
    (file) => {
      const verdicts = regexLiterals(file).map((literal) => {
        if (safe.has(cacheKey(literal))) return `${literal} safe`;
        const slash = literal.lastIndexOf('/');
        const result = checkSync(literal.slice(1, slash), literal.slice(slash + 1), RECHECK);
        if (result.status === 'safe') safe.add(cacheKey(literal));
        return `${literal} ${result.status}${result.status === 'vulnerable' ? ` (${result.complexity.type}; attack: ${result.attack.pattern.slice(0, 80)})` : ''}`;
      });
      expect(verdicts.filter((v) => !/ safe$/.test(v))).toEqual([]);
    },
    300_000,
  );

  it('the checker itself finds the quadratic pattern the pre-check used to have', () => {
    const result = checkSync(String.raw`!\[(?:[^\]\\]|\\.)*\]\s*[([]`, 'g', RECHECK);
    expect(result.status).toBe('vulnerable');
  }, 120_000);
});

/**
 * The child, bundled once: it then starts as plain node in half a second instead of
 * compiling the source again, and one child runs every module (eight starts were a third
 * of the file's time). Its code is the source's, as tsx would run it (both strip the
 * types with esbuild).
 */
function bundledChild(): { file: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'md-platform-backtrack-'));
  return {
    file: join(dir, 'child.mjs'),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * Runs the child for `modules`, in turn, under V8's backtrack counter: the lines V8 printed
 * (each names the pattern that backtracked), the modules the child finished, and its exit.
 */
function backtrackTrace(
  child: string,
  modules: readonly string[],
): { trace: string[]; checked: string[]; status: number | null; out: string } {
  const run = spawnSync(
    process.execPath,
    [
      '--enable-experimental-regexp-engine-on-excessive-backtracks',
      // 20,000 characters of input: a linear match backtracks a few times per character,
      // a quadratic one about 10^8 times.
      '--regexp-backtracks-before-fallback=200000',
      '--trace-experimental-regexp-engine',
      child,
      ...modules,
    ],
    { cwd: root, encoding: 'utf8', timeout: 600_000, maxBuffer: 64 * 1024 * 1024 },
  );
  const lines = `${run.stdout}\n${run.stderr}`.split('\n');
  return {
    trace: lines.filter((line) => line.includes('Experimental execution')),
    checked: lines.flatMap((line) => /^checked (\S+)$/.exec(line)?.[1] ?? []),
    status: run.status,
    out: lines.join('\n').slice(-2000),
  };
}

describe('adversarial repetitions (fast-check) under V8’s backtrack counter', () => {
  const child = bundledChild();
  beforeAll(async () => {
    await build({
      absWorkingDir: root,
      entryPoints: ['test/support/backtrack-child.ts'],
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile: child.file,
      // The CommonJS parts of the libraries call require(); an ES module has none of its own.
      banner: {
        js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
      },
      logLevel: 'error',
    });
  }, 120_000);
  afterAll(() => child.remove());

  it('the counter sees a quadratic pattern', () => {
    expect(backtrackTrace(child.file, ['canary']).trace.length).toBeGreaterThan(0);
  }, 120_000);

  const modules = [
    'precheck',
    'images',
    'reader-text',
    'front-matter',
    'readiness',
    'modules',
    'renderer',
  ];
  it(`${modules.join(', ')}: each backtracks a bounded number of times per character`, () => {
    const { trace, checked, status, out } = backtrackTrace(child.file, modules);
    expect(status, out).toBe(0);
    expect(checked).toEqual(modules);
    expect(trace).toEqual([]);
  }, 600_000);
});
