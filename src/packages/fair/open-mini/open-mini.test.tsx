import { ApiError } from '@/services/http/errors'
import OpenMini from './index'
import { pageHarness } from '../../../../tests/unit/page-harness'

const page = pageHarness('packages/fair/open-mini/index')

describe('opening the mini program from a browser (/open-mini)', () => {
  it('shows the code to scan', async () => {
    const appletQrCode = jest.fn().mockResolvedValue({ image: '/static/mini-code.png', standIn: false })
    await page.mount(OpenMini, page.stores({ appletQrCode }), {})
    expect(appletQrCode).toHaveBeenCalledWith(expect.objectContaining({ page: 'pages/home/index' }))
    expect(page.byTestId('open-mini-code')?.querySelector('img, taro-image-core')).not.toBeNull()
    expect(page.byTestId('open-mini-refused')).toBeNull()
  })

  it.each([
    ['zh-cn', '本服务器暂未配置小程序码生成，请在微信中搜索“投洽会”小程序'],
    ['en-us', 'Mini program codes are not set up on this server; search for the CIFIT mini program in WeChat'],
  ] as const)("says the server's reason in place of a code it could not make (%s)", async (language, msg) => {
    const stores = page.stores({
      appletQrCode: jest.fn().mockRejectedValue(new ApiError('server', { code: 503, msg })),
    })
    stores.app.setLanguage(language)
    await page.mount(OpenMini, stores, {})
    expect(page.text('open-mini-refused')).toBe(msg)
  })

  it('says the network failed when no answer came', async () => {
    await page.mount(OpenMini, page.stores({ appletQrCode: jest.fn().mockRejectedValue(new ApiError('network')) }), {})
    expect(page.text('open-mini-refused')).toBe('网络错误，请重试')
  })
})
