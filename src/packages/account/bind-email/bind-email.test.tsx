import { ApiError } from '@/services/http/errors'
import BindEmail from './index'
import { formTestKit } from '../../../../tests/unit/form-test-kit'

const kit = formTestKit('packages/account/bind-email/index')

function fakeApi(email = '') {
  const user = {
    userSetting: jest.fn().mockResolvedValue({ recommend: true, hasPassword: false, email }),
    sendLoginCode: jest.fn().mockResolvedValue({ resendAfter: 60, expiresIn: 300 }),
    bindEmail: jest.fn(),
    userInfo: jest.fn().mockResolvedValue(null),
  }
  return { api: { ...user, baseConfig: jest.fn() }, user }
}

const agreed = () => document.querySelector('[data-testid="bind-email-agree"] .nut-checkbox-icon-checked') !== null

describe('bind email page', () => {
  it('requires the agreements before binding and keeps what was typed', async () => {
    const { api, user } = fakeApi()
    await kit.mount(BindEmail, api, { language: 'en-us' })
    await kit.type('bind-email-email', 'visitor@expo.cn')
    await kit.type('bind-email-code', '123456')
    await kit.click('bind-email-submit')
    expect(kit.text('bind-email-agree-error')).toBe(
      'Please read and accept the User Agreement and the Privacy Policy first',
    )
    expect(user.bindEmail).not.toHaveBeenCalled()
    expect(kit.value('bind-email-email')).toBe('visitor@expo.cn')
    expect(kit.value('bind-email-code')).toBe('123456')
  })

  it('keeps the address, code and ticked agreements when the server refuses, then shows the bound address read-only', async () => {
    const { api, user } = fakeApi()
    user.bindEmail
      .mockRejectedValueOnce(
        new ApiError('server', { code: 400, msg: '验证码错误或已过期，或该邮箱无法绑定，绑定失败' }),
      )
      .mockResolvedValueOnce({ recommend: true, hasPassword: false, email: 'visitor@expo.cn' })
    await kit.mount(BindEmail, api)
    await kit.type('bind-email-email', 'visitor@expo.cn')
    await kit.click('bind-email-send')
    expect(user.sendLoginCode).toHaveBeenCalledWith('email', 'visitor@expo.cn')
    await kit.type('bind-email-code', '123456')
    const checkbox = document.querySelector('[data-testid="bind-email-agree"] .nut-checkbox') as HTMLElement
    checkbox.setAttribute('data-testid', 'bind-email-checkbox')
    await kit.click('bind-email-checkbox')
    expect(agreed()).toBe(true)

    await kit.click('bind-email-submit')
    expect(user.bindEmail).toHaveBeenCalledWith('visitor@expo.cn', '123456')
    expect(kit.toasts).toContain('验证码错误或已过期，或该邮箱无法绑定，绑定失败')
    expect(kit.value('bind-email-email')).toBe('visitor@expo.cn')
    expect(kit.value('bind-email-code')).toBe('123456')
    expect(agreed()).toBe(true)

    await kit.click('bind-email-submit')
    expect(kit.text('bind-email-bound')).toContain('邮箱已绑定，不可解绑或更改')
  })

  it('shows an already bound address read-only with the notice', async () => {
    const { api } = fakeApi('someone@expo.cn')
    await kit.mount(BindEmail, api)
    expect(kit.text('bind-email-bound')).toContain('邮箱已绑定，不可解绑或更改')
    expect(document.querySelector('[data-testid="bind-email-submit"]')).toBeNull()
  })
})
