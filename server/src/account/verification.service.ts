import { asc, desc, eq } from 'drizzle-orm'
import { phoneIdentities, realNameReviews, realNameSubmissions } from './real-name.schema'
import { users } from './schema'
import type { SessionUser } from './sessions'
import type { RealNameInfo, RealNameProblem, RealNameSubmission } from '../../../src/contract/account'
import {
  MAINLAND_ID_TYPE,
  RealNameStatus,
  type RealNameIdType,
  type RealNameStatusCode,
  type VerificationMethod,
} from '../../../src/contract/account.codes'
import { realNameProblems } from '../../../src/contract/account.rules'
import { maskIdNumber, maskPhone } from '../../../src/contract/mask'
import { ADULT_AGE, isMainlandId18, isRequired } from '../../../src/contract/validators'
import type { Database } from '../platform/connect'
import { isUniqueViolation } from '../platform/db-errors'
import { ApiError } from '../platform/envelope'
import { fairDate } from '../platform/fair-clock'
import { idHasher } from '../platform/id-key'
import { columnsOf } from '../platform/select'

/** Keeps the first character (and the last of names longer than two) of a name: 林思远 -> 林*远, 王芳 -> 王*. */
export function maskName(name: string): string {
  const chars = Array.from(name.trim())
  if (chars.length <= 1) return chars.join('')
  if (chars.length === 2) return `${chars[0]}*`
  return chars[0] + '*'.repeat(chars.length - 2) + chars[chars.length - 1]
}

/**
 * The first day the holder of an 18-digit ID number counts as an adult: `today` for an adult (so no adult's birth
 * date is kept), else the 18th birthday (29 February turns into 1 March).
 */
export function adultFromOf(idNumber: string, today: string): string {
  const id = idNumber.trim()
  const monthDay = id.slice(10, 14) === '0229' ? '03-01' : `${id.slice(10, 12)}-${id.slice(12, 14)}`
  const eighteenth = `${Number(id.slice(6, 10)) + ADULT_AGE}-${monthDay}`
  return eighteenth <= today ? today : eighteenth
}

/** Whether a submission's holder is an adult on the fair day of `now`. */
export const isAdultBy = (adultFrom: string | null, now: Date) => adultFrom !== null && adultFrom <= fairDate(now)

/**
 * Whether every URL is one of the user's own uploaded pictures. Uploads are registration's, a domain above this one:
 * the composition passes its answer in.
 */
export type OwnPictures = (db: Database, userId: number, urls: readonly string[]) => Promise<boolean>

/** The 400 answer for refused fields: the first one's message, `data.field` and every problem in `data.problems`. */
function refused(problems: RealNameProblem[]): ApiError {
  const [first] = problems
  return new ApiError(400, 400, `account.realName.problem.${first.problem}`).withData({ ...first, problems })
}

/** A bound phone's verified identity must be the submitted one (seed 001 section 5). */
async function checkPhoneIdentity(db: Database, user: SessionUser, realName: string, idHmac: string): Promise<void> {
  if (!user.phone) return
  const [bound] = await db.select().from(phoneIdentities).where(eq(phoneIdentities.phone, user.phone))
  if (!bound) return
  if (bound.realName !== realName.trim() || (idHmac !== '' && bound.idNumberHmac !== idHmac)) {
    throw new ApiError(400, 400, 'account.realName.identityMismatch')
  }
}

/** The user's verification state as the client sees it: names, ID numbers and phones masked. */
export async function getRealNameInfo(db: Database, user: SessionUser): Promise<RealNameInfo> {
  const [row] = await db.select().from(realNameSubmissions).where(eq(realNameSubmissions.userId, user.id))
  const status = user.realNameStatus as RealNameStatusCode
  return {
    status,
    method: (row?.method as VerificationMethod | undefined) ?? null,
    realName: row ? maskName(row.realName) : '',
    idType: row?.idNumberHmac ? (row.idType as RealNameIdType) : null,
    idNumber: row?.idNumberMasked ?? '',
    phone: maskPhone(user.phone),
    company: row?.company ?? '',
    area: row?.area ?? '',
    pictures: row?.pictures ?? [],
    reason: status === RealNameStatus.rejected ? (row?.reason ?? '') : '',
    adult: row?.status === RealNameStatus.verified && isAdultBy(row.adultFrom, new Date()),
    submittedAt: row ? row.submittedAt.getTime() : null,
  }
}

