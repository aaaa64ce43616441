import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalEngine } from '../../src/engine/local/index.js';
import { splitFrontMatter } from '../../src/markdown/front-matter.js';
import { THEME_SAMPLE } from '../support/theme-sample.js';
import { editorChanges } from './editor-filter.js';

/**
 * The platform's editor (modelled in editor-filter.ts) must change nothing that shows
 * in the engine's output: no collapsed code indentation, no clickable outside link, no
 * anchor, no stripped style, no native list marker. Run on the shipped examples and a
 * fixed sample of the bench corpus's real READMEs, in one theme of every family.
 */
const THEMES = THEME_SAMPLE;
const root = join(import.meta.dirname, '../..');
const read = (path: string) => splitFrontMatter(readFileSync(path, 'utf8')).body;
const examples = readdirSync(join(root, 'examples'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => ({ name, markdown: read(join(root, 'examples', name)) }));
// Every 12th README: about 45 documents, raw HTML and all, in a few seconds per theme.
const corpus = readdirSync(join(root, 'bench/corpus'))
  .filter((name) => name.endsWith('.md'))
  .sort()
  .filter((_name, i) => i % 12 === 0)
  .map((name) => ({ name, markdown: read(join(root, 'bench/corpus', name)) }));
const engine = createLocalEngine();

type Doc = { name: string; markdown: string };
/**
 * Each document parsed once and drawn in every theme, as a run draws its gallery's
 * variants (themes.test.ts holds each variant to what converting in that theme gives);
 * the document is also converted once, so what the engine refuses is not restyled.
 */
const drawn = new Map<Doc[], string[][]>();
function pages(docs: Doc[]): string[][] {
  let found = drawn.get(docs);
  if (!found) {
    found = docs.map(({ markdown }) => {
      engine.convertSync({ markdown });
      return engine.restyle(
        { markdown },
        THEMES.map((theme) => ({ theme, fontSize: 'medium' })),
      );
    });
    drawn.set(docs, found);
  }
  return found;
}

function changesIn(docs: Doc[], theme: string): string[] {
  const found: string[] = [];
  const look = THEMES.indexOf(theme);
  for (const [i, { name }] of docs.entries()) {
    const html = pages(docs)[i][look];
    for (const change of new Set(editorChanges(html))) found.push(`${name} (${theme}): ${change}`);
  }
  return found;
}

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
    expect(changesIn(examples, theme)).toEqual([]);
  });

  it.each(THEMES)('in real READMEs of the bench corpus, theme %s', (theme) => {
    expect(corpus.length).toBeGreaterThan(40);
    expect(changesIn(corpus, theme)).toEqual([]);
  });
});
