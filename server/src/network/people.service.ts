import { and, count, desc, eq, gte, inArray, isNotNull, lt, max, sql } from 'drizzle-orm'
import { circlePosts } from './circle.schema'
import {
  briefOf,
  briefsOf,
  contactsOf,
  directKey,
  exchangeStates,
  publicCardOf,
  publicCardsOf,
  selfRefused,
} from './people'
import { cardViews, personFollows, userProfiles } from './people.schema'
import type { Page, PageQuery } from '../../../src/contract/common'
import { ContentType } from '../../../src/contract/common.codes'
import type { FanItem, FollowState, PersonPage, Visitor } from '../../../src/contract/network'
import { NetworkCode, VISITOR_DAYS, type VisitorKind } from '../../../src/contract/network.codes'
import { users } from '../account'
import { eventPoints } from '../engagement'
import { enterpriseMembers } from '../enterprise'
import { booths } from '../exhibition'
import type { Database } from '../platform/connect'
import { ApiError, notFound } from '../platform/envelope'
import { DAY_MS } from '../platform/fair-clock'
import type { Lang } from '../platform/lang'
import { pageOf } from '../platform/page'

// People's pages (/homepage), who viewed a card or a booth (/mypage-visitor, /mypage-myvisitor) and who follows whom.

const followersOf = (db: Database, userId: number) => db.$count(personFollows, eq(personFollows.userId, userId))

/**
 * home/userInfoDetail: a person's card, public fields only; contacts for themself and once cards are exchanged. A
 * private card (or none) is a 404 to anyone else. A signed-in visitor's view is recorded for the owner's visitors.
 */
export async function personPage(
  db: Database,
  lang: Lang,
  viewerId: number | null,
  userId: number,
  now = new Date(),
): Promise<PersonPage> {
  const [card] = await db
    .select({ isPublic: userProfiles.isPublic, profileId: userProfiles.id })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId))
  if (!card) throw notFound()
  const exchange = viewerId
    ? ((await exchangeStates(db, viewerId, [userId])).get(userId) ?? { state: 'none', requestId: null })
    : ({ state: 'none', requestId: null } as const)
  const seesContacts = exchange.state === 'self' || exchange.state === 'exchanged'
  if (!card.isPublic && !seesContacts) throw notFound()
  if (viewerId && viewerId !== userId) {
    // Visits are kept VISITOR_DAYS days: older ones go as new ones come.
    await db.delete(cardViews).where(lt(cardViews.viewedAt, new Date(now.getTime() - VISITOR_DAYS * DAY_MS)))
    await db.insert(cardViews).values({ ownerId: userId, viewerId, viewedAt: now })
  }
  const [cards, briefs, contacts, followers, posts, following] = await Promise.all([
    publicCardsOf(db, lang, [userId]),
    briefsOf(db, lang, [userId]),
    seesContacts ? contactsOf(db, [userId]) : Promise.resolve(new Map()),
    followersOf(db, userId),
    db.$count(circlePosts, eq(circlePosts.profileId, card.profileId)),
    viewerId
      ? db.$count(personFollows, and(eq(personFollows.followerId, viewerId), eq(personFollows.userId, userId)))
      : Promise.resolve(0),
  ])
  return {
    ...publicCardOf(cards, briefs, userId),
    exchange,
    contacts: seesContacts ? (contacts.get(userId) ?? { phone: '', email: '' }) : null,
    following: following > 0,
    followers,
    posts,
    conversation: exchange.state === 'exchanged' && viewerId ? directKey(viewerId, userId) : null,
  }
}

/** The enterprises a user acts for (enterprise_members): the exhibitor's tools and booth visitors are theirs. */
export async function enterprisesOf(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: enterpriseMembers.enterpriseId })
    .from(enterpriseMembers)
    .where(eq(enterpriseMembers.userId, userId))
    .orderBy(enterpriseMembers.enterpriseId)
  return rows.map((row) => row.id)
}

/** The first enterprise the user acts for, or the refusal of the exhibitor's tools. */
export async function requireExhibitor(db: Database, userId: number): Promise<number> {
  const [first] = await enterprisesOf(db, userId)
  if (!first) throw exhibitorOnly()
  return first
}

/** The exhibitor tools' refusal of an account that does not act for the enterprise concerned. */
export const exhibitorOnly = () => new ApiError(403, NetworkCode.exhibitorOnly, 'network.exhibitorOnly')

/** Booth page opens recorded by the app (event/eventPoint content_view of a booth) for these booths. */
export const boothViewsOf = (boothIds: number[]) =>
  and(
    eq(eventPoints.eventName, 'content_view'),
    eq(eventPoints.paramId, String(ContentType.booth)),
    inArray(
      eventPoints.contentId,
      boothIds.map((id) => String(id)),
    ),
    isNotNull(eventPoints.userId),
  )

/**
 * network/visitors: who viewed the user's card (kind `card`) or the booths of the enterprise they act for (`booth`)
 * in the last VISITOR_DAYS days, most recent first, with how often and where the user stands with them.
 */
