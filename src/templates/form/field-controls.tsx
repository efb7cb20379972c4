import { Checkbox, Input, TextArea } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import type { ITouchEvent } from '@tarojs/components'
import type { Translate } from '@/i18n'
import { useT } from '@/stores/context'
import type { AgreementField, FormValues, InputField, Problem, SelectField, TextAreaField, ValueField } from './types'

/** What Form.Item hands its child: the value it holds for the field and the way to change it. */
export interface Bound<T> {
  value?: T
  onChange?: (value: T) => void
}

/** A message in the user's language, whether a dictionary key or the server's words. */
export const problemText = (problem: Problem, t: Translate) =>
  'text' in problem ? problem.text : t(problem.key, problem.params)

/** The keyboard, length and clear button each one-line kind brings (NutUI's `number` is a digit keypad everywhere). */
const INPUT_KINDS: Record<InputField<FormValues>['kind'], { type: string; maxLength?: number; clearable?: boolean }> = {
  text: { type: 'text' },
  number: { type: 'number' },
  phone: { type: 'number', maxLength: 20, clearable: true },
  // '+', spaces and dashes: the phone keypad on H5; WeChat's inputs have no such keyboard, its text one has them.
  tel: { type: process.env.TARO_ENV === 'h5' ? 'tel' : 'text', maxLength: 32, clearable: true },
  email: { type: 'text', maxLength: 254, clearable: true },
  password: { type: 'password' },
  idcard: { type: 'idcard' },
}

/** A one-line input with its kind's keyboard; `onBlur` lets the form check it on leaving. */
export function InputControl<V extends FormValues>({
  field,
  value,
  onChange,
  onBlur,
}: Bound<string> & { field: InputField<V>; onBlur?: () => void }) {
  const t = useT()
  const kind = INPUT_KINDS[field.kind]
  return (
    <Input
      className='form-template__input'
      type={kind.type}
      maxLength={field.maxLength ?? kind.maxLength ?? 100}
      clearable={kind.clearable}
      value={value ?? ''}
      placeholder={t(field.placeholder ?? 'form.typeHere')}
      onChange={onChange}
      onBlur={onBlur}
    />
  )
}

/** Free text with a counter of its limit. */
export function TextAreaControl<V extends FormValues>({
  field,
  value,
  onChange,
}: Bound<string> & { field: TextAreaField<V> }) {
  const t = useT()
  return (
    <TextArea
      className='form-template__textarea'
      value={value ?? ''}
      maxLength={field.maxLength}
      showCount
      placeholder={t(field.placeholder ?? 'form.typeHere')}
      onChange={onChange}
    />
  )
}

/** The options as a radio group of chips. */
export function SelectControl<V extends FormValues>({
  field,
  testId,
  value,
  onChange,
}: Bound<string> & { field: SelectField<V>; testId: string }) {
  const t = useT()
  return (
    <View className='form-template__chips' role='radiogroup'>
      {field.options.map((option) => (
        <View
          key={option.value}
          role='radio'
          aria-checked={value === option.value}
          className={`form-template__chip${value === option.value ? ' form-template__chip--on' : ''}`}
          onClick={() => onChange?.(option.value)}
          data-testid={`${testId}-${option.value}`}
        >
          {t(option.label)}
        </View>
      ))}
    </View>
  )
}

/** The whole row ticks the box; a link in the sentence opens without ticking it. */
export function AgreementControl<V extends FormValues>({
  field,
  testId,
  value,
  onChange,
}: Bound<boolean> & { field: AgreementField<V>; testId: string }) {
  const t = useT()
  const ticked = value === true
  return (
    <View
      className='form-template__agreement'
      role='checkbox'
      aria-checked={ticked}
      onClick={() => onChange?.(!ticked)}
      data-testid={testId}
    >
      <Checkbox className='form-template__tick' checked={ticked} />
      <Text className='form-template__agreement-text'>
        {field.parts.map(({ text, open, testId: partTestId }) =>
          open ? (
            <Text
              key={text}
              className='form-template__link'
              onClick={(event: ITouchEvent) => {
                event.stopPropagation()
                open()
              }}
              data-testid={partTestId}
            >
              {t(text)}
            </Text>
          ) : (
            <Text key={text}>{t(text)}</Text>
          ),
        )}
      </Text>
    </View>
  )
}

/** The message under a field (in the user's language) and its hint or link. */
export function FieldNotes<V extends FormValues>({
  field,
  testId,
  problem,
}: {
  field: ValueField<V>
  testId: string
  problem: Problem | undefined
}) {
  const t = useT()
  const hint = typeof field.hint === 'string' ? { text: field.hint, open: undefined } : field.hint
  return (
    <>
      {problem && (
        <Text className='form-template__error' data-testid={`${testId}-error`}>
          {problemText(problem, t)}
        </Text>
      )}
      {hint && (
        <Text
          className={`form-template__hint${hint.open ? ' form-template__link' : ''}`}
          onClick={hint.open}
          data-testid={`${testId}-hint`}
        >
          {t(hint.text)}
        </Text>
      )}
    </>
  )
}
