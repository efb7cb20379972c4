import '@/i18n/files.pages'
import { Button } from '@nutui/nutui-react-taro'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useShownAgain } from '@/components/shown-again'
import { toastActionFailed } from '@/components/toast'
import type { DownloadRecord } from '@/contract/files'
import { downloadRecords } from '@/contract/files.endpoints'
import { invalidateEndpoints } from '@/services/query/client'
import { useStores, useT } from '@/stores/context'
import { listPage } from '@/templates/content-list/content-list-page'
import { formatDate } from '@/utils/date'
import { formatFileSize } from '../shared/file-format'
import { FileRow } from '../shared/file-row'
import { useOpenFile } from '../shared/use-open-file'

/** One downloaded file: it opens again, and is deleted after a confirmation, the list then asked for again. */
const RecordRow = observer(({ record }: { record: DownloadRecord }) => {
  const t = useT()
  const { api, queries } = useStores()
  const open = useOpenFile()

  const remove = async () => {
    const { confirm } = await Taro.showModal({
      content: t('files.deleteConfirm'),
      cancelText: t('common.cancel'),
      confirmText: t('common.confirm'),
    })
    if (!confirm) return
    try {
      await api.files.deleteDownloadRecord(record.id)
      void Taro.showToast({ title: t('files.deleted'), icon: 'none' })
      await invalidateEndpoints(queries, downloadRecords.page)
    } catch (error) {
      toastActionFailed(error, t)
    }
  }

  return (
    <FileRow
      name={record.name}
      url={record.url}
      meta={[
        formatFileSize(record.size),
        t('files.downloadedAt', { time: formatDate(record.createTime, 'YYYY-MM-DD HH:mm') }),
      ]}
      testId='download-record'
      onOpen={() => void open({ id: record.appendixId, url: record.url, name: record.name, size: record.size })}
    >
      <Button size='small' fill='outline' type='danger' onClick={() => void remove()} data-testid='record-delete'>
        {t('files.delete')}
      </Button>
    </FileRow>
  )
})

const Records = listPage<DownloadRecord>({
  route: 'downloadRecords',
  loginHint: 'files.recordsLoginHint',
  countLabel: 'files.recordCount',
  endpoint: downloadRecords.page,
  renderItem: (record) => <RecordRow key={record.id} record={record} />,
})

/** The logged-in user's downloaded files, newest first, each deletable after a confirmation. */
export default function DownloadRecords() {
  const { queries } = useStores()
  // Files opened on other pages since this one was last shown appear when coming back.
  useShownAgain(() => void invalidateEndpoints(queries, downloadRecords.page))
  return <Records />
}
