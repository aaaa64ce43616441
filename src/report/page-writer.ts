import { copyFileSync, mkdirSync, realpathSync, statSync } from 'node:fs';
import { dirname, extname, join, posix } from 'node:path';
import { repositoryPath } from '../markdown/images.js';
import type { ProcessedDocument } from '../process-document.js';
import { isInside } from '../read-document.js';
import { documentPageParts } from './page.js';
import { createWriteThread, type WriteThread } from './write-thread.js';

/**
 * Writes one page per document into the output folder (`<path>.html`, beside where the
 * document sits in the repository) together with the local images it shows, so a page
 * opened from the artifact or the CLI's output shows what the writer sees in the
 * repository. Used by the action and the CLI alike.
 */
export interface PageWriter {
  /**
   * Queues the page of a converted document and sets `result.html`; others have no page.
   * Rejects if an earlier page could not be written.
   */
  write(doc: ProcessedDocument): Promise<void>;
  /** Waits until every page is on disk; rejects with the first page that could not be written. */
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

export function createPageWriter({
  outputDir,
  workspace,
}: {
  outputDir: string;
  workspace: string;
}): PageWriter {
  // One mkdir per folder and one copy per image for the whole run: 1,000 pages have a
  // handful of folders, and an image shared by many documents is copied once.
  const folders = new Set<string>();
  const seen = new Set<string>();
  const realWorkspace = realpathSync(workspace);
  const ensureFolder = (folder: string) => {
    if (folders.has(folder)) return;
    mkdirSync(folder, { recursive: true });
    folders.add(folder);
  };

  const copyImage = (repoPath: string) => {
    if (seen.has(repoPath)) return;
    seen.add(repoPath);
    if (!IMAGE_EXTENSIONS.has(extname(repoPath).toLowerCase())) return;
    if (repoPath.split('/').some((part) => part === '.git')) return;
    try {
      // Resolved, so a link inside the workspace cannot point the copy outside it.
      const source = realpathSync(join(workspace, repoPath));
      if (!isInside(realWorkspace, source)) return;
      const stat = statSync(source);
      if (!stat.isFile() || stat.size > MAX_IMAGE_BYTES) return;
      const target = join(outputDir, repoPath);
      ensureFolder(dirname(target));
      copyFileSync(source, target);
    } catch {
      // A missing image stays a broken image on the page, as it would on the platform.
    }
  };

  // Started with the first page: a run that converts nothing starts no thread.
  let thread: WriteThread | undefined;

  return {
    async write(doc) {
      const html = doc.html;
      if (html === undefined) return;
      const path = doc.result.path;
      const file = `${path}.html`;
      const target = join(outputDir, file);
      ensureFolder(dirname(target));
      thread ??= createWriteThread();
      const front = doc.source?.frontMatter;
      const pictures = front?.type === 'newspic' ? (front.images ?? []) : [];
      const written = thread.write(
        target,
        documentPageParts({
          title: doc.result.title ?? path,
          html,
          path,
          stats: doc.result,
          pictures,
        }),
      );
      for (const src of [...pictures.filter(isRelative), ...relativeImageSources(html)]) {
        const repoPath = repositoryPath(src, path);
        if (repoPath !== undefined) copyImage(repoPath);
      }
      doc.result.html = file;
      await written;
    },
    async close() {
      await thread?.close();
    },
  };
}

/**
 * Runs `work`, which writes pages, then waits until they are on disk, so what follows
 * (the gallery, the artifact) finds them. After a failure of `work` it only stops the
 * writer's thread: that failure is the one to report.
 */
export async function writingPages<T>(
  pages: PageWriter | undefined,
  work: () => Promise<T>,
): Promise<T> {
  try {
    const result = await work();
    await pages?.close();
    return result;
  } finally {
    await pages?.close().catch(() => undefined);
  }
}

/** The `src` of each `<img>` in engine HTML that is a relative path (no scheme, no leading /). */
export function relativeImageSources(html: string): string[] {
  if (!html.includes('<img')) return [];
  const sources: string[] = [];
  for (const match of html.matchAll(IMG_SRC)) {
    const src = unescapeAttribute(match[2]);
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
    isRelative(unescapeAttribute(src)) ? `${start}${prefix}/${src}"` : whole,
  );
}

function isRelative(src: string): boolean {
  return (
    src !== '' && !src.startsWith('/') && !src.startsWith('#') && !/^[a-z][a-z0-9+.-]*:/i.test(src)
  );
}

function unescapeAttribute(value: string): string {
  return value.includes('&')
    ? value
        .replace(/&quot;/g, '"')
        .replace(/&#39;|&#x27;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&')
    : value;
}
