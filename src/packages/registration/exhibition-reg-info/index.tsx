import '@/i18n/registration.pages'
import { recordPage } from '../shared/record-page'
import '../shared/registration.scss'

/** The organisation's application to exhibit: both review tracks, what was sent and every step of its review. */
export default recordPage({
  route: 'exhibitionRegInfo',
  kind: 'organisation',
  empty: { label: 'registration.route.orgReg', target: { route: 'orgReg' } },
})
