import '@/i18n/registration.pages'
import { PersonRegistrationPage } from '../shared/person-form'
import '../shared/registration.scss'

/** A professional visitor's application. */
export default function MypageProfessionalApply() {
  return <PersonRegistrationPage route='mypageProfessionalApply' kind='professionalVisitor' />
}
