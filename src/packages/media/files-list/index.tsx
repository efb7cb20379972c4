import '@/i18n/media.pages'
import { View } from '@tarojs/components'
import { getCurrentInstance } from '@tarojs/taro'
import type { Appendix } from '@/contract/files'
import { COLORS } from '@/styles/colors'
import { listPage, type ContentListDescriptor } from '@/templates/content-list/content-list-page'
import { FileRow } from '../shared/file-row'

/** The query's historyId narrows the list to one pre-docking record's documents. */
const historyIdOfPage = () => {
  const historyId = getCurrentInstance().router?.params.historyId
  return historyId ? Number(historyId) : undefined
}

const files: ContentListDescriptor<Appendix> = {
  route: 'filesList',
  searchPlaceholder: 'files.searchPlaceholder',
  countLabel: 'files.count',
  fetchPage: (api, query) => api.media.preDockingFiles({ ...query, historyId: historyIdOfPage() }),
  renderItem: (f) => (
    <View key={f.id} style={{ margin: '0 12px', padding: '0 12px', background: COLORS.surface }}>
      <FileRow file={f} />
    </View>
  ),
}

export default listPage(files)
