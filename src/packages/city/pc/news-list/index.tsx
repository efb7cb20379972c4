import '@/i18n/city.pages'
import { observer } from 'mobx-react-lite'
import { PcListPage } from '../layout/pc-list-page'

const PcNewsList = observer(() => <PcListPage section='news' />)

export default PcNewsList
