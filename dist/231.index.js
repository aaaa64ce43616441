export const id = 231;
export const ids = [231];
export const modules = {

/***/ 54231:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   COMMENT_BUDGET: () => (/* binding */ COMMENT_BUDGET),
/* harmony export */   GITHUB_COMMENT_LIMIT: () => (/* binding */ GITHUB_COMMENT_LIMIT),
/* harmony export */   renderComment: () => (/* binding */ renderComment)
/* harmony export */ });
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14031);
/* harmony import */ var _fit_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(40877);
/* harmony import */ var _format_number_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(63465);
/* harmony import */ var _markdown_parts_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51150);




/** GitHub's limit on an issue comment body, in characters. */
const GITHUB_COMMENT_LIMIT = 65_536;
/** Margin for the marker, for GitHub's own counting and for anything appended later. */
const COMMENT_BUDGET = 60_000;
function renderComment(input) {
    const budget = Math.min(input.maxLength ?? COMMENT_BUDGET, COMMENT_BUDGET);
    const heading = `### 📝 Markdown preview${input.tag ? ` · ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdownInline */ .E4)(input.tag)}` : ''}`;
    const links = linkLine(input);
    const notices = (0,_markdown_parts_js__WEBPACK_IMPORTED_MODULE_1__/* .noticeLines */ .gt)(input.notices);
    if (input.noChanges) {
        const text = [
            input.marker,
            heading,
            'This pull request no longer changes any Markdown file that matches the `files` input, so there is nothing to preview.',
            links,
            notices,
        ]
            .filter(Boolean)
            .join('\n\n');
        return text;
    }
    const counts = (0,_markdown_parts_js__WEBPACK_IMPORTED_MODULE_1__/* .countResults */ .aD)(input.results);
    const engine = input.engine ? ` · engine: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdownInline */ .E4)(input.engine)}` : '';
    const head = [input.marker, heading, `${(0,_markdown_parts_js__WEBPACK_IMPORTED_MODULE_1__/* .countsLine */ .J7)(counts)}${engine}`, links, notices]
        .filter(Boolean)
        .join('\n\n');
    const within = (sources, render) => (0,_fit_js__WEBPACK_IMPORTED_MODULE_2__/* .renderWithin */ .As)(sources, render, budget, _fit_js__WEBPACK_IMPORTED_MODULE_2__/* .utf16Length */ .b3);
    const drafts = input.drafts ?? [];
    const sections = [
        {
            name: 'files in the table',
            header: _markdown_parts_js__WEBPACK_IMPORTED_MODULE_1__/* .FILE_TABLE_HEADER */ .Wy,
            items: within(input.results, (result) => [(0,_markdown_parts_js__WEBPACK_IMPORTED_MODULE_1__/* .fileTableRow */ .ZT)(result)]),
            total: input.results.length,
        },
        {
            name: 'drafts',
            header: `#### Drafts\n\n${_markdown_parts_js__WEBPACK_IMPORTED_MODULE_1__/* .DRAFT_TABLE_HEADER */ .Be}`,
            items: within(drafts, (draft) => [(0,_markdown_parts_js__WEBPACK_IMPORTED_MODULE_1__/* .draftTableRow */ .y2)(draft)]),
            total: drafts.length,
        },
        {
            name: 'findings',
            header: '#### Findings\n',
            items: within(input.results, _markdown_parts_js__WEBPACK_IMPORTED_MODULE_1__/* .findingLines */ .hq),
            total: (0,_markdown_parts_js__WEBPACK_IMPORTED_MODULE_1__/* .countFindingLines */ .kn)(input.results),
        },
        {
            name: 'feed cards',
            header: _markdown_parts_js__WEBPACK_IMPORTED_MODULE_1__/* .FEED_HEADER */ .LK,
            items: within(input.results, (result) => {
                const block = (0,_markdown_parts_js__WEBPACK_IMPORTED_MODULE_1__/* .feedCardBlock */ .Ul)(result);
                return block === undefined ? [] : [block];
            }),
            total: input.results.filter(_markdown_parts_js__WEBPACK_IMPORTED_MODULE_1__/* .hasFeedCard */ .rF).length,
        },
    ];
    const fullReport = whereFullReport(input);
    const { text } = (0,_fit_js__WEBPACK_IMPORTED_MODULE_2__/* .fitSections */ .WK)({
        head,
        sections,
        priority: [0, 1, 2, 3],
        tail: '',
        budget,
        measure: _fit_js__WEBPACK_IMPORTED_MODULE_2__/* .utf16Length */ .b3,
        note: (omitted) => truncationNote(omitted, fullReport),
    });
    return text;
}
function linkLine(input) {
    const links = [];
    if ((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .safeHttpUrl */ .vH)(input.artifactUrl)) {
        links.push(`📦 ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownLink */ .iQ)('Download the HTML preview (artifact)', input.artifactUrl)}`);
    }
    if ((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .safeHttpUrl */ .vH)(input.runUrl))
        links.push(`🔗 ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownLink */ .iQ)('Workflow run', input.runUrl)}`);
    return links.join(' · ');
}
function whereFullReport(input) {
    const places = [];
    if ((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .safeHttpUrl */ .vH)(input.artifactUrl)) {
        places.push(`the ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownLink */ .iQ)('HTML artifact', input.artifactUrl)} (index.html, report.json)`);
    }
    places.push((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .safeHttpUrl */ .vH)(input.runUrl)
        ? `the job summary of the ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownLink */ .iQ)('workflow run', input.runUrl)}`
        : 'the job summary of the workflow run');
    return places.join(' and ');
}
function truncationNote(omitted, fullReport) {
    const cuts = omitted.map((entry) => entry.shown === 0
        ? `all ${(0,_format_number_js__WEBPACK_IMPORTED_MODULE_3__/* .formatCount */ .B)(entry.total)} ${entry.name}`
        : `${(0,_format_number_js__WEBPACK_IMPORTED_MODULE_3__/* .formatCount */ .B)(entry.total - entry.shown)} of ${(0,_format_number_js__WEBPACK_IMPORTED_MODULE_3__/* .formatCount */ .B)(entry.total)} ${entry.name}`);
    return `> ✂️ **This comment was shortened** to stay under GitHub's ${(0,_format_number_js__WEBPACK_IMPORTED_MODULE_3__/* .formatCount */ .B)(GITHUB_COMMENT_LIMIT)}-character limit. Left out: ${cuts.join('; ')}. The full report is in ${fullReport}.`;
}


/***/ })

};
