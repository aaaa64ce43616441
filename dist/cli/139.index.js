export const id = 139;
export const ids = [139];
export const modules = {

/***/ 85139:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createMermaidRenderer: () => (/* binding */ createMermaidRenderer),
  mermaidRenderer: () => (/* binding */ mermaidRenderer)
});

// EXTERNAL MODULE: ./node_modules/beautiful-mermaid/dist/index.js + 8 modules
var dist = __webpack_require__(98676);
// EXTERNAL MODULE: ./node_modules/htmlparser2/dist/esm/index.js + 28 modules
var esm = __webpack_require__(62449);
;// CONCATENATED MODULE: ./src/engine/local/css-values.ts
/**
 * The little CSS a diagram's stylesheet uses for its colours: custom properties, `var()` with
 * fallbacks and `color-mix(in srgb, …)`, evaluated to plain colours the editor keeps.
 */
/** Resolves `var(--x, fallback)` and `color-mix(in srgb, a p%, b)` against `vars`. */
function resolveCss(text, vars, depth = 0) {
    if (depth > 8)
        return text;
    let out = '';
    let i = 0;
    while (i < text.length) {
        const match = /(var|color-mix)\(/.exec(text.slice(i));
        if (!match)
            break;
        const start = i + match.index;
        const open = start + match[0].length;
        const close = matchingParen(text, open);
        if (close === -1)
            break;
        const args = splitTop(text.slice(open, close));
        let value;
        if (match[1] === 'var') {
            const own = vars.get(args[0].trim());
            value = own !== undefined ? own : (args[1] ?? '');
        }
        else {
            const [a, p] = splitWeight(resolveCss(args[1] ?? '', vars, depth + 1));
            value = mixHex(a, p, resolveCss(args[2] ?? '', vars, depth + 1).trim());
        }
        out += text.slice(i, start) + resolveCss(value.trim(), vars, depth + 1);
        i = close + 1;
    }
    return out + text.slice(i);
}
function matchingParen(text, from) {
    let depth = 1;
    for (let i = from; i < text.length; i++) {
        if (text[i] === '(')
            depth++;
        else if (text[i] === ')' && --depth === 0)
            return i;
    }
    return -1;
}
function splitTop(text) {
    const parts = [];
    let depth = 0;
    let last = 0;
    for (let i = 0; i < text.length; i++) {
        if (text[i] === '(')
            depth++;
        else if (text[i] === ')')
            depth--;
        else if (text[i] === ',' && depth === 0) {
            parts.push(text.slice(last, i));
            last = i + 1;
        }
    }
    parts.push(text.slice(last));
    return parts;
}
function splitWeight(text) {
    const match = /^(.*?)\s+([\d.]+)%$/.exec(text.trim());
    return match ? [match[1].trim(), Number(match[2])] : [text.trim(), 50];
}
/** Adds the custom properties declared in `css` to `vars`. */
function declarations(css, vars) {
    for (const match of css.matchAll(/(--[\w-]+)\s*:\s*([^;]+)/g))
        vars.set(match[1], match[2].trim());
}
/** `#rgb`/`#rrggbb` → [r, g, b]; undefined for anything else. */
function parseHex(colour) {
    const hex = colour.trim().replace(/^#/, '');
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    if (!/^[0-9a-f]{6}$/i.test(full))
        return undefined;
    return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16));
}
/** CSS `color-mix(in srgb, a p%, b)` for hex colours. */
function mixHex(a, percent, b) {
    const x = parseHex(a);
    const y = parseHex(b);
    if (!x || !y)
        return a;
    const p = percent / 100;
    const channel = (i) => Math.round(x[i] * p + y[i] * (1 - p))
        .toString(16)
        .padStart(2, '0');
    return `#${channel(0)}${channel(1)}${channel(2)}`;
}

// EXTERNAL MODULE: ./src/engine/local/svg-safe.ts
var svg_safe = __webpack_require__(86792);
;// CONCATENATED MODULE: ./src/engine/local/mermaid.ts




