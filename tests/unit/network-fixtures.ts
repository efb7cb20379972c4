import type { Page } from '@/contract/common'
import type {
  DeskStats,
  ExchangeItem,
  Lead,
  MeetingRequest,
  OwnCard,
  PersonBrief,
  PersonPage,
  PublicCard,
  Recommendations,
} from '@/contract/network'

export const pageOf = <T>(list: T[], total = list.length): Page<T> => ({ list, total, pageNum: 1, pageSize: 10 })

export const brief = (overrides: Partial<PersonBrief> = {}): PersonBrief => ({
  userId: 21,
  name: '林晓',
  organisation: '厦门新能源科技',
  position: '投资总监',
  avatar: '/static/img/avatar.png',
  ...overrides,
})

export const publicCard = (overrides: Partial<PublicCard> = {}): PublicCard => ({
  ...brief(),
  industry: { id: 3, label: '新能源' },
  offers: ['investment'],
  seeks: ['projects'],
  intro: '专注新能源投资',
  ...overrides,
})

export const ownCard = (overrides: Partial<OwnCard> = {}): OwnCard => ({
  ...publicCard({ userId: 7, name: '王五' }),
  interests: [],
  isPublic: true,
  contacts: { phone: '13800138000', email: 'wang@example.com' },
  updatedAt: 1,
  ...overrides,
})

export const personPage = (overrides: Partial<PersonPage> = {}): PersonPage => ({
  ...publicCard(),
  exchange: { state: 'none', requestId: null },
  contacts: null,
  following: false,
  followers: 3,
  posts: 0,
  conversation: null,
  ...overrides,
})

export const exchangeItem = (overrides: Partial<ExchangeItem> = {}): ExchangeItem => ({
  id: 5,
  person: publicCard(),
  direction: 'received',
  state: 'received',
  remark: '',
  source: 'card',
  createdAt: Date.UTC(2026, 8, 8, 2),
  decidedAt: null,
  contacts: null,
  conversation: null,
  ...overrides,
})

const QUOTA = { day: '2026-09-09', quota: 10, used: 3, remaining: 7 }

export const recommendations = (overrides: Partial<Recommendations> = {}): Recommendations => ({
  personalised: true,
  notice: '',
  quota: QUOTA,
  items: [
    {
      kind: 'person',
      id: 21,
      title: '林晓',
      subtitle: '投资总监 · 厦门新能源科技',
      cover: '',
      reason: '同属新能源；您寻求投资，对方提供投资',
      score: 5,
      matched: false,
    },
  ],
  ...overrides,
})

export const matchResult = () => ({
  match: {
    id: 9,
    kind: 'person' as const,
    targetId: 21,
    title: '林晓',
    subtitle: '',
    cover: '',
    reason: '同属新能源',
    createdAt: 1,
    meetWith: brief(),
  },
  quota: { ...QUOTA, used: 4, remaining: 6 },
})

/** 9 September 2026, 10:00 fair time. */
export const SLOT = Date.UTC(2026, 8, 9, 2)

export const negotiateOptions = () => ({
  points: [{ id: 1, name: '洽谈区A', location: 'A1馆', tables: 4 }],
  days: [{ date: '2026-09-09', slots: [SLOT, SLOT + 30 * 60_000] }],
  slotMinutes: 30,
})

export const meetingRequest = (overrides: Partial<MeetingRequest> = {}): MeetingRequest => ({
  id: 11,
  direction: 'received',
  counterpart: brief(),
  topic: '储能电站合作',
  startTime: SLOT,
  endTime: SLOT + 30 * 60_000,
  point: negotiateOptions().points[0],
  note: '想聊聊合作',
  status: 'pending',
  awaitingMe: true,
  proposals: 0,
  reason: '',
  conflicts: [],
  matchId: 9,
  createdAt: 1,
  ...overrides,
})

export const deskStats = (): DeskStats => ({
  days: [
    { date: '2026-09-08', visits: 40, leads: 8, enquiries: 2 },
    { date: '2026-09-09', visits: 60, leads: 12, enquiries: 5 },
  ],
  totals: { visits: 100, leads: 20, enquiries: 7 },
})

/** A lead as network/leads answers it. */
export const leadOf = (overrides: Partial<Lead> = {}): Lead => ({
  id: 1,
  userId: 21,
  source: 'badge',
  name: '林晓',
  organisation: '厦门新能源科技',
  position: '投资总监',
  note: '',
  rating: null,
  scans: 1,
  firstScannedAt: SLOT,
  lastScannedAt: SLOT,
  contacts: null,
  ...overrides,
})
