import { makeAutoObservable, runInAction } from 'mobx'
import type { UserProfile } from '@/contract/account'
import type { KeyValueStorage } from '@/platform/storage'
import type { Api } from '@/services/api'
import { persist } from './persist'

/** The session: the token the server issued and the profile it vouches for. */
export class UserStore {
  token = ''
  profile: UserProfile | null = null
  /** The token a validation is running for, if any. */
  checking = ''

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
    this.checking = checked
    try {
      const profile = await this.api.account.userInfo()
      runInAction(() => {
        if (this.token !== checked) return
        if (profile) this.profile = profile
        else this.clear()
      })
      return profile !== null
    } finally {
      runInAction(() => {
        if (this.checking === checked) this.checking = ''
      })
    }
  }

  /**
   * Whether a refusal of a request that carried `sent` speaks for the session in use: not when that token is still
   * being checked or was dropped since (a bad link token): the check drops it, and every page's data is asked for
   * again as a guest's because the session is part of its key (seed 001 section 4).
   */
  speaksFor(sent: string | undefined): boolean {
    return sent === this.token && sent !== this.checking
  }

  /** Whether a "log in" answer to a request that carried `sent` should send the person to log in. */
  asksLogin(sent: string | undefined): boolean {
    return !sent || this.speaksFor(sent)
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
