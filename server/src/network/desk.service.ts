import { and, asc, desc, eq, gte, ilike, inArray, lt, or, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { listExchanges, personOfCode } from './cards.service'
import { newestMessageId, unreadTotal } from './chat.service'
import { chatGroupRequests, projectGroups } from './groups.schema'
import { leads } from './leads.schema'
import { matches, meetingRequests } from './match.schema'
import { requestOf } from './negotiate.service'
import { briefOf, briefsOf, contactsOf, exchangeStates, haveExchanged, selfRefused } from './people'
import { cardExchanges } from './people.schema'
import { boothViewsOf, enterprisesOf, exhibitorOnly, requireExhibitor } from './people.service'
import type { Page, PageQuery } from '../../../src/contract/common'
import type {
  Assistant,
  Businessman,
  Desk,
  DeskStats,
  EnterpriseBrief,
  Lead,
  MerchantItem,
} from '../../../src/contract/network'
import { NetworkCode, type LeadSource } from '../../../src/contract/network.codes'
import type { Waiting } from '../../../src/contract/waiting'
import { users } from '../account'
import { eventPoints } from '../engagement'
import { enterpriseInvitations, enterpriseMembers, enterprises, inquiries, products } from '../enterprise'
import { exhibitionAreas, booths } from '../exhibition'
import type { Database } from '../platform/connect'
import { ApiError, notFound } from '../platform/envelope'
import { DAY_MS, fairDate, fairDayStart } from '../platform/fair-clock'
import { pick, type Lang } from '../platform/lang'
import { optionLabel } from '../platform/options'
import { pageOf } from '../platform/page'
import { t } from '../platform/text'
import { fairCalendar } from '../registration'
import type { RegistrationDeps } from '../registration'

// The exhibitor's tools (/work-bench, /data-board, /spatial-data, lead capture) for accounts acting for an exhibitor,
// and every user's business pages (/mypage-businessman, /mypage-merchants, /mypage-assistant). Days are the fair's
// (UTC+8, on its clock).

/** A timestamp's fair day (UTC+8) in SQL, as yyyy-mm-dd. */
const fairDay = (column: AnyPgColumn) =>
  sql<string>`to_char((${column} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`

async function enterpriseBrief(db: Database, lang: Lang, id: number): Promise<EnterpriseBrief> {
  const [row] = await db
    .select({ id: enterprises.id, name: pick(lang, enterprises.nameZh, enterprises.nameEn), logo: enterprises.logo })
    .from(enterprises)
    .where(eq(enterprises.id, id))
  return row
}

const boothsOf = (db: Database, enterpriseId: number) =>
  db
    .select({ id: booths.id, boothNo: booths.boothNo, hall: sql<string>`coalesce(${exhibitionAreas.hall}, '')` })
    .from(booths)
    .leftJoin(exhibitionAreas, eq(exhibitionAreas.id, booths.areaId))
    .where(eq(booths.enterpriseId, enterpriseId))
    .orderBy(asc(booths.boothNo))

const productEnquiries = (enterpriseId: number) =>
  sql`${inquiries.productId} in (select ${products.id} from ${products} where ${products.enterpriseId} = ${enterpriseId})`

/**
 * network/desk (/work-bench): the fair day's visitors to the enterprise's booths, leads captured, card and meeting
 * requests received by the user, and enquiries about the enterprise's products; and what waits for an answer.
 */
export async function desk(db: Database, lang: Lang, userId: number, now: Date): Promise<Desk> {
  const enterpriseId = await requireExhibitor(db, userId)
  const from = fairDayStart(now)
  const to = new Date(from.getTime() + DAY_MS)
  const today = (column: AnyPgColumn) => and(gte(column, from), lt(column, to))
  const own = await boothsOf(db, enterpriseId)
  const [visitors, leadCount, cardRequests, enquiryCount, meetings, waitingCards, waitingMeetings] = await Promise.all([
    own.length
      ? db
          .select({ n: sql<number>`count(distinct ${eventPoints.userId})`.mapWith(Number) })
          .from(eventPoints)
          .where(and(boothViewsOf(own.map((b) => b.id)), today(eventPoints.createdAt)))
          .then(([row]) => row.n)
      : 0,
    db.$count(leads, and(eq(leads.enterpriseId, enterpriseId), today(leads.firstScannedAt))),
    db.$count(cardExchanges, and(eq(cardExchanges.toUserId, userId), today(cardExchanges.createdAt))),
    db.$count(inquiries, and(productEnquiries(enterpriseId), today(inquiries.createdAt))),
    db.$count(meetingRequests, and(eq(meetingRequests.toUserId, userId), today(meetingRequests.createdAt))),
    db.$count(cardExchanges, and(eq(cardExchanges.toUserId, userId), eq(cardExchanges.status, 'pending'))),
    db.$count(meetingRequests, and(eq(meetingRequests.awaitingUserId, userId), eq(meetingRequests.status, 'pending'))),
  ])
  return {
    enterprise: await enterpriseBrief(db, lang, enterpriseId),
    booths: own,
    date: fairDate(now),
    today: { visitors, leads: leadCount, cardRequests, enquiries: enquiryCount, meetingRequests: meetings },
    waiting: { cardRequests: waitingCards, meetingRequests: waitingMeetings },
  }
}

/** network/desk/stats (/data-board, /spatial-data): booth visits, leads and enquiries per fair day. */
export async function deskStats(db: Database, userId: number): Promise<DeskStats> {
  const enterpriseId = await requireExhibitor(db, userId)
  const { start, end } = await fairCalendar(db)
  const own = await boothsOf(db, enterpriseId)
  const perDay = async (rows: Promise<{ day: string; n: number }[]>) =>
    new Map((await rows).map((row) => [row.day, row.n]))
  const count = sql<number>`count(*)`.mapWith(Number)
  const [visits, captured, enquiries] = await Promise.all([
    perDay(
      own.length
        ? db
            .select({ day: fairDay(eventPoints.createdAt), n: count })
            .from(eventPoints)
            .where(boothViewsOf(own.map((b) => b.id)))
            .groupBy(fairDay(eventPoints.createdAt))
        : Promise.resolve([]),
    ),
    perDay(
      db
        .select({ day: fairDay(leads.firstScannedAt), n: count })
        .from(leads)
        .where(eq(leads.enterpriseId, enterpriseId))
        .groupBy(fairDay(leads.firstScannedAt)),
    ),
    perDay(
      db
        .select({ day: fairDay(inquiries.createdAt), n: count })
        .from(inquiries)
        .where(productEnquiries(enterpriseId))
        .groupBy(fairDay(inquiries.createdAt)),
    ),
  ])
  const days: DeskStats['days'] = []
  for (let day = Date.parse(`${start}T00:00:00Z`); day <= Date.parse(`${end}T00:00:00Z`); day += DAY_MS) {
    const date = new Date(day).toISOString().slice(0, 10)
    days.push({
      date,
      visits: visits.get(date) ?? 0,
      leads: captured.get(date) ?? 0,
      enquiries: enquiries.get(date) ?? 0,
    })
  }
  const sum = (key: 'visits' | 'leads' | 'enquiries') => days.reduce((total, day) => total + day[key], 0)
  return { days, totals: { visits: sum('visits'), leads: sum('leads'), enquiries: sum('enquiries') } }
}

type LeadRow = typeof leads.$inferSelect

/** Leads as the reader sees them: each person as their card reads in the reader's language, as scanned without one. */
async function showLeads(db: Database, lang: Lang, userId: number, rows: LeadRow[]): Promise<Lead[]> {
  const ids = rows.map((row) => row.visitorId)
  const [states, contacts, people] = await Promise.all([
    exchangeStates(db, userId, ids),
    contactsOf(db, ids),
    briefsOf(db, lang, ids),
  ])
  return rows.map((row) => ({
    id: row.id,
    userId: row.visitorId,
    source: row.source as LeadSource,
    name: people.get(row.visitorId)?.name || row.name,
    organisation: people.get(row.visitorId)?.organisation || row.organisation,
    position: people.get(row.visitorId)?.position || row.position,
    note: row.note,
    rating: row.rating,
    scans: row.scans,
    firstScannedAt: row.firstScannedAt.getTime(),
    lastScannedAt: row.lastScannedAt.getTime(),
    contacts:
      states.get(row.visitorId)?.state === 'exchanged'
        ? (contacts.get(row.visitorId) ?? { phone: '', email: '' })
        : null,
  }))
}

/**
 * network/leads/scan: a visitor's badge (or card code) scanned at the booth becomes the enterprise's lead, once per
 * visitor (a rescan counts); who they are as their card (or account) shows them. Contacts only after an exchange.
 */
export async function scanLead(
  db: Database,
  deps: RegistrationDeps,
  lang: Lang,
  userId: number,
  form: { code: string; note?: string },
  now: Date,
): Promise<Lead> {
  const enterpriseId = await requireExhibitor(db, userId)
  const { userId: visitorId, source } = personOfCode(deps, form.code)
  if (visitorId === userId) throw selfRefused()
  if ((await db.$count(users, eq(users.id, visitorId))) === 0) throw notFound()
  const person = briefOf(await briefsOf(db, lang, [visitorId]), visitorId)
  const note = (form.note ?? '').trim()
  const [row] = await db
    .insert(leads)
    .values({
      enterpriseId,
      visitorId,
      scannedBy: userId,
      source,
      name: person.name,
      organisation: person.organisation,
      position: person.position,
      note,
      firstScannedAt: now,
      lastScannedAt: now,
    })
    .onConflictDoUpdate({
      target: [leads.enterpriseId, leads.visitorId],
      set: {
        scans: sql`${leads.scans} + 1`,
        lastScannedAt: now,
        scannedBy: userId,
        ...(note ? { note } : {}),
      },
    })
    .returning()
  const [lead] = await showLeads(db, lang, userId, [row])
  return lead
}

/**
 * network/leads/note: the staff's note and rating of a lead of the enterprise they act for. A lead of another
 * enterprise (or none) is refused as the leads list refuses a non-exhibitor, so no lead's existence shows.
 */
export async function noteLead(
  db: Database,
  lang: Lang,
  userId: number,
  form: { id: number; note: string; rating?: number },
): Promise<Lead> {
  const own = await enterprisesOf(db, userId)
  if (own.length === 0) throw exhibitorOnly()
  const [row] = await db
    .update(leads)
    .set({ note: form.note.trim(), rating: form.rating ?? null })
    .where(and(eq(leads.id, form.id), inArray(leads.enterpriseId, own)))
    .returning()
  if (!row) throw exhibitorOnly()
  const [lead] = await showLeads(db, lang, userId, [row])
  return lead
}

const leadWhere = (enterpriseId: number, keyword?: string) => {
  const text = keyword?.trim()
  return and(
    eq(leads.enterpriseId, enterpriseId),
    text ? or(ilike(leads.name, `%${text}%`), ilike(leads.organisation, `%${text}%`)) : undefined,
  )
}

/** network/leads: the enterprise's leads, most recently scanned first. */
export async function listLeads(
  db: Database,
  lang: Lang,
  userId: number,
  keyword: string | undefined,
  page: PageQuery,
): Promise<Page<Lead>> {
  const where = leadWhere(await requireExhibitor(db, userId), keyword)
  const found = await pageOf(
    page,
    db.select().from(leads).where(where).orderBy(desc(leads.lastScannedAt), desc(leads.id)),
    db.$count(leads, where),
  )
  return { ...found, list: await showLeads(db, lang, userId, found.list) }
}

const SHEET = {
  name: t('展位线索', 'Booth leads'),
  columns: [
    t('姓名', 'Name'),
    t('单位', 'Organisation'),
    t('职务', 'Position'),
    t('电话', 'Phone'),
    t('邮箱', 'Email'),
    t('来源', 'Source'),
    t('扫码次数', 'Scans'),
    t('首次扫码', 'First scanned'),
    t('最近扫码', 'Last scanned'),
    t('备注', 'Note'),
    t('评分', 'Rating'),
  ],
  sources: { badge: t('参会证件', 'Badge'), card: t('电子名片', 'Business card') },
}

/** A moment as the fair's local time, for the sheet. */
const fairTimeText = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ')

/** network/leads/export: every lead of the enterprise as an .xlsx sheet, headed in the request's language. */
export async function exportLeads(
  db: Database,
  lang: Lang,
  userId: number,
): Promise<{ filename: string; content: Buffer }> {
  const enterpriseId = await requireExhibitor(db, userId)
  const rows = await db
    .select()
    .from(leads)
    .where(leadWhere(enterpriseId))
    .orderBy(asc(leads.firstScannedAt), asc(leads.id))
  const shown = await showLeads(db, lang, userId, rows)
  // Loaded with the first export: it is the heaviest library of the server, and few requests need it.
  const { default: ExcelJS } = await import('exceljs')
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet(SHEET.name[lang])
  sheet.addRow(SHEET.columns.map((column) => column[lang])).font = { bold: true }
  for (const lead of shown)
    sheet.addRow([
      lead.name,
      lead.organisation,
      lead.position,
      lead.contacts?.phone ?? '',
      lead.contacts?.email ?? '',
      SHEET.sources[lead.source][lang],
      lead.scans,
      fairTimeText(lead.firstScannedAt),
      fairTimeText(lead.lastScannedAt),
      lead.note,
      lead.rating ?? '',
    ])
  sheet.columns.forEach((column) => {
    column.width = 18
  })
  return {
    filename: `leads-${enterpriseId}.xlsx`,
    content: Buffer.from(await workbook.xlsx.writeBuffer()),
  }
}

/** network/businessmen (/mypage-businessman): the user's exchanged cards with their contacts and conversations. */
export async function listBusinessmen(
  db: Database,
  lang: Lang,
  userId: number,
  keyword: string | undefined,
  page: PageQuery,
): Promise<Page<Businessman>> {
  const found = await listExchanges(db, lang, userId, { box: 'exchanged', keyword }, page)
  return {
    ...found,
    list: found.list.map((item) => ({
      card: item.person,
      contacts: item.contacts ?? { phone: '', email: '' },
      exchangedAt: item.decidedAt ?? item.createdAt,
      conversation: item.conversation ?? '',
    })),
  }
}

/**
 * network/merchants (/mypage-merchants): the exhibitors the user dealt with (enquired about their products, opened
 * their booths, matched, met an account acting for them), most recent first.
 */
export async function listMerchants(
  db: Database,
  lang: Lang,
  userId: number,
  page: PageQuery,
): Promise<Page<MerchantItem>> {
  const [enquired, visited, matched, met] = await Promise.all([
    db
      .select({
        id: products.enterpriseId,
        n: sql<number>`count(*)`.mapWith(Number),
        at: sql<Date>`max(${inquiries.createdAt})`,
      })
      .from(inquiries)
      .innerJoin(products, eq(products.id, inquiries.productId))
      .where(eq(inquiries.userId, userId))
      .groupBy(products.enterpriseId),
    db
      .select({
        id: booths.enterpriseId,
        n: sql<number>`count(*)`.mapWith(Number),
        at: sql<Date>`max(${eventPoints.createdAt})`,
      })
      .from(eventPoints)
      .innerJoin(booths, sql`${eventPoints.contentId} = ${booths.id}::text`)
      .where(
        and(eq(eventPoints.userId, userId), eq(eventPoints.eventName, 'content_view'), eq(eventPoints.paramId, '5')),
      )
      .groupBy(booths.enterpriseId),
    db
      .select({ id: matches.targetId, at: matches.createdAt })
      .from(matches)
      .where(and(eq(matches.userId, userId), eq(matches.kind, 'exhibitor'))),
    db
      .select({
        id: enterpriseMembers.enterpriseId,
        n: sql<number>`count(*)`.mapWith(Number),
        at: sql<Date>`max(${meetingRequests.startTime})`,
      })
      .from(meetingRequests)
      .innerJoin(
        enterpriseMembers,
        sql`${enterpriseMembers.userId} = case when ${meetingRequests.fromUserId} = ${userId} then ${meetingRequests.toUserId} else ${meetingRequests.fromUserId} end`,
      )
      .where(
        and(
          eq(meetingRequests.status, 'accepted'),
          or(eq(meetingRequests.fromUserId, userId), eq(meetingRequests.toUserId, userId)),
        ),
      )
      .groupBy(enterpriseMembers.enterpriseId),
  ])
  const stamp = (at: Date | string) => new Date(at).getTime()
  const byId = new Map<number, Omit<MerchantItem, 'enterprise' | 'industry' | 'boothNos'>>()
  const entry = (id: number) => {
    const found = byId.get(id) ?? { enquiries: 0, boothVisits: 0, matched: false, meetings: 0, lastAt: 0 }
    byId.set(id, found)
    return found
  }
  for (const row of enquired)
    Object.assign(entry(row.id), { enquiries: row.n, lastAt: Math.max(entry(row.id).lastAt, stamp(row.at)) })
  for (const row of visited)
    Object.assign(entry(row.id), { boothVisits: row.n, lastAt: Math.max(entry(row.id).lastAt, stamp(row.at)) })
  for (const row of matched)
    Object.assign(entry(row.id), { matched: true, lastAt: Math.max(entry(row.id).lastAt, stamp(row.at)) })
  for (const row of met)
    Object.assign(entry(row.id), { meetings: row.n, lastAt: Math.max(entry(row.id).lastAt, stamp(row.at)) })
  const ordered = [...byId.entries()].sort(([a, x], [b, y]) => y.lastAt - x.lastAt || a - b)
  const slice = ordered.slice((page.pageNum - 1) * page.pageSize, page.pageNum * page.pageSize)
  const ids = slice.map(([id]) => id)
  const [faces, boothRows] = ids.length
    ? await Promise.all([
        db
          .select({
            id: enterprises.id,
            name: pick(lang, enterprises.nameZh, enterprises.nameEn),
            logo: enterprises.logo,
            // '' for an enterprise without an industry, as MerchantItem says.
            industry: sql<string>`coalesce(${optionLabel(lang, enterprises.industryId)}, '')`,
          })
          .from(enterprises)
          .where(inArray(enterprises.id, ids)),
        db
          .select({ enterpriseId: booths.enterpriseId, boothNo: booths.boothNo })
          .from(booths)
          .where(inArray(booths.enterpriseId, ids))
          .orderBy(asc(booths.boothNo)),
      ])
    : [[], []]
  const faceOf = new Map(
    faces.map((face) => [
      face.id,
      { ...face, boothNos: boothRows.filter((row) => row.enterpriseId === face.id).map((row) => row.boothNo) },
    ]),
  )
  return {
    list: slice.flatMap(([id, dealt]) => {
      const face = faceOf.get(id)
      return face
        ? [
            {
              enterprise: { id, name: face.name, logo: face.logo },
              industry: face.industry,
              boothNos: face.boothNos,
              ...dealt,
            },
          ]
        : []
    }),
    total: ordered.length,
    pageNum: page.pageNum,
    pageSize: page.pageSize,
  }
}

/**
 * network/waiting: what waits for the user's answer or reading (card, meeting and group requests, invitations, unread
 * messages), counted for the my tab's badge, its entries and the assistant.
 */
export async function waitingFor(db: Database, userId: number): Promise<Waiting> {
  const [cardRequests, meetingWaiting, groupRequests, groupInvitations, unread, lastMessageId] = await Promise.all([
    db.$count(cardExchanges, and(eq(cardExchanges.toUserId, userId), eq(cardExchanges.status, 'pending'))),
    db.$count(meetingRequests, and(eq(meetingRequests.awaitingUserId, userId), eq(meetingRequests.status, 'pending'))),
    db.$count(
      chatGroupRequests,
      and(
        eq(chatGroupRequests.kind, 'application'),
        eq(chatGroupRequests.status, 'pending'),
        sql`${chatGroupRequests.groupId} in (select ${projectGroups.id} from ${projectGroups} where ${projectGroups.ownerId} = ${userId})`,
      ),
    ),
    db.$count(
      chatGroupRequests,
      and(
        eq(chatGroupRequests.userId, userId),
        eq(chatGroupRequests.kind, 'invitation'),
        eq(chatGroupRequests.status, 'pending'),
      ),
    ),
    unreadTotal(db, userId),
    newestMessageId(db, userId),
  ])
  return {
    cardRequests,
    meetingRequests: meetingWaiting,
    groupRequests,
    groupInvitations,
    unreadMessages: unread.total,
    lastMessageId,
  }
}

/**
 * network/assistant (/mypage-assistant): what waits for the user (card, meeting and group requests, invitations,
 * unread messages), their accepted meetings to come, and the team of the exhibitor they act for.
 */
export async function assistant(db: Database, lang: Lang, userId: number, now: Date): Promise<Assistant> {
  const [todo, upcomingRows, enterpriseIds] = await Promise.all([
    waitingFor(db, userId),
    db
      .select({ id: meetingRequests.id })
      .from(meetingRequests)
      .where(
        and(
          eq(meetingRequests.status, 'accepted'),
          gte(meetingRequests.startTime, now),
          or(eq(meetingRequests.fromUserId, userId), eq(meetingRequests.toUserId, userId)),
        ),
      )
      .orderBy(asc(meetingRequests.startTime))
      .limit(10),
    enterprisesOf(db, userId),
  ])
  const upcoming = await Promise.all(upcomingRows.map((row) => requestOf(db, lang, userId, row.id, now)))
  const [enterpriseId] = enterpriseIds
  const team = enterpriseId ? await teamOf(db, enterpriseId) : []
  const teamOwner = team[0] === userId
  const invited = teamOwner
    ? await db
        .select({ userId: enterpriseInvitations.userId })
        .from(enterpriseInvitations)
        .where(eq(enterpriseInvitations.enterpriseId, enterpriseId))
        .orderBy(asc(enterpriseInvitations.createdAt))
    : []
  const invitations = await db
    .select({ enterpriseId: enterpriseInvitations.enterpriseId, from: enterpriseInvitations.invitedBy })
    .from(enterpriseInvitations)
    .where(eq(enterpriseInvitations.userId, userId))
    .orderBy(asc(enterpriseInvitations.createdAt))
  const briefs = await briefsOf(db, lang, [
    ...team,
    ...invited.map((row) => row.userId),
    ...invitations.map((row) => row.from),
  ])
  return {
    todo,
    upcoming,
    enterprise: enterpriseId ? await enterpriseBrief(db, lang, enterpriseId) : null,
    team: team.map((member) => briefOf(briefs, member)),
    teamOwner,
    invited: invited.map((row) => briefOf(briefs, row.userId)),
    invitations: await Promise.all(
      invitations.map(async (row) => ({
        enterprise: await enterpriseBrief(db, lang, row.enterpriseId),
        from: briefOf(briefs, row.from),
      })),
    ),
  }
}

/** The accounts acting for an enterprise, in the order they joined: the first owns the team. */
async function teamOf(db: Database, enterpriseId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: enterpriseMembers.userId })
    .from(enterpriseMembers)
    .where(eq(enterpriseMembers.enterpriseId, enterpriseId))
    .orderBy(asc(enterpriseMembers.createdAt), asc(enterpriseMembers.userId))
  return rows.map((row) => row.userId)
}

