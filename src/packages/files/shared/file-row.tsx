import { Text, View } from '@tarojs/components'
import type { PropsWithChildren } from 'react'
import { documentKindOf } from '@/platform/open-document-kind'
import { KIND_BADGES } from './file-format'
import './file-row.scss'

interface Props {
  name: string
  url: string
  /** Size, category, date... joined into one line under the name. */
  meta: string[]
  testId: string
  onOpen: () => void
}

/** A file in a list: a badge for its kind, its name and one line of facts; children are its action buttons. */
export function FileRow({ name, url, meta, testId, onOpen, children }: PropsWithChildren<Props>) {
  const kind = documentKindOf(url, name)
  return (
    <View className='file-row' data-testid={testId} onClick={onOpen}>
      <View className={`file-row__badge file-row__badge--${kind}`}>
        <Text>{KIND_BADGES[kind]}</Text>
      </View>
      <View className='file-row__body'>
        <Text className='file-row__name' data-testid='file-name'>
          {name}
        </Text>
        <Text className='file-row__meta'>{meta.filter(Boolean).join(' · ')}</Text>
      </View>
      {children && (
        <View className='file-row__actions' onClick={(e) => e.stopPropagation()}>
          {children}
        </View>
      )}
    </View>
  )
}
