import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { navigate, open, type RouteTarget } from '@/routes/navigate'
import { ROUTES } from '@/routes/table'
import { useT } from '@/stores/context'
import { HubHeading } from '../shared/hub-section'

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
      <HubHeading
        testId='yun-meeting-programme'
        title='meeting.yun.programme'
        onMore={() => void navigate('meetingList')}
      />
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
