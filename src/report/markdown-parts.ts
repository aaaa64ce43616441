/**
 * The Markdown pieces the PR comment and the job summary share: file table rows,
 * finding lines, drafts rows, counts. Every string that came from a file goes
 * through escape.ts here, so the two renderers cannot forget it.
 */
import type { Counts } from '../core/counts.js';
import type { DraftResult, FileResult, FileStatus, Finding, Severity } from '../core/types.js';
import { clip, escapeMarkdownInline, markdownLink, safeHttpUrl } from './escape.js';
import { fitSections, type Omission, renderWithin, type Section } from './fit.js';
import { formatCount } from './format-number.js';

/** Longest file path, title or message shown, in code points. */
export const MAX_PATH = 240;
export const MAX_TITLE = 160;
export const MAX_MESSAGE = 600;

const STATUS_LABEL: Record<FileStatus, string> = {
  converted: '✅ converted',
  checked: '✔️ checked',
  failed: '❌ failed',
  skipped: '⏭️ skipped',
  removed: '🗑️ removed',
};

const SEVERITY_ICON: Record<Severity, string> = {
  error: '❌',
  warning: '⚠️',
  notice: 'ℹ️',
};

export function statusLabel(status: FileStatus): string {
  return STATUS_LABEL[status] ?? escapeMarkdownInline(String(status));
}

export function mdPath(path: string): string {
  return escapeMarkdownInline(clip(path, MAX_PATH));
}

function count(value: number | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? formatCount(value) : '—';
}

function findingCounts(findings: Finding[]): string {
  if (findings.length === 0) return '0';
  const errors = findings.filter((finding) => finding.severity === 'error').length;
  const warnings = findings.filter((finding) => finding.severity === 'warning').length;
  const notices = findings.length - errors - warnings;
  const parts: string[] = [];
  if (errors) parts.push(`${SEVERITY_ICON.error} ${errors}`);
  if (warnings) parts.push(`${SEVERITY_ICON.warning} ${warnings}`);
  if (notices) parts.push(`${SEVERITY_ICON.notice} ${notices}`);
  return parts.join(' ');
}

/** The browser preview's URL and each document's anchor in it, by path. */
export interface PreviewLinks {
  url: string;
  anchors: ReadonlyMap<string, string>;
}

/** The link to one document's place in the browser preview, when it has one. */
export function previewLinkOf(preview: PreviewLinks | undefined, path: string): string | undefined {
  const anchor = preview?.anchors.get(path);
  const url = safeHttpUrl(preview?.url);
  return anchor && url ? `${url}#${anchor}` : undefined;
}

export const FILE_TABLE_HEADER = [
  '| File | Status | Characters | Reading time | Findings |',
  '| --- | --- | ---: | ---: | ---: |',
].join('\n');

export function fileTableRow(result: FileResult, preview?: PreviewLinks): string {
  const minutes =
    typeof result.estimatedReadTime === 'number' ? `${count(result.estimatedReadTime)} min` : '—';
  const title = result.title ? `<br>${escapeMarkdownInline(clip(result.title, MAX_TITLE))}` : '';
  const link = previewLinkOf(preview, result.path);
  const open = link ? `<br>🌐 ${markdownLink('Open in the browser', link)}` : '';
  return `| ${mdPath(result.path)}${title}${open} | ${statusLabel(result.status)} | ${count(result.wordCount)} | ${minutes} | ${findingCounts(result.findings)} |`;
}

function validLine(line: number | undefined): line is number {
  return typeof line === 'number' && Number.isInteger(line) && line > 0;
}

/** One list item per finding, then one for a failure reason, so nothing capped by annotations is lost. */
export function findingLines(result: FileResult): string[] {
  const path = mdPath(result.path);
  const lines = result.findings.map((finding) => {
    const where = validLine(finding.line) ? `${path}:${finding.line}` : path;
    const icon = SEVERITY_ICON[finding.severity] ?? SEVERITY_ICON.notice;
    const code = finding.code ? ` (${escapeMarkdownInline(clip(finding.code, 80))})` : '';
    return `- ${icon} **${where}** — ${escapeMarkdownInline(clip(finding.message, MAX_MESSAGE))}${code}`;
  });
  if (hasReasonLine(result) && result.reason) {
    const icon = result.status === 'failed' ? SEVERITY_ICON.error : '⏭️';
    lines.push(
      `- ${icon} **${path}** — ${result.status}: ${escapeMarkdownInline(clip(result.reason, MAX_MESSAGE))}`,
    );
  }
  return lines;
}

/** A reason that only repeats a finding (or says the pre-check refused it) adds nothing. */
function hasReasonLine(result: FileResult): boolean {
  if (!(result.status === 'failed' || result.status === 'skipped') || !result.reason) return false;
  if (result.findings.some((f) => f.message === result.reason)) return false;
  return !(
    result.status === 'failed' &&
    result.findings.some((f) => f.severity === 'error') &&
    result.reason.startsWith('Not sent:')
  );
}

/** The number of lines findingLines would produce, without rendering them. */
export function countFindingLines(results: FileResult[]): number {
  return results.reduce(
    (sum, result) => sum + result.findings.length + (hasReasonLine(result) ? 1 : 0),
    0,
  );
}

export const DRAFT_TABLE_HEADER = [
  '| File | Type | Status | Draft id / reason |',
  '| --- | --- | --- | --- |',
].join('\n');

const DRAFT_STATUS_LABEL: Record<DraftResult['status'], string> = {
  created: '✅ created',
  'already-drafted': '♻️ already drafted',
  'dry-run': '🧪 dry run',
  skipped: '⏭️ skipped',
  failed: '❌ failed',
  uncertain: '❓ uncertain',
  cancelled: '⏹️ not drafted (cancelled)',
  waiting: '⏳ waiting (re-run drafts it)',
};

