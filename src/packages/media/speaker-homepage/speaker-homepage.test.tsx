import Taro from '@tarojs/taro'
import { ContentType } from '@/contract/common.codes'
import type { SpeakerDetail, VideoCard } from '@/contract/media'
import { media } from '@/contract/media.endpoints'
import { answer, answering } from '@/stores/testing/fake-api'
import SpeakerHomepage from './index'
import { pageHarness } from '../../../../tests/unit/page-harness'

const speaker: SpeakerDetail = {
  id: 2,
  name: '安娜·凯勒',
  position: '亚太区总裁',
  organisation: '欧洲工业集团',
  avatar: '/static/img/speaker-2.svg',
  featured: true,
  videoCount: 1,
  bio: '安娜·凯勒现任欧洲工业集团亚太区总裁。',
  followed: false,
}

const video: VideoCard = {
  id: 2,
  title: '安娜·凯勒：欧洲企业在华投资的新选择',
  cover: '/static/img/video-2.svg',
  duration: 754,
  speaker: '安娜·凯勒',
  speakerId: 2,
  kind: 'forum',
  category: '圆桌对话',
  publishTime: Date.now(),
  views: 1200,
}

const page = pageHarness('packages/media/speaker-homepage/index')
const { byTestId, toasts } = page

function setup(token = '') {
  const speakerVideoList = jest.fn().mockResolvedValue({ list: [video], total: 1, pageNum: 1, pageSize: 10 })
  const speakerInfo = jest.fn().mockResolvedValue(speaker)
  const api = {
    call: answering(answer(media.speakerInfo, speakerInfo), answer(media.speakerVideoList, speakerVideoList)),
    follow: jest.fn().mockResolvedValue({ followed: true }),
    userInfo: jest.fn().mockResolvedValue(null),
  }
  return { api: { ...api, speakerInfo, speakerVideoList }, stores: page.stores(api, token) }
}

describe('speaker homepage', () => {
  it('shows the speaker, the bio and their videos; a video opens its play page', async () => {
    const { api, stores } = setup()
    await page.mount(SpeakerHomepage, stores, { id: '2' })
    expect(api.speakerInfo).toHaveBeenCalledWith({ id: 2 })
    expect(api.speakerVideoList).toHaveBeenCalledWith({ pageNum: 1, pageSize: 10, speakerId: 2 })
    expect(byTestId('speaker-name')?.textContent).toBe('安娜·凯勒')
    expect(document.body.textContent).toContain(speaker.bio)
    expect(byTestId('video-card')?.textContent).toContain('12:34')
    await page.click(byTestId('video-card')!)
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/media/video-play-page/index?id=2' })
  })

  it('sends a signed-out user to log in instead of following', async () => {
    const { api, stores } = setup()
    await page.mount(SpeakerHomepage, stores, { id: '2' })
    await page.click(byTestId('follow-button')!)
    expect(api.follow).not.toHaveBeenCalled()
    expect(toasts).toContain('登录后可关注嘉宾')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/login/index' })
  })

  it('follows the speaker for a signed-in user and shows the new state', async () => {
    const { api, stores } = setup('token-1')
    await page.mount(SpeakerHomepage, stores, { id: '2' })
    await page.click(byTestId('follow-button')!)
    expect(api.follow).toHaveBeenCalledWith(2, ContentType.speaker)
    expect(byTestId('follow-button')?.textContent).toContain('已关注')
    expect(toasts).toContain('关注成功')
  })
})
