import Taro from '@tarojs/taro'
import type { RealNameInfo } from '@/contract/account'
import { realName as realNameEndpoint } from '@/contract/account.endpoints'
import type { OwnedCollectible } from '@/contract/collectible'
import { answer, answering } from '@/stores/testing/fake-api'
import MyCollectibles from './index'
import { formTestKit } from '../../../../tests/unit/form-test-kit'

const kit = formTestKit('packages/collectible/my-collectibles/index')

const owned = (id: number, nftName: string, received = false): OwnedCollectible => ({
  id,
  nftName,
  img: `/static/img/nft-${id}.svg`,
  serialNo: `00${id}/200`,
  acquiredAt: Date.UTC(2026, 8, 8, 2, 30),
  received,
})
const realName = (overrides: Partial<RealNameInfo> = {}): RealNameInfo => ({
  status: 2,
  method: 'idCard',
  realName: '张*',
  idType: 'idCard',
  idNumber: '3****************4',
  phone: '138****8000',
  company: '',
  area: '',
  pictures: [],
  reason: '',
  adult: true,
  submittedAt: 1,
  ...overrides,
})
const ok = <T,>(data: T) => ({ code: 200, msg: 'ok', data })

function fakeApi(items: OwnedCollectible[] = [owned(1, '鹭岛白鹭'), owned(2, '鼓浪屿琴声', true)], info = realName()) {
  const collectible = {
    myCollectibles: jest.fn().mockResolvedValue(ok(items)),
    gift: jest.fn().mockResolvedValue(ok(null)),
  }
  const user = {
    realNameInfo: jest.fn().mockResolvedValue(info),
    userInfo: jest.fn().mockResolvedValue(null),
  }
  const call = answering(answer(realNameEndpoint.info, user.realNameInfo))
  return { api: { call, userInfo: user.userInfo, ...collectible, baseConfig: jest.fn() }, collectible, user }
}

const names = () =>
  [...document.querySelectorAll('[data-testid="collectible-item-name"]')].map((node) => node.textContent)
const items = () => document.querySelectorAll<HTMLElement>('[data-testid="collectible-item"]')

async function openFirst(api: Record<string, unknown>, language: 'zh-cn' | 'en-us' = 'zh-cn') {
  await kit.mount(MyCollectibles, api, { language })
  await kit.click('collectible-item')
}

