import { useEffect, useState } from 'react'
import { taroStorage, type KeyValueStorage } from '@/platform/storage'
import { draftKey, EMPTY_DRAFT, type InquiryDraft } from './inquiry-form'

/**
 * The enquiry draft of one product, read from storage on mount and written back on every change, so what was
 * typed survives a failed submit, a network error, a trip to the login page and a reload.
 */
export function useInquiryDraft(productId: number, storage: KeyValueStorage = taroStorage) {
  const key = draftKey(productId)
  const [draft, setDraft] = useState<InquiryDraft>(() => ({
    ...EMPTY_DRAFT,
    ...storage.get<Partial<InquiryDraft>>(key),
  }))

  useEffect(() => {
    const empty = Object.values(draft).every((value) => value === '')
    if (empty) storage.remove(key)
    else storage.set(key, draft)
  }, [storage, key, draft])

  const change = <K extends keyof InquiryDraft>(field: K, value: InquiryDraft[K]) =>
    setDraft((d) => ({ ...d, [field]: value }))
  const clear = () => setDraft(EMPTY_DRAFT)
  return { draft, change, clear }
}
