import type { Language } from '@/i18n'
import { memoryStorage } from '@/platform/storage'
import { AppStore } from './app-store'
import { fakeApi } from './testing/fake-api'
import { deferred as mockDeferred } from '../../tests/unit/deferred'

/** The H5 loader: English arrives later, as a chunk; each pending load is settled by the test. */
const mockPendingLoads: { language: Language; load: ReturnType<typeof mockDeferred<void>> }[] = []
jest.mock('@/i18n/dictionary-loader', () => ({
  loadDictionary: (language: Language) => {
    if (language === 'zh-cn') return undefined
    const load = mockDeferred<void>()
    mockPendingLoads.push({ language, load })
    return load.promise
  },
}))

function storeWith(storage = memoryStorage()) {
  return new AppStore(fakeApi().api, storage, memoryStorage())
}

beforeEach(() => (mockPendingLoads.length = 0))

describe('AppStore with a dictionary loaded on demand', () => {
  it('holds the first paint until the stored language has loaded', async () => {
    const store = storeWith(memoryStorage({ app: { language: 'en-us' } }))
    expect(store.language).toBe('en-us')
    expect(store.dictionaryReady).toBe(false)
    mockPendingLoads[0].load.resolve()
    await mockPendingLoads[0].load.promise
    expect(store.dictionaryReady).toBe(true)
  })

  it('paints at once in Chinese, which is always there', () => {
    expect(storeWith().dictionaryReady).toBe(true)
    expect(mockPendingLoads).toEqual([])
  })

  it('stays in the old language until the new one has loaded, then switches', async () => {
    const store = storeWith()
    const switching = store.setLanguage('en-us')
    expect(store.language).toBe('zh-cn')
    expect(store.dictionaryReady).toBe(true)
    mockPendingLoads[0].load.resolve()
    await switching
    expect(store.language).toBe('en-us')
  })

  it('keeps the last choice when an earlier one loads after it', async () => {
    const store = storeWith()
    const english = store.setLanguage('en-us')
    await store.setLanguage('zh-cn')
    mockPendingLoads[0].load.resolve()
    await english
    expect(store.language).toBe('zh-cn')
  })

  it('keeps the current language when the dictionary fails to load', async () => {
    const store = storeWith()
    const switching = store.setLanguage('en-us')
    mockPendingLoads[0].load.reject(new Error('offline'))
    await switching
    expect(store.language).toBe('zh-cn')
  })

  it('opens in the language of the landing address, holding the paint until it has loaded', async () => {
    const store = storeWith()
    store.startIn('en-us')
    expect(store.language).toBe('en-us')
    expect(store.dictionaryReady).toBe(false)
    mockPendingLoads[0].load.resolve()
    await mockPendingLoads[0].load.promise
    expect(store.dictionaryReady).toBe(true)
  })
})
