/**
 * Small documents that cost the embedded engine minutes, gigabytes or hundreds of MB of
 * HTML without a budget (each within the service's limits, except the long text). Shared by
 * the run's end-to-end test and `serve`'s.
 */

/** A few dozen nodes, each connected to half the others: about 10 KB. */
export function denseDiagram(): string {
  const lines = ['# Dense', '', '```mermaid', 'graph TD'];
  let size = 0;
  for (let i = 0; i < 40 && size < 9600; i++) {
    for (let j = 0; j < 40 && size < 9600; j++) {
      if (i === j || (i * 7 + j * 3) % 2) continue;
      const line = `  N${i} --> N${j}`;
      lines.push(line);
      size += line.length + 1;
    }
  }
  return `${[...lines, '```'].join('\n')}\n`;
}

/** One line fanning 120 nodes out to 120 others: 14,400 edges in 1.5 KB. */
export function hugeDiagram(): string {
  const side = (p: string) => Array.from({ length: 120 }, (_, i) => `${p}${i}`).join(' & ');
  return `# Huge\n\n\`\`\`mermaid\ngraph TD\n  ${side('p')} --> ${side('q')}\n\`\`\`\n`;
}

/**
 * Diagrams just within the structural limits (40 nodes, 200 connections each: dense ones
 * are the slowest to lay out) that together take far longer than a test's time budget.
 */
export function slowDiagrams(blocks: number): string {
  const parts = ['# Slow', ''];
  for (let b = 0; b < blocks; b++) {
    parts.push('```mermaid', 'graph TD');
    let edges = 0;
    for (let i = 0; i < 40 && edges < 200; i++) {
      for (let j = 0; j < 40 && edges < 200; j++) {
        if (i === j || (i * 7 + j * 3 + b) % 2) continue;
        parts.push(`  n${i} --> n${j}`);
        edges++;
      }
    }
    parts.push('```', '');
  }
  return parts.join('\n');
}

/** Just under 1 MiB of units that made several patterns rescan a line from every start. */
export function quadraticText(): string {
  const unit = '![<a [';
  return `# Q${' '.repeat(1000)}x\n\n${unit.repeat(Math.floor((1024 * 1024 - 1200) / unit.length))}`;
}

/** Tens of thousands of `$` in 49 KB. */
export function formulaFlood(): string {
  return `# Flood\n\n${'$x$ '.repeat(12_200)}\n`;
}

/** One 60 × 60 matrix. */
export function hugeMatrix(): string {
  const rows = Array.from({ length: 60 }, (_, r) =>
    Array.from({ length: 60 }, (_, c) => `a_{${r}${c}}`).join('&'),
  );
  return `# Matrix\n\n$$\n\\begin{matrix}${rows.join('\\\\')}\\end{matrix}\n$$\n`;
}

export const ORDINARY_WITH_FIGURES =
  '# Ordinary one\n\nSome text with $E=mc^2$ and a diagram:\n\n```mermaid\ngraph TD\n  A[Start] --> B{Ok?}\n  B --> C[Yes]\n  B --> D[No]\n```\n';
export const ORDINARY_PLAIN = '# Ordinary two\n\nJust a paragraph of **text**.\n\n- one\n- two\n';
