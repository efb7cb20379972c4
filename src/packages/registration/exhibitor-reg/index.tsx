import '@/i18n/registration.pages'
import { PersonRegistrationPage } from '../shared/person-form'
import '../shared/registration.scss'

/** Exhibitor staff register for their badge, naming the exhibitor they work for. */
export default function ExhibitorReg() {
  return <PersonRegistrationPage route='exhibitorReg' kind='exhibitorStaff' />
}
