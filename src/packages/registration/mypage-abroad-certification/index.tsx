import '@/i18n/registration.pages'
import { PersonRegistrationPage } from '../shared/person-form'
import '../shared/registration.scss'

/** The certificate application of an overseas holder: passport, permits, residence cards. */
export default function MypageAbroadCertification() {
  return <PersonRegistrationPage route='mypageAbroadCertification' identity='overseas' />
}
