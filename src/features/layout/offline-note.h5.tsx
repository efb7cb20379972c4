import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { savedCopy } from '@/platform/offline/saved-copy'
import { useT } from '@/stores/context'
import { formatDate } from '@/utils/date'
import './offline-note.scss'

/** Says the page shows answers the service worker saved before, and when, while the network does not answer. */
export const OfflineNote = observer(() => {
  const t = useT()
  const at = savedCopy.get()
  if (at === null) return null
  return (
    <View className='offline-note' role='status' data-testid='offline-note'>
      {at ? t('common.offlineCopy', { time: formatDate(at, 'MM-DD HH:mm') }) : t('common.offlineCopyUndated')}
    </View>
  )
})
