import '@/i18n/registration.pages'
import { RecordPage } from '../shared/record-page'
import '../shared/registration.scss'

/** The user's person registration: its state, what was sent and its review's history. */
export default function VisitorRegInfo() {
  return (
    <RecordPage
      route='visitorRegInfo'
      kind='person'
      empty={{ label: 'registration.route.visitReg', target: { route: 'visitReg' } }}
    />
  )
}
