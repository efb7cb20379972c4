import '@/i18n/registration.pages'
import { recordPage } from '../shared/record-page'
import '../shared/registration.scss'

/** The user's person registration: its state, what was sent and its review's history. */
export default recordPage({
  route: 'visitorRegInfo',
  kind: 'person',
  empty: { label: 'registration.route.visitReg', target: { route: 'visitReg' } },
})
