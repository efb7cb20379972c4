import '@/i18n/files.pages'
import { Button } from '@nutui/nutui-react-taro'
import { Text } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { RequestStatusView, StatusView } from '@/components/status-view'
import { useEndpoint } from '@/components/use-endpoint'
import { ContentType } from '@/contract/common.codes'
import { files } from '@/contract/files.endpoints'
import { PageShell } from '@/features/layout/page-shell'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { formatFileSize, queryId } from '../shared/file-format'
import { FileRow } from '../shared/file-row'
import { useOpenFile } from '../shared/use-open-file'

/** The appendixes of one content item (`contentId` or `id`, `contentType`, a project when none) with preview and open buttons. */
const DownloadFile = observer(() => {
  const t = useT()
  const { params } = useRouter()
  const open = useOpenFile()
  const contentId = queryId(params.contentId) ?? queryId(params.id)
  const contentType = queryId(params.contentType) ?? ContentType.project

  const appendixes = useEndpoint(
    files.contentAppendixes,
    { contentId: contentId ?? 0, contentType },
    { enabled: Boolean(contentId) },
  )

  let body
  if (!contentId) body = <StatusView status='error' message='files.noFile' />
  else if (appendixes.status !== 'ready' || !appendixes.data) body = <RequestStatusView request={appendixes} />
  else if (appendixes.data.length === 0) body = <StatusView status='empty' message='files.noAppendixes' />
  else {
    body = (
      <>
        <Text className='file-list-count'>{t('files.appendixCount', { count: appendixes.data.length })}</Text>
        {appendixes.data.map((file) => (
          <FileRow
            key={file.id}
            name={file.name}
            url={file.url}
            meta={[formatFileSize(file.size)]}
            testId='appendix-row'
            onOpen={() => void navigate('downView', { url: file.url, name: file.name, size: file.size, id: file.id })}
          >
            <Button size='small' type='primary' onClick={() => void open(file)} data-testid='appendix-open'>
              {t('files.download')}
            </Button>
          </FileRow>
        ))}
      </>
    )
  }
  return <PageShell route='downloadFile'>{body}</PageShell>
})

export default DownloadFile
