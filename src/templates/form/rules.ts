import { isRequired } from '@/contract/validators'
import type { MessageKey, MessageParams } from '@/i18n'
import type { FieldErrors, FieldName, FieldSpec, FormValues, Problem, Rule, ValueField } from './types'

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

const isEmpty = (value: string | boolean) => (typeof value === 'boolean' ? !value : !isRequired(value))

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

/** The messages of every shown field that needs one; empty when the form may be sent. */
export function validateFields<V extends FormValues>(fields: readonly FieldSpec<V>[], values: V): FieldErrors<V> {
  const errors: FieldErrors<V> = {}
  for (const field of shownFields(fields, values)) {
    if (!holdsValue(field)) continue
    const problem = checkField(field, values)
    if (problem) errors[field.name] = problem
  }
  return errors
}

/** What is sent: the shown fields' values, and `initial` for the hidden ones. */
export function submittedValues<V extends FormValues>(fields: readonly FieldSpec<V>[], values: V, initial: V): V {
  const shown = new Set(shownFields(fields, values).map((field) => field.name))
  const sent = { ...initial }
  for (const name of Object.keys(values) as FieldName<V>[]) if (shown.has(name)) sent[name] = values[name]
  return sent
}

/** Kinds whose values never reach storage: secrets, identity numbers, and consent (asked for each time). */
const NOT_KEPT: ReadonlySet<FieldSpec<FormValues>['kind']> = new Set(['password', 'idcard', 'code', 'agreement'])

/** The names of the fields a draft may keep. */
export function keptFieldNames<V extends FormValues>(fields: readonly FieldSpec<V>[]): FieldName<V>[] {
  return fields.filter(holdsValue).flatMap((field) => (NOT_KEPT.has(field.kind) ? [] : [field.name]))
}
