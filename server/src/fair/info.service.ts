import { and, asc, count, desc, eq, sql } from 'drizzle-orm'
import { appReleases, fairEditions, fairHonours, hotels, questionnaireAnswers } from './info.schema'
import { fairConfig } from './schema'
import type { PageQuery, Page } from '../../../src/contract/common'
import type {
  AppDownload,
  Edition,
  EditionDetail,
  HonourList,
  HotelCard,
  HotelDetail,
  QuestionnaireBody,
  QuestionnaireStanding,
  StageInfo,
} from '../../../src/contract/fair'
import { QUESTIONNAIRE_ANSWERED, type FairStage } from '../../../src/contract/fair.codes'
import type { Database } from '../platform/connect'
import { isUniqueViolation } from '../platform/db-errors'
import { ApiError } from '../platform/envelope'
import { DAY_MS, fairDate } from '../platform/fair-clock'
import { keywordMatch, bilingualKeyword } from '../platform/keyword-match'
import { localized, pick, type Lang } from '../platform/lang'
import { tablePage } from '../platform/page'
import { columnsOf } from '../platform/select'

/** Where the fair is held: the venue's entrance, for maps and directions. */
const VENUE = {
  zh: { venue: '厦门国际会展中心', address: '厦门市思明区会展路198号' },
  en: {
    venue: 'Xiamen International Conference and Exhibition Center',
    address: '198 Huizhan Road, Siming District, Xiamen',
  },
  latitude: 24.4779,
  longitude: 118.1826,
  exhibitionId: 'CIFIT2026',
}

/** The fair on its clock: before, open (its days, UTC+8) or closed, with the days left to the opening. */
export async function getStageInfo(db: Database, lang: Lang, now: Date): Promise<StageInfo | null> {
  const [config] = await db.select().from(fairConfig).where(eq(fairConfig.id, 1))
  if (!config) return null
  const today = fairDate(now)
  const stage: FairStage = today < config.startDate ? 'before' : today > config.endDate ? 'closed' : 'open'
  const daysToOpening = stage === 'before' ? Math.round((Date.parse(config.startDate) - Date.parse(today)) / DAY_MS) : 0
  return {
    fairName: pick(lang, config.fairNameZh, config.fairNameEn),
    edition: config.edition,
    startDate: config.startDate,
    endDate: config.endDate,
    stage,
    daysToOpening,
    ...VENUE[lang],
    latitude: VENUE.latitude,
    longitude: VENUE.longitude,
    servicePhone: config.servicePhone,
    exhibitionId: VENUE.exhibitionId,
  }
}

const editionColumns = (lang: Lang) => ({
  ...columnsOf(fairEditions, 'year', 'edition', 'startDate', 'endDate', 'cover'),
  ...localized(lang, fairEditions, 'theme', 'venue'),
  ...columnsOf(fairEditions, 'exhibitors', 'visitors', 'countries', 'projectsSigned', 'investmentSigned'),
})

type EditionRow = {
  year: number
  edition: number
  startDate: string
  endDate: string
  cover: string
  theme: string
  venue: string
} & Edition['figures']

const editionOf = ({
  exhibitors,
  visitors,
  countries,
  projectsSigned,
  investmentSigned,
  ...row
}: EditionRow): Edition => ({
  ...row,
  figures: { exhibitors, visitors, countries, projectsSigned, investmentSigned },
})

/** Every edition on record, newest first. */
export async function listEditions(db: Database, lang: Lang): Promise<Edition[]> {
  const rows = await db.select(editionColumns(lang)).from(fairEditions).orderBy(desc(fairEditions.year))
  return rows.map(editionOf)
}

export async function getEdition(db: Database, lang: Lang, year: number): Promise<EditionDetail | null> {
  const [row] = await db
    .select({ ...editionColumns(lang), ...localized(lang, fairEditions, 'highlights') })
    .from(fairEditions)
    .where(eq(fairEditions.year, year))
  if (!row) return null
  const { highlights, ...rest } = row
  return { ...editionOf(rest), highlights }
}

