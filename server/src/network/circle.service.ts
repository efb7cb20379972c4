import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { serviceThreads } from './chat.schema'
import { sendMessage, serviceKey, storeSystemLine } from './chat.service'
import { circleCertifications, circlePosts } from './circle.schema'
import { briefOf, briefsOf, checkPicture, exchangeStates, fieldRefused, requireCard } from './people'
import { userProfiles } from './people.schema'
import type { Page, PageQuery } from '../../../src/contract/common'
import { ContentType } from '../../../src/contract/common.codes'
import type {
  CertificationForm,
  CircleAccess,
  FeedQuery,
  PostCard,
  PostDetail,
  PostForm,
} from '../../../src/contract/network'
import { NetworkCode, type CertificationStatus, type PostKind } from '../../../src/contract/network.codes'
import { sanitizeHtml } from '../../../src/contract/sanitize-html'
import { likes } from '../engagement'
import type { Database } from '../platform/connect'
import { ApiError, notFound } from '../platform/envelope'
import { bilingualKeyword, keywordMatch } from '../platform/keyword-match'
import { pick, type Lang } from '../platform/lang'
import { messageText } from '../platform/messages'
import { pageOf } from '../platform/page'

// The investment circle (/goldkey-circle, -socialDetail, -like, -convention, -release; /mypage-dynamic, -creative):
// posts of business cards in sanitised rich text; posting needs an application plus certification through customer
// service (seed 001 section 6) and is in internal testing (section 1).

const likeCount =
  sql<number>`(select count(*) from ${likes} where ${likes.contentType} = ${ContentType.dynamic} and ${likes.contentId} = ${circlePosts.id})`.mapWith(
    Number,
  )

const postColumns = (lang: Lang) => ({
  id: circlePosts.id,
  kind: circlePosts.kind,
  title: pick(lang, circlePosts.titleZh, circlePosts.titleEn),
  content: pick(lang, circlePosts.contentZh, circlePosts.contentEn),
  cover: circlePosts.cover,
  images: circlePosts.images,
  authorId: userProfiles.userId,
  publishTime: circlePosts.publishTime,
  eventStart: circlePosts.eventStart,
  eventEnd: circlePosts.eventEnd,
  place: circlePosts.place,
  likes: likeCount,
})

type PostRow = {
  id: number
  kind: string
  title: string
  content: string
  cover: string
  images: string[]
  authorId: number
  publishTime: Date
  eventStart: Date | null
  eventEnd: Date | null
  place: string
  likes: number
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' }

/** The plain text of sanitised rich text: what a card's summary opens with. */
export const plainText = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim()

/** Posts as cards: authors' faces, like counts and whether the viewer likes each. */
async function asCards(db: Database, lang: Lang, viewerId: number | null, rows: PostRow[]): Promise<PostCard[]> {
  const [briefs, liked] = await Promise.all([
    briefsOf(
      db,
      lang,
      rows.map((row) => row.authorId),
    ),
    viewerId && rows.length
      ? db
          .select({ id: likes.contentId })
          .from(likes)
          .where(
            and(
              eq(likes.userId, viewerId),
              eq(likes.contentType, ContentType.dynamic),
              inArray(
                likes.contentId,
                rows.map((row) => row.id),
              ),
            ),
          )
      : Promise.resolve([]),
  ])
  const likedIds = new Set(liked.map((row) => row.id))
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as PostKind,
    title: row.title,
    summary: plainText(row.content).slice(0, 120),
    cover: row.cover,
    images: row.images,
    author: briefOf(briefs, row.authorId),
    publishTime: row.publishTime.getTime(),
    likes: row.likes,
    liked: likedIds.has(row.id),
    event:
      row.eventStart && row.eventEnd
        ? { startTime: row.eventStart.getTime(), endTime: row.eventEnd.getTime(), place: row.place }
        : null,
  }))
}

/** Posts of public cards: what the feed, searches and likes lists may show. */
const publicPosts = eq(userProfiles.isPublic, true)

async function postPage(
  db: Database,
  lang: Lang,
  viewerId: number | null,
  where: SQL | undefined,
  page: PageQuery,
  orderBy: SQL[] = [desc(circlePosts.publishTime), desc(circlePosts.id)],
): Promise<Page<PostCard>> {
  const found = await pageOf(
    page,
    db
      .select(postColumns(lang))
      .from(circlePosts)
      .innerJoin(userProfiles, eq(userProfiles.id, circlePosts.profileId))
      .where(where)
      .orderBy(...orderBy),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(circlePosts)
      .innerJoin(userProfiles, eq(userProfiles.id, circlePosts.profileId))
      .where(where),
  )
  return { ...found, list: await asCards(db, lang, viewerId, found.list) }
}

