import type { MessageKey, MessageParams } from '@/i18n'
import {
  INQUIRY_QUANTITY_MAX,
  INQUIRY_REQUIREMENTS_MAX,
  INQUIRY_UNITS,
  type InquiryForm,
  type InquiryUnit,
} from '@/services/api/enterprise.dto'
import { maskPhone } from '@/utils/mask'
import { isDigitsOnly, isMobile, isRequired, isWithinLength } from '@/utils/validators'

/** What the user has typed, as typed; persisted per product so it survives failures and reloads. */
export interface InquiryDraft {
  quantity: string
  unit: InquiryUnit | ''
  requirements: string
  phone: string
}

export type InquiryField = keyof InquiryDraft

export const EMPTY_DRAFT: InquiryDraft = { quantity: '', unit: '', requirements: '', phone: '' }

export interface FieldError {
  key: MessageKey
  params?: MessageParams
}

export type InquiryErrors = Partial<Record<InquiryField, FieldError>>

function quantityError(quantity: string): FieldError | undefined {
  if (!isRequired(quantity)) return { key: 'inquiry.error.quantityRequired' }
  const n = Number(quantity.trim())
  if (!isDigitsOnly(quantity) || n < 1 || n > INQUIRY_QUANTITY_MAX) {
    return { key: 'inquiry.error.quantityInvalid', params: { max: INQUIRY_QUANTITY_MAX } }
  }
  return undefined
}

function requirementsError(requirements: string): FieldError | undefined {
  if (!isRequired(requirements)) return { key: 'inquiry.error.requirementsRequired' }
  if (!isWithinLength(requirements.trim(), INQUIRY_REQUIREMENTS_MAX)) {
    return { key: 'inquiry.error.requirementsTooLong', params: { max: INQUIRY_REQUIREMENTS_MAX } }
  }
  return undefined
}

function phoneError(phone: string): FieldError | undefined {
  if (!isRequired(phone)) return { key: 'inquiry.error.phoneRequired' }
  return isMobile(phone) ? undefined : { key: 'inquiry.error.phoneInvalid' }
}

/** Every field is required: a positive whole quantity, a listed unit, requirements within the limit, a mainland mobile. */
export function validateInquiry(draft: InquiryDraft): InquiryErrors {
  const errors: InquiryErrors = {
    quantity: quantityError(draft.quantity),
    unit: (INQUIRY_UNITS as readonly string[]).includes(draft.unit) ? undefined : { key: 'inquiry.error.unitRequired' },
    requirements: requirementsError(draft.requirements),
    phone: phoneError(draft.phone),
  }
  return Object.fromEntries(Object.entries(errors).filter(([, e]) => e)) as InquiryErrors
}

/** The payload of a draft that passed validateInquiry, with the code confirming another number when one was typed. */
export function toInquiryForm(productId: number, draft: InquiryDraft, phoneCode = ''): InquiryForm {
  return {
    productId,
    quantity: Number(draft.quantity.trim()),
    unit: draft.unit as InquiryUnit,
    requirements: draft.requirements.trim(),
    phone: draft.phone.trim(),
    ...(phoneCode.trim() ? { phoneCode: phoneCode.trim() } : {}),
  }
}

/**
 * Whether the typed number needs a code: it is a mobile and not the account's own (the profile only has the masked
 * number, so a number masked alike counts as the account's; the server has the last word).
 */
export const needsPhoneCode = (phone: string, accountPhone: string | undefined) =>
  isMobile(phone) && maskPhone(phone.trim()) !== (accountPhone ?? '')

/** The storage key of one product's draft. */
export const draftKey = (productId: number) => `inquiry-draft:${productId}`
