import type { FileResult } from '../core/types.js';
import type { Engine } from '../engine/engine.js';
import { previewImageBaseUrl } from '../github/event.js';
import { previewFileName } from '../report/browser-preview.js';
import type { OutputFolder } from '../report/output-folder.js';
import { writeOutputFiles } from '../report/outputs.js';
import { buildReport } from '../report/report-json.js';
import type { ProcessedDocument } from './process-document.js';
import type { Run, RunOutcome } from './run-outcome.js';

/**
 * Writes the gallery, the pages' index and report.json into the output folder, and the
 * browser preview when an artifact will carry it (`outcome.preview`).
 */
export async function writeReport(
  { config, ctx }: Run,
  outcome: RunOutcome,
  {
    folder,
    processed,
    removed,
    variantEngine,
  }: {
    folder: OutputFolder;
    processed: ProcessedDocument[];
    removed: FileResult[];
    variantEngine?: Engine;
  },
): Promise<void> {
  const preview = await writeOutputFiles({
    outputDir: config.outputDir,
    folder,
    title: `${ctx.repo.fullName}: Markdown preview`,
    processed,
    others: removed,
    variantEngine,
    imageBaseUrl: previewImageBaseUrl(ctx, config.imageBaseUrl),
    preview:
      config.artifact && (outcome.mode === 'preview' || outcome.mode === 'convert')
        ? { file: previewFileName(config.artifactName), workspace: config.workspace }
        : undefined,
    report: buildReport({
      generatedAt: new Date().toISOString(),
      run: {
        repository: ctx.repo.fullName,
        sha: ctx.sha,
        ref: ctx.ref,
        eventName: ctx.eventName,
        pullRequest: ctx.pullRequest?.number,
        headSha: ctx.pullRequest?.headSha,
        runUrl: ctx.runUrl,
        mode: outcome.mode,
        engine: outcome.engine,
      },
      config,
      results: outcome.results,
      drafts: outcome.drafts,
    }),
  });
  if (preview) outcome.preview = { file: preview.file, anchors: preview.anchors };
}