/**
 * Records a submission and sets the user verifying; only from not verified or rejected. The fields are checked by
 * account.rules, the pictures must be the user's own, and a mainland ID card is checked against the identity bound to
 * the phone; any other document waits for an operator's review like the rest.
 */
export async function submitRealName(
  db: Database,
  user: SessionUser,
  form: RealNameSubmission,
  ownPictures: OwnPictures,
): Promise<RealNameInfo> {
  if (user.realNameStatus !== RealNameStatus.notVerified && user.realNameStatus !== RealNameStatus.rejected) {
    throw new ApiError(400, 400, 'account.realName.notAllowed')
  }
  const problems = realNameProblems(form)
  if (problems.length > 0) throw refused(problems)
  const idNumber = form.idNumber.trim().toUpperCase()
  const idHmac = idHasher(db)(idNumber)
  const pictures = form.pictures.map((url) => url.trim())
  if (!(await ownPictures(db, user.id, pictures))) throw refused([{ field: 'pictures', problem: 'ownPictures' }])
  const idType = idNumber ? form.idType : MAINLAND_ID_TYPE
  if (idType === MAINLAND_ID_TYPE) await checkPhoneIdentity(db, user, form.realName, idHmac)
  const now = new Date()
  const values = {
    method: form.method,
    realName: form.realName.trim(),
    idType,
    idNumberMasked: maskIdNumber(idNumber),
    idNumberHmac: idHmac,
    // Only a number that carries a birth date (the ID card's, the newer permanent residence card's) tells adulthood.
    adultFrom: isMainlandId18(idNumber) ? adultFromOf(idNumber, fairDate(now)) : null,
    company: form.company.trim(),
    area: form.area.trim(),
    material: '',
    pictures,
    status: RealNameStatus.verifying,
    reason: '',
    submittedAt: now,
    reviewedAt: null,
  }
  // Taken whether or not another account uses the number: answering otherwise would confirm a guessed ID number.
  await db.transaction(async (tx) => {
    await tx
      .insert(realNameSubmissions)
      .values({ userId: user.id, ...values })
      .onConflictDoUpdate({ target: realNameSubmissions.userId, set: values })
    await tx.update(users).set({ realNameStatus: RealNameStatus.verifying }).where(eq(users.id, user.id))
  })
  return getRealNameInfo(db, { ...user, realNameStatus: RealNameStatus.verifying })
}

/** One line of the operator's list: masked like everywhere else. */
export interface SubmissionSummary {
  userId: number
  status: number
  method: string
  realName: string
  /** The document the number is of ('' when none was given): any but idCard waits for a look at its pictures. */
  idType: string
  idNumber: string
  phone: string
  company: string
  reason: string
  adult: boolean
  submittedAt: Date
}

/** One operator decision, as the review history shows it. */
export interface ReviewRecord {
  decision: 'approved' | 'rejected'
  reason: string
  operator: string
  method: string
  reviewedAt: Date
}

/** What the operator reviews: the summary, the area and the submitted material, and every earlier decision. */
export interface SubmissionDetail extends SubmissionSummary {
  area: string
  /** The material in words, of a submission from before pictures were uploaded. */
  material: string
  /** The material's pictures (`/uploads/<key>`, served to whoever holds the URL). */
  pictures: string[]
  reviews: ReviewRecord[]
}

type SubmissionRow = typeof realNameSubmissions.$inferSelect

const summaryOf = (s: SubmissionRow, phone: string | null, now: Date): SubmissionSummary => ({
  userId: s.userId,
  status: s.status,
  method: s.method,
  realName: maskName(s.realName),
  idType: s.idNumberHmac ? s.idType : '',
  idNumber: s.idNumberMasked,
  phone: maskPhone(phone),
  company: s.company,
  reason: s.reason,
  adult: isAdultBy(s.adultFrom, now),
  submittedAt: s.submittedAt,
})

/** Every submission, oldest first, for the operator command. */
export async function listSubmissions(db: Database, now = new Date()): Promise<SubmissionSummary[]> {
  const rows = await db
    .select({ submission: realNameSubmissions, phone: users.phone })
    .from(realNameSubmissions)
    .innerJoin(users, eq(users.id, realNameSubmissions.userId))
    .orderBy(asc(realNameSubmissions.submittedAt))
  return rows.map(({ submission, phone }) => summaryOf(submission, phone, now))
}

