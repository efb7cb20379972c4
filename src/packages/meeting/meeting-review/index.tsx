import '@/i18n/meeting.pages'
import { programmePage } from '../shared/programme-list'

/** /meeting-review: finished meetings with a replay, of this edition or of the query's `edition`; past editions linked. */
export default programmePage({
  route: 'meetingReview',
  fixed: { replay: true, status: 'finished' },
  related: { target: { route: 'previousReview' }, label: 'meeting.programme.pastReviews' },
  emptyText: 'meeting.programme.replaysEmpty',
  opensReview: true,
})
