import '@/i18n/meeting.pages'
import { programmePage } from '../shared/programme-list'

/** /meetingForum: the main and parallel forums, one kind at a time (the list query takes one kind). */
export default programmePage({ route: 'meetingForum', kinds: ['mainForum', 'parallelForum'], days: 'all' })
