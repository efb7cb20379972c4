import type { ComponentType } from 'react'
import type { WayForward } from '@/components/toast'
import type { MessageKey, MessageParams } from '@/i18n'
import type { ApiError } from '@/services/http/errors'

/**
 * What one field holds: text as typed, the chosen option ('' for none), a tick, a list (a region's codes from the
 * top, uploaded files' addresses) or a repeatable group's entries.
 */
export type FieldValue = string | boolean | readonly string[] | readonly FormValues[]

/** What a form holds, by field name. */
export type FormValues = { [name: string]: FieldValue }

/** A message under a field: a dictionary key with its parameters, or the server's own words. */
export type Problem = { key: MessageKey; params?: MessageParams } | { text: string }

/** One check of a field's value (every value is there for checks across fields); the message when it fails. */
export type Rule<V extends FormValues> = (value: FieldValue, values: V) => Problem | undefined

/** The field a name refers to. */
export type FieldName<V extends FormValues> = keyof V & string

interface FieldBase<V extends FormValues> {
  name: FieldName<V>
  label?: MessageKey
  /** The message when it is left empty (or unticked); giving one marks the field required. */
  required?: MessageKey
  /** Run in order on a filled-in value; the first message wins. */
  rules?: readonly Rule<V>[]
  /** Shown, checked and sent only while this holds; a field the server blamed stays shown. */
  visible?: (values: V) => boolean
  /** A line under the field; with `open` it is a link. */
  hint?: MessageKey | { text: MessageKey; open: () => void }
  /** `${form id}-${name}` unless given; its message is `${testId}-error`, its hint `${testId}-hint`. */
  testId?: string
}

/**
 * One-line inputs. `password`, `idcard` and `code` values never reach the draft; `phone` (a mainland mobile), `tel`
 * (any country's number) and `email` bring the keyboard and the length for their kind.
 */
export interface InputField<V extends FormValues> extends FieldBase<V> {
  kind: 'text' | 'number' | 'phone' | 'tel' | 'email' | 'password' | 'idcard'
  placeholder?: MessageKey
  maxLength?: number
}

/** Free text over several lines, within `maxLength` characters. */
export interface TextAreaField<V extends FormValues> extends FieldBase<V> {
  kind: 'textarea'
  placeholder?: MessageKey
  /** Also shown as a counter under the text. */
  maxLength: number
}

/** One choice among a few options, shown as chips; each option's test id is `${testId}-${value}`. */
export interface SelectField<V extends FormValues> extends FieldBase<V> {
  kind: 'select'
  options: readonly { value: string; label: MessageKey }[]
}

/** A part of an agreement's sentence; with `open` it is a link that does not tick the box. */
export interface AgreementPart {
  text: MessageKey
  open?: () => void
  testId?: string
}

/** A box to tick before sending (never kept in the draft: consent is given each time). */
export interface AgreementField<V extends FormValues> extends FieldBase<V> {
  kind: 'agreement'
  parts: readonly AgreementPart[]
}

/** A one-time code typed back, with the button that sends it to another field's phone or email. */
export interface CodeField<V extends FormValues> extends FieldBase<V> {
  kind: 'code'
  placeholder?: MessageKey
  /** The field the code goes to; it is checked first, and editing it clears this field's message. */
  target: FieldName<V>
  /** Sends a code to the target's trimmed value; the countdown lasts `resendAfter` seconds (60 if not said). */
  send: (target: string) => Promise<{ resendAfter?: number } | null | undefined>
  /** Toasted once the code is on its way. */
  sent: MessageKey
  length?: number
}

/** A value shown read-only (not part of what is sent); its test id is on the value. */
export interface DisplayField {
  kind: 'display'
  name: string
  label: MessageKey
  text: string
  testId?: string
  /** The text is what the person wrote themselves (their name, their company): shown as written, in any language. */
  ownWords?: boolean
}

/** What a field's own control gets: the field, its value and the way to change it, and a group's entries' messages. */
export interface ControlProps<F, T> {
  field: F
  testId: string
  value?: T
  onChange?: (value: T) => void
  entries?: EntryProblems
}

/** A group's entries' messages by path inside the group (`0.name`), and the way to drop one when it is edited. */
export interface EntryProblems {
  errors: Partial<Record<string, Problem>>
  settle: (path: string) => void
}

/** A field drawn by a control of its own, which its maker (`templates/form/rich-fields`) brings along. */
interface Drawn<F, T> {
  control: ComponentType<ControlProps<F, T>>
}

/** A choice's label: a dictionary key, or words that come from the server. */
export type ChoiceLabel = { label: MessageKey } | { text: string }

/** One choice among many (a country, an industry) on a wheel that opens from the row. */
export interface PickerField<V extends FormValues> extends FieldBase<V>, Drawn<PickerField<V>, string> {
  kind: 'picker'
  placeholder?: MessageKey
  options: readonly ({ value: string } & ChoiceLabel)[]
}

/** A day (`YYYY-MM-DD`), or a day and time (`YYYY-MM-DD HH:mm`) with `withTime`, within `start`..`end`. */
export interface DateField<V extends FormValues> extends FieldBase<V>, Drawn<DateField<V>, string> {
  kind: 'date'
  placeholder?: MessageKey
  withTime?: boolean
  /** `YYYY-MM-DD`; ten years back and forward when not said. */
  start?: string
  end?: string
  /** `YYYY-MM-DD` the wheels stand on while the field is empty (NutUI's own choice when not said). */
  opensAt?: string
}

