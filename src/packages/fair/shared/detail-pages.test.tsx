import Taro from '@tarojs/taro'
import type { CommerceArticle as Article, HotelDetail as Hotel, VipPrivilege } from '@/contract/fair'
import { commerce, guide, hotels, vip } from '@/contract/fair.endpoints'
import { answer, answering } from '@/stores/testing/fake-api'
import { guideArticle, guideEntry } from '../../../../tests/unit/guide-fixtures'
import { pageHarness } from '../../../../tests/unit/page-harness'
import CommerceArticle from '../commerce-article/index'
import ExhibitorGuideDetail from '../exhibitor-guide-detail/index'
import HotelDetail from '../hotel-detail/index'
import VipDetails from '../vip-details/index'

const page = pageHarness('packages/fair/hotel-detail/index')
const { byTestId, all } = page

const hotel: Hotel = {
  id: 3,
  name: '海景大酒店',
  stars: 5,
  address: '厦门市思明区环岛路1号',
  distanceKm: 4.5,
  priceMin: 500,
  priceMax: 800,
  cover: '/static/img/hotel.jpg',
  shuttle: true,
  phone: '0592-1111111',
  bookingContact: '李经理',
  bookingPhone: '0592-2222222',
  bookingEmail: 'book@hotel.example',
  content: '<p>临海而建</p>',
  images: [],
  latitude: 24.44,
  longitude: 118.1,
}

const privilege: VipPrivilege = {
  id: 4,
  title: '专属洽谈室',
  summary: '预约使用',
  cover: '',
  place: 'B馆二层',
  category: 'capital',
  hours: '9:00-17:00',
  content: '<p>提前一天预约</p>',
}

const notice: Article = {
  id: 8,
  kind: 'notice',
  title: '关于展期交通管制的公告',
  summary: '',
  source: '市商务局',
  publishTime: Date.UTC(2026, 7, 20, 2),
  content: '<p>展期内部分道路管制</p>',
}

/** Stores whose endpoints answer by the fakes given; nothing else is faked. */
const storesOf = (...answers: Parameters<typeof answering>) =>
  page.stores({ call: answering(...answers), userInfo: jest.fn().mockResolvedValue(null) })

describe("the fair's detail pages", () => {
  it('shows a hotel by its endpoint; opened again, at once without asking; a language switch asks again', async () => {
    const detail = jest.fn().mockResolvedValue(hotel)
    const stores = storesOf(answer(hotels.detail, detail))
    await page.mount(HotelDetail, stores, { id: '3' })
    expect(detail).toHaveBeenCalledWith({ id: 3 })
    expect(byTestId('hotel-detail')?.textContent).toContain('海景大酒店')
    expect(byTestId('hotel-booking')?.textContent).toContain('李经理')

    await page.mount(HotelDetail, stores, { id: '3' })
    expect(detail).toHaveBeenCalledTimes(1)
    expect(all('hotel-detail')).toHaveLength(2)

    await page.act(() => stores.app.setLanguage('en-us'))
    await page.settle()
    expect(detail).toHaveBeenCalledTimes(2)
  })

  it('says a hotel is gone without asking the server when the address has no valid id', async () => {
    const detail = jest.fn().mockResolvedValue(hotel)
    await page.mount(HotelDetail, storesOf(answer(hotels.detail, detail)), { id: 'abc' })
    expect(byTestId('status-error')?.textContent).toContain('内容不存在')
    expect(detail).not.toHaveBeenCalled()
  })

  it('shows a public notice with its source and date', async () => {
    const detail = jest.fn().mockResolvedValue(notice)
    await page.mount(CommerceArticle, storesOf(answer(commerce.article, detail)), { id: '8' })
    expect(detail).toHaveBeenCalledWith({ id: 8 })
    const text = byTestId('commerce-article')?.textContent
    expect(text).toContain('关于展期交通管制的公告')
    expect(text).toContain('公示公告 · 市商务局 · 2026-08-20')
  })

  it('shows a VIP privilege with its zone, and the way to book it', async () => {
    const detail = jest.fn().mockResolvedValue(privilege)
    await page.mount(VipDetails, storesOf(answer(vip.privilege, detail)), { id: '4' })
    expect(detail).toHaveBeenCalledWith({ id: 4 })
    const text = byTestId('vip-details')?.textContent
    expect(text).toContain('专属洽谈室')
    expect(text).toContain('资本VIP')
    expect(text).toContain('B馆二层')
    await page.click(byTestId('vip-details')!.querySelector('.nut-button')!)
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: expect.stringContaining('vip-appointment') })
  })

  it('shows a guide article with the articles under it and the one above, each opening on the same page', async () => {
    const article = guideArticle(guideEntry(12, 'exhibitor.booth', '展位搭建'), {
      entries: [guideEntry(13, 'exhibitor.booth.power', '用电申请')],
      parent: { id: 11, code: 'exhibitor', title: '展商指南' },
    })
    const detail = jest.fn().mockResolvedValue(article)
    await page.mount(ExhibitorGuideDetail, storesOf(answer(guide.article, detail)), { id: '12' })
    expect(detail).toHaveBeenCalledWith({ id: 12 })
    expect(byTestId('guide-article')?.textContent).toContain('展位搭建的说明')
    await page.click(all('guide-entry')[0])
    expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: expect.stringMatching(/exhibitor-guide-detail.*id=13/) })
    await page.click(byTestId('guide-parent')!)
    expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: expect.stringMatching(/exhibitor-guide-detail.*id=11/) })
  })
})
