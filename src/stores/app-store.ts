import { makeAutoObservable, runInAction } from 'mobx'
import { DEFAULT_LANGUAGE, type Language } from '../i18n'
import type { KeyValueStorage } from '../platform/storage'
import type { BaseConfig } from '../services/api/common-client.dto'
import type { Api } from '../services/api'
import { persist } from './persist'

const CHANNEL_KEY = 'channel'

/** App-wide settings and flags (seed 000 section 3). */
export class AppStore {
  userName = ''
  language: Language = DEFAULT_LANGUAGE
  /** True when the viewport is wider than 767 (the non-H5 layout). */
  wideScreen = false
  baseConfig: BaseConfig | null = null
  firstEntry = true
  channelId = ''
  countryId = ''
  qrcode = ''
  envVersion = ''
  otherPlatforms: string[] = []

  constructor(
    private readonly api: Api,
    storage: KeyValueStorage,
    private readonly session: KeyValueStorage,
  ) {
    makeAutoObservable<AppStore, 'api' | 'session'>(this, { api: false, session: false })
    persist(this, 'app', ['userName', 'language', 'firstEntry', 'countryId', 'qrcode', 'envVersion', 'otherPlatforms'], storage)
    this.channelId = session.get<string>(CHANNEL_KEY) ?? ''
  }

  get pointsMallOn(): boolean {
    return this.baseConfig?.pointsMallSwitch === true
  }

  setLanguage(language: Language) {
    this.language = language
  }

  setWideScreen(wide: boolean) {
    this.wideScreen = wide
  }

  markEntered() {
    this.firstEntry = false
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
    const config = await this.api.common.baseConfig()
    runInAction(() => (this.baseConfig = config))
  }
}
