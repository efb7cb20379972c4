import { Type, type Static } from '@sinclair/typebox'
import { Id, IdQuery, Keyword, Literals, Nullable, PageFields } from './common'
import {
  CARD_INTERESTS_MAX,
  CARD_NEEDS,
  CARD_NEEDS_MAX,
  CERTIFICATION_STATUSES,
  CONVERSATION_KEY_PATTERN,
  CONVERSATION_KINDS,
  EXCHANGE_BOXES,
  EXCHANGE_SOURCES,
  EXCHANGE_STATES,
  GROUP_KINDS,
  GROUP_MAX_LIMIT,
  GROUP_NAME_MAX,
  GROUP_NOTICE_MAX,
  GROUP_REQUEST_KINDS,
  GROUP_REQUEST_STATUSES,
  GROUP_ROLES,
  HISTORY_PAGE_MAX,
  JOIN_STATES,
  LEAD_NOTE_MAX,
  LEAD_RATING_MAX,
  LEAD_SOURCES,
  MATCH_KINDS,
  MEETING_REQUEST_BOXES,
  MEETING_REQUEST_STATUSES,
  MEETING_TOPIC_MAX,
  MEETING_TOPIC_MIN,
  MESSAGE_KINDS,
  MESSAGE_TEXT_MAX,
  POST_CONTENT_MAX,
  POST_IMAGES_MAX,
  POST_KINDS,
  POST_TITLE_MAX,
  SENDABLE_KINDS,
  VISITOR_KINDS,
} from './network.codes'
import { Waiting } from './waiting'

// Requests and answers of the network domain (seed 001 sections 1, 4, 5, 6, 8, 9; seed 000 section 7): business cards
// and their exchange, people's pages, visitors and fans, group chats, messages (HTTP and the socket), customer
// service, the investment circle, matchmaking and meeting requests, the exhibitor's tools. Signed-in calls are under
// /user-central (cards under userBusinessCardApply/, the rest under network/), public ones under /common-client.
// Times are milliseconds since the epoch. A refused field answers 400 with `data` a FieldRefusal.

/** A refused field: its name (`offers.1` inside a list) and why (a schema keyword or a rule of the service). */
export const FieldRefusal = Type.Object({ field: Type.String(), problem: Type.String() })
export type FieldRefusal = Static<typeof FieldRefusal>

/** The URL getImageUrl answered for one of the user's own pictures (`/uploads/<key>.<ext>`), or a placeholder path. */
const PictureUrl = Type.String({ maxLength: 300 })
const UserIdBody = Type.Object({ userId: Id })
/** A moment in milliseconds. */
const Moment = Type.Integer({ minimum: 0, maximum: 8_640_000_000_000_000 })

// ---------------------------------------------------------------------------------------------------------------
// Business cards and people

/** Body of userBusinessCardApply/add: the user's card, created or replaced. */
export const CardForm = Type.Object({
  name: Type.String({ maxLength: 50 }),
  organisation: Type.String({ maxLength: 100 }),
  position: Type.String({ maxLength: 50 }),
  /** An industry from the project filters' industries (project/industrySelect); omitted when none. */
  industryId: Type.Optional(Id),
  offers: Type.Array(Literals(CARD_NEEDS), { maxItems: CARD_NEEDS_MAX, uniqueItems: true }),
  seeks: Type.Array(Literals(CARD_NEEDS), { maxItems: CARD_NEEDS_MAX, uniqueItems: true }),
  /** Industries of interest, for matchmaking. */
  interests: Type.Optional(Type.Array(Id, { maxItems: CARD_INTERESTS_MAX, uniqueItems: true, default: [] })),
  intro: Type.Optional(Type.String({ maxLength: 500, default: '' })),
  /** One of the user's uploads; the account's avatar when omitted. */
  avatar: Type.Optional(PictureUrl),
  /** Any country's mobile or landline, stored in E.164 (contract/phone); shown only after an exchange. */
  phone: Type.String({ maxLength: 32 }),
  /** Optional; shown only after an exchange. */
  email: Type.Optional(Type.String({ maxLength: 100, default: '' })),
  /** Found by userInfoSearch and shown on the person's page to anyone; on by default. */
  isPublic: Type.Optional(Type.Boolean({ default: true })),
})
export type CardForm = Static<typeof CardForm>

/** An industry as a card shows it. */
export const IndustryRef = Type.Object({ id: Type.Number(), label: Type.String() })
export type IndustryRef = Static<typeof IndustryRef>

/** Who a person is in any list: their card's name, organisation, position and avatar (the account's when no card). */
export const PersonBrief = Type.Object({
  userId: Type.Number(),
  name: Type.String(),
  organisation: Type.String(),
  position: Type.String(),
  avatar: Type.String(),
})
export type PersonBrief = Static<typeof PersonBrief>

