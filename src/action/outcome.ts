import { appendFile } from 'node:fs/promises';
import { EOL } from 'node:os';
import { join } from 'node:path';
import * as core from '@actions/core';
import { countRun } from '../core/counts.js';
import type { Log } from '../core/log.js';
import type { FileResult } from '../core/types.js';
import type { RunContext } from '../github/event.js';
import { clip, escapeMarkdownInline, markdownLink } from '../report/escape.js';
import { copyDraft } from '../report/report-json.js';
import { renderSummary } from '../report/summary.js';
import type { RunOutcome } from '../run/pipeline.js';
import { previewLinks } from '../run/publish.js';
import type { Config, FailOn } from '../settings/config.js';

/** The numbers of the `converted`, `failed`, `skipped` and `drafted` outputs, from the one count. */
export function outputCounts(outcome: RunOutcome) {
  const { byStatus, drafts } = countRun(outcome.results, outcome.drafts);
  return {
    converted: byStatus.converted,
    // A draft that may exist, or waits for the ledger, is not a success: it fails the step.
    failed:
      byStatus.failed + (drafts.failed ?? 0) + (drafts.uncertain ?? 0) + (drafts.waiting ?? 0),
    skipped: byStatus.skipped + byStatus.removed,
    drafted: drafts.created ?? 0,
  };
}

/** The files output: only what a later step needs, no excerpts. */
function filesOutput(results: FileResult[]) {
  return results.map((r) => ({
    path: r.path,
    status: r.status,
    engine: r.engine,
    html: r.html,
    wordCount: r.wordCount,
    estimatedReadTime: r.estimatedReadTime,
    findings: r.findings,
    reason: r.reason,
  }));
}

/** A job output may hold 1 MB; each JSON output stays well below, report.json keeps everything. */
export const OUTPUT_MAX_BYTES = 900_000;

/**
 * A JSON array for an output. When it would not fit, as many entries as fit, then one
 * last entry `{ "truncated": true, "shown", "total", "report" }` that says where the rest is.
 */
export function cappedJsonArray(
  items: unknown[],
  reportPath: string,
  maxBytes = OUTPUT_MAX_BYTES,
): string {
  const full = JSON.stringify(items);
  if (Buffer.byteLength(full) <= maxBytes) return full;
  const marker = (shown: number) =>
    JSON.stringify({ truncated: true, shown, total: items.length, report: reportPath });
  const parts: string[] = [];
  let size = 2; // the brackets
  for (const item of items) {
    const json = JSON.stringify(item);
    const bytes = Buffer.byteLength(json) + 1;
    if (size + bytes + Buffer.byteLength(marker(parts.length + 1)) + 1 > maxBytes) break;
    parts.push(json);
    size += bytes;
  }
  parts.push(marker(parts.length));
  return `[${parts.join(',')}]`;
}

/**
 * Sets outputs, writes annotations and the job summary. Everything written here leaves
 * the run, so it goes through `redact` even though no secret should ever reach it.
 */
