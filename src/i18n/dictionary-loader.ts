import { enUS } from './en-us'
import { registerDictionary, type Language } from './index'

registerDictionary('en-us', enUS)

/**
 * Makes sure `translate` can answer in `language`. Mini programs have no async chunks, so this build (and jest)
 * holds every dictionary from the start and answers undefined: nothing to wait for. dictionary-loader.h5.ts loads
 * English on demand instead.
 */
export function loadDictionary(_language: Language): Promise<void> | undefined {
  return undefined
}
