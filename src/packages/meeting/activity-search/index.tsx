import '@/i18n/meeting.pages'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { KeywordBar } from '@/components/keyword-bar'
import { StatusView } from '@/components/status-view'
import { useEndpoint, type RequestState } from '@/components/use-endpoint'
import type { MeetingOptions } from '@/contract/meeting'
import { boothActivities, meetings } from '@/contract/meeting.endpoints'
import { navigate, pageUrl } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { ListFooter } from '@/templates/content-list/list-footer'
import { useEndpointPages } from '@/templates/content-list/use-endpoint-pages'
import { Card, Paragraph, sectionsPage } from '@/templates/sections'
import { ActivityAreaBar } from '../shared/activity-area-bar'
import { ActivityCard } from '../shared/activity-card'
import { hubReads } from '../shared/hub-section'
import { decodedParam } from '../shared/query'
import './index.scss'

const back = pageUrl('activitySearch')

/** The matches of a keyword, page by page. */
const Results = observer(({ keyword }: { keyword: string }) => {
  const t = useT()
  const list = useEndpointPages(boothActivities.list, { keyword })
  if (list.status !== 'ready') {
    return (
      <StatusView
        status={list.status}
        message={list.status === 'empty' ? 'meeting.activity.noMatch' : undefined}
        onRetry={() => void list.reload()}
      />
    )
  }
  return (
    <>
      <Text className='activity-search__count' data-testid='activity-search-count'>
        {t('meeting.activity.count', { count: list.total })}
      </Text>
      {list.items.map((activity) => (
        <ActivityCard key={`${activity.id}-${activity.subscribed}`} activity={activity} back={back} />
      ))}
      <ListFooter list={list} />
    </>
  )
})

/** Before a search: the halls with booth activities, each opening its activities. */
const Halls = observer(({ options }: { options: RequestState<MeetingOptions> }) => {
  const t = useT()
  if (!options.data)
    return (
      <StatusView status={options.status === 'error' ? 'error' : 'loading'} onRetry={() => void options.reload()} />
    )
  return (
    <>
      <Card>
        <Paragraph>{t('meeting.activity.searchHint')}</Paragraph>
      </Card>
      <Card title={t('meeting.activity.byHall')}>
        <View className='activity-search__halls'>
          {options.data.activityHalls.map((hall) => (
            <Text
              key={hall.value}
              className='activity-search__hall'
              data-testid='activity-search-hall'
              onClick={() => void navigate('activityMoreList', { hall: hall.value })}
            >
              {hall.label}
            </Text>
          ))}
        </View>
      </Card>
    </>
  )
})

/** Searching the booth activities by title, exhibitor or zone (`?keyword=` starts one); before a search, the halls to browse. */
export default sectionsPage({
  route: 'activitySearch',
  testId: 'activity-search',
  // The halls show their own loading or retry under the keyword bar: a search does not wait for them.
  useRead: () => hubReads({ options: useEndpoint(meetings.options, undefined) }),
  Sections: function ActivitySearch({ data: { options } }) {
    const t = useT()
    const { params } = useRouter()
    const start = decodedParam(params.keyword) ?? ''
    const [keyword, setKeyword] = useState(start)
    return (
      <>
        <KeywordBar placeholder={t('meeting.activity.searchPlaceholder')} initial={start} onKeyword={setKeyword} />
        {keyword ? <Results keyword={keyword} /> : <Halls options={options} />}
        <ActivityAreaBar current='activitySearch' />
      </>
    )
  },
})
