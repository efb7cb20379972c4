import '@/i18n/media.pages'
import { View } from '@tarojs/components'
import type { Appendix } from '@/contract/files'
import type { PreDockingQuery } from '@/contract/media'
import { preDocking } from '@/contract/media.endpoints'
import { COLORS } from '@/styles/colors'
import { listPage, type ContentListDescriptor } from '@/templates/content-list/content-list-page'
import { FileRow } from '../shared/file-row'

/** The documents of the pre-docking archive; the query's historyId narrows them to one record's. */
const files = (historyId?: number): ContentListDescriptor<Appendix, PreDockingQuery> => ({
  route: 'filesList',
  searchPlaceholder: 'files.searchPlaceholder',
  countLabel: 'files.count',
  endpoint: preDocking.fileList,
  request: (query) => ({ ...query, historyId }),
  renderItem: (f) => (
    <View key={f.id} style={{ margin: '0 12px', padding: '0 12px', background: COLORS.surface }}>
      <FileRow file={f} />
    </View>
  ),
})

export default listPage(({ historyId }) => files(historyId ? Number(historyId) : undefined))
