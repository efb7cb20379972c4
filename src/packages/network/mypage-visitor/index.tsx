import '@/i18n/network.pages'
import { listPage } from '@/templates/content-list/content-list-page'
import { visitorList } from '../shared/visitor-list'
import '../shared/people.scss'

/** /mypage-visitor: who viewed my card in the last 30 days. */
export default listPage(() => visitorList('mypageVisitor', 'card'))
