import type { SendLoginCodeResult } from '@/contract/account'
import type { InquiryForm } from '@/contract/enterprise'
import {
  INQUIRY_QUANTITY_MAX,
  INQUIRY_REQUIREMENTS_MAX,
  INQUIRY_UNITS,
  type InquiryUnit,
} from '@/contract/enterprise.codes'
import { maskPhone } from '@/contract/mask'
import { isMobile, isWholeNumberBetween, isWithinLength } from '@/contract/validators'
import { check, type FieldSpec } from '@/templates/form'

/** The unit is '' until one is chosen. */
export type InquiryValues = {
  quantity: string
  unit: InquiryUnit | ''
  requirements: string
  phone: string
  phoneCode: string
}

export const EMPTY_INQUIRY: InquiryValues = { quantity: '', unit: '', requirements: '', phone: '', phoneCode: '' }

/**
 * Whether the typed number needs a code: it is a mobile and not the account's own (the profile only has the masked
 * number, so a number masked alike counts as the account's; the server has the last word).
 */
export const needsPhoneCode = (phone: string, accountPhone: string | undefined) =>
  isMobile(phone) && maskPhone(phone.trim()) !== (accountPhone ?? '')

/**
 * Every field is required: a positive whole quantity, a listed unit, requirements within the limit, a mainland
 * mobile; another number than the account's is confirmed with a code sent to it.
 */
export function inquiryFields(
  accountPhone: string | undefined,
  send: (phone: string) => Promise<SendLoginCodeResult>,
): FieldSpec<InquiryValues>[] {
  return [
    {
      kind: 'number',
      name: 'quantity',
      label: 'enterprise.inquiry.quantity',
      placeholder: 'enterprise.inquiry.quantityPlaceholder',
      required: 'enterprise.inquiry.error.quantityRequired',
      rules: [
        check(
          (quantity) => isWholeNumberBetween(quantity, 1, INQUIRY_QUANTITY_MAX),
          'enterprise.inquiry.error.quantityInvalid',
          {
            max: INQUIRY_QUANTITY_MAX,
          },
        ),
      ],
      maxLength: 8,
    },
    {
      kind: 'select',
      name: 'unit',
      label: 'enterprise.inquiry.unit',
      required: 'enterprise.inquiry.error.unitRequired',
      options: INQUIRY_UNITS.map((unit) => ({ value: unit, label: `enterprise.inquiry.unit.${unit}` as const })),
    },
    {
      kind: 'textarea',
      name: 'requirements',
      label: 'enterprise.inquiry.requirements',
      placeholder: 'enterprise.inquiry.requirementsPlaceholder',
      required: 'enterprise.inquiry.error.requirementsRequired',
      rules: [
        check(
          (requirements) => isWithinLength(requirements.trim(), INQUIRY_REQUIREMENTS_MAX),
          'enterprise.inquiry.error.requirementsTooLong',
          { max: INQUIRY_REQUIREMENTS_MAX },
        ),
      ],
      maxLength: INQUIRY_REQUIREMENTS_MAX,
    },
    {
      kind: 'phone',
      name: 'phone',
      label: 'enterprise.inquiry.phone',
      placeholder: 'enterprise.inquiry.phonePlaceholder',
      required: 'enterprise.inquiry.error.phoneRequired',
      rules: [check(isMobile, 'enterprise.inquiry.error.phoneInvalid')],
    },
    {
      kind: 'code',
      name: 'phoneCode',
      label: 'enterprise.inquiry.phoneCode',
      placeholder: 'enterprise.inquiry.phoneCodePlaceholder',
      hint: 'enterprise.inquiry.phoneCodeHint',
      target: 'phone',
      send,
      sent: 'enterprise.inquiry.codeSent',
      visible: (values) => needsPhoneCode(values.phone, accountPhone),
      testId: 'inquiry-phone-code',
    },
  ]
}

/** The payload of values that passed the rules, with the code confirming another number when one was typed. */
export function toInquiryForm(productId: number, values: InquiryValues): InquiryForm {
  return {
    productId,
    quantity: Number(values.quantity.trim()),
    unit: values.unit as InquiryUnit,
    requirements: values.requirements.trim(),
    phone: values.phone.trim(),
    ...(values.phoneCode.trim() ? { phoneCode: values.phoneCode.trim() } : {}),
  }
}
