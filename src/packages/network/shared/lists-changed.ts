import {
  assistant,
  cards,
  chat,
  circle,
  desk,
  groupChats,
  matchmaking,
  negotiation,
  people,
} from '@/contract/network.endpoints'
import { markEndpointsStale } from '@/services/query/client'
import type { RootStore } from '@/stores/root-store'

/**
 * After the user acts in the network (an exchange, a follow, a match, a meeting request, a post, a group's membership,
 * a card saved, a lead scanned): the lists and pages the cache of page data holds that may show it are asked again when
 * next opened, as they were before the cache; one on screen keeps what it changed in place.
 */
export function networkListsChanged({ queries }: Pick<RootStore, 'queries'>): void {
  markEndpointsStale(
    queries,
    cards.exchanges,
    people.page,
    people.visitors,
    people.fans,
    people.posts,
    desk.today,
    desk.stats,
    desk.businessmen,
    desk.merchants,
    assistant.overview,
    negotiation.list,
    matchmaking.recommendations,
    matchmaking.list,
    circle.feed,
    circle.mine,
    circle.liked,
    chat.conversations,
    groupChats.list,
    groupChats.detail,
    groupChats.invitations,
    groupChats.members,
    groupChats.ownerCandidates,
  )
}
