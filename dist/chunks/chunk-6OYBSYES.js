import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  debug,
  endGroup,
  error,
  info,
  notice,
  setFailed,
  startGroup,
  warning
} from "./chunk-RS7XWTYB.js";
import {
  countRun
} from "./chunk-CXALU7CA.js";
import {
  rateLimitOf,
  statusOf,
  toGitHubError
} from "./chunk-JJZV36E6.js";
import {
  capBytes,
  clip,
  escapeMarkdownInline,
  formatCount,
  markdownLink,
  neutralize,
  neutralizeLines,
  safeHttpUrl
} from "./chunk-2KEGSE2I.js";
import {
  GitHubError
} from "./chunk-5XOO62DI.js";

// src/action/log.ts
import { EOL } from "node:os";
var ANNOTATION_MESSAGE_BYTES = 3e3;
var ANNOTATION_FILE_BYTES = 600;
var ANNOTATION_TITLE_BYTES = 200;
function annotationProps(props) {
  if (!props) return {};
  const out = {};
  if (props.file !== void 0 && Buffer.byteLength(props.file) <= ANNOTATION_FILE_BYTES) {
    out.file = props.file.replaceAll("##[", "#\u200B#[");
    if (props.startLine !== void 0) out.startLine = props.startLine;
  }
  if (props.title !== void 0)
    out.title = capBytes(neutralize(props.title), ANNOTATION_TITLE_BYTES);
  return out;
}
var annotate = (write) => (message, props) => write(capBytes(neutralize(message), ANNOTATION_MESSAGE_BYTES), annotationProps(props));
var actionsLog = {
  info: (message) => info(neutralize(message)),
  infoLines: (messages) => info(messages.map(neutralize).join(EOL)),
  debug: (message) => debug(neutralize(message)),
  notice: annotate(notice),
  warning: annotate(warning),
  error: annotate(error),
  startGroup: (name) => startGroup(neutralize(name)),
  endGroup
};
function failStep(message) {
  setFailed(capBytes(neutralizeLines(message), ANNOTATION_MESSAGE_BYTES));
}

