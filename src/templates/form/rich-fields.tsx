import { Button, Cascader, DatePicker, Picker, Uploader } from '@nutui/nutui-react-taro'
import type { UploaderFileItem } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import dayjs from 'dayjs'
import { useEffect, useRef, useState } from 'react'
import { failureText, toast } from '@/components/toast'
import type { MessageKey, Translate } from '@/i18n'
import { useT } from '@/stores/context'
import { FieldBody } from './field-body'
import { problemText } from './field-controls'
import { holdsValue, shownFields, uploadRefusal } from './rules'
import type {
  ChoiceLabel,
  ChoicesField,
  ControlProps,
  DateField,
  FormValues,
  GroupField,
  PickedFile,
  PickerField,
  RegionField,
  RegionSource,
  UploadField,
} from './types'
import './rich-fields.scss'

// Fields drawn by NutUI's pickers, uploader and repeatable groups: a page that uses one imports its maker from here,
// so a form without them (login) carries none of their weight.

/** A row that opens a chooser: the chosen value's words, or the placeholder in a muted tone. */
function ChooseRow({ text, placeholder, onOpen }: { text: string; placeholder?: MessageKey; onOpen: () => void }) {
  const t = useT()
  return (
    <View className='form-template__choose' role='button' onClick={onOpen}>
      <Text className={text ? 'form-template__chosen' : 'form-template__placeholder'}>
        {text || t(placeholder ?? 'form.choose')}
      </Text>
      <Text className='form-template__arrow' aria-hidden>
        ›
      </Text>
    </View>
  )
}

/** A choice's words in the user's language. */
const choiceText = (choice: ChoiceLabel, t: Translate) => ('label' in choice ? t(choice.label) : choice.text)

/** One choice among many on NutUI's Picker wheel. */
function PickerControl<V extends FormValues>({ field, value, onChange }: ControlProps<PickerField<V>, string>) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const chosen = field.options.find((option) => option.value === value)
  return (
    <>
      <ChooseRow
        text={chosen ? choiceText(chosen, t) : ''}
        placeholder={field.placeholder}
        onOpen={() => setOpen(true)}
      />
      <Picker
        visible={open}
        title={field.label && t(field.label)}
        options={[field.options.map((option) => ({ value: option.value, label: choiceText(option, t) }))]}
        // The wheel stands on the first choice until turned, so confirming at once picks that one.
        value={[value || (field.options[0]?.value ?? '')]}
        onConfirm={(_options, [picked]) => onChange?.(String(picked ?? ''))}
        onClose={() => setOpen(false)}
      />
    </>
  )
}

const DATE_FORMAT = 'YYYY-MM-DD'
const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm'

/** A day, or a day and time, on NutUI's DatePicker; the value is written `YYYY-MM-DD[ HH:mm]`. */
function DateControl<V extends FormValues>({ field, value, onChange }: ControlProps<DateField<V>, string>) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const format = field.withTime ? DATE_TIME_FORMAT : DATE_FORMAT
  const start = field.start ? dayjs(field.start) : dayjs().subtract(10, 'year')
  const end = field.end ? dayjs(field.end) : dayjs().add(10, 'year')
  const shown = value || field.opensAt
  const current = shown ? dayjs(shown) : undefined
  return (
    <>
      <ChooseRow text={value ?? ''} placeholder={field.placeholder} onOpen={() => setOpen(true)} />
      <DatePicker
        visible={open}
        type={field.withTime ? 'datetime' : 'date'}
        title={field.label && t(field.label)}
        startDate={start.toDate()}
        endDate={end.toDate()}
        value={current?.isValid() ? current.toDate() : undefined}
        onConfirm={(_options, parts) => onChange?.(dayjs(datePartsToDate(parts)).format(format))}
        onClose={() => setOpen(false)}
      />
    </>
  )
}

/** NutUI's DatePicker answers the chosen columns (year, month, day, hour, minute) as strings. */
export function datePartsToDate(parts: readonly (string | number | null)[]): Date {
  const [year, month, day, hour = 0, minute = 0] = parts.map(Number)
  return new Date(year, month - 1, day, hour, minute)
}

/** A place as NutUI's Cascader lists it. */
type CascaderPlace = { text: string; value: string; leaf: boolean }

/**
 * A place of a region tree on NutUI's Cascader, each level loaded when its parent is chosen; the chosen path's names
 * are looked up again when the value comes from elsewhere (a kept draft).
 */
