/**
 * Whether a mermaid block can be drawn as written: within the structural limits, a type the
 * embedded renderer draws, and no line its parser would silently drop or misread.
 */
import { parseMermaid } from 'beautiful-mermaid';
import { checkDiagramLimits } from './diagram-limits.js';
import { syntaxProblems } from './mermaid-check.js';

/** Diagram types beautiful-mermaid draws well enough for an article. */
const SUPPORTED: [RegExp, string][] = [
  [/^(?:graph|flowchart)\b/i, 'flowchart'],
  [/^sequenceDiagram\b/, 'sequence'],
  [/^classDiagram(?:-v2)?\b/, 'class'],
  [/^stateDiagram(?:-v2)?\b/, 'state'],
  [/^erDiagram\b/, 'ER'],
];

function header(lines: string[]): { text: string; index: number } | undefined {
  const index = lines.findIndex((l) => l.trim() !== '' && !l.trim().startsWith('%%'));
  return index === -1 ? undefined : { text: lines[index].trim(), index };
}

const DIRECTIVE =
  /^(?:classDef|class|style|linkStyle|direction|subgraph|end|click|accTitle|accDescr|note|state)\b|^%%|^[{}]$/;
const ARROW = /--|==|-\.|\.-/;

/**
 * beautiful-mermaid's parser skips what it does not understand, so a typo would silently
 * drop part of a diagram. Each flowchart or state line is parsed alone (parseMermaid is
 * the library's public parser, no layout): a line with an arrow must give an edge, any
 * other a node. Sequence, class and ER lines are not probed (their parsers are not public).
 */
export function validateDiagram(
  source: string,
): { message: string; line: number; code?: string }[] {
  // Before the library parses it: parsing alone expands `a & b --> c & d` into every edge.
  const oversized = checkDiagramLimits(source);
  if (oversized) return [oversized];
  const lines = source.split('\n');
  const head = header(lines);
  if (!head) return [{ message: 'The mermaid block is empty.', line: 0 }];
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
  // Typos the parser would accept and draw wrongly.
  const typos = syntaxProblems(source);
  if (typos.length > 0) return typos;
  if (kind !== 'flowchart' && kind !== 'state') return [];
  const problems: { message: string; line: number }[] = [];
  try {
    parseMermaid(source);
  } catch (error) {
    return [{ message: `Mermaid syntax error: ${(error as Error).message}`, line: head.index }];
  }
  for (let i = head.index + 1; i < lines.length; i++) {
    const line = lines[i].trim();
    if (line === '' || DIRECTIVE.test(line)) continue;
    if (kind === 'state' && !line.includes('-->')) continue;
    const bare = line.replace(/"[^"]*"|\[[^\][]*\]|\([^()]*\)|\{[^{}]*\}|\|[^|]*\|/g, '');
    let graph: ReturnType<typeof parseMermaid>;
    try {
      graph = parseMermaid(`${head.text}\n${line}`);
    } catch {
      graph = { nodes: new Map(), edges: [] } as unknown as ReturnType<typeof parseMermaid>;
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
