import { Current, getPageInstance } from '@tarojs/runtime'
import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import type { ComponentType } from 'react'
import type { Endpoint } from '@/contract/endpoint'
import { engagement } from '@/contract/engagement.endpoints'
import { files } from '@/contract/files.endpoints'
import { memoryStorage } from '@/platform/storage'
import { StoreContext } from '@/stores/context'
import { RootStore } from '@/stores/root-store'
import { apiOf, NotFaked, profile } from '@/stores/testing/fake-api'

type Call = (endpoint: Endpoint<unknown, unknown>, request?: unknown) => Promise<unknown>

// What every detail page asks for beside its item (tags, attachments): none, unless a test's fake answers them.
const DETAIL_EXTRAS: readonly Endpoint<unknown, unknown>[] = [engagement.tags, files.contentAppendixes]

/** A test's fake `api.call`, answering the detail extras with none where it does not answer them itself. */
function withDetailExtras(given?: Call): Call {
  return async (endpoint, request) => {
    try {
      if (!given) throw new NotFaked(`not faked: ${endpoint.method} ${endpoint.path}`)
      return await given(endpoint, request)
    } catch (error) {
      if (error instanceof NotFaked && DETAIL_EXTRAS.includes(endpoint)) return []
      throw error
    }
  }
}

/** Mounts pages the way Taro shows them, with a RootStore on a fake api, and records the toasts they show. */
export function pageHarness(pagePath: string) {
  let testUtils = new TestUtils()
  let opened = 0
  const toasts: string[] = []
  const made: RootStore[] = []

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
    // The cache of page data keeps answers on a timer; a test's answers go with it.
    for (const stores of made.splice(0)) stores.queries.clear()
    jest.restoreAllMocks()
    document.body.innerHTML = ''
  })

  /** Lets pending requests and the renders after them finish. */
  async function settle() {
    await testUtils.act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
  }

  const byTestId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`)

  const harness = {
    toasts,
    settle,
    /**
     * A RootStore on the given fake api, logged in when a token is given. Calls every detail page makes
     * (tags, like state, tracking, attachments, share taps) answer "none" unless the fake defines them.
     */
    stores(calls: Record<string, unknown>, token = '') {
      const stores = new RootStore(
        apiOf({
          eventPoint: jest.fn().mockResolvedValue(null),
          checkAgree: jest.fn().mockResolvedValue({ agreed: false, count: 0 }),
          shareClick: jest.fn().mockResolvedValue(null),
          ...calls,
          call: withDetailExtras(calls.call as Call | undefined),
        }),
        memoryStorage(token ? { user: { token, profile: null } } : {}),
        memoryStorage(),
      )
      made.push(stores)
      return stores
    },
    /** A RootStore on the given fake api, signed in (with a profile unless the fake answers one) in a language. */
    async signedIn(calls: Record<string, unknown>, language: 'zh-cn' | 'en-us' = 'zh-cn') {
      const stores = harness.stores({ userInfo: jest.fn().mockResolvedValue(profile()), ...calls }, 'user-token')
      stores.app.setLanguage(language)
      await stores.user.validate()
      return stores
    },
    async mount(Page: ComponentType, stores: RootStore, params: Record<string, string>) {
      // Each mount is a newly opened page, as Taro stamps them.
      opened += 1
      Current.router = {
        params,
        path: `/${pagePath}`,
        $taroPath: `${pagePath}?stamp=${opened}`,
      } as unknown as typeof Current.router
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
    /** Hides the page and shows it again, as opening another page and coming back does (or leaving the app and back). */
    async showAgain() {
      // A page mounted outside a Taro page (as here) keeps its page hooks on the app's instance.
      const lifecycle = (name: 'componentDidHide' | 'componentDidShow') => {
        const hooks = (getPageInstance('taro-app') as Record<string, unknown> | undefined)?.[name]
        for (const hook of [hooks].flat()) if (typeof hook === 'function') hook()
      }
      await testUtils.act(async () => lifecycle('componentDidHide'))
      await testUtils.act(async () => lifecycle('componentDidShow'))
      await settle()
    },
    /** Runs a step (an event, moved fake timers) with React's updates applied. */
    act: (step: () => void) => testUtils.act(async () => step()),
    byTestId,
    /** The text of the element with this test id, '' when there is none. */
    text: (id: string) => byTestId(id)?.textContent ?? '',
    /** The URLs the page navigated to, in order. */
    navigatedTo: () => (Taro.navigateTo as jest.Mock).mock.calls.map(([options]) => String(options.url)),
    /** Every element with this test id, in document order. */
    all: (id: string) => Array.from(document.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`)),
    /** A form whose fields' test ids start with `prefix-`: type into a field, wait for it, read its value or error. */
    form<Field extends string>(prefix: string) {
      const input = (field: string) =>
        `[data-testid="${prefix}-${field}"] input, [data-testid="${prefix}-${field}"] textarea`
      // The Taro web component renders its native element a tick after it mounts.
      const field = (name: Field) => testUtils.queries.waitForQuerySelector(input(name))
      return {
        field,
        async type(name: Field, value: string) {
          const element = await field(name)
          await testUtils.act(() => {
            testUtils.fireEvent.input(element as Element, { target: { value } } as InputEventInit)
          })
          await settle()
        },
        /** The field's value, once its native element is there (it may not be right after the page mounts). */
        valueOf: async (name: Field) => ((await field(name)) as HTMLInputElement).value,
        errorOf: (name: string) => byTestId(`${prefix}-${name}-error`)?.textContent ?? null,
      }
    },
    /** Everything the page left in storage, as one string. */
    storedText: () => JSON.stringify({ ...window.localStorage }),
  }
  return harness
}

/** Lazy images watch the viewport and jsdom has no IntersectionObserver: gives the tests of a file one that never reports. */
export function stubIntersectionObserver() {
  beforeAll(() => {
    Object.defineProperty(window, 'IntersectionObserver', {
      configurable: true,
      value: class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    })
  })
}
