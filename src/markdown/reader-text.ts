import { basename, extname } from 'node:path';
import type { FeedCard } from '../core/types.js';
import type { FrontMatter } from './front-matter.js';
import { findImages } from './images.js';

const HEADING = /^ {0,3}#{1,6}[ \t]+(.+?)[ \t#]*$/m;

export function firstHeading(body: string): string | undefined {
  return HEADING.exec(body)?.[1]?.trim() || undefined;
}

/** The title a draft gets: front matter `title`, else the first heading, else the file name. */
export function draftTitle(path: string, frontMatter: FrontMatter, body: string): string {
  return frontMatter.title ?? firstHeading(body) ?? basename(path, extname(path));
}

/**
 * The text a reader sees, without Markdown syntax, on one line: the newspic `content` and
 * the feed's digest when the front matter has none. Cut to `max` characters with an ellipsis.
 */
export function plainText(body: string, max: number): string {
  const text = body
    .replace(/^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?^ {0,3}\1[ \t]*$/gm, ' ')
    .replace(/^:::[\s\S]*?^:::[ \t]*$/gm, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^ {0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/(\*\*|__|\*|_|~~|`)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

/** How many characters of the text the platform's feed shows when an article has no digest. */
export const FEED_DIGEST_CHARS = 54;

/**
 * What a reader sees of the document in the platform's feed: title, author, digest (the
 * front matter's, else the start of the text, as the platform does) and whether it has a
 * cover (the front matter's, else the first image, which the draft takes as cover).
 */
export function feedCard(doc: { path: string; frontMatter: FrontMatter; body: string }): FeedCard {
  const fm = doc.frontMatter;
  const digest =
    fm.digest ??
    [...plainText(doc.body, Number.POSITIVE_INFINITY)].slice(0, FEED_DIGEST_CHARS).join('');
  return {
    title: draftTitle(doc.path, fm, doc.body),
    ...(fm.author ? { author: fm.author } : {}),
    digest,
    cover: fm.cover !== undefined || findImages(doc.body).length > 0,
  };
}