function RegionControl<V extends FormValues>({
  field,
  value,
  onChange,
}: ControlProps<RegionField<V>, readonly string[]>) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const [tops, setTops] = useState<CascaderPlace[]>([])
  const [names, setNames] = useState({ codes: '', text: '' })
  const key = (value ?? []).join('/')
  const places = async (parent: string | undefined, level: number): Promise<CascaderPlace[]> =>
    (await field.source.children(parent)).map((place) => ({
      text: place.name,
      value: place.code,
      leaf: level + 1 >= field.levels,
    }))

  useEffect(() => {
    if (!key || names.codes === key) return
    let live = true
    void regionNames(field.source, key.split('/')).then((text) => live && setNames({ codes: key, text }))
    return () => {
      live = false
    }
  }, [field.source, key, names.codes])

  const show = () => {
    setOpen(true)
    if (tops.length === 0) void places(undefined, 0).then(setTops, (error: unknown) => toast(failureText(error, t)))
  }

  // Not `lazy`: NutUI's lazy mode reloads from a value with other semantics; the top level comes as options.
  return (
    <>
      <ChooseRow text={names.codes === key ? names.text : ''} placeholder={field.placeholder} onOpen={show} />
      <Cascader
        visible={open}
        title={field.label && t(field.label)}
        options={tops}
        onLoad={(node: { value?: string | number }, level: number) => places(String(node.value), level + 1)}
        onChange={(picked: (string | number)[], path: { text?: string }[]) => {
          const chosen = picked.map(String)
          setNames({ codes: chosen.join('/'), text: path.map((node) => node.text).join(' / ') })
          onChange?.(chosen)
        }}
        onClose={() => setOpen(false)}
      />
    </>
  )
}

// A GB/T 2260 code: six digits.
const REGION_CODE = /^\d{6}$/

/** Whether a place is given by its code (named by the server in the reader's language) rather than by a name. */
export const isRegionCode = (place: string): boolean => REGION_CODE.test(place)

/** The names along a path of codes, one level's places at a time. */
export async function regionNames(source: RegionSource, codes: readonly string[]): Promise<string> {
  const names: string[] = []
  for (const [level, code] of codes.entries()) {
    // A place given by its name (a member sheet's province, as the import stores it) is shown as it is, and what
    // lies under it cannot be looked up by a name.
    if (!REGION_CODE.test(code) || codes.slice(0, level).some((parent) => !REGION_CODE.test(parent))) {
      names.push(code)
      continue
    }
    const places = await source.children(level === 0 ? undefined : codes[level - 1])
    names.push(places.find((place) => place.code === code)?.name ?? code)
  }
  return names.join(' / ')
}

/** What NutUI's Uploader hands over for a picked file (chooseMedia's temp file, on both targets). */
interface ChosenFile {
  tempFilePath?: string
  path?: string
  size: number
  fileType?: string
  type?: string
}

const kindOf = (file: ChosenFile): PickedFile['kind'] =>
  (file.fileType ?? file.type ?? '').startsWith('video') ? 'video' : 'image'

/**
 * Files sent as they are picked on NutUI's Uploader: over `maxBytes`, or of another kind than those already there
 * (one kind at a time), a file is refused with the seeds' message; the value is the sent files' addresses. A refused
 * or failed file says why beside the field (and in a toast) until the next pick; nothing else in the form changes.
 */
function UploadControl<V extends FormValues>({
  field,
  testId,
  value,
  onChange,
}: ControlProps<UploadField<V>, readonly string[]>) {
  const t = useT()
  const urls = value ?? []
  const [items, setItems] = useState<UploaderFileItem[]>(() => urls.map(sentItem))
  const [failure, setFailure] = useState('')
  const kinds = useRef(new Map<string, PickedFile['kind']>())
  const fail = (text: string) => {
    setFailure(text)
    toast(text)
  }

  // The form emptied the field (a success, a reset): so does the list.
  useEffect(() => {
    if (urls.length === 0) setItems((current) => current.filter((item) => item.status !== 'success'))
  }, [urls.length])

  return (
    <>
      <Uploader
        className='form-template__upload'
        value={items}
        maxCount={field.maxCount}
        multiple={field.maxCount > 1}
        mediaType={field.accept === 'media' ? ['image', 'video'] : [field.accept]}
        accept={field.accept === 'media' ? 'image/*,video/*' : `${field.accept}/*`}
        beforeUpload={async (files: File[]) => {
          setFailure('')
          const present = items.flatMap((item) => kinds.current.get(String(item.url)) ?? [])
          const picked = (files as unknown as ChosenFile[]).map((file) => ({ kind: kindOf(file), size: file.size }))
          const refusal = uploadRefusal(present, picked, field.maxBytes)
          if (!refusal) return files
          fail(problemText(refusal, t))
          return []
        }}
        upload={async (file: File) => {
          const chosen = file as unknown as ChosenFile
          const kind = kindOf(chosen)
          try {
            const url = await field.upload({ path: chosen.tempFilePath ?? chosen.path ?? '', size: chosen.size, kind })
            kinds.current.set(url, kind)
            return { url, status: 'success', type: 'image' }
          } catch (error) {
            fail(failureText(error, t, 'form.upload.failed'))
            throw error
          }
        }}
        onChange={(next: UploaderFileItem[]) => {
          setItems(next)
          onChange?.(next.filter((item) => item.status === 'success' && item.url).map((item) => String(item.url)))
        }}
      />
      {failure && (
        <Text className='form-template__error' data-testid={`${testId}-upload-error`}>
          {failure}
        </Text>
      )}
    </>
  )
}

