import { describe, expect, it } from 'vitest';
import { all, first, type Node, parse } from './html.js';
import { engineWithSanitizer, renderWith } from './ready-engine.js';

/**
 * Issue 20: every construct a writer uses reaches the platform as written. Each test
 * renders real Markdown and reads the HTML the way the reader will see it.
 */
const engine = await engineWithSanitizer();
const render = renderWith(engine);
const marker = (li: Node) => first(li, 'span').text;
/** The article's own text paragraphs (not the references list). */
const paragraphs = (root: Node) => root.children.filter((c) => c.tag === 'p').map((p) => p.text);
const references = (root: Node) =>
  all(root.children.find((c) => c.text.startsWith('References')) ?? root, 'p')
    .slice(1)
    .map((p) => p.text);

describe('tabs in code go to 4-column stops', () => {
  it('in highlighted Go and in plain code, as non-breaking spaces', () => {
    for (const lang of ['go', '']) {
      const { html, root } = render(
        `\`\`\`${lang}\nfunc f() {\n\tif x {\n\t\treturn\n\t}\n}\nab\tc\n\`\`\`\n`,
      );
      expect(html).not.toContain('\t');
      expect(first(root, 'code').text.replace(/\u00a0/g, ' ')).toBe(
        'func f() {\n    if x {\n        return\n    }\n}\nab  c',
      );
    }
  });

  it('in an indented code block', () => {
    const { root } = render('    a\tb\n    \tc\n');
    expect(first(root, 'code').text.replace(/\u00a0/g, ' ')).toBe('a   b\n    c');
  });
});

describe('soft line breaks', () => {
  it('vanish between Chinese characters and punctuation, stay spaces between Latin words', () => {
    const { root } = render(
      '数据库 CPU 打满，\n持续了 5 分钟\n后恢复。\n\nLatin words\nstay apart, 中文\nmixed.\n',
    );
    expect(paragraphs(root)).toEqual([
      '数据库 CPU 打满，持续了 5 分钟后恢复。',
      'Latin words\nstay apart, 中文\nmixed.',
    ]);
  });

  it('vanish after emphasis too (markdown-it-cjk-breaks alone throws on its empty text)', () => {
    const { root } = render('**重点**\n文字，*强调*\n之后。\n');
    expect(paragraphs(root)).toEqual(['重点文字，强调之后。']);
  });
});

describe('raw HTML gets the treatment of the equivalent Markdown', () => {
  it('numbers raw and Markdown links and footnotes in one sequence, each URL once', () => {
    const { root, html } = render(
      [
        'See <a href="https://a.example/x">raw</a>, [md](https://b.example/y),',
        'the same <a href="https://b.example/y">again</a> and a note[^n].',
        '',
        '[^n]: The note.',
        '',
      ].join('\n'),
    );
    expect(all(root, 'sup').map((s) => s.text)).toEqual(['[1]', '[2]', '[2]', '[3]']);
    expect(references(root)).toEqual([
      '[1] https://a.example/x',
      '[2] https://b.example/y',
      '[3] The note.',
    ]);
    expect(all(root, 'a')).toEqual([]);
    expect(html.match(/References/g)).toHaveLength(1);
  });

  it('merges a footnote that only cites a linked URL into the reference of that URL', () => {
    const { root } = render(
      'Read [the docs](https://d.example/x), the source[^s] and a note[^n].\n\n[^s]: https://d.example/x\n[^n]: <https://e.example/>\n',
    );
    expect(all(root, 'sup').map((s) => s.text)).toEqual(['[1]', '[1]', '[2]']);
    expect(references(root)).toEqual(['[1] https://d.example/x', '[2] https://e.example/']);
  });

  it('turns raw #anchors into their text', () => {
    const { root } = render('Back to <a href="#top">the top</a>.\n\n<a name="x"></a>Here.\n');
    expect(all(root, 'a')).toEqual([]);
    expect(paragraphs(root)).toEqual(['Back to the top.', 'Here.']);
  });

  it('unlinks images wrapped in links, raw or Markdown, into references', () => {
    const { root } = render(
      '[![ci](https://img.example/ci.png)](https://ci.example/run)\n\n<a href="https://ci.example/other"><img src="https://img.example/b.png" alt="b"></a>\n',
    );
    expect(all(root, 'a')).toEqual([]);
    expect(all(root, 'img')).toHaveLength(2);
    expect(references(root)).toEqual([
      '[1] https://ci.example/run',
      '[2] https://ci.example/other',
    ]);
  });

  it('styles raw lists like Markdown lists, with text markers and no native ones', () => {
    const { root } = render(
      '<ul>\n<li>one</li>\n<li>two\n<ol start="0"><li>zero</li><li>first</li></ol></li>\n</ul>\n\n- md\n',
    );
    const lists = all(root, 'ul').concat(all(root, 'ol'));
    for (const list of lists) expect(list.style['list-style-type']).toBe('none');
    const items = all(root, 'li');
    expect(items.map(marker)).toEqual(['•', '•', '0.', '1.', '•']);
    expect(items.map((li) => li.style.margin)).toEqual(Array(5).fill(items[4].style.margin));
  });

  it('keeps a relative raw <img> source, like a Markdown image', () => {
    const { root } = render('<img src="images/a.png" alt="a">\n\n![b](images/b.png)\n');
    expect(all(root, 'img').map((img) => img.attrs.src)).toEqual(['images/a.png', 'images/b.png']);
  });

  it('never inserts or rewrites text: unclosed <style>, <div *???', () => {
    // An unclosed <style> hides the rest, as in a browser; nothing is shown in its place.
    for (const markdown of [
      'Before\n\n<style>p { color: red }\n\nAfter\n',
      'Before\n\n<p><style>a</p>\n',
    ]) {
      expect(render(markdown).root.text.trim()).toBe('Before');
    }
    const { html } = render('<div *???\n\nText after.\n');
    expect(html).not.toContain('[removed]');
    expect(html).not.toContain('section *');
    expect(parse(html).text).toContain('Text after.');
  });
});

