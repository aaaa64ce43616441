export const id = 546;
export const ids = [546];
export const modules = {

/***/ 3546:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createRemoteEngine: () => (/* binding */ createRemoteEngine)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _markdown_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5337);
/* harmony import */ var _service_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5756);



const LIMIT_BY_CODE = new Map(Object.keys(_markdown_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .LIMIT_CODES */ .d).map((key) => [
    _markdown_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .LIMIT_CODES */ .d[key],
    _markdown_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .LIMITS */ .b[key],
]));
/**
 * The service as an Engine. A refusal about the document itself (a limit, a bad
 * theme, an invalid body) becomes a DocumentError/LimitError so it is reported on the
 * file like the local engine's; auth, rate and transport faults stay ServiceErrors.
 */
function createRemoteEngine(client) {
    return {
        name: 'remote',
        async convert(request, signal) {
            try {
                return await client.convert(request, signal);
            }
            catch (error) {
                throw asDocumentError(error);
            }
        },
    };
}
function asDocumentError(error) {
    if (!(error instanceof _service_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ServiceRejection */ .F7))
        return error;
    const limit = LIMIT_BY_CODE.get(error.code);
    if (limit !== undefined && error.actual !== undefined) {
        return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .LimitError */ .oC(error.code, error.message, error.limit ?? limit, error.actual);
    }
    if (limit !== undefined || error.status === 400 || error.status === 413 || error.status === 422) {
        return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .DocumentError */ .Mi(error.code, error.message, undefined, { cause: error });
    }
    return error;
}


/***/ }),

/***/ 5756:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F7: () => (/* binding */ ServiceRejection),
/* harmony export */   JU: () => (/* binding */ isRejectionCode),
/* harmony export */   Kb: () => (/* binding */ excerpt),
/* harmony export */   cg: () => (/* binding */ serviceError)
/* harmony export */ });
/* unused harmony export REJECTION_CODES */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);

/**
 * Identifiers the service documents (spec §7) or that `serve` sends. Anything else a
 * server names is shown in the message, redacted and capped, under `service_error`.
 */
const REJECTION_CODES = [
    'markdown_too_long',
    'too_many_images',
    'too_many_code_blocks',
    'too_many_mermaid_blocks',
    'mermaid_block_too_long',
    'invalid_request',
    'unknown_theme',
    'malformed_module',
    'missing_platform_credentials',
    'not_found',
    'method_not_allowed',
    'request_timeout',
    'request_too_large',
    'internal_error',
];
function isRejectionCode(value) {
    return value === 'service_error' || REJECTION_CODES.includes(value);
}
/**
 * The service understood the request and refused it (non-zero envelope code).
 * `limit`/`actual` are set when the service said which limit was crossed.
 */
class ServiceRejection extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceError */ ._7 {
    limit;
    actual;
    constructor(code, message, details) {
        super(code, message, { status: details.status, origin: details.origin });
        this.limit = details.limit;
        this.actual = details.actual;
    }
}
/** A ServiceError whose code is one of the client's own. */
function serviceError(code, message, details = {}) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceError */ ._7(code, message, details);
}
/** A short, single-line excerpt of (already redacted) server text for an error message. */
function excerpt(text, max = 200) {
    const line = text.replace(/\s+/g, ' ').trim();
    return line.length > max ? `${line.slice(0, max)}…` : line;
}


/***/ })

};
