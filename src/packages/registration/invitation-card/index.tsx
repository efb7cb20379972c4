import '@/i18n/registration.pages'
import { InvitationPage } from '../shared/invitation'
import '../shared/registration.scss'

/** The invited guest's invitation card. */
export default function InvitationCard() {
  return <InvitationPage route='invitationCard' letter={false} />
}
