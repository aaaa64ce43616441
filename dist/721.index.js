export const id = 721;
export const ids = [721];
export const modules = {

/***/ 49721:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   uploadHtmlArtifact: () => (/* binding */ uploadHtmlArtifact)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Uploads the HTML output as a workflow artifact. `@actions/artifact` pulls in the
 * Azure blob SDK and costs most of a second to load, so it is imported only when
 * an upload actually happens.
 */

/** An error from the artifact service is summarised, never quoted whole. */
const MAX_REASON_CHARS = 300;
async function uploadHtmlArtifact(options) {
    const env = options.env ?? process.env;
    const { log } = options;
    const skip = (reason) => {
        log.warning(`HTML artifact not uploaded: ${reason}`);
        return { skipped: reason };
    };
    if (!env.ACTIONS_RUNTIME_TOKEN || !env.ACTIONS_RESULTS_URL) {
        return skip('the Actions runtime is not available (ACTIONS_RUNTIME_TOKEN / ACTIONS_RESULTS_URL are unset: not running in a GitHub Actions job). The HTML is in the output directory.');
    }
    const files = options.files.map((file) => (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(options.dir, ...file.split('/')));
    if (files.length === 0)
        return skip('this run wrote no files.');
    const { DefaultArtifactClient, GHESNotSupportedError } = await Promise.all(/* import() */[__webpack_require__.e(913), __webpack_require__.e(252)]).then(__webpack_require__.bind(__webpack_require__, 91252));
    let id;
    try {
        const result = await new DefaultArtifactClient().uploadArtifact(options.name, files, options.dir, {
            retentionDays: options.retentionDays,
        });
        id = result.id;
    }
    catch (error) {
        if (error instanceof GHESNotSupportedError) {
            return skip('artifact upload is not supported on GitHub Enterprise Server by @actions/artifact v2+.');
        }
        // An outage of the artifact service costs the preview download, not the comment,
        // the summary or the outputs: the run goes on and says so.
        const reason = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ');
        const short = reason.length > MAX_REASON_CHARS ? `${reason.slice(0, MAX_REASON_CHARS)}…` : reason;
        return {
            ...skip(`uploading "${options.name}" failed (${short}). The HTML is in the output directory on the runner.`),
            failed: true,
        };
    }
    const serverUrl = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '');
    const url = id !== undefined && env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID
        ? `${serverUrl}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}/artifacts/${id}`
        : undefined;
    log.info(`Uploaded ${files.length} files as artifact "${options.name}"${url ? `: ${url}` : ''}.`);
    return { id, url };
}


/***/ })

};
