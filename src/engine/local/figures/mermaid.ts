import { renderMermaidSVG } from 'beautiful-mermaid';
import { parseDocument } from 'htmlparser2';
import { declarations, resolveCss } from '../styles/css-values.js';
import { diagramSizeStyle } from './mermaid-check.js';
import { validateDiagram } from './mermaid-validate.js';
import { type SvgElement, type SvgNode, serializeSafeSvg } from './svg-safe.js';

/**
 * Mermaid → SVG without a browser, loaded only for documents with mermaid blocks.
 * beautiful-mermaid lays diagrams out DOM-free; its SVG leans on a `<style>` block (a web
 * font `@import`, CSS variables, `color-mix()`), classes and `<marker>`s referenced by id,
 * none of which survive the editor. The SVG is parsed here (htmlparser2) and rebuilt with
 * resolved colours, arrowheads drawn in place and no ids or classes.
 */

export type MermaidResult =
  | {
      svg: string;
      width: number;
      /** The smallest label's font size in the diagram's own pixels (see mermaid-check.ts). */
      labelPx: number;
    }
  | { error: string };

/** The article theme's colours and fonts for a diagram. */
export interface DiagramTheme {
  bg: string;
  fg: string;
  accent: string;
  surface: string;
  font: string;
}

export interface MermaidRenderer {
  render(source: string, theme: DiagramTheme): MermaidResult;
  /** Problems found without laying the diagram out: unsupported type, lines the parser drops, size. */
  validate(source: string): { message: string; line: number; code?: string }[];
}

const MONO = 'Menlo,Consolas,"Courier New",monospace';
const CACHE_LIMIT = 500;

type DomNode = ReturnType<typeof parseDocument>['children'][number];
type DomElement = Extract<DomNode, { attribs: Record<string, string> }>;

/** As math.ts: diagram rendering is pure in (source, theme), so the memo changes no result. */
export function createMermaidRenderer(): MermaidRenderer {
  const cache = new Map<string, MermaidResult>();
  return {
    validate: validateDiagram,
    render(source, theme) {
      const key = `${theme.bg}|${theme.fg}|${theme.accent}|${theme.surface}|${theme.font}\n${source}`;
      let result = cache.get(key);
      if (!result) {
        result = draw(source, theme);
        if (cache.size >= CACHE_LIMIT) cache.clear();
        cache.set(key, result);
      }
      return result;
    },
  };
}

function draw(source: string, theme: DiagramTheme): MermaidResult {
  const problem = validateDiagram(source)[0];
  if (problem) return { error: problem.message };
  let svg: string;
  try {
    svg = renderMermaidSVG(source, {
      bg: theme.bg,
      fg: theme.fg,
      accent: theme.accent,
      surface: theme.surface,
      font: theme.font,
    });
  } catch (error) {
    return { error: `The diagram could not be drawn: ${(error as Error).message}` };
  }
  return rebuild(svg, theme);
}

/** First line that is not blank or a `%%` comment, with its 1-based index in the block. */
function isElement(node: DomNode): node is DomElement {
  return 'attribs' in node;
}

function textOf(node: DomNode): string {
  if (isElement(node)) return node.children.map(textOf).join('');
  return 'data' in node && node.type === 'text' ? node.data : '';
}

interface Marker {
  refX: number;
  refY: number;
  orient: string;
  units: string;
  shapes: DomElement[];
}

