import Taro from '@tarojs/taro'
import type { Language } from '@/i18n'
import { memoryStorage } from '@/platform/storage'
import { TAB_LABELS_SET } from '@/platform/tab-labels'
import { RootStore } from '@/stores/root-store'
import { fakeApi } from '@/stores/testing/fake-api'
import { launch } from './launch'
import { deferred as mockDeferred } from '../tests/unit/deferred'

/** The H5 loader: English arrives later, as a chunk the test lets in. */
const mockEnglish = mockDeferred<void>()
jest.mock('@/i18n/dictionary-loader', () => ({
  loadDictionary: (language: Language) =>
    language === 'zh-cn'
      ? undefined
      : mockEnglish.promise.then(() => {
          const { registerDictionary } = require('@/i18n') as typeof import('@/i18n')

          registerDictionary('en-us', (require('@/i18n/en-us') as typeof import('@/i18n/en-us')).enUS)
        }),
}))

describe('the tab labels at launch', () => {
  it('are set in the visitor’s language once its strings are there, and only then is the tab bar shown', async () => {
    const setTabBarItem = jest.spyOn(Taro, 'setTabBarItem').mockResolvedValue({ errMsg: 'ok' } as never)
    const shown = jest.fn(() => setTabBarItem.mock.calls.length)
    Taro.eventCenter.on(TAB_LABELS_SET, shown)
    const stores = new RootStore(fakeApi().api, memoryStorage({ app: { language: 'en-us' } }), memoryStorage())
    launch(stores, {})
    expect(setTabBarItem).not.toHaveBeenCalled()
    expect(shown).not.toHaveBeenCalled()
    mockEnglish.resolve()
    await mockEnglish.promise
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(setTabBarItem.mock.calls.map(([item]) => item.text)).toEqual(['Home', 'Search', 'Me'])
    // The bar was told to show once, after the labels were set.
    expect(shown.mock.results.map((result) => result.value)).toEqual([3])
  })
})
