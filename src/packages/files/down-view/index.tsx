import '@/i18n/files.pages'
import { Image } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { StatusView } from '@/components/status-view'
import { PageShell } from '@/features/layout/page-shell'
import { documentKindOf } from '@/platform/open-document-kind'
import { assetUrl } from '@/services/http/asset-url'
import { fileNameOf, queryId, queryText } from '../shared/file-format'
import { FileSheet } from '../shared/file-sheet'
import { useOpenFile } from '../shared/use-open-file'

/** A preview of one file by `url`: images are shown in the page; PDFs and other files open with the platform viewer. */
const DownView = observer(() => {
  const { params } = useRouter()
  const open = useOpenFile()
  const url = queryText(params.url)
  if (!url) {
    return (
      <PageShell route='downView'>
        <StatusView status='error' message='files.noFile' />
      </PageShell>
    )
  }
  const file = {
    id: queryId(params.id),
    url,
    name: queryText(params.name) || fileNameOf(url),
    size: queryId(params.size),
  }
  return (
    <PageShell route='downView'>
      <FileSheet file={file} onOpen={() => void open(file)}>
        {documentKindOf(file.url, file.name) === 'image' && (
          <Image className='file-sheet__preview' src={assetUrl(file.url)} mode='widthFix' data-testid='file-preview' />
        )}
      </FileSheet>
    </PageShell>
  )
})

export default DownView
