import '@/i18n/files.pages'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { RequestStatusView, StatusView } from '@/components/status-view'
import { useEndpoint } from '@/components/use-endpoint'
import type { FileDocument } from '@/contract/files'
import { files } from '@/contract/files.endpoints'
import { PageShell } from '@/features/layout/page-shell'
import { useT } from '@/stores/context'
import { formatDate } from '@/utils/date'
import { fileNameOf, queryId, queryText } from '../shared/file-format'
import { FileSheet } from '../shared/file-sheet'
import { useOpenFile, type OpenableFile } from '../shared/use-open-file'

type ShownFile = OpenableFile & Partial<Pick<FileDocument, 'category' | 'publishTime'>>

/** One document: a server document by `id`, or any file by `url` and `name` (the pre-docking file list opens these). */
const FilePdf = observer(() => {
  const t = useT()
  const { params } = useRouter()
  const id = queryId(params.id)
  const url = queryText(params.url)
  const open = useOpenFile()

  const info = useEndpoint(files.info, { id: id ?? 0 }, { enabled: Boolean(id), loading: true })
  // A file given by its address is shown as given, without asking.
  const doc: ShownFile | undefined = id
    ? info.data
    : url
      ? { url, name: queryText(params.name) || fileNameOf(url), size: queryId(params.size) }
      : undefined

  let body
  if (id && info.status !== 'ready') body = <RequestStatusView request={info} />
  else if (!doc) body = <StatusView status='error' message='files.noFile' />
  else {
    const facts: [string, string][] = []
    if (doc.category) facts.push([t('files.category'), doc.category])
    if (doc.publishTime) facts.push([t('files.published'), formatDate(doc.publishTime, 'YYYY-MM-DD')])
    body = <FileSheet file={doc} facts={facts} onOpen={() => void open(doc)} />
  }
  return <PageShell route='filePdf'>{body}</PageShell>
})

export default FilePdf
