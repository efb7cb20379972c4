import '@/i18n/network.pages'
import { listPage } from '@/templates/content-list/content-list-page'
import { visitorList } from '../shared/visitor-list'
import '../shared/people.scss'

/** /mypage-myvisitor: who opened my enterprise's booths in the last 30 days (accounts acting for an exhibitor). */
export default listPage(() => visitorList('mypageMyvisitor', 'booth'))
