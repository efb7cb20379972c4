import type { RealNameSubmission } from '@/contract/account'
import {
  MAINLAND_ID_TYPE,
  MATERIAL_PICTURES_MAX,
  REAL_NAME_ID_TYPES,
  VERIFICATION_METHODS,
  type RealNameIdType,
  type VerificationMethod,
} from '@/contract/account.codes'
import { byDocument, realNameProblems } from '@/contract/account.rules'
import { IMAGE_MAX_BYTES } from '@/contract/validators'
import { navigate } from '@/routes/navigate'
import type { FieldErrors, FieldSpec, Rule } from '@/templates/form'
import { uploadField } from '@/templates/form/rich-fields'

export type RealNameValues = {
  method: VerificationMethod
  realName: string
  idType: RealNameIdType
  idNumber: string
  company: string
  area: string
  /** The uploaded pictures' addresses. */
  pictures: readonly string[]
  privacyAccepted: boolean
}

export const EMPTY_REALNAME: RealNameValues = {
  method: 'idCard',
  realName: '',
  idType: MAINLAND_ID_TYPE,
  idNumber: '',
  company: '',
  area: '',
  pictures: [],
  privacyAccepted: false,
}

/** The request body: trimmed, the document number upper-cased (a final x). */
export function toSubmission(values: RealNameValues): RealNameSubmission {
  return {
    method: values.method,
    realName: values.realName.trim(),
    idType: values.idType,
    idNumber: values.idNumber.trim().toUpperCase(),
    company: values.company.trim(),
    area: values.area.trim(),
    pictures: [...values.pictures],
    privacyAccepted: values.privacyAccepted,
  }
}

/** A field's rule from account.rules, the check the server runs: its problem's words beside the field. */
const ruleOf =
  (field: keyof RealNameSubmission): Rule<RealNameValues> =>
  (_value, values) => {
    const found = realNameProblems(toSubmission(values)).find((problem) => problem.field === field)
    return found && { key: `account.realname.problem.${found.problem}` as const }
  }

/** Sends a picked picture through the app's upload; answers where it is kept. */
export type Upload = (file: { path: string }) => Promise<string>

/**
 * The identity to verify: by an identity document (its type and number) or by the company, with 1-3 pictures of the
 * material, and the bound phone shown when there is one. The server checks the same rules.
 */
export function realNameFields(phone: string, upload: Upload): FieldSpec<RealNameValues>[] {
  const isByDocument = (values: RealNameValues) => byDocument(values)
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
      required: 'account.realname.problem.realName',
      maxLength: 50,
    },
    {
      kind: 'select',
      name: 'idType',
      label: 'account.realname.idType',
      options: REAL_NAME_ID_TYPES.map((type) => ({ value: type, label: `account.realname.idType.${type}` as const })),
      hint: 'account.realname.idTypeHint',
      visible: isByDocument,
    },
    {
      kind: 'idcard',
      name: 'idNumber',
      label: 'account.realname.idNumber',
      placeholder: 'account.realname.idNumberPlaceholder',
      required: 'account.realname.idNumberRequired',
      rules: [ruleOf('idNumber')],
      visible: isByDocument,
      maxLength: 18,
    },
    {
      kind: 'text',
      name: 'company',
      label: 'account.realname.company',
      placeholder: 'account.realname.companyPlaceholder',
      required: 'account.realname.problem.company',
      visible: (values) => !isByDocument(values),
      maxLength: 100,
    },
    {
      kind: 'text',
      name: 'area',
      label: 'account.realname.area',
      placeholder: 'account.realname.areaPlaceholder',
      maxLength: 50,
    },
    uploadField<RealNameValues>({
      name: 'pictures',
      label: 'account.realname.material',
      required: 'account.realname.problem.pictures',
      rules: [ruleOf('pictures')],
      accept: 'image',
      maxCount: MATERIAL_PICTURES_MAX,
      maxBytes: IMAGE_MAX_BYTES,
      upload,
      hint: 'account.realname.picturesHint',
    }),
    ...(phone ? [{ kind: 'display', name: 'phone', label: 'account.realname.phone', text: phone } as const] : []),
    {
      kind: 'agreement',
      name: 'privacyAccepted',
      testId: 'realname-privacy',
      required: 'account.realname.problem.privacy',
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
  Object.keys(errors).join() === 'privacyAccepted' ? 'account.realname.problem.privacy' : 'account.realname.fixErrors'
