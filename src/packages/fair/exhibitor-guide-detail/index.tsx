import '@/i18n/fair.pages'
import { shelfDetailPage } from '../shared/guide-pages'

/** An article of the exhibitor guide. */
export default shelfDetailPage('exhibitionGuideDetail')
