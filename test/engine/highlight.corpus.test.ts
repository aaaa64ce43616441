import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { GRAMMAR_NAMES } from '../../src/engine/local/render/grammars.js';
import { expectFaithful } from './faithful-code.js';

/**
 * highlight.test.ts on real code: every fenced block of the bench corpus's READMEs, in its
 * own language, and a sample of them under every grammar. Some 9,000 highlightings, so it
 * runs with the e2e project (`*.corpus.test.ts`, vitest.config.ts), not in the unit loop.
 */
const corpus = join(import.meta.dirname, '../../bench/corpus');
const fences: { code: string; lang: string }[] = [];
const md = new MarkdownIt();
for (const file of readdirSync(corpus).sort()) {
  if (!file.endsWith('.md')) continue;
  for (const token of md.parse(readFileSync(join(corpus, file), 'utf8'), {})) {
    if (token.type === 'fence') {
      fences.push({ code: token.content, lang: token.info.trim().split(/\s+/, 1)[0] ?? '' });
    }
  }
}

describe('highlighted code shows exactly its text', () => {
  it('on every fence of the bench corpus, in its own language', () => {
    expect(fences.length).toBeGreaterThan(1000);
    for (const { code, lang } of fences) expectFaithful(code, lang);
  });

  it('on corpus fences under every grammar', () => {
    for (const name of GRAMMAR_NAMES) {
      for (let i = 0; i < fences.length; i += 27) expectFaithful(fences[i].code, name);
    }
  });
});