// src/github/sticky-comment.ts
var COMMENT_BODY_MAX = 65536;
function commentMarker(tag) {
  const safe = tag.replace(/[^A-Za-z0-9._-]/g, "_");
  return `<!-- md-platform:comment:${safe} -->`;
}
function forbidden(error2, what) {
  if (rateLimitOf(error2)) return toGitHubError(error2, `${what} the pull request comment`);
  return new GitHubError(
    "comment_forbidden",
    `GitHub refused to ${what} the pull request comment (403). The token is read-only: a pull request from a fork gets a read-only GITHUB_TOKEN, and otherwise the workflow needs "permissions: pull-requests: write". The preview is still in the job summary and the artifact.`,
    403,
    { cause: error2 }
  );
}
function findOwnComments(octokit, place) {
  const found = listOwn(octokit, place, commentMarker(place.tag));
  found.catch(() => void 0);
  return found;
}
async function listOwn(octokit, target, marker) {
  const [marked, login] = await Promise.all([listMarked(octokit, target, marker), target.login]);
  return marked.filter((c) => c.user?.login.toLowerCase() === login.toLowerCase()).sort((a, b) => a.id - b.id);
}
async function listMarked(octokit, target, marker) {
  const marked = [];
  try {
    for await (const page of octokit.paginate.iterator(
      "GET /repos/{owner}/{repo}/issues/{issue_number}/comments",
      {
        owner: target.owner,
        repo: target.repo,
        issue_number: target.issueNumber,
        per_page: 100
      }
    )) {
      marked.push(...page.data.filter((c) => (c.body ?? "").includes(marker)));
    }
  } catch (error2) {
    if (statusOf(error2) === 403) throw forbidden(error2, "read");
    throw toGitHubError(error2, `list the comments of #${target.issueNumber}`);
  }
  return marked;
}
async function removeCopies(octokit, target, copies) {
  let removed = 0;
  for (const copy of copies) {
    try {
      await octokit.request("DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}", {
        owner: target.owner,
        repo: target.repo,
        comment_id: copy.id
      });
      removed++;
    } catch (error2) {
      if (statusOf(error2) === 404) continue;
      if (statusOf(error2) === 403) throw forbidden(error2, "delete");
      throw toGitHubError(error2, `delete the duplicate comment ${copy.id}`);
    }
  }
  return removed;
}
async function update(octokit, target, comment, body) {
  try {
    const { data } = await octokit.request(
      "PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}",
      {
        owner: target.owner,
        repo: target.repo,
        comment_id: comment.id,
        body
      }
    );
    return { url: data.html_url, id: Number(data.id) };
  } catch (error2) {
    if (statusOf(error2) === 404) return void 0;
    if (statusOf(error2) === 403) throw forbidden(error2, "update");
    throw toGitHubError(error2, `update comment ${comment.id}`);
  }
}
async function upsertStickyComment(octokit, target) {
  Promise.resolve(target.login).catch(() => void 0);
  const marker = commentMarker(target.tag);
  const body = target.body.includes(marker) ? target.body : `${marker}
${target.body}`;
  if (body.length > COMMENT_BODY_MAX) {
    throw new GitHubError(
      "comment_too_long",
      `The comment is ${body.length} characters; GitHub accepts at most ${COMMENT_BODY_MAX}.`
    );
  }
  const [existing, ...copies] = await (target.found ?? listOwn(octokit, target, marker));
  if (existing) {
    const removed2 = await removeCopies(octokit, target, copies);
    if (existing.body === body) {
      return { url: existing.html_url, id: existing.id, action: "unchanged", removed: removed2 };
    }
    const updated = await update(octokit, target, existing, body);
    if (updated) return { ...updated, action: "updated", removed: removed2 };
  }
  if (target.createIfMissing === false) return void 0;
  const created = await createOnce(octokit, target, marker, body);
  const [oldest, ...others] = await listOwn(octokit, target, marker);
  if (!oldest || oldest.id === created.id && others.length === 0) return created;
  const removed = await removeCopies(octokit, target, others);
  if (oldest.id === created.id) return { ...created, removed };
  const kept = oldest.body === body ? { url: oldest.html_url, id: oldest.id } : await update(octokit, target, oldest, body);
  if (!kept) {
    throw new GitHubError(
      "comment_deleted",
      `The pull request comment was deleted while this run was writing it; the next run posts it again.`,
      404
    );
  }
  return { ...kept, action: "updated", removed };
}
async function createOnce(octokit, target, marker, body) {
  const create = async () => {
    const { data } = await octokit.request(
      "POST /repos/{owner}/{repo}/issues/{issue_number}/comments",
      {
        owner: target.owner,
        repo: target.repo,
        issue_number: target.issueNumber,
        body
      }
    );
    return { url: data.html_url, id: Number(data.id), action: "created" };
  };
  try {
    return await create();
  } catch (error2) {
    const status = statusOf(error2);
    if (status === 403) throw forbidden(error2, "create");
    if (status === void 0 || status >= 500) {
      const [created] = await listOwn(octokit, target, marker);
      if (created) return { url: created.html_url, id: created.id, action: "created" };
      try {
        return await create();
      } catch (again) {
        throw toGitHubError(again, `create a comment on #${target.issueNumber}`);
      }
    }
    throw toGitHubError(error2, `create a comment on #${target.issueNumber}`);
  }
}

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
  const { error: error2, warning: warning2, notice: notice2 } = counts.findings;
  const findings = error2 + warning2 + notice2;
  const severities = [
    error2 ? plural(error2, "error") : "",
    warning2 ? plural(warning2, "warning") : "",
    notice2 ? plural(notice2, "notice") : ""
  ].filter(Boolean);
  const findingText = findings ? `${plural(findings, "finding")} (${severities.join(", ")})` : "no findings";
  const statusText = statuses.length ? `: ${statuses.join(", ")}` : "";
  return `**${plural(counts.files, "file")}**${statusText} \xB7 ${findingText}`;
}
function noticeLines(notices) {
  return (notices ?? []).slice(0, 20).map((notice2) => `> \u26A0\uFE0F ${escapeMarkdownInline(clip(notice2, MAX_MESSAGE))}`).join("\n>\n");
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

// src/report/comment.ts
var GITHUB_COMMENT_LIMIT = 65536;
var COMMENT_BUDGET = 6e4;
function renderComment(input) {
  const budget = Math.min(input.maxLength ?? COMMENT_BUDGET, COMMENT_BUDGET);
  const heading = `### \u{1F4DD} Markdown preview${input.tag ? ` \xB7 ${escapeMarkdownInline(input.tag)}` : ""}`;
  const links = linkLine(input);
  const notices = noticeLines(input.notices);
  if (input.noChanges) {
    const text = [
      input.marker,
      heading,
      "This pull request no longer changes any Markdown file that matches the `files` input, so there is nothing to preview.",
      links,
      notices
    ].filter(Boolean).join("\n\n");
    return text;
  }
  const counts = countRun(input.results);
  const engine = input.engine ? ` \xB7 engine: ${escapeMarkdownInline(input.engine)}` : "";
  const head = [input.marker, heading, `${countsLine(counts)}${engine}`, links, notices].filter(Boolean).join("\n\n");
  const fullReport = whereFullReport(input);
  return fittedReport(head, input.results, input.drafts ?? [], {
    level: "####",
    filesHeading: false,
    budget,
    measure: utf16Length,
    preview: input.preview,
    note: (omitted) => truncationNote(omitted, fullReport)
  });
}
function linkLine(input) {
  const links = [];
  if (safeHttpUrl(input.preview?.url)) {
    links.push(
      `\u{1F310} ${markdownLink("Open the preview in the browser", input.preview?.url)} (opens in a new tab, on a phone too; each file below links to its place in it)`
    );
  }
  if (safeHttpUrl(input.artifactUrl)) {
    links.push(
      `\u{1F4E6} ${markdownLink(input.preview ? "Download every file (zip)" : "Download the HTML preview (artifact)", input.artifactUrl)}`
    );
  }
  if (safeHttpUrl(input.runUrl)) links.push(`\u{1F517} ${markdownLink("Workflow run", input.runUrl)}`);
  return links.join(" \xB7 ");
}
function whereFullReport(input) {
  const places = [];
  if (safeHttpUrl(input.artifactUrl)) {
    places.push(
      `the ${markdownLink("HTML artifact", input.artifactUrl)} (index.html, report.json)`
    );
  }
  places.push(
    safeHttpUrl(input.runUrl) ? `the job summary of the ${markdownLink("workflow run", input.runUrl)}` : "the job summary of the workflow run"
  );
  return places.join(" and ");
}
function truncationNote(omitted, fullReport) {
  return `> \u2702\uFE0F **This comment was shortened** to stay under GitHub's ${formatCount(GITHUB_COMMENT_LIMIT)}-character limit. Left out: ${omissionList(omitted)}. The full report is in ${fullReport}.`;
}

export {
  commentMarker,
  findOwnComments,
  upsertStickyComment,
  utf8Bytes,
  countsLine,
  noticeLines,
  omissionList,
  fittedReport,
  renderComment,
  actionsLog,
  failStep
};
