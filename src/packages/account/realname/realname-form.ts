import type { RealNameSubmission } from '@/contract/account'
import { VERIFICATION_METHODS, type VerificationMethod } from '@/contract/account.codes'
import { isMainlandId18 } from '@/contract/validators'
import { navigate } from '@/routes/navigate'
import { check, type FieldErrors, type FieldSpec } from '@/templates/form'

export type RealNameValues = {
  method: VerificationMethod
  realName: string
  idNumber: string
  company: string
  area: string
  material: string
  privacy: boolean
}

export const EMPTY_REALNAME: RealNameValues = {
  method: 'idCard',
  realName: '',
  idNumber: '',
  company: '',
  area: '',
  material: '',
  privacy: false,
}

/** The ID-card method asks for the ID number; the others for the company. */
const byIdCard = (values: RealNameValues) => values.method === 'idCard'

/** The identity to verify, with the bound phone shown when there is one; the server checks the same rules. */
export function realNameFields(phone: string): FieldSpec<RealNameValues>[] {
  return [
    {
      kind: 'select',
      name: 'method',
      label: 'account.realname.chooseMethod',
      options: VERIFICATION_METHODS.map((method) => ({
        value: method,
        label: `account.realname.method.${method}` as const,
      })),
    },
    {
      kind: 'text',
      name: 'realName',
      label: 'account.realname.realName',
      placeholder: 'account.realname.realNamePlaceholder',
      required: 'account.realname.error.realName',
      maxLength: 50,
    },
    {
      kind: 'idcard',
      name: 'idNumber',
      label: 'account.realname.idNumber',
      placeholder: 'account.realname.idNumberPlaceholder',
      required: 'account.realname.error.idNumber',
      rules: [check(isMainlandId18, 'account.realname.error.idNumber')],
      visible: byIdCard,
      maxLength: 18,
    },
    {
      kind: 'text',
      name: 'company',
      label: 'account.realname.company',
      placeholder: 'account.realname.companyPlaceholder',
      required: 'account.realname.error.company',
      visible: (values) => !byIdCard(values),
      maxLength: 100,
    },
    {
      kind: 'text',
      name: 'area',
      label: 'account.realname.area',
      placeholder: 'account.realname.areaPlaceholder',
      maxLength: 50,
    },
    {
      kind: 'textarea',
      name: 'material',
      label: 'account.realname.material',
      placeholder: 'account.realname.materialPlaceholder',
      required: 'account.realname.error.material',
      maxLength: 500,
    },
    ...(phone ? [{ kind: 'display', name: 'phone', label: 'account.realname.phone', text: phone } as const] : []),
    {
      kind: 'agreement',
      name: 'privacy',
      required: 'account.realname.error.privacy',
      parts: [
        { text: 'account.realname.privacyPrefix' },
        {
          text: 'account.realname.privacyLink',
          open: () => void navigate('protocol', { type: 'privacy' }),
          testId: 'realname-privacy-link',
        },
      ],
    },
  ]
}

/** The toast of a stopped submit: the privacy message when that is all that is missing, else a general one. */
export const invalidToast = (errors: FieldErrors<RealNameValues>) =>
  Object.keys(errors).join() === 'privacy' ? 'account.realname.error.privacy' : 'account.realname.fixErrors'

/** The request body: trimmed, the ID number upper-cased (a final x). */
export function toSubmission(values: RealNameValues): RealNameSubmission {
  return {
    method: values.method,
    realName: values.realName.trim(),
    idNumber: values.idNumber.trim().toUpperCase(),
    company: values.company.trim(),
    area: values.area.trim(),
    material: values.material.trim(),
    privacyAccepted: values.privacy,
  }
}
