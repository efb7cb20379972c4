// Blocking time from the CPU time of each main-thread task of a page load's trace: Lighthouse's TBT formula, sum of
// max(0, 4 x CPU - 50 ms) over the tasks (4x: Lighthouse's mobile CPU slowdown), on thread time instead of wall time,
// so it does not move with the machine's load as Lighthouse's own TBT does.

/** The blocking time in ms of one Lighthouse trace (`artifacts.Trace`), from the document's first script on. */
export function cpuBlockingMs(trace) {
  const events = trace.traceEvents
  const renderers = new Map()
  for (const e of events) {
    if (e.name === 'thread_name' && e.args.name === 'CrRendererMain') renderers.set(`${e.pid}:${e.tid}`, 0)
  }
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`
    if (renderers.has(thread) && e.name === 'RunTask') renderers.set(thread, renderers.get(thread) + (e.dur ?? 0))
  }
  // The page's main thread is the busiest renderer main thread.
  const [main] = [...renderers].sort((a, b) => b[1] - a[1])[0]
  const slices = events
    .filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts)
  // Tasks before the document is parsed are the navigation's own plumbing.
  const firstScript = slices.find((e) => e.name === 'EvaluateScript' || e.name === 'ParseHTML')
  let end = 0
  let blocking = 0
  for (const task of slices) {
    if (task.name !== 'RunTask' || task.ts < end) continue
    end = task.ts + task.dur
    if (firstScript && end < firstScript.ts) continue
    blocking += Math.max(0, (4 * (task.tdur ?? 0)) / 1000 - 50)
  }
  return blocking
}
