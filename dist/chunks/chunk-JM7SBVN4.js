import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  clip,
  escapeMarkdownInline,
  formatCount,
  markdownLink,
  safeHttpUrl
} from "./chunk-DKJGWI56.js";

// src/report/fit.ts
var SEPARATOR = "\n\n";
function fitSections(input) {
  const { measure } = input;
  const complete = input.sections.every((section) => totalOf(section) === section.items.length);
  const full = assemble(
    input,
    input.sections.map((section) => section.items.length)
  );
  if (complete && measure(full) <= input.budget) return { text: full, omitted: [] };
  const worstNote = input.note(
    input.sections.map((section) => ({
      name: section.name,
      shown: totalOf(section),
      total: totalOf(section)
    }))
  );
  let remaining = input.budget - measure(input.head) - measure(input.tail) - measure(worstNote) - SEPARATOR.length * (input.sections.length + 3);
  const shown = input.sections.map(() => 0);
  for (const index of input.priority) {
    const section = input.sections[index];
    if (!section || section.items.length === 0) continue;
    const frame = measure(section.header) + measure(section.footer ?? "") + 2;
    if (frame >= remaining) continue;
    let used = frame;
    let count2 = 0;
    for (const item of section.items) {
      const cost = measure(item) + 1;
      if (used + cost > remaining) break;
      used += cost;
      count2++;
    }
    if (count2 > 0) {
      shown[index] = count2;
      remaining -= used;
    }
  }
  const omitted = input.sections.map((section, index) => ({
    name: section.name,
    shown: shown[index],
    total: totalOf(section)
  })).filter((entry) => entry.shown < entry.total);
  return { text: assemble(input, shown, input.note(omitted)), omitted };
}
function totalOf(section) {
  return Math.max(section.total ?? section.items.length, section.items.length);
}
function renderWithin(sources, render, budget, measure) {
  const items = [];
  let used = 0;
  for (const source of sources) {
    for (const item of render(source)) {
      used += measure(item) + 1;
      if (used > budget) return items;
      items.push(item);
    }
  }
  return items;
}
function assemble(input, shown, note) {
  const parts = [input.head];
  input.sections.forEach((section, index) => {
    const count2 = shown[index];
    if (count2 === 0) return;
    const body = [section.header, ...section.items.slice(0, count2)];
    if (section.footer) body.push(section.footer);
    parts.push(body.join("\n"));
  });
  if (note) parts.push(note);
  if (input.tail) parts.push(input.tail);
  return parts.filter((part) => part.length > 0).join(SEPARATOR);
}
function utf16Length(text) {
  return text.length;
}
function utf8Bytes(text) {
  return Buffer.byteLength(text, "utf8");
}

