import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isMap, isScalar, LineCounter, parseDocument } from 'yaml';
import { splitFrontMatter } from '../../src/markdown/front-matter.js';
import { simpleYaml } from '../../src/markdown/simple-yaml.js';

/** What the YAML library reads: the value and each top-level key's file line. */
function byLibrary(yamlText: string) {
  const lineCounter = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter, uniqueKeys: true, prettyErrors: false });
  const lines: Record<string, number> = {};
  if (isMap(doc.contents))
    for (const pair of doc.contents.items)
      if (isScalar(pair.key) && pair.key.range)
        lines[String(pair.key.value)] = lineCounter.linePos(pair.key.range[0]).line + 1;
  return { errors: doc.errors.length, value: doc.toJS(), lines };
}

const examples = join(import.meta.dirname, '../../examples');
const exampleFrontMatter = readdirSync(examples)
  .filter((name) => name.endsWith('.md'))
  .map((name) => /^---\n([\s\S]*?)\n---/.exec(readFileSync(join(examples, name), 'utf8'))?.[1])
  .filter((text): text is string => text !== undefined);

const SIMPLE = [
  'title: Hello',
  'title: Hello, world [draft] {x}\nauthor: 李明',
  'title:    spaced   inside\n\nauthor: a',
  'cover: https://example.com/a.png?x=1#top\ndigest: C# and F#:compared',
  'publish: false\ntitle: True story',
  'publish: TRUE',
  'images:\n  - a.png\n  - b.png\ntitle: x',
  'images:\n- a.png\n- b.png',
  'images:\n   -   a.png',
  'title: a\n',
  'title: it’s 100% fine',
  'title: x-1.0',
];

const NOT_SIMPLE = [
  '',
  '# only a comment',
  'title: 1.0',
  'title: 2024 年度',
  'title: -1',
  'title: +1',
  'title: .inf',
  'title: ~',
  'title: null',
  'title:',
  'title: ',
  'title: a ',
  'title: a # comment',
  'title: a: b',
  'title: a:',
  'title: "quoted"',
  "title: 'quoted'",
  'title: &anchor x',
  'title: *alias',
  'title: !tag x',
  'title: |\n  block',
  'title: >\n  folded',
  'title: [a, b]',
  'title: {a: b}',
  'title: @x',
  'title: `x`',
  'title: %x',
  'title: a\tb',
  'title: a\r',
  'title: a\n  continued',
  'title: a\ntitle: b',
  '__proto__: x',
  'true: x',
  'null: x',
  '  title: x',
  'title:x',
  'images:\n  - a\n - b',
  'images:\n  -',
  'images:\n  - 1',
  'images:\n  - true',
  'images:\n  - - a',
  'title: x\n  - a',
  '- a',
  'images:\n  - a: b',
  'title: a\u2028b',
  '"title": x',
  'ti.tle: x',
];

describe('simpleYaml', () => {
  it('reads every shipped example and the simple forms exactly as the YAML library does', () => {
    expect(exampleFrontMatter.length).toBeGreaterThan(3);
    for (const text of [...exampleFrontMatter, ...SIMPLE]) {
      const simple = simpleYaml(text);
      expect(simple, text).toBeDefined();
      const library = byLibrary(text);
      expect(library.errors, text).toBe(0);
      expect(simple?.value, text).toStrictEqual(library.value);
      expect(Object.keys(simple?.value ?? {}), text).toEqual(Object.keys(library.value));
      expect(simple?.lines, text).toEqual(library.lines);
    }
  });

  it('leaves to the library whatever YAML may read as other than plain text', () => {
    for (const text of NOT_SIMPLE) expect(simpleYaml(text), JSON.stringify(text)).toBeUndefined();
  });

  it('gives the same typed front matter through splitFrontMatter as the library would', () => {
    const doc =
      '---\ntitle: Hello\nfont-size: huge\npublish: false\nimages:\n  - a.png\n---\n# Body\n';
    expect(splitFrontMatter(doc)).toEqual({
      frontMatter: {
        title: 'Hello',
        publish: false,
        images: ['a.png'],
        raw: { title: 'Hello', 'font-size': 'huge', publish: false, images: ['a.png'] },
        lines: { title: 2, 'font-size': 3, publish: 4, images: 5 },
      },
      body: '# Body\n',
      bodyLineOffset: 7,
    });
    // A field of the wrong type is refused on its line, as the library's path refuses it.
    expect(() => splitFrontMatter('---\ntitle: a\npublish: yes\n---\n')).toThrow(
      expect.objectContaining({ line: 3 }),
    );
  });
});
