import '@/i18n/registration.pages'
import { OutcomePage } from '../shared/outcome'
import '../shared/registration.scss'

/** The visitor's sign-up was sent. */
export default function SignUpSuccess() {
  return <OutcomePage route='signUpSuccess' kind='person' submitted />
}
