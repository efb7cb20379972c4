import { and, asc, eq, sql } from 'drizzle-orm'
import { fairCalendar, requireOpen, type FairCalendar } from './calendar'
import { fieldRefused, fieldsRefused } from './field-errors'
import { readMemberSheet, type SheetMember } from './member-sheet'
import {
  collectionUpdate,
  historyOf,
  identityProblems,
  liveRegistration,
  lockUserKind,
  ownerActor,
  ownerMayEdit,
  ownRegistration,
  recordEvent,
  refuseAll,
  registrationNotFound,
  requireVerified,
  stateOf,
  uploadProblems,
  type RegistrationRow,
  type Tx,
} from './registrations.service'
import { groupMembers, groupRegistrations, registrations } from './schema'
import { maskIdNumber } from '../../../src/contract/mask'
import { storedPhone } from '../../../src/contract/phone'
import type {
  FieldProblem,
  GroupMember,
  GroupMemberForm,
  GroupRegistration,
  GroupRegistrationForm,
  MemberAddRequest,
  MemberEditRequest,
  MemberImportResult,
  MemberSheetRead,
} from '../../../src/contract/registration'
import {
  GENDERS,
  GROUP_MAX_MEMBERS,
  ID_TYPES,
  RegistrationCode,
  RegistrationStatus,
  type Gender,
  type GroupType,
  type IdType,
} from '../../../src/contract/registration.codes'
import {
  duplicateMembers,
  groupProblems,
  memberProblems,
  type FairDays,
} from '../../../src/contract/registration.rules'
import type { SessionUser } from '../account'
import type { Database } from '../platform/connect'
import { isUniqueViolation } from '../platform/db-errors'
import { ApiError } from '../platform/envelope'
import { idHasher, type IdHasher } from '../platform/id-key'
import type { Lang } from '../platform/lang'

// A group's registration by its contact person (/groupReg, /groupRegFrom): the group, its members (added, edited,
// removed one by one or imported from a sheet) and how its badges are collected (by the contact only).

type MemberRow = typeof groupMembers.$inferSelect

const toMember = (row: MemberRow): GroupMember => ({
  id: row.id,
  name: row.name,
  idType: row.idType as IdType,
  idNumber: row.idNumberMasked,
  birthDate: row.birthDate,
  gender: row.gender as Gender,
  nationality: row.nationality,
  position: row.position,
  industryLevel2: row.industryLevel2,
  industryLevel3: row.industryLevel3,
  industryLevel4: row.industryLevel4,
  province: row.province,
  city: row.city,
})

/** A member's columns, the ID number hashed and masked. */
function memberValues(member: GroupMemberForm, hashId: IdHasher) {
  const idNumber = member.idNumber.trim().toUpperCase()
  const text = (value: string | undefined) => (value ?? '').trim()
  return {
    name: member.name.trim(),
    idType: member.idType,
    idNumberMasked: maskIdNumber(idNumber),
    idNumberHmac: hashId(idNumber),
    birthDate: member.birthDate.trim(),
    gender: member.gender,
    nationality: text(member.nationality),
    position: text(member.position),
    industryLevel2: text(member.industryLevel2),
    industryLevel3: text(member.industryLevel3),
    industryLevel4: text(member.industryLevel4),
    province: text(member.province),
    city: text(member.city),
  }
}

export async function membersOf(db: Database | Tx, registrationId: number): Promise<MemberRow[]> {
  return db
    .select()
    .from(groupMembers)
    .where(eq(groupMembers.registrationId, registrationId))
    .orderBy(asc(groupMembers.sort), asc(groupMembers.id))
}

/** A group registration with its members, as its contact and the operators see it. */
export async function groupAnswer(db: Database, row: RegistrationRow, lang: Lang, calendar?: FairCalendar) {
  const [group] = await db.select().from(groupRegistrations).where(eq(groupRegistrations.registrationId, row.id))
  return {
    ...stateOf(row, calendar ?? (await fairCalendar(db)), lang),
    history: await historyOf(db, row.id),
    groupNameZh: group.groupNameZh,
    groupNameEn: group.groupNameEn,
    logo: group.logo,
    groupType: group.groupType as GroupType,
    memberCount: group.memberCount,
    arrivalTime: group.arrivalTime?.getTime() ?? null,
    departureTime: group.departureTime?.getTime() ?? null,
    contactName: group.contactName,
    contactPhone: group.contactPhone,
    businessLicence: group.businessLicence,
    backgroundMaterials: group.backgroundMaterials,
    translationNeeds: group.translationNeeds,
    remarks: group.remarks,
    hotelBooked: group.hotelBooked,
    fortune500: group.fortune500,
    unitIntroduction: group.unitIntroduction,
    cooperationIntention: group.cooperationIntention,
    members: (await membersOf(db, row.id)).map(toMember),
  } satisfies GroupRegistration
}

