import { Button, Form } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { failureText, sayFailure, toast } from '@/components/toast'
import type { MessageKey } from '@/i18n'
import { isApiError } from '@/services/http/errors'
import { useStores, useT } from '@/stores/context'
import { entryErrors, FieldBody } from './field-body'
import { checkField, holdsValue, shownFields, submittedValues, validateFields } from './rules'
import type {
  CodeField,
  FieldErrors,
  FieldName,
  FieldPath,
  FieldSpec,
  FieldValue,
  FormDescriptor,
  FormValues,
  Problem,
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

/** The field (or a group entry's field, `members.1.idNumber`) an envelope names in `data.field`, when the form has it. */
function namedField<V extends FormValues>(error: unknown, fields: readonly FieldSpec<V>[]): FieldPath<V> | undefined {
  if (!isApiError(error) || typeof error.data !== 'object' || error.data === null) return undefined
  const named = (error.data as { field?: unknown }).field
  if (typeof named !== 'string') return undefined
  const [name, index, inner] = named.split('.')
  const field = fields.find((candidate) => holdsValue(candidate) && candidate.name === name)
  if (!field || !holdsValue(field)) return undefined
  if (index === undefined) return field.name
  const known = field.kind === 'group' && /^\d+$/.test(index) && field.fields.some((entry) => entry.name === inner)
  return known ? (named as FieldPath<V>) : undefined
}

/** A copy of the messages without the given paths' (the same object when none of them had one). */
function without<V extends FormValues>(errors: FieldErrors<V>, paths: readonly string[]): FieldErrors<V> {
  if (!paths.some((path) => path in errors)) return errors
  return Object.fromEntries(Object.entries(errors).filter(([path]) => !paths.includes(path))) as FieldErrors<V>
}

/** A read-only value; Form.Item lays out its label. */
const DisplayValue = ({ text, testId, ownWords }: { text: string; testId: string; ownWords?: boolean }) => (
  <Text className='form-template__display' data-testid={testId} data-own-words={ownWords || undefined}>
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
    fields: form.fields,
    initial: form.initial,
    kept: form.keptDraft,
    onDraft: form.onDraft,
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
        Object.keys(current).filter((path) => !names.includes(path.split('.')[0])),
      ),
    )
  }, [shownNames])

  const describe = (error: unknown, fallback: MessageKey) => {
    const own = form.failure?.(error)
    return own ? t(own) : failureText(error, t, fallback)
  }

  const edit = (name: FieldName<V>, value: FieldValue) => {
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
      const failed = typeof form.failedText === 'function' ? form.failedText(sent) : form.failedText
      const text = describe(error, failed ?? 'error.submitFailed')
      const field = namedField(error, form.fields) ?? (isApiError(error) ? form.errorField?.(error) : undefined)
      if (field) setErrors((current) => ({ ...current, [field]: { text, server: true } }))
      else setFormError(text)
      sayFailure(text, error, t, form.ways)
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
            <DisplayValue text={field.text} testId={testId} ownWords={field.ownWords} />
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
            describe: (error: unknown) => describe(error, 'error.sendFailed'),
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
            entries={
              field.kind === 'group'
                ? {
                    errors: entryErrors(errors, name),
                    settle: (path) => setErrors((now) => without(now, [`${name}.${path}`])),
                  }
                : undefined
            }
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
 * at a time with the button loading, a refusal shown under the field it names (else above the button) and toasted
 * (or, when it has a way forward, said in a dialog offering it), and the draft kept until the server accepts.
 */
export const FormTemplate = observer(FormTemplateView) as typeof FormTemplateView