/** Contact details: only the owner and the people they exchanged cards with see them. */
export const Contacts = Type.Object({ phone: Type.String(), email: Type.String() })
export type Contacts = Static<typeof Contacts>

/** A card's public fields. */
export const PublicCard = Type.Object({
  ...PersonBrief.properties,
  industry: Nullable(IndustryRef),
  offers: Type.Array(Literals(CARD_NEEDS)),
  seeks: Type.Array(Literals(CARD_NEEDS)),
  intro: Type.String(),
})
export type PublicCard = Static<typeof PublicCard>

/** The user's own card as they wrote it, with its contacts. */
export const OwnCard = Type.Object({
  ...PublicCard.properties,
  interests: Type.Array(IndustryRef),
  isPublic: Type.Boolean(),
  contacts: Contacts,
  updatedAt: Type.Number(),
})
export type OwnCard = Static<typeof OwnCard>

/** userBusinessCardApply/getStatus: whether the user has a card yet (`none`: the app asks to make one). */
export const CardStatus = Type.Object({
  status: Literals(['none', 'active'] as const),
  card: Nullable(OwnCard),
})
export type CardStatus = Static<typeof CardStatus>

/** network/card/code: the signed code of the user's card and its QR (SVG); scanning it asks for an exchange. */
export const CardCode = Type.Object({ code: Type.String(), qrSvg: Type.String() })
export type CardCode = Static<typeof CardCode>

/** Where the caller stands with a person, and the request that says so (null for none and self). */
export const ExchangeStatus = Type.Object({
  state: Literals(EXCHANGE_STATES),
  requestId: Nullable(Type.Number()),
})
export type ExchangeStatus = Static<typeof ExchangeStatus>

/**
 * home/userInfoDetail (/homepage): a person's public page. Contacts only for the person themself and once cards are
 * exchanged; a private card is shown to them and to people they exchanged with only (404 for others).
 */
export const PersonPage = Type.Object({
  ...PublicCard.properties,
  exchange: ExchangeStatus,
  contacts: Nullable(Contacts),
  following: Type.Boolean(),
  followers: Type.Number(),
  posts: Type.Number(),
  /** The one-to-one conversation's key once cards are exchanged (network/chat/direct opens it). */
  conversation: Nullable(Type.String()),
})
export type PersonPage = Static<typeof PersonPage>

/** network/exchange/request: ask a person to exchange cards. */
export const ExchangeRequestForm = Type.Object({
  userId: Id,
  remark: Type.Optional(Type.String({ maxLength: 200, default: '' })),
  source: Type.Optional(Literals(EXCHANGE_SOURCES)),
})
export type ExchangeRequestForm = Static<typeof ExchangeRequestForm>

/** network/exchange/scan (/scan-result-friend): a scanned card code or badge payload; asks that person for an exchange. */
export const ScanForm = Type.Object({ code: Type.String({ minLength: 1, maxLength: 600 }) })
export type ScanForm = Static<typeof ScanForm>

/** What a scan found: the person and where the exchange now stands. */
export const ScanResult = Type.Object({ person: PublicCard, exchange: ExchangeStatus })
export type ScanResult = Static<typeof ScanResult>

/** network/exchange/accept and /decline (body): the request's id. */
export const ExchangeDecision = IdQuery
export type ExchangeDecision = Static<typeof ExchangeDecision>

/** network/exchange/list: one box, newest first; `keyword` narrows by name or organisation. */
export const ExchangeListQuery = Type.Object({
  ...PageFields,
  box: Literals(EXCHANGE_BOXES),
  keyword: Type.Optional(Keyword),
})
export type ExchangeListQuery = Static<typeof ExchangeListQuery>

/** One exchange request; `contacts` once exchanged, and only then. */
export const ExchangeItem = Type.Object({
  id: Type.Number(),
  person: PublicCard,
  direction: Literals(['sent', 'received'] as const),
  state: Literals(EXCHANGE_STATES),
  remark: Type.String(),
  source: Literals(EXCHANGE_SOURCES),
  createdAt: Type.Number(),
  decidedAt: Nullable(Type.Number()),
  contacts: Nullable(Contacts),
  conversation: Nullable(Type.String()),
})
export type ExchangeItem = Static<typeof ExchangeItem>

/** network/visitors: who viewed the user's card, or the booths of their enterprise, in the last VISITOR_DAYS days. */
export const VisitorQuery = Type.Object({ ...PageFields, kind: Literals(VISITOR_KINDS) })
export type VisitorQuery = Static<typeof VisitorQuery>

