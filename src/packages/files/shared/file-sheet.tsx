import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { PropsWithChildren } from 'react'
import { documentKindOf } from '@/platform/open-document-kind'
import { useT } from '@/stores/context'
import { formatFileSize, KIND_BADGES, KIND_LABELS } from './file-format'
import type { OpenableFile } from './use-open-file'
import './file-sheet.scss'

interface Props {
  file: OpenableFile
  /** More facts to list under size and type, already labelled. */
  facts?: [string, string][]
  onOpen: () => void
}

/** One file's page body: its kind, name, size and type, then the open button; children go between. */
export const FileSheet = observer(({ file, facts = [], onOpen, children }: PropsWithChildren<Props>) => {
  const t = useT()
  const kind = documentKindOf(file.url, file.name)
  const rows: [string, string][] = [
    [t('files.size'), formatFileSize(file.size) || t('files.unknownSize')],
    [t('files.type'), t(KIND_LABELS[kind])],
    ...facts,
  ]
  return (
    <View className='file-sheet' data-testid='file-sheet'>
      <View className={`file-sheet__badge file-sheet__badge--${kind}`}>
        <Text>{KIND_BADGES[kind]}</Text>
      </View>
      <Text className='file-sheet__name' data-testid='file-title'>
        {file.name}
      </Text>
      <View className='file-sheet__facts'>
        {rows.map(([label, value]) => (
          <View key={label} className='file-sheet__fact'>
            <Text className='file-sheet__label'>{label}</Text>
            <Text className='file-sheet__value' data-testid={`file-fact`}>
              {value}
            </Text>
          </View>
        ))}
      </View>
      {children}
      <View className='file-sheet__actions'>
        <Button type='primary' block onClick={onOpen} data-testid='file-open'>
          {t('files.open')}
        </Button>
      </View>
    </View>
  )
})
