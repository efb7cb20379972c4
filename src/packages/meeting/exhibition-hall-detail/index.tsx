import '@/i18n/meeting.pages'
import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro, { usePullDownRefresh, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { failedState, useEndpoint, type RequestState } from '@/components/use-endpoint'
import { ResponseCode } from '@/contract/common.codes'
import type { HallDetail } from '@/contract/exhibition'
import { exhibition } from '@/contract/exhibition.endpoints'
import { boothActivities, meetings } from '@/contract/meeting.endpoints'
import { RequestPage } from '@/features/layout/page-shell'
import { navigate, pageUrl } from '@/routes/navigate'
import { ApiError } from '@/services/http/errors'
import { useT } from '@/stores/context'
import { DetailHead, DetailSection, FactRows } from '@/templates/content-detail/detail-parts'
import { ActivityCard } from '../shared/activity-card'
import { GuideRow } from '../shared/guide-parts'
import { meetingTimeRange } from '../shared/meeting-time'
import { decodedParam } from '../shared/query'
import { ALL_HALLS, routeTo } from '../shared/venue-map'
import { VenueMapView } from '../shared/venue-map-view'

const HALL_CODE = /^[A-Z]\d{1,2}$/

/** How many of the hall's meetings and booth activities the page shows; the activities have a "more". */
const PREVIEW = 10
const ACTIVITY_PREVIEW = 3

/** The hall's meetings, earliest first, each opening its page. */
const HallMeetings = observer(({ hall }: { hall: string }) => {
  const t = useT()
  const held = useEndpoint(meetings.list, { hall, pageNum: 1, pageSize: PREVIEW })
  if (!held.data || held.data.list.length === 0) return null
  return (
    <DetailSection heading={t('meeting.hall.meetings')} testId='hall-meetings'>
      {held.data.list.map((meeting) => (
        <GuideRow
          key={meeting.id}
          testId='hall-meeting'
          title={meeting.title}
          summary={meetingTimeRange(meeting.startTime, meeting.endTime)}
          meta={`${meeting.room} · ${t(`meeting.status.${meeting.status}`)}`}
          onOpen={() => void navigate('meetingDetails', { meetingId: meeting.id })}
        />
      ))}
    </DetailSection>
  )
})

/** The first booth activities of the hall, with a way to all of them. */
const HallActivities = observer(({ hall }: { hall: string }) => {
  const t = useT()
  const activities = useEndpoint(boothActivities.list, { hall, pageNum: 1, pageSize: ACTIVITY_PREVIEW })
  if (!activities.data || activities.data.total === 0) return null
  return (
    <View data-testid='hall-activities'>
      <Text className='venue-heading'>{t('meeting.hall.activities', { count: activities.data.total })}</Text>
      {activities.data.list.map((activity) => (
        <ActivityCard
          key={`${activity.id}-${activity.subscribed}`}
          activity={activity}
          back={pageUrl('exhibitionHallDetail', { hall })}
        />
      ))}
      <Text
        className='hall-detail__more'
        data-testid='hall-activities-more'
        onClick={() => void navigate('activityMoreList', { hall })}
      >
        {t('meeting.hall.allActivities')} ›
      </Text>
    </View>
  )
})

/** A hall (`?hall=A1`): its exhibition and counts, where it is on the map, its zones, meetings and booth activities. */
const ExhibitionHallDetail = observer(() => {
  const t = useT()
  const { params } = useRouter()
  const hall = decodedParam(params.hall)?.toUpperCase() ?? ''
  const known = HALL_CODE.test(hall)
  const asked = useEndpoint(exhibition.hallDetail, { hall }, { enabled: known, loading: true })
  // An address without a hall's code is "not found" at once, without asking.
  const detail: RequestState<HallDetail> = known
    ? asked
    : failedState(new ApiError('server', { code: ResponseCode.notFound }))
  usePullDownRefresh(() => void detail.reload().finally(() => Taro.stopPullDownRefresh()))

  return (
    <RequestPage route='exhibitionHallDetail' request={detail}>
      {(data) => (
        <>
          <DetailHead title={t('exhibition.hallCode', { hall: data.hall })}>
            <FactRows
              facts={[
                [t('meeting.hall.exhibition'), data.exhibitions.map((e) => e.name).join(t('common.listSeparator'))],
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
          <HallMeetings hall={data.hall} />
          <HallActivities hall={data.hall} />
        </>
      )}
    </RequestPage>
  )
})

export default ExhibitionHallDetail
