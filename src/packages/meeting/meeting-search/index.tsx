import '@/i18n/meeting.pages'
import { Cell } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { SearchView } from '@/features/search/search-view'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'

const MEETING_ONLY = ['meeting'] as const

/** Meeting-only search; each hit opens /meeting-details. Before a search it offers the programme to browse by day. */
const MeetingSearch = observer(() => {
  const t = useT()
  return (
    <SearchView
      route='meetingSearch'
      kinds={MEETING_ONLY}
      placeholder='search.meetingPlaceholder'
      browse={
        <View data-testid='meeting-search-programme'>
          <Cell
            title={t('meeting.search.browse')}
            extra={`${t('meeting.search.browseHint')} ›`}
            clickable
            onClick={() => void navigate('meetingList')}
          />
        </View>
      }
    />
  )
})

export default MeetingSearch
