import { pageConfig } from '../../../routes/page-config'

export default pageConfig('mypageEngine')