/** The user's group registration with its members; null when none. */
export async function getGroupRegistration(
  db: Database,
  userId: number,
  lang: Lang,
): Promise<GroupRegistration | null> {
  const row = await liveRegistration(db, userId, 'group')
  return row ? groupAnswer(db, row, lang) : null
}

function groupValues(form: GroupRegistrationForm) {
  const text = (value: string | undefined) => (value ?? '').trim()
  return {
    groupNameZh: form.groupNameZh.trim(),
    groupNameEn: text(form.groupNameEn),
    logo: form.logo.trim(),
    groupType: form.groupType,
    memberCount: form.memberCount,
    arrivalTime: typeof form.arrivalTime === 'number' ? new Date(form.arrivalTime) : null,
    departureTime: typeof form.departureTime === 'number' ? new Date(form.departureTime) : null,
    contactName: form.contactName.trim(),
    contactPhone: storedPhone(form.contactPhone),
    businessLicence: form.businessLicence.trim(),
    backgroundMaterials: (form.backgroundMaterials ?? []).map((url) => url.trim()),
    translationNeeds: text(form.translationNeeds),
    remarks: text(form.remarks),
    hotelBooked: form.hotelBooked ?? false,
    fortune500: form.fortune500 ?? false,
    unitIntroduction: form.unitIntroduction.trim(),
    cooperationIntention: text(form.cooperationIntention),
  }
}

const duplicate = (field: string) => fieldRefused(field, 'duplicateMember')

/** Inserts members, in order after the ones there; the same ID number twice in a group is refused at `field(i)`. */
async function insertMembers(
  tx: Tx,
  registrationId: number,
  members: ReturnType<typeof memberValues>[],
  field: (index: number) => string,
) {
  const [{ last }] = await tx
    .select({ last: sql<number>`coalesce(max(${groupMembers.sort}), 0)` })
    .from(groupMembers)
    .where(eq(groupMembers.registrationId, registrationId))
  for (const [index, member] of members.entries()) {
    try {
      await tx.insert(groupMembers).values({ registrationId, ...member, sort: Number(last) + index + 1 })
    } catch (error) {
      if (isUniqueViolation(error, 'group_members_identity_idx')) throw duplicate(field(index))
      throw error
    }
  }
}

/**
 * Registers a group by its real-name verified contact before the deadline, or resubmits a refused one: the contact's
 * name must be the verified one, the logo and licence the user's own uploads, the members within the member count
 * with an ID number each at most once. Leaving `members` out of a resubmission keeps them.
 */
export async function submitGroup(
  db: Database,
  user: SessionUser,
  form: GroupRegistrationForm,
  { lang, now }: { lang: Lang; now: Date },
): Promise<GroupRegistration> {
  const calendar = await fairCalendar(db)
  requireOpen(calendar, now)
  const identity = await requireVerified(db, user)
  const hashId = idHasher(db)
  await refuseAll(groupProblems(form, calendar), async () => [
    ...(await uploadProblems(db, user.id, [
      { field: 'logo', url: form.logo, kinds: ['image'] },
      { field: 'businessLicence', url: form.businessLicence, kinds: ['image'] },
      ...(form.backgroundMaterials ?? []).map((url, i) => ({
        field: `backgroundMaterials.${i}`,
        url,
        kinds: ['image', 'video'] as const,
      })),
    ])),
    ...identityProblems(identity, { nameField: 'contactName', name: form.contactName }),
  ])
  const members = form.members?.map((member) => memberValues(member, hashId))
  try {
    await db.transaction(async (tx) => {
      await lockUserKind(tx, user.id, 'group')
      const existing = await liveRegistration(tx, user.id, 'group')
      if (existing && existing.certificateStatus !== RegistrationStatus.notApproved)
        throw new ApiError(409, RegistrationCode.alreadyRegistered, 'registration.alreadyRegistered')
      const collection = collectionUpdate(existing, form.collection, now)
      const state = {
        certificateStatus: RegistrationStatus.submitted,
        certificateReason: '',
        submittedAt: now,
        updatedAt: now,
        ...(collection ?? {}),
      }
      let id = existing?.id
      if (id) {
        await tx.update(registrations).set(state).where(eq(registrations.id, id))
        await tx.update(groupRegistrations).set(groupValues(form)).where(eq(groupRegistrations.registrationId, id))
        if (members) await tx.delete(groupMembers).where(eq(groupMembers.registrationId, id))
        else if ((await membersOf(tx, id)).length > form.memberCount) throw fieldRefused('members', 'tooManyMembers')
      } else {
        ;[{ id }] = await tx
          .insert(registrations)
          .values({ userId: user.id, kind: 'group', ...state })
          .returning({ id: registrations.id })
        await tx.insert(groupRegistrations).values({ registrationId: id, ...groupValues(form) })
      }
      if (members) await insertMembers(tx, id!, members, (i) => `members.${i}.idNumber`)
      await recordEvent(tx, id!, {
        action: existing ? 'resubmitted' : 'submitted',
        track: 'certificate',
        status: RegistrationStatus.submitted,
        by: 'user',
        actor: ownerActor(user.id),
        at: now,
      })
    })
  } catch (error) {
    if (isUniqueViolation(error, 'registrations_user_kind_idx'))
      throw new ApiError(409, RegistrationCode.alreadyRegistered, 'registration.alreadyRegistered')
    throw error
  }
  return (await getGroupRegistration(db, user.id, lang))!
}

