/**
 * report.json: the machine-readable record of a run. Fields are copied one by
 * one from the inputs, never spread, so a credential passed in by mistake (the
 * whole Config, say) cannot reach the file that is uploaded as an artifact.
 */

import { countRun } from '../core/counts.js';
import type { DraftResult, FileResult, Finding } from '../core/types.js';
import type { ConvertOptions } from '../settings/config.js';

export const REPORT_VERSION = 1;

export interface ReportRunInfo {
  repository?: string;
  sha?: string;
  ref?: string;
  eventName?: string;
  pullRequest?: number;
  /** The pull request's head commit: the fork-comment job checks it against the run it reads. */
  headSha?: string;
  runId?: string | number;
  runAttempt?: string | number;
  runUrl?: string;
  mode?: string;
  engine?: string;
}

/** The non-secret part of Config; a full Config is accepted, and only these fields are read. */
export interface ReportConfigSummary {
  files?: string[];
  changedOnly?: boolean;
  mode?: string;
  engine?: string;
  convert?: ConvertOptions;
  draftType?: string;
  draftBranch?: string;
  failOn?: string;
  dryRun?: boolean;
  maxFiles?: number;
  concurrency?: number;
  commentTag?: string;
  artifactName?: string;
  imageBaseUrl?: string;
  apiUrl?: string;
  backupApiUrl?: string;
}

export interface ReportInput {
  toolVersion?: string;
  generatedAt: string;
  run?: ReportRunInfo;
  config?: ReportConfigSummary;
  results: FileResult[];
  drafts?: DraftResult[];
  artifactUrl?: string;
  commentUrl?: string;
  /** The files the run wrote in its output folder, relative: the next run removes the stale ones. */
  output?: string[];
}

export interface ReportCounts {
  files: number;
  converted: number;
  checked: number;
  failed: number;
  skipped: number;
  removed: number;
  drafted: number;
  findings: { error: number; warning: number; notice: number };
  drafts: Record<string, number>;
}

export interface Report {
  version: typeof REPORT_VERSION;
  tool: { name: 'md-platform-action'; version?: string };
  generatedAt: string;
  run: ReportRunInfo;
  config: ReportConfigSummary;
  links: { artifact?: string; comment?: string; run?: string };
  counts: ReportCounts;
  files: FileResult[];
  drafts: DraftResult[];
  output?: string[];
}

export function buildReport(input: ReportInput): Report {
  const run = input.run ?? {};
  const files = input.results.map(copyResult);
  const drafts = (input.drafts ?? []).map(copyDraft);
  return {
    version: REPORT_VERSION,
    tool: { name: 'md-platform-action', version: input.toolVersion },
    generatedAt: input.generatedAt,
    run: {
      repository: run.repository,
      sha: run.sha,
      ref: run.ref,
      eventName: run.eventName,
      pullRequest: run.pullRequest,
      headSha: run.headSha,
      runId: run.runId,
      runAttempt: run.runAttempt,
      runUrl: publicUrl(run.runUrl),
      mode: run.mode,
      engine: run.engine,
    },
    config: copyConfig(input.config ?? {}),
    links: {
      artifact: publicUrl(input.artifactUrl),
      comment: publicUrl(input.commentUrl),
      run: publicUrl(run.runUrl),
    },
    counts: countAll(files, drafts),
    files,
    drafts,
    output: input.output ? [...input.output] : undefined,
  };
}

function copyConfig(config: ReportConfigSummary): ReportConfigSummary {
  const convert = config.convert;
  return {
    files: config.files ? [...config.files] : undefined,
    changedOnly: config.changedOnly,
    mode: config.mode,
    engine: config.engine,
    convert: convert
      ? {
          theme: convert.theme,
          fontSize: convert.fontSize,
          backgroundType: convert.backgroundType,
          convertVersion: convert.convertVersion,
        }
      : undefined,
    draftType: config.draftType,
    draftBranch: config.draftBranch,
    failOn: config.failOn,
    dryRun: config.dryRun,
    maxFiles: config.maxFiles,
    concurrency: config.concurrency,
    commentTag: config.commentTag,
    artifactName: config.artifactName,
    imageBaseUrl: publicUrl(config.imageBaseUrl, { keepPath: true }),
    // Only the origin: a service URL may carry a key in its user-info or query.
    apiUrl: publicUrl(config.apiUrl, { keepPath: false }),
    backupApiUrl: publicUrl(config.backupApiUrl, { keepPath: false }),
  };
}

/** Drops user-info, query and fragment (where tokens hide) and, unless asked, the path. */
function publicUrl(url: string | undefined, options = { keepPath: true }): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
    return options.keepPath ? `${parsed.origin}${parsed.pathname}` : parsed.origin;
  } catch {
    return undefined;
  }
}

function copyFinding(finding: Finding): Finding {
  return {
    severity: finding.severity,
    code: finding.code,
    message: finding.message,
    line: finding.line,
    limit: finding.limit,
    actual: finding.actual,
  };
}

function copyResult(result: FileResult): FileResult {
  return {
    path: result.path,
    status: result.status,
    engine: result.engine,
    html: result.html,
    title: result.title,
    wordCount: result.wordCount,
    estimatedReadTime: result.estimatedReadTime,
    findings: result.findings.map(copyFinding),
    reason: result.reason,
    convertMs: result.convertMs,
    settings: result.settings
      ? {
          theme: result.settings.theme,
          fontSize: result.settings.fontSize,
          backgroundType: result.settings.backgroundType,
        }
      : undefined,
  };
}

/** A draft result with only its public fields: for report.json and the `drafts` output. */
export function copyDraft(draft: DraftResult): DraftResult {
  return {
    path: draft.path,
    type: draft.type,
    status: draft.status,
    draftId: draft.draftId,
    mediaId: draft.mediaId,
    reason: draft.reason,
  };
}

function countAll(files: FileResult[], drafts: DraftResult[]): ReportCounts {
  const { byStatus, findings, drafts: draftCounts } = countRun(files, drafts);
  return {
    files: files.length,
    ...byStatus,
    drafted: draftCounts.created ?? 0,
    findings,
    drafts: draftCounts,
  };
}