const MONO = 'Menlo,Consolas,"Courier New",monospace';
const CACHE_LIMIT = 500;
/** Diagram types beautiful-mermaid draws well enough for an article. */
const SUPPORTED = [
    [/^(?:graph|flowchart)\b/i, 'flowchart'],
    [/^sequenceDiagram\b/, 'sequence'],
    [/^classDiagram(?:-v2)?\b/, 'class'],
    [/^stateDiagram(?:-v2)?\b/, 'state'],
    [/^erDiagram\b/, 'ER'],
];
/** As math.ts: diagram rendering is pure in (source, theme), so the memo changes no result. */
const shared = {};
function mermaidRenderer() {
    shared.renderer ??= createMermaidRenderer();
    return shared.renderer;
}
function createMermaidRenderer() {
    const cache = new Map();
    return {
        validate,
        render(source, theme) {
            const key = `${theme.bg}|${theme.fg}|${theme.accent}|${theme.surface}|${theme.font}\n${source}`;
            let result = cache.get(key);
            if (!result) {
                result = draw(source, theme);
                if (cache.size >= CACHE_LIMIT)
                    cache.clear();
                cache.set(key, result);
            }
            return result;
        },
    };
}
function draw(source, theme) {
    const problem = validate(source)[0];
    if (problem)
        return { error: problem.message };
    let svg;
    try {
        svg = (0,dist/* renderMermaidSVG */.km)(source, {
            bg: theme.bg,
            fg: theme.fg,
            accent: theme.accent,
            surface: theme.surface,
            font: theme.font,
        });
    }
    catch (error) {
        return { error: `The diagram could not be drawn: ${error.message}` };
    }
    return rebuild(svg, theme);
}
/** First line that is not blank or a `%%` comment, with its 1-based index in the block. */
function header(lines) {
    const index = lines.findIndex((l) => l.trim() !== '' && !l.trim().startsWith('%%'));
    return index === -1 ? undefined : { text: lines[index].trim(), index };
}
const DIRECTIVE = /^(?:classDef|class|style|linkStyle|direction|subgraph|end|click|accTitle|accDescr|note|state)\b|^%%|^[{}]$/;
const ARROW = /--|==|-\.|\.-/;
/**
 * beautiful-mermaid's parser skips what it does not understand, so a typo would silently
 * drop part of a diagram. Each flowchart or state line is parsed alone (parseMermaid is
 * the library's public parser, no layout): a line with an arrow must give an edge, any
 * other a node. Sequence, class and ER lines are not probed (their parsers are not public).
 */