/** An edition's awards by category, in seed order; the latest edition that gave awards when no year is asked. */
export async function getHonours(db: Database, lang: Lang, year?: number): Promise<HonourList | null> {
  const years = (
    await db.selectDistinct({ year: fairHonours.year }).from(fairHonours).orderBy(desc(fairHonours.year))
  ).map((row) => row.year)
  const chosen = year ?? years[0]
  if (chosen === undefined || !years.includes(chosen)) return null
  const rows = await db
    .select(localized(lang, fairHonours, 'category', 'winner'))
    .from(fairHonours)
    .where(eq(fairHonours.year, chosen))
    .orderBy(asc(fairHonours.sort))
  const groups: HonourList['groups'] = []
  for (const { category, winner } of rows) {
    const group = groups.find((g) => g.category === category)
    if (group) group.winners.push(winner)
    else groups.push({ category, winners: [winner] })
  }
  return { year: chosen, years, groups }
}

const hotelCard = (lang: Lang) => ({
  ...columnsOf(hotels, 'id'),
  ...localized(lang, hotels, 'name', 'address'),
  ...columnsOf(hotels, 'stars', 'distanceKm', 'priceMin', 'priceMax', 'cover', 'shuttle'),
})

/** The partner hotels nearest the venue first; a keyword matches the name and address in either language. */
export function listHotels(
  db: Database,
  lang: Lang,
  keyword: string | undefined,
  page: PageQuery,
): Promise<Page<HotelCard>> {
  const match = keywordMatch(keyword, bilingualKeyword(hotels, 'name', 'address'))
  return tablePage(db, page, {
    table: hotels,
    columns: hotelCard(lang),
    where: match?.where,
    orderBy: [asc(hotels.distanceKm), asc(hotels.id)],
  })
}

export async function getHotel(db: Database, lang: Lang, id: number): Promise<HotelDetail | null> {
  const [row] = await db
    .select({
      ...hotelCard(lang),
      ...localized(lang, hotels, 'bookingContact', 'content'),
      ...columnsOf(hotels, 'phone', 'bookingPhone', 'bookingEmail', 'images', 'latitude', 'longitude'),
    })
    .from(hotels)
    .where(eq(hotels.id, id))
  return row ?? null
}

export async function getAppDownload(db: Database, lang: Lang): Promise<AppDownload> {
  const releases = await db
    .select({
      ...columnsOf(appReleases, 'platform', 'version', 'url', 'sizeMb', 'releasedAt'),
      ...localized(lang, appReleases, 'notes'),
    })
    .from(appReleases)
    .orderBy(asc(appReleases.platform))
  return { releases, miniProgramName: pick(lang, '投洽会', 'CIFIT') }
}

async function currentEdition(db: Database): Promise<number> {
  const [config] = await db.select({ edition: fairConfig.edition }).from(fairConfig).where(eq(fairConfig.id, 1))
  return config?.edition ?? 0
}

/** This edition's survey as the user sees it: their answers when given, and how the answers stand. */
export async function getQuestionnaire(db: Database, userId: number | undefined): Promise<QuestionnaireStanding> {
  const edition = await currentEdition(db)
  const [[totals], [mine]] = await Promise.all([
    db
      .select({ responses: count(), average: sql<string | null>`avg(${questionnaireAnswers.satisfaction})` })
      .from(questionnaireAnswers)
      .where(eq(questionnaireAnswers.edition, edition)),
    userId === undefined
      ? Promise.resolve([])
      : db
          .select({ answers: questionnaireAnswers.answers, createdAt: questionnaireAnswers.createdAt })
          .from(questionnaireAnswers)
          .where(and(eq(questionnaireAnswers.userId, userId), eq(questionnaireAnswers.edition, edition))),
  ])
  return {
    edition,
    answered: mine ? { answers: mine.answers, answeredAt: mine.createdAt.getTime() } : null,
    responses: totals.responses,
    averageSatisfaction: totals.average === null ? 0 : Number(Number(totals.average).toFixed(1)),
  }
}

/** Keeps a user's answers to this edition's survey; a second answer is refused (409), however many arrive at once. */
export async function answerQuestionnaire(
  db: Database,
  userId: number,
  body: QuestionnaireBody,
): Promise<QuestionnaireStanding> {
  const edition = await currentEdition(db)
  const answers = { ...body, suggestion: body.suggestion.trim() }
  try {
    await db.insert(questionnaireAnswers).values({ userId, edition, answers, satisfaction: Number(body.satisfaction) })
  } catch (error) {
    if (isUniqueViolation(error, 'questionnaire_answers_user_edition_idx'))
      throw new ApiError(409, QUESTIONNAIRE_ANSWERED, 'fair.questionnaire.answered')
    throw error
  }
  return getQuestionnaire(db, userId)
}
