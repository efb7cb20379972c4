import { Text, View } from '@tarojs/components'
import { RichContent } from '@/components/rich-content'
import { RequestStatusView } from '@/components/status-view'
import type { RequestState } from '@/components/use-endpoint'
import { PageShell } from '@/features/layout/page-shell'
import type { RouteKey } from '@/routes/table'
import './article-view.scss'

interface Article {
  title: string
  /** A line under the title (a date), when there is one. */
  meta?: string
  content: string
}

/** A plain rich-text page (fair article, agreement): title, an optional line, and the sanitised text. */
export function ArticleView({ route, request }: { route: RouteKey; request: RequestState<Article> }) {
  const article = request.data
  return (
    <PageShell route={route}>
      {article ? (
        <View className='article-view'>
          <Text className='article-view__title' data-testid='article-title'>
            {article.title}
          </Text>
          {article.meta && <Text className='article-view__meta'>{article.meta}</Text>}
          <RichContent html={article.content} />
        </View>
      ) : (
        <RequestStatusView request={request} />
      )}
    </PageShell>
  )
}
