import { Current } from '@tarojs/runtime'
import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import type { ComponentType } from 'react'
import type { Language } from '@/i18n'
import { memoryStorage } from '@/platform/storage'
import { StoreContext } from '@/stores/context'
import { RootStore } from '@/stores/root-store'
import { apiOf } from '@/stores/testing/fake-api'

/** Mounts a settings form on a fake api and types into it the way a user does; records toasts. Jest only. */
export function formTestKit(pagePath: string) {
  let testUtils = new TestUtils()
  const toasts: string[] = []

  beforeEach(() => {
    Taro.clearStorageSync()
    toasts.length = 0
    jest.spyOn(Taro, 'showToast').mockImplementation((options) => {
      toasts.push(String(options?.title))
      return Promise.resolve({ errMsg: 'showToast:ok' })
    })
    jest.spyOn(Taro, 'setNavigationBarTitle').mockResolvedValue({ errMsg: 'ok' } as never)
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{ route: pagePath, options: {} }] as never)
    jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' } as never)
    jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
    jest.spyOn(Taro, 'switchTab').mockResolvedValue({ errMsg: 'ok' } as never)
  })
  afterEach(() => {
    testUtils.unmout()
    jest.restoreAllMocks()
    document.body.innerHTML = ''
  })

  const $ = <T extends Element = HTMLElement>(selector: string) => document.querySelector<T>(selector)

  async function settle() {
    await testUtils.act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
  }

  return {
    toasts,
    async mount(
      Page: ComponentType,
      calls: Record<string, unknown>,
      { language = 'zh-cn' as Language, token = 'token-1' } = {},
    ) {
      Current.router = { params: {}, path: `/${pagePath}`, $taroPath: pagePath } as unknown as typeof Current.router
      const stores = new RootStore(
        apiOf(calls),
        memoryStorage(token ? { user: { token, profile: null } } : {}),
        memoryStorage(),
      )
      stores.app.setLanguage(language)
      testUtils = new TestUtils()
      const Harness = () => (
        <StoreContext.Provider value={stores}>
          <Page />
        </StoreContext.Provider>
      )
      await testUtils.mount(Harness, { props: {} })
      await settle()
      return stores
    },
    /** Types into the native input or textarea inside the element with this test id. */
    async type(testId: string, value: string) {
      const field = await testUtils.queries.waitForQuerySelector(
        `[data-testid="${testId}"] input, [data-testid="${testId}"] textarea`,
      )
      await testUtils.act(() => {
        testUtils.fireEvent.input(field as Element, { target: { value } } as InputEventInit)
      })
    },
    async click(testId: string) {
      await testUtils.act(async () => {
        testUtils.fireEvent.click($(`[data-testid="${testId}"]`)!)
      })
      await settle()
    },
    /** Runs a step (a store change, a promise settled) with React's updates applied. */
    async act(step: () => void) {
      await testUtils.act(async () => step())
      await settle()
    },
    text: (testId: string) => $(`[data-testid="${testId}"]`)?.textContent ?? null,
    /** What React holds for the field: the value attribute of Taro's input or textarea element. */
    value: (testId: string) =>
      $(`[data-testid="${testId}"] taro-input-core, [data-testid="${testId}"] taro-textarea-core`)?.getAttribute(
        'value',
      ) ??
      $<HTMLInputElement>(`[data-testid="${testId}"] input, [data-testid="${testId}"] textarea`)?.value ??
      null,
  }
}
