import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import type { LoginResult } from '@/contract/account'
import { memoryStorage } from '@/platform/storage'
import { ApiError } from '@/services/http/errors'
import { StoreContext } from '@/stores/context'
import { RootStore } from '@/stores/root-store'
import { apiOf, baseConfig, profile } from '@/stores/testing/fake-api'
import { WeChatPanel } from './wechat-panel.weapp'

type PrivacyListener = Parameters<typeof Taro.onNeedPrivacyAuthorization>[0]

let testUtils: TestUtils
let stores: RootStore
let privacyListener: PrivacyListener | undefined
const toasts: string[] = []
const onSignedIn = jest.fn()
const calls = {
  loginByWechatCode: jest.fn<Promise<LoginResult>, [string]>(),
  bindWechatPhone: jest.fn<Promise<LoginResult>, [string]>(),
  userInfo: jest.fn().mockResolvedValue(null),
}

async function mount() {
  const api = apiOf({ ...calls, baseConfig: jest.fn().mockResolvedValue(baseConfig()) })
  stores = new RootStore(api, memoryStorage(), memoryStorage())
  const Harness = () => (
    <StoreContext.Provider value={stores}>
      <WeChatPanel onSignedIn={onSignedIn} />
    </StoreContext.Provider>
  )
  testUtils = new TestUtils()
  await testUtils.mount(Harness, { props: {} })
}

const $ = (testId: string) => document.querySelector<HTMLElement>(`[data-testid="${testId}"]`)

async function click(testId: string) {
  await testUtils.act(async () => {
    testUtils.fireEvent.click($(testId)!)
  })
  await testUtils.act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
}

beforeEach(() => {
  toasts.length = 0
  onSignedIn.mockReset()
  calls.loginByWechatCode.mockReset()
  privacyListener = undefined
  jest.spyOn(Taro, 'showToast').mockImplementation((options) => {
    toasts.push(String(options?.title))
    return Promise.resolve({ errMsg: 'showToast:ok' })
  })
  jest.spyOn(Taro, 'login').mockResolvedValue({ code: 'wx-code-9', errMsg: 'login:ok' })
  Object.assign(Taro, { onNeedPrivacyAuthorization: (listener: PrivacyListener) => void (privacyListener = listener) })
})

afterEach(() => {
  testUtils?.unmout()
  jest.restoreAllMocks()
})

describe('WeChat login panel (mini program)', () => {
  it('logs in with the Taro.login code, stores the session and leaves the page', async () => {
    calls.loginByWechatCode.mockResolvedValue({ token: 'a'.repeat(64), profile: profile({ nickname: 'wx_abc' }) })
    await mount()
    expect($('login-wechat-button')?.textContent).toContain('微信一键登录')
    expect($('login-wechat-phone')?.getAttribute('open-type') ?? $('login-wechat-phone')?.outerHTML).toContain(
      'getPhoneNumber',
    )
    await click('login-wechat-button')
    expect(calls.loginByWechatCode).toHaveBeenCalledWith('wx-code-9')
    expect(stores.user.token).toBe('a'.repeat(64))
    expect(stores.user.profile?.nickname).toBe('wx_abc')
    expect(toasts).toEqual(['登录成功'])
    expect(onSignedIn).toHaveBeenCalledTimes(1)
  })

  it("shows the server's message and stays on the page when the login is refused", async () => {
    calls.loginByWechatCode.mockRejectedValue(
      new ApiError('server', { code: 400, msg: '微信登录已失效，请重试', data: null }),
    )
    await mount()
    await click('login-wechat-button')
    expect(stores.user.token).toBe('')
    expect(toasts).toEqual(['微信登录已失效，请重试'])
    expect(onSignedIn).not.toHaveBeenCalled()
  })

  it("shows WeChat's privacy prompt when asked and passes the user's refusal on", async () => {
    await mount()
    expect($('privacy-dialog')).toBeNull()
    const resolve = jest.fn()
    await testUtils.act(async () => privacyListener?.(resolve, { referrer: '' } as never))
    expect($('privacy-dialog')?.textContent).toContain('隐私保护指引')
    expect($('privacy-agree')?.outerHTML).toContain('agreePrivacyAuthorization')
    await click('privacy-disagree')
    expect(resolve).toHaveBeenCalledWith({ event: 'disagree' })
    expect($('privacy-dialog')).toBeNull()
  })
})
