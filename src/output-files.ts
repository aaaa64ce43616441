import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from './config.js';
import { convertLocal } from './engine/local/index.js';
import type { RunContext } from './github/event.js';
import type { RunOutcome } from './pipeline.js';
import type { ProcessedDocument } from './process-document.js';
import { renderGallery } from './report/gallery.js';
import { buildReport } from './report/report-json.js';
import type { FontSize } from './types.js';

/** Theme/size variants are rendered for small previews only: each costs a full conversion. */
const VARIANT_DOCUMENT_LIMIT = 20;
const VARIANT_THEMES = ['default', 'chinese', 'apple', 'bytedance', 'sports', 'cyber'];
const VARIANT_SIZES: FontSize[] = ['small', 'medium', 'large'];

/** Writes `index.html` (the gallery) and `report.json` into output-dir. */
export async function writeOutputFiles({
  config,
  ctx,
  outcome,
  processed,
}: {
  config: Config;
  ctx: RunContext;
  outcome: RunOutcome;
  processed: ProcessedDocument[];
}): Promise<void> {
  const withVariants = outcome.engine === 'local' && processed.length <= VARIANT_DOCUMENT_LIMIT;
  const documents = [
    ...processed.map((doc) => ({
      path: doc.result.path,
      title: doc.result.title,
      status: doc.result.status,
      wordCount: doc.result.wordCount,
      estimatedReadTime: doc.result.estimatedReadTime,
      findings: doc.result.findings,
      htmlFile: doc.result.html,
      html: doc.html,
      variants: withVariants && doc.html !== undefined ? variantsOf(doc) : undefined,
    })),
    ...outcome.results
      .filter((r) => r.status === 'removed')
      .map((r) => ({ path: r.path, status: r.status, findings: r.findings })),
  ];
  await writeFile(
    join(config.outputDir, 'index.html'),
    renderGallery({
      title: `${ctx.repo.fullName} — Markdown preview`,
      generatedAt: new Date().toISOString(),
      documents,
    }),
  );
  const report = buildReport({ config, ctx, outcome });
  await writeFile(join(config.outputDir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
}

function variantsOf(doc: ProcessedDocument) {
  const request = doc.request!;
  const theme = request.theme ?? 'default';
  const size = request.fontSize ?? 'medium';
  const combos = [
    ...VARIANT_SIZES.map((fontSize) => ({ theme, fontSize })),
    ...VARIANT_THEMES.filter((t) => t !== theme).map((t) => ({ theme: t, fontSize: size })),
  ];
  return combos.map(({ theme, fontSize }) => ({
    label: `${theme} · ${fontSize}`,
    theme,
    fontSize,
    html: convertLocal({ ...request, theme, fontSize }).html,
  }));
}
