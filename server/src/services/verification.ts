import { createHash } from 'node:crypto'
import { asc, eq } from 'drizzle-orm'
import type { RealNameInfo, RealNameStatusCode, RealNameSubmission } from '../../../src/services/api/user-central.dto'
import { RealNameStatus, type VerificationMethod } from '../../../src/services/api/user-central.dto'
import { maskIdNumber, maskPhone } from '../../../src/utils/mask'
import { ADULT_AGE, isIdNumber, isRequired } from '../../../src/utils/validators'
import type { SessionUser } from '../auth/sessions'
import type { Database } from '../db/connect'
import { phoneIdentities, realNameSubmissions } from '../db/schema-account'
import { users } from '../db/schema'
import type { Lang } from '../lib/lang'

/** Why a submission or a review was refused, in both languages (seed 001 sections 5 and 8). */
const REFUSALS = {
  privacyRequired: { zh: '请先阅读并勾选隐私政策', en: 'Please read and tick the privacy policy first' },
  materialRequired: { zh: '认证材料不能为空', en: 'Verification material cannot be empty' },
  realNameRequired: { zh: '请输入真实姓名', en: 'Please enter your real name' },
  idNumberInvalid: { zh: '请输入正确的18位身份证号码', en: 'Please enter a valid 18-digit ID number' },
  companyRequired: { zh: '请输入所在单位', en: 'Please enter your company' },
  identityMismatch: {
    zh: '实名信息与手机号绑定的身份不一致，认证失败',
    en: 'The real name and ID number do not match the identity bound to your phone number: authentication failed',
  },
  notAllowed: { zh: '当前认证状态不可提交', en: 'Verification cannot be submitted in the current status' },
  notVerifying: { zh: '该用户没有待审核的实名认证', en: 'This user has no verification waiting for review' },
  reasonRequired: { zh: '请填写不通过的原因', en: 'Please give the reason for not approving' },
} as const satisfies Record<string, Record<Lang, string>>

export type RefusalKey = keyof typeof REFUSALS

/** A submission or review the rules refuse; the route answers 400 with the message in the request's language. */
export class VerificationRefusal extends Error {
  constructor(readonly key: RefusalKey) {
    super(key)
    this.name = 'VerificationRefusal'
  }
  text(lang: Lang): string {
    return REFUSALS[this.key][lang]
  }
}

/** SHA-256 of the upper-cased ID number: enough to compare identities without keeping the number. */
export const hashIdNumber = (idNumber: string) => createHash('sha256').update(idNumber.trim().toUpperCase()).digest('hex')

/** Keeps the first character (and the last of names longer than two) of a name: 林思远 -> 林*远, 王芳 -> 王*. */
export function maskName(name: string): string {
  const chars = Array.from(name.trim())
  if (chars.length <= 1) return chars.join('')
  if (chars.length === 2) return `${chars[0]}*`
  return chars[0] + '*'.repeat(chars.length - 2) + chars[chars.length - 1]
}

const isMainlandId18 = (idNumber: string) => idNumber.trim().length === 18 && isIdNumber(idNumber)

/** yyyy-mm-dd of an 18-digit ID number. */
const birthDateOf = (idNumber: string) => {
  const id = idNumber.trim()
  return `${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`
}

/** Whether someone born on yyyy-mm-dd has turned ADULT_AGE on now's calendar date; false without a date. */
export function isAdultOn(birthDate: string, now: Date): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate)
  if (!match) return false
  const [year, month, day] = match.slice(1).map(Number)
  const beforeBirthday = now.getMonth() + 1 < month || (now.getMonth() + 1 === month && now.getDate() < day)
  return now.getFullYear() - year - (beforeBirthday ? 1 : 0) >= ADULT_AGE
}

/** The checks TypeBox cannot express: privacy ticked, material, the method's required fields, the ID checksum. */
function checkSubmission(form: RealNameSubmission): void {
  if (!form.privacyAccepted) throw new VerificationRefusal('privacyRequired')
  if (!isRequired(form.realName)) throw new VerificationRefusal('realNameRequired')
  if (form.method === 'idCard' || isRequired(form.idNumber)) {
    if (!isMainlandId18(form.idNumber)) throw new VerificationRefusal('idNumberInvalid')
  }
  if (form.method !== 'idCard' && !isRequired(form.company)) throw new VerificationRefusal('companyRequired')
  if (!isRequired(form.material)) throw new VerificationRefusal('materialRequired')
}

