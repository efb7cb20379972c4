type Listener = () => void

/** The signal of an AbortController, as much of it as the libraries the app uses read. */
class MiniAbortSignal {
  aborted = false
  reason: unknown = undefined
  onabort: Listener | null = null
  private readonly listeners = new Set<Listener>()

  addEventListener(type: string, listener: Listener) {
    if (type === 'abort') this.listeners.add(listener)
  }

  removeEventListener(type: string, listener: Listener) {
    if (type === 'abort') this.listeners.delete(listener)
  }

  throwIfAborted() {
    if (this.aborted) throw this.reason
  }

  /** Run by the controller; each listener once. */
  fire(reason: unknown) {
    this.aborted = true
    this.reason = reason
    this.onabort?.()
    for (const listener of this.listeners) listener()
    this.listeners.clear()
  }
}

/**
 * AbortController for the mini program, whose JavaScript has none: TanStack Query makes one for every fetch. The mini
 * program build provides it wherever a module names `AbortController` (config/index.ts); H5 has the browser's.
 */
export class AbortController {
  readonly signal = new MiniAbortSignal()

  abort(reason: unknown = new Error('aborted')) {
    if (!this.signal.aborted) this.signal.fire(reason)
  }
}
