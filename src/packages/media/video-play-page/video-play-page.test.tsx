import Taro from '@tarojs/taro'
import type { VideoCard, VideoDetail } from '@/contract/media'
import { media } from '@/contract/media.endpoints'
import { ApiError } from '@/services/http/errors'
import { answer, answering } from '@/stores/testing/fake-api'
import VideoPlayPage from './index'
import { pageHarness, stubIntersectionObserver } from '../../../../tests/unit/page-harness'
import VideoPlayer from '../video-player/index'

const related: VideoCard = {
  id: 4,
  title: '安娜·凯勒：欧洲企业在华投资的新选择',
  cover: '/static/img/video-4.svg',
  duration: 754,
  speaker: '安娜·凯勒',
  speakerId: 2,
  kind: 'forum',
  category: '圆桌对话',
  publishTime: Date.now(),
  views: 1200,
}

const video: VideoDetail = {
  ...related,
  id: 1,
  title: '周明远：全球产业链重构中的投资机遇',
  speakerId: 1,
  url: '/static/video/demo-1.mp4',
  content: '产业链重构带来的投资机遇。',
  speakerPosition: '首席经济学家',
  speakerOrganisation: '国际投资研究院',
  speakerAvatar: '/static/img/speaker-1.svg',
  related: [related],
}

const page = pageHarness('packages/media/video-play-page/index')
const { byTestId } = page
stubIntersectionObserver()

// jsdom has no media playback; the player only needs to be rendered.
beforeEach(() => {
  jest.spyOn(window.HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined)
  jest.spyOn(window.HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined)
})

function setup() {
  // The play page and the full-screen player both read the video's endpoint.
  const videoInfo = jest.fn().mockResolvedValue(video)
  const call = answering(answer(media.videoInfo, videoInfo))
  return { videoInfo, stores: page.stores({ call, userInfo: jest.fn().mockResolvedValue(null) }) }
}

describe('video pages', () => {
  it("say a video that cannot play cannot be played (seed 001), in the user's language", async () => {
    const { stores } = setup()
    stores.app.setLanguage('en-us')
    await page.mount(VideoPlayPage, stores, { id: '1' })
    // The player's element says it failed, as Taro's video does when the file cannot be decoded.
    byTestId('video-player')!.dispatchEvent(new CustomEvent('error', { detail: { errMsg: 'MEDIA_ERR_DECODE' } }))
    expect(page.toasts).toContain('This video cannot be played')
  })

  it('open the video of the id: its player, title, speaker and related videos', async () => {
    const { videoInfo, stores } = setup()
    await page.mount(VideoPlayPage, stores, { id: '1' })
    expect(videoInfo).toHaveBeenCalledWith({ id: 1 })
    expect(byTestId('video-title')?.textContent).toBe(video.title)
    expect(document.body.innerHTML).toContain('demo-1.mp4')
    expect(byTestId('video-speaker')?.textContent).toContain('国际投资研究院')
    await page.click(byTestId('video-card')!)
    expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: '/packages/media/video-play-page/index?id=4' })
    await page.click(byTestId('video-full-screen')!)
    expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: '/packages/media/video-player/index?id=1' })
  })

  it('play the video of the id full screen', async () => {
    const { videoInfo, stores } = setup()
    await page.mount(VideoPlayer, stores, { id: '1' })
    expect(videoInfo).toHaveBeenCalledWith({ id: 1 })
  })

  it.each([
    ['zh-cn', {}, '没有指定要播放的视频'],
    ['en-us', {}, 'No video was named to play'],
    ['zh-cn', { id: 'abc' }, '没有指定要播放的视频'],
    ['en-us', { id: '0' }, 'No video was named to play'],
  ] as const)(
    'say no video was named when the player opens in %s with %j, asking nothing',
    async (language, params, words) => {
      const { videoInfo, stores } = setup()
      stores.app.setLanguage(language)
      await page.mount(VideoPlayer, stores, params)
      expect(videoInfo).not.toHaveBeenCalled()
      expect(byTestId('status-error')?.textContent).toBe(words)
      expect(byTestId('video-player')).toBeNull()
    },
  )

  it("give the server's words when the id names no video, without a retry", async () => {
    const missing = new ApiError('server', { code: 404, msg: '该视频不存在或已下线' })
    const videoInfo = jest.fn().mockRejectedValue(missing)
    const stores = page.stores({ call: answering(answer(media.videoInfo, videoInfo)), userInfo: jest.fn() })
    await page.mount(VideoPlayer, stores, { id: '99999' })
    expect(videoInfo).toHaveBeenCalledWith({ id: 99999 })
    expect(byTestId('status-error')?.textContent).toBe('该视频不存在或已下线')
    expect(document.body.textContent).not.toContain('重试')
    expect(byTestId('video-player')).toBeNull()
  })
})
