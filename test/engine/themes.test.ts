import { describe, expect, it } from 'vitest';
import { DocumentError } from '../../src/core/errors.js';
import { BACKGROUND_TYPES, CATALOGUE_THEMES, FONT_SIZES } from '../../src/core/types.js';
import { createLocalEngine, DEFAULT_THEME, THEME_IDS } from '../../src/engine/local/index.js';
import { first, forbiddenIn, parse } from './html.js';
import { MODULES_SAMPLE } from './module-sample.js';
import { engineWithSanitizer } from './ready-engine.js';

const CATALOGUE: readonly string[] = CATALOGUE_THEMES;

/** One engine for the file's conversions, as `serve` and the CLI hold one. */
const convertLocal = createLocalEngine().convertSync;

const SAMPLE = `:::hero
title: Release notes
subtitle: What changed
tags: a | b
:::

# Heading

Text with **bold**, \`code\` and a [link](https://example.com).

> A quote

- item
  1. nested

| a | b |
|---|---|
| 1 | 2 |

\`\`\`python
def f(x):
    return x  # comment
\`\`\`

:::cards[Highlights]
Fast | one | two | accent
Safe | three | four | default
:::

<div class="x" onclick="alert(1)"><script>alert(2)</script>raw</div>
`;

describe('themes', () => {
  it('offers the 6 named themes, the 32 family themes and the catalogue’s 10', () => {
    expect(THEME_IDS).toHaveLength(48);
    expect(new Set(THEME_IDS).size).toBe(48);
    expect(THEME_IDS).toEqual(
      expect.arrayContaining(['default', 'bytedance', 'chinese', 'apple', 'sports', 'cyber']),
    );
    for (const style of ['minimal', 'focus', 'elegant', 'bold']) {
      for (const color of ['gold', 'green', 'blue', 'orange', 'red', 'navy', 'gray', 'sky']) {
        expect(THEME_IDS).toContain(`${style}-${color}`);
      }
    }
    expect(THEME_IDS.slice(38)).toEqual(CATALOGUE);
    expect(DEFAULT_THEME).toBe('default');
  });

  it('gives each catalogue theme a look of its own, not another theme in other colours', () => {
    // A theme's look: the set of inline styles it writes for the sample, colours blanked.
    const look = (theme: string) => {
      const html = convertLocal({ markdown: `${SAMPLE}\n---\n\n${MODULES_SAMPLE}`, theme }).html;
      const styles = [...html.matchAll(/style="([^"]*)"/g)].map((m) =>
        m[1].replace(/#[0-9a-f]{3,6}\b|rgba?\([^)]*\)/gi, 'C'),
      );
      return [...new Set(styles)].sort().join('\n');
    };
    const looks = new Map(THEME_IDS.map((theme) => [theme, look(theme)]));
    for (const theme of CATALOGUE) {
      const same = THEME_IDS.filter(
        (other) => other !== theme && looks.get(other) === looks.get(theme),
      );
      expect(same, theme).toEqual([]);
    }
    // Each heading, quote, code, table and list of a catalogue theme is drawn by its own tokens.
    const h2 = (theme: string) =>
      first(parse(convertLocal({ markdown: '## H', theme }).html), 'h2');
    expect(h2('nyt-classic').style['border-bottom']).toBeUndefined();
    expect(h2('nyt-classic').style['border-top']).toMatch(/1px solid/);
    expect(h2('github-readme').style['border-bottom']).toBe('1px solid #d1d9e0');
    expect(h2('mint-fresh').children[0].style['border-radius']).toBe('999px');
    expect(h2('sunset-amber').children[0].style.background).toMatch(/linear-gradient/);
    expect(h2('bauhaus-primary').style['border-left']).toBe('10px solid #1d4ed8');
    const table = (theme: string) =>
      first(parse(convertLocal({ markdown: '| a |\n|---|\n| 1 |', theme }).html), 'td').style;
    expect(table('nyt-classic')['border-bottom']).toBeDefined();
    expect(table('nyt-classic').border).toBeUndefined();
    const bullet = (theme: string) =>
      first(parse(convertLocal({ markdown: '- item', theme }).html), 'span').text;
    expect(CATALOGUE.map(bullet)).toContain('■');
    expect(bullet('ink-minimal')).toBe('–');
    const code = (theme: string) =>
      first(parse(convertLocal({ markdown: '```\nx\n```', theme }).html), 'pre').style.background;
    expect(code('coffee-house')).not.toBe(code('default'));
  });

  it('gives every theme × font size × background its own output, all free of what the editor strips', async () => {
    const engine = await engineWithSanitizer();
    const outputs = new Set<string>();
    for (const theme of THEME_IDS) {
      for (const fontSize of FONT_SIZES) {
        for (const backgroundType of BACKGROUND_TYPES) {
          const result = engine.convertSync({ markdown: SAMPLE, theme, fontSize, backgroundType });
          expect(result).toMatchObject({ theme, fontSize, backgroundType });
          expect(forbiddenIn(result.html), `${theme}/${fontSize}/${backgroundType}`).toEqual([]);
          expect(result.html).not.toMatch(/class=|<style|<div|<script|javascript:|\sid=|\son\w+=/i);
          parse(result.html); // one well-formed root
          outputs.add(result.html);
        }
      }
    }
    expect(outputs.size).toBe(THEME_IDS.length * FONT_SIZES.length * BACKGROUND_TYPES.length);
  });

  it('restyles a converted document, parsed once, into what converting it in each look gives', async () => {
    const markdown = `${SAMPLE}
- [x] done
- [ ] open

1. first, with a note[^n]
2. second, see [the guide](https://example.com/guide)

:::cards[Read on]
See [the manual][manual] | and a note[^n] | line | accent
:::

[manual]: https://example.com/manual
[^n]: A footnote with a [link](https://example.org).
`;
    const looks = ['default', 'chinese', 'apple', 'bytedance', 'sports', 'cyber'].flatMap((theme) =>
      FONT_SIZES.map((fontSize) => ({ theme, fontSize })),
    );
    const request = {
      markdown,
      theme: 'apple',
      fontSize: 'large' as const,
      backgroundType: 'grid' as const,
    };
    // As in a run: the document was converted (its sanitizer loaded), then restyled.
    const engine = createLocalEngine();
    await engine.convert(request);
    const restyled = engine.restyle(request, looks);
    const reference = await engineWithSanitizer();
    expect(restyled).toEqual(
      looks.map((look) => reference.convertSync({ ...request, ...look }).html),
    );
    expect(new Set(restyled).size).toBe(looks.length);
    expect(restyled[0]).toContain('☑');
    // A module's fields are parsed as they render, with the document's references and notes.
    expect(restyled[0]).not.toContain('[the manual][manual]');
    expect(restyled[0]).not.toContain('[^n]');
    // The raw HTML is sanitized in every look, not shown as text.
    expect(
      restyled.every((html) => html.includes('raw</section>') && !html.includes('&lt;div')),
    ).toBe(true);
  });

  it('writes the font size and background on the root section', () => {
    const root = (fontSize: 'small' | 'large', backgroundType: 'default' | 'grid' | 'none') =>
      parse(convertLocal({ markdown: 'x', theme: 'cyber', fontSize, backgroundType }).html);
    expect(root('small', 'default').style['font-size']).toBe('14px');
    expect(root('large', 'default').style['font-size']).toBe('18px');
    expect(root('small', 'default').style['background-color']).toBe('#0b1020');
    expect(root('small', 'grid').style['background-image']).toMatch(/linear-gradient/);
    const none = root('small', 'none').style;
    expect(none['background-color']).toBeUndefined();
    expect(none['background-image']).toBeUndefined();
  });

  it('scales headings with the font size', () => {
    const h1 = (fontSize: 'small' | 'medium' | 'large') =>
      parseFloat(
        first(parse(convertLocal({ markdown: '# T', fontSize }).html), 'h1').style['font-size'],
      );
    expect(h1('small')).toBeLessThan(h1('medium'));
    expect(h1('medium')).toBeLessThan(h1('large'));
  });

  it('refuses an unknown theme with an error that lists every valid id', () => {
    const error = (() => {
      try {
        convertLocal({ markdown: 'x', theme: 'neon' });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(DocumentError);
    expect((error as DocumentError).code).toBe('unknown_theme');
    for (const id of THEME_IDS) expect((error as DocumentError).message).toContain(id);
  });

  it('refuses unknown font sizes and backgrounds', () => {
    expect(() => convertLocal({ markdown: 'x', fontSize: 'huge' as 'large' })).toThrow(/fontSize/);
    expect(() => convertLocal({ markdown: 'x', backgroundType: 'dots' as 'grid' })).toThrow(
      /backgroundType/,
    );
  });
});