/** A group of the user's that may still change its members (before review takes it up, or after a refusal). */
async function editableGroup(tx: Tx, userId: number, registrationId: number) {
  const row = await ownRegistration(tx, userId, registrationId, true)
  if (row.kind !== 'group') throw registrationNotFound()
  if (!ownerMayEdit(row)) throw new ApiError(409, RegistrationCode.notEditable, 'registration.notEditable')
  const [group] = await tx
    .select({ memberCount: groupRegistrations.memberCount })
    .from(groupRegistrations)
    .where(eq(groupRegistrations.registrationId, registrationId))
  return { row, memberCount: group.memberCount }
}

/** The member of a group of the user's, with its group; 404 for another user's. */
async function ownMember(tx: Tx, userId: number, memberId: number) {
  const [found] = await tx
    .select({ registrationId: groupMembers.registrationId })
    .from(groupMembers)
    .innerJoin(registrations, eq(registrations.id, groupMembers.registrationId))
    .where(and(eq(groupMembers.id, memberId), eq(registrations.userId, userId)))
  if (!found) throw registrationNotFound()
  return editableGroup(tx, userId, found.registrationId)
}

async function membersAnswer(db: Database, registrationId: number) {
  return (await membersOf(db, registrationId)).map(toMember)
}

/** Adds a member to the user's group before the deadline, within its member count. */
export async function addMember(
  db: Database,
  userId: number,
  request: MemberAddRequest,
  now: Date,
): Promise<GroupMember[]> {
  const calendar = await fairCalendar(db)
  requireOpen(calendar, now)
  refuseMemberProblems(memberProblems(request.member, calendar, 'member.'))
  const values = memberValues(request.member, idHasher(db))
  await db.transaction(async (tx) => {
    const { memberCount } = await editableGroup(tx, userId, request.registrationId)
    if ((await membersOf(tx, request.registrationId)).length >= memberCount)
      throw fieldRefused('members', 'tooManyMembers')
    await insertMembers(tx, request.registrationId, [values], () => 'member.idNumber')
    await tx.update(registrations).set({ updatedAt: now }).where(eq(registrations.id, request.registrationId))
  })
  return membersAnswer(db, request.registrationId)
}

/** Replaces a member's fields (the ID number is typed again). */
export async function editMember(
  db: Database,
  userId: number,
  request: MemberEditRequest,
  now: Date,
): Promise<GroupMember[]> {
  const calendar = await fairCalendar(db)
  requireOpen(calendar, now)
  refuseMemberProblems(memberProblems(request.member, calendar, 'member.'))
  const values = memberValues(request.member, idHasher(db))
  const registrationId = await db.transaction(async (tx) => {
    const { row } = await ownMember(tx, userId, request.memberId)
    try {
      await tx.update(groupMembers).set(values).where(eq(groupMembers.id, request.memberId))
    } catch (error) {
      if (isUniqueViolation(error, 'group_members_identity_idx')) throw duplicate('member.idNumber')
      throw error
    }
    await tx.update(registrations).set({ updatedAt: now }).where(eq(registrations.id, row.id))
    return row.id
  })
  return membersAnswer(db, registrationId)
}

/** Removes a member of the user's group. */
export async function removeMember(db: Database, userId: number, memberId: number, now: Date): Promise<GroupMember[]> {
  requireOpen(await fairCalendar(db), now)
  const registrationId = await db.transaction(async (tx) => {
    const { row } = await ownMember(tx, userId, memberId)
    await tx.delete(groupMembers).where(eq(groupMembers.id, memberId))
    await tx.update(registrations).set({ updatedAt: now }).where(eq(registrations.id, row.id))
    return row.id
  })
  return membersAnswer(db, registrationId)
}

function refuseMemberProblems(problems: FieldProblem[]) {
  if (problems.length > 0) throw fieldsRefused(problems)
}

/** Longest text a sheet's cell may hold per column (the form's limits). */
const CELL_LIMITS: Partial<Record<keyof GroupMemberForm, number>> = { idNumber: 32 }
const CELL_DEFAULT_LIMIT = 50

