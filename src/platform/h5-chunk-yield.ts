/** Webpack's chunk loader (`__webpack_require__.e`), which this module wraps. */
type EnsureChunk = (chunk: string | number) => Promise<unknown>

const runtime = __webpack_require__ as { e: EnsureChunk }
const ensureChunk = runtime.e

/**
 * A chunk that arrives is read in the task its script runs in; the modules that were waiting for it run in the next
 * task, so reading the last chunk of a page and running the page do not add up to one long task.
 */
runtime.e = (chunk) => ensureChunk(chunk).then(() => new Promise((resolve) => setTimeout(resolve, 0)))