export const Visitor = Type.Object({
  person: PersonBrief,
  lastViewedAt: Type.Number(),
  views: Type.Number(),
  /** For booth visitors: the booth last opened. */
  boothNo: Type.String(),
  exchange: ExchangeStatus,
})
export type Visitor = Static<typeof Visitor>

/** network/follow: follows a person, or stops following them when already following. */
export const FollowForm = UserIdBody
export type FollowForm = Static<typeof FollowForm>
export const FollowState = Type.Object({ following: Type.Boolean(), followers: Type.Number() })
export type FollowState = Static<typeof FollowState>

/** One of the user's fans (network/fans) or one they follow (network/following). */
export const FanItem = Type.Object({
  person: PersonBrief,
  followedAt: Type.Number(),
  /** Whether the other direction holds too. */
  mutual: Type.Boolean(),
})
export type FanItem = Static<typeof FanItem>

// ---------------------------------------------------------------------------------------------------------------
// Group chats

/** A group chat as listed (projectGroup/list, /project-group-list; network/groups/mine adds the unread count). */
export const ProjectGroup = Type.Object({
  id: Type.Number(),
  kind: Literals(GROUP_KINDS),
  name: Type.String(),
  avatar: Type.String(),
  /** Open groups take applications; private ones are by invitation. */
  isOpen: Type.Boolean(),
  /** False when joining this project's or product's group is not available. */
  joinable: Type.Boolean(),
  memberCount: Type.Number(),
  memberLimit: Type.Number(),
  full: Type.Boolean(),
  projectId: Nullable(Type.Number()),
  projectTitle: Type.String(),
  productId: Nullable(Type.Number()),
  productName: Type.String(),
})
export type ProjectGroup = Static<typeof ProjectGroup>

/** projectGroup/list: a keyword, and optionally one project's or one product's groups. */
export const GroupListQuery = Type.Object({
  ...PageFields,
  keyword: Type.Optional(Keyword),
  projectId: Type.Optional(Id),
  productId: Type.Optional(Id),
})
export type GroupListQuery = Static<typeof GroupListQuery>

/** A group the user is in, with its conversation and what they have not read. */
export const MyGroup = Type.Object({
  ...ProjectGroup.properties,
  role: Literals(GROUP_ROLES),
  conversation: Type.String(),
  unread: Type.Number(),
})
export type MyGroup = Static<typeof MyGroup>

/**
 * network/group/detail: the group, its notice and owner, and what the caller may do: `joinState` with `joinNotice`
 * (the seeds' message for full, the joined-groups limit, invitation only, joining not available; '' otherwise).
 */
export const GroupDetail = Type.Object({
  ...ProjectGroup.properties,
  notice: Type.String(),
  noticeAt: Nullable(Type.Number()),
  owner: Nullable(PersonBrief),
  leader: Nullable(PersonBrief),
  myRole: Nullable(Literals(GROUP_ROLES)),
  joinState: Literals(JOIN_STATES),
  joinNotice: Type.String(),
  /** The request to answer (an invitation) or waiting (an application), when there is one. */
  requestId: Nullable(Type.Number()),
  /** Members only. */
  conversation: Nullable(Type.String()),
  /** Applications waiting for the owner (the owner only; 0 for others). */
  pendingRequests: Type.Number(),
})
export type GroupDetail = Static<typeof GroupDetail>

/**
 * network/group/create (/create-group-chat): the creator is the project leader; the owner is the leader unless another
 * person is chosen (/select-group-owner: network/group/ownerCandidates). A project or product group names it.
 */
export const GroupCreateForm = Type.Object({
  name: Type.String({ maxLength: GROUP_NAME_MAX }),
  avatar: Type.Optional(PictureUrl),
  isOpen: Type.Boolean(),
  kind: Type.Optional(Literals(GROUP_KINDS)),
  projectId: Type.Optional(Id),
  productId: Type.Optional(Id),
  ownerId: Type.Optional(Id),
  memberLimit: Type.Optional(Type.Integer({ minimum: 2, maximum: GROUP_MAX_LIMIT })),
  notice: Type.Optional(Type.String({ maxLength: GROUP_NOTICE_MAX, default: '' })),
})
export type GroupCreateForm = Static<typeof GroupCreateForm>

/** network/group/apply: asks to join an open group. */
export const GroupApplyForm = Type.Object({ groupId: Id, message: Type.Optional(Type.String({ maxLength: 200 })) })
export type GroupApplyForm = Static<typeof GroupApplyForm>

/** network/group/invite (the owner), member/remove (the owner), owner (the owner or the leader). */
export const GroupPersonForm = Type.Object({ groupId: Id, userId: Id })
export type GroupPersonForm = Static<typeof GroupPersonForm>

