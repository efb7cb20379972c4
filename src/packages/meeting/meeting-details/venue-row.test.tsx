import Taro from '@tarojs/taro'
import type { MeetingDetail } from '@/contract/meeting'
import { meetings } from '@/contract/meeting.endpoints'
import { answer, answering } from '@/stores/testing/fake-api'
import MeetingDetails from './index'
import { pageHarness } from '../../../../tests/unit/page-harness'
import { meetingDetail } from '../shared/testing/meetings'

const page = pageHarness('packages/meeting/meeting-details/index')

const meeting = (hall: string) =>
  meetingDetail({
    id: 12,
    kind: 'roadshow',
    title: '数字经济路演',
    venue: '厦门国际会展中心',
    hall,
    room: 'A1馆路演舞台',
    host: '投洽会组委会',
    startTime: Date.UTC(2026, 8, 10, 1),
    endTime: Date.UTC(2026, 8, 10, 3),
    status: 'finished',
    seatsLeft: null,
    summary: '',
    content: '',
    capacity: null,
    signedUpCount: 0,
  })

function stores(detail: MeetingDetail) {
  return page.stores({
    call: answering(answer(meetings.detail, () => detail)),
    meetingSignUpStatus: jest.fn().mockResolvedValue({ signedUp: false }),
    checkCollect: jest.fn().mockResolvedValue({ collected: false }),
    userInfo: jest.fn().mockResolvedValue(null),
  })
}

describe("a meeting's way there", () => {
  it('opens the venue map at its hall', async () => {
    await page.mount(MeetingDetails, stores(meeting('A1')), { meetingId: '12' })
    await page.click(page.byTestId('meeting-venue-map')!)
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/meeting/map-navigation/index?hall=A1' })
  })

  it('has none for a meeting held online only', async () => {
    await page.mount(MeetingDetails, stores(meeting('')), { meetingId: '12' })
    expect(page.byTestId('detail-title')?.textContent).toBe('数字经济路演')
    expect(page.byTestId('meeting-venue-map')).toBeNull()
  })
})
