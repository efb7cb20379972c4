import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm'
import { vipApplications, vipBookings, vipPrivileges, vipSlots, vipZones } from './vip.schema'
import type {
  VipApplication,
  VipApplyBody,
  VipPrivilege,
  VipSlot,
  VipStanding,
  VipZone,
} from '../../../src/contract/fair'
import { VipCode, type VipCategory, type VipStatus } from '../../../src/contract/fair.codes'
import type { Database } from '../platform/connect'
import { isUniqueViolation } from '../platform/db-errors'
import { ApiError } from '../platform/envelope'
import { localized, type Lang } from '../platform/lang'
import { columnsOf } from '../platform/select'

const privilegeCard = (lang: Lang) => ({
  ...columnsOf(vipPrivileges, 'id'),
  ...localized(lang, vipPrivileges, 'title', 'summary', 'place'),
  cover: vipPrivileges.cover,
})

/** A VIP zone's page: its head, its privileges in order and its desk. */
export async function getZone(db: Database, lang: Lang, category: VipCategory): Promise<VipZone | null> {
  const [[zone], privileges] = await Promise.all([
    db
      .select({
        category: vipZones.category,
        ...localized(lang, vipZones, 'title', 'intro', 'deskName'),
        ...columnsOf(vipZones, 'deskPhone', 'deskEmail'),
      })
      .from(vipZones)
      .where(eq(vipZones.category, category)),
    db
      .select(privilegeCard(lang))
      .from(vipPrivileges)
      .where(eq(vipPrivileges.category, category))
      .orderBy(asc(vipPrivileges.sort), asc(vipPrivileges.id)),
  ])
  return zone ? { ...zone, privileges } : null
}

export async function getPrivilege(db: Database, lang: Lang, id: number): Promise<VipPrivilege | null> {
  const [row] = await db
    .select({
      ...privilegeCard(lang),
      category: vipPrivileges.category,
      ...localized(lang, vipPrivileges, 'hours', 'content'),
    })
    .from(vipPrivileges)
    .where(eq(vipPrivileges.id, id))
  return row ?? null
}

type ApplicationRow = typeof vipApplications.$inferSelect

const applicationOf = (row: ApplicationRow): VipApplication => ({
  id: row.id,
  category: row.category,
  name: row.name,
  organisation: row.organisation,
  position: row.position,
  dialCode: row.dialCode,
  phone: row.phone,
  email: row.email,
  arrival: row.arrival,
  purpose: row.purpose,
  companions: row.companions,
  status: row.status,
  reason: row.reason,
  submittedAt: row.createdAt.getTime(),
  decidedAt: row.decidedAt?.getTime() ?? null,
})

/** Whether the user holds an approved application. */
async function isVip(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: vipApplications.id })
    .from(vipApplications)
    .where(and(eq(vipApplications.userId, userId), eq(vipApplications.status, 'approved')))
  return Boolean(row)
}

/** The user's latest application and whether they are a VIP now. */
export async function getStanding(db: Database, userId: number): Promise<VipStanding> {
  const [latest] = await db
    .select()
    .from(vipApplications)
    .where(eq(vipApplications.userId, userId))
    .orderBy(desc(vipApplications.createdAt), desc(vipApplications.id))
    .limit(1)
  return { application: latest ? applicationOf(latest) : null, isVip: latest?.status === 'approved' }
}

/** A new application, pending review; refused while another is pending or approved. */
export async function apply(db: Database, userId: number, body: VipApplyBody): Promise<VipStanding> {
  try {
    await db.insert(vipApplications).values({
      userId,
      ...body,
      name: body.name.trim(),
      organisation: body.organisation.trim(),
      position: body.position.trim(),
      purpose: body.purpose.trim(),
      companions: body.companions.map((c) => ({ name: c.name.trim(), position: c.position.trim() })),
    })
  } catch (error) {
    if (isUniqueViolation(error, 'vip_applications_live_idx'))
      throw new ApiError(409, VipCode.alreadyApplied, 'fair.vip.alreadyApplied')
    throw error
  }
  return getStanding(db, userId)
}

/** The applications an operator reviews, oldest first; pending ones unless another status is asked. */
export async function listApplications(db: Database, status: VipStatus = 'pending') {
  const rows = await db
    .select()
    .from(vipApplications)
    .where(eq(vipApplications.status, status))
    .orderBy(asc(vipApplications.createdAt), asc(vipApplications.id))
  return rows.map((row) => ({ ...applicationOf(row), userId: row.userId, operator: row.operator }))
}

