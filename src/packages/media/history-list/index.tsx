import '@/i18n/media.pages'
import { ContentCard } from '@/components/content-card'
import type { PreDockingHistoryCard } from '@/contract/media'
import { preDocking } from '@/contract/media.endpoints'
import { navigate } from '@/routes/navigate'
import { listPage, type ContentListDescriptor } from '@/templates/content-list/content-list-page'
import { formatDate } from '@/utils/date'

const histories: ContentListDescriptor<PreDockingHistoryCard> = {
  route: 'historyList',
  searchPlaceholder: 'media.history.searchPlaceholder',
  countLabel: 'media.history.count',
  endpoint: preDocking.historyList,
  renderItem: (h) => (
    <ContentCard
      key={h.id}
      cover={h.cover}
      title={h.title}
      tags={[]}
      note={h.parties}
      place={formatDate(h.dockingTime, 'YYYY-MM-DD')}
      highlight=''
      testId='history-card'
      onOpen={() => void navigate('historyDetails', { id: h.id })}
    />
  ),
}

export default listPage(histories)
