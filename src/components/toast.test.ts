import Taro from '@tarojs/taro'
import { translator } from '@/i18n'
import { ApiError } from '@/services/http/errors'
import { failureMessage, failureText, toast, toastActionFailed, type WayForward } from './toast'

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

describe('toastActionFailed', () => {
  afterEach(() => jest.restoreAllMocks())

  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
  const verify = (go: () => unknown): WayForward => ({ code: 40301, label: 'common.confirm', go })

  it("says the server's words, else the fallback, in a toast when the refusal has no way forward", () => {
    const show = jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'ok' })
    const modal = jest.spyOn(Taro, 'showModal')
    const t = translator('en-us')
    toastActionFailed(new ApiError('server', { code: 429, msg: 'Too many requests, try again in a minute' }), t)
    toastActionFailed(new ApiError('server', { code: 409, msg: 'Already a member' }), t, [verify(jest.fn())])
    toastActionFailed(new Error('offline'), t, [], 'error.submitFailed')
    expect(show.mock.calls.map(([options]) => options?.title)).toEqual([
      'Too many requests, try again in a minute',
      'Already a member',
      'Submission failed',
    ])
    expect(modal).not.toHaveBeenCalled()
  })

  it('offers the way forward of a refusal in a dialog with its words, and takes it only when confirmed', async () => {
    const show = jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'ok' })
    const modal = jest
      .spyOn(Taro, 'showModal')
      .mockResolvedValueOnce({ confirm: true, cancel: false, errMsg: 'ok' } as never)
      .mockResolvedValueOnce({ confirm: false, cancel: true, errMsg: 'ok' } as never)
    const go = jest.fn()
    const refusal = new ApiError('server', { code: 40301, msg: '报名前请先完成实名认证' })
    toastActionFailed(refusal, translator('zh-cn'), [verify(go)])
    await settle()
    expect(modal).toHaveBeenCalledWith({ content: '报名前请先完成实名认证', cancelText: '取消', confirmText: '确定' })
    expect(go).toHaveBeenCalledTimes(1)
    toastActionFailed(refusal, translator('en-us'), [verify(go)])
    await settle()
    expect(modal).toHaveBeenLastCalledWith(expect.objectContaining({ cancelText: 'Cancel', confirmText: 'OK' }))
    expect(go).toHaveBeenCalledTimes(1)
    expect(show).not.toHaveBeenCalled()
  })
})
