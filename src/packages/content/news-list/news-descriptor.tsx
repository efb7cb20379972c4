import { observer } from 'mobx-react-lite'
import { NewsCard } from '@/components/news-card'
import type { NewsCard as News, NewsQuery } from '@/contract/content'
import type { NewsCategory } from '@/contract/content.codes'
import { searches } from '@/contract/search.endpoints'
import type { MessageKey } from '@/i18n'
import type { RouteKey } from '@/routes/table'
import { ContentListPage, type ContentListDescriptor } from '@/templates/content-list/content-list-page'

/** A searchable news list of one category; each card opens /newsDetails. */
export function newsListDescriptor(
  route: RouteKey,
  category: NewsCategory,
  titleKey?: MessageKey,
): ContentListDescriptor<News, NewsQuery> {
  return {
    route,
    titleKey,
    searchPlaceholder: 'content.news.searchPlaceholder',
    countLabel: 'content.news.count',
    endpoint: searches.information,
    request: (query) => ({ ...query, category }),
    renderItem: (n) => <NewsCard key={n.id} news={n} />,
  }
}

/** The page component of a news list route. */
export function newsListPage(route: RouteKey, category: NewsCategory) {
  const descriptor = newsListDescriptor(route, category)
  return observer(() => <ContentListPage descriptor={descriptor} />)
}
