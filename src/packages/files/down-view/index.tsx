import '@/i18n/files.pages'
import { Image } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { readyState } from '@/components/use-endpoint'
import { documentKindOf } from '@/platform/open-document-kind'
import { assetUrl } from '@/services/http/asset-url'
import { sectionsPage } from '@/templates/sections'
import { FileBody, fileOfQuery, type FileRead } from '../shared/file-body'
import { queryId } from '../shared/file-format'

/** A file given by its address, with the appendix `id` its download is recorded under. */
function useGivenFile() {
  const { params } = useRouter()
  const file = fileOfQuery(params)
  return readyState<FileRead>({ file: file && { ...file, id: queryId(params.id) } })
}

/** A preview of one file by `url`: images are shown in the page; PDFs and other files open with the platform viewer. */
export default sectionsPage({
  route: 'downView',
  testId: 'down-view',
  useRead: useGivenFile,
  Sections: ({ data: { file } }) => (
    <FileBody file={file}>
      {file && documentKindOf(file.url, file.name) === 'image' && (
        <Image className='file-sheet__preview' src={assetUrl(file.url)} mode='widthFix' data-testid='file-preview' />
      )}
    </FileBody>
  ),
})
