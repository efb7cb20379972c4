import type { CountryMobileCode } from '@/contract/account'
import type { VipApplyBody } from '@/contract/fair'
import { VIP_CATEGORIES, VIP_COMPANIONS_MAX, type VipCategory } from '@/contract/fair.codes'
import { isEmail } from '@/contract/validators'
import { check, type FieldSpec, type FormValues } from '@/templates/form'
import { dateField, groupField, pickerField } from '@/templates/form/rich-fields'

export type VipValues = {
  category: VipCategory | ''
  name: string
  organisation: string
  position: string
  dialCode: string
  phone: string
  email: string
  arrival: string
  purpose: string
  companions: readonly FormValues[]
}

export const EMPTY_VIP: VipValues = {
  category: '',
  name: '',
  organisation: '',
  position: '',
  dialCode: '86',
  phone: '',
  email: '',
  arrival: '',
  purpose: '',
  companions: [],
}

const PURPOSE_MAX = 300
const digits = (value: string) => /^[0-9]{5,15}$/.test(value.trim())

/** The VIP application: who, from where, how to reach them (with their country's calling code), when, why, who comes along. */
export function vipFields(
  codes: readonly CountryMobileCode[],
  start: string,
  end: string,
): readonly FieldSpec<VipValues>[] {
  return [
    {
      kind: 'select',
      name: 'category',
      label: 'fair.vipForm.category',
      required: 'fair.vipForm.categoryRequired',
      options: VIP_CATEGORIES.map((value) => ({ value, label: `fair.vip.category.${value}` as const })),
    },
    { kind: 'text', name: 'name', label: 'fair.vipForm.name', required: 'fair.vipForm.nameRequired', maxLength: 50 },
    {
      kind: 'text',
      name: 'organisation',
      label: 'fair.vipForm.organisation',
      required: 'fair.vipForm.organisationRequired',
      maxLength: 100,
    },
    {
      kind: 'text',
      name: 'position',
      label: 'fair.vipForm.position',
      required: 'fair.vipForm.positionRequired',
      maxLength: 100,
    },
    pickerField<VipValues>({
      name: 'dialCode',
      label: 'fair.vipForm.dialCode',
      required: 'fair.vipForm.dialCodeRequired',
      options: codes.map((c) => ({ value: c.dialCode, text: `${c.name} +${c.dialCode}` })),
    }),
    {
      kind: 'phone',
      name: 'phone',
      label: 'fair.vipForm.phone',
      required: 'fair.vipForm.phoneRequired',
      rules: [check(digits, 'fair.vipForm.phoneFormat')],
      maxLength: 15,
    },
    {
      kind: 'email',
      name: 'email',
      label: 'fair.vipForm.email',
      rules: [check(isEmail, 'fair.vipForm.emailFormat')],
      maxLength: 100,
    },
    dateField<VipValues>({
      name: 'arrival',
      label: 'fair.vipForm.arrival',
      required: 'fair.vipForm.arrivalRequired',
      start,
      end,
    }),
    {
      kind: 'textarea',
      name: 'purpose',
      label: 'fair.vipForm.purpose',
      placeholder: 'fair.vipForm.purposePlaceholder',
      required: 'fair.vipForm.purposeRequired',
      maxLength: PURPOSE_MAX,
    },
    groupField<VipValues>({
      name: 'companions',
      label: 'fair.vipForm.companions',
      entryLabel: 'fair.vipForm.companion',
      addLabel: 'fair.vipForm.addCompanion',
      max: VIP_COMPANIONS_MAX,
      empty: { name: '', position: '' },
      fields: [
        {
          kind: 'text',
          name: 'name',
          label: 'fair.vipForm.companionName',
          required: 'fair.vipForm.nameRequired',
          maxLength: 50,
        },
        { kind: 'text', name: 'position', label: 'fair.vipForm.position', maxLength: 100 },
      ],
    }),
  ]
}

/** The values as the server takes them (checked by the form). */
export function vipBody(values: VipValues): VipApplyBody {
  return {
    ...values,
    category: values.category as VipCategory,
    phone: values.phone.trim(),
    email: values.email.trim(),
    companions: values.companions.map((c) => ({
      name: String(c.name).trim(),
      position: String(c.position ?? '').trim(),
    })),
  }
}
