import dayjs from 'dayjs'
import type { PostForm } from '@/contract/network'
import { POST_IMAGES_MAX, POST_TITLE_MAX, type PostKind } from '@/contract/network.codes'
import type { FieldSpec } from '@/templates/form'
import { dateField, uploadField } from '@/templates/form/rich-fields'
import { FAIR_UTC_OFFSET_MINUTES } from '@/utils/date'
import { IMAGE_MAX_BYTES } from '../shared/pick-image'

/** Characters a post's text may hold as typed here. */
export const POST_TEXT_MAX = 2000

export type PostValues = {
  kind: string
  title: string
  text: string
  images: readonly string[]
  start: string
  end: string
  place: string
}

export const EMPTY_POST: PostValues = {
  kind: 'dynamic',
  title: '',
  text: '',
  images: [],
  start: '',
  end: '',
  place: '',
}

const isEvent = (values: PostValues) => values.kind === 'event'

/** The fields of a post: its kind, title, text and pictures; an event's start, end and place. */
export function postFields(upload: (file: { path: string }) => Promise<string>): FieldSpec<PostValues>[] {
  return [
    {
      kind: 'select',
      name: 'kind',
      label: 'network.release.kind',
      required: 'network.release.kindRequired',
      options: [
        { value: 'dynamic', label: 'network.release.kind.dynamic' },
        { value: 'event', label: 'network.release.kind.event' },
        { value: 'article', label: 'network.release.kind.article' },
      ],
    },
    {
      kind: 'text',
      name: 'title',
      label: 'network.release.title',
      placeholder: 'network.release.titlePlaceholder',
      maxLength: POST_TITLE_MAX,
    },
    {
      kind: 'textarea',
      name: 'text',
      label: 'network.release.text',
      required: 'network.release.textRequired',
      placeholder: 'network.release.textPlaceholder',
      maxLength: POST_TEXT_MAX,
    },
    uploadField<PostValues>({
      name: 'images',
      label: 'network.release.images',
      accept: 'image',
      maxCount: POST_IMAGES_MAX,
      maxBytes: IMAGE_MAX_BYTES,
      upload,
      hint: 'network.create.avatarHint',
    }),
    dateField<PostValues>({
      name: 'start',
      label: 'network.release.start',
      required: 'network.release.timeRequired',
      withTime: true,
      visible: isEvent,
    }),
    dateField<PostValues>({
      name: 'end',
      label: 'network.release.end',
      required: 'network.release.timeRequired',
      withTime: true,
      visible: isEvent,
      rules: [
        (value, values) =>
          values.start && typeof value === 'string' && value <= values.start
            ? { key: 'network.release.endAfterStart' }
            : undefined,
      ],
    }),
    {
      kind: 'text',
      name: 'place',
      label: 'network.release.place',
      required: 'network.release.placeRequired',
      maxLength: 100,
      visible: isEvent,
    },
  ]
}

/** A day and time typed on the fair's clock (`YYYY-MM-DD HH:mm`) as milliseconds. */
export function fairMoment(value: string): number {
  return dayjs.utc(value).subtract(FAIR_UTC_OFFSET_MINUTES, 'minute').valueOf()
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Typed text as rich text: one paragraph per line, every character escaped. */
export function textToHtml(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('')
}

/** What the form sends for the values typed. */
export function postOf(values: PostValues): PostForm {
  const kind = values.kind as PostKind
  return {
    kind,
    title: values.title.trim(),
    content: textToHtml(values.text),
    images: [...values.images],
    ...(kind === 'event' && {
      event: { startTime: fairMoment(values.start), endTime: fairMoment(values.end), place: values.place.trim() },
    }),
  }
}
