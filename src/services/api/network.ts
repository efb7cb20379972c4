import type { Page, PageQuery } from '@/contract/common'
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
  ExchangeItem,
  ExchangeListQuery,
  ExchangeRequestForm,
  ExchangeStatus,
  FanItem,
  FeedQuery,
  FollowState,
  GroupCreateForm,
  GroupDetail,
  GroupEditForm,
  GroupListQuery,
  GroupMember,
  GroupPageQuery,
  GroupRequest,
  History,
  HistoryQuery,
  Lead,
  LeadListQuery,
  Match,
  MatchForm,
  MatchQuota,
  MatchResult,
  MeetingRequest,
  MeetingRequestForm,
  MeetingRequestListQuery,
  MerchantItem,
  MyGroup,
  NegotiateOptions,
  OwnCard,
  PersonBrief,
  PersonPage,
  PostCard,
  PostDetail,
  PostForm,
  ProjectGroup,
  ProposeForm,
  Recommendations,
  ScanResult,
  SendForm,
  ServiceThread,
  UnreadTotal,
  Visitor,
  VisitorQuery,
} from '@/contract/network'
import type { MatchKind, PostKind } from '@/contract/network.codes'
import { USER, services } from './service'
import type { HttpClient } from '../http/types'

/** The leads of the user's enterprise as an .xlsx sheet (not an envelope): the app downloads it with the user's token. */
export const LEADS_EXPORT_PATH = `${USER}/network/leads/export`

/**
 * Business cards and people, group chats and messages (HTTP; the socket is GET /user-central/network/chat/socket),
 * customer service, the investment circle, matchmaking and meetings, the exhibitor's tools.
 */
