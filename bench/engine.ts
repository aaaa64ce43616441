/**
 * Engine throughput over a fixed corpus of real-world Markdown (bench/corpus,
 * READMEs and docs from node_modules). Three pipelines run in the same process
 * on the same bytes:
 *   raw    markdown-it's default render: the ceiling for any markdown-it renderer
 *   plain  markdown-it + highlight.js with classes, unstyled: the same work minus styles
 *   juice  markdown-it + highlight.js with classes, then juice inlines a stylesheet:
 *          the common way to get inline-styled HTML
 *   ours   the local engine: styles written inline by the renderer rules
 * Targets: ours >= 0.8x plain, >= 0.45x raw, >= 8x juice, peak RSS <= 250 MB.
 * Run: npx tsx bench/engine.ts
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import hljs from 'highlight.js';
import juice from 'juice';
import MarkdownIt from 'markdown-it';
import { createLocalEngine } from '../src/engine/local/index.js';
import { createHighlighter } from '../src/engine/local/render/highlight.js';

const CORPUS = join(import.meta.dirname, 'corpus');

const ARTICLE_CSS = `
section.article { font-size: 16px; color: #333; line-height: 1.8; padding: 16px; }
h1, h2 { color: #0f7b6c; border-bottom: 2px solid #0f7b6c; margin: 1.6em 0 0.8em; }
h3, h4, h5, h6 { color: #0f7b6c; margin: 1.3em 0 0.8em; }
p { margin: 0 0 1em; letter-spacing: 0.02em; }
a { color: #0f7b6c; border-bottom: 1px solid #0f7b6c; }
strong { font-weight: bold; color: #0f7b6c; }
blockquote { margin: 1.2em 0; padding: 0.6em 1em; border-left: 3px solid #0f7b6c; background: #e8f5f2; color: #888; }
ul, ol { margin: 0.2em 0 1em; padding-left: 1em; }
li { margin: 0.3em 0; }
pre { margin: 1em 0; border-radius: 6px; background: #f6f8fa; overflow-x: auto; }
code { font-family: Menlo, Consolas, monospace; font-size: 14px; }
p code, li code { padding: 2px 4px; color: #0f7b6c; background: #e8f5f2; }
table { border-collapse: collapse; min-width: 100%; }
th, td { padding: 0.5em 0.8em; border: 1px solid #e5e5e5; }
th { background: #e8f5f2; font-weight: bold; }
img { display: block; max-width: 100%; width: 100%; }
hr { margin: 2em 0; border: 0; border-top: 1px solid #e5e5e5; }
`;

export interface EngineBenchResult {
  documents: number;
  megabytes: number;
  rawMBps: number;
  plainMBps: number;
  juiceMBps: number;
  oursMBps: number;
  /** Share of the engine's time spent inside highlight.js on the corpus' fences. */
  highlightShare: number;
  vsRaw: number;
  vsPlain: number;
  vsJuice: number;
  peakRssMB: number;
}

function loadCorpus(): string[] {
  return readdirSync(CORPUS)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => readFileSync(join(CORPUS, name), 'utf8'));
}

/** MB/s of `convert` over the corpus: one warm-up pass, then passes for at least `minMs`. */
function throughput(
  docs: string[],
  bytes: number,
  convert: (doc: string) => unknown,
  minMs: number,
): number {
  for (const doc of docs) convert(doc);
  let passes = 0;
  const start = performance.now();
  let elapsed = 0;
  do {
    for (const doc of docs) convert(doc);
    passes++;
    elapsed = performance.now() - start;
  } while (elapsed < minMs);
  return (bytes * passes) / (1024 * 1024) / (elapsed / 1000);
}

/** markdown-it with highlight.js' class markup for fences, as a site would render it. */
function plainMarkdownIt(): InstanceType<typeof MarkdownIt> {
  return new MarkdownIt({
    html: true,
    highlight(code, lang) {
      if (lang && hljs.getLanguage(lang)) {
        return `<pre class="hljs"><code>${hljs.highlight(code, { language: lang, ignoreIllegals: true }).value}</code></pre>`;
      }
      return '';
    },
  });
}

