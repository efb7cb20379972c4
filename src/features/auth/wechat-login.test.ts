import type { LoginResult } from '@/contract/account'
import { profile } from '@/stores/testing/fake-api'
import { loginWithWeChat, loginWithWeChatPhone, type WeChatLoginDeps } from './wechat-login'

const answer = (token: string, phone = ''): LoginResult => ({ token, profile: profile({ phone }) })

function setup(session = '') {
  let token = session
  const signIn = jest.fn((result: LoginResult) => void (token = result.token))
  const deps: WeChatLoginDeps = {
    wxLogin: jest.fn().mockResolvedValue({ code: 'wx-code-1' }),
    api: {
      loginByWechatCode: jest.fn().mockResolvedValue(answer('t-wechat')),
      bindWechatPhone: jest.fn().mockResolvedValue(answer('t-phone', '138****8000')),
    },
    hasSession: () => token !== '',
    signIn,
  }
  return { deps, signIn, token: () => token }
}

describe('WeChat login flow', () => {
  it('sends the Taro.login code to the server and stores the answer', async () => {
    const { deps, signIn, token } = setup()
    await loginWithWeChat(deps)
    expect(deps.api.loginByWechatCode).toHaveBeenCalledWith('wx-code-1')
    expect(signIn).toHaveBeenCalledWith(answer('t-wechat'))
    expect(token()).toBe('t-wechat')
  })

  it('fails without calling the server when Taro.login gives no code', async () => {
    const { deps } = setup()
    deps.wxLogin = jest.fn().mockResolvedValue({ code: '' })
    await expect(loginWithWeChat(deps)).rejects.toThrow()
    expect(deps.api.loginByWechatCode).not.toHaveBeenCalled()
  })

  it('logs in by WeChat before binding the phone when there is no session, then keeps the bind answer', async () => {
    const { deps, token } = setup()
    await expect(loginWithWeChatPhone('phone-code', deps)).resolves.toBe(true)
    expect(deps.api.loginByWechatCode).toHaveBeenCalledTimes(1)
    expect(deps.api.bindWechatPhone).toHaveBeenCalledWith('phone-code')
    expect(token()).toBe('t-phone')
  })

  it('binds the phone to the existing session without a new WeChat login', async () => {
    const { deps } = setup('t-existing')
    await loginWithWeChatPhone('phone-code', deps)
    expect(deps.wxLogin).not.toHaveBeenCalled()
    expect(deps.api.bindWechatPhone).toHaveBeenCalledWith('phone-code')
  })

  it('does nothing when the user declined to share the number', async () => {
    const { deps, signIn } = setup()
    await expect(loginWithWeChatPhone(undefined, deps)).resolves.toBe(false)
    expect(deps.wxLogin).not.toHaveBeenCalled()
    expect(signIn).not.toHaveBeenCalled()
  })
})
