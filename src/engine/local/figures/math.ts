import type { LiteElement, LiteNode } from 'mathjax-full/js/adaptors/lite/Element.js';
import { liteAdaptor } from 'mathjax-full/js/adaptors/liteAdaptor.js';
import { STATE } from 'mathjax-full/js/core/MathItem.js';
import { HTMLHandler } from 'mathjax-full/js/handlers/html/HTMLHandler.js';
import { AllPackages } from 'mathjax-full/js/input/tex/AllPackages.js';
import { TagsFactory } from 'mathjax-full/js/input/tex/Tags.js';
import { TeX } from 'mathjax-full/js/input/tex.js';
import { SVG } from 'mathjax-full/js/output/svg.js';
import { STATELESS_UNICODE } from './math-unicode.js';
import { type SvgElement, type SvgNode, safeStyle, serializeSafeSvg } from './svg-safe.js';

/**
 * TeX → SVG with MathJax, loaded only for documents that hold math (rich.ts imports this
 * module on demand). liteAdaptor is MathJax's own DOM-free tree, so no DOM library runs.
 */

export type MathResult = { svg: string } | { error: string };

export interface MathRenderer {
  /**
   * A fresh TeX state for one pass over one document's formulas, in document order. What a
   * formula defines (`\DeclareMathOperator`, `\DeclarePairedDelimiter`, `\definecolor`,
   * `\Newextarrow`, `\label`, …) holds for the later formulas of the same session and for
   * nothing else: never for another document, request or pass.
   */
  session(): MathSession;
}

export interface MathSession {
  /** The formula as platform-safe SVG, or MathJax's message for bad TeX. */
  render(tex: string, display: boolean): MathResult;
}

/**
 * Packages left out: `noerrors`/`noundefined` would draw bad TeX in red instead of failing;
 * `html` writes classes, ids and links, `action` interactive parts; `newcommand`'s
 * `\newcommand`, `\def` and `\let` let a few bytes of TeX expand a thousandfold;
 * `unicode` remembers fonts across documents, so math-unicode.ts stands in for it.
 */
const LEFT_OUT = new Set(['noerrors', 'noundefined', 'html', 'action', 'newcommand', 'unicode']);
const PACKAGES = [...AllPackages.filter((name) => !LEFT_OUT.has(name)), STATELESS_UNICODE];

/** Formulas repeat across a document's theme variants; results are kept up to this many. */
const CACHE_LIMIT = 2000;

/** A cached formula: its result, and the id of the TeX state it leaves behind. */
interface Cached {
  result: MathResult;
  next: number;
}

/**
 * MathJax keeps what TeX defines in its input jax (macro maps, colours, labels, mathtools
 * options), so a session's state is a MathJax document of its own. Building one costs a few
 * milliseconds, so a document is built only when a session misses the cache, and only
 * when the current one has converted something.
 *
 * The cache is keyed by the formula and the TeX state it is read in: state 0 is the fresh
 * one; every formula MathJax draws leaves a new state id. The same formulas in the same
 * order reach the same ids, so a document's pre-check, conversion and theme variants draw
 * each formula once, and a first formula is shared by every document.
 */
