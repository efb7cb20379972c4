import Taro from '@tarojs/taro'
import type { GuideArticle } from '@/contract/fair'
import { guide } from '@/contract/fair.endpoints'
import { answer, answering } from '@/stores/testing/fake-api'
import ServiceInformationDetail from './index'
import { guideArticle, guideEntry } from '../../../../tests/unit/guide-fixtures'
import { pageHarness } from '../../../../tests/unit/page-harness'
import ServiceContentDetails from '../service-content-details/index'

const page = pageHarness('packages/meeting/service-information-detail/index')
const { all, byTestId, toasts } = page

const medical = guideEntry(20, 'service.medical', '医疗急救', {
  phones: ['0592-5959120'],
  emails: ['aid@cifit.example'],
})

function setup(article: GuideArticle) {
  const detail = jest.fn().mockResolvedValue(article)
  const call = answering(answer(guide.article, detail))
  return { detail, stores: page.stores({ call, userInfo: jest.fn().mockResolvedValue(null) }) }
}

describe('a service topic', () => {
  it('shows its text and its articles, which open in full', async () => {
    const topic = guideArticle(guideEntry(5, 'service.transport', '交通出行'), {
      entries: [guideEntry(6, 'service.transport.metro', '地铁与公交')],
    })
    const { detail, stores } = setup(topic)
    await page.mount(ServiceInformationDetail, stores, { id: '5' })
    expect(detail).toHaveBeenCalledWith({ id: 5 })
    expect(byTestId('detail-title')?.textContent).toBe('交通出行')
    expect(byTestId('guide-content')?.textContent).toBe('交通出行的说明')
    expect(byTestId('guide-parent')).toBeNull()
    await page.click(all('guide-entry')[0])
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/meeting/service-content-details/index?id=6' })
  })

  it('calls the numbers it gives and copies its emails', async () => {
    const call = jest.spyOn(Taro, 'makePhoneCall').mockResolvedValue({ errMsg: 'ok' } as never)
    const copy = jest
      .spyOn(Taro, 'setClipboardData')
      .mockRejectedValueOnce(new Error('denied'))
      .mockResolvedValue({ errMsg: 'ok' } as never)
    const { stores } = setup(guideArticle(medical))
    await page.mount(ServiceInformationDetail, stores, { id: '20' })
    expect(byTestId('guide-phone')?.textContent).toBe('拨打 0592-5959120')
    await page.click(byTestId('guide-phone')!)
    expect(call).toHaveBeenCalledWith({ phoneNumber: '05925959120' })
    await page.click(byTestId('guide-email')!)
    expect(toasts).toEqual(['复制失败'])
    await page.click(byTestId('guide-email')!)
    expect(copy).toHaveBeenLastCalledWith({ data: 'aid@cifit.example' })
    expect(toasts).toEqual(['复制失败', '邮箱已复制'])
  })

  it('is not found without an id, and never asks the server', async () => {
    const { detail, stores } = setup(guideArticle(medical))
    await page.mount(ServiceInformationDetail, stores, {})
    expect(byTestId('status-error')?.textContent).toContain('内容不存在')
    expect(detail).not.toHaveBeenCalled()
  })
})

describe('a guide article', () => {
  it('names the topic it belongs to and goes back to it; a notice shows its date', async () => {
    const metro = guideArticle(guideEntry(6, 'service.transport.metro', 'Metro and buses'), {
      parent: { id: 5, code: 'service.transport', title: 'Transport' },
    })
    const { stores } = setup(metro)
    stores.app.setLanguage('en-us')
    await page.mount(ServiceContentDetails, stores, { id: '6' })
    expect(byTestId('guide-parent')?.textContent).toBe('In: Transport ›')
    expect(document.body.textContent).not.toContain('Published')
    await page.click(byTestId('guide-parent')!)
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/meeting/service-information-detail/index?id=5' })
  })

  it('dates a notice', async () => {
    const { stores } = setup(guideArticle(guideEntry(30, 'notice.entry', '观众入场须知')))
    await page.mount(ServiceContentDetails, stores, { id: '30' })
    expect(document.body.textContent).toContain('发布于 2026-08-02')
  })
})
