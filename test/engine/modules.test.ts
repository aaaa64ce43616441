import { describe, expect, it } from 'vitest';
import { DocumentError } from '../../src/core/errors.js';
import { checkModules, createLocalEngine } from '../../src/engine/local/index.js';
import { readOpener } from '../../src/engine/local/syntax/module-syntax.js';
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
    const md = ':::cards[A]\nx | y\nz | w\n:::\n\n:::hero\ntitle: fine\n:::\n\n:::hero\n';
    expect(checkModules(md, 5).map((f) => f.line)).toEqual([7, 15]);
  });

  it('takes the fields the service documents for a hero (eyebrow, cta_text) and still refuses others', () => {
    const html = convertLocal({
      markdown:
        ':::hero\neyebrow: Deep dive\ntitle: The real problem\ncta_text: 3 minutes, one verdict\n:::\n',
    }).html;
    const hero = parse(html).children[0];
    expect(hero.children.map((p) => p.text)).toEqual([
      'Deep dive',
      'The real problem',
      '3 minutes, one verdict',
    ]);
    expect(convertError(':::hero\ntitle: t\nmood: calm\n:::\n').line).toBe(3);
  });

  it('counts lines from the top of a document sent with its front matter, which is not rendered', () => {
    const error = convertError('---\ntitle: Notes\n---\n\n:::cards[H]\nA | b\n:::\n');
    expect(error.line).toBe(6);
    const result = convertLocal({ markdown: '---\ntitle: Notes\n---\nBody text\n' });
    expect(result.html).not.toContain('Notes');
    expect(result.wordCount).toBe(convertLocal({ markdown: 'Body text\n' }).wordCount);
    // A leading rule that is not front matter stays what it is.
    expect(convertLocal({ markdown: '---\n\nText\n' }).html).toContain('<hr');
  });

  it('finds nothing in plain Markdown', () => {
    expect(checkModules('# Title\n\nText with ::: in the middle.\n')).toEqual([]);
  });
});

describe('modules of the service beyond hero and cards', () => {
  it('reads the opener: caption, words and {key=value} parameters', () => {
    expect(
      readOpener(':::image-steps[How] numbered {columns=2 caption_style="big one"} tone=soft'),
    ).toEqual({
      name: 'image-steps',
      written: 'image-steps',
      caption: 'How',
      args: ['numbered'],
      params: { columns: '2', caption_style: 'big one', tone: 'soft' },
    });
    expect(readOpener(':::Callout warning')).toMatchObject({ name: 'callout', args: ['warning'] });
    expect(readOpener('::: not-a-close:::')).toBeUndefined();
    expect(readOpener('text :::callout')).toBeUndefined();
  });

  it('a name a typo away from a documented one is a warning with the suggestion, for both engines', () => {
    const md = '# T\n\n:::calout\nWatch out.\n:::\n';
    for (const engine of ['local', 'remote'] as const) {
      const [finding] = checkModules(md, 2, engine);
      expect(finding).toMatchObject({ severity: 'warning', code: 'unknown_module', line: 5 });
      expect(finding.message).toContain('did you mean ":::callout"?');
    }
    // The local engine shows it as a plain block with its text, not as fenced text.
    const root = parse(convertLocal({ markdown: md }).html);
    expect(root.text).toContain('Watch out.');
    expect(root.children[1].children[0].text).toBe(':::calout');
  });

  it('a module only the service draws is a notice locally and nothing remotely', () => {
    const md =
      ':::verdict\ntitle: Structure first\nbody: Then style.\n:::\n\n:::toc[Contents]\n01 | One | first\n:::\n';
    expect(checkModules(md, 0, 'local').map((f) => [f.severity, f.code, f.line])).toEqual([
      ['notice', 'module_drawn_by_service', 1],
      ['notice', 'module_drawn_by_service', 6],
    ]);
    expect(checkModules(md, 0, 'remote')).toEqual([]);
    const [verdict, toc] = parse(convertLocal({ markdown: md }).html).children;
    expect(verdict.children.map((p) => p.text)).toEqual([
      ':::verdict',
      'title: Structure first',
      'body: Then style.',
    ]);
    expect(toc.children.map((p) => p.text)).toEqual([':::toc', 'Contents', '01 | One | first']);
  });

  it('a name nobody documents is a notice for either engine, sent or shown as written', () => {
    const md = ':::sparkle-wall\nshine\n:::\n';
    expect(checkModules(md, 0, 'remote')).toMatchObject([
      { severity: 'notice', code: 'unknown_module', line: 1 },
    ]);
    expect(checkModules(md, 0, 'local')[0].message).toContain('plain block');
    expect(parse(convertLocal({ markdown: md }).html).text).toContain('shine');
  });

  it('an unclosed module of the service is a warning and shows as text; an unclosed hero is an error', () => {
    expect(checkModules('Intro\n\n:::callout warning\nCareful\n', 0)).toMatchObject([
      { severity: 'warning', code: 'unclosed_module', line: 3 },
    ]);
    expect(parse(convertLocal({ markdown: ':::callout\nCareful\n' }).html).text).toContain(
      ':::callout',
    );
    // Prose that starts with colons is left alone.
    expect(checkModules('::: and so on, he said\n')).toEqual([]);
  });
});

describe(':::callout kinds', () => {
  it('an unknown kind is a warning with the closest kind, and shows as info', () => {
    const md = ':::callout warnig\nCareful.\n:::\n';
    const [finding] = checkModules(md);
    expect(finding).toMatchObject({ severity: 'warning', code: 'unknown_callout_kind', line: 1 });
    expect(finding.message).toContain('(did you mean "warning"?)');
    const info = parse(convertLocal({ markdown: ':::callout\nCareful.\n:::\n' }).html).children[0];
    expect(parse(convertLocal({ markdown: md }).html).children[0].style).toEqual(info.style);
    expect(checkModules(':::callout danger\nx\n:::\n')).toEqual([]);
  });
});