/** A sheet member's own problems, besides the form rules: codes it does not know, cells too long. */
function sheetProblems(member: GroupMemberForm): FieldProblem[] {
  const problems: FieldProblem[] = []
  if (member.idType !== '' && !(ID_TYPES as readonly string[]).includes(member.idType))
    problems.push({ field: 'idType', problem: 'unknownOption' })
  if (member.gender !== '' && !(GENDERS as readonly string[]).includes(member.gender))
    problems.push({ field: 'gender', problem: 'unknownOption' })
  for (const [field, value] of Object.entries(member))
    if (typeof value === 'string' && value.length > (CELL_LIMITS[field as keyof GroupMemberForm] ?? CELL_DEFAULT_LIMIT))
      problems.push({ field, problem: 'tooLong' })
  return problems
}

/**
 * Refuses an import before its sheet is read (a large workbook costs seconds and memory): the fair must be open and
 * the group the user's own and still editable.
 */
export async function checkMemberImport(db: Database, userId: number, registrationId: number, now: Date) {
  requireOpen(await fairCalendar(db), now)
  await db.transaction((tx) => editableGroup(tx, userId, registrationId))
}

type RowProblem = FieldProblem & { row: number }

/** Every problem of a sheet's rows by themselves: a code or a length the sheet may not hold, a field rule, an ID number twice. */
function rowProblems(sheet: SheetMember[], fair: FairDays): RowProblem[] {
  const problems = sheet.flatMap(({ row, member }) => {
    const own = sheetProblems(member)
    return (own.length ? own : memberProblems(member, fair)).map((p) => ({ ...p, row }))
  })
  for (const index of duplicateMembers(sheet.map((s) => s.member)))
    problems.push({ field: 'idNumber', problem: 'duplicateMember', row: sheet[index].row })
  return problems
}

/** Refuses a sheet with problems: the first one in the message, every one in `data.problems`, by row. */
function refuseRows(problems: RowProblem[]) {
  if (problems.length === 0) return
  problems.sort((a, b) => a.row - b.row)
  const [first] = problems
  throw new ApiError(400, 400, 'registration.import.row', { row: first.row, problem: first.problem }).withData({
    ...first,
    problems,
  })
}

/**
 * Adds every member of a CSV or XLSX sheet to the user's group, or none: a row with a problem (a field rule, an ID
 * number already listed, more members than the count) is answered with its row number and nothing is added.
 */
export async function importMembers(
  db: Database,
  userId: number,
  registrationId: number,
  content: Buffer,
  now: Date,
): Promise<MemberImportResult> {
  const calendar = await fairCalendar(db)
  requireOpen(calendar, now)
  const sheet = await readMemberSheet(content)
  const problems = rowProblems(sheet, calendar)
  const hashId = idHasher(db)
  const values = sheet.map(({ member }) => memberValues(member, hashId))
  await db.transaction(async (tx) => {
    const { memberCount } = await editableGroup(tx, userId, registrationId)
    const current = await membersOf(tx, registrationId)
    const listed = new Set(current.map((m) => `${m.idType}:${m.idNumberHmac}`))
    values.forEach((member, index) => {
      if (listed.has(`${member.idType}:${member.idNumberHmac}`))
        problems.push({ field: 'idNumber', problem: 'duplicateMember', row: sheet[index].row })
    })
    if (problems.length === 0 && current.length + values.length > Math.min(memberCount, GROUP_MAX_MEMBERS))
      problems.push({ field: 'members', problem: 'tooManyMembers', row: sheet.at(-1)!.row })
    refuseRows(problems)
    await insertMembers(tx, registrationId, values, () => 'idNumber')
    await tx.update(registrations).set({ updatedAt: now }).where(eq(registrations.id, registrationId))
  })
  return { added: values.length, members: await membersAnswer(db, registrationId) }
}

/**
 * Refuses reading a sheet for a group form before the sheet is read: the fair must be open and the user real-name
 * verified, as the form's submission needs.
 */
export async function checkMemberRead(db: Database, user: SessionUser, now: Date) {
  requireOpen(await fairCalendar(db), now)
  await requireVerified(db, user)
}

/**
 * The members of a CSV or XLSX sheet for a group form not yet sent, checked as an import checks them (all or none,
 * problems by row; at most GROUP_MAX_MEMBERS), with nothing kept: the form lists them and sends them when submitted.
 */
export async function readMembers(db: Database, content: Buffer, now: Date): Promise<MemberSheetRead> {
  const calendar = await fairCalendar(db)
  requireOpen(calendar, now)
  const sheet = await readMemberSheet(content)
  const problems = rowProblems(sheet, calendar)
  if (problems.length === 0 && sheet.length > GROUP_MAX_MEMBERS)
    problems.push({ field: 'members', problem: 'tooManyMembers', row: sheet[GROUP_MAX_MEMBERS].row })
  refuseRows(problems)
  return { members: sheet.map(({ member }) => member) }
}
