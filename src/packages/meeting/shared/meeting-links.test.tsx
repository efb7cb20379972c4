import Taro from '@tarojs/taro'
import type { MeetingDetail } from '@/contract/meeting'
import { MeetingLinks } from './meeting-links'
import { fairTime, meetingDetail } from './testing/meetings'
import { pageHarness } from '../../../../tests/unit/page-harness'

const page = pageHarness('packages/meeting/meeting-details/index')
const { byTestId } = page

async function mountFor(meeting: MeetingDetail, now = fairTime(10, 9)) {
  const api = {
    meetingOptions: jest.fn().mockResolvedValue({ days: [], kinds: [], halls: [], editions: [], now }),
    userInfo: jest.fn().mockResolvedValue(null),
  }
  const Links = () => <MeetingLinks meeting={meeting} />
  await page.mount(Links, page.stores(api, 'token-1'), {})
}

const links = () =>
  [...document.querySelectorAll('[data-testid^="meeting-link-"]')].map((link) => link.getAttribute('data-testid'))

describe("the ways on from a meeting's page", () => {
  it('offers the sign-up sheet while the meeting is open, and the invitation code for an invited-only one', async () => {
    await mountFor(meetingDetail())
    expect(links()).toEqual(['meeting-link-popup'])
    await page.click(byTestId('meeting-link-popup')!)
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/meeting/meeting-popup/index?meetingId=7' })
    document.body.innerHTML = ''
    await mountFor(meetingDetail({ invitationOnly: true }))
    expect(links()).toEqual(['meeting-link-invitation'])
  })

  it("offers the door's sign-in sheet once the meeting is on or starts within the hour by the server's clock", async () => {
    await mountFor(meetingDetail({ status: 'ongoing' }))
    expect(links()).toEqual(['meeting-link-door'])
    await page.click(byTestId('meeting-link-door')!)
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/meeting/meeting-offline-merber/index?meetingId=7' })
    document.body.innerHTML = ''
    await mountFor(meetingDetail(), fairTime(10, 13, 30))
    expect(links()).toEqual(['meeting-link-popup', 'meeting-link-door'])
    document.body.innerHTML = ''
    await mountFor(meetingDetail({ status: 'finished' }))
    expect(links()).toEqual([])
  })
})
