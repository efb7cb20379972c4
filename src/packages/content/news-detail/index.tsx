import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { AppendixLink } from '@/components/appendix-link'
import { ContentTags } from '@/components/content-tags'
import { RichContent } from '@/components/rich-content'
import { RequestStatusView } from '@/components/status-view'
import { ContentType } from '@/contract/common.codes'
import { PointsAction } from '@/contract/points.codes'
import { PageShell } from '@/features/layout/page-shell'
import { usePointsReward } from '@/features/points/use-points-reward'
import { assetUrl } from '@/services/http/asset-url'
import { useT } from '@/stores/context'
import { DetailActions, useShownContent } from '@/templates/content-detail/detail-parts'
import { useDetail } from '@/templates/content-detail/use-detail'
import { formatDate } from '@/utils/date'
import '@/templates/content-detail/content-detail-page.scss'

const NewsDetail = observer(() => {
  const t = useT()
  const detail = useDetail((api, id) => api.content.informationDetail(id))
  const news = detail.data
  useShownContent(news && { title: news.title, image: news.cover, contentId: news.id, contentType: ContentType.news })
  usePointsReward(PointsAction.browseNews, { enabled: news !== undefined })

  if (!news) {
    return (
      <PageShell route='newsDetails'>
        <RequestStatusView request={detail} />
      </PageShell>
    )
  }

  return (
    <PageShell route='newsDetails'>
      <View className='detail__card'>
        <Text className='detail__title' data-testid='detail-title'>
          {news.title}
        </Text>
        <Text className='detail__meta'>
          {t('content.news.source', { source: news.source })} · {formatDate(news.publishTime, 'YYYY-MM-DD HH:mm')}
        </Text>
        <ContentTags contentId={news.id} contentType={ContentType.news} />
        {news.cover && <Image className='detail__cover' src={assetUrl(news.cover)} mode='aspectFill' />}
        <RichContent html={news.content} />
      </View>
      <AppendixLink contentId={news.id} contentType={ContentType.news} />
      <DetailActions contentId={news.id} contentType={ContentType.news} />
    </PageShell>
  )
})

export default NewsDetail
