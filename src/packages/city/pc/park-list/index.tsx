import '@/i18n/city.pages'
import { observer } from 'mobx-react-lite'
import { PcListPage } from '../layout/pc-list-page'

const PcParkList = observer(() => <PcListPage section='park' />)

export default PcParkList
