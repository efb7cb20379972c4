import '@/i18n/registration.pages'
import { PersonRegistrationPage } from '../shared/person-form'
import '../shared/registration.scss'

/** The certificate application of a holder of the mainland ID card. */
export default function MypageCertification() {
  return <PersonRegistrationPage route='mypageCertification' identity='domestic' />
}
