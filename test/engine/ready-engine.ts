import { expect } from 'vitest';
import { createLocalEngine, type LocalEngine } from '../../src/engine/local/index.js';
import { forbiddenIn, type Node, parse } from './html.js';

/**
 * A local engine as a run's is after its first document with raw HTML: the sanitizer is
 * loaded (the engine loads it on demand), so `convertSync` keeps raw HTML, sanitized.
 */
export async function engineWithSanitizer(): Promise<LocalEngine> {
  const engine = createLocalEngine();
  await engine.convert({ markdown: '<b>raw</b>\n' });
  return engine;
}

/** Converts with `engine`, checks that nothing the editor strips is left, and parses the article. */
export function renderWith(engine: LocalEngine) {
  return (markdown: string, theme = 'default'): { html: string; root: Node } => {
    const html = engine.convertSync({ markdown, theme }).html;
    expect(forbiddenIn(html)).toEqual([]);
    return { html, root: parse(html) };
  };
}
