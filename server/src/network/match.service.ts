import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import { matchDays, matches } from './match.schema'
import { briefOf, briefsOf, requireCard, selfRefused } from './people'
import { userProfiles } from './people.schema'
import type { Page, PageQuery } from '../../../src/contract/common'
import type { Match, MatchQuota, MatchResult, Recommendation, Recommendations } from '../../../src/contract/network'
import {
  MATCH_KINDS,
  MATCHES_PER_DAY,
  NetworkCode,
  RECOMMENDATIONS_MAX,
  type CardNeed,
  type MatchKind,
} from '../../../src/contract/network.codes'
import { userSettings } from '../account'
import { projects } from '../content'
import { enterpriseMembers, enterprises } from '../enterprise'
import { booths } from '../exhibition'
import type { Database } from '../platform/connect'
import { ApiError, notFound } from '../platform/envelope'
import { fairDate } from '../platform/fair-clock'
import { pick, type Lang } from '../platform/lang'
import { messageText } from '../platform/messages'
import { options } from '../platform/options.schema'
import { pageOf } from '../platform/page'
import { formatYuan } from '../platform/text'

// Matchmaking (/mypage-engine): people, exhibitors and projects recommended from the user's card (industry, industries
// of interest, what it offers and seeks), each with its reason in the request's language, when personalised
// recommendation is on; a daily quota of matches on the fair's clock, counted in the statement that checks it.

/** What a candidate declares, to be scored against the user's card. */
interface Profile {
  industryId: number | null
  interests: number[]
  offers: CardNeed[]
  seeks: CardNeed[]
}

interface Candidate extends Profile {
  kind: MatchKind
  id: number
  title: string
  subtitle: string
  cover: string
  /** A booth to name (exhibitors) or an amount sought (projects). */
  booth?: string
  amount?: number
}

/** What an exhibitor brings to a fair, as card codes. */
const EXHIBITOR_OFFERS: CardNeed[] = ['partners', 'markets', 'technology']
/** What a project looks for and has. */
const PROJECT_PROFILE = { offers: ['projects'] as CardNeed[], seeks: ['investment'] as CardNeed[] }

/** A candidate's score against the user's card, and the reason in both languages; 0 for no reason at all. */
function scoreOf(mine: Profile, them: Candidate, labels: Map<number, { zh: string; en: string }>) {
  const parts: { score: number; text: (lang: Lang) => string }[] = []
  const industry = them.industryId ? labels.get(them.industryId) : undefined
  if (industry && them.industryId === mine.industryId)
    parts.push({
      score: 3,
      text: (lang) => messageText('network.match.sameIndustry', lang, { industry: industry[lang] }),
    })
  else if (industry && them.industryId !== null && mine.interests.includes(them.industryId))
    parts.push({ score: 2, text: (lang) => messageText('network.match.interest', lang, { industry: industry[lang] }) })
  for (const need of mine.seeks.filter((n) => them.offers.includes(n)))
    parts.push({
      score: 2,
      text: (lang) =>
        messageText('network.match.theyOffer', lang, {
          seek: messageText(`network.need.${need}`, lang),
          offer: messageText(`network.offer.${need}`, lang),
        }),
    })
  for (const need of mine.offers.filter((n) => them.seeks.includes(n)))
    parts.push({
      score: 1,
      text: (lang) =>
        messageText('network.match.youOffer', lang, {
          seek: messageText(`network.need.${need}`, lang),
          offer: messageText(`network.offer.${need}`, lang),
        }),
    })
  const score = parts.reduce((total, part) => total + part.score, 0)
  if (score > 0 && them.booth)
    parts.push({ score: 0, text: (lang) => messageText('network.match.exhibits', lang, { booth: them.booth ?? '' }) })
  if (score > 0 && them.amount)
    parts.push({
      score: 0,
      text: (lang) => messageText('network.match.projectSeeks', lang, { amount: formatYuan(them.amount ?? 0)[lang] }),
    })
  const reason = (lang: Lang) => parts.map((part) => part.text(lang)).join(messageText('network.match.join', lang))
  return { score, reason }
}

const industryLabels = async (db: Database) =>
  new Map(
    (
      await db
        .select({ id: options.id, zh: options.labelZh, en: options.labelEn })
        .from(options)
        .where(eq(options.kind, 'industry'))
    ).map(({ id, ...label }) => [id, label]),
  )

