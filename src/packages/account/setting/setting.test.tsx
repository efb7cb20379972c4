import Taro from '@tarojs/taro'
import Setting from './index'
import { pageHarness } from '../../../../tests/unit/page-harness'

const page = pageHarness('packages/account/setting/index')

async function open(logoutAll: jest.Mock) {
  jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false, errMsg: 'ok' } as never)
  const stores = page.stores(
    {
      userSetting: jest.fn().mockResolvedValue({ recommend: true, hasPassword: false, email: '' }),
      userInfo: jest.fn().mockResolvedValue(null),
      logoutAll,
    },
    'device-token',
  )
  await page.mount(Setting, stores, {})
  return stores
}

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
})
