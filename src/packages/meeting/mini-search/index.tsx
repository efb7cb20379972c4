import '@/i18n/meeting.pages'
import { observer } from 'mobx-react-lite'
import { SEARCH_KINDS } from '@/contract/search.codes'
import { SearchView } from '@/features/search/search-view'

/** The search screen opened as a page (not the tab): the same eleven searches. */
const MiniSearch = observer(() => (
  <SearchView route='miniSearch' kinds={SEARCH_KINDS} placeholder='search.placeholder' />
))

export default MiniSearch