export function createMathRenderer(): MathRenderer {
  const adaptor = liteAdaptor();
  const handler = new HTMLHandler(adaptor);
  // fontCache 'none': every glyph is an inline <path>, no <use href="#…"> into <defs>, so
  // the output jax keeps nothing between formulas and one serves every TeX state.
  const svg = new SVG({ fontCache: 'none' });
  const cache = new Map<string, Cached>();
  let states = 0;
  /** The MathJax document in use; `owner`'s first `seen` formulas are its TeX state. */
  let current = { document: newDocument(), owner: undefined as MathSession | undefined, seen: 0 };

  function newDocument() {
    const tex = withoutKeptTagClasses(
      () =>
        new TeX({
          packages: PACKAGES,
          // Throw instead of drawing the message: bad TeX becomes a finding and a code span.
          formatError: (_jax: unknown, error: Error) => {
            throw error;
          },
        }),
    );
    return handler.create('', { InputJax: tex, OutputJax: svg });
  }

  /** A MathJax document whose TeX state is exactly that of `history`, read by `owner`. */
  function documentFor(owner: MathSession, history: readonly [string, boolean][]) {
    if (current.owner === owner && current.seen === history.length) return current.document;
    if (current.owner !== owner) {
      // Another session's definitions are in this one: start from a fresh TeX state.
      if (current.owner !== undefined) current = { document: newDocument(), owner, seen: 0 };
      current.owner = owner;
    }
    // The formulas before this one came from the cache: read them again, without drawing.
    for (; current.seen < history.length; current.seen++) {
      const [source, display] = history[current.seen];
      try {
        current.document.convert(source, { display, end: STATE.COMPILED });
      } catch {
        // Bad TeX defines what it defined before its error, as it did the first time.
      }
    }
    return current.document;
  }

  const toTree = (node: LiteNode): SvgNode | undefined => {
    const kind = adaptor.kind(node);
    if (kind === '#text') return adaptor.value(node);
    if (kind.startsWith('#')) return undefined;
    const element = node as LiteElement;
    const children: SvgNode[] = [];
    for (const child of adaptor.childNodes(element)) {
      const converted = toTree(child);
      if (converted !== undefined) children.push(converted);
    }
    const attrs = Object.fromEntries(adaptor.allAttributes(element).map((a) => [a.name, a.value]));
    return { name: kind, attrs, children };
  };

  function convert(
    document: ReturnType<typeof newDocument>,
    source: string,
    display: boolean,
  ): MathResult {
    let container: LiteElement;
    try {
      container = document.convert(source, { display }) as LiteElement;
    } catch (error) {
      return { error: (error as Error).message || String(error) };
    }
    // mjx-container is a custom element the editor would drop: keep only its <svg>.
    const root = adaptor.childNodes(container).find((n) => adaptor.kind(n) === 'svg');
    const tree = root && toTree(root);
    if (!tree || typeof tree === 'string') return { error: 'MathJax produced no SVG.' };
    return { svg: serializeSafeSvg(sized(tree, display)) };
  }

  return {
    session() {
      const history: [string, boolean][] = [];
      let state = 0;
      const session: MathSession = {
        render(source, display) {
          const key = `${state}\u0000${display ? 'D' : 'I'}${source}`;
          let found = cache.get(key);
          if (!found) {
            const document = documentFor(session, history);
            found = { result: convert(document, source, display), next: ++states };
            current.seen++;
            if (cache.size >= CACHE_LIMIT) cache.clear();
            cache.set(key, found);
          }
          history.push([source, display]);
          state = found.next;
          return found.result;
        },
      };
      return session;
    },
  };
}

/** The names mathtools and tagformat give the tags class they make for one TeX input. */
const PER_INPUT_TAGS = /^(?:MathtoolsTags|configTags)-\d+$/;

/**
 * Builds a TeX input without leaving it reachable from MathJax's process-wide TagsFactory.
 * mathtools and tagformat each register a tags class per input, holding that input, and
 * the last one becomes the default the next input's textmacros starts from: every input
 * (and every document's definitions) would be kept for the life of the process. Once the
 * input holds its tags object the classes are not needed: their entries are emptied and
 * the default is MathJax's own again.
 */
function withoutKeptTagClasses<T>(build: () => T): T {
  const added: string[] = [];
  const add = TagsFactory.add;
  TagsFactory.add = (name, tags) => {
    added.push(name);
    add(name, tags);
  };
  try {
    return build();
  } finally {
    TagsFactory.add = add;
    for (const name of added) {
      if (PER_INPUT_TAGS.test(name)) add(name, undefined as never);
    }
    TagsFactory.setDefault('none');
  }
}

/**
 * The editor drops `width`/`height` attributes in `ex`, so the size moves into the style,
 * next to MathJax's vertical-align (which keeps inline math on the text baseline).
 * `overflow:visible` is what MathJax's own stylesheet gives its SVG: glyph edges past the
 * box are not clipped.
 */
function sized(root: SvgElement, display: boolean): SvgElement {
  const { width, height, style = '', ...attrs } = root.attrs;
  const parts = [safeStyle(style), `width:${width}`, `height:${height}`, 'overflow:visible'];
  if (!display) parts.push('display:inline');
  return { ...root, attrs: { ...attrs, style: parts.filter(Boolean).join(';') } };
}
