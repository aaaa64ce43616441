import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  countRun
} from "./chunk-CXALU7CA.js";

// src/report/report-json.ts
var REPORT_VERSION = 1;
function buildReport(input) {
  const run = input.run ?? {};
  const files = input.results.map(copyResult);
  const drafts = (input.drafts ?? []).map(copyDraft);
  return {
    version: REPORT_VERSION,
    tool: { name: "md-platform-action", version: input.toolVersion },
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
      engine: run.engine
    },
    config: copyConfig(input.config ?? {}),
    links: {
      artifact: publicUrl(input.artifactUrl),
      comment: publicUrl(input.commentUrl),
      run: publicUrl(run.runUrl)
    },
    counts: countAll(files, drafts),
    files,
    drafts,
    output: input.output ? [...input.output] : void 0
  };
}
function copyConfig(config) {
  const convert = config.convert;
  return {
    files: config.files ? [...config.files] : void 0,
    changedOnly: config.changedOnly,
    mode: config.mode,
    engine: config.engine,
    convert: convert ? {
      theme: convert.theme,
      fontSize: convert.fontSize,
      backgroundType: convert.backgroundType,
      convertVersion: convert.convertVersion
    } : void 0,
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
    backupApiUrl: publicUrl(config.backupApiUrl, { keepPath: false })
  };
}
function publicUrl(url, options = { keepPath: true }) {
  if (!url) return void 0;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return void 0;
    return options.keepPath ? `${parsed.origin}${parsed.pathname}` : parsed.origin;
  } catch {
    return void 0;
  }
}
function copyFinding(finding) {
  return {
    severity: finding.severity,
    code: finding.code,
    message: finding.message,
    line: finding.line,
    limit: finding.limit,
    actual: finding.actual
  };
}
function copyResult(result) {
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
    settings: result.settings ? {
      theme: result.settings.theme,
      fontSize: result.settings.fontSize,
      backgroundType: result.settings.backgroundType
    } : void 0
  };
}
function copyDraft(draft) {
  return {
    path: draft.path,
    type: draft.type,
    status: draft.status,
    draftId: draft.draftId,
    mediaId: draft.mediaId,
    reason: draft.reason
  };
}
function countAll(files, drafts) {
  const { byStatus, findings, drafts: draftCounts } = countRun(files, drafts);
  return {
    files: files.length,
    ...byStatus,
    drafted: draftCounts.created ?? 0,
    findings,
    drafts: draftCounts
  };
}

export {
  REPORT_VERSION,
  buildReport,
  copyDraft
};
