import '@/i18n/city.pages'
import { observer } from 'mobx-react-lite'
import { PcListPage } from '../layout/pc-list-page'

const PcActivityList = observer(() => <PcListPage section='activity' />)

export default PcActivityList
