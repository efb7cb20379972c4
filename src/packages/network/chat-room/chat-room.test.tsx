import Taro from '@tarojs/taro'
import type { Conversation } from '@/contract/network'
import { chat, customerService, groupChats } from '@/contract/network.endpoints'
import { ApiError } from '@/services/http/errors'
import { answer, answering, profile, type EndpointAnswer } from '@/stores/testing/fake-api'
import ChatRoomPage from './index'
import { pageHarness } from '../../../../tests/unit/page-harness'
import type { ChatConnection } from '../shared/chat-connection'
import { chatMessage, conversation, fakeConnection, groupDetail, person } from '../shared/testing'

let mockCurrent: ReturnType<typeof fakeConnection>
jest.mock('../shared/chat-socket', () => ({
  chatConnection: (): ChatConnection => mockCurrent.connection,
}))

const page = pageHarness('packages/network/chat-room/index')

/** The chat's fakes; a test's `answers` come after the defaults, so each replaces the default of its endpoint. */
function chatApi(extra: Record<string, unknown> = {}, ...answers: EndpointAnswer[]) {
  return {
    call: answering(
      answer(groupChats.detail, () => groupDetail({ myRole: 'member', joinState: 'member', conversation: 'group:3' })),
      answer(chat.conversations, (): Conversation[] => [conversation('group:3', '新能源投资交流群', { unread: 2 })]),
      answer(chat.direct, () => ({ conversation: 'direct:7-9' })),
      ...answers,
    ),
    history: jest.fn().mockResolvedValue({
      messages: [chatMessage(10, '大家好'), chatMessage(11, '欢迎新朋友')],
      more: true,
      lastReadId: 9,
    }),
    markRead: jest.fn().mockResolvedValue({ lastReadId: 11, unread: 0 }),
    userInfo: jest.fn().mockResolvedValue(profile({ id: 7 })),
    ...extra,
  }
}

/** Types into the chat bar, as a person would, and waits for the page to take it. */
async function type(text: string) {
  // Taro's input renders its native element a tick after it mounts.
  let input = document.querySelector<HTMLInputElement>('.chat__input input, input')
  for (let tries = 0; !input && tries < 50; tries++) {
    await page.settle()
    input = document.querySelector<HTMLInputElement>('.chat__input input, input')
  }
  if (!input) throw new Error('no chat input')
  const field = input
  await page.act(() => {
    field.value = text
    field.dispatchEvent(new Event('input', { bubbles: true }))
  })
  await page.settle()
}

const texts = () => page.all('chat-text').map((element) => element.textContent)

// jsdom lays nothing out: scrolling to the newest message is a no-op here.
beforeAll(() => {
  Element.prototype.scrollIntoView = () => undefined
})

