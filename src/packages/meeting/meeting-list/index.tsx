import '@/i18n/meeting.pages'
import { programmePage } from '../shared/programme-list'

/** /meeting-list: the fair's programme by day (today on the server's clock), kind and hall, with a keyword search. */
export default programmePage({ route: 'meetingList', days: 'today' })