// src/report/markdown-parts.ts
var MAX_PATH = 240;
var MAX_TITLE = 160;
var MAX_MESSAGE = 600;
var STATUS_LABEL = {
  converted: "\u2705 converted",
  checked: "\u2714\uFE0F checked",
  failed: "\u274C failed",
  skipped: "\u23ED\uFE0F skipped",
  removed: "\u{1F5D1}\uFE0F removed"
};
var SEVERITY_ICON = {
  error: "\u274C",
  warning: "\u26A0\uFE0F",
  notice: "\u2139\uFE0F"
};
function statusLabel(status) {
  return STATUS_LABEL[status] ?? escapeMarkdownInline(String(status));
}
function mdPath(path) {
  return escapeMarkdownInline(clip(path, MAX_PATH));
}
function count(value) {
  return typeof value === "number" && Number.isFinite(value) ? formatCount(value) : "\u2014";
}
function findingCounts(findings) {
  if (findings.length === 0) return "0";
  const errors = findings.filter((finding) => finding.severity === "error").length;
  const warnings = findings.filter((finding) => finding.severity === "warning").length;
  const notices = findings.length - errors - warnings;
  const parts = [];
  if (errors) parts.push(`${SEVERITY_ICON.error} ${errors}`);
  if (warnings) parts.push(`${SEVERITY_ICON.warning} ${warnings}`);
  if (notices) parts.push(`${SEVERITY_ICON.notice} ${notices}`);
  return parts.join(" ");
}
function previewLinkOf(preview, path) {
  const anchor = preview?.anchors.get(path);
  const url = safeHttpUrl(preview?.url);
  return anchor && url ? `${url}#${anchor}` : void 0;
}
var FILE_TABLE_HEADER = [
  "| File | Status | Characters | Reading time | Findings |",
  "| --- | --- | ---: | ---: | ---: |"
].join("\n");
function fileTableRow(result, preview) {
  const minutes = typeof result.estimatedReadTime === "number" ? `${count(result.estimatedReadTime)} min` : "\u2014";
  const title = result.title ? `<br>${escapeMarkdownInline(clip(result.title, MAX_TITLE))}` : "";
  const link = previewLinkOf(preview, result.path);
  const open = link ? `<br>\u{1F310} ${markdownLink("Open in the browser", link)}` : "";
  return `| ${mdPath(result.path)}${title}${open} | ${statusLabel(result.status)} | ${count(result.wordCount)} | ${minutes} | ${findingCounts(result.findings)} |`;
}
function validLine(line) {
  return typeof line === "number" && Number.isInteger(line) && line > 0;
}
function findingLines(result) {
  const path = mdPath(result.path);
  const lines = result.findings.map((finding) => {
    const where = validLine(finding.line) ? `${path}:${finding.line}` : path;
    const icon = SEVERITY_ICON[finding.severity] ?? SEVERITY_ICON.notice;
    const code = finding.code ? ` (${escapeMarkdownInline(clip(finding.code, 80))})` : "";
    return `- ${icon} **${where}** \u2014 ${escapeMarkdownInline(clip(finding.message, MAX_MESSAGE))}${code}`;
  });
  if (hasReasonLine(result) && result.reason) {
    const icon = result.status === "failed" ? SEVERITY_ICON.error : "\u23ED\uFE0F";
    lines.push(
      `- ${icon} **${path}** \u2014 ${result.status}: ${escapeMarkdownInline(clip(result.reason, MAX_MESSAGE))}`
    );
  }
  return lines;
}
function hasReasonLine(result) {
  if (!(result.status === "failed" || result.status === "skipped") || !result.reason) return false;
  if (result.findings.some((f) => f.message === result.reason)) return false;
  return !(result.status === "failed" && result.findings.some((f) => f.severity === "error") && result.reason.startsWith("Not sent:"));
}
function countFindingLines(results) {
  return results.reduce(
    (sum, result) => sum + result.findings.length + (hasReasonLine(result) ? 1 : 0),
    0
  );
}
var DRAFT_TABLE_HEADER = [
  "| File | Type | Status | Draft id / reason |",
  "| --- | --- | --- | --- |"
].join("\n");
var DRAFT_STATUS_LABEL = {
  created: "\u2705 created",
  "already-drafted": "\u267B\uFE0F already drafted",
  "dry-run": "\u{1F9EA} dry run",
  skipped: "\u23ED\uFE0F skipped",
  failed: "\u274C failed",
  uncertain: "\u2753 uncertain",
  cancelled: "\u23F9\uFE0F not drafted (cancelled)",
  waiting: "\u23F3 waiting (re-run drafts it)"
};
function draftTableRow(draft) {
  const ids = [draft.draftId, draft.mediaId].filter((id) => Boolean(id)).map((id) => escapeMarkdownInline(clip(id, 120)));
  const reason = draft.reason ? escapeMarkdownInline(clip(draft.reason, MAX_MESSAGE)) : "";
  const detail = [...ids, reason].filter(Boolean).join(" \u2014 ") || "\u2014";
  const status = DRAFT_STATUS_LABEL[draft.status] ?? escapeMarkdownInline(String(draft.status));
  return `| ${mdPath(draft.path)} | ${escapeMarkdownInline(String(draft.type))} | ${status} | ${detail} |`;
}
function plural(n, word) {
  return `${formatCount(n)} ${word}${n === 1 ? "" : "s"}`;
}
function countsLine(counts) {
  const statuses = Object.keys(counts.byStatus).filter((status) => counts.byStatus[status] > 0).map((status) => `${formatCount(counts.byStatus[status])} ${status}`);
  const { error, warning, notice } = counts.findings;
  const findings = error + warning + notice;
  const severities = [
    error ? plural(error, "error") : "",
    warning ? plural(warning, "warning") : "",
    notice ? plural(notice, "notice") : ""
  ].filter(Boolean);
  const findingText = findings ? `${plural(findings, "finding")} (${severities.join(", ")})` : "no findings";
  const statusText = statuses.length ? `: ${statuses.join(", ")}` : "";
  return `**${plural(counts.files, "file")}**${statusText} \xB7 ${findingText}`;
}
function noticeLines(notices) {
  return (notices ?? []).slice(0, 20).map((notice) => `> \u26A0\uFE0F ${escapeMarkdownInline(clip(notice, MAX_MESSAGE))}`).join("\n>\n");
}
var FEED_INTRO = "What a reader sees in the platform's feed once the draft is published.\n";
function hasFeedCard(result) {
  return result.feed !== void 0;
}
function feedCardBlock(result) {
  const card = result.feed;
  if (!card) return void 0;
  const text = (value, max = MAX_MESSAGE) => value?.trim() ? escapeMarkdownInline(clip(value, max)) : "\u2014";
  return [
    `> **${text(card.title, MAX_TITLE)}** \xB7 ${mdPath(result.path)}`,
    `> Author: ${text(card.author)} \xB7 Cover: ${card.cover ? "yes" : "**no**"}`,
    `> ${text(card.digest)}`,
    ""
  ].join("\n");
}
function reportSections(results, drafts, { level, filesHeading, budget, measure, preview }) {
  const within = (sources, render) => renderWithin(sources, render, budget, measure);
  return [
    {
      name: "files in the table",
      header: filesHeading ? `${level} Files

${FILE_TABLE_HEADER}` : FILE_TABLE_HEADER,
      items: within(results, (result) => [fileTableRow(result, preview)]),
      total: results.length
    },
    {
      name: "drafts",
      header: `${level} Drafts

${DRAFT_TABLE_HEADER}`,
      items: within(drafts, (draft) => [draftTableRow(draft)]),
      total: drafts.length
    },
    {
      name: "findings",
      header: `${level} Findings
`,
      items: within(results, findingLines),
      total: countFindingLines(results)
    },
    {
      name: "feed cards",
      header: `${level} In the feed

${FEED_INTRO}`,
      items: within(results, (result) => {
        const block = feedCardBlock(result);
        return block === void 0 ? [] : [block];
      }),
      total: results.filter(hasFeedCard).length
    }
  ];
}
function omissionList(omitted) {
  return omitted.map(
    (entry) => entry.shown === 0 ? `all ${formatCount(entry.total)} ${entry.name}` : `${formatCount(entry.total - entry.shown)} of ${formatCount(entry.total)} ${entry.name}`
  ).join("; ");
}
function fittedReport(head, results, drafts, options) {
  const { budget, measure, note } = options;
  const sections = reportSections(results, drafts, options);
  return fitSections({ head, sections, priority: [0, 1, 2, 3], tail: "", budget, measure, note }).text;
}

export {
  utf16Length,
  utf8Bytes,
  countsLine,
  noticeLines,
  omissionList,
  fittedReport
};
