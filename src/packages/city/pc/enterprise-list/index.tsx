import '@/i18n/city.pages'
import { observer } from 'mobx-react-lite'
import { PcListPage } from '../layout/pc-list-page'

const PcEnterpriseList = observer(() => <PcListPage section='enterprise' />)

export default PcEnterpriseList
