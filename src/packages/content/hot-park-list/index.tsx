import { observer } from 'mobx-react-lite'
import { ContentListPage } from '@/templates/content-list/content-list-page'
import { parkDescriptor } from '../park-list/park-descriptor'

const hotParks = parkDescriptor('hotParkList', 'hot')

/** /hot/parkList: every park, the most viewed first, with the park list's filters. */
const HotParkList = observer(() => <ContentListPage descriptor={hotParks} />)

export default HotParkList
