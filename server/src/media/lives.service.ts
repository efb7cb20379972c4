import { and, asc, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm'
import type { FilterOf, Page, PageQuery } from '../../../src/contract/common'
import { ContentType } from '../../../src/contract/common.codes'
import type { LiveCard, LiveDetail, LiveQuery } from '../../../src/contract/media'
import { liveStateAt, LiveState } from '../../../src/contract/media.codes'
import type { LiveStateCode } from '../../../src/contract/media.codes'
import type { SearchHit } from '../../../src/contract/search'
import { lives } from '../meeting'
import type { Database } from '../platform/connect'
import { bilingualKeyword, keywordMatch } from '../platform/keyword-match'
import { cardBasics, type Lang, localized } from '../platform/lang'
import { mapPage, tablePage } from '../platform/page'
import { columnsOf } from '../platform/select'
import { countView } from '../platform/views'

export type LiveFilter = FilterOf<LiveQuery>

function cardColumns(lang: Lang) {
  return {
    ...cardBasics(lang, lives),
    ...localized(lang, lives, 'host'),
    ...columnsOf(lives, 'startTime', 'endTime', 'replayUrl', 'views'),
  }
}

type CardRow = { startTime: Date; endTime: Date; replayUrl: string | null }

function toCard<R extends CardRow>({ replayUrl, ...row }: R, now: Date) {
  return {
    ...row,
    startTime: row.startTime.getTime(),
    endTime: row.endTime.getTime(),
    state: liveStateAt(row.startTime.getTime(), row.endTime.getTime(), now.getTime()),
    hasReplay: Boolean(replayUrl),
  }
}

/** The SQL form of liveStateAt: the rows in that state at `now`. */
function stateFilter(state: LiveStateCode | undefined, now: Date): SQL | undefined {
  if (state === LiveState.notStarted) return gt(lives.startTime, now)
  if (state === LiveState.live) return and(lte(lives.startTime, now), gt(lives.endTime, now))
  if (state === LiveState.replay) return lte(lives.endTime, now)
  return undefined
}

const keywordOf = (keyword?: string) => keywordMatch(keyword, bilingualKeyword(lives, 'title', 'summary'))

/** Live first, then those still to come (soonest first), then the ended ones (latest first). */
function byState(now: Date): SQL[] {
  const rank = sql`case when ${lives.startTime} > ${now} then 1 when ${lives.endTime} > ${now} then 0 else 2 end`
  const upcomingStart = sql`case when ${lives.startTime} > ${now} then ${lives.startTime} end`
  return [asc(rank), asc(upcomingStart), desc(lives.startTime), desc(lives.id)]
}

/** Live cards in the given state at `now`: title matches first with a keyword, then as byState orders them. */
export async function listLives(
  db: Database,
  lang: Lang,
  filter: LiveFilter,
  page: PageQuery,
  now: Date,
): Promise<Page<LiveCard>> {
  const match = keywordOf(filter.keyword)
  const where = and(match?.where, stateFilter(filter.state, now))
  return tablePage(
    db,
    page,
    {
      table: lives,
      columns: cardColumns(lang),
      where,
      orderBy: [...(match ? [match.titleFirst] : []), ...byState(now)],
    },
    (row) => toCard(row, now),
  )
}

/** liveSearch: lives as search hits of type 15, which open /meetingForumVideo?id=<live id>. */
export async function searchLives(
  db: Database,
  lang: Lang,
  keyword: string | undefined,
  page: PageQuery,
  now: Date,
): Promise<Page<SearchHit>> {
  return mapPage(await listLives(db, lang, { keyword }, page, now), (c) => ({
    id: c.id,
    type: ContentType.forumVideo,
    title: c.title,
    summary: c.summary,
    cover: c.cover,
    time: c.startTime,
  }))
}

/** Whether a live of this id exists. */
export async function liveExists(db: Database, id: number): Promise<boolean> {
  return (await db.$count(lives, eq(lives.id, id))) > 0
}

/**
 * One live with the stream or replay address that its state at `now` allows (a stream before the start is
 * withheld); counts the view. Null when the id matches nothing.
 */
export async function getLive(db: Database, lang: Lang, id: number, now: Date): Promise<LiveDetail | null> {
  const [row] = await countView(db, lives, eq(lives.id, id)).returning({
    ...cardColumns(lang),
    ...localized(lang, lives, 'content'),
    ...columnsOf(lives, 'streamUrl', 'meetingId'),
  })
  if (!row) return null
  const card = toCard(row, now)
  return {
    ...card,
    content: row.content,
    streamUrl: card.state === LiveState.live ? row.streamUrl : '',
    replayUrl: card.state === LiveState.replay ? (row.replayUrl ?? '') : '',
    meetingId: row.meetingId,
    serverTime: now.getTime(),
  }
}
