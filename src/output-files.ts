import type { Engine } from './engine/engine.js';
import type { ProcessedDocument } from './process-document.js';
import { renderGallery } from './report/gallery.js';
import { createOutputFolder, type OutputFolder } from './report/output-folder.js';
import { rebaseLocalImages } from './report/page-writer.js';
import type { Report } from './report/report-json.js';
import type { FileResult, FontSize } from './types.js';

/** Theme/size variants are rendered for small previews only: each costs a full conversion. */
const VARIANT_DOCUMENT_LIMIT = 20;
const VARIANT_THEMES = ['default', 'chinese', 'apple', 'bytedance', 'sports', 'cyber'];
const VARIANT_SIZES: FontSize[] = ['small', 'medium', 'large'];

export interface OutputFilesInput {
  outputDir: string;
  /** The folder the pages went to (the action's checked one), so its list has every file. */
  folder?: OutputFolder;
  title: string;
  processed: ProcessedDocument[];
  /** Results with no processed document (removed files), listed in the gallery too. */
  others?: FileResult[];
  /**
   * The run's local engine, which renders each document's theme/size variants (its
   * grammars and caches are warm); none for a remote run, which must not spend quota on them.
   */
  variantEngine?: Engine;
  report: Report;
}

/** Whether the gallery renders theme/size variants, which need each document's request. */
export function rendersVariants(engine: Engine | undefined, documents: number): boolean {
  return engine?.name === 'local' && documents <= VARIANT_DOCUMENT_LIMIT;
}

/** Writes `index.html` (the gallery) and `report.json` into the output folder. */
export async function writeOutputFiles(input: OutputFilesInput): Promise<void> {
  const variantEngine = rendersVariants(input.variantEngine, input.processed.length)
    ? input.variantEngine
    : undefined;
  const processed = await Promise.all(
    input.processed.map(async (doc) => ({
      path: doc.result.path,
      title: doc.result.title,
      status: doc.result.status,
      wordCount: doc.result.wordCount,
      estimatedReadTime: doc.result.estimatedReadTime,
      findings: doc.result.findings,
      htmlFile: doc.result.html,
      // index.html sits at the root; a document's relative images sit beside its own page.
      html: doc.html === undefined ? undefined : rebaseLocalImages(doc.html, doc.result.path),
      variants:
        variantEngine && doc.html !== undefined ? await variantsOf(doc, variantEngine) : undefined,
    })),
  );
  const documents = [
    ...processed,
    ...(input.others ?? []).map((r) => ({ path: r.path, status: r.status, findings: r.findings })),
  ];
  const folder = input.folder ?? createOutputFolder(input.outputDir);
  await folder.write(
    'index.html',
    renderGallery({ title: input.title, generatedAt: input.report.generatedAt, documents }),
  );
  await folder.write('report.json', `${JSON.stringify(input.report, null, 2)}\n`);
}

async function variantsOf(doc: ProcessedDocument, engine: Engine) {
  const request = doc.request!;
  const theme = request.theme ?? 'default';
  const size = request.fontSize ?? 'medium';
  const combos = [
    ...VARIANT_SIZES.map((fontSize) => ({ theme, fontSize })),
    ...VARIANT_THEMES.filter((t) => t !== theme).map((t) => ({ theme: t, fontSize: size })),
  ];
  const variants = [];
  for (const { theme, fontSize } of combos) {
    // The document was checked when it was converted the first time.
    const { html } = await engine.convert({ ...request, theme, fontSize }, undefined, {
      prechecked: true,
    });
    variants.push({
      label: `${theme} · ${fontSize}`,
      theme,
      fontSize,
      html: rebaseLocalImages(html, doc.result.path),
    });
  }
  return variants;
}