/** Decides a pending application; a decided one is refused (409), a refusal needs its reason. */
export async function decide(
  db: Database,
  id: number,
  decision: { operator: string; approve: boolean; reason?: string },
  now: Date,
) {
  const reason = decision.reason?.trim() ?? ''
  if (!decision.approve && !reason) throw new ApiError(400, 400, 'fair.vip.reasonRequired')
  const [row] = await db
    .update(vipApplications)
    .set({
      status: decision.approve ? 'approved' : 'rejected',
      reason: decision.approve ? '' : reason,
      operator: decision.operator,
      decidedAt: now,
    })
    .where(and(eq(vipApplications.id, id), eq(vipApplications.status, 'pending')))
    .returning()
  if (row) return { ...applicationOf(row), userId: row.userId, operator: row.operator }
  const [exists] = await db.select({ id: vipApplications.id }).from(vipApplications).where(eq(vipApplications.id, id))
  if (!exists) throw new ApiError(404, 404, 'notFound')
  throw new ApiError(409, 409, 'fair.vip.notPending')
}

/** Every slot of the fair in time order, how full it is, whether the user holds a place and whether it is still open. */
export async function listSlots(db: Database, lang: Lang, userId: number, now: Date): Promise<VipSlot[]> {
  const [rows, mine] = await Promise.all([
    db
      .select({
        ...columnsOf(vipSlots, 'id', 'startsAt', 'endsAt', 'capacity', 'booked'),
        ...localized(lang, vipSlots, 'service', 'place'),
      })
      .from(vipSlots)
      .orderBy(asc(vipSlots.startsAt), asc(vipSlots.id)),
    db.select({ slotId: vipBookings.slotId }).from(vipBookings).where(eq(vipBookings.userId, userId)),
  ])
  const held = new Set(mine.map((b) => b.slotId))
  return rows.map(({ startsAt, endsAt, ...row }) => ({
    ...row,
    startTime: startsAt.getTime(),
    endTime: endsAt.getTime(),
    mine: held.has(row.id),
    open: startsAt > now,
  }))
}

/**
 * A place in a slot for an approved VIP. The count moves in the same statement that checks it (`booked < capacity`),
 * so however many book at once, no slot takes more than its capacity; a refused booking leaves nothing behind.
 */
export async function book(db: Database, lang: Lang, userId: number, slotId: number, now: Date): Promise<VipSlot[]> {
  if (!(await isVip(db, userId))) throw new ApiError(403, VipCode.notAvailable, 'fair.vip.notAvailable')
  await db.transaction(async (tx) => {
    const [slot] = await tx.select({ startsAt: vipSlots.startsAt }).from(vipSlots).where(eq(vipSlots.id, slotId))
    if (!slot) throw new ApiError(404, 404, 'notFound')
    if (slot.startsAt <= now) throw new ApiError(409, VipCode.slotClosed, 'fair.vip.slotClosed')
    const [held] = await tx
      .select({ id: vipBookings.id })
      .from(vipBookings)
      .where(and(eq(vipBookings.slotId, slotId), eq(vipBookings.userId, userId)))
    if (held) throw new ApiError(409, VipCode.alreadyBooked, 'fair.vip.alreadyBooked')
    const [taken] = await tx
      .update(vipSlots)
      .set({ booked: sql`${vipSlots.booked} + 1` })
      .where(and(eq(vipSlots.id, slotId), lt(vipSlots.booked, vipSlots.capacity)))
      .returning({ id: vipSlots.id })
    if (!taken) throw new ApiError(409, VipCode.slotFull, 'fair.vip.slotFull')
    try {
      await tx.insert(vipBookings).values({ slotId, userId })
    } catch (error) {
      if (isUniqueViolation(error, 'vip_bookings_slot_user_idx'))
        throw new ApiError(409, VipCode.alreadyBooked, 'fair.vip.alreadyBooked')
      throw error
    }
  })
  return listSlots(db, lang, userId, now)
}

/** Gives a place back before the slot starts. */
export async function cancel(db: Database, lang: Lang, userId: number, slotId: number, now: Date): Promise<VipSlot[]> {
  await db.transaction(async (tx) => {
    const [slot] = await tx.select({ startsAt: vipSlots.startsAt }).from(vipSlots).where(eq(vipSlots.id, slotId))
    if (!slot) throw new ApiError(404, 404, 'notFound')
    if (slot.startsAt <= now) throw new ApiError(409, VipCode.slotClosed, 'fair.vip.slotClosed')
    const removed = await tx
      .delete(vipBookings)
      .where(and(eq(vipBookings.slotId, slotId), eq(vipBookings.userId, userId)))
      .returning({ id: vipBookings.id })
    if (removed.length === 0) throw new ApiError(409, 409, 'fair.vip.notBooked')
    await tx
      .update(vipSlots)
      .set({ booked: sql`${vipSlots.booked} - 1` })
      .where(and(eq(vipSlots.id, slotId), gt(vipSlots.booked, 0)))
  })
  return listSlots(db, lang, userId, now)
}

/** The bookings of given slots, for operators and tests. */
export function bookingsOf(db: Database, slotIds: number[]) {
  return db.select().from(vipBookings).where(inArray(vipBookings.slotId, slotIds))
}
