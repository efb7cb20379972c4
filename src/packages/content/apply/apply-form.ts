import type { Option } from '@/contract/common'
import type { ListingApplyBody, MapKind } from '@/contract/content'
import { isPhone } from '@/contract/phone'
import { IMAGE_MAX_BYTES } from '@/contract/validators'
import { check, type FieldSpec } from '@/templates/form'
import { dateField, pickerField, uploadField } from '@/templates/form/rich-fields'
import type { PickedFile } from '@/templates/form/types'

export type ApplyValues = {
  kind: MapKind | ''
  name: string
  areaId: string
  industryId: string
  amount: string
  availableFrom: string
  contactName: string
  phone: string
  description: string
  images: readonly string[]
}

export const EMPTY_APPLY: ApplyValues = {
  kind: '',
  name: '',
  areaId: '',
  industryId: '',
  amount: '',
  availableFrom: '',
  contactName: '',
  phone: '',
  description: '',
  images: [],
}

const DESCRIPTION_MIN = 10
const DESCRIPTION_MAX = 200
const positive = (value: string) => Number(value) > 0

/** The application to list a project or park: what and where, its size, when, whom to contact, a few pictures. */
export function applyFields(
  cities: readonly Option[],
  industries: readonly Option[],
  upload: (file: PickedFile) => Promise<string>,
): readonly FieldSpec<ApplyValues>[] {
  return [
    {
      kind: 'select',
      name: 'kind',
      label: 'content.apply.kind',
      required: 'content.apply.kindRequired',
      options: [
        { value: 'project', label: 'content.apply.kind.project' },
        { value: 'park', label: 'content.apply.kind.park' },
      ],
    },
    { kind: 'text', name: 'name', label: 'content.apply.name', required: 'content.apply.nameRequired', maxLength: 100 },
    pickerField<ApplyValues>({
      name: 'areaId',
      label: 'content.apply.area',
      required: 'content.apply.areaRequired',
      options: cities.map((c) => ({ value: c.value, text: c.label })),
    }),
    pickerField<ApplyValues>({
      name: 'industryId',
      label: 'content.apply.industry',
      required: 'content.apply.industryRequired',
      options: industries.map((i) => ({ value: i.value, text: i.label })),
    }),
    {
      kind: 'number',
      name: 'amount',
      label: 'content.apply.amount',
      placeholder: 'content.apply.amountPlaceholder',
      required: 'content.apply.amountRequired',
      rules: [check(positive, 'content.apply.amountFormat')],
      maxLength: 12,
    },
    dateField<ApplyValues>({
      name: 'availableFrom',
      label: 'content.apply.availableFrom',
      required: 'content.apply.dateRequired',
    }),
    {
      kind: 'text',
      name: 'contactName',
      label: 'content.apply.contact',
      required: 'content.apply.contactRequired',
      maxLength: 50,
    },
    {
      kind: 'tel',
      name: 'phone',
      label: 'content.apply.phone',
      required: 'content.apply.phoneRequired',
      rules: [check(isPhone, 'content.apply.phoneFormat')],
    },
    {
      kind: 'textarea',
      name: 'description',
      label: 'content.apply.description',
      placeholder: 'content.apply.descriptionPlaceholder',
      required: 'content.apply.descriptionRequired',
      rules: [
        check((v) => v.trim().length >= DESCRIPTION_MIN, 'content.apply.descriptionShort', { min: DESCRIPTION_MIN }),
      ],
      maxLength: DESCRIPTION_MAX,
    },
    uploadField<ApplyValues>({
      name: 'images',
      label: 'content.apply.images',
      hint: 'content.apply.imagesHint',
      accept: 'image',
      maxCount: 6,
      maxBytes: IMAGE_MAX_BYTES,
      upload,
    }),
  ]
}

/** The values as the server takes them (checked by the form). */
export function applyBody(values: ApplyValues): ListingApplyBody {
  return {
    kind: values.kind as MapKind,
    name: values.name.trim(),
    areaId: Number(values.areaId),
    industryId: Number(values.industryId),
    amount: Number(values.amount),
    availableFrom: values.availableFrom,
    contactName: values.contactName.trim(),
    phone: values.phone.trim(),
    description: values.description.trim(),
    images: [...values.images],
  }
}
