import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { RichContent } from '@/components/rich-content'
import { RequestStatusView } from '@/components/status-view'
import { ContentType } from '@/contract/common.codes'
import { PageShell } from '@/features/layout/page-shell'
import { navigate } from '@/routes/navigate'
import { assetUrl } from '@/services/http/asset-url'
import { useT } from '@/stores/context'
import { DetailActions, useShownContent } from '@/templates/content-detail/detail-parts'
import { useDetail } from '@/templates/content-detail/use-detail'
import { dateRange } from '../shared/dates'
import { FactRows } from '../shared/fact-rows'
import '../shared/index.scss'

/** An exhibition: venue, dates, intro, its zones, and the way to its exhibitors and exhibits. */
const ExhibitionDetail = observer(() => {
  const t = useT()
  const detail = useDetail((api, id) => api.exhibition.exhibitionDetail(id))
  const exhibition = detail.data
  useShownContent(
    exhibition && {
      title: exhibition.name,
      image: exhibition.cover,
      contentId: exhibition.id,
      contentType: ContentType.exhibition,
    },
  )

  if (!exhibition) {
    return (
      <PageShell route='exhibitionDetail'>
        <RequestStatusView request={detail} />
      </PageShell>
    )
  }
  const exhibitionId = String(exhibition.id)
  return (
    <PageShell route='exhibitionDetail'>
      <Image className='exhibition__cover' src={assetUrl(exhibition.cover)} mode='aspectFill' />
      <View className='exhibition__card'>
        <Text className='exhibition__title' data-testid='detail-title'>
          {exhibition.name}
        </Text>
        <Text className='exhibition__summary'>{exhibition.summary}</Text>
        <FactRows
          facts={[
            [t('exhibition.hall'), exhibition.hall],
            [t('exhibition.dates'), dateRange(t, exhibition.startDate, exhibition.endDate)],
          ]}
        />
      </View>

      <View className='exhibition__links'>
        <Text
          className='exhibition__link'
          data-testid='open-exhibitors'
          onClick={() => void navigate('businessList', { exhibitionId })}
        >
          {t('exhibition.exhibitors', { count: exhibition.boothCount })}
        </Text>
        <Text
          className='exhibition__link'
          data-testid='open-exhibits'
          onClick={() => void navigate('exhibitsList', { exhibitionId })}
        >
          {t('exhibition.exhibits', { count: exhibition.exhibitCount })}
        </Text>
      </View>

      <View className='exhibition__card'>
        <Text className='exhibition__heading'>{t('exhibition.introduction')}</Text>
        <RichContent html={exhibition.content} />
      </View>

      {exhibition.areas.length > 0 && (
        <View className='exhibition__card'>
          <Text className='exhibition__heading'>{t('exhibition.areas')}</Text>
          {exhibition.areas.map((area) => (
            <View
              key={area.id}
              className='exhibition__row'
              data-testid='exhibition-area'
              onClick={() => void navigate('exhibitionAreaDetail', { id: area.id })}
            >
              <View className='exhibition__row-body'>
                <Text className='exhibition__row-title'>{`${area.hall} · ${area.name}`}</Text>
                <Text className='exhibition__row-meta'>{area.summary}</Text>
              </View>
              <Text className='exhibition__badge'>{t('exhibition.boothCount', { count: area.boothCount })}</Text>
            </View>
          ))}
        </View>
      )}

      <DetailActions contentId={exhibition.id} contentType={ContentType.exhibition} />
    </PageShell>
  )
})

export default ExhibitionDetail