/** A sent file, as the Uploader lists it. */
const sentItem = (url: string): UploaderFileItem => ({ uid: url, url, status: 'success', type: 'image' })

/**
 * A repeatable group's entries, each a card of the group's fields with a way to remove it (while more than `min`
 * stay), and a way to add one (until `max`). An entry's test id is `${testId}-${index}`, its fields' under it.
 */
function GroupControl<V extends FormValues>({
  field,
  testId,
  entries,
  value = [],
  onChange,
}: ControlProps<GroupField<V>, readonly FormValues[]>) {
  const t = useT()
  const min = field.min ?? 0
  const change = (next: readonly FormValues[]) => onChange?.(next)
  return (
    <View className='form-template__group'>
      {value.map((entry, index) => {
        const entryId = `${testId}-${index}`
        return (
          <View key={index} className='form-template__entry' data-testid={entryId}>
            <View className='form-template__entry-head'>
              <Text className='form-template__entry-title'>{t(field.entryLabel, { index: index + 1 })}</Text>
              {value.length > min && (
                <View
                  className='form-template__link'
                  role='button'
                  onClick={() => change(value.filter((_, other) => other !== index))}
                  data-testid={`${entryId}-remove`}
                >
                  {t('form.group.remove')}
                </View>
              )}
            </View>
            {shownFields(field.fields, entry).map((inner) => {
              if (!holdsValue(inner)) return null
              const path = `${index}.${inner.name}`
              return (
                <View key={inner.name} className='form-template__sub' data-testid={`${entryId}-${inner.name}`}>
                  {inner.label && (
                    <Text className='form-template__sub-label'>
                      {inner.required && <Text className='form-template__star'>*</Text>}
                      {t(inner.label)}
                    </Text>
                  )}
                  <FieldBody<FormValues>
                    field={inner}
                    testId={`${entryId}-${inner.name}`}
                    problem={entries?.errors[path]}
                    onBlur={() => undefined}
                    value={entry[inner.name]}
                    onChange={(next) => {
                      change(value.map((old, other) => (other === index ? { ...old, [inner.name]: next } : old)))
                      entries?.settle(path)
                    }}
                  />
                </View>
              )
            })}
          </View>
        )
      })}
      {(field.max === undefined || value.length < field.max) && (
        <Button
          className='form-template__add'
          size='small'
          fill='outline'
          onClick={() => change([...value, field.empty])}
          data-testid={`${testId}-add`}
        >
          {t(field.addLabel)}
        </Button>
      )}
    </View>
  )
}

/** A field's spec without what its maker adds. */
type Spec<F> = Omit<F, 'kind' | 'control'>

/** One choice among many, on a wheel (a country, an industry). */
export const pickerField = <V extends FormValues>(spec: Spec<PickerField<V>>): PickerField<V> => ({
  ...spec,
  kind: 'picker',
  control: PickerControl,
})

/** A day, or a day and time. */
export const dateField = <V extends FormValues>(spec: Spec<DateField<V>>): DateField<V> => ({
  ...spec,
  kind: 'date',
  control: DateControl,
})

/** A place in a region tree (province, city, county). */
export const regionField = <V extends FormValues>(spec: Spec<RegionField<V>>): RegionField<V> => ({
  ...spec,
  kind: 'region',
  control: RegionControl,
})

/** Pictures or videos, sent as they are picked. */
export const uploadField = <V extends FormValues>(spec: Spec<UploadField<V>>): UploadField<V> => ({
  ...spec,
  kind: 'upload',
  control: UploadControl,
})

/** A repeatable group of fields (a group's members). */
export const groupField = <V extends FormValues>(spec: Spec<GroupField<V>>): GroupField<V> => ({
  ...spec,
  kind: 'group',
  control: GroupControl,
})

function ChoicesControl<V extends FormValues>({
  field,
  testId,
  value = [],
  onChange,
}: ControlProps<ChoicesField<V>, readonly string[]>) {
  const t = useT()
  const full = field.max !== undefined && value.length >= field.max
  return (
    <View className='form-template__chips' role='group'>
      {field.options.map((option) => {
        const on = value.includes(option.value)
        return (
          <View
            key={option.value}
            role='checkbox'
            aria-checked={on}
            aria-disabled={!on && full}
            className={`form-template__chip${on ? ' form-template__chip--on' : ''}`}
            onClick={() => {
              if (on) onChange?.(value.filter((chosen) => chosen !== option.value))
              else if (!full) onChange?.([...value, option.value])
            }}
            data-testid={`${testId}-${option.value}`}
          >
            {t(option.label)}
          </View>
        )
      })}
    </View>
  )
}

/** Several of a few options (what a card offers), at most `max`. */
export const choicesField = <V extends FormValues>(spec: Spec<ChoicesField<V>>): ChoicesField<V> => ({
  ...spec,
  kind: 'choices',
  control: ChoicesControl,
})
