export const id = 648;
export const ids = [648];
export const modules = {

/***/ 7648:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   COMMENT_BODY_MAX: () => (/* binding */ COMMENT_BODY_MAX),
/* harmony export */   commentMarker: () => (/* binding */ commentMarker),
/* harmony export */   upsertStickyComment: () => (/* binding */ upsertStickyComment)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
/* harmony import */ var _octokit_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(79634);
/**
 * One comment per pull request and tag, kept up to date across runs. The comment
 * is found by a hidden marker *and* its author: anyone can paste the marker into a
 * comment of their own, and a token with write access could edit it, so a comment
 * by someone else is never touched.
 */


const COMMENT_BODY_MAX = 65536;
/** The hidden HTML comment that identifies our comment for `tag`. */
function commentMarker(tag) {
    // The tag ends up inside an HTML comment: nothing in it may close that comment.
    const safe = tag.replace(/[^A-Za-z0-9._-]/g, '_');
    return `<!-- md-platform:comment:${safe} -->`;
}
function forbidden(error, what) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubError */ .y_('comment_forbidden', `GitHub refused to ${what} the pull request comment (403). The token is read-only: a pull request from a fork gets a read-only GITHUB_TOKEN, and otherwise the workflow needs "permissions: pull-requests: write". The preview is still in the job summary and the artifact.`, 403, { cause: error });
}
async function findOwn(octokit, target, marker) {
    const login = target.login.toLowerCase();
    try {
        for await (const page of octokit.paginate.iterator(octokit.rest.issues.listComments, {
            owner: target.owner,
            repo: target.repo,
            issue_number: target.issueNumber,
            per_page: 100,
        })) {
            const own = page.data.find((c) => c.user?.login.toLowerCase() === login && (c.body ?? '').includes(marker));
            if (own)
                return own;
        }
    }
    catch (error) {
        if ((0,_octokit_js__WEBPACK_IMPORTED_MODULE_1__.statusOf)(error) === 403)
            throw forbidden(error, 'read');
        throw (0,_octokit_js__WEBPACK_IMPORTED_MODULE_1__.toGitHubError)(error, `list the comments of #${target.issueNumber}`);
    }
    return undefined;
}
async function upsertStickyComment(octokit, target) {
    const marker = commentMarker(target.tag);
    const body = target.body.includes(marker) ? target.body : `${marker}\n${target.body}`;
    if (body.length > COMMENT_BODY_MAX) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubError */ .y_('comment_too_long', `The comment is ${body.length} characters; GitHub accepts at most ${COMMENT_BODY_MAX}.`);
    }
    const where = { owner: target.owner, repo: target.repo };
    const existing = await findOwn(octokit, target, marker);
    if (existing) {
        if (existing.body === body) {
            return { url: existing.html_url, id: existing.id, action: 'unchanged' };
        }
        try {
            const { data } = await octokit.rest.issues.updateComment({
                ...where,
                comment_id: existing.id,
                body,
            });
            return { url: data.html_url, id: data.id, action: 'updated' };
        }
        catch (error) {
            if ((0,_octokit_js__WEBPACK_IMPORTED_MODULE_1__.statusOf)(error) === 403)
                throw forbidden(error, 'update');
            throw (0,_octokit_js__WEBPACK_IMPORTED_MODULE_1__.toGitHubError)(error, `update comment ${existing.id}`);
        }
    }
    if (target.createIfMissing === false)
        return undefined;
    try {
        const { data } = await octokit.rest.issues.createComment({
            ...where,
            issue_number: target.issueNumber,
            body,
        });
        return { url: data.html_url, id: data.id, action: 'created' };
    }
    catch (error) {
        const status = (0,_octokit_js__WEBPACK_IMPORTED_MODULE_1__.statusOf)(error);
        if (status === 403)
            throw forbidden(error, 'create');
        // A 5xx or a dropped connection may hide a comment that was in fact created;
        // look before creating again so a retry never leaves two.
        if (status === undefined || status >= 500) {
            const created = await findOwn(octokit, target, marker);
            if (created)
                return { url: created.html_url, id: created.id, action: 'created' };
            try {
                const { data } = await octokit.rest.issues.createComment({
                    ...where,
                    issue_number: target.issueNumber,
                    body,
                });
                return { url: data.html_url, id: data.id, action: 'created' };
            }
            catch (again) {
                throw (0,_octokit_js__WEBPACK_IMPORTED_MODULE_1__.toGitHubError)(again, `create a comment on #${target.issueNumber}`);
            }
        }
        throw (0,_octokit_js__WEBPACK_IMPORTED_MODULE_1__.toGitHubError)(error, `create a comment on #${target.issueNumber}`);
    }
}


/***/ })

};