/** A place of a region tree (province, city, county) as its codes from the top; `levels` deep. */
export interface RegionField<V extends FormValues> extends FieldBase<V>, Drawn<RegionField<V>, readonly string[]> {
  kind: 'region'
  placeholder?: MessageKey
  levels: 2 | 3
  source: RegionSource
}

/** Where a region field finds its places: the children of a code (the top level for none) in the user's language. */
export interface RegionSource {
  children: (parent: string | undefined) => Promise<readonly { code: string; name: string }[]>
}

/** What a picked file gives an upload: the path the platform keeps it under, its size in bytes, its kind. */
export interface PickedFile {
  path: string
  size: number
  kind: 'image' | 'video'
}

/**
 * Files sent as they are picked, kept as their addresses: images (or videos, or either) of at most `maxBytes`, one
 * kind at a time, at most `maxCount`. `upload` sends one and answers its address.
 */
export interface UploadField<V extends FormValues> extends FieldBase<V>, Drawn<UploadField<V>, readonly string[]> {
  kind: 'upload'
  accept: 'image' | 'video' | 'media'
  maxCount: number
  maxBytes: number
  upload: (file: PickedFile) => Promise<string>
}

/**
 * A repeatable group of fields (a group's members): each entry holds `fields`' values, starting from `empty`;
 * between `min` and `max` entries. Its messages are under `${name}.${index}.${field}`.
 */
export interface GroupField<V extends FormValues> extends FieldBase<V>, Drawn<GroupField<V>, readonly FormValues[]> {
  kind: 'group'
  fields: readonly FieldSpec<FormValues>[]
  empty: FormValues
  /** The title of each entry, given its number from 1. */
  entryLabel: MessageKey
  addLabel: MessageKey
  min?: number
  max?: number
}

/** Several choices among a few options, shown as chips ticked on and off, at most `max`; each option's test id is `${testId}-${value}`. */
export interface ChoicesField<V extends FormValues> extends FieldBase<V>, Drawn<ChoicesField<V>, readonly string[]> {
  kind: 'choices'
  options: readonly { value: string; label: MessageKey }[]
  max?: number
}

/** Every kind of field; a new kind adds a member here and a control. */
export type FieldSpec<V extends FormValues> =
  | InputField<V>
  | TextAreaField<V>
  | SelectField<V>
  | AgreementField<V>
  | CodeField<V>
  | PickerField<V>
  | DateField<V>
  | RegionField<V>
  | UploadField<V>
  | GroupField<V>
  | ChoicesField<V>
  | DisplayField

/** A field that holds a value. */
export type ValueField<V extends FormValues> = Exclude<FieldSpec<V>, DisplayField>

/** A field's name, or a field of a group's entry (`members.0.name`). */
export type FieldPath<V extends FormValues> = FieldName<V> | `${FieldName<V>}.${number}.${string}`

/** The messages shown under fields, by field path; `server` marks one the server gave. */
export type FieldErrors<V extends FormValues> = Partial<Record<FieldPath<V>, Problem & { server?: boolean }>>

/** A form as data: its fields, how it is sent and what happens around sending. */
export interface FormDescriptor<V extends FormValues, R = unknown> {
  /** Starts every test id of the form (`${id}-form`, `${id}-submit`, `${id}-submit-error`, fields). */
  id: string
  /** Every value, empty: where the form starts, and what it returns to after a success. */
  initial: V
  fields: readonly FieldSpec<V>[]
  submitLabel: MessageKey
  /** Gets the shown fields' values as typed (hidden ones as in `initial`); a rejection is shown and nothing typed is lost. */
  submit: (values: V) => Promise<R>
  /** Runs once the server accepted, after the draft was cleared and the fields emptied. */
  onSuccess?: (result: R, values: V) => void
  /**
   * Keeps what was typed across a failed submit, a network error and a reload, per account, under this name (say
   * `inquiry:5`); passwords, codes, ID numbers and ticks are never kept.
   */
  draft?: string
  /** A draft kept elsewhere (the server's), restored when this device holds none for the form. */
  keptDraft?: Partial<V>
  /** Told what the draft keeps each time it changes, and null once it is cleared, to keep it elsewhere too. */
  onDraft?: (draft: Partial<V> | null) => void
  /** Also checks a filled-in field when it loses focus. */
  checkOnBlur?: boolean
  /** Toasted when a submit stops on messages under fields. */
  invalidToast?: MessageKey | ((errors: FieldErrors<V>) => MessageKey)
  /** Runs before any call the form makes (sending a code, submitting); false stops it, e.g. to go and log in. */
  guard?: () => boolean
  /** The field a refusal belongs to, for refusals whose code says so (an envelope naming `data.field` maps by itself). */
  errorField?: (error: ApiError) => FieldName<V> | undefined
  /** A message of the form's own for some failures; otherwise the server's, else one for the kind of failure. */
  failure?: (error: unknown) => MessageKey | undefined
  /** What a failed submit says when neither the server nor the kind of failure gives words ("submission failed"). */
  failedText?: MessageKey | ((sent: V) => MessageKey)
  /** Refusals the user can do something about: said in a dialog whose button takes the way, instead of a toast. */
  ways?: readonly WayForward[]
  /** The submit button cannot be pressed (say, already sent). */
  disabled?: boolean
}
