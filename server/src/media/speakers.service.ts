import { and, asc, eq, sql, type SQL } from 'drizzle-orm'
import { videos } from './schema'
import type { FilterOf } from '../../../src/contract/common'
import { ContentType } from '../../../src/contract/common.codes'
import type { SpeakerCard, SpeakerDetail, SpeakerQuery } from '../../../src/contract/media'
import { isFollowing } from '../engagement'
import { speakers } from '../meeting'
import type { Database } from '../platform/connect'
import { bilingualKeyword, keywordMatch } from '../platform/keyword-match'
import { localized, pick, type Lang } from '../platform/lang'
import { tablePage, type PagedList } from '../platform/page'
import { columnsOf } from '../platform/select'

export type SpeakerFilter = FilterOf<SpeakerQuery>

function cardColumns(lang: Lang) {
  return {
    id: speakers.id,
    ...localized(lang, speakers, 'name', 'position', 'organisation'),
    ...columnsOf(speakers, 'avatar', 'featured'),
    videoCount: sql<number>`(select count(*)::int from ${videos} where ${videos}.${sql.identifier('speaker_id')} = ${speakers}.${sql.identifier('id')})`,
  }
}

/** Speakers whose name, organisation or position contains the keyword, in their display order. */
export const listSpeakers: PagedList<SpeakerFilter, SpeakerCard> = async (db, lang, filter, page) => {
  const match = keywordMatch(filter.keyword, bilingualKeyword(speakers, 'name', 'organisation', 'position'))
  const where: SQL | undefined = and(match?.where, filter.featured ? eq(speakers.featured, true) : undefined)
  return tablePage(db, page, {
    table: speakers,
    columns: cardColumns(lang),
    where,
    orderBy: [...(match ? [match.titleFirst] : []), asc(speakers.sort), asc(speakers.id)],
  })
}

/** One speaker with the biography; `followed` for the signed-in user. Null when the id matches nothing. */
export async function getSpeaker(db: Database, lang: Lang, id: number, userId?: number): Promise<SpeakerDetail | null> {
  const [row] = await db
    .select({ ...cardColumns(lang), bio: pick(lang, speakers.bioZh, speakers.bioEn) })
    .from(speakers)
    .where(eq(speakers.id, id))
  if (!row) return null
  return { ...row, followed: userId ? await isFollowing(db, userId, ContentType.speaker, id) : false }
}

export async function speakerExists(db: Database, id: number): Promise<boolean> {
  return (await db.$count(speakers, eq(speakers.id, id))) > 0
}