describe('the chat room', () => {
  beforeEach(() => {
    mockCurrent = fakeConnection(11)
  })

  it('asks a visitor to log in and opens nothing', async () => {
    const api = chatApi()
    await page.mount(ChatRoomPage, page.stores(api), { groupId: '3' })
    expect(page.byTestId('login-prompt')?.textContent).toContain('登录后即可查看和发送消息')
    expect(api.call).not.toHaveBeenCalled()
    expect(mockCurrent.server.events).toBeNull()
  })

  it("shows a group's history, clears its unread count and links to the group's page", async () => {
    const api = chatApi()
    await page.mount(ChatRoomPage, page.stores(api, 'tok'), { groupId: '3' })
    expect(api.call).toHaveBeenCalledWith(groupChats.detail, { id: 3 })
    expect(texts()).toEqual(['大家好', '欢迎新朋友'])
    expect(page.byTestId('chat-title')?.textContent).toBe('新能源投资交流群')
    expect(page.byTestId('chat-older')?.textContent).toBe('查看更早的消息')
    // Before the socket is up the read mark goes over HTTP.
    expect(api.markRead).toHaveBeenCalledWith('group:3', 11)
    await page.click(page.byTestId('chat-group-info')!)
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/network/group-detail/index?id=3' })
  })

  it('shows messages as they arrive, once each, and marks them read over the socket', async () => {
    await page.mount(ChatRoomPage, page.stores(chatApi(), 'tok'), { groupId: '3' })
    await page.act(() => mockCurrent.server.ready())
    expect(mockCurrent.server.sent[0]).toMatchObject({ type: 'auth', token: 'tok', after: 11 })
    await page.act(() => {
      mockCurrent.server.frame({ type: 'message', message: chatMessage(12, '项目路演几点开始？') })
      mockCurrent.server.frame({ type: 'message', message: chatMessage(12, '项目路演几点开始？') })
      mockCurrent.server.frame({ type: 'message', message: chatMessage(13, '别的群', { conversation: 'group:4' }) })
    })
    expect(texts()).toEqual(['大家好', '欢迎新朋友', '项目路演几点开始？'])
    expect(mockCurrent.server.sent).toContainEqual({ type: 'read', conversation: 'group:3', upTo: 12 })
  })

  it('shows what the user sends at once and keeps it once the server has stored it', async () => {
    await page.mount(ChatRoomPage, page.stores(chatApi(), 'tok'), { groupId: '3' })
    await page.act(() => mockCurrent.server.ready())
    await type('下午三点')
    await page.click(page.byTestId('chat-send')!)
    expect(page.byTestId('chat-outgoing')?.textContent).toContain('下午三点')
    const frame = mockCurrent.server.sent.find((sent) => sent.type === 'send')
    expect(frame).toMatchObject({ conversation: 'group:3', kind: 'text', body: '下午三点' })
    await page.act(() => {
      mockCurrent.server.frame({
        type: 'message',
        message: chatMessage(14, '下午三点', { sender: person(7, '张三'), clientId: String(frame?.clientId) }),
      })
      mockCurrent.server.frame({ type: 'ack', clientId: frame?.clientId, id: 14 })
    })
    expect(page.byTestId('chat-outgoing')).toBeNull()
    expect(texts()).toEqual(['大家好', '欢迎新朋友', '下午三点'])
    expect(page.all('chat-message').pop()?.className).toContain('chat__row--mine')
  })

  it("shows the server's refusal of a message with a way to send it again", async () => {
    await page.mount(ChatRoomPage, page.stores(chatApi(), 'tok'), { groupId: '3' })
    await page.act(() => mockCurrent.server.ready())
    await type('你好')
    await page.click(page.byTestId('chat-send')!)
    const frame = mockCurrent.server.sent.find((sent) => sent.type === 'send')
    await page.act(() =>
      mockCurrent.server.frame({ type: 'error', code: 40356, msg: '仅群成员可以发言', clientId: frame?.clientId }),
    )
    expect(page.byTestId('chat-failed')?.textContent).toBe('仅群成员可以发言')
    await page.click(page.byTestId('chat-retry')!)
    expect(mockCurrent.server.sent.filter((sent) => sent.type === 'send')).toHaveLength(2)
  })

  it('sends a person who is not a member to the group page', async () => {
    const api = chatApi(
      {},
      answer(groupChats.detail, () => groupDetail()),
    )
    await page.mount(ChatRoomPage, page.stores(api, 'tok'), { groupId: '3' })
    expect(page.byTestId('chat-not-member')?.textContent).toContain('您还不是该群成员')
    expect(api.history).not.toHaveBeenCalled()
  })

  it('opens the one-to-one chat with a person, or says why not', async () => {
    const openDirect = jest.fn().mockResolvedValue({ conversation: 'direct:7-9' })
    const api = chatApi(
      { history: jest.fn().mockResolvedValue({ messages: [], more: false, lastReadId: 0 }) },
      answer(chat.conversations, () => [conversation('direct:7-9', '王五')]),
      answer(chat.direct, openDirect),
    )
    await page.mount(ChatRoomPage, page.stores(api, 'tok'), { userId: '9' })
    expect(openDirect).toHaveBeenCalledWith({ userId: 9 })
    expect(api.history).toHaveBeenCalledWith({ conversation: 'direct:7-9', pageSize: 30 })
    expect(page.byTestId('chat-empty')?.textContent).toBe('还没有消息，说点什么吧')

    document.body.innerHTML = ''
    const refused = chatApi(
      {},
      answer(chat.direct, () => Promise.reject(new ApiError('server', { code: 40357, msg: '交换名片后才能聊天' }))),
    )
    await page.mount(ChatRoomPage, page.stores(refused, 'tok'), { userId: '9' })
    expect(page.byTestId('chat-unavailable')?.textContent).toContain('交换名片后才能聊天')
  })

  it('tells the user when customer service will reply', async () => {
    const api = chatApi(
      {},
      answer(chat.conversations, () => [conversation('service:7', '在线客服')]),
      answer(customerService.thread, () => ({
        conversation: 'service:7',
        topic: null,
        replyBy: Date.UTC(2026, 8, 12, 2),
        notice: '',
      })),
    )
    await page.mount(ChatRoomPage, page.stores(api, 'tok'), { conversation: 'service:7' })
    expect(page.byTestId('chat-reply-by')?.textContent).toBe('您的留言已收到，客服将于 09-12 10:00 前回复')
  })
})
