import '@/i18n/meeting.pages'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { KeywordBar } from '@/components/keyword-bar'
import { StatusView } from '@/components/status-view'
import { useEndpoint } from '@/components/use-endpoint'
import type { MeetingOptions } from '@/contract/meeting'
import { boothActivities, meetings } from '@/contract/meeting.endpoints'
import { PageShell } from '@/features/layout/page-shell'
import { navigate, pageUrl } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { ListFooter } from '@/templates/content-list/list-footer'
import { useEndpointPages } from '@/templates/content-list/use-endpoint-pages'
import { ActivityAreaBar } from '../shared/activity-area-bar'
import { ActivityCard } from '../shared/activity-card'
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
const Halls = observer(({ options }: { options: MeetingOptions }) => {
  const t = useT()
  return (
    <View className='activity-search__start'>
      <Text className='activity-search__hint'>{t('meeting.activity.searchHint')}</Text>
      <Text className='activity-search__heading'>{t('meeting.activity.byHall')}</Text>
      <View className='activity-search__halls'>
        {options.activityHalls.map((hall) => (
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
    </View>
  )
})

/** Searching the booth activities by title, exhibitor or zone (`?keyword=` starts one); before a search, the halls to browse. */
const ActivitySearch = observer(() => {
  const t = useT()
  const { params } = useRouter()
  const start = decodedParam(params.keyword) ?? ''
  const [keyword, setKeyword] = useState(start)
  const options = useEndpoint(meetings.options, undefined)

  return (
    <PageShell route='activitySearch'>
      <KeywordBar placeholder={t('meeting.activity.searchPlaceholder')} initial={start} onKeyword={setKeyword} />
      {keyword ? (
        <Results keyword={keyword} />
      ) : options.data ? (
        <Halls options={options.data} />
      ) : (
        <StatusView status={options.status === 'error' ? 'error' : 'loading'} onRetry={() => void options.reload()} />
      )}
      <ActivityAreaBar current='activitySearch' />
    </PageShell>
  )
})

export default ActivitySearch