function juicePipeline(): (doc: string) => string {
  const css =
    ARTICLE_CSS +
    readFileSync(
      join(import.meta.dirname, '..', 'node_modules/highlight.js/styles/github.css'),
      'utf8',
    );
  const md = plainMarkdownIt();
  return (doc) => juice.inlineContent(`<section class="article">${md.render(doc)}</section>`, css);
}

export async function main(): Promise<EngineBenchResult> {
  const docs = loadCorpus();
  const bytes = docs.reduce((sum, doc) => sum + Buffer.byteLength(doc), 0);
  const megabytes = bytes / (1024 * 1024);
  console.log(`engine bench: ${docs.length} documents, ${megabytes.toFixed(2)} MB`);

  const raw = new MarkdownIt();
  const rawMBps = throughput(docs, bytes, (doc) => raw.render(doc), 3000);
  console.log(`  raw markdown-it          ${rawMBps.toFixed(2)} MB/s`);

  const plain = plainMarkdownIt();
  const plainMBps = throughput(docs, bytes, (doc) => plain.render(doc), 3000);
  console.log(`  markdown-it+hljs         ${plainMBps.toFixed(2)} MB/s`);

  const engine = createLocalEngine();
  const oursMBps = throughput(
    docs,
    bytes,
    (doc) => engine.convertSync({ markdown: doc, theme: 'default' }),
    3000,
  );
  // Peak RSS is read before the juice pipeline runs, so it is the engine's (plus the raw run's).
  const peakRssMB = process.resourceUsage().maxRSS / 1024;
  console.log(
    `  ours (local engine)      ${oursMBps.toFixed(2)} MB/s, peak RSS ${peakRssMB.toFixed(0)} MB`,
  );

  // highlight.js alone, on the same fences through the same code path, to show where time goes.
  const fences: [string, string][] = [];
  for (const doc of docs) {
    for (const token of raw.parse(doc, {})) {
      if (token.type === 'fence')
        fences.push([token.content, token.info.trim().split(/\s+/, 1)[0]]);
    }
  }
  const highlight = createHighlighter();
  const spans = { keyword: '<span style="color:#d73a49">' };
  for (const [code, lang] of fences) highlight(code, lang, spans);
  const hlStart = performance.now();
  for (const [code, lang] of fences) highlight(code, lang, spans);
  const hlSeconds = (performance.now() - hlStart) / 1000;
  const highlightShare = hlSeconds / (megabytes / oursMBps);
  const withoutHighlight = megabytes / (megabytes / oursMBps - hlSeconds);
  console.log(
    `  of which highlight.js    ${(highlightShare * 100).toFixed(0)}% (${fences.length} fences); engine without it ${withoutHighlight.toFixed(2)} MB/s = ${(withoutHighlight / rawMBps).toFixed(2)}x raw`,
  );

  const juiced = juicePipeline();
  const juiceMBps = throughput(docs, bytes, juiced, 1000);
  console.log(`  markdown-it+hljs+juice   ${juiceMBps.toFixed(2)} MB/s`);

  const result: EngineBenchResult = {
    documents: docs.length,
    megabytes,
    rawMBps,
    plainMBps,
    juiceMBps,
    oursMBps,
    highlightShare,
    vsRaw: oursMBps / rawMBps,
    vsPlain: oursMBps / plainMBps,
    vsJuice: oursMBps / juiceMBps,
    peakRssMB,
  };
  const mark = (ok: boolean) => (ok ? 'ok' : 'BELOW TARGET');
  console.log(
    `  ours / plain = ${result.vsPlain.toFixed(2)}x (target >= 0.8x) ${mark(result.vsPlain >= 0.8)}`,
  );
  console.log(
    `  ours / raw   = ${result.vsRaw.toFixed(2)}x (target >= 0.45x) ${mark(result.vsRaw >= 0.45)}`,
  );
  console.log(
    `  ours / juice = ${result.vsJuice.toFixed(1)}x (target >= 8x) ${mark(result.vsJuice >= 8)}`,
  );
  console.log(
    `  peak RSS     = ${peakRssMB.toFixed(0)} MB (target <= 250 MB) ${mark(peakRssMB <= 250)}`,
  );
  return result;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main();
}
