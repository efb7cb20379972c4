import { makeAutoObservable, runInAction } from 'mobx'
import type { BaseConfig } from '@/contract/fair'
import { DEFAULT_LANGUAGE, type Language } from '@/i18n'
import { loadDictionary } from '@/i18n/dictionary-loader'
import type { KeyValueStorage } from '@/platform/storage'
import type { Api } from '@/services/api'
import { persist } from './persist'

const CHANNEL_KEY = 'channel'

/** App-wide settings and flags (seed 000 section 3). */
export class AppStore {
  /** The language in effect; `translate` can answer in it, except while `dictionaryReady` is false. */
  language: Language = DEFAULT_LANGUAGE
  /** False while the H5 build loads the launch language's dictionary: the app holds its first paint until then. */
  dictionaryReady = true
  private requestedLanguage: Language = DEFAULT_LANGUAGE
  /** True when the viewport is wider than 767 (the non-H5 layout). */
  wideScreen = false
  baseConfig: BaseConfig | null = null
  channelId = ''
  envVersion = ''
  private configLoad: Promise<void> | undefined

  constructor(
    private readonly api: Api,
    storage: KeyValueStorage,
    private readonly session: KeyValueStorage,
  ) {
    makeAutoObservable<AppStore, 'api' | 'session' | 'configLoad'>(this, {
      api: false,
      session: false,
      configLoad: false,
    })
    persist(this, 'app', ['language', 'envVersion'], storage)
    this.startIn(this.language)
    this.channelId = session.get<string>(CHANNEL_KEY) ?? ''
  }

  get pointsMallOn(): boolean {
    return this.baseConfig?.pointsMallSwitch === true
  }

  /**
   * Switches once the language's dictionary is there, so the page stays in the old language until every string of
   * the new one can be shown. The last choice wins when several overlap; a dictionary that fails to load leaves the
   * language as it was.
   */
  setLanguage(language: Language): Promise<void> {
    this.requestedLanguage = language
    const loading = loadDictionary(language)
    if (!loading) {
      this.language = language
      return Promise.resolve()
    }
    return loading.then(
      () =>
        runInAction(() => {
          if (this.requestedLanguage === language) this.language = language
        }),
      () => undefined,
    )
  }

  /** Opens the app in `language` (stored, or asked for by the landing address), holding the first paint until its strings are there. */
  startIn(language: Language) {
    this.language = language
    this.requestedLanguage = language
    const loading = loadDictionary(language)
    if (!loading) return
    this.dictionaryReady = false
    const ready = () => runInAction(() => (this.dictionaryReady = true))
    loading.then(ready, ready)
  }

  setWideScreen(wide: boolean) {
    this.wideScreen = wide
  }

  /** The channel lasts for this visit only (seed 001 section 4). */
  setChannel(channelId: string) {
    this.channelId = channelId
    this.session.set(CHANNEL_KEY, channelId)
  }

  setEnvVersion(envVersion: string) {
    this.envVersion = envVersion
  }

  async loadBaseConfig() {
    const config = await this.api.fair.baseConfig()
    runInAction(() => (this.baseConfig = config))
  }

  /** The base config, loading it once when it is not there yet; null when it cannot be read. */
  baseConfigReady(): Promise<BaseConfig | null> {
    if (this.baseConfig) return Promise.resolve(this.baseConfig)
    this.configLoad ??= this.loadBaseConfig().finally(() => (this.configLoad = undefined))
    return this.configLoad.then(
      () => this.baseConfig,
      () => null,
    )
  }
}