export function draftTableRow(draft: DraftResult): string {
  const ids = [draft.draftId, draft.mediaId]
    .filter((id): id is string => Boolean(id))
    .map((id) => escapeMarkdownInline(clip(id, 120)));
  const reason = draft.reason ? escapeMarkdownInline(clip(draft.reason, MAX_MESSAGE)) : '';
  const detail = [...ids, reason].filter(Boolean).join(' — ') || '—';
  const status = DRAFT_STATUS_LABEL[draft.status] ?? escapeMarkdownInline(String(draft.status));
  return `| ${mdPath(draft.path)} | ${escapeMarkdownInline(String(draft.type))} | ${status} | ${detail} |`;
}

function plural(n: number, word: string): string {
  return `${formatCount(n)} ${word}${n === 1 ? '' : 's'}`;
}

/** "**3 files**: 2 converted, 1 failed · 4 findings (1 error, 3 warnings)". */
export function countsLine(counts: Counts): string {
  const statuses = (Object.keys(counts.byStatus) as FileStatus[])
    .filter((status) => counts.byStatus[status] > 0)
    .map((status) => `${formatCount(counts.byStatus[status])} ${status}`);
  const { error, warning, notice } = counts.findings;
  const findings = error + warning + notice;
  const severities = [
    error ? plural(error, 'error') : '',
    warning ? plural(warning, 'warning') : '',
    notice ? plural(notice, 'notice') : '',
  ].filter(Boolean);
  const findingText = findings
    ? `${plural(findings, 'finding')} (${severities.join(', ')})`
    : 'no findings';
  const statusText = statuses.length ? `: ${statuses.join(', ')}` : '';
  return `**${plural(counts.files, 'file')}**${statusText} · ${findingText}`;
}

/** Notices from the pipeline may quote file names, so they are escaped like everything else. */
export function noticeLines(notices: string[] | undefined): string {
  return (notices ?? [])
    .slice(0, 20)
    .map((notice) => `> ⚠️ ${escapeMarkdownInline(clip(notice, MAX_MESSAGE))}`)
    .join('\n>\n');
}

const FEED_INTRO = "What a reader sees in the platform's feed once the draft is published.\n";

export function hasFeedCard(result: FileResult): boolean {
  return result.feed !== undefined;
}

/**
 * The document as a reader of the platform's feed sees it: title, author, digest and
 * whether a cover shows. One quoted block per file, every value escaped.
 */
export function feedCardBlock(result: FileResult): string | undefined {
  const card = result.feed;
  if (!card) return undefined;
  const text = (value: string | undefined, max = MAX_MESSAGE) =>
    value?.trim() ? escapeMarkdownInline(clip(value, max)) : '—';
  return [
    `> **${text(card.title, MAX_TITLE)}** · ${mdPath(result.path)}`,
    `> Author: ${text(card.author)} · Cover: ${card.cover ? 'yes' : '**no**'}`,
    `> ${text(card.digest)}`,
    '',
  ].join('\n');
}

export interface SectionsOptions {
  /** Their heading level: `####` under the comment's heading, `###` in the summary. */
  level: '###' | '####';
  /** Whether the file table has a heading of its own (the summary's has). */
  filesHeading: boolean;
  budget: number;
  measure: (text: string) => number;
  preview?: PreviewLinks;
}

/**
 * The sections the comment and the summary both show, in display order: the file table,
 * drafts, findings and feed cards, each holding only the items that fit `budget`.
 */
export function reportSections(
  results: FileResult[],
  drafts: DraftResult[],
  { level, filesHeading, budget, measure, preview }: SectionsOptions,
): Section[] {
  const within = <T>(sources: T[], render: (source: T) => string[]) =>
    renderWithin(sources, render, budget, measure);
  return [
    {
      name: 'files in the table',
      header: filesHeading ? `${level} Files\n\n${FILE_TABLE_HEADER}` : FILE_TABLE_HEADER,
      items: within(results, (result) => [fileTableRow(result, preview)]),
      total: results.length,
    },
    {
      name: 'drafts',
      header: `${level} Drafts\n\n${DRAFT_TABLE_HEADER}`,
      items: within(drafts, (draft) => [draftTableRow(draft)]),
      total: drafts.length,
    },
    {
      name: 'findings',
      header: `${level} Findings\n`,
      items: within(results, findingLines),
      total: countFindingLines(results),
    },
    {
      name: 'feed cards',
      header: `${level} In the feed\n\n${FEED_INTRO}`,
      items: within(results, (result) => {
        const block = feedCardBlock(result);
        return block === undefined ? [] : [block];
      }),
      total: results.filter(hasFeedCard).length,
    },
  ];
}

/** What a shortened text left out: "3 of 10 files in the table; all 2 drafts". */
export function omissionList(omitted: Omission[]): string {
  return omitted
    .map((entry) =>
      entry.shown === 0
        ? `all ${formatCount(entry.total)} ${entry.name}`
        : `${formatCount(entry.total - entry.shown)} of ${formatCount(entry.total)} ${entry.name}`,
    )
    .join('; ');
}

/**
 * The comment's or the summary's text: `head`, then the report's sections, cut to fit
 * `budget` with `note` saying what was left out.
 */
export function fittedReport(
  head: string,
  results: FileResult[],
  drafts: DraftResult[],
  options: SectionsOptions & { note: (omitted: Omission[]) => string },
): string {
  const { budget, measure, note } = options;
  const sections = reportSections(results, drafts, options);
  return fitSections({ head, sections, priority: [0, 1, 2, 3], tail: '', budget, measure, note })
    .text;
}
