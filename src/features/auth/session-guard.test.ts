import type { Surface } from '@/platform/environment'
import { memoryStorage } from '@/platform/storage'
import { RootStore } from '@/stores/root-store'
import { fakeApi, profile } from '@/stores/testing/fake-api'
import { NATIVE_TOKEN_RECHECK_MS, runSessionGuard, STORED_TOKEN_RECHECK_MS } from './session-guard'

function setup(saved: Record<string, unknown> = {}, surface: Surface = 'browser', nativeSaved = '') {
  const fake = fakeApi()
  const storage = memoryStorage(saved)
  const session = memoryStorage()
  const stores = new RootStore(fake.api, storage, session)
  const stripFromAddress = jest.fn()
  const nativeToken = jest.fn(async () => nativeSaved)
  const announceSwitch = jest.fn()
  const run = (query: Record<string, string>) =>
    runSessionGuard(query, {
      stores,
      stripFromAddress,
      schedule: (fn, ms) => void setTimeout(fn, ms),
      surface: () => surface,
      nativeToken,
      announceSwitch,
    })
  return { ...fake, stores, storage, session, stripFromAddress, nativeToken, announceSwitch, run }
}

const flush = () => new Promise((resolve) => jest.requireActual<typeof globalThis>('timers').setImmediate(resolve))

/** The token is checked with the server exactly when `ms` have passed, not a millisecond earlier. */
function expectCheckedAfter(calls: ReturnType<typeof setup>['calls'], ms: number) {
  jest.advanceTimersByTime(ms - 1)
  expect(calls.userInfo).not.toHaveBeenCalled()
  jest.advanceTimersByTime(1)
  expect(calls.userInfo).toHaveBeenCalledTimes(1)
}