/** Candidates of a kind in a language (one of them with `only`). */
async function candidates(
  db: Database,
  lang: Lang,
  userId: number,
  kind: MatchKind,
  only?: number,
): Promise<Candidate[]> {
  const industry = (column: Parameters<typeof eq>[0]) =>
    sql<string>`coalesce((select ${pick(lang, options.labelZh, options.labelEn)} from ${options} where ${options.id} = ${column}), '')`
  if (kind === 'person') {
    const rows = await db
      .select({
        id: userProfiles.userId,
        title: pick(lang, userProfiles.nameZh, userProfiles.nameEn),
        position: pick(lang, userProfiles.positionZh, userProfiles.positionEn),
        company: pick(lang, userProfiles.companyZh, userProfiles.companyEn),
        cover: userProfiles.avatar,
        industryId: userProfiles.industryId,
        interests: userProfiles.interests,
        offers: userProfiles.offers,
        seeks: userProfiles.seeks,
      })
      .from(userProfiles)
      .where(
        and(
          eq(userProfiles.isPublic, true),
          ne(userProfiles.userId, userId),
          only ? eq(userProfiles.userId, only) : undefined,
        ),
      )
    return rows.map(({ position, company, offers, seeks, ...row }) => ({
      ...row,
      kind,
      subtitle: [position, company].filter(Boolean).join(' · '),
      offers: offers as CardNeed[],
      seeks: seeks as CardNeed[],
    }))
  }
  if (kind === 'exhibitor') {
    const rows = await db
      .select({
        id: enterprises.id,
        title: pick(lang, enterprises.nameZh, enterprises.nameEn),
        subtitle: industry(enterprises.industryId),
        cover: enterprises.logo,
        industryId: enterprises.industryId,
        booth: sql<string>`min(${booths.boothNo})`,
      })
      .from(enterprises)
      .innerJoin(booths, eq(booths.enterpriseId, enterprises.id))
      .where(only ? eq(enterprises.id, only) : undefined)
      .groupBy(enterprises.id)
    return rows.map((row) => ({ ...row, kind, interests: [], offers: EXHIBITOR_OFFERS, seeks: [] }))
  }
  const rows = await db
    .select({
      id: projects.id,
      title: pick(lang, projects.titleZh, projects.titleEn),
      subtitle: industry(projects.industryId),
      cover: projects.cover,
      industryId: projects.industryId,
      amount: projects.investAmount,
    })
    .from(projects)
    .where(only ? eq(projects.id, only) : undefined)
  return rows.map((row) => ({ ...row, kind, interests: [], ...PROJECT_PROFILE }))
}

/** The daily quota as it stands on the fair's day of `now`. */
export async function matchQuota(db: Database, userId: number, now: Date): Promise<MatchQuota> {
  const day = fairDate(now)
  const [row] = await db
    .select({ used: matchDays.used })
    .from(matchDays)
    .where(and(eq(matchDays.userId, userId), eq(matchDays.day, day)))
  const used = row?.used ?? 0
  return { day, quota: MATCHES_PER_DAY, used, remaining: Math.max(MATCHES_PER_DAY - used, 0) }
}

const myProfile = async (db: Database, userId: number): Promise<Profile> => {
  const card = await requireCard(db, userId)
  return {
    industryId: card.industryId,
    interests: card.interests,
    offers: card.offers as CardNeed[],
    seeks: card.seeks as CardNeed[],
  }
}

/**
 * network/match/recommendations: with personalised recommendation on (settings), the best-scored candidates of a kind
 * (or of all kinds) with their reasons; with it off, none and a notice saying so. The quota comes either way.
 */
