import Taro from '@tarojs/taro'
import type { LiveCard, LiveQuery } from '@/contract/media'
import { media } from '@/contract/media.endpoints'
import { answer, answering } from '@/stores/testing/fake-api'
import ExhibitionLive from './index'
import { pageHarness, stubIntersectionObserver } from '../../../../tests/unit/page-harness'

const NOW = Date.now()

const live = (id: number, state: LiveCard['state']): LiveCard => ({
  id,
  title: `全球投资促进大会 直播 ${id}`,
  summary: '全程直播',
  cover: `/static/img/meeting-${id}.svg`,
  host: '投洽会组委会',
  startTime: NOW,
  endTime: NOW + 3_600_000,
  state,
  hasReplay: false,
  views: 10,
})

const LIVES = [live(1, 1), live(2, 0), live(3, 2)]

const page = pageHarness('packages/media/exhibition-live/index')
const { byTestId, all } = page
stubIntersectionObserver()

function setup() {
  const liveList = jest.fn(async ({ state }: LiveQuery) => {
    const list = LIVES.filter((l) => state === undefined || l.state === state)
    return { list, total: list.length, pageNum: 1, pageSize: 10 }
  })
  const stores = page.stores({ call: answering(answer(media.liveList, liveList)) })
  return { liveList, stores }
}

describe('exhibition live page', () => {
  it('lists every live under the "all" tab, and a live opens its page', async () => {
    const { liveList, stores } = setup()
    await page.mount(ExhibitionLive, stores, {})
    expect(liveList).toHaveBeenCalledWith({ pageNum: 1, pageSize: 10 })
    expect(all('live-card')).toHaveLength(3)
    expect(document.body.textContent).toContain('共 3 场直播')
    expect(
      all('live-tab-all')
        .concat(all('live-tab-1'))
        .map((tab) => tab.textContent),
    ).toEqual(['全部', '直播中'])
    await page.click(all('live-card')[0])
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/media/meeting-forum-video/index?id=1' })
  })

  it('asks for the lives of the state its tab names', async () => {
    const { liveList, stores } = setup()
    await page.mount(ExhibitionLive, stores, {})
    await page.click(byTestId('live-tab-1')!)
    expect(liveList).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 10, state: 1 })
    expect(all('live-card').map((card) => card.textContent)).toEqual([expect.stringContaining('直播 1')])
    expect(document.body.textContent).toContain('共 1 场直播')
  })
})
