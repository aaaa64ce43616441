import { describe, expect, it } from 'vitest';
import { all, first, type Node } from './html.js';
import { engineWithSanitizer, renderWith } from './ready-engine.js';

const engine = await engineWithSanitizer();
const render = renderWith(engine);

/** The list marker text the engine writes in front of an item's content. */
const marker = (li: Node) => first(li, 'span').text;

describe('code blocks keep their whitespace for the editor', () => {
  it('turns every space into &nbsp; and every newline into <br> inside <code>', () => {
    const { html, root } = render('```\nif (a) {\n    return  b;\n}\n```\n');
    const code = first(root, 'code');
    expect(code.text).toBe('if\u00a0(a)\u00a0{\n\u00a0\u00a0\u00a0\u00a0return\u00a0\u00a0b;\n}');
    expect(html).toContain('&nbsp;&nbsp;&nbsp;&nbsp;return&nbsp;&nbsp;b;');
    expect(all(code, 'br')).toHaveLength(2);
    // long lines scroll sideways instead of wrapping
    expect(first(root, 'pre').style['overflow-x']).toBe('auto');
    expect(code.style['white-space']).toBe('nowrap');
  });

  it('colours known languages with inline styles and escapes the code', () => {
    const { root } = render('```js\nconst s = "<b>";\n```\n');
    const spans = all(first(root, 'code'), 'span');
    const keyword = spans.find((s) => s.text === 'const');
    expect(keyword?.style.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(spans.find((s) => s.text.includes('"<b>"'))?.style.color).toMatch(/^#/);
    expect(all(root, 'b')).toHaveLength(0);
  });

  it('resolves aliases (ts, sh, yml) and leaves unknown languages plain', () => {
    for (const lang of ['ts', 'sh', 'yml']) {
      const { root } = render(`\`\`\`${lang}\nexport const a: number = 1; # x: 1\n\`\`\`\n`);
      expect(all(first(root, 'code'), 'span').length, lang).toBeGreaterThan(0);
    }
    const { root } = render('```nosuchlang\nconst a = 1;\n```\n');
    expect(all(first(root, 'code'), 'span')).toHaveLength(0);
    expect(first(root, 'code').text).toBe('const\u00a0a\u00a0=\u00a01;');
  });

  it('renders indented code and mermaid fences as plain code', () => {
    const { root } = render('para\n\n    indented  code\n\n```mermaid\ngraph TD;\n  A-->B\n```\n');
    const codes = all(root, 'code');
    expect(codes.map((c) => c.text)).toEqual([
      'indented\u00a0\u00a0code',
      'graph\u00a0TD;\n\u00a0\u00a0A-->B',
    ]);
  });
});

describe('lists', () => {
  it('turns off the browser bullets and writes one marker per item, nested included', () => {
    const { root } = render('- one\n  - inner a\n  - inner b\n- two\n');
    const lists = all(root, 'ul');
    expect(lists).toHaveLength(2);
    for (const ul of lists) expect(ul.style['list-style-type']).toBe('none');
    const items = all(root, 'li');
    expect(items.map(marker)).toEqual(['•', '◦', '◦', '•']);
    // every item's content sits in a <section>, which the editor does not bullet
    for (const li of items) expect(li.children[0].tag).toBe('section');
    expect(items[1].parent?.parent?.parent?.tag).toBe('li');
  });

  it('numbers ordered lists from their start, as text', () => {
    const { root } = render(
      '3. three\n1. four\n1. five\n\n- x\n\n1. one\n   1. nested one\n   2. nested two\n',
    );
    const ol = all(root, 'ol');
    expect(ol[0].style['list-style-type']).toBe('none');
    expect(all(ol[0], 'li').map(marker)).toEqual(['3.', '4.', '5.']);
    expect(all(ol[1], 'li').map(marker)).toEqual(['1.', '1.', '2.']);
  });

  it('puts the marker inside the first paragraph of a loose item', () => {
    const { root } = render('- first para\n\n  second para\n- next\n');
    const li = all(root, 'li')[0];
    const paragraphs = all(li, 'p');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0].children[0].tag).toBe('span');
    expect(paragraphs[0].text).toBe('•first para');
  });

  it('draws task items as ☐ and ☑ text, with no <input>', () => {
    const { html, root } = render('- [ ] todo\n- [x] done\n- [X] also done\n- plain\n');
    expect(html).not.toContain('<input');
    expect(all(root, 'li').map((li) => li.text)).toEqual([
      '☐todo',
      '☑done',
      '☑also done',
      '•plain',
    ]);
  });
});

