/**
 * A queue that runs the tasks given to it one after another, in order: for work that holds much memory or CPU while
 * it runs (reading a workbook, resizing a picture), so that many requests at once wait rather than exhaust the process.
 */
export function oneAtATime() {
  let last: Promise<unknown> = Promise.resolve()
  return <T>(task: () => Promise<T>): Promise<T> => {
    const turn = last.then(task)
    last = turn.catch(() => undefined)
    return turn
  }
}
