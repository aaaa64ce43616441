export const id = 589;
export const ids = [589];
export const modules = {

/***/ 81589:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   convertThreads: () => (/* binding */ convertThreads),
/* harmony export */   createWorkerPoolEngine: () => (/* binding */ createWorkerPoolEngine)
/* harmony export */ });
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(75919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83916);
/* harmony import */ var _convert_worker_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(78660);




/** Worker threads worth starting here: one per core, at most `max`; 1 means "convert in-process". */
function convertThreads(max) {
    return Math.max(1, Math.min(max, (0,node_os__WEBPACK_IMPORTED_MODULE_0__.availableParallelism)()));
}
/**
 * An Engine whose conversions run on `size` worker threads started from `entry`. Errors
 * keep their type (LimitError, DocumentError) across the thread boundary. A worker that
 * dies fails only the documents it held and is replaced.
 */
function createWorkerPoolEngine({ entry, size }) {
    const queue = [];
    const idle = [];
    const busy = new Map();
    let nextId = 1;
    let closed = false;
    const spawn = () => {
        const worker = new node_worker_threads__WEBPACK_IMPORTED_MODULE_1__.Worker(entry, { workerData: { role: _convert_worker_js__WEBPACK_IMPORTED_MODULE_3__/* .CONVERT_WORKER_ROLE */ .K2 } });
        worker.on('message', (reply) => {
            const task = busy.get(worker);
            busy.delete(worker);
            if (task && task.id === reply.id) {
                if ('result' in reply)
                    task.resolve(reply.result);
                else
                    task.reject(toError(reply.error));
            }
            idle.push(worker);
            pump();
        });
        worker.on('error', (error) => retire(worker, error));
        worker.on('exit', (code) => retire(worker, new Error(`A conversion thread stopped (exit ${code}).`)));
        idle.push(worker);
    };
    const retire = (worker, error) => {
        const task = busy.get(worker);
        busy.delete(worker);
        const at = idle.indexOf(worker);
        if (at >= 0)
            idle.splice(at, 1);
        task?.reject(error);
        if (!closed && idle.length + busy.size < size) {
            spawn();
            pump();
        }
    };
    const pump = () => {
        while (idle.length > 0 && queue.length > 0) {
            const worker = idle.pop();
            const task = queue.shift();
            busy.set(worker, task);
            worker.postMessage({ id: task.id, request: task.request });
        }
    };
    for (let i = 0; i < size; i++)
        spawn();
    return {
        name: 'local',
        convert(request, signal) {
            signal?.throwIfAborted();
            if (closed)
                return Promise.reject(new Error('The conversion threads are closed.'));
            return new Promise((resolve, reject) => {
                queue.push({ id: nextId++, request, resolve, reject });
                pump();
            });
        },
        async close() {
            closed = true;
            for (const task of queue.splice(0))
                task.reject(new Error('The conversion threads are closed.'));
            await Promise.all([...idle, ...busy.keys()].map((worker) => worker.terminate()));
        },
    };
}
function toError(error) {
    if (error.kind === 'limit') {
        return new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .LimitError */ .oC(error.code ?? 'limit', error.message, error.limit ?? 0, error.actual ?? 0, error.line);
    }
    if (error.kind === 'document')
        return new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .DocumentError */ .Mi(error.code ?? 'invalid_document', error.message, error.line);
    return new Error(error.message);
}


/***/ })

};