describe('ordered lists', () => {
  it('count from 0 when they start at 0', () => {
    const { root } = render('0. ok\n1. next\n');
    expect(all(root, 'li').map(marker)).toEqual(['0.', '1.']);
  });
});

describe('module fields', () => {
  it('render inline Markdown: code, emphasis, links as references', () => {
    const { root } = render(
      [
        ':::hero',
        'title: Ship `v2` *now*',
        'subtitle: Read [the notes](https://a.example/n)',
        ':::',
        '',
        ':::cards[What **changed**]',
        'Serve | Run `md-platform serve` | locally | default',
        ':::',
        '',
      ].join('\n'),
    );
    const text = root.text;
    expect(text).not.toContain('`');
    expect(text).not.toContain('*');
    expect(text).not.toContain('](');
    expect(first(root, 'code').text).toBe('v2');
    expect(all(root, 'code').map((c) => c.text)).toEqual(['v2', 'md-platform serve']);
    expect(first(root, 'em').text).toBe('now');
    expect(first(root, 'strong').text).toBe('changed');
    expect(references(root)).toEqual(['[1] https://a.example/n']);
  });
});

describe('GFM alerts', () => {
  const kinds = ['NOTE', 'TIP', 'IMPORTANT', 'WARNING', 'CAUTION'];
  it('render as inline-styled callouts with their title, in every theme', () => {
    for (const theme of ['default', 'cyber', 'minimal-gold', 'bold-navy']) {
      const markdown = kinds.map((k) => `> [!${k}]\n> Text of ${k}.\n`).join('\n');
      const { root } = render(markdown, theme);
      expect(all(root, 'blockquote')).toEqual([]);
      const boxes = root.children.filter((c) => c.style['border-left']);
      expect(boxes.map((b) => b.children.map((p) => p.text))).toEqual(
        kinds.map((k) => [
          expect.stringContaining(k[0] + k.slice(1).toLowerCase()),
          `Text of ${k}.`,
        ]),
      );
      expect(new Set(boxes.map((b) => b.style['border-left'])).size).toBe(5);
      expect(root.text).not.toContain('[!');
    }
  });

  it('leave ordinary quotes and unknown markers alone', () => {
    const { root } = render('> [!NOPE]\n> text\n\n> plain\n');
    expect(all(root, 'blockquote').map((q) => q.text.trim())).toEqual(['[!NOPE]\ntext', 'plain']);
  });
});
