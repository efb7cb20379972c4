import Taro from '@tarojs/taro'
import { guide } from '@/contract/fair.endpoints'
import { ApiError } from '@/services/http/errors'
import { answer, answering } from '@/stores/testing/fake-api'
import ExhibitionNotice from './index'
import { guideEntry } from '../../../../tests/unit/guide-fixtures'
import { pageHarness } from '../../../../tests/unit/page-harness'
import ExhibitionContactUs from '../exhibition-contact-us/index'

const page = pageHarness('packages/meeting/exhibition-notice/index')
const { all, byTestId, toasts } = page

const setup = (guideList: jest.Mock) =>
  page.stores({ call: answering(answer(guide.list, guideList)), userInfo: jest.fn().mockResolvedValue(null) })

describe('the notices', () => {
  it('lists the notices with their dates, newest first as answered, and opens one', async () => {
    const guideList = jest
      .fn()
      .mockResolvedValue([guideEntry(30, 'notice.entry', '观众入场须知'), guideEntry(31, 'notice.badge', '证件办理')])
    await page.mount(ExhibitionNotice, setup(guideList), {})
    expect(guideList).toHaveBeenCalledWith({ prefix: 'notice' })
    expect(all('notice-row')[0].textContent).toContain('2026-08-02')
    await page.click(all('notice-row')[1])
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/meeting/service-content-details/index?id=31' })
  })

  it('says there are none, after a failure and a retry', async () => {
    const guideList = jest.fn().mockRejectedValueOnce(new ApiError('network')).mockResolvedValue([])
    await page.mount(ExhibitionNotice, setup(guideList), {})
    await page.click(byTestId('status-error')!.querySelector('button, .nut-button')!)
    expect(byTestId('status-empty')?.textContent).toBe('暂无展会须知')
  })
})

describe('contact us', () => {
  const desks = [
    guideEntry(40, 'contact.visitors', 'Visitor hotline', {
      summary: 'Registration, badges and visiting',
      phones: ['0592-5959800'],
      emails: ['visitor@cifit.example'],
    }),
    guideEntry(41, 'contact.venue', 'On-site services', { phones: ['0592-5959866', '0592-5959120'] }),
  ]

  it('shows each desk with a number to call and an email to copy, in English', async () => {
    const call = jest.spyOn(Taro, 'makePhoneCall').mockResolvedValue({ errMsg: 'ok' } as never)
    jest.spyOn(Taro, 'setClipboardData').mockResolvedValue({ errMsg: 'ok' } as never)
    const guideList = jest.fn().mockResolvedValue(desks)
    const stores = setup(guideList)
    stores.app.setLanguage('en-us')
    await page.mount(ExhibitionContactUs, stores, {})
    expect(guideList).toHaveBeenCalledWith({ prefix: 'contact' })
    const [visitors, venue] = all('contact-card')
    expect(visitors.textContent).toContain('Registration, badges and visiting')
    expect(venue.querySelectorAll('[data-testid="guide-phone"]')).toHaveLength(2)
    await page.click(venue.querySelectorAll('[data-testid="guide-phone"]')[1])
    expect(call).toHaveBeenCalledWith({ phoneNumber: '05925959120' })
    await page.click(visitors.querySelector('[data-testid="guide-email"]')!)
    expect(toasts).toEqual(['Email copied'])
  })

  it('says there are no contacts', async () => {
    await page.mount(ExhibitionContactUs, setup(jest.fn().mockResolvedValue([])), {})
    expect(byTestId('status-empty')?.textContent).toBe('暂无联系方式')
  })
})
