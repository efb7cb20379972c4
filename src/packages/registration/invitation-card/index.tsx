import '@/i18n/registration.pages'
import { invitationPage } from '../shared/invitation'
import '../shared/registration.scss'

/** The invited guest's invitation card. */
export default invitationPage({ route: 'invitationCard', letter: false })