describe('my collectibles page', () => {
  it('asks a visitor to log in and calls nothing', async () => {
    const { api, collectible, user } = fakeApi()
    await kit.mount(MyCollectibles, api, { token: '' })
    expect(kit.text('login-prompt')).toContain('登录后查看我的数字藏品')
    expect(user.realNameInfo).not.toHaveBeenCalled()
    expect(collectible.myCollectibles).not.toHaveBeenCalled()
  })

  it('tells a user without real-name verification why, with a way to verify', async () => {
    const { api, collectible } = fakeApi(undefined, realName({ status: 0, adult: false }))
    await kit.mount(MyCollectibles, api)
    expect(kit.text('collectibles-locked')).toContain('需要实名认证才能查看数字藏品')
    expect(collectible.myCollectibles).not.toHaveBeenCalled()
    await kit.click('collectibles-go-realname')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/account/realname/index' })
  })

  it('tells a verified minor that collectibles are for adults, in English too', async () => {
    const { api, collectible } = fakeApi(undefined, realName({ adult: false }))
    await kit.mount(MyCollectibles, api, { language: 'en-us' })
    expect(kit.text('collectibles-locked')).toContain('real-name verified adults only')
    expect(collectible.myCollectibles).not.toHaveBeenCalled()
  })

  it("shows the server's 403 message", async () => {
    const { api, collectible } = fakeApi()
    collectible.myCollectibles.mockResolvedValue({
      code: 403,
      msg: '需要实名认证才能查看数字藏品（未满18周岁）',
      data: null,
    })
    await kit.mount(MyCollectibles, api)
    expect(kit.text('collectibles-locked-msg')).toBe('需要实名认证才能查看数字藏品（未满18周岁）')
  })

  it('shows the empty gift box', async () => {
    const { api } = fakeApi([])
    await kit.mount(MyCollectibles, api)
    expect(kit.text('status-empty')).toContain('礼盒空空如也')
    expect(items()).toHaveLength(0)
  })

  it('lists the held collectibles with the terms link', async () => {
    const { api, collectible } = fakeApi()
    await kit.mount(MyCollectibles, api)
    expect(collectible.myCollectibles).toHaveBeenCalledWith({ token: 'token-1' })
    expect(names()).toEqual(['鹭岛白鹭', '鼓浪屿琴声'])
    expect(kit.text('collectibles-note')).toContain('不支持任何形式的交易')
    await kit.click('collectibles-terms')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/content/protocol/index?type=collectible' })
  })

  it('shows a collectible large, with serial number and the date on the fair clock', async () => {
    const { api } = fakeApi()
    await openFirst(api)
    expect(kit.text('collectible-detail-name')).toBe('鹭岛白鹭')
    expect(kit.text('collectible-detail-serial')).toBe('001/200')
    expect(kit.text('collectible-detail-date')).toBe('2026-09-08 10:30')
    expect(document.querySelector('[data-testid="gift-form"]')).not.toBeNull()
  })

  it('offers no gift for a collectible that was itself received', async () => {
    const { api } = fakeApi([owned(2, '鼓浪屿琴声', true)])
    await openFirst(api)
    expect(kit.text('collectible-detail-name')).toBe('鼓浪屿琴声')
    expect(document.querySelector('[data-testid="gift-form"]')).toBeNull()
    expect(kit.text('collectible-received-note')).toContain('不能再次转赠')
  })

  it('rejects an invalid receiver number in the user language without calling the server', async () => {
    const { api, collectible } = fakeApi()
    await openFirst(api, 'en-us')
    await kit.type('gift-phone', '1380013')
    await kit.click('gift-submit')
    expect(kit.text('gift-phone-error')).toBe('Please enter a valid 11-digit mobile number')
    expect(collectible.gift).not.toHaveBeenCalled()
  })

  it('gifts after the irreversible confirmation and removes the collectible', async () => {
    const { api, collectible } = fakeApi()
    const modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false } as never)
    await openFirst(api)
    await kit.type('gift-phone', '13900001111')
    await kit.click('gift-submit')
    expect(modal).toHaveBeenCalledWith(
      expect.objectContaining({ content: expect.stringContaining('不可撤回，受赠人也不能再次转赠') }),
    )
    expect(collectible.gift).toHaveBeenCalledWith({ token: 'token-1', collectibleId: 1, receiverPhone: '13900001111' })
    expect(kit.toasts).toEqual(['转赠成功'])
    expect(names()).toEqual(['鼓浪屿琴声'])
    expect(document.querySelector('[data-testid="collectible-detail"]')).toBeNull()
  })

  it('does nothing when the confirmation is cancelled', async () => {
    const { api, collectible } = fakeApi()
    jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: false, cancel: true } as never)
    await openFirst(api)
    await kit.type('gift-phone', '13900001111')
    await kit.click('gift-submit')
    expect(collectible.gift).not.toHaveBeenCalled()
    expect(names()).toHaveLength(2)
  })

  it("shows the server's msg on a failed gift and keeps the typed number", async () => {
    const { api, collectible } = fakeApi()
    collectible.gift.mockResolvedValue({ code: 404, msg: '受赠人未注册或未完成实名认证', data: null })
    jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false } as never)
    await openFirst(api)
    await kit.type('gift-phone', '13900001111')
    await kit.click('gift-submit')
    expect(kit.toasts).toEqual(['受赠人未注册或未完成实名认证'])
    expect(kit.value('gift-phone')).toBe('13900001111')
    expect(names()).toHaveLength(2)
  })
})
