/**
 * The sticky PR comment body. GitHub rejects bodies over 65,536 characters, so
 * the body is fitted into a smaller budget by dropping whole feed cards
 * first, then finding lines, then table rows, and says what it cut.
 */

import { countRun } from '../core/counts.js';
import type { DraftResult, FileResult } from '../core/types.js';
import { escapeMarkdownInline, markdownLink, safeHttpUrl } from './escape.js';
import { type Omission, utf16Length } from './fit.js';
import { formatCount } from './format-number.js';
import {
  countsLine,
  fittedReport,
  noticeLines,
  omissionList,
  type PreviewLinks,
} from './markdown-parts.js';

export interface CommentInput {
  tag: string;
  /** Hidden marker line that finds this comment again; passed in by the caller. */
  marker: string;
  results: FileResult[];
  artifactUrl?: string;
  /** The browser preview, uploaded unzipped: each document links to its place in it. */
  preview?: PreviewLinks;
  runUrl?: string;
  engine?: string;
  /** The PR no longer changes any matching Markdown file. */
  noChanges?: boolean;
  drafts?: DraftResult[];
  notices?: string[];
  /** Size budget in UTF-16 code units; defaults to a margin below GitHub's limit. */
  maxLength?: number;
}

/** GitHub's limit on an issue comment body, in characters. */
export const GITHUB_COMMENT_LIMIT = 65_536;
/** Margin for the marker, for GitHub's own counting and for anything appended later. */
export const COMMENT_BUDGET = 60_000;

export function renderComment(input: CommentInput): string {
  const budget = Math.min(input.maxLength ?? COMMENT_BUDGET, COMMENT_BUDGET);
  const heading = `### 📝 Markdown preview${input.tag ? ` · ${escapeMarkdownInline(input.tag)}` : ''}`;
  const links = linkLine(input);
  const notices = noticeLines(input.notices);

  if (input.noChanges) {
    const text = [
      input.marker,
      heading,
      'This pull request no longer changes any Markdown file that matches the `files` input, so there is nothing to preview.',
      links,
      notices,
    ]
      .filter(Boolean)
      .join('\n\n');
    return text;
  }

  const counts = countRun(input.results);
  const engine = input.engine ? ` · engine: ${escapeMarkdownInline(input.engine)}` : '';
  const head = [input.marker, heading, `${countsLine(counts)}${engine}`, links, notices]
    .filter(Boolean)
    .join('\n\n');

  const fullReport = whereFullReport(input);
  return fittedReport(head, input.results, input.drafts ?? [], {
    level: '####',
    filesHeading: false,
    budget,
    measure: utf16Length,
    preview: input.preview,
    note: (omitted) => truncationNote(omitted, fullReport),
  });
}

function linkLine(input: CommentInput): string {
  const links: string[] = [];
  if (safeHttpUrl(input.preview?.url)) {
    links.push(
      `🌐 ${markdownLink('Open the preview in the browser', input.preview?.url)} (opens in a new tab, on a phone too; each file below links to its place in it)`,
    );
  }
  if (safeHttpUrl(input.artifactUrl)) {
    links.push(
      `📦 ${markdownLink(input.preview ? 'Download every file (zip)' : 'Download the HTML preview (artifact)', input.artifactUrl)}`,
    );
  }
  if (safeHttpUrl(input.runUrl)) links.push(`🔗 ${markdownLink('Workflow run', input.runUrl)}`);
  return links.join(' · ');
}

function whereFullReport(input: CommentInput): string {
  const places: string[] = [];
  if (safeHttpUrl(input.artifactUrl)) {
    places.push(
      `the ${markdownLink('HTML artifact', input.artifactUrl)} (index.html, report.json)`,
    );
  }
  places.push(
    safeHttpUrl(input.runUrl)
      ? `the job summary of the ${markdownLink('workflow run', input.runUrl)}`
      : 'the job summary of the workflow run',
  );
  return places.join(' and ');
}

function truncationNote(omitted: Omission[], fullReport: string): string {
  return `> ✂️ **This comment was shortened** to stay under GitHub's ${formatCount(GITHUB_COMMENT_LIMIT)}-character limit. Left out: ${omissionList(omitted)}. The full report is in ${fullReport}.`;
}