/** network/group/leave, invitation/accept, invitation/decline. */
export const GroupIdForm = Type.Object({ groupId: Id })
export type GroupIdForm = Static<typeof GroupIdForm>

/** network/group/notice (the owner): '' removes it. */
export const GroupNoticeForm = Type.Object({ groupId: Id, notice: Type.String({ maxLength: GROUP_NOTICE_MAX }) })
export type GroupNoticeForm = Static<typeof GroupNoticeForm>

/** network/group/edit (the owner): a new name, avatar or both. */
export const GroupEditForm = Type.Object({
  groupId: Id,
  name: Type.Optional(Type.String({ maxLength: GROUP_NAME_MAX })),
  avatar: Type.Optional(PictureUrl),
})
export type GroupEditForm = Static<typeof GroupEditForm>

/** network/group/members, network/group/requests (owner): one group's. */
export const GroupPageQuery = Type.Object({ ...PageFields, groupId: Id })
export type GroupPageQuery = Static<typeof GroupPageQuery>

export const GroupMember = Type.Object({
  person: PersonBrief,
  role: Literals(GROUP_ROLES),
  joinedAt: Type.Number(),
  /** Whether the caller (the owner) may remove them: not the owner, not the leader. */
  removable: Type.Boolean(),
})
export type GroupMember = Static<typeof GroupMember>

/** An application (to the owner) or an invitation (to the invitee). */
export const GroupRequest = Type.Object({
  id: Type.Number(),
  groupId: Type.Number(),
  groupName: Type.String(),
  kind: Literals(GROUP_REQUEST_KINDS),
  status: Literals(GROUP_REQUEST_STATUSES),
  person: PersonBrief,
  message: Type.String(),
  createdAt: Type.Number(),
})
export type GroupRequest = Static<typeof GroupRequest>

/** network/group/request/approve and /decline (the owner): an application's id. */
export const GroupRequestDecision = IdQuery
export type GroupRequestDecision = Static<typeof GroupRequestDecision>

// ---------------------------------------------------------------------------------------------------------------
// Messages: the same for group, one-to-one and customer-service chats, over HTTP and the socket

export const ConversationKey = Type.String({ pattern: CONVERSATION_KEY_PATTERN, maxLength: 40 })

/** A stored message. `sender` is null for customer service (`staff` true) and system lines. */
export const ChatMessage = Type.Object({
  id: Type.Number(),
  conversation: Type.String(),
  kind: Literals(MESSAGE_KINDS),
  /** The text, or the picture's URL. */
  body: Type.String(),
  sender: Nullable(PersonBrief),
  staff: Type.Boolean(),
  /** The sender's own id for it, echoed so the sender can match its optimistic copy; '' for others' messages. */
  clientId: Type.String(),
  createdAt: Type.Number(),
})
export type ChatMessage = Static<typeof ChatMessage>

/** One of the user's conversations, newest activity first (network/chat/conversations). */
export const Conversation = Type.Object({
  key: Type.String(),
  kind: Literals(CONVERSATION_KINDS),
  title: Type.String(),
  avatar: Type.String(),
  groupId: Nullable(Type.Number()),
  /** The other person of a one-to-one chat. */
  peer: Nullable(PersonBrief),
  lastMessage: Nullable(ChatMessage),
  unread: Type.Number(),
})
export type Conversation = Static<typeof Conversation>

/** network/chat/history: messages before `before` (the newest when omitted), answered oldest first. */
export const HistoryQuery = Type.Object({
  conversation: ConversationKey,
  before: Type.Optional(Id),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: HISTORY_PAGE_MAX, default: 30 })),
})
export type HistoryQuery = Static<typeof HistoryQuery>

export const History = Type.Object({
  messages: Type.Array(ChatMessage),
  /** Whether older messages remain (ask again with `before` = the first id). */
  more: Type.Boolean(),
  /** What the caller has read up to. */
  lastReadId: Type.Number(),
})
export type History = Static<typeof History>

/** A message to send (network/chat/send, or the socket's `send` frame). `clientId` makes a resend harmless. */
export const SendForm = Type.Object({
  conversation: ConversationKey,
  kind: Literals(SENDABLE_KINDS),
  /** The text (1 to MESSAGE_TEXT_MAX characters), or the URL of one of the sender's uploaded pictures. */
  body: Type.String({ minLength: 1, maxLength: MESSAGE_TEXT_MAX }),
  clientId: Type.Optional(Type.String({ maxLength: 64, pattern: '^[A-Za-z0-9_-]*$' })),
})
export type SendForm = Static<typeof SendForm>

/** network/chat/read: everything up to `upTo` is read. */
export const ReadForm = Type.Object({ conversation: ConversationKey, upTo: Id })
export type ReadForm = Static<typeof ReadForm>