describe('links', () => {
  it('turns external links into numbered references listed at the end', () => {
    const md =
      'See [the docs](https://example.com/docs) and [home](https://example.org) and [again](https://example.com/docs).\n';
    const { html, root } = render(md);
    expect(all(root, 'a')).toHaveLength(0);
    const sups = all(root, 'sup').map((s) => s.text);
    expect(sups).toEqual(['[1]', '[2]', '[1]']);
    const refs = root.children.at(-1)!;
    expect(refs.text).toContain('References');
    expect(
      all(refs, 'p')
        .slice(1)
        .map((p) => p.text),
    ).toEqual(['[1] https://example.com/docs', '[2] https://example.org']);
    expect(html.indexOf('References')).toBeGreaterThan(html.indexOf('again'));
  });

  it('keeps links to the platform article host as links', () => {
    const { root } = render('Read [this](https://mp.weixin.qq.com/s/abc) first.\n');
    const a = first(root, 'a');
    expect(a.attrs.href).toBe('https://mp.weixin.qq.com/s/abc');
    expect(a.style.color).toBeDefined();
    expect(root.text).not.toContain('References');
  });

  it('renders in-page anchors as plain text and refuses javascript: links', () => {
    const { root } = render('Jump to [section](#usage) or [click](javascript:alert(1)).\n');
    expect(all(root, 'a')).toHaveLength(0);
    expect(all(root, 'sup')).toHaveLength(0);
    expect(first(root, 'p').text).toContain('Jump to section or');
  });

  it('has no References section when nothing links out', () => {
    expect(render('Just text.\n').root.text).not.toContain('References');
  });
});

describe('tables and images', () => {
  it('wraps tables in a sideways-scrolling section and keeps column alignment', () => {
    const { root } = render('| a | b | c |\n|:--|:-:|--:|\n| 1 | 2 | 3 |\n');
    const table = first(root, 'table');
    expect(table.parent?.tag).toBe('section');
    expect(table.parent?.style['overflow-x']).toBe('auto');
    expect(all(table, 'td').map((td) => td.style['text-align'])).toEqual([
      'left',
      'center',
      'right',
    ]);
    expect(all(table, 'th')[0].style.border).toMatch(/1px solid/);
  });

  it('makes images full width', () => {
    const { root } = render('![A cat](https://img.example/cat.png "Cat")\n');
    const img = first(root, 'img');
    expect(img.attrs).toMatchObject({
      src: 'https://img.example/cat.png',
      alt: 'A cat',
      title: 'Cat',
    });
    expect(img.style).toMatchObject({ 'max-width': '100%', width: '100%' });
  });
});

describe('inline styles on text constructs', () => {
  it('styles headings, emphasis, strikethrough, inline code, quotes and rules', () => {
    const md = '# H1\n\n## H2\n\n**b** *i* ~~s~~ `c`\n\n> quote\n\n---\n';
    const { root } = render(md);
    expect(first(root, 'h1').style['font-size']).toMatch(/px$/);
    expect(parseFloat(first(root, 'h1').style['font-size'])).toBeGreaterThan(
      parseFloat(first(root, 'h2').style['font-size']),
    );
    expect(first(root, 'strong').style['font-weight']).toBe('bold');
    expect(first(root, 'em').style['font-style']).toBe('italic');
    expect(first(root, 'del').style['text-decoration']).toBe('line-through');
    expect(first(root, 'code').style.background).toBeDefined();
    expect(
      first(root, 'blockquote').style['border-left'] ?? first(root, 'blockquote').style.border,
    ).toBeDefined();
    expect(first(root, 'hr').style['border-top']).toMatch(/solid/);
  });

  it('renders footnotes as numbered notes, with no ids or back-links', () => {
    const { html, root } = render(
      'Claim[^a] and another[^b].\n\n[^a]: First source.\n[^b]: Second source.\n',
    );
    expect(all(root, 'sup').map((s) => s.text)).toEqual(['[1]', '[2]']);
    expect(html).not.toContain('↩');
    expect(html).not.toContain('href="#fn');
    const notes = root.children.find((c) => c.text.startsWith('Notes'))!;
    expect(
      all(notes, 'p')
        .slice(1)
        .map((p) => p.text),
    ).toEqual(['[1] First source.', '[2] Second source.']);
  });
});

