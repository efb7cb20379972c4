import '@/i18n/city.pages'
import { observer } from 'mobx-react-lite'
import { PcListPage } from '../layout/pc-list-page'

const PcPolicyList = observer(() => <PcListPage section='policy' />)

export default PcPolicyList
