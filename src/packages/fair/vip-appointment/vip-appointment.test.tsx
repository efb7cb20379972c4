import Taro from '@tarojs/taro'
import type { VipSlot, VipStanding } from '@/contract/fair'
import { VipCode } from '@/contract/fair.codes'
import { vip } from '@/contract/fair.endpoints'
import { ApiError } from '@/services/http/errors'
import { answer, answering } from '@/stores/testing/fake-api'
import VipAppointment from './index'
import { pageHarness } from '../../../../tests/unit/page-harness'

const page = pageHarness('packages/fair/vip-appointment/index')
const { byTestId, all, toasts } = page

const slot = (id: number, overrides: Partial<VipSlot> = {}): VipSlot => ({
  id,
  service: '双边会见室',
  place: '国际会议中心二层',
  startTime: Date.parse('2026-09-08T10:00:00+08:00') + id * 3600_000,
  endTime: Date.parse('2026-09-08T11:00:00+08:00') + id * 3600_000,
  capacity: 2,
  booked: 0,
  mine: false,
  open: true,
  ...overrides,
})

const standing = (isVip: boolean, status: 'pending' | 'approved' = 'approved'): VipStanding => ({
  isVip,
  application: isVip || status === 'pending' ? ({ status } as VipStanding['application']) : null,
})

function setup(
  isVip: boolean,
  calls: object = {},
  vipSlots = jest.fn().mockResolvedValue([slot(1), slot(2, { booked: 2 })]),
) {
  const api = {
    userInfo: jest.fn().mockResolvedValue(null),
    call: answering(
      answer(vip.standing, () => standing(isVip)),
      answer(vip.slots, vipSlots),
    ),
    ...calls,
  }
  return { api, stores: page.stores(api, 'token') }
}

describe('VIP appointments', () => {
  it('tells a user who is not an approved VIP that VIP is not available, and leads to the application', async () => {
    const { stores } = setup(false)
    await page.mount(VipAppointment, stores, {})
    expect(byTestId('vip-unavailable')?.textContent).toContain('VIP服务暂不可用')
    expect(byTestId('vip-apply')).not.toBeNull()
    expect(all('vip-slot')).toHaveLength(0)
  })

  it('books a free slot, shows the new count, and offers no booking of a full one', async () => {
    const vipBook = jest.fn().mockResolvedValue([slot(1, { booked: 1, mine: true }), slot(2, { booked: 2 })])
    const vipSlots = jest.fn().mockResolvedValue([slot(1), slot(2, { booked: 2 })])
    const { stores } = setup(true, { vipBook }, vipSlots)
    await page.mount(VipAppointment, stores, {})
    const [free, full] = all('vip-slot')
    expect(full.querySelector('[data-testid="vip-slot-book"]')?.textContent).toContain('已约满')
    await page.click(free.querySelector('[data-testid="vip-slot-book"]')!)
    expect(vipBook).toHaveBeenCalledWith(1)
    expect(all('vip-slot-places')[0].textContent).toBe('已约 1 / 2')
    expect(all('vip-slot')[0].querySelector('[data-testid="vip-slot-cancel"]')).not.toBeNull()
    expect(toasts).toContain('预约成功')
    // The slots are read once: the booking's answer is what the page shows.
    expect(vipSlots).toHaveBeenCalledTimes(1)
  })

  it('shows the server’s refusal when the slot filled meanwhile, and the slots as they now stand', async () => {
    const vipSlots = jest
      .fn()
      .mockResolvedValueOnce([slot(1)])
      .mockResolvedValueOnce([slot(1, { booked: 2 })])
    const vipBook = jest
      .fn()
      .mockRejectedValue(new ApiError('server', { code: VipCode.slotFull, msg: '该时段已约满，请选择其他时段' }))
    const { stores } = setup(true, { vipBook }, vipSlots)
    await page.mount(VipAppointment, stores, {})
    await page.click(byTestId('vip-slot-book')!)
    expect(toasts).toContain('该时段已约满，请选择其他时段')
    expect(byTestId('vip-slot-places')?.textContent).toBe('已约 2 / 2')
    expect(vipSlots).toHaveBeenCalledTimes(2)
  })

  it.each([
    ['zh-cn', 'VIP服务暂不可用：请先提交VIP申请并等待审核通过', '去申请'],
    ['en-us', 'VIP not available: apply to be a VIP first and wait for approval', 'Apply'],
  ] as const)('offers the application when a booking is refused as not a VIP (%s)', async (language, msg, label) => {
    const modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false } as never)
    const vipBook = jest.fn().mockRejectedValue(new ApiError('server', { code: VipCode.notAvailable, msg }))
    const { stores } = setup(true, { vipBook })
    stores.app.setLanguage(language)
    await page.mount(VipAppointment, stores, {})
    await page.click(byTestId('vip-slot-book')!)
    expect(modal).toHaveBeenCalledWith(expect.objectContaining({ content: msg, confirmText: label }))
    expect(page.navigatedTo()).toContain('/packages/fair/vip-become/index')
    expect(toasts).toEqual([])
  })
})
