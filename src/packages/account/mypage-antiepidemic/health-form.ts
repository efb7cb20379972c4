import type { HealthDeclarationBody } from '@/contract/account'
import { isMobile } from '@/contract/validators'
import { check, type FieldSpec } from '@/templates/form'

export type HealthValues = { fever: string; symptoms: string; contact: string; fromCity: string; phone: string }

export const EMPTY_HEALTH: HealthValues = { fever: '', symptoms: '', contact: '', fromCity: '', phone: '' }

const yesNo = (name: 'fever' | 'symptoms' | 'contact'): FieldSpec<HealthValues> => ({
  kind: 'select',
  name,
  label: `account.health.${name}`,
  required: 'account.health.answer',
  options: [
    { value: 'no', label: 'account.health.no' },
    { value: 'yes', label: 'account.health.yes' },
  ],
})

/** Today's declaration: three yes/no questions, where the holder came from, and a mobile to reach them. */
export const HEALTH_FIELDS: readonly FieldSpec<HealthValues>[] = [
  yesNo('fever'),
  yesNo('symptoms'),
  yesNo('contact'),
  {
    kind: 'text',
    name: 'fromCity',
    label: 'account.health.fromCity',
    required: 'account.health.fromCityRequired',
    maxLength: 50,
  },
  {
    kind: 'phone',
    name: 'phone',
    label: 'account.health.phone',
    required: 'account.health.phoneRequired',
    rules: [check(isMobile, 'account.health.phoneFormat')],
  },
]

export function healthBody(values: HealthValues): HealthDeclarationBody {
  return {
    fever: values.fever === 'yes',
    symptoms: values.symptoms === 'yes',
    contact: values.contact === 'yes',
    fromCity: values.fromCity.trim(),
    phone: values.phone.trim().replace(/^\+?86[\s-]?/, ''),
  }
}
