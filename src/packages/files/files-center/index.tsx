import '@/i18n/files.pages'
import type { FileDocument } from '@/contract/files'
import { files } from '@/contract/files.endpoints'
import { navigate } from '@/routes/navigate'
import { filterBy, listPage, type ContentListDescriptor } from '@/templates/content-list/content-list-page'
import { formatDate } from '@/utils/date'
import { formatFileSize } from '../shared/file-format'
import { FileRow } from '../shared/file-row'

const documents: ContentListDescriptor<FileDocument> = {
  route: 'filesCenter',
  searchPlaceholder: 'files.searchPlaceholder',
  countLabel: 'files.count',
  ...filterBy('categoryId', 'files.category', (api) => api.files.fileCategories()),
  endpoint: files.list,
  renderItem: (doc) => (
    <FileRow
      key={doc.id}
      name={doc.name}
      url={doc.url}
      meta={[doc.category, formatFileSize(doc.size), formatDate(doc.publishTime, 'YYYY-MM-DD')]}
      testId='file-card'
      onOpen={() => void navigate('filePdf', { id: doc.id })}
    />
  ),
}

/** The fair's material centre: documents by category with keyword search; each opens /file-pdf. */
export default listPage(documents)
