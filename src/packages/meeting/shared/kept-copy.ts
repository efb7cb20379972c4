import { useEffect, useMemo } from 'react'
import type { RequestState } from '@/components/use-endpoint'
import { unreachable } from '@/platform/offline/action-queue'
import type { KeyValueStorage } from '@/platform/storage'

/** A server answer and when it was received; `offline` when it is the copy kept on the device. */
export interface Kept<T> {
  data: T
  savedAt: number
  offline: boolean
}

/** Keeps a value on the device; a full storage is no reason to fail the page that asked. */
export function keep(storage: KeyValueStorage, key: string, value: unknown): void {
  try {
    storage.set(key, value)
  } catch {
    // The copy is a convenience: the page has the answer either way.
  }
}

/** The copy kept last time, when the server cannot be reached; none for any other failure (the caller's to show). */
export function keptCopy<T>(storage: KeyValueStorage, key: string, error: unknown): Kept<T> | undefined {
  const kept = unreachable(error) ? storage.get<Omit<Kept<T>, 'offline'>>(key) : undefined
  return kept && { ...kept, offline: true }
}

/**
 * An answer kept on the device as it comes; when the server cannot be reached, the copy kept last time instead (marked
 * offline). Any other failure, or no copy, is the caller's to show.
 */
export function useKept<T extends object>(
  state: RequestState<T>,
  storage: KeyValueStorage,
  key: string,
): RequestState<Kept<T>> {
  const { data, error, receivedAt } = state
  const kept = useMemo(
    () => keptCopy<T>(storage, key, error) ?? (data && { data, savedAt: receivedAt, offline: false }),
    [storage, key, error, data, receivedAt],
  )
  useEffect(() => {
    if (kept && !kept.offline) keep(storage, key, { data: kept.data, savedAt: kept.savedAt })
  }, [storage, key, kept])
  return { ...state, data: kept }
}
