import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  countsLine,
  fittedReport,
  noticeLines,
  omissionList,
  utf16Length
} from "./chunk-JM7SBVN4.js";
import {
  countRun
} from "./chunk-CXALU7CA.js";
import {
  escapeMarkdownInline,
  formatCount,
  markdownLink,
  safeHttpUrl
} from "./chunk-DKJGWI56.js";

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
  GITHUB_COMMENT_LIMIT,
  COMMENT_BUDGET,
  renderComment
};
