import Taro from '@tarojs/taro'
import type { MeetingDetail } from '@/contract/meeting'
import { meetings } from '@/contract/meeting.endpoints'
import { answer, answering } from '@/stores/testing/fake-api'
import MeetingReviewDetail from './index'
import { pageHarness } from '../../../../tests/unit/page-harness'
import { forumDetail as meeting } from '../shared/testing/meetings'

const page = pageHarness('packages/meeting/meeting-review-detail/index')
const { byTestId, all } = page

function setup(detail: MeetingDetail) {
  const api = {
    call: answering(answer(meetings.detail, () => detail)),
    checkCollect: jest.fn().mockResolvedValue({ collected: false }),
    baseConfig: jest.fn(),
    userInfo: jest.fn().mockResolvedValue(null),
  }
  return { api, stores: page.stores(api) }
}

describe('a reviewed meeting', () => {
  it('opens its replay through the live page and shows its summary, speakers and materials', async () => {
    const { stores } = setup(meeting({ status: 'finished', live: { id: 51, state: 'replay' }, hasReplay: true }))
    await page.mount(MeetingReviewDetail, stores, { id: '12' })
    expect(byTestId('detail-title')?.textContent).toBe('数字贸易平行论坛')
    expect(document.body.textContent).toContain('数字贸易规则与合作')
    expect(byTestId('meeting-live')?.textContent).toBe('会议回放观看回放›')
    expect(all('meeting-speaker')).toHaveLength(2)
    expect(all('meeting-material')).toHaveLength(1)
    expect(byTestId('meeting-sign-up-bar')).toBeNull()
    expect(byTestId('meeting-online')).toBeNull()
    await page.click(byTestId('meeting-live')!)
    expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: '/packages/media/meeting-forum-video/index?id=51' })
  })

  it('says when the replay is not online yet, in English', async () => {
    const { stores } = setup(meeting({ status: 'finished', live: null }))
    stores.app.setLanguage('en-us')
    await page.mount(MeetingReviewDetail, stores, { id: '12' })
    expect(byTestId('meeting-no-replay')?.textContent).toBe('ReplayThe replay is not online yet')
  })
})
