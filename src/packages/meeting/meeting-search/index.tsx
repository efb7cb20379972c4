import { observer } from 'mobx-react-lite'
import { SearchView } from '@/features/search/search-view'

const MEETING_ONLY = ['meeting'] as const

/** Meeting-only search; each hit opens /meeting-details. */
const MeetingSearch = observer(() => (
  <SearchView route='meetingSearch' kinds={MEETING_ONLY} placeholder='search.meetingPlaceholder' />
))

export default MeetingSearch