/** A bound phone's verified identity must be the submitted one (seed 001 section 5). */
async function checkPhoneIdentity(db: Database, user: SessionUser, realName: string, idHash: string): Promise<void> {
  if (!user.phone) return
  const [bound] = await db.select().from(phoneIdentities).where(eq(phoneIdentities.phone, user.phone))
  if (!bound) return
  if (bound.realName !== realName.trim() || (idHash !== '' && bound.idNumberHash !== idHash)) {
    throw new VerificationRefusal('identityMismatch')
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
    idNumber: row?.idNumberMasked ?? '',
    phone: maskPhone(user.phone),
    company: row?.company ?? '',
    area: row?.area ?? '',
    reason: status === RealNameStatus.rejected ? (row?.reason ?? '') : '',
    adult: row?.adult ?? false,
    submittedAt: row ? row.submittedAt.getTime() : null,
  }
}

/** Records a submission and sets the user verifying; only from not verified or rejected. */
export async function submitRealName(db: Database, user: SessionUser, form: RealNameSubmission): Promise<RealNameInfo> {
  if (user.realNameStatus !== RealNameStatus.notVerified && user.realNameStatus !== RealNameStatus.rejected) {
    throw new VerificationRefusal('notAllowed')
  }
  checkSubmission(form)
  const idNumber = form.idNumber.trim().toUpperCase()
  const idHash = idNumber ? hashIdNumber(idNumber) : ''
  await checkPhoneIdentity(db, user, form.realName, idHash)
  const values = {
    method: form.method,
    realName: form.realName.trim(),
    idNumberMasked: maskIdNumber(idNumber),
    idNumberHash: idHash,
    birthDate: idNumber ? birthDateOf(idNumber) : '',
    company: form.company.trim(),
    area: form.area.trim(),
    material: form.material.trim(),
    status: RealNameStatus.verifying,
    reason: '',
    adult: false,
    submittedAt: new Date(),
    reviewedAt: null,
  }
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
  idNumber: string
  phone: string
  company: string
  reason: string
  adult: boolean
  submittedAt: Date
}

/** Every submission, oldest first, for the operator command. */
export async function listSubmissions(db: Database): Promise<SubmissionSummary[]> {
  const rows = await db
    .select({ submission: realNameSubmissions, phone: users.phone })
    .from(realNameSubmissions)
    .innerJoin(users, eq(users.id, realNameSubmissions.userId))
    .orderBy(asc(realNameSubmissions.submittedAt))
  return rows.map(({ submission: s, phone }) => ({
    userId: s.userId,
    status: s.status,
    method: s.method,
    realName: maskName(s.realName),
    idNumber: s.idNumberMasked,
    phone: maskPhone(phone),
    company: s.company,
    reason: s.reason,
    adult: s.adult,
    submittedAt: s.submittedAt,
  }))
}

async function verifyingSubmission(db: Database, userId: number) {
  const [row] = await db.select().from(realNameSubmissions).where(eq(realNameSubmissions.userId, userId))
  if (!row || row.status !== RealNameStatus.verifying) throw new VerificationRefusal('notVerifying')
  return row
}

/** Approves a verifying submission: verified, the adult flag from the birth date, and the phone bound to the identity. */
export async function approveRealName(db: Database, userId: number, now = new Date()): Promise<void> {
  const row = await verifyingSubmission(db, userId)
  await db.transaction(async (tx) => {
    await tx
      .update(realNameSubmissions)
      .set({ status: RealNameStatus.verified, adult: isAdultOn(row.birthDate, now), reason: '', reviewedAt: now })
      .where(eq(realNameSubmissions.userId, userId))
    const [user] = await tx
      .update(users)
      .set({ realNameStatus: RealNameStatus.verified })
      .where(eq(users.id, userId))
      .returning({ phone: users.phone })
    if (user?.phone && row.idNumberHash) {
      const identity = { realName: row.realName, idNumberHash: row.idNumberHash }
      await tx.insert(phoneIdentities).values({ phone: user.phone, ...identity }).onConflictDoUpdate({ target: phoneIdentities.phone, set: identity })
    }
  })
}

/** Rejects a verifying submission with the reason the user will see; they may then resubmit. */
export async function rejectRealName(db: Database, userId: number, reason: string, now = new Date()): Promise<void> {
  if (!isRequired(reason)) throw new VerificationRefusal('reasonRequired')
  await verifyingSubmission(db, userId)
  await db.transaction(async (tx) => {
    await tx
      .update(realNameSubmissions)
      .set({ status: RealNameStatus.rejected, reason: reason.trim(), reviewedAt: now })
      .where(eq(realNameSubmissions.userId, userId))
    await tx.update(users).set({ realNameStatus: RealNameStatus.rejected }).where(eq(users.id, userId))
  })
}

/** Local identities behind phone numbers, so the mismatch rule can be seen without a carrier check. */
export const PHONE_IDENTITY_FIXTURES = [
  { phone: '13800138000', realName: '林思远', idNumber: '35020319900101123X' },
  { phone: '13900139000', realName: '陈晓梅', idNumber: '350102199512123426' },
]
