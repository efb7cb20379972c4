import { Text, View } from '@tarojs/components'
import type { Appendix } from '@/contract/files'
import { navigate } from '@/routes/navigate'
import { COLORS } from '@/styles/colors'
import './media.scss'

/** Kilobytes with one decimal under 1 MB, megabytes above. */
export function formatSize(bytes: number): string {
  return bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} KB`
}

/** A document row; opens the PDF viewer page with the file's address and name. */
export function FileRow({ file }: { file: Appendix }) {
  return (
    <View
      className='media-fact'
      style={{ padding: '10px 0', borderBottom: `1px solid ${COLORS.fill}` }}
      data-testid='file-row'
      onClick={() => void navigate('filePdf', { url: file.url, name: file.name })}
    >
      <Text style={{ color: COLORS.text, flex: 1 }}>
        <Text className='media-badge media-badge--2' style={{ marginRight: '6px' }}>
          PDF
        </Text>
        {file.name}
      </Text>
      <Text className='media-fact__label'>{formatSize(file.size)}</Text>
    </View>
  )
}
