import '@/i18n/fair.pages'
import { GuideShelf } from '@/contract/fair.codes'
import { shelfPage } from '../shared/guide-pages'

/** The participant guide: from registration to the last day. */
export default shelfPage(
  'participationGuide',
  GuideShelf.participant,
  'participationGuideDetail',
  'fair.guide.participantIntro',
)