export function createNetworkApi(http: HttpClient) {
  const { common, user } = services(http)
  return {
    saveCard: (form: CardForm) => user.post<OwnCard>('userBusinessCardApply/add', form, true),
    cardStatus: () => user.get<CardStatus>('userBusinessCardApply/getStatus'),
    cardCode: () => user.get<CardCode>('network/card/code'),
    userInfoDetail: (id: number | string) => common.get<PersonPage>('home/userInfoDetail', { id }, true),
    userInformationList: (q: PageQuery & { userId: number }) =>
      common.get<Page<PostCard>>('home/userInformationList', q),
    requestExchange: (form: ExchangeRequestForm) => user.post<ExchangeStatus>('network/exchange/request', form, true),
    scanToExchange: (code: string) => user.post<ScanResult>('network/exchange/scan', { code }, true),
    acceptExchange: (id: number) => user.post<ExchangeStatus>('network/exchange/accept', { id }, true),
    declineExchange: (id: number) => user.post<ExchangeStatus>('network/exchange/decline', { id }, true),
    exchanges: (q: ExchangeListQuery) => user.get<Page<ExchangeItem>>('network/exchange/list', q),
    visitors: (q: VisitorQuery) => user.get<Page<Visitor>>('network/visitors', q),
    followPerson: (userId: number) => user.post<FollowState>('network/follow', { userId }),
    fans: (q: PageQuery) => user.get<Page<FanItem>>('network/fans', q),
    following: (q: PageQuery) => user.get<Page<FanItem>>('network/following', q),

    projectGroups: (q: GroupListQuery) => common.get<Page<ProjectGroup>>('projectGroup/list', q),
    groupDetail: (id: number | string) => common.get<GroupDetail>('network/group/detail', { id }, true),
    myGroups: () => user.get<MyGroup[]>('network/groups/mine'),
    ownerCandidates: () => user.get<PersonBrief[]>('network/group/ownerCandidates'),
    createGroup: (form: GroupCreateForm) => user.post<GroupDetail>('network/group/create', form, true),
    applyToGroup: (groupId: number, message?: string) =>
      user.post<GroupDetail>('network/group/apply', { groupId, message }, true),
    groupInvitations: (q: PageQuery) => user.get<Page<GroupRequest>>('network/group/invitations', q),
    answerInvitation: (groupId: number, accept: boolean) =>
      user.post<GroupDetail>(`network/group/invitation/${accept ? 'accept' : 'decline'}`, { groupId }, true),
    leaveGroup: (groupId: number) => user.post<null>('network/group/leave', { groupId }, true),
    groupMembers: (q: GroupPageQuery) => user.get<Page<GroupMember>>('network/group/members', q),
    groupRequests: (q: GroupPageQuery) => user.get<Page<GroupRequest>>('network/group/requests', q),
    answerApplication: (id: number, approve: boolean) =>
      user.post<null>(`network/group/request/${approve ? 'approve' : 'decline'}`, { id }, true),
    inviteToGroup: (groupId: number, userId: number) =>
      user.post<null>('network/group/invite', { groupId, userId }, true),
    removeMember: (groupId: number, userId: number) =>
      user.post<null>('network/group/member/remove', { groupId, userId }, true),
    setGroupOwner: (groupId: number, userId: number) =>
      user.post<null>('network/group/owner', { groupId, userId }, true),
    publishNotice: (groupId: number, notice: string) =>
      user.post<null>('network/group/notice', { groupId, notice }, true),
    editGroup: (form: GroupEditForm) => user.post<null>('network/group/edit', form, true),

    conversations: () => user.get<Conversation[]>('network/chat/conversations'),
    unread: () => user.get<UnreadTotal>('network/chat/unread'),
    history: (q: HistoryQuery) => user.get<History>('network/chat/history', q),
    sendMessage: (form: SendForm) => user.post<ChatMessage>('network/chat/send', form),
    markRead: (conversation: string, upTo: number) =>
      user.post<{ lastReadId: number; unread: number }>('network/chat/read', { conversation, upTo }),
    openDirect: (userId: number) => user.post<ConversationRef>('network/chat/direct', { userId }, true),

    customerCare: () => common.get<CustomerCare>('operateCustomerCare/list'),
    serviceThread: () => user.get<ServiceThread>('network/service'),
    openService: (topicId?: number) => user.post<ServiceThread>('network/service/open', { topicId }, true),

    circleFeed: (q: FeedQuery) => common.get<Page<PostCard>>('network/circle/feed', q),
    dynamicDetail: (id: number | string) => common.get<PostDetail>('home/dynamicDetail', { id }, true),
    circleInfo: () => common.get<CircleAccess>('network/circle/info'),
    circleAccess: () => user.get<CircleAccess>('network/circle/certification'),
    applyForCertification: (form: CertificationForm) => user.post<CircleAccess>('network/circle/apply', form, true),
    createPost: (form: PostForm) => user.post<PostDetail>('network/circle/post', form, true),
    deletePost: (id: number) => user.post<null>('network/circle/delete', { id }, true),
    myPosts: (q: PageQuery & { kind?: PostKind }) => user.get<Page<PostCard>>('network/circle/mine', q),
    likedPosts: (q: PageQuery) => user.get<Page<PostCard>>('network/circle/liked', q),

    recommendations: (kind?: MatchKind) => user.get<Recommendations>('network/match/recommendations', { kind }),
    matchQuota: () => user.get<MatchQuota>('network/match/quota'),
    match: (form: MatchForm) => user.post<MatchResult>('network/match', form, true),
    matches: (q: PageQuery) => user.get<Page<Match>>('network/match/list', q),
    negotiateOptions: () => common.get<NegotiateOptions>('network/negotiate/options'),
    requestMeeting: (form: MeetingRequestForm) => user.post<MeetingRequest>('network/negotiate/request', form, true),
    meetingRequests: (q: MeetingRequestListQuery) => user.get<Page<MeetingRequest>>('network/negotiate/list', q),
    acceptMeeting: (id: number) => user.post<MeetingRequest>('network/negotiate/accept', { id }, true),
    declineMeeting: (id: number, reason?: string) =>
      user.post<MeetingRequest>('network/negotiate/decline', { id, reason }, true),
    cancelMeeting: (id: number, reason?: string) =>
      user.post<MeetingRequest>('network/negotiate/cancel', { id, reason }, true),
    proposeSlot: (form: ProposeForm) => user.post<MeetingRequest>('network/negotiate/propose', form, true),

    desk: () => user.get<Desk>('network/desk'),
    deskStats: () => user.get<DeskStats>('network/desk/stats'),
    scanLead: (code: string, note?: string) => user.post<Lead>('network/leads/scan', { code, note }, true),
    leads: (q: LeadListQuery) => user.get<Page<Lead>>('network/leads', q),
    businessmen: (q: BusinessmanQuery) => user.get<Page<Businessman>>('network/businessmen', q),
    merchants: (q: PageQuery) => user.get<Page<MerchantItem>>('network/merchants', q),
    assistant: () => user.get<Assistant>('network/assistant'),
    changeTeam: (userId: number, add: boolean) =>
      user.post<null>(`network/assistant/${add ? 'add' : 'remove'}`, { userId }, true),
    answerTeamInvitation: (enterpriseId: number, accept: boolean) =>
      user.post<null>(`network/assistant/invitation/${accept ? 'accept' : 'decline'}`, { enterpriseId }, true),
  }
}
