import { Cell } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { files } from '@/contract/files.endpoints'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { useEndpoint } from '../use-endpoint'

interface Props {
  contentId: number
  contentType: number
}

/** A row opening the item's attachments (/downloadFile); nothing when it has none or they cannot be read. */
export const AppendixLink = observer(({ contentId, contentType }: Props) => {
  const t = useT()
  const appendixes = useEndpoint(files.contentAppendixes, { contentId, contentType })
  const count = appendixes.data?.length ?? 0
  if (count === 0) return null
  return (
    <View
      className='appendix-link'
      data-testid='appendix-link'
      onClick={() => void navigate('downloadFile', { contentId, contentType })}
    >
      <Cell title={t('files.appendix.title')} extra={t('files.appendix.count', { count })} clickable />
    </View>
  )
})
