import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalEngine } from '../../src/engine/local/index.js';
import { splitFrontMatter } from '../../src/markdown/front-matter.js';
import { THEME_SAMPLE } from '../support/theme-sample.js';
import { changesByTheme, editorChanges } from './editor-filter.js';

/**
 * The platform's editor (modelled in editor-filter.ts) must change nothing that shows
 * in the engine's output: no collapsed code indentation, no clickable outside link, no
 * anchor, no stripped style, no native list marker. Run on the shipped examples in one
 * theme of every family; editor-filter.corpus.test.ts runs real READMEs of the bench
 * corpus the same way.
 */
const THEMES = THEME_SAMPLE;
const root = join(import.meta.dirname, '../..');
const read = (path: string) => splitFrontMatter(readFileSync(path, 'utf8')).body;
const examples = readdirSync(join(root, 'examples'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => ({ name, markdown: read(join(root, 'examples', name)) }));
let inExamples: Map<string, string[]> | undefined;
const changesInExamples = () => {
  inExamples ??= changesByTheme(createLocalEngine(), examples, THEMES);
  return inExamples;
};

describe('the editor changes nothing that shows', () => {
  it('the model finds what it should (tabs in code, outside links, anchors, classes, lists)', () => {
    expect(
      editorChanges(
        '<pre><code style="white-space:nowrap">\tx</code></pre><a href="https://a.example">a</a><a href="#x">x</a><p class="c" style="position:relative;--v:1">t</p><ul><li>i</li></ul>',
      ),
    ).toEqual([
      'collapses whitespace in "\\tx"',
      'unlinks "https://a.example"',
      'unlinks "#x"',
      'strips class on <p>',
      'drops position on <p>',
      'drops custom property --v',
      'adds markers to <ul>',
    ]);
  });

  it.each(THEMES)('in the shipped examples, theme %s', (theme) => {
    expect(examples.length).toBeGreaterThanOrEqual(6);
    expect(changesInExamples().get(theme)).toEqual([]);
  });
});
