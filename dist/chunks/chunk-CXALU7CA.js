import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);

// src/core/counts.ts
function countRun(results, drafts = []) {
  const byStatus = {
    converted: 0,
    checked: 0,
    failed: 0,
    skipped: 0,
    removed: 0
  };
  const findings = { error: 0, warning: 0, notice: 0 };
  for (const result of results) {
    if (result.status in byStatus) byStatus[result.status]++;
    for (const finding of result.findings) findings[finding.severity]++;
  }
  const draftCounts = {};
  for (const draft of drafts) draftCounts[draft.status] = (draftCounts[draft.status] ?? 0) + 1;
  return { files: results.length, byStatus, findings, drafts: draftCounts };
}

export {
  countRun
};