export async function recommendations(
  db: Database,
  lang: Lang,
  userId: number,
  kind: MatchKind | undefined,
  now: Date,
): Promise<Recommendations> {
  const quota = await matchQuota(db, userId, now)
  const [setting] = await db
    .select({ recommend: userSettings.recommend })
    .from(userSettings)
    .where(eq(userSettings.userId, userId))
  if (setting && !setting.recommend)
    return { personalised: false, notice: messageText('network.match.off', lang), quota, items: [] }
  const mine = await myProfile(db, userId)
  const labels = await industryLabels(db)
  const kinds = kind ? [kind] : MATCH_KINDS
  const scored = (await Promise.all(kinds.map((k) => candidates(db, lang, userId, k))))
    .flat()
    .map((candidate) => ({ candidate, ...scoreOf(mine, candidate, labels) }))
    .filter((entry) => entry.score > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        MATCH_KINDS.indexOf(a.candidate.kind) - MATCH_KINDS.indexOf(b.candidate.kind) ||
        a.candidate.id - b.candidate.id,
    )
    .slice(0, RECOMMENDATIONS_MAX)
  const matched = await db
    .select({ kind: matches.kind, targetId: matches.targetId })
    .from(matches)
    .where(eq(matches.userId, userId))
  const taken = new Set(matched.map((m) => `${m.kind}:${m.targetId}`))
  const items: Recommendation[] = scored.map(({ candidate, score, reason }) => ({
    kind: candidate.kind,
    id: candidate.id,
    title: candidate.title,
    subtitle: candidate.subtitle,
    cover: candidate.cover,
    reason: reason(lang),
    score,
    matched: taken.has(`${candidate.kind}:${candidate.id}`),
  }))
  return { personalised: true, notice: messageText('network.match.on', lang), quota, items }
}

/** Whom a meeting request from a match goes to: the person, or the first account acting for the enterprise behind it. */
async function meetWithIds(db: Database, rows: { kind: string; targetId: number }[]): Promise<Map<string, number>> {
  const found = new Map<string, number>()
  for (const row of rows) if (row.kind === 'person') found.set(`person:${row.targetId}`, row.targetId)
  const projectIds = rows.filter((row) => row.kind === 'project').map((row) => row.targetId)
  const projectEnterprises = projectIds.length
    ? await db
        .select({ id: projects.id, enterpriseId: projects.enterpriseId })
        .from(projects)
        .where(inArray(projects.id, projectIds))
    : []
  const enterpriseOf = new Map<string, number>([
    ...rows
      .filter((row) => row.kind === 'exhibitor')
      .map((row) => [`exhibitor:${row.targetId}`, row.targetId] as const),
    ...projectEnterprises.flatMap((p) => (p.enterpriseId ? [[`project:${p.id}`, p.enterpriseId] as const] : [])),
  ])
  const enterpriseIds = [...new Set(enterpriseOf.values())]
  const contacts = enterpriseIds.length
    ? await db
        .selectDistinctOn([enterpriseMembers.enterpriseId], {
          enterpriseId: enterpriseMembers.enterpriseId,
          userId: enterpriseMembers.userId,
        })
        .from(enterpriseMembers)
        .where(inArray(enterpriseMembers.enterpriseId, enterpriseIds))
        .orderBy(enterpriseMembers.enterpriseId, asc(enterpriseMembers.createdAt), asc(enterpriseMembers.userId))
    : []
  const contactOf = new Map(contacts.map((c) => [c.enterpriseId, c.userId]))
  for (const [key, enterpriseId] of enterpriseOf) {
    const contact = contactOf.get(enterpriseId)
    if (contact) found.set(key, contact)
  }
  return found
}

type MatchRow = typeof matches.$inferSelect

async function showMatches(db: Database, lang: Lang, rows: MatchRow[]): Promise<Match[]> {
  const faces = new Map<string, Candidate>()
  for (const kind of MATCH_KINDS) {
    const ids = rows.filter((row) => row.kind === kind).map((row) => row.targetId)
    if (ids.length === 0) continue
    for (const candidate of await candidatesById(db, lang, kind, ids)) faces.set(`${kind}:${candidate.id}`, candidate)
  }
  const meetWith = await meetWithIds(db, rows)
  const briefs = await briefsOf(db, lang, [...meetWith.values()])
  return rows.map((row) => {
    const face = faces.get(`${row.kind}:${row.targetId}`)
    const contact = meetWith.get(`${row.kind}:${row.targetId}`)
    return {
      id: row.id,
      kind: row.kind as MatchKind,
      targetId: row.targetId,
      title: face?.title ?? '',
      subtitle: face?.subtitle ?? '',
      cover: face?.cover ?? '',
      reason: pick(lang, row.reasonZh, row.reasonEn),
      createdAt: row.createdAt.getTime(),
      meetWith: contact ? briefOf(briefs, contact) : null,
    }
  })
}