/**
 * network/assistant/add and /remove: the exhibitor's team. Its owner invites a colleague they exchanged cards with
 * (who joins by accepting), and removes colleagues or invitations; a colleague may leave; the owner stays.
 */
export async function changeTeam(db: Database, userId: number, memberId: number, add: boolean): Promise<void> {
  const enterpriseId = await requireExhibitor(db, userId)
  const team = await teamOf(db, enterpriseId)
  const ownerOnly = () => new ApiError(403, NetworkCode.ownerOnly, 'network.team.ownerOnly')
  if (!add && memberId === userId) {
    if (team[0] === userId) throw new ApiError(409, NetworkCode.cannotRemove, 'network.team.ownerStays')
    await db
      .delete(enterpriseMembers)
      .where(and(eq(enterpriseMembers.userId, userId), eq(enterpriseMembers.enterpriseId, enterpriseId)))
    return
  }
  if (memberId === userId) throw selfRefused()
  if (team[0] !== userId) throw ownerOnly()
  if (add) {
    if (!(await haveExchanged(db, userId, memberId)))
      throw new ApiError(403, NetworkCode.exchangeFirst, 'network.chat.exchangeFirst')
    if (team.includes(memberId)) throw new ApiError(409, NetworkCode.already, 'network.team.already')
    const [invited] = await db
      .insert(enterpriseInvitations)
      .values({ enterpriseId, userId: memberId, invitedBy: userId })
      .onConflictDoNothing()
      .returning({ userId: enterpriseInvitations.userId })
    if (!invited) throw new ApiError(409, NetworkCode.already, 'network.team.alreadyInvited')
    return
  }
  const removed = await db
    .delete(enterpriseMembers)
    .where(and(eq(enterpriseMembers.userId, memberId), eq(enterpriseMembers.enterpriseId, enterpriseId)))
    .returning({ userId: enterpriseMembers.userId })
  const withdrawn = await db
    .delete(enterpriseInvitations)
    .where(and(eq(enterpriseInvitations.userId, memberId), eq(enterpriseInvitations.enterpriseId, enterpriseId)))
    .returning({ userId: enterpriseInvitations.userId })
  if (removed.length + withdrawn.length === 0) throw notFound()
}

/** network/assistant/invitation/accept and /decline: the invited user joins the team, or says no. */
export async function answerTeamInvitation(db: Database, userId: number, enterpriseId: number, accept: boolean) {
  await db.transaction(async (tx) => {
    const [invitation] = await tx
      .delete(enterpriseInvitations)
      .where(and(eq(enterpriseInvitations.userId, userId), eq(enterpriseInvitations.enterpriseId, enterpriseId)))
      .returning({ userId: enterpriseInvitations.userId })
    if (!invitation) throw notFound()
    if (accept) await tx.insert(enterpriseMembers).values({ userId, enterpriseId }).onConflictDoNothing()
  })
}
