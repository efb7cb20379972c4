import type { IdQuery, Page, PageQuery } from './common'
import { COMMON, get, post, transfer, USER } from './endpoint'
import type {
  Assistant,
  Businessman,
  BusinessmanQuery,
  CardCode,
  CardForm,
  CardStatus,
  CertificationForm,
  ChatMessage,
  CircleAccess,
  Conversation,
  ConversationRef,
  CustomerCare,
  Desk,
  DeskStats,
  DirectForm,
  ExchangeDecision,
  ExchangeItem,
  ExchangeListQuery,
  ExchangeRequestForm,
  ExchangeStatus,
  FanItem,
  FeedQuery,
  FollowForm,
  FollowState,
  GroupApplyForm,
  GroupCreateForm,
  GroupDetail,
  GroupEditForm,
  GroupIdForm,
  GroupListQuery,
  GroupMember,
  GroupNoticeForm,
  GroupPageQuery,
  GroupPersonForm,
  GroupRequest,
  GroupRequestDecision,
  History,
  HistoryQuery,
  Lead,
  LeadListQuery,
  LeadNoteForm,
  LeadScanForm,
  Match,
  MatchForm,
  MatchQuota,
  MatchResult,
  MeetingDecision,
  MeetingRequest,
  MeetingRequestForm,
  MeetingRequestListQuery,
  MerchantItem,
  MinePostsQuery,
  MyGroup,
  NegotiateOptions,
  OwnCard,
  PersonBrief,
  PersonPage,
  PersonPostsQuery,
  PostCard,
  PostDetail,
  PostForm,
  ProjectGroup,
  ProposeForm,
  ReadForm,
  ReadState,
  RecommendationQuery,
  Recommendations,
  ScanForm,
  ScanResult,
  SendForm,
  ServiceOpenForm,
  ServiceThread,
  TeamForm,
  TeamInvitationAnswer,
  UnreadTotal,
  Visitor,
  VisitorQuery,
} from './network'

/** The user's business card, its code, and card exchanges. */
export const cards = {
  save: post<OwnCard, CardForm>(USER, 'userBusinessCardApply/add', { access: 'user' }),
  status: get<CardStatus>(USER, 'userBusinessCardApply/getStatus', { access: 'user' }),
  code: get<CardCode>(USER, 'network/card/code', { access: 'user' }),
  requestExchange: post<ExchangeStatus, ExchangeRequestForm>(USER, 'network/exchange/request', { access: 'user' }),
  /** A scanned card code or badge asks that person for an exchange. */
  scanToExchange: post<ScanResult, ScanForm>(USER, 'network/exchange/scan', { access: 'user' }),
  acceptExchange: post<ExchangeStatus, ExchangeDecision>(USER, 'network/exchange/accept', { access: 'user' }),
  declineExchange: post<ExchangeStatus, ExchangeDecision>(USER, 'network/exchange/decline', { access: 'user' }),
  exchanges: get<Page<ExchangeItem>, ExchangeListQuery>(USER, 'network/exchange/list', { access: 'user' }),
}

/** People's pages and posts, who viewed the user's card or booths, whom they follow and who follows them. */
export const people = {
  /** Contacts only once cards are exchanged; a private card is a 404 to others. */
  page: get<PersonPage, IdQuery>(COMMON, 'home/userInfoDetail', { access: 'optional' }),
  posts: get<Page<PostCard>, PersonPostsQuery>(COMMON, 'home/userInformationList', { access: 'optional' }),
  visitors: get<Page<Visitor>, VisitorQuery>(USER, 'network/visitors', { access: 'user' }),
  /** Follows a person, or stops following them when already following. */
  follow: post<FollowState, FollowForm>(USER, 'network/follow', { access: 'user' }),
  fans: get<Page<FanItem>, PageQuery>(USER, 'network/fans', { access: 'user' }),
  following: get<Page<FanItem>, PageQuery>(USER, 'network/following', { access: 'user' }),
}

