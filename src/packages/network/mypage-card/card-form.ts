import type { Option } from '@/contract/common'
import type { CardForm, OwnCard } from '@/contract/network'
import { CARD_NEEDS, CARD_NEEDS_MAX, type CardNeed } from '@/contract/network.codes'
import { isPhone, phoneForDisplay } from '@/contract/phone'
import { isEmail } from '@/contract/validators'
import { check, type FieldSpec } from '@/templates/form'
import { choicesField, pickerField } from '@/templates/form/rich-fields'

export interface CardValues {
  [name: string]: string | readonly string[]
  name: string
  organisation: string
  position: string
  industryId: string
  offers: readonly string[]
  seeks: readonly string[]
  intro: string
  phone: string
  email: string
  isPublic: string
}

export const EMPTY_CARD: CardValues = {
  name: '',
  organisation: '',
  position: '',
  industryId: '',
  offers: [],
  seeks: [],
  intro: '',
  phone: '',
  email: '',
  isPublic: 'yes',
}

const NEED_OPTIONS = CARD_NEEDS.map((need) => ({ value: need, label: `network.need.${need}` as const }))

/** The card's fields; industries are the project filters' (project/industrySelect). */
export function cardFields(industries: readonly Option[]): FieldSpec<CardValues>[] {
  return [
    { kind: 'text', name: 'name', label: 'network.card.name', required: 'network.card.nameRequired', maxLength: 50 },
    {
      kind: 'text',
      name: 'organisation',
      label: 'network.card.organisation',
      required: 'network.card.organisationRequired',
      maxLength: 100,
    },
    {
      kind: 'text',
      name: 'position',
      label: 'network.card.position',
      required: 'network.card.positionRequired',
      maxLength: 50,
    },
    pickerField({
      name: 'industryId',
      label: 'network.card.industry',
      options: industries.map((option) => ({ value: option.value, text: option.label })),
    }),
    choicesField({ name: 'offers', label: 'network.card.offers', options: NEED_OPTIONS, max: CARD_NEEDS_MAX }),
    choicesField({ name: 'seeks', label: 'network.card.seeks', options: NEED_OPTIONS, max: CARD_NEEDS_MAX }),
    { kind: 'textarea', name: 'intro', label: 'network.card.intro', maxLength: 500 },
    {
      kind: 'tel',
      name: 'phone',
      label: 'network.card.phone',
      required: 'network.card.phoneRequired',
      rules: [check(isPhone, 'network.card.phoneInvalid')],
      hint: 'network.card.contactsHint',
    },
    {
      kind: 'email',
      name: 'email',
      label: 'network.card.email',
      rules: [check(isEmail, 'network.card.emailInvalid')],
    },
    {
      kind: 'select',
      name: 'isPublic',
      label: 'network.card.public',
      options: [
        { value: 'yes', label: 'network.card.publicYes' },
        { value: 'no', label: 'network.card.publicNo' },
      ],
    },
  ]
}

/** The form's values for a card the user already has. */
export function cardValues(card: OwnCard): CardValues {
  return {
    name: card.name,
    organisation: card.organisation,
    position: card.position,
    industryId: card.industry ? String(card.industry.id) : '',
    offers: card.offers,
    seeks: card.seeks,
    intro: card.intro,
    phone: phoneForDisplay(card.contacts.phone),
    email: card.contacts.email,
    isPublic: card.isPublic ? 'yes' : 'no',
  }
}

/** What userBusinessCardApply/add is sent, trimmed; industries of interest stay as the card had them. */
export function cardForm(values: CardValues, interests: readonly number[] = []): CardForm {
  return {
    name: values.name.trim(),
    organisation: values.organisation.trim(),
    position: values.position.trim(),
    ...(values.industryId ? { industryId: Number(values.industryId) } : {}),
    offers: values.offers as CardNeed[],
    seeks: values.seeks as CardNeed[],
    interests: [...interests],
    intro: values.intro.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    isPublic: values.isPublic !== 'no',
  }
}
