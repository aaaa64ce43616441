import { posix } from 'node:path';
import type { Finding } from '../core/types.js';

export interface ImageRef {
  /** The source as written in the Markdown. */
  src: string;
  /** 1-based line within the body. */
  line: number;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
// No span here may run over what opens another match: the alt text holds no `![` and at
// most one nested `[…]`, a tag no `<`, a title no parenthesis. A failed attempt then stops
// where the next one starts, so a line of `![![![…` or `<img <img …` costs linear time.
const MARKDOWN_IMAGE =
  /!\[(?:[^!\][\\]|\\.|\[(?:[^!\][\\]|\\.)*\]|!(?!\[))*\]\(\s*(<[^<>]*>|[^()\s]+)(?:\s+(?:"[^"()]*"|'[^'()]*'|\([^()]*\)))?\s*\)/g;
/** An `<img` tag up to its end, then its `src` within it: two linear passes. */
const HTML_IMAGE_TAG = /<img\b[^<>]*/gi;
const HTML_IMAGE_SRC = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s<>]+))/i;
const INLINE_CODE = /`+[^`]*`+/g;
const IMG_OPENER = /<img\b/i;

/** Images of a Markdown body (Markdown and HTML `<img>`), outside code, in order. */
export function findImages(body: string): ImageRef[] {
  const images: ImageRef[] = [];
  let fence: string | undefined;
  body.split('\n').forEach((text, i) => {
    const open = FENCE.exec(text);
    if (fence) {
      if (open && open[1][0] === fence[0] && open[1].length >= fence.length) fence = undefined;
      return;
    }
    if (open) {
      fence = open[1];
      return;
    }
    // Blanking code only removes text, so a line with neither opener holds no image.
    if (!text.includes('![') && !IMG_OPENER.test(text)) return;
    const line = text.replace(INLINE_CODE, (code) => ' '.repeat(code.length));
    for (const match of line.matchAll(MARKDOWN_IMAGE)) {
      images.push({ src: match[1].replace(/^<|>$/g, ''), line: i + 1 });
    }
    for (const [tag] of line.matchAll(HTML_IMAGE_TAG)) {
      const match = HTML_IMAGE_SRC.exec(tag);
      if (match) images.push({ src: match[1] ?? match[2] ?? match[3], line: i + 1 });
    }
  });
  return images;
}

export type Resolved = { url: string } | { error: string };

/**
 * Turns an image source into the absolute URL the service can fetch: absolute http(s)
 * stays, a path relative to the document (or to the repository root with a leading /)
 * is prefixed with image-base-url. A path that climbs above the repository root, and
 * schemes that are not http(s), are refused.
 */
export function resolveImageUrl(
  src: string,
  { documentPath, imageBaseUrl }: { documentPath: string; imageBaseUrl: string },
): Resolved {
  const trimmed = src.trim();
  if (/^https?:\/\//i.test(trimmed)) return { url: trimmed };
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('//')) {
    return {
      error: `Image "${trimmed.slice(0, 80)}" uses a scheme the platform cannot fetch; use an https:// URL or a path in the repository.`,
    };
  }
  const path = decodeURIComponentSafe(trimmed.split(/[?#]/)[0]);
  const joined = path.startsWith('/')
    ? posix.normalize(path.slice(1))
    : posix.normalize(posix.join(posix.dirname(documentPath), path));
  if (joined.startsWith('..') || posix.isAbsolute(joined)) {
    return { error: `Image "${trimmed.slice(0, 80)}" points outside the repository.` };
  }
  return { url: new URL(joined.split('/').map(encodeURIComponent).join('/'), imageBaseUrl).href };
}

/** Repository-relative path of a relative image, for checks on the checked-out file. */
export function repositoryPath(src: string, documentPath: string): string | undefined {
  const path = localImagePath(src, documentPath);
  return path === undefined || path === '..' || path.startsWith('../') ? undefined : path;
}

/**
 * The path of a relative image from the folder the documents' paths start at, `..` parts
 * kept: whether it may be read is the rule's to say (core/workspace-path.ts), which for
 * the CLI allows a folder above where the files were named.
 */
export function localImagePath(src: string, documentPath: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(src) || src.startsWith('//')) return undefined;
  const path = decodeURIComponentSafe(src.split(/[?#]/)[0]);
  return path.startsWith('/')
    ? posix.normalize(path.slice(1))
    : posix.normalize(posix.join(posix.dirname(documentPath), path));
}

/** Replaces image sources, leaving everything else (alt text, titles, code) as written. */
export function rewriteImages(body: string, replace: (src: string) => string | undefined): string {
  let fence: string | undefined;
  return body
    .split('\n')
    .map((text) => {
      const open = FENCE.exec(text);
      if (fence) {
        if (open && open[1][0] === fence[0] && open[1].length >= fence.length) fence = undefined;
        return text;
      }
      if (open) {
        fence = open[1];
        return text;
      }
      // Code spans stay as written; only the text between them is rewritten.
      let out = '';
      let last = 0;
      for (const code of text.matchAll(INLINE_CODE)) {
        out += rewriteLine(text.slice(last, code.index), replace) + code[0];
        last = code.index + code[0].length;
      }
      return out + rewriteLine(text.slice(last), replace);
    })
    .join('\n');
}

function rewriteLine(text: string, replace: (src: string) => string | undefined): string {
  return text
    .replace(MARKDOWN_IMAGE, (whole, raw: string) => {
      const next = replace(raw.replace(/^<|>$/g, ''));
      return next === undefined ? whole : whole.replace(raw, `<${next}>`);
    })
    .replace(HTML_IMAGE_TAG, (tag) => {
      const match = HTML_IMAGE_SRC.exec(tag);
      if (!match) return tag;
      const src = match[1] ?? match[2] ?? match[3] ?? '';
      const next = replace(src);
      if (next === undefined) return tag;
      // The value is replaced where the `src` attribute holds it, not at its first mention.
      const at = (match.index ?? 0) + match[0].lastIndexOf(src);
      return `${tag.slice(0, at)}${next.replace(/"/g, '%22')}${tag.slice(at + src.length)}`;
    });
}

export function imageFinding(
  message: string,
  line: number | undefined,
  severity: Finding['severity'] = 'error',
): Finding {
  return { severity, code: 'invalid_image', message, line };
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
