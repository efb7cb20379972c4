import '@/i18n/registration.pages'
import { outcomePage } from '../shared/outcome'
import '../shared/registration.scss'

/** A registration's review result: approved, issued, or not approved with its reason and the way to modify it. */
export default outcomePage({ route: 'resultPage', submitted: false, which: ({ id }) => ({ id }) })
