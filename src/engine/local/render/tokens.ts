import type { MarkdownIt as MarkdownItInstance, Token } from 'markdown-it';
import type { Styles } from '../styles/styles.js';
import { type LinkState, newLinkState, rewriteRawHtml } from './links.js';
import { closeOpenTags } from './raw-tags.js';

/** Per-render state; markdown-it hands it to every rule, so nothing lives at module level. */
export interface RenderEnv extends LinkState {
  inFootnotes: boolean;
  /**
   * Each footnote's body as it shows in the references list, by footnote id. (`footnotes`
   * is markdown-it-footnote's own, from the parse.)
   */
  footnoteBodies: Map<number, string>;
  /** Per open container (document, list item, quote, footnote, inline run): the tags raw HTML opened there. */
  rawOpen: string[][];
  /** What the next paragraph opens with: its list item's marker or its footnote's number. */
  prefix: string;
}

export function newRenderEnv(): RenderEnv {
  return {
    ...newLinkState(),
    inFootnotes: false,
    footnoteBodies: new Map(),
    rawOpen: [[]],
    prefix: '',
  };
}

/** markdown-it types `env` loosely; every render call passes a RenderEnv (see `render`). */
export function st(env: unknown): RenderEnv {
  return env as RenderEnv;
}

/**
 * markdown-it's own `render` appends every rule's output to one string, which V8 keeps as
 * a rope of thousands of pieces; the first reader of the HTML (the page writer, an HTTP
 * reply) then pays to flatten it, 95 ms for the pipeline bench's 1,000 documents. Pushing
 * the pieces to an array and joining them once builds the same flat string in about a
 * third of that (bench/pipeline.ts).
 */
export function renderTokens(
  md: MarkdownItInstance,
  tokens: Token[],
  env: RenderEnv,
  parts: string[],
  s: Styles,
): void {
  const { renderer, options } = md;
  // As markdown-it renders one token: its rule, or the default tag rendering.
  const render = (list: Token[], i: number) => {
    const rule = renderer.rules[list[i].type];
    return rule ? rule(list, i, options, env, renderer) : renderer.renderToken(list, i, options);
  };
  // Footnote bodies are kept aside, by id, for the references list (links.ts).
  let footnote: { id: number; parts: string[] } | undefined;
  let out = parts;
  for (let i = 0; i < tokens.length; i++) {
    const type = tokens[i].type;
    if (type === 'footnote_block_open' || type === 'footnote_block_close') {
      env.inFootnotes = type === 'footnote_block_open';
      continue;
    }
    if (type === 'footnote_open') {
      footnote = { id: (tokens[i].meta as { id: number }).id, parts: [] };
      out = footnote.parts;
    }
    if (type !== 'inline') {
      out.push(render(tokens, i));
    } else {
      // Raw HTML left open in a run of inline text is closed at the run's end.
      env.rawOpen.push([]);
      const children = tokens[i].children ?? [];
      for (let j = 0; j < children.length; j++) out.push(render(children, j));
      out.push(rewriteRawHtml(closeOpenTags(env.rawOpen.pop() ?? []), env, s));
    }
    if (type === 'footnote_close' && footnote) {
      // A footnote that is only a URL is listed as that URL's reference.
      if (!env.footnoteUrls.has(footnote.id)) {
        env.footnoteBodies.set(footnote.id, footnote.parts.join(''));
      }
      footnote = undefined;
      out = parts;
    }
  }
}
