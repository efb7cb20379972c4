import type { Assistant } from '@/contract/network'
import { assistant as assistantEndpoints } from '@/contract/network.endpoints'
import { answer, answering } from '@/stores/testing/fake-api'
import MypageAssistant from './mypage-assistant/index'
import { brief } from '../../../tests/unit/network-fixtures'
import { pageHarness } from '../../../tests/unit/page-harness'

const page = pageHarness('packages/network/mypage-assistant/index')
const { byTestId, all, click, toasts, signedIn } = page

const ENTERPRISE = { id: 10, name: '厦门海联科技', logo: '' }
const assistant = (overrides: Partial<Assistant> = {}): Assistant => ({
  todo: {
    cardRequests: 0,
    meetingRequests: 0,
    groupRequests: 0,
    groupInvitations: 0,
    unreadMessages: 0,
    lastMessageId: 0,
  },
  upcoming: [],
  enterprise: null,
  team: [],
  teamOwner: false,
  invited: [],
  invitations: [],
  ...overrides,
})

describe('the business assistant’s team (/mypage-assistant)', () => {
  it('shows who invites the user to which team, and joins it when they accept', async () => {
    const owner = brief({ userId: 21, name: '林思远' })
    const overview = jest
      .fn()
      .mockResolvedValueOnce(assistant({ invitations: [{ enterprise: ENTERPRISE, from: owner }] }))
      .mockResolvedValue(assistant({ enterprise: ENTERPRISE, team: [owner, brief({ userId: 7, name: 'Alice' })] }))
    const api = {
      call: answering(answer(assistantEndpoints.overview, overview)),
      answerTeamInvitation: jest.fn().mockResolvedValue(null),
    }
    await page.mount(MypageAssistant, await signedIn(api), {})
    expect(page.text('team-invitation')).toContain('林思远')
    expect(page.text('team-invitation')).toContain('邀请您代表厦门海联科技')
    await click(byTestId('team-accept')!)
    expect(api.answerTeamInvitation).toHaveBeenCalledWith(10, true)
    expect(toasts).toContain('已加入团队')
    expect(byTestId('team-invitations')).toBeNull()
    expect(all('team-member')).toHaveLength(2)
  })

  it('lets a colleague leave but neither invite nor remove anyone', async () => {
    const owner = brief({ userId: 21, name: '林思远' })
    const me = brief({ userId: 7, name: 'Alice' })
    const member = {
      call: answering(
        answer(assistantEndpoints.overview, () => assistant({ enterprise: ENTERPRISE, team: [owner, me] })),
      ),
    }
    await page.mount(MypageAssistant, await signedIn(member), {})
    expect(byTestId('team-open-add')).toBeNull()
    expect(all('team-remove')).toHaveLength(0)
    expect(all('team-leave')).toHaveLength(1)
    expect(page.text('team-member')).toContain('团队负责人')
  })

  it('shows its owner who is invited, and withdraws an invitation', async () => {
    const me = brief({ userId: 7, name: 'Alice' })
    const ownerView = {
      call: answering(
        answer(assistantEndpoints.overview, () =>
          assistant({
            enterprise: ENTERPRISE,
            team: [me],
            teamOwner: true,
            invited: [brief({ userId: 30, name: '周杰' })],
          }),
        ),
      ),
      changeTeam: jest.fn().mockResolvedValue(null),
    }
    await page.mount(MypageAssistant, await signedIn(ownerView, 'en-us'), {})
    expect(byTestId('team-open-add')).not.toBeNull()
    expect(all('team-leave')).toHaveLength(0)
    expect(page.text('team-invited')).toContain('Invited, not answered yet')
    await click(byTestId('team-withdraw')!)
    expect(ownerView.changeTeam).toHaveBeenCalledWith(30, false)
    expect(toasts).toContain('Invitation withdrawn')
  })
})
