/**
 * Diagram findings a writer acts on: typos the diagram renderer would silently draw
 * wrongly, a diagram too wide to read on a phone, and a figure that cannot be drawn in a
 * file this run drafts.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { syntaxProblems, unreadableDiagram } from '../../src/engine/local/figures/mermaid-check.js';
import { precheckMathAndDiagrams } from '../../src/engine/local/figures/rich-precheck.js';
import { createLocalEngine } from '../../src/engine/local/index.js';
import { processDocument } from '../../src/run/process-document.js';

describe('mermaid typos the renderer accepts', () => {
  it('reports an unclosed node shape and a message without a receiver, on their lines, and shows the blocks as code', async () => {
    const markdown = [
      '# Flow', // 1
      '', // 2
      '```mermaid', // 3
      'flowchart TD', // 4
      '  A[开始] --> B{判断', // 5
      '  B --> C', // 6
      '```', // 7
      '', // 8
      '```mermaid', // 9
      'sequenceDiagram', // 10
      '  A->>B: hello', // 11
      '  A->>: x', // 12
      '```', // 13
    ].join('\n');
    const findings = await precheckMathAndDiagrams(markdown);
    expect(findings.map((f) => [f.code, f.severity, f.line])).toEqual([
      ['invalid_mermaid', 'warning', 5],
      ['invalid_mermaid', 'warning', 12],
    ]);
    expect(findings[0].message).toContain('"{" after "B"');
    expect(findings[1].message).toContain('no receiver');
    const { html } = await createLocalEngine().convert({ markdown });
    expect(html).not.toContain('<svg');
    expect(html).toContain('判断');
  });

  it('accepts the shapes, labels and messages written correctly', () => {
    const flow = [
      'flowchart LR',
      '  A[请求] --> B{缓存命中?}',
      '  B -->|是 (hit)| C[返回]',
      '  B -- 否 (miss) --> D[(数据库)]',
      '  E((圆)) --> F{{六边形}}',
      '  G["a { b"] --> H>旗子]',
    ].join('\n');
    expect(syntaxProblems(flow)).toEqual([]);
    const sequence = [
      'sequenceDiagram',
      '  participant A as Alice',
      '  A->>+B: hi',
      '  B-->>-A: ok',
      '  A-)B: async',
      '  Note right of A: a: b',
      '  loop every minute',
      '    A-xB: lost',
      '  end',
    ].join('\n');
    expect(syntaxProblems(sequence)).toEqual([]);
    expect(syntaxProblems('sequenceDiagram\n  ->>B: who?\n')).toHaveLength(1);
  });
});

describe('a diagram too wide for a phone', () => {
  it("flags the example's left-to-right flowchart, suggests top-down, and draws it readable", async () => {
    const example = await readFile('examples/cache-math.md', 'utf8');
    const block = /```mermaid\n[\s\S]*?```\n/.exec(example)![0];
    const markdown = `# Cache\n\n${block}`;
    const findings = await precheckMathAndDiagrams(markdown);
    expect(findings.map((f) => [f.code, f.severity, f.line])).toEqual([
      ['diagram_too_wide', 'warning', 3],
    ]);
    expect(findings[0].message).toContain('flowchart TD');
    const { html } = await createLocalEngine().convert({ markdown });
    // Not shrunk to the column: as wide as its labels need, scrolling in its block.
    const style = /<svg[^>]*style="([^"]*)"/.exec(html)![1];
    expect(style).toContain('max-width:none');
    expect(Number(/width:([\d.]+)px/.exec(style)![1])).toBeGreaterThan(375);
    // The same diagram top-down fits and is not flagged.
    const topDown = markdown.replace('graph LR', 'graph TD');
    expect(await precheckMathAndDiagrams(topDown)).toEqual([]);
    const drawn = await createLocalEngine().convert({ markdown: topDown });
    expect(/<svg[^>]*style="([^"]*)"/.exec(drawn.html)![1]).toContain('max-width:100%');
  });
});

describe('a figure that cannot be drawn', () => {
  const body =
    '# T\n\nBad $\\frac{1}{$ formula.\n\n```mermaid\npie title Pets\n  "Dogs" : 3\n```\n';

  async function processed(drafting: boolean, front = '') {
    const dir = await mkdtemp(join(tmpdir(), 'md-platform-figures-'));
    await writeFile(join(dir, 'doc.md'), `${front}${body}`);
    return processDocument('doc.md', {
      workspace: dir,
      convertOptions: {},
      engine: createLocalEngine(),
      drafts: { configured: true, draftType: 'article', drafting },
    });
  }

  it('is an error in a file this run drafts, so no draft shows its source', async () => {
    const { result } = await processed(true);
    const figures = result.findings.filter((f) => /math|mermaid/.test(f.code));
    expect(figures.map((f) => [f.code, f.severity])).toEqual([
      ['invalid_math', 'error'],
      ['unsupported_mermaid', 'error'],
    ]);
    expect(figures[0].message).toContain('its draft would show the source');
    expect(result.status).toBe('failed');
  });

  it('stays a warning in a preview, and in a drafted run for a file not to be published', async () => {
    for (const doc of [
      await processed(false),
      await processed(true, '---\npublish: false\n---\n'),
    ]) {
      const figures = doc.result.findings.filter((f) => /math|mermaid/.test(f.code));
      expect(figures.map((f) => [f.code, f.severity])).toEqual([
        ['invalid_math', 'warning'],
        ['unsupported_mermaid', 'warning'],
      ]);
    }
  });
});

/** The patterns the message and node readers used before, in the checks' words: the reference. */
function patternProblems(source: string): string[] {
  const [head, ...lines] = source.split('\n');
  const out: string[] = [];
  for (const raw of lines) {
    const line = raw.trim();
    if (line === '' || line.startsWith('%%')) continue;
    if (head.startsWith('sequenceDiagram')) {
      if (
        /^(?:participant|actor|note|loop|alt|else|opt|par|and|critical|break|rect|end|activate|deactivate|autonumber|title|box|create|destroy|links?|accTitle|accDescr)\b/i.test(
          line,
        ) ||
        !/(<<)?(-{1,2})(>>|>|x|\)|)/.test(line) ||
        !line.includes(':')
      )
        continue;
      const match =
        /^([^:]*?)\s*(<<-{1,2}>>|-{1,2}>>|-{1,2}>|-{1,2}x|-{1,2}\))\s*([+-]?)([^:]*?)\s*:(.*)$/.exec(
          line,
        );
      if (!match) continue;
      const from = match[1].replace(/^[+-]/, '').trim();
      const to = match[4].trim();
      if (from && to && !/^[>x)]/.test(to)) continue;
      out.push(`${line.slice(0, 60)} no ${!from ? 'sender' : 'receiver'}`);
    }
  }
  return out;
}

