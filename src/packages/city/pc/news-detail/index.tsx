import '@/i18n/city.pages'
import { ContentType } from '@/contract/common.codes'
import { articles } from '@/contract/content.endpoints'
import { PointsAction } from '@/contract/points.codes'
import { formatDate } from '@/utils/date'
import { pcDetailPage } from '../layout/pc-article'

export default pcDetailPage({
  route: 'pcnewsdetail',
  section: 'news',
  contentType: ContentType.news,
  reward: PointsAction.browseNews,
  endpoint: articles.newsDetail,
  view: (news, { t }) => ({
    meta: [
      news.source && t('content.news.source', { source: news.source }),
      formatDate(news.publishTime, 'YYYY-MM-DD HH:mm'),
    ],
    // The wide-screen news page shows the article as written, without a separate lead or photos.
    summary: '',
    images: [],
    facts: [],
  }),
})
