import '@/i18n/registration.pages'
import { InvitationPage } from '../shared/invitation'
import '../shared/registration.scss'

/** This edition's invitation letter with its code. */
export default function Invitation24() {
  return <InvitationPage route='invitation24' letter />
}
