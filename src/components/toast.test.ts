import Taro from '@tarojs/taro'
import { translator } from '@/i18n'
import { ApiError } from '@/services/http/errors'
import { failureMessage, failureText, toast } from './toast'

describe('toast', () => {
  afterEach(() => jest.restoreAllMocks())

  it('shows the title without an icon unless asked, and swallows a rejected toast', async () => {
    const show = jest.spyOn(Taro, 'showToast').mockRejectedValue(new Error('replaced'))
    toast('已保存')
    toast('密码修改成功', 'success')
    expect(show).toHaveBeenNthCalledWith(1, { title: '已保存', icon: 'none' })
    expect(show).toHaveBeenNthCalledWith(2, { title: '密码修改成功', icon: 'success' })
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
})

describe('failureMessage', () => {
  it("prefers the server's message, then a message for the kind of failure, then the fallback", () => {
    expect(failureMessage(new ApiError('server', { code: 429, msg: 'wait' }))).toEqual({ text: 'wait' })
    expect(failureMessage(new ApiError('network'))).toEqual({ key: 'error.network' })
    expect(failureMessage(new ApiError('timeout'))).toEqual({ key: 'error.timeout' })
    expect(failureMessage(new Error('boom'))).toEqual({ key: 'error.unknown' })
    expect(failureMessage(new ApiError('bad-data'), 'error.operationFailed')).toEqual({ key: 'error.operationFailed' })
  })

  it('failureText says it in the given language', () => {
    expect(failureText(new ApiError('network'), translator('zh-cn'))).toBe('网络错误，请重试')
    expect(failureText(new ApiError('server', { code: 400, msg: '绑定失败' }), translator('en-us'))).toBe('绑定失败')
  })
})