/**
 * network/circle/feed: posts of one kind (short posts by default; events for /goldkey-convention, articles for
 * /mypage-creative), newest first; a keyword searches titles and text in both languages, title hits first.
 */
export function circleFeed(
  db: Database,
  lang: Lang,
  viewerId: number | null,
  { kind, keyword }: Omit<FeedQuery, keyof PageQuery>,
  page: PageQuery,
) {
  const match = keywordMatch(keyword, bilingualKeyword(circlePosts, 'title', 'content'))
  return postPage(db, lang, viewerId, and(publicPosts, eq(circlePosts.kind, kind ?? 'dynamic'), match?.where), page, [
    ...(match ? [match.titleFirst] : []),
    desc(circlePosts.publishTime),
    desc(circlePosts.id),
  ])
}

/**
 * home/userInformationList: a person's posts, when their card is public or the viewer is them or exchanged cards
 * with them (404 otherwise).
 */
export async function personPosts(db: Database, lang: Lang, viewerId: number | null, userId: number, page: PageQuery) {
  const [card] = await db
    .select({ isPublic: userProfiles.isPublic })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId))
  if (!card) throw notFound()
  if (!card.isPublic) {
    const state = viewerId ? (await exchangeStates(db, viewerId, [userId])).get(userId)?.state : 'none'
    if (state !== 'self' && state !== 'exchanged') throw notFound()
  }
  return postPage(db, lang, viewerId, eq(userProfiles.userId, userId), page)
}

/** network/circle/mine (/mypage-dynamic): the user's own posts, of one kind or all. */
export const myPosts = (db: Database, lang: Lang, userId: number, kind: PostKind | undefined, page: PageQuery) =>
  postPage(db, lang, userId, and(eq(userProfiles.userId, userId), kind ? eq(circlePosts.kind, kind) : undefined), page)

/** network/circle/liked (/goldkey-like): the posts the user likes, most recently liked first. */
export const likedPosts = (db: Database, lang: Lang, userId: number, page: PageQuery) =>
  postPage(
    db,
    lang,
    userId,
    and(
      publicPosts,
      sql`${circlePosts.id} in (select ${likes.contentId} from ${likes} where ${likes.userId} = ${userId} and ${likes.contentType} = ${ContentType.dynamic})`,
    ),
    page,
    [
      desc(
        sql`(select ${likes.createdAt} from ${likes} where ${likes.userId} = ${userId} and ${likes.contentType} = ${ContentType.dynamic} and ${likes.contentId} = ${circlePosts.id})`,
      ),
      desc(circlePosts.id),
    ],
  )

/** home/dynamicDetail: a post with its rich text (a private card's posts only to the author). */
export async function postDetail(
  db: Database,
  lang: Lang,
  viewerId: number | null,
  id: number,
): Promise<PostDetail | null> {
  const [row] = await db
    .select({ ...postColumns(lang), isPublic: userProfiles.isPublic })
    .from(circlePosts)
    .innerJoin(userProfiles, eq(userProfiles.id, circlePosts.profileId))
    .where(eq(circlePosts.id, id))
  if (!row || (!row.isPublic && row.authorId !== viewerId)) return null
  const [card] = await asCards(db, lang, viewerId, [row])
  return { ...card, content: row.content, mine: row.authorId === viewerId }
}

const statusOf = (row: { status: string } | undefined): CertificationStatus =>
  (row?.status as CertificationStatus | undefined) ?? 'none'

/** network/circle/certification: where posting stands for the user (signed out: as for a user who never applied). */
export async function circleAccess(db: Database, lang: Lang, userId: number | null): Promise<CircleAccess> {
  const [row] = userId
    ? await db.select().from(circleCertifications).where(eq(circleCertifications.userId, userId))
    : []
  const status = statusOf(row)
  return {
    status,
    refusal: row?.refusal ?? '',
    canPost: status === 'certified',
    internalTesting: true,
    notice:
      status === 'refused'
        ? messageText('network.circle.access.refused', lang, { reason: row?.refusal ?? '' })
        : messageText(`network.circle.access.${status}`, lang),
  }
}

/**
 * network/circle/apply: the application for certification; it reaches customer service as a message of the user's
 * chat with them, which they answer by certifying or refusing (operator API).
 */
