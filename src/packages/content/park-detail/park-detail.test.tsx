import Taro from '@tarojs/taro'
import { ContentType } from '@/contract/common.codes'
import type { ParkDetail as Park } from '@/contract/content'
import { ApiError } from '@/services/http/errors'
import ParkDetail from './index'
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

function setup(token = '', extra: Record<string, unknown> = {}) {
  const api = {
    parkDetail: jest.fn().mockResolvedValue(park),
    baseConfig: jest.fn(),
    checkCollect: jest.fn().mockResolvedValue({ collected: true }),
    collect: jest.fn().mockResolvedValue({ collected: false }),
    userInfo: jest.fn().mockResolvedValue(null),
    ...extra,
  }
  const stores = page.stores(api, token)
  return { api, stores }
}

const page = pageHarness('packages/content/park-detail/index')
const { toasts, byTestId } = page
const mount = (stores: ReturnType<typeof page.stores>, params: Record<string, string> = { id: '4' }) =>
  page.mount(ParkDetail, stores, params)

describe('park detail page', () => {
  it('shows the park from the server with its facts, price unit and sanitised rich text', async () => {
    const { api, stores } = setup()
    await mount(stores)
    expect(api.parkDetail).toHaveBeenCalledWith('4')
    expect(byTestId('detail-title')?.textContent).toBe(park.title)
    const body = document.body.innerHTML
    expect(body).toContain('科技型园区')
    expect(body).toContain('标准厂房')
    expect(body).toContain('1,250,000 m²')
    expect(body).toContain('1.25 元/天')
    const rich = document.querySelector('.rich-content')!.innerHTML
    expect(rich).toContain('园区概况')
    expect(rich).not.toMatch(/<script|javascript:/i)
    expect((window as unknown as { __ran?: boolean }).__ran).toBeUndefined()
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

  it('asks a visitor who is not logged in to log in instead of collecting', async () => {
    const { api, stores } = setup()
    await mount(stores)
    expect(api.checkCollect).not.toHaveBeenCalled()
    await page.click(byTestId('collect-button')!)
    expect(api.collect).not.toHaveBeenCalled()
    expect(toasts).toContain('登录后可收藏')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/login/index' })
  })

  it('reads the collect state when logged in and toggles it through unify/collect', async () => {
    const { api, stores } = setup('token-1')
    await mount(stores)
    expect(api.checkCollect).toHaveBeenCalledWith({ contentId: 4, contentType: ContentType.park })
    expect(byTestId('collect-button')?.textContent).toContain('已收藏')
    await page.click(byTestId('collect-button')!)
    expect(api.collect).toHaveBeenCalledWith({ contentId: 4, contentType: ContentType.park })
    expect(byTestId('collect-button')?.textContent).toContain('收藏')
    expect(byTestId('collect-button')?.textContent).not.toContain('已收藏')
    expect(toasts).toContain('已取消收藏')
  })

  it('says the content is gone, without a retry, when the server answers 404', async () => {
    const { api, stores } = setup()
    api.parkDetail.mockRejectedValue(new ApiError('server', { code: 404, msg: 'not found' }))
    await mount(stores, { id: '999' })
    expect(byTestId('status-error')?.textContent).toContain('内容不存在或已下线')
    expect(document.body.innerHTML).not.toContain('重试')
  })

  it('offers a retry after a network error, and the retry loads the park', async () => {
    const { api, stores } = setup()
    api.parkDetail.mockRejectedValueOnce(new ApiError('network'))
    await mount(stores)
    expect(byTestId('status-error')?.textContent).toContain('加载失败')
    const retry = byTestId('status-error')!.querySelector('.nut-button')!
    await page.click(retry)
    expect(byTestId('detail-title')?.textContent).toBe(park.title)
  })

  it('shows the park tags in the page language', async () => {
    const tags = jest.fn().mockResolvedValue([
      { id: 1, name: '数字经济' },
      { id: 9, name: '一带一路' },
    ])
    const { stores } = setup('', { tags })
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
    const { stores } = setup('', { contentAppendixes })
    await mount(stores)
    expect(contentAppendixes).toHaveBeenCalledWith(4, ContentType.park)
    await page.click(byTestId('appendix-link')!)
    expect(Taro.navigateTo).toHaveBeenCalledWith({
      url: `/packages/files/download-file/index?contentId=4&contentType=${ContentType.park}`,
    })
  })
})
