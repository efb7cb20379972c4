import '@/i18n/files.pages'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { RequestStatusView, StatusView } from '@/components/status-view'
import { useRequest } from '@/components/use-request'
import type { FileDocument } from '@/contract/files'
import { PageShell } from '@/features/layout/page-shell'
import { useStores, useT } from '@/stores/context'
import { formatDate } from '@/utils/date'
import { fileNameOf, queryId, queryText } from '../shared/file-format'
import { FileSheet } from '../shared/file-sheet'
import { useOpenFile, type OpenableFile } from '../shared/use-open-file'

type ShownFile = OpenableFile & Partial<Pick<FileDocument, 'category' | 'publishTime'>>

/** One document: a server document by `id`, or any file by `url` and `name` (the pre-docking file list opens these). */
const FilePdf = observer(() => {
  const t = useT()
  const { api, app } = useStores()
  const { params } = useRouter()
  const id = queryId(params.id)
  const url = queryText(params.url)
  const open = useOpenFile()

  const file = useRequest<ShownFile | null>(async () => {
    if (id) return api.files.fileInfo(id)
    if (!url) return null
    return { url, name: queryText(params.name) || fileNameOf(url), size: queryId(params.size) }
  }, [id, url, app.language])

  let body
  if (file.status !== 'ready') body = <RequestStatusView request={file} />
  else if (!file.data) body = <StatusView status='error' message='files.noFile' />
  else {
    const doc = file.data
    const facts: [string, string][] = []
    if (doc.category) facts.push([t('files.category'), doc.category])
    if (doc.publishTime) facts.push([t('files.published'), formatDate(doc.publishTime, 'YYYY-MM-DD')])
    body = <FileSheet file={doc} facts={facts} onOpen={() => void open(doc)} />
  }
  return <PageShell route='filePdf'>{body}</PageShell>
})

export default FilePdf
