// Delay for window resize handlers, long enough to skip the burst of events while dragging.
export const RESIZE_DEBOUNCE_MS = 300

// A debounced function plus a way to drop the pending call, e.g. when a page unmounts.
export interface Debounced<A extends unknown[]> {
  (...args: A): void
  cancel(): void
}

// Calls fn once, ms after the last call, with that last call's arguments; cancel() discards a pending call.
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
  }
  const debounced = (...args: A) => {
    cancel()
    timer = setTimeout(() => {
      timer = undefined
      fn(...args)
    }, ms)
  }
  return Object.assign(debounced, { cancel })
}
