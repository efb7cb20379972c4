import '@/i18n/files.pages'
import { Button } from '@nutui/nutui-react-taro'
import { Text } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { StatusView } from '@/components/status-view'
import { readyState, useEndpoint, type RequestState } from '@/components/use-endpoint'
import { ContentType } from '@/contract/common.codes'
import type { Appendix } from '@/contract/files'
import { files } from '@/contract/files.endpoints'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { sectionsPage } from '@/templates/sections'
import { NoFile } from '../shared/file-body'
import { formatFileSize, queryId } from '../shared/file-format'
import { FileRow } from '../shared/file-row'
import { useOpenFile } from '../shared/use-open-file'

/** The appendixes of the content item the address names; none when it names no item (said on the page). */
function useAppendixes(): RequestState<{ appendixes?: Appendix[] }> {
  const { params } = useRouter()
  const contentId = queryId(params.contentId) ?? queryId(params.id)
  const contentType = queryId(params.contentType) ?? ContentType.project
  const asked = useEndpoint(
    files.contentAppendixes,
    { contentId: contentId ?? 0, contentType },
    { enabled: Boolean(contentId) },
  )
  if (!contentId) return readyState({})
  return { ...asked, data: asked.data && { appendixes: asked.data } }
}

/** The appendixes of one content item (`contentId` or `id`, `contentType`, a project when none) with preview and open buttons. */
export default sectionsPage({
  route: 'downloadFile',
  testId: 'download-file',
  useRead: useAppendixes,
  Sections: function DownloadFile({ data: { appendixes } }) {
    const t = useT()
    const open = useOpenFile()
    if (!appendixes) return <NoFile />
    if (appendixes.length === 0) return <StatusView status='empty' message='files.noAppendixes' />
    return (
      <>
        <Text className='file-list-count'>{t('files.appendixCount', { count: appendixes.length })}</Text>
        {appendixes.map((file) => (
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
  },
})
