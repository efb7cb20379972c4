import { isRequired } from '@/contract/validators'
import type { MessageKey, MessageParams } from '@/i18n'
import type {
  FieldErrors,
  FieldName,
  FieldSpec,
  FieldValue,
  FormValues,
  GroupField,
  PickedFile,
  Problem,
  Rule,
  ValueField,
} from './types'

/** A rule from a predicate of `contract/validators`: its message when the value fails the predicate. */
export function check(
  predicate: (value: string) => boolean,
  key: MessageKey,
  params?: MessageParams,
): Rule<FormValues> {
  return (value) => (predicate(String(value)) ? undefined : { key, ...(params ? { params } : {}) })
}

/** A rule that the value equals another field's, exactly (a repeated password). */
export function sameAs<V extends FormValues>(other: FieldName<V>, key: MessageKey): Rule<V> {
  return (value, values) => (value === values[other] ? undefined : { key })
}

/** Whether a field holds a value (display fields hold none). */
export const holdsValue = <V extends FormValues>(field: FieldSpec<V>): field is ValueField<V> =>
  field.kind !== 'display'

/** The fields shown for these values: visible ones, and any the server blamed. */
export function shownFields<V extends FormValues>(
  fields: readonly FieldSpec<V>[],
  values: V,
  errors: FieldErrors<V> = {},
): FieldSpec<V>[] {
  return fields.filter(
    (field) => !holdsValue(field) || !field.visible || field.visible(values) || errors[field.name]?.server,
  )
}

const isEmpty = (value: FieldValue) =>
  typeof value === 'boolean' ? !value : typeof value === 'string' ? !isRequired(value) : value.length === 0

/** A group's entries as the values they are. */
export const entriesOf = (value: FieldValue | undefined): readonly FormValues[] =>
  Array.isArray(value) ? (value as readonly FormValues[]) : []

/** The message for one field: its required message when empty, else the first failing rule (none on an empty optional field). */
export function checkField<V extends FormValues>(field: ValueField<V>, values: V): Problem | undefined {
  const value = values[field.name]
  if (isEmpty(value)) return field.required ? { key: field.required } : undefined
  for (const rule of field.rules ?? []) {
    const problem = rule(value, values)
    if (problem) return problem
  }
  return undefined
}

/** The messages of every shown field that needs one, a group's entries' under `${group}.${index}.${field}`. */
export function validateFields<V extends FormValues>(
  fields: readonly FieldSpec<V>[],
  values: NoInfer<V>,
): FieldErrors<V> {
  const errors: Record<string, Problem> = {}
  for (const field of shownFields(fields, values)) {
    if (!holdsValue(field)) continue
    const problem = checkField(field, values)
    if (problem) errors[field.name] = problem
    if (field.kind !== 'group') continue
    entriesOf(values[field.name]).forEach((entry, index) => {
      for (const [name, entryProblem] of Object.entries(validateFields(field.fields, entry))) {
        errors[`${field.name}.${index}.${name}`] = entryProblem!
      }
    })
  }
  return errors as FieldErrors<V>
}

/** What is sent: the shown fields' values, and `initial` for the hidden ones. */
export function submittedValues<V extends FormValues>(
  fields: readonly FieldSpec<V>[],
  values: NoInfer<V>,
  initial: NoInfer<V>,
): V {
  const shown = new Set(shownFields(fields, values).map((field) => field.name))
  const sent = { ...initial }
  for (const name of Object.keys(values) as FieldName<V>[]) if (shown.has(name)) sent[name] = values[name]
  return sent
}

/** Kinds whose values never reach storage: secrets, identity numbers, and consent (asked for each time). */
const NOT_KEPT: ReadonlySet<FieldSpec<FormValues>['kind']> = new Set(['password', 'idcard', 'code', 'agreement'])

/** The fields a draft may keep. */
const keptFields = <V extends FormValues>(fields: readonly FieldSpec<V>[]): ValueField<V>[] =>
  fields.filter(holdsValue).filter((field) => !NOT_KEPT.has(field.kind))

/** What a draft keeps of the values: no secrets, identity numbers or ticks, in a group's entries either. */
export function draftOf<V extends FormValues>(fields: readonly FieldSpec<V>[], values: NoInfer<V>): Partial<V> {
  return Object.fromEntries(
    keptFields(fields).map((field) => {
      const value = values[field.name]
      if (field.kind !== 'group') return [field.name, value]
      return [field.name, entriesOf(value).map((entry) => draftOf(field.fields, entry))]
    }),
  ) as Partial<V>
}

/** Whether a stored value has the shape of the field's starting value (a draft from an older form may not). */
const sameShape = (stored: unknown, initial: FieldValue) =>
  Array.isArray(initial) ? Array.isArray(stored) : typeof stored === typeof initial

/** `initial` with what a stored draft kept, each value only where its shape fits; a group's entries start from `empty`. */
export function restoreDraft<V extends FormValues>(
  fields: readonly FieldSpec<V>[],
  initial: V,
  stored: Partial<V> | undefined,
): V {
  const values: FormValues = { ...initial }
  for (const field of keptFields(fields)) {
    const value = stored?.[field.name] as unknown
    if (value === undefined || !sameShape(value, initial[field.name])) continue
    values[field.name] =
      field.kind === 'group'
        ? (value as Partial<FormValues>[]).map((entry) =>
            restoreDraft((field as GroupField<V>).fields, field.empty, entry),
          )
        : (value as FieldValue)
  }
  return values as V
}

/** Whether a draft holds anything typed: its kept values differ from where the form starts. */
export function draftDiffers<V extends FormValues>(fields: readonly FieldSpec<V>[], values: V, initial: V): boolean {
  return JSON.stringify(draftOf(fields, values)) !== JSON.stringify(draftOf(fields, initial))
}

/**
 * Why picked files cannot be sent (seed 001 sections 5 and 8): a kind other than those already there or than each
 * other (one kind at a time), or a file over `maxBytes`.
 */
export function uploadRefusal(
  present: readonly PickedFile['kind'][],
  picked: readonly Pick<PickedFile, 'kind' | 'size'>[],
  maxBytes: number,
): Problem | undefined {
  if (new Set([...present, ...picked.map((file) => file.kind)]).size > 1) return { key: 'form.upload.oneKind' }
  if (picked.some((file) => file.size > maxBytes)) {
    return { key: 'form.upload.tooLarge', params: { size: `${Math.round(maxBytes / 1024 / 1024)}MB` } }
  }
  return undefined
}