/** What network/chat/read answers: the read mark (never moved backwards) and what stays unread after it. */
export const ReadState = Type.Object({ lastReadId: Type.Number(), unread: Type.Number() })
export type ReadState = Static<typeof ReadState>

/** network/chat/unread: unread messages in all conversations, for a badge. */
export const UnreadTotal = Type.Object({ total: Type.Number() })
export type UnreadTotal = Static<typeof UnreadTotal>

/** network/chat/direct: the one-to-one conversation with a person the user exchanged cards with. */
export const DirectForm = UserIdBody
export type DirectForm = Static<typeof DirectForm>
export const ConversationRef = Type.Object({ conversation: Type.String() })
export type ConversationRef = Static<typeof ConversationRef>

/**
 * The socket: `GET /user-central/network/chat/socket` upgraded to a WebSocket (Taro.connectSocket on both targets).
 * The first frame is `auth` with the session token, within 10 s, else it closes with 4401. `after` is the last
 * message id the client holds: everything after it in every conversation of the user comes first, in id order, then
 * `ready`, then live messages. Frames are answered in the order they are sent.
 */
export const AuthFrame = Type.Object({
  type: Type.Literal('auth'),
  token: Type.String({ maxLength: 128 }),
  /** The last message id the client holds; 0 (or omitted) for none. */
  after: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
  /** The language system lines are worded in; the upgrade request's `lang` header otherwise. */
  lang: Type.Optional(Literals(['zh', 'en'] as const)),
})
/** Sends a message (answered by `ack`, or `error` with the same clientId). */
export const SendFrame = Type.Object({ type: Type.Literal('send'), ...SendForm.properties })
/** Marks a conversation read up to a message (the user's other clients get a `read` frame). */
export const ReadFrame = Type.Object({ type: Type.Literal('read'), ...ReadForm.properties })
export const PingFrame = Type.Object({ type: Type.Literal('ping') })
export const ClientFrame = Type.Union([AuthFrame, SendFrame, ReadFrame, PingFrame])
export type ClientFrame = Static<typeof ClientFrame>

/**
 * What the server sends: `message` for every message of the user's conversations (their own included), once each,
 * in id order; `ack` answers a `send` with the stored message's id; `error` a refused frame (with its clientId);
 * `read` the new unread count of a conversation after a `read` from any of the user's clients; `pong`; `waiting` when
 * a card, meeting or group request to or from the user arrived or was answered (ask network/waiting again).
 */
export type ServerFrame =
  | { type: 'ready'; userId: number; lastId: number }
  | { type: 'message'; message: ChatMessage }
  | { type: 'ack'; clientId: string; id: number }
  | { type: 'read'; conversation: string; lastReadId: number; unread: number }
  | { type: 'error'; code: number; msg: string; clientId?: string; field?: string }
  | { type: 'pong' }
  | { type: 'waiting' }

// ---------------------------------------------------------------------------------------------------------------
// Customer service

export const ServiceTopic = Type.Object({
  id: Type.Number(),
  name: Type.String(),
  description: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  workTime: Type.String(),
})
export type ServiceTopic = Static<typeof ServiceTopic>

/** operateCustomerCare/list (/online-service): the topics and the on-site service hours; replies within 72 hours. */
export const CustomerCare = Type.Object({
  topics: Type.Array(ServiceTopic),
  serviceHours: Type.Array(
    Type.Object({ date: Type.String(), opens: Type.String(), closes: Type.String(), opensLate: Type.String() }),
  ),
  replyWithinHours: Type.Number(),
  notice: Type.String(),
})
export type CustomerCare = Static<typeof CustomerCare>

/** network/service/open: starts (or reopens) the user's chat with customer service about a topic. */
export const ServiceOpenForm = Type.Object({ topicId: Type.Optional(Id) })
export type ServiceOpenForm = Static<typeof ServiceOpenForm>

/** The user's customer-service chat: its conversation, topic and, while a question waits, the promised reply time. */
export const ServiceThread = Type.Object({
  conversation: Type.String(),
  topic: Nullable(ServiceTopic),
  /** When an answer is due (the first unanswered message + 72 hours); null when nothing waits. */
  replyBy: Nullable(Type.Number()),
  notice: Type.String(),
})
export type ServiceThread = Static<typeof ServiceThread>

// ---------------------------------------------------------------------------------------------------------------
// Investment circle

