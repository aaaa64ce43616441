/**
 * The browser preview is one file a reviewer opens from the artifact link, where no
 * relative path resolves: a document's local images go into it as `data:` URIs, read
 * from the checkout under the same rules the page writer copies them by, until a size
 * budget is spent. Past it an image points at its absolute URL when the run knows where
 * images live, and is counted so the preview can say so.
 */
import { extname } from 'node:path';
import { decodeHTMLAttribute } from 'entities';
import { workspaceFiles } from '../core/workspace-path.js';
import { repositoryPath, resolveImageUrl } from '../markdown/images.js';
import { escapeHtml } from './escape.js';
import { IMAGE_TYPES } from './image-copies.js';

/** One image larger than this is never embedded: it would crowd out the others. */
export const MAX_EMBEDDED_IMAGE_BYTES = 4 * 1024 * 1024;
/** All images of one preview together, before base64 (which adds a third). */
export const EMBED_BUDGET_BYTES = 24 * 1024 * 1024;

const IMG_SRC = /(<img\b[^>]*?\ssrc=")([^"]*)"/g;

export interface ImageEmbedder {
  /** The HTML with each local image of the document at `documentPath` embedded or linked. */
  embed(html: string, documentPath: string): { html: string; notEmbedded: number };
  /** One picture's `src` (a newspic's front matter), embedded or linked the same way. */
  source(src: string, documentPath: string): { src: string; embedded: boolean };
}

export function createImageEmbedder({
  workspace,
  imageBaseUrl,
  budget = EMBED_BUDGET_BYTES,
}: {
  workspace: string;
  /** Where the run's images live on the web; past the budget an image links there. */
  imageBaseUrl?: string;
  budget?: number;
}): ImageEmbedder {
  // The one rule for reading the checkout: a link into .git, a folder or a device is never
  // read, so nothing but the workspace's own image files can end up inside the preview.
  const files = workspaceFiles(workspace);
  // An image shown by many documents is read and counted once.
  const cache = new Map<string, string | undefined>();
  let spent = 0;

  const dataUri = (repoPath: string): string | undefined => {
    if (cache.has(repoPath)) return cache.get(repoPath);
    const uri = read(repoPath);
    cache.set(repoPath, uri);
    return uri;
  };
  const read = (repoPath: string): string | undefined => {
    const type = IMAGE_TYPES[extname(repoPath).toLowerCase()];
    if (!type) return undefined;
    const found = files.read(repoPath, Math.min(MAX_EMBEDDED_IMAGE_BYTES, budget - spent));
    if (!found.ok) return undefined;
    spent += found.bytes.length;
    return `data:${type};base64,${found.bytes.toString('base64')}`;
  };
  const absolute = (src: string, documentPath: string): string | undefined => {
    if (!imageBaseUrl) return undefined;
    const resolved = resolveImageUrl(src, { documentPath, imageBaseUrl });
    return 'url' in resolved ? resolved.url : undefined;
  };

  const source = (src: string, documentPath: string) => {
    if (!isRelative(src)) return { src, embedded: true };
    const repoPath = repositoryPath(src, documentPath);
    const uri = repoPath === undefined ? undefined : dataUri(repoPath);
    if (uri) return { src: uri, embedded: true };
    return { src: absolute(src, documentPath) ?? src, embedded: false };
  };

  return {
    source,
    embed(html, documentPath) {
      let notEmbedded = 0;
      if (!html.includes('<img')) return { html, notEmbedded };
      const out = html.replace(IMG_SRC, (whole, start: string, raw: string) => {
        const src = decodeHTMLAttribute(raw);
        if (!isRelative(src)) return whole;
        const shown = source(src, documentPath);
        if (!shown.embedded) notEmbedded++;
        return `${start}${escapeHtml(shown.src)}"`;
      });
      return { html: out, notEmbedded };
    },
  };
}

function isRelative(src: string): boolean {
  return (
    src !== '' && !src.startsWith('/') && !src.startsWith('#') && !/^[a-z][a-z0-9+.-]*:/i.test(src)
  );
}
