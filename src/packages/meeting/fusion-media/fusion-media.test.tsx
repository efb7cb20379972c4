import Taro from '@tarojs/taro'
import type { LiveCard, VideoCard } from '@/contract/media'
import { media } from '@/contract/media.endpoints'
import { searches } from '@/contract/search.endpoints'
import { ApiError } from '@/services/http/errors'
import { answer, answering } from '@/stores/testing/fake-api'
import FusionMedia from './index'
import { pageHarness } from '../../../../tests/unit/page-harness'

const page = pageHarness('packages/meeting/fusion-media/index')
const { all, byTestId } = page

const live = (id: number, state: LiveCard['state']): LiveCard => ({
  id,
  title: `直播 ${id}`,
  summary: '',
  cover: '',
  host: '投洽会组委会',
  startTime: Date.UTC(2026, 8, 9, 2),
  endTime: Date.UTC(2026, 8, 9, 4),
  state,
  hasReplay: state === 2,
  views: 10,
})

const video: VideoCard = {
  id: 7,
  title: '厦门投资环境推介',
  cover: '',
  duration: 125,
  speaker: '王主任',
  speakerId: null,
  kind: 'long',
  category: '城市推介',
  publishTime: Date.UTC(2026, 8, 1),
  views: 1200,
}

function setup({ videoList = jest.fn().mockResolvedValue({ list: [video], total: 1 }) } = {}) {
  const page1 = <T,>(list: T[]) => ({ list, total: list.length, pageNum: 1, pageSize: 3 })
  return page.stores({
    call: answering(
      answer(media.liveList, ({ state }) =>
        page1(state === 1 ? [live(1, 1)] : state === 0 ? [live(2, 0)] : [live(3, 2)]),
      ),
      answer(media.videoList, videoList),
      answer(searches.information, () => page1([])),
    ),
    userInfo: jest.fn().mockResolvedValue(null),
  })
}

describe('the media centre', () => {
  it('indexes lives on air first, replays, videos and news, each opening its own page', async () => {
    await page.mount(FusionMedia, setup(), {})
    const tag = (card: Element) => card.querySelector('.content-card__tag')?.textContent
    expect(all('fusion-live').map(tag)).toEqual(['直播中', '即将开始', '回放'])
    expect(byTestId('fusion-news')?.textContent).toContain('暂无新闻')
    await page.click(all('fusion-live')[2])
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/media/meeting-forum-video/index?id=3' })
    await page.click(byTestId('fusion-video')!)
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/media/video-play-page/index?id=7' })
    await page.click(byTestId('fusion-news-more')!)
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/content/zjdt/index' })
  })

  it('keeps the other sections when one fails, and retries it', async () => {
    const videoList = jest
      .fn()
      .mockRejectedValueOnce(new ApiError('network'))
      .mockResolvedValue({ list: [video], total: 1 })
    await page.mount(FusionMedia, setup({ videoList }), {})
    expect(all('fusion-live')).toHaveLength(3)
    await page.click(byTestId('fusion-videos')!.querySelector('button, .nut-button')!)
    expect(byTestId('fusion-video')?.textContent).toContain('2:05')
  })
})
