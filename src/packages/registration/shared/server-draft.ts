import { useEffect, useRef } from 'react'
import type { DraftForm } from '@/contract/registration.codes'
import { useStores } from '@/stores/context'
import type { FormValues } from '@/templates/form'
import { draftsChanged } from './registrations-changed'

/** How long typing pauses before the draft is kept on the server too. */
const SAVE_AFTER_MS = 1500

/**
 * Keeps a form's draft on the server as well as on the device (without ID numbers, which neither keeps), so it is
 * listed on /mypage-drafts and found on another device; a draft still waiting is sent when the page closes, and a
 * cleared one (the form was sent) is dropped there too.
 */
export function useServerDraft<V extends FormValues>(form: DraftForm) {
  const stores = useStores()
  const { api } = stores
  const pending = useRef<{ draft: Partial<V>; timer: ReturnType<typeof setTimeout> } | null>(null)

  const send = () => {
    const waiting = pending.current
    if (!waiting) return
    clearTimeout(waiting.timer)
    pending.current = null
    void api.registration
      .saveRegistrationDraft(form, waiting.draft)
      .then(() => draftsChanged(stores))
      .catch(() => undefined)
  }

  useEffect(() => send, []) // eslint-disable-line react-hooks/exhaustive-deps

  return (draft: Partial<V> | null) => {
    if (pending.current) clearTimeout(pending.current.timer)
    pending.current = null
    if (draft) pending.current = { draft, timer: setTimeout(send, SAVE_AFTER_MS) }
    else
      void api.registration
        .deleteRegistrationDraft(form)
        .then(() => draftsChanged(stores))
        .catch(() => undefined)
  }
}