/** What a post shows in a list. `summary` is the plain text's opening; likes are engagement's (unify/agree, type 28). */
export const PostCard = Type.Object({
  id: Type.Number(),
  kind: Literals(POST_KINDS),
  title: Type.String(),
  summary: Type.String(),
  cover: Type.String(),
  images: Type.Array(Type.String()),
  author: PersonBrief,
  publishTime: Type.Number(),
  likes: Type.Number(),
  /** Whether the signed-in caller likes it (false signed out). */
  liked: Type.Boolean(),
  /** A convention or event: when and where. */
  event: Nullable(Type.Object({ startTime: Type.Number(), endTime: Type.Number(), place: Type.String() })),
})
export type PostCard = Static<typeof PostCard>

/** home/dynamicDetail (/goldkey-socialDetail): the post with its sanitised rich text. */
export const PostDetail = Type.Object({ ...PostCard.properties, content: Type.String(), mine: Type.Boolean() })
export type PostDetail = Static<typeof PostDetail>

/** network/circle/feed: one kind (dynamic by default), newest first; `keyword` searches titles and text. */
export const FeedQuery = Type.Object({
  ...PageFields,
  kind: Type.Optional(Literals(POST_KINDS)),
  keyword: Type.Optional(Keyword),
})
export type FeedQuery = Static<typeof FeedQuery>

/** home/userInformationList: a person's posts. */
export const PersonPostsQuery = Type.Object({ ...PageFields, userId: Id })
export type PersonPostsQuery = Static<typeof PersonPostsQuery>

/** network/circle/mine: the user's own posts, of one kind or all. */
export const MinePostsQuery = Type.Object({ ...PageFields, kind: Type.Optional(Literals(POST_KINDS)) })
export type MinePostsQuery = Static<typeof MinePostsQuery>

/** network/circle/post (/goldkey-release): rich text is sanitised as stored; events need their time and place. */
export const PostForm = Type.Object({
  kind: Literals(POST_KINDS),
  title: Type.String({ maxLength: POST_TITLE_MAX }),
  content: Type.String({ maxLength: POST_CONTENT_MAX }),
  images: Type.Optional(Type.Array(PictureUrl, { maxItems: POST_IMAGES_MAX, default: [] })),
  cover: Type.Optional(PictureUrl),
  event: Type.Optional(
    Type.Object({
      startTime: Moment,
      endTime: Moment,
      place: Type.String({ maxLength: 100 }),
    }),
  ),
})
export type PostForm = Static<typeof PostForm>

/** network/circle/apply: the application for certification, read by customer service. */
export const CertificationForm = Type.Object({
  organisation: Type.String({ maxLength: 100 }),
  position: Type.String({ maxLength: 50 }),
  reason: Type.Optional(Type.String({ maxLength: 500, default: '' })),
})
export type CertificationForm = Static<typeof CertificationForm>

/**
 * network/circle/certification (and common-client network/circle/info signed out): where posting stands. Posting is
 * in internal testing (seed 001 section 1): `internalTesting` is true and `notice` says so and how to be certified.
 */
export const CircleAccess = Type.Object({
  status: Literals(CERTIFICATION_STATUSES),
  refusal: Type.String(),
  canPost: Type.Boolean(),
  internalTesting: Type.Boolean(),
  notice: Type.String(),
})
export type CircleAccess = Static<typeof CircleAccess>

// ---------------------------------------------------------------------------------------------------------------
// Matchmaking and meeting requests

/** network/match/recommendations: one kind, or all kinds mixed by score. */
export const RecommendationQuery = Type.Object({ kind: Type.Optional(Literals(MATCH_KINDS)) })
export type RecommendationQuery = Static<typeof RecommendationQuery>

/** A recommendation with its reason in the request's language ("both in New Energy; you seek investment, they invest"). */
export const Recommendation = Type.Object({
  kind: Literals(MATCH_KINDS),
  /** The person's user id, the enterprise's or the project's id. */
  id: Type.Number(),
  title: Type.String(),
  subtitle: Type.String(),
  cover: Type.String(),
  reason: Type.String(),
  score: Type.Number(),
  matched: Type.Boolean(),
})
export type Recommendation = Static<typeof Recommendation>

/** The daily quota on the fair's clock: "remaining matches today". */
export const MatchQuota = Type.Object({
  day: Type.String(),
  quota: Type.Number(),
  used: Type.Number(),
  remaining: Type.Number(),
})
export type MatchQuota = Static<typeof MatchQuota>

/** Recommendations, or none with `personalised` false and a notice when personalised recommendation is off. */
export const Recommendations = Type.Object({
  personalised: Type.Boolean(),
  notice: Type.String(),
  quota: MatchQuota,
  items: Type.Array(Recommendation),
})
export type Recommendations = Static<typeof Recommendations>

/** network/match: takes up a recommendation (one of today's quota; matching the same again costs nothing). */
export const MatchForm = Type.Object({ kind: Literals(MATCH_KINDS), id: Id })
export type MatchForm = Static<typeof MatchForm>

