// Webpack's chunk loader, for which this module is the only user of the runtime's name.
declare const __webpack_require__: { e(chunk: string | number): Promise<unknown> }

const ensureChunk = __webpack_require__.e

/**
 * A chunk that arrives is read in the task its script runs in; the modules that were waiting for it run in the next
 * task, so reading the last chunk of a page and running the page do not add up to one long task.
 */
__webpack_require__.e = (chunk) => ensureChunk(chunk).then(() => new Promise((resolve) => setTimeout(resolve, 0)))
