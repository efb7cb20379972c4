import { Button, Form } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { failureText, toast } from '@/components/toast'
import { isApiError } from '@/services/http/errors'
import { useStores, useT } from '@/stores/context'
import { CodeControl } from './code-control'
import {
  AgreementControl,
  FieldNotes,
  InputControl,
  SelectControl,
  TextAreaControl,
  type Bound,
} from './field-controls'
import { checkField, holdsValue, keptFieldNames, shownFields, submittedValues, validateFields } from './rules'
import type {
  CodeField,
  FieldErrors,
  FieldName,
  FieldSpec,
  FormDescriptor,
  FormValues,
  Problem,
  ValueField,
} from './types'
import { draftScope, useDraftedValues } from './use-form-draft'
import './form-template.scss'

interface Props<V extends FormValues, R> {
  form: FormDescriptor<V, R>
  /** Above the fields: a notice, a switch between ways of filling in. */
  header?: ReactNode
  /** Below the submit button: terms, other ways in. */
  footer?: ReactNode
}

/** The field an envelope names in `data.field`, when the form has such a field. */
function namedField<V extends FormValues>(error: unknown, fields: readonly FieldSpec<V>[]): FieldName<V> | undefined {
  if (!isApiError(error) || typeof error.data !== 'object' || error.data === null) return undefined
  const named = (error.data as { field?: unknown }).field
  return fields.find((field) => holdsValue(field) && field.name === named)?.name as FieldName<V> | undefined
}

/** A copy of the messages without the given fields' (the same object when none of them had one). */
function without<V extends FormValues>(errors: FieldErrors<V>, names: readonly string[]): FieldErrors<V> {
  if (!names.some((name) => name in errors)) return errors
  return Object.fromEntries(Object.entries(errors).filter(([name]) => !names.includes(name))) as FieldErrors<V>
}

/** What Form.Item's child gets besides the value: the field, its message and the template's handlers. */
interface BodyProps<V extends FormValues> extends Bound<string | boolean> {
  field: ValueField<V>
  testId: string
  problem: Problem | undefined
  onBlur: () => void
  code?: { sendTestId: string; targetValue: string; prepare: () => string | null; describe: (error: unknown) => string }
}

