/**
 * A small view of rendered HTML for structural assertions: htmlparser2 (already
 * installed through juice/cheerio) builds the tree, helpers read tags, styles and text.
 */
import type { ChildNode, Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';

export interface Node {
  tag: string;
  attrs: Record<string, string>;
  style: Record<string, string>;
  children: Node[];
  parent?: Node;
  text: string;
}

function convert(el: Element, parent?: Node): Node {
  const node: Node = {
    tag: el.name,
    attrs: { ...el.attribs },
    style: parseStyle(el.attribs.style ?? ''),
    children: [],
    parent,
    text: '',
  };
  node.text = textOf(el.children);
  node.children = el.children
    .filter((c): c is Element => c.type === 'tag')
    .map((c) => convert(c, node));
  return node;
}

function textOf(nodes: ChildNode[]): string {
  let out = '';
  for (const n of nodes) {
    if (n.type === 'text') out += n.data;
    else if (n.type === 'tag') out += n.name === 'br' ? '\n' : textOf(n.children);
  }
  return out;
}

export function parseStyle(style: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const decl of style.split(';')) {
    const i = decl.indexOf(':');
    if (i > 0) out[decl.slice(0, i).trim()] = decl.slice(i + 1).trim();
  }
  return out;
}

/** The root element of a converted document (the engine wraps everything in one). */
export function parse(html: string): Node {
  const doc = parseDocument(html, { decodeEntities: true });
  const roots = doc.children.filter((c): c is Element => c.type === 'tag');
  if (roots.length !== 1) throw new Error(`expected one root element, got ${roots.length}`);
  return convert(roots[0]);
}

export function all(node: Node, tag: string): Node[] {
  const found: Node[] = [];
  const walk = (n: Node) => {
    for (const c of n.children) {
      if (c.tag === tag) found.push(c);
      walk(c);
    }
  };
  walk(node);
  return found;
}

export function first(node: Node, tag: string): Node {
  const found = all(node, tag)[0];
  if (!found) throw new Error(`no <${tag}> in output`);
  return found;
}

const TAG = /<[A-Za-z][^>]*>/g;

/** Every rule the platform's editor imposes, checked on the tags of `html`. */
export function forbiddenIn(html: string): string[] {
  const problems: string[] = [];
  if (/<style/i.test(html)) problems.push('<style');
  if (/<div/i.test(html)) problems.push('<div');
  if (/<script/i.test(html)) problems.push('<script');
  if (/<iframe/i.test(html)) problems.push('<iframe');
  for (const tag of html.match(TAG) ?? []) {
    // Attribute names are checked with values blanked: alt text may mention "class=".
    const names = tag.replace(/"[^"]*"|'[^']*'/g, '""');
    if (/\sclass\s*=/i.test(names)) problems.push(`class= in ${tag}`);
    if (/\sid\s*=/i.test(names)) problems.push(`id= in ${tag}`);
    if (/\son\w+\s*=/i.test(names)) problems.push(`on*= in ${tag}`);
    if (/(?:href|src|style)\s*=\s*"[^"]*javascript:/i.test(tag))
      problems.push(`javascript: in ${tag}`);
    if (/href\s*=\s*"\s*data:/i.test(tag)) problems.push(`data: href in ${tag}`);
  }
  return problems;
}
