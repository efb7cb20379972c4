import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { RichContent } from '@/components/rich-content'
import { ContentType } from '@/contract/common.codes'
import { RequestPage } from '@/features/layout/page-shell'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import {
  DetailActions,
  DetailHead,
  DetailSection,
  FactRows,
  useShownDetail,
} from '@/templates/content-detail/detail-parts'
import { dateRange } from '../shared/dates'
import { ExhibitionRow } from '../shared/exhibition-row'
import '../shared/index.scss'

/** An exhibition: venue, dates, intro, its zones, and the way to its exhibitors and exhibits. */
const ExhibitionDetail = observer(() => {
  const t = useT()
  const detail = useShownDetail(
    (api, id) => api.exhibition.exhibitionDetail(id),
    (e) => ({ title: e.name, image: e.cover, contentId: e.id, contentType: ContentType.exhibition }),
  )

  return (
    <RequestPage route='exhibitionDetail' request={detail}>
      {(exhibition) => (
        <>
          <DetailHead cover={exhibition.cover} title={exhibition.name}>
            <Text className='detail__summary'>{exhibition.summary}</Text>
            <FactRows
              facts={[
                [t('exhibition.hall'), exhibition.hall],
                [t('exhibition.dates'), dateRange(t, exhibition.startDate, exhibition.endDate)],
              ]}
            />
          </DetailHead>

          <View className='exhibition__links'>
            <Text
              className='exhibition__link'
              data-testid='open-exhibitors'
              onClick={() => void navigate('businessList', { exhibitionId: String(exhibition.id) })}
            >
              {t('exhibition.exhibitors', { count: exhibition.boothCount })}
            </Text>
            <Text
              className='exhibition__link'
              data-testid='open-exhibits'
              onClick={() => void navigate('exhibitsList', { exhibitionId: String(exhibition.id) })}
            >
              {t('exhibition.exhibits', { count: exhibition.exhibitCount })}
            </Text>
          </View>

          <DetailSection heading={t('exhibition.introduction')}>
            <RichContent html={exhibition.content} />
          </DetailSection>

          {exhibition.areas.length > 0 && (
            <DetailSection heading={t('exhibition.areas')}>
              {exhibition.areas.map((area) => (
                <ExhibitionRow
                  key={area.id}
                  testId='exhibition-area'
                  title={`${area.hall} · ${area.name}`}
                  meta={area.summary}
                  badge={t('exhibition.boothCount', { count: area.boothCount })}
                  onOpen={() => void navigate('exhibitionAreaDetail', { id: area.id })}
                />
              ))}
            </DetailSection>
          )}

          <DetailActions contentId={exhibition.id} contentType={ContentType.exhibition} />
        </>
      )}
    </RequestPage>
  )
})

export default ExhibitionDetail
