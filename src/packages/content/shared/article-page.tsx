import { Text, View } from '@tarojs/components'
import { RichContent } from '@/components/rich-content'
import type { RequestState } from '@/components/use-endpoint'
import type { RouteKey } from '@/routes/table'
import { sectionsPage } from '@/templates/sections'
import './article-page.scss'

/** What an article page shows. */
export interface Article {
  title: string
  /** A line under the title (a date), when there is one. */
  meta?: string
  content: string
}

/** A plain rich-text page (fair article, agreement): title, an optional line, and the sanitised text. */
export function articlePage(route: RouteKey, useArticle: () => RequestState<Article>) {
  return sectionsPage({
    route,
    testId: 'article-page',
    useRead: useArticle,
    Sections: ({ data: article }) => (
      <View className='article-view'>
        <Text className='article-view__title' data-testid='article-title'>
          {article.title}
        </Text>
        {article.meta && <Text className='article-view__meta'>{article.meta}</Text>}
        <RichContent html={article.content} />
      </View>
    ),
  })
}
