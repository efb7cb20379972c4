import type { ChatMessage, Conversation, GroupDetail, PersonBrief, PostCard, ProjectGroup } from '@/contract/network'
import { ChatConnection, type SocketEvents } from './chat-connection'

/** A connection on a socket the test plays the server of: `server.frame()` sends, `server.sent` is what came. */
export function fakeConnection(after = 0) {
  const server = {
    sent: [] as Record<string, unknown>[],
    events: null as SocketEvents | null,
    frame(frame: object) {
      server.events?.message(JSON.stringify(frame))
    },
    /** Opens the socket and answers the auth with ready. */
    ready(lastId = after) {
      server.events?.open()
      server.frame({ type: 'ready', userId: 7, lastId })
    },
  }
  const connection = new ChatConnection({
    open: (_url, events) => {
      server.events = events
      return { send: (text) => void server.sent.push(JSON.parse(text)), close: () => undefined }
    },
    url: () => 'ws://test/socket',
    token: () => 'tok',
    lang: () => 'zh',
    startAfter: async () => after,
    schedule: () => () => undefined,
  })
  return { connection, server }
}

export const person = (userId: number, name: string): PersonBrief => ({
  userId,
  name,
  organisation: '厦门投资公司',
  position: '经理',
  avatar: '',
})

export const chatMessage = (id: number, body: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  conversation: 'group:3',
  kind: 'text',
  body,
  sender: person(9, '王五'),
  staff: false,
  clientId: '',
  createdAt: Date.UTC(2026, 8, 9, 2, id),
  ...extra,
})

export const projectGroup = (id: number, name: string, extra: Partial<ProjectGroup> = {}): ProjectGroup => ({
  id,
  kind: 'topic',
  name,
  avatar: '',
  isOpen: true,
  joinable: true,
  memberCount: 3,
  memberLimit: 200,
  full: false,
  projectId: null,
  projectTitle: '',
  productId: null,
  productName: '',
  ...extra,
})

export const groupDetail = (extra: Partial<GroupDetail> = {}): GroupDetail => ({
  ...projectGroup(3, '新能源投资交流群'),
  notice: '欢迎交流',
  noticeAt: null,
  owner: person(7, '张三'),
  leader: person(7, '张三'),
  myRole: null,
  joinState: 'canApply',
  joinNotice: '',
  requestId: null,
  conversation: null,
  pendingRequests: 0,
  ...extra,
})

export const conversation = (key: string, title: string, extra: Partial<Conversation> = {}): Conversation => ({
  key,
  kind: key.split(':')[0] as Conversation['kind'],
  title,
  avatar: '',
  groupId: key.startsWith('group:') ? Number(key.split(':')[1]) : null,
  peer: null,
  lastMessage: null,
  unread: 0,
  ...extra,
})

export const post = (id: number, title: string, extra: Partial<PostCard> = {}): PostCard => ({
  id,
  kind: 'dynamic',
  title,
  summary: `${title}的摘要`,
  cover: '',
  images: [],
  author: person(9, '王五'),
  publishTime: Date.UTC(2026, 8, 1, 2),
  likes: 4,
  liked: false,
  event: null,
  ...extra,
})