/** The faces of matched targets, private cards included (a match stays listed). */
async function candidatesById(db: Database, lang: Lang, kind: MatchKind, ids: number[]): Promise<Candidate[]> {
  if (kind !== 'person') {
    const all = await Promise.all(ids.map((id) => candidates(db, lang, 0, kind, id)))
    return all.flat()
  }
  const briefs = await briefsOf(db, lang, ids)
  return ids.map((id) => {
    const brief = briefOf(briefs, id)
    return {
      kind,
      id,
      title: brief.name,
      subtitle: [brief.position, brief.organisation].filter(Boolean).join(' · '),
      cover: brief.avatar,
      industryId: null,
      interests: [],
      offers: [],
      seeks: [],
    }
  })
}

/**
 * network/match: takes up a person, an exhibitor or a project (never oneself). A new match costs one of today's
 * MATCHES_PER_DAY on the fair's clock, counted in the same statement that checks the quota, so parallel requests never
 * pass it (429 with the quota); matching the same target again costs nothing.
 */
export async function matchWith(
  db: Database,
  lang: Lang,
  userId: number,
  { kind, id }: { kind: MatchKind; id: number },
  now: Date,
): Promise<MatchResult> {
  if (kind === 'person' && id === userId) throw selfRefused()
  const mine = await myProfile(db, userId)
  const [target] = await candidates(db, 'zh', userId, kind, id)
  if (!target) throw notFound()
  const { reason } = scoreOf(mine, target, await industryLabels(db))
  const day = fairDate(now)
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(matches)
      .values({ userId, kind, targetId: id, reasonZh: reason('zh'), reasonEn: reason('en'), createdAt: now })
      .onConflictDoNothing()
      .returning()
    if (!created) {
      const [existing] = await tx
        .select()
        .from(matches)
        .where(and(eq(matches.userId, userId), eq(matches.kind, kind), eq(matches.targetId, id)))
      return existing
    }
    const [counted] = await tx
      .insert(matchDays)
      .values({ userId, day, used: 1 })
      .onConflictDoUpdate({
        target: [matchDays.userId, matchDays.day],
        set: { used: sql`${matchDays.used} + 1` },
        setWhere: sql`${matchDays.used} < ${MATCHES_PER_DAY}`,
      })
      .returning({ used: matchDays.used })
    if (!counted)
      throw new ApiError(429, NetworkCode.quotaReached, 'network.match.quota', { quota: MATCHES_PER_DAY }).withData(
        await matchQuota(tx, userId, now),
      )
    return created
  })
  const [match] = await showMatches(db, lang, [row])
  return { match, quota: await matchQuota(db, userId, now) }
}

/** Why a target suits the user, in both languages, as a match records it ('' for no reason). */
export async function matchReason(
  db: Database,
  userId: number,
  kind: MatchKind,
  targetId: number,
): Promise<{ zh: string; en: string }> {
  const [target] = await candidates(db, 'zh', userId, kind, targetId)
  if (!target) return { zh: '', en: '' }
  const { reason } = scoreOf(await myProfile(db, userId), target, await industryLabels(db))
  return { zh: reason('zh'), en: reason('en') }
}

/** network/match/list: the user's matches, newest first. */
export async function listMatches(db: Database, lang: Lang, userId: number, page: PageQuery): Promise<Page<Match>> {
  const where = eq(matches.userId, userId)
  const found = await pageOf(
    page,
    db.select().from(matches).where(where).orderBy(desc(matches.createdAt), desc(matches.id)),
    db.$count(matches, where),
  )
  return { ...found, list: await showMatches(db, lang, found.list) }
}

/** One of the user's matches and whom a meeting from it is with (null: nobody to meet). */
export async function matchOf(db: Database, userId: number, matchId: number) {
  const [row] = await db
    .select()
    .from(matches)
    .where(and(eq(matches.id, matchId), eq(matches.userId, userId)))
  if (!row) throw notFound()
  return { match: row, meetWith: (await meetWithIds(db, [row])).get(`${row.kind}:${row.targetId}`) ?? null }
}
