import type { ComponentType } from 'react'
import { CodeControl } from './code-control'
import {
  AgreementControl,
  FieldNotes,
  InputControl,
  SelectControl,
  TextAreaControl,
  type Bound,
} from './field-controls'
import type { ControlProps, EntryProblems, FieldErrors, FieldValue, FormValues, Problem, ValueField } from './types'

/** What a field's control gets besides its value: the field, its messages and the template's handlers. */
export interface BodyProps<V extends FormValues> extends Bound<FieldValue> {
  field: ValueField<V>
  testId: string
  problem: Problem | undefined
  onBlur: () => void
  code?: { sendTestId: string; targetValue: string; prepare: () => string | null; describe: (error: unknown) => string }
  /** A group's entries' messages. */
  entries?: EntryProblems
}

/** One field's control with its message and hint under it; Form.Item hands it the value and the way to change it. */
export function FieldBody<V extends FormValues>(props: BodyProps<V>) {
  const { field, testId, problem, onBlur, code, entries, value, onChange } = props
  const text = { value: typeof value === 'string' ? value : '', onChange: onChange as (value: string) => void }
  const control = (() => {
    if ('control' in field) {
      const Drawn = field.control as ComponentType<ControlProps<typeof field, FieldValue>>
      return <Drawn field={field} testId={testId} value={value} onChange={onChange} entries={entries} />
    }
    switch (field.kind) {
      case 'textarea':
        return <TextAreaControl field={field} {...text} />
      case 'select':
        return <SelectControl field={field} testId={testId} {...text} />
      case 'agreement':
        return (
          <AgreementControl
            field={field}
            testId={testId}
            value={value === true}
            onChange={onChange as (value: boolean) => void}
          />
        )
      case 'code':
        return <CodeControl field={field} {...code!} {...text} />
      default:
        return <InputControl field={field} onBlur={onBlur} {...text} />
    }
  })()
  return (
    <>
      {control}
      <FieldNotes field={field} testId={testId} problem={problem} />
    </>
  )
}

/** The messages under a group, by path inside it (`0.name`). */
export function entryErrors<V extends FormValues>(errors: FieldErrors<V>, group: string): Record<string, Problem> {
  const prefix = `${group}.`
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, problem]) => [path.slice(prefix.length), problem!]),
  )
}
