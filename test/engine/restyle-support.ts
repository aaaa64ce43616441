import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BackgroundType, FONT_SIZES } from '../../src/core/types.js';
import { withoutFrontMatter } from '../../src/engine/local/engine.js';
import {
  createLocalEngine,
  type LocalEngine,
  type Look,
  THEME_IDS,
} from '../../src/engine/local/index.js';
import { createHighlighter } from '../../src/engine/local/render/highlight.js';
import {
  createRenderer,
  type DocumentRenderer,
  type ParsedDocument,
} from '../../src/engine/local/render/renderer.js';
import { resolveTheme } from '../../src/engine/local/styles/themes.js';
import { splitFrontMatter } from '../../src/markdown/front-matter.js';

/** Every look the gallery can offer: each of the 48 themes in each of the 3 sizes. */
export const LOOKS = THEME_IDS.flatMap((theme) =>
  FONT_SIZES.map((fontSize) => ({ theme, fontSize })),
);

/** The Markdown files of a folder of the repository, by name. */
export function documents(folder: string): [string, string][] {
  const dir = join(import.meta.dirname, '..', '..', folder);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => [name, readFileSync(join(dir, name), 'utf8')]);
}

/**
 * The engine as a run's is once its documents converted: the sanitizer and MathJax loaded,
 * so variants draw raw HTML and formulas as conversions do.
 */
export async function warmEngine(): Promise<LocalEngine> {
  const engine = createLocalEngine({ maxHtmlBytes: Number.POSITIVE_INFINITY });
  await engine.convert({ markdown: '<b>raw</b> $x^2$\n' });
  return engine;
}

/**
 * The looks (all of them unless given) in which the engine's HTML is not exactly a render
 * in that look: its conversion, or its variant. Both are filled-in templates where a
 * template draws the document (src/engine/local/render/restyle.ts); the render is what
 * they stand for, made here with a renderer of the look's own styles and no template.
 */
export function wrongLooks(
  engine: LocalEngine,
  markdown: string,
  backgroundType: BackgroundType = 'default',
  looks: readonly Look[] = LOOKS,
): string[] {
  const variants = engine.restyle({ markdown, backgroundType }, looks);
  const render = renderIn(engine);
  return looks
    .filter((look, i) => {
      const expected = render(markdown, backgroundType, look);
      const converted = engine.convertSync({ markdown, backgroundType, ...look }).html;
      return variants[i] !== expected || converted !== expected;
    })
    .map((look) => `${look.theme}/${look.fontSize}`);
}

const renderers = new WeakMap<LocalEngine, ReturnType<typeof rendererFor>>();

/** Renders with `engine`'s math and diagram renderers, one renderer per look. */
function renderIn(engine: LocalEngine) {
  let found = renderers.get(engine);
  if (!found) {
    found = rendererFor(engine);
    renderers.set(engine, found);
  }
  return found;
}

function rendererFor(engine: LocalEngine) {
  const highlight = createHighlighter();
  const byLook = new Map<string, DocumentRenderer>();
  // A parse does not depend on the look (renderer.ts): the document checked in several looks
  // is parsed once, by the first look's renderer.
  let last: { markdown: string; parsed: ParsedDocument } | undefined;
  return (markdown: string, background: BackgroundType, { theme, fontSize }: Look): string => {
    const key = `${theme}/${fontSize}`;
    let renderer = byLook.get(key);
    if (!renderer) {
      renderer = createRenderer(resolveTheme(theme), fontSize, highlight, engine.rich);
      byLook.set(key, renderer);
    }
    if (last?.markdown !== markdown) {
      // The body the engine converts: a leading front matter block is its metadata.
      const { body } = withoutFrontMatter(markdown, splitFrontMatter);
      last = { markdown, parsed: renderer.parse(body) };
    }
    return renderer.render(last.parsed, background);
  };
}
