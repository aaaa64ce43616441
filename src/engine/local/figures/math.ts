import type { LiteElement, LiteNode } from 'mathjax-full/js/adaptors/lite/Element.js';
import { liteAdaptor } from 'mathjax-full/js/adaptors/liteAdaptor.js';
import { HTMLHandler } from 'mathjax-full/js/handlers/html/HTMLHandler.js';
import { AllPackages } from 'mathjax-full/js/input/tex/AllPackages.js';
import { TeX } from 'mathjax-full/js/input/tex.js';
import { SVG } from 'mathjax-full/js/output/svg.js';
import { type SvgElement, type SvgNode, safeStyle, serializeSafeSvg } from './svg-safe.js';

/**
 * TeX → SVG with MathJax, loaded only for documents that hold math (rich.ts imports this
 * module on demand). liteAdaptor is MathJax's own DOM-free tree, so no DOM library runs.
 */

export type MathResult = { svg: string } | { error: string };

export interface MathRenderer {
  /** The formula as platform-safe SVG, or MathJax's message for bad TeX. */
  render(tex: string, display: boolean): MathResult;
}

/**
 * Packages left out: `noerrors`/`noundefined` would draw bad TeX in red instead of failing;
 * `html` writes classes, ids and links, `action` interactive parts; `newcommand` keeps
 * definitions from one formula to the next, so output would depend on what came before.
 */
const LEFT_OUT = new Set(['noerrors', 'noundefined', 'html', 'action', 'newcommand']);
const PACKAGES = AllPackages.filter((name) => !LEFT_OUT.has(name));

/** Formulas repeat across a document's theme variants; results are kept up to this many. */
const CACHE_LIMIT = 2000;

/**
 * One MathJax document with its cache. TeX → SVG is a pure function of (source, display)
 * here (no `newcommand`, no numbering), so one renderer serves an engine and its run's
 * pre-check (rich.ts holds it): the memo changes no result, only how often MathJax runs.
 */
export function createMathRenderer(): MathRenderer {
  const adaptor = liteAdaptor();
  const tex = new TeX({
    packages: PACKAGES,
    // Throw instead of drawing the message: bad TeX becomes a finding and a code span.
    formatError: (_jax: unknown, error: Error) => {
      throw error;
    },
  });
  // fontCache 'none': every glyph is an inline <path>, no <use href="#…"> into <defs>.
  const svg = new SVG({ fontCache: 'none' });
  const document = new HTMLHandler(adaptor).create('', { InputJax: tex, OutputJax: svg });
  const cache = new Map<string, MathResult>();

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

  function convert(source: string, display: boolean): MathResult {
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
    render(source, display) {
      const key = `${display ? 'D' : 'I'}${source}`;
      let result = cache.get(key);
      if (!result) {
        result = convert(source, display);
        if (cache.size >= CACHE_LIMIT) cache.clear();
        cache.set(key, result);
      }
      return result;
    },
  };
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
