import { reaction, runInAction } from 'mobx'
import type { KeyValueStorage } from '@/platform/storage'

/** Loads the named fields of a store from storage, then writes them back whenever they change. */
export function persist<T extends object, K extends keyof T>(
  store: T,
  storageKey: string,
  fields: readonly K[],
  storage: KeyValueStorage,
): () => void {
  const saved = storage.get<Partial<Pick<T, K>>>(storageKey)
  if (saved) {
    runInAction(() => {
      for (const field of fields) if (field in saved) store[field] = saved[field] as T[K]
    })
  }
  return reaction(
    () => Object.fromEntries(fields.map((f) => [f, store[f]])),
    (snapshot) => storage.set(storageKey, snapshot),
  )
}