function validate(source) {
    const lines = source.split('\n');
    const head = header(lines);
    if (!head)
        return [{ message: 'The mermaid block is empty.', line: 0 }];
    const kind = SUPPORTED.find(([pattern]) => pattern.test(head.text))?.[1];
    if (!kind) {
        const type = head.text.split(/\s+/, 1)[0].slice(0, 40);
        return [
            {
                message: `Mermaid diagram type "${type}" is not supported by the embedded engine (it draws flowchart, sequence, class, state and ER diagrams); the block is shown as code.`,
                line: head.index,
            },
        ];
    }
    if (kind !== 'flowchart' && kind !== 'state')
        return [];
    const problems = [];
    try {
        (0,dist/* parseMermaid */.bk)(source);
    }
    catch (error) {
        return [{ message: `Mermaid syntax error: ${error.message}`, line: head.index }];
    }
    for (let i = head.index + 1; i < lines.length; i++) {
        const line = lines[i].trim();
        if (line === '' || DIRECTIVE.test(line))
            continue;
        if (kind === 'state' && !line.includes('-->'))
            continue;
        const bare = line.replace(/"[^"]*"|\[[^\]]*\]|\([^)]*\)|\{[^}]*\}|\|[^|]*\|/g, '');
        let graph;
        try {
            graph = (0,dist/* parseMermaid */.bk)(`${head.text}\n${line}`);
        }
        catch {
            graph = { nodes: new Map(), edges: [] };
        }
        const understood = ARROW.test(bare) ? graph.edges.length > 0 : graph.nodes.size > 0;
        if (!understood) {
            problems.push({
                message: `Mermaid syntax error: "${line.slice(0, 60)}" is not a node or an edge the renderer understands; the block is shown as code.`,
                line: i,
            });
        }
    }
    return problems;
}
function isElement(node) {
    return 'attribs' in node;
}
function textOf(node) {
    if (isElement(node))
        return node.children.map(textOf).join('');
    return 'data' in node && node.type === 'text' ? node.data : '';
}
/** The SVG rebuilt as the editor keeps it (see the module comment). */
function rebuild(svg, theme) {
    const doc = (0,esm/* parseDocument */.Tp)(svg, { xmlMode: true, decodeEntities: true });
    const root = doc.children.find((n) => isElement(n) && n.name === 'svg');
    if (!root)
        return { error: 'The diagram renderer produced no SVG.' };
    const vars = new Map();
    declarations(root.attribs.style ?? '', vars);
    const markers = new Map();
    const collect = (node) => {
        if (!isElement(node))
            return;
        if (node.name === 'style')
            declarations(textOf(node), vars);
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
    const convert = (node) => {
        if (!isElement(node)) {
            // Only text inside <text> is drawn; the layout's line breaks between elements are not.
            const inText = node.parent && 'name' in node.parent && /^(text|tspan|title)$/.test(node.parent.name);
            return inText && node.type === 'text' && 'data' in node ? [node.data] : [];
        }
        if (node.name === 'style' || node.name === 'defs' || node.name === 'marker')
            return [];
        const attrs = {};
        for (const [name, value] of Object.entries(node.attribs)) {
            attrs[name] = value.includes('(') ? resolveCss(value, vars) : value;
        }
        if (node.name === 'text' && /\bmono\b/.test(node.attribs.class ?? ''))
            attrs['font-family'] = MONO;
        const element = {
            name: node.name,
            attrs,
            children: node.children.flatMap(convert),
        };
        return [element, ...arrowheads(node, markers, vars)];
    };
    const width = Number(root.attribs.width);
    const height = Number(root.attribs.height);
    const top = {
        name: 'svg',
        attrs: {
            xmlns: 'http://www.w3.org/2000/svg',
            viewBox: root.attribs.viewBox ?? `0 0 ${width} ${height}`,
            'font-family': theme.font,
            style: `display:block;margin:0 auto;width:${width}px;max-width:100%;height:auto;background:${theme.bg}`,
        },
        children: root.children.flatMap(convert),
    };
    return { svg: (0,svg_safe/* serializeSafeSvg */.o)(top), width };
}
/** A line's vertices: polyline/polygon points, a line's ends, or a path of M/L commands. */
function vertices(node) {
    const a = node.attribs;
    let numbers = [];
    if (node.name === 'line')
        numbers = [a.x1, a.y1, a.x2, a.y2].map(Number);
    else if (a.points)
        numbers = a.points
            .split(/[\s,]+/)
            .filter(Boolean)
            .map(Number);
    else if (node.name === 'path' && /^[MLml\d\s.,eE-]+$/.test(a.d ?? ''))
        numbers = (a.d.match(/-?[\d.]+(?:e-?\d+)?/gi) ?? []).map(Number);
    const points = [];
    for (let i = 0; i + 1 < numbers.length; i += 2)
        points.push([numbers[i], numbers[i + 1]]);
    return points.every(([x, y]) => Number.isFinite(x) && Number.isFinite(y)) ? points : [];
}
/**
 * `marker-start`/`marker-end` as the marker's own shapes, placed where the browser would put
 * them: the marker's reference point on the line's end, turned along the end segment and
 * scaled by the stroke width (the default markerUnits).
 */
function arrowheads(node, markers, vars) {
    const out = [];
    const points = vertices(node);
    if (points.length < 2)
        return out;
    const scale = Number(node.attribs['stroke-width'] ?? 1) || 1;
    for (const end of ['marker-start', 'marker-end']) {
        const id = /url\(#([^)]+)\)/.exec(node.attribs[end] ?? '')?.[1];
        const marker = id ? markers.get(id) : undefined;
        if (!marker)
            continue;
        const atStart = end === 'marker-start';
        const [from, to] = atStart ? [points[1], points[0]] : points.slice(-2);
        let angle = (Math.atan2(to[1] - from[1], to[0] - from[0]) * 180) / Math.PI;
        if (atStart && marker.orient === 'auto')
            angle += 180;
        if (marker.orient !== 'auto' && marker.orient !== 'auto-start-reverse')
            angle = Number(marker.orient) || 0;
        const s = marker.units === 'userSpaceOnUse' ? 1 : scale;
        const round = (n) => Math.round(n * 1000) / 1000;
        out.push({
            name: 'g',
            attrs: {
                transform: `translate(${round(to[0])},${round(to[1])}) rotate(${round(angle)}) scale(${s}) translate(${-marker.refX},${-marker.refY})`,
            },
            children: marker.shapes.map((shape) => ({
                name: shape.name,
                attrs: Object.fromEntries(Object.entries(shape.attribs).map(([k, v]) => [
                    k,
                    v.includes('(') ? resolveCss(v, vars) : v,
                ])),
                children: [],
            })),
        });
    }
    return out;
}


/***/ }),

