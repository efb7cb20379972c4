import Taro from '@tarojs/taro'
import type { ExhibitionCard } from '@/contract/exhibition'
import { exhibition as exhibitions } from '@/contract/exhibition.endpoints'
import type { LiveCard, VideoCard } from '@/contract/media'
import { media } from '@/contract/media.endpoints'
import { ApiError } from '@/services/http/errors'
import { answer, answering } from '@/stores/testing/fake-api'
import YunMeeting from './index'
import { pageHarness } from '../../../../tests/unit/page-harness'

const live = (id: number, state: 0 | 1, title: string): LiveCard => ({
  id,
  title,
  state,
  summary: '',
  cover: `/static/img/live-${id}.svg`,
  host: '投洽会组委会',
  startTime: Date.parse('2026-09-08T01:00:00Z'),
  endTime: Date.parse('2026-09-08T03:00:00Z'),
  hasReplay: false,
  views: 10,
})
const video: VideoCard = {
  id: 21,
  title: '厦门自贸片区招商路演',
  cover: '/static/img/video-21.svg',
  duration: 754,
  speaker: '陈明',
  speakerId: 3,
  kind: 'vip_roadshow',
  category: '园区推介',
  publishTime: 0,
  views: 1200,
}
const exhibition: ExhibitionCard = {
  id: 2,
  name: '数字经济展',
  hall: '厦门国际会展中心A馆',
  summary: '',
  cover: '/static/img/exhibition-2.svg',
  startDate: '2026-09-08',
  endDate: '2026-09-11',
}
const page1 = <T,>(list: T[]) => ({ list, total: list.length, pageNum: 1, pageSize: 3 })

/** The page's fake api: the lives, roadshows and exhibitions by their endpoints, each given the request. */
function setup(common: { liveList?: jest.Mock; exhibitionList?: jest.Mock } = {}) {
  const api = {
    liveList: jest.fn(({ state }: { state?: number }) =>
      Promise.resolve(
        page1(
          state === 1 ? [live(1, 1, '开幕式直播')] : [live(2, 0, '全球投资促进大会'), live(3, 0, '跨国公司对话会')],
        ),
      ),
    ),
    vipVideoHome: jest.fn().mockResolvedValue({ featured: [video], categories: [] }),
    exhibitionList: jest.fn().mockResolvedValue(page1([exhibition])),
    ...common,
  }
  const call = answering(
    answer(media.liveList, api.liveList),
    answer(media.vipVideoHome, api.vipVideoHome),
    answer(exhibitions.list, api.exhibitionList),
  )
  return { api, stores: page.stores({ call, baseConfig: jest.fn(), userInfo: jest.fn().mockResolvedValue(null) }) }
}

const page = pageHarness('packages/meeting/yun-meeting/index')
const { byTestId, all } = page

describe('investment cloud space', () => {
  it('shows live streams before upcoming ones, VIP roadshows and online exhibitions from the server', async () => {
    const { api, stores } = setup()
    await page.mount(YunMeeting, stores, {})
    expect(byTestId('yun-meeting')).not.toBeNull()
    expect(api.liveList).toHaveBeenCalledWith({ pageNum: 1, pageSize: 3, state: 1 })
    expect(api.liveList).toHaveBeenCalledWith({ pageNum: 1, pageSize: 3, state: 0 })
    expect(all('yun-meeting-live').map((card) => card.textContent)).toEqual([
      expect.stringContaining('开幕式直播'),
      expect.stringContaining('全球投资促进大会'),
      expect.stringContaining('跨国公司对话会'),
    ])
    expect(all('yun-meeting-live')[0].textContent).toContain('直播中')
    expect(all('yun-meeting-live')[1].textContent).toContain('即将开始')
    expect(all('yun-meeting-live')[0].textContent).toContain('09-08 09:00')
    expect(byTestId('yun-meeting-video')?.textContent).toContain('12:34')
    expect(byTestId('yun-meeting-exhibition')?.textContent).toContain('数字经济展')
  })

  it('opens the live page, the roadshow video and the exhibition, and each "more" opens its list', async () => {
    const { stores } = setup()
    await page.mount(YunMeeting, stores, {})
    await page.click(all('yun-meeting-live')[0])
    expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: '/packages/media/meeting-forum-video/index?id=1' })
    await page.click(byTestId('yun-meeting-video')!)
    expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: '/packages/media/vip-video-detail/index?id=21' })
    await page.click(byTestId('yun-meeting-exhibition')!)
    expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: '/packages/exhibition/detail/index?id=2' })
    await page.click(byTestId('yun-meeting-lives-more')!)
    expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: '/packages/media/exhibition-live/index' })
    await page.click(byTestId('yun-meeting-videos-more')!)
    expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: '/packages/media/vip-video-homepage/index' })
    await page.click(byTestId('yun-meeting-exhibitions-more')!)
    expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: '/packages/exhibition/area-nav/index' })
  })

  it('shows an empty section in English and a failed one with a retry that loads it', async () => {
    const exhibitionList = jest
      .fn()
      .mockRejectedValueOnce(new ApiError('network'))
      .mockResolvedValue(page1([exhibition]))
    const { stores } = setup({ liveList: jest.fn().mockResolvedValue(page1([])), exhibitionList })
    stores.app.setLanguage('en-us')
    await page.mount(YunMeeting, stores, {})
    expect(byTestId('yun-meeting-lives')?.textContent).toContain('No stream is live or coming up')
    expect(byTestId('yun-meeting-videos')?.textContent).toContain('VIP roadshows')
    const failed = byTestId('yun-meeting-exhibitions')!
    expect(failed.querySelector('[data-testid="status-error"]')).not.toBeNull()
    await page.click(failed.querySelector('.nut-button')!)
    expect(byTestId('yun-meeting-exhibition')?.textContent).toContain('数字经济展')
  })

  it('opens the programme and each of its views', async () => {
    const { stores } = setup()
    await page.mount(YunMeeting, stores, {})
    expect(all('yun-meeting-programme-entry').map((entry) => entry.textContent)).toEqual([
      '会议日程',
      '会议论坛',
      '精彩推荐',
      '项目对接活动',
      '多方会谈',
      '展馆舞台活动',
      '会议回顾',
    ])
    await page.click(byTestId('yun-meeting-programme-more')!)
    expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: '/packages/meeting/meeting-list/index' })
    await page.click(all('yun-meeting-programme-entry')[5])
    expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: '/packages/meeting/stage-hall/index' })
  })
})
