import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { ContentTags } from '@/components/content-tags'
import { RequestStatusView } from '@/components/status-view'
import { ContentType } from '@/contract/common.codes'
import { PageShell } from '@/features/layout/page-shell'
import { navigate } from '@/routes/navigate'
import { assetUrl } from '@/services/http/asset-url'
import { useT } from '@/stores/context'
import { DetailActions, useShownContent } from '@/templates/content-detail/detail-parts'
import { useDetail } from '@/templates/content-detail/use-detail'
import { dateRange } from '../shared/dates'
import { ExhibitRow } from '../shared/exhibit-row'
import { FactRows } from '../shared/fact-rows'
import '../shared/index.scss'

/** A booth: number, hall and zone, size, its exhibitor (opens the enterprise page), intro and exhibits. */
const ExhibitionBooth = observer(() => {
  const t = useT()
  const detail = useDetail((api, id) => api.exhibition.boothDetail(id))
  const booth = detail.data
  useShownContent(
    booth && { title: booth.enterpriseName, image: booth.logo, contentId: booth.id, contentType: ContentType.booth },
  )

  if (!booth) {
    return (
      <PageShell route='exhibitionBooth'>
        <RequestStatusView request={detail} />
      </PageShell>
    )
  }
  return (
    <PageShell route='exhibitionBooth'>
      <View className='exhibition__card'>
        <Text className='exhibition__title' data-testid='detail-title'>
          {t('exhibition.atBooth', { boothNo: booth.boothNo })}
        </Text>
        <ContentTags contentId={booth.id} contentType={ContentType.booth} />
        <FactRows
          facts={[
            [t('exhibition.exhibition'), booth.exhibitionName],
            [
              t('exhibition.zone'),
              [booth.hall && t('exhibition.hallCode', { hall: booth.hall }), booth.areaName]
                .filter(Boolean)
                .join(' · '),
            ],
            [t('exhibition.size'), t('exhibition.sizeValue', { size: booth.size })],
            [t('exhibition.hall'), booth.exhibitionHall],
            [t('exhibition.dates'), dateRange(t, booth.startDate, booth.endDate)],
          ]}
        />
        {booth.areaId !== null && (
          <Text
            className='exhibition__summary'
            data-testid='booth-area'
            onClick={() => void navigate('exhibitionAreaDetail', { id: booth.areaId! })}
          >
            {`${booth.areaName} ›`}
          </Text>
        )}
      </View>

      <View className='exhibition__card'>
        <Text className='exhibition__heading'>{t('exhibition.exhibitor')}</Text>
        <View
          className='exhibition__row'
          data-testid='booth-enterprise'
          onClick={() => void navigate('businessIndex', { id: booth.enterpriseId })}
        >
          <Image className='exhibition__row-image' src={assetUrl(booth.logo)} mode='aspectFill' />
          <View className='exhibition__row-body'>
            <Text className='exhibition__row-title'>{booth.enterpriseName}</Text>
            <Text className='exhibition__row-meta'>{booth.enterpriseSummary}</Text>
          </View>
          <Text className='exhibition__badge'>{t('exhibition.openEnterprise')}</Text>
        </View>
      </View>

      <View className='exhibition__card'>
        <Text className='exhibition__heading'>{t('exhibition.boothIntro')}</Text>
        <Text className='exhibition__summary' data-testid='booth-intro'>
          {booth.intro}
        </Text>
      </View>

      <View className='exhibition__card'>
        <Text className='exhibition__heading'>{t('exhibition.boothExhibits')}</Text>
        {booth.exhibits.length > 0 ? (
          booth.exhibits.map((exhibit) => <ExhibitRow key={exhibit.id} exhibit={exhibit} showBooth={false} />)
        ) : (
          <Text className='exhibition__summary'>{t('exhibition.noExhibits')}</Text>
        )}
      </View>

      <DetailActions contentId={booth.id} contentType={ContentType.booth} />
    </PageShell>
  )
})

export default ExhibitionBooth