/***/ 86792:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ safeStyle),
/* harmony export */   o: () => (/* binding */ serializeSafeSvg)
/* harmony export */ });
/**
 * SVG as the platform's editor keeps it. The editor removes `<style>`, `class`, `id` and CSS
 * custom properties, and a pasted `<use href="#…">` or `marker-end="url(#…)"` then points at
 * nothing. Renderers' trees are rebuilt here into plain elements with plain attributes: only
 * drawing elements, no references, no ids or classes, no `var()`, no external URL.
 */
/** Elements that draw or group; anything else (style, script, defs, foreignObject, a, use…) is dropped. */
const KEEP = new Set([
    'svg',
    'g',
    'path',
    'rect',
    'circle',
    'ellipse',
    'line',
    'polyline',
    'polygon',
    'text',
    'tspan',
    'title',
]);
/** Presentation attributes worth keeping; the rest (class, id, data-*, role, href, markers) goes. */
const ATTRS = new Set([
    'xmlns',
    'viewBox',
    'preserveAspectRatio',
    'x',
    'y',
    'x1',
    'y1',
    'x2',
    'y2',
    'cx',
    'cy',
    'r',
    'rx',
    'ry',
    'dx',
    'dy',
    'd',
    'points',
    'width',
    'height',
    'transform',
    'fill',
    'fill-opacity',
    'fill-rule',
    'stroke',
    'stroke-width',
    'stroke-dasharray',
    'stroke-linecap',
    'stroke-linejoin',
    'stroke-opacity',
    'opacity',
    'font-family',
    'font-size',
    'font-weight',
    'font-style',
    'text-anchor',
    'dominant-baseline',
    'style',
]);
/** Values that would reach outside the SVG or that the editor blanks. */
const UNSAFE_VALUE = /url\s*\(|var\s*\(|color-mix\s*\(|javascript:|expression\s*\(|@import/i;
function escapeAttr(value) {
    return value
        .replace(/&/g, '&amp;')
        .replace(/"/g, '&quot;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;');
}
function escapeText(value) {
    return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
/**
 * Serializes a tree with only what survives the editor. A `style` attribute keeps only
 * declarations without custom properties or `var()`; width and height must already be in it
 * (callers move them there: the editor drops `ex` attributes).
 */
function serializeSafeSvg(node) {
    if (typeof node === 'string')
        return escapeText(node);
    if (!KEEP.has(node.name))
        return '';
    let out = `<${node.name}`;
    for (const [name, raw] of Object.entries(node.attrs)) {
        if (!ATTRS.has(name))
            continue;
        const value = name === 'style' ? safeStyle(raw) : raw;
        if (value === '' || UNSAFE_VALUE.test(value))
            continue;
        out += ` ${name}="${escapeAttr(value)}"`;
    }
    out += '>';
    for (const child of node.children)
        out += serializeSafeSvg(child);
    return `${out}</${node.name}>`;
}
/** Style declarations minus custom properties, `var()`, `position` and anything reaching out. */
function safeStyle(style) {
    return style
        .split(';')
        .map((decl) => decl.trim())
        .filter((decl) => {
        const colon = decl.indexOf(':');
        if (colon <= 0)
            return false;
        const property = decl.slice(0, colon).trim().toLowerCase();
        return !property.startsWith('--') && property !== 'position' && !UNSAFE_VALUE.test(decl);
    })
        .join(';');
}


/***/ })

};
