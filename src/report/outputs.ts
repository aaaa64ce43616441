import { type ConvertRequest, type FileResult, FONT_SIZES, THEME_IDS } from '../core/types.js';
import type { Engine } from '../engine/engine.js';
import type { Finish, Look, Restyled } from '../engine/local/index.js';
import type { ProcessedDocument } from '../markdown/read-document.js';
import {
  type BrowserPreview,
  galleryDocuments,
  previewSources,
  writeBrowserPreview,
} from './browser-preview.js';
import { markCopySources } from './copy-images.js';
import { type GalleryDocument, galleryParts } from './gallery.js';
import { createOutputFolder, type OutputFolder } from './output-folder.js';
import { moveImageSources, rebaseLocalImages } from './page-writer.js';
import type { Report } from './report-json.js';
import { lookKey } from './variants.js';

/** Theme/size variants are rendered for small previews only: each costs a render. */
const VARIANT_DOCUMENT_LIMIT = 20;
/**
 * A page larger than this gets no variants and is not embedded in the gallery (its own
 * page has it): a few formula-heavy pages would otherwise make the artifact hundreds of MB.
 */
export const VARIANT_PAGE_LIMIT = 1024 * 1024;
/** What one document's variants may add up to: the switcher offers every theme. */
export const VARIANTS_BYTES_LIMIT = 16 * 1024 * 1024;

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

/** An engine that draws a converted document in other looks: the local engine, on threads or not. */
export interface Restyler extends Engine {
  restyleTemplates(
    request: ConvertRequest,
    looks: readonly Look[],
    finish?: Finish,
  ): Restyled | Promise<Restyled>;
  /** The strings a template's numbers stand for in this look. */
  styleTable(look: Look): readonly string[];
}

/** Whether the gallery renders theme/size variants, which need each document's request. */
export function rendersVariants(engine: Engine | undefined, documents: number): engine is Restyler {
  return (
    engine !== undefined && 'restyleTemplates' in engine && documents <= VARIANT_DOCUMENT_LIMIT
  );
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
  const sources = previewSources(input.processed, input.imageBaseUrl).map((source) =>
    isLarge(source.doc) ? { ...source, html: undefined } : source,
  );
  // index.html sits at the root; a document's relative images sit beside its own page.
  const gallery = galleryDocuments(sources);
  const processed: GalleryDocument[] = [];
  // Each look's style table once, however many documents' templates it fills in.
  const styleTables: Record<string, readonly string[]> = {};
  for (const [i, doc] of gallery.entries()) {
    const source = input.processed[i];
    const large = isLarge(source);
    const variants =
      variantEngine && source.html !== undefined && !large
        ? await variantsOf(source, variantEngine, styleTables, input.imageBaseUrl)
        : undefined;
    processed.push({
      ...doc,
      ...(typeof variants === 'object' ? variants : {}),
      variantsNote:
        variantEngine && large
          ? `No theme/size variants and not embedded here: the page is ${(source.html!.length / 1024 / 1024).toFixed(1)} MB, over the ${VARIANT_PAGE_LIMIT / 1024 / 1024} MB for which the gallery draws them. Open the document's page.`
          : typeof variants === 'string'
            ? variants
            : undefined,
    });
  }
  const documents = [
    ...processed,
    ...(input.others ?? []).map((r) => ({ path: r.path, status: r.status, findings: r.findings })),
  ];
  const folder = input.folder ?? createOutputFolder(input.outputDir);
  await folder.write(
    'index.html',
    galleryParts({
      title: input.title,
      generatedAt: input.report.generatedAt,
      documents,
      styleTables,
    }),
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
 * What the gallery does to each variant's HTML: its images as the document's own show them.
 * Copy URLs come from the sources as written, before they point at the one copy. Images
 * only: the engine does this once for all looks where it can.
 */
export function variantFinish(doc: ProcessedDocument, imageBaseUrl?: string): Finish {
  return (page) =>
    rebaseLocalImages(
      moveImageSources(
        markCopySources(page, { documentPath: doc.result.path, imageBaseUrl }).html,
        doc.movedImages,
      ),
      doc.result.path,
    );
}

/** A page the gallery does not embed: it has its own page. */
function isLarge(doc: ProcessedDocument): boolean {
  return doc.html !== undefined && doc.html.length > VARIANT_PAGE_LIMIT;
}

/**
 * The document in the other sizes of its theme and in the other themes at its size (the
 * gallery offers it as converted besides these), with the templates they are filled in
 * from; the looks' style tables go into `styleTables`. A string says why there are none.
 */
async function variantsOf(
  doc: ProcessedDocument,
  engine: Restyler,
  styleTables: Record<string, readonly string[]>,
  imageBaseUrl?: string,
): Promise<Pick<GalleryDocument, 'variants' | 'templates'> | string> {
  const request = doc.request!;
  const theme = request.theme ?? 'default';
  const size = request.fontSize ?? 'medium';
  const looks: Look[] = [
    ...FONT_SIZES.filter((s) => s !== size).map((fontSize) => ({ theme, fontSize })),
    ...THEME_IDS.filter((t) => t !== theme).map((t) => ({ theme: t, fontSize: size })),
  ];
  const html = doc.html ?? '';
  if (html.length * looks.length > VARIANTS_BYTES_LIMIT) {
    return `No theme/size variants: ${looks.length} looks of a ${(html.length / 1024).toFixed(0)} KB page would pass the ${VARIANTS_BYTES_LIMIT / 1024 / 1024} MB the gallery gives one document. Open the document's page.`;
  }
  const finish = variantFinish(doc, imageBaseUrl);
  let restyled: Restyled;
  try {
    restyled = await engine.restyleTemplates(request, looks, finish);
  } catch (error) {
    // Over its budget in another look (a theme's fonts widen a diagram): the page stands alone.
    return `No theme/size variants: drawing them stopped (${(error as Error).message})`;
  }
  const variants = looks.map(({ theme, fontSize }, i) => {
    const page = restyled.pages[i];
    const label = `${theme} · ${fontSize}`;
    if (typeof page === 'string') return { label, theme, fontSize, html: page };
    styleTables[lookKey(theme, fontSize)] ??= engine.styleTable({ theme, fontSize });
    return { label, theme, fontSize, template: page };
  });
  return { variants, templates: restyled.templates.length ? restyled.templates : undefined };
}
