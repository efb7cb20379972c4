import { and, eq, inArray, or, sql } from 'drizzle-orm'
import type { NetworkFieldProblem } from './messages'
import { cardExchanges, userProfiles } from './people.schema'
import type { Contacts, ExchangeStatus, PersonBrief, PublicCard } from '../../../src/contract/network'
import { NetworkCode, type CardNeed, type ExchangeState } from '../../../src/contract/network.codes'
import { users } from '../account'
import type { Database } from '../platform/connect'
import { ApiError } from '../platform/envelope'
import { pick, type Lang } from '../platform/lang'
import { optionLabel } from '../platform/options'
import { uploads } from '../registration'

// What every part of the network domain says about people: who someone is in a list, their public card, where two
// people stand with their exchange, and the refusals they share.

/** A field the network's own rules refused: 400 with `data.field` and `data.problem`. */
export const fieldRefused = (field: string, problem: NetworkFieldProblem) =>
  new ApiError(400, NetworkCode.field, 'network.field', { problem }).withData({ field, problem })

/** Exchanging cards with, following or chatting to oneself (seed 001 section 5). */
export const selfRefused = () => new ApiError(400, NetworkCode.self, 'network.self')

/** The user's card row, or the refusal asking them to make one first. */
export async function requireCard(db: Database, userId: number) {
  const [card] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId))
  if (!card) throw new ApiError(409, NetworkCode.cardRequired, 'network.cardRequired')
  return card
}

