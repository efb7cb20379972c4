import Taro from '@tarojs/taro'
import type { Conversation } from '@/contract/network'
import { NetworkCode } from '@/contract/network.codes'
import { chat, groupChats } from '@/contract/network.endpoints'
import { ApiError } from '@/services/http/errors'
import { answer, answering, profile, type EndpointAnswer } from '@/stores/testing/fake-api'
import GroupDetailPage from './index'
import { pageHarness, stubIntersectionObserver } from '../../../../tests/unit/page-harness'
import ProjectGroupList from '../project-group-list/index'
import type { ChatConnection } from '../shared/chat-connection'
import { chatMessage, conversation, fakeConnection, groupDetail, person, projectGroup } from '../shared/testing'

let mockCurrent: ReturnType<typeof fakeConnection>
jest.mock('../shared/chat-socket', () => ({
  chatConnection: (): ChatConnection => mockCurrent.connection,
}))

const page = pageHarness('packages/network/group-detail/index')
const pageOf = <T,>(list: T[]) => ({ list, total: list.length, pageNum: 1, pageSize: 10 })
stubIntersectionObserver()

beforeEach(() => {
  mockCurrent = fakeConnection(20)
})

describe('the group chats page', () => {
  const groups = [
    projectGroup(3, '新能源投资交流群'),
    projectGroup(4, '半导体产业群', { full: true, memberCount: 200 }),
    projectGroup(5, '智能制造产品群', { kind: 'product', joinable: false, productName: '机器人' }),
  ]
  const chats = () => [
    conversation('group:3', '新能源投资交流群', {
      unread: 2,
      lastMessage: chatMessage(19, '路演开始了'),
    }),
    conversation('direct:7-9', '王五', { lastMessage: chatMessage(18, '你好', { conversation: 'direct:7-9' }) }),
  ]
  const listApi = (conversations: () => Conversation[] = chats) => ({
    call: answering(
      answer(groupChats.list, () => pageOf(groups)),
      answer(chat.conversations, conversations),
      answer(groupChats.invitations, () =>
        pageOf([
          {
            id: 8,
            groupId: 6,
            groupName: '私募股权沙龙',
            kind: 'invitation' as const,
            status: 'pending' as const,
            person: person(11, '李四'),
            message: '',
            createdAt: 1,
          },
        ]),
      ),
    ),
    userInfo: jest.fn().mockResolvedValue(profile({ id: 7 })),
  })

  it('shows a visitor every group and a way to log in for their own chats', async () => {
    const conversations = jest.fn(chats)
    await page.mount(ProjectGroupList, page.stores(listApi(conversations)), {})
    expect(page.byTestId('my-chats-signed-out')?.textContent).toContain('登录后可查看我的群聊')
    expect(page.all('group-card')).toHaveLength(3)
    expect(conversations).not.toHaveBeenCalled()
  })

  it("shows the user's chats with unread counts and last messages, their invitations, and the groups to join", async () => {
    await page.mount(ProjectGroupList, page.stores(listApi(), 'tok'), {})
    const rows = page.all('conversation')
    expect(rows.map((row) => row.dataset.key)).toEqual(['group:3', 'direct:7-9'])
    expect(rows[0].textContent).toContain('王五: 路演开始了')
    expect(page.byTestId('conversation-unread')?.textContent).toBe('2')
    expect(page.byTestId('invitation')?.textContent).toContain('私募股权沙龙')
    expect(page.byTestId('groups-joined')?.textContent).toBe('已加入 1/20 个群聊')
    const cards = page.all('group-card')
    expect(cards[1].textContent).toContain('已满员')
    expect(cards[2].textContent).toContain('暂未开放入群')

    await page.click(rows[1])
    expect(Taro.navigateTo).toHaveBeenCalledWith({
      url: '/packages/network/chat-room/index?conversation=direct%3A7-9&title=%E7%8E%8B%E4%BA%94',
    })
    await page.click(cards[0])
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/network/group-detail/index?id=3' })
  })

  it('moves a chat up with one more unread message when one arrives', async () => {
    await page.mount(ProjectGroupList, page.stores(listApi(), 'tok'), {})
    await page.act(() => mockCurrent.server.ready())
    await page.act(() =>
      mockCurrent.server.frame({
        type: 'message',
        message: chatMessage(21, '在吗？', { conversation: 'direct:7-9' }),
      }),
    )
    const rows = page.all('conversation')
    expect(rows[0].dataset.key).toBe('direct:7-9')
    expect(rows[0].textContent).toContain('在吗？')
    expect(rows[0].querySelector('[data-testid="conversation-unread"]')?.textContent).toBe('1')
  })

  it('gives the seeds’ message when the user has joined the most groups', async () => {
    const api = listApi(() => Array.from({ length: 20 }, (_, i) => conversation(`group:${i + 1}`, `群${i + 1}`)))
    await page.mount(ProjectGroupList, page.stores(api, 'tok'), {})
    expect(page.byTestId('groups-joined')?.textContent).toBe('已达到加入群聊数量上限（20个）')
  })
})

