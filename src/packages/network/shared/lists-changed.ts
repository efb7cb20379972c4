import { cards, circle, desk, groupChats, matchmaking, negotiation, people } from '@/contract/network.endpoints'
import { markEndpointsStale } from '@/services/query/client'
import type { RootStore } from '@/stores/root-store'

/**
 * After the user acts in the network (an exchange, a follow, a match, a meeting request, a post, a group's membership):
 * the lists the cache of page data holds that may show it are asked again when next opened, as they were before the
 * cache; a list on screen keeps the rows it changed in place.
 */
export function networkListsChanged({ queries }: Pick<RootStore, 'queries'>): void {
  markEndpointsStale(
    queries,
    cards.exchanges,
    people.visitors,
    people.fans,
    people.posts,
    desk.businessmen,
    desk.merchants,
    negotiation.list,
    matchmaking.list,
    circle.feed,
    circle.mine,
    circle.liked,
    groupChats.list,
    groupChats.members,
  )
}
