import { ApiError } from '@/services/http/errors'
import Feedback from './index'
import { formTestKit } from '../../../../tests/unit/form-test-kit'

const kit = formTestKit('packages/account/feedback/index')

function fakeApi() {
  const user = { addFeedback: jest.fn().mockResolvedValue({ id: 1 }), userInfo: jest.fn().mockResolvedValue(null) }
  return { api: { ...user, baseConfig: jest.fn() }, user }
}

const chosen = (type: string) =>
  document.querySelector(`[data-testid="feedback-type-${type}"]`)?.getAttribute('aria-checked')

describe('feedback page', () => {
  it('requires a type and a description, in the user language, sending nothing', async () => {
    const { api, user } = fakeApi()
    await kit.mount(Feedback, api, { token: '' })
    await kit.click('feedback-submit')
    expect(kit.text('feedback-type-error')).toBe('请选择反馈类型')
    expect(kit.text('feedback-content-error')).toBe('请填写问题描述')
    expect(kit.toasts).toContain('请填写完整必填项')
    expect(user.addFeedback).not.toHaveBeenCalled()
  })

  it('keeps the chosen type and the contact when the description is missing (English)', async () => {
    const { api, user } = fakeApi()
    await kit.mount(Feedback, api, { language: 'en-us' })
    await kit.click('feedback-type-content')
    await kit.type('feedback-contact', 'visitor@expo.cn')
    await kit.type('feedback-content', '   ')
    await kit.click('feedback-submit')
    expect(kit.text('feedback-content-error')).toBe('Please describe the problem')
    expect(kit.text('feedback-type-error')).toBeNull()
    expect(kit.toasts).toContain('Please complete all required fields')
    expect(chosen('content')).toBe('true')
    expect(kit.value('feedback-contact')).toBe('visitor@expo.cn')
    expect(user.addFeedback).not.toHaveBeenCalled()
  })

  it('asks for at least 20 characters, a Chinese one counting once', async () => {
    const { api, user } = fakeApi()
    await kit.mount(Feedback, api)
    await kit.click('feedback-type-other')
    await kit.type('feedback-content', '展馆地图加载太慢，希望改进')
    await kit.click('feedback-submit')
    expect(kit.text('feedback-content-error')).toBe('留言不能少于20个字')
    expect(user.addFeedback).not.toHaveBeenCalled()
  })

  it('asks for at least 20 characters in English too', async () => {
    const { api, user } = fakeApi()
    await kit.mount(Feedback, api, { language: 'en-us' })
    await kit.click('feedback-type-other')
    await kit.type('feedback-content', 'The map is slow.')
    await kit.click('feedback-submit')
    expect(kit.text('feedback-content-error')).toBe('Please write at least 20 characters')
    expect(user.addFeedback).not.toHaveBeenCalled()
  })

  it('keeps what was typed when the server or the network fails, and sends the trimmed form', async () => {
    const { api, user } = fakeApi()
    user.addFeedback.mockRejectedValueOnce(new ApiError('server', { code: 400, msg: '请填写完整必填项' }))
    user.addFeedback.mockRejectedValueOnce(new ApiError('network'))
    await kit.mount(Feedback, api)
    await kit.click('feedback-type-experience')
    await kit.type('feedback-content', ' 展馆地图加载太慢，希望增加离线地图和展位导航 ')
    await kit.click('feedback-submit')
    expect(user.addFeedback).toHaveBeenCalledWith({
      type: 'experience',
      content: '展馆地图加载太慢，希望增加离线地图和展位导航',
      contact: '',
    })
    expect(kit.toasts).toContain('请填写完整必填项')
    expect(chosen('experience')).toBe('true')
    expect(kit.value('feedback-content')).toBe(' 展馆地图加载太慢，希望增加离线地图和展位导航 ')

    await kit.click('feedback-submit')
    expect(kit.toasts).toContain('网络错误，请重试')
    expect(kit.value('feedback-content')).toBe(' 展馆地图加载太慢，希望增加离线地图和展位导航 ')

    await kit.click('feedback-submit')
    expect(kit.toasts).toContain('提交成功，感谢您的反馈')
  })
})