/** One field's control with its message and hint under it; Form.Item hands it the value and the way to change it. */
function FieldBody<V extends FormValues>({ field, testId, problem, onBlur, code, value, onChange }: BodyProps<V>) {
  const text = { value: typeof value === 'string' ? value : '', onChange: onChange as (value: string) => void }
  const control = (() => {
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

/** A read-only value; Form.Item lays out its label. */
const DisplayValue = ({ text, testId }: { text: string; testId: string }) => (
  <Text className='form-template__display' data-testid={testId}>
    {text}
  </Text>
)

function FormTemplateView<V extends FormValues, R>({ form, header, footer }: Props<V, R>) {
  const t = useT()
  const { user } = useStores()
  const [nutForm] = Form.useForm()
  const [values, setValues, clearDraft] = useDraftedValues({
    name: form.draft,
    scope: draftScope(user),
    kept: keptFieldNames(form.fields),
    initial: form.initial,
  })
  const [firstValues] = useState(values)
  const [errors, setErrors] = useState<FieldErrors<V>>({})
  const [formError, setFormError] = useState('')
  const [submitting, setSubmitting] = useState(false)
  const sending = useRef(false)

  const shown = shownFields(form.fields, values, errors)
  const shownNames = shown.map((field) => field.name).join(',')

  // NutUI's store follows the values: Form.Item has what was typed already; this brings a draft or a reset.
  useEffect(() => {
    const changed = Object.entries(values).filter(([name, value]) => nutForm.getFieldValue(name) !== value)
    if (changed.length > 0) nutForm.setFieldsValue(Object.fromEntries(changed))
  }, [nutForm, values])

  // A field that is no longer shown takes its message with it.
  useEffect(() => {
    const names = shownNames.split(',')
    setErrors((current) =>
      without(
        current,
        Object.keys(current).filter((name) => !names.includes(name)),
      ),
    )
  }, [shownNames])

  const describe = (error: unknown) => {
    const own = form.failure?.(error)
    return own ? t(own) : failureText(error, t, 'error.operationFailed')
  }

  const edit = (name: FieldName<V>, value: string | boolean) => {
    setValues((current) => ({ ...current, [name]: value }))
    const codes = form.fields.filter((field) => field.kind === 'code' && field.target === name)
    setErrors((current) => without(current, [name, ...codes.map((field) => field.name)]))
    setFormError('')
  }

  const blame = (name: FieldName<V>, problem: Problem | undefined) =>
    setErrors((current) => (problem ? { ...current, [name]: problem } : without(current, [name])))

  const checkOne = (name: FieldName<V>) => {
    const field = form.fields.find((candidate) => candidate.name === name)
    return field && holdsValue(field) ? checkField(field, values) : undefined
  }

  const prepareSend = (field: CodeField<V>) => () => {
    if (form.guard && !form.guard()) return null
    const problem = checkOne(field.target)
    blame(field.target, problem)
    return problem ? null : String(values[field.target]).trim()
  }

  const submit = async () => {
    if (sending.current || form.disabled) return
    if (form.guard && !form.guard()) return
    const found = validateFields(form.fields, values)
    setErrors(found)
    if (Object.keys(found).length > 0) {
      const { invalidToast } = form
      if (invalidToast) toast(t(typeof invalidToast === 'function' ? invalidToast(found) : invalidToast))
      return
    }
    sending.current = true
    setSubmitting(true)
    setFormError('')
    const sent = submittedValues(form.fields, values, form.initial)
    try {
      const result = await form.submit(sent)
      clearDraft()
      setValues(form.initial)
      form.onSuccess?.(result, sent)
    } catch (error) {
      const text = describe(error)
      const field = namedField(error, form.fields) ?? (isApiError(error) ? form.errorField?.(error) : undefined)
      if (field) setErrors((current) => ({ ...current, [field]: { text, server: true } }))
      else setFormError(text)
      toast(text)
    } finally {
      sending.current = false
      setSubmitting(false)
    }
  }

  const renderField = (field: FieldSpec<V>) => {
    const testId = field.testId ?? `${form.id}-${field.name}`
    if (!holdsValue(field)) {
      return (
        <View key={field.name} className='form-template__field'>
          <Form.Item className='form-template__item' label={t(field.label)} rules={[]}>
            <DisplayValue text={field.text} testId={testId} />
          </Form.Item>
        </View>
      )
    }
    const name = field.name
    const code =
      field.kind === 'code'
        ? {
            sendTestId: `${testId.replace(/-code$/, '')}-send`,
            targetValue: String(values[field.target]),
            prepare: prepareSend(field),
            describe,
          }
        : undefined
    // An agreement carries its test id on the row that ticks; other fields on the whole item, label included.
    return (
      <View key={name} className='form-template__field' data-testid={field.kind === 'agreement' ? undefined : testId}>
        <Form.Item
          className='form-template__item'
          name={name}
          label={field.label ? t(field.label) : undefined}
          required={Boolean(field.required)}
          rules={[]}
        >
          <FieldBody<V>
            field={field}
            testId={testId}
            problem={errors[name]}
            onBlur={() => form.checkOnBlur && String(values[name]).trim() && blame(name, checkOne(name))}
            code={code}
            onChange={(value) => edit(name, value)}
          />
        </Form.Item>
      </View>
    )
  }

  return (
    <View className='form-template' data-testid={`${form.id}-form`}>
      {header}
      <Form
        className='form-template__card'
        form={nutForm}
        initialValues={firstValues}
        labelPosition='top'
        starPosition='left'
      >
        {shown.map(renderField)}
      </Form>
      {formError && (
        <Text className='form-template__form-error' data-testid={`${form.id}-submit-error`}>
          {formError}
        </Text>
      )}
      <Button
        className='form-template__submit'
        type='primary'
        block
        loading={submitting}
        disabled={form.disabled}
        onClick={() => void submit()}
        data-testid={`${form.id}-submit`}
      >
        {t(form.submitLabel)}
      </Button>
      {footer}
    </View>
  )
}

/**
 * A form page's body from its descriptor, on NutUI's Form: required marks, each message under its field, one submit
 * at a time with the button loading, a refusal shown under the field it names (else above the button) and toasted,
 * and the draft kept until the server accepts.
 */
export const FormTemplate = observer(FormTemplateView) as typeof FormTemplateView
