import { parseSync } from 'oxc-parser';

// biome-ignore lint/suspicious/noExplicitAny: an ESTree node of any kind
export type Node = any;

/** A module's syntax tree (ESTree, with TypeScript's nodes); a syntax error names the file. */
export function parseModule(file: string, text: string): Node {
  const { program, errors } = parseSync(file, text);
  if (errors.length > 0) throw new Error(`${file}: ${errors[0].message}`);
  return program;
}

/** Every node of a syntax tree, parents before children. */
export function* nodes(node: Node): Generator<Node> {
  if (Array.isArray(node)) {
    for (const child of node) yield* nodes(child);
    return;
  }
  if (node === null || typeof node !== 'object' || typeof node.type !== 'string') return;
  yield node;
  for (const value of Object.values(node))
    if (value && typeof value === 'object') yield* nodes(value);
}