export async function publishOutcome(
  outcome: RunOutcome,
  {
    config,
    ctx,
    log,
    redact,
  }: { config: Config; ctx: RunContext; log: Log; redact: (text: string) => string },
): Promise<ReturnType<typeof outputCounts>> {
  const counts = outputCounts(outcome);
  const set = (name: string, value: string | number | undefined) => {
    if (value !== undefined) core.setOutput(name, redact(String(value)));
  };
  const report = join(config.outputDir, 'report.json');
  set('files', cappedJsonArray(filesOutput(outcome.results), report));
  set('html-dir', config.outputDir);
  set('artifact-id', outcome.artifact?.id);
  set('artifact-url', outcome.artifact?.url);
  set('preview-url', outcome.preview?.url);
  set('comment-url', outcome.commentUrl);
  set('drafts', cappedJsonArray(outcome.drafts.map(copyDraft), report));
  set('converted', counts.converted);
  set('failed', counts.failed);
  set('skipped', counts.skipped);
  set('drafted', counts.drafted);
  set('cancelled', outcome.cancelled ? 'true' : 'false');

  for (const result of outcome.results) {
    for (const finding of result.findings) {
      const props = {
        file: result.path,
        startLine: finding.line,
        title: `md-platform: ${finding.code}`,
      };
      const message = redact(finding.message);
      if (finding.severity === 'error') log.error(message, props);
      else if (finding.severity === 'warning') log.warning(message, props);
      else log.notice(message, props);
    }
    if (result.status === 'failed' && result.findings.length === 0 && result.reason) {
      log.error(redact(result.reason), { file: result.path, title: 'md-platform' });
    }
  }
  for (const draft of outcome.drafts) {
    if (draft.status === 'failed' || draft.status === 'uncertain') {
      log.error(redact(`Draft for ${draft.path}: ${draft.reason ?? draft.status}`), {
        file: draft.path,
        title: 'md-platform draft',
      });
    } else if (draft.status === 'waiting') {
      log.warning(redact(`Draft for ${draft.path}: ${draft.reason ?? draft.status}`), {
        file: draft.path,
        title: 'md-platform draft',
      });
    }
  }

  if (ctx.stepSummaryPath) {
    const summary = renderSummary({
      mode: outcome.mode,
      engine: outcome.engine,
      title: config.commentTag,
      outputDir: config.outputDir,
      dryRun: config.dryRun,
      results: outcome.results,
      drafts: outcome.drafts,
      artifactUrl: outcome.artifact?.url,
      preview: previewLinks(outcome),
      commentUrl: outcome.commentUrl,
      runUrl: ctx.runUrl,
      notices: outcome.notices,
    });
    await appendFile(ctx.stepSummaryPath, `${redact(summary)}${EOL}`);
  }
  return counts;
}

/**
 * The job summary of a run that stopped before it had results (the files of the PR
 * could not be listed, an input was wrong): the reader of the summary learns why.
 */
export async function publishFailure(
  message: string,
  {
    title = 'md-platform',
    runUrl,
    summaryPath,
  }: {
    title?: string;
    runUrl?: string;
    /** `GITHUB_STEP_SUMMARY`, from the entry point. */
    summaryPath?: string;
  } = {},
): Promise<void> {
  if (!summaryPath) return;
  const lines = [
    `## ${escapeMarkdownInline(title)}`,
    '',
    `**The run stopped before it had any results:** ${escapeMarkdownInline(clip(message.replace(/\s+/g, ' '), 2000))}`,
  ];
  if (runUrl) lines.push('', markdownLink('Run log', runUrl));
  await appendFile(summaryPath, `${lines.join('\n')}\n${EOL}`);
}

/** Why the step fails under `fail-on`, or undefined when it passes. */
export function failureReason(outcome: RunOutcome, failOn: FailOn): string | undefined {
  if (outcome.fatal) return outcome.fatal;
  const uncertain = outcome.drafts.filter((d) => d.status === 'uncertain');
  const uncertainLine =
    uncertain.length > 0
      ? `${uncertain.length} draft(s) may have been created without an answer: check the draft box, and name any that is missing in \`redraft\` (${uncertain.map((d) => d.path).join(', ')}).`
      : '';
  if (outcome.cancelled) {
    const notDrafted = outcome.drafts.filter((d) => d.status === 'cancelled').length;
    return [
      `The run was cancelled (${outcome.cancelled})${outcome.mode === 'draft' ? `: ${notDrafted} document(s) not drafted; a re-run drafts them` : ''}.`,
      uncertainLine,
    ]
      .filter(Boolean)
      .join(' ');
  }
  const waiting = outcome.drafts.filter((d) => d.status === 'waiting');
  const waitingLine =
    waiting.length > 0
      ? `${waiting.length} document(s) wait: the draft ledger could not be written, so they were not sent; a re-run drafts them.`
      : '';
  if (uncertainLine || waitingLine) return [waitingLine, uncertainLine].filter(Boolean).join(' ');
  if (failOn === 'never') return undefined;
  const failedFiles = outcome.results.filter((r) => r.status === 'failed');
  const failedDrafts = outcome.drafts.filter((d) => d.status === 'failed');
  const findings = outcome.results.flatMap((r) => r.findings);
  const errors = findings.filter((f) => f.severity === 'error').length;
  const warnings = findings.filter((f) => f.severity === 'warning').length;
  if (failedFiles.length || failedDrafts.length || errors) {
    return `${failedFiles.length} file(s) failed, ${failedDrafts.length} draft(s) failed, ${errors} error finding(s); see the annotations and the job summary.`;
  }
  if (failOn === 'warning' && warnings)
    return `${warnings} warning finding(s) and fail-on is warning.`;
  return undefined;
}
