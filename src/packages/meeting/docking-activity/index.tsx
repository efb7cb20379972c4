import '@/i18n/meeting.pages'
import { programmePage } from '../shared/programme-list'

/** /docking-activity: the project docking sessions of the programme. */
export default programmePage({ route: 'dockingActivity', fixed: { kind: 'docking' }, days: 'all' })
