import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { navigate, open, type RouteTarget } from '@/routes/navigate'
import { ROUTES } from '@/routes/table'
import { useT } from '@/stores/context'

/** The views of the fair's programme, each named by its route's title. */
const ENTRIES: readonly RouteTarget[] = [
  { route: 'meetingList' },
  { route: 'meetingForum' },
  { route: 'marvellous' },
  { route: 'dockingActivity' },
  { route: 'multiPartyMeeting' },
  { route: 'stageHall' },
  { route: 'meetingReview' },
]

/** The hub's doors to the programme: the whole programme ("more") and each of its views. */
export const ProgrammeEntries = observer(() => {
  const t = useT()
  return (
    <View className='yun-meeting__section' data-testid='yun-meeting-programme'>
      <View className='yun-meeting__heading'>
        <Text className='yun-meeting__title'>{t('meeting.yun.programme')}</Text>
        <Text
          className='yun-meeting__more'
          onClick={() => void navigate('meetingList')}
          data-testid='yun-meeting-programme-more'
        >
          {t('meeting.yun.more')} ›
        </Text>
      </View>
      <View className='yun-meeting__entries'>
        {ENTRIES.map((target) => (
          <Text
            key={target.route}
            className='yun-meeting__entry'
            data-testid='yun-meeting-programme-entry'
            onClick={() => void open(target)}
          >
            {t(ROUTES[target.route].title)}
          </Text>
        ))}
      </View>
    </View>
  )
})