export const Match = Type.Object({
  id: Type.Number(),
  kind: Literals(MATCH_KINDS),
  targetId: Type.Number(),
  title: Type.String(),
  subtitle: Type.String(),
  cover: Type.String(),
  reason: Type.String(),
  createdAt: Type.Number(),
  /** Whom a meeting request from this match goes to (a person, or an exhibitor's contact); null for a project. */
  meetWith: Nullable(PersonBrief),
})
export type Match = Static<typeof Match>

export const MatchResult = Type.Object({ match: Match, quota: MatchQuota })
export type MatchResult = Static<typeof MatchResult>

export const MeetingPoint = Type.Object({
  id: Type.Number(),
  name: Type.String(),
  location: Type.String(),
  tables: Type.Number(),
})
export type MeetingPoint = Static<typeof MeetingPoint>

/** network/negotiate/options: the meeting points and the slots of each fair day (fair time, UTC+8). */
export const NegotiateOptions = Type.Object({
  points: Type.Array(MeetingPoint),
  days: Type.Array(Type.Object({ date: Type.String(), slots: Type.Array(Type.Number()) })),
  slotMinutes: Type.Number(),
})
export type NegotiateOptions = Static<typeof NegotiateOptions>

/**
 * network/negotiate/request: a meeting from a match about a topic, in a slot (its start) at a meeting point. The topic
 * has MEETING_TOPIC_MIN to MEETING_TOPIC_MAX characters once trimmed.
 */
export const MeetingRequestForm = Type.Object({
  matchId: Id,
  topic: Type.String({ minLength: MEETING_TOPIC_MIN, maxLength: MEETING_TOPIC_MAX }),
  startTime: Moment,
  pointId: Id,
  note: Type.Optional(Type.String({ maxLength: 200, default: '' })),
})
export type MeetingRequestForm = Static<typeof MeetingRequestForm>

/** network/negotiate/propose: another slot (and point) for a pending request; the other side answers it. */
export const ProposeForm = Type.Object({ id: Id, startTime: Moment, pointId: Id })
export type ProposeForm = Static<typeof ProposeForm>

/** network/negotiate/accept, /cancel; /decline may give a reason. */
export const MeetingDecision = Type.Object({ id: Id, reason: Type.Optional(Type.String({ maxLength: 200 })) })
export type MeetingDecision = Static<typeof MeetingDecision>

/** An agenda entry in the way of a slot (409 agendaConflict's `data.conflicts`, and a request's `conflicts`). */
export const AgendaConflict = Type.Object({
  kind: Type.String(),
  id: Type.Number(),
  title: Type.String(),
  startTime: Type.Number(),
  endTime: Type.Number(),
})
export type AgendaConflict = Static<typeof AgendaConflict>

export const MeetingRequestListQuery = Type.Object({
  ...PageFields,
  box: Literals(MEETING_REQUEST_BOXES),
  status: Type.Optional(Literals(MEETING_REQUEST_STATUSES)),
})
export type MeetingRequestListQuery = Static<typeof MeetingRequestListQuery>

/** A meeting request as either side sees it; `conflicts` are the caller's agenda entries overlapping its slot. */
export const MeetingRequest = Type.Object({
  id: Type.Number(),
  direction: Literals(['sent', 'received'] as const),
  counterpart: PersonBrief,
  /** What the meeting is about, as the person asking wrote it ('' for a request made before topics were asked). */
  topic: Type.String(),
  startTime: Type.Number(),
  endTime: Type.Number(),
  point: MeetingPoint,
  note: Type.String(),
  status: Literals(MEETING_REQUEST_STATUSES),
  /** Whether the caller is the one to answer now (accept, decline or propose). */
  awaitingMe: Type.Boolean(),
  proposals: Type.Number(),
  reason: Type.String(),
  conflicts: Type.Array(AgendaConflict),
  matchId: Nullable(Type.Number()),
  createdAt: Type.Number(),
})
export type MeetingRequest = Static<typeof MeetingRequest>

// ---------------------------------------------------------------------------------------------------------------
// Exhibitor tools

export const EnterpriseBrief = Type.Object({ id: Type.Number(), name: Type.String(), logo: Type.String() })
export type EnterpriseBrief = Static<typeof EnterpriseBrief>

/** network/desk (/work-bench): today's numbers on the fair's clock and what waits for an answer. */
export const Desk = Type.Object({
  enterprise: EnterpriseBrief,
  booths: Type.Array(Type.Object({ id: Type.Number(), boothNo: Type.String(), hall: Type.String() })),
  date: Type.String(),
  today: Type.Object({
    visitors: Type.Number(),
    leads: Type.Number(),
    cardRequests: Type.Number(),
    enquiries: Type.Number(),
    meetingRequests: Type.Number(),
  }),
  waiting: Type.Object({ cardRequests: Type.Number(), meetingRequests: Type.Number() }),
})
export type Desk = Static<typeof Desk>

