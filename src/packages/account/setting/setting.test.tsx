import Taro from '@tarojs/taro'
import { ApiError } from '@/services/http/errors'
import Setting from './index'
import { pageHarness } from '../../../../tests/unit/page-harness'

const page = pageHarness('packages/account/setting/index')

async function open(logoutAll: jest.Mock, calls: Record<string, unknown> = {}, language?: 'en-us') {
  jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false, errMsg: 'ok' } as never)
  const stores = page.stores(
    {
      userSetting: jest.fn().mockResolvedValue({ recommend: true, hasPassword: false, email: '' }),
      userInfo: jest.fn().mockResolvedValue(null),
      logoutAll,
      ...calls,
    },
    'device-token',
  )
  if (language) stores.app.setLanguage(language)
  await page.mount(Setting, stores, {})
  return stores
}

const tooMany = (msg: string) => new ApiError('server', { code: 429, msg })

describe('settings: sign out of all devices', () => {
  it('asks first, ends every session on the server, then signs this device out', async () => {
    const logoutAll = jest.fn().mockResolvedValue({ ended: 3 })
    const stores = await open(logoutAll)
    await page.click(page.byTestId('setting-logout-all')!)
    expect(Taro.showModal).toHaveBeenCalledWith(
      expect.objectContaining({ content: '将退出此账号在所有设备上的登录（包括本机），确定继续？' }),
    )
    expect(logoutAll).toHaveBeenCalledTimes(1)
    expect(stores.user.loggedIn).toBe(false)
    expect(page.toasts).toContain('已退出所有设备')
    expect(page.byTestId('setting-logout-all')).toBeNull()
  })

  it('keeps this device signed in and says so when the server could not end the sessions', async () => {
    const stores = await open(jest.fn().mockRejectedValue(new Error('offline')))
    await page.click(page.byTestId('setting-logout-all')!)
    expect(stores.user.loggedIn).toBe(true)
    expect(page.toasts).toContain('操作失败，请重试')
  })

  it("says the server's reason when it refuses", async () => {
    const stores = await open(jest.fn().mockRejectedValue(tooMany('操作过于频繁，请稍后再试')))
    await page.click(page.byTestId('setting-logout-all')!)
    expect(stores.user.loggedIn).toBe(true)
    expect(page.toasts).toEqual(['操作过于频繁，请稍后再试'])
  })
})

describe('settings: the recommendation switch', () => {
  it("says the server's reason in the user's language when it refuses the change, and keeps the switch", async () => {
    const updateUserSetting = jest.fn().mockRejectedValue(tooMany('Too many requests, please try again in a moment'))
    await open(jest.fn(), { updateUserSetting }, 'en-us')
    await page.click(page.byTestId('setting-recommend-switch')!)
    expect(updateUserSetting).toHaveBeenCalledWith({ recommend: false })
    expect(page.toasts).toEqual(['Too many requests, please try again in a moment'])
    expect(page.byTestId('setting-recommend-switch')!.className).not.toContain('nut-switch-close')
  })

  it('says the network failed when no answer came', async () => {
    await open(jest.fn(), { updateUserSetting: jest.fn().mockRejectedValue(new ApiError('network')) })
    await page.click(page.byTestId('setting-recommend-switch')!)
    expect(page.toasts).toEqual(['网络错误，请重试'])
  })
})
