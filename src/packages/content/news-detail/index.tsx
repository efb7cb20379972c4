import '@/i18n/content.pages'
import { Image, Text } from '@tarojs/components'
import { AppendixLink } from '@/components/appendix-link'
import { ContentTags } from '@/components/content-tags'
import { RichContent } from '@/components/rich-content'
import { ContentType } from '@/contract/common.codes'
import { articles } from '@/contract/content.endpoints'
import { PointsAction } from '@/contract/points.codes'
import { assetUrl } from '@/services/http/asset-url'
import { DetailHead, shownDetailPage } from '@/templates/content-detail/detail-parts'
import { formatDate } from '@/utils/date'

export default shownDetailPage({
  route: 'newsDetails',
  endpoint: articles.newsDetail,
  shown: (n) => ({ title: n.title, image: n.cover, contentId: n.id, contentType: ContentType.news }),
  reward: PointsAction.browseNews,
  body: (news, t) => (
    <>
      <DetailHead title={news.title}>
        <Text className='detail__meta'>
          {t('content.news.source', { source: news.source })} · {formatDate(news.publishTime, 'YYYY-MM-DD HH:mm')}
        </Text>
        <ContentTags contentId={news.id} contentType={ContentType.news} />
        {news.cover && <Image className='detail__cover' src={assetUrl(news.cover)} mode='aspectFill' />}
        <RichContent html={news.content} />
      </DetailHead>
      <AppendixLink contentId={news.id} contentType={ContentType.news} />
    </>
  ),
})