/** One user's submission with its material and review history; null when the user has none. */
export async function getSubmission(db: Database, userId: number, now = new Date()): Promise<SubmissionDetail | null> {
  const [row] = await db
    .select({ submission: realNameSubmissions, phone: users.phone })
    .from(realNameSubmissions)
    .innerJoin(users, eq(users.id, realNameSubmissions.userId))
    .where(eq(realNameSubmissions.userId, userId))
  if (!row) return null
  const reviews = await db
    .select({
      ...columnsOf(realNameReviews, 'decision', 'reason', 'operator', 'method', 'reviewedAt'),
    })
    .from(realNameReviews)
    .where(eq(realNameReviews.userId, userId))
    .orderBy(desc(realNameReviews.reviewedAt), desc(realNameReviews.id))
  return {
    ...summaryOf(row.submission, row.phone, now),
    area: row.submission.area,
    material: row.submission.material,
    pictures: row.submission.pictures,
    reviews: reviews as ReviewRecord[],
  }
}

async function verifyingSubmission(db: Database, userId: number) {
  const [row] = await db.select().from(realNameSubmissions).where(eq(realNameSubmissions.userId, userId))
  if (!row || row.status !== RealNameStatus.verifying) throw new ApiError(400, 400, 'account.realName.notVerifying')
  return row
}

const operatorName = (operator: string) => {
  const name = operator.trim()
  if (!name) throw new ApiError(400, 400, 'account.realName.operatorRequired')
  return name
}

/**
 * Approves a verifying submission: verified, named by the verified name unless the user chose a name, the phone bound
 * to the identity, the decision recorded with who and when.
 */
export async function approveRealName(db: Database, userId: number, operator: string, now = new Date()): Promise<void> {
  const by = operatorName(operator)
  const row = await verifyingSubmission(db, userId)
  await db.transaction(async (tx) => {
    await tx
      .update(realNameSubmissions)
      .set({ status: RealNameStatus.verified, reason: '', reviewedAt: now })
      .where(eq(realNameSubmissions.userId, userId))
      .catch((error: unknown) => {
        // The unique index decides, also between approvals at once: one ID number verifies one account.
        if (isUniqueViolation(error, 'real_name_verified_id_hmac_idx'))
          throw new ApiError(409, 409, 'account.realName.idNumberTaken')
        throw error
      })
    await tx
      .insert(realNameReviews)
      .values({ userId, decision: 'approved', operator: by, method: row.method, reviewedAt: now })
    const [before] = await tx
      .select({ nickname: users.nickname, phone: users.phone })
      .from(users)
      .where(eq(users.id, userId))
    // A name never chosen (the masked phone a phone login starts with) gives way to the verified one; a chosen one stays.
    const unnamed = before !== undefined && before.nickname === maskPhone(before.phone)
    const [user] = await tx
      .update(users)
      .set({ realNameStatus: RealNameStatus.verified, ...(unnamed && { nickname: row.realName }) })
      .where(eq(users.id, userId))
      .returning({ phone: users.phone })
    // Only the mainland ID card is what a carrier's check knows a phone's holder by.
    if (user?.phone && row.idNumberHmac && row.idType === MAINLAND_ID_TYPE) {
      const identity = { realName: row.realName, idNumberHmac: row.idNumberHmac }
      await tx
        .insert(phoneIdentities)
        .values({ phone: user.phone, ...identity })
        .onConflictDoUpdate({ target: phoneIdentities.phone, set: identity })
    }
  })
}

/** Rejects a verifying submission with the reason the user will see (they may then resubmit); recorded with who and when. */
export async function rejectRealName(
  db: Database,
  userId: number,
  reason: string,
  operator: string,
  now = new Date(),
): Promise<void> {
  if (!isRequired(reason)) throw new ApiError(400, 400, 'account.realName.reasonRequired')
  const by = operatorName(operator)
  const row = await verifyingSubmission(db, userId)
  await db.transaction(async (tx) => {
    await tx
      .update(realNameSubmissions)
      .set({ status: RealNameStatus.rejected, reason: reason.trim(), reviewedAt: now })
      .where(eq(realNameSubmissions.userId, userId))
    await tx.insert(realNameReviews).values({
      userId,
      decision: 'rejected',
      reason: reason.trim(),
      operator: by,
      method: row.method,
      reviewedAt: now,
    })
    await tx.update(users).set({ realNameStatus: RealNameStatus.rejected }).where(eq(users.id, userId))
  })
}

/** Local identities behind phone numbers, so the mismatch rule can be seen without a carrier check. */
export const PHONE_IDENTITY_FIXTURES = [
  { phone: '13800138000', realName: '林思远', idNumber: '35020319900101123X' },
  { phone: '13900139000', realName: '陈晓梅', idNumber: '350102199512123426' },
]
