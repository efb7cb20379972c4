import { observer } from 'mobx-react-lite'
import { ContentListPage } from '@/templates/content-list/content-list-page'
import { parkDescriptor } from './park-descriptor'

const parks = parkDescriptor('parkList')

const ParkList = observer(() => <ContentListPage descriptor={parks} />)

export default ParkList
