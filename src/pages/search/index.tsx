import { observer } from 'mobx-react-lite'
import { SEARCH_KINDS } from '@/contract/search.codes'
import { SearchView } from '@/features/search/search-view'

/** The search tab: one keyword across all eleven searches. */
const IndexSearch = observer(() => (
  <SearchView route='indexSearch' kinds={SEARCH_KINDS} placeholder='search.placeholder' />
))

export default IndexSearch
