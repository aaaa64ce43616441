import { posix } from 'node:path';
import { decodeHTMLAttribute } from 'entities';
import { type WorkspaceFiles, workspaceFiles } from '../core/workspace-path.js';
import { localImagePath } from '../markdown/images.js';
import type { ProcessedDocument } from '../markdown/read-document.js';
import { createImageCopies, sourceFromPage } from './image-copies.js';
import { createOutputFolder, type OutputFolder } from './output-folder.js';
import { documentPageParts } from './page.js';
import { imageFileName, uniquePageNames } from './page-names.js';

/**
 * Writes one page per document into the output folder (`<path>.html`, beside where the
 * document sits in the repository, under a safe name: see page-names.ts) together with
 * the local images it shows, so a page opened from the artifact or the CLI's output shows
 * what the writer sees in the repository. Used by the action and the CLI alike.
 */
export interface PageWriter {
  /**
   * Writes the page of a converted document and sets `result.html`; others have no page.
   * Rejects with an OutputWriteError naming the page if it could not be written.
   */
  write(doc: ProcessedDocument): Promise<void>;
  /** Resolves once every page is on disk (each `write` already waits for its own page). */
  close(): Promise<void>;
}

const IMG_SRC = /(<img\b[^>]*?\ssrc=")([^"]*)"/g;

/**
 * What the pages and images of one run may add up to. Each page is within `max-html-bytes`
 * already; this bounds a run of many large ones. Past it, a page is not written and its
 * document carries a warning saying so.
 */
export const MAX_OUTPUT_BYTES = 256 * 1024 * 1024;

export function createPageWriter({
  outputDir,
  folder = createOutputFolder(outputDir),
  workspace,
  files = workspaceFiles(workspace),
  imageBaseUrl,
}: {
  outputDir: string;
  /** Where the documents' images live on the web, for the pages' "Copy article". */
  imageBaseUrl?: string;
  /** Where the files go; the action passes the folder it checked, so one list holds every file. */
  folder?: OutputFolder;
  workspace: string;
  /** The rule for reading the checkout (core/workspace-path.ts); made from `workspace` when not given. */
  files?: WorkspaceFiles;
}): PageWriter {
  let written = 0;
  // One copy per image file for the whole run, however many documents and links show it.
  // Pages and image copies draw on one output budget (MAX_OUTPUT_BYTES).
  const take = (bytes: number) => {
    if (written + bytes > MAX_OUTPUT_BYTES) return false;
    written += bytes;
    return true;
  };
  const images = createImageCopies(files, folder, take);
  const pageName = uniquePageNames();
  const pending = new Set<Promise<void>>();

  /** Each relative source whose copy is not where the page would look, and where it is. */
  const movedSources = (file: string, docPath: string, sources: string[]) => {
    const moved = new Map<string, string>();
    for (const src of sources) {
      const repoPath = localImagePath(src, docPath);
      const target = repoPath === undefined ? undefined : images.place(repoPath);
      // Copies above the documents' folder (the CLI's `..`) get a folder of their own inside.
      const climbs = repoPath === '..' || repoPath?.startsWith('../');
      if (target !== undefined && (climbs || target !== imageFileName(repoPath!))) {
        moved.set(src, sourceFromPage(file, target));
      }
    }
    return moved;
  };

  const writePage = async (doc: ProcessedDocument, engineHtml: string) => {
    const path = doc.result.path;
    const file = pageName(path);
    // A picture-and-text post shows its pictures first, as the platform does.
    const front = doc.source?.frontMatter;
    const listed = front?.type === 'newspic' ? (front.images ?? []) : [];
    const moved = movedSources(file, path, [
      ...listed.filter(isRelative),
      ...relativeImageSources(engineHtml),
    ]);
    const html = moveImageSources(engineHtml, moved);
    if (moved.size > 0) {
      // The gallery and its variants show the same copies.
      doc.html = html;
      doc.movedImages = moved;
    }
    const page = documentPageParts({
      title: doc.result.title ?? path,
      html,
      path,
      stats: doc.result,
      pictures: listed.map((src) => moved.get(src) ?? src),
      imageBaseUrl,
    }).join('');
    if (written + page.length > MAX_OUTPUT_BYTES) {
      doc.result.findings.push({
        severity: 'warning',
        code: 'output_full',
        message: `The page was not written: this run's pages and images already hold ${Math.round(written / 1024 / 1024)} MB, and the output is capped at ${MAX_OUTPUT_BYTES / 1024 / 1024} MB. Convert fewer or smaller documents per run.`,
      });
      return;
    }
    written += page.length;
    await folder.write(file, page);
    doc.result.html = file;
  };

  return {
    async write(doc) {
      if (doc.html === undefined) return;
      const writing = writePage(doc, doc.html);
      pending.add(writing);
      try {
        await writing;
      } finally {
        pending.delete(writing);
      }
    },
    async close() {
      await Promise.all(pending);
      await images.settled();
    },
  };
}

/**
 * Runs `work`, which writes pages, then waits until they are on disk, so what follows
 * (the gallery, the artifact) finds them.
 */
export async function writingPages<T>(
  pages: PageWriter | undefined,
  work: () => Promise<T>,
): Promise<T> {
  const result = await work();
  await pages?.close();
  return result;
}

/** The `src` of each `<img>` in engine HTML that is a relative path (no scheme, no leading /). */
export function relativeImageSources(html: string): string[] {
  if (!html.includes('<img')) return [];
  const sources: string[] = [];
  for (const match of html.matchAll(IMG_SRC)) {
    const src = decodeHTMLAttribute(match[2]);
    if (isRelative(src)) sources.push(src);
  }
  return sources;
}

/** The HTML with each relative image source in `moved` replaced by where its copy is. */
export function moveImageSources(
  html: string,
  moved: ReadonlyMap<string, string> | undefined,
): string {
  if (!moved || moved.size === 0) return html;
  return html.replace(IMG_SRC, (whole, start: string, src: string) => {
    const to = moved.get(decodeHTMLAttribute(src));
    return to === undefined ? whole : `${start}${to}"`;
  });
}

/**
 * The same HTML for a page that sits at the output folder's root (the gallery): each
 * relative image source gets the document's folder in front, so it finds the copy
 * `createPageWriter` made beside the document's own page.
 */
export function rebaseLocalImages(html: string, documentPath: string): string {
  const folder = posix.dirname(documentPath);
  if (folder === '.' || !html.includes('<img')) return html;
  const prefix = folder
    .split('/')
    .map((part) => encodeURIComponent(part))
    .join('/');
  return html.replace(IMG_SRC, (whole, start: string, src: string) =>
    isRelative(decodeHTMLAttribute(src)) ? `${start}${prefix}/${src}"` : whole,
  );
}

function isRelative(src: string): boolean {
  return (
    src !== '' && !src.startsWith('/') && !src.startsWith('#') && !/^[a-z][a-z0-9+.-]*:/i.test(src)
  );
}
