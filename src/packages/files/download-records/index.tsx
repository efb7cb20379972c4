import '@/i18n/files.pages'
import { Button } from '@nutui/nutui-react-taro'
import { Text } from '@tarojs/components'
import Taro, { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useRef } from 'react'
import { StatusView } from '@/components/status-view'
import type { DownloadRecord } from '@/contract/files'
import { downloadRecords } from '@/contract/files.endpoints'
import { signedInPage } from '@/features/layout/page-shell'
import { useStores, useT } from '@/stores/context'
import { ListFooter } from '@/templates/content-list/list-footer'
import { useEndpointPages } from '@/templates/content-list/use-endpoint-pages'
import { formatDate } from '@/utils/date'
import { formatFileSize } from '../shared/file-format'
import { FileRow } from '../shared/file-row'
import { useOpenFile } from '../shared/use-open-file'

const RecordList = observer(() => {
  const t = useT()
  const { api } = useStores()
  const open = useOpenFile()
  const list = useEndpointPages(downloadRecords.page, {})
  const shown = useRef(false)

  // Files opened on other pages since this one was last shown appear when coming back.
  useDidShow(() => {
    if (shown.current) void list.reload()
    shown.current = true
  })

  const remove = async (record: DownloadRecord) => {
    const { confirm } = await Taro.showModal({
      content: t('files.deleteConfirm'),
      cancelText: t('common.cancel'),
      confirmText: t('common.confirm'),
    })
    if (!confirm) return
    try {
      await api.files.deleteDownloadRecord(record.id)
      void Taro.showToast({ title: t('files.deleted'), icon: 'none' })
      await list.reload()
    } catch {
      void Taro.showToast({ title: t('error.operationFailed'), icon: 'none' })
    }
  }

  if (list.status !== 'ready') {
    return <StatusView status={list.status} onRetry={() => void list.reload()} />
  }
  return (
    <>
      <Text className='file-list-count'>{t('files.recordCount', { count: list.total })}</Text>
      {list.items.map((record) => (
        <FileRow
          key={record.id}
          name={record.name}
          url={record.url}
          meta={[
            formatFileSize(record.size),
            t('files.downloadedAt', { time: formatDate(record.createTime, 'YYYY-MM-DD HH:mm') }),
          ]}
          testId='download-record'
          onOpen={() => void open({ id: record.appendixId, url: record.url, name: record.name, size: record.size })}
        >
          <Button
            size='small'
            fill='outline'
            type='danger'
            onClick={() => void remove(record)}
            data-testid='record-delete'
          >
            {t('files.delete')}
          </Button>
        </FileRow>
      ))}
      <ListFooter list={list} />
    </>
  )
})

/** The logged-in user's downloaded files, newest first, each deletable after a confirmation. */
export default signedInPage('downloadRecords', 'files.recordsLoginHint', RecordList)
