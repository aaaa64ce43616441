import type { DraftResult, FileResult, FileStatus, Finding } from './types.js';

/**
 * What a run did, counted in one place: the action's outputs, report.json, the PR comment
 * and the job summary all read these numbers.
 */
export interface Counts {
  files: number;
  byStatus: Record<FileStatus, number>;
  findings: Record<Finding['severity'], number>;
  /** Drafts by status, only the statuses that occurred. */
  drafts: Partial<Record<DraftResult['status'], number>>;
}

export function countRun(
  results: readonly FileResult[],
  drafts: readonly DraftResult[] = [],
): Counts {
  const byStatus: Record<FileStatus, number> = {
    converted: 0,
    checked: 0,
    failed: 0,
    skipped: 0,
    removed: 0,
  };
  const findings: Counts['findings'] = { error: 0, warning: 0, notice: 0 };
  for (const result of results) {
    if (result.status in byStatus) byStatus[result.status]++;
    for (const finding of result.findings) findings[finding.severity]++;
  }
  const draftCounts: Counts['drafts'] = {};
  for (const draft of drafts) draftCounts[draft.status] = (draftCounts[draft.status] ?? 0) + 1;
  return { files: results.length, byStatus, findings, drafts: draftCounts };
}
