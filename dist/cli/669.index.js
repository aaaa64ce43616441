export const id = 669;
export const ids = [669];
export const modules = {

/***/ 93669:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   assertServiceUrl: () => (/* binding */ assertServiceUrl)
/* harmony export */ });
/* unused harmony export isLoopbackHost */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);

const LOOPBACK_HOSTS = new Set(['localhost', '[::1]', '::1']);
/** True for hosts that never leave this machine: 127.0.0.0/8, ::1 and localhost. */
function isLoopbackHost(hostname) {
    return LOOPBACK_HOSTS.has(hostname) || /^127(?:\.\d{1,3}){3}$/.test(hostname);
}
/**
 * Credentials travel only over https; plain http is allowed for loopback, where a
 * self-hosted `md-platform serve` or a test server listens. Returns the URL without
 * a trailing slash, so paths can be appended. The URL's text is never echoed back
 * in full: it may hold userinfo.
 */
function assertServiceUrl(input, value, 
// The CLI names its flags (`--api-url`), the action its inputs.
label = `Input \`${input}\``) {
    let url;
    try {
        url = new URL(value);
    }
    catch {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(input, `${label} must be an absolute https:// URL of the service.`);
    }
    if (url.username || url.password) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(input, `${label} must not contain a user name or password; pass the key separately.`);
    }
    if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(input, `${label} must use https:// (http:// is allowed only for 127.0.0.1, ::1 or localhost); got http://${url.host}.`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(input, `${label} must use https://; got ${url.protocol}//.`);
    }
    if (url.search || url.hash) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(input, `${label} must be a base URL without a query or fragment.`);
    }
    return url.href.replace(/\/+$/, '');
}


/***/ })

};
