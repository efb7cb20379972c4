import type { MessageKey } from '@/i18n'
import type { RealNameSubmission, VerificationMethod } from '@/services/api/user-central.dto'
import { isIdNumber, isRequired } from '@/utils/validators'

/** What the user has typed, as typed; persisted so it survives a failed submit and a reload. */
export interface RealNameDraft {
  method: VerificationMethod
  realName: string
  idNumber: string
  company: string
  area: string
  material: string
}

export type RealNameField = Exclude<keyof RealNameDraft, 'method'> | 'privacy'
export type RealNameErrors = Partial<Record<RealNameField, MessageKey>>

export const EMPTY_DRAFT: RealNameDraft = {
  method: 'idCard',
  realName: '',
  idNumber: '',
  company: '',
  area: '',
  material: '',
}

/** The ID-card method asks for the ID number; the others for the company (an ID number stays optional there). */
export const needsIdNumber = (method: VerificationMethod) => method === 'idCard'

/** Mainland 18-digit resident ID with a real birth date and a valid check character. */
export const isMainlandId18 = (value: string) => value.trim().length === 18 && isIdNumber(value)

/** Field messages for the draft; empty when it may be sent (the server checks the same rules). */
export function validateRealName(draft: RealNameDraft, privacyAccepted: boolean): RealNameErrors {
  const errors: RealNameErrors = {}
  if (!isRequired(draft.realName)) errors.realName = 'realname.error.realName'
  if (needsIdNumber(draft.method) || isRequired(draft.idNumber)) {
    if (!isMainlandId18(draft.idNumber)) errors.idNumber = 'realname.error.idNumber'
  }
  if (!needsIdNumber(draft.method) && !isRequired(draft.company)) errors.company = 'realname.error.company'
  if (!isRequired(draft.material)) errors.material = 'realname.error.material'
  if (!privacyAccepted) errors.privacy = 'realname.error.privacy'
  return errors
}

/** The request body: trimmed, the ID number upper-cased (a final x). */
export function toSubmission(draft: RealNameDraft, privacyAccepted: boolean): RealNameSubmission {
  return {
    method: draft.method,
    realName: draft.realName.trim(),
    idNumber: draft.idNumber.trim().toUpperCase(),
    company: draft.company.trim(),
    area: draft.area.trim(),
    material: draft.material.trim(),
    privacyAccepted,
  }
}
