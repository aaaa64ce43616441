import { describe, expect, it } from 'vitest';
import { THEME_IDS } from '../../src/core/types.js';
import { checkModules, createLocalEngine } from '../../src/engine/local/index.js';
import { editorChanges } from './editor-filter.js';
import { all, forbiddenIn, type Node, parse } from './html.js';
import { MODULES_SAMPLE, SAMPLE_MODULES } from './module-sample.js';

const engine = createLocalEngine();
const render = (theme: string) =>
  parse(engine.convertSync({ markdown: MODULES_SAMPLE, theme }).html);
const texts = (node: Node, tag = 'p') => all(node, tag).map((n) => n.text);

describe('the modules the local engine draws', () => {
  it('are all known, closed and free of findings', () => {
    expect(checkModules(MODULES_SAMPLE)).toEqual([]);
  });

  it.each(THEME_IDS)(
    'in %s: one block per module, nothing the editor strips or changes',
    (theme) => {
      const html = engine.convertSync({ markdown: MODULES_SAMPLE, theme }).html;
      expect(forbiddenIn(html)).toEqual([]);
      expect(editorChanges(html)).toEqual([]);
      expect(html).not.toContain(':::');
      expect(parse(html).children).toHaveLength(SAMPLE_MODULES.length);
    },
  );

  it('draws each callout kind in its own colour, the kind named by the opener', () => {
    const root = render('default');
    const borders = root.children.slice(0, 4).map((c) => c.style['border-left']);
    expect(new Set(borders).size).toBe(4);
    expect(root.children.slice(0, 4).map((c) => c.children[0].children[0].text)).toEqual([
      'ⓘ',
      '⚠',
      '✓',
      '✕',
    ]);
    expect(root.children[1].text).toContain('Most articles fail in the first three seconds.');
  });

  it('draws the rows of steps, timeline, compare, metrics, faq and checklist', () => {
    const [steps, timeline, compare, metrics, , faq, checklist] =
      render('focus-green').children.slice(4);
    expect(texts(steps)).toEqual([
      'Ship it',
      '01Find',
      'list the modules',
      '02Check',
      'read the fields',
      '03Write',
      'paste the syntax into the article',
    ]);
    expect(texts(timeline)).toEqual([
      'History',
      '2023.01',
      'First release',
      'plain Markdown only',
      '2025.01',
      'Layout catalogue',
      'modules documented',
    ]);
    // The dimension, then the two sides side by side; `accent` styles the second side.
    const rows = compare.children.slice(1);
    expect(rows.map((r) => r.children[0].text)).toEqual(['Open rate', 'Time per article']);
    const [oldSide, newSide] = rows[0].children[1].children;
    expect([oldSide.text, newSide.text]).toEqual(['old layout 3.2%', 'modular layout 8.7%']);
    expect(newSide.style.background).toBeDefined();
    expect(oldSide.style.background).toBeUndefined();
    expect(newSide.style.width).toBe('48%');
    const cells = metrics.children[1].children;
    expect(cells.map((c) => texts(c))).toEqual([
      ['23%', 'Paid conversion', 'up 8 points'],
      ['4.2 min', 'Reading time', '1.8x the average'],
    ]);
    expect(texts(faq)).toEqual([
      'Questions',
      'QDoes every theme draw modules?',
      'AYes, all 48.',
      'QDo I need a designer?',
      'ANo, fill in the fields.',
    ]);
    expect(texts(checklist)).toEqual([
      'Before publishing',
      '☑Validate the layout',
      '☐Prepare a cover image',
      '—Translate the digest',
    ]);
  });

  it('draws quote, cta, author card and summary from their fields', () => {
    const [quote, , , cta, author, summary] = render('elegant-navy').children.slice(8);
    expect(texts(quote)).toEqual([
      '“',
      'One sentence decides whether a reader reads on.',
      '— Design notes · Editorial principles',
    ]);
    expect(texts(cta)).toEqual(['Want the same structure for your articles?', 'Ask about the API']);
    expect(texts(author)).toEqual(['GGeek Journey', 'Writes about tools for writers.']);
    expect(texts(summary)).toEqual([
      'Take away three things',
      '1.Structure before style',
      '2.Modules serve reading',
      '3.Themes set the mood',
      'For the end of a chapter',
    ]);
  });

  it('takes each theme’s look: the module styles differ between every two themes', () => {
    const looks = new Map<string, string>();
    for (const theme of THEME_IDS) {
      const styles = all(render(theme), 'section')
        .map((n) => n.attrs.style)
        .join('|');
      looks.set(theme, styles);
    }
    expect(new Set(looks.values()).size).toBe(THEME_IDS.length);
  });
});
