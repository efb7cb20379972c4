import { observer } from 'mobx-react-lite'
import { SearchView } from '@/features/search/search-view'
import { SEARCH_KINDS } from '@/services/api/common-client'

/** The search tab: one keyword across all eleven searches. */
const IndexSearch = observer(() => (
  <SearchView route='indexSearch' kinds={SEARCH_KINDS} placeholder='search.placeholder' />
))

export default IndexSearch
