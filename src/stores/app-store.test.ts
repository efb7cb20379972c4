import { memoryStorage } from '@/platform/storage'
import { AppStore } from './app-store'
import { baseConfig, fakeApi } from './testing/fake-api'

function setup(storage = memoryStorage(), session = memoryStorage()) {
  const fake = fakeApi()
  const store = new AppStore(fake.api, storage, session)
  return { store, storage, session, ...fake }
}

describe('AppStore', () => {
  describe('language', () => {
    it('defaults to zh-cn', () => {
      expect(setup().store.language).toBe('zh-cn')
    })

    it('starts with the language already saved', () => {
      const { store } = setup(memoryStorage({ app: { language: 'en-us' } }))
      expect(store.language).toBe('en-us')
    })

    it('is remembered for the next launch', () => {
      const storage = memoryStorage()
      setup(storage).store.setLanguage('en-us')
      expect(setup(storage).store.language).toBe('en-us')
    })
  })

  describe('channel', () => {
    it('is empty by default', () => {
      expect(setup().store.channelId).toBe('')
    })

    it('is read back from the session storage', () => {
      const session = memoryStorage()
      setup(memoryStorage(), session).store.setChannel('wechat-ad')
      expect(setup(memoryStorage(), session).store.channelId).toBe('wechat-ad')
    })

    it('is not kept in the persistent storage, so a new visit starts without it', () => {
      const storage = memoryStorage()
      const { store } = setup(storage, memoryStorage())
      store.setChannel('wechat-ad')
      store.setLanguage('en-us') // forces a write of the persisted fields
      expect(JSON.stringify(storage.get('app'))).not.toContain('wechat-ad')
      const nextVisit = setup(storage, memoryStorage()).store
      expect(nextVisit.language).toBe('en-us')
      expect(nextVisit.channelId).toBe('')
    })
  })

  describe('baseConfigReady', () => {
    it('loads the config once for callers that ask at the same time, then answers from memory', async () => {
      const { store, calls } = setup()
      const [first, second] = await Promise.all([store.baseConfigReady(), store.baseConfigReady()])
      expect(first).toEqual(baseConfig())
      expect(second).toBe(first)
      await store.baseConfigReady()
      expect(calls.baseConfig).toHaveBeenCalledTimes(1)
    })

    it('answers null when the config cannot be read, and tries again on the next call', async () => {
      const { store, calls } = setup()
      calls.baseConfig.mockRejectedValueOnce(new Error('offline'))
      await expect(store.baseConfigReady()).resolves.toBeNull()
      await expect(store.baseConfigReady()).resolves.toEqual(baseConfig())
      expect(calls.baseConfig).toHaveBeenCalledTimes(2)
    })
  })

  describe('points mall switch', () => {
    it('is off before the base config is loaded', () => {
      expect(setup().store.pointsMallOn).toBe(false)
    })

    it('follows baseConfig.pointsMallSwitch once loaded', async () => {
      const on = setup()
      on.baseConfig.mockResolvedValue(baseConfig({ pointsMallSwitch: true }))
      await on.store.loadBaseConfig()
      expect(on.baseConfig).toHaveBeenCalledTimes(1)
      expect(on.store.baseConfig).toEqual(baseConfig({ pointsMallSwitch: true }))
      expect(on.store.pointsMallOn).toBe(true)

      const off = setup()
      off.baseConfig.mockResolvedValue(baseConfig({ pointsMallSwitch: false }))
      await off.store.loadBaseConfig()
      expect(off.store.pointsMallOn).toBe(false)
    })
  })

  it('sets the wide-screen flag', () => {
    const { store } = setup()
    expect(store.wideScreen).toBe(false)
    store.setWideScreen(true)
    expect(store.wideScreen).toBe(true)
  })
})