/** Group chats: joining (applications to open groups, invitations to private ones) and the owner's rights. */
export const groupChats = {
  list: get<Page<ProjectGroup>, GroupListQuery>(COMMON, 'projectGroup/list', { access: 'public', publicRead: true }),
  /** The group and what the caller may do with it. */
  detail: get<GroupDetail, IdQuery>(COMMON, 'network/group/detail', { access: 'optional' }),
  mine: get<MyGroup[]>(USER, 'network/groups/mine', { access: 'user' }),
  ownerCandidates: get<PersonBrief[]>(USER, 'network/group/ownerCandidates', { access: 'user' }),
  create: post<GroupDetail, GroupCreateForm>(USER, 'network/group/create', { access: 'user' }),
  apply: post<GroupDetail, GroupApplyForm>(USER, 'network/group/apply', { access: 'user' }),
  invitations: get<Page<GroupRequest>, PageQuery>(USER, 'network/group/invitations', { access: 'user' }),
  acceptInvitation: post<GroupDetail, GroupIdForm>(USER, 'network/group/invitation/accept', { access: 'user' }),
  declineInvitation: post<GroupDetail, GroupIdForm>(USER, 'network/group/invitation/decline', { access: 'user' }),
  leave: post<null, GroupIdForm>(USER, 'network/group/leave', { access: 'user' }),
  members: get<Page<GroupMember>, GroupPageQuery>(USER, 'network/group/members', { access: 'user' }),
  /** The owner's: the applications waiting. */
  requests: get<Page<GroupRequest>, GroupPageQuery>(USER, 'network/group/requests', { access: 'user' }),
  approveRequest: post<null, GroupRequestDecision>(USER, 'network/group/request/approve', { access: 'user' }),
  declineRequest: post<null, GroupRequestDecision>(USER, 'network/group/request/decline', { access: 'user' }),
  invite: post<null, GroupPersonForm>(USER, 'network/group/invite', { access: 'user' }),
  removeMember: post<null, GroupPersonForm>(USER, 'network/group/member/remove', { access: 'user' }),
  setOwner: post<null, GroupPersonForm>(USER, 'network/group/owner', { access: 'user' }),
  publishNotice: post<null, GroupNoticeForm>(USER, 'network/group/notice', { access: 'user' }),
  edit: post<null, GroupEditForm>(USER, 'network/group/edit', { access: 'user' }),
}

/** Messages over HTTP (the socket is chat-socket.endpoints.ts). */
export const chat = {
  conversations: get<Conversation[]>(USER, 'network/chat/conversations', { access: 'user' }),
  unread: get<UnreadTotal>(USER, 'network/chat/unread', { access: 'user' }),
  history: get<History, HistoryQuery>(USER, 'network/chat/history', { access: 'user' }),
  send: post<ChatMessage, SendForm>(USER, 'network/chat/send', { access: 'user' }),
  read: post<ReadState, ReadForm>(USER, 'network/chat/read', { access: 'user' }),
  direct: post<ConversationRef, DirectForm>(USER, 'network/chat/direct', { access: 'user' }),
}

/** Customer service: its topics and hours, and the user's chat with it. */
export const customerService = {
  care: get<CustomerCare>(COMMON, 'operateCustomerCare/list', { access: 'public', publicRead: true }),
  thread: get<ServiceThread>(USER, 'network/service', { access: 'user' }),
  /** Starts (or reopens) the user's chat about a topic. */
  open: post<ServiceThread, ServiceOpenForm>(USER, 'network/service/open', { access: 'user' }),
}

/** The investment circle: the feed and posts, certification to post, the user's posts and likes. */
export const circle = {
  /** A signed-in caller sees which posts they like. */
  feed: get<Page<PostCard>, FeedQuery>(COMMON, 'network/circle/feed', { access: 'optional', publicRead: true }),
  post: get<PostDetail, IdQuery>(COMMON, 'home/dynamicDetail', { access: 'optional' }),
  /** Where posting stands for a guest. */
  info: get<CircleAccess>(COMMON, 'network/circle/info', { access: 'public' }),
  certification: get<CircleAccess>(USER, 'network/circle/certification', { access: 'user' }),
  apply: post<CircleAccess, CertificationForm>(USER, 'network/circle/apply', { access: 'user' }),
  create: post<PostDetail, PostForm>(USER, 'network/circle/post', { access: 'user' }),
  delete: post<null, IdQuery>(USER, 'network/circle/delete', { access: 'user' }),
  mine: get<Page<PostCard>, MinePostsQuery>(USER, 'network/circle/mine', { access: 'user' }),
  liked: get<Page<PostCard>, PageQuery>(USER, 'network/circle/liked', { access: 'user' }),
}