export async function applyForCertification(
  db: Database,
  lang: Lang,
  userId: number,
  form: CertificationForm,
): Promise<CircleAccess> {
  await requireCard(db, userId)
  const organisation = form.organisation.trim()
  const position = form.position.trim()
  if (!organisation) throw fieldRefused('organisation', 'required')
  if (!position) throw fieldRefused('position', 'required')
  const reason = (form.reason ?? '').trim()
  const [row] = await db.select().from(circleCertifications).where(eq(circleCertifications.userId, userId))
  if (row?.status === 'certified') throw new ApiError(409, NetworkCode.already, 'network.circle.alreadyCertified')
  if (row?.status === 'applied') throw new ApiError(409, NetworkCode.already, 'network.circle.alreadyApplied')
  const values = { status: 'applied', organisation, position, reason, refusal: '', appliedAt: new Date() }
  await db.transaction(async (tx) => {
    await tx
      .insert(circleCertifications)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: circleCertifications.userId, set: { ...values, decidedAt: null, decidedBy: '' } })
    await sendMessage(tx, userId, {
      conversation: serviceKey(userId),
      kind: 'text',
      body: messageText('network.service.application', lang, { organisation, position, reason }),
    })
  })
  return circleAccess(db, lang, userId)
}

/** Operators' list of applications, oldest first; one status or all. */
export async function listCertifications(db: Database, status?: CertificationStatus) {
  const rows = await db
    .select()
    .from(circleCertifications)
    .where(status ? eq(circleCertifications.status, status) : undefined)
    .orderBy(circleCertifications.appliedAt)
  return rows.map((row) => ({
    ...row,
    appliedAt: row.appliedAt.getTime(),
    decidedAt: row.decidedAt?.getTime() ?? null,
  }))
}

/**
 * An operator's decision on an application: certified, or refused with the reason the user sees. Either is told in
 * the user's customer-service chat and answers the waiting application.
 */
export async function decideCertification(
  db: Database,
  userId: number,
  decision: { operator: string; certify: boolean; reason?: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [settled] = await tx
      .update(circleCertifications)
      .set({
        status: decision.certify ? 'certified' : 'refused',
        refusal: decision.certify ? '' : (decision.reason ?? '').trim(),
        decidedAt: new Date(),
        decidedBy: decision.operator,
      })
      .where(and(eq(circleCertifications.userId, userId), eq(circleCertifications.status, 'applied')))
      .returning({ userId: circleCertifications.userId })
    if (!settled) throw new ApiError(409, NetworkCode.notPending, 'network.circle.noApplication')
    await storeSystemLine(
      tx,
      serviceKey(userId),
      decision.certify
        ? { key: 'network.service.certified' }
        : { key: 'network.service.refused', reason: (decision.reason ?? '').trim() },
      decision.operator,
    )
    await tx.update(serviceThreads).set({ waitingSince: null }).where(eq(serviceThreads.userId, userId))
  })
}

/**
 * network/circle/post (/goldkey-release): a certified user's post; the rich text is sanitised as stored and kept for
 * both languages; an event needs its start before its end and a place; pictures must be the user's uploads.
 */
export async function createPost(
  db: Database,
  lang: Lang,
  userId: number,
  form: PostForm,
  now: Date,
): Promise<PostDetail> {
  const [certification] = await db
    .select({ status: circleCertifications.status })
    .from(circleCertifications)
    .where(eq(circleCertifications.userId, userId))
  if (certification?.status !== 'certified')
    throw new ApiError(403, NetworkCode.notCertified, 'network.circle.notCertified')
  const card = await requireCard(db, userId)
  const title = form.title.trim()
  const content = sanitizeHtml(form.content).trim()
  const images = form.images ?? []
  if (!title && form.kind !== 'dynamic') throw fieldRefused('title', 'required')
  if (!plainText(content) && images.length === 0) throw fieldRefused('content', 'required')
  const event = form.event
  if (form.kind === 'event' && (!event || !(event.startTime < event.endTime) || !event.place.trim()))
    throw fieldRefused('event', 'eventTime')
  for (const [index, image] of images.entries()) await checkPicture(db, userId, `images.${index}`, image)
  await checkPicture(db, userId, 'cover', form.cover)
  const [created] = await db
    .insert(circlePosts)
    .values({
      profileId: card.id,
      kind: form.kind,
      titleZh: title,
      titleEn: title,
      contentZh: content,
      contentEn: content,
      cover: form.cover || images[0] || '',
      images,
      ...(form.kind === 'event' && event
        ? { eventStart: new Date(event.startTime), eventEnd: new Date(event.endTime), place: event.place.trim() }
        : {}),
      publishTime: now,
    })
    .returning({ id: circlePosts.id })
  return (await postDetail(db, lang, userId, created.id)) as PostDetail
}

/** network/circle/delete: the author's own post only (another's is a 404). */
export async function deletePost(db: Database, userId: number, id: number): Promise<void> {
  const removed = await db
    .delete(circlePosts)
    .where(
      and(
        eq(circlePosts.id, id),
        sql`${circlePosts.profileId} in (select ${userProfiles.id} from ${userProfiles} where ${userProfiles.userId} = ${userId})`,
      ),
    )
    .returning({ id: circlePosts.id })
  if (removed.length === 0) throw notFound()
}
