import '@/i18n/meeting.pages'
import { GuideSection } from '@/contract/fair.codes'
import { formatDate } from '@/utils/date'
import { GuideEntryRow, guideSectionPage } from '../shared/guide-parts'

/** Notices to visitors and exhibitors, newest first; each opens in full. */
export default guideSectionPage({
  route: 'exhibitionNotice',
  testId: 'guide-notices',
  section: GuideSection.notice,
  intro: 'meeting.guide.noticesIntro',
  empty: 'meeting.guide.noticesEmpty',
  entry: (notice) => (
    <GuideEntryRow
      key={notice.id}
      entry={notice}
      testId='notice-row'
      to='serviceContentDetails'
      meta={formatDate(notice.publishTime, 'YYYY-MM-DD')}
    />
  ),
})
