import '@/i18n/fair.pages'
import { GuideShelf } from '@/contract/fair.codes'
import { shelfPage } from '../shared/guide-pages'

/** The exhibitor guide: from the application to the move-out. */
export default shelfPage(
  'exhibitionGuideList',
  GuideShelf.exhibitor,
  'exhibitionGuideDetail',
  'fair.guide.exhibitorIntro',
)
