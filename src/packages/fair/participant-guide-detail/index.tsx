import '@/i18n/fair.pages'
import { shelfDetailPage } from '../shared/guide-pages'

/** An article of the participant guide. */
export default shelfDetailPage('participationGuideDetail')
