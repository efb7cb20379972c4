import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core'
import { users } from './schema'
import type {
  InquiryItem,
  InquiryListQuery,
  MineItem,
  MineKind,
  MineList,
  MineListQuery,
} from '../../../src/contract/account'
import type { Page } from '../../../src/contract/common'
import { ContentType } from '../../../src/contract/common.codes'
import { maskPhone } from '../../../src/contract/mask'
import { cities, clusters, investmentServices } from '../city/schema'
import { news, parks, policies, projects } from '../content/schema'
import { likes } from '../engagement/schema'
import { collects, follows } from '../engagement/schema'
import { enterpriseMembers, inquiries } from '../enterprise/schema'
import { enterprises, products } from '../enterprise/schema'
import { exhibitions } from '../exhibition/schema'
import { lives } from '../media/schema'
import { speakers, videos } from '../media/schema'
import { meetings } from '../meeting/schema'
import type { Database } from '../platform/connect'
import { pick, type Lang } from '../platform/lang'
import { pageOf } from '../platform/page'
import { columnsOf } from '../platform/select'

type ContentTable = PgTable & { id: AnyPgColumn }

/** How a content type's rows give a list its title and picture. */
interface ContentShape {
  table: ContentTable
  titleZh: AnyPgColumn
  titleEn: AnyPgColumn
  cover?: AnyPgColumn
}

const shape = (table: ContentTable, titleZh: AnyPgColumn, titleEn: AnyPgColumn, cover?: AnyPgColumn) => ({
  table,
  titleZh,
  titleEn,
  cover,
})

/** The content types a person can keep that a list can show (booths and posts have no title of their own). */
const SHAPES: Partial<Record<number, ContentShape>> = {
  [ContentType.project]: shape(projects, projects.titleZh, projects.titleEn, projects.cover),
  [ContentType.park]: shape(parks, parks.titleZh, parks.titleEn, parks.cover),
  [ContentType.news]: shape(news, news.titleZh, news.titleEn, news.cover),
  [ContentType.cluster]: shape(clusters, clusters.titleZh, clusters.titleEn, clusters.cover),
  [ContentType.product]: shape(products, products.nameZh, products.nameEn, products.cover),
  [ContentType.vipVideo]: shape(videos, videos.titleZh, videos.titleEn, videos.cover),
  [ContentType.meeting]: shape(meetings, meetings.titleZh, meetings.titleEn, meetings.cover),
  [ContentType.forumVideo]: shape(lives, lives.titleZh, lives.titleEn, lives.cover),
  [ContentType.live]: shape(lives, lives.titleZh, lives.titleEn, lives.cover),
  [ContentType.policy]: shape(policies, policies.titleZh, policies.titleEn),
  [ContentType.enterprise]: shape(enterprises, enterprises.nameZh, enterprises.nameEn, enterprises.logo),
  [ContentType.exhibition]: shape(exhibitions, exhibitions.nameZh, exhibitions.nameEn, exhibitions.cover),
  [ContentType.speaker]: shape(speakers, speakers.nameZh, speakers.nameEn, speakers.avatar),
  [ContentType.city]: shape(cities, cities.nameZh, cities.nameEn, cities.cover),
  [ContentType.service]: shape(
    investmentServices,
    investmentServices.titleZh,
    investmentServices.titleEn,
    investmentServices.cover,
  ),
}
const SHOWN_TYPES = Object.keys(SHAPES).map(Number)

/** Where each list keeps its rows: whose, which content, and when. */
const LISTS = {
  collections: {
    table: collects,
    userId: collects.userId,
    type: collects.contentType,
    id: collects.contentId,
    at: collects.createdAt,
  },
  likes: { table: likes, userId: likes.userId, type: likes.contentType, id: likes.contentId, at: likes.createdAt },
  follows: {
    table: follows,
    userId: follows.userId,
    type: follows.targetType,
    id: follows.targetId,
    at: follows.createdAt,
  },
} satisfies Record<MineList, unknown>

