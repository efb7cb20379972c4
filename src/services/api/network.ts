import type { PageQuery } from '@/contract/common'
import type {
  CardForm,
  CertificationForm,
  ExchangeRequestForm,
  GroupCreateForm,
  GroupEditForm,
  HistoryQuery,
  LeadNoteForm,
  MatchForm,
  MeetingRequestForm,
  PostForm,
  ProposeForm,
} from '@/contract/network'
import {
  assistant,
  cards,
  chat,
  circle,
  customerService,
  desk,
  groupChats,
  matchmaking,
  negotiation,
  people,
} from '@/contract/network.endpoints'
import { endpointCaller } from './service'
import type { HttpClient } from '../http/types'

/**
 * Business cards and people, group chats and messages (HTTP; the socket is GET /user-central/network/chat/socket),
 * customer service, the investment circle, matchmaking and meetings, the exhibitor's tools.
 */
export function createNetworkApi(http: HttpClient) {
  const call = endpointCaller(http)
  return {
    saveCard: (form: CardForm) => call(cards.save, form, true),
    // A page's route gives the id as text; the query carries it the same either way.
    userInfoDetail: (id: number | string) => call(people.page, { id: Number(id) }, true),
    requestExchange: (form: ExchangeRequestForm) => call(cards.requestExchange, form, true),
    scanToExchange: (code: string) => call(cards.scanToExchange, { code }, true),
    acceptExchange: (id: number) => call(cards.acceptExchange, { id }, true),
    declineExchange: (id: number) => call(cards.declineExchange, { id }, true),
    followPerson: (userId: number) => call(people.follow, { userId }),
    following: (q: PageQuery) => call(people.following, q),

    createGroup: (form: GroupCreateForm) => call(groupChats.create, form, true),
    applyToGroup: (groupId: number, message?: string) => call(groupChats.apply, { groupId, message }, true),
    answerInvitation: (groupId: number, accept: boolean) =>
      call(accept ? groupChats.acceptInvitation : groupChats.declineInvitation, { groupId }, true),
    leaveGroup: (groupId: number) => call(groupChats.leave, { groupId }, true),
    answerApplication: (id: number, approve: boolean) =>
      call(approve ? groupChats.approveRequest : groupChats.declineRequest, { id }, true),
    inviteToGroup: (groupId: number, userId: number) => call(groupChats.invite, { groupId, userId }, true),
    removeMember: (groupId: number, userId: number) => call(groupChats.removeMember, { groupId, userId }, true),
    setGroupOwner: (groupId: number, userId: number) => call(groupChats.setOwner, { groupId, userId }, true),
    publishNotice: (groupId: number, notice: string) => call(groupChats.publishNotice, { groupId, notice }, true),
    editGroup: (form: GroupEditForm) => call(groupChats.edit, form, true),

    conversations: () => call(chat.conversations),
    unread: () => call(chat.unread),
    history: (q: HistoryQuery) => call(chat.history, q),
    markRead: (conversation: string, upTo: number) => call(chat.read, { conversation, upTo }),

    openService: (topicId?: number) => call(customerService.open, { topicId }, true),

    applyForCertification: (form: CertificationForm) => call(circle.apply, form, true),
    createPost: (form: PostForm) => call(circle.create, form, true),
    deletePost: (id: number) => call(circle.delete, { id }, true),

    match: (form: MatchForm) => call(matchmaking.match, form, true),
    requestMeeting: (form: MeetingRequestForm) => call(negotiation.request, form, true),
    acceptMeeting: (id: number) => call(negotiation.accept, { id }, true),
    declineMeeting: (id: number, reason?: string) => call(negotiation.decline, { id, reason }, true),
    cancelMeeting: (id: number, reason?: string) => call(negotiation.cancel, { id, reason }, true),
    proposeSlot: (form: ProposeForm) => call(negotiation.propose, form, true),

    scanLead: (code: string, note?: string) => call(desk.scanLead, { code, note }, true),
    noteLead: (form: LeadNoteForm) => call(desk.noteLead, form, true),
    changeTeam: (userId: number, add: boolean) =>
      call(add ? assistant.addToTeam : assistant.removeFromTeam, { userId }, true),
    answerTeamInvitation: (enterpriseId: number, accept: boolean) =>
      call(accept ? assistant.acceptTeamInvitation : assistant.declineTeamInvitation, { enterpriseId }, true),
  }
}