export async function listVisitors(
  db: Database,
  lang: Lang,
  userId: number,
  kind: VisitorKind,
  page: PageQuery,
  now = new Date(),
): Promise<Page<Visitor>> {
  const since = new Date(now.getTime() - VISITOR_DAYS * DAY_MS)
  const found =
    kind === 'card'
      ? await cardVisitors(db, userId, since, page)
      : await boothVisitors(db, await requireExhibitor(db, userId), userId, since, page)
  const ids = found.list.map((row) => row.userId)
  const [briefs, states] = await Promise.all([briefsOf(db, lang, ids), exchangeStates(db, userId, ids)])
  return {
    ...found,
    list: found.list.map((row) => ({
      person: briefOf(briefs, row.userId),
      lastViewedAt: row.lastViewedAt.getTime(),
      views: row.views,
      boothNo: row.boothNo,
      exchange: states.get(row.userId) ?? { state: 'none', requestId: null },
    })),
  }
}

type VisitRow = { userId: number; lastViewedAt: Date; views: number; boothNo: string }

function cardVisitors(db: Database, userId: number, since: Date, page: PageQuery): Promise<Page<VisitRow>> {
  const where = and(eq(cardViews.ownerId, userId), gte(cardViews.viewedAt, since))
  return pageOf(
    page,
    db
      .select({
        userId: cardViews.viewerId,
        lastViewedAt: sql<Date>`${max(cardViews.viewedAt)}`.mapWith(cardViews.viewedAt),
        views: count(),
        boothNo: sql<string>`''`,
      })
      .from(cardViews)
      .where(where)
      .groupBy(cardViews.viewerId)
      .orderBy(desc(max(cardViews.viewedAt)), desc(cardViews.viewerId)),
    db
      .select({ total: sql<number>`count(distinct ${cardViews.viewerId})`.mapWith(Number) })
      .from(cardViews)
      .where(where),
  )
}

async function boothVisitors(
  db: Database,
  enterpriseId: number,
  userId: number,
  since: Date,
  page: PageQuery,
): Promise<Page<VisitRow>> {
  const own = await db
    .select({ id: booths.id, boothNo: booths.boothNo })
    .from(booths)
    .where(eq(booths.enterpriseId, enterpriseId))
  const empty = { list: [], total: 0, pageNum: page.pageNum, pageSize: page.pageSize }
  if (own.length === 0) return empty
  const numbers = new Map(own.map((booth) => [String(booth.id), booth.boothNo]))
  const where = and(
    boothViewsOf(own.map((booth) => booth.id)),
    gte(eventPoints.createdAt, since),
    sql`${eventPoints.userId} <> ${userId}`,
  )
  const found = await pageOf(
    page,
    db
      .select({
        userId: sql<number>`${eventPoints.userId}`.mapWith(Number),
        lastViewedAt: sql<Date>`${max(eventPoints.createdAt)}`.mapWith(eventPoints.createdAt),
        views: count(),
        lastBooth: sql<string>`(array_agg(${eventPoints.contentId} order by ${eventPoints.createdAt} desc))[1]`,
      })
      .from(eventPoints)
      .where(where)
      .groupBy(eventPoints.userId)
      .orderBy(desc(max(eventPoints.createdAt)), desc(eventPoints.userId)),
    db
      .select({ total: sql<number>`count(distinct ${eventPoints.userId})`.mapWith(Number) })
      .from(eventPoints)
      .where(where),
  )
  return {
    ...found,
    list: found.list.map(({ lastBooth, ...row }) => ({ ...row, boothNo: numbers.get(lastBooth) ?? '' })),
  }
}

/** network/follow: follows a person, or stops following when already following; never oneself. */
export async function toggleFollow(db: Database, followerId: number, userId: number): Promise<FollowState> {
  if (followerId === userId) throw selfRefused()
  if ((await db.$count(users, eq(users.id, userId))) === 0) throw notFound()
  const match = and(eq(personFollows.followerId, followerId), eq(personFollows.userId, userId))
  const removed = await db.delete(personFollows).where(match).returning({ userId: personFollows.userId })
  if (removed.length === 0) await db.insert(personFollows).values({ followerId, userId }).onConflictDoNothing()
  return { following: removed.length === 0, followers: await followersOf(db, userId) }
}

/** network/fans (the user's followers) or network/following (whom the user follows), newest first. */
export async function listFollows(
  db: Database,
  lang: Lang,
  userId: number,
  direction: 'fans' | 'following',
  page: PageQuery,
): Promise<Page<FanItem>> {
  const mine = direction === 'fans' ? personFollows.userId : personFollows.followerId
  const theirs = direction === 'fans' ? personFollows.followerId : personFollows.userId
  const where = eq(mine, userId)
  const found = await pageOf(
    page,
    db
      .select({ other: theirs, followedAt: personFollows.createdAt })
      .from(personFollows)
      .where(where)
      .orderBy(desc(personFollows.createdAt), desc(theirs)),
    db.$count(personFollows, where),
  )
  const ids = found.list.map((row) => row.other)
  const [briefs, back] = await Promise.all([
    briefsOf(db, lang, ids),
    ids.length
      ? db
          .select({ other: mine })
          .from(personFollows)
          .where(and(eq(theirs, userId), inArray(mine, ids)))
      : Promise.resolve([]),
  ])
  const mutual = new Set(back.map((row) => row.other))
  return {
    ...found,
    list: found.list.map((row) => ({
      person: briefOf(briefs, row.other),
      followedAt: row.followedAt.getTime(),
      mutual: mutual.has(row.other),
    })),
  }
}
