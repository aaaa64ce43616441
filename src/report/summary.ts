/**
 * The job summary ($GITHUB_STEP_SUMMARY). GitHub refuses a step summary over
 * 1 MiB, so the text is fitted into a byte budget below that, cutting the file
 * table last, and says what was cut and where the full report is.
 */

import { type Counts, countRun } from '../core/counts.js';
import type { DraftResult, FileResult } from '../core/types.js';
import { escapeMarkdownInline, markdownLink, safeHttpUrl } from './escape.js';
import { type Omission, utf8Bytes } from './fit.js';
import { formatCount } from './format-number.js';
import {
  countsLine,
  fittedReport,
  noticeLines,
  omissionList,
  type PreviewLinks,
} from './markdown-parts.js';

export interface SummaryInput {
  /** Heading, e.g. the comment tag or "md-platform". */
  title?: string;
  results: FileResult[];
  drafts?: DraftResult[];
  mode?: string;
  engine?: string;
  artifactUrl?: string;
  /** The browser preview, uploaded unzipped: each document links to its place in it. */
  preview?: PreviewLinks;
  commentUrl?: string;
  runUrl?: string;
  /** Where report.json and the HTML were written on the runner. */
  outputDir?: string;
  dryRun?: boolean;
  notices?: string[];
  /** Size budget in UTF-8 bytes; defaults to a margin below GitHub's limit. */
  maxBytes?: number;
}

/** GitHub's limit for one step's summary, in bytes. */
export const GITHUB_SUMMARY_LIMIT = 1024 * 1024;
export const SUMMARY_BUDGET = 1_000_000;

export function renderSummary(input: SummaryInput): string {
  const budget = Math.min(input.maxBytes ?? SUMMARY_BUDGET, SUMMARY_BUDGET);
  const drafts = input.drafts ?? [];
  const counts = countRun(input.results, drafts);
  const title = escapeMarkdownInline(input.title || 'md-platform');
  const facts = [
    input.mode ? `mode: ${escapeMarkdownInline(input.mode)}` : '',
    input.engine ? `engine: ${escapeMarkdownInline(input.engine)}` : '',
    input.dryRun ? 'dry run (nothing was written to the platform)' : '',
  ].filter(Boolean);
  const draftLine = drafts.length ? `**Drafts**: ${draftCounts(counts)}` : '';
  const head = [
    `## 📝 ${title}`,
    [countsLine(counts), ...facts].join(' · '),
    draftLine,
    linkLine(input),
    noticeLines(input.notices),
  ]
    .filter(Boolean)
    .join('\n\n');

  const text = fittedReport(head, input.results, drafts, {
    level: '###',
    filesHeading: true,
    budget,
    measure: utf8Bytes,
    preview: input.preview,
    note: (omitted) => truncationNote(omitted, input),
  });
  return `${text}\n`;
}

function draftCounts(counts: Counts): string {
  return Object.entries(counts.drafts)
    .map(([status, n]) => `${formatCount(n)} ${escapeMarkdownInline(status)}`)
    .join(', ');
}

function linkLine(input: SummaryInput): string {
  const links: string[] = [];
  if (safeHttpUrl(input.preview?.url)) {
    links.push(
      `🌐 ${markdownLink('Open the preview in the browser', input.preview?.url)} (each file below links to its place in it)`,
    );
  }
  if (safeHttpUrl(input.artifactUrl)) {
    links.push(
      `📦 ${markdownLink(input.preview ? 'Every file (zip)' : 'HTML preview (artifact)', input.artifactUrl)}`,
    );
  }
  if (safeHttpUrl(input.commentUrl)) {
    links.push(`💬 ${markdownLink('Pull request comment', input.commentUrl)}`);
  }
  if (safeHttpUrl(input.runUrl)) links.push(`🔗 ${markdownLink('Workflow run', input.runUrl)}`);
  return links.join(' · ');
}

function truncationNote(omitted: Omission[], input: SummaryInput): string {
  const where = safeHttpUrl(input.artifactUrl)
    ? `report.json in the ${markdownLink('HTML artifact', input.artifactUrl)}`
    : input.outputDir
      ? `report.json in ${escapeMarkdownInline(input.outputDir)} on the runner`
      : 'report.json in the output directory';
  return `> ✂️ **This summary was shortened** to stay under GitHub's 1 MiB step summary limit. Left out: ${omissionList(omitted)}. Every file and finding is listed in ${where}.`;
}
