import '@/i18n/city.pages'
import { observer } from 'mobx-react-lite'
import { PcListPage } from '../layout/pc-list-page'

const PcProjectList = observer(() => <PcListPage section='project' />)

export default PcProjectList
