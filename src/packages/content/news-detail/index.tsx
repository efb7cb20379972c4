import { Image, Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { AppendixLink } from '@/components/appendix-link'
import { ContentTags } from '@/components/content-tags'
import { RichContent } from '@/components/rich-content'
import { ContentType } from '@/contract/common.codes'
import { PointsAction } from '@/contract/points.codes'
import { RequestPage } from '@/features/layout/page-shell'
import { usePointsReward } from '@/features/points/use-points-reward'
import { assetUrl } from '@/services/http/asset-url'
import { useT } from '@/stores/context'
import { DetailActions, DetailHead, useShownDetail } from '@/templates/content-detail/detail-parts'
import { formatDate } from '@/utils/date'

const NewsDetail = observer(() => {
  const t = useT()
  const detail = useShownDetail(
    (api, id) => api.content.informationDetail(Number(id)),
    (n) => ({ title: n.title, image: n.cover, contentId: n.id, contentType: ContentType.news }),
  )
  usePointsReward(PointsAction.browseNews, { enabled: detail.data !== undefined })

  return (
    <RequestPage route='newsDetails' request={detail}>
      {(news) => (
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
          <DetailActions contentId={news.id} contentType={ContentType.news} />
        </>
      )}
    </RequestPage>
  )
})

export default NewsDetail
