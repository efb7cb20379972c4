import Taro from '@tarojs/taro'
import type { AreaInfo } from '@/contract/city'
import { city } from '@/contract/city.endpoints'
import type { NewsDetail, NewsHit } from '@/contract/content'
import { articles } from '@/contract/content.endpoints'
import { searches } from '@/contract/search.endpoints'
import { ApiError } from '@/services/http/errors'
import { answer, answering, baseConfig } from '@/stores/testing/fake-api'
import PcNewsDetail from './index'
import { pageHarness, stubIntersectionObserver } from '../../../../../tests/unit/page-harness'

const news: NewsDetail = {
  id: 5,
  title: '投洽会开幕',
  summary: '第二十五届投洽会在厦门开幕',
  cover: '/static/img/news-5.svg',
  category: '要闻',
  source: '新华社',
  publishTime: new Date(2026, 8, 8, 9, 30).getTime(),
  views: 12,
  content: '<p>开幕式现场</p>',
}

const hit = (id: number, title: string): NewsHit => ({ ...news, id, title, type: 7, time: news.publishTime })

const page = pageHarness('packages/city/pc/news-detail/index')
const { byTestId } = page

stubIntersectionObserver()

function setup(token = '') {
  const detail = jest.fn().mockResolvedValue(news)
  const related = jest.fn().mockResolvedValue({
    list: [hit(5, news.title), hit(6, '签约项目创新高')],
    total: 2,
    pageNum: 1,
    pageSize: 6,
  })
  const api = {
    baseConfig: jest.fn().mockResolvedValue(baseConfig({ pointsMallSwitch: true })),
    pointsRules: jest.fn().mockResolvedValue([]),
    pointsFinishedEvents: jest.fn().mockResolvedValue([]),
    checkCollect: jest.fn().mockResolvedValue({ collected: false }),
    call: answering(
      answer(city.areaInfo, () => ({ id: 350200, name: '厦门' }) as AreaInfo),
      answer(articles.newsDetail, detail),
      answer(searches.information, related),
    ),
  }
  return { api: { ...api, detail }, stores: page.stores(api, token) }
}

describe('zone news detail', () => {
  it('shows the article in the zone frame, its section lit, with the other news of the city beside it', async () => {
    const { api, stores } = setup()
    await page.mount(PcNewsDetail, stores, { id: '5' })
    expect(api.detail).toHaveBeenCalledWith({ id: 5 })
    expect(byTestId('pc-nav-news')?.getAttribute('aria-current')).toBe('page')
    expect(byTestId('detail-title')?.textContent).toBe('投洽会开幕')
    expect(document.querySelector('.pc-article__meta')?.textContent).toContain('新华社')
    // The wide-screen news page shows the article as written: no lead.
    expect(document.querySelector('.pc-article__lead')).toBeNull()
    expect(byTestId('collect-button')).not.toBeNull()
    expect(byTestId('pc-related')?.textContent).toBe('相关推荐签约项目创新高')
    await page.click(byTestId('pc-back-to-list')!)
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/city/pc/news-list/index' })
  })

  it('starts the reading reward of a signed-in user once the article is shown', async () => {
    const { api, stores } = setup('token-1')
    await page.mount(PcNewsDetail, stores, { id: '5' })
    expect(api.pointsRules).toHaveBeenCalled()
  })

  it('says the news is gone inside the zone frame, and starts no reward, when the server answers 404', async () => {
    const { api, stores } = setup('token-1')
    api.detail.mockRejectedValue(new ApiError('server', { code: 404, msg: '内容不存在或已下线' }))
    await page.mount(PcNewsDetail, stores, { id: '9' })
    expect(byTestId('pc-layout')).not.toBeNull()
    expect(byTestId('status-error')?.textContent).toContain('内容不存在或已下线')
    expect(api.pointsRules).not.toHaveBeenCalled()
  })
})
