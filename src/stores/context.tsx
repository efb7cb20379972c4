import { createContext, useContext } from 'react'
import { translator, type Translate } from '@/i18n'
import type { RootStore } from './root-store'

export const StoreContext = createContext<RootStore | null>(null)

/** The RootStore of the running app (or of a test that provides one). */
export function useStores(): RootStore {
  const stores = useContext(StoreContext)
  if (!stores) throw new Error('useStores needs a StoreContext provider')
  return stores
}

/** The translator for the current language; components that call it must be observers. */
export function useT(): Translate {
  return translator(useStores().app.language)
}
