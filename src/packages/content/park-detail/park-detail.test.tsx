import Taro from '@tarojs/taro'
import { ContentType } from '@/contract/common.codes'
import type { ParkDetail as Park } from '@/contract/content'
import { parks } from '@/contract/content.endpoints'
import { engagement } from '@/contract/engagement.endpoints'
import { files } from '@/contract/files.endpoints'
import { answer, answering, type EndpointAnswer } from '@/stores/testing/fake-api'
import ParkDetail from './index'
import { detailPageApi, detailPageBehaviours, expectSanitisedRichText } from '../../../../tests/unit/detail-page-kit'
import { pageHarness } from '../../../../tests/unit/page-harness'

const park: Park = {
  id: 4,
  title: '厦门软件园',
  cover: '/static/img/park-4.svg',
  parkType: '科技型园区',
  estateType: '标准厂房',
  region: '厦门市',
  area: 1_250_000,
  price: 1.25,
  priceUnit: 'yuanPerDay',
  summary: '厦门软件园规划面积125万平方米',
  content: '<p>园区概况</p><script>window.__ran = true</script><a href="javascript:alert(1)">链接</a>',
  images: ['/static/img/park-4.svg', '/static/img/park-104.svg'],
}

function setup(token = '', extra: Record<string, unknown> = {}, ...answers: EndpointAnswer[]) {
  const detail = jest.fn().mockResolvedValue(park)
  const api = detailPageApi({ call: answering(answer(parks.detail, detail), ...answers), ...extra })
  const stores = page.stores(api, token)
  return { api, detail, stores }
}

const page = pageHarness('packages/content/park-detail/index')
const { byTestId } = page
const mount = (stores: ReturnType<typeof page.stores>, params: Record<string, string> = { id: '4' }) =>
  page.mount(ParkDetail, stores, params)

describe('park detail page', () => {
  detailPageBehaviours({
    page,
    setup,
    mount,
    item: { contentId: 4, contentType: ContentType.park, title: park.title },
    name: 'park',
  })

  it('shows the park from the server with its facts, price unit and sanitised rich text', async () => {
    const { detail, stores } = setup()
    await mount(stores)
    expect(detail).toHaveBeenCalledWith({ id: 4 })
    expect(byTestId('detail-title')?.textContent).toBe(park.title)
    const body = document.body.innerHTML
    expect(body).toContain('科技型园区')
    expect(body).toContain('标准厂房')
    expect(body).toContain('1,250,000 m²')
    expect(body).toContain('1.25 元/天')
    expectSanitisedRichText('园区概况')
  })

  it('previews the gallery images', async () => {
    const { stores } = setup()
    const preview = jest.spyOn(Taro, 'previewImage').mockResolvedValue({ errMsg: 'ok' } as never)
    await mount(stores)
    const images = document.querySelectorAll('.detail__gallery-image')
    expect(images).toHaveLength(2)
    await page.click(images[1])
    expect(preview).toHaveBeenCalledTimes(1)
    const options = preview.mock.calls[0][0] as { current: string; urls: string[] }
    expect(options.urls).toHaveLength(2)
    expect(options.current).toBe(options.urls[1])
    expect(options.current).toContain('park-104.svg')
  })

  it('shows the price unit in English when the language is English', async () => {
    const { stores } = setup()
    stores.app.setLanguage('en-us')
    await mount(stores)
    expect(document.body.innerHTML).toContain('1.25 CNY/day')
    expect(document.body.innerHTML).toContain('Park type')
  })

  it('shows the park tags in the page language', async () => {
    const tags = jest.fn().mockResolvedValue([
      { id: 1, name: '数字经济' },
      { id: 9, name: '一带一路' },
    ])
    const { stores } = setup('', {}, answer(engagement.tags, tags))
    await mount(stores)
    expect(tags).toHaveBeenCalledWith({ contentId: 4, type: ContentType.park })
    expect(byTestId('content-tags')?.textContent).toBe('数字经济一带一路')
  })

  it('shows the like count to a visitor and lets a logged-in user like the park', async () => {
    const agree = jest.fn().mockResolvedValue({ agreed: true, count: 3 })
    const { stores } = setup('token-1', {
      checkAgree: jest.fn().mockResolvedValue({ agreed: false, count: 2 }),
      agree,
    })
    await mount(stores)
    const like = byTestId('like-button')!
    expect(like.textContent).toBe('点赞 2')
    await page.click(like)
    expect(agree).toHaveBeenCalledWith({ contentId: 4, contentType: ContentType.park })
    expect(byTestId('like-button')?.textContent).toBe('已赞 3')
  })

  it('records one view of the park for tracking', async () => {
    const eventPoint = jest.fn().mockResolvedValue(null)
    const { stores } = setup('', { eventPoint })
    await mount(stores)
    expect(eventPoint).toHaveBeenCalledTimes(1)
    expect(eventPoint).toHaveBeenCalledWith({
      eventName: 'content_view',
      contentId: '4',
      paramId: String(ContentType.park),
      paramName: park.title,
    })
  })

  it('links to the park attachments when it has some', async () => {
    const contentAppendixes = jest
      .fn()
      .mockResolvedValue([{ id: 1, name: 'floor-plan.svg', url: '/static/files/x.svg', size: 1200 }])
    const { stores } = setup('', {}, answer(files.contentAppendixes, contentAppendixes))
    await mount(stores)
    expect(contentAppendixes).toHaveBeenCalledWith({ contentId: 4, contentType: ContentType.park })
    await page.click(byTestId('appendix-link')!)
    expect(Taro.navigateTo).toHaveBeenCalledWith({
      url: `/packages/files/download-file/index?contentId=4&contentType=${ContentType.park}`,
    })
  })
})
