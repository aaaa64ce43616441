/**
 * What the platform's editor does to pasted HTML (docs/decisions/004-local-engine-html.md), as a model that can be run
 * on the engine's output: remove <style>, <script>, <link>, `class` and `id`; drop CSS
 * custom properties, `var()` and `position` from inline styles. The engine's math and
 * diagrams must come out of it unchanged.
 */
import { parseDocument } from 'htmlparser2';

type DomNode = ReturnType<typeof parseDocument>['children'][number];

/** Every change the editor model would make to `html`; empty when it survives untouched. */
export function editorChanges(html: string): string[] {
  const changes: string[] = [];
  const walk = (node: DomNode) => {
    if (!('attribs' in node)) return;
    if (/^(style|script|link)$/i.test(node.name)) changes.push(`removes <${node.name}>`);
    for (const [name, value] of Object.entries(node.attribs)) {
      if (name === 'class' || name === 'id') changes.push(`removes ${name}= on <${node.name}>`);
      if (name === 'style') {
        for (const decl of value.split(';')) {
          const property = decl.split(':', 1)[0].trim().toLowerCase();
          if (property.startsWith('--') || property === 'position' || /var\(/i.test(decl))
            changes.push(`drops "${decl.trim()}" on <${node.name}>`);
        }
      }
    }
    node.children.forEach(walk);
  };
  parseDocument(html, { decodeEntities: true }).children.forEach(walk);
  return changes;
}

/** The <svg> elements of `html` that are not inside another <svg>, as source text. */
export function svgsOf(html: string): string[] {
  const found: string[] = [];
  let depth = 0;
  let start = -1;
  for (const match of html.matchAll(/<(\/?)svg\b[^>]*>/g)) {
    if (match[1] === '') {
      if (depth === 0) start = match.index;
      depth++;
    } else if (--depth === 0) found.push(html.slice(start, match.index + match[0].length));
  }
  return found;
}

/** What must never be in an inline SVG the editor keeps; empty when the SVG is safe. */
export function svgProblems(svg: string): string[] {
  const problems: string[] = [];
  const checks: [RegExp, string][] = [
    [/<style/i, '<style>'],
    [/<use\b/i, '<use>'],
    [/<defs\b/i, '<defs>'],
    [/<marker\b/i, '<marker>'],
    [/<foreignObject/i, '<foreignObject>'],
    [/var\(/i, 'var('],
    [/color-mix\(/i, 'color-mix('],
    [/url\(/i, 'url('],
    [/@import/i, '@import'],
    [/\sid\s*=/i, 'id='],
    [/\sclass\s*=/i, 'class='],
    [/\shref\s*=/i, 'href='],
    [/\sdata-[\w-]+\s*=/i, 'data-*'],
    [/https?:\/\/(?!www\.w3\.org\/2000\/svg")/i, 'external URL'],
    [/<mjx-/i, 'mjx- custom element'],
  ];
  for (const [pattern, name] of checks) if (pattern.test(svg)) problems.push(name);
  const root = /^<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  if (!/style="[^"]*width:[^";]+/.test(root)) problems.push('no width in the style');
  if (/\s(width|height)="[\d.]+ex"/.test(root)) problems.push('size in ex attributes');
  return problems;
}
