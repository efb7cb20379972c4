import { Button } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import Taro, { usePullDownRefresh, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useRequest } from '@/components/use-request'
import { ResponseCode } from '@/contract/common.codes'
import { RequestPage } from '@/features/layout/page-shell'
import { navigate } from '@/routes/navigate'
import { ApiError } from '@/services/http/errors'
import { useStores, useT } from '@/stores/context'
import { DetailHead, DetailSection, FactRows } from '@/templates/content-detail/detail-parts'
import { GuideRow } from '../shared/guide-parts'
import { decodedParam } from '../shared/query'
import { ALL_HALLS, routeTo } from '../shared/venue-map'
import { VenueMapView } from '../shared/venue-map-view'

const HALL_CODE = /^[A-Z]\d{1,2}$/

/** A hall (`?hall=A1`): its exhibition and counts, where it is on the map, and its zones. */
const ExhibitionHallDetail = observer(() => {
  const t = useT()
  const { api, app } = useStores()
  const { params } = useRouter()
  const hall = decodedParam(params.hall)?.toUpperCase() ?? ''
  const detail = useRequest(
    () =>
      HALL_CODE.test(hall)
        ? api.exhibition.hallDetail(hall)
        : Promise.reject(new ApiError('server', { code: ResponseCode.notFound })),
    [hall, app.language],
  )
  usePullDownRefresh(() => void detail.reload().finally(() => Taro.stopPullDownRefresh()))

  return (
    <RequestPage route='exhibitionHallDetail' request={detail}>
      {(data) => (
        <>
          <DetailHead title={t('exhibition.hallCode', { hall: data.hall })}>
            <FactRows
              facts={[
                [t('meeting.hall.exhibition'), data.exhibitions.map((e) => e.name).join('、')],
                [t('meeting.hall.booths'), String(data.boothCount)],
                [t('meeting.hall.exhibitors'), String(data.exhibitorCount)],
                [t('meeting.hall.exhibits'), String(data.exhibitCount)],
              ]}
            />
          </DetailHead>
          <VenueMapView
            inUse={ALL_HALLS}
            destination={{ kind: 'hall', hall: data.hall }}
            route={routeTo({ kind: 'hall', hall: data.hall })}
          />
          <View className='hall-detail__route'>
            <Button
              block
              type='primary'
              onClick={() => void navigate('mapNavigation', { hall: data.hall })}
              data-testid='hall-route'
            >
              {t('meeting.hall.route')}
            </Button>
          </View>
          <DetailSection heading={t('meeting.hall.zones')} testId='hall-zones'>
            {data.areas.map((area) => (
              <GuideRow
                key={area.id}
                testId='hall-zone'
                title={area.name}
                summary={area.summary}
                meta={t('exhibition.boothCount', { count: area.boothCount })}
                onOpen={() => void navigate('exhibitionAreaDetail', { id: area.id })}
              />
            ))}
          </DetailSection>
        </>
      )}
    </RequestPage>
  )
})

export default ExhibitionHallDetail
