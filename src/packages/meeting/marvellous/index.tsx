import '@/i18n/meeting.pages'
import { programmePage } from '../shared/programme-list'

/** /marvellous: the meetings picked as the fair's highlights. */
export default programmePage({ route: 'marvellous', fixed: { highlight: true }, days: 'all' })
