import { useEffect, useRef, useState } from 'react'
import { taroStorage, type KeyValueStorage } from '@/platform/storage'
import type { UserStore } from '@/stores/user-store'
import type { FieldName, FormValues } from './types'

/** Whose draft it is: the signed-in account, a session whose account is not known yet, or a visitor. */
export function draftScope(user: Pick<UserStore, 'loggedIn' | 'profile'>): string {
  if (user.profile) return `user-${user.profile.id}`
  return user.loggedIn ? 'session' : 'guest'
}

/** The storage key of one form's draft for one scope. */
const draftKey = (name: string, scope: string) => `form-draft:${name}:${scope}`

/** `initial` with the kept fields a stored draft has, each only when its type matches. */
function restore<V extends FormValues>(initial: V, stored: Partial<V> | undefined, kept: readonly FieldName<V>[]): V {
  const values = { ...initial }
  for (const name of kept) {
    const value = stored?.[name]
    if (value !== undefined && typeof value === typeof initial[name]) values[name] = value as V[FieldName<V>]
  }
  return values
}

interface DraftOptions<V extends FormValues> {
  /** The form's draft name; none keeps no draft. */
  name: string | undefined
  scope: string
  kept: readonly FieldName<V>[]
  initial: V
  storage?: KeyValueStorage
}

/**
 * A form's values, kept in storage (the kept fields) as they change, under the form's name and the account's scope.
 * A draft typed before the account was known moves to the account that signs in; when one account gives way to
 * another (or to a visitor), the form shows the newcomer's own draft. `clear` ends the draft.
 */
export function useDraftedValues<V extends FormValues>(options: DraftOptions<V>) {
  const { name, scope, storage = taroStorage } = options
  const key = name ? draftKey(name, scope) : null
  const [values, setValues] = useState<V>(() =>
    key ? restore(options.initial, storage.get<Partial<V>>(key), options.kept) : options.initial,
  )
  const last = useRef({ name, scope, key })
  // Read when saving, so a descriptor rebuilt on each render does not count as a change.
  const current = useRef(options)
  current.current = options

  useEffect(() => {
    const { kept, initial, storage = taroStorage } = current.current
    if (!key) return
    const before = last.current
    last.current = { name, scope, key }
    if (before.key && before.key !== key) {
      if (before.name !== name || before.scope.startsWith('user-')) {
        setValues(restore(initial, storage.get<Partial<V>>(key), kept))
        return
      }
      storage.remove(before.key)
    }
    const typed = kept.filter((field) => values[field] !== initial[field])
    if (typed.length === 0) storage.remove(key)
    else storage.set(key, Object.fromEntries(kept.map((field) => [field, values[field]])))
  }, [key, name, scope, values])

  const clear = () => {
    if (key) storage.remove(key)
  }
  return [values, setValues, clear] as const
}
