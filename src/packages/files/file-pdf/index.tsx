import '@/i18n/files.pages'
import { useRouter } from '@tarojs/taro'
import { readyState, useEndpoint, type RequestState } from '@/components/use-endpoint'
import type { FileDocument } from '@/contract/files'
import { files } from '@/contract/files.endpoints'
import { useT } from '@/stores/context'
import { sectionsPage } from '@/templates/sections'
import { formatDate } from '@/utils/date'
import { FileBody, fileOfQuery, type FileRead } from '../shared/file-body'
import { queryId } from '../shared/file-format'
import type { OpenableFile } from '../shared/use-open-file'

type ShownFile = OpenableFile & Partial<Pick<FileDocument, 'category' | 'publishTime'>>

/** A server document by `id`; else a file given by its address, shown as given without asking. */
function useShownFile(): RequestState<FileRead<ShownFile>> {
  const { params } = useRouter()
  const id = queryId(params.id)
  const info = useEndpoint(files.info, { id: id ?? 0 }, { enabled: Boolean(id), loading: true })
  if (!id) return readyState({ file: fileOfQuery(params) })
  return { ...info, data: info.data && { file: info.data } }
}

/** One document: a server document by `id`, or any file by `url` and `name` (the pre-docking file list opens these). */
export default sectionsPage({
  route: 'filePdf',
  testId: 'file-pdf',
  useRead: useShownFile,
  Sections: function FilePdf({ data: { file } }) {
    const t = useT()
    const facts: [string, string][] = []
    if (file?.category) facts.push([t('files.category'), file.category])
    if (file?.publishTime) facts.push([t('files.published'), formatDate(file.publishTime, 'YYYY-MM-DD')])
    return <FileBody file={file} facts={facts} />
  },
})
