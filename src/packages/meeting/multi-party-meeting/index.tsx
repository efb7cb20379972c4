import '@/i18n/meeting.pages'
import { programmePage } from '../shared/programme-list'

/** /multi-party-meeting: the multi-party meetings of the programme. */
export default programmePage({ route: 'multiPartyMeeting', fixed: { kind: 'multiParty' }, days: 'all' })