describe('the diagram checks read any line in one pass', () => {
  it('find the messages without a sender or receiver that the pattern they replace found', () => {
    const line = fc
      .array(fc.constantFrom('A', 'b', '-', '>', '<', 'x', ')', '+', ':', ' ', '\t', '\r'), {
        maxLength: 24,
      })
      .map((chars) => chars.join(''));
    fc.assert(
      fc.property(fc.array(line, { maxLength: 4 }), (lines) => {
        const source = ['sequenceDiagram', ...lines].join('\n');
        const found = syntaxProblems(source).map((p) => {
          const [, quoted, missing] =
            /^Mermaid syntax error: "(.*)" is a message with no (\w+);/s.exec(p.message) ?? [
              '',
              p.message,
              '',
            ];
          return `${quoted} no ${missing}`;
        });
        expect(found).toEqual(patternProblems(source));
      }),
      { numRuns: 4000, seed: 34 },
    );
  });

  it('name the node before an unclosed shape, and take no time over long lines', () => {
    expect(syntaxProblems('graph TD\n  A --> Bé\u3000  [label')[0].message).toContain('after "Bé"');
    const long = 100_000;
    // Each took quadratic time before (counted, not timed: a linear reader answers at all).
    expect(syntaxProblems(`graph TD\n${'a'.repeat(long)}![x`)[0].message).toContain('opens a node');
    expect(
      syntaxProblems(`sequenceDiagram\nA${'\t'.repeat(long)}-x${'\t'.repeat(long)}:`),
    ).toHaveLength(1);
    expect(unreadableDiagram(`${'\n\t'.repeat(long)}\nflowchart LR`, 4000, 14)).toContain(
      'top-down',
    );
  });
});
