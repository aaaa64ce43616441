import { type FileResult, type FontSize, THEME_IDS } from '../core/types.js';
import type { Engine } from '../engine/engine.js';
import type { LocalEngine, Look } from '../engine/local/index.js';
import type { ProcessedDocument } from '../run/process-document.js';
import {
  type BrowserPreview,
  galleryDocuments,
  previewSources,
  writeBrowserPreview,
} from './browser-preview.js';
import { markCopySources } from './copy-images.js';
import { galleryParts } from './gallery.js';
import { createOutputFolder, type OutputFolder } from './output-folder.js';
import { moveImageSources, rebaseLocalImages } from './page-writer.js';
import type { Report } from './report-json.js';

/** Theme/size variants are rendered for small previews only: each costs a render. */
const VARIANT_DOCUMENT_LIMIT = 20;
// The switcher offers every theme.
const VARIANT_THEMES = THEME_IDS;
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
  /** Where the documents' images live on the web, for "Copy article" (see copy-images.ts). */
  imageBaseUrl?: string;
  /** Also write the one-file browser preview, named `file`, reading images from `workspace`. */
  preview?: { file: string; workspace: string };
}

/** Whether the gallery renders theme/size variants, which need each document's request. */
export function rendersVariants(
  engine: Engine | undefined,
  documents: number,
): engine is LocalEngine {
  return engine !== undefined && 'restyle' in engine && documents <= VARIANT_DOCUMENT_LIMIT;
}

/**
 * Writes `index.html` (the gallery) and `report.json` into the output folder, and the
 * browser preview when asked for.
 */
export async function writeOutputFiles(
  input: OutputFilesInput,
): Promise<BrowserPreview | undefined> {
  const variantEngine = rendersVariants(input.variantEngine, input.processed.length)
    ? input.variantEngine
    : undefined;
  const sources = previewSources(input.processed, input.imageBaseUrl);
  // index.html sits at the root; a document's relative images sit beside its own page.
  const processed = galleryDocuments(sources).map((doc, i) => {
    const source = input.processed[i];
    return {
      ...doc,
      variants:
        variantEngine && source.html !== undefined
          ? variantsOf(source, variantEngine, input.imageBaseUrl)
          : undefined,
    };
  });
  const documents = [
    ...processed,
    ...(input.others ?? []).map((r) => ({ path: r.path, status: r.status, findings: r.findings })),
  ];
  const folder = input.folder ?? createOutputFolder(input.outputDir);
  await folder.write(
    'index.html',
    galleryParts({ title: input.title, generatedAt: input.report.generatedAt, documents }),
  );
  await folder.write('report.json', `${JSON.stringify(input.report, null, 2)}\n`);
  if (!input.preview) return undefined;
  return writeBrowserPreview({
    folder,
    file: input.preview.file,
    title: input.title,
    generatedAt: input.report.generatedAt,
    sources,
    others: input.others,
    workspace: input.preview.workspace,
    imageBaseUrl: input.imageBaseUrl,
  });
}

/**
 * The document in the other sizes of its theme and in the other themes at its size; the
 * gallery offers it as converted besides these.
 */
function variantsOf(doc: ProcessedDocument, engine: LocalEngine, imageBaseUrl?: string) {
  const request = doc.request!;
  const theme = request.theme ?? 'default';
  const size = request.fontSize ?? 'medium';
  const looks: Look[] = [
    ...VARIANT_SIZES.filter((s) => s !== size).map((fontSize) => ({ theme, fontSize })),
    ...VARIANT_THEMES.filter((t) => t !== theme).map((t) => ({ theme: t, fontSize: size })),
  ];
  const pages = engine.restyle(request, looks);
  return looks.map(({ theme, fontSize }, i) => ({
    label: `${theme} · ${fontSize}`,
    theme,
    fontSize,
    // Copy URLs come from the sources as written, before they point at the one copy.
    html: rebaseLocalImages(
      moveImageSources(
        markCopySources(pages[i], { documentPath: doc.result.path, imageBaseUrl }).html,
        doc.movedImages,
      ),
      doc.result.path,
    ),
  }));
}
