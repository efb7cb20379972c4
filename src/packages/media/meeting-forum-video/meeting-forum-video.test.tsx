import type { LiveDetail } from '@/contract/media'
import { media } from '@/contract/media.endpoints'
import { ApiError } from '@/services/http/errors'
import { answer, answering } from '@/stores/testing/fake-api'
import MeetingForumVideo from './index'
import { pageHarness } from '../../../../tests/unit/page-harness'

const NOW = Date.now()

function live(overrides: Partial<LiveDetail>): LiveDetail {
  return {
    id: 3,
    title: '全球投资促进大会 直播',
    summary: '全程直播',
    cover: '/static/img/meeting-203.svg',
    host: '投洽会组委会',
    startTime: NOW + 3_600_000,
    endTime: NOW + 7_200_000,
    state: 0,
    hasReplay: false,
    views: 10,
    content: '<p>观看提示</p><script>window.__ran = true</script>',
    streamUrl: '',
    replayUrl: '',
    meetingId: 2,
    serverTime: NOW,
    ...overrides,
  }
}

const page = pageHarness('packages/media/meeting-forum-video/index')
const { byTestId } = page

// jsdom has no media playback; the player only needs to be rendered.
beforeEach(() => {
  jest.spyOn(window.HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined)
  jest.spyOn(window.HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined)
  jest.spyOn(window.HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined)
})

async function open(detail: LiveDetail | Error) {
  const liveDetail = detail instanceof Error ? jest.fn().mockRejectedValue(detail) : jest.fn().mockResolvedValue(detail)
  const stores = page.stores({
    call: answering(answer(media.liveDetail, liveDetail)),
    userInfo: jest.fn().mockResolvedValue(null),
  })
  await page.mount(MeetingForumVideo, stores, { id: '3' })
  return liveDetail
}

describe('meeting forum video page', () => {
  it('counts down to a broadcast that has not started, with no player', async () => {
    const liveDetail = await open(live({}))
    expect(liveDetail).toHaveBeenCalledWith({ id: 3 })
    expect(byTestId('live-countdown')).not.toBeNull()
    expect(byTestId('live-countdown-time')?.textContent).toMatch(/^0天 0[01]:\d\d:\d\d$/)
    expect(byTestId('live-state-0')?.textContent).toBe('未开始')
    expect(document.querySelector('video')).toBeNull()
    expect((window as unknown as { __ran?: boolean }).__ran).toBeUndefined()
  })

  it('plays the stream while live', async () => {
    await open(live({ state: 1, startTime: NOW - 60_000, streamUrl: '/static/video/demo-1.mp4' }))
    expect(byTestId('live-countdown')).toBeNull()
    expect(byTestId('live-state-1')?.textContent).toBe('直播中')
    expect(document.body.innerHTML).toContain('demo-1.mp4')
  })

  it('tells the server every 10 s while a signed-in viewer plays, and stops on pause', async () => {
    const pointsWatchBeat = jest.fn().mockResolvedValue(null)
    const stores = page.stores(
      {
        call: answering(
          answer(media.liveDetail, () =>
            live({ state: 1, startTime: NOW - 60_000, streamUrl: '/static/video/demo-1.mp4' }),
          ),
        ),
        userInfo: jest.fn().mockResolvedValue(null),
        checkCollect: jest.fn().mockResolvedValue(false),
        pointsWatchBeat,
      },
      'viewer-token',
    )
    await page.mount(MeetingForumVideo, stores, { id: '3' })
    // The Taro video component renders its native element a moment after it mounts.
    for (let tries = 0; tries < 100 && !document.querySelector('video'); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    const video = document.querySelector('video')!
    expect(pointsWatchBeat).not.toHaveBeenCalled()
    jest.useFakeTimers()
    try {
      await page.act(() => video.dispatchEvent(new Event('play')))
      expect(pointsWatchBeat).toHaveBeenCalledWith(3)
      await page.act(() => jest.advanceTimersByTime(20_000))
      expect(pointsWatchBeat).toHaveBeenCalledTimes(3)
      await page.act(() => video.dispatchEvent(new Event('pause')))
      await page.act(() => jest.advanceTimersByTime(30_000))
      expect(pointsWatchBeat).toHaveBeenCalledTimes(3)
    } finally {
      jest.useRealTimers()
    }
  })

  it('plays the replay after the end, or says the replay is being prepared', async () => {
    await open(
      live({
        state: 2,
        startTime: NOW - 7_200_000,
        endTime: NOW - 3_600_000,
        hasReplay: true,
        replayUrl: '/static/video/demo-2.mp4',
      }),
    )
    expect(document.body.innerHTML).toContain('demo-2.mp4')
    document.body.innerHTML = ''
    await open(live({ state: 2, startTime: NOW - 7_200_000, endTime: NOW - 3_600_000 }))
    expect(byTestId('live-replay-pending')?.textContent).toBe('直播已结束，回放正在制作中')
  })

  it('shows not found for an unknown live, without a retry', async () => {
    await open(new ApiError('server', { code: 404, msg: '内容不存在或已下线' }))
    expect(byTestId('status-error')?.textContent).toContain('内容不存在')
  })
})
