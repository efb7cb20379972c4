import { makeAutoObservable, runInAction } from 'mobx'
import type { UserProfile } from '@/contract/account'
import type { KeyValueStorage } from '@/platform/storage'
import type { Api } from '@/services/api'
import { persist } from './persist'

/** The session: the token the server issued and the profile it vouches for. */
export class UserStore {
  token = ''
  profile: UserProfile | null = null

  constructor(
    private readonly api: Api,
    storage: KeyValueStorage,
  ) {
    makeAutoObservable<UserStore, 'api'>(this, { api: false })
    persist(this, 'user', ['token', 'profile'], storage)
  }

  get loggedIn(): boolean {
    return this.token !== ''
  }

  setToken(token: string) {
    if (token !== this.token) this.profile = null
    this.token = token
  }

  clear() {
    this.token = ''
    this.profile = null
  }

  /** The profile call validates the token: no data means it is not valid and is removed. */
  async validate(): Promise<boolean> {
    if (!this.token) return false
    const checked = this.token
    const profile = await this.api.account.userInfo()
    runInAction(() => {
      if (this.token !== checked) return
      if (profile) this.profile = profile
      else this.clear()
    })
    return profile !== null
  }

  /** Ends the session on the server as well, so the token cannot be used again. */
  async logout() {
    if (this.token) await this.api.account.logout().catch(() => undefined)
    this.clear()
  }

  /** Ends every session of the account on every device; throws (keeping this one) when the server could not. */
  async logoutEverywhere() {
    if (this.token) await this.api.account.logoutAll()
    this.clear()
  }
}
