import { observable, runInAction } from 'mobx'

/**
 * When the oldest answer shown since the network last answered was saved (ms; 0 when unknown), or null while answers
 * come from the network. H5's transport notes every answer; the service worker marks the saved ones.
 */
export const savedCopy = observable.box<number | null>(null)

/** Notes an answer: a saved copy (its `x-saved-at` header) keeps the oldest time, a fresh one clears it. */
export function noteAnswer(savedAt: string | null | undefined): void {
  runInAction(() => {
    if (!savedAt) return savedCopy.set(null)
    const at = Number(savedAt) || 0
    const shown = savedCopy.get()
    savedCopy.set(shown === null ? at : Math.min(shown, at))
  })
}