describe('raw HTML is sanitized', () => {
  it('keeps allowed tags and styles, rewrites <div> to <section>, drops class/id/handlers', () => {
    const { root } = render(
      '<div class="box" id="x" onclick="steal()" style="color:red">hi <b>there</b></div>\n\nInline <span style="color:blue" onmouseover="x()">blue</span>.\n',
    );
    const box = root.children[0];
    expect(box.tag).toBe('section');
    expect(box.attrs).toEqual({ style: 'color:red' });
    expect(first(box, 'b').text).toBe('there');
    const span = all(root, 'span').find((s) => s.text === 'blue')!;
    expect(span.attrs).toEqual({ style: 'color:blue' });
  });

  it('removes scripts, styles and iframes together with their contents', () => {
    const md =
      '<script>alert("block")</script>\n\ntext <script>alert("inline")</script> more <style>p{}</style> end\n\n<iframe src="https://evil.example"></iframe>\n';
    const { html, root } = render(md);
    expect(html).not.toMatch(/alert|p\{\}|evil/);
    expect(root.text).toContain('text');
    expect(root.text).toContain('end');
  });

  it('keeps raw HTML balanced: a stray closer cannot end the document, a wrapper spans the Markdown inside it', () => {
    const stray = render('before\n\n</div></section>\n\nafter\n').root;
    expect(stray.text).toContain('after');
    const wrapped = render(
      '<div align="center">\n\n![logo](https://x.example/l.png)\n\n</div>\n\nafter\n',
    ).root;
    expect(first(wrapped.children[0], 'img').attrs.alt).toBe('logo');
    expect(wrapped.children[1].text).toBe('after');
    // an unclosed inline tag ends with its paragraph, not with the document
    const unclosed = render('a <b>bold\n\nnext\n').root;
    expect(all(unclosed, 'p')[1].text).toBe('next');
    expect(all(all(unclosed, 'p')[1], 'b')).toHaveLength(0);
    // block tags inside a paragraph are dropped: they would close the paragraph early
    expect(all(render('text <section>x</section> more\n').root, 'section')).toHaveLength(0);
  });

  it('drops javascript: URLs and data: links but keeps data: images', () => {
    const { root } = render(
      '<a href="javascript:alert(1)">x</a> <a href="data:text/html,hi">y</a> <img src="data:image/png;base64,AAAA">\n',
    );
    for (const a of all(root, 'a')) expect(a.attrs.href ?? '').toBe('');
    expect(first(root, 'img').attrs.src).toBe('data:image/png;base64,AAAA');
  });
});

describe('the result', () => {
  it('counts non-whitespace characters and reading time, and echoes the options used', () => {
    const result = engine.convertSync({ markdown: '# 你好 world\n\nabc def\n' });
    expect(result).toMatchObject({
      theme: 'default',
      fontSize: 'medium',
      backgroundType: 'default',
      wordCount: 14,
      estimatedReadTime: 1,
    });
  });

  it('converts through the async Engine interface too', async () => {
    const result = await engine.convert({
      markdown: 'x',
      theme: 'apple',
      fontSize: 'large',
      backgroundType: 'none',
    });
    expect(result).toMatchObject({ theme: 'apple', fontSize: 'large', backgroundType: 'none' });
    expect(engine.name).toBe('local');
  });
});
