import { describe, expect, it } from 'vitest';
import { createLocalEngine } from '../../src/engine/local/index.js';
import { documents } from './restyle-support.js';

/**
 * One engine converts every document of a run, and `serve` converts request after request
 * with one engine per thread: nothing one document leaves behind (registered grammars, kept
 * parses, highlighted blocks) may change how the next reads. Each document of the examples
 * and the bench corpus, converted by an engine that converted all the documents before it
 * (and this one, in another look), reads exactly as it does from a fresh engine.
 */
describe('an engine that converted other documents converts the next as a fresh one does', () => {
  it('on the examples and the bench corpus', { timeout: 10 * 60_000 }, () => {
    const used = createLocalEngine();
    const texts = [...documents('examples'), ...documents('bench/corpus')];
    expect(texts.length).toBeGreaterThan(500);
    const differ: string[] = [];
    let converted = 0;
    for (const [name, markdown] of texts) {
      let fresh: string;
      try {
        fresh = createLocalEngine().convertSync({ markdown, theme: 'chinese' }).html;
      } catch {
        continue; // over a limit: refused alike by both, which other tests hold
      }
      used.convertSync({ markdown, theme: 'default', fontSize: 'large' });
      if (used.convertSync({ markdown, theme: 'chinese' }).html !== fresh) differ.push(name);
      converted++;
    }
    expect(converted).toBeGreaterThan(500);
    expect(differ).toEqual([]);
  });
});