/** The people with these user ids as lists show them: their card's face, else the account's nickname and avatar. */
export async function briefsOf(db: Database, lang: Lang, userIds: number[]): Promise<Map<number, PersonBrief>> {
  const ids = [...new Set(userIds)]
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({
      userId: users.id,
      name: sql<string>`coalesce(${pick(lang, userProfiles.nameZh, userProfiles.nameEn)}, ${users.nickname})`,
      organisation: sql<string>`coalesce(${pick(lang, userProfiles.companyZh, userProfiles.companyEn)}, ${users.company})`,
      position: sql<string>`coalesce(${pick(lang, userProfiles.positionZh, userProfiles.positionEn)}, ${users.position})`,
      avatar: sql<string>`coalesce(nullif(${userProfiles.avatar}, ''), ${users.avatar})`,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(inArray(users.id, ids))
  return new Map(rows.map((row) => [row.userId, row]))
}

/** One person's brief; a removed account shows as its id with empty fields. */
export const briefOf = (briefs: Map<number, PersonBrief>, userId: number): PersonBrief =>
  briefs.get(userId) ?? { userId, name: '', organisation: '', position: '', avatar: '' }

/** The public face of the cards of these users (users without a card are left out). */
export async function publicCardsOf(db: Database, lang: Lang, userIds: number[]): Promise<Map<number, PublicCard>> {
  const ids = [...new Set(userIds)]
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({
      userId: userProfiles.userId,
      name: pick(lang, userProfiles.nameZh, userProfiles.nameEn),
      organisation: pick(lang, userProfiles.companyZh, userProfiles.companyEn),
      position: pick(lang, userProfiles.positionZh, userProfiles.positionEn),
      intro: pick(lang, userProfiles.introZh, userProfiles.introEn),
      avatar: sql<string>`coalesce(nullif(${userProfiles.avatar}, ''), ${users.avatar})`,
      industryId: userProfiles.industryId,
      industry: optionLabel(lang, userProfiles.industryId),
      offers: userProfiles.offers,
      seeks: userProfiles.seeks,
    })
    .from(userProfiles)
    .innerJoin(users, eq(users.id, userProfiles.userId))
    .where(inArray(userProfiles.userId, ids))
  return new Map(
    rows.map(({ industryId, industry, offers, seeks, ...card }) => [
      card.userId,
      {
        ...card,
        industry: industryId === null ? null : { id: industryId, label: industry },
        offers: offers as CardNeed[],
        seeks: seeks as CardNeed[],
      },
    ]),
  )
}

/** A card's public face, or the account's brief with nothing declared for a person without a card. */
export const publicCardOf = (cards: Map<number, PublicCard>, briefs: Map<number, PersonBrief>, userId: number) =>
  cards.get(userId) ?? { ...briefOf(briefs, userId), industry: null, offers: [], seeks: [], intro: '' }

/** The contacts on these users' cards. */
export async function contactsOf(db: Database, userIds: number[]): Promise<Map<number, Contacts>> {
  if (userIds.length === 0) return new Map()
  const rows = await db
    .select({ userId: userProfiles.userId, phone: userProfiles.phone, email: userProfiles.email })
    .from(userProfiles)
    .where(inArray(userProfiles.userId, [...new Set(userIds)]))
  return new Map(rows.map(({ userId, ...contacts }) => [userId, contacts]))
}

/** The one row of a pair, whichever side asked. */
export const pairOf = (a: number, b: number) =>
  or(
    and(eq(cardExchanges.fromUserId, a), eq(cardExchanges.toUserId, b)),
    and(eq(cardExchanges.fromUserId, b), eq(cardExchanges.toUserId, a)),
  )

/** Where `viewer` stands with `userId` given their pair's row. */
export function stateOf(
  viewer: number,
  userId: number,
  row: { id: number; fromUserId: number; status: string } | undefined,
): ExchangeStatus {
  if (viewer === userId) return { state: 'self', requestId: null }
  if (!row) return { state: 'none', requestId: null }
  const state: ExchangeState =
    row.status === 'accepted'
      ? 'exchanged'
      : row.status === 'declined'
        ? 'declined'
        : row.fromUserId === viewer
          ? 'sent'
          : 'received'
  return { state, requestId: row.id }
}

/** Where `viewer` stands with each of these people. */
export async function exchangeStates(
  db: Database,
  viewer: number,
  userIds: number[],
): Promise<Map<number, ExchangeStatus>> {
  const others = [...new Set(userIds)].filter((id) => id !== viewer)
  const rows = others.length
    ? await db
        .select({
          id: cardExchanges.id,
          fromUserId: cardExchanges.fromUserId,
          toUserId: cardExchanges.toUserId,
          status: cardExchanges.status,
        })
        .from(cardExchanges)
        .where(
          or(
            and(eq(cardExchanges.fromUserId, viewer), inArray(cardExchanges.toUserId, others)),
            and(eq(cardExchanges.toUserId, viewer), inArray(cardExchanges.fromUserId, others)),
          ),
        )
    : []
  const byOther = new Map(rows.map((row) => [row.fromUserId === viewer ? row.toUserId : row.fromUserId, row]))
  return new Map(userIds.map((id) => [id, stateOf(viewer, id, byOther.get(id))]))
}

/** Whether two people exchanged cards (both see each other's contacts and may chat one to one). */
export async function haveExchanged(db: Database, a: number, b: number): Promise<boolean> {
  if (a === b) return false
  return (await db.$count(cardExchanges, and(pairOf(a, b), eq(cardExchanges.status, 'accepted')))) > 0
}

/** The key of the one-to-one conversation of two people. */
export const directKey = (a: number, b: number) => `direct:${Math.min(a, b)}-${Math.max(a, b)}`

/** Whether a picture URL is one of the user's own uploaded pictures (getImageUrl) or a placeholder of the server. */
export async function isOwnPicture(db: Database, userId: number, url: string): Promise<boolean> {
  if (/^\/static\/img\/[a-z]+-\d+\.svg$/.test(url)) return true
  const key = /^\/uploads\/([0-9a-f]{32}\.[a-z0-9]{2,5})$/.exec(url)?.[1]
  if (!key) return false
  return (
    (await db.$count(uploads, and(eq(uploads.key, key), eq(uploads.userId, userId), eq(uploads.kind, 'image')))) > 0
  )
}

/** Refuses a picture field that is not the user's own picture. */
export async function checkPicture(db: Database, userId: number, field: string, url: string | undefined) {
  if (url && !(await isOwnPicture(db, userId, url))) throw fieldRefused(field, 'upload')
}
