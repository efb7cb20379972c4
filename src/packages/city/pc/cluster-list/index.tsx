import '@/i18n/city.pages'
import { observer } from 'mobx-react-lite'
import { PcListPage } from '../layout/pc-list-page'

const PcClusterList = observer(() => <PcListPage section='cluster' />)

export default PcClusterList
