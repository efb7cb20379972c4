import { useEffect, useRef, useState } from 'react'
import { taroStorage, type KeyValueStorage } from '@/platform/storage'
import type { UserStore } from '@/stores/user-store'
import { draftDiffers, draftOf, restoreDraft } from './rules'
import type { FieldSpec, FormValues } from './types'

/** Whose draft it is: the signed-in account, a session whose account is not known yet, or a visitor. */
export function draftScope(user: Pick<UserStore, 'loggedIn' | 'profile'>): string {
  if (user.profile) return `user-${user.profile.id}`
  return user.loggedIn ? 'session' : 'guest'
}

/** The storage key of one form's draft for one scope. */
const draftKey = (name: string, scope: string) => `form-draft:${name}:${scope}`

interface DraftOptions<V extends FormValues> {
  /** The form's draft name; none keeps no draft. */
  name: string | undefined
  scope: string
  /** The form's fields: what they may keep (see draftOf). */
  fields: readonly FieldSpec<V>[]
  initial: V
  /** Restored when storage holds no draft of this form. */
  kept?: Partial<V>
  /** Told what the draft keeps on each change, null once cleared. */
  onDraft?: (draft: Partial<V> | null) => void
  storage?: KeyValueStorage
}

/**
 * A form's values, kept in storage (what `draftOf` keeps) as they change, under the form's name and the account's scope.
 * A draft typed before the account was known moves to the account that signs in; when one account gives way to
 * another (or to a visitor), the form shows the newcomer's own draft. `clear` ends the draft.
 */
export function useDraftedValues<V extends FormValues>(options: DraftOptions<V>) {
  const { name, scope, storage = taroStorage } = options
  const key = name ? draftKey(name, scope) : null
  const [values, setValues] = useState<V>(() =>
    key ? restoreDraft(options.fields, options.initial, storage.get<Partial<V>>(key) ?? options.kept) : options.initial,
  )
  const last = useRef({ name, scope, key })
  // Read when saving, so a descriptor rebuilt on each render does not count as a change.
  const current = useRef(options)
  current.current = options

  useEffect(() => {
    const { fields, initial, onDraft, storage = taroStorage } = current.current
    if (!key) return
    const before = last.current
    last.current = { name, scope, key }
    if (before.key && before.key !== key) {
      if (before.name !== name || before.scope.startsWith('user-')) {
        setValues(restoreDraft(fields, initial, storage.get<Partial<V>>(key)))
        return
      }
      storage.remove(before.key)
    }
    if (draftDiffers(fields, values, initial)) {
      const draft = draftOf(fields, values)
      storage.set(key, draft)
      onDraft?.(draft)
    } else storage.remove(key)
  }, [key, name, scope, values])

  const clear = () => {
    if (key) storage.remove(key)
    current.current.onDraft?.(null)
  }
  return [values, setValues, clear] as const
}
