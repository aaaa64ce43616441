import { readFileSync, realpathSync, statSync } from 'node:fs';
import { extname, join, posix } from 'node:path';
import { decodeHTMLAttribute } from 'entities';
import { isInside } from '../core/path-inside.js';
import { repositoryPath } from '../markdown/images.js';
import type { ProcessedDocument } from '../run/process-document.js';
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

/** What a page may show from the checkout: images only, so a crafted `src` cannot copy other files. */
const IMAGE_EXTENSIONS = new Set([
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.webp',
  '.svg',
  '.bmp',
  '.avif',
]);
/** The platform's own limit for an article image is far lower; this only bounds the artifact. */
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

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
}: {
  outputDir: string;
  /** Where the files go; the action passes the folder it checked, so one list holds every file. */
  folder?: OutputFolder;
  workspace: string;
}): PageWriter {
  // One copy per image for the whole run: an image shared by many documents is copied once.
  const seen = new Set<string>();
  const realWorkspace = realpathSync(workspace);
  const pageName = uniquePageNames();
  const pending = new Set<Promise<void>>();
  let written = 0;

  const copyImage = async (repoPath: string) => {
    if (seen.has(repoPath)) return;
    seen.add(repoPath);
    if (!IMAGE_EXTENSIONS.has(extname(repoPath).toLowerCase())) return;
    if (repoPath.split('/').some((part) => part === '.git')) return;
    const target = imageFileName(repoPath);
    if (target === undefined) return;
    let bytes: Buffer;
    try {
      // Resolved, so a link inside the workspace cannot point the copy outside it.
      const source = realpathSync(join(workspace, repoPath));
      if (!isInside(realWorkspace, source)) return;
      const stat = statSync(source);
      if (!stat.isFile() || stat.size > MAX_IMAGE_BYTES) return;
      if (written + stat.size > MAX_OUTPUT_BYTES) return;
      written += stat.size;
      bytes = readFileSync(source);
    } catch {
      // A missing image stays a broken image on the page, as it would on the platform.
      return;
    }
    // Never the page's failure: the page still opens, with this image broken.
    await folder.write(target, bytes).catch(() => undefined);
  };

  const writePage = async (doc: ProcessedDocument, html: string) => {
    const path = doc.result.path;
    const file = pageName(path);
    // A picture-and-text post shows its pictures first, as the platform does.
    const front = doc.source?.frontMatter;
    const pictures = front?.type === 'newspic' ? (front.images ?? []) : [];
    const page = documentPageParts({
      title: doc.result.title ?? path,
      html,
      path,
      stats: doc.result,
      pictures,
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
    for (const src of [...pictures.filter(isRelative), ...relativeImageSources(html)]) {
      const repoPath = repositoryPath(src, path);
      if (repoPath !== undefined) await copyImage(repoPath);
    }
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
