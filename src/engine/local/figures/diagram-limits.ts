import { BUDGET_CODES, DIAGRAM_LIMITS } from '../../../core/budget.js';

/**
 * A diagram's size, counted from its text before the renderer parses or lays it out: a
 * few dozen densely connected nodes, or one line fanning `a & b & … --> c & d & …` out into
 * thousands of edges, take minutes and gigabytes to lay out. Linear in the text; the
 * counts err on the high side (an edge label may count as an extra node), never low.
 */

export interface DiagramLimitProblem {
  code: typeof BUDGET_CODES.diagram;
  message: string;
  /** 0-based line in the block where the count went over. */
  line: number;
  limit: number;
  actual: number;
}

// Arrows of flowcharts, state, class and ER diagrams: `-->`, `---`, `-.->`, `==>`, `--x`,
// `<-->`, `..>`, `--|>`, `||--o{`. One character class per run, so the split is linear.
const ARROW = /<?[-=.]{2,}[>xo|]?|\|[|o]--|--[|o]\{?/;
// Labels and shapes, removed before counting (none runs past the opener of another).
const LABELS = /"[^"]*"|\[[^\][]*\]|\([^()]*\)|\{[^{}]*\}|\|[^|]*\|/g;
const ID = /^[A-Za-z0-9_\u0080-\uFFFF][\w\u0080-\uFFFF-]*/;
const SKIP =
  /^(?:%%|classDef\b|class\b|style\b|linkStyle\b|click\b|direction\b|subgraph\b|end\b|accTitle\b|accDescr\b)/;

/** The first limit the diagram crosses, or undefined. */
export function checkDiagramLimits(source: string): DiagramLimitProblem | undefined {
  const nodes = new Set<string>();
  let edges = 0;
  const lines = source.split('\n');
  // The first line names the diagram type.
  let header = true;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim();
    if (line === '' || line.startsWith('%%')) continue;
    if (header) {
      header = false;
      continue;
    }
    if (SKIP.test(line)) continue;
    const bare = line.replace(LABELS, ' ');
    // Statements separated by `;` on one line count as lines of their own.
    for (const statement of bare.split(';')) {
      const groups = ARROW.test(statement)
        ? statement.split(ARROW).map(endpoints)
        : [endpoints(statement)];
      for (let g = 0; g < groups.length; g++) {
        for (const id of groups[g]) nodes.add(id);
        if (g > 0) edges += Math.max(1, groups[g - 1].length) * Math.max(1, groups[g].length);
      }
    }
    if (nodes.size > DIAGRAM_LIMITS.nodes) return problem('nodes', nodes.size, i);
    if (edges > DIAGRAM_LIMITS.edges) return problem('edges', edges, i);
  }
  return undefined;
}

/** The node ids of one side of an arrow: `a & b:::c & d`. */
function endpoints(side: string): string[] {
  const ids: string[] = [];
  for (const part of side.split('&')) {
    const id = ID.exec(part.trim())?.[0];
    if (id) ids.push(id);
  }
  return ids;
}

function problem(what: 'nodes' | 'edges', actual: number, line: number): DiagramLimitProblem {
  const limit = DIAGRAM_LIMITS[what];
  return {
    code: BUDGET_CODES.diagram,
    message: `The diagram has more than ${limit} ${what === 'nodes' ? 'nodes' : 'connections'} (${actual} by this line); diagrams are limited to ${DIAGRAM_LIMITS.nodes} nodes and ${DIAGRAM_LIMITS.edges} connections, so it is not drawn. Split it into smaller diagrams (${BUDGET_CODES.diagram}).`,
    line,
    limit,
    actual,
  };
}
