import { Current } from '@tarojs/runtime'
import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import type { LoginResult, SendLoginCodeResult, UserProfile } from '@/contract/account'
import { memoryStorage } from '@/platform/storage'
import { ApiError } from '@/services/http/errors'
import { StoreContext } from '@/stores/context'
import { RootStore } from '@/stores/root-store'
import { apiOf, baseConfig, deferred, profile } from '@/stores/testing/fake-api'
import Login from './index'

function loginFakeApi() {
  const calls = {
    sendLoginCode: jest
      .fn<Promise<SendLoginCodeResult>, [string, string]>()
      .mockResolvedValue({ resendAfter: 60, expiresIn: 300 }),
    loginByCode: jest.fn<Promise<LoginResult>, [string, string, string]>(),
    userInfo: jest.fn<Promise<UserProfile | null>, []>().mockResolvedValue(null),
    logout: jest.fn<Promise<null>, []>().mockResolvedValue(null),
    baseConfig: jest.fn().mockResolvedValue(baseConfig()),
  }
  return { api: apiOf(calls), ...calls }
}

let testUtils: TestUtils
let fake: ReturnType<typeof loginFakeApi>
let stores: RootStore
const toasts: string[] = []

async function mountLogin(params: Record<string, string> = {}, language: 'zh-cn' | 'en-us' = 'zh-cn') {
  Current.router = {
    params,
    path: '/pages/login/index',
    $taroPath: 'pages/login/index',
  } as unknown as typeof Current.router
  fake = loginFakeApi()
  stores = new RootStore(fake.api, memoryStorage(), memoryStorage())
  stores.app.setLanguage(language)
  const Harness = () => (
    <StoreContext.Provider value={stores}>
      <Login />
    </StoreContext.Provider>
  )
  testUtils = new TestUtils()
  await testUtils.mount(Harness, { props: {} })
}

const $ = <T extends Element = HTMLElement>(selector: string) => document.querySelector<T>(selector)
const text = (testId: string) => $(`[data-testid="${testId}"]`)?.textContent ?? null

/** The native input inside a NutUI Input; the Taro web component renders it a tick after it mounts. */
async function nativeInput(field: 'login-account' | 'login-code'): Promise<HTMLInputElement> {
  return (await testUtils.queries.waitForQuerySelector(`[data-testid="${field}"] input`)) as HTMLInputElement
}

async function type(field: 'login-account' | 'login-code', value: string) {
  const input = await nativeInput(field)
  await testUtils.act(() => {
    // test-utils sets `target.value` on the element before dispatching (its typing only knows InputEventInit).
    testUtils.fireEvent.input(input, { target: { value } } as InputEventInit)
  })
}

async function click(testId: string) {
  await testUtils.act(async () => {
    testUtils.fireEvent.click($(`[data-testid="${testId}"]`)!)
  })
  // Let the awaited api call and the state updates after it settle.
  await testUtils.act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
}

/** The value React holds for a field (the Taro input element's `value` attribute), not just what jsdom's input kept. */
const inputValue = (field: 'login-account' | 'login-code') =>
  $(`[data-testid="${field}"] taro-input-core`)!.getAttribute('value')

beforeEach(() => {
  toasts.length = 0
  jest.spyOn(Taro, 'showToast').mockImplementation((options) => {
    toasts.push(String(options?.title))
    return Promise.resolve({ errMsg: 'showToast:ok' })
  })
  jest.spyOn(Taro, 'setNavigationBarTitle').mockResolvedValue({ errMsg: 'ok' } as never)
  jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{ route: 'pages/login/index', options: {} }] as never)
  jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
  jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
  jest.spyOn(Taro, 'switchTab').mockResolvedValue({ errMsg: 'ok' } as never)
  jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' } as never)
})

afterEach(() => {
  testUtils?.unmout()
  jest.restoreAllMocks()
})

