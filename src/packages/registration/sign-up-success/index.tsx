import '@/i18n/registration.pages'
import { outcomePage } from '../shared/outcome'
import '../shared/registration.scss'

/** The visitor's sign-up was sent. */
export default outcomePage({ route: 'signUpSuccess', submitted: true, which: () => ({ kind: 'person' }) })
