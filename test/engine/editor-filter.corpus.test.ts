import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalEngine } from '../../src/engine/local/index.js';
import { splitFrontMatter } from '../../src/markdown/front-matter.js';
import { THEME_SAMPLE } from '../support/theme-sample.js';
import { changesByTheme } from './editor-filter.js';

/**
 * editor-filter.test.ts on real READMEs: a fixed sample of the bench corpus, raw HTML and
 * all, in one theme of every family. Some 900 pages, so it runs with the e2e project
 * (`*.corpus.test.ts`, vitest.config.ts), not in the unit loop.
 */
const THEMES = THEME_SAMPLE;
const root = join(import.meta.dirname, '../..');
const read = (path: string) => splitFrontMatter(readFileSync(path, 'utf8')).body;
// Every 12th README: about 45 documents.
const corpus = readdirSync(join(root, 'bench/corpus'))
  .filter((name) => name.endsWith('.md'))
  .sort()
  .filter((_name, i) => i % 12 === 0)
  .map((name) => ({ name, markdown: read(join(root, 'bench/corpus', name)) }));
let inCorpus: Map<string, string[]> | undefined;
const changesInCorpus = () => {
  inCorpus ??= changesByTheme(createLocalEngine(), corpus, THEMES);
  return inCorpus;
};

describe('the editor changes nothing that shows', () => {
  it.each(THEMES)('in real READMEs of the bench corpus, theme %s', (theme) => {
    expect(corpus.length).toBeGreaterThan(40);
    expect(changesInCorpus().get(theme)).toEqual([]);
  });
});
