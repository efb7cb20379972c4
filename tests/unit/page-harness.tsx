import { Current } from '@tarojs/runtime'
import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import type { ComponentType } from 'react'
import { memoryStorage } from '@/platform/storage'
import { StoreContext } from '@/stores/context'
import { RootStore } from '@/stores/root-store'
import { apiOf } from '@/stores/testing/fake-api'

/** Mounts pages the way Taro shows them, with a RootStore on a fake api, and records the toasts they show. */
export function pageHarness(pagePath: string) {
  let testUtils = new TestUtils()
  const toasts: string[] = []

  beforeEach(() => {
    toasts.length = 0
    jest.spyOn(Taro, 'showToast').mockImplementation((options) => {
      toasts.push(String(options?.title))
      return Promise.resolve({ errMsg: 'ok' })
    })
    jest.spyOn(Taro, 'setNavigationBarTitle').mockResolvedValue({ errMsg: 'ok' } as never)
    jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{ route: pagePath, options: {} }] as never)
  })
  afterEach(() => {
    jest.restoreAllMocks()
    document.body.innerHTML = ''
  })

  /** Lets pending requests and the renders after them finish. */
  async function settle() {
    await testUtils.act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
  }

  return {
    toasts,
    settle,
    /**
     * A RootStore on the given fake api, logged in when a token is given. Calls every detail page makes
     * (tags, like state, tracking, attachments, share taps) answer "none" unless the fake defines them.
     */
    stores(calls: Record<string, unknown>, token = '') {
      return new RootStore(
        apiOf({
          tags: jest.fn().mockResolvedValue([]),
          eventPoint: jest.fn().mockResolvedValue(null),
          contentAppendixes: jest.fn().mockResolvedValue([]),
          checkAgree: jest.fn().mockResolvedValue({ agreed: false, count: 0 }),
          shareClick: jest.fn().mockResolvedValue(null),
          ...calls,
        }),
        memoryStorage(token ? { user: { token, profile: null } } : {}),
        memoryStorage(),
      )
    },
    async mount(Page: ComponentType, stores: RootStore, params: Record<string, string>) {
      Current.router = { params, path: `/${pagePath}` } as unknown as typeof Current.router
      testUtils = new TestUtils()
      const Harness = () => (
        <StoreContext.Provider value={stores}>
          <Page />
        </StoreContext.Provider>
      )
      await testUtils.mount(Harness, { props: {} })
      await settle()
    },
    async click(element: Element) {
      await testUtils.act(async () => testUtils.fireEvent.click(element))
      await settle()
    },
    /** Runs a step (an event, moved fake timers) with React's updates applied. */
    act: (step: () => void) => testUtils.act(async () => step()),
    byTestId: (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`),
  }
}