describe('the login-token guard (seed 001 section 4)', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['setImmediate'] }))
  afterEach(() => jest.useRealTimers())

  it('saves a token from the address, removes it from the address, and keeps it when the profile call answers', async () => {
    const { run, stores, calls, stripFromAddress, storage } = setup()
    calls.userInfo.mockResolvedValue(profile({ nickname: 'Li Lei' }))
    run({ token: 'abc' })
    expect(stripFromAddress).toHaveBeenCalledWith(['token'])
    expect(stores.user.token).toBe('abc')
    await flush()
    expect(calls.userInfo).toHaveBeenCalledTimes(1)
    expect(stores.user.profile?.nickname).toBe('Li Lei')
    expect(storage.get<{ token: string }>('user')?.token).toBe('abc')
  })

  it('says which account is in use when the address token belongs to another user than the one signed in', async () => {
    const { run, stores, calls, announceSwitch } = setup({
      user: { token: 'mine', profile: profile({ id: 1, nickname: 'Li Lei' }) },
    })
    calls.userInfo.mockResolvedValue(profile({ id: 2, nickname: 'Han Meimei' }))
    run({ token: 'theirs' })
    await flush()
    expect(stores.user.token).toBe('theirs')
    expect(announceSwitch).toHaveBeenCalledTimes(1)
    expect(announceSwitch.mock.calls[0][0]).toMatchObject({ id: 2, nickname: 'Han Meimei' })
  })

  it('stays silent when the address token is a new session of the same user, or the first one', async () => {
    const same = setup({ user: { token: 'old', profile: profile({ id: 1 }) } })
    same.userInfo.mockResolvedValue(profile({ id: 1 }))
    same.run({ token: 'new' })
    const first = setup()
    first.userInfo.mockResolvedValue(profile({ id: 3 }))
    first.run({ token: 'abc' })
    await flush()
    expect(same.stores.user.token).toBe('new')
    expect(same.announceSwitch).not.toHaveBeenCalled()
    expect(first.announceSwitch).not.toHaveBeenCalled()
  })

  it('announces nothing when the other token is not valid', async () => {
    const { run, stores, calls, announceSwitch } = setup({ user: { token: 'mine', profile: profile({ id: 1 }) } })
    calls.userInfo.mockResolvedValue(null)
    run({ token: 'forged' })
    await flush()
    expect(stores.user.token).toBe('')
    expect(announceSwitch).not.toHaveBeenCalled()
  })

  it('removes a token from the address and from storage when the profile call gives no data', async () => {
    const { run, stores, calls, storage } = setup()
    calls.userInfo.mockResolvedValue(null)
    run({ token: 'stale' })
    await flush()
    expect(stores.user.token).toBe('')
    expect(storage.get<{ token: string }>('user')?.token).toBe('')
  })

  it('clears the session when the token parameter is empty', () => {
    const { run, stores, calls, stripFromAddress } = setup({ user: { token: 'kept', profile: null } })
    run({ token: '' })
    expect(stores.user.token).toBe('')
    expect(stripFromAddress).toHaveBeenCalledWith(['token'])
    jest.advanceTimersByTime(1000)
    expect(calls.userInfo).not.toHaveBeenCalled()
  })

  it('keeps a stored token that the 200 ms recheck confirms', async () => {
    const { run, stores, calls } = setup({ user: { token: 'stored', profile: null } })
    calls.userInfo.mockResolvedValue(profile({ nickname: 'Han Meimei' }))
    run({})
    jest.advanceTimersByTime(STORED_TOKEN_RECHECK_MS)
    await flush()
    expect(stores.user.token).toBe('stored')
    expect(stores.user.profile?.nickname).toBe('Han Meimei')
  })

  describe('in the iOS app webview', () => {
    it('restores the token the shell saved and rechecks it after 500 ms', async () => {
      const { run, stores, calls, nativeToken, storage } = setup(
        { user: { token: 'older', profile: null } },
        'ios-app',
        'native-1',
      )
      calls.userInfo.mockResolvedValue(profile())
      run({})
      await flush()
      expect(nativeToken).toHaveBeenCalledTimes(1)
      expect(stores.user.token).toBe('native-1')
      expect(storage.get<{ token: string }>('user')?.token).toBe('native-1')
      expectCheckedAfter(calls, NATIVE_TOKEN_RECHECK_MS)
      await flush()
      expect(stores.user.token).toBe('native-1')
    })

    it('removes a restored token the server does not know', async () => {
      const { run, stores, calls } = setup({}, 'ios-app', 'native-stale')
      calls.userInfo.mockResolvedValue(null)
      run({})
      await flush()
      jest.advanceTimersByTime(NATIVE_TOKEN_RECHECK_MS)
      await flush()
      expect(stores.user.token).toBe('')
    })

    it('falls back to the 200 ms recheck of the stored token when the shell has none', async () => {
      const { run, calls } = setup({ user: { token: 'stored', profile: null } }, 'ios-app', '')
      run({})
      await flush()
      expectCheckedAfter(calls, STORED_TOKEN_RECHECK_MS)
    })

    it('lets a token in the address win over the native one', async () => {
      const { run, stores, calls, nativeToken } = setup({}, 'ios-app', 'native-1')
      calls.userInfo.mockResolvedValue(profile())
      run({ token: 'from-address' })
      await flush()
      expect(nativeToken).not.toHaveBeenCalled()
      expect(stores.user.token).toBe('from-address')
    })
  })

  it('never asks for a native token outside the iOS app', async () => {
    const { run, nativeToken } = setup({}, 'android-app', 'native-1')
    run({})
    await flush()
    expect(nativeToken).not.toHaveBeenCalled()
  })

  it('rechecks a stored token after 200 ms and removes it when the server gives no data', async () => {
    const { run, stores, calls } = setup({ user: { token: 'stored', profile: null } })
    run({})
    expectCheckedAfter(calls, STORED_TOKEN_RECHECK_MS)
    await flush()
    expect(stores.user.token).toBe('')
  })

  it('does not call the server without any token', () => {
    const { run, calls } = setup()
    run({})
    jest.advanceTimersByTime(1000)
    expect(calls.userInfo).not.toHaveBeenCalled()
  })

  it('applies channel (this visit only), envVersion, areaId and X-Access-Lang', () => {
    const { run, stores, storage, session } = setup()
    run({ channel: 'expo-qr', envVersion: 'trial', areaId: '350100', 'X-Access-Lang': 'en' })
    expect(stores.app.channelId).toBe('expo-qr')
    expect(storage.get<Record<string, unknown>>('app')?.channelId).toBeUndefined()
    expect(session.get('channel')).toBe('expo-qr')
    expect(stores.app.envVersion).toBe('trial')
    expect(storage.get<Record<string, unknown>>('app')?.envVersion).toBe('trial')
    expect(stores.area.city.id).toBe(350100)
    expect(stores.app.language).toBe('en-us')
  })

  it('ignores an areaId that is not a positive integer', () => {
    const { run, stores } = setup()
    run({ areaId: 'abc' })
    expect(stores.area.city.id).toBe(350200)
  })
})
