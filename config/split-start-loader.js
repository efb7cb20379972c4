// Taro's generated H5 entry evaluates every module and then starts the app (React root, history, tab bar, router) in
// one long task. This runs the start in tasks of its own, after the modules are read and again before the router
// starts, so the page can answer input in between.
const STEPS = ['\nvar inst = ', '\ncreateRouter(']

module.exports = function splitStart(source) {
  const starts = STEPS.map((step) => source.indexOf(step))
  if (starts.some((start, i) => start === -1 || start < (starts[i - 1] ?? 0)))
    throw new Error('split-start-loader: the H5 entry no longer has the shape it expects')
  const parts = [source.slice(0, starts[0]), ...starts.map((start, i) => source.slice(start, starts[i + 1]))]
  return parts.reduceRight((later, part) => `${part}\nsetTimeout(function () {${later}\n}, 0)\n`)
}
