import { useEffect, useState } from 'react'
import { taroStorage, type KeyValueStorage } from '@/platform/storage'
import { EMPTY_DRAFT, type RealNameDraft } from './realname-form'

export const REALNAME_DRAFT_KEY = 'realnameDraft'

/**
 * The verification draft, read from storage on mount and written back on every change, so what was typed
 * (the ID number too, on this device only, as the user asked) survives a failed submit and a reload; a
 * successful submit clears it.
 */
export function useRealNameDraft(storage: KeyValueStorage = taroStorage) {
  const [draft, setDraft] = useState<RealNameDraft>(() => ({
    ...EMPTY_DRAFT,
    ...storage.get<Partial<RealNameDraft>>(REALNAME_DRAFT_KEY),
  }))

  useEffect(() => {
    const { method, ...typed } = draft
    const empty = method === EMPTY_DRAFT.method && Object.values(typed).every((value) => value === '')
    if (empty) storage.remove(REALNAME_DRAFT_KEY)
    else storage.set(REALNAME_DRAFT_KEY, draft)
  }, [storage, draft])

  const change = <K extends keyof RealNameDraft>(field: K, value: RealNameDraft[K]) =>
    setDraft((d) => ({ ...d, [field]: value }))
  const clear = () => setDraft(EMPTY_DRAFT)
  return { draft, change, clear }
}
