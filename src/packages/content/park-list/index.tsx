import { observer } from 'mobx-react-lite'
import { parkDescriptor } from './park-descriptor'
import { ContentListPage } from '../../../templates/content-list/content-list-page'

const parks = parkDescriptor('parkList')

const ParkList = observer(() => <ContentListPage descriptor={parks} />)

export default ParkList
