import { ApiError } from '@/services/http/errors'
import EditPassword from './index'
import { formTestKit } from '../../../../tests/unit/form-test-kit'

const kit = formTestKit('packages/account/edit-password/index')

function fakeApi(hasPassword = true) {
  const user = {
    userSetting: jest.fn().mockResolvedValue({ recommend: true, hasPassword, email: '' }),
    updatePassword: jest.fn().mockResolvedValue(null),
    userInfo: jest.fn().mockResolvedValue(null),
  }
  return { api: { ...user, baseConfig: jest.fn() }, user }
}

async function fill(oldPassword: string, newPassword: string, repeat: string) {
  if (oldPassword) await kit.type('password-oldPassword', oldPassword)
  await kit.type('password-newPassword', newPassword)
  await kit.type('password-repeat', repeat)
}

describe('edit password page', () => {
  it('shows the seed messages for a bad format and a mismatched repeat, sends nothing and keeps the input', async () => {
    const { api, user } = fakeApi()
    await kit.mount(EditPassword, api)
    await fill('Old#2025x', 'fair2026', 'fair2027')
    await kit.click('password-submit')
    expect(kit.text('password-newPassword-error')).toBe('密码格式不正确')
    expect(kit.text('password-repeat-error')).toBe('两次输入的密码必须一致')
    expect(user.updatePassword).not.toHaveBeenCalled()
    expect(kit.value('password-oldPassword')).toBe('Old#2025x')
    expect(kit.value('password-newPassword')).toBe('fair2026')
    expect(kit.value('password-repeat')).toBe('fair2027')
  })

  it('answers in English for an English user, and asks for the old password', async () => {
    const { api } = fakeApi()
    await kit.mount(EditPassword, api, { language: 'en-us' })
    await fill('', 'Fair#2026', 'Fair#2025')
    await kit.click('password-submit')
    expect(kit.text('password-oldPassword-error')).toBe('Please enter your current password')
    expect(kit.text('password-newPassword-error')).toBeNull()
    expect(kit.text('password-repeat-error')).toBe('The two passwords must be the same')
  })

  it('does not ask for an old password when none is set', async () => {
    const { api, user } = fakeApi(false)
    await kit.mount(EditPassword, api)
    expect(document.querySelector('[data-testid="password-oldPassword"]')).toBeNull()
    await fill('', 'Fair#2026', 'Fair#2026')
    await kit.click('password-submit')
    expect(user.updatePassword).toHaveBeenCalledWith({ newPassword: 'Fair#2026' })
    expect(kit.toasts).toContain('密码修改成功')
  })

  it('keeps everything typed when the server refuses (its message shown) or the network fails', async () => {
    const { api, user } = fakeApi()
    user.updatePassword.mockRejectedValueOnce(new ApiError('server', { code: 400, msg: '原密码不正确，修改密码失败' }))
    await kit.mount(EditPassword, api)
    await fill('Wrong#2025', 'Fair#2026', 'Fair#2026')
    await kit.click('password-submit')
    expect(user.updatePassword).toHaveBeenCalledWith({ oldPassword: 'Wrong#2025', newPassword: 'Fair#2026' })
    expect(kit.toasts).toContain('原密码不正确，修改密码失败')
    expect(kit.value('password-oldPassword')).toBe('Wrong#2025')
    expect(kit.value('password-newPassword')).toBe('Fair#2026')
    expect(kit.value('password-repeat')).toBe('Fair#2026')

    user.updatePassword.mockRejectedValueOnce(new ApiError('network'))
    await kit.click('password-submit')
    expect(kit.toasts).toContain('网络错误，请重试')
    expect(kit.value('password-newPassword')).toBe('Fair#2026')
  })
})
