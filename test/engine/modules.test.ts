import { describe, expect, it } from 'vitest';
import { DocumentError } from '../../src/core/errors.js';
import { checkModules, createLocalEngine } from '../../src/engine/local/index.js';
import { all, forbiddenIn, parse } from './html.js';

/** One engine for the file's conversions, as `serve` and the CLI hold one. */
const convertLocal = createLocalEngine().convertSync;

function convertError(markdown: string): DocumentError {
  try {
    convertLocal({ markdown });
  } catch (error) {
    if (error instanceof DocumentError) return error;
    throw error;
  }
  throw new Error('expected a DocumentError');
}

describe(':::hero', () => {
  it('renders title, subtitle and each tag as styled sections, before the Markdown that follows', () => {
    const html = convertLocal({
      markdown:
        ':::hero\ntitle: Ship it \\<now>\nsubtitle: A release story\ntags: news | 发布 |  tips \n:::\n\n# After\n',
    }).html;
    expect(forbiddenIn(html)).toEqual([]);
    const root = parse(html);
    const hero = root.children[0];
    expect(hero.tag).toBe('section');
    expect(hero.style.background).toBeDefined();
    const [title, subtitle, tags] = hero.children;
    expect(title.text).toBe('Ship it <now>');
    expect(subtitle.text).toBe('A release story');
    expect(tags.children.map((t) => t.text)).toEqual(['news', '发布', 'tips']);
    expect(tags.children[0].style.border).toMatch(/1px solid/);
    expect(root.children[1].tag).toBe('h1');
  });
});

describe(':::cards', () => {
  it('renders the heading and one card per row, accent cards styled apart', () => {
    const html = convertLocal({
      markdown:
        'Intro\n\n:::cards[Why it matters]\nSpeed | 2x faster | on every build | accent\nSafety | typed | tested | default\n:::\n',
    }).html;
    const root = parse(html);
    const cards = root.children[1];
    expect(cards.children[0].text).toBe('Why it matters');
    const [accent, plain] = cards.children.slice(1);
    expect(all(accent, 'p').map((p) => p.text)).toEqual(['Speed', '2x faster', 'on every build']);
    expect(all(plain, 'p').map((p) => p.text)).toEqual(['Safety', 'typed', 'tested']);
    expect(accent.style['border-left']).toMatch(/4px solid/);
    expect(plain.style['border-left']).toBeUndefined();
    expect(accent.style.background).not.toBe(plain.style.background);
  });

  it('leaves module syntax inside fenced code alone', () => {
    const md = '```\n:::cards[x]\nbroken row\n```\n';
    expect(checkModules(md)).toEqual([]);
    expect(parse(convertLocal({ markdown: md }).html).text).toContain(':::cards[x]');
  });
});

describe('malformed modules are reported with their line', () => {
  const cases: [string, string, number, RegExp][] = [
    ['missing closing', 'Intro\n\n:::hero\ntitle: T\n\nMore text', 3, /never closed/],
    [
      'wrong field count',
      '# T\n:::cards[H]\nA | b | c | accent\nB | only two\n:::\n',
      4,
      /4 fields.*has 2/,
    ],
    ['unknown style', ':::cards[H]\nA | b | c | loud\n:::\n', 2, /Unknown card style "loud"/],
    ['unknown module', 'x\n\n:::gallery\nimg\n:::\n', 3, /Unknown module ":::gallery"/],
    ['hero without title', ':::hero\nsubtitle: s\n:::\n', 1, /no `title:`/],
    ['hero with a stray line', ':::hero\ntitle: t\nthis is not a field\n:::\n', 3, /title: …/],
  ];
  for (const [name, markdown, line, message] of cases) {
    it(name, () => {
      const error = convertError(markdown);
      expect(error.code).toBe('malformed_module');
      expect(error.line).toBe(line);
      expect(error.message).toMatch(message);
      expect(checkModules(markdown)).toEqual([
        { severity: 'error', code: 'malformed_module', message: error.message, line },
      ]);
    });
  }

  it('shifts lines by the front matter offset and reports each broken module once', () => {
    const md = ':::cards[A]\nx | y\nz | w\n:::\n\n:::hero\ntitle: fine\n:::\n\n:::unknown\n';
    expect(checkModules(md, 5).map((f) => f.line)).toEqual([7, 15]);
  });

  it('finds nothing in plain Markdown', () => {
    expect(checkModules('# Title\n\nText with ::: in the middle.\n')).toEqual([]);
  });
});
