import { GROUP_NAME_MAX, GROUP_NOTICE_MAX } from '@/contract/network.codes'
import type { FieldSpec } from '@/templates/form'
import { uploadField } from '@/templates/form/rich-fields'
import { IMAGE_MAX_BYTES } from '../shared/pick-image'

export type GroupValues = {
  name: string
  avatar: readonly string[]
  access: string
  notice: string
}

export const EMPTY_GROUP: GroupValues = { name: '', avatar: [], access: 'open', notice: '' }

/** The fields of a new group chat: its name, avatar, open (apply to join) or private (invited only), and notice. */
export function groupFields(upload: (file: { path: string }) => Promise<string>): FieldSpec<GroupValues>[] {
  return [
    {
      kind: 'text',
      name: 'name',
      label: 'network.create.name',
      required: 'network.create.nameRequired',
      placeholder: 'network.create.namePlaceholder',
      maxLength: GROUP_NAME_MAX,
    },
    uploadField<GroupValues>({
      name: 'avatar',
      label: 'network.create.avatar',
      accept: 'image',
      maxCount: 1,
      maxBytes: IMAGE_MAX_BYTES,
      upload,
      hint: 'network.create.avatarHint',
    }),
    {
      kind: 'select',
      name: 'access',
      label: 'network.create.access',
      required: 'network.create.accessRequired',
      options: [
        { value: 'open', label: 'network.create.open' },
        { value: 'private', label: 'network.create.private' },
      ],
    },
    {
      kind: 'textarea',
      name: 'notice',
      label: 'network.group.notice',
      placeholder: 'network.group.noticePlaceholder',
      maxLength: GROUP_NOTICE_MAX,
    },
  ]
}
