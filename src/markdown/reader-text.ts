import { basename, extname } from 'node:path';
import type { FeedCard } from '../core/types.js';
import type { FrontMatter } from './front-matter.js';
import { findImages } from './images.js';

const HEADING = /^ {0,3}#{1,6}[ \t]+([^\n]+)/m;

export function firstHeading(body: string): string | undefined {
  const text = HEADING.exec(body)?.[1];
  if (text === undefined) return undefined;
  // The closing `#`s and blanks are cut by a loop: `(.+?)[ \t#]*$` retried the tail from
  // every character of a long heading line.
  let end = text.length;
  while (end > 1 && TRAILING.includes(text[end - 1])) end--;
  return text.slice(0, end).trim() || undefined;
}

const TRAILING = ' \t#\r';

/** The title a draft gets: front matter `title`, else the first heading, else the file name. */
export function draftTitle(path: string, frontMatter: FrontMatter, body: string): string {
  return frontMatter.title ?? firstHeading(body) ?? basename(path, extname(path));
}

/**
 * The text a reader sees, without Markdown syntax, on one line: the newspic `content` and
 * the feed's digest when the front matter has none. Cut to `max` characters with an ellipsis.
 */
export function plainText(body: string, max: number): string {
  // No pattern here runs a span over the character that opens another match: each failed
  // attempt stops where the next begins, so every replacement is linear in the text.
  const text = outsideBlocks(body)
    .replace(/!\[[^\][]*\]\([^()]*\)/g, ' ')
    .replace(/<[^<>]+>/g, ' ')
    .replace(/\[([^\][]*)\]\([^()]*\)/g, '$1')
    .replace(/^ {0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/(\*\*|__|\*|_|~~|`)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})/;

/**
 * The body without fenced code and `:::` modules, one line at a time (a fence or module
 * left open runs to the end). A lazy `[\s\S]*?` up to the closing line would rescan the
 * rest of the text from every opening line that is never closed.
 */
function outsideBlocks(body: string): string {
  const kept: string[] = [];
  let fence: string | undefined;
  let module = false;
  for (const line of body.split('\n')) {
    if (fence !== undefined) {
      const close = FENCE_OPEN.exec(line);
      if (
        close &&
        close[1][0] === fence[0] &&
        close[1].length >= fence.length &&
        isBlankAfter(line, close[0].length)
      )
        fence = undefined;
      continue;
    }
    if (module) {
      if (line.startsWith(':::') && isBlankAfter(line, 3)) module = false;
      continue;
    }
    const open = FENCE_OPEN.exec(line);
    if (open) fence = open[1];
    else if (line.startsWith(':::')) module = true;
    else kept.push(line);
  }
  return kept.join('\n');
}

function isBlankAfter(line: string, from: number): boolean {
  for (let i = from; i < line.length; i++)
    if (line[i] !== ' ' && line[i] !== '\t' && line[i] !== '\r') return false;
  return true;
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