/** Titles, summaries and pictures of the kept items, by `type:id`; items deleted since are absent. */
async function resolve(db: Database, lang: Lang, kept: { type: number; id: number }[]) {
  const byType = new Map<number, number[]>()
  for (const row of kept) byType.set(row.type, [...(byType.get(row.type) ?? []), row.id])
  const found = new Map<string, Pick<MineItem, 'title' | 'cover'>>()
  await Promise.all(
    [...byType].map(async ([type, ids]) => {
      const s = SHAPES[type]!
      const items = await db
        .select({
          id: s.table.id,
          titleZh: s.titleZh,
          titleEn: s.titleEn,
          ...(s.cover && { cover: s.cover }),
        })
        .from(s.table)
        .where(inArray(s.table.id, ids))
      for (const item of items as Record<string, string | number>[]) {
        found.set(`${type}:${item.id}`, {
          title: String(pick(lang, item.titleZh, item.titleEn)),
          cover: String(item.cover ?? ''),
        })
      }
    }),
  )
  return found
}

/** One page of what the user kept in a list, newest first, optionally of one content type. */
export async function mineList(
  db: Database,
  lang: Lang,
  userId: number,
  list: MineList,
  q: MineListQuery,
): Promise<Page<MineItem>> {
  const l = LISTS[list]
  const types = q.contentType === undefined ? SHOWN_TYPES : SHOWN_TYPES.filter((type) => type === q.contentType)
  const where: SQL = and(eq(l.userId, userId), inArray(l.type, types.length > 0 ? types : [-1]))!
  const kept = await pageOf(
    q,
    db.select({ type: l.type, id: l.id, at: l.at }).from(l.table).where(where).orderBy(desc(l.at), desc(l.id)),
    db.$count(l.table, where),
  )
  const found = await resolve(db, lang, kept.list)
  const items = kept.list.flatMap((row) => {
    const content = found.get(`${row.type}:${row.id}`)
    return content ? [{ contentType: row.type, contentId: row.id, addedAt: row.at.getTime(), ...content }] : []
  })
  return { ...kept, list: items }
}

/** How many items of each shown content type the user's list holds. */
export async function mineKinds(db: Database, userId: number, list: MineList): Promise<MineKind[]> {
  const l = LISTS[list]
  const rows = await db
    .select({ contentType: l.type, count: count() })
    .from(l.table)
    .where(and(eq(l.userId, userId), inArray(l.type, SHOWN_TYPES)))
    .groupBy(l.type)
    .orderBy(l.type)
  return rows
}

/** One page of purchase enquiries the user sent, or received for the products of the enterprises they belong to. */
export async function inquiryList(
  db: Database,
  lang: Lang,
  userId: number,
  q: InquiryListQuery,
): Promise<Page<InquiryItem>> {
  const where =
    q.box === 'sent'
      ? eq(inquiries.userId, userId)
      : inArray(
          products.enterpriseId,
          db
            .select({ id: enterpriseMembers.enterpriseId })
            .from(enterpriseMembers)
            .where(eq(enterpriseMembers.userId, userId)),
        )
  const joined = <Q extends PgSelect>(query: Q) =>
    query
      .innerJoin(products, eq(products.id, inquiries.productId))
      .innerJoin(enterprises, eq(enterprises.id, products.enterpriseId))
      .innerJoin(users, eq(users.id, inquiries.userId))
      .where(where)
  return pageOf(
    q,
    joined(
      db
        .select({
          id: inquiries.id,
          productId: products.id,
          productZh: products.nameZh,
          productEn: products.nameEn,
          productCover: products.cover,
          enterpriseId: enterprises.id,
          enterpriseZh: enterprises.nameZh,
          enterpriseEn: enterprises.nameEn,
          ...columnsOf(inquiries, 'quantity', 'unit', 'requirements', 'phone'),
          sender: users.nickname,
          createdAt: inquiries.createdAt,
        })
        .from(inquiries)
        .$dynamic(),
    ).orderBy(desc(inquiries.createdAt), desc(inquiries.id)),
    joined(db.select({ total: count() }).from(inquiries).$dynamic()),
    (row) => ({
      id: row.id,
      productId: row.productId,
      productName: pick(lang, row.productZh, row.productEn),
      productCover: row.productCover,
      enterpriseId: row.enterpriseId,
      enterpriseName: pick(lang, row.enterpriseZh, row.enterpriseEn),
      quantity: row.quantity,
      unit: row.unit,
      requirements: row.requirements,
      // The sender's own number is shown masked; the enterprise it was sent to needs it whole to call back.
      phone: q.box === 'sent' ? maskPhone(row.phone) : row.phone,
      sender: row.sender,
      createdAt: row.createdAt.getTime(),
    }),
  )
}
