import { and, count, desc, eq, inArray, sum, type SQL } from 'drizzle-orm'
import { CONTENT_KINDS } from './content-kinds'
import type { MineInfo, MineItem, MineKind, MineList, MineListQuery } from '../../../src/contract/account'
import type { Page } from '../../../src/contract/common'
import { collects, follows, likes } from '../engagement'
import { meetingSignUps } from '../meeting'
import type { Database } from '../platform/connect'
import { pick, type Lang } from '../platform/lang'
import { pageOf } from '../platform/page'
import { pointsRecords } from '../points'

/** The kinds a list can show, with their titles and pictures. */
const SHAPES = new Map(
  Object.entries(CONTENT_KINDS).flatMap(([type, kind]) =>
    kind.shown ? [[Number(type), { table: kind.table, ...kind.shown }] as const] : [],
  ),
)
const SHOWN_TYPES = [...SHAPES.keys()]

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
      const s = SHAPES.get(type)!
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

/** The "mine" page counters, counted from the user's own rows. */
export async function getMineInfo(db: Database, userId: number): Promise<MineInfo> {
  const [collectCount, followCount, signUpCount, [points]] = await Promise.all([
    db.$count(collects, eq(collects.userId, userId)),
    db.$count(follows, eq(follows.userId, userId)),
    db.$count(meetingSignUps, eq(meetingSignUps.userId, userId)),
    db
      .select({ total: sum(pointsRecords.point).mapWith(Number) })
      .from(pointsRecords)
      .where(eq(pointsRecords.userId, userId)),
  ])
  return { collectCount, followCount, signUpCount, points: points?.total ?? 0 }
}
