import { useMemo } from 'react'
import type { Option } from '@/contract/common'
import type { CollectionChoice, FieldProblem, Region } from '@/contract/registration'
import { AMOUNT_UNITS, COLLECTION_METHODS, GENDERS } from '@/contract/registration.codes'
import type { MessageKey } from '@/i18n'
import { navigate } from '@/routes/navigate'
import { useStores } from '@/stores/context'
import type { FieldSpec, FormValues } from '@/templates/form'
import type { RegionSource } from '@/templates/form/types'
import { ruleOf, text } from './field-rules'

/** Pictures are taken up to 1 MB (seed 001 sections 5 and 9). */
export const IMAGE_MAX_BYTES = 1024 * 1024

/** Server-labelled options as a picker's choices. */
export const choices = (options: readonly Option[]) => options.map(({ value, label }) => ({ value, text: label }))

/** The places of the region fields, asked of the server one level at a time and kept while the language holds. */
export function useRegionSource(): RegionSource {
  const { api, app } = useStores()
  return useMemo(() => {
    const known = new Map<string, Promise<readonly Region[]>>()
    return {
      children: (parent) => {
        const key = parent ?? ''
        let places = known.get(key)
        if (!places) {
          places = api.registration.regions(parent)
          places.catch(() => known.delete(key))
          known.set(key, places)
        }
        return places
      },
    }
    // A new source for each language, so the chosen places are named again in it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, app.language])
}

/** Sends a picked file to the object store and answers its address. */
export function useUpload() {
  const { api } = useStores()
  return async (file: { path: string }) => (await api.files.upload(file.path)).url
}

/** The values of the collection fields. */
export type CollectionValues = {
  collectionMethod: string
  mailingAddress: string
  mailingContact: string
  mailingPhone: string
}

export const EMPTY_COLLECTION: CollectionValues = {
  collectionMethod: '',
  mailingAddress: '',
  mailingContact: '',
  mailingPhone: '',
}

/** The collection choice of a form's values. */
export const collectionOf = (values: CollectionValues): CollectionChoice => ({
  method: values.collectionMethod as CollectionChoice['method'],
  mailingAddress: text(values.mailingAddress),
  mailingContact: text(values.mailingContact),
  mailingPhone: text(values.mailingPhone),
})

const byExpress = (values: CollectionValues) => values.collectionMethod === 'express'

/** How badges are collected: on site, or by express paid on delivery to a mailing address (fixed once sent). */
export function collectionFields<V extends FormValues & CollectionValues>(
  problems: (values: V) => FieldProblem[],
  required: boolean,
): FieldSpec<V>[] {
  return [
    {
      kind: 'select',
      name: 'collectionMethod',
      label: 'registration.field.collectionMethod',
      required: required ? 'registration.problem.required' : undefined,
      options: COLLECTION_METHODS.map((method) => ({ value: method, label: `registration.collection.${method}` })),
      hint: 'registration.collection.hint',
    },
    {
      kind: 'textarea',
      name: 'mailingAddress',
      label: 'registration.field.mailingAddress',
      required: 'registration.problem.required',
      maxLength: 200,
      visible: byExpress,
      hint: 'registration.collection.fixed',
    },
    {
      kind: 'text',
      name: 'mailingContact',
      label: 'registration.field.mailingContact',
      required: 'registration.problem.required',
      maxLength: 50,
      visible: byExpress,
    },
    {
      kind: 'text',
      name: 'mailingPhone',
      label: 'registration.field.mailingPhone',
      placeholder: 'registration.placeholder.phone',
      required: 'registration.problem.required',
      rules: [ruleOf(problems, 'collection.mailingPhone')],
      maxLength: 32,
      visible: byExpress,
    },
  ] as FieldSpec<V>[]
}

/** The privacy policy, ticked before identity information is sent (seed 001 section 5). */
export function privacyField<V extends FormValues>(): FieldSpec<V> {
  return {
    kind: 'agreement',
    name: 'privacyAccepted',
    required: 'registration.problem.privacy',
    parts: [
      { text: 'registration.privacy.prefix' },
      {
        text: 'registration.privacy.link',
        open: () => void navigate('protocol', { type: 'privacy' }),
        testId: 'reg-privacy-link',
      },
    ],
  } as FieldSpec<V>
}

/** Gender as two chips. */
export function genderField<V extends FormValues>(problems: (values: V) => FieldProblem[], at = ''): FieldSpec<V> {
  return {
    kind: 'select',
    name: 'gender',
    label: 'registration.field.gender',
    required: 'registration.problem.required',
    options: GENDERS.map((gender) => ({ value: gender, label: `registration.gender.${gender}` })),
    rules: [ruleOf(problems, `${at}gender`)],
  } as FieldSpec<V>
}

/** A yes/no question as two chips. */
export function yesNoField<V extends FormValues>(name: string, label: MessageKey, required: boolean): FieldSpec<V> {
  return {
    kind: 'select',
    name,
    label,
    required: required ? 'registration.problem.required' : undefined,
    options: [
      { value: 'yes', label: 'registration.yes' },
      { value: 'no', label: 'registration.no' },
    ],
  } as FieldSpec<V>
}

/** The unit of an amount, as chips: yuan, thousand yuan, million yuan (seed 001 section 9). */
export function unitField<V extends FormValues>(name: string): FieldSpec<V> {
  return {
    kind: 'select',
    name: `${name}Unit`,
    label: 'registration.field.unit',
    options: AMOUNT_UNITS.map((unit) => ({ value: unit, label: `registration.unit.${unit}` })),
  } as FieldSpec<V>
}
