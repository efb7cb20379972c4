import '@/i18n/registration.pages'
import { PersonRegistrationPage } from '../shared/person-form'
import '../shared/registration.scss'

/** A visitor signs up for the fair. */
export default function VisitorSignup() {
  return <PersonRegistrationPage route='visitorSignup' kind='visitor' success='signUpSuccess' />
}
