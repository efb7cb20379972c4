import { hasDictionary, registerDictionary, type Language } from './index'

/**
 * Makes sure `translate` can answer in `language`: undefined when it already can, else a promise that settles once
 * the dictionary's chunk has loaded. English is not part of the H5 first load: most visitors read Chinese.
 */
export function loadDictionary(language: Language): Promise<void> | undefined {
  if (hasDictionary(language)) return undefined
  return import(/* webpackChunkName: "i18n-en-us" */ './en-us').then(({ enUS }) => registerDictionary('en-us', enUS))
}
