/**
 * The browser preview: the gallery as one self-contained file, every document's article
 * (and a post's pictures) inside it with its local images embedded, so the one file the
 * artifact service serves unzipped opens in any browser, phone included, with nothing
 * else to fetch. Its name is the artifact's name: the service names a one-file artifact
 * after its file.
 */
import { posix } from 'node:path';
import type { FileResult } from '../core/types.js';
import type { ProcessedDocument } from '../markdown/read-document.js';
import { markCopySources } from './copy-images.js';
import { createImageEmbedder } from './embed-images.js';
import { documentAnchor, type GalleryDocument, galleryParts } from './gallery.js';
import type { OutputFolder } from './output-folder.js';
import { rebaseLocalImages } from './page-writer.js';

/** The preview's file name for an artifact named `artifactName` (the zip's). */
export function previewFileName(artifactName: string): string {
  return `${artifactName}-browser.html`;
}

/** A document as both the gallery and the preview start from it. */
export interface PreviewSource {
  doc: ProcessedDocument;
  /** The article with each image marked with what "Copy article" gives it. */
  html?: string;
  byHand: number;
}

/** Marks each document's images for the copy button, once for the gallery and the preview. */
export function previewSources(
  processed: readonly ProcessedDocument[],
  imageBaseUrl: string | undefined,
): PreviewSource[] {
  return processed.map((doc) => {
    if (doc.html === undefined) return { doc, byHand: 0 };
    const marked = markCopySources(doc.html, { documentPath: doc.result.path, imageBaseUrl });
    return { doc, html: marked.html, byHand: marked.byHand };
  });
}

/** The fields of a gallery document that do not depend on where the page sits. */
export function galleryFields(doc: ProcessedDocument) {
  return {
    path: doc.result.path,
    title: doc.result.title,
    status: doc.result.status,
    wordCount: doc.result.wordCount,
    estimatedReadTime: doc.result.estimatedReadTime,
    findings: doc.result.findings,
    htmlFile: doc.result.html,
    reason: doc.result.reason,
  };
}

/** A post's pictures as seen from the output folder's root, beside the copies of them. */
export function rebasePictures(pictures: readonly string[], documentPath: string): string[] {
  const folder = posix.dirname(documentPath);
  return pictures.map((src) =>
    folder === '.' || /^[a-z][a-z0-9+.-]*:|^[/#]/i.test(src) ? src : `${folder}/${src}`,
  );
}

export interface BrowserPreviewInput {
  folder: OutputFolder;
  /** The file to write, `previewFileName(artifact name)`. */
  file: string;
  title: string;
  generatedAt: string;
  sources: readonly PreviewSource[];
  others?: readonly FileResult[];
  /** The checkout, which the documents' local images are read from. */
  workspace: string;
  imageBaseUrl?: string;
}

export interface BrowserPreview {
  file: string;
  /** Each document's anchor in the preview, by path. */
  anchors: Map<string, string>;
  /** Images left out to stay within the size budget. */
  notEmbedded: number;
}

/** Writes the preview into the output folder (the caller uploads it on its own). */
export async function writeBrowserPreview(input: BrowserPreviewInput): Promise<BrowserPreview> {
  const embedder = createImageEmbedder({
    workspace: input.workspace,
    imageBaseUrl: input.imageBaseUrl,
  });
  let notEmbedded = 0;
  const documents: GalleryDocument[] = input.sources.map(({ doc, html, byHand }) => {
    const path = doc.result.path;
    const embedded = html === undefined ? undefined : embedder.embed(html, path);
    const pictures = (doc.pictures ?? []).map((src) => embedder.source(src, path));
    const missing =
      (embedded?.notEmbedded ?? 0) + pictures.filter((picture) => !picture.embedded).length;
    notEmbedded += missing;
    return {
      ...galleryFields(doc),
      html: embedded?.html,
      pictures: pictures.map((picture) => picture.src),
      byHand,
      notEmbedded: missing,
    };
  });
  for (const other of input.others ?? []) {
    documents.push({ path: other.path, status: other.status, findings: other.findings });
  }
  await input.folder.write(
    input.file,
    galleryParts({
      title: input.title,
      generatedAt: input.generatedAt,
      documents,
      standalone: true,
    }),
  );
  const anchors = new Map(documents.map((doc, index) => [doc.path, documentAnchor(index)]));
  return { file: input.file, anchors, notEmbedded };
}

/** The gallery's (index.html's) view of the same documents: images beside the pages. */
export function galleryDocuments(sources: readonly PreviewSource[]): GalleryDocument[] {
  return sources.map(({ doc, html, byHand }) => ({
    ...galleryFields(doc),
    html: html === undefined ? undefined : rebaseLocalImages(html, doc.result.path),
    pictures: rebasePictures(doc.pictures ?? [], doc.result.path),
    byHand,
  }));
}
