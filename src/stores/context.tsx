import { createContext, useContext } from 'react'
import { appStores } from '@/bootstrap'
import { translator, type Translate } from '@/i18n'
import type { RootStore } from './root-store'

export const StoreContext = createContext<RootStore | null>(null)

/** The stores a test provides, else the running app's: the app shell provides none, so it can load before them. */
export function useStores(): RootStore {
  return useContext(StoreContext) ?? appStores()
}

/** The translator for the current language; components that call it must be observers. */
export function useT(): Translate {
  return translator(useStores().app.language)
}
