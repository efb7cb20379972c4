import { memoryStorage } from '@/platform/storage'
import { deferred, fakeApi, profile } from './testing/fake-api'
import { UserStore } from './user-store'

function setup(storage = memoryStorage()) {
  const fake = fakeApi()
  const store = new UserStore(fake.api, storage)
  return { store, storage, ...fake }
}

describe('UserStore', () => {
  it('starts logged out', () => {
    const { store } = setup()
    expect(store.token).toBe('')
    expect(store.loggedIn).toBe(false)
    expect(store.profile).toBeNull()
  })

  it('starts with the token and profile already saved', () => {
    const { store } = setup(memoryStorage({ user: { token: 'tok-1', profile: profile() } }))
    expect(store.token).toBe('tok-1')
    expect(store.loggedIn).toBe(true)
    expect(store.profile).toEqual(profile())
  })

  it('remembers the token and profile for the next launch', async () => {
    const storage = memoryStorage()
    const first = setup(storage)
    first.store.setToken('tok-1')
    first.userInfo.mockResolvedValue(profile())
    await first.store.validate()
    const next = setup(storage).store
    expect(next.token).toBe('tok-1')
    expect(next.profile).toEqual(profile())
  })

  it('forgets the old profile when a different token is set', () => {
    const { store } = setup(memoryStorage({ user: { token: 'tok-1', profile: profile() } }))
    store.setToken('tok-1')
    expect(store.profile).toEqual(profile())
    store.setToken('tok-2')
    expect(store.profile).toBeNull()
  })

  describe('asksLogin', () => {
    it('sends to login for a request without a token or with the confirmed one, not for one checked or dropped', async () => {
      const { store, calls } = setup()
      expect(store.asksLogin(undefined)).toBe(true)
      store.setToken('bad')
      const answer = deferred<null>()
      calls.userInfo.mockReturnValue(answer.promise)
      const checking = store.validate()
      expect(store.asksLogin('bad')).toBe(false)
      answer.resolve(null)
      await checking
      expect(store.asksLogin('bad')).toBe(false)
      store.setToken('good')
      calls.userInfo.mockResolvedValue(profile())
      await store.validate()
      expect(store.asksLogin('good')).toBe(true)
    })

    it('lets a refusal end the session only for the token in use once checked (a bad link token is left to its check)', async () => {
      const { store, calls } = setup()
      expect(store.speaksFor(undefined)).toBe(false)
      store.setToken('bad')
      const answer = deferred<null>()
      calls.userInfo.mockReturnValue(answer.promise)
      const checking = store.validate()
      expect(store.speaksFor('bad')).toBe(false)
      answer.resolve(null)
      await checking
      expect(store.speaksFor('bad')).toBe(false)
      store.setToken('good')
      calls.userInfo.mockResolvedValue(profile())
      await store.validate()
      expect(store.speaksFor('good')).toBe(true)
      expect(store.speaksFor('bad')).toBe(false)
    })
  })

  describe('validate', () => {
    it('does not call the server without a token', async () => {
      const { store, calls } = setup()
      await expect(store.validate()).resolves.toBe(false)
      expect(calls.userInfo).not.toHaveBeenCalled()
    })

    it('keeps the token and stores the profile when the profile call returns data', async () => {
      const { store, calls } = setup()
      store.setToken('tok-1')
      calls.userInfo.mockResolvedValue(profile({ nickname: 'Bob' }))
      await expect(store.validate()).resolves.toBe(true)
      expect(calls.userInfo).toHaveBeenCalledTimes(1)
      expect(store.token).toBe('tok-1')
      expect(store.profile?.nickname).toBe('Bob')
    })

    it('clears the token, also in storage, when the profile call returns no data', async () => {
      const storage = memoryStorage({ user: { token: 'stale', profile: profile() } })
      const { store, calls } = setup(storage)
      calls.userInfo.mockResolvedValue(null)
      await expect(store.validate()).resolves.toBe(false)
      expect(store.token).toBe('')
      expect(store.loggedIn).toBe(false)
      expect(store.profile).toBeNull()
      expect(setup(storage).store.loggedIn).toBe(false)
    })

    it('does not clear a token that changed while the check was running', async () => {
      const { store, calls } = setup()
      store.setToken('old')
      const answer = deferred<null>()
      calls.userInfo.mockReturnValue(answer.promise)
      const checking = store.validate()
      store.setToken('new')
      answer.resolve(null)
      await checking
      expect(store.token).toBe('new')
    })

    it('does not attach a profile to a token that changed while the check was running', async () => {
      const { store, calls } = setup()
      store.setToken('old')
      const answer = deferred<ReturnType<typeof profile>>()
      calls.userInfo.mockReturnValue(answer.promise)
      const checking = store.validate()
      store.setToken('new')
      answer.resolve(profile({ nickname: 'Old owner' }))
      await checking
      expect(store.token).toBe('new')
      expect(store.profile).toBeNull()
    })

    it('keeps the token when the profile call fails (network), since no answer is not "no data"', async () => {
      const { store, calls } = setup()
      store.setToken('tok-1')
      calls.userInfo.mockRejectedValue(new Error('network'))
      await store.validate().catch(() => undefined)
      expect(store.token).toBe('tok-1')
    })
  })

  describe('logout', () => {
    it('ends the session on the server and clears token and profile', async () => {
      const storage = memoryStorage({ user: { token: 'tok-1', profile: profile() } })
      const { store, calls } = setup(storage)
      await store.logout()
      expect(calls.logout).toHaveBeenCalledTimes(1)
      expect(store.token).toBe('')
      expect(store.profile).toBeNull()
      expect(setup(storage).store.loggedIn).toBe(false)
    })

    it('clears the session even when the server call fails', async () => {
      const { store, calls } = setup(memoryStorage({ user: { token: 'tok-1', profile: profile() } }))
      calls.logout.mockRejectedValue(new Error('network'))
      await expect(store.logout()).resolves.toBeUndefined()
      expect(store.loggedIn).toBe(false)
      expect(store.profile).toBeNull()
    })

    it('does not call the server when there is no token', async () => {
      const { store, calls } = setup()
      await store.logout()
      expect(calls.logout).not.toHaveBeenCalled()
      expect(store.loggedIn).toBe(false)
    })
  })
})