/** network/desk/stats (/data-board, /spatial-data): visits, leads and enquiries per fair day, for charts. */
export const DeskStats = Type.Object({
  days: Type.Array(
    Type.Object({ date: Type.String(), visits: Type.Number(), leads: Type.Number(), enquiries: Type.Number() }),
  ),
  totals: Type.Object({ visits: Type.Number(), leads: Type.Number(), enquiries: Type.Number() }),
})
export type DeskStats = Static<typeof DeskStats>

/** network/leads/scan: a visitor's badge payload (or card code) scanned at the booth. */
export const LeadScanForm = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 600 }),
  note: Type.Optional(Type.String({ maxLength: LEAD_NOTE_MAX, default: '' })),
})
export type LeadScanForm = Static<typeof LeadScanForm>

/**
 * network/leads/note: the staff's note on a lead and its rating, both set at once (an empty note and no rating clear
 * them). No rating is an absent field, not null: the server's validator would read null as 0.
 */
export const LeadNoteForm = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  note: Type.String({ maxLength: LEAD_NOTE_MAX }),
  rating: Type.Optional(Type.Integer({ minimum: 1, maximum: LEAD_RATING_MAX })),
})
export type LeadNoteForm = Static<typeof LeadNoteForm>

/** A captured lead; contacts only when the visitor and the scanner exchanged cards. */
export const Lead = Type.Object({
  id: Type.Number(),
  userId: Type.Number(),
  source: Literals(LEAD_SOURCES),
  name: Type.String(),
  organisation: Type.String(),
  position: Type.String(),
  note: Type.String(),
  /** 1 to LEAD_RATING_MAX stars; null when not rated. */
  rating: Nullable(Type.Number()),
  scans: Type.Number(),
  firstScannedAt: Type.Number(),
  lastScannedAt: Type.Number(),
  contacts: Nullable(Contacts),
})
export type Lead = Static<typeof Lead>

export const LeadListQuery = Type.Object({ ...PageFields, keyword: Type.Optional(Keyword) })
export type LeadListQuery = Static<typeof LeadListQuery>

/** network/businessmen (/mypage-businessman): the people the user exchanged cards with, their contacts included. */
export const Businessman = Type.Object({
  card: PublicCard,
  contacts: Contacts,
  exchangedAt: Type.Number(),
  conversation: Type.String(),
})
export type Businessman = Static<typeof Businessman>

export const BusinessmanQuery = Type.Object({ ...PageFields, keyword: Type.Optional(Keyword) })
export type BusinessmanQuery = Static<typeof BusinessmanQuery>

/** network/merchants (/mypage-merchants): the exhibitors the user dealt with and how. */
export const MerchantItem = Type.Object({
  enterprise: EnterpriseBrief,
  industry: Type.String(),
  boothNos: Type.Array(Type.String()),
  enquiries: Type.Number(),
  boothVisits: Type.Number(),
  matched: Type.Boolean(),
  meetings: Type.Number(),
  lastAt: Type.Number(),
})
export type MerchantItem = Static<typeof MerchantItem>

/** network/assistant (/mypage-assistant): what waits for the user, and the exhibitor's team when they act for one. */
export const Assistant = Type.Object({
  todo: Waiting,
  /** The accepted meetings still to come, earliest first. */
  upcoming: Type.Array(MeetingRequest),
  enterprise: Nullable(EnterpriseBrief),
  /** The team, its owner (the exhibitor's own account) first. */
  team: Type.Array(PersonBrief),
  /** Whether the user owns the team: only the owner invites and removes colleagues. */
  teamOwner: Type.Boolean(),
  /** People invited to the team who have not answered yet (the owner's view). */
  invited: Type.Array(PersonBrief),
  /** Teams the user is invited to join, with who asked. */
  invitations: Type.Array(Type.Object({ enterprise: EnterpriseBrief, from: PersonBrief })),
})
export type Assistant = Static<typeof Assistant>

/**
 * network/assistant/add and /remove: the team's owner invites a person they exchanged cards with (who joins by
 * accepting), or removes a colleague or an invitation; a colleague removes themself to leave.
 */
export const TeamForm = UserIdBody
export type TeamForm = Static<typeof TeamForm>

/** network/assistant/invitation/accept and /decline: the user's answer to an invitation to a team. */
export const TeamInvitationAnswer = Type.Object({ enterpriseId: Type.Integer({ minimum: 1 }) })
export type TeamInvitationAnswer = Static<typeof TeamInvitationAnswer>
