import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  countResults,
  countsLine,
  fitSections,
  noticeLines,
  omissionList,
  reportSections,
  utf16Length
} from "./chunk-6DIUCNFM.js";
import {
  formatCount
} from "./chunk-VQ43QDC7.js";
import {
  escapeMarkdownInline,
  markdownLink,
  safeHttpUrl
} from "./chunk-ZDKHICCF.js";

// src/report/comment.ts
var GITHUB_COMMENT_LIMIT = 65536;
var COMMENT_BUDGET = 6e4;
function renderComment(input) {
  const budget = Math.min(input.maxLength ?? COMMENT_BUDGET, COMMENT_BUDGET);
  const heading = `### \u{1F4DD} Markdown preview${input.tag ? ` \xB7 ${escapeMarkdownInline(input.tag)}` : ""}`;
  const links = linkLine(input);
  const notices = noticeLines(input.notices);
  if (input.noChanges) {
    const text2 = [
      input.marker,
      heading,
      "This pull request no longer changes any Markdown file that matches the `files` input, so there is nothing to preview.",
      links,
      notices
    ].filter(Boolean).join("\n\n");
    return text2;
  }
  const counts = countResults(input.results);
  const engine = input.engine ? ` \xB7 engine: ${escapeMarkdownInline(input.engine)}` : "";
  const head = [input.marker, heading, `${countsLine(counts)}${engine}`, links, notices].filter(Boolean).join("\n\n");
  const sections = reportSections(input.results, input.drafts ?? [], {
    level: "####",
    filesHeading: false,
    budget,
    measure: utf16Length
  });
  const fullReport = whereFullReport(input);
  const { text } = fitSections({
    head,
    sections,
    priority: [0, 1, 2, 3],
    tail: "",
    budget,
    measure: utf16Length,
    note: (omitted) => truncationNote(omitted, fullReport)
  });
  return text;
}
function linkLine(input) {
  const links = [];
  if (safeHttpUrl(input.artifactUrl)) {
    links.push(`\u{1F4E6} ${markdownLink("Download the HTML preview (artifact)", input.artifactUrl)}`);
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
