import type { Finding } from '../core/types.js';
import { LIMIT_CODES, LIMITS } from './limits.js';

export interface PrecheckInput {
  /** The Markdown body as it will be sent (front matter removed). */
  markdown: string;
  /** Lines of front matter removed before `markdown`, so findings point at the file's lines. */
  lineOffset?: number;
  /** Other fields of the request body, to measure its JSON size. */
  options?: Record<string, unknown>;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})\s*([^\s`]*)/;
// The alt text may hold one nested `[…]` but no other `[`: a failed match then ends where
// the next `![` starts, so a line of `![![![…` costs linear time (images.ts does the same).
const MD_IMAGE = /!\[(?:[^\][\\]|\\.|\[(?:[^\][\\]|\\.)*\])*\]\s*[([]/g;
const HTML_IMAGE = /<img\b/gi;

/**
 * Checks a document against the service limits before any quota is spent.
 * One pass over the lines; every finding names the line where the limit was crossed.
 * Lines are walked by index, not split out: a line becomes a string only where a
 * pattern must run on it (a possible fence, an image).
 */
export function precheck({ markdown, lineOffset = 0, options = {} }: PrecheckInput): Finding[] {
  const findings: Finding[] = [];
  let chars = 0;
  let charLine: number | undefined;
  let images = 0;
  let imageLine: number | undefined;
  let codeBlocks = 0;
  let codeLine: number | undefined;
  let mermaidBlocks = 0;
  let mermaidLine: number | undefined;
  let fence: { marker: string; mermaid: boolean; start: number; size: number } | undefined;

  // Where the next `![` and `<` are (-1: none left); a line holds one when it is before its end.
  let nextBang = markdown.indexOf('![');
  let nextTag = markdown.indexOf('<');
  // The last line is the one without a newline after it; `continue` moves to the next line.
  for (
    let line = 1 + lineOffset, start = 0, newline = 0;
    newline !== -1;
    line++, start = newline + 1
  ) {
    newline = markdown.indexOf('\n', start);
    const end = newline === -1 ? markdown.length : newline;
    const length = end - start;
    chars += length + (newline === -1 ? 0 : 1);
    if (charLine === undefined && chars > LIMITS.markdownChars) charLine = line;

    // Most lines cannot open or close a fence or hold an image: cheap character tests
    // first, the regular expressions only where they can match.
    const match = mayBeFence(markdown, start, end) ? FENCE.exec(markdown.slice(start, end)) : null;
    if (fence) {
      if (
        match &&
        match[1][0] === fence.marker[0] &&
        match[1].length >= fence.marker.length &&
        !match[2]
      ) {
        if (fence.mermaid && fence.size > LIMITS.mermaidChars) {
          findings.push(limitFinding('mermaidChars', fence.size, fence.start, 'A mermaid block'));
        }
        fence = undefined;
      } else if (fence.mermaid) {
        fence.size += length + 1;
      }
      continue;
    }
    if (match) {
      const mermaid = match[2].toLowerCase() === 'mermaid';
      fence = { marker: match[1], mermaid, start: line, size: 0 };
      codeBlocks++;
      if (codeBlocks === LIMITS.codeBlocks + 1) codeLine = line;
      if (mermaid) {
        mermaidBlocks++;
        if (mermaidBlocks === LIMITS.mermaidBlocks + 1) mermaidLine = line;
      }
      continue;
    }
    if (nextBang !== -1 && nextBang < start) nextBang = markdown.indexOf('![', start);
    if (nextTag !== -1 && nextTag < start) nextTag = markdown.indexOf('<', start);
    const hasBang = nextBang !== -1 && nextBang < end;
    const hasTag = nextTag !== -1 && nextTag < end;
    if (hasBang || hasTag) {
      const text = markdown.slice(start, end);
      const found = (hasBang ? count(MD_IMAGE, text) : 0) + (hasTag ? count(HTML_IMAGE, text) : 0);
      if (found > 0) {
        images += found;
        if (imageLine === undefined && images > LIMITS.images) imageLine = line;
      }
    }
  }
  // An unclosed fence runs to the end of the document, as CommonMark says.
  if (fence?.mermaid && fence.size > LIMITS.mermaidChars) {
    findings.push(limitFinding('mermaidChars', fence.size, fence.start, 'A mermaid block'));
  }

  if (charLine !== undefined)
    findings.push(limitFinding('markdownChars', chars, charLine, 'The Markdown'));
  if (imageLine !== undefined)
    findings.push(limitFinding('images', images, imageLine, 'The document'));
  if (codeLine !== undefined)
    findings.push(limitFinding('codeBlocks', codeBlocks, codeLine, 'The document'));
  if (mermaidLine !== undefined) {
    findings.push(limitFinding('mermaidBlocks', mermaidBlocks, mermaidLine, 'The document'));
  }

  // JSON-encoding the body costs a full copy; a character takes at most 6 bytes encoded
  // (\u00XX), so only documents that could come near the limit are measured.
  const bodyBytes =
    markdown.length * 6 + 4096 < LIMITS.bodyBytes
      ? 0
      : Buffer.byteLength(JSON.stringify({ markdown, ...options }));
  if (bodyBytes > LIMITS.bodyBytes) {
    findings.push(limitFinding('bodyBytes', bodyBytes, undefined, 'The request body'));
  }
  return findings.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}

/** A fence starts with ``` or ~~~ after at most three spaces (the line is `text[start, end)`). */
function mayBeFence(text: string, start: number, end: number): boolean {
  for (let i = start; i < start + 4 && i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 96 || c === 126) return true;
    if (c !== 32) return false;
  }
  return false;
}

function count(pattern: RegExp, text: string): number {
  pattern.lastIndex = 0;
  let n = 0;
  while (pattern.exec(text)) n++;
  return n;
}

const DESCRIBE: Record<keyof typeof LIMITS, (limit: number, actual: number) => string> = {
  markdownChars: (l, a) => `has ${a} characters; the service accepts at most ${l}`,
  images: (l, a) => `has ${a} images; the service accepts at most ${l}`,
  codeBlocks: (l, a) => `has ${a} fenced code blocks; the service accepts at most ${l}`,
  mermaidBlocks: (l, a) => `has ${a} mermaid blocks; the service accepts at most ${l}`,
  mermaidChars: (l, a) => `has ${a} characters; the service accepts at most ${l} per mermaid block`,
  bodyBytes: (l, a) => `is ${a} bytes as JSON; the service accepts at most ${l} (256 KiB)`,
};

function limitFinding(
  key: keyof typeof LIMITS,
  actual: number,
  line: number | undefined,
  subject: string,
): Finding {
  const limit = LIMITS[key];
  return {
    severity: 'error',
    code: LIMIT_CODES[key],
    message: `${subject} ${DESCRIBE[key](limit, actual)} (${LIMIT_CODES[key]}).`,
    line,
    limit,
    actual,
  };
}