/** Matchmaking: recommendations, the daily quota and the matches made. */
export const matchmaking = {
  recommendations: get<Recommendations, RecommendationQuery>(USER, 'network/match/recommendations', {
    access: 'user',
  }),
  quota: get<MatchQuota>(USER, 'network/match/quota', { access: 'user' }),
  /** Takes up a recommendation: one of today's quota, matching the same again costs nothing. */
  match: post<MatchResult, MatchForm>(USER, 'network/match', { access: 'user' }),
  list: get<Page<Match>, PageQuery>(USER, 'network/match/list', { access: 'user' }),
}

/** Meeting requests from matches, in a slot at a meeting point. */
export const negotiation = {
  /** Not a public read: the slots on offer follow the fair's clock. */
  options: get<NegotiateOptions>(COMMON, 'network/negotiate/options', { access: 'public' }),
  request: post<MeetingRequest, MeetingRequestForm>(USER, 'network/negotiate/request', { access: 'user' }),
  list: get<Page<MeetingRequest>, MeetingRequestListQuery>(USER, 'network/negotiate/list', { access: 'user' }),
  accept: post<MeetingRequest, MeetingDecision>(USER, 'network/negotiate/accept', { access: 'user' }),
  decline: post<MeetingRequest, MeetingDecision>(USER, 'network/negotiate/decline', { access: 'user' }),
  cancel: post<MeetingRequest, MeetingDecision>(USER, 'network/negotiate/cancel', { access: 'user' }),
  /** Another slot (and point) for a pending request; the other side answers it. */
  propose: post<MeetingRequest, ProposeForm>(USER, 'network/negotiate/propose', { access: 'user' }),
}

/** The exhibitor's desk, charts and lead capture, and every user's business contacts and merchants. */
export const desk = {
  today: get<Desk>(USER, 'network/desk', { access: 'user' }),
  stats: get<DeskStats>(USER, 'network/desk/stats', { access: 'user' }),
  scanLead: post<Lead, LeadScanForm>(USER, 'network/leads/scan', { access: 'user' }),
  leads: get<Page<Lead>, LeadListQuery>(USER, 'network/leads', { access: 'user' }),
  /** The staff's note and rating of one of their enterprise's leads; the lead as it now reads. */
  noteLead: post<Lead, LeadNoteForm>(USER, 'network/leads/note', { access: 'user' }),
  businessmen: get<Page<Businessman>, BusinessmanQuery>(USER, 'network/businessmen', { access: 'user' }),
  merchants: get<Page<MerchantItem>, PageQuery>(USER, 'network/merchants', { access: 'user' }),
  /** Every lead of the enterprise as an .xlsx sheet (not an envelope; refusals still are). */
  leadsExport: transfer('GET', USER, 'network/leads/export', 'sheet'),
}

/** The user's assistant: what waits for them, and the exhibitor's team they own or are invited to. */
export const assistant = {
  overview: get<Assistant>(USER, 'network/assistant', { access: 'user' }),
  /** The team's owner invites a person they exchanged cards with, who joins by accepting. */
  addToTeam: post<null, TeamForm>(USER, 'network/assistant/add', { access: 'user' }),
  /** The owner removes a colleague or an invitation; a colleague removes themself to leave. */
  removeFromTeam: post<null, TeamForm>(USER, 'network/assistant/remove', { access: 'user' }),
  acceptTeamInvitation: post<null, TeamInvitationAnswer>(USER, 'network/assistant/invitation/accept', {
    access: 'user',
  }),
  declineTeamInvitation: post<null, TeamInvitationAnswer>(USER, 'network/assistant/invitation/decline', {
    access: 'user',
  }),
}
