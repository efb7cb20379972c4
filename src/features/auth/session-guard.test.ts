import { memoryStorage } from '../../platform/storage'
import { RootStore } from '../../stores/root-store'
import { fakeApi, profile } from '../../stores/testing/fake-api'
import { runSessionGuard, STORED_TOKEN_RECHECK_MS } from './session-guard'

function setup(saved: Record<string, unknown> = {}) {
  const fake = fakeApi()
  const storage = memoryStorage(saved)
  const stores = new RootStore(fake.api, storage, memoryStorage())
  const stripFromAddress = jest.fn()
  const run = (query: Record<string, string>) =>
    runSessionGuard(query, { stores, stripFromAddress, schedule: (fn, ms) => void setTimeout(fn, ms) })
  return { ...fake, stores, storage, stripFromAddress, run }
}

const flush = () => new Promise((resolve) => jest.requireActual<typeof globalThis>('timers').setImmediate(resolve))

describe('the login-token guard (seed 001 section 4)', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['setImmediate'] }))
  afterEach(() => jest.useRealTimers())

  it('saves a token from the address, removes it from the address, and keeps it when the profile call answers', async () => {
    const { run, stores, user, stripFromAddress, storage } = setup()
    user.userInfo.mockResolvedValue(profile({ nickname: 'Li Lei' }))
    run({ token: 'abc' })
    expect(stripFromAddress).toHaveBeenCalledWith(['token'])
    expect(stores.user.token).toBe('abc')
    await flush()
    expect(user.userInfo).toHaveBeenCalledTimes(1)
    expect(stores.user.profile?.nickname).toBe('Li Lei')
    expect(storage.get<{ token: string }>('user')?.token).toBe('abc')
  })

  it('removes a token from the address and from storage when the profile call gives no data', async () => {
    const { run, stores, user, storage } = setup()
    user.userInfo.mockResolvedValue(null)
    run({ token: 'stale' })
    await flush()
    expect(stores.user.token).toBe('')
    expect(storage.get<{ token: string }>('user')?.token).toBe('')
  })

  it('clears the session when the token parameter is empty', () => {
    const { run, stores, user } = setup({ user: { token: 'kept', profile: null } })
    run({ token: '' })
    expect(stores.user.token).toBe('')
    expect(user.userInfo).not.toHaveBeenCalled()
  })

  it('rechecks a stored token after 200 ms and removes it when the server gives no data', async () => {
    const { run, stores, user } = setup({ user: { token: 'stored', profile: null } })
    run({})
    jest.advanceTimersByTime(STORED_TOKEN_RECHECK_MS - 1)
    expect(user.userInfo).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(user.userInfo).toHaveBeenCalledTimes(1)
    await flush()
    expect(stores.user.token).toBe('')
  })

  it('does not call the server without any token', () => {
    const { run, user } = setup()
    run({})
    jest.advanceTimersByTime(1000)
    expect(user.userInfo).not.toHaveBeenCalled()
  })

  it('applies channel (this visit only), envVersion, areaId and X-Access-Lang', () => {
    const { run, stores, storage } = setup()
    run({ channel: 'expo-qr', envVersion: 'trial', areaId: '350100', 'X-Access-Lang': 'en' })
    expect(stores.app.channelId).toBe('expo-qr')
    expect(storage.get<Record<string, unknown>>('app')?.channelId).toBeUndefined()
    expect(stores.app.envVersion).toBe('trial')
    expect(stores.area.city.id).toBe(350100)
    expect(stores.app.language).toBe('en-us')
  })

  it('ignores an areaId that is not a positive integer', () => {
    const { run, stores } = setup()
    run({ areaId: 'abc' })
    expect(stores.area.city.id).toBe(350200)
  })
})