/** The SVG rebuilt as the editor keeps it (see the module comment). */
function rebuild(svg: string, theme: DiagramTheme): MermaidResult {
  const doc = parseDocument(svg, { xmlMode: true, decodeEntities: true });
  const root = doc.children.find((n): n is DomElement => isElement(n) && n.name === 'svg');
  if (!root) return { error: 'The diagram renderer produced no SVG.' };
  const vars = new Map<string, string>();
  declarations(root.attribs.style ?? '', vars);
  const markers = new Map<string, Marker>();
  const collect = (node: DomNode) => {
    if (!isElement(node)) return;
    if (node.name === 'style') declarations(textOf(node), vars);
    if (node.name === 'marker' && node.attribs.id) {
      markers.set(node.attribs.id, {
        refX: Number(node.attribs.refX ?? 0),
        refY: Number(node.attribs.refY ?? 0),
        orient: node.attribs.orient ?? '0',
        units: node.attribs.markerUnits ?? 'strokeWidth',
        shapes: node.children.filter(isElement),
      });
    }
    node.children.forEach(collect);
  };
  collect(root);

  const convert = (node: DomNode): SvgNode[] => {
    if (!isElement(node)) {
      // Only text inside <text> is drawn; the layout's line breaks between elements are not.
      const inText =
        node.parent && 'name' in node.parent && /^(text|tspan|title)$/.test(node.parent.name);
      return inText && node.type === 'text' && 'data' in node ? [node.data] : [];
    }
    if (node.name === 'style' || node.name === 'defs' || node.name === 'marker') return [];
    const attrs: Record<string, string> = {};
    for (const [name, value] of Object.entries(node.attribs)) {
      attrs[name] = value.includes('(') ? resolveCss(value, vars) : value;
    }
    if (node.name === 'text' && /\bmono\b/.test(node.attribs.class ?? ''))
      attrs['font-family'] = MONO;
    if (node.name === 'text' && textOf(node).trim()) labels.push(Number(node.attribs['font-size']));
    const element: SvgElement = {
      name: node.name,
      attrs,
      children: node.children.flatMap(convert),
    };
    return [element, ...arrowheads(node, markers, vars)];
  };

  const width = Number(root.attribs.width);
  const height = Number(root.attribs.height);
  // Each label's font size, gathered as the text is converted: the smallest decides the size.
  const labels: number[] = [];
  const children = root.children.flatMap(convert);
  const smallest = Math.min(...labels.filter((size) => size > 0));
  const labelPx = Number.isFinite(smallest) ? smallest : 13;
  const top: SvgElement = {
    name: 'svg',
    attrs: {
      xmlns: 'http://www.w3.org/2000/svg',
      viewBox: root.attribs.viewBox ?? `0 0 ${width} ${height}`,
      'font-family': theme.font,
      style: `display:block;margin:0 auto;${diagramSizeStyle(width, labelPx)};height:auto;background:${theme.bg}`,
    },
    children,
  };
  return { svg: serializeSafeSvg(top), width, labelPx };
}

/** A line's vertices: polyline/polygon points, a line's ends, or a path of M/L commands. */
function vertices(node: DomElement): [number, number][] {
  const a = node.attribs;
  let numbers: number[] = [];
  if (node.name === 'line') numbers = [a.x1, a.y1, a.x2, a.y2].map(Number);
  else if (a.points)
    numbers = a.points
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
  else if (node.name === 'path' && /^[MLml\d\s.,eE-]+$/.test(a.d ?? ''))
    numbers = (a.d.match(/-?[\d.]+(?:e-?\d+)?/gi) ?? []).map(Number);
  const points: [number, number][] = [];
  for (let i = 0; i + 1 < numbers.length; i += 2) points.push([numbers[i], numbers[i + 1]]);
  return points.every(([x, y]) => Number.isFinite(x) && Number.isFinite(y)) ? points : [];
}

/**
 * `marker-start`/`marker-end` as the marker's own shapes, placed where the browser would put
 * them: the marker's reference point on the line's end, turned along the end segment and
 * scaled by the stroke width (the default markerUnits).
 */
function arrowheads(
  node: DomElement,
  markers: Map<string, Marker>,
  vars: Map<string, string>,
): SvgElement[] {
  const out: SvgElement[] = [];
  const points = vertices(node);
  if (points.length < 2) return out;
  const scale = Number(node.attribs['stroke-width'] ?? 1) || 1;
  for (const end of ['marker-start', 'marker-end'] as const) {
    const id = /url\(#([^()]+)\)/.exec(node.attribs[end] ?? '')?.[1];
    const marker = id ? markers.get(id) : undefined;
    if (!marker) continue;
    const atStart = end === 'marker-start';
    const [from, to] = atStart ? [points[1], points[0]] : points.slice(-2);
    let angle = (Math.atan2(to[1] - from[1], to[0] - from[0]) * 180) / Math.PI;
    if (atStart && marker.orient === 'auto') angle += 180;
    if (marker.orient !== 'auto' && marker.orient !== 'auto-start-reverse')
      angle = Number(marker.orient) || 0;
    const s = marker.units === 'userSpaceOnUse' ? 1 : scale;
    const round = (n: number) => Math.round(n * 1000) / 1000;
    out.push({
      name: 'g',
      attrs: {
        transform: `translate(${round(to[0])},${round(to[1])}) rotate(${round(angle)}) scale(${s}) translate(${-marker.refX},${-marker.refY})`,
      },
      children: marker.shapes.map((shape) => ({
        name: shape.name,
        attrs: Object.fromEntries(
          Object.entries(shape.attribs).map(([k, v]) => [
            k,
            v.includes('(') ? resolveCss(v, vars) : v,
          ]),
        ),
        children: [],
      })),
    });
  }
  return out;
}