describe("a group's page", () => {
  /** The group the page is answered, by the last detailApi made. */
  let detail: jest.Mock
  const detailApi = (shown = groupDetail(), extra: Record<string, unknown> = {}, ...answers: EndpointAnswer[]) => {
    detail = jest.fn().mockResolvedValue(shown)
    return {
      applyToGroup: jest.fn().mockResolvedValue(groupDetail({ joinState: 'applied' })),
      call: answering(
        answer(groupChats.detail, detail),
        answer(groupChats.members, () =>
          pageOf([
            { person: person(7, '张三'), role: 'owner' as const, joinedAt: 1, removable: false },
            { person: person(9, '王五'), role: 'member' as const, joinedAt: 2, removable: true },
          ]),
        ),
        answer(groupChats.requests, () =>
          pageOf([
            {
              id: 31,
              groupId: 3,
              groupName: '新能源投资交流群',
              kind: 'application' as const,
              status: 'pending' as const,
              person: person(12, '赵六'),
              message: '希望加入交流',
              createdAt: 1,
            },
          ]),
        ),
        ...answers,
      ),
      answerApplication: jest.fn().mockResolvedValue(null),
      removeMember: jest.fn().mockResolvedValue(null),
      leaveGroup: jest.fn().mockResolvedValue(null),
      ...extra,
    }
  }

  it('lets a signed-in user apply to an open group', async () => {
    const api = detailApi()
    await page.mount(GroupDetailPage, page.stores(api, 'tok'), { id: '3' })
    expect(detail).toHaveBeenCalledWith({ id: 3 })
    expect(page.byTestId('group-name')?.textContent).toBe('新能源投资交流群')
    expect(page.byTestId('group-notice')?.textContent).toContain('欢迎交流')
    detail.mockResolvedValue(groupDetail({ joinState: 'applied' }))
    await page.click(page.byTestId('group-apply')!)
    expect(api.applyToGroup).toHaveBeenCalledWith(3)
    expect(page.toasts).toContain('已提交申请，等待群主审核')
    expect(page.byTestId('group-waiting')?.textContent).toBe('已申请入群，等待群主审核')
  })

  it.each([
    ['full', '该群已满员'],
    ['limitReached', '已达到加入群聊数量上限（20个）'],
    ['inviteOnly', '该群仅对受邀用户开放'],
    ['unavailable', '该产品或项目暂未开放入群'],
  ] as const)('says why a %s group cannot be joined', async (joinState, notice) => {
    await page.mount(GroupDetailPage, page.stores(detailApi(groupDetail({ joinState, joinNotice: notice })), 'tok'), {
      id: '3',
    })
    expect(page.byTestId('group-join-notice')?.textContent).toBe(notice)
    expect(page.byTestId('group-apply')).toBeNull()
  })

  it("shows the server's refusal when applying fails", async () => {
    const api = detailApi(groupDetail(), {
      applyToGroup: jest.fn().mockRejectedValue(new ApiError('server', { code: 40952, msg: '该群已满员' })),
    })
    await page.mount(GroupDetailPage, page.stores(api, 'tok'), { id: '3' })
    await page.click(page.byTestId('group-apply')!)
    expect(page.toasts).toContain('该群已满员')
  })

  it('lets the owner approve an application and remove a member but not the owner', async () => {
    const owner = groupDetail({ myRole: 'owner', joinState: 'member', conversation: 'group:3', pendingRequests: 1 })
    const api = detailApi(owner)
    jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false, errMsg: 'ok' })
    await page.mount(GroupDetailPage, page.stores(api, 'tok'), { id: '3' })
    expect(page.byTestId('group-request')?.textContent).toContain('希望加入交流')
    await page.click(page.byTestId('group-approve')!)
    expect(api.answerApplication).toHaveBeenCalledWith(31, true)
    expect(page.toasts).toContain('已同意入群')

    const members = page.all('group-member')
    expect(members[0].querySelector('[data-testid="group-remove"]')).toBeNull()
    await page.click(members[1].querySelector('[data-testid="group-remove"]')!)
    expect(api.removeMember).toHaveBeenCalledWith(3, 9)
    expect(page.byTestId('group-owner-tools')).not.toBeNull()
  })

  it('lets the owner of a private group invite a person they exchanged cards with', async () => {
    const owner = groupDetail({ myRole: 'owner', joinState: 'member', isOpen: false, conversation: 'group:3' })
    const inviteToGroup = jest
      .fn()
      .mockResolvedValueOnce(null)
      .mockRejectedValueOnce(new ApiError('server', { code: NetworkCode.already, msg: '已邀请对方，请等待对方接受' }))
    const api = detailApi(
      owner,
      { inviteToGroup },
      answer(groupChats.ownerCandidates, () => [person(7, '张三'), person(9, '王五'), person(11, '李四')]),
    )
    await page.mount(GroupDetailPage, page.stores(api, 'tok'), { id: '3' })
    expect(page.byTestId('group-owner-tools')?.textContent).toContain('私密群仅限受邀用户加入')
    await page.click(page.byTestId('group-invite')!)
    const rows = page.all('invite-candidate')
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('王五'),
      expect.stringContaining('李四'),
    ])

    await page.click(rows[0].querySelector('[data-testid="invite-send"]')!)
    expect(inviteToGroup).toHaveBeenCalledWith(3, 9)
    expect(page.all('invite-candidate')[0].textContent).toContain('已发送邀请')

    await page.click(page.all('invite-candidate')[1].querySelector('[data-testid="invite-send"]')!)
    expect(page.toasts).toContain('已邀请对方，请等待对方接受')
    expect(page.all('invite-candidate')[1].querySelector('[data-testid="invite-send"]')).not.toBeNull()
  })

  it('lets the owner hand the group over to a member, after which the owner’s tools are gone', async () => {
    const owner = groupDetail({ myRole: 'owner', joinState: 'member', conversation: 'group:3' })
    const setGroupOwner = jest.fn().mockResolvedValue(null)
    const api = detailApi(owner, { setGroupOwner })
    jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false, errMsg: 'ok' })
    await page.mount(GroupDetailPage, page.stores(api, 'tok'), { id: '3' })
    const members = page.all('group-member')
    expect(members[0].querySelector('[data-testid="group-hand-over"]')).toBeNull()
    detail.mockResolvedValue(groupDetail({ myRole: 'member', joinState: 'member', conversation: 'group:3' }))
    await page.click(members[1].querySelector('[data-testid="group-hand-over"]')!)
    expect(setGroupOwner).toHaveBeenCalledWith(3, 9)
    expect(page.toasts).toContain('王五 已成为群主')
    expect(page.byTestId('group-owner-tools')).toBeNull()
  })

  it('lets a member open the chat and leave, without the owner’s tools', async () => {
    const member = groupDetail({ myRole: 'member', joinState: 'member', conversation: 'group:3' })
    const api = detailApi(member)
    jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false, errMsg: 'ok' })
    await page.mount(GroupDetailPage, page.stores(api, 'tok'), { id: '3' })
    expect(page.byTestId('group-owner-tools')).toBeNull()
    expect(page.byTestId('group-remove')).toBeNull()
    await page.click(page.byTestId('group-open-chat')!)
    expect(Taro.navigateTo).toHaveBeenCalledWith({
      url: expect.stringMatching(/^\/packages\/network\/chat-room\/index\?groupId=3&title=/),
    })
    await page.click(page.byTestId('group-leave')!)
    expect(api.leaveGroup).toHaveBeenCalledWith(3)
    expect(page.toasts).toContain('已退出群聊')
  })
})