describe('login page', () => {
  it('renders the method switch, both fields, the agreement and the submit button in the current language', async () => {
    await mountLogin({}, 'en-us')
    const html = document.body.innerHTML
    for (const words of ['Use phone', 'Use email', 'Mobile number', 'Get code', 'Log in', 'By logging in you accept']) {
      expect(html).toContain(words)
    }
    await click('login-method-email')
    expect(text('login-account')).toContain('Email')
    expect((await nativeInput('login-account')).getAttribute('placeholder')).toBe('Email address')
  })

  it('offers the other language named in itself, and switches the page to it', async () => {
    await mountLogin({}, 'zh-cn')
    expect(text('login-language-en-us')).toBe('English')
    expect($('[data-testid="login-language-zh-cn"]')).toBeNull()
    await click('login-language-en-us')
    expect(stores.app.language).toBe('en-us')
    expect(document.body.innerHTML).toContain('Log in with a code')
    expect(text('login-language-zh-cn')).toBe('简体中文')
  })

  it('an invalid phone shows the message next to the field and calls nothing', async () => {
    await mountLogin()
    await type('login-account', '12345')
    await click('login-send')
    expect(text('login-account-error')).toBe('请输入正确的手机号')
    expect(fake.sendLoginCode).not.toHaveBeenCalled()

    await type('login-code', '12')
    await click('login-submit')
    expect(text('login-account-error')).toBe('请输入正确的手机号')
    expect(text('login-code-error')).toBe('请输入 6 位验证码')
    expect(fake.loginByCode).not.toHaveBeenCalled()

    // Editing the field clears its message.
    await type('login-account', '13812345678')
    expect(text('login-account-error')).toBeNull()
  })

  it('an invalid email shows the email message (English)', async () => {
    await mountLogin({}, 'en-us')
    await click('login-method-email')
    await type('login-account', 'alice@')
    await click('login-send')
    expect(text('login-account-error')).toBe('Enter a valid email address')
    expect(fake.sendLoginCode).not.toHaveBeenCalled()
  })

  it('a valid phone sends the code and the button counts down', async () => {
    await mountLogin()
    await type('login-account', '13812345678')
    await click('login-send')
    expect(fake.sendLoginCode).toHaveBeenCalledWith('phone', '13812345678')
    expect(text('login-account-error')).toBeNull()
    expect(toasts).toContain('验证码已发送')
    expect(text('login-send')).toMatch(/^(60|59)秒后重发$/)

    // Pressing it again while counting down sends nothing.
    await click('login-send')
    expect(fake.sendLoginCode).toHaveBeenCalledTimes(1)
  })

  it('shows the server message of a refused send as a toast', async () => {
    await mountLogin()
    fake.sendLoginCode.mockRejectedValue(new ApiError('server', { code: 429, msg: '请 42 秒后再获取验证码' }))
    await type('login-account', '13812345678')
    await click('login-send')
    expect(toasts).toEqual(['请 42 秒后再获取验证码'])
    expect(text('login-send')).toBe('获取验证码')
  })

  it('a failed login keeps what was typed and shows the server message', async () => {
    await mountLogin()
    fake.loginByCode.mockRejectedValue(new ApiError('server', { code: 400, msg: '验证码错误，还可尝试 4 次' }))
    await type('login-account', '13812345678')
    await type('login-code', '123456')
    await click('login-submit')
    expect(fake.loginByCode).toHaveBeenCalledWith('phone', '13812345678', '123456')
    expect(toasts).toEqual(['验证码错误，还可尝试 4 次'])
    expect(inputValue('login-account')).toBe('13812345678')
    expect(inputValue('login-code')).toBe('123456')
    expect(stores.user.token).toBe('')
  })

  it('a network failure shows the generic message and keeps the inputs', async () => {
    await mountLogin()
    fake.loginByCode.mockRejectedValue(new ApiError('network'))
    await click('login-method-email')
    await type('login-account', 'alice@example.com')
    await type('login-code', '654321')
    await click('login-submit')
    expect(toasts).toEqual(['网络错误，请重试'])
    expect(inputValue('login-account')).toBe('alice@example.com')
    expect(inputValue('login-code')).toBe('654321')
  })

  it('success stores the token and profile, toasts, and replaces the login page with the redirect path', async () => {
    await mountLogin({ redirect: encodeURIComponent('/projectDetail?id=3') })
    const me = profile({ phone: '138****5678' })
    const answer = deferred<LoginResult>()
    fake.loginByCode.mockReturnValue(answer.promise)
    await type('login-account', '13812345678')
    await type('login-code', '123456')
    await click('login-submit')
    expect(stores.user.token).toBe('')
    await testUtils.act(async () => {
      answer.resolve({ token: 'a'.repeat(64), profile: me })
      await answer.promise
    })
    expect(stores.user.token).toBe('a'.repeat(64))
    expect(stores.user.profile).toEqual(me)
    expect(stores.user.loggedIn).toBe(true)
    expect(toasts).toEqual(['登录成功'])
    expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/packages/content/project-detail/index?id=3' })
    expect(Taro.navigateTo).not.toHaveBeenCalled()
  })

  it('success with a page-module redirect replaces the login page', async () => {
    await mountLogin({ redirect: '/packages/content/news-detail/index?id=9' })
    fake.loginByCode.mockResolvedValue({ token: 'b'.repeat(64), profile: profile() })
    await type('login-account', '13812345678')
    await type('login-code', '123456')
    await click('login-submit')
    expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/packages/content/news-detail/index?id=9' })
  })

  it('success without a redirect goes back', async () => {
    await mountLogin()
    jest
      .mocked(Taro.getCurrentPages)
      .mockReturnValue([{ route: 'pages/my/index' }, { route: 'pages/login/index' }] as never)
    fake.loginByCode.mockResolvedValue({ token: 'c'.repeat(64), profile: profile() })
    await type('login-account', '13812345678')
    await type('login-code', '123456')
    await click('login-submit')
    expect(stores.user.token).toBe('c'.repeat(64))
    expect(Taro.navigateBack).toHaveBeenCalled()
  })
})
