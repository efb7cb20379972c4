import type { KeyValueStorage } from '@/platform/storage'
import { unreachable } from './offline-queue'

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

/**
 * Asks the server and keeps its answer on the device; when the server cannot be reached, answers the copy kept last
 * time instead (marked offline). Any other failure, or no copy, is the caller's to show.
 */
export async function keptCall<T>(
  storage: KeyValueStorage,
  key: string,
  load: () => Promise<T>,
  now: () => number = Date.now,
): Promise<Kept<T>> {
  try {
    const data = await load()
    const savedAt = now()
    keep(storage, key, { data, savedAt })
    return { data, savedAt, offline: false }
  } catch (error) {
    const kept = unreachable(error) ? storage.get<Omit<Kept<T>, 'offline'>>(key) : undefined
    if (!kept) throw error
    return { ...kept, offline: true }
  }
}
